"""The Features tab's patch panels by keyboard alone (issue 27 item 6): Tab reaches a picture's
canvas, which then shows a focus ring and a cursor patch; the arrow keys move the cursor,
Enter or Space picks that patch as a click does, and the canvas's accessible description says
the cursor, the patch picked and the best match."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from mlm_lab.app.looks.style import FOCUS_COLOUR

WAIT = 180_000  # ms: the test machine is heavily loaded


@pytest.fixture
def tab(qtbot, tmp_path, image_model):
    from mlm_lab.app.features.tab import FeaturesTab

    tab = FeaturesTab(corpus=["the cat sat on the mat"], cache_dir=tmp_path / "cache")
    qtbot.addWidget(tab)
    tab.resize(1300, 850)
    tab.show()
    qtbot.waitExposed(tab)
    tab.set_image_model(image_model, "test image model")
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and not tab.is_busy(), timeout=WAIT)
    yield tab
    tab.shutdown()


def _tab_to(qtbot, tab, widget) -> None:
    """Press Tab from the first control until `widget` has the focus (the keyboard's own path)."""
    tab.ui.view_combo.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(60):
        if widget.hasFocus():
            return
        qtbot.keyClick(tab.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.accessibleName()!r}")


def test_arrow_keys_and_enter_pick_a_patch(qtbot, tab, image_model):
    rows, cols = image_model.config.grid
    view = tab.image_view
    canvas = view.columns[0]["picture"].canvas
    cursor = view.cursors[0]["picture"]
    _tab_to(qtbot, tab, canvas)
    assert cursor.cell == (rows // 2, cols // 2)  # the cursor starts in the middle
    assert "Cursor on patch" in canvas.accessibleDescription() and "No patch picked" in canvas.accessibleDescription()
    assert "Picture" in canvas.accessibleName()
    shot = canvas.grab().toImage()  # the focus ring around the canvas
    assert shot.pixelColor(2, shot.height() // 2) == QColor(FOCUS_COLOUR)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(canvas, key)
    assert cursor.cell == (rows // 2 + 1, cols // 2 + 2)
    rect = cursor.patch_rect()
    assert shot != canvas.grab().toImage() and rect.width() > 0  # the cursor square is drawn where it went
    qtbot.keyClick(canvas, Qt.Key.Key_Return)
    picked = (rows // 2 + 1) * cols + cols // 2 + 2
    assert tab.state.patch == [0, picked]
    qtbot.waitUntil(lambda: view.similarity is not None and view.similarity.patch == picked, timeout=WAIT)
    text = canvas.accessibleDescription()
    assert f"Picked: patch {picked} (row {rows // 2 + 2}, column {cols // 2 + 3})" in text
    assert f"Most similar patch here: {view.similarity.best[0]}" in text
    other = view.columns[1]["similarity"].canvas
    assert f"Picked: patch {picked} of picture 1" in other.accessibleDescription()

    qtbot.keyClick(canvas, Qt.Key.Key_Home)  # the row's first patch, then Space picks it
    qtbot.keyClick(canvas, Qt.Key.Key_Space)
    first = (rows // 2 + 1) * cols
    assert tab.state.patch == [0, first]
    qtbot.waitUntil(lambda: view.similarity.patch == first, timeout=WAIT)
    for _ in range(cols + 3):  # the cursor stops at the edge
        qtbot.keyClick(canvas, Qt.Key.Key_Left)
    assert cursor.cell == (rows // 2 + 1, 0)


def test_the_keys_reach_the_second_pictures_panels(qtbot, tab, image_model):
    view = tab.image_view
    canvas = view.columns[1]["pca"].canvas
    _tab_to(qtbot, tab, canvas)
    qtbot.keyClick(canvas, Qt.Key.Key_PageUp)
    qtbot.keyClick(canvas, Qt.Key.Key_Enter)
    cols = image_model.config.grid[1]
    assert tab.state.patch == [1, cols // 2]  # the top row, the middle column, of the second picture
    canvas.clearFocus()
    assert not canvas.hasFocus()
    assert canvas.grab().toImage().pixelColor(2, canvas.height() // 2) != QColor(FOCUS_COLOUR)  # no ring without focus


def test_in_presentation_mode_the_arrows_stay_with_the_canvas(qtbot, lab_window):
    """Left / Right move the active slider in presentation mode, but not away from a canvas with the focus."""
    w = lab_window
    tab = w.lab_tabs["features"]
    w.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.image_view.maps is not None and not tab.is_busy(), timeout=WAIT)
    w.set_presentation(True)
    canvas = tab.image_view.columns[0]["pca"].canvas
    cursor = tab.image_view.cursors[0]["pca"]
    w.activateWindow()
    canvas.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(canvas.hasFocus, timeout=5000)
    start = cursor.cell
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    qtbot.keyClick(canvas, Qt.Key.Key_Up)
    assert cursor.cell == (start[0] - 1, start[1] + 1)
    qtbot.keyClick(canvas, Qt.Key.Key_Space)
    rows, cols = tab.image_view.maps.grid
    assert tab.state.patch == [0, (start[0] - 1) * cols + start[1] + 1]
    w.set_presentation(False)
