"""Parallel decoding by confidence (remasking "threshold", Fast-dLLM; issue 41 item 1): each step
reveals every masked position whose drawn token is at least `threshold` probable, and at least the
surest one; the model calls follow the confidence, not K. The CLI's --threshold, the JSON, the
decode study and the lab file's field."""

from __future__ import annotations

import json

import pytest
import torch

from mlm_lab.generation import GenerationError, generate
from mlm_lab.inference import bundled_text_model


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


def run_cli(capsys, *argv):
    from mlm_lab.cli import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("threshold", [0.05, 0.2, 0.9])
def test_each_step_keeps_every_token_past_the_threshold_or_else_the_surest_one(tm, threshold):
    """Replays every round on the sequence before it: the kept tokens are the drawn ones at or above
    the threshold, or one token (the fallback) where none passed; none is ever masked again."""
    tok = tm.tokenizer
    g = generate(tm, "once upon a time", length=10, remasking="threshold", threshold=threshold, seed=3, samples=3,
                 temperature=0.7)
    banned = [tok.pad_token_id, tok.cls_token_id, tok.sep_token_id, tok.mask_token_id, tok.unk_token_id]
    for sample in g.samples:
        before = list(g.start_ids)
        filled: list[int] = []
        for r in sample.rounds:
            if not r.positions:  # this row was done; a slower row of the batch still ran
                assert r.ids == before
                continue
            masked = [p for p, t in enumerate(before) if t == tok.mask_token_id]
            ids = torch.tensor([before])
            with torch.no_grad():
                probs = tm.model(ids, positions=ids == tok.mask_token_id).logits
            probs[:, banned] = float("-inf")
            probs = probs.softmax(-1)
            for p, t, q in zip(r.positions, r.token_ids, r.probs, strict=True):
                assert p in masked
                assert q == pytest.approx(float(probs[masked.index(p), t]), abs=1e-5)
            if len(r.positions) > 1:
                assert min(r.probs) >= threshold - 1e-6, (r.probs, threshold)
            assert r.probs == sorted(r.probs, reverse=True)  # surest first
            filled += r.positions
            before = r.ids
        assert sorted(filled) == g.positions  # every position once, never taken back
        assert "[MASK]" not in sample.text


def test_a_low_threshold_decodes_a_block_in_one_call_and_a_threshold_of_1_one_token_a_call(tm):
    # greedy: the drawn token is the likeliest, at least 1 / V probable, past a threshold of 1e-5
    low = generate(tm, "", length=12, remasking="threshold", threshold=1e-5, temperature=1e-4)
    assert low.steps_used == 1 and len(low.samples[0].rounds[0].positions) == 12
    blocks = generate(tm, "", length=12, block_length=4, remasking="threshold", threshold=1e-5, temperature=1e-4)
    assert blocks.steps_used == 3
    assert [sorted(r.positions) for r in blocks.samples[0].rounds] == [blocks.positions[i:i + 4] for i in (0, 4, 8)]
    one = generate(tm, "", length=12, remasking="threshold", threshold=1.0)
    assert one.steps_used == 12 and all(len(r.positions) == 1 for r in one.samples[0].rounds)


def test_the_calls_follow_the_confidence_not_the_steps(tm):
    a = generate(tm, "", length=16, remasking="threshold", threshold=0.05, steps=2, seed=1)
    b = generate(tm, "", length=16, remasking="threshold", threshold=0.05, steps=16, seed=1)
    assert a.samples[0].ids == b.samples[0].ids and a.steps_used == b.steps_used
    assert 1 <= a.steps_used < 16  # this model is sure of some tokens at 5 %: fewer calls than tokens
    again = generate(tm, "", length=16, remasking="threshold", threshold=0.05, seed=1)
    assert [r.to_dict() for r in again.samples[0].rounds] == [r.to_dict() for r in a.samples[0].rounds]


def test_rows_of_a_batch_reveal_their_own_counts(tm):
    g = generate(tm, "", length=16, remasking="threshold", threshold=0.05, samples=6, seed=0)
    counts = [[len(r.positions) for r in s.rounds] for s in g.samples]
    assert all(len(c) == g.steps_used for c in counts)  # one round a model call, in every row
    assert len({tuple(c) for c in counts}) > 1  # and the rows revealed different numbers in them
    assert all(sum(c) == 16 for c in counts)


@pytest.mark.parametrize("value", [0, -0.5, 1.5, float("nan"), True, "0.5"])
def test_a_threshold_outside_0_to_1_is_refused(tm, value):
    with pytest.raises(GenerationError, match="threshold must be a number more than 0 and at most 1"):
        generate(tm, "", length=4, remasking="threshold", threshold=value)


def test_cli_threshold_picks_the_rule_and_the_json_says_the_calls(capsys):
    code, out, _ = run_cli(capsys, "generate", "--length", "8", "--threshold", "0.05", "--samples", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["settings"]["remasking"] == "threshold" and data["settings"]["threshold"] == 0.05
    assert 1 <= data["steps_used"] <= 8
    assert all(len(s["rounds"]) == data["steps_used"] for s in data["samples"])
    assert all(sum(len(r["positions"]) for r in s["rounds"]) == 8 for s in data["samples"])
    code, out, _ = run_cli(capsys, "generate", "--length", "8", "--threshold", "1")
    assert code == 0 and "(8 steps for 8 positions, remasking threshold 1, seed 0)" in out


@pytest.mark.parametrize(("argv", "said"), [
    (["--threshold", "0"], "more than 0 and at most 1"),
    (["--threshold", "1.01"], "more than 0 and at most 1"),
    (["--threshold", "nan"], "more than 0 and at most 1"),
    (["--threshold", "x"], "more than 0 and at most 1"),
    (["--threshold", "0.5", "--remasking", "random"], "--threshold is for remasking threshold"),
])
def test_cli_bad_threshold_is_one_line_and_exit_2(capsys, argv, said):
    code, out, err = run_cli(capsys, "generate", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and said in err and "Traceback" not in err


def test_the_decode_study_puts_calls_per_token_beside_quality(capsys, tmp_path):
    out = tmp_path / "decode"
    code, printed, _ = run_cli(capsys, "study", "decode", "resources/models/text-tiny-diffusion", "--thresholds",
                               "0.05,1", "--steps", "2,8", "--length", "8", "--samples", "6", "--out", str(out),
                               "--json")
    assert code == 0
    result = json.loads(printed)
    assert result == json.loads((out / "decode.json").read_text(encoding="utf-8"))
    assert (out / "decode.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    lines = (out / "decode.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("remasking,steps,threshold,calls_per_token") and len(lines) == 5
    rows = {(r["remasking"], r["threshold"] or r["steps"]): r for r in result["rows"]}
    assert rows[("threshold", 1)]["calls_per_token"] == 1.0  # nothing is sure: one token a call
    assert rows[("threshold", 1)]["calls_mean"] == 8
    assert 0 < rows[("threshold", 0.05)]["calls_per_token"] < 1
    assert rows[("confidence", 2)]["calls_per_token"] == 0.25 and rows[("confidence", 8)]["calls_per_token"] == 1.0
    assert all(0 <= r["distinct_2"] <= 1 and r["valid"] is None for r in result["rows"])


@pytest.mark.parametrize(("argv", "said"), [
    (["--thresholds", "0.5,0"], "--thresholds: each must be a number more than 0 and at most 1"),
    (["--thresholds", "0.5,abc"], "--thresholds: each must be a number"),
    (["--remasking", "threshold"], "--remasking takes confidence"),
])
def test_decode_study_bad_input_is_one_line_and_exit_2(capsys, tmp_path, argv, said):
    code, _, err = run_cli(capsys, "study", "decode", "resources/models/text-tiny", *argv, "--out",
                           str(tmp_path / "d"))
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "d").exists()


def test_the_lab_file_keeps_the_threshold_and_refuses_one_out_of_range():
    from mlm_lab.lab.checks import LabStateError
    from mlm_lab.lab.generate import GenerateState

    s = GenerateState()
    s.remasking, s.threshold = "threshold", 0.75
    assert s.settings_dict()["threshold"] == 0.75 and s.settings_dict()["remasking"] == "threshold"
    for bad in (0, 1.2, "high"):
        with pytest.raises(LabStateError, match="threshold"):
            s.threshold = bad
    assert s.threshold == 0.75


def test_the_shipped_decode_study_says_what_its_results_hold():
    """docs/studies/decode-threshold/README.md's tables are decode_table of the JSON files beside it."""
    from pathlib import Path

    from mlm_lab.studies.steps import decode_table

    folder = Path(__file__).resolve().parents[1] / "docs" / "studies" / "decode-threshold"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    toy = [json.loads((folder / f"toy-seed{s}" / "decode.json").read_text(encoding="utf-8")) for s in (0, 1, 2)]
    books = [json.loads((folder / "books" / "decode.json").read_text(encoding="utf-8"))]
    assert decode_table(toy) in readme and decode_table(books) in readme
    by = {r["threshold"]: r for r in toy[0]["rows"] if r["remasking"] == "threshold"}
    assert by[0.3]["calls_per_token"] < by[0.99]["calls_per_token"] < 1  # lower thresholds: fewer calls
    assert all(r["samples"] == 500 and r["data"] == "toy" for r in toy)
