"""The Training tab with the real training worker process: short nano runs on the generated
language, Stop and Resume, overlaying runs, "Use this model", closing the window mid-run."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt

from mlm_lab.app.training.tab import TrainingTab


@pytest.fixture
def tab(qtbot, tmp_path):
    widget = TrainingTab(runs_dir=tmp_path / "runs")
    qtbot.addWidget(widget)
    widget.resize(1300, 850)
    widget.show()
    yield widget
    widget.shutdown()
    assert multiprocessing.active_children() == []


def _run_to_end(qtbot, tab, timeout=180_000):
    done = []
    tab.run_finished.connect(done.append)
    assert tab.start(), tab.last_error
    qtbot.waitUntil(lambda: bool(done), timeout=timeout)
    return done[0]


def _steps(run_dir) -> list[int]:
    lines = (Path(run_dir) / "metrics.jsonl").read_text().splitlines()
    return [json.loads(line)["step"] for line in lines if line.strip()]


def test_a_short_text_run_adds_plot_points_and_finishes(qtbot, tab):
    tab.set_form({"task": "text", "data": "generated", "preset": "nano", "steps": 30, "name": "short"})
    status = _run_to_end(qtbot, tab)
    assert status == "finished", tab.last_error
    assert not tab.is_running()
    x, y = tab.loss_plot.shown_data("train loss")
    np.testing.assert_array_equal(x, np.arange(1, 31))
    assert y[-5:].mean() < y[:5].mean()  # it learns
    ex, _ = tab.loss_plot.shown_data("eval loss")
    np.testing.assert_array_equal(ex, [0, 10, 20, 30])
    _, acc = tab.metric_plot.shown_data("this run")
    assert acc.size == 4 and 0 <= acc.min() and acc.max() <= 100
    assert tab.progress.value() == 30
    strip = tab.snapshot_box
    assert "[MASK]" in strip.text.text() and "true:" in strip.text.text()
    infos = tab.run_infos()
    assert len(infos) == 1 and infos[0].status == "finished" and infos[0].task == "text"
    assert "short" in infos[0].name and infos[0].has_checkpoint
    # "Use this model" hands over the newest checkpoint
    used = []
    tab.use_model_requested.connect(used.append)
    tab.select_run(infos[0].path)
    assert tab.runs_box.use_button.isEnabled()
    assert tab.use_selected()
    assert used == [str(Path(infos[0].path) / "checkpoints" / "step-30")]
    # selecting a finished run shows its newest snapshot
    strip.text.setText("")
    tab.runs_box.list.setCurrentRow(-1)
    tab.select_run(infos[0].path)
    assert "[MASK]" in strip.text.text() and "short, step 30" in strip.caption.text()
    # and the metrics export reads the run
    header, rows = tab.metrics_rows()
    assert header[:3] == ["step", "train_loss", "eval_loss"] and [r[0] for r in rows] == list(range(31))


def test_stop_then_resume_continues_without_repeating_steps(qtbot, tab):
    tab.set_form({"task": "text", "steps": 100000, "name": "long"})
    done = []
    tab.run_finished.connect(done.append)
    assert tab.start()
    qtbot.waitUntil(lambda: tab.points() >= 4, timeout=120_000)
    assert tab.stop_button.isEnabled()
    tab.stop()
    assert not tab.stop_button.isEnabled()
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    assert done == ["stopped"]
    info = tab.run_infos()[0]
    assert info.status == "stopped" and info.resumable
    first = _steps(info.path)
    tab.select_run(info.path)
    assert tab.resume_button.isEnabled()
    assert tab.resume_selected()
    qtbot.waitUntil(lambda: tab.points() >= 3, timeout=120_000)
    tab.stop()
    qtbot.waitUntil(lambda: len(done) == 2, timeout=60_000)
    steps = _steps(info.path)
    assert steps[: len(first)] == first
    assert steps == sorted(set(steps)) and steps[-1] > first[-1]  # no step lost or repeated


def test_runs_overlay_in_one_plot(qtbot, tab):
    for mask, name in ((0.15, "p15"), (0.40, "p40")):
        tab.set_form({"task": "text", "steps": 20, "mask": mask, "name": name})
        assert _run_to_end(qtbot, tab) == "finished", tab.last_error
    infos = tab.run_infos()
    assert [i.short for i in infos] == ["p40", "p15"]
    assert "mask 40\u00a0%" in infos[0].summary and "mask 15\u00a0%" in infos[1].summary
    for info in infos:
        tab.set_overlay(info.path, True)
    assert sorted(tab.overlaid_runs()) == sorted(i.path for i in infos)
    tab._redraw()
    for short in ("p15", "p40"):
        x, y = tab.loss_plot.shown_data(f"{short} train")
        np.testing.assert_array_equal(x, np.arange(1, 21))
        mx, _ = tab.metric_plot.shown_data(short)
        assert mx.size >= 2
    tab.set_overlay(infos[0].path, False)
    assert "p40 train" not in tab.loss_plot.series_names()
    # the overlay is part of the tab's state
    assert tab.get_state()["overlay"] == [infos[1].path]
    tab.select_run(infos[0].path)
    state = tab.get_state()
    assert state["selected"] == infos[0].path
    tab.set_overlay(infos[1].path, False)
    tab.runs_box.list.setCurrentRow(-1)
    tab.set_state(state)
    assert tab.overlaid_runs() == [infos[1].path] and tab.selected_run().path == infos[0].path


def test_closing_the_window_during_a_run_asks_then_stops_it(qtbot, lab_window):
    w = lab_window
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    tab.set_form({"task": "text", "steps": 100000, "name": "closing"})
    # Space starts training in presentation mode
    w.set_presentation(True, fullscreen=False)
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert tab.is_running()
    qtbot.waitUntil(lambda: tab.points() >= 2, timeout=120_000)
    asked = []
    w.ask = lambda title, text: asked.append(text) or False
    w.close()
    assert asked and "training run" in asked[0]
    assert w.isVisible() and tab.is_running()  # "no": nothing happens
    assert multiprocessing.active_children()
    w.ask = lambda title, text: True
    w.close()
    assert not w.isVisible() and not tab.is_running()
    assert multiprocessing.active_children() == []
    run = tab.run_infos()[0] if tab.run_infos() else None
    status = json.loads((Path(tab.run.run_dir) / "status.json").read_text())
    assert status["state"] == "stopped", run


def test_use_this_model_loads_the_checkpoint_into_the_text_tab(qtbot, lab_window):
    w = lab_window
    tab = w.training_tab
    tab.set_form({"task": "text", "steps": 20, "name": "usable"})
    assert _run_to_end(qtbot, tab) == "finished", tab.last_error
    info = tab.run_infos()[0]
    tab.select_run(info.path)
    tab.use_selected()
    ckpt = str(Path(info.path) / "checkpoints" / "step-20")
    qtbot.waitUntil(lambda: w.model_sources().get("text") == ckpt and w.is_ready(), timeout=60_000)
    assert "run " in w.model_label.text() and "step-20" in w.model_label.text()
    model = w.text_tab.model
    assert model is not None and Path(model.source) == Path(ckpt)
    assert w.model_combo.findData(info.path) >= 0  # the run is in the model picker


def test_a_short_image_run_plots_psnr_and_shows_reconstructions(qtbot, tab):
    tab.set_form({"task": "image", "data": "generated", "steps": 20, "mask": 0.75, "name": "shapes"})
    assert _run_to_end(qtbot, tab) == "finished", tab.last_error
    _, psnr = tab.metric_plot.shown_data("this run")
    assert psnr.size >= 2 and np.all((psnr > 3) & (psnr < 60))
    assert tab.metric_plot.getPlotItem().getAxis("left").labelText == "PSNR (dB)"
    live = [(p.image().copy(), p.caption()) for p in tab.snapshot_box.shown_panels()]
    # one strip per image: masked | reconstruction + visible | original, side by side (32 px images)
    assert len(live) == 4 and all(image.shape == (32, 3 * 32 + 2, 3) for image, _ in live), \
        [image.shape for image, _ in live]
    assert live[0][1].startswith("#1 · PSNR")
    info = tab.run_infos()[0]
    assert info.task == "image" and "PSNR" in info.summary and "mask 75\u00a0%" in info.summary
    # the same run reopened from its folder: the saved snapshot is laid out as the live one was
    tab.runs_box.list.setCurrentRow(-1)
    tab.select_run(info.path)
    reopened = [(p.image(), p.caption()) for p in tab.snapshot_box.shown_panels()]
    assert [c for _, c in reopened] == [c for _, c in live]
    for (a, _), (b, _) in zip(live, reopened, strict=True):
        np.testing.assert_allclose(a, b, atol=1e-6)
    assert tab.snapshot_box.caption.text() == f"{info.short}, step 20"
