"""The Training tab's "New run" form, bound to a `TrainingForm` (mlm_lab/lab): a widget's
change writes its field, a field's event puts the value into its widget. Changing the
task resets the form to that task's defaults (keeping steps and name); changing the
model size sets its preset learning rate."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from mlm_lab.app.looks.reflow import FormWrap
from mlm_lab.app.qt import dialogs
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.app.training.bridge import DATA_CHOICES, OBJECTIVE_CHOICES, PRESET_LABELS, STRATEGY_CHOICES
from mlm_lab.lab.training import MAX_LR, MAX_STEPS, MIN_LR, MIN_STEPS, PRESETS, TrainingForm
from mlm_lab.training.config import preset_lr

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

LR_DECIMALS = 5
# the menus' words (training/bridge.py, which has no Qt) marked for the catalogue; shown translated
MENU_WORDS = [QT_TRANSLATE_NOOP("TrainingTab", "nano: 2-minute runs"), QT_TRANSLATE_NOOP("TrainingTab", "tiny: bundled size, slow"),
              QT_TRANSLATE_NOOP("TrainingTab", "Generated language (built in)"),
              QT_TRANSLATE_NOOP("TrainingTab", "A text file or folder…"),
              QT_TRANSLATE_NOOP("TrainingTab", "Generated images (built in)"),
              QT_TRANSLATE_NOOP("TrainingTab", "Sample photos (scikit-image)"),
              QT_TRANSLATE_NOOP("TrainingTab", "A folder of images…"), QT_TRANSLATE_NOOP("TrainingTab", "Masked LM (BERT)"),
              QT_TRANSLATE_NOOP("TrainingTab", "Masked diffusion (MDLM, LLaDA)"),
              QT_TRANSLATE_NOOP("TrainingTab", "Causal LM (left to right)")]


class TrainingFormView(QGroupBox):
    def __init__(self, form: TrainingForm, parent: QWidget | None = None):
        super().__init__(translate("TrainingTab", "New run"), parent)
        self.state = form
        self._choices_task = None
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form_wrap = FormWrap(self, layout)  # a narrow column: every field under its label
        self.task_combo = QComboBox()
        self.task_combo.addItem(translate("TrainingTab", "Text: masked language model"), "text")
        self.task_combo.addItem(translate("TrainingTab", "Images: masked autoencoder"), "image")
        self.task_combo.setToolTip(translate("TrainingTab", "What to pretrain: a BERT-style text encoder or an MAE for images"))
        self.task_combo.currentIndexChanged.connect(self._on_task)
        layout.addRow(translate("TrainingTab", "Task"), self.task_combo)
        self.data_combo = QComboBox()
        self.data_combo.setToolTip(translate("TrainingTab", "Generated data learns fastest; your own files show what a model makes of them"))
        self.data_combo.currentIndexChanged.connect(
            lambda i: self._write("data", self.data_combo.itemData(i)) if i >= 0 else None)
        layout.addRow(translate("TrainingTab", "Data"), self.data_combo)
        self.path_row = QWidget()
        pl = QHBoxLayout(self.path_row)
        pl.setContentsMargins(0, 0, 0, 0)
        self.path_edit = QLineEdit()
        self.path_edit.setPlaceholderText(translate("TrainingTab", "a .txt file or a folder"))
        self.path_edit.textChanged.connect(lambda text: self._write("path", text.strip()))
        self.browse_button = QPushButton(translate("TrainingTab", "Browse…"))
        self.browse_button.clicked.connect(self._browse)
        pl.addWidget(self.path_edit, 1)
        pl.addWidget(self.browse_button)
        self.path_label = QLabel(translate("TrainingTab", "File/folder"))
        layout.addRow(self.path_label, self.path_row)
        self.preset_combo = QComboBox()
        for key in PRESETS:
            self.preset_combo.addItem(translate("TrainingTab", PRESET_LABELS[key]), key)
        self.preset_combo.setToolTip(translate("TrainingTab", "Model size: nano learns the generated data in a couple of CPU minutes"))
        self.preset_combo.currentIndexChanged.connect(self._on_preset)
        layout.addRow(translate("TrainingTab", "Model"), self.preset_combo)
        self.strategy_combo = QComboBox()
        self.strategy_combo.setToolTip(translate("TrainingTab", "How the training examples are masked"))
        self.strategy_combo.currentIndexChanged.connect(
            lambda i: self._write("strategy", self.strategy_combo.itemData(i)) if i >= 0 else None)
        layout.addRow(translate("TrainingTab", "Masking"), self.strategy_combo)
        self.objective_combo = QComboBox()
        for key, label in OBJECTIVE_CHOICES:
            self.objective_combo.addItem(translate("TrainingTab", label), key)
        self.objective_combo.setToolTip(
            translate("TrainingTab", "Text: what the model learns. Masked LM: the chosen share of tokens, the 80/10/10 rule (BERT). "
            "Masked diffusion: each row masked at its own rate t from 0 to 1, the loss weighted by 1/t "
            "(MDLM, LLaDA): a model that can write by unmasking; the mask probability is not used. "
            "Causal LM: the next token from the left only."))
        self.objective_combo.currentIndexChanged.connect(
            lambda i: self._write("objective", self.objective_combo.itemData(i)) if i >= 0 else None)
        self.objective_label = QLabel(translate("TrainingTab", "Objective"))
        layout.addRow(self.objective_label, self.objective_combo)
        self.mask_spin = QSpinBox()
        self.mask_spin.setRange(1, 95)
        self.mask_spin.setSuffix(" %")
        self.mask_spin.setToolTip(translate("TrainingTab", "Mask probability (text) or mask ratio (images). Accuracy is always measured "
                                  "at 15 % masking, so runs at different rates compare."))
        self.mask_spin.valueChanged.connect(self._on_mask)
        self.mask_label = QLabel(translate("TrainingTab", "Mask probability"))
        layout.addRow(self.mask_label, self.mask_spin)
        self.steps_spin = QSpinBox()
        self.steps_spin.setRange(MIN_STEPS, MAX_STEPS)
        self.steps_spin.setSingleStep(50)
        self.steps_spin.setToolTip(translate("TrainingTab", "Optimizer steps; a nano model on generated data learns in 300-600"))
        self.steps_spin.valueChanged.connect(lambda v: self._write("steps", int(v)))
        layout.addRow(translate("TrainingTab", "Steps"), self.steps_spin)
        self.lr_spin = QDoubleSpinBox()
        self.lr_spin.setDecimals(LR_DECIMALS)
        self.lr_spin.setRange(MIN_LR, MAX_LR)
        self.lr_spin.setSingleStep(0.0005)
        self.lr_spin.setToolTip(translate("TrainingTab", "Peak learning rate (AdamW: a linear warmup, then cosine decay)"))
        self.lr_spin.valueChanged.connect(self._on_lr)
        layout.addRow(translate("TrainingTab", "Learning rate"), self.lr_spin)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(translate("TrainingTab", "optional, e.g. mask-40"))
        self.name_edit.setToolTip(translate("TrainingTab", "A name for the run folder (the date and time come first)"))
        self.name_edit.textChanged.connect(lambda text: self._write("name", text.strip()))
        layout.addRow(translate("TrainingTab", "Name"), self.name_edit)
        self.binding = StateBinding(form, lambda _names: self.show_form())
        self.show_form()

    # -- state -> widgets -----------------------------------------------------------------
    def show_form(self) -> None:
        f = self.state
        self.task_combo.setCurrentIndex(self.task_combo.findData(f.task))
        if self._choices_task != f.task:
            self._fill_choices(f.task)
        self.data_combo.setCurrentIndex(max(0, self.data_combo.findData(f.data)))
        if self.path_edit.text().strip() != f.path:
            self.path_edit.setText(f.path)
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(f.preset)))
        self.strategy_combo.setCurrentIndex(max(0, self.strategy_combo.findData(f.strategy)))
        self.objective_combo.setCurrentIndex(max(0, self.objective_combo.findData(f.objective)))
        text = f.task == "text"
        self.objective_combo.setVisible(text)
        self.objective_label.setVisible(text)
        self.mask_spin.setValue(int(round(f.mask * 100)))
        self.steps_spin.setValue(f.steps)
        self.lr_spin.setValue(f.lr)
        if self.name_edit.text().strip() != f.name:
            self.name_edit.setText(f.name)
        needs_path = f.data == "path"
        self.path_row.setVisible(needs_path)
        self.path_label.setVisible(needs_path)

    def _fill_choices(self, task: str) -> None:
        """The data and masking lists of `task` (filled while the lists are not live: no writes)."""
        self._choices_task = None
        for combo, choices, context in ((self.data_combo, DATA_CHOICES[task], "TrainingTab"),
                                        (self.strategy_combo, STRATEGY_CHOICES[task], "Catalog")):
            combo.clear()
            for key, label in choices:
                combo.addItem(translate(context, label), key)
        self._choices_task = task
        self.mask_label.setText(translate("TrainingTab", "Mask probability") if task == "text"
                                else translate("TrainingTab", "Mask ratio"))

    # -- widgets -> state -----------------------------------------------------------------
    def _write(self, name: str, value) -> None:
        if self._choices_task is None or value is None:  # the lists are being refilled
            return
        setattr(self.state, name, value)

    def _on_task(self, index: int) -> None:
        task = self.task_combo.itemData(index)
        f = self.state
        if task is None or task == f.task:
            return
        fresh = TrainingForm.defaults(task)
        fresh.steps, fresh.name = f.steps, f.name
        self.binding.assign(fresh)

    def _on_preset(self, index: int) -> None:
        preset = self.preset_combo.itemData(index)
        f = self.state
        if preset is None or preset == f.preset or self._choices_task is None:
            return
        with self.binding.batch():
            f.preset = preset
            f.lr = preset_lr(f.task, preset)

    def _on_mask(self, value: int) -> None:
        if value != int(round(self.state.mask * 100)):
            self._write("mask", value / 100.0)

    def _on_lr(self, value: float) -> None:
        spin = self.lr_spin
        if abs(spin.valueFromText(spin.textFromValue(self.state.lr)) - value) > 1e-12:  # else it shows the state
            self._write("lr", round(value, 6))

    def _browse(self) -> None:
        if self.state.task == "text":
            path, _ = dialogs.open_file(self, translate("TrainingTab", "A text file (or cancel to pick a folder)"),
                                        "", translate("TrainingTab", "Text (*.txt);;All files (*)"))
            if not path:
                path = dialogs.existing_dir(self, translate("TrainingTab", "A folder of .txt files"))
        else:
            path = dialogs.existing_dir(self, translate("TrainingTab", "A folder of images"))
        if path:
            self.path_edit.setText(path)
