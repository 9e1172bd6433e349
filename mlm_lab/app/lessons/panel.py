"""The narration panel of a lesson (the window docks it beside the view, or below it where the
window is narrow): the lesson's name, "Step n of N", the step's title, narration and
question, Reveal, Back / Next, and the editor's step list, under the words beside the view
and to their right below it (`set_beside`). In presentation mode the words grow with the
screen and the editor hides, so the room reads the narration from the back row.

The panel shows the LessonPlayer and calls it; the keys (Page Up / Page Down, Space, H) are
the window's, which calls the player too.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.lessons.editor import StepDialog, StepList
from mlm_lab.app.lessons.exercise import ExerciseBox
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.style import presentation_scale
from mlm_lab.app.looks.widgets import FittedScroll
from mlm_lab.app.qt import dialogs
from mlm_lab.lab.lesson import SUFFIX, TITLE_LIMIT
from mlm_lab.lab.narration import narration_html

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

NARRATION_SCALE = 1.25  # the narration, relative to the panel's own font (at the desk)


class LessonPanel(QWidget):
    def __init__(self, player, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.player = player
        self._presentation = False
        self._base_pt = QApplication.font().pointSizeF() if QApplication.font().pointSizeF() > 0 else 10.0
        self.lesson_label = QLabel()
        self.lesson_label.setTextFormat(Qt.TextFormat.PlainText)  # a title is shown as typed
        self.lesson_label.setObjectName("lessonTitle")
        self.lesson_label.setWordWrap(True)
        self.counter = QLabel()
        self.counter.setObjectName("stepCounter")
        self.step_title = QLabel()
        self.step_title.setTextFormat(Qt.TextFormat.PlainText)
        self.step_title.setObjectName("stepTitle")
        self.step_title.setWordWrap(True)
        self.narration = QLabel()
        self.narration.setObjectName("narration")
        self.narration.setTextFormat(Qt.TextFormat.RichText)  # narration_html: escaped, a few safe tags
        self.narration.setWordWrap(True)
        self.narration.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.narration.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.question = QLabel()
        self.question.setTextFormat(Qt.TextFormat.RichText)  # "Question:" in bold, the words escaped
        self.question.setObjectName("question")
        self.question.setWordWrap(True)
        self.question.setFrameShape(QFrame.Shape.StyledPanel)
        self.exercise = ExerciseBox(player)  # the step's exercise and, at the end, the score
        self.reveal_hint = QLabel(reveal_hint())
        self.reveal_hint.setObjectName("revealHint")
        self.reveal_hint.setWordWrap(True)
        self.reveal_button = QPushButton(translate("Lessons", "Reveal"))
        self.reveal_button.setToolTip(translate("Lessons", "Show the model's answer (Space)"))
        self.reveal_button.clicked.connect(self.player.reveal)
        self.back_button = QPushButton(translate("Lessons", "◀ Back"))
        self.back_button.setToolTip(translate("Lessons", "The previous step (Page Up; Left in presentation mode)"))
        self.back_button.clicked.connect(self.player.back)
        self.next_button = QPushButton(translate("Lessons", "Next ▶"))
        self.next_button.setToolTip(translate("Lessons", "The next step (Page Down; Right in presentation mode)"))
        self.next_button.clicked.connect(self.player.next)
        self.editor = StepList(player)
        self.editor.edit_wanted.connect(self.edit_step_dialog)
        self.editor.rename_wanted.connect(self.rename_dialog)
        self.editor.save_wanted.connect(lambda as_new: self.save_dialog(as_new))

        self.edit_button = QPushButton(translate("Lessons", "Edit lesson"))
        self.edit_button.setObjectName("editLesson")
        self.edit_button.setCheckable(True)
        self.edit_button.setToolTip(translate("Lessons", "Show the lesson's steps and the buttons that edit them "
                                              "(hidden while you teach, so the narration has the room)"))
        self.edit_button.toggled.connect(self.set_editing)
        self._editing = False

        words = QWidget()
        words.setObjectName("lessonWords")
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.lesson_label, self.counter, self.step_title, self.narration, self.question):
            words_layout.addWidget(w)
        words_layout.addStretch(1)
        scroll = FittedScroll(words)  # as tall as the words where there is room, else it scrolls
        self.words_scroll = scroll
        # the words, and the exercise under them outside their scroll area: its buttons stay in sight
        self.reading = QWidget()
        self.reading.setObjectName("lessonReading")
        reading = QVBoxLayout(self.reading)
        reading.setContentsMargins(0, 0, 0, 0)
        reading.addWidget(scroll)
        reading.addWidget(self.exercise)
        reading.addStretch(1)
        self._reading_layout = reading
        nav = QHBoxLayout()
        nav.addWidget(self.back_button)
        nav.addWidget(self.next_button)
        self.side = QWidget()  # the buttons and the editor: under the words, or to their right
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.reveal_hint)
        side.addWidget(self.reveal_button)
        side.addLayout(nav)
        side.addWidget(self.edit_button)
        side.addWidget(self.editor, 1)
        self.editor.hide()  # only while editing (set_editing)
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.box.addWidget(self.reading, 1)
        self.box.addWidget(self.side, 0)
        self._beside = True
        self.player.changed.connect(self.refresh)
        self.setMinimumWidth(240)
        self._restyle()
        self.refresh()

    # -- showing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        p = self.player
        step = p.step
        if step is None:
            self.lesson_label.setText(translate("Lessons", "No lesson open"))
            self.counter.setText("")
            self.step_title.setText("")
            self.narration.setText(translate("Lessons", "Open a lesson from the Lessons menu, or drop a .mlmlesson file on the window."))
            self.question.hide()
        else:
            self.lesson_label.setText(p.title() + (" •" if p.dirty else ""))
            self.lesson_label.setToolTip(translate("Lessons", "Not saved yet") if p.dirty else str(p.path or ""))
            self.counter.setText(translate("Lessons", "Step {n} of {total}").format(n=p.index + 1, total=p.count))
            self.step_title.setText(step.title or translate("Lessons", "Step {n}").format(n=p.index + 1))
            self.narration.setText(narration_html(step.narration))
            self.question.setText(translate("Lessons", "<b>Question:</b> {question}").format(
                question=html.escape(step.question, quote=False)))
            self.question.setVisible(bool(step.question))
        hidden = p.answer_hidden()
        self.reveal_hint.setVisible(hidden)
        self.reveal_button.setVisible(hidden)
        self.back_button.setEnabled(p.is_open and p.index > 0)
        self.next_button.setEnabled(p.is_open and p.index < p.count - 1)
        self.editor.refresh()
        self._show_editor()

    def set_beside(self, beside: bool) -> None:
        """Beside the view: words above the buttons; below the view: words left, buttons right."""
        beside = bool(beside)
        if beside == self._beside:
            return
        self._beside = beside
        # beside the view the exercise sits under the words; below it (a short panel) it takes a
        # column of its own between the words and the buttons, so the words keep the panel's whole
        # height (at 1024x768 at the desk they had two lines above the exercise, its answer box cut)
        if beside:
            self.box.removeWidget(self.exercise)
            self._reading_layout.insertWidget(1, self.exercise)
        else:
            self._reading_layout.removeWidget(self.exercise)
            self.box.insertWidget(1, self.exercise)
        self.box.setDirection(QBoxLayout.Direction.TopToBottom if beside else QBoxLayout.Direction.LeftToRight)
        self._stretch()

    def _stretch(self) -> None:
        """The words take the room: the buttons under them only what they need, the editor (while
        editing) two fifths beside the view; below the view the words, the exercise and the
        buttons' column in a row (5 : 4 : 2)."""
        if self._beside:
            self.box.setStretch(0, 3 if self.editor.isVisibleTo(self) else 1)
            self.box.setStretch(1, 2 if self.editor.isVisibleTo(self) else 0)
        else:
            self.box.setStretch(0, 5)
            self.box.setStretch(1, 4)
            self.box.setStretch(2, 2)

    def is_beside(self) -> bool:
        return self._beside

    def set_presentation(self, on: bool) -> None:
        """Large words for the room; the editor and its toggle hide."""
        self._presentation = bool(on)
        self._show_editor()
        self._restyle()

    def set_editing(self, on: bool) -> None:
        """Edit lesson: the step list and its buttons under the narration (never in presentation mode)."""
        self._editing = bool(on)
        if self.edit_button.isChecked() != self._editing:
            self.edit_button.setChecked(self._editing)  # (its toggled calls back here: nothing left to change)
        self._show_editor()

    def is_editing(self) -> bool:
        return self._editing

    def _show_editor(self) -> None:
        self.edit_button.setVisible(not self._presentation and self.player.is_open)
        self.editor.setVisible(self._editing and not self._presentation and self.player.is_open)
        self._stretch()

    def _restyle(self) -> None:
        scale = presentation_scale() if self._presentation else 1.0
        pt = self._base_pt * scale
        border = "#000" if self._presentation else "#c8d0d8"
        white = "QWidget#lessonPanel, QWidget#lessonWords { background: #fff; color: #000; }" \
            if self._presentation else ""
        self.setStyleSheet(white + f"""
            QWidget#lessonPanel QLabel, QWidget#lessonPanel QPushButton, QWidget#lessonPanel QLineEdit,
            QWidget#lessonPanel QRadioButton, QWidget#lessonPanel QCheckBox,
            QWidget#lessonPanel QDoubleSpinBox {{ font-size: {pt:.1f}pt; }}
            QLabel#lessonTitle, QLabel#stepCounter {{ color: {'#222' if self._presentation else '#57606a'}; }}
            QLabel#stepTitle {{ font-size: {pt * 1.3:.1f}pt; font-weight: 700; }}
            QLabel#narration {{ font-size: {pt * NARRATION_SCALE:.1f}pt; }}
            QLabel#question {{ border: 2px solid {border}; border-radius: 4px; padding: 6px;
                               background: {'#fff' if self._presentation else '#eef3fb'}; }}
            QLabel#revealHint {{ color: #b00020; font-weight: 600; }}
        """)

    # -- dialogs ----------------------------------------------------------------------------
    def edit_step_dialog(self, index: int) -> None:
        if not self.player.is_open:
            return
        dialog = StepDialog(self.player.lesson.steps[index], self)
        if dialog.exec() == StepDialog.DialogCode.Accepted:
            self.player.edit_step(index, **dialog.values())

    def rename_dialog(self) -> None:
        if not self.player.is_open:
            return
        title, ok = QInputDialog.getText(self, translate("Lessons", "Lesson title"), translate("Lessons", "Title of the lesson:"),
                                          text=self.player.lesson.title)
        if ok:
            self.player.set_lesson_title(title.strip()[:TITLE_LIMIT])

    def save_dialog(self, as_new: bool = False) -> None:
        """Save (asks where when the lesson has no file yet, or for Save as); an error is a message."""
        if not self.player.is_open:
            return
        # a bundled lesson is copied; a translated one too (its file holds the English original)
        path = None if as_new or self.player.is_bundled() or self.player.lesson.language else self.player.path
        if path is None:
            name = (self.player.title() or "lesson").replace("/", "-") + SUFFIX
            chosen, _ = dialogs.save_file(self, translate("Lessons", "Save the lesson"), name,
                                          translate("Lessons", "MLM Lab lesson (*{suffix})").format(suffix=SUFFIX))
            if not chosen:
                return
            path = chosen
        try:
            written = self.player.save(path)
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else core_text(exc)
            self.player.host.show_message(translate("Lessons", "Cannot save the lesson to {path}: {error}").format(
                path=path, error=reason), "error")
            return
        self.player.host.show_message(translate("Lessons", "Saved the lesson to {path}").format(path=written), "info", 5000)
