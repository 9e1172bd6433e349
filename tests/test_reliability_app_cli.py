"""Issue 29, the CLI half outside training: numbers at the edges, messages and the study
commands answered with one line and exit 2 (no traceback), odd but valid values accepted."""

from __future__ import annotations

import pytest

from mlm_lab.cli import main

HUGE = str(2**70)


def _call(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _refused(argv, capsys, fragment):
    code, _, err = _call(argv, capsys)
    assert "Traceback" not in err
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert fragment.lower() in lines[0].lower(), lines[0]
    return lines[0]


@pytest.mark.parametrize("argv", [
    ["mask", "the cat sat", "--seed", HUGE],
    ["mask", "the cat sat", "--seed", "-1"],
    ["mask", "the cat sat", "--seed", "1e3"],
    ["reconstruct", "picture.png", "--out", "o.png", "--seed", HUGE],
    ["probe", "resources/models/text-tiny", "--task", "words", "--seed", HUGE],
    ["probe", "resources/models/text-tiny", "--task", "words", "--seed", str(2**31)],
    ["generate", "--seed", HUGE],
    ["study", "steps", "resources/models/text-tiny", "--out", "x", "--seed", HUGE],
])
def test_a_seed_no_generator_takes_is_refused_naming_seed(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path.parent)  # nothing is written anywhere
    before = sorted(tmp_path.iterdir())
    line = _refused(argv, capsys, "--seed")
    assert "overflow" not in line.lower()
    assert sorted(tmp_path.iterdir()) == before


def test_the_largest_seed_masks(capsys):
    code, out, err = _call(["mask", "the cat sat on the mat", "--seed", str(2**63 - 1), "--json"], capsys)
    assert code == 0, err
    assert '"seed": 9223372036854775807' in out


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-5", "soon"])
def test_screenshot_timeout_must_be_a_positive_finite_number(value, capsys, tmp_path):
    out = tmp_path / "s.png"
    _refused(["screenshot", "--tab", "text", "--out", str(out), "--timeout", value], capsys, "--timeout")
    assert not out.exists()


@pytest.mark.parametrize("seeds", ["1000000000", "1001", "0", "-3"])
def test_a_study_of_too_many_seeds_is_refused_before_planning(seeds, capsys, tmp_path):
    _refused(["study", "mask-rate", "--seeds", seeds, "--dry-run", "--out", str(tmp_path / "s")], capsys, "--seeds")
    assert not (tmp_path / "s").exists()


def test_a_study_of_too_many_runs_is_refused(capsys, tmp_path):
    values = ",".join(f"{0.001 * i:.3f}" for i in range(1, 101))
    _refused(["study", "mask-rate", "--values", values, "--seeds", "101", "--dry-run", "--out", str(tmp_path / "s")],
             capsys, "at most 10000 runs")


@pytest.mark.parametrize("name", ["lesson.mlmlesson", "lesson.mlmlab", "LESSON.MLMLESSON"])
def test_screenshot_state_given_a_lesson_suggests_lesson(name, capsys, tmp_path):
    import json

    path = tmp_path / name
    step = {"title": "t", "narration": "n", "state": {"tab": "text"}}
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "L", "steps": [step]}))
    line = _refused(["screenshot", "--state", str(path), "--out", str(tmp_path / "s.png")], capsys, "--lesson")
    assert name in line


def test_fill_mask_with_a_lower_case_mask_says_upper_case(capsys):
    line = _refused(["fill-mask", "the [mask] sat on the mat"], capsys, "upper case")
    assert "[mask]" in line and "[MASK]" in line


def test_study_compare_on_a_mask_rate_study_says_it_is_not_an_objective_study(capsys):
    line = _refused(["study", "compare", "docs/studies/mask-rate-text"], capsys, "mask-rate study")
    assert "objective" in line and "runs/" not in line


def test_probe_says_on_stderr_what_it_is_doing(capsys, tmp_path):
    """stdout keeps the result alone (--json parses); stderr has a line at the start and per step."""
    import json

    import torch
    from PIL import Image

    from mlm_lab.models import MaskedAutoencoder, image_config, save_pretrained

    torch.manual_seed(0)
    save_pretrained(MaskedAutoencoder(image_config("nano")), tmp_path / "mae")
    for k, name in enumerate(("dark", "light")):
        (tmp_path / "classes" / name).mkdir(parents=True)
        for i in range(6):
            Image.new("RGB", (24, 24), (40 + 170 * k + i,) * 3).save(tmp_path / "classes" / name / f"{i}.png")
    code, out, err = _call(["probe", str(tmp_path / "mae"), "--task", str(tmp_path / "classes"), "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["pixels_acc"] == 1.0
    lines = err.splitlines()
    assert lines[0] == "mlm-lab: probe classes: extracting features and fitting 3 probes..."
    assert lines[-1] == "mlm-lab: probe classes: 3 of 3 done"


def test_one_limit_for_the_image_mask_ratio(capsys, tmp_path):
    from PIL import Image

    from mlm_lab import ranges
    from mlm_lab.lab.checks import LabStateError
    from mlm_lab.lab.image import MAX_RATIO, ImageState

    assert MAX_RATIO == ranges.VIEW_RATIO.high == ranges.STUDY_MASK_RATIO.high == 0.95
    picture = tmp_path / "p.png"
    Image.new("RGB", (64, 64), (90, 120, 200)).save(picture)
    out = tmp_path / "o.png"
    _refused(["reconstruct", str(picture), "--out", str(out), "--ratio", "0.99"], capsys, "0.95")
    assert not out.exists()
    _refused(["study", "mask-ratio", "--values", "0.5,0.99", "--dry-run", "--out", str(tmp_path / "s")], capsys,
             "0.95")
    with pytest.raises(LabStateError):
        ImageState().ratio = 0.99
    code, _, err = _call(["reconstruct", str(picture), "--out", str(out), "--ratio", "0.95"], capsys)
    assert code == 0, err
    assert out.is_file()


def test_the_study_estimate_counts_the_yardsticks_of_each_run():
    from mlm_lab.studies import StudySpec, estimate_seconds
    from mlm_lab.studies.estimate import CLOZE_S, YARDSTICK_S
    from mlm_lab.training.config import TrainConfig

    for task, knob, values in (("text", "mask-rate", [0.15, 0.3]), ("image", "mask-ratio", [0.5, 0.75])):
        spec = StudySpec(knob=knob, task=task, values=values, seeds=[0, 1],
                         fixed=TrainConfig.from_dict({"task": task, "preset": "nano", "steps": 60}))
        with_, without = estimate_seconds(spec, threads=1), estimate_seconds(spec, threads=1, yardsticks=False)
        per_run = YARDSTICK_S[task] + (CLOZE_S if task == "text" else 0.0)
        assert with_ - without == pytest.approx(4 * per_run)
        assert with_ > 2 * without  # a 60-step nano run is mostly its probe


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-1"])
def test_animate_timeout_must_be_a_positive_finite_number(value, capsys, tmp_path):
    out = tmp_path / "a.gif"
    _refused(["animate", "--tab", "image", "--sweep", "image.ratio=0:0.5:0.25", "--out", str(out),
              "--timeout", value], capsys, "--timeout")
    assert not out.exists()
