"""The Text tab: type a sentence, pick a masking strategy, drag the mask probability and
see what a real masked LM recovers, token by token.

The tab's state is a `TextState` (mlm_lab/lab): the controls write its fields, and the tab
redraws on its field events; no widget keeps a copy. Masking runs on the GUI thread (one
call of the core, well under a millisecond for a sentence); everything that touches the
model, and the 1,000-resample statistics, runs in the `InferenceWorker` thread, newest
request wins. The parts: `text_controls` (left panel), `text_tokens` (chips and top-5),
`text_tab_drawing` (masking, drawing and the worker's answers), `text_jobs` (worker jobs),
`text_examples` (the examples follow the model's language), the views under the tokens
(`text_attention`, `text_fill`, `text_stats`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QSlider, QSplitter, QTabWidget, QWidget

from mlm_lab.app.binding import StateBinding
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.style import presentation_scale, text_presentation_style
from mlm_lab.app.text import jobs as text_jobs
from mlm_lab.app.text.compare import TextComparePane
from mlm_lab.app.text.controls import TextControls
from mlm_lab.app.text.drawing import TextTabDrawing
from mlm_lab.app.text.examples import ENGLISH, TOY, examples_for
from mlm_lab.app.text.explain import TextExplainPanel
from mlm_lab.app.text.masking import MaskingView
from mlm_lab.app.text.metrics import METRICS_HEADER, metrics_table
from mlm_lab.app.text.tokens import MLM_STRATEGIES, TokensView, metrics_empty_reason
from mlm_lab.app.text.views import TextViews
from mlm_lab.lab.text import DEFAULT_TEXT, VIEW_PAGES, TextState

INFERENCE_THREADS = 1  # one sentence at a time: one PyTorch thread answers fastest (see InferenceWorker)
# names a lesson file may hide (hide_controls); each maps to one or more widgets
CONTROL_NAMES = TextState.CONTROLS  # declared with the state (mlm_lab/lab/text.py)
MASKING_FIELDS = {"text", "strategy", "mask_prob", "mask_token_prob", "random_token_prob", "keep_prob", "seed",
                  "manual"}
fallback_tokenizer = text_jobs.fallback_tokenizer


class TextTab(TextTabDrawing, QWidget):
    """Masked language modeling, live. See the module docstring. Implements `LabTab`."""

    key = "text"
    model_kind = "text"
    control_names = CONTROL_NAMES
    status_message = Signal(str)
    error_message = Signal(str)

    def __init__(self, model_provider: Callable[[], Any] | None = None, parent: QWidget | None = None, *,
                 state: TextState | None = None):
        super().__init__(parent)
        self._state = state if state is not None else TextState()
        self.model = None  # TextModel | None
        self.model_status = "none"  # "none" | "loading" | "ready" | "error"
        self.model_error = ""
        self.language = ENGLISH  # the language of the examples offered (text_examples)
        self.presentation = False
        self.scale = 1.0
        self.masking: MaskingView | None = None  # the current masking
        self.prediction = None  # inference.TextPrediction for the current masking, once it arrives
        self.statistics = None  # MaskingStatistics for the current setting, once it arrives
        self.fill_result = None
        self._lesson_hidden: list[str] = []  # hidden by the window (a lab file's hide list)
        self._answer_hidden = False  # a lesson step hides the model's answer until it is revealed
        self._generation = 0  # bumps on every new masking; results of older ones are ignored
        self._stats_dirty = self._fill_dirty = True
        self._ready = False  # the masking core (torch) is imported
        self._closed = False
        self._base_font = QFont(self.font())

        self.binding = StateBinding(self._state, self._on_fields_changed)
        self._build()
        self.worker = InferenceWorker(self, name="mlm-lab text", torch_threads=INFERENCE_THREADS)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self.compare = TextComparePane(self)  # side by side: takes the tokens into its split
        self.splitter.insertWidget(0, self.compare.holder)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setSizes([500, 400])
        self.explainer = TextExplainPanel(self)  # "Why?": its bar, and the explanation once opened
        self.splitter.addWidget(self.explainer)
        self.splitter.setSizes([500, 400, 40])
        self._show_views_state()
        self._apply_hidden()
        if model_provider is not None:
            self.model_status = "loading"
            self.worker.submit("model", model_provider)
        if "torch" in sys.modules:
            self._ready = True
            self.refresh()
        else:  # import torch and the masking core off the GUI thread, then draw; from the first
            self.tokens.show_empty("Starting…")  # event-loop turn, so the import does not hold the GIL
            QTimer.singleShot(0, self, self._warm_up)  # while the window is still being built
        self._update_model_label()

    def _warm_up(self) -> None:
        if not self._closed and not self._ready:
            self.worker.submit("warmup", text_jobs.import_core)

    # =====================================================================================
    # construction
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.controls = TextControls(self._state, self.resample, self.binding.batch)
        outer.addWidget(self.controls)
        self.tokens = TokensView()
        self.tokens.chip_clicked.connect(self._on_chip_clicked)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.tokens)
        splitter.addWidget(self._build_views())
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([500, 400])
        self.splitter = splitter
        outer.addWidget(splitter, 1)
        self.controls.set_scale(1.0, False)
        # the widgets tests and the window reach by name
        c, t = self.controls, self.tokens
        self.controls_panel = c
        self.examples, self.text_edit, self.strategy_combo = c.examples, c.text_edit, c.strategy_combo
        self.mask_slider, self.mask_value, self.mask_label = c.mask_slider, c.mask_value, c.mask_label
        self.prob_spins, self.corruption_box, self.seed_spin = c.prob_spins, c.corruption_box, c.seed_spin
        self.resample_button, self.explanation = c.resample_button, c.explanation
        self.model_label, self.metrics_label, self.notice, self.legend = t.model_label, t.metrics_label, t.notice, \
            t.legend
        self.empty_label, self.t5_box, self.t5_inputs, self.t5_targets = t.empty_label, t.t5_box, t.t5_inputs, \
            t.t5_targets
        self.chips_layout, self.chips_holder = t.chips_layout, t.chips_holder

    def _build_views(self) -> QTabWidget:
        self.views = TextViews()
        v = self.views
        self.attention_view, self.fill_view, self.stats_view, self.permutation_view = \
            v.attention_view, v.fill_view, v.stats_view, v.permutation_view
        v.currentChanged.connect(self._on_view_page)
        v.attention_view.layer_head_changed.connect(self._on_layer_head)
        v.permutation_view.include_self.toggled.connect(self._on_include_self)
        return v

    @property
    def columns(self):
        return self.tokens.columns

    # =====================================================================================
    # the state and its events
    @property
    def state(self) -> TextState:
        return self._state

    def _on_fields_changed(self, names: set[str]) -> None:
        c = self.controls
        if "text" in names:
            c.show_text()
        if "strategy" in names:
            c.show_strategy()
            if (not self.binding.applying and self._state.strategy == "permutation" and self._state.view != "permutation"
                    and "permutation" not in self._hidden()):
                self._state.view = "permutation"  # (its own event shows the page)
        if "mask_prob" in names:
            c.show_mask_prob()
        if names & {"mask_token_prob", "random_token_prob", "keep_prob"}:
            c.show_corruption()
        if "seed" in names:
            c.seed_spin.setValue(self._state.seed)
        if names & {"view", "layer", "head", "include_self"}:
            self._show_views_state()
        if "hidden_controls" in names:
            self._apply_hidden()
        if "explain" in names and not names & MASKING_FIELDS:
            self.explainer.request()  # (a new masking asks it anyway)
        if names & MASKING_FIELDS:
            self.refresh()
        elif "selected_token" in names:
            self._render_selection()
        elif "view" in names:
            self._submit_page_work()

    def _show_views_state(self) -> None:
        s = self._state
        self.views.setCurrentIndex(VIEW_PAGES.index(s.view))
        if (self.attention_view.layer, self.attention_view.head) != (s.layer, s.head):
            self.attention_view.set_layer_head(s.layer, s.head)
        self.permutation_view.include_self.setChecked(s.include_self)

    def apply_state(self, state: TextState, prepared: Any = None) -> None:
        """Make `state` (checked) this tab's state: one update, whatever changed."""
        self.binding.assign(state)

    def get_state(self) -> dict:
        """The tab's state as JSON-able data (what a .mlmlab file stores)."""
        return self._state.to_dict()

    def set_state(self, data: dict) -> None:
        """Restore `get_state()` output. Checks everything first: a bad value raises ValueError
        (LabStateError) and leaves the tab as it was. Missing keys keep their current values."""
        self.apply_state(TextState.from_dict(data, base=self._state))

    # =====================================================================================
    # models
    def set_model(self, text_model, label: str = "") -> None:
        """Use `text_model` (an inference.TextModel) for predictions; None = no model (masking only)."""
        self.model = text_model
        self.model_error = ""
        self.model_status = "ready" if text_model is not None else "none"
        if text_model is not None:
            cfg = text_model.model.config
            self.attention_view.set_model_shape(cfg.num_layers, cfg.num_heads)
            self.attention_view.set_layer_head(self._state.layer, self._state.head)
            self._follow_language(text_model.tokenizer)
        self._update_model_label()
        self.refresh()

    def _follow_language(self, tokenizer) -> None:
        """Offer the examples of the model's language; an example sentence of the old language (or
        an empty box) becomes the new language's first example, a sentence the user wrote stays."""
        language, examples = examples_for(tokenizer)
        if language == self.language:
            return
        old = self.controls.example_texts()
        self.language = language
        self.controls.set_examples(examples)
        text = self._state.text
        if examples and (not text.strip() or text in old or text == DEFAULT_TEXT):
            self.controls.set_text(examples[0] if language == TOY else DEFAULT_TEXT)
        if language == TOY:
            self.status_message.emit("This model was trained on the generated language: the examples are now "
                                     "sentences of that language (English falls apart into pieces for it).")

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

    def _model_name(self) -> str:
        if self.model is None:
            return ""
        source = self.model.source or "model"
        return source.replace("\\", "/").rstrip("/").split("/")[-1] or source

    def _update_model_label(self) -> None:
        self.tokens.show_model(self.model, self._model_name(), self.model_status, self.model_error)

    # =====================================================================================
    # the LabTab protocol
    def resample(self) -> None:
        """A new mask with the same settings: the next seed."""
        self._state.seed = (self._state.seed + 1) % (2**31)

    def is_busy(self) -> bool:
        """Still starting, or the model's answer for the current masking has not arrived."""
        if self._closed:
            return False
        if self.masking is None:
            return self.model is not None or not self._ready
        return (self.model is not None and not self.masking.empty and self.masking.strategy in MLM_STRATEGIES
                and bool(self.masking.selected) and self.prediction is None) or self.compare.is_busy() or \
            self.explainer.is_busy()

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """One row per token the model predicts (see `text_masking.metrics_table`); no rows when
        there is nothing to export (`metrics_empty_reason()` says why)."""
        if self.metrics_empty_reason():
            return list(METRICS_HEADER), []
        rows = metrics_table(self.masking, self.prediction, text_jobs.masking_settings(self._state),
                             model_name=self._model_name())
        return list(METRICS_HEADER), rows + self.compare.metrics_rows()

    def metrics_empty_reason(self) -> str:
        return metrics_empty_reason(self.masking, self.model is not None, self.prediction)

    def active_slider(self) -> QSlider:
        """The mask-probability slider (presentation mode moves it with Left/Right)."""
        return self.mask_slider

    def set_presentation(self, on: bool) -> None:
        """Bigger fonts (presentation_scale(), fitted to the screen) and high contrast, for a projector."""
        self.presentation = bool(on)
        self.scale = presentation_scale() if on else 1.0
        font = QFont(self._base_font)
        size = self._base_font.pointSizeF()
        font.setPointSizeF((size if size > 0 else 10.0) * self.scale)
        self.setFont(font)
        self.setStyleSheet(text_presentation_style(font.pointSizeF()) if on else "")
        self.tokens.set_scale(self.scale)
        self.controls.set_scale(self.scale, on)
        total = sum(self.splitter.sizes()) or 800
        share = 0.45 if on else 0.55
        self.splitter.setSizes([int(total * share), total - int(total * share)])
        for view in (self.attention_view, self.fill_view, self.stats_view, self.permutation_view):
            view.set_scale(self.scale, on)
        self.compare.set_scale(self.scale, on)
        self.explainer.set_scale(self.scale, on)
        self._render()

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide the named controls (a lesson's; the state's own `hidden_controls` stay hidden too);
        the others are shown. Returns the names that are not controls of this tab."""
        self._lesson_hidden = list(names)
        self._apply_hidden()
        return [n for n in names if n not in CONTROL_NAMES]

    def set_controls_visible(self, visible: bool) -> None:
        self.controls.setVisible(visible and "controls" not in self._hidden())

    def _hidden(self) -> set[str]:
        return set(self._lesson_hidden) | set(self._state.hidden_controls)

    def _apply_hidden(self) -> None:
        hidden = self._hidden()
        widgets = {**self.controls.named_widgets(), "legend": [self.legend], "metrics": [self.metrics_label],
                   "views": [self.views]}
        for name, items in widgets.items():
            for widget in items:
                widget.setVisible(name not in hidden)
        for i, page in enumerate(VIEW_PAGES):
            self.views.setTabVisible(i, page not in hidden)
        self.compare.hide_controls(hidden)
        self.explainer.hide_controls(hidden)
        self._render()

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: no predictions on the chips, no top-5, no filled
        masks and no loss/accuracy until revealed (the answer is still computed, so it shows at once)."""
        if bool(hidden) != self._answer_hidden:
            self._answer_hidden = bool(hidden)
            self._render()
        self.compare.set_answer_hidden(hidden)
        self.explainer.set_answer_hidden(hidden)

    def shutdown(self) -> None:
        """Stop the worker thread (the main window calls this, or closeEvent does)."""
        self._closed = True
        self.compare.shutdown()
        self.explainer.shutdown()
        self.worker.shutdown()

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)

    # =====================================================================================
    # clicks on the tokens and the views
    def _on_chip_clicked(self, index: int) -> None:
        view, s = self.masking, self._state
        if view is None or view.empty:
            return
        with self.binding.batch():
            s.selected_token = index
            if view.strategy == "manual" and not view.special[index]:
                s.manual = sorted(set(s.manual) ^ {index})

    def _on_view_page(self, index: int) -> None:
        self._state.view = VIEW_PAGES[index]

    def _on_layer_head(self, layer: int, head: int) -> None:
        with self.binding.batch():
            self._state.layer, self._state.head = layer, head

    def _on_include_self(self, on: bool) -> None:
        self._state.include_self = bool(on)


__all__ = ["CONTROL_NAMES", "TextTab", "fallback_tokenizer"]
