"""A lesson: an ordered list of prepared views of the lab, each with a few sentences to say.

A lesson is its own small JSON file, `.mlmlesson` (format "mlm-lab-lesson", version 1):

    {
      "format": "mlm-lab-lesson", "version": 1,
      "title": "Why MAE hides 75 % of an image",
      "author": "A. Teacher",                          # optional
      "description": "Six steps, ten minutes.",       # optional
      "steps": [
        {
          "title": "Three quarters hidden",
          "narration": "The MAE paper hides **75 %** of the patches ...",   # narration.py's Markdown
          "state": {"tab": "image", "image": {"ratio": 0.75, "seed": 0}},  # a lab state, full or partial
          "question": "What will the hidden patches look like?",           # optional
          "reveal": true,                                                  # hide the answer until revealed
          "focus": "image.panels",     # optional: the part the narration talks about (scrolled into sight)
          "start_run": false,          # optional: Space starts / stops the training run on this step
          "exercise": {"kind": "choice", "options": ["..."], "correct": [0]}  # optional: exercises.py
        }
      ]
    }

Why a file of its own and not a `.mlmlab` version 2 with `steps`: a lesson is a different
document (a sequence with words) from a lab state (one view), so its own suffix lets a file
dialog, a drag and drop and `mlm-lab lesson FILE` tell them apart, and an app that only
knows lab states refuses a lesson by its format instead of opening its first view silently.
Each step's `state` is exactly what a `.mlmlab` file holds, with "format" and "version"
optional; the parts it leaves out take a fresh lab's values (not the previous step's), so a
step shows the same view whichever way the presenter got to it.

The whole file is checked when it is read, every step's state included, with the lab
state's own checks (`LabState.from_dict`); a problem is one LabStateError naming the field,
e.g. "steps[3].state.image.ratio: must be between 0 and 0.95, got 1.5" (steps count from 0,
as in the file). Keys this version does not know, at the top and in each step, are kept and
written back; a step's state is written back as it was read. Checked with the app's controls
(as the app and `mlm-lab lesson` do), a step's state may not hold settings this version does
not know, as its hide list may not name controls that hide nothing: a mistyped setting
("mask_prob" for "mask") would otherwise silently do nothing in front of a class. No Qt in
this module.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import mlm_lab.lab.checks as checks
from mlm_lab.atomic import write_json_atomic
from mlm_lab.errors import msg, words
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.document import FORMAT as STATE_FORMAT
from mlm_lab.lab.document import KNOWN_KEYS as STATE_KEYS
from mlm_lab.lab.document import VERSION as STATE_VERSION
from mlm_lab.lab.document import (
    LabState,
    decode_json_bytes,
    ignored_settings,
    read_small_file,
    rebase_paths,
    shown_name,
    unknown_hide_names,
)
from mlm_lab.lab.exercises import Exercise, parse_exercise
from mlm_lab.lab.lesson_translation import translate_lesson

FORMAT = "mlm-lab-lesson"
VERSION = 1
SUFFIX = ".mlmlesson"
MAX_LESSON_BYTES = 2_000_000  # a lesson of eight steps is about 10 kB
MAX_STEPS = 100
TITLE_LIMIT = 200  # characters of a lesson's or a step's title
NARRATION_LIMIT = 10_000  # a step's narration: a few paragraphs, not a chapter
QUESTION_LIMIT = 1_000
KNOWN_KEYS = ("format", "version", "title", "author", "description", "steps")
STEP_KEYS = ("title", "narration", "state", "question", "reveal", "focus", "start_run", "exercise")
# what a step's "focus" may name, per tab: the part of the view its narration talks about
FOCUS_PARTS = {
    "text": ("chips", "views"),  # the token chips (with the model's top-5 under the masked ones), the views below
    "image": ("panels", "controls"),  # the reconstruction panels, the control panel
    "training": ("form", "plots", "runs", "snapshots"),
    "features": ("maps", "probe"),
    "generate": ("rows",),
}
KIND = words("a lesson")


@dataclass
class LessonStep:
    title: str = ""  # shown above the narration ("" shows "Step n")
    narration: str = ""  # plain text or the Markdown subset of mlm_lab.lab.narration
    state: dict = field(default_factory=dict)  # the view, as a .mlmlab dict (full or partial), as the file holds it
    question: str = ""  # a question for the room ("" for none)
    reveal: bool = False  # True: the model's answer stays hidden until the presenter reveals it
    focus: str = ""  # "tab.part" of FOCUS_PARTS: what the narration talks about ("" for none)
    start_run: bool = False  # True: Space starts / stops the training run here (otherwise Space only reveals)
    exercise: Exercise | None = None  # a question the lab checks (mlm_lab.lab.exercises), or None
    extra: dict = field(default_factory=dict)  # keys of a newer file, kept as they were

    def lab_state(self) -> LabState:
        """The checked lab state this step shows (the parts it leaves out take a fresh lab's values)."""
        return step_lab_state(self.state)

    def to_dict(self) -> dict:
        out = {"title": self.title, "narration": self.narration, "state": self.state}
        if self.question:
            out["question"] = self.question
        out["reveal"] = bool(self.reveal)
        if self.focus:
            out["focus"] = self.focus
        if self.start_run:
            out["start_run"] = True
        if self.exercise is not None:
            out["exercise"] = self.exercise.to_dict()
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    @classmethod
    def from_dict(cls, data, *, name: str = "steps[0]", controls: dict | None = None) -> LessonStep:
        if not isinstance(data, dict):
            raise LabStateError(msg("{name}: a step must be a JSON object, got {checks_show_data}",
                                    name=name, checks_show_data=checks.show(data)))
        if "state" not in data:
            raise LabStateError(msg("{name}.state: missing; every step holds the lab state it shows", name=name))
        step = cls(
            title=checks.string(f"{name}.title", data.get("title", ""), limit=TITLE_LIMIT),
            narration=checks.string(f"{name}.narration", data.get("narration", ""), limit=NARRATION_LIMIT),
            state=data["state"],
            question=checks.string(f"{name}.question", data.get("question", ""), limit=QUESTION_LIMIT),
            reveal=checks.boolean(f"{name}.reveal", data.get("reveal", False)),
            focus=checks.string(f"{name}.focus", data.get("focus", ""), limit=TITLE_LIMIT),
            start_run=checks.boolean(f"{name}.start_run", data.get("start_run", False)),
            extra={k: v for k, v in data.items() if k not in STEP_KEYS},
        )
        state = step_lab_state(step.state, name=f"{name}.state", controls=controls)
        check_focus(step.focus, state.tab, name=f"{name}.focus")
        if data.get("exercise") is not None:
            step.exercise = parse_exercise(data["exercise"], name=f"{name}.exercise", tab=state.tab)
            if step.exercise.solution is not None:  # a state that satisfies a task: checked as a step's
                step_lab_state(step.exercise.solution, name=f"{name}.exercise.solution", controls=controls)
        return step


@dataclass
class Lesson:
    title: str = ""  # "" shows the file's name
    steps: list[LessonStep] = field(default_factory=list)
    author: str = ""
    description: str = ""
    extra: dict = field(default_factory=dict)  # top-level keys of a newer file, kept as they were
    language: str = ""  # "" as written; else the language of the translation shown (lesson_translation)
    untranslated: list[int] = field(default_factory=list)  # steps a translation left in English

    def to_dict(self) -> dict:
        out: dict = {"format": FORMAT, "version": VERSION, "title": self.title}
        if self.author:
            out["author"] = self.author
        if self.description:
            out["description"] = self.description
        out["steps"] = [step.to_dict() for step in self.steps]
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out

    @classmethod
    def from_dict(cls, data, *, controls: dict | None = None) -> Lesson:
        """Check a whole lesson, every step's state included. `controls` (tab -> its control
        names, as the app's tabs list them) also refuses hide names that hide nothing."""
        if not isinstance(data, dict):
            raise LabStateError(words("a lesson must be a JSON object"))
        fmt = data.get("format")
        if fmt == STATE_FORMAT:
            raise LabStateError(words("format: this is a lab state (.mlmlab), not a lesson; open it as a lab file"))
        if fmt != FORMAT:
            raise LabStateError(msg("format: not an MLM Lab lesson (format is {checks_show_fmt}, expected {format!r})",
                                    checks_show_fmt=checks.show(fmt), format=FORMAT))
        version = data.get("version")
        if not checks.is_int(version) or not 1 <= version <= VERSION:
            raise LabStateError(msg("version: this app reads lesson version {version}, got {checks_show_version}",
                                    version=VERSION, checks_show_version=checks.show(version)))
        steps = data.get("steps")
        if not isinstance(steps, list):
            raise LabStateError(msg("steps: must be a list of steps, got {checks_show_steps}",
                                    checks_show_steps=checks.show(steps)))
        if not steps:
            raise LabStateError(words("steps: a lesson needs at least one step"))
        if len(steps) > MAX_STEPS:
            raise LabStateError(msg("steps: {len_steps} steps; a lesson holds at most {max_steps}",
                                    len_steps=len(steps), max_steps=MAX_STEPS))
        return cls(
            title=checks.string("title", data.get("title", ""), limit=TITLE_LIMIT),
            author=checks.string("author", data.get("author", ""), limit=TITLE_LIMIT),
            description=checks.string("description", data.get("description", ""), limit=NARRATION_LIMIT),
            steps=[LessonStep.from_dict(s, name=f"steps[{i}]", controls=controls) for i, s in enumerate(steps)],
            extra={k: v for k, v in data.items() if k not in KNOWN_KEYS},
        )


def check_focus(focus: str, tab: str, *, name: str = "focus") -> None:
    """A step's focus names a part of the tab the step shows ("text.chips"), or is ""."""
    if not focus:
        return
    part_tab, _, part = focus.partition(".")
    if part_tab not in FOCUS_PARTS or part not in FOCUS_PARTS[part_tab]:
        known = ", ".join(f"{t}.{p}" for t, parts in FOCUS_PARTS.items() for p in parts)
        raise LabStateError(msg("{name}: no such part {focus!r} (one of {known})", name=name, focus=focus, known=known))
    if part_tab != tab:
        raise LabStateError(msg("{name}: {focus!r} is on the {part_tab} tab, but the step shows the {tab} tab",
                                name=name, focus=focus, part_tab=part_tab, tab=tab))


def step_lab_state(data, *, name: str = "state", controls: dict | None = None) -> LabState:
    """A step's state (a .mlmlab dict; "format" and "version" may be left out) -> a checked
    LabState, every message prefixed with `name` ("steps[3].state.image.ratio: ...")."""
    if not isinstance(data, dict):
        raise LabStateError(msg("{name}: must be a lab state (a JSON object), got {checks_show_data}",
                                name=name, checks_show_data=checks.show(data)))
    full = data if "format" in data else {"format": STATE_FORMAT, "version": STATE_VERSION, **data}
    try:
        state = LabState.from_dict(full)
    except LabStateError as exc:
        raise LabStateError(msg("{name}.{exc}", name=name, exc=exc)) from None
    if controls is not None:  # a lesson is checked strictly: a mistyped setting would silently do nothing
        typos = checks.unknown_keys("", full, STATE_KEYS) + ignored_settings(full)
        if typos:
            raise LabStateError(msg("{name}: no such setting: {join_typos}", name=name, join_typos=', '.join(typos)))
        unknown = unknown_hide_names(state.hide, controls)
        if unknown:
            raise LabStateError(msg("{name}.hide: {join_map_repr_unknown} hides nothing "
                                    "(no such tab or control)",
                                    name=name, join_map_repr_unknown=', '.join(map(repr, unknown))))
    return state


def _rebased_step(i: int, step, folder: str | os.PathLike):
    """Step `i` with its state's relative paths read from the lesson's `folder` (`rebase_paths`);
    a path that leads out of it is refused naming the step's field (steps[2].state.image.source)."""
    if not isinstance(step, dict) or "state" not in step:
        return step
    try:
        return {**step, "state": rebase_paths(step["state"], folder, kind=words("lesson file"))}
    except LabStateError as exc:
        raise LabStateError(msg("steps[{i}].state.{exc}", i=i, exc=exc)) from None


def parse_lesson_bytes(raw: bytes, name: str = words("the lesson file"), *, controls: dict | None = None,
                       folder: str | os.PathLike | None = None) -> Lesson:
    """Bytes of a .mlmlesson file -> a checked Lesson; every problem is one LabStateError.
    `folder`: the file's folder, which relative picture and model paths in its steps name."""
    data = decode_json_bytes(raw, name, kind=KIND, max_bytes=MAX_LESSON_BYTES)
    if folder is not None and isinstance(data, dict) and isinstance(data.get("steps"), list):
        data = {**data, "steps": [_rebased_step(i, st, folder) for i, st in enumerate(data["steps"])]}
    try:
        return Lesson.from_dict(data, controls=controls)
    except RecursionError:
        raise LabStateError(msg("{name} is nested too deeply to be {kind}", name=name, kind=KIND)) from None


def load_lesson(path: str | os.PathLike, *, controls: dict | None = None, language: str | None = None) -> Lesson:
    """Read and check a .mlmlesson file; any problem raises LabStateError with a one-line reason.
    `language` ("de", ...): its words from the translation file beside it when there is one
    (mlm_lab.lab.lesson_translation); the lesson as written otherwise."""
    path = Path(path)
    raw = read_small_file(path, MAX_LESSON_BYTES, kind=words("lesson file"), what=KIND)
    lesson = parse_lesson_bytes(raw, shown_name(path.name), controls=controls, folder=path.absolute().parent)
    return translate_lesson(lesson, path, language)


def save_lesson(lesson: Lesson, path: str | os.PathLike) -> Path:
    """Write `lesson` to `path` atomically (adds .mlmlesson when the name has no suffix)."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    return write_json_atomic(path, lesson.to_dict())


def bundled_lessons() -> list[Path]:
    """The lessons shipped in resources/lessons, in the order their file names give."""
    from mlm_lab.resources import resources_dir

    folder = resources_dir() / "lessons"
    return sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []


def lesson_title(lesson: Lesson, path: str | os.PathLike | None = None) -> str:
    """What a menu or a window title calls the lesson: its title, else its file's name."""
    return lesson.title or (Path(path).stem if path else "Untitled lesson")
