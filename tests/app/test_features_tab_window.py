"""The Features tab inside the real window: it uses the window's models (bundled, a run's
checkpoint, a model folder), keeps its view when a model folder is refused, saves and opens
its state in lab files; the Training tab probes a run's kept checkpoints."""

from __future__ import annotations

import json

import numpy as np
import pytest

from mlm_lab.lab.features import FeaturesState

WAIT = 240_000  # ms: the test machine is heavily loaded


def _features(window):
    window.tabs.setCurrentIndex(list(window.lab_tabs).index("features"))
    return window.lab_tabs["features"]


def _maps_shown(tab, grid=None):
    maps = tab.image_view.maps
    return maps is not None and not tab.is_busy() and (grid is None or maps.grid == grid)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """A short nano image run and a short nano text run (a few checkpoints each)."""
    from mlm_lab.training import TrainConfig, Trainer

    root = tmp_path_factory.mktemp("runs")
    out = {}
    for task, extra in (("image", {}), ("text", {"data": "toy", "masking": {"mask_prob": 0.4}})):
        config = TrainConfig.from_dict(dict(task=task, preset="nano", steps=20, threads=1, seed=0, eval_every=20,
                                            snapshot_every=20, checkpoint_every=10, keep_checkpoints=0, **extra))
        result = Trainer(config, runs_dir=root).run()
        assert result.state == "finished"
        out[task] = result.run_dir
    return out


def test_the_tab_uses_the_window_models_folder_then_run(qtbot, lab_window, image_model, runs, tmp_path):
    tab = _features(lab_window)
    qtbot.waitUntil(lambda: _maps_shown(tab, tuple(image_model.config.grid)), timeout=WAIT)
    assert tab.models.text is lab_window.text_tab.model and tab.models.image is lab_window.image_tab.model()
    assert [b.text() for b in tab.text_view.token_buttons][:1] == ["[CLS]"]
    folder_maps = tab.image_view.maps
    # a folder that is no model, and one of an unknown kind: a message, the view unchanged
    (tmp_path / "empty").mkdir()
    odd = tmp_path / "odd"
    odd.mkdir()
    (odd / "config.json").write_text(json.dumps({"kind": "resnet"}))
    for bad in (tmp_path / "empty", odd):
        lab_window.last_message = ""
        lab_window.load_model(bad)
        qtbot.waitUntil(lambda: bool(lab_window.last_message) and lab_window.is_ready(), timeout=WAIT)
        assert "Could not load" in lab_window.last_message or "model" in lab_window.last_message
        assert tab.image_view.maps is folder_maps and tab.models.image is lab_window.image_tab.model()
    # a run: its newest checkpoint becomes the image model (as "Use this model" hands it), and the maps follow
    from mlm_lab.app.window.model_sources import newest_checkpoint

    folder_model = tab.models.image
    lab_window.use_model(str(newest_checkpoint(runs["image"])))
    qtbot.waitUntil(lambda: tab.models.image is not folder_model and tab.image_view.maps is not folder_maps
                    and _maps_shown(tab), timeout=WAIT)
    assert tab.models.image is lab_window.image_tab.model()
    assert tab.models.names["image"].startswith("run ") and "step-20" in tab.models.names["image"]
    assert tab.image_view.maps.pca.shape[0] == 2


def test_bundled_models_render(qtbot, tmp_path):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs",
                        models={"text": "bundled", "image": "bundled"}, restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    tab = _features(window)
    qtbot.waitUntil(lambda: window.is_ready() and _maps_shown(tab), timeout=WAIT)
    assert tab.image_view.maps.grid == (12, 12) and tab.image_view.maps.layer == 6  # mae-tiny: 96 px, 8 px patches
    assert "bundled" in tab.models.names["image"] and "bundled" in tab.models.names["text"]
    assert "bank" in [b.text() for b in tab.text_view.token_buttons]
    window.close()


def test_features_state_saved_and_opened_through_the_window(qtbot, lab_window, tmp_path):
    tab = _features(lab_window)
    qtbot.waitUntil(lambda: _maps_shown(tab), timeout=WAIT)
    tab.state.patch = [0, 3]
    tab.state.layer = 1
    qtbot.waitUntil(lambda: tab.image_view.similarity is not None and tab.image_view.maps.layer == 1
                    and not tab.is_busy(), timeout=WAIT)
    saved = lab_window.save_lab_state(tmp_path / "lesson")
    data = json.loads(saved.read_text())
    assert data["tab"] == "features" and data["features"]["patch"] == [0, 3] and data["features"]["layer"] == 1
    data["features"].update(sources=["sample:coffee"], patch=None, remove_background=True)
    data["hide"] = ["features.probe"]
    saved.write_text(json.dumps(data))
    assert lab_window.open_lab_state(saved)
    qtbot.waitUntil(lambda: tab.image_view.maps.sources == ["sample:coffee"] and not tab.is_busy(), timeout=WAIT)
    assert tab.state.remove_background and tab.image_view.maps.background_removed
    assert tab.image_view.similarity is None and not tab.probe.isVisible()
    assert tab.state.to_dict() == FeaturesState.from_dict(data["features"]).to_dict()


def test_training_tab_probes_the_kept_checkpoints_of_a_run(qtbot, runs, monkeypatch):
    from mlm_lab.app.training.tab import TrainingTab

    tab = TrainingTab(runs_dir=runs["text"].parent)
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitUntil(lambda: tab.runs_box.list.count() == 2, timeout=WAIT)
    tab.select_run(str(runs["text"]))
    assert tab.runs_box.probe_button.isEnabled()
    import mlm_lab.features as features

    real = features.probe_run
    calls = []

    def small_probe_run(path, task, **kwargs):
        calls.append(task)
        return real(path, task, n_train=120, n_test=60, **kwargs)

    monkeypatch.setattr(features, "probe_run", small_probe_run)
    assert tab.probe_selected()
    window = tab.probe_window
    qtbot.waitUntil(lambda: window.result is not None and not window.is_busy(), timeout=WAIT)
    assert calls == ["words"]
    assert window.result["steps"] == [0, 10, 20][-len(window.result["steps"]):] and len(window.result["steps"]) >= 2
    x, y = window.plot.shown_data("final layer")
    assert list(x) == window.result["steps"] and np.allclose(y, [100 * a for a in window.result["acc"]])
    assert "Only the checkpoints the run still has are probed" in window.note.text()
    window.shutdown()
    tab.close()  # (stops the probe window's worker too)


def test_screenshot_of_the_features_tab_shows_the_maps(tmp_path, text_model_dir, image_model_dir):
    import os
    import subprocess
    import sys

    from PIL import Image

    out = tmp_path / "features.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MLM_LAB_SETTINGS": str(tmp_path / "user.ini"),
           "MLM_LAB_CACHE": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", "--tab", "features", "--out", str(out),
                             "--text-model", str(text_model_dir), "--image-model", str(image_model_dir),
                             "--size", "1200x800"], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    assert "features tab" in result.stdout
    with Image.open(out) as img:
        assert img.size == (1200, 800)
        pixels = np.asarray(img.convert("RGB"), dtype=np.float32)
    # the pictures and their PCA maps are drawn only once the maps are computed: colour (the chrome is grey)
    saturation = pixels.max(axis=-1) - pixels.min(axis=-1)
    assert (saturation > 60).mean() > 0.03
