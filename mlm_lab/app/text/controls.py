"""The Text tab's control panel (sentence, strategy, mask probability, 80/10/10, seed, the
strategy's explanation), bound to a `TextState`.

Binding, both ways, without blocking signals: a widget's change writes its field; a field's
event puts the value into its widget. Writing a value the state already holds emits
nothing (psygnal compares), and every widget handler first asks "is this what the state
already says?" (a slider shows whole percent, a spin box three decimals), so a value from a
file is never rounded by the widget that shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import fmt_number, fmt_percent
from mlm_lab.lab.catalog import TEXT, TEXT_STRATEGIES
from mlm_lab.lab.text import MAX_SEED, TextState
from mlm_lab.lab.text_view.masking import rebalance
from mlm_lab.masking.catalog import keys
from mlm_lab.resources import sample_sentences

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

WRITE_YOUR_OWN = QT_TRANSLATE_NOOP("TextTab", "Write your own…")
# The sentence box holds at most this many characters: far more than a model reads (128 or 512
# tokens are a few thousand characters), few enough that Qt lays the box out in milliseconds
# (2 MB on one line took Qt 3 s per change). A longer paste keeps its start, with a note.
MAX_BOX_CHARS = 10_000
COLUMN_SHARE = 0.36  # of the tab's width, at most, for the controls column (down to its narrow form)
TEXT_SETTLE_MS = 200  # typing: mask again once the text has not changed for this long
CORRUPTION_REASONS = {
    "manual": QT_TRANSLATE_NOOP("TextTab", "By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used."),
    "t5": QT_TRANSLATE_NOOP("TextTab", "T5 replaces whole spans by sentinels; the 80/10/10 rule is not used."),
    "permutation": QT_TRANSLATE_NOOP("TextTab", "XLNet uses no [MASK]; the 80/10/10 rule is not used."),
}
BERT_STRATEGIES = keys("text", family="token", by_hand=False)  # drawn by the 80/10/10 rule


def percent_text(p: float) -> str:
    value = p * 100
    return fmt_percent(p, 0 if abs(value - round(value)) < 1e-9 else 1)


def cut_note(length: int, kept: int = MAX_BOX_CHARS) -> str:
    return translate("TextTab", "The text is {length} characters long: the box keeps the first {kept} and the rest is "
                     "cut off (the model reads only the first tokens anyway).").format(
        length=fmt_number(length), kept=fmt_number(kept))


class SentenceEdit(QPlainTextEdit):
    """A plain text box that never holds more than `limit` characters (MAX_BOX_CHARS; the
    Generate tab's prompt box, MAX_PROMPT): a paste or a drop is cut before Qt lays it out, and
    `cut(length)` says how long the text was."""

    cut = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, limit: int = MAX_BOX_CHARS):
        super().__init__(parent)
        self.limit = limit

    def insertFromMimeData(self, source: QMimeData) -> None:
        if not source.hasText():
            return super().insertFromMimeData(source)
        text = source.text()
        cursor = self.textCursor()
        room = self.limit - (self.document().characterCount() - 1 - len(cursor.selectedText()))
        if len(text) > room:
            self.cut.emit(len(text))
            text = text[: max(room, 0)]
        cursor.insertText(text)
        self.setTextCursor(cursor)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return source.hasText() or super().canInsertFromMimeData(source)


class TextControls(QScrollArea):
    """The left panel of the Text tab. `state` is the tab's TextState (shared, never copied)."""

    def __init__(self, state: TextState, resample, batch, parent: QWidget | None = None):
        """`resample()` draws the next mask; `batch()` is a context in which several field writes
        make one update of the tab."""
        super().__init__(parent)
        self.setAccessibleName(translate("TextTab", "Text controls"))
        self.state = state
        self._batch = batch
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._preferred = 300  # set_scale: the width with every label beside its field
        self._narrow = 300  # ... and with the labels over their fields where they must
        self._tab_width = 0  # fit_to: the tab's width, of which the column takes at most COLUMN_SHARE
        self._scale = 1.0
        self._forms: list[QFormLayout] = []  # the label / field forms, which wrap where the column is narrow
        panel = QWidget()
        self.setWidget(panel)
        left = QVBoxLayout(panel)
        left.setContentsMargins(0, 0, 6, 0)
        left.addWidget(self._build_sentence_box())
        left.addWidget(self._build_masking_box(resample))
        left.addWidget(self._build_explanation_box())
        left.addStretch(1)
        self._text_timer = QTimer(self)
        self._text_timer.setSingleShot(True)
        self._text_timer.setInterval(TEXT_SETTLE_MS)
        self._text_timer.timeout.connect(self._on_text_settled)
        self.show_state()

    # -- construction ---------------------------------------------------------------------
    def _build_sentence_box(self) -> QGroupBox:
        box = QGroupBox(translate("TextTab", "Sentence"))
        layout = QVBoxLayout(box)
        self.examples = QComboBox()
        # a long example sentence must not widen the panel (the window fits 1024x768): elided in the box
        self.examples.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.examples.setMinimumContentsLength(16)
        self._filling = False
        self.set_examples(sample_sentences())
        self.examples.setToolTip(translate("TextTab", "Ready example sentences; or choose “Write your own…” and type in the box below."))
        self.examples.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.examples.setMinimumContentsLength(10)
        self.examples.currentIndexChanged.connect(self._on_example)
        self.text_edit = SentenceEdit()
        self.text_edit.setPlaceholderText(translate("TextTab", "Type a sentence…"))
        self.text_edit.setToolTip(translate("TextTab", "The text to mask. It is split into WordPiece tokens; text longer than the "
                                  "model can read is cut off (you are told when)."))
        self.text_edit.setFixedHeight(84)
        self.text_edit.textChanged.connect(self._text_timer_start)
        self.text_edit.cut.connect(self._show_cut)
        self.cut_label = QLabel()
        self.cut_label.setWordWrap(True)
        self.cut_label.setStyleSheet("QLabel { color: #8a4b00; }")
        self.cut_label.hide()
        layout.addWidget(self.examples)
        layout.addWidget(self.text_edit)
        layout.addWidget(self.cut_label)
        return box

    def _show_cut(self, length: int) -> None:
        self.cut_label.setText(cut_note(length))
        self.cut_label.show()

    def set_examples(self, sentences) -> None:
        """Offer `sentences` as the examples (the tab follows the loaded model's language)."""
        self._filling = True
        try:
            self.examples.clear()
            self.examples.addItem(translate("TextTab", WRITE_YOUR_OWN))
            for sentence in sentences:
                self.examples.addItem(sentence)
        finally:
            self._filling = False
        text = self.state.text
        idx = self.examples.findText(text) if text else -1
        self.examples.setCurrentIndex(idx if idx > 0 else 0)

    def example_texts(self) -> list[str]:
        return [self.examples.itemText(i) for i in range(1, self.examples.count())]

    def _build_masking_box(self, resample) -> QGroupBox:
        box = QGroupBox(translate("TextTab", "Masking"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._forms.append(form)
        self.strategy_combo = QComboBox()
        for s in TEXT_STRATEGIES:
            self.strategy_combo.addItem(translate("Catalog", s.label), s.key)
        self.strategy_combo.setToolTip(translate("TextTab", "How tokens are chosen for the model to predict; the paragraph below "
                                       "explains the one in use."))
        self.strategy_combo.currentIndexChanged.connect(self._on_strategy)
        self.strategy_label = QLabel(translate("TextTab", "Strategy"))
        form.addRow(self.strategy_label, self.strategy_combo)

        self.mask_slider = QSlider(Qt.Orientation.Horizontal)
        self.mask_slider.setRange(0, 100)
        self.mask_slider.setPageStep(5)
        self.mask_slider.setToolTip(translate("TextTab", "p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). "
                                    "Left/Right keys move it in presentation mode."))
        self.mask_slider.valueChanged.connect(self._on_mask_slider)
        self.mask_value = QLabel("15 %")
        self.mask_value.setMinimumWidth(48)
        self.mask_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.mask_slider, 1)
        self.mask_slider.setMinimumWidth(100)  # a slider to drag, also where the column gives way (fit_to)
        row.addWidget(self.mask_value)
        self.mask_row = QWidget()
        self.mask_row.setLayout(row)
        self.mask_label = QLabel(translate("TextTab", "Mask probability"))
        form.addRow(self.mask_label, self.mask_row)

        self.corruption_box = QWidget()
        grid = QFormLayout(self.corruption_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self._forms.append(grid)
        self.prob_spins: list[QDoubleSpinBox] = []
        tips = (
            translate("TextTab", "Of the chosen tokens, the share replaced by [MASK]."),
            translate("TextTab", "Of the chosen tokens, the share replaced by a random token from the vocabulary."),
            translate("TextTab", "Of the chosen tokens, the share left unchanged (the model is still asked about them)."),
        )
        for k, (label, tip) in enumerate(zip((translate("TextTab", "→ [MASK]"), translate("TextTab", "→ random token"), translate("TextTab", "→ kept")),
                                                 tips, strict=True)):
            spin = QDoubleSpinBox()
            spin.setRange(0.0, 1.0)
            spin.setDecimals(3)
            spin.setSingleStep(0.05)
            spin.setToolTip(tip + " " + translate("TextTab", "The three always sum to 1: changing one scales the other two."))
            spin.valueChanged.connect(lambda value, k=k: self._on_corruption(k, value))
            self.prob_spins.append(spin)
            grid.addRow(label, spin)
        self.corruption_label = QLabel(translate("TextTab", "Chosen tokens"))
        self.corruption_label.setToolTip(translate("TextTab", "BERT's 80/10/10 rule: what happens to a token chosen for prediction."))
        form.addRow(self.corruption_label, self.corruption_box)

        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, MAX_SEED)
        self.seed_spin.setToolTip(translate("TextTab", "The random seed: the same seed and settings always give the same mask."))
        self.seed_spin.valueChanged.connect(self._on_seed)
        self.resample_button = QPushButton(translate("TextTab", "Resample"))
        self.resample_button.setToolTip(translate("TextTab", "Draw a new mask with the same settings (the next seed). Key: R."))
        self.resample_button.clicked.connect(resample)
        seed_row = QHBoxLayout()
        seed_row.setContentsMargins(0, 0, 0, 0)
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.resample_button)
        self.seed_row = QWidget()
        self.seed_row.setLayout(seed_row)
        self.seed_label = QLabel(translate("TextTab", "Seed"))
        form.addRow(self.seed_label, self.seed_row)
        return box

    def _build_explanation_box(self) -> QGroupBox:
        self.explanation_box = QGroupBox(translate("TextTab", "What this strategy does"))
        layout = QVBoxLayout(self.explanation_box)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setToolTip(translate("TextTab", "A plain-words description of the current strategy."))
        layout.addWidget(self.explanation)
        return self.explanation_box

    def named_widgets(self) -> dict[str, list[QWidget]]:
        """Control name (for a lesson's hide list) -> the widgets it hides."""
        return {
            "controls": [self],
            "examples": [self.examples],
            "text": [self.text_edit],
            "strategy": [self.strategy_combo, self.strategy_label],
            "mask_prob": [self.mask_row, self.mask_label],
            "corruption": [self.corruption_box, self.corruption_label],
            "seed": [self.seed_row, self.seed_label],
            "explanation": [self.explanation_box],
        }

    def set_scale(self, scale: float, presentation: bool) -> None:
        self.text_edit.setFixedHeight(int(84 * scale))
        self._scale = scale
        self._fit_width()
        # and again once the new type has reached every widget (a style sheet's font applies on polish)
        QTimer.singleShot(0, self, self._fit_width)

    def _fit_width(self) -> None:
        scale = self._scale
        panel = self.widget()
        bar = self.verticalScrollBar().sizeHint().width() + 4

        def need(policy: QFormLayout.RowWrapPolicy) -> int:
            for form in self._forms:
                form.setRowWrapPolicy(policy)
            panel.adjustSize()
            return panel.minimumSizeHint().width() + bar

        wide = need(QFormLayout.RowWrapPolicy.DontWrapRows)  # every label beside its field
        narrow = need(QFormLayout.RowWrapPolicy.WrapLongRows)  # a label above its field where it must
        # the panel grows with the type (scale, fitted to the screen in presentation), not by a fixed 1.3;
        # where the tab is narrower (1024x768 with the narration beside it) the column gives way down to
        # `narrow`, its labels over their fields, so the page fits across instead of scrolling sideways
        self._preferred = max(int(300 * min(scale, 2.5)), wide)
        self._narrow = min(narrow, self._preferred)
        self.setMinimumWidth(self._narrow)
        self._give_way()

    def fit_to(self, tab_width: int) -> None:
        """The tab is `tab_width` px wide: the column takes at most COLUMN_SHARE of it (down to its
        narrow form), so the view beside it keeps the room its chips need (1024x768 with the narration)."""
        self._tab_width = int(tab_width)
        self._give_way()

    def _give_way(self) -> None:
        share = int(self._tab_width * COLUMN_SHARE) if self._tab_width else self._preferred
        width = max(self._narrow, min(self._preferred, share))
        if width != self.maximumWidth():
            self.setMaximumWidth(width)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(min(self._preferred, self.maximumWidth()), super().sizeHint().height())

    # -- state -> widgets -----------------------------------------------------------------
    def show_state(self, *_args) -> None:
        """Put every field into its widget (each setter does nothing when the widget already agrees)."""
        self.show_text()
        self.show_strategy()
        self.show_mask_prob()
        self.show_corruption()
        self.seed_spin.setValue(self.state.seed)

    def show_text(self, *_args) -> None:
        text = self.state.text
        self._text_timer.stop()
        shown = text[:MAX_BOX_CHARS]  # a file may hold more (up to checks.MAX_TEXT): the state keeps it all
        if self.text_edit.toPlainText() != shown:
            self.text_edit.setPlainText(shown)
            self._text_timer.stop()  # the box now says what the state says: nothing to settle
        if len(text) > MAX_BOX_CHARS:
            self._show_cut(len(text))
        elif len(self.text_edit.toPlainText()) < MAX_BOX_CHARS:
            self.cut_label.hide()
        idx = self.examples.findText(text) if text else -1
        self.examples.setCurrentIndex(idx if idx > 0 else 0)

    def show_strategy(self, *_args) -> None:
        s = self.state
        self.strategy_combo.setCurrentIndex(self.strategy_combo.findData(s.strategy))
        record = TEXT[s.strategy]
        self.mask_label.setText(translate("Catalog", record.slider_label))
        self.mask_slider.setEnabled(record.uses_slider)
        bert = s.strategy in BERT_STRATEGIES
        self.corruption_box.setEnabled(bert)
        self.corruption_label.setEnabled(bert)
        self.corruption_box.setToolTip(translate("TextTab", CORRUPTION_REASONS[s.strategy]) if s.strategy in CORRUPTION_REASONS
                                       else translate("TextTab", "BERT's 80/10/10 rule, editable."))
        self.explanation.setText(translate("Catalog", record.explanation))

    def show_mask_prob(self, *_args) -> None:
        self.mask_slider.setValue(int(round(self.state.mask_prob * 100)))
        self.mask_value.setText(percent_text(self.state.mask_prob))

    def show_corruption(self, *_args) -> None:
        s = self.state
        for spin, value in zip(self.prob_spins, (s.mask_token_prob, s.random_token_prob, s.keep_prob), strict=True):
            spin.setValue(value)

    # -- widgets -> state -----------------------------------------------------------------
    def _on_example(self, index: int) -> None:
        if self._filling:
            return
        if index <= 0:
            if self.state.text and self.examples.findText(self.state.text) > 0:
                self.text_edit.setFocus()  # the user left an example to write their own
            return
        self.set_text(self.examples.itemText(index))

    def _text_timer_start(self) -> None:
        if self.text_edit.toPlainText() != self.state.text[:MAX_BOX_CHARS]:
            self._text_timer.start()

    def _on_text_settled(self) -> None:
        self.set_text(self.text_edit.toPlainText())

    def set_text(self, text: str) -> None:
        """A new sentence: hand-picked positions and the selection of the old one mean nothing."""
        s = self.state
        if text == s.text:
            return
        with self._batch():
            s.manual = []
            s.selected_token = None
            s.text = text

    def _on_strategy(self, index: int) -> None:
        strategy = self.strategy_combo.itemData(index)
        if strategy in TEXT:
            self.state.strategy = strategy

    def _on_mask_slider(self, value: int) -> None:
        if value != int(round(self.state.mask_prob * 100)):  # else: the slider just shows the state
            self.state.mask_prob = value / 100.0

    def _on_corruption(self, changed: int, value: float) -> None:
        s = self.state
        old = (s.mask_token_prob, s.random_token_prob, s.keep_prob)
        spin = self.prob_spins[changed]
        if abs(spin.valueFromText(spin.textFromValue(old[changed])) - value) < 1e-12:
            return  # the spin box shows the state's value (rounded to its decimals): nothing changed
        new = rebalance(old, changed, value)
        with self._batch():
            s.mask_token_prob, s.random_token_prob, s.keep_prob = new

    def _on_seed(self, value: int) -> None:
        self.state.seed = int(value)
