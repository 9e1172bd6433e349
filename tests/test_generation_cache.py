"""Key/value caches for generation by unmasking (issue 41 item 2): the rows computed against a cache
equal the full forward where the cache is fresh; under block-causal attention the prefix cache is
exact (the same rounds as without it); with full attention it is approximate, refreshed every N
calls, and its drift is measured. Settings, CLI and JSON."""

from __future__ import annotations

import json

import pytest
import torch

from mlm_lab.generation import GenerationError, generate
from mlm_lab.generation.cache import block_causal_bias, block_ids
from mlm_lab.inference import bundled_text_model
from mlm_lab.models import MaskedLM, MaskedLMConfig


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


@pytest.mark.parametrize("pre_norm", [True, False])
def test_rows_against_a_fresh_cache_equal_the_full_forward(pre_norm):
    torch.manual_seed(0)
    net = MaskedLM(MaskedLMConfig(vocab_size=60, hidden_size=32, num_layers=3, num_heads=4, intermediate_size=64,
                                  pre_norm=pre_norm)).eval()
    ids = torch.randint(5, 60, (2, 20))
    bias = block_causal_bias(block_ids(20, [[4, 5, 6, 7], [8, 9, 10, 11]]))
    with torch.no_grad():
        for b in (None, bias):
            full, kv = net.encode_kv(ids, b)
            if b is None:
                assert torch.equal(full, net.encode(ids)[0])
            rows = torch.tensor([4, 5, 6, 7])
            part, fresh = net.encode_rows(ids, rows, kv, b[..., rows, :] if b is not None else None)
            assert torch.allclose(part, full[:, rows], atol=1e-5)
            assert all(torch.allclose(k, kk[:, :, rows], atol=1e-6) for (k, _), (kk, _) in zip(fresh, kv, strict=True))
            # a changed row: the cached others are stale, so the rows differ from a fresh full forward
            changed = ids.clone()
            changed[:, 5] = 7 if int(ids[0, 5]) != 7 else 8
            stale, _ = net.encode_rows(changed, rows, kv, b[..., rows, :] if b is not None else None)
            new_full, _ = net.encode_kv(changed, b)
            assert not torch.allclose(stale[:, 0], full[:, 4], atol=1e-6)  # the row sees the new token
            if b is None:  # full attention: the kept rows looked at the old token: approximate
                assert not torch.allclose(stale, new_full[:, rows], atol=1e-5)
            else:  # block-causal: the kept rows (the prompt) never see this block: exact
                assert torch.allclose(stale, new_full[:, rows], atol=1e-5)


def test_block_causal_attention_sees_the_prompt_its_own_block_and_earlier_ones():
    blocks = block_ids(8, [[2, 3], [4, 5], [6]])
    assert blocks.tolist() == [0, 0, 1, 1, 2, 2, 3, 0]  # the prompt, [SEP] included, is block 0
    seen = block_causal_bias(blocks)[0, 0] == 0
    assert seen[2].tolist() == [True, True, True, True, False, False, False, True]
    assert seen[0].tolist() == [True, True, False, False, False, False, False, True]  # the prompt: itself only
    assert seen[6].all()


@pytest.mark.parametrize(("remasking", "cache"), [("confidence", "prefix"), ("confidence", "dual"),
                                                   ("threshold", "prefix"), ("random", "dual")])
def test_under_block_causal_attention_the_cache_is_exact(tm, remasking, cache):
    kw = dict(length=24, seed=2, samples=2, remasking=remasking, threshold=0.1, attention="block-causal")
    for prompt, steps, block in (("once upon a time", 12, 8), ("the [MASK] [MASK] man [MASK] to the [MASK] .", 4, 2)):
        plain = generate(tm, prompt, steps=steps, block_length=block, **kw)
        cached = generate(tm, prompt, steps=steps, block_length=block, cache=cache, **kw)
        assert [s.ids for s in cached.samples] == [s.ids for s in plain.samples]
        for a, b in zip(plain.samples, cached.samples, strict=True):
            assert [r.positions for r in a.rounds] == [r.positions for r in b.rounds]
            assert [q for r in a.rounds for q in r.probs] == pytest.approx([q for r in b.rounds for q in r.probs],
                                                                           abs=1e-5)
        assert cached.calls["row_calls"] > 0 and plain.calls["row_calls"] == 0
        assert cached.calls["rows_computed"] < plain.calls["rows_computed"]


def test_full_attention_with_a_cache_refreshed_every_call_is_the_plain_run(tm):
    kw = dict(length=24, steps=12, block_length=8, seed=1)
    plain = generate(tm, "", **kw)
    assert generate(tm, "", cache="dual", cache_refresh=1, **kw).samples[0].ids == plain.samples[0].ids


@pytest.mark.parametrize("cache", ["prefix", "dual"])
def test_the_approximate_cache_drifts_and_says_how_far(tm, cache):
    g = generate(tm, "", length=24, steps=24, block_length=8, cache=cache, cache_refresh=4, seed=0, measure_cache=True)
    calls = g.calls
    assert calls["full_calls"] == 3 * 2 and calls["row_calls"] == 3 * 6  # 8 calls a block, full at the 1st and 5th
    assert len(calls["drift"]) == len(calls["agree"]) == calls["row_calls"]
    assert all(d > 0 for d in calls["drift"])  # the kept keys/values looked at a block that has changed since
    assert all(0 <= a <= 1 for a in calls["agree"]) and sum(calls["agree"]) / len(calls["agree"]) > 0.5
    rows = 8 if cache == "dual" else None
    if rows:
        assert calls["rows_computed"] == calls["full_calls"] * 26 + calls["row_calls"] * 8


def test_the_exact_cache_measures_no_drift(tm):
    g = generate(tm, "", length=16, steps=16, block_length=8, attention="block-causal", cache="prefix",
                 measure_cache=True)
    assert g.calls["drift"] and max(g.calls["drift"]) < 1e-5 and min(g.calls["agree"]) == 1.0


@pytest.mark.parametrize(("changes", "said"), [
    ({"cache": "all"}, "cache must be one of none, prefix, dual"),
    ({"attention": "causal"}, "attention must be one of full, block-causal"),
    ({"cache_refresh": 0}, "cache_refresh must be a whole number from 1 to 10,000"),
])
def test_bad_cache_settings_are_refused(tm, changes, said):
    with pytest.raises(GenerationError, match=said):
        generate(tm, "", length=4, **changes)


def run_cli(capsys, *argv):
    from mlm_lab.cli import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_cache_and_its_json(capsys):
    code, out, _ = run_cli(capsys, "generate", "--length", "16", "--block", "8", "--steps", "8", "--cache", "dual",
                           "--cache-refresh", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["settings"]["cache"] == "dual" and data["settings"]["cache_refresh"] == 2
    assert data["calls"] == {"full_calls": 4, "row_calls": 4, "rows_computed": 4 * 18 + 4 * 8}
    code, out, _ = run_cli(capsys, "generate", "--length", "16", "--block", "8", "--steps", "8", "--attention",
                           "block-causal", "--cache", "prefix")
    assert code == 0 and "prefix cache (exact): 2 full calls and 6 on the block" in out


@pytest.mark.parametrize("argv", [["--cache-refresh", "0"], ["--cache", "all"], ["--attention", "x"],
                                  ["--cache-refresh", "1.5"]])
def test_cli_bad_cache_input_is_one_line_and_exit_2(capsys, argv):
    code, out, err = run_cli(capsys, "generate", *argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
