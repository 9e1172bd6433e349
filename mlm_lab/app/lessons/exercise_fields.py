"""The lesson editor's fields for a step's exercise (none, guess, choice, estimate, task), and
the names of the exercise kinds as the editor and the exercise box (exercise.py) show them.
`ExerciseFields.exercise()` checks the fields as a lesson file is checked (mlm_lab.lab.exercises)
and raises LabStateError naming the field.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDoubleSpinBox, QFrame, QLineEdit, QWidget

from mlm_lab.lab.exercises import FIGURES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# shown through translate("Lessons", ...) (the editor's menu, the exercise box's heading)
KIND_NAMES = {"guess": QT_TRANSLATE_NOOP("Lessons", "Guess the word"), "choice": QT_TRANSLATE_NOOP("Lessons", "Choose"),
              "estimate": QT_TRANSLATE_NOOP("Lessons", "Estimate"), "task": QT_TRANSLATE_NOOP("Lessons", "Task")}
# the live figures' descriptions (mlm_lab.lab.exercises.FIGURES, English in the core) marked for the catalogue
FIGURE_WORDS = [QT_TRANSLATE_NOOP("Lessons", "PSNR over the hidden patches"),
                QT_TRANSLATE_NOOP("Lessons", "SSIM over the hidden patches"), QT_TRANSLATE_NOOP("Lessons", "patches hidden"),
                QT_TRANSLATE_NOOP("Lessons", "share of patches hidden"),
                QT_TRANSLATE_NOOP("Lessons", "top-1 accuracy at the masked tokens"),
                QT_TRANSLATE_NOOP("Lessons", "mean loss at the masked tokens"),
                QT_TRANSLATE_NOOP("Lessons", "tokens chosen for prediction")]


class ExerciseFields(QFrame):
    """The lesson editor's fields for a step's exercise (none, guess, choice, estimate, task);
    `exercise()` checks them as a lesson file is checked and raises LabStateError naming the field."""

    def __init__(self, exercise, tab: str, parent: QWidget | None = None):
        import json

        from PySide6.QtWidgets import QComboBox, QFormLayout, QPlainTextEdit, QSpinBox

        super().__init__(parent)
        self.tab = tab
        self.kind = QComboBox()
        self.kind.addItem(translate("Lessons", "No exercise"), "")
        for key, name in KIND_NAMES.items():
            self.kind.addItem(translate("Lessons", name), key)
        self.prompt_edit = QLineEdit()
        self.prompt_edit.setPlaceholderText(translate("Lessons", "The question (empty: the step's question)"))
        self.explanation_edit = QLineEdit()
        self.explanation_edit.setPlaceholderText(translate("Lessons", "Optional: shown with the answer, printed in the teacher's key"))
        self.blank = QSpinBox()
        self.blank.setRange(0, 100_000)
        self.blank.setToolTip(translate("Lessons", "The token index of the blank ([CLS] is 0), as the Text tab's chips count"))
        self.answer_edit = QLineEdit()
        self.accept_edit = QLineEdit()
        self.accept_edit.setPlaceholderText(translate("Lessons", "Other spellings counted right, separated by commas"))
        self.options_edit = QPlainTextEdit()
        self.options_edit.setPlaceholderText(translate("Lessons", "One answer a line"))
        self.options_edit.setFixedHeight(90)
        self.correct_edit = QLineEdit()
        self.correct_edit.setPlaceholderText(translate("Lessons", "The right options' letters, e.g. A, C"))
        self.figure = QComboBox()
        for key, (what, _unit) in FIGURES.items():
            self.figure.addItem(f"{key}: {translate('Lessons', what)}", key)
        self.tolerance = QDoubleSpinBox()
        self.tolerance.setRange(0, 1e6)
        self.tolerance.setDecimals(3)
        self.expected_edit = QLineEdit()
        self.expected_edit.setPlaceholderText(translate("Lessons", "Optional: what you measured (the teacher's key prints it)"))
        self.condition_edit = QPlainTextEdit()
        self.condition_edit.setPlaceholderText('{"all": [{"figure": "image.psnr", "below": 15}, '
                                               '{"field": "image.strategy", "is": "paint"}]}')
        self.condition_edit.setFixedHeight(90)
        self.solution_edit = QPlainTextEdit()
        self.solution_edit.setPlaceholderText(translate("Lessons", "Optional: a lab state that does the task (JSON)"))
        self.solution_edit.setFixedHeight(60)
        form = self.form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(translate("Lessons", "Exercise"), self.kind)
        self._rows = {
            "": [(translate("Lessons", "Prompt"), self.prompt_edit),
                 (translate("Lessons", "Explanation"), self.explanation_edit)],
            "guess": [(translate("Lessons", "Blank (token index)"), self.blank), (translate("Lessons", "Answer"), self.answer_edit),
                      (translate("Lessons", "Also right"), self.accept_edit)],
            "choice": [(translate("Lessons", "Options"), self.options_edit),
                       (translate("Lessons", "Right options"), self.correct_edit)],
            "estimate": [(translate("Lessons", "Live figure"), self.figure), (translate("Lessons", "Tolerance"), self.tolerance),
                         (translate("Lessons", "Measured"), self.expected_edit)],
            "task": [(translate("Lessons", "Condition (JSON)"), self.condition_edit),
                     (translate("Lessons", "Solution (JSON)"), self.solution_edit)],
        }
        for rows in self._rows.values():
            for label, widget in rows:
                form.addRow(label, widget)
        if exercise is not None:
            self.kind.setCurrentIndex(self.kind.findData(exercise.kind))
            self.prompt_edit.setText(exercise.prompt)
            self.explanation_edit.setText(exercise.explanation)
            self.blank.setValue(exercise.blank)
            self.answer_edit.setText(exercise.answer)
            self.accept_edit.setText(", ".join(exercise.accept))
            self.options_edit.setPlainText("\n".join(exercise.options))
            self.correct_edit.setText(", ".join(chr(65 + i) for i in exercise.correct))
            if exercise.figure:
                self.figure.setCurrentIndex(self.figure.findData(exercise.figure))
            self.tolerance.setValue(exercise.tolerance)
            self.expected_edit.setText("" if exercise.expected is None else f"{exercise.expected:g}")
            if exercise.kind == "task":
                self.condition_edit.setPlainText(json.dumps(exercise.condition))
                if exercise.solution is not None:
                    self.solution_edit.setPlainText(json.dumps(exercise.solution))
        self._extra = dict(exercise.extra) if exercise is not None else {}
        self.kind.currentIndexChanged.connect(self._show_rows)
        self._show_rows()

    def _show_rows(self) -> None:
        kind = self.kind.currentData()
        for key, rows in self._rows.items():
            for _label, widget in rows:
                self.form.setRowVisible(widget, bool(kind) and key in ("", kind))

    def exercise(self):
        """The exercise the fields describe, checked (None for no exercise); raises LabStateError."""
        import json

        from mlm_lab.lab import LabStateError
        from mlm_lab.lab.exercises import parse_exercise

        kind = self.kind.currentData()
        if not kind:
            return None
        data: dict = {**self._extra, "kind": kind, "prompt": self.prompt_edit.text().strip(),
                      "explanation": self.explanation_edit.text().strip()}
        if kind == "guess":
            data.update(blank=self.blank.value(), answer=self.answer_edit.text().strip(),
                        accept=[w.strip() for w in self.accept_edit.text().split(",") if w.strip()])
        elif kind == "choice":
            letters = [c.strip().upper() for c in self.correct_edit.text().replace(" ", ",").split(",") if c.strip()]
            bad = [c for c in letters if len(c) != 1 or not "A" <= c <= "Z"]
            if bad:
                raise LabStateError(f"exercise.correct: {bad[0]!r} is not an option's letter (A, B, ...)")
            data.update(options=[o.strip() for o in self.options_edit.toPlainText().splitlines() if o.strip()],
                        correct=[ord(c) - 65 for c in letters])
        elif kind == "estimate":
            data.update(figure=self.figure.currentData(), tolerance=self.tolerance.value())
            if self.expected_edit.text().strip():
                try:
                    data["expected"] = float(self.expected_edit.text().strip().replace(",", "."))
                except ValueError:
                    raise LabStateError("exercise.expected: must be a number, or empty") from None
        else:
            for key, edit in (("condition", self.condition_edit), ("solution", self.solution_edit)):
                text = edit.toPlainText().strip()
                if not text:
                    continue
                try:
                    data[key] = json.loads(text)
                except json.JSONDecodeError as exc:
                    raise LabStateError(f"exercise.{key}: not JSON ({exc.msg}, line {exc.lineno})") from None
        exercise = parse_exercise(data, tab=self.tab)
        if exercise.solution is not None:
            from mlm_lab.lab.lesson import step_lab_state

            step_lab_state(exercise.solution, name="exercise.solution")
        return exercise
