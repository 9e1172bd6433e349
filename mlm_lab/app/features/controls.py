"""The Features tab's controls column: view, layer, pictures (samples or files), background
removal, sentence. They write the tab's `FeaturesState` and show it (`show_state`); the
field events do the rest."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from mlm_lab.app.features.boxes import NarrowCombo, WrapCheck
from mlm_lab.app.image.controls import source_label
from mlm_lab.lab.features import MAX_IMAGES, VIEWS, FeaturesState
from mlm_lab.lab.image import SAMPLE_PREFIX
from mlm_lab.lab.resources import SAMPLES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

VIEW_LABELS = {"image": QT_TRANSLATE_NOOP("FeaturesTab", "Image: PCA maps and patch similarity"),
               "text": QT_TRANSLATE_NOOP("FeaturesTab", "Text: token neighbours, sentence search"),
               "probe": QT_TRANSLATE_NOOP("FeaturesTab", "Probe: accuracy per layer, on its own")}
FINAL = QT_TRANSLATE_NOOP("FeaturesTab", "final (after the last block)")


class FeaturesControls:
    def __init__(self, state: FeaturesState, column: QVBoxLayout, *, on_open, on_add_sample, on_remove):
        self.state = state
        self.view_box = QGroupBox(translate("FeaturesTab", "View"))
        vl = QFormLayout(self.view_box)
        vl.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        vl.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow column puts the box under "Layer"
        self.view_combo = NarrowCombo()
        for key in VIEWS:
            self.view_combo.addItem(translate("FeaturesTab", VIEW_LABELS[key]), key)
        self.view_combo.currentIndexChanged.connect(lambda i: setattr(state, "view", self.view_combo.itemData(i)))
        vl.addRow(self.view_combo)
        self.layer_spin = QSpinBox()
        self.layer_spin.setRange(-1, 64)
        self.layer_spin.setSpecialValueText(translate("FeaturesTab", FINAL))
        self.layer_spin.setToolTip(translate("FeaturesTab", "Which encoder layer's features are shown: 0 = the embeddings, k = after "
                                   "block k, the lowest value = the encoder's final output"))
        self.layer_spin.valueChanged.connect(self._on_layer)
        self.layer_label = QLabel(translate("FeaturesTab", "Layer"))
        vl.addRow(self.layer_label, self.layer_spin)
        column.addWidget(self.view_box)

        self.pictures_box = QGroupBox(translate("FeaturesTab", "Pictures (up to %1)").replace("%1", str(MAX_IMAGES)))
        pl = QVBoxLayout(self.pictures_box)
        self.sample_combo = NarrowCombo()
        self.sample_combo.addItem(translate("FeaturesTab", "Add a sample photo…"), "")
        for key, _label in SAMPLES:  # named as the Image tab names them (in the window's language)
            self.sample_combo.addItem(source_label(SAMPLE_PREFIX + key), SAMPLE_PREFIX + key)
        self.sample_combo.activated.connect(self._on_sample)
        self._on_add_sample = on_add_sample
        self.open_button = QPushButton(translate("FeaturesTab", "Add an image file…"))
        self.open_button.clicked.connect(on_open)
        hint = QLabel(translate("FeaturesTab", "The first picture is the current one; the PCA is fitted on all of them together, "
                      "so a colour means the same feature direction in every picture."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        self.pictures_list = QListWidget()
        self.pictures_list.setMaximumHeight(96)
        self.pictures_list.setToolTip(translate("FeaturesTab", "The pictures shown, the current one first"))
        self.remove_button = QPushButton(translate("FeaturesTab", "Remove the selected picture"))
        self.remove_button.clicked.connect(lambda: on_remove(self.pictures_list.currentRow()))
        pl.addWidget(self.pictures_list)
        pl.addWidget(self.remove_button)
        pl.addWidget(self.sample_combo)
        pl.addWidget(self.open_button)
        pl.addWidget(hint)
        column.addWidget(self.pictures_box)

        self.background_row = WrapCheck(translate("FeaturesTab", "Remove background (threshold the first\nPCA component; off = every patch)"))
        self.background_check = self.background_row.box
        self.background_row.setToolTip(translate("FeaturesTab", "DINOv2's recipe: the first component often separates object from "
                                         "background; its side that holds the borders is blacked out and the "
                                         "colours are refitted on the rest. Not always right: look."))
        self.background_check.toggled.connect(lambda on: setattr(state, "remove_background", bool(on)))
        column.addWidget(self.background_row)

        self.random_row = WrapCheck(translate("FeaturesTab", "Random-init twin (same shape, seed 0,\nnever trained) instead of the model"))
        self.random_check = self.random_row.box
        self.random_row.setToolTip(translate("FeaturesTab", "Draw the maps and the similarity for a randomly initialised copy of the image "
                                     "model: what the encoder shows before any masked pretraining"))
        self.random_check.toggled.connect(lambda on: setattr(state, "random_init", bool(on)))
        column.addWidget(self.random_row)

        self.sentence_box = QGroupBox(translate("FeaturesTab", "Sentence"))
        sl = QVBoxLayout(self.sentence_box)
        self.sentence_edit = QLineEdit()
        self.sentence_edit.setToolTip(translate("FeaturesTab", "Press Enter: the sentence's tokens appear in the text view"))
        self.sentence_edit.editingFinished.connect(self._on_sentence)
        sl.addWidget(self.sentence_edit)
        column.addWidget(self.sentence_box)

    def _on_sample(self, index: int) -> None:
        source = self.sample_combo.itemData(index)
        self.sample_combo.setCurrentIndex(0)
        if source:
            self._on_add_sample(source)

    def _on_sentence(self) -> None:
        text = self.sentence_edit.text()
        if text != self.state.sentence:
            self.state.token = None
            self.state.sentence = text

    def show_state(self) -> None:
        s = self.state
        self.view_combo.setCurrentIndex(VIEWS.index(s.view))
        self.layer_spin.setValue(self._shown_layer())
        self.background_check.setChecked(s.remove_background)
        self.random_check.setChecked(s.random_init)
        if self.sentence_edit.text() != s.sentence:
            self.sentence_edit.setText(s.sentence)
        names = [translate("FeaturesTab", "current: %1").replace("%1", source_label(src)) if i == 0 else source_label(src)
                 for i, src in enumerate(s.sources)]
        if [self.pictures_list.item(i).text() for i in range(self.pictures_list.count())] != names:
            self.pictures_list.clear()
            self.pictures_list.addItems(names)
        self.remove_button.setEnabled(len(s.sources) > 1)

    def set_depth(self, num_layers: int | None) -> None:
        """Offer the layers of the model the view in front shows (0 .. num_layers; -1 = final);
        None: no model yet. The state keeps its value: a deeper layer than the model has is
        shown (and computed) as its last."""
        top = 64 if num_layers is None else max(0, int(num_layers))
        if self.layer_spin.maximum() != top:
            # the range clamps what the spin box shows; the state keeps a deeper layer (see above)
            self.layer_spin.setRange(-1, top)
            self.layer_spin.setValue(self._shown_layer())

    def _shown_layer(self) -> int:
        """The spin box's value for the state's layer: clamped to the layers of the model in front."""
        return min(max(self.state.layer, -1), self.layer_spin.maximum())

    def _on_layer(self, value: int) -> None:
        # valueChanged follows setValue and a clamping setRange too: the value the state already shows
        # is an echo, not a choice (written back, a lab file's deeper layer would be lost to the clamp)
        if value != self._shown_layer():
            self.state.layer = int(value)

    def show_view(self, hidden: list[str]) -> None:
        """Show the controls of the view in front, less the ones a lesson hides."""
        image, text = self.state.view == "image", self.state.view == "text"
        self.pictures_box.setVisible(image and "pictures" not in hidden)
        self.background_row.setVisible(image and "background" not in hidden)
        self.random_row.setVisible(image and "random_init" not in hidden)
        self.sentence_box.setVisible(text and "sentence" not in hidden)
        for w in (self.layer_label, self.layer_spin):  # a probe runs on every layer
            w.setVisible(self.state.view != "probe" and "layer" not in hidden)
