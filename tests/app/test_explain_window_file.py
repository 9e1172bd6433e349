"""The explanation's choice in lab files, through the real main window: opened, shown with the
core's numbers and no model work on the GUI thread, saved back; a bad choice is refused with a
message naming the field."""

from __future__ import annotations

import json

import numpy as np
from gui_work import assert_light
from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage

from mlm_lab.explain import explain_patch, explain_text


def _write(path, text_part: dict, image_part: dict) -> str:
    path.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "text",
                                "text": text_part, "image": image_part}), encoding="utf-8")
    return str(path)


def _cells(window):
    mask = window.image_tab.result.reconstruction.mask
    hidden, visible = np.argwhere(mask), np.argwhere(~mask)
    return [int(v) for v in hidden[0]], [int(v) for v in visible[0]]


def test_a_lab_file_opens_its_explanations_saves_them_and_refuses_bad_ones(qtbot, lab_window, tmp_path, gui_work):
    window = lab_window
    hidden, visible = _cells(window)
    text_part = {"text": "She opened the door and walked into the garden.", "strategy": "manual", "manual": [2],
                 "explain": {"on": True, "position": 2, "method": "ig", "target": "top1"}}
    image_part = {"explain": {"patch": hidden, "method": "occlusion"}}
    gui_work.take()
    assert window.open_lab_state(_write(tmp_path / "why.mlmlab", text_part, image_part))
    text, image = window.text_tab, window.image_tab
    qtbot.waitUntil(lambda: window.is_ready() and text.explainer.result is not None
                    and image.explainer.result is not None, timeout=60000)
    assert_light(gui_work, "opening a lab file with explanations")  # explain_text / explain_patch ran off-thread
    core = explain_text(text.model, None, text.presenter.masking.input_ids, 2, target="top1", method="ig")
    np.testing.assert_allclose(text.explainer.strip.scores, core.scores, atol=1e-4)
    assert text.explainer.body.isVisible() and text.explainer.completeness.isVisible()
    rgb = image.presenter.model_input.get(image.presenter.source_rgb, image.model().config.image_size)
    core = explain_patch(image.model(), rgb, image.result.reconstruction.mask, tuple(hidden), "occlusion")
    np.testing.assert_allclose(image.explainer.overlay.influence, core.influence, atol=1e-5)
    # Export (PNG of the tab) shows the strip: the most telling token's box in its colour
    strip = text.explainer.strip
    j = int(np.argmax(np.abs(strip.scores)))
    box = strip._rects[j]
    spot = strip.mapTo(text, QPoint(box.left() + 3, box.center().y()))
    png = QImage(str(window.export_png(tmp_path / "why.png")))
    ratio = png.width() / text.width()
    pixel = png.pixelColor(int(spot.x() * ratio), int(spot.y() * ratio))
    want = np.round(strip.colors()[j] * 255)
    assert np.abs(np.array([pixel.red(), pixel.green(), pixel.blue()]) - want).max() <= 4
    saved = json.loads(window.save_lab_state(tmp_path / "saved.mlmlab").read_text(encoding="utf-8"))
    assert saved["text"]["explain"] == text_part["explain"]
    assert saved["image"]["explain"] == image_part["explain"]

    # bad choices (one window for both halves: it is the slow part)
    plain = {"text": "She opened the door and walked into the garden.", "strategy": "manual", "manual": [2]}
    # a method the lab does not know: the whole file is refused, nothing changes
    window.banner.clear()
    before = window.lab_state().to_dict()
    bad = dict(plain, explain={"on": True, "position": 2, "method": "saliency"})
    assert not window.open_lab_state(_write(tmp_path / "method.mlmlab", bad, {}))
    assert "text.explain.method" in window.banner.text()
    assert window.lab_state().to_dict() == before
    # a position the masking does not predict: the explanation is refused, naming the field
    bad = dict(plain, explain={"on": True, "position": 3, "method": "occlusion"})
    window.open_lab_state(_write(tmp_path / "position.mlmlab", bad, {}))
    qtbot.waitUntil(lambda: "text.explain.position" in window.banner.text(), timeout=30000)
    assert not window.text_tab.state.explain.on and window.text_tab.explainer.body.isHidden()
    # a visible patch
    window.open_lab_state(_write(tmp_path / "patch.mlmlab", plain, {"explain": {"patch": visible}}))
    qtbot.waitUntil(lambda: "image.explain.patch" in window.banner.text(), timeout=30000)
    assert window.image_tab.state.explain.patch is None and window.image_tab.explainer.overlay.isHidden()


def _rdbu_ends(path) -> int:
    """Pixels of the strip's two palette ends (exactly the most telling token's box colour)."""
    from PIL import Image

    from mlm_lab.app.looks.explain_views import NEGATIVE, POSITIVE

    with Image.open(path) as img:
        pixels = np.asarray(img.convert("RGB")).astype(int)
    return sum(int((np.abs(pixels - np.round(end * 255)).max(axis=-1) <= 2).sum()) for end in (POSITIVE, NEGATIVE))


def test_mlm_lab_screenshot_of_a_state_shows_its_explanation(qapp, tmp_path, text_model_dir, image_model_dir, capsys):
    from pathlib import Path

    from mlm_lab.cli import main

    state = {"format": "mlm-lab-state", "version": 1, "tab": "text",
             "models": {"text": str(text_model_dir), "image": str(image_model_dir)},
             "text": {"text": "She opened the door and walked into the garden.", "strategy": "manual", "manual": [2],
                      "explain": {"on": True, "position": 2, "method": "occlusion"}}}
    lab = tmp_path / "why.mlmlab"
    lab.write_text(json.dumps(state), encoding="utf-8")
    out = tmp_path / "why.png"
    assert main(["screenshot", "--state", str(lab), "--out", str(out), "--size", "1200x800"]) == 0  # in-process
    assert "text tab" in capsys.readouterr().out
    assert _rdbu_ends(out) > 50  # the heat strip is in the picture
    plain = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "text.png"
    assert _rdbu_ends(plain) == 0  # (the Text tab without an explanation has none of those colours)
