"""Masked vs causal LM compared: a real 1-seed nano objective study of a few dozen steps
writes compare.json (and its figure) when it finishes; its content says what was measured."""

from __future__ import annotations

import io
import json
import math
import shutil
from contextlib import redirect_stderr, redirect_stdout

import pytest

from mlm_lab.cli import main
from mlm_lab.studies.compare import AXES, CompareError, build_comparison, read_compare
from mlm_lab.training import TrainConfig

STEPS = 30  # the steps of conftest.py's objective_study_dir


@pytest.fixture(scope="module")
def objective_study(objective_study_dir):
    """tests/conftest.py's session study (STEPS steps; shared with the app's study tests)."""
    assert TrainConfig.load(next((objective_study_dir / "runs").iterdir()) / "config.json").steps == STEPS
    return objective_study_dir


def _cli(argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(["study", "compare", *argv])
        except SystemExit as exc:  # a UserError: one line on stderr, exit status 2
            code = exc.code
    return code, out.getvalue(), err.getvalue()


def test_a_finished_objective_study_writes_its_comparison(objective_study):
    data = read_compare(objective_study)
    assert data is not None and list(data["objectives"]) == ["mlm", "clm"]
    assert (objective_study / "compare.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (objective_study / "compare.svg").read_text().lstrip().startswith("<?xml")
    from mlm_lab.studies.compare_plot import write_compare_figure

    again = objective_study / "again"
    again.mkdir()
    write_compare_figure(again, data)  # the same comparison drawn again: the same bytes
    assert (again / "compare.svg").read_bytes() == (objective_study / "compare.svg").read_bytes()
    for entry in data["objectives"].values():
        assert len(entry["runs"]) == 1 and entry["seeds"] == [0]
        for key in ("eval_loss", "eval_accuracy", "train_loss"):
            curve = entry["curves"][key]
            assert set(AXES) <= set(curve)  # four x-axes, each point on all of them
            assert len({len(curve[k]) for k in (*AXES, "mean", "min", "max")}) == 1
            assert curve["steps"] == sorted(curve["steps"]) and curve["wall_s"] == sorted(curve["wall_s"])
            per = entry["per_step"]
            for s, seen, sup in zip(curve["steps"], curve["tokens_seen"], curve["supervised_tokens"], strict=True):
                assert seen == round(s * per["tokens_per_step"]) and sup == round(s * per["supervised_per_step"])
        assert entry["curves"]["eval_loss"]["steps"] == [0, 10, 20, 30]
        assert entry["curves"]["train_loss"]["steps"] == list(range(1, STEPS + 1))  # few points: none merged
        # one seed: the band is the line
        assert entry["curves"]["eval_loss"]["min"] == entry["curves"]["eval_loss"]["mean"]
        # what the run logged, kept as is
        logged = [json.loads(line) for line in (objective_study / "runs" / entry["runs"][0] / "metrics.jsonl")
                  .read_text().splitlines()]
        evals = [r["eval_loss"] for r in logged if "eval_loss" in r]
        assert entry["curves"]["eval_loss"]["mean"] == pytest.approx(evals, abs=1e-5)


def test_a_causal_lm_is_supervised_on_every_position_a_masked_one_on_15_percent(objective_study):
    from mlm_lab.training.data import build_text_data

    data = read_compare(objective_study)
    mlm, clm = data["objectives"]["mlm"]["per_step"], data["objectives"]["clm"]["per_step"]
    config = TrainConfig.load(next((objective_study / "runs").iterdir()) / "config.json")
    rows = build_text_data(config).train_rows  # [N, T], one sentence per row: [CLS] ... [SEP] [PAD]...
    real = float((rows != 0).sum()) / rows.shape[0]
    assert mlm["tokens_per_step"] == clm["tokens_per_step"] == pytest.approx(config.batch_size * real)
    assert clm["supervised_per_row"] == pytest.approx(real - 1)  # every real position but the last
    eligible = real - 2  # [CLS] and [SEP] are never masked
    n = 8192 * eligible  # tokens the masking was drawn over
    assert abs(mlm["supervised_per_row"] - 0.15 * eligible) < 4 * math.sqrt(0.15 * 0.85 / n) * eligible
    expected = (real - 1) / (0.15 * eligible)
    assert data["supervised_ratio_clm_to_mlm"] == pytest.approx(expected, rel=0.03)
    assert data["supervised_ratio_clm_to_mlm"] > 5


def test_probes_per_layer_and_cloze_by_side_for_both(objective_study):
    data = read_compare(objective_study)
    layers = TrainConfig.load(next((objective_study / "runs").iterdir()) / "config.json")
    from mlm_lab.models import text_config

    num_layers = text_config(layers.preset, 100).num_layers
    for entry in data["objectives"].values():
        probe = entry["probe"]
        assert probe["layers"] == list(range(num_layers + 1))  # embeddings + every block
        for key in ("mean", "min", "max", "random_init"):
            assert len(probe[key]) == num_layers + 1 and all(0 <= a <= 1 for a in probe[key])
        assert 0 < probe["majority"] < 0.5 and probe["step"] == STEPS
        cloze = entry["cloze"]
        assert cloze["steps"] == [15, 30]  # every checkpoint the runs kept
        for side in ("left", "right"):
            assert len(cloze[f"{side}_mean"]) == 2 and all(0 <= a <= 1 for a in cloze[f"{side}_mean"])
            assert 0.05 < cloze[f"{side}_chance"] < 0.6


def test_the_command_remeasures_a_study_and_two_run_folders(objective_study, tmp_path):
    copy = tmp_path / "study"
    shutil.copytree(objective_study, copy)
    (copy / "compare.json").unlink()
    code, out, err = _cli([str(copy), "--no-probes"])
    assert code == 0, err
    data = read_compare(copy)
    assert "probe" not in data["objectives"]["mlm"] and "mlm:" in out and "clm:" in out
    runs = sorted((copy / "runs").iterdir())
    code, out, err = _cli([*map(str, runs), "--out", str(tmp_path / "pair"), "--no-probes"])
    assert code == 0, err
    assert list(read_compare(tmp_path / "pair")["objectives"]) == ["mlm", "clm"]


@pytest.mark.parametrize(("argv", "message"), [
    (["/no/such/folder"], "no such folder"),
    (["docs/studies/objective-text"], "has no runs/ folder"),
    (["docs"], "give a study folder"),
])
def test_bad_input_exits_2_with_one_line(argv, message, monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    code, out, err = _cli(argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err and "Traceback" not in err


def test_one_objective_alone_is_refused(objective_study, tmp_path):
    run = sorted((objective_study / "runs").iterdir())[0]
    with pytest.raises(CompareError, match="at least two objectives"):
        build_comparison([run], probes=False)
    code, out, err = _cli([str(run), "--out", str(tmp_path / "x")])
    assert code == 2 and "at least two objectives" in err and len(err.strip().splitlines()) == 1
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "compare.json").write_text("{not json")
    with pytest.raises(CompareError, match="cannot read"):
        read_compare(tmp_path / "bad")
