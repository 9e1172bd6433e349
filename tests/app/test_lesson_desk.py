"""Lessons read at the desk (issue 37 items 2 and 6), in the real window with the bundled models:
the editor's step list and its ten buttons only while editing (Edit lesson), so the narration has
the room; the exercise's Check and Show the answer always in sight, never scrolled away (lesson 1
step 6, lesson 6 step 8 with its score) at 1280x720, 1024x768 and 1920x1080; and the student's
name asked once per app session, not once per lesson."""

from __future__ import annotations

import pytest

from mlm_lab.app.lessons.room_fit import fully_visible, show_room
from mlm_lab.lab.lesson import bundled_lessons, load_lesson

SIZES = [(1280, 720), (1024, 768), (1920, 1080)]


@pytest.fixture(scope="module")
def desk_window(qapp, tmp_path_factory):
    from mlm_lab.app.window.main_window import MainWindow

    tmp = tmp_path_factory.mktemp("desk")
    window = MainWindow(settings_path=tmp / "settings.ini", runs_dir=tmp / "runs", restore=False)
    window.ask = lambda title, text: True
    window.resize(1400, 900)
    window.show()
    yield window
    window.close()
    window.deleteLater()


def _lesson(prefix: str):
    path = next(p for p in bundled_lessons() if p.name.startswith(prefix))
    return path, load_lesson(path)


def _wait(qtbot):
    return lambda condition, seconds: qtbot.waitUntil(condition, timeout=int(seconds * 1000))


def test_the_editor_shows_only_while_editing_and_the_narration_has_the_room(qtbot, desk_window):
    w = desk_window
    panel = w.lessons.panel
    path, lesson = _lesson("1-")
    show_room(w, (1280, 720), presentation=False, lesson=(lesson, path, 5, True), wait=_wait(qtbot))
    qtbot.waitUntil(lambda: panel.narration.isVisible(), timeout=10000)
    assert not panel.editor.isVisible() and panel.edit_button.isVisible()
    qtbot.waitUntil(lambda: fully_visible(panel.narration, w), timeout=10000)  # the whole narration, no scrolling
    panel.edit_button.click()
    assert panel.editor.isVisible() and w.lessons.act_edit.isChecked()
    assert panel.editor.list.count() == len(lesson.steps)
    w.lessons.act_edit.setChecked(False)  # the Lessons menu's Edit lesson, too
    assert not panel.editor.isVisible() and not panel.edit_button.isChecked()
    panel.set_editing(True)
    w.set_presentation(True, fullscreen=False)
    assert not panel.editor.isVisible() and not panel.edit_button.isVisible()  # never in front of the room
    w.set_presentation(False)
    assert panel.editor.isVisible()
    panel.set_editing(False)


@pytest.mark.parametrize("size", SIZES)
def test_the_exercise_buttons_are_in_sight_at_the_desk(qtbot, desk_window, size):
    w = desk_window
    box = w.lessons.panel.exercise
    path, lesson = _lesson("1-")
    show_room(w, size, presentation=False, lesson=(lesson, path, 5, True), wait=_wait(qtbot))
    qtbot.waitUntil(lambda: box.check_button.isVisible(), timeout=10000)
    try:
        qtbot.waitUntil(lambda: fully_visible(box.check_button, w) and fully_visible(box.show_button, w), timeout=10000)
    except qtbot.TimeoutError:
        raise AssertionError(f"lesson 1 step 6 at {size}: Check / Show the answer not in sight") from None
    try:  # and what they choose from
        qtbot.waitUntil(lambda: all(fully_visible(label, w) for label in box.choice_labels), timeout=10000)
    except qtbot.TimeoutError:
        w.grab().save(f"/tmp/shots/desk-{size[0]}.png")
        raise AssertionError(f"lesson 1 step 6 at {size}: an option is scrolled out of sight") from None

    path, lesson = _lesson("6-")  # the last step: no exercise, the score of the lesson's two
    last = len(lesson.steps) - 1
    show_room(w, size, presentation=False, lesson=(lesson, path, last, True), wait=_wait(qtbot))
    qtbot.waitUntil(lambda: box.summary.isVisible(), timeout=10000)
    assert "Your score" in box.summary.text() and not box.check_button.isVisible()
    try:
        qtbot.waitUntil(lambda: fully_visible(box.summary, w), timeout=10000)
    except qtbot.TimeoutError:
        raise AssertionError(f"lesson 6 step {last + 1} at {size}: the score is not in sight") from None


def test_the_students_name_is_asked_once_per_app_session(qtbot, desk_window, monkeypatch, tmp_path):
    from mlm_lab.lab import progress

    monkeypatch.setattr(progress, "default_progress_dir", lambda: tmp_path / "progress")
    monkeypatch.setattr("mlm_lab.app.lessons.exercise.default_progress_dir", lambda: tmp_path / "progress")
    w = desk_window
    box = w.lessons.panel.exercise
    asked = []
    box.ask_name = lambda title: asked.append(title) or "Ada"
    for prefix, step in (("1-", 6), ("6-", 4)):  # two lessons, a choice each
        path, lesson = _lesson(prefix)
        show_room(w, (1280, 720), presentation=False, lesson=(lesson, path, step - 1, True), wait=_wait(qtbot))
        qtbot.waitUntil(lambda: bool(box.choices), timeout=10000)
        box.choices[1].setChecked(True)  # a wrong one: the try is kept under the name
        assert box.check() is False
        assert box.student == "Ada"
    assert len(asked) == 1  # asked at the first lesson's Check only
