"""Keys a presenter can trust (issue 26 item 3), in the real window with the small random models:
Space in a lesson reveals or does nothing, and starts a run only on a step that says so (and
the window says it did); the lesson's keys work at the desk too; Ctrl+1..N and Ctrl+Tab move
between the main tabs wherever the focus is; the menus show the shortcuts; the focused control
is drawn differently from an unfocused one."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mlm_lab.app.window.tab_protocol import TAB_SPECS
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.lesson import LessonStep


def _lesson(tmp_path, steps) -> str:
    path = tmp_path / "keys.mlmlesson"
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Keys", "steps": steps}))
    return str(path)


def _active(qtbot, w):
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)


TEXT_STEP = {"title": "Guess", "narration": "Guess first.", "reveal": True,
             "state": {"tab": "text", "text": {"text": "the cat sat on the mat", "strategy": "manual", "manual": [3]}}}


def test_space_at_the_desk_reveals_or_does_nothing_and_never_presses_the_focused_control(qtbot, lab_window, tmp_path):
    w = lab_window
    steps = [TEXT_STEP, {"title": "Train", "narration": "Form.", "state": {"tab": "training"}}]
    assert w.lessons.open(_lesson(tmp_path, steps))
    _active(qtbot, w)
    assert not w.is_presentation()
    p = w.lessons.player
    w.model_combo.setFocus()
    qtbot.waitUntil(w.model_combo.hasFocus, timeout=5000)
    QTest.keyClick(w.model_combo, Qt.Key.Key_Space)
    assert not p.answer_hidden()  # Space revealed the answer
    assert not w.model_combo.view().isVisible()  # and did not open the Model drop-down
    QTest.keyClick(w.model_combo, Qt.Key.Key_PageDown)  # the lesson's keys work outside presentation mode
    assert p.index == 1 and w.tabs.currentWidget() is w.training_tab
    QTest.keyClick(w, Qt.Key.Key_Space)  # nothing to reveal, and the step does not say "start the run"
    assert not w.training_running()
    QTest.keyClick(w, Qt.Key.Key_PageUp)
    assert p.index == 0
    w.text_tab.controls.text_edit.setFocus()
    qtbot.waitUntil(w.text_tab.controls.text_edit.hasFocus, timeout=5000)
    before = w.text_tab.controls.text_edit.toPlainText()
    QTest.keyClick(w.text_tab.controls.text_edit, Qt.Key.Key_Space)  # typing a space in the text still types it
    assert w.text_tab.controls.text_edit.toPlainText() != before


def test_space_in_presentation_mode_starts_training_only_where_a_step_says_so(qtbot, lab_window, tmp_path):
    w = lab_window
    w.set_presentation(True, fullscreen=False)
    _active(qtbot, w)
    QTest.keyClick(w, Qt.Key.Key_Space)  # no lesson, on the Text tab: nothing
    assert not w.training_running()
    form = {"task": "text", "data": "generated", "preset": "nano", "steps": 2000, "name": "space"}
    steps = [TEXT_STEP,
             {"title": "Read the form", "narration": "Nothing starts here.", "state": {"tab": "training"}},
             {"title": "Start", "narration": "Start the run.", "start_run": True,
              "state": {"tab": "training", "training": {"form": form}}}]
    assert w.lessons.open(_lesson(tmp_path, steps))
    p = w.lessons.player
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert not p.answer_hidden() and not w.training_running()
    QTest.keyClick(w, Qt.Key.Key_Space)  # revealed already: Space does nothing
    assert not w.training_running()
    p.go(1)
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert not w.training_running()
    p.go(2)
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert w.training_running() and w.tabs.currentWidget() is w.training_tab
    assert "Training started" in w.banner.text()  # the screen says so
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert "Stopping" in w.banner.text()
    qtbot.waitUntil(lambda: not w.training_running(), timeout=60000)


def test_ctrl_digits_and_ctrl_tab_move_between_the_main_tabs(qtbot, lab_window):
    w = lab_window
    _active(qtbot, w)
    assert len(w.tab_actions) == len(TAB_SPECS) == w.tabs.count()
    for i in reversed(range(w.tabs.count())):
        QTest.keyClick(w, Qt.Key(Qt.Key.Key_1 + i), Qt.KeyboardModifier.ControlModifier)
        assert w.tabs.currentIndex() == i
    w.tabs.setCurrentWidget(w.training_tab)
    inner = w.training_tab.pages
    inner.tabBar().setFocus()  # the focus inside the Training tab's own tabs
    qtbot.waitUntil(inner.tabBar().hasFocus, timeout=5000)
    page = inner.currentIndex()
    start = w.tabs.currentIndex()
    QTest.keyClick(inner.tabBar(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.currentIndex() == (start + 1) % w.tabs.count() and inner.currentIndex() == page
    QTest.keyClick(w, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.tabs.currentIndex() == start
    w.set_hidden_controls(["tabs.image"])  # a tab a lesson hides is skipped
    w.tabs.setCurrentIndex(0)
    QTest.keyClick(w, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.currentIndex() == 2
    QTest.keyClick(w, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.currentIndex() == 2


def test_the_menus_show_the_shortcuts(lab_window):
    w = lab_window
    menus = {a.text().replace("&", ""): a.menu() for a in w.menuBar().actions()}
    shown = {a.text(): a.shortcut().toString() for m in menus.values() for a in m.actions() if not a.isSeparator()}
    for i, spec in enumerate(TAB_SPECS):
        assert shown[f"{spec.title} tab"] == f"Ctrl+{i + 1}"
    assert shown["Next tab"] == "Ctrl+Tab" and shown["Previous tab"] == "Ctrl+Shift+Tab"
    assert shown["Reveal the answer"] == "Space"
    assert shown["Next step"] == "PgDown" and shown["Previous step"] == "PgUp"
    assert shown["Presentation"] == "F11"


def test_the_focused_control_is_drawn_with_a_visible_focus_mark(qtbot, lab_window):
    w = lab_window
    _active(qtbot, w)
    for widget in (w.text_tab.controls.mask_slider, w.tabs.tabBar(), w.text_tab.controls.resample_button):
        w.text_tab.controls.text_edit.setFocus()
        qtbot.waitUntil(w.text_tab.controls.text_edit.hasFocus, timeout=5000)
        plain = widget.grab().toImage()
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(widget.hasFocus, timeout=5000)
        focused = widget.grab().toImage()
        assert plain.size() == focused.size()
        assert plain != focused, type(widget).__name__


def test_a_steps_focus_names_a_part_of_the_tab_it_shows():
    step = LessonStep.from_dict({"state": {"tab": "text"}, "focus": "text.chips", "start_run": False})
    assert step.focus == "text.chips" and step.to_dict()["focus"] == "text.chips"
    for bad, words in (("text.nothing", "no such part"), ("image.panels", "shows the text tab"), (3, "must be text")):
        with pytest.raises(LabStateError, match=words):
            LessonStep.from_dict({"state": {"tab": "text"}, "focus": bad}, name="steps[2]")
    with pytest.raises(LabStateError, match=r"steps\[0\]\.start_run"):
        LessonStep.from_dict({"state": {}, "start_run": "yes"})
