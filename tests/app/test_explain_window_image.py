"""The Image tab's explanation of one hidden patch, driven as a user would (pytest-qt, offscreen,
a small real MAE): the overlay on the Original panel equals mlm_lab.explain.explain_patch."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from mlm_lab.app.image.tab import ImageTab
from mlm_lab.explain import explain_patch
from mlm_lab.lab.image import ImageState

TOL = 1e-5


@pytest.fixture
def tab(qtbot, image_model):
    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.resize(1100, 800)
    widget.show()
    widget.set_model(image_model, "nano")
    qtbot.waitUntil(lambda: not widget.is_busy() and widget.result is not None, timeout=30000)
    yield widget
    widget.shutdown()
    assert widget.explainer.jobs is widget.worker and not widget.worker.is_running()  # the one worker of the tab


def _cell(tab, hidden: bool) -> tuple[int, int]:
    mask = tab.result.reconstruction.mask
    cells = np.argwhere(mask if hidden else ~mask)
    return int(cells[len(cells) // 2][0]), int(cells[len(cells) // 2][1])


def _click(qtbot, tab, panel, row: int, col: int) -> None:
    """A left click at the centre of patch (row, col) of `panel`."""
    rows, cols = tab.result.reconstruction.mask.shape
    rect = panel.canvas.image_rect()
    pos = QPoint(rect.x() + int((col + 0.5) * rect.width() / cols), rect.y() + int((row + 0.5) * rect.height() / rows))
    qtbot.mouseClick(panel.canvas, Qt.MouseButton.LeftButton, pos=pos)


def _wait_explained(qtbot, tab, method: str):
    ex = tab.explainer
    qtbot.waitUntil(lambda: ex.result is not None and ex.result.method == method and not ex.is_busy(), timeout=30000)
    return ex.result


def _core(tab, image_model, patch, method):
    image = tab.presenter.model_input.get(tab.presenter.source_rgb, image_model.config.image_size)
    return explain_patch(image_model, image, tab.result.reconstruction.mask, patch, method)


def test_a_hidden_patch_click_shows_the_influence_overlay_of_explain_patch(qtbot, tab, image_model):
    ex = tab.explainer
    assert ex.overlay.isHidden()
    r, c = _cell(tab, hidden=True)
    _click(qtbot, tab, tab.panels.masked_panel, r, c)
    assert tab.state.explain.patch == [r, c]
    shown = _wait_explained(qtbot, tab, "occlusion")
    core = _core(tab, image_model, (r, c), "occlusion")
    np.testing.assert_allclose(ex.overlay.influence, core.influence, atol=TOL)
    assert shown.patch == (r, c) and ex.overlay.isVisible() and ex.overlay.patch == (r, c)
    assert ex.legend.isVisible() and ex.legend.labels()[0].startswith("-")
    assert f"({r}, {c})" in ex.caption.text()
    mask = tab.result.reconstruction.mask
    assert np.all(ex.overlay.influence[mask] == 0)  # hidden patches carry no influence
    # the other methods, from the chooser
    for method in ("gradient", "attention"):
        index = ex.method_combo.findData(method)
        ex.method_combo.setCurrentIndex(index)
        ex.method_combo.activated.emit(index)
        _wait_explained(qtbot, tab, method)
        np.testing.assert_allclose(ex.overlay.influence, _core(tab, image_model, (r, c), method).influence, atol=TOL)
        assert ex.legend.labels()[0] == "0"  # not signed
    # the same patch again, on the reconstruction panel: cleared
    _click(qtbot, tab, tab.panels.recon_panel, r, c)
    assert tab.state.explain.patch is None and ex.overlay.isHidden()


def test_esc_clears_and_a_visible_patch_click_only_says_so(qtbot, tab):
    ex = tab.explainer
    r, c = _cell(tab, hidden=True)
    ex.click(r, c)
    _wait_explained(qtbot, tab, "occlusion")
    tab.panels.masked_panel.canvas.setFocus()
    qtbot.keyClick(tab.panels.masked_panel.canvas, Qt.Key.Key_Escape)
    assert tab.state.explain.patch is None and ex.overlay.isHidden()
    before = tab.state.to_dict()
    vr, vc = _cell(tab, hidden=False)
    with qtbot.waitSignal(tab.status_message) as said:
        _click(qtbot, tab, tab.panels.masked_panel, vr, vc)
    assert "visible" in said.args[0]
    assert tab.state.to_dict() == before and ex.overlay.isHidden()


def test_the_patch_round_trips_and_a_visible_one_in_a_file_is_refused(qtbot, tab, image_model):
    r, c = _cell(tab, hidden=True)
    tab.state.explain = tab.state.explain.but(patch=[r, c], method="gradient")
    _wait_explained(qtbot, tab, "gradient")
    saved = tab.get_state()
    assert saved["explain"] == {"patch": [r, c], "method": "gradient"}
    other = ImageTab()
    qtbot.addWidget(other)
    try:
        other.set_model(image_model, "nano")
        other.set_state(saved)
        assert other.state.explain == tab.state.explain
        _wait_explained(qtbot, other, "gradient")
        np.testing.assert_allclose(other.explainer.overlay.influence, tab.explainer.overlay.influence, atol=TOL)
        vr, vc = _cell(other, hidden=False)
        with qtbot.waitSignal(other.error_message, timeout=30000) as said:
            other.set_state(dict(saved, explain={"patch": [vr, vc], "method": "occlusion"}))
        assert said.args[0].startswith("image.explain.patch:") and "visible" in said.args[0]
        assert other.state.explain.patch is None and other.explainer.overlay.isHidden()
    finally:
        other.shutdown()
    with pytest.raises(ValueError, match=r"image\.explain\.method"):
        ImageState.from_dict(dict(saved, explain={"patch": [r, c], "method": "saliency"}))
    with pytest.raises(ValueError, match=r"image\.explain\.patch"):
        ImageState.from_dict(dict(saved, explain={"patch": [1, 2, 3]}))
    assert "explain" not in ImageState().to_dict()


def test_explain_is_hideable(qtbot, tab):
    assert "explain" in tab.control_names
    assert tab.hide_controls(["explain"]) == []
    assert tab.explainer.box.isHidden()
    r, c = _cell(tab, hidden=True)
    _click(qtbot, tab, tab.panels.masked_panel, r, c)
    assert tab.state.explain.patch is None  # hidden: clicks do nothing
    tab.hide_controls([])
    assert tab.explainer.box.isVisible()


def test_the_overlay_follows_a_new_mask(qtbot, tab, image_model):
    ex = tab.explainer
    r, c = _cell(tab, hidden=True)
    ex.click(r, c)
    first = _wait_explained(qtbot, tab, "occlusion")
    old = tab.result
    tab.state.ratio = 0.9  # the same seed hides a superset: the patch stays hidden, the mask changes
    qtbot.waitUntil(lambda: tab.result is not old and ex.result is not first and not tab.is_busy(), timeout=30000)
    assert tab.result.reconstruction.mask[r, c]
    np.testing.assert_allclose(ex.overlay.influence, _core(tab, image_model, (r, c), "occlusion").influence, atol=TOL)


def test_presentation_fits_the_explanations_type_to_the_screen(qtbot, tab, monkeypatch):
    """In presentation mode the legend's type and the frame follow style.presentation_scale(), the
    scale the window fits to its screen (as the Text tab's do), not a fixed one."""
    from mlm_lab.app.looks import style

    monkeypatch.setitem(style._scale, "now", style.presentation_scale())  # put back after the test
    ex = tab.explainer
    r, c = _cell(tab, hidden=True)
    _click(qtbot, tab, tab.panels.masked_panel, r, c)
    _wait_explained(qtbot, tab, "occlusion")
    assert ex.legend.font_points() == pytest.approx(8.5) and ex.overlay.frame_width() == 3
    sizes = []
    for lines in (1080, 2160):  # a projector, then a screen twice as tall
        scale = style.fit_presentation_scale(lines, 12.0)
        tab.set_presentation(True)
        assert ex.legend.font_points() == pytest.approx(8.5 * scale)
        assert ex.legend.sizeHint().height() == int(34 * scale)
        assert ex.overlay.frame_width() == max(3, round(3 * scale))
        sizes.append(ex.legend.font_points())
    assert sizes[1] == pytest.approx(2 * sizes[0]) and sizes[1] != pytest.approx(8.5 * style.PRESENTATION_SCALE)
    tab.set_presentation(False)
    assert ex.legend.font_points() == pytest.approx(8.5) and ex.overlay.frame_width() == 3


def test_the_png_export_shows_the_influence_overlay(qtbot, lab_window, tmp_path):
    """Export > PNG of the Image tab has the overlay's colours where the influence map is drawn:
    at the most influential visible patch, the overlay's colour at its opacity over the picture."""
    from PySide6.QtGui import QImage

    from mlm_lab.app.image.explain import MAX_ALPHA

    window = lab_window
    image = window.image_tab
    window.tabs.setCurrentWidget(image)
    qtbot.waitUntil(lambda: image.result is not None and not image.is_busy(), timeout=30000)
    ex = image.explainer
    r, c = _cell(image, hidden=True)
    assert ex.click(r, c)
    _wait_explained(qtbot, image, "occlusion")
    influence, hidden = ex.overlay.influence, image.result.reconstruction.mask
    v = np.unravel_index(int(np.argmax(np.where(hidden, -np.inf, influence))), influence.shape)
    rows, cols = influence.shape
    rect = ex.overlay.canvas.image_rect()
    centre = QPoint(rect.x() + int((v[1] + 0.5) * rect.width() / cols), rect.y() + int((v[0] + 0.5) * rect.height() / rows))
    spot = ex.overlay.canvas.mapTo(image, centre)

    def exported(name: str) -> np.ndarray:
        png = QImage(str(window.export_png(tmp_path / name)))
        ratio = png.width() / image.width()
        pixel = png.pixelColor(int(spot.x() * ratio), int(spot.y() * ratio))
        return np.array([pixel.red(), pixel.green(), pixel.blue()], dtype=np.float64)

    with_overlay = exported("with.png")
    ex.overlay.hide()
    picture = exported("without.png")
    ex.overlay.show()
    alpha = MAX_ALPHA / 255  # the largest influence is drawn nearly solid
    want = alpha * np.round(ex.overlay.colors()[v] * 255) + (1 - alpha) * picture
    assert np.abs(with_overlay - want).max() <= 6
    assert np.abs(with_overlay - picture).max() > 20  # the overlay is there, not the bare picture


def test_the_strongest_patch_is_framed_black_and_white_on_any_picture(qtbot, tab):
    """Its red alone vanished on an orange suit (issue 37): a black and a white ring frame the patch
    the caption names as Most, whatever colour the picture and the overlay have there."""
    ex = tab.explainer
    r, c = _cell(tab, hidden=True)
    assert ex.click(r, c)
    _wait_explained(qtbot, tab, "occlusion")
    top = ex.overlay.strongest()
    hidden = tab.result.reconstruction.mask
    assert top is not None and not hidden[top]
    assert f"Most: ({top[0]}, {top[1]})" in ex.caption.text()
    # the Original panel as drawn (picture and overlay): a black and a white ring round the patch
    canvas = ex.overlay.canvas
    picture = canvas.grab().toImage()
    rows, cols = hidden.shape
    rect = canvas.image_rect()
    ratio = picture.width() / canvas.width()
    x0, x1 = rect.x() + top[1] * rect.width() // cols, rect.x() + (top[1] + 1) * rect.width() // cols
    y0, y1 = rect.y() + top[0] * rect.height() // rows, rect.y() + (top[0] + 1) * rect.height() // rows

    def band(inset_from: int, inset_to: int) -> list[tuple[int, int, int]]:
        pixels = []
        for inset in range(inset_from, inset_to):
            for x in range(x0 + inset, x1 - inset):
                for y in (y0 + inset, y1 - 1 - inset):
                    p = picture.pixelColor(int(x * ratio), int(y * ratio))
                    pixels.append((p.red(), p.green(), p.blue()))
        return pixels

    ring = band(0, 6)
    black = sum(1 for p in ring if max(p) < 40)
    white = sum(1 for p in ring if min(p) > 215)
    side = x1 - x0
    assert black >= side and white >= side, (black, white, side)  # both rings all round, not a stray pixel
    # the other visible patches carry no frame
    other = next((i, j) for i, j in np.argwhere(~hidden) if (i, j) != top)
    x0, x1 = rect.x() + other[1] * rect.width() // cols, rect.x() + (other[1] + 1) * rect.width() // cols
    y0, y1 = rect.y() + other[0] * rect.height() // rows, rect.y() + (other[0] + 1) * rect.height() // rows
    ring = band(1, 5)
    assert sum(1 for p in ring if min(p) > 215) + sum(1 for p in ring if max(p) < 40) < side
