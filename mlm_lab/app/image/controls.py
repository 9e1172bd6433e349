"""The Image tab's control column (picture, strategy, mask ratio, seed, paint buttons, the
strategy's explanation), bound to an `ImageState`: a widget's change writes its field,
a field's event puts the value into its widget (see `binding.StateBinding`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import fmt_percent
from mlm_lab.app.looks.reflow import FormWrap, ReflowRow
from mlm_lab.lab.image import MAX_RATIO, SAMPLE_PREFIX, ImageState
from mlm_lab.lab.resources import SAMPLES
from mlm_lab.masking.catalog import IMAGE, IMAGE_STRATEGIES, keys

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SEEDED = keys("image", seeded=True)  # the strategies that draw at random (the seed applies)


# the sample photos' names (mlm_lab.lab.resources.SAMPLES, English in the core) marked for the catalogue
SAMPLE_NAMES = [QT_TRANSLATE_NOOP("ImageTab", "Astronaut (Eileen Collins)"), QT_TRANSLATE_NOOP("ImageTab", "Cup of coffee"),
                QT_TRANSLATE_NOOP("ImageTab", "Chelsea the cat"), QT_TRANSLATE_NOOP("ImageTab", "Rocket launch"),
                QT_TRANSLATE_NOOP("ImageTab", "Stained tissue"), QT_TRANSLATE_NOOP("ImageTab", "Hubble deep field"),
                QT_TRANSLATE_NOOP("ImageTab", "Colour wheel"), QT_TRANSLATE_NOOP("ImageTab", "Cameraman (grey)"),
                QT_TRANSLATE_NOOP("ImageTab", "Coins (grey)"), QT_TRANSLATE_NOOP("ImageTab", "Brick wall (grey)"),
                QT_TRANSLATE_NOOP("ImageTab", "Retina")]


def source_label(source: str) -> str:
    """A picture as the window names it: a sample photo's name in the window's language, a file's name."""
    if source.startswith(SAMPLE_PREFIX):
        name = dict(SAMPLES).get(source[len(SAMPLE_PREFIX):])
        return translate("ImageTab", name) if name else source
    return Path(source).name


def narrow_combo(letters: int = 10) -> QComboBox:
    """A list whose box may be as narrow as `letters` characters (a long entry is elided in the box,
    whole in its list): long names (larger type, longer languages) never widen the control column."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
    return combo


class ImageControls:
    """Builds the controls into `column` (a QVBoxLayout) and keeps them showing `state`."""

    def __init__(self, state: ImageState, column: QVBoxLayout, *, on_pick_source, on_open, on_resample,
                 on_strategy, on_fill, on_invert, on_rounds=None):
        self.state = state
        self.source_box = QGroupBox(translate("ImageTab", "Image"))
        form = QVBoxLayout(self.source_box)
        self.sample_combo = narrow_combo()
        self.sample_combo.setToolTip(translate("ImageTab", "Photos that come with scikit-image; or open your own"))
        for key, label in SAMPLES:
            self.sample_combo.addItem(translate("ImageTab", label), SAMPLE_PREFIX + key)
        self._showing_source = False  # the list is being made to show the state: not a user's pick
        self.sample_combo.currentIndexChanged.connect(
            lambda i: on_pick_source(self.sample_combo.itemData(i)) if i >= 0 and not self._showing_source else None)
        self.open_button = QPushButton(translate("ImageTab", "Open image…"))
        self.open_button.setToolTip(translate("ImageTab", "Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)"))
        self.open_button.clicked.connect(on_open)
        drop = QLabel(translate("ImageTab", "or drop an image file here"))
        drop.setObjectName("hint")
        drop.setWordWrap(True)
        form.addWidget(self.sample_combo)
        form.addWidget(self.open_button)
        form.addWidget(drop)
        column.addWidget(self.source_box)

        self.mask_box = QGroupBox(translate("ImageTab", "Masking"))
        mform = QFormLayout(self.mask_box)
        mform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.mask_wrap = FormWrap(self.mask_box, mform)  # a narrow column: every field under its label
        self.strategy_combo = narrow_combo()
        for s in IMAGE_STRATEGIES:
            self.strategy_combo.addItem(translate("Catalog", s.label), s.key)
            self.strategy_combo.setItemData(self.strategy_combo.count() - 1, translate("Catalog", s.explanation),
                                            Qt.ItemDataRole.ToolTipRole)
        self.strategy_combo.currentIndexChanged.connect(lambda i: on_strategy(self.strategy_combo.itemData(i)))
        self.strategy_label = QLabel(translate("ImageTab", "Strategy"))
        mform.addRow(self.strategy_label, self.strategy_combo)

        self.ratio_slider = QSlider(Qt.Orientation.Horizontal)
        self.ratio_slider.setRange(0, int(round(MAX_RATIO * 100)))
        self.ratio_slider.setValue(75)
        self.ratio_slider.setPageStep(5)
        self.ratio_slider.setToolTip(translate("ImageTab", "Fraction of patches hidden from the encoder (MAE uses 75 %)"))
        self.ratio_slider.valueChanged.connect(self._on_ratio)
        self.ratio_value = QLabel(fmt_percent(0.75))
        self.ratio_value.setMinimumWidth(self.ratio_value.fontMetrics().horizontalAdvance(fmt_percent(1.0)))
        self.ratio_row = QWidget()
        rl = QHBoxLayout(self.ratio_row)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.ratio_slider, 1)
        rl.addWidget(self.ratio_value)
        self.ratio_label = QLabel(translate("ImageTab", "Mask ratio"))
        mform.addRow(self.ratio_label, self.ratio_row)

        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setToolTip(translate("ImageTab", "The random seed of the mask: the same seed gives the same mask"))
        self.seed_spin.valueChanged.connect(self._on_seed)
        self.resample_button = QPushButton(translate("ImageTab", "Resample"))
        self.resample_button.setToolTip(translate("ImageTab", "Draw a new mask (next seed) [R]"))
        self.resample_button.clicked.connect(on_resample)
        self.seed_row = ReflowRow()  # the button under the seed where the column is too narrow for both
        self.seed_row.add(self.seed_spin, 1)
        self.seed_row.add(self.resample_button)
        self.seed_label = QLabel(translate("ImageTab", "Seed"))
        mform.addRow(self.seed_label, self.seed_row)

        self.paint_row = QWidget()
        pl = QHBoxLayout(self.paint_row)
        pl.setContentsMargins(0, 0, 0, 0)
        self.clear_paint = QPushButton(translate("ImageTab", "Show all"))
        self.clear_paint.setToolTip(translate("ImageTab", "Make every patch visible"))
        self.clear_paint.clicked.connect(on_fill)
        self.invert_paint = QPushButton(translate("ImageTab", "Invert"))
        self.invert_paint.setToolTip(translate("ImageTab", "Hide the visible patches and show the hidden ones"))
        self.invert_paint.clicked.connect(on_invert)
        pl.addWidget(self.clear_paint)
        pl.addWidget(self.invert_paint)
        mform.addRow("", self.paint_row)
        column.addWidget(self.mask_box)

        self.rounds_button = QPushButton(translate("ImageTab", "Reveal in rounds…"))
        self.rounds_button.setToolTip(
            translate("ImageTab", "Hide 95 % of the picture, reconstruct, keep one round's predicted patches as if they were seen, "
            "repeat; shown beside the one-shot reconstruction. A pixel-regression MAE blurs what it predicts, "
            "so feeding it back does not help (image generators unmask discrete tokens instead)"))
        if on_rounds is not None:
            self.rounds_button.clicked.connect(on_rounds)
        column.addWidget(self.rounds_button)

        self.explanation = QLabel()
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.explanation)
        self.norm_note = QLabel()
        self.norm_note.setObjectName("note")
        self.norm_note.setWordWrap(True)
        self.norm_note.hide()
        column.addWidget(self.norm_note)
        column.addStretch(1)

    # -- state -> widgets -----------------------------------------------------------------
    def show_state(self) -> None:
        self.show_strategy()
        self.show_ratio()
        self.seed_spin.setValue(self.state.seed)

    def show_strategy(self) -> None:
        key = self.state.strategy
        self.strategy_combo.setCurrentIndex(self.strategy_combo.findData(key))
        self.explanation.setText(translate("Catalog", IMAGE[key].explanation))
        self.ratio_slider.setEnabled(IMAGE[key].uses_slider)
        self.seed_spin.setEnabled(key in SEEDED)
        self.resample_button.setEnabled(key in SEEDED)
        self.paint_row.setVisible(key == "paint")

    def show_ratio(self) -> None:
        value = int(round(self.state.ratio * 100))
        self.ratio_slider.setValue(value)
        self.ratio_value.setText(fmt_percent(value / 100))

    def show_source(self, source: str) -> None:
        """Select `source` in the picture list (a user's file gets one entry at the end)."""
        combo = self.sample_combo
        self._showing_source = True
        try:
            idx = combo.findData(source)
            if idx < 0 and source:
                last = combo.count() - 1
                if not str(combo.itemData(last)).startswith(SAMPLE_PREFIX):
                    combo.removeItem(last)
                combo.addItem(translate("ImageTab", "File: {name}").format(name=Path(source).name), source)
                idx = combo.count() - 1
            if idx >= 0:
                combo.setCurrentIndex(idx)
        finally:
            self._showing_source = False

    # -- widgets -> state -----------------------------------------------------------------
    def _on_ratio(self, value: int) -> None:
        self.ratio_value.setText(fmt_percent(value / 100))
        if value != int(round(self.state.ratio * 100)):  # else the slider just shows the state
            self.state.ratio = value / 100.0

    def _on_seed(self, value: int) -> None:
        self.state.seed = int(value)
