"""A ViT or DINOv2 in the Hugging Face cache, picked from the toolbar's Model menu, drives the
Features tab as the bundled MAE does: PCA maps on the model's own patch grid, the similarity of
a clicked patch, the layer box up to the model's depth, the shapes probe on every layer. Tiny
random ViTModel / Dinov2Model are built with transformers itself and laid out as the Hub does."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hub_layout import hub_snapshot

pytest.importorskip("transformers")

COMMIT = "0123456789abcdef0123456789abcdef01234567"
SMALL = dict(hidden_size=32, num_hidden_layers=3, num_attention_heads=4, intermediate_size=48, image_size=56,
             patch_size=14)  # a 4 x 4 grid, 3 blocks


def _hub_entry(cache: Path, ident: str, source: Path) -> Path:
    return hub_snapshot(cache, ident, source, COMMIT)


@pytest.fixture
def hub(tmp_path, monkeypatch):
    import torch
    import transformers as T

    torch.manual_seed(5)
    T.Dinov2Model(T.Dinov2Config(**SMALL)).eval().save_pretrained(tmp_path / "dinov2", safe_serialization=True)
    vit = T.ViTModel(T.ViTConfig(**{**SMALL, "num_hidden_layers": 2}), add_pooling_layer=False)
    vit.eval().save_pretrained(tmp_path / "vit", safe_serialization=True)
    pickled = tmp_path / "pickled"
    shutil.copytree(tmp_path / "vit", pickled)
    (pickled / "model.safetensors").rename(pickled / "pytorch_model.bin")
    cache = tmp_path / "hub"
    snaps = {name: _hub_entry(cache, f"lab-test/tiny-{name}", tmp_path / name) for name in ("dinov2", "vit", "pickled")}
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    return snaps


def _row(combo, words: str) -> int:
    rows = [i for i in range(combo.count()) if words in combo.itemText(i)]
    assert len(rows) == 1, [combo.itemText(i) for i in range(combo.count())]
    return rows[0]


def test_the_model_menu_lists_vit_and_dinov2_as_image_feature_models(qtbot, hub, lab_window):
    combo = lab_window.model_combo
    combo.refill([], [], "bundled")
    dino, vit, pickled = (_row(combo, f"lab-test/tiny-{n} ") for n in ("dinov2", "vit", "pickled"))
    assert "DINOv2, image features" in combo.itemText(dino) and combo.model().item(dino).isEnabled()
    assert "ViT, image features" in combo.itemText(vit) and combo.model().item(vit).isEnabled()
    assert combo.itemData(dino) == str(hub["dinov2"])
    assert not combo.model().item(pickled).isEnabled()  # greyed out, with the reason
    assert "never unpickles" in combo.itemText(pickled)


@pytest.mark.parametrize(("name", "depth"), [("dinov2", 3), ("vit", 2)])
def test_a_cache_vision_model_shows_its_features_and_probe(qtbot, hub, lab_window, name, depth):
    w = lab_window
    tab = w.lab_tabs["features"]
    w.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and not tab.is_busy(), timeout=60000)
    mae_grid = tab.image_view.maps.grid
    combo = w.model_combo
    combo.refill([], [], "bundled")
    combo.activated.emit(_row(combo, f"lab-test/tiny-{name} "))
    qtbot.waitUntil(lambda: getattr(tab.models.image, "config", None) is not None
                    and tab.models.image.config.kind == "image_encoder", timeout=60000)
    assert w.model_sources()["image"] == str(hub[name])
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and tab.image_view.maps.grid == (4, 4)
                    and not tab.presenter.awaiting, timeout=60000)
    maps = tab.image_view.maps
    assert mae_grid != (4, 4)  # the bundled MAE's grid differs: these maps are the new model's
    assert maps.pca.shape[1:] == (4, 4, 3) and maps.patches.shape[1] == 16 and maps.num_layers == depth
    pca = tab.image_view.columns[0]["pca"]
    assert pca.isVisible() and pca.image() is not None and pca.image().shape[:2] == (56, 56)
    assert "4 x 4" in pca._caption.text()
    label = {"dinov2": "DINOv2", "vit": "ViT"}[name]
    assert tab.image_view.encoder_note.isVisible() and label in tab.image_view.encoder_note.text()
    assert tab.ui.layer_spin.maximum() == depth  # the layer box follows the model's depth
    tab.ui.layer_spin.setValue(1)
    qtbot.waitUntil(lambda: tab.image_view.maps.layer == 1 and not tab.presenter.awaiting, timeout=60000)
    tab.image_view._on_pressed(0, 1, 2)  # a click on patch (1, 2) of the first picture
    qtbot.waitUntil(lambda: tab.image_view.similarity is not None, timeout=60000)
    sim = tab.image_view.similarity
    assert sim.patch == 1 * 4 + 2 and sim.similarity.shape[1] == 16
    assert abs(float(sim.similarity[0, sim.patch]) - 1.0) < 1e-4  # a patch is its own best match
    with qtbot.waitSignal(tab.updated, timeout=120000, check_params_cb=lambda key: key == "probe"):
        tab.run_probe("image", "shapes")
    result = tab.probe.result
    assert result["layers"] == list(range(depth + 1))
    assert len(result["model_acc"]) == depth + 1 and all(0 <= a <= 1 for a in result["model_acc"])
    assert label in tab.probe.summary.text() or f"tiny-{name}" in tab.probe.summary.text()


def test_the_image_tab_says_a_features_model_has_no_pixel_decoder_and_keeps_running(qtbot, hub, lab_window):
    w = lab_window
    image = w.image_tab
    w.tabs.setCurrentWidget(image)
    qtbot.waitUntil(lambda: image.result is not None and image.is_idle(), timeout=60000)
    combo = w.model_combo
    combo.refill([], [], "bundled")
    combo.activated.emit(_row(combo, "lab-test/tiny-dinov2 "))
    qtbot.waitUntil(lambda: image.no_decoder != "" and w.is_ready(), timeout=60000)
    assert image.no_decoder.startswith("DINOv2 has no pixel decoder") and "Features tab" in image.no_decoder
    assert image.result is None and not image.is_busy()
    assert all(p.canvas.placeholder == image.no_decoder for p in image.panels.all())
    assert "failed" not in w.banner.text().lower()
    image.state.ratio = 0.5  # a slider move asks nothing of it, and nothing breaks
    qtbot.waitUntil(lambda: not image.is_busy(), timeout=10000)
    assert image.result is None and image.state.ratio == 0.5


def test_a_vision_folder_is_an_image_model_for_the_window(tmp_path):
    import torch
    import transformers as T

    from mlm_lab.app.window.model_sources import folder_kind, load_models
    from mlm_lab.models.hf_vision import HFImageEncoder

    torch.manual_seed(5)
    T.ViTModel(T.ViTConfig(**SMALL), add_pooling_layer=False).eval().save_pretrained(tmp_path, safe_serialization=True)
    assert folder_kind(tmp_path) == "image"
    (loaded,), problems = load_models(str(tmp_path), ("image",))
    assert not problems and loaded.kind == "image" and isinstance(loaded.model, HFImageEncoder)
    assert loaded.label.startswith("ViT ")
