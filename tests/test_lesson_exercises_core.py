"""Exercises in lessons and the progress store, without Qt: the format's checks, the verdicts,
the condition language, the progress file and its CSV / JSON export."""

from __future__ import annotations

import csv
import io
import json

import pytest

from mlm_lab.lab import LabStateError
from mlm_lab.lab.document import LabState
from mlm_lab.lab.exercises import (
    NotReady,
    check_choice,
    check_estimate,
    check_guess,
    check_task,
    evaluate,
    parse_exercise,
)
from mlm_lab.lab.lesson import FORMAT, Lesson, parse_lesson_bytes
from mlm_lab.lab.progress import LessonProgress, collect_rows, export_progress, read_progress, rows_csv

TEXT_STATE = {"tab": "text", "text": {"text": "She looked at him.", "strategy": "manual", "manual": [2]}}
IMAGE_STATE = {"tab": "image", "image": {"ratio": 0.75}}


def lesson_with(exercise, state=None) -> bytes:
    step = {"title": "An exercise", "state": state or TEXT_STATE, "exercise": exercise}
    return json.dumps({"format": FORMAT, "version": 1, "title": "T", "steps": [step]}).encode()


@pytest.mark.parametrize("exercise, state, message", [
    ({"kind": "quiz"}, None, "steps[0].exercise.kind: must be one of guess, choice, estimate, task"),
    ({"kind": "guess", "answer": "him"}, None, "steps[0].exercise.blank: must be a whole number"),
    ({"kind": "guess", "blank": 3, "answer": "x"}, IMAGE_STATE, "steps[0].exercise.kind: a guess is about"),
    ({"kind": "choice", "options": ["a"], "correct": [0]}, None, "steps[0].exercise.options: must be a list of 2"),
    ({"kind": "choice", "options": ["a", "b"], "correct": [2]}, None, "steps[0].exercise.correct[0]: must be"),
    ({"kind": "choice", "options": ["a", "b"], "correct": []}, None, "steps[0].exercise.correct: name at least"),
    ({"kind": "choice", "options": ["a", "b"], "correct": [0], "blank": 1}, None,
     "steps[0].exercise.blank: not a field of a choice exercise"),
    ({"kind": "estimate", "figure": "image.psnrr", "tolerance": 1}, IMAGE_STATE,
     "steps[0].exercise.figure: no such live figure 'image.psnrr'"),
    ({"kind": "estimate", "figure": "image.psnr", "tolerance": -1}, IMAGE_STATE,
     "steps[0].exercise.tolerance: must be between 0"),
    ({"kind": "task", "condition": {"figure": "image.psnr", "under": 15}}, IMAGE_STATE,
     "steps[0].exercise.condition: give exactly one of below, above, between"),
    ({"kind": "task", "condition": {"all": [{"field": "image.stratgy", "is": "paint"}]}}, IMAGE_STATE,
     "steps[0].exercise.condition.all[0].field: no such state field 'image.stratgy'"),
    ({"kind": "task", "condition": {"all": []}}, IMAGE_STATE, "steps[0].exercise.condition.all: must be a non-empty"),
    ({"kind": "task", "condition": {"figure": "image.psnr", "between": [20, 10]}}, IMAGE_STATE,
     "steps[0].exercise.condition.between: the low end 20 is above"),
    ({"kind": "task", "condition": {"field": "image.ratio", "below": 0.5},
      "solution": {"tab": "image", "image": {"ratio": 2}}}, IMAGE_STATE,
     "steps[0].exercise.solution.image.ratio: must be between"),
])
def test_a_bad_exercise_is_one_message_naming_the_step_and_field(exercise, state, message):
    with pytest.raises(LabStateError) as err:
        parse_lesson_bytes(lesson_with(exercise, state))
    assert str(err.value).startswith(message), str(err.value)


def test_exercises_are_written_back_as_read():
    raw = [{"kind": "guess", "blank": 2, "answer": "at", "accept": ["At"], "prompt": "Which word?"},
           {"kind": "choice", "options": ["a", "b", "c"], "correct": [2, 0], "explanation": "Because."},
           {"kind": "estimate", "figure": "image.psnr", "tolerance": 1.5, "expected": 19.0},
           {"kind": "task", "condition": {"not": {"field": "tab", "is": "text"}}, "future": 1}]
    for exercise in raw:
        state = TEXT_STATE if exercise["kind"] == "guess" else IMAGE_STATE
        lesson = parse_lesson_bytes(lesson_with(exercise, state))
        again = Lesson.from_dict(json.loads(json.dumps(lesson.to_dict())))
        assert again.steps[0].exercise == lesson.steps[0].exercise
    assert lesson.steps[0].exercise.extra == {"future": 1}  # a newer file's keys are kept
    choice = parse_exercise(raw[1], tab="image")
    assert choice.correct == [0, 2] and choice.key_text() == "A. a; C. c"


def test_a_guess_is_scored_against_the_true_token_and_shown_against_the_top_5():
    ex = parse_exercise({"kind": "guess", "blank": 12, "answer": "word", "accept": ["words"]})
    top = [("word", 0.69), ("little", 0.11), ("bit", 0.05), ("moment", 0.03), ("thing", 0.02)]
    right = check_guess(ex, "  Word ", top)
    assert right.correct and right.answer == "Word"
    assert "the model's top-5: word 69%" in right.feedback and "yours is its #1" in right.feedback
    assert check_guess(ex, "words").correct
    wrong = check_guess(ex, "bit", top)
    assert not wrong.correct and "try again" in wrong.feedback
    assert "word" not in wrong.feedback and "top-5" not in wrong.feedback  # before the reveal: nothing of the answer
    assert "word" not in check_guess(ex, "glance", top).feedback
    revealed = check_guess(ex, "bit", top, revealed=True)  # once the answer is on screen: against the top-5
    assert not revealed.correct and "yours is its #3" in revealed.feedback and "word 69%" in revealed.feedback
    assert "not in its top-5" in check_guess(ex, "glance", top, revealed=True).feedback
    assert "\n" not in wrong.feedback and "\n" not in revealed.feedback  # one line


def test_a_choice_needs_exactly_the_right_options():
    ex = parse_exercise({"kind": "choice", "options": ["a", "b", "c"], "correct": [0, 2]})
    assert check_choice(ex, [2, 0]).correct
    assert not check_choice(ex, [0]).correct and "2 options are right" in check_choice(ex, [0]).feedback
    assert not check_choice(ex, [0, 1, 2]).correct
    assert check_choice(ex, []).feedback == "Pick an answer first."


def test_an_estimate_is_checked_against_the_live_figure_within_its_tolerance():
    ex = parse_exercise({"kind": "estimate", "figure": "image.psnr", "tolerance": 1.0}, tab="image")
    assert check_estimate(ex, 19.5, {"image.psnr": 20.3}).correct
    low = check_estimate(ex, 18.0, {"image.psnr": 20.3})
    assert not low.correct and "too low" in low.feedback
    with pytest.raises(NotReady):
        check_estimate(ex, 19.5, {"image.psnr": None})


def test_the_condition_language_reads_figures_and_state_fields():
    state = LabState.from_dict({"format": "mlm-lab-state", "version": 1, "tab": "image",
                                "image": {"strategy": "paint", "ratio": 0.5}})
    cond = {"all": [{"figure": "image.psnr", "below": 15}, {"field": "image.strategy", "is": "paint"}]}
    ex = parse_exercise({"kind": "task", "condition": cond}, tab="image")
    assert evaluate(cond, {"image.psnr": 12.0}, state)
    assert not evaluate(cond, {"image.psnr": 16.0}, state)
    assert evaluate({"any": [{"field": "tab", "is": "text"}, {"field": "image.ratio", "between": [0.4, 0.6]}]},
                    {}, state)
    assert evaluate({"not": {"field": "image.strategy", "in": ["random", "grid"]}}, {}, state)
    done = check_task(ex, {"image.psnr": 12.0}, state)
    assert done.correct and "image.psnr = 12" in done.feedback
    assert not check_task(ex, {"image.psnr": 16.0}, state).correct
    with pytest.raises(NotReady):
        check_task(ex, {}, state)


def test_progress_is_kept_per_lesson_and_survives_a_reopen(tmp_path):
    store = LessonProgress(tmp_path, "Fill in the blank", "1-fill.mlmlesson")
    store.record("Ada", 3, "Guess", "guess", "bit", False)
    store.record("Ada", 3, "Guess", "guess", "word", True)
    store.record("Ada", 3, "Guess", "guess", "bit", False)  # once right, it stays right
    store.record("Bo", 5, "Choose", "choice", "A", False)
    assert [p.name for p in tmp_path.iterdir()] == [store.path.name]  # no temporary file left
    again = LessonProgress(tmp_path, "Fill in the blank", "1-fill.mlmlesson")
    ada = again.steps("Ada")[3]
    assert (ada.answer, ada.correct, ada.tries) == ("bit", True, 3)
    summary = again.summary("Ada", [(3, "Guess", "guess"), (5, "Choose", "choice")])
    assert [(s["correct"], s["tries"]) for s in summary] == [(True, 3), (False, 0)]
    other = LessonProgress(tmp_path, "Fill in the blank", "another.mlmlesson")
    assert other.path != store.path and other.steps("Ada") == {}


def test_progress_exports_one_row_per_student_and_step(tmp_path):
    LessonProgress(tmp_path, "L1", "a.mlmlesson").record("Ada", 0, "One", "guess", "word, really", True)
    LessonProgress(tmp_path, "L2", "b.mlmlesson").record("Bo", 2, "Two", "estimate", "19", False)
    (tmp_path / "broken.progress.json").write_text("{not json")
    rows, bad = collect_rows(tmp_path)
    assert [(r["student"], r["lesson"], r["step"], r["kind"]) for r in rows] == [
        ("Ada", "L1", 1, "guess"), ("Bo", "L2", 3, "estimate")]
    assert len(bad) == 1 and "broken.progress.json" in bad[0]
    table = list(csv.DictReader(io.StringIO(rows_csv(rows))))
    assert table[0]["answer"] == "word, really" and table[0]["correct"] == "1" and table[1]["correct"] == "0"
    assert list(table[0]) == ["student", "lesson", "step", "title", "kind", "answer", "correct", "tries", "time"]
    written, count, _ = export_progress(tmp_path / "out" / "class.json", tmp_path)
    assert count == 2 and json.loads(written.read_text())["rows"][1]["answer"] == "19"
    written, _, _ = export_progress(tmp_path / "class.csv", tmp_path)
    assert written.read_text().splitlines()[0].startswith("student,lesson,step")


def test_a_damaged_progress_file_is_refused_in_one_line(tmp_path):
    path = tmp_path / "x.progress.json"
    path.write_text(json.dumps({"format": "mlm-lab-progress", "version": 1, "students": {"Ada": {"1": 5}}}))
    with pytest.raises(ValueError, match="students.Ada holds a step that is not a record"):
        read_progress(path)


def test_a_handout_prints_the_question_and_only_the_teachers_copy_the_answer():
    from mlm_lab.lab.exercises import printed_lines

    choice = parse_exercise({"kind": "choice", "prompt": "Which?", "options": ["a", "b"], "correct": [1],
                             "explanation": "B is right."})
    students = printed_lines(choice)
    assert students[:3] == ["Exercise (choose one answer): Which?", "A. a", "B. b"]
    assert not any("Answer:" in line for line in students) and students[-1].startswith("Your answer: ___")
    assert printed_lines(choice, answers=True)[-1] == "Answer: B. b — B is right."
    estimate = parse_exercise({"kind": "estimate", "figure": "image.psnr", "tolerance": 1.5, "expected": 19.7},
                              tab="image")
    assert printed_lines(estimate)[0] == "Exercise (estimate PSNR over the hidden patches (within ± 1.5))"
    assert printed_lines(estimate, answers=True)[-1] == "Answer: 19.7 dB (± 1.5), PSNR over the hidden patches"
    task = parse_exercise({"kind": "task", "condition": {"figure": "image.psnr", "below": 15}}, tab="image")
    assert printed_lines(task)[-1] == "The lab checks: image.psnr below 15 dB"


def test_an_estimate_is_about_the_steps_own_view():
    from mlm_lab.lab.exercises import same_view

    def state(**image):
        return LabState.from_dict({"format": "mlm-lab-state", "version": 1, "tab": "image", "image": image})

    step = state(ratio=0.9, seed=0)
    assert same_view(state(ratio=0.9, seed=0), step, "image.psnr")
    assert not same_view(state(ratio=0.75, seed=0), step, "image.psnr")
    assert not same_view(state(ratio=0.9, seed=1), step, "image.psnr")
    other_model = state(ratio=0.9, seed=0)
    other_model.models["image"] = "/somewhere/else"
    assert not same_view(other_model, step, "image.psnr")
