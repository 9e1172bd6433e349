"""Keyboard only (issue 27 item 6): the Text tab driven by keys alone (choose "by hand", Tab into the
chips, arrows, Enter masks a token), and the Image tab's patches chosen by arrows and Enter."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mlm_lab.app.text.chips import TokenChip

SENTENCE = "The cat sat on the mat and looked out of the window."


def _focus():
    return QApplication.focusWidget()


def _tab_until(qtbot, found, limit: int = 300):
    """Press Tab until `found(focus widget)`; the widget, or fail (the tab order never reaches it)."""
    for _ in range(limit):
        widget = _focus()
        if widget is not None and found(widget):
            return widget
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the widget")


def _activate(qtbot, window, widget):
    window.activateWindow()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: _focus() is not None, timeout=5000)


def test_the_text_tab_by_keys_alone(lab_window, qtbot):
    w = lab_window
    qtbot.keyClick(w, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # View > Text tab (Ctrl+1)
    tab = w.text_tab
    assert w.tabs.currentWidget() is tab
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.15, "seed": 3})
    qtbot.waitUntil(w.is_ready, timeout=20000)
    _activate(qtbot, w, w.tabs.tabBar())
    # Tab to the strategy list and pick "by hand" with the arrow keys
    combo = _tab_until(qtbot, lambda x: x is tab.controls.strategy_combo)
    for _ in range(combo.count()):
        if combo.currentData() == "manual":
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "manual"
    qtbot.waitUntil(lambda: tab.presenter.masking.strategy == "manual", timeout=10000)
    assert not tab.presenter.masking.selected
    # Tab into the chips: one stop for the whole row; the arrows move inside it
    chip = _tab_until(qtbot, lambda x: isinstance(x, TokenChip))
    start = chip.index
    qtbot.keyClick(chip, Qt.Key.Key_Home)
    assert _focus().index == 0  # [CLS]
    for _ in range(3):
        qtbot.keyClick(_focus(), Qt.Key.Key_Right)
    chip = _focus()
    assert isinstance(chip, TokenChip) and chip.index == 3 and chip.hasFocus()
    qtbot.keyClick(chip, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.presenter.masking.selected == [3], timeout=10000)
    qtbot.waitUntil(lambda: tab.tokens.columns[3].chip.state == "mask", timeout=10000)
    assert tab.tokens.columns[3].chip.main_text == "[MASK]"
    focused = _focus()
    assert isinstance(focused, TokenChip) and focused.index == 3  # the focus stays on the token
    qtbot.keyClick(focused, Qt.Key.Key_Right)
    qtbot.keyClick(_focus(), Qt.Key.Key_Space)  # Space too, as a click (not the window's Space shortcut)
    qtbot.waitUntil(lambda: tab.presenter.masking.selected == [3, 4], timeout=10000)
    qtbot.keyClick(_focus(), Qt.Key.Key_Left)
    qtbot.keyClick(_focus(), Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: tab.presenter.masking.selected == [4], timeout=10000)
    # the row is one Tab stop: Tab leaves the chips
    chips = [c.chip for c in tab.tokens.columns.values()]
    assert sum(1 for c in chips if c.focusPolicy() == Qt.FocusPolicy.TabFocus) == 1
    qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
    after = _focus()
    assert not isinstance(after, TokenChip)
    assert start >= 0
    # a mouse click on a chip does not give it the focus: Space and the arrows stay the presenter's keys
    qtbot.mouseClick(tab.tokens.columns[6].chip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.presenter.masking.selected == [4, 6], timeout=10000)
    assert not isinstance(_focus(), TokenChip)


def test_image_patches_by_arrows_and_enter(lab_window, qtbot):
    w = lab_window
    qtbot.keyClick(w, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)  # the Image tab
    image = w.image_tab
    assert w.tabs.currentWidget() is image
    qtbot.waitUntil(w.is_ready, timeout=20000)
    canvas = image.panels.original_panel.canvas
    _activate(qtbot, w, w.tabs.tabBar())
    _tab_until(qtbot, lambda x: x is canvas)
    keys = image.panels.patch_keys
    assert keys.frame.isVisible()  # the patch cursor shows where Enter acts
    qtbot.keyClick(canvas, Qt.Key.Key_Down)
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    assert (keys.row, keys.col) == (1, 2)
    assert canvas.accessibleName().startswith("Original, patch row 2, column 3")
    before = image.painter.mask()[1, 2] if image.state.strategy == "paint" else bool(canvas.hidden[1, 2])
    qtbot.keyClick(canvas, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: image.state.strategy == "paint", timeout=10000)
    assert bool(image.painter.mask()[1, 2]) != bool(before)
    qtbot.waitUntil(lambda: w.is_ready() and image.result is not None
                    and bool(image.result.reconstruction.mask[1, 2]) == bool(image.painter.mask()[1, 2]),
                    timeout=20000)
    mask = np.asarray(image.painter.mask())
    qtbot.keyClick(canvas, Qt.Key.Key_Space)  # Space presses it again: back as it was
    assert bool(image.painter.mask()[1, 2]) != bool(mask[1, 2])
    # the cursor stops at the grid's edge
    rows, cols = canvas.grid
    for _ in range(cols + 2):
        qtbot.keyClick(canvas, Qt.Key.Key_Right)
    assert keys.col == cols - 1
    qtbot.keyClick(canvas, Qt.Key.Key_Home)
    assert keys.col == 0
    qtbot.keyClick(canvas, Qt.Key.Key_Tab)
    assert not keys.frame.isVisible()
