"""The main window: tabs, models, lab state files, presentation mode, export, settings, bad input."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from mlm_lab.app.window.main_window import MainWindow
from mlm_lab.lab import LabState, TrainingForm, load_state


def _idle(qtbot, window, check=lambda: True):
    qtbot.waitUntil(lambda: window.is_ready() and check(), timeout=30000)


def test_window_builds_with_three_tabs_and_a_status_bar(lab_window, text_model_dir, image_model_dir):
    w = lab_window
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == ["Text", "Image", "Training", "Features", "Generate"]
    assert w.isVisible()
    assert "Device: CPU" in w.device_label.text()
    assert "Text: nano" in w.model_label.text() and "Image: mae-nano" in w.model_label.text()
    assert w.model_sources() == {"text": str(text_model_dir), "image": str(image_model_dir)}
    assert w.image_tab.result is not None
    assert not w.busy.isVisible()
    assert w.banner.isHidden()


def test_the_window_module_does_not_import_torch():
    code = ("import sys; import mlm_lab.app.window.main_window, mlm_lab.app.window.main; "
            "print(sorted(m for m in ('torch', 'torchvision', 'transformers') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_a_model_folder_that_fails_to_load_shows_a_message_and_keeps_the_model(qtbot, lab_window, tmp_path):
    w = lab_window
    model_before = w.image_tab.model()
    shown = w.image_tab.panels.masked_panel.image().copy()
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.json").write_text(json.dumps({"kind": "mae", "image_size": 32, "patch_size": 4}))
    (broken / "model.safetensors").write_bytes(b"\x00" * 40)
    for folder in (broken, tmp_path / "does-not-exist", tmp_path):
        w.banner.clear()
        w.load_model(folder)
        qtbot.waitUntil(lambda: w.banner.isVisible(), timeout=30000)
        assert w.banner.level() == "error"
        assert "Could not load the model" in w.banner.text()
        assert w.image_tab.model() is model_before
        np.testing.assert_array_equal(w.image_tab.panels.masked_panel.image(), shown)
    assert w.isVisible()


def test_missing_bundled_models_say_so(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("MLM_LAB_RESOURCES", str(tmp_path / "no-resources"))
    from mlm_lab.inference import _bundled
    from mlm_lab.resources import resources_dir

    resources_dir.cache_clear()
    _bundled.cache_clear()
    try:
        w = MainWindow(settings_path=tmp_path / "s.ini", runs_dir=tmp_path / "runs", restore=False)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(w.is_ready, timeout=30000)
        assert w.banner.isVisible() and "bundled" in w.banner.text() and "missing" in w.banner.text()
        assert w.image_tab.model() is None
        w.close()
    finally:
        resources_dir.cache_clear()
        _bundled.cache_clear()


def test_loading_another_image_model_replaces_it(qtbot, lab_window, tmp_path):
    from conftest import build_image_model_dir

    w = lab_window
    folder = build_image_model_dir(tmp_path / "other-mae", seed=3)
    w.tabs.setCurrentWidget(w.image_tab)
    old = w.image_tab.model()
    w.load_model(folder)
    _idle(qtbot, w, lambda: w.image_tab.model() is not old)
    assert w.model_sources()["image"] == str(folder)
    assert "other-mae" in w.model_label.text()
    assert w.model_combo.currentData() == str(folder)
    w.tabs.setCurrentIndex(0)  # the picker shows the model of the tab in view
    assert w.model_combo.currentData() == w.model_sources()["text"]


def test_save_and_open_a_lab_file_restores_the_same_view(qtbot, lab_window, tmp_path):
    w = lab_window
    tab = w.image_tab
    w.tabs.setCurrentWidget(tab)
    tab.ui.sample_combo.setCurrentIndex(tab.ui.sample_combo.findData("sample:chelsea"))
    tab.set_strategy("block")
    tab.ui.ratio_slider.setValue(60)
    tab.ui.seed_spin.setValue(7)
    _idle(qtbot, w, lambda: tab.result.source == "sample:chelsea" and tab.result.seed == 7
          and tab.result.ratio == 0.6 and tab.result.strategy == "block")
    shown = {name: getattr(tab.panels, name).image().copy() for name in ("original_panel", "masked_panel", "pasted_panel")}
    state_before = w.lab_state().to_dict()
    path = w.save_lab_state(tmp_path / "lesson")
    assert path.suffix == ".mlmlab"
    data = json.loads(path.read_text())
    assert data["tab"] == "image" and data["image"]["seed"] == 7 and data["image"]["strategy"] == "block"
    assert set(data["models"]) == {"text", "image"}

    # change everything, then open the file again
    w.tabs.setCurrentIndex(0)
    tab.ui.sample_combo.setCurrentIndex(tab.ui.sample_combo.findData("sample:rocket"))
    tab.set_strategy("grid")
    tab.ui.seed_spin.setValue(1)
    _idle(qtbot, w, lambda: tab.result.source == "sample:rocket" and tab.result.strategy == "grid")
    assert w.open_lab_state(path)
    _idle(qtbot, w, lambda: tab.result.source == "sample:chelsea" and tab.result.strategy == "block")
    assert w.tabs.currentWidget() is tab
    assert w.lab_state().to_dict() == state_before
    for name, before in shown.items():
        np.testing.assert_array_equal(getattr(tab.panels, name).image(), before)


@pytest.mark.parametrize("content", [
    "{ not json",
    "",
    json.dumps({"format": "something-else"}),
    json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "audio"}),
    json.dumps({"format": "mlm-lab-state", "version": 1, "image": {"strategy": "spiral"}}),
    json.dumps({"format": "mlm-lab-state", "version": 1, "image": {"ratio": 7}}),
    json.dumps({"format": "mlm-lab-state", "version": 99}),
    json.dumps({"format": "mlm-lab-state", "version": 1, "models": {"image": "/no/such/folder"}}),
    json.dumps([1, 2, 3]),
    b"\x89PNG\r\n\x1a\n\x00\xff\xfe",
])
def test_a_corrupt_lab_file_shows_a_message_and_changes_nothing(qtbot, lab_window, tmp_path, content):
    w = lab_window
    w.tabs.setCurrentIndex(1)
    before = w.lab_state().to_dict()
    shown = w.image_tab.panels.masked_panel.image().copy()
    path = tmp_path / "bad.mlmlab"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    assert not w.open_lab_state(path)
    assert w.banner.isVisible() and w.banner.level() == "error"
    assert "Cannot open the lab file" in w.banner.text()
    assert w.lab_state().to_dict() == before
    np.testing.assert_array_equal(w.image_tab.panels.masked_panel.image(), shown)
    assert w.isVisible()


def test_a_lab_file_can_hide_controls_for_a_lesson(qtbot, lab_window, tmp_path):
    w = lab_window
    state = w.lab_state()
    state.tab = "image"
    state.hide = ["image.strategy", "image.seed", "tabs.training"]
    path = tmp_path / "lesson.mlmlab"
    path.write_text(json.dumps(state.to_dict()))
    assert w.open_lab_state(path)
    tab = w.image_tab
    assert not tab.ui.strategy_combo.isVisible() and not tab.ui.seed_spin.isVisible()
    assert tab.ui.ratio_slider.isVisible()
    assert not w.tabs.isTabVisible(2)
    assert load_state(w.save_lab_state(tmp_path / "again.mlmlab")).hide == state.hide


def test_presentation_mode_fonts_contrast_and_keys(qtbot, lab_window):
    w = lab_window
    w.tabs.setCurrentWidget(w.image_tab)
    label = w.image_tab.ui.strategy_label
    normal = label.font().pointSizeF()
    w.resize(1920, 1080)  # presentation type is fitted to the screen: 18 px on 1080 lines (issue 26)
    w.set_presentation(True, fullscreen=False)
    qtbot.waitUntil(lambda: label.fontInfo().pixelSize() >= 18 and label.font().pointSizeF() > 1.3 * normal,
                    timeout=5000)
    assert w.is_presentation() and w.act_presentation.isChecked()
    shot = w.image_tab.controls_scroll.grab().toImage()
    grey = np.array([[shot.pixelColor(x, y).lightness() for x in range(0, shot.width(), 7)]
                     for y in range(0, shot.height(), 7)])
    assert np.median(grey) > 250  # pure white background...
    assert (grey < 40).mean() > 0.005  # ...with black text and borders
    slider = w.image_tab.ui.ratio_slider
    start = slider.value()
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert slider.value() == start + 5
    qtbot.keyClick(w, Qt.Key.Key_Left)
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert slider.value() == start - 5
    seed = w.image_tab.ui.seed_spin.value()
    qtbot.keyClick(w, Qt.Key.Key_R)
    assert w.image_tab.ui.seed_spin.value() == seed + 1
    qtbot.keyClick(w, Qt.Key.Key_H)
    assert w.act_hide_controls.isChecked() and not w.image_tab.controls_scroll.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_H)
    assert w.image_tab.controls_scroll.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_F11)
    assert not w.is_presentation()
    qtbot.waitUntil(lambda: abs(label.font().pointSizeF() - normal) < 0.01, timeout=5000)
    # outside presentation mode the arrow keys are left alone
    value = slider.value()
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert slider.value() == value
    qtbot.keyClick(w, Qt.Key.Key_F11)
    assert w.is_presentation()
    assert w.isFullScreen()
    w.set_presentation(False)
    assert not w.isFullScreen()


def test_export_png_and_csv(qtbot, lab_window, tmp_path):
    w = lab_window
    w.tabs.setCurrentWidget(w.image_tab)
    png = w.export_png(tmp_path / "view.png")
    with Image.open(png) as img:
        size = img.size
    ratio = w.image_tab.devicePixelRatioF()
    assert size == (round(w.image_tab.width() * ratio), round(w.image_tab.height() * ratio))
    out = w.export_csv(tmp_path / "metrics.csv")
    with open(out, newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["metric", "value"]
    table = dict(rows[1:])
    assert float(table["psnr_hidden_db"]) == pytest.approx(w.image_tab.result.psnr)
    assert table["hidden_patches"] == "48"


def test_settings_persist_across_launches(qtbot, tmp_path, text_model_dir, image_model_dir):
    settings = tmp_path / "settings.ini"
    models = {"text": str(text_model_dir), "image": str(image_model_dir)}
    first = MainWindow(settings_path=settings, runs_dir=tmp_path, models=models, restore=False)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitUntil(first.is_ready, timeout=30000)
    first.tabs.setCurrentIndex(1)
    first.image_tab.set_strategy("center")
    first.image_tab.ui.ratio_slider.setValue(30)
    state = first.lab_state().to_dict()
    first.close()
    assert settings.is_file()

    second = MainWindow(settings_path=settings, runs_dir=tmp_path)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitUntil(second.is_ready, timeout=30000)
    assert second.tabs.currentIndex() == 1
    assert second.image_tab.get_state() == state["image"]
    assert second.model_sources() == models
    assert second.lab_state().to_dict() == state
    second.close()


def test_closing_asks_only_while_training(lab_window):
    asked = []
    lab_window.ask = lambda title, text: asked.append(title) or True
    lab_window.close()
    assert asked == []  # nothing running: no question
    assert not lab_window.isVisible()


def test_text_tab_slot_holds_a_widget(lab_window):
    w = lab_window
    w.tabs.setCurrentIndex(0)
    widget = w.tabs.currentWidget()
    assert widget is not None and widget.isVisible()
    if w.text_tab is None:
        assert isinstance(widget, QLabel)


def test_lab_state_dataclass_round_trip():
    state = LabState(tab="training", models={"text": "bundled"}, hide=["text.x"], presentation=True)
    state.image.seed = 3
    state.training.form = TrainingForm.defaults("image")
    assert LabState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_no_background_work_starts_while_the_window_is_being_built(qtbot, tmp_path, monkeypatch, text_model_dir,
                                                                   image_model_dir):
    """Model loads, the device probe and the Text tab's warm-up import torch in worker threads: they
    start at the first event-loop turn, so they do not compete with building and showing the window."""
    from mlm_lab.app.jobs import inference_worker

    submitted: list[str] = []
    real_submit = inference_worker.InferenceWorker.submit

    def recording(self, key, fn):
        submitted.append(key)
        return real_submit(self, key, fn)

    monkeypatch.setattr(inference_worker.InferenceWorker, "submit", recording)
    w = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs",
                   models={"text": str(text_model_dir), "image": str(image_model_dir)}, restore=False)
    w.ask = lambda title, text: True
    qtbot.addWidget(w)
    w.show()
    assert submitted == [] and not w.is_ready()
    _idle(qtbot, w)
    assert "device" in submitted and any(k.startswith("load:") for k in submitted)
    assert w.model_sources() == {"text": str(text_model_dir), "image": str(image_model_dir)}
    assert "Device: CPU" in w.device_label.text()
    w.close()


_WARMUP = r"""
import sys, time
from mlm_lab.app.window.main import create_app
app = create_app()
from mlm_lab.app.jobs import inference_worker
from mlm_lab.app.text.tab import TextTab
submitted = []
real = inference_worker.InferenceWorker.submit
inference_worker.InferenceWorker.submit = lambda self, key, fn: (submitted.append(key), real(self, key, fn))[1]
tab = TextTab()
print("built", submitted, "torch" in sys.modules, flush=True)
deadline = time.time() + 60
while not tab.presenter.ready and time.time() < deadline:
    app.processEvents()
    time.sleep(0.01)
print("ready", tab.presenter.ready, submitted, flush=True)
tab.shutdown()
"""


def test_the_text_tab_warms_up_from_the_first_event_loop_turn():
    """In a fresh process (no torch yet) the Text tab imports it in its worker once it is built."""
    out = subprocess.run([sys.executable, "-c", _WARMUP], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "built [] False"
    assert lines[1] == "ready True ['warmup']"
