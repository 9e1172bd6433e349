"""Playing and editing lessons in the real window (random nano models): steps apply their lab
state, the reveal hides and shows the answer, the presentation keys move through the steps,
a broken lesson changes nothing, and the editor's save round-trips."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mlm_lab.app.lessons.reveal import REVEAL_HINT
from mlm_lab.app.lessons.start import SETTINGS_KEY, StartPage, maybe_show_start_page
from mlm_lab.lab.lesson import load_lesson

SENTENCE = "She looked at him for a long time without saying a word."


def _steps() -> list[dict]:
    return [
        {"title": "Text, hidden answer", "narration": "Guess **first**.", "question": "Which word?", "reveal": True,
         "state": {"tab": "text", "text": {"text": SENTENCE, "strategy": "manual", "manual": [12]}}},
        {"title": "Text, shown", "narration": "The answer.", "reveal": False,
         "state": {"tab": "text", "text": {"text": SENTENCE, "strategy": "random", "seed": 5, "mask_prob": 0.3}}},
        {"title": "Image, hidden answer", "narration": "Patches.", "reveal": True,
         "state": {"tab": "image", "image": {"source": "sample:chelsea", "strategy": "grid", "seed": 2},
                   "hide": ["image.seed"]}},
        {"title": "Training", "narration": "The form.", "reveal": False,
         "state": {"tab": "training", "training": {"form": {"task": "text", "mask": 0.4, "name": "forty"}}}},
    ]


@pytest.fixture
def lesson_file(tmp_path):
    path = tmp_path / "four.mlmlesson"
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Four steps",
                                "steps": _steps()}, indent=2))
    return path


def _ready(qtbot, window):
    qtbot.waitUntil(window.is_ready, timeout=60000)


def test_opening_a_lesson_shows_step_one_with_its_state_and_hidden_answer(qtbot, lab_window, lesson_file):
    w = lab_window
    assert w.lessons.open(lesson_file)
    _ready(qtbot, w)
    p, panel = w.lessons.player, w.lessons.panel
    assert w.lessons.dock.isVisible()
    assert panel.counter.text() == "Step 1 of 4" and panel.step_title.text() == "Text, hidden answer"
    assert "<b>first</b>" in panel.narration.text() and "Which word?" in panel.question.text()
    assert w.tabs.currentWidget() is w.text_tab
    assert (w.state.text.text, w.state.text.strategy, w.state.text.manual) == (SENTENCE, "manual", [12])
    assert p.answer_hidden() and panel.reveal_button.isVisible()
    tab = w.text_tab
    assert REVEAL_HINT in tab.tokens.metrics_label.text()
    assert tab.presenter.prediction is not None  # computed, only not shown
    column = tab.tokens.columns[12]
    assert column.predictions is None or column.predictions.isHidden()  # no top-5 under the chip
    assert column.chip._key[1] == "was: ?"  # and not the word the room is asked to guess
    p.reveal()
    assert not p.answer_hidden() and not panel.reveal_button.isVisible()
    assert REVEAL_HINT not in tab.tokens.metrics_label.text() and "accuracy" in tab.tokens.metrics_label.text()
    assert tab.tokens.columns[12].chip._key[1] == f"was: {tab.presenter.masking.tokens[12]}"
    assert tab.tokens.columns[12].predictions is not None and not tab.tokens.columns[12].predictions.isHidden()


def test_each_step_restores_its_state_exactly_whichever_way_it_is_reached(qtbot, lab_window, lesson_file):
    w = lab_window
    w.lessons.open(lesson_file)
    p = w.lessons.player
    lesson = load_lesson(lesson_file)
    order = [1, 2, 3, 2, 1, 0, 3, 1]
    for i in order:
        p.go(i)
        _ready(qtbot, w)
        want = lesson.steps[i].lab_state()
        got = w.lab_state()
        assert got.tab == want.tab
        assert got.text.to_dict() == want.text.to_dict()
        assert got.image.to_dict() == want.image.to_dict()
        assert got.training.form.to_dict() == want.training.form.to_dict()
        assert got.hide == want.hide
    p.go(1)
    _ready(qtbot, w)
    first = [(t.position, t.top_ids) for t in w.text_tab.presenter.prediction.predictions]
    p.go(3)
    p.go(1)
    _ready(qtbot, w)
    assert [(t.position, t.top_ids) for t in w.text_tab.presenter.prediction.predictions] == first  # same mask, same answer


def test_the_image_steps_answer_waits_for_the_reveal(qtbot, lab_window, lesson_file):
    w = lab_window
    w.lessons.open(lesson_file)
    w.lessons.player.go(2)
    qtbot.waitUntil(lambda: w.is_ready() and w.image_tab.shown_source() == "sample:chelsea", timeout=60000)
    tab = w.image_tab
    assert tab.result is not None and tab.result.strategy == "grid"
    assert REVEAL_HINT in tab.panels.metrics_label.text()
    panels = tab.panels
    assert panels.recon_panel.image() is None and panels.pasted_panel.image() is None and panels.error_panel.image() is None
    assert tab.panels.masked_panel.image() is not None  # the question is shown, the answer is not
    assert not tab.ui.seed_spin.isVisible()  # the step's hide list
    w.lessons.player.reveal()
    assert tab.panels.recon_panel.image() is not None and "PSNR" in tab.panels.metrics_label.text()


def test_presentation_keys_move_through_the_steps_and_space_reveals(qtbot, lab_window, lesson_file):
    w = lab_window
    w.lessons.open(lesson_file)
    w.set_presentation(True, fullscreen=False)
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow(), timeout=5000)
    p = w.lessons.player
    assert p.index == 0 and p.answer_hidden()
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert p.index == 0 and not p.answer_hidden()  # Space revealed, it did not start training
    assert not w.training_running()
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    assert p.index == 1
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    assert p.index == 3 and w.tabs.currentWidget() is w.training_tab
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    assert p.index == 3  # the last step stays
    QTest.keyClick(w, Qt.Key.Key_Left)  # the Training tab has no slider: Left is Back
    assert p.index == 2 and p.answer_hidden()
    QTest.keyClick(w, Qt.Key.Key_PageUp)
    assert p.index == 1
    before = w.state.text.mask_prob
    QTest.keyClick(w, Qt.Key.Key_Right)  # on the Text tab Right moves the slider, not the lesson
    assert p.index == 1 and w.state.text.mask_prob > before
    QTest.keyClick(w, Qt.Key.Key_H)
    assert not w.lessons.dock.isVisible()
    QTest.keyClick(w, Qt.Key.Key_H)
    assert w.lessons.dock.isVisible()
    assert w.is_presentation()  # no step's file took presentation mode away
    w.set_presentation(False)
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    assert p.index == 2  # the lesson's keys work outside presentation mode too (issue 26)
    _ready(qtbot, w)


def test_a_broken_lesson_shows_one_message_and_changes_nothing(qtbot, lab_window, lesson_file, tmp_path):
    w = lab_window
    w.lessons.open(lesson_file)
    w.lessons.player.go(1)
    _ready(qtbot, w)
    before = w.lab_state().to_dict()
    steps = _steps()
    steps[2]["state"]["image"]["ratio"] = 3
    cases = {
        "ratio.mlmlesson": (json.dumps({"format": "mlm-lab-lesson", "version": 1, "steps": steps}),
                            "steps[2].state.image.ratio"),
        "photo.mlmlesson": (json.dumps({"format": "mlm-lab-lesson", "version": 1, "steps": [
            {"state": {"tab": "image", "image": {"source": str(tmp_path / "gone.png")}}}]}), "gone.png"),
        "hide.mlmlesson": (json.dumps({"format": "mlm-lab-lesson", "version": 1, "steps": [
            {"state": {"hide": ["text.no_such_control"]}}]}), "no_such_control"),
        "everything.mlmlesson": (json.dumps({"format": "mlm-lab-lesson", "version": 1, "steps": [
            {"state": {"hide": ["tabs.text", "tabs.image", "tabs.training", "tabs.features",
                                 "tabs.generate"]}}]}), "hides every tab"),
        "model.mlmlesson": (json.dumps({"format": "mlm-lab-lesson", "version": 1, "steps": [
            {"state": {"models": {"text": str(tmp_path / "no-model")}}}]}), "no-model"),
        "json.mlmlesson": ("{ not json", "not valid JSON"),
        "lab.mlmlesson": (json.dumps({"format": "mlm-lab-state", "version": 1}), "not a lesson"),
    }
    for name, (text, fragment) in cases.items():
        path = tmp_path / name
        path.write_text(text)
        w.banner.clear()
        assert not w.lessons.open(path)
        assert w.banner.level() == "error" and fragment in w.banner.text(), (name, w.banner.text())
        assert "\n" not in w.banner.text()
        assert w.lessons.player.path == lesson_file and w.lessons.player.index == 1
        assert w.lab_state().to_dict() == before
    assert not w.lessons.open(tmp_path / "missing.mlmlesson")
    assert "no such lesson file" in w.banner.text()


def test_the_editor_builds_a_lesson_and_its_save_round_trips(qtbot, lab_window, tmp_path):
    w = lab_window
    p = w.lessons.player
    w.state.text.text = "the cat sat on the mat"
    w.state.text.strategy = "manual"
    w.state.text.manual = [2]
    w.lessons.new_lesson()
    assert p.is_open and p.count == 1 and p.dirty and w.lessons.dock.isVisible()
    w.state.text.seed = 7
    w.state.text.strategy = "random"
    w.tabs.setCurrentWidget(w.image_tab)
    w.state.image.ratio = 0.5
    p.add_current_view("Image at 50 %")
    p.edit_step(1, title="Half hidden", narration="**Half** of the patches.", question="Better or worse?",
                reveal=True)
    p.duplicate(1)
    p.edit_step(2, title="Copy", narration="A copy.", question="", reveal=False)
    assert [s.title for s in p.lesson.steps] == ["The first step", "Half hidden", "Copy"]
    assert p.move(2, -1) == 1
    assert [s.title for s in p.lesson.steps] == ["The first step", "Copy", "Half hidden"]
    assert p.delete(1)
    assert [s.title for s in p.lesson.steps] == ["The first step", "Half hidden"]
    p.set_lesson_title("Built in the window")
    panel = w.lessons.panel
    assert panel.editor.list.count() == 2 and "(reveal)" in panel.editor.list.item(1).text()
    written = p.save(tmp_path / "built")
    assert written.name == "built.mlmlesson" and not p.dirty
    again = load_lesson(written)
    assert again == p.lesson
    first, second = (s.lab_state() for s in again.steps)
    assert (first.tab, first.text.strategy, first.text.manual) == ("text", "manual", [2])
    assert (second.tab, second.image.ratio, second.text.seed) == ("image", 0.5, 7)
    assert not first.presentation
    # opened again, it plays what was captured
    assert w.lessons.open(written)
    p.go(1)
    _ready(qtbot, w)
    assert w.tabs.currentWidget() is w.image_tab and w.state.image.ratio == 0.5 and p.answer_hidden()


def test_a_lesson_keeps_at_least_one_step_and_unsaved_edits_are_asked_about(qtbot, lab_window, tmp_path):
    w = lab_window
    p = w.lessons.player
    w.lessons.new_lesson()
    assert not p.delete(0) and p.count == 1
    assert "at least one step" in w.banner.text()
    asked = []
    w.ask = lambda title, text: asked.append(title) or False
    assert not p.close() and p.is_open and asked == ["Discard the lesson's changes?"]
    w.ask = lambda title, text: True
    assert p.close() and not p.is_open
    assert not w.lessons.panel.reveal_button.isVisible()


def test_the_step_dialog_edits_words_and_previews_them_safely(qtbot, lab_window):
    from mlm_lab.app.lessons.editor import StepDialog
    from mlm_lab.lab.lesson import LessonStep

    dialog = StepDialog(LessonStep("T", "n", {}, "q", False))
    qtbot.addWidget(dialog)
    dialog.title_edit.setText("  New title ")
    dialog.narration_edit.setPlainText("<b>raw</b> and **bold**")
    dialog.reveal_box.setChecked(True)
    assert "&lt;b&gt;raw&lt;/b&gt;" in dialog.preview.text() and "<b>bold</b>" in dialog.preview.text()
    assert dialog.values() == {"title": "New title", "narration": "<b>raw</b> and **bold**", "question": "q",
                               "reveal": True, "focus": "", "start_run": False}
    dialog.narration_edit.setPlainText("x" * 10_001)
    assert not dialog.ok_button.isEnabled()


def test_the_step_dialog_sets_the_focus_and_the_start_flag_and_checks_them_on_ok(qtbot, lab_window, tmp_path):
    """The focus drop-down offers every part (FOCUS_PARTS); OK refuses one on another tab, and a
    start flag on a step that does not show the Training tab, in one line, and stays open."""
    from mlm_lab.app.lessons.editor import StepDialog
    from mlm_lab.lab.lesson import FOCUS_PARTS, Lesson, LessonStep, save_lesson

    path = save_lesson(Lesson("Edit me", [LessonStep("Chips", "n", {"tab": "text"}, focus="text.chips"),
                                          LessonStep("Train", "n", {"tab": "training"})]), tmp_path / "e")
    player = lab_window.lessons.player
    assert player.open(path)
    dialog = StepDialog(player.lesson.steps[0], lab_window)
    qtbot.addWidget(dialog)
    dialog.show()
    offered = [dialog.focus_combo.itemData(i) for i in range(dialog.focus_combo.count())]
    assert offered == [""] + [f"{t}.{p}" for t, parts in FOCUS_PARTS.items() for p in parts]
    assert dialog.focus() == "text.chips" and not dialog.start_run_box.isChecked()
    dialog.focus_combo.setCurrentIndex(dialog.focus_combo.findData("image.panels"))
    dialog.ok_button.click()
    assert dialog.isVisible() and dialog.exercise_error.text() == (
        "focus: 'image.panels' is on the image tab, but the step shows the text tab")
    dialog.focus_combo.setCurrentIndex(dialog.focus_combo.findData("text.views"))
    dialog.start_run_box.setChecked(True)
    dialog.ok_button.click()
    assert dialog.isVisible() and dialog.exercise_error.text().startswith(
        "start_run: Space would start a training run, but the step shows the text tab")
    dialog.start_run_box.setChecked(False)
    dialog.ok_button.click()
    assert dialog.result() == StepDialog.DialogCode.Accepted
    player.edit_step(0, **dialog.values())

    dialog = StepDialog(player.lesson.steps[1], lab_window)  # a training step may start the run
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.focus_combo.setCurrentIndex(dialog.focus_combo.findData("training.plots"))
    dialog.start_run_box.setChecked(True)
    dialog.ok_button.click()
    assert dialog.result() == StepDialog.DialogCode.Accepted
    player.edit_step(1, **dialog.values())
    again = load_lesson(player.save(tmp_path / "edited.mlmlesson")).steps
    assert (again[0].focus, again[0].start_run) == ("text.views", False)
    assert (again[1].focus, again[1].start_run) == ("training.plots", True)

    player.go(0)  # the view on screen moves to another tab: the step's focus there would not load, so it goes
    lab_window.tabs.setCurrentWidget(lab_window.lab_tabs["image"])
    player.update_from_view()
    assert player.step.lab_state().tab == "image" and player.step.focus == ""


def test_the_start_page_is_shown_once_and_opens_the_lesson_picked(qtbot, lab_window, monkeypatch):
    w = lab_window
    picked = []

    def fake_exec(page):  # the person clicks the third lesson
        picked.append([b.text() for b in page.buttons])
        page.buttons[2].click()
        return 1

    monkeypatch.setattr(StartPage, "exec", fake_exec)
    chosen = maybe_show_start_page(w)
    assert chosen is not None and chosen.name.startswith("3-")
    assert picked and len(picked[0]) == 6 and picked[0][2] == "Why MAE hides 75 % of an image"
    assert picked[0][4] == "What the encoder knows" and picked[0][5].startswith("From BERT to diffusion")
    assert w.lessons.player.is_open and w.lessons.player.title() == "Why MAE hides 75 % of an image"
    assert str(w.settings.value(SETTINGS_KEY)).lower() == "true"
    assert maybe_show_start_page(w) is None and len(picked) == 1  # not again
    _ready(qtbot, w)


def test_the_lessons_menu_lists_the_bundled_lessons(lab_window):
    titles = [a.text() for a in lab_window.lessons.bundled_actions]
    assert titles == ["Fill in the blank: BERT's 15 % and the 80/10/10 rule",
                      "Words, spans and sentinels: whole-word, SpanBERT and T5",
                      "Why MAE hides 75 % of an image", "Watch a model learn", "What the encoder knows",
                      "From BERT to diffusion: writing by unmasking"]
    file_menu = lab_window.menuBar().actions()[0].menu()
    assert "Open lesson…" in [a.text() for a in file_menu.actions()]


def _drop(window, path):
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    window.dropEvent(QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier))


def test_dropping_a_lesson_on_the_window_opens_it_and_a_bad_one_is_a_message(qtbot, lab_window, lesson_file,
                                                                             tmp_path):
    w = lab_window
    _drop(w, lesson_file)
    assert w.lessons.player.path == lesson_file and w.lessons.player.index == 0
    bad = tmp_path / "bad.mlmlesson"
    bad.write_text('{"format": "mlm-lab-lesson", "version": 1, "steps": []}')
    _drop(w, bad)
    assert "at least one step" in w.banner.text() and w.lessons.player.path == lesson_file
    _ready(qtbot, w)


def test_the_lesson_records_of_the_bad_input_catalogue_through_the_window(qtbot, lab_window, tmp_path):
    import importlib.util
    import sys
    from pathlib import Path

    source = Path(__file__).parent.parent / "bad_inputs.py"
    if not source.is_file():
        pytest.skip("tests/bad_inputs.py (the catalogue of bad inputs) is not in this checkout")
    spec = importlib.util.spec_from_file_location("bad_inputs_for_window", source)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    w = lab_window
    before = w.lab_state().to_dict()
    for record in module.lesson_files(tmp_path):
        w.banner.clear()
        opened = w.lessons.open(record.path)
        if record.valid:
            assert opened, (record.name, w.banner.text())
            w.lessons.player.close()
            w.apply_lab_state(type(w.state).from_dict(before))
            _ready(qtbot, w)
            continue
        assert not opened and record.fragment.lower() in w.banner.text().lower(), (record.name, w.banner.text())
        assert w.lab_state().to_dict() == before, record.name


def test_the_narration_panel_stays_as_the_presenter_left_it(qtbot, lab_window, lesson_file):
    w = lab_window
    w.lessons.open(lesson_file)
    assert w.lessons.dock.isVisible()
    w.lessons.act_panel.setChecked(False)
    w.lessons.player.next()
    assert not w.lessons.dock.isVisible()  # stepping does not bring it back
    w.lessons.act_panel.setChecked(True)
    w.set_controls_hidden(True)
    assert not w.lessons.dock.isVisible()
    w.lessons.player.next()
    assert not w.lessons.dock.isVisible()
    w.set_controls_hidden(False)
    assert w.lessons.dock.isVisible()
    _ready(qtbot, w)


def test_stepping_quickly_ends_on_the_newest_step_and_its_own_answer(qtbot, lab_window, lesson_file):
    w = lab_window
    w.lessons.open(lesson_file)
    p = w.lessons.player
    for _ in range(3):  # no waiting between the steps: the older answers are dropped
        p.next()
    for _ in range(2):
        p.back()
    _ready(qtbot, w)
    assert p.index == 1 and w.tabs.currentWidget() is w.text_tab
    tab = w.text_tab
    assert (w.state.text.strategy, w.state.text.seed) == ("random", 5)
    assert [t.position for t in tab.presenter.prediction.predictions] == tab.presenter.masking.selected  # the answer to this step


def test_saving_a_bundled_lesson_asks_where_instead_of_overwriting_it(qtbot, lab_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from mlm_lab.lab.lesson import bundled_lessons

    w = lab_window
    path = bundled_lessons()[2]
    original = path.read_bytes()
    assert w.lessons.open(path) and w.lessons.player.is_bundled()
    w.lessons.player.edit_step(0, title="Mine now", narration="n", question="", reveal=False)
    asked = []
    target = tmp_path / "mine.mlmlesson"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a[2]) or str(target), ""))
    w.lessons.panel.save_dialog()
    assert asked and path.read_bytes() == original  # the app's copy is untouched
    assert load_lesson(target).steps[0].title == "Mine now" and not w.lessons.player.is_bundled()
    _ready(qtbot, w)
