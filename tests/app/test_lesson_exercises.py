"""Exercises in the real window: the bundled lessons' answers hold for the shipped models (the
guess's true token and the model's top-5 at its blank, the estimate's live figure within its
tolerance, the task's condition met by its stated solution and not by the step as shown), and
playing an exercise in the narration panel checks, retries, reveals, keeps the answers in the
progress folder and sums them up at the lesson's end."""

from __future__ import annotations

import csv
import json

import pytest

from mlm_lab.app.lessons.exercise import STUDENT_KEY, export_progress_to, live_figures, top_at
from mlm_lab.app.lessons.room_fit import fully_visible
from mlm_lab.lab.lesson import FORMAT, bundled_lessons, load_lesson, step_lab_state
from mlm_lab.lab.progress import LessonProgress, default_progress_dir


@pytest.fixture
def progress_dir(tmp_path, monkeypatch):
    folder = tmp_path / "progress"
    monkeypatch.setenv("MLM_LAB_PROGRESS", str(folder))
    return folder


@pytest.fixture
def bundled_window(qtbot, tmp_path, progress_dir):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", restore=False)
    window.ask = lambda title, text: True
    window.settings.setValue(STUDENT_KEY, "Ada")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitUntil(window.is_ready, timeout=120000)
    yield window
    window.close()


def _box(window):
    return window.lessons.panel.exercise


def _pick(box, indices):
    for i, button in enumerate(box.choices):
        button.setChecked(i in indices)


def test_every_bundled_lesson_has_two_exercises_whose_answers_hold_for_the_shipped_models(qtbot, bundled_window):
    w = bundled_window
    player, box = w.lessons.player, _box(w)
    checked = 0
    for path in bundled_lessons():
        lesson = load_lesson(path)
        steps = [i for i, s in enumerate(lesson.steps) if s.exercise is not None]
        assert len(steps) >= 2, f"{path.name} has {len(steps)} exercises"
        assert player.open(path)
        for i in steps:
            ex = lesson.steps[i].exercise
            player.go(i)
            qtbot.waitUntil(w.is_ready, timeout=120000)
            where = f"{path.name} step {i}"
            if ex.kind == "guess":
                masking = w.text_tab.presenter.masking
                assert masking.tokens[ex.blank] == ex.answer, where  # the true token at the blank
                assert ex.blank in masking.selected, where  # and it is a blank
                top = top_at(w, ex.blank)
                assert top is not None and len(top) == 5, where
                box.word.setText(ex.answer.removeprefix("##"))
                assert box.check() is True, where
                assert "the model's top-5: " + top[0][0] in box.feedback.text(), where
            elif ex.kind == "choice":
                wrong = [k for k in range(len(ex.options)) if k not in ex.correct][:1]
                _pick(box, wrong)
                assert box.check() is False, where
                _pick(box, ex.correct)
                assert box.check() is True, where
            elif ex.kind == "estimate":
                live = live_figures(w)[ex.figure]
                assert live is not None and abs(live - ex.expected) <= min(0.1, ex.tolerance), (where, live)
                box.number.setValue(ex.expected + ex.tolerance * 0.9)
                assert box.check() is True, where
                box.number.setValue(ex.expected + ex.tolerance * 1.5)
                assert box.check() is False, where
            else:
                assert box.check() is False, where  # the step as shown does not do the task already
                w.apply_lab_state(step_lab_state(ex.solution))
                qtbot.waitUntil(w.is_ready, timeout=120000)
                assert box.check() is True, (where, box.feedback.text())
            checked += 1
        saved = LessonProgress(default_progress_dir(), player.title(), path).steps("Ada")
        assert sorted(saved) == steps and all(saved[i].correct for i in steps), path.name
    assert checked >= 12
    # the guesses the brief asks for: one the bundled model gets right, one it gets wrong
    lesson1 = bundled_lessons()[0]
    assert player.open(lesson1)
    tops = {}
    for i in (0, 2):
        player.go(i)
        qtbot.waitUntil(w.is_ready, timeout=120000)
        ex = player.step.exercise
        tops[i] = (top_at(w, ex.blank)[0][0], ex.answer)
    assert tops[0][0] == tops[0][1] and tops[2][0] != tops[2][1], tops


def _lesson_file(tmp_path, text_model_dir) -> str:
    state = {"tab": "text", "models": {"text": str(text_model_dir)},
             "text": {"text": "the quick brown fox jumps over the lazy dog", "strategy": "manual", "manual": [2]}}
    image = {"tab": "image", "image": {"ratio": 0.5, "seed": 1}}
    steps = [
        {"title": "Guess", "state": state, "reveal": True,
         "exercise": {"kind": "guess", "blank": 2, "answer": "quick", "explanation": "It is quick."}},
        {"title": "Choose", "state": state,
         "exercise": {"kind": "choice", "options": ["one", "two", "three"], "correct": [0, 2]}},
        {"title": "Task", "state": image,
         "exercise": {"kind": "task", "condition": {"all": [{"field": "image.ratio", "above": 0.8},
                                                             {"figure": "image.psnr", "above": 0}]}}},
        {"title": "The end", "state": state},
    ]
    path = tmp_path / "quiz.mlmlesson"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "title": "Quiz", "steps": steps}))
    return str(path)


def test_an_exercise_is_checked_retried_revealed_kept_and_summed_up(qtbot, lab_window, tmp_path, progress_dir,
                                                                     text_model_dir):
    from PySide6.QtCore import Qt

    w = lab_window
    player, box = w.lessons.player, _box(w)
    asked = []
    box.ask_name = lambda title: asked.append(title) or "Bo"
    assert player.open(_lesson_file(tmp_path, text_model_dir))
    qtbot.waitUntil(w.is_ready, timeout=60000)
    assert box.isVisibleTo(w) and box.word.isVisibleTo(w) and box.heading.text() == "Guess the word"
    assert not box.answer.isVisibleTo(w)  # the answer waits for a right try or the reveal
    box.word.setText("slow")
    assert box.check() is False and "try again" in box.feedback.text()
    qtbot.waitUntil(lambda: fully_visible(box.feedback, w) and fully_visible(box.check_button, w))  # read where asked
    assert "top-5" not in box.feedback.text()  # a wrong guess gives nothing of the answer away
    box.word.setText("Quick")
    assert box.check() is True and box.feedback.text().startswith("Right: the blank is “quick”")
    assert "the model's top-5: " in box.feedback.text()  # right: shown against the model's
    assert box.answer.isVisibleTo(w) and "Answer: quick — It is quick." == box.answer.text()
    assert asked == ["Quiz"]  # the name is asked once (per app session: see test_lesson_teaching.py)

    player.next()
    assert len(box.choices) == 3 and box.choices[0].text() == "A." and box.choice_labels[0].text() == "one"
    assert type(box.choices[0]).__name__ == "QCheckBox"  # two right answers: check boxes
    qtbot.mouseClick(box.choice_labels[2], Qt.MouseButton.LeftButton)  # the words click their button
    assert box.choices[2].isChecked()
    box.choices[2].setChecked(False)
    _pick(box, [0])
    assert box.check() is False and "2 options are right" in box.feedback.text()
    box.show_answer()  # the reveal after a wrong try
    assert box.answer.text() == "Answer: A. one; C. three" and not box.show_button.isVisibleTo(w)

    player.next()
    qtbot.waitUntil(w.is_ready, timeout=60000)
    assert not box.inputs.isVisibleTo(w)
    assert box.check() is False and box.feedback.text().startswith("Not yet: the lab needs image.ratio above 0.8")
    w.state.image.ratio = 0.9  # the student moves the slider
    qtbot.waitUntil(w.is_ready, timeout=60000)
    assert box.check() is True and "image.psnr = " in box.feedback.text()

    player.next()  # the last step: the score per exercise
    assert box.summary.isVisibleTo(w) and not box.ex_part.isVisibleTo(w)
    summary = box.summary.text()
    assert "Your score (Bo): 2 of 3" in summary and "Step 2, Choose (choice): 1 try" in summary
    assert asked == ["Quiz"]

    files = list(progress_dir.iterdir())
    assert len(files) == 1 and not files[0].name.startswith(".")  # written, no temporary file left
    saved = json.loads(files[0].read_text())["students"]["Bo"]
    assert (saved["0"]["tries"], saved["0"]["correct"], saved["0"]["answer"]) == (2, True, "Quick")
    assert export_progress_to(w, tmp_path / "class.csv") == 3
    rows = list(csv.DictReader((tmp_path / "class.csv").open()))
    assert [(r["student"], r["step"], r["kind"], r["correct"]) for r in rows] == [
        ("Bo", "1", "guess", "1"), ("Bo", "2", "choice", "0"), ("Bo", "3", "task", "1")]
    assert w.last_message.startswith("Exported 3 answers to ")


def test_a_lesson_with_a_bad_exercise_is_refused_and_nothing_changes(qtbot, lab_window, tmp_path, text_model_dir):
    w = lab_window
    player = w.lessons.player
    raw = json.loads(open(_lesson_file(tmp_path, text_model_dir)).read())
    raw["steps"][1]["exercise"]["correct"] = [5]
    bad = tmp_path / "bad.mlmlesson"
    bad.write_text(json.dumps(raw))
    before = w.lab_state().to_dict()
    assert player.open(bad) is False and not player.is_open
    assert w.last_message.endswith("steps[1].exercise.correct[0]: must be a whole number from 0 to 2, got 5")
    assert w.lab_state().to_dict() == before


def test_the_teachers_handout_page_has_the_answer_and_the_students_has_not(qapp, tmp_path, text_model_dir):
    from mlm_lab.app.lessons.pdf import page_image

    lesson = load_lesson(_lesson_file(tmp_path, text_model_dir))
    for index, has_exercise in ((1, True), (3, False)):
        students, teachers = (page_image(lesson, index, None, answers=a) for a in (False, True))
        assert (students != teachers) == has_exercise, index


def test_the_cli_takes_answers_for_the_teachers_handout(tmp_path):
    import subprocess
    import sys

    bad = tmp_path / "bad.mlmlesson"
    bad.write_text(json.dumps({"format": FORMAT, "version": 1, "steps": [
        {"state": {"tab": "image"}, "exercise": {"kind": "guess", "blank": 1, "answer": "x"}}]}))
    done = subprocess.run([sys.executable, "-m", "mlm_lab", "lesson", str(bad), "--pdf", str(tmp_path / "t.pdf"),
                           "--answers"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and done.stderr.strip().count("\n") == 0, done.stderr
    assert "steps[0].exercise.kind: a guess is about a blank of the text tab" in done.stderr


def test_the_step_dialog_edits_an_exercise_as_fields_and_refuses_a_bad_one(qtbot, lab_window, tmp_path,
                                                                           text_model_dir):
    from mlm_lab.app.lessons.editor import StepDialog

    w = lab_window
    player, box = w.lessons.player, _box(w)
    assert player.open(_lesson_file(tmp_path, text_model_dir))
    player.go(1)
    dialog = StepDialog(player.step, w)
    qtbot.addWidget(dialog)
    dialog.show()
    fields = dialog.exercise_fields
    assert fields.kind.currentData() == "choice" and fields.correct_edit.text() == "A, C"
    assert fields.options_edit.isVisibleTo(dialog) and not fields.blank.isVisibleTo(dialog)
    fields.correct_edit.setText("A, E")
    dialog.ok_button.click()
    assert dialog.isVisible() and dialog.exercise_error.text() == "exercise.correct[1]: must be a whole number from 0 to 2, got 4"
    fields.options_edit.setPlainText("one\ntwo\nthree\nfour")
    fields.correct_edit.setText("d")
    fields.prompt_edit.setText("Pick four")
    dialog.ok_button.click()
    assert dialog.result() == StepDialog.DialogCode.Accepted
    player.edit_step(1, **dialog.values())
    assert player.step.exercise.correct == [3] and player.dirty
    assert box.choice_labels[-1].text() == "four" and box.prompt.text() == "Pick four"
    saved = player.save(tmp_path / "edited.mlmlesson")
    again = load_lesson(saved).steps[1].exercise
    assert (again.options, again.correct, again.prompt) == (["one", "two", "three", "four"], [3], "Pick four")

    player.go(2)  # a task: its condition is JSON text, checked on OK
    dialog = StepDialog(player.step, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.exercise_fields.condition_edit.setPlainText('{"figure": "image.psnr", "under": 3}')
    dialog.ok_button.click()
    assert dialog.isVisible() and "give exactly one of below, above, between" in dialog.exercise_error.text()
    dialog.exercise_fields.kind.setCurrentIndex(0)  # no exercise
    dialog.ok_button.click()
    player.edit_step(2, **dialog.values())
    assert player.step.exercise is None and not box.isVisibleTo(w)


def test_typing_in_the_answer_box_keeps_its_spaces_and_a_damaged_progress_file_is_kept(qtbot, lab_window, tmp_path,
                                                                                      progress_dir, text_model_dir):
    from PySide6.QtCore import Qt

    w = lab_window
    player, box = w.lessons.player, _box(w)
    w.settings.setValue(STUDENT_KEY, "Cy")
    path = _lesson_file(tmp_path, text_model_dir)
    assert player.open(path)
    qtbot.waitUntil(w.is_ready, timeout=60000)
    box.word.setFocus()
    qtbot.keyClicks(box.word, "qu ick")
    assert box.word.text() == "qu ick" and player.answer_hidden()  # Space typed a space; nothing revealed
    qtbot.keyClick(box.word, Qt.Key.Key_Return)  # Enter checks
    assert "Not “qu ick”" in box.feedback.text()
    progress_dir.mkdir(exist_ok=True)
    store = LessonProgress(progress_dir, player.title(), path)
    store.path.write_text("{ damaged")
    player.close()
    assert player.open(path)
    box.word.setText("quick")
    assert box.check() is None and w.last_message.startswith("Cannot read the saved answers: cannot read ")
    assert box.feedback.text().startswith("Not checked: the saved answers cannot be read")
    assert store.path.read_text() == "{ damaged"  # kept as it was, for the teacher to look at


def test_a_long_option_wraps_and_never_widens_the_narration(qtbot, lab_window, tmp_path, text_model_dir):
    w = lab_window
    player, box = w.lessons.player, _box(w)
    raw = json.loads(open(_lesson_file(tmp_path, text_model_dir)).read())
    raw["steps"][1]["exercise"]["options"][1] = "a very long option " * 12
    path = tmp_path / "long.mlmlesson"
    path.write_text(json.dumps(raw))
    assert player.open(path)
    player.go(1)
    area = w.lessons.panel.words_scroll
    qtbot.waitUntil(lambda: box.choice_labels[1].isVisible() and box.choice_labels[1].height() > 0)
    label = box.choice_labels[1]
    assert label.height() > 2 * label.fontMetrics().height()  # wrapped onto several lines
    assert area.widget().width() <= area.viewport().width() and not area.horizontalScrollBar().isVisible()


def test_an_estimate_is_checked_against_the_steps_own_view(qtbot, lab_window, tmp_path, progress_dir,
                                                            image_model_dir):
    from PySide6.QtCore import Qt

    w = lab_window
    player, box = w.lessons.player, _box(w)
    w.settings.setValue(STUDENT_KEY, "Di")
    step = {"title": "Estimate", "state": {"tab": "image", "models": {"image": str(image_model_dir)},
                                           "image": {"ratio": 0.5, "seed": 2}},
            "exercise": {"kind": "estimate", "figure": "image.psnr", "tolerance": 0.5}}
    path = tmp_path / "estimate.mlmlesson"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "title": "E", "steps": [step]}))
    assert player.open(path)
    qtbot.waitUntil(w.is_ready, timeout=60000)
    live = live_figures(w)["image.psnr"]
    assert box.number.suffix() == " dB"
    box.number.setValue(live + 0.4)
    assert box.check() is True
    w.state.image.ratio = 0.9  # the student moves the slider: the figure on screen is another view's
    qtbot.waitUntil(w.is_ready, timeout=60000)
    assert abs(live_figures(w)["image.psnr"] - live) > 0.01
    assert box.check() is None and box.feedback.text().startswith("The estimate is about this step's view")
    qtbot.waitUntil(w.is_ready, timeout=60000)
    assert w.state.image.ratio == 0.5 and live_figures(w)["image.psnr"] == pytest.approx(live, abs=1e-4)
    box.number.setValue(live - 0.6)
    qtbot.keyClick(box.number, Qt.Key.Key_Return)  # Enter checks (the spin box has the focus, not its line)
    assert "too low" in box.feedback.text()
    assert LessonProgress(progress_dir, "E", path).steps("Di")[0].tries == 2


def test_the_students_handout_keeps_an_exercises_answer_hidden_in_its_picture(qtbot, lab_window, tmp_path,
                                                                             text_model_dir):
    w = lab_window
    player = w.lessons.player
    assert player.open(_lesson_file(tmp_path, text_model_dir))
    hidden = {}
    for answers in (False, True):
        seen = hidden[answers] = []
        exporter = w.lessons.export_pdf(tmp_path / f"handout-{answers}.pdf", answers=answers)
        exporter.progress.connect(lambda n, total, seen=seen: seen.append(player.answer_hidden()))
        with qtbot.waitSignal(exporter.finished, timeout=120000):
            pass
    assert hidden[False][0] is True and hidden[True][0] is False  # step 1: a guess at a blank the model fills
    assert (tmp_path / "handout-False.pdf").stat().st_size > 0 and (tmp_path / "handout-True.pdf").stat().st_size > 0
