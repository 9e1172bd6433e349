"""What the class sees of a lesson: a step as the host sends it, and the host's check of an answer.

A step goes out with its words (title, narration as text and as safe HTML, the question), its
lab state (a student's lab shows it), and its exercise without the answer (a guess's blank, a
choice's options, an estimate's figure): the key stays on the teacher's machine until the
teacher reveals the step. The host checks what it can check itself (a guessed word, the picked
options, an estimate against the live figure the teacher's lab measured or the author's
`expected`); a task is a condition on the student's own lab, so its verdict is the student's
lab's. No Qt, no network here.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from mlm_lab.classroom.protocol import ProtocolError
from mlm_lab.errors import msg, words
from mlm_lab.lab.exercises import FIGURES, Exercise, check_choice, check_estimate, check_guess, describe_condition
from mlm_lab.lab.lesson import Lesson, LessonStep, bundled_lessons, lesson_title, load_lesson
from mlm_lab.lab.narration import narration_html


def fingerprint(raw: bytes) -> str:
    """A lesson file's fingerprint: the first 16 hex digits of its SHA-256."""
    return hashlib.sha256(raw).hexdigest()[:16]


def find_lesson(name: str | None) -> Path:
    """A lesson by path, or a bundled one by its number or a part of its file name ("1", "fill-in").
    Raises FileNotFoundError naming what was asked for."""
    if not name:
        lessons = bundled_lessons()
        if not lessons:
            raise FileNotFoundError(words("no bundled lessons are installed"))
        return lessons[0]
    path = Path(name)
    if path.is_file():
        return path
    for lesson in bundled_lessons():
        if lesson.name.split("-", 1)[0] == name or (len(name) >= 3 and name.lower() in lesson.stem.lower()):
            return lesson
    raise FileNotFoundError(msg("{name}: no such lesson file, and no bundled lesson of that number or name "
                                "(bundled: {join_p_stem_for_p_in_bun})",
                                name=name, join_p_stem_for_p_in_bun=', '.join(p.stem for p in bundled_lessons())))


def read_lesson(path: str | Path) -> tuple[Lesson, bytes]:
    """The lesson as written (English) and its file's bytes (for the fingerprint)."""
    path = Path(path)
    lesson = load_lesson(path)
    from mlm_lab.lab.lesson import MAX_LESSON_BYTES
    from mlm_lab.userfiles import read_user_bytes

    return lesson, read_user_bytes(path, what="lesson file", max_bytes=MAX_LESSON_BYTES)


def public_exercise(ex: Exercise | None) -> dict | None:
    """The exercise as a student may see it before the reveal: what to do, never the key."""
    if ex is None:
        return None
    out: dict = {"kind": ex.kind, "prompt": ex.prompt}
    if ex.kind == "guess":
        out["blank"] = ex.blank
    elif ex.kind == "choice":
        out.update(options=list(ex.options), many=len(ex.correct) > 1)
    elif ex.kind == "estimate":
        what, unit = FIGURES[ex.figure]
        out.update(figure=ex.figure, what=what, unit=unit, tolerance=ex.tolerance)
    else:
        out["condition"] = describe_condition(ex.condition)
    return out


def step_frame(lesson: Lesson, index: int, *, revealed: bool, picture: str | None = None) -> dict:
    """The "step" frame for step `index`: its words, state and exercise; the key once revealed."""
    step: LessonStep = lesson.steps[index]
    frame = {"type": "step", "index": index, "count": len(lesson.steps), "lesson": lesson_title(lesson),
             "title": step.title or f"Step {index + 1}", "narration": step.narration,
             "narration_html": narration_html(step.narration), "question": step.question,
             "exercise": public_exercise(step.exercise), "state": step.state, "reveal": step.reveal,
             "revealed": revealed, "picture": picture}
    if revealed and step.exercise is not None:
        frame["key"] = step.exercise.key_text()
        frame["explanation"] = step.exercise.explanation
    return frame


def host_verdict(ex: Exercise | None, answer, client_correct: bool | None, client_feedback: str,
                 live: dict | None = None) -> tuple[bool | None, str, str]:
    """(correct, feedback, kind) for an answer to `ex`: checked here where the host can; the
    student's lab's own verdict for a task (and where the host has no figure to check against).
    An answer of the wrong type for the exercise is a ProtocolError (nothing is recorded)."""
    if ex is None:
        return None, "", "none"
    if ex.kind == "guess":
        if not isinstance(answer, str):
            raise ProtocolError("bad-answer", "this step's exercise takes a typed word")
        v = check_guess(ex, answer)
        return v.correct, v.feedback, ex.kind
    if ex.kind == "choice":
        if not isinstance(answer, list) or any(i >= len(ex.options) for i in answer):
            raise ProtocolError("bad-answer", f"this step's exercise takes option numbers from 0 to {len(ex.options) - 1}")
        v = check_choice(ex, answer)
        return v.correct, v.feedback, ex.kind
    if ex.kind == "estimate":
        if not isinstance(answer, float):
            raise ProtocolError("bad-answer", "this step's exercise takes a number")
        value = (live or {}).get(ex.figure, ex.expected)
        if value is None:
            return client_correct, client_feedback, ex.kind
        v = check_estimate(ex, answer, {ex.figure: value})
        return v.correct, v.feedback, ex.kind
    return client_correct, client_feedback or "Checked in the student's lab.", ex.kind


def bundled_name(path: Path) -> str | None:
    """The file name of a bundled lesson (a student's lab opens its own copy, in its own language)."""
    return path.name if any(p.resolve() == path.resolve() for p in bundled_lessons()) else None
