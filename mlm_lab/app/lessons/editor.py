"""The lesson editor's parts: the dialog that edits one step's words, and the list of steps
with its buttons (add this view, edit, update from the view, move up/down, duplicate,
delete, save, save as). They call the LessonPlayer; they hold no lesson themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.lessons.exercise import ExerciseFields
from mlm_lab.lab.lesson import FOCUS_PARTS, NARRATION_LIMIT, QUESTION_LIMIT, TITLE_LIMIT, check_focus
from mlm_lab.lab.narration import narration_html

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# what the focus drop-down calls each part (FOCUS_PARTS), for a teacher rather than the file
FOCUS_LABELS = {
    "text.chips": QT_TRANSLATE_NOOP("Lessons", "Text: the token chips and the top-5 under the masks"),
    "text.views": QT_TRANSLATE_NOOP("Lessons", "Text: the views below the chips"),
    "image.panels": QT_TRANSLATE_NOOP("Lessons", "Image: the reconstruction panels"),
    "image.controls": QT_TRANSLATE_NOOP("Lessons", "Image: the control panel"),
    "training.form": QT_TRANSLATE_NOOP("Lessons", "Training: the run's form"),
    "training.plots": QT_TRANSLATE_NOOP("Lessons", "Training: the loss and metric plots"),
    "training.runs": QT_TRANSLATE_NOOP("Lessons", "Training: the list of runs"),
    "training.snapshots": QT_TRANSLATE_NOOP("Lessons", "Training: the snapshots"),
    "features.maps": QT_TRANSLATE_NOOP("Lessons", "Features: the feature maps"),
    "features.probe": QT_TRANSLATE_NOOP("Lessons", "Features: the probe"),
    "generate.rows": QT_TRANSLATE_NOOP("Lessons", "Generate: the rows of steps"),
}

MARKDOWN_HINT = QT_TRANSLATE_NOOP("Lessons", "Plain text; a blank line starts a paragraph. **bold**, *italic*, `code`, "
                                  "and lines starting with “- ” make a list. No HTML or links.")


class StepDialog(QDialog):
    """Edit a step's title, narration, question, reveal flag, focus (the part of the view its
    narration talks about, scrolled into sight), whether Space starts the training run there,
    and its exercise, with a preview of the narration. OK checks the focus and the start flag
    against the tab the step shows, and the exercise, as a lesson file is checked."""

    def __init__(self, step, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Lessons", "Edit step"))
        self.title_edit = QLineEdit(step.title)
        self.title_edit.setMaxLength(TITLE_LIMIT)
        self.narration_edit = QPlainTextEdit(step.narration)
        self.narration_edit.setPlaceholderText(translate("Lessons", "What to say at this step"))
        self.preview = QLabel()
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setWordWrap(True)
        self.preview.setObjectName("narrationPreview")
        self.question_edit = QLineEdit(step.question)
        self.question_edit.setMaxLength(QUESTION_LIMIT)
        self.question_edit.setPlaceholderText(translate("Lessons", "Optional: a question for the room"))
        self.reveal_box = QCheckBox(translate("Lessons", "Hide the model's answer until I reveal it (Space)"))
        self.reveal_box.setChecked(step.reveal)
        self._tab = step.lab_state().tab
        self.focus_combo = QComboBox()
        self.focus_combo.setObjectName("stepFocus")
        self.focus_combo.setToolTip(translate("Lessons", "The part of the view the narration talks about: the step scrolls it "
                                    "into sight. It must be on the tab the step shows."))
        self.focus_combo.addItem(translate("Lessons", "None"), "")
        for tab, parts in FOCUS_PARTS.items():
            for part in parts:
                name = f"{tab}.{part}"
                self.focus_combo.addItem(translate("Lessons", FOCUS_LABELS[name]) if name in FOCUS_LABELS else name, name)
        at = self.focus_combo.findData(step.focus)
        self.focus_combo.setCurrentIndex(max(at, 0))
        self.start_run_box = QCheckBox(translate("Lessons", "Space starts / stops the training run at this step"))
        self.start_run_box.setObjectName("stepStartRun")
        self.start_run_box.setToolTip(translate("Lessons", "Otherwise Space only reveals. For a step that shows the Training tab."))
        self.start_run_box.setChecked(step.start_run)
        hint = QLabel(translate("Lessons", MARKDOWN_HINT))
        hint.setWordWrap(True)
        hint.setObjectName("hint")
        form = QFormLayout()
        form.addRow(translate("Lessons", "Title"), self.title_edit)
        form.addRow(translate("Lessons", "Narration"), self.narration_edit)
        form.addRow("", hint)
        form.addRow(translate("Lessons", "Preview"), self.preview)
        form.addRow(translate("Lessons", "Question"), self.question_edit)
        form.addRow("", self.reveal_box)
        form.addRow(translate("Lessons", "Focus"), self.focus_combo)
        form.addRow("", self.start_run_box)
        self.exercise_fields = ExerciseFields(step.exercise, step.lab_state().tab)  # checked on OK
        self._had_exercise = step.exercise is not None
        self.exercise_error = QLabel()
        self.exercise_error.setObjectName("exerciseError")
        self.exercise_error.setWordWrap(True)
        self.exercise_error.hide()
        form.addRow(self.exercise_fields)
        form.addRow(self.exercise_error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept_checked)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.narration_edit.textChanged.connect(self._update_preview)
        self._update_preview()
        self.resize(560, 480)

    def _update_preview(self) -> None:
        text = self.narration_edit.toPlainText()
        too_long = len(text) > NARRATION_LIMIT
        self.ok_button.setEnabled(not too_long)
        self.preview.setText("<i>" + translate("Lessons", "The narration is {n} characters; at most {limit}.").format(
            n=fmt_number(len(text)), limit=fmt_number(NARRATION_LIMIT)) + "</i>" if too_long else narration_html(text))

    def _accept_checked(self) -> None:
        """OK: a bad field (focus, start flag, exercise) is one line under the fields, and the dialog stays open."""
        from mlm_lab.lab import LabStateError

        try:
            check_focus(self.focus(), self._tab)
            if self.start_run_box.isChecked() and self._tab != "training":
                raise LabStateError("start_run: " + translate(
                    "Lessons", "Space would start a training run, but the step shows the {tab} tab; untick it, or show "
                    "the Training tab in this step").format(tab=self._tab))
            self._exercise = self.exercise_fields.exercise()
        except LabStateError as exc:
            self.exercise_error.setText(core_text(exc))
            self.exercise_error.show()
            return
        self.accept()

    def focus(self) -> str:
        return self.focus_combo.currentData() or ""

    def values(self) -> dict:
        out = {"title": self.title_edit.text().strip(), "narration": self.narration_edit.toPlainText().strip(),
               "question": self.question_edit.text().strip(), "reveal": self.reveal_box.isChecked(),
               "focus": self.focus(), "start_run": self.start_run_box.isChecked()}
        exercise = getattr(self, "_exercise", None) if self.result() else self.exercise_fields.exercise()
        if exercise is not None or self._had_exercise:  # a step with no exercise, left so, says nothing of one
            out["exercise"] = exercise
        return out


class StepList(QGroupBox):
    """The steps of the open lesson, and the editing buttons. `edit_wanted(i)`,
    `save_wanted(as_new)` are for the panel to open dialogs; the rest calls the player."""

    edit_wanted = Signal(int)
    rename_wanted = Signal()
    save_wanted = Signal(bool)  # True: Save as

    def __init__(self, player, parent: QWidget | None = None):
        super().__init__(translate("Lessons", "Edit the lesson"), parent)
        self.player = player
        self.list = QListWidget()
        self.list.setObjectName("lessonSteps")
        self.list.itemActivated.connect(lambda item: self.player.go(self.list.row(item)))
        self.list.currentRowChanged.connect(lambda _row: self._enable())
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        specs = [
            ("add", translate("Lessons", "Add this view as a step"),
             translate("Lessons", "Capture the view on screen as a new step after this one"),
             lambda: self.player.add_current_view()),
            ("edit", translate("Lessons", "Edit…"),
             translate("Lessons", "Edit the selected step's title, narration, question and reveal"),
             lambda: self.edit_wanted.emit(self._row())),
            ("update", translate("Lessons", "Update from view"),
             translate("Lessons", "Replace the current step's view with the view on screen"),
             self.player.update_from_view),
            ("up", translate("Lessons", "Move up"), "", lambda: self._select(self.player.move(self._row(), -1))),
            ("down", translate("Lessons", "Move down"), "", lambda: self._select(self.player.move(self._row(), +1))),
            ("duplicate", translate("Lessons", "Duplicate"), "", lambda: self._select(self.player.duplicate(self._row()))),
            ("delete", translate("Lessons", "Delete"), "", lambda: self.player.delete(self._row())),
            ("rename", translate("Lessons", "Lesson title…"),
             translate("Lessons", "The lesson's title (menus, the panel and the handout show it)"),
             self.rename_wanted.emit),
            ("save", translate("Lessons", "Save"), translate("Lessons", "Save the lesson (.mlmlesson)"),
             lambda: self.save_wanted.emit(False)),
            ("save_as", translate("Lessons", "Save as…"), "", lambda: self.save_wanted.emit(True)),
        ]
        for i, (key, text, tip, slot) in enumerate(specs):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            self.buttons[key] = button
            if key == "add":
                grid.addWidget(button, 0, 0, 1, 2)
            else:
                grid.addWidget(button, 1 + (i - 1) // 2, (i - 1) % 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(grid)

    def _row(self) -> int:
        row = self.list.currentRow()
        return row if row >= 0 else self.player.index

    def _select(self, row: int) -> None:
        self.list.setCurrentRow(row)

    def refresh(self) -> None:
        """Show the player's steps, the current one selected. Refilling emits currentRowChanged, whose only
        listener (_enable) reads the player, not the list, so nothing needs silencing."""
        self.list.clear()
        if self.player.lesson:
            for n, step in enumerate(self.player.lesson.steps, 1):
                item = QListWidgetItem(f"{n}. {step.title or f'Step {n}'}{'  (reveal)' if step.reveal else ''}")
                item.setToolTip(translate("Lessons", "Double-click or Enter to show this step"))
                self.list.addItem(item)
            self.list.setCurrentRow(self.player.index)
        self._enable()

    def _enable(self) -> None:
        has = self.player.is_open
        row, count = self._row(), self.player.count
        for key in ("edit", "update", "duplicate", "rename", "save", "save_as"):
            self.buttons[key].setEnabled(has)
        self.buttons["up"].setEnabled(has and row > 0)
        self.buttons["down"].setEnabled(has and row < count - 1)
        self.buttons["delete"].setEnabled(has and count > 1)
        self.buttons["save"].setEnabled(has and self.player.dirty)
