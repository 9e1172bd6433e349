"""Generation by unmasking: schedules, remasking rules, blocks, infilling, seeds, the CLI."""

from __future__ import annotations

import json

import pytest
import torch

from mlm_lab.generation import GenerationError, generate, reveal_counts
from mlm_lab.generation.schedule import split_steps
from mlm_lab.inference import bundled_text_model
from mlm_lab.models import MaskedLM, MaskedLMConfig
from mlm_lab.models.text_model import TextModel

RULES = ("confidence", "random", "margin", "entropy")


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


@pytest.mark.parametrize("schedule", ["linear", "cosine"])
@pytest.mark.parametrize(("n", "k"), [(1, 1), (7, 3), (24, 12), (32, 16), (10, 10), (50, 7)])
def test_reveal_counts_sum_to_n_and_never_skip_a_step(schedule, n, k):
    counts = reveal_counts(n, k, schedule)
    assert len(counts) == k and sum(counts) == n and min(counts) >= 1


def test_linear_reveals_n_over_k_and_cosine_starts_slow():
    assert reveal_counts(32, 16, "linear") == [2] * 16
    cos = reveal_counts(64, 8, "cosine")
    assert cos[0] < cos[-1]  # few while the context is thin, more at the end
    with pytest.raises(ValueError, match="at least one"):
        reveal_counts(3, 4)


def test_steps_are_shared_out_by_block_size():
    assert split_steps(8, [4, 4]) == [4, 4]
    assert sum(split_steps(9, [8, 8, 2])) == 9
    assert split_steps(1, [4, 4, 4]) == [1, 1, 1]  # each block needs at least one step


@pytest.mark.parametrize("rule", RULES)
def test_each_step_reveals_exactly_the_schedules_count_and_never_remasks(tm, rule):
    g = generate(tm, "", length=20, steps=6, remasking=rule, seed=2, samples=3)
    expected = reveal_counts(20, 6, "linear")
    mask = tm.tokenizer.mask_token_id
    for sample in g.samples:
        assert [len(r.positions) for r in sample.rounds] == expected
        seen = set()
        for r in sample.rounds:
            assert not seen & set(r.positions)  # a position is revealed once
            seen |= set(r.positions)
            for p in seen:  # and stays revealed with the same token
                assert r.ids[p] != mask
            assert sum(1 for p in g.positions if r.ids[p] == mask) == 20 - len(seen)
        assert seen == set(g.positions)
        final = sample.ids
        for r in sample.rounds:
            for p, t in zip(r.positions, r.token_ids, strict=True):
                assert final[p] == t
        assert mask not in final


def test_the_same_seed_gives_the_same_rounds_and_another_seed_others(tm):
    a = generate(tm, "", length=16, steps=8, remasking="random", seed=5, samples=2).to_dict()
    b = generate(tm, "", length=16, steps=8, remasking="random", seed=5, samples=2).to_dict()
    c = generate(tm, "", length=16, steps=8, remasking="random", seed=6, samples=2).to_dict()
    assert a == b
    assert a["samples"] != c["samples"]


def test_infilling_leaves_the_prompt_alone(tm):
    prompt = "the old man [MASK] [MASK] the door and [MASK] inside ."
    g = generate(tm, prompt, steps=3, samples=4, seed=1)
    start = g.start_ids
    holes = [i for i, t in enumerate(start) if t == tm.tokenizer.mask_token_id]
    assert g.positions == holes and len(holes) == 3
    for sample in g.samples:
        for r in sample.rounds:
            for i, t in enumerate(start):
                if i not in holes:
                    assert r.ids[i] == t
        assert sample.text.startswith("the old man ") and "the door and" in sample.text


def test_blocks_are_finished_left_to_right(tm):
    g = generate(tm, "once upon a time", length=12, steps=6, block_length=4, seed=0)
    blocks = [g.positions[i : i + 4] for i in range(0, 12, 4)]
    order = [next(b for b, block in enumerate(blocks) if p in block) for r in g.samples[0].rounds for p in r.positions]
    assert order == sorted(order)  # no position of a later block before an earlier block is done


def test_left_to_right_reveals_one_position_a_step_in_order(tm):
    g = generate(tm, "", length=9, steps=3, remasking="left-to-right")
    assert g.steps_used == 9
    assert [r.positions for r in g.samples[0].rounds] == [[p] for p in g.positions]


def test_one_step_is_bert_fill_in(tm):
    g = generate(tm, "the cat sat on the [MASK] .", steps=1, top_k=1)
    assert len(g.samples[0].rounds) == 1
    from mlm_lab.inference import fill_mask

    assert g.samples[0].rounds[0].tokens[0] == fill_mask("the cat sat on the [MASK] .", model=tm)[0][0][0]


@pytest.mark.parametrize(("rule", "temperature", "top_k"), [("confidence", 1.0, 0), ("random", 0.8, 20)])
def test_every_round_of_every_sample_is_what_the_model_said_on_the_sequence_before_it(tm, rule, temperature, top_k):
    from mlm_lab.generation.unmask import ids_to_text

    tok = tm.tokenizer
    g = generate(tm, "once upon a time", length=8, steps=4, remasking=rule, temperature=temperature, top_k=top_k,
                 seed=4, samples=3)
    banned = [tok.pad_token_id, tok.cls_token_id, tok.sep_token_id, tok.mask_token_id, tok.unk_token_id]
    assert len({tuple(s.ids) for s in g.samples}) > 1  # the samples differ: each row is checked against its own
    for sample in g.samples:
        before = list(g.start_ids)
        for index, r in enumerate(sample.rounds, start=1):
            ids = torch.tensor([before])
            with torch.no_grad():
                logits = tm.model(ids, positions=ids == tok.mask_token_id).logits
            logits[:, banned] = float("-inf")
            probs = logits.softmax(-1)  # [still masked, V], in position order
            masked = [p for p, t in enumerate(before) if t == tok.mask_token_id]
            after = list(before)
            for p, t in zip(r.positions, r.token_ids, strict=True):
                after[p] = t
            assert r.index == index and r.ids == after and r.text == ids_to_text(tok, after)
            assert r.tokens == [tok.id_to_token(t) for t in r.token_ids]
            assert all(type(x) is int for x in r.positions + r.token_ids + r.ids)
            for p, t, q in zip(r.positions, r.token_ids, r.probs, strict=True):
                assert type(q) is float and q == pytest.approx(float(probs[masked.index(p), t]), abs=1e-5)
            before = after
        assert sample.ids == before and sample.text == ids_to_text(tok, before)


def test_confidence_reveals_the_most_probable_drawn_token_first(tm):
    g = generate(tm, "", length=12, steps=12, remasking="confidence", top_k=1, seed=0)
    first = g.samples[0].rounds[0]
    # greedy draws: the first reveal is the position whose best guess is the most probable
    ids = torch.tensor([g.start_ids])
    probs = tm.model(ids, positions=ids == tm.tokenizer.mask_token_id).logits.softmax(-1)
    banned = [0, 1, 2, 3, 4]
    probs[:, banned] = 0
    assert first.positions[0] == g.positions[int(probs.max(-1).values.argmax())]


def test_probabilities_are_probabilities(tm):
    g = generate(tm, "", length=10, steps=5, seed=3, samples=2)
    for s in g.samples:
        at = s.revealed_at()
        assert sorted(at) == g.positions
        assert all(0.0 < q <= 1.0 for _, q in at.values())
        assert {r for r, _ in at.values()} == set(range(1, 6))


@pytest.mark.parametrize(("changes", "message"), [
    ({"steps": 30, "length": 10}, "more than the 10 masked"),
    ({"length": 400}, "at most 128"),
    ({"temperature": 0}, "temperature"),
    ({"temperature": float("nan")}, "temperature"),
    ({"remasking": "best"}, "remasking"),
    ({"schedule": "square"}, "schedule"),
    ({"samples": 65}, "samples"),
    ({"top_k": -1}, "top_k"),
    ({"steps": 0}, "steps"),
])
def test_bad_settings_are_refused(tm, changes, message):
    with pytest.raises(GenerationError, match=message):
        generate(tm, "", **changes)


def test_a_causal_model_is_refused(tm):
    cfg = MaskedLMConfig(vocab_size=tm.tokenizer.vocab_size, hidden_size=32, num_layers=1, num_heads=2,
                         intermediate_size=64, causal=True)
    with pytest.raises(GenerationError, match="causal"):
        generate(TextModel(MaskedLM(cfg), tm.tokenizer), "", length=4, steps=2)


def run_cli(capsys, *argv):
    from mlm_lab.cli import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_json_holds_every_round(capsys):
    code, out, _ = run_cli(capsys, "generate", "--length", "6", "--steps", "3", "--samples", "2", "--json",
                           "--model", "resources/models/text-tiny")
    assert code == 0
    data = json.loads(out)
    assert data["settings"]["steps"] == 3 and len(data["samples"]) == 2
    for s in data["samples"]:
        assert len(s["rounds"]) == 3
        assert sum(len(r["positions"]) for r in s["rounds"]) == 6
        assert s["text"] == s["rounds"][-1]["text"] and "[MASK]" not in s["text"]
        assert all(len(r["tokens"]) == len(r["probs"]) == len(r["positions"]) for r in s["rounds"])


@pytest.mark.parametrize("argv", [
    ["--temperature", "0"], ["--length", "500"], ["--remasking", "foo"],
    ["--samples", "0"], ["--model", "/no/such/folder"], ["--model", "resources/models/mae-tiny"],
])
def test_cli_bad_input_is_one_line_and_exit_2(capsys, argv):
    code, out, err = run_cli(capsys, "generate", *argv)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith("mlm-lab") and "Traceback" not in err


@pytest.mark.parametrize(("argv", "asked", "n"), [
    (["the old man [MASK] [MASK] the door ."], 12, 2),  # the Generate page's example (docs/user-guide/generate.md), at the default 12 steps
    (["the [MASK] sat", "--steps", "2"], 2, 1),
    (["--steps", "100", "--length", "6"], 100, 6),
])
def test_cli_caps_steps_at_the_positions_to_fill_with_a_note(capsys, argv, asked, n):
    """Issue 37 item 8: more steps than blanks is capped (one line on stderr), not exit 2; the
    summary line counts steps in the singular for one; --json says it was capped."""
    code, out, err = run_cli(capsys, "generate", *argv, "--model", "resources/models/text-tiny")
    assert code == 0, err
    assert err.strip() == (f"mlm-lab: --steps {asked} capped at {n}: the prompt has {n} masked "
                           f"position{'s' if n != 1 else ''} to fill")
    ending = "s" if n != 1 else ""
    assert out.strip().splitlines()[-1].startswith(f"({n} step{ending} for {n} position{ending}, remasking")
    code, out, err = run_cli(capsys, "generate", *argv, "--model", "resources/models/text-tiny", "--json")
    data = json.loads(out)
    assert code == 0 and data["steps_capped"] is True and data["steps_asked"] == asked
    assert data["settings"]["steps"] == data["steps_used"] == n


def test_the_api_caps_steps_only_when_asked_and_says_so(tm):
    with pytest.raises(GenerationError, match="more than the 2 masked"):
        generate(tm, "the old man [MASK] [MASK] the door .", steps=12)
    g = generate(tm, "the old man [MASK] [MASK] the door .", steps=12, cap_steps=True)
    assert g.steps_capped and g.steps_asked == 12 and g.settings.steps == g.steps_used == 2
    assert g.to_dict()["steps_capped"] is True
    kept = generate(tm, "the old man [MASK] [MASK] the door .", steps=2, cap_steps=True)
    assert not kept.steps_capped and kept.to_dict()["steps_asked"] == 2


def test_every_subcommand_help_opens_with_a_description(capsys):
    """`mlm-lab animate --help` had no line saying what it does (issue 37 item 8); none may lack one."""
    import argparse

    from mlm_lab.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    missing = [name for name, parser in sub.choices.items() if not (parser.description or "").strip()]
    assert not missing, missing
    code, out, _ = run_cli(capsys, "animate", "--help")
    assert code == 0 and "Record the real window offscreen as an animation" in out
