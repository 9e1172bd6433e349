"""The Study page's form, bound to a `StudyForm` (mlm_lab/lab/study.py): the knob, its task,
its values (the knob's usual series, or its choices for strategy and objective), seeds,
steps and model size; a second knob and its values (a grid: every combination); where it runs
(this machine, or a Ray cluster at an address, enabled for Ray only). A widget's change writes
its field; a field's event moves the widget. Changing the knob (or the task) puts that knob's
usual values in the values box."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QSpinBox, QWidget

from mlm_lab.app.looks.reflow import FormWrap
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.app.training.bridge import PRESET_LABELS
from mlm_lab.lab.study import (
    MAX_SEEDS,
    MAX_STEPS,
    MIN_SEEDS,
    MIN_STEPS,
    PRESETS,
    StudyForm,
    default_values_text,
    second_knobs,
)
from mlm_lab.studies.spec import KNOBS

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

KNOB_LABELS = {  # English sources, shown through translate("TrainingTab", ...)
    "mask-rate": QT_TRANSLATE_NOOP("TrainingTab", "Mask rate (text)"),
    "mask-ratio": QT_TRANSLATE_NOOP("TrainingTab", "Mask ratio (images)"),
    "strategy": QT_TRANSLATE_NOOP("TrainingTab", "Masking strategy"),
    "objective": QT_TRANSLATE_NOOP("TrainingTab", "Objective: masked vs causal LM"),
}
BACKEND_LABELS = {"local": QT_TRANSLATE_NOOP("TrainingTab", "this machine"),
                  "ray": QT_TRANSLATE_NOOP("TrainingTab", "a Ray cluster at")}
TASK_LABELS = {"text": QT_TRANSLATE_NOOP("TrainingTab", "Text: masked language model"),
               "image": QT_TRANSLATE_NOOP("TrainingTab", "Images: masked autoencoder")}


class StudyFormView(QGroupBox):
    def __init__(self, form: StudyForm, parent: QWidget | None = None):
        super().__init__(translate("TrainingTab", "New study: one knob (or two), the rest fixed"), parent)
        self.state = form
        self._filling = False
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form_wrap = FormWrap(self, layout)  # a narrow column: every field under its label
        self.knob_combo = QComboBox()
        for key in KNOBS:
            self.knob_combo.addItem(translate("TrainingTab", KNOB_LABELS[key]) if key in KNOB_LABELS else key, key)
            self.knob_combo.setItemData(self.knob_combo.count() - 1, KNOBS[key].help, Qt.ItemDataRole.ToolTipRole)
        self.knob_combo.setToolTip(translate("TrainingTab", "What differs between the runs; everything else is the same in all of them"))
        self.knob_combo.currentIndexChanged.connect(self._on_knob)
        layout.addRow(translate("TrainingTab", "Knob"), self.knob_combo)
        self.task_combo = QComboBox()
        self.task_combo.setToolTip(translate("TrainingTab", "Text (masked LM) or images (MAE); a knob may be for one of them only"))
        self.task_combo.currentIndexChanged.connect(self._on_task)
        layout.addRow(translate("TrainingTab", "Task"), self.task_combo)
        self.values_edit = QLineEdit()
        self.values_edit.setToolTip(translate("TrainingTab", "The knob's values, separated by commas: one run per value and seed"))
        self.values_edit.textChanged.connect(lambda text: self._write("values", text))
        layout.addRow(translate("TrainingTab", "Values"), self.values_edit)
        self.knob2_combo = QComboBox()
        self.knob2_combo.setToolTip(translate("TrainingTab", "A second knob makes a grid: every combination of both "
                                              "knobs' values, a heatmap per metric"))
        self.knob2_combo.currentIndexChanged.connect(self._on_knob2)
        layout.addRow(translate("TrainingTab", "Second knob"), self.knob2_combo)
        self.values2_edit = QLineEdit()
        self.values2_edit.setToolTip(translate("TrainingTab", "The second knob's values, separated by commas"))
        self.values2_edit.textChanged.connect(lambda text: self._write("values2", text))
        layout.addRow(translate("TrainingTab", "Its values"), self.values2_edit)
        self.seeds_spin = QSpinBox()
        self.seeds_spin.setRange(MIN_SEEDS, MAX_SEEDS)
        self.seeds_spin.setToolTip(translate("TrainingTab", "Runs per value with seeds 0, 1, ...: the plot shows their mean and spread"))
        self.seeds_spin.valueChanged.connect(lambda v: self._write("seeds", int(v)))
        layout.addRow(translate("TrainingTab", "Seeds"), self.seeds_spin)
        self.steps_spin = QSpinBox()
        self.steps_spin.setRange(MIN_STEPS, MAX_STEPS)
        self.steps_spin.setSingleStep(50)
        self.steps_spin.setToolTip(translate("TrainingTab", "Optimizer steps per run (the CLI's default: 600)"))
        self.steps_spin.valueChanged.connect(lambda v: self._write("steps", int(v)))
        layout.addRow(translate("TrainingTab", "Steps per run"), self.steps_spin)
        self.preset_combo = QComboBox()
        for key in PRESETS:
            self.preset_combo.addItem(translate("TrainingTab", PRESET_LABELS[key]) if key in PRESET_LABELS else key, key)
        self.preset_combo.currentIndexChanged.connect(
            lambda i: self._write("preset", self.preset_combo.itemData(i)) if i >= 0 else None)
        layout.addRow(translate("TrainingTab", "Model"), self.preset_combo)
        self.backend_combo = QComboBox()
        for key, label in BACKEND_LABELS.items():
            self.backend_combo.addItem(translate("TrainingTab", label), key)
        self.backend_combo.setToolTip(translate("TrainingTab", "Where the runs run: here, or each run a Ray task on a "
                                                "cluster (the study folder on a filesystem every node sees)"))
        self.backend_combo.currentIndexChanged.connect(
            lambda i: self._write("backend", self.backend_combo.itemData(i)) if i >= 0 else None)
        layout.addRow(translate("TrainingTab", "Run on"), self.backend_combo)
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(translate("TrainingTab", "HOST:PORT (empty: a local Ray)"))
        self.address_edit.setToolTip(translate("TrainingTab", "The Ray head's address, as `ray start --head` prints it "
                                               "(mlm-lab study --address)"))
        self.address_edit.textChanged.connect(lambda text: self._write("address", text))
        layout.addRow(translate("TrainingTab", "Ray address"), self.address_edit)
        self.binding = StateBinding(form, lambda _names: self.show_form())
        self.show_form()

    # -- state -> widgets -----------------------------------------------------------------
    def show_form(self) -> None:
        f = self.state
        self._filling = True
        try:
            self.knob_combo.setCurrentIndex(max(0, self.knob_combo.findData(f.knob)))
            tasks = KNOBS[f.knob].tasks if f.knob in KNOBS else ("text", "image")
            if [self.task_combo.itemData(i) for i in range(self.task_combo.count())] != list(tasks):
                self.task_combo.clear()
                for t in tasks:
                    self.task_combo.addItem(translate("TrainingTab", TASK_LABELS[t]), t)
            self.task_combo.setCurrentIndex(max(0, self.task_combo.findData(f.task)))
            if self.values_edit.text() != f.values:
                self.values_edit.setText(f.values)
            pairs = ["", *second_knobs(f.knob, f.task)]
            if [self.knob2_combo.itemData(i) for i in range(self.knob2_combo.count())] != pairs:
                self.knob2_combo.clear()
                self.knob2_combo.addItem(translate("TrainingTab", "none (one knob)"), "")
                for key in pairs[1:]:
                    self.knob2_combo.addItem(translate("TrainingTab", KNOB_LABELS[key]) if key in KNOB_LABELS
                                             else key, key)
            self.knob2_combo.setCurrentIndex(max(0, self.knob2_combo.findData(f.knob2)))
            if self.values2_edit.text() != f.values2:
                self.values2_edit.setText(f.values2)
            self.values2_edit.setEnabled(bool(f.knob2))
            self.backend_combo.setCurrentIndex(max(0, self.backend_combo.findData(f.backend)))
            if self.address_edit.text() != f.address:
                self.address_edit.setText(f.address)
            self.address_edit.setEnabled(f.backend == "ray")
            self.seeds_spin.setValue(max(MIN_SEEDS, f.seeds))
            self.steps_spin.setValue(f.steps)
            self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(f.preset)))
        finally:
            self._filling = False

    # -- widgets -> state -----------------------------------------------------------------
    def _write(self, name: str, value) -> None:
        if self._filling or value is None:
            return
        setattr(self.state, name, value)

    def _on_knob(self, index: int) -> None:
        knob = self.knob_combo.itemData(index)
        if self._filling or knob is None or knob == self.state.knob:
            return
        old = self.state
        fresh = StudyForm.defaults(knob, old.task)
        fresh.seeds, fresh.steps, fresh.preset = old.seeds, old.steps, old.preset
        fresh.backend, fresh.address = old.backend, old.address
        if old.knob2 in second_knobs(knob, fresh.task):  # the second knob stays when it still pairs
            fresh.knob2, fresh.values2 = old.knob2, old.values2
        self.binding.assign(fresh)

    def _on_knob2(self, index: int) -> None:
        knob2 = self.knob2_combo.itemData(index)
        f = self.state
        if self._filling or knob2 is None or knob2 == f.knob2:
            return
        with self.binding.batch():
            f.knob2 = knob2
            f.values2 = default_values_text(knob2, f.task) if knob2 else ""

    def _on_task(self, index: int) -> None:
        task = self.task_combo.itemData(index)
        f = self.state
        if self._filling or task is None or task == f.task:
            return
        with self.binding.batch():
            if f.knob2 and f.knob2 not in second_knobs(f.knob, task):
                f.knob2, f.values2 = "", ""
            f.task = task
            f.values = default_values_text(f.knob, task)
            if f.knob2:
                f.values2 = default_values_text(f.knob2, task)
