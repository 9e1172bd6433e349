"""The steps study and the measures of generated text."""

from __future__ import annotations

import json

import pytest

from mlm_lab.generation.measures import distinct_n, repetition_rate, toy_valid_share, words
from mlm_lab.inference import bundled_text_model
from mlm_lab.studies.steps import read_steps_study, steps_study, write_steps_study


def test_distinct_and_repetition_on_hand_made_texts():
    assert words("Good, good.") == ["good", ",", "good", "."]
    assert distinct_n(["a b a b"], 2) == pytest.approx(2 / 3)  # (a b), (b a), (a b)
    assert distinct_n(["a"], 2) == 0.0
    assert repetition_rate(["good , good , good"]) == pytest.approx(3 / 4)  # each later good/, repeats
    assert repetition_rate(["the cat sat on a mat"]) == 0.0


def test_the_toy_share_of_real_toy_rows_is_one_and_of_shuffled_rows_near_zero():
    import random

    from mlm_lab.data import toy_language
    from mlm_lab.models.text_model import TextModel

    corpus = toy_language.toy_corpus(0)
    tok = corpus.tokenizer
    tm = TextModel(None, tok, "toy")
    rows = [tok.encode(s).ids for s in corpus.eval[:300]]
    assert toy_valid_share(tm, rows) == 1.0
    rng = random.Random(0)
    shuffled = []
    for r in rows:
        body = r[1:-2]  # keep [CLS], the full stop and [SEP]
        rng.shuffle(body)
        shuffled.append([r[0], *body, *r[-2:]])
    assert toy_valid_share(tm, shuffled) < 0.1


def test_a_steps_study_writes_its_files_and_reads_back(tmp_path):
    tm = bundled_text_model()
    result = steps_study(tm, steps=(1, 4), rules=("random", "confidence"), samples=6, length=8)
    assert [(r["remasking"], r["steps"]) for r in result["rows"]] == [
        ("random", 1), ("random", 4), ("confidence", 1), ("confidence", 4)]
    for r in result["rows"]:
        assert 0.0 < r["distinct_2"] <= 1.0 and 0.0 <= r["repetition"] < 1.0
        assert r["valid"] is None and r["gen_perplexity"] is None and r["example"]
    # one step reveals everything at once: random and confidence are the same draw
    assert result["rows"][0]["example"] == result["rows"][2]["example"]
    out = write_steps_study(result, tmp_path / "s")
    assert (out / "steps.png").read_bytes()[:4] == b"\x89PNG"
    assert len((out / "steps.csv").read_text().splitlines()) == 5
    assert read_steps_study(out)["rows"] == json.loads(json.dumps(result["rows"]))


def _cli(capsys, *argv):
    from mlm_lab.cli import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr()


@pytest.mark.parametrize("argv", [
    ["--steps", "1,x"], ["--steps", "0"], ["--remasking", "best"], ["--steps", "1,40"], ["--samples", "0"],
    ["--scorer", "resources/models/text-tiny"],
])
def test_cli_bad_input_is_one_line_and_exit_2(capsys, tmp_path, argv):
    code, out = _cli(capsys, "study", "steps", "resources/models/text-tiny", "--out", str(tmp_path / "o"),
                     "--samples", "4", *argv)
    assert code == 2 and len(out.err.strip().splitlines()) == 1 and "Traceback" not in out.err


def test_cli_prints_the_table_and_writes_the_folder(capsys, tmp_path):
    code, out = _cli(capsys, "study", "steps", "resources/models/text-tiny", "--steps", "1,2", "--samples", "3",
                     "--length", "6", "--remasking", "confidence", "--out", str(tmp_path / "o"))
    assert code == 0 and "confidence" in out.out and (tmp_path / "o" / "steps.json").is_file()
