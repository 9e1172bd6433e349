"""The comparison of a masked and a causal LM in the study view: the shipped objective study
shows its compare.json (curves of both objectives on four x-axes, probe accuracy per layer,
cloze by side) with no run folders and without measuring anything."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

from mlm_lab.app.training.study_view import StudyView, shown_path
from mlm_lab.studies import Study

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "docs" / "studies" / "objective-text"


@pytest.fixture
def view(qtbot):
    widget = StudyView()
    qtbot.addWidget(widget)
    widget.resize(1300, 900)
    widget.show()
    return widget


def _show(view, folder):
    study = Study.open(folder)
    view.show_study(study, study.rows())
    return study


def test_the_shipped_objective_study_shows_the_comparison(view, qtbot, tmp_path, monkeypatch):
    kept = json.loads((SHIPPED / "compare.json").read_text())
    monkeypatch.chdir(ROOT)
    _show(view, SHIPPED)
    cmp = view.compare
    assert view.lower.isTabVisible(1) and view.lower.currentWidget() is cmp
    assert cmp.objectives() == ["mlm", "clm"]
    # steps: both curves, at the file's steps and means
    for name in ("mlm", "clm"):
        curve = kept["objectives"][name]["curves"]["eval_loss"]
        x, y = cmp.curve_data(name)
        np.testing.assert_array_equal(x, curve["steps"])
        np.testing.assert_allclose(y, curve["mean"])
    drawn = [it for it in cmp.curves_plot.getPlotItem().listDataItems() if it.name()]
    assert [it.name().split(" ")[0] for it in drawn] == ["mlm", "clm"]
    # supervised tokens: the same points, moved along x; the causal LM's x runs far ahead
    cmp.axis_combo.setCurrentIndex(cmp.axis_combo.findData("supervised_tokens"))
    cmp.axis_combo.activated.emit(cmp.axis_combo.findData("supervised_tokens"))  # as a person's pick
    assert cmp.axis == "supervised_tokens"
    assert cmp.curves_plot.getPlotItem().getAxis("bottom").labelText == "supervised (loss-bearing) tokens"
    x_mlm, _ = cmp.curve_data("mlm")
    x_clm, _ = cmp.curve_data("clm")
    np.testing.assert_allclose(x_mlm, kept["objectives"]["mlm"]["curves"]["eval_loss"]["supervised_tokens"])
    assert x_clm[-1] > 5 * x_mlm[-1]
    clm_line = [it for it in cmp.curves_plot.getPlotItem().listDataItems() if (it.name() or "").startswith("clm")]
    np.testing.assert_allclose(clm_line[0].getData()[0], x_clm)  # what is drawn, not only what is kept
    cmp.set_axis("wall_s")
    assert cmp.axis_combo.currentData() == "wall_s"
    np.testing.assert_allclose(cmp.curve_data("mlm")[0], kept["objectives"]["mlm"]["curves"]["eval_loss"]["wall_s"])
    cmp.set_series("train_loss")
    assert len(cmp.curve_data("clm")[0]) == len(kept["objectives"]["clm"]["curves"]["train_loss"]["steps"]) > 50
    # the probe per layer, both objectives, embeddings included
    for name in ("mlm", "clm"):
        probe = kept["objectives"][name]["probe"]
        assert cmp.probe_values(name) == probe["mean"] and len(probe["mean"]) == len(probe["layers"]) >= 2
        assert cmp.cloze_values(name) == {"left": kept["objectives"][name]["cloze"]["left_mean"][-1],
                                          "right": kept["objectives"][name]["cloze"]["right_mean"][-1]}
    legend = [label.text for _, label in cmp.probe_plot.getPlotItem().legend.items]
    assert "mlm" in legend and "clm" in legend
    cloze_legend = [label.text for _, label in cmp.cloze_plot.getPlotItem().legend.items]
    assert any(t.startswith("clm: 1.00 /") for t in cloze_legend)
    # nothing was written into the shipped folder, and no absolute path is shown
    assert not (SHIPPED / "runs").exists()
    assert "docs/studies/objective-text" in view.caption.text() and str(ROOT) not in view.caption.text()
    out = os.environ.get("MLM_LAB_SCREENSHOT_DIR")
    cmp.set_series("eval_loss")
    cmp.set_axis("supervised_tokens")
    qtbot.wait(50)
    from mlm_lab.studies.compare import AXES, SERIES

    for axis in AXES:  # on every x-axis and curve the legend leaves the curves visible
        for series in SERIES:
            cmp.set_view(axis, series)
            qtbot.wait(20)
            _legend_covers_no_point(cmp.curves_plot.getPlotItem())
    cmp.set_view("supervised_tokens", "eval_loss")
    path = Path(out) if out else tmp_path
    assert view.grab().save(str(path / "study-compare.png"))


def _legend_covers_no_point(item) -> None:
    """No point of any drawn curve (mean, band edges) lies under the legend box."""
    from PySide6.QtCore import QPointF

    box = item.legend.sceneBoundingRect()
    assert box.width() > 20 and box.height() > 10
    points = 0
    for it in item.listDataItems():
        xs, ys = it.getData()
        for x, y in zip(xs, ys, strict=True):
            points += 1
            assert not box.contains(item.vb.mapViewToScene(QPointF(float(x), float(y)))), (x, y)
    assert points > 40


def test_a_study_without_compare_json_has_no_comparison_tab(view, tmp_path):
    folder = tmp_path / "mask-rate-text"
    shutil.copytree(ROOT / "docs" / "studies" / "mask-rate-text", folder)
    _show(view, folder)
    assert not view.lower.isTabVisible(1) and view.lower.currentIndex() == 0
    assert view.compare.objectives() == []


def test_a_damaged_compare_json_is_said_and_shows_nothing(view, tmp_path):
    folder = tmp_path / "objective-text"
    shutil.copytree(SHIPPED, folder)
    (folder / "compare.json").write_text('{"format": 1, "objectives": {"mlm": {"curves": {"x": 3}}}}')
    _show(view, folder)
    assert view.compare.objectives() == [] and "malformed" in view.compare.note.text()
    assert view.compare.curve_data("mlm")[0].size == 0


def test_the_caption_shows_a_short_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "docs" / "x").mkdir(parents=True)
    assert shown_path(tmp_path / "docs" / "x") == os.path.join("docs", "x")
    home = Path.home()
    assert shown_path(home / "runs" / "s") == "~/runs/s" or tmp_path.is_relative_to(home)


@pytest.fixture(scope="module")
def older_study(tmp_path_factory, objective_study_dir):
    """A real 1-seed nano objective study with its run folders (tests/conftest.py's, copied),
    whose compare.json is then removed: what a study finished before comparisons were kept looks like."""
    folder = tmp_path_factory.mktemp("older") / "objective"
    shutil.copytree(objective_study_dir, folder)
    for name in ("compare.json", "compare.png", "compare.svg"):
        (folder / name).unlink()
    return folder


def test_an_older_study_with_its_runs_is_measured_from_the_window(view, qtbot, older_study, tmp_path, monkeypatch):
    folder = tmp_path / "studies" / "objective-text-nano-toy"
    shutil.copytree(older_study, folder)
    out = os.environ.get("MLM_LAB_SCREENSHOT_DIR")
    out = Path(out).resolve() if out else None
    monkeypatch.chdir(tmp_path)  # the caption then shows studies/objective-text-nano-toy
    _show(view, folder)
    cmp = view.compare
    assert view.lower.isTabVisible(1) and view.lower.currentIndex() == 0  # offered, results first
    assert cmp.measure_button.isVisibleTo(cmp) and cmp.measure_button.isEnabled()
    assert "run folders are here" in cmp.note.text() and cmp.objectives() == []
    rows_before = view.table.rowCount()
    # one named knob value with the metric: half a slot each side of it, an axis that starts above 0
    (x_low, x_high), (y_low, _) = view.knob_plot.getPlotItem().viewRange()
    assert view.knob_data()["x"] == [0] and (x_low, x_high) == (-0.5, 0.5) and y_low >= 0
    if out:
        view.lower.setCurrentWidget(cmp)
        qtbot.wait(50)
        assert view.grab().save(str(out / "study-compare-offer.png"))
        view.lower.setCurrentIndex(0)
    lines, notes = [], []
    cmp.progress.connect(lambda line: (lines.append(line), notes.append(cmp.note.text())))
    cmp.measure_button.click()
    assert cmp.measuring() and not cmp.measure_button.isEnabled()
    assert "Measuring" in cmp.note.text()
    qtbot.waitUntil(lambda: not cmp.measuring(), timeout=240000)
    # while it ran, the note followed the process's progress lines (which run it read, what it probed)
    assert any(line.startswith("mlm: reading") for line in lines) and any("probe per layer" in x for x in lines)
    assert all(note.endswith(line) and "Measuring" in note for line, note in zip(lines, notes, strict=True))
    assert (folder / "compare.json").is_file() and (folder / "compare.png").is_file()
    assert cmp.objectives() == ["mlm", "clm"], cmp.note.text()
    assert view.lower.currentWidget() is cmp and not cmp.measure_button.isVisibleTo(cmp)
    kept = json.loads((folder / "compare.json").read_text())
    np.testing.assert_allclose(cmp.curve_data("clm")[1], kept["objectives"]["clm"]["curves"]["eval_loss"]["mean"])
    assert len(cmp.probe_values("mlm")) == len(kept["objectives"]["mlm"]["probe"]["layers"]) >= 2
    assert view.table.rowCount() == rows_before  # the results are as they were


def test_an_older_study_whose_runs_lost_their_tokenizers_says_why_and_changes_nothing(view, qtbot, older_study,
                                                                                     tmp_path):
    folder = tmp_path / "objective"
    shutil.copytree(older_study, folder)
    for tokenizer in folder.glob("runs/*/tokenizer.json"):  # the data cannot be rebuilt to count tokens
        tokenizer.unlink()
    _show(view, folder)
    cmp = view.compare
    assert cmp.measure_button.isVisibleTo(cmp)
    cmp.measure_button.click()
    qtbot.waitUntil(lambda: not cmp.measuring(), timeout=240000)
    assert "could not be measured" in cmp.note.text() and "cannot rebuild the training data" in cmp.note.text()
    assert "Traceback" not in cmp.note.text()
    assert cmp.measure_button.isVisibleTo(cmp) and cmp.measure_button.isEnabled()  # it can be tried again
    assert cmp.objectives() == [] and not (folder / "compare.json").exists()
    assert view.lower.currentIndex() == 0
