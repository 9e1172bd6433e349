"""The exercise of a lesson step, played in the narration panel: an answer box (guess), choice
buttons, a number box (estimate) or nothing to fill in (task), a Check button, one line of
feedback, retries, and the answer once it is right or revealed. At the lesson's last step it
shows the student's score per exercise.

Checking reads what the lab computed for the view on screen and the window's lab state
(exercise_check.py: `live_figures`, the Image tab's PSNR and SSIM, the Text tab's loss and
accuracy; `lab_verdict`, mlm_lab.lab.exercises's verdict on the answer); this module reads the
answer from its inputs and shows the verdict. Every Check is written at once to the lesson's
progress file (mlm_lab.lab.progress, atomically), under the student's name: the settings'
"lessons/student", else asked once per app session (at the first Check) and kept on the window.
The editor's fields for an exercise are in
exercise_fields.py (ExerciseFields, importable from here as before).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import Context
from mlm_lab.app.lessons.exercise_check import OtherView, lab_verdict, live_figures, top_at
from mlm_lab.app.lessons.exercise_fields import KIND_NAMES, ExerciseFields
from mlm_lab.app.looks.widgets import FittedScroll
from mlm_lab.lab.exercises import FIGURES, NotReady
from mlm_lab.lab.progress import LessonProgress, ProgressError, default_progress_dir

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

Lessons = Context("Lessons")  # Lessons.tr(text, "", n): a text with a plural (%n)
STUDENT_KEY = "lessons/student"  # the settings' student name (a student's own computer)
SESSION_STUDENT = "lesson_student"  # the main window's attribute: the name given in this app session
NOT_READY = QT_TRANSLATE_NOOP("Lessons", "the answer for this view")  # exercise_check.py's NotReady, shown translated


def tries_text(n: int) -> str:
    """'1 try', '3 tries' in the window's language (two sources: English's singular is not an (s))."""
    return Lessons.tr("%n try", "", n) if n == 1 else Lessons.tr("%n tries", "", n)


def step_name(index: int, title: str = "") -> str:
    """A step's title, or 'Step 3' for a step without one."""
    return title or translate("Lessons", "Step {number}").format(number=index + 1)


class ChoiceLabel(QLabel):
    """An option's words, wrapped (a long option never widens the narration); a click on them
    clicks its button."""

    def __init__(self, text: str, button: QAbstractButton):
        super().__init__(text)
        self.button = button
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event) -> None:
        self.button.click()
        event.accept()


class _Note(QLabel):
    """A label shown only while it has words."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))


class ExerciseBox(QFrame):
    """Shows the player's current step's exercise (hidden on a step without one)."""

    # a checked and recorded answer: (step index, the answer as given: the typed word, the picked
    # option indices, the number, or for a task the verdict's words; right or not, the feedback)
    checked = Signal(int, object, object, str)

    def __init__(self, player, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exerciseBox")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.player = player
        self.student = ""  # asked once per app session (or the settings')
        self.progress: LessonProgress | None = None
        self._progress_for = None  # the (lesson, path) the progress file belongs to
        self._index = None  # (step, its exercise) the inputs were built for
        self._shown: set[int] = set()  # steps whose answer was shown (revealed or right)
        self.ask_name = self._ask_name  # (lesson title) -> name or "": a dialog
        self.heading = QLabel()
        self.heading.setObjectName("exerciseHeading")
        self.prompt = QLabel()
        self.prompt.setObjectName("exercisePrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.inputs = QWidget()
        self.inputs_layout = QVBoxLayout(self.inputs)
        self.inputs_layout.setContentsMargins(0, 0, 0, 0)
        self.word = QLineEdit()
        self.word.setPlaceholderText(translate("Lessons", "Type a word"))
        self.word.setMaxLength(100)
        self.word.returnPressed.connect(self.check)
        self.number = QDoubleSpinBox()
        self.number.setRange(-1e6, 1e6)
        self.number.setDecimals(2)
        self.number.setKeyboardTracking(False)
        self.number.lineEdit().returnPressed.connect(self.check)  # Enter checks, as in the word box
        self.choices: list[QAbstractButton] = []
        self.choice_labels: list[QLabel] = []
        self.group: QButtonGroup | None = None
        self.check_button = QPushButton(translate("Lessons", "Check"))
        self.check_button.setToolTip(translate("Lessons", "Check the answer (retries allowed)"))
        self.check_button.clicked.connect(self.check)
        self.show_button = QPushButton(translate("Lessons", "Show the answer"))
        self.show_button.clicked.connect(self.show_answer)
        self.feedback = _Note()  # hidden while empty: an empty line under the buttons cut the options above
        self.feedback.setObjectName("exerciseFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.answer = QLabel()
        self.answer.setObjectName("exerciseAnswer")
        self.answer.setWordWrap(True)
        self.answer.setTextFormat(Qt.TextFormat.PlainText)
        self.summary = QLabel()
        self.summary.setObjectName("exerciseSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)  # names escaped
        # what is asked (and the score) scrolls where the panel is short; the buttons, the feedback
        # and the answer under it never do: Check and Show the answer are always in sight
        self.ex_part = QWidget()
        part = QVBoxLayout(self.ex_part)
        part.setContentsMargins(0, 0, 0, 0)
        for w in (self.heading, self.prompt, self.inputs):
            part.addWidget(w)
        body = QWidget()
        body.setObjectName("exerciseBody")
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(self.ex_part)
        body_layout.addWidget(self.summary)
        body_layout.addStretch(1)
        self.body_scroll = FittedScroll(body)
        self.pinned = QWidget()
        self.pinned.setObjectName("exerciseButtons")
        pinned = QVBoxLayout(self.pinned)
        pinned.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        pinned.addLayout(buttons)
        pinned.addWidget(self.feedback)
        pinned.addWidget(self.answer)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body_scroll, 1)
        layout.addWidget(self.pinned)
        self.setStyleSheet("QLabel#exerciseHeading { font-weight: 700; }"
                           "QLabel#exerciseAnswer { color: #0a5c2b; font-weight: 600; }")
        player.changed.connect(self.refresh)
        self.refresh()

    # -- what is shown ------------------------------------------------------------------------
    @property
    def exercise(self):
        step = self.player.step
        return step.exercise if step is not None else None

    def main_window(self):  # the main window (the player's host is a WindowHost)
        return getattr(self.player.host, "window", None)

    def refresh(self) -> None:
        p = self.player
        key = (id(p.lesson), p.path) if p.is_open else None
        if key != self._progress_for:  # another lesson: its own progress; the student of this app session
            self._progress_for, self.progress, self._index = key, None, None
            self.student = self._known_student()
            self._shown = set()
        ex = self.exercise
        if ex is not None and (p.index, id(ex)) != self._index:  # another step, or its exercise edited
            self._build(ex)
        self._index = (p.index, id(ex)) if ex is not None else None
        self.ex_part.setVisible(ex is not None)
        self.pinned.setVisible(ex is not None)
        if ex is not None:
            self._show_answer_state()
        self._refresh_summary()
        self.setVisible(ex is not None or bool(self.summary.text()))

    def _build(self, ex) -> None:
        while self.inputs_layout.count():
            item = self.inputs_layout.takeAt(0)
            if item.widget() is not None and item.widget() not in (self.word, self.number):
                item.widget().deleteLater()
        self.word.hide()
        self.number.hide()
        if self.group is not None:
            self.group.deleteLater()
        self.choices, self.group = [], None
        self.heading.setText(translate("Lessons", KIND_NAMES[ex.kind]))
        self.prompt.setText(ex.prompt or self.player.step.question or "")
        self.prompt.setVisible(bool(self.prompt.text()))
        if ex.kind == "guess":
            self.word.clear()
            self.inputs_layout.addWidget(self.word)
            self.word.show()
        elif ex.kind == "choice":
            many = len(ex.correct) > 1
            self.group = QButtonGroup(self)
            self.group.setExclusive(not many)
            self.choice_labels = []
            for i, text in enumerate(ex.options):  # the letter on the button, the words wrapped beside it
                row = QWidget()
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                button = (QCheckBox if many else QRadioButton)(f"{chr(65 + i)}.")
                button.setAccessibleName(f"{chr(65 + i)}. {text}")
                label = ChoiceLabel(text, button)
                line.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
                line.addWidget(label, 1)
                self.group.addButton(button, i)
                self.inputs_layout.addWidget(row)
                self.choices.append(button)
                self.choice_labels.append(label)
        elif ex.kind == "estimate":
            unit = FIGURES[ex.figure][1]
            self.number.setSuffix(f" {unit}" if unit else "")
            self.number.setValue(0.0)
            self.inputs_layout.addWidget(self.number)
            self.number.show()
        self.inputs.setVisible(ex.kind != "task")
        self.feedback.setText("")
        recorded = self.progress.steps(self.student).get(self.player.index) if self.progress and self.student else None
        if recorded is not None:
            verdict = translate("Lessons", "right") if recorded.correct else translate("Lessons", "not right yet")
            self.feedback.setText(translate("Lessons", "Your last answer: {answer} ({verdict}, {tries}).").format(
                answer=recorded.answer, verdict=verdict, tries=tries_text(recorded.tries)))

    def answer_shown(self) -> bool:
        """The step's answer is on screen: revealed, or given by a right try or Show the answer."""
        p = self.player
        return p.is_open and (p.index in self._shown or (p.step.reveal and p.revealed))

    def _show_answer_state(self) -> None:
        ex = self.exercise
        shown = self.answer_shown()
        self.answer.setText(translate("Lessons", "Answer: {answer}").format(answer=ex.key_text())
                            + (f" — {ex.explanation}" if ex.explanation else "") if shown else "")
        self.answer.setVisible(shown)
        self.show_button.setVisible(not shown)

    def _exercise_steps(self) -> list[tuple[int, str, str]]:
        steps = self.player.lesson.steps if self.player.is_open else []
        return [(i, step_name(i, s.title), s.exercise.kind) for i, s in enumerate(steps) if s.exercise]

    def _refresh_summary(self) -> None:
        p = self.player
        steps = self._exercise_steps()
        if not p.is_open or p.index != p.count - 1 or not steps:
            self.summary.setText("")
            self.summary.hide()
            return
        rows = self.progress.summary(self.student, steps) if self.progress and self.student else \
            [{"step": i, "title": t, "kind": k, "correct": False, "tries": 0} for i, t, k in steps]
        right = sum(r["correct"] for r in rows)
        score = (translate("Lessons", "Your score ({student}): {right} of {total}") if self.student
                 else translate("Lessons", "Your score: {right} of {total}"))
        lines = [f"<b>{score.format(student=html.escape(self.student), right=right, total=len(rows))}</b>"]
        for r in rows:
            mark = "✓" if r["correct"] else ("✗" if r["tries"] else "–")
            tries = tries_text(r["tries"]) if r["tries"] else translate("Lessons", "not answered")
            lines.append(mark + " " + translate("Lessons", "Step {number}, {title} ({kind}): {tries}").format(
                number=r["step"] + 1, title=html.escape(r["title"]), kind=r["kind"], tries=tries))
        self.summary.setText("<br>".join(lines))
        self.summary.show()

    # -- checking -------------------------------------------------------------------------------
    def _ask_name(self, title: str) -> str:
        name, ok = QInputDialog.getText(self, translate("Lessons", "Your name"),
                                        translate("Lessons", "Your name, for the answers to “{title}”:").format(title=title))
        return name.strip()[:100] if ok else ""

    def _known_student(self) -> str:
        """The student's name without asking: the settings' (a student's own computer), else the one
        given earlier in this app session (kept on the window, for every lesson opened in it)."""
        window = self.main_window()
        settings = getattr(window, "settings", None)
        name = str(settings.value(STUDENT_KEY, "") or "").strip() if settings is not None else ""
        return name or str(getattr(window, SESSION_STUDENT, "") or "")

    def _ensure_student(self) -> bool:
        """The name is asked once per app session (the first Check), not once per lesson."""
        if self.student:
            return True
        self.student = self._known_student() or self.ask_name(self.player.title())
        window = self.main_window()
        if self.student and window is not None:
            setattr(window, SESSION_STUDENT, self.student)
        return bool(self.student)

    def _ensure_progress(self) -> bool:
        if self.progress is not None:
            return True
        try:
            self.progress = LessonProgress(default_progress_dir(), self.player.title(), self.player.path)
        except ProgressError as exc:
            self.player.host.show_message(translate("Lessons", "Cannot read the saved answers: {error}").format(
                error=core_text(exc)), "error")
            return False
        return True

    def check(self) -> bool | None:
        """Check the answer given; records the try. Returns whether it was right (None: not checked)."""
        ex, window = self.exercise, self.main_window()
        if ex is None or window is None:
            return None
        answer = None  # a task's answer is the lab's state
        if ex.kind == "guess":
            if not self.word.text().strip():
                self.feedback.setText(translate("Lessons", "Type a word first."))
                return None
            answer = self.word.text()
        elif ex.kind == "choice":
            answer = [i for i, b in enumerate(self.choices) if b.isChecked()]
            if not answer:
                self.feedback.setText(translate("Lessons", "Pick an answer first."))
                return None
        elif ex.kind == "estimate":
            answer = self.number.value()
        try:
            verdict = lab_verdict(ex, window, self.player.step, answer, revealed=self.answer_shown())
        except OtherView:
            self.player.go(self.player.index)  # the estimate is about the step's own view
            self.feedback.setText(translate("Lessons", "The estimate is about this step's view, shown again now: "
                                  "press Check once the lab has computed it."))
            return None
        except NotReady as exc:
            name = str(exc)
            what = translate("Lessons", FIGURES[name][0]) if name in FIGURES else translate("Lessons", core_text(name))
            self.feedback.setText(translate("Lessons", "The lab is still computing {what}: press Check again in a "
                                            "moment.").format(what=what))
            return None
        if not self._ensure_student():
            self.feedback.setText(translate("Lessons", "Enter your name to have your answers checked and kept."))
            return None
        if not self._ensure_progress():
            self.feedback.setText(translate("Lessons", "Not checked: the saved answers cannot be read (see the message above)."))
            return None
        step = self.player.step
        try:
            self.progress.record(self.student, self.player.index, step.title or f"Step {self.player.index + 1}",
                                 ex.kind, verdict.answer, verdict.correct)
        except OSError as exc:
            self.player.host.show_message(translate("Lessons", "Cannot keep the answer in {path}: {error}").format(
                path=self.progress.path, error=core_text(exc.strerror or exc)), "error")
        self.checked.emit(self.player.index, verdict.answer if answer is None else answer, verdict.correct,
                          str(verdict.feedback))
        self.feedback.setText(core_text(verdict.feedback))
        if verdict.correct:  # right: the answer, and the model's where the step hid it
            self._shown.add(self.player.index)
            if not self.player.reveal():
                self._show_answer_state()
        self._refresh_summary()
        self._feedback_into_view()
        return verdict.correct

    def _feedback_into_view(self) -> None:
        """The feedback is read where it was asked for: pinned under the buttons, in sight."""
        self.body_scroll.updateGeometry()

    def show_answer(self) -> None:
        """The reveal: the answer (and the model's, where the step hides it)."""
        if self.exercise is None:
            return
        self._shown.add(self.player.index)
        if not self.player.reveal():
            self._show_answer_state()


def export_progress_dialog(window) -> None:
    """Lessons > Export progress…: every student's answers on this computer, as CSV or JSON."""
    from mlm_lab.app.qt import dialogs

    chosen, selected = dialogs.save_file(
        window, translate("Lessons", "Export the students' progress"), "progress.csv",
        translate("Lessons", "CSV, one row per student and step (*.csv);;JSON (*.json)"))
    if not chosen:
        return
    if "." not in chosen.rsplit("/", 1)[-1]:
        chosen += ".json" if "json" in selected.lower() else ".csv"
    export_progress_to(window, chosen)


def export_progress_to(window, path) -> int:
    """Write the progress rows to `path`; a message says how many (or why not). Returns the rows."""
    from mlm_lab.lab.progress import export_progress

    try:
        written, rows, bad = export_progress(path)
    except OSError as exc:
        window.show_message(translate("Lessons", "Cannot export the progress to {path}: {error}").format(
            path=path, error=core_text(exc.strerror or exc)), "error")
        return 0
    text = Lessons.tr("Exported %n answer(s) to {path}", "", rows).format(path=written)
    if bad:
        text += " " + translate("Lessons", "(skipped, unreadable: {files})").format(files="; ".join(bad))
    window.show_message(text, "info", 8000)
    return rows


# what other modules and tests import from here (the exercise's checking and the editor's fields
# live in exercise_check.py and exercise_fields.py)
__all__ = ["KIND_NAMES", "STUDENT_KEY", "ChoiceLabel", "ExerciseBox", "ExerciseFields", "export_progress_dialog",
           "export_progress_to", "live_figures", "top_at"]
