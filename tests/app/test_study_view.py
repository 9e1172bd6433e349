"""The Training tab's Study page: a study folder shown as a table, a metric-vs-knob plot and the
runs' curves (a shipped one without runs/ too); a study started from the form in a real
process; Stop leaves it resumable; bad settings are refused with the core's message."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from mlm_lab.app.training.study_process import study_folder_for
from mlm_lab.app.training.study_view import NOT_SHIPPED, cell_text
from mlm_lab.app.training.tab import TrainingTab
from mlm_lab.lab import LabState, LabStateError
from mlm_lab.lab.study import StudyForm, StudyState
from mlm_lab.studies import Study, StudyRunner, StudySpec
from mlm_lab.studies.results import read_csv
from mlm_lab.training import TrainConfig
from mlm_lab.training.runs import load_metrics

STEPS = 10


@pytest.fixture(scope="module")
def made_study(tmp_path_factory):
    """A real 2-value x 1-seed nano study made by the core (runs/ and results.csv)."""
    folder = tmp_path_factory.mktemp("study") / "mask-rate"
    spec = StudySpec(knob="mask-rate", task="text", values=[0.15, 0.5], seeds=[0],
                     fixed=TrainConfig(task="text", steps=STEPS, eval_every=5, checkpoint_every=100))
    outcome = StudyRunner(Study.create_or_continue(folder, spec), threads=1, yardsticks=[]).run()
    assert outcome.state == "finished", outcome.message
    return folder


@pytest.fixture
def shipped(made_study, tmp_path):
    """The same study as shipped under docs/studies/: study.json + results.csv, no runs/."""
    folder = tmp_path / "shipped" / "mask-rate-text"
    folder.mkdir(parents=True)
    for name in ("study.json", "results.csv"):
        shutil.copy(made_study / name, folder / name)
    return folder


@pytest.fixture
def tab(qtbot, tmp_path):
    widget = TrainingTab(runs_dir=tmp_path / "runs")
    qtbot.addWidget(widget)
    widget.resize(1300, 850)
    widget.show()
    yield widget
    widget.shutdown()
    assert multiprocessing.active_children() == []


def _errors(tab) -> list[str]:
    seen: list[str] = []
    tab.error_message.connect(seen.append)
    return seen


def test_a_shipped_study_shows_its_csv_as_table_and_plot(tab, shipped):
    csv_rows = read_csv(shipped / "results.csv")
    assert tab.open_study(shipped)
    view = tab.study_page.view
    assert tab.pages.currentIndex() == 1 and tab.state.study.page == "study"
    assert tab.state.study.folder == str(shipped)
    header, cells = view.table_rows()
    assert header[:5] == ["mask_prob", "seed", "state", "steps", "wall_s"]
    assert len(cells) == len(csv_rows) == 2
    for row, shown in zip(csv_rows, cells, strict=True):
        assert shown == [cell_text(row.get(name)) for name in header]
    # the plot: one point per value, at the CSV's value (one seed: mean = min = max)
    assert view.current_metric == "eval_accuracy_at_15"
    pts = view.knob_data()
    assert pts["x"] == [0.15, 0.5]
    assert pts["mean"] == [r["eval_accuracy_at_15"] for r in csv_rows] == pts["min"] == pts["max"]
    x, y = view.mean_line.getData()
    np.testing.assert_allclose(x, [0.15, 0.5])
    np.testing.assert_allclose(y, [r["eval_accuracy_at_15"] for r in csv_rows])
    # another metric: the plot follows, and the lab state says which
    view.set_metric("eval_loss_at_15")
    np.testing.assert_allclose(view.mean_line.getData()[1], [r["eval_loss_at_15"] for r in csv_rows])
    assert tab.state.study.metric == "eval_loss_at_15"
    # no run folders: no curves, and the page says why
    assert view.curve_names() == [] and view.curves_note.text() == NOT_SHIPPED
    # the form now describes that study (Start would run it in the runs folder, not here)
    assert tab.state.study.form.to_dict() == {"knob": "mask-rate", "task": "text", "values": "0.15, 0.5",
                                              "seeds": 1, "steps": STEPS, "preset": "nano", "knob2": "",
                                              "values2": "", "backend": "local", "address": ""}
    assert not (shipped / "runs").exists() and sorted(p.name for p in shipped.iterdir()) == \
        ["results.csv", "study.json"]


def test_a_study_with_its_runs_overlays_their_curves(tab, made_study):
    assert tab.open_study(made_study)
    view = tab.study_page.view
    assert sorted(view.curve_names()) == ["0.15 seed 0", "0.5 seed 0"]
    run = next(p for p in Study.open(made_study).planned() if p.value == 0.15)
    evals = [(r["step"], r["eval_accuracy"]) for r in load_metrics(run.run_dir) if "eval_accuracy" in r]
    x, y = view.curves_plot.shown_data("0.15 seed 0")
    np.testing.assert_array_equal(x, [s for s, _ in evals])
    np.testing.assert_allclose(y, [a for _, a in evals])
    assert view.curves_note.text() != NOT_SHIPPED


def test_a_folder_that_is_not_a_study_changes_nothing(tab, shipped, tmp_path):
    assert tab.open_study(shipped)
    before = (tab.study_page.view.caption.text(), tab.study_page.view.table_rows(), tab.state.study.to_dict())
    errors = _errors(tab)
    (tmp_path / "plain").mkdir()
    assert not tab.open_study(tmp_path / "plain")
    assert len(errors) == 1 and "is not a study folder" in errors[0]
    after = (tab.study_page.view.caption.text(), tab.study_page.view.table_rows(), tab.state.study.to_dict())
    assert after == before


@pytest.mark.parametrize(("form", "cli_values", "knob"), [
    ({"values": ""}, "", "mask-rate"),
    ({"values": "0.15, 1.5"}, "0.15,1.5", "mask-rate"),
    ({"knob": "strategy", "values": "random, zigzag"}, "random,zigzag", "strategy"),
])
def test_bad_values_show_the_cli_message_and_start_nothing(tab, form, cli_values, knob):
    from mlm_lab.cli import UserError
    from mlm_lab.cli.study import build_spec

    page = tab.study_page
    with page.form_view.binding.batch():
        for key, value in form.items():
            setattr(page.state.form, key, value)
    errors = _errors(tab)
    assert not page.start()
    assert not page.is_running() and multiprocessing.active_children() == []
    assert not page.studies_dir.exists()  # no study folder made
    # the CLI says the same thing for the same values
    args = _cli_args(knob, cli_values)
    with pytest.raises(UserError) as cli:
        build_spec(args)
    said = str(cli.value).removeprefix("mlm-lab study: ")
    assert len(errors) == 1 and errors[0] == f"Cannot start the study: {said}"
    page.update_estimate()
    assert said in page.estimate_label.text()


def _cli_args(knob: str, values: str):
    """The arguments `mlm-lab study KNOB --values ...` parses to, from the CLI's own parser (never stale)."""
    from mlm_lab.cli import build_parser

    return build_parser().parse_args(["study", knob, "--task", "text", f"--values={values}", "--seeds", "1",
                                      "--steps", str(STEPS), "--preset", "nano"])


def test_seeds_0_is_refused_by_the_form_and_the_core(tab):
    page = tab.study_page
    assert page.form_view.seeds_spin.minimum() == 1  # the box cannot say 0
    with pytest.raises(LabStateError, match=r"training\.study\.form\.seeds: must be a whole number from 1"):
        StudyState.from_dict({"form": {"seeds": 0}})
    with pytest.raises(LabStateError, match=r"training\.study\.form\.seeds: must be a whole number from 1"):
        page.state.form.seeds = 0  # a script cannot write it either: the state checks every assignment
    assert page.state.form.seeds == 1 and multiprocessing.active_children() == []


def test_the_app_and_the_cli_make_the_same_study():
    from mlm_lab.cli.study import build_spec

    spec = StudyForm(values="0.15, 0.5", steps=STEPS).to_spec()
    cli = build_spec(_cli_args("mask-rate", "0.15,0.5"))
    assert spec.identity() == cli.identity() and spec.name == cli.name


def test_the_study_state_in_a_lab_file():
    doc = LabState().to_dict()
    assert "study" not in doc["training"]  # a lab without a study is written as before
    doc["training"]["study"] = {"form": {"knob": "strategy", "task": "image"}, "folder": "/x", "page": "study"}
    state = LabState.from_dict(doc)
    assert state.training.study.form.values == "random, block, grid, center"
    assert state.training.study.page == "study" and state.training.study.folder == "/x"
    assert LabState.from_dict(state.to_dict()).to_dict() == state.to_dict()
    for bad, field in [({"form": {"knob": "lr"}}, "training.study.form.knob"),
                       ({"form": {"knob": "mask-rate", "task": "image"}}, "training.study.form.task"),
                       ({"page": "x"}, "training.study.page"), ({"folder": 3}, "training.study.folder"),
                       ({"compare_axis": "hours"}, "training.study.compare_axis"),
                       ({"compare_series": 1}, "training.study.compare_series")]:
        doc["training"]["study"] = bad
        with pytest.raises(LabStateError, match=field.replace(".", r"\.")):
            LabState.from_dict(doc)


def test_the_comparison_axis_and_curve_travel_in_the_lab_state(tab):
    objective = Path(__file__).resolve().parents[2] / "docs" / "studies" / "objective-text"
    page = tab.study_page
    state = StudyState.from_dict({"folder": str(objective), "page": "study", "compare_axis": "supervised_tokens",
                                  "compare_series": "train_loss"})
    from mlm_lab.lab.training import TrainingState

    tab.apply_state(TrainingState(study=state))
    cmp = page.view.compare
    assert cmp.axis == "supervised_tokens" and cmp.series == "train_loss"
    assert cmp.axis_combo.currentData() == "supervised_tokens"
    assert cmp.curves_plot.getPlotItem().getAxis("bottom").labelText == "supervised (loss-bearing) tokens"
    for combo, key in ((cmp.axis_combo, "wall_s"), (cmp.series_combo, "eval_accuracy")):  # the user picks
        combo.setCurrentIndex(combo.findData(key))
        combo.activated.emit(combo.findData(key))
    saved = tab.state.study.to_dict()
    assert saved["compare_axis"] == "wall_s" and saved["compare_series"] == "eval_accuracy"
    assert StudyState.from_dict(saved).compare_axis == "wall_s"


def test_a_lab_state_opens_its_study_folder(tab, shipped):
    state = StudyState.from_dict({"folder": str(shipped), "page": "study", "metric": "eval_loss_at_15"})
    from mlm_lab.lab.training import TrainingState

    tab.apply_state(TrainingState(study=state))
    assert tab.pages.currentIndex() == 1
    assert tab.study_page.view.current_metric == "eval_loss_at_15" and len(tab.study_page.view.rows) == 2
    assert tab.state.study.form == StudyForm()  # the file's form is kept (the study's has 10 steps)
    assert tab.state.study.folder == str(shipped)


def _start_and_wait(qtbot, page, timeout=300_000) -> str:
    done: list[str] = []
    page.study_finished.connect(done.append)
    assert page.start(), page.last_error
    qtbot.waitUntil(lambda: bool(done), timeout=timeout)
    return done[0]


def test_a_study_started_from_the_form_runs_in_a_process_and_fills_the_table(qtbot, tab):
    page = tab.study_page
    tab.show_page("study")
    page.form_view.values_edit.setText("0.15, 0.5")
    page.form_view.steps_spin.setValue(STEPS)
    assert page.state.form.values == "0.15, 0.5" and page.state.form.steps == STEPS
    page.update_estimate()
    assert page.estimate_s is not None and "2 runs" in page.estimate_label.text()
    single_start = tab.start_button.isEnabled()
    done: list[str] = []
    page.study_finished.connect(done.append)
    assert page.start(), page.last_error
    assert page.is_running() and not tab.start_button.isEnabled() and single_start
    assert not tab.start()  # no single run while a study runs
    qtbot.waitUntil(lambda: bool(done), timeout=300_000)
    assert done == ["finished"], page.last_error
    folder = Path(page.state.folder)
    csv_rows = read_csv(folder / "results.csv")
    header, cells = page.view.table_rows()
    assert len(cells) == len(csv_rows) == 2
    assert [c[0] for c in cells] == ["0.15", "0.5"]
    assert [c[header.index("eval_accuracy_at_15")] for c in cells] == \
        [cell_text(r["eval_accuracy_at_15"]) for r in csv_rows]
    assert page.view.knob_data()["mean"] == [r["eval_accuracy_at_15"] for r in csv_rows]
    assert sorted(page.view.curve_names()) == ["0.15 seed 0", "0.5 seed 0"]
    assert folder.parent == page.studies_dir and json.loads((folder / "study.json").read_text())["finished"]
    assert tab.start_button.isEnabled()


def test_stop_leaves_a_study_that_start_continues(qtbot, tab):
    page = tab.study_page
    page.form_view.values_edit.setText("0.15, 0.5")
    page.form_view.steps_spin.setValue(100_000)
    run_dirs: list[str] = []
    done: list[str] = []
    page.study_finished.connect(done.append)
    assert page.start(), page.last_error
    qtbot.waitUntil(lambda: page.current_run() is not None and page.current_run()[1] >= 2, timeout=300_000)
    run_dirs.append(page.current_run()[0])
    page.stop()
    qtbot.waitUntil(lambda: bool(done), timeout=300_000)
    assert done == ["stopped"], page.last_error
    folder = Path(page.state.folder)
    first = Study.open(folder).planned()[0]
    assert first.state == "stopped" and first.step >= 2 and first.run_dir.name == run_dirs[0]
    # the same settings find the same folder; Start goes on with the stopped run, not a new one
    assert study_folder_for(page.state.form.to_spec(), page.studies_dir) == folder
    assert page.start(), page.last_error
    qtbot.waitUntil(lambda: page.current_run() is not None, timeout=300_000)
    assert page.current_run()[0] == run_dirs[0] and page.current_run()[1] >= first.step
    page.stop()
    qtbot.waitUntil(lambda: len(done) == 2, timeout=300_000)
    assert [p.run_dir.name for p in Study.open(folder).planned() if p.run_dir] == run_dirs


def _screenshot(args, tmp_path, timeout=240):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MLM_LAB_SETTINGS": str(tmp_path / "user-settings.ini")}
    return subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


@pytest.mark.parametrize(("extra", "expected"), [
    (["--tab", "image"], "use it with --tab training"),
    (["--tab", "training", "--study", "NOT_A_STUDY"], "is not a study folder"),
])
def test_screenshot_study_bad_arguments_exit_2(tmp_path, extra, expected, shipped):
    args = [a.replace("NOT_A_STUDY", str(tmp_path)) for a in extra]
    if "--study" not in args:
        args += ["--study", str(shipped)]
    result = _screenshot([*args, "--out", str(tmp_path / "x.png")], tmp_path, timeout=120)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0], result.stderr
    assert not (tmp_path / "x.png").exists()


def test_screenshot_of_a_study(tmp_path, shipped, text_model_dir, image_model_dir):
    out = tmp_path / "study.png"
    result = _screenshot(["--tab", "training", "--study", str(shipped), "--out", str(out), "--size", "1200x800",
                          "--text-model", str(text_model_dir), "--image-model", str(image_model_dir),
                          "--runs-dir", str(tmp_path)], tmp_path)
    assert result.returncode == 0, result.stderr
    from PIL import Image

    with Image.open(out) as img:
        assert img.size == (1200, 800)
    assert sorted(p.name for p in shipped.iterdir()) == ["results.csv", "study.json"]  # nothing written there


def test_a_named_knob_is_one_position_per_name():
    from mlm_lab.app.training.study_view import knob_points

    rows = [{"strategy": "random", "seed": 0, "m": 1.0}, {"strategy": "random", "seed": 1, "m": 3.0},
            {"strategy": "span", "seed": 0, "m": 5.0}]
    pts = knob_points(rows, "strategy", ["random", "whole_word", "span"], "m")
    assert not pts["numeric"] and pts["x"] == [0.0, 2.0]  # whole_word has no row yet
    assert pts["mean"] == [2.0, 5.0] and pts["min"] == [1.0, 5.0] and pts["max"] == [3.0, 5.0]
    assert pts["seed_y"] == [1.0, 3.0, 5.0] and pts["labels"][1] == (1.0, "whole_word")


def test_the_knob_plot_y_axis_holds_the_points_and_stays_above_zero(tab, shipped):
    from mlm_lab.app.training.study_view import y_span

    assert tab.open_study(shipped)
    view = tab.study_page.view
    ys = view.knob_data()["mean"]
    low, high = view.knob_plot.getPlotItem().viewRange()[1]
    assert 0 <= low < min(ys) and max(ys) < high
    # one value with the metric (the other run never evaluated): the axis does not run below 0
    lines = (shipped / "results.csv").read_text().splitlines()
    header = lines[0].split(",")
    second = lines[2].split(",")
    second[header.index("eval_accuracy_at_15")] = ""
    (shipped / "results.csv").write_text("\n".join([lines[0], lines[1], ",".join(second)]) + "\n")
    assert tab.open_study(shipped)
    ys = view.knob_data()["mean"]
    assert len(ys) == 1
    low, high = view.knob_plot.getPlotItem().viewRange()[1]
    assert 0 <= low < ys[0] < high and high - low < 0.5 * ys[0]
    assert y_span(-2.0, -1.0) == (-2.1, -0.9) and y_span(0.0, 0.0) == (0.0, 1e-3)
