"""Playing and editing a lesson: which lesson is open, which step is shown, whether its answer
is revealed, and the edits not yet saved. No widgets here: the narration panel
(lesson_panel.py) shows this object and calls it; the window is its `host`.

Opening a lesson checks the whole file first (every step's state, its hide names against
the window's controls, the pictures and model folders it names); a bad file is one message
and nothing on screen changes. Showing a step hands its lab state to the window's one
entry point, `host.apply_lab_state`, so a step shows exactly what the same `.mlmlab` file
would: same tokens, same mask, same reconstruction. The models answer in the tabs' workers
(newest request wins), so moving through steps never waits for them.

The host is the main window; what this module uses of it:
    controls() -> {tab: control names}       lab_state() -> LabState (a copy of what is shown)
    apply_lab_state(state)                    is_presentation() -> bool
    set_answer_hidden(bool)                   show_message(text, level)
    ask(title, text) -> bool
"""

from __future__ import annotations

import copy
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.lessons.reveal import REVEAL_HINT
from mlm_lab.lab import LabStateError
from mlm_lab.lab.lesson import Lesson, LessonStep, lesson_title, load_lesson, save_lesson

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

__all__ = ["REVEAL_HINT", "LessonPlayer", "check_lesson_resources", "read_checked_lesson", "tab_controls"]


def check_lesson_resources(lesson: Lesson) -> None:
    """What the steps name outside the file: the pictures exist (sample names, files) and the
    model folders exist; no step hides every tab. Raises LabStateError naming the step's field."""
    from mlm_lab.app.window.lab_opener import check_hide
    from mlm_lab.lab.resources import check_model_sources, check_picture

    for i, step in enumerate(lesson.steps):
        state = step.lab_state()
        try:
            check_hide(state, {})
            check_model_sources(state.models)
            if state.tab == "image" or "image" in step.state:
                check_picture(state.image.source)  # a text file named .png is refused here, not at the step
            if state.tab == "features" or "sources" in (step.state.get("features") or {}):
                for k, source in enumerate(state.features.sources):
                    check_picture(source, f"features.sources[{k}]")
        except LabStateError as exc:
            raise LabStateError(f"steps[{i}].state.{exc}") from None


def tab_controls() -> dict[str, tuple[str, ...]]:
    """Each tab's control names (what a lesson may hide), declared with the tabs' states."""
    from mlm_lab.lab.document import tab_controls as declared

    return declared()


def read_checked_lesson(path: str | os.PathLike, controls: dict[str, tuple[str, ...]] | None = None,
                        language: str | None = None) -> Lesson:
    """Read `path` and check it as the window does before showing anything: the file, every
    step's state, its hide names (against `controls`, else the tabs' own), its pictures and
    model folders. Its words in `language` (default: the app's) where a translation file is
    beside it. Raises LabStateError (one line)."""
    if language is None:
        from mlm_lab.app.i18n import languages

        language = languages.current()
    lesson = load_lesson(path, controls=tab_controls() if controls is None else controls, language=language)
    check_lesson_resources(lesson)
    return lesson


class LessonPlayer(QObject):
    changed = Signal()  # the lesson, the step, the reveal or the saved/unsaved state changed

    def __init__(self, host, parent: QObject | None = None):
        super().__init__(parent)
        self.host = host
        self.lesson: Lesson | None = None
        self.path: Path | None = None  # where the lesson was read from / saved to
        self.index = 0  # the step shown
        self.revealed = True  # False while the step's answer is hidden
        self.dirty = False  # edits not saved yet

    # -- what is open ---------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.lesson is not None

    @property
    def step(self) -> LessonStep | None:
        return self.lesson.steps[self.index] if self.lesson else None

    @property
    def count(self) -> int:
        return len(self.lesson.steps) if self.lesson else 0

    def title(self) -> str:
        return lesson_title(self.lesson, self.path) if self.lesson else ""

    def is_bundled(self) -> bool:
        """The lesson came with the app (Save writes a copy elsewhere, not into the app's files)."""
        from mlm_lab.lab.lesson import bundled_lessons

        return self.path is not None and self.path.resolve() in {p.resolve() for p in bundled_lessons()}

    def answer_hidden(self) -> bool:
        return self.is_open and not self.revealed

    # -- opening and closing --------------------------------------------------------------
    def read(self, path: str | os.PathLike) -> Lesson:
        """Read and check `path` completely; raises LabStateError (one line) when it is bad."""
        return read_checked_lesson(path, self.host.controls())

    def open(self, path: str | os.PathLike) -> bool:
        """Open the lesson at `path` on its first step. A bad file shows one message and changes
        nothing (the lesson already open stays open). Returns whether it opened."""
        try:
            lesson = self.read(path)
        except LabStateError as exc:
            self.host.show_message(translate("Lessons", "Cannot open the lesson: {error}").format(error=core_text(exc)), "error")
            return False
        if not self._may_discard():
            return False
        self.start(lesson, Path(path))
        return True

    def start(self, lesson: Lesson, path: Path | None = None, index: int = 0) -> None:
        """Show `lesson` (already checked) from step `index`."""
        self.lesson, self.path, self.dirty = lesson, path, False
        self.go(index)

    def new_lesson(self, title: str = "") -> None:
        """Start a lesson whose first step is the view on screen now."""
        if not self._may_discard():
            return
        title = title or translate("Lessons", "Untitled lesson")
        self.lesson, self.path = Lesson(title, [self._capture(translate("Lessons", "The first step"))]), None
        self.index, self.revealed, self.dirty = 0, True, True
        self.host.set_answer_hidden(False)
        self.changed.emit()

    def close(self) -> bool:
        """Close the lesson (asks first when edits are unsaved); the view stays as it is."""
        if not self.is_open or not self._may_discard():
            return not self.is_open
        self.lesson, self.path, self.dirty, self.revealed = None, None, False, True
        self.host.set_answer_hidden(False)
        self.changed.emit()
        return True

    def _may_discard(self) -> bool:
        if not self.dirty:
            return True
        return self.host.ask(translate("Lessons", "Discard the lesson's changes?"),
                             translate("Lessons", "“{title}” has changes that are not saved. Discard them?").format(
                                 title=self.title()))

    # -- moving through the steps -----------------------------------------------------------
    def go(self, index: int) -> None:
        """Show step `index` (clamped): its lab state, and its answer hidden when it asks so."""
        if not self.lesson:
            return
        self.index = max(0, min(int(index), self.count - 1))
        step = self.lesson.steps[self.index]
        self.revealed = not step.reveal
        state = step.lab_state()
        state.presentation = self.host.is_presentation()  # the presenter's choice, not the file's
        self.host.set_answer_hidden(not self.revealed)
        self.host.apply_lab_state(state)
        self.changed.emit()

    def next(self) -> bool:
        if not self.lesson or self.index >= self.count - 1:
            return False
        self.go(self.index + 1)
        return True

    def back(self) -> bool:
        if not self.lesson or self.index <= 0:
            return False
        self.go(self.index - 1)
        return True

    def reveal(self) -> bool:
        """Show the hidden answer; False when there was none to show."""
        if not self.answer_hidden():
            return False
        self.revealed = True
        self.host.set_answer_hidden(False)
        self.changed.emit()
        return True

    # -- editing --------------------------------------------------------------------------
    def _capture(self, title: str) -> LessonStep:
        data = self.host.lab_state().to_dict()
        data["presentation"] = False  # presentation is the presenter's choice at play time
        return LessonStep(title=title, state=data)

    def add_current_view(self, title: str = "") -> int:
        """Add the view on screen as a new step after the current one; returns its index."""
        if not self.lesson:
            self.new_lesson()
            return 0
        at = self.index + 1
        self.lesson.steps.insert(at, self._capture(title or translate("Lessons", "Step {n}").format(n=at + 1)))
        self.index, self.revealed = at, True
        self.host.set_answer_hidden(False)
        self._edited()
        return at

    def update_from_view(self) -> None:
        """Replace the current step's lab state with the view on screen."""
        if self.step is not None:
            captured = self._capture(self.step.title)
            self.step.state = captured.state
            tab = captured.lab_state().tab
            if self.step.focus and self.step.focus.partition(".")[0] != tab:  # else the saved file would not load
                self.host.show_message(translate("Lessons", "The step now shows the {tab} tab: its focus ({focus}) was "
                                                 "on another tab and is cleared (Edit… sets a new one).").format(
                    tab=tab, focus=self.step.focus), "info", 8000)
                self.step.focus = ""
            self._edited()

    def edit_step(self, index: int, *, title: str, narration: str, question: str, reveal: bool,
                  exercise=False, focus: str | None = None, start_run: bool | None = None) -> None:
        """`exercise`: the step's new exercise (an exercises.Exercise, or None for none); False keeps it.
        `focus` ("tab.part" or "") and `start_run`: None keeps them."""
        step = self.lesson.steps[index]
        step.title, step.narration, step.question, step.reveal = title, narration, question, bool(reveal)
        if focus is not None:
            step.focus = focus
        if start_run is not None:
            step.start_run = bool(start_run)
        if exercise is not False:
            step.exercise = exercise
        if index == self.index and not reveal and not self.revealed:
            self.reveal()
        self._edited()

    def move(self, index: int, delta: int) -> int:
        """Move step `index` up (-1) or down (+1); returns its new index."""
        steps = self.lesson.steps
        to = index + delta
        if not 0 <= to < len(steps):
            return index
        steps[index], steps[to] = steps[to], steps[index]
        if self.index in (index, to):
            self.index = to if self.index == index else index
        self._edited()
        return to

    def duplicate(self, index: int) -> int:
        copy_ = copy.deepcopy(self.lesson.steps[index])
        self.lesson.steps.insert(index + 1, copy_)
        if self.index > index:
            self.index += 1
        self._edited()
        return index + 1

    def delete(self, index: int) -> bool:
        """Delete step `index`; a lesson keeps at least one step (False then)."""
        if self.count <= 1:
            self.host.show_message(translate("Lessons", "A lesson needs at least one step: add another before deleting this one."),
                                   "info", 6000)
            return False
        del self.lesson.steps[index]
        if index < self.index or self.index >= self.count:
            self.index = max(self.index - 1, 0)
        self._edited()
        return True

    def set_lesson_title(self, title: str) -> None:
        if self.lesson and title != self.lesson.title:
            self.lesson.title = title
            self._edited()

    def _edited(self) -> None:
        self.dirty = True
        self.changed.emit()

    def save(self, path: str | os.PathLike | None = None) -> Path:
        """Write the lesson (to `path`, or where it came from); raises OSError or ValueError."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError(translate("Lessons", "the lesson has no file yet: choose where to save it"))
        if self.lesson.language and self.path is not None and target.resolve() == self.path.resolve():
            raise ValueError(translate("Lessons", "This lesson is shown from its translation: saving it here would replace the English original. Save it under another name."))
        written = save_lesson(self.lesson, target)
        self.lesson.language, self.lesson.untranslated = "", []  # a lesson of its own now, in these words
        self.path, self.dirty = written, False
        self.changed.emit()
        return written
