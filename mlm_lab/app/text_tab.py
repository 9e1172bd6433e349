"""The Text tab: type a sentence, pick a masking strategy, drag the mask probability and
see what a real masked LM recovers, token by token.

State lives in plain Python (`TextMaskingSettings` plus a few view fields); the widgets
only show and edit it, and are updated with their signals blocked. Masking runs on the
GUI thread (one call of the core, well under a millisecond for a sentence); everything
that touches the model, and the 1,000-resample statistics, runs in the
`InferenceWorker` thread, newest request wins.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
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
    QSlider,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.text_attention import AttentionView, PermutationView
from mlm_lab.app.text_chips import FlowLayout, Legend, PredictionList, TokenChip, TokenColumn
from mlm_lab.app.text_fill import FillComparisonView, compute_fill
from mlm_lab.app.text_masking import (
    FALLBACK_MAX_LENGTH,
    METRICS_HEADER,
    STRATEGIES,
    STRATEGY_EXPLANATIONS,
    STRATEGY_LABELS,
    MaskingView,
    TextMaskingSettings,
    compute_masking,
    masking_statistics,
    metrics_table,
    rebalance,
)
from mlm_lab.app.text_stats import StatisticsView
from mlm_lab.resources import bundled_model_dir, sample_sentences
from mlm_lab.tokenization import WordPieceTokenizer

PRESENTATION_SCALE = 1.7
INFERENCE_THREADS = 1  # one sentence at a time: one PyTorch thread answers fastest (see InferenceWorker)
MLM_STRATEGIES = ("random", "whole_word", "span", "manual")  # the model predicts the selected tokens
VIEW_PAGES = ("attention", "fill", "statistics", "permutation")
# names a lesson file may hide (hide_controls); each maps to one or more widgets
CONTROL_NAMES = (
    "controls", "examples", "text", "strategy", "mask_prob", "corruption", "seed", "explanation",
    "legend", "predictions", "metrics", "views", *VIEW_PAGES,
)
WRITE_YOUR_OWN = "Write your own…"
DEFAULT_TEXT = "The cat sat on the mat and looked out of the window."
LEGEND_STATES = {
    "random": ["mask", "random", "kept", "none", "special"],
    "whole_word": ["mask", "random", "kept", "none", "special"],
    "span": ["mask", "random", "kept", "none", "special"],
    "manual": ["mask", "none", "special"],
    "t5": ["dropped", "sentinel", "none", "special"],
    "permutation": ["target", "none", "special"],
}


@lru_cache(maxsize=1)
def fallback_tokenizer() -> WordPieceTokenizer:
    """The tokenizer used before a model is loaded: the bundled one, or one trained on the examples."""
    bundled = bundled_model_dir("text") / "tokenizer.json"
    if bundled.is_file():
        try:
            return WordPieceTokenizer.load(bundled)
        except ValueError:
            pass
    texts = sample_sentences() or [DEFAULT_TEXT]
    return WordPieceTokenizer.train(texts * 2, vocab_size=2000, min_frequency=1)


class TextTab(QWidget):
    """Masked language modeling, live. See the module docstring."""

    status_message = Signal(str)

    def __init__(self, model_provider: Callable[[], Any] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = TextMaskingSettings(text=(sample_sentences() or [DEFAULT_TEXT])[0])
        self.selected_token: int | None = None  # chosen by a click; None = the first predicted token
        self.layer, self.head = 0, -1
        self.view_page = "attention"
        self.hidden_controls: list[str] = []
        self.model = None  # TextModel | None
        self.model_status = "none"  # "none" | "loading" | "ready" | "error"
        self.model_error = ""
        self.presentation = False
        self.scale = 1.0
        self.masking: MaskingView | None = None  # the current masking
        self.prediction = None  # inference.TextPrediction for the current masking, once it arrives
        self.statistics = None  # MaskingStatistics for the current setting, once it arrives
        self.fill_result = None
        self.columns: dict[int, TokenColumn] = {}
        self._generation = 0  # bumps on every new masking; results of older ones are ignored
        self._stats_dirty = True
        self._fill_dirty = True
        self._ready = False  # the masking core (torch) is imported
        self._closed = False
        self._base_font = QFont(self.font())
        self._model_provider = model_provider

        self._text_timer = QTimer(self)
        self._text_timer.setSingleShot(True)
        self._text_timer.setInterval(200)
        self._text_timer.timeout.connect(self._on_text_settled)

        self._build()
        self.worker = InferenceWorker(self, name="mlm-lab text", torch_threads=INFERENCE_THREADS)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self._sync_widgets()
        if model_provider is not None:
            self.model_status = "loading"
            self.worker.submit("model", model_provider)
        if "torch" in sys.modules:
            self._ready = True
            self.refresh()
        else:  # import torch and the masking core off the GUI thread, then draw
            self._show_empty("Starting…")
            self.worker.submit("warmup", _import_core)
        self._update_model_label()

    # =====================================================================================
    # construction
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.controls_panel = QScrollArea()
        self.controls_panel.setWidgetResizable(True)
        self.controls_panel.setFrameShape(QFrame.Shape.NoFrame)
        self.controls_panel.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel = QWidget()
        self.controls_panel.setWidget(panel)
        left = QVBoxLayout(panel)
        left.setContentsMargins(0, 0, 6, 0)
        left.addWidget(self._build_sentence_box())
        left.addWidget(self._build_masking_box())
        left.addWidget(self._build_explanation_box())
        left.addStretch(1)
        outer.addWidget(self.controls_panel)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._build_tokens_area())
        splitter.addWidget(self._build_views())
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([500, 400])
        self.splitter = splitter
        outer.addWidget(splitter, 1)
        self._apply_panel_width()

    def _build_sentence_box(self) -> QGroupBox:
        box = QGroupBox("Sentence")
        layout = QVBoxLayout(box)
        self.examples = QComboBox()
        self.examples.addItem(WRITE_YOUR_OWN)
        for sentence in sample_sentences():
            self.examples.addItem(sentence)
        self.examples.setToolTip("Ready example sentences; or choose “Write your own…” and type in the box below.")
        self.examples.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.examples.setMinimumContentsLength(10)
        self.examples.currentIndexChanged.connect(self._on_example)
        self.text_edit = QPlainTextEdit()
        self.text_edit.setPlaceholderText("Type a sentence…")
        self.text_edit.setToolTip("The text to mask. It is split into WordPiece tokens; text longer than the "
                                  "model can read is cut off (you are told when).")
        self.text_edit.setFixedHeight(84)
        self.text_edit.textChanged.connect(self._on_text_edited)
        layout.addWidget(self.examples)
        layout.addWidget(self.text_edit)
        return box

    def _build_masking_box(self) -> QGroupBox:
        box = QGroupBox("Masking")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.strategy_combo = QComboBox()
        for name in STRATEGIES:
            self.strategy_combo.addItem(STRATEGY_LABELS[name], name)
        self.strategy_combo.setToolTip("How tokens are chosen for the model to predict; the paragraph below "
                                       "explains the one in use.")
        self.strategy_combo.currentIndexChanged.connect(self._on_strategy)
        form.addRow("Strategy", self.strategy_combo)

        self.mask_slider = QSlider(Qt.Orientation.Horizontal)
        self.mask_slider.setRange(0, 100)
        self.mask_slider.setPageStep(5)
        self.mask_slider.setToolTip("p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). "
                                    "Left/Right keys move it in presentation mode.")
        self.mask_slider.valueChanged.connect(self._on_mask_slider)
        self.mask_value = QLabel("15 %")
        self.mask_value.setMinimumWidth(48)
        self.mask_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = QHBoxLayout()
        row.addWidget(self.mask_slider, 1)
        row.addWidget(self.mask_value)
        self.mask_row = QWidget()
        self.mask_row.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        self.mask_label = QLabel("Mask probability")
        form.addRow(self.mask_label, self.mask_row)

        self.corruption_box = QWidget()
        grid = QFormLayout(self.corruption_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.prob_spins: list[QDoubleSpinBox] = []
        tips = (
            "Of the chosen tokens, the share replaced by [MASK].",
            "Of the chosen tokens, the share replaced by a random token from the vocabulary.",
            "Of the chosen tokens, the share left unchanged (the model is still asked about them).",
        )
        for k, (label, tip) in enumerate(zip(("→ [MASK]", "→ random token", "→ kept"), tips, strict=True)):
            spin = QDoubleSpinBox()
            spin.setRange(0.0, 1.0)
            spin.setDecimals(3)
            spin.setSingleStep(0.05)
            spin.setToolTip(tip + " The three always sum to 1: changing one scales the other two.")
            spin.valueChanged.connect(lambda value, k=k: self._on_corruption(k, value))
            self.prob_spins.append(spin)
            grid.addRow(label, spin)
        self.corruption_label = QLabel("Chosen tokens")
        self.corruption_label.setToolTip("BERT's 80/10/10 rule: what happens to a token chosen for prediction.")
        form.addRow(self.corruption_label, self.corruption_box)

        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setToolTip("The random seed: the same seed and settings always give the same mask.")
        self.seed_spin.valueChanged.connect(self._on_seed)
        self.resample_button = QPushButton("Resample")
        self.resample_button.setToolTip("Draw a new mask with the same settings (the next seed). Key: R.")
        self.resample_button.clicked.connect(self.resample)
        seed_row = QHBoxLayout()
        seed_row.setContentsMargins(0, 0, 0, 0)
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.resample_button)
        self.seed_row = QWidget()
        self.seed_row.setLayout(seed_row)
        self.seed_label = QLabel("Seed")
        form.addRow(self.seed_label, self.seed_row)
        self._form = form
        return box

    def _build_explanation_box(self) -> QGroupBox:
        self.explanation_box = QGroupBox("What this strategy does")
        layout = QVBoxLayout(self.explanation_box)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setToolTip("A plain-words description of the current strategy.")
        layout.addWidget(self.explanation)
        return self.explanation_box

    def _build_tokens_area(self) -> QWidget:
        area = QWidget()
        layout = QVBoxLayout(area)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.model_label = QLabel()
        self.model_label.setWordWrap(True)
        self.model_label.setToolTip("The model that makes the predictions (choose another in the toolbar).")
        top.addWidget(self.model_label, 1)
        self.metrics_label = QLabel()
        self.metrics_label.setToolTip("Cross-entropy of the true tokens at the predicted positions (lower is "
                                      "better; ln(vocabulary size) is a blind guess) and top-1 accuracy there.")
        self.metrics_label.setTextFormat(Qt.TextFormat.RichText)
        top.addWidget(self.metrics_label)
        layout.addLayout(top)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("QLabel { background: #fff4ce; color: #4a3b00; border: 1px solid #e0c060;"
                                  " border-radius: 4px; padding: 4px 8px; }")
        self.notice.hide()
        layout.addWidget(self.notice)
        self.legend = Legend()
        layout.addWidget(self.legend)

        self.tokens_scroll = QScrollArea()
        self.tokens_scroll.setWidgetResizable(True)
        self.tokens_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()
        self.tokens_scroll.setWidget(holder)
        inner = QVBoxLayout(holder)
        inner.setContentsMargins(0, 0, 0, 0)
        self.chips_holder = QWidget()
        self.chips_holder.setToolTip("The WordPiece tokens. Click one to follow it in the views below"
                                     " (in “By hand” mode, a click hides or shows it).")
        self.chips_layout = FlowLayout(self.chips_holder, spacing=6)
        inner.addWidget(self.chips_holder)
        self.empty_label = QLabel()
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setStyleSheet("QLabel { color: #555; font-size: 14pt; padding: 24px; }")
        self.empty_label.hide()
        inner.addWidget(self.empty_label)

        self.t5_box = QGroupBox("T5 sees and writes")
        t5 = QFormLayout(self.t5_box)
        self.t5_inputs_holder = QWidget()
        self.t5_inputs = FlowLayout(self.t5_inputs_holder, spacing=4)
        self.t5_targets_holder = QWidget()
        self.t5_targets = FlowLayout(self.t5_targets_holder, spacing=4)
        self.t5_inputs_holder.setToolTip("The encoder's input: each dropped span is one sentinel.")
        self.t5_targets_holder.setToolTip("The decoder's target: each sentinel, then the tokens it replaced; "
                                          "a last sentinel ends it.")
        t5.addRow("Input", self.t5_inputs_holder)
        t5.addRow("Target", self.t5_targets_holder)
        self.t5_box.hide()
        inner.addWidget(self.t5_box)
        inner.addStretch(1)
        layout.addWidget(self.tokens_scroll, 1)
        return area

    def _build_views(self) -> QTabWidget:
        self.views = QTabWidget()
        self.attention_view = AttentionView()
        self.fill_view = FillComparisonView()
        self.stats_view = StatisticsView()
        self.permutation_view = PermutationView()
        self.views.addTab(self.attention_view, "Attention")
        self.views.addTab(self.fill_view, "Fill several masks")
        self.views.addTab(self.stats_view, "Statistics")
        self.views.addTab(self.permutation_view, "Permutation (XLNet)")
        tips = ("Where the selected token looks, for a chosen layer and head.",
                "Fill every hidden token at once, or one by one (most confident first).",
                "The current setting resampled 1,000 times: does the rule hold?",
                "XLNet's factorization order and attention mask for this sentence.")
        for i, tip in enumerate(tips):
            self.views.setTabToolTip(i, tip)
        self.views.currentChanged.connect(self._on_view_page)
        self.attention_view.layer_head_changed.connect(self._on_layer_head)
        return self.views

    def _apply_panel_width(self) -> None:
        """Wide enough for its contents at the current font size, never clipped."""
        panel = self.controls_panel.widget()
        panel.adjustSize()
        need = panel.minimumSizeHint().width() + self.controls_panel.verticalScrollBar().sizeHint().width() + 4
        self.controls_panel.setFixedWidth(max(int(340 * (1.3 if self.presentation else 1.0)), need))

    # =====================================================================================
    # public API
    def set_model(self, text_model) -> None:
        """Use `text_model` (an inference.TextModel) for predictions; None = no model (masking only)."""
        self.model = text_model
        self.model_error = ""
        self.model_status = "ready" if text_model is not None else "none"
        if text_model is not None:
            cfg = text_model.model.config
            self.attention_view.set_model_shape(cfg.num_layers, cfg.num_heads)
            self.attention_view.set_layer_head(self.layer, self.head)
        self._update_model_label()
        self.refresh()

    def set_model_loading(self) -> None:
        """Say that a model is on its way (the window loads it); the masking keeps working."""
        self.model_status = "loading"
        self.model_error = ""
        self._update_model_label()
        if self.model is None:
            self._render_page_placeholders()

    def set_model_error(self, message: str) -> None:
        """Say that loading a model failed (the tab keeps its current model, if any)."""
        self.model_error = message
        if self.model is None:
            self.model_status = "error"
        self._update_model_label()
        self.status_message.emit(f"Text model: {message}")

    def get_state(self) -> dict:
        """The tab's state as JSON-able data (what a .mlmlab file stores)."""
        s = self.settings
        return {
            "text": s.text,
            "strategy": s.strategy,
            "mask_prob": s.mask_prob,
            "mask_token_prob": s.mask_token_prob,
            "random_token_prob": s.random_token_prob,
            "keep_prob": s.keep_prob,
            "seed": s.seed,
            "manual": list(s.manual),
            "selected_token": self.selected_token,
            "layer": self.layer,
            "head": self.head,
            "view": self.view_page,
            "include_self": self.permutation_view.include_self.isChecked(),
            "hidden_controls": list(self.hidden_controls),
        }

    def set_state(self, state: dict) -> None:
        """Restore `get_state()` output. Checks everything first: a bad value raises ValueError
        and leaves the tab as it was. Missing keys keep their current values."""
        if not isinstance(state, dict):
            raise ValueError("the text state must be a JSON object")
        cur = self.get_state()
        merged = {**cur, **{k: v for k, v in state.items() if k in cur}}
        text = _expect(merged, "text", str)
        strategy = _expect(merged, "strategy", str)
        if strategy not in STRATEGIES:
            raise ValueError(f"unknown strategy {strategy!r}; the lab knows {', '.join(STRATEGIES)}")
        probs = {}
        for name in ("mask_prob", "mask_token_prob", "random_token_prob", "keep_prob"):
            value = merged[name]
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= float(value) <= 1.0:
                raise ValueError(f"{name} must be a number between 0 and 1, got {value!r}")
            probs[name] = value
        if abs(probs["mask_token_prob"] + probs["random_token_prob"] + probs["keep_prob"] - 1.0) > 1e-6:
            raise ValueError("mask_token_prob, random_token_prob and keep_prob must sum to 1")
        seed = _expect(merged, "seed", int)
        if not 0 <= seed < 2**31:
            raise ValueError(f"seed must be between 0 and 2^31 - 1, got {seed}")
        manual = merged["manual"]
        if not isinstance(manual, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in manual):
            raise ValueError("manual must be a list of token positions")
        selected = merged["selected_token"]
        if selected is not None and (not isinstance(selected, int) or isinstance(selected, bool)):
            raise ValueError("selected_token must be a token position or null")
        layer, head = _expect(merged, "layer", int), _expect(merged, "head", int)
        view = merged["view"]
        if view not in VIEW_PAGES:
            raise ValueError(f"view must be one of {', '.join(VIEW_PAGES)}")
        include_self = _expect(merged, "include_self", bool)
        hidden = merged["hidden_controls"]
        if not isinstance(hidden, list) or not all(isinstance(n, str) for n in hidden):
            raise ValueError("hidden_controls must be a list of control names")

        self.settings = TextMaskingSettings(text, strategy, probs["mask_prob"], probs["mask_token_prob"],
                                            probs["random_token_prob"], probs["keep_prob"], seed, list(manual))
        self.selected_token = selected
        self.layer, self.head = layer, head
        self.view_page = view
        self._text_timer.stop()
        self._sync_widgets()
        self.permutation_view.include_self.blockSignals(True)
        self.permutation_view.include_self.setChecked(include_self)
        self.permutation_view.include_self.blockSignals(False)
        self.attention_view.set_layer_head(layer, head)
        self.hide_controls(hidden)
        self.refresh()

    def resample(self) -> None:
        """A new mask with the same settings: the next seed."""
        self.settings.seed = (self.settings.seed + 1) % (2**31)
        self._sync_widgets()
        self.refresh()

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The current example's metrics for File > Export > Metrics as CSV: one row per token the
        model predicts (see `text_masking.metrics_table`). No rows when there is nothing to
        export; `metrics_empty_reason()` then says why."""
        if self.metrics_empty_reason():
            return list(METRICS_HEADER), []
        rows = metrics_table(self.masking, self.prediction, self.settings, model_name=self._model_name())
        return list(METRICS_HEADER), rows

    def metrics_empty_reason(self) -> str:
        """Why `metrics_rows()` is empty right now ("" when it is not)."""
        view = self.masking
        if view is None or view.empty:
            return "The sentence is empty: there are no metrics to export. Type a sentence or pick an example."
        if view.strategy == "t5":
            return ("T5 span corruption shows training data (the input with sentinels and the targets), not the "
                    "model's predictions, so there are no per-token metrics to export. Choose random, whole "
                    "word, span or by hand.")
        if view.strategy == "permutation":
            return ("The permutation view shows an XLNet prediction order, not the model's predictions, so there "
                    "are no per-token metrics to export. Choose random, whole word, span or by hand.")
        if not view.selected:
            return ("No token is hidden: click tokens to hide them, then export again." if view.strategy == "manual"
                    else "No token is chosen for prediction: raise the mask probability or resample, then export "
                         "again.")
        if self.model is None:
            return "No text model is loaded, so there are no predictions to export. Choose one in the toolbar."
        if self.prediction is None:
            return "The model is still predicting: export again in a moment."
        return ""

    def active_slider(self) -> QSlider:
        """The mask-probability slider (presentation mode moves it with Left/Right)."""
        return self.mask_slider

    def set_presentation(self, on: bool) -> None:
        """Bigger fonts (1.7x) and high contrast, for a projector."""
        self.presentation = bool(on)
        self.scale = PRESENTATION_SCALE if on else 1.0
        font = QFont(self._base_font)
        size = self._base_font.pointSizeF()
        font.setPointSizeF((size if size > 0 else 10.0) * self.scale)
        self.setFont(font)
        if on:
            self.setStyleSheet(
                "QGroupBox { font-weight: bold; border: 2px solid #000; border-radius: 4px; margin-top: 1.2em; }"
                " QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }"
                " QLabel, QGroupBox, QComboBox, QSpinBox, QDoubleSpinBox, QPlainTextEdit { color: #000; }"
                " QPlainTextEdit { background: #fff; border: 2px solid #000; }"
                " QSlider::groove:horizontal { height: 10px; background: #bbb; border: 1px solid #000; }"
                " QSlider::handle:horizontal { width: 26px; margin: -9px 0; background: #000; border-radius: 4px; }"
                " QSlider::sub-page:horizontal { background: #b00020; }"
            )
        else:
            self.setStyleSheet("")
        self.text_edit.setFixedHeight(int(84 * self.scale))
        self.empty_label.setStyleSheet(f"QLabel {{ color: #555; font-size: {14 * self.scale:.0f}pt; padding: 24px; }}")
        self._apply_panel_width()
        total = sum(self.splitter.sizes()) or 800
        share = 0.45 if on else 0.55
        self.splitter.setSizes([int(total * share), total - int(total * share)])
        for view in (self.attention_view, self.fill_view, self.stats_view, self.permutation_view):
            view.set_scale(self.scale, on)
        self._render()

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide the named controls (a lesson shows only what it is about); others are shown.

        Returns the names that are not controls of this tab (they are ignored)."""
        names = list(names)
        unknown = [n for n in names if n not in CONTROL_NAMES]
        self.hidden_controls = names
        hidden = set(names)
        widgets = {
            "controls": [self.controls_panel],
            "examples": [self.examples],
            "text": [self.text_edit],
            "strategy": [self.strategy_combo, self._form.labelForField(self.strategy_combo)],
            "mask_prob": [self.mask_row, self.mask_label],
            "corruption": [self.corruption_box, self.corruption_label],
            "seed": [self.seed_row, self.seed_label],
            "explanation": [self.explanation_box],
            "legend": [self.legend],
            "metrics": [self.metrics_label],
            "views": [self.views],
        }
        for name, items in widgets.items():
            for widget in items:
                if widget is not None:
                    widget.setVisible(name not in hidden)
        for i, page in enumerate(VIEW_PAGES):
            self.views.setTabVisible(i, page not in hidden)
        self._render()
        if unknown:
            self.status_message.emit(f"Text tab: no control named {', '.join(unknown)} (ignored)")
        return unknown

    def refresh(self) -> None:
        """Mask again with the current settings and ask the worker for the model's answers."""
        if self._closed:
            return
        if not self._ready:
            return
        self._generation += 1
        tokenizer = self.model.tokenizer if self.model is not None else fallback_tokenizer()
        max_length = self.model.max_length if self.model is not None else FALLBACK_MAX_LENGTH
        self.masking = compute_masking(tokenizer, self.settings, max_length=max_length)
        self.prediction = None
        self.statistics = None
        self.fill_result = None
        self._stats_dirty = self._fill_dirty = True
        self._render()
        self._submit_prediction()
        self._submit_page_work()

    def shutdown(self) -> None:
        """Stop the worker thread (the main window calls this, or closeEvent does)."""
        self._closed = True
        self._text_timer.stop()
        self.worker.shutdown()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.shutdown()
        super().closeEvent(event)

    # =====================================================================================
    # what the widgets show
    def _sync_widgets(self) -> None:
        """Put the state into the widgets, signals blocked."""
        s = self.settings
        widgets = [self.text_edit, self.examples, self.strategy_combo, self.mask_slider, self.seed_spin,
                   *self.prob_spins]
        for w in widgets:
            w.blockSignals(True)
        if self.text_edit.toPlainText() != s.text:
            self.text_edit.setPlainText(s.text)
        idx = self.examples.findText(s.text) if s.text else -1
        self.examples.setCurrentIndex(idx if idx > 0 else 0)
        self.strategy_combo.setCurrentIndex(STRATEGIES.index(s.strategy))
        self.mask_slider.setValue(int(round(s.mask_prob * 100)))
        self.seed_spin.setValue(int(s.seed))
        for spin, value in zip(self.prob_spins, (s.mask_token_prob, s.random_token_prob, s.keep_prob), strict=True):
            spin.setValue(value)
        for w in widgets:
            w.blockSignals(False)
        self._update_strategy_controls()
        self.views.blockSignals(True)
        self.views.setCurrentIndex(VIEW_PAGES.index(self.view_page))
        self.views.blockSignals(False)

    def _update_strategy_controls(self) -> None:
        s = self.settings
        value = s.mask_prob * 100
        self.mask_value.setText(f"{value:.0f} %" if abs(value - round(value)) < 1e-9 else f"{value:.1f} %")
        label = {"t5": "Noise density", "permutation": "Predicted share", "manual": "Mask probability"}
        self.mask_label.setText(label.get(s.strategy, "Mask probability"))
        self.mask_slider.setEnabled(s.strategy != "manual")
        bert = s.strategy in ("random", "whole_word", "span")
        self.corruption_box.setEnabled(bert)
        self.corruption_label.setEnabled(bert)
        reason = {
            "manual": "By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used.",
            "t5": "T5 replaces whole spans by sentinels; the 80/10/10 rule is not used.",
            "permutation": "XLNet uses no [MASK]; the 80/10/10 rule is not used.",
        }
        self.corruption_box.setToolTip(reason.get(s.strategy, "BERT's 80/10/10 rule, editable."))
        self.explanation.setText(STRATEGY_EXPLANATIONS[s.strategy])

    def _model_name(self) -> str:
        """The model's folder name ("" without a model)."""
        if self.model is None:
            return ""
        source = self.model.source or "model"
        return source.replace("\\", "/").rstrip("/").split("/")[-1] or source

    def _update_model_label(self) -> None:
        if self.model is not None:
            cfg = self.model.model.config
            name = self._model_name()
            text = f"Model: <b>{name}</b> ({cfg.num_layers} layers × {cfg.hidden_size}, {cfg.max_position} tokens)"
        elif self.model_status == "loading":
            text = "<b>Loading model…</b> the masking works already; predictions follow."
        elif self.model_status == "error":
            text = f"<b>No model</b> ({self.model_error}): masking only, no predictions."
        else:
            text = "<b>No model loaded yet</b>: masking only, no predictions."
        self.model_label.setText(text)
        self.model_label.setToolTip(self._model_details() if self.model is not None else
                                    "Choose a model in the toolbar; until then the bundled tokenizer splits "
                                    "the text.")

    def _model_details(self) -> str:
        cfg = self.model.model.config
        return (f"{self.model.source}\n{cfg.num_layers} layers, {cfg.num_heads} heads, width {cfg.hidden_size}, "
                f"vocabulary {cfg.vocab_size}; reads up to {cfg.max_position} tokens")

    def _show_empty(self, message: str) -> None:
        self.chips_layout.clear()
        self.columns = {}
        self.empty_label.setText(message)
        self.empty_label.show()

    def _notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _effective_selected(self) -> int | None:
        """The token the views follow: the clicked one, else the first predicted one."""
        view = self.masking
        if view is None or view.empty:
            return None
        if self.selected_token is not None and 0 <= self.selected_token < len(view.ids):
            return self.selected_token
        if view.selected:
            return view.selected[0]
        ordinary = [i for i, s in enumerate(view.special) if not s]
        return ordinary[0] if ordinary else None

    def _render(self) -> None:
        """Rebuild the chips and the strategy views from the current masking (and prediction)."""
        view = self.masking
        if view is None:
            return
        self.legend.set_states(LEGEND_STATES[view.strategy], scale=self.scale, contrast=self.presentation)
        notices = []
        if view.truncated:
            notices.append(f"The text is {view.total_tokens} tokens long; the model reads at most "
                           f"{view.max_length}, so it was cut after token {view.max_length - 1} (the rest is not "
                           "shown).")
        if view.message:
            notices.append(view.message)
        self._notice(" ".join(notices))
        self._render_t5(view)
        self._render_metrics()
        if view.empty:
            self._show_empty(view.message)
            self.attention_view.clear("Type a sentence to see its attention.")
            self.permutation_view.set_view(None, None)
            self.stats_view.clear("Type a sentence to see the statistics of its masking.")
            self.fill_view.clear("Type a sentence to fill its masks.")
            return
        self.empty_label.hide()
        selected = self._effective_selected()
        self.chips_layout.clear()
        self.columns = {}
        for i, tok in enumerate(view.tokens):
            state = view.states[i]
            shown = view.shown[i]
            sub = ""
            if state in ("mask", "random"):
                sub = f"was: {tok}"
            elif state == "kept":
                sub = "kept"
            elif state == "dropped":
                sub = "dropped"
            elif view.strategy == "permutation" and i in view.perm_positions:
                sub = f"step {view.perm_rank[view.perm_positions.index(i)] + 1}"
            chip = TokenChip(i, shown, sub, state, scale=self.scale, contrast=self.presentation,
                             selected=(i == selected), tooltip=self._chip_tip(view, i))
            chip.clicked.connect(self._on_chip_clicked)
            column = TokenColumn(chip)
            if (i in view.selected and view.strategy in MLM_STRATEGIES and self.model is not None
                    and "predictions" not in self.hidden_controls):
                column.set_pending("predicting…", self.scale)
            self.chips_layout.addWidget(column)
            self.columns[i] = column
        self._apply_prediction()
        self.chips_holder.updateGeometry()
        self.permutation_view.set_view(view if view.strategy == "permutation" else None, selected)
        self.attention_view.set_data(view.shown, self._attentions(), selected)
        self._render_page_placeholders()

    def _chip_tip(self, view: MaskingView, i: int) -> str:
        state = view.states[i]
        base = f"token {i}: “{view.tokens[i]}”"
        if view.word_ids[i] >= 0:
            base += f" (word {view.word_ids[i] + 1})"
        what = {
            "mask": "replaced by [MASK]; the model must guess it",
            "random": f"replaced by the random token “{view.shown[i]}”; the model must still guess the original",
            "kept": "kept as it is, but the model is asked about it too",
            "none": "untouched",
            "special": "a special token: never masked",
            "dropped": "dropped: a sentinel stands for its span",
            "target": "predicted from the tokens earlier in the order",
        }.get(state, state)
        hint = " Click to hide or show it." if view.strategy == "manual" else " Click to follow it in the views below."
        return f"{base}: {what}.{hint}"

    def _render_t5(self, view: MaskingView) -> None:
        self.t5_inputs.clear()
        self.t5_targets.clear()
        show = view.strategy == "t5" and bool(view.t5_inputs)
        self.t5_box.setVisible(show)
        if not show:
            return
        for k, tok in enumerate(view.t5_inputs):
            state = "sentinel" if tok.startswith("<extra_id_") else "none"
            self.t5_inputs.addWidget(TokenChip(k, tok, "", state, scale=self.scale, contrast=self.presentation))
        for k, tok in enumerate(view.t5_targets):
            state = "sentinel" if tok.startswith("<extra_id_") else "dropped"
            self.t5_targets.addWidget(TokenChip(k, tok, "", state, scale=self.scale, contrast=self.presentation))
        saved = len(view.ids) - 2 - len(view.t5_inputs)
        self.t5_box.setTitle(f"T5 sees and writes: the input is {saved} tokens shorter, "
                             f"the target {len(view.t5_targets)} tokens long")

    def _render_metrics(self) -> None:
        view, pred = self.masking, self.prediction
        if view is None or view.empty or view.strategy not in MLM_STRATEGIES:
            self.metrics_label.setText("")
            return
        if not view.selected:
            msg = "Click tokens to hide them." if view.strategy == "manual" else "No token chosen: raise p or resample."
            self.metrics_label.setText(msg)
            return
        if self.model is None:
            self.metrics_label.setText(f"{len(view.selected)} tokens to predict")
            return
        if pred is None:
            self.metrics_label.setText(f"{len(view.selected)} tokens to predict… ")
            return
        n = len(pred.predictions)
        hits = sum(1 for p in pred.predictions if p.true_rank == 1)
        self.metrics_label.setText(
            f"masked-LM loss <b>{pred.loss:.2f}</b> nats · accuracy <b>{hits}/{n}</b> ({pred.accuracy * 100:.0f} %)")

    def _apply_prediction(self) -> None:
        pred = self.prediction
        if pred is None or self.masking is None or "predictions" in self.hidden_controls:
            return
        if self.masking.strategy not in MLM_STRATEGIES:
            return
        tok = self.model.tokenizer if self.model is not None else None
        for p in pred.predictions:
            column = self.columns.get(p.position)
            if column is None:
                continue
            true_token = tok.id_to_token(p.true_id) if (tok is not None and p.true_id is not None) else None
            column.set_predictions(PredictionList(p.top, p.top_ids, p.true_id, true_token, p.true_prob, p.true_rank,
                                                  scale=self.scale, contrast=self.presentation))

    def _attentions(self):
        return None if self.prediction is None else self.prediction.attentions

    def _render_page_placeholders(self) -> None:
        view = self.masking
        if view is None or view.empty:
            return
        if self.model is None:
            reason = ("Loading the model…" if self.model_status == "loading"
                      else "No model loaded: choose one in the toolbar to see attention.")
            self.attention_view.clear(reason)
            self.fill_view.clear(reason.replace("attention", "the masks filled"))
        elif view.strategy not in MLM_STRATEGIES:
            self.fill_view.clear("Filling masks needs [MASK] tokens: choose random, whole word, span or by hand.")
        elif not view.selected:
            self.fill_view.clear("No hidden token to fill.")
        elif self.fill_result is not None:
            self.fill_view.set_result(self.fill_result)
        if self.statistics is not None:
            self.stats_view.set_statistics(self.statistics)
        elif view.strategy in ("manual", "permutation"):
            self.stats_view.clear("By hand, nothing is drawn at random: no statistics to show."
                                  if view.strategy == "manual" else
                                  "A permutation order is a uniform shuffle; its statistics are not shown here.")
        else:
            self.stats_view.set_busy()

    # =====================================================================================
    # worker jobs
    def _submit_prediction(self) -> None:
        view, model = self.masking, self.model
        if view is None or view.empty or model is None or self._closed:
            self.worker.cancel("predict")
            return
        ids = list(view.input_ids)
        positions = list(view.selected) if view.strategy in MLM_STRATEGIES else []
        true_ids = [view.ids[i] for i in positions]
        generation = self._generation

        def job():
            from mlm_lab.inference import predict_tokens

            result = predict_tokens(ids, positions, model=model, true_ids=true_ids, top_k=5, return_attentions=True)
            return generation, result

        self.worker.submit("predict", job)

    def _submit_page_work(self) -> None:
        page = self.view_page
        view = self.masking
        if view is None or view.empty or self._closed:
            self.worker.cancel("stats")
            self.worker.cancel("fill")
            return
        if page == "statistics" and self._stats_dirty:
            self._stats_dirty = False
            if view.strategy in ("manual", "permutation"):
                self.worker.cancel("stats")
                return
            tokenizer = self.model.tokenizer if self.model is not None else fallback_tokenizer()
            settings = replace(self.settings, manual=list(self.settings.manual))
            generation = self._generation
            holder: dict[str, int] = {}
            worker = self.worker

            def stats_job():
                stop = lambda: "id" in holder and worker.is_stale("stats", holder["id"])  # noqa: E731
                return generation, masking_statistics(tokenizer, view, settings, should_stop=stop)

            holder["id"] = self.worker.submit("stats", stats_job)
            self.stats_view.set_busy()
        if page == "fill" and self._fill_dirty:
            self._fill_dirty = False
            model = self.model
            if model is None or view.strategy not in MLM_STRATEGIES or not view.selected:
                self.worker.cancel("fill")
                return
            generation = self._generation
            ids, positions = list(view.input_ids), list(view.selected)
            true_ids, tokens = [view.ids[i] for i in positions], list(view.tokens)

            def fill_job():
                return generation, compute_fill(model, ids, positions, true_ids, tokens)

            self.worker.submit("fill", fill_job)
            self.fill_view.clear("Filling the masks both ways…")

    def _on_result(self, key: str, request_id: int, result: object) -> None:
        if self._closed or request_id != self.worker.latest_id(key):
            return
        if key == "warmup":
            self._ready = True
            self.refresh()
            return
        if key == "model":
            if self.model is None:  # a model set meanwhile by the window wins
                self.set_model(result)
            return
        generation, payload = result  # type: ignore[misc]
        if generation != self._generation:
            return
        if key == "predict":
            self.prediction = payload
            self._apply_prediction()
            self._render_metrics()
            self.attention_view.set_data(self.masking.shown, self._attentions(), self._effective_selected())
            pred = payload
            if pred.loss is not None:
                self.status_message.emit(f"Text: loss {pred.loss:.2f} nats, accuracy {pred.accuracy * 100:.0f} % "
                                         f"over {len(pred.predictions)} tokens")
        elif key == "stats":
            self.statistics = payload
            self.stats_view.set_statistics(payload)
        elif key == "fill":
            self.fill_result = payload
            self.fill_view.set_result(payload)

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self._closed:
            return
        if key == "model":
            self.set_model_error(message)
            return
        if key == "warmup":
            self._show_empty(f"The masking core could not start: {message}")
            return
        self.status_message.emit(f"Text tab: {key} failed: {message}")
        self._notice(f"The model could not answer ({message}). The masking above is still correct.")

    # =====================================================================================
    # control handlers
    def _on_example(self, index: int) -> None:
        if index <= 0:
            self.text_edit.setFocus()
            return
        self._set_text(self.examples.itemText(index))
        self.text_edit.blockSignals(True)
        self.text_edit.setPlainText(self.settings.text)
        self.text_edit.blockSignals(False)
        self.refresh()

    def _on_text_edited(self) -> None:
        self._text_timer.start()

    def _on_text_settled(self) -> None:
        text = self.text_edit.toPlainText()
        if text == self.settings.text:
            return
        self._set_text(text)
        self.examples.blockSignals(True)
        idx = self.examples.findText(text) if text else -1
        self.examples.setCurrentIndex(idx if idx > 0 else 0)
        self.examples.blockSignals(False)
        self.refresh()

    def _set_text(self, text: str) -> None:
        self.settings.text = text
        self.settings.manual = []  # positions of another text mean nothing
        self.selected_token = None

    def _on_strategy(self, index: int) -> None:
        strategy = self.strategy_combo.itemData(index)
        if strategy not in STRATEGIES or strategy == self.settings.strategy:
            return
        self.settings.strategy = strategy
        self._update_strategy_controls()
        if strategy == "permutation" and self.view_page != "permutation" and "permutation" not in self.hidden_controls:
            self.view_page = "permutation"
            self.views.blockSignals(True)
            self.views.setCurrentIndex(VIEW_PAGES.index("permutation"))
            self.views.blockSignals(False)
        self.refresh()

    def _on_mask_slider(self, value: int) -> None:
        self.settings.mask_prob = value / 100.0
        self._update_strategy_controls()
        self.refresh()

    def _on_corruption(self, changed: int, value: float) -> None:
        s = self.settings
        new = rebalance((s.mask_token_prob, s.random_token_prob, s.keep_prob), changed, value)
        s.mask_token_prob, s.random_token_prob, s.keep_prob = new
        for k, spin in enumerate(self.prob_spins):
            if k != changed:
                spin.blockSignals(True)
                spin.setValue(new[k])
                spin.blockSignals(False)
        self.refresh()

    def _on_seed(self, value: int) -> None:
        self.settings.seed = int(value)
        self.refresh()

    def _on_chip_clicked(self, index: int) -> None:
        view = self.masking
        if view is None or view.empty:
            return
        self.selected_token = index
        if view.strategy == "manual" and not view.special[index]:
            picked = set(self.settings.manual)
            picked ^= {index}
            self.settings.manual = sorted(picked)
            self.refresh()
            return
        self._render()  # only the selection moved: no new masking, keep the predictions

    def _on_view_page(self, index: int) -> None:
        self.view_page = VIEW_PAGES[index]
        self._submit_page_work()

    def _on_layer_head(self, layer: int, head: int) -> None:
        self.layer, self.head = layer, head


def _expect(data: dict, key: str, kind: type):
    value = data[key]
    if kind is int and isinstance(value, bool):
        raise ValueError(f"{key} must be an integer, got {value!r}")
    if not isinstance(value, kind):
        raise ValueError(f"{key} must be a {kind.__name__}, got {value!r}")
    return value


def _import_core() -> bool:
    import mlm_lab.masking  # noqa: F401  (imports torch)

    return True


__all__ = ["CONTROL_NAMES", "TextTab", "fallback_tokenizer"]
