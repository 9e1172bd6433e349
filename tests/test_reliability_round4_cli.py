"""Issue 38, part A: the command line's numbers from one declaration (mlm_lab/cli/limits.py), memory
bounds named in the refusal, texts with lone surrogates, the model's own mask token, animate --rounds
with nothing to record. Each refusal: exit status 2, exactly one line on stderr, no traceback, and
nothing written."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mlm_lab.cli import build_parser, main
from mlm_lab.cli.limits import MAX_NAME, RANGES, number_arg, readme_table

ROOT = Path(__file__).resolve().parents[1]
TEXT_TINY = str(ROOT / "resources" / "models" / "text-tiny")
IMAGE_TINY = str(ROOT / "resources" / "models" / "mae-tiny")


def _call(argv, capsys):
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = exc.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _one_line(code, err, fragment=""):
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1, (code, err)
    assert fragment.lower() in lines[0].lower(), (fragment, lines[0])
    return lines[0]


@pytest.fixture(scope="module")
def picture(tmp_path_factory):
    import numpy as np
    from PIL import Image

    path = tmp_path_factory.mktemp("pictures") / "photo.png"
    Image.fromarray((np.random.default_rng(0).random((64, 64, 3)) * 255).astype("uint8")).save(path)
    return str(path)


# -- one declaration ----------------------------------------------------------------------------------
def _actions(parser: argparse.ArgumentParser, prog: str = "mlm-lab"):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _actions(sub, f"{prog} {name}")
        else:
            yield prog, action


def test_no_option_takes_a_bare_int_or_float():
    """Every number an option takes goes through the declaration (a bare int or float knows no range)."""
    bare = [f"{prog} {'/'.join(a.option_strings) or a.dest}" for prog, a in _actions(build_parser())
            if a.type in (int, float)]
    assert bare == []


def test_the_docs_state_the_declared_ranges():
    """The user guide's Bad input page (once the README's section) holds limits.readme_table() word for
    word: the ranges it states are the ones kept."""
    page = (ROOT / "docs" / "user-guide" / "bad-input.md").read_text(encoding="utf-8")
    assert readme_table() in page
    for limit in RANGES.values():
        assert f"`{limit.option}`" in page


@pytest.mark.parametrize("key", sorted(RANGES))
def test_each_range_takes_its_ends_and_refuses_past_them(key):
    limit = RANGES[key]
    parse = number_arg(key)
    step = 1 if limit.whole else max(1e-6, (limit.high - limit.low) * 1e-6)
    for value, ok in ((limit.low, not limit.low_open), (limit.high, not limit.high_open),
                      (limit.low - step, False), (limit.high + step, False)):
        text = str(int(value)) if limit.whole else repr(float(value))
        if ok:
            assert parse(text) == value
        else:
            with pytest.raises(argparse.ArgumentTypeError, match="must be"):
                parse(text)
    for text in ("nan", "inf", "ten", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            parse(text)


def _cases(picture):
    p = picture
    return [
        ("explain_image_seed_negative", ["explain", "--image", p, "--patch", "0,0", "--seed", "-5"], "--seed"),
        ("explain_image_ratio_099", ["explain", "--image", p, "--patch", "0,0", "--ratio", "0.99"], "0.95"),
        ("explain_image_seed_past_64_bits", ["explain", "--image", p, "--patch", "0,0", "--seed", str(2**64)],
         "2**63 - 1"),
        ("generate_seed_past_63_bits", ["generate", "--seed", str(2**63)], "2**63 - 1"),
        ("train_seed_past_64_bits", ["train", "text", "--seed", str(2**64)], "2**63 - 1"),
        ("reconstruct_ratio_099", ["reconstruct", p, "--ratio", "0.99", "--out", "OUT.png"], "0.95"),
        ("mask_prob_nan", ["mask", "a cat", "--prob", "nan"], "--prob"),
        ("fill_mask_top_k_0", ["fill-mask", "a [MASK]", "--top-k", "0"], "--top-k"),
        ("generate_temperature_0", ["generate", "--temperature", "0"], "more than 0"),
        ("generate_samples_65", ["generate", "--samples", "65"], "64"),
        ("generate_length_huge", ["generate", "--length", "100000000"], "4096"),
        ("explain_ig_steps_100000", ["explain", "a [MASK] .", "--method", "ig", "--steps", "100000"], "1000"),
        ("explain_ig_steps_20000", ["explain", "a [MASK] .", "--method", "ig", "--steps", "20000"], "1000"),
        ("probe_layer_10_30", ["probe", TEXT_TINY, "--task", "words", "--layer", str(10**30)], "-1000 to 1000"),
        ("animate_fps_0001", ["animate", "--tab", "image", "--seeds", "0:1", "--out", "OUT.gif", "--fps", "0.001"],
         "0.1"),
        ("animate_fps_nan", ["animate", "--tab", "image", "--seeds", "0:1", "--out", "OUT.gif", "--fps", "nan"],
         "--fps"),
        ("screenshot_step_0", ["screenshot", "--tab", "text", "--out", "OUT.png", "--step", "0"], "--step"),
        ("study_name_300", ["study", "mask-rate", "--name", "a" * 300, "--dry-run"], f"{MAX_NAME} characters"),
        ("study_name_slash", ["study", "mask-rate", "--name", "../x", "--dry-run"], "/"),
        ("train_name_300", ["train", "text", "--name", "b" * 300], f"{MAX_NAME} characters"),
        ("study_seeds_0", ["study", "mask-rate", "--seeds", "0", "--dry-run"], "--seeds"),
        ("train_diffusion_mask_prob", ["train", "text", "--objective", "diffusion", "--mask-prob", "0.4"],
         "mlm objective"),
        ("train_clm_strategy", ["train", "text", "--objective", "clm", "--strategy", "whole_word"], "mlm objective"),
    ]


_NAMES = [c[0] for c in _cases("PICTURE")]


@pytest.mark.parametrize("name", _NAMES)
def test_each_number_out_of_range_is_one_line_and_nothing_written(name, picture, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MLM_LAB_RUNS", str(tmp_path / "runs"))
    _, argv, fragment = next(c for c in _cases(picture) if c[0] == name)
    argv = [a.replace("OUT", str(tmp_path / "out")) if a.startswith("OUT") else a for a in argv]
    code, out, err = _call(argv, capsys)
    _one_line(code, err, fragment)
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no picture, animation, run or study folder


def test_a_layer_the_model_lacks_is_refused_before_any_probe_work(capsys):
    """probe --layer 50 on a 6-layer model: one line, not the progress lines of the work first."""
    code, out, err = _call(["probe", TEXT_TINY, "--task", "words", "--layer", "50"], capsys)
    _one_line(code, err, "layer must be in [0, 6]")
    assert out == ""


# -- memory bounds ----------------------------------------------------------------------------------
def test_generate_refuses_a_batch_past_the_token_limit_naming_it(capsys, monkeypatch):
    import mlm_lab.generation.unmask as unmask

    monkeypatch.setattr(unmask, "MAX_BATCH_POSITIONS", 100)
    with pytest.raises(unmask.GenerationError, match=r"at most 100 \(memory\)"):
        unmask.generate(TEXT_TINY, "", unmask.GenerationSettings(length=20, steps=2, samples=8))
    code, _, err = _call(["generate", "--model", TEXT_TINY, "--samples", "8", "--length", "20"], capsys)
    _one_line(code, err, "at most 100 (memory)")
    g = unmask.generate(TEXT_TINY, "", unmask.GenerationSettings(length=8, steps=2, samples=4))  # 4 x 10 tokens
    assert len(g.samples) == 4


def test_integrated_gradients_steps_are_bounded_and_batched_to_the_same_answer(monkeypatch):
    import mlm_lab.explain.text as text
    from mlm_lab.bounds import MAX_IG_STEPS
    from mlm_lab.explain import ExplainError, explain_text
    from mlm_lab.inference import load_text_model

    tm = load_text_model(TEXT_TINY)
    with pytest.raises(ExplainError, match="from 1 to 1000"):
        explain_text(tm, None, "she opened the [MASK] .", method="ig", steps=MAX_IG_STEPS + 1)
    batched = explain_text(tm, None, "she opened the [MASK] .", method="ig", steps=70)  # 32 + 32 + 6 nodes
    monkeypatch.setattr(text, "IG_BATCH", 1000)
    whole = explain_text(tm, None, "she opened the [MASK] .", method="ig", steps=70)  # one batch
    assert batched.target == whole.target and batched.steps == whole.steps == 70
    assert max(abs(a - b) for a, b in zip(batched.scores, whole.scores, strict=True)) < 1e-5
    assert batched.completeness_gap < 0.01


# -- temperature ---------------------------------------------------------------------------------------
def test_a_temperature_below_the_minimum_is_greedy(capsys):
    """1e-45 overflowed float32 (logits / t = inf, softmax nan): it now writes what greedy decoding writes."""
    from mlm_lab.generation.unmask import MIN_TEMPERATURE, generate

    greedy = generate(TEXT_TINY, "", length=10, steps=5, top_k=1).samples[0].text
    for t in (1e-45, 1e-10, MIN_TEMPERATURE / 2):
        assert generate(TEXT_TINY, "", length=10, steps=5, temperature=t).samples[0].text == greedy
    outs = []
    for argv in (["--temperature", "1e-45"], ["--top-k", "1"]):
        code, out, err = _call(["generate", "--model", TEXT_TINY, "--length", "10", "--steps", "5", *argv], capsys)
        assert code == 0, err
        outs.append(out.splitlines()[0])
    assert outs[0] == outs[1]


# -- lone surrogates -------------------------------------------------------------------------------------
@pytest.mark.parametrize("argv", [
    ["generate", "the \udcff [MASK] ."], ["fill-mask", "the \udcff [MASK] ."], ["explain", "the \udcff [MASK] ."],
    ["mask", "the \udcff cat"],
])
def test_a_lone_surrogate_in_a_text_is_one_line(argv, capsys):
    code, _, err = _call([*argv, "--model", TEXT_TINY], capsys)
    _one_line(code, err, "lone surrogate")


def test_the_api_refuses_a_lone_surrogate_with_a_value_error():
    from mlm_lab.generation import generate
    from mlm_lab.inference import fill_mask

    with pytest.raises(ValueError, match="lone surrogate"):
        generate(TEXT_TINY, "once \udcff upon")
    with pytest.raises(ValueError, match="lone surrogate"):
        fill_mask("the [MASK] \ud800 sat", model=TEXT_TINY)


def test_bytes_that_are_not_utf8_in_argv_are_one_line_in_a_real_process(tmp_path):
    """os.fsdecode makes b'\\xff' the lone surrogate '\\udcff'; tokenizers raised a TypeError on it."""
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "mlm_lab", "generate", b"the \xff [MASK] .", "--model", TEXT_TINY],
                          capture_output=True, env=env, cwd=tmp_path, timeout=300)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2 and len(err.strip().splitlines()) == 1, err
    assert "lone surrogate" in err and "Traceback" not in err


# -- the model's own mask token ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def roberta_cache(tmp_path_factory):
    pytest.importorskip("transformers")
    sys.path.insert(0, str(Path(__file__).parent))
    from test_hf_runtime import _build, hub_entry

    root = tmp_path_factory.mktemp("roberta")
    try:
        _build("roberta", root / "src")
    except (AttributeError, ImportError, TypeError, ValueError) as exc:
        pytest.skip(f"RoBERTa cannot be built here: {exc}")
    hub_entry(root / "hub", "lab-test/tiny-roberta", root / "src")
    return root / "hub"


def test_explain_takes_the_models_own_mask_token_and_names_it(roberta_cache, capsys, monkeypatch):
    monkeypatch.setenv("HF_HUB_CACHE", str(roberta_cache))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    model = ["--model", "lab-test/tiny-roberta"]
    code, out, err = _call(["explain", "the cat <mask> on the mat .", *model, "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["method"] == "occlusion"
    code, out, err = _call(["explain", "the cat [MASK] on the mat .", *model, "--json"], capsys)
    assert code == 0, err
    code, _, err = _call(["explain", "the cat sat on the mat .", *model], capsys)
    _one_line(code, err, "no [MASK] (or this model's <mask>)")


# -- animate --rounds with no rounds -------------------------------------------------------------------
def test_animate_rounds_with_no_generation_is_refused_and_writes_nothing(tmp_path):
    state = tmp_path / "talk.mlmlab"
    state.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "generate",
                                 "generate": {"prompt": "the [MASK] sat .", "steps": 9}}))
    out = tmp_path / "rounds.gif"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT),
           "MLM_LAB_DATA": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "mlm_lab", "animate", "--rounds", "--state", str(state),
                           "--out", str(out)], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "no generation to record" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.mlmlab"]


# -- the engine keeps the same limits ----------------------------------------------------------------
def test_the_engine_keeps_the_limits_the_cli_declares():
    from mlm_lab.export.animation import check_fps
    from mlm_lab.export.sweep import ExportError
    from mlm_lab.generation.unmask import GenerationError, GenerationSettings
    from mlm_lab.studies.spec import StudyError, StudySpec
    from mlm_lab.training.config import TrainConfig

    with pytest.raises(ExportError, match="from 0.1 to 60"):
        check_fps(0.001)
    with pytest.raises(GenerationError, match="seed"):
        GenerationSettings(seed=2**63).check()
    with pytest.raises(StudyError, match="at most 100 characters"):
        StudySpec(knob="mask-rate", task="text", values=[0.15], seeds=[0], fixed=TrainConfig(task="text"),
                  name="c" * 300)
