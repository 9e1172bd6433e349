"""The Text tab: type a sentence, pick a masking strategy, drag the mask probability and
see what a real masked LM recovers, token by token.

The tab's state is a `TextState` (mlm_lab/lab): the controls write its fields, and the tab
redraws on its field events; no widget keeps a copy. What it shows for that state (the
masking, the model's answer, the statistics, the fill) is held by a `TextPresenter`
(mlm_lab/lab/text_view, no Qt), which also sends the work to the tab's `InferenceWorker`
thread, newest request wins; the tab renders what the presenter holds and routes the
worker's answers to it. Masking runs on the GUI thread (one call of the core, well under
a millisecond for a sentence); everything that touches the model, and the 1,000-resample
statistics, runs in the worker. The parts: `controls` (left panel), `tokens` (chips and
top-5), `views` (attention, fill, statistics, permutation, under the tokens), `compare`
(the second pane), `explainer` ("Why?"), `examples` (the examples follow the model's
language).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QSlider, QSplitter, QWidget

from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.style import presentation_scale, text_presentation_style
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.app.text.compare import TextComparePane
from mlm_lab.app.text.controls import TextControls
from mlm_lab.app.text.examples import ENGLISH, TOY, examples_for
from mlm_lab.app.text.explain import TextExplainPanel
from mlm_lab.app.text.tokens import TokensView, answer_status, metrics_text
from mlm_lab.app.text.views import TextViews
from mlm_lab.lab.text import DEFAULT_TEXT, VIEW_PAGES, TextState
from mlm_lab.lab.text_view.masking import MLM_STRATEGIES
from mlm_lab.lab.text_view.metrics import METRICS_HEADER
from mlm_lab.lab.text_view.presenter import TextPresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

INFERENCE_THREADS = 1  # one sentence at a time: one PyTorch thread answers fastest (see InferenceWorker)
# names a lesson file may hide (hide_controls); each maps to one or more widgets
CONTROL_NAMES = TextState.CONTROLS  # declared with the state (mlm_lab/lab/text.py)
MASKING_FIELDS = {"text", "strategy", "mask_prob", "mask_token_prob", "random_token_prob", "keep_prob", "seed",
                  "manual"}


class TextTab(QWidget):
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
        self.language = ENGLISH  # the language of the examples offered (examples.py)
        self.presentation = False
        self.scale = 1.0
        self._lesson_hidden: list[str] = []  # hidden by the window (a lab file's hide list)
        self._answer_hidden = False  # a lesson step hides the model's answer until it is revealed
        self._base_font = QFont(self.font())

        self.binding = StateBinding(self._state, self._on_fields_changed)
        self.worker = InferenceWorker(self, name="mlm-lab text", torch_threads=INFERENCE_THREADS)
        self.presenter = TextPresenter(self._state, self.worker)
        self._build()
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self.compare = TextComparePane(self)  # side by side: takes the tokens into its split
        self.splitter.insertWidget(0, self.compare.holder)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setSizes([500, 400])
        self.explainer = TextExplainPanel(self)  # "Why?": its bar, and the explanation once opened
        self.splitter.addWidget(self.explainer)
        self.splitter.setSizes([500, 400, 40])
        self._focus_ordered = False  # see showEvent
        self._apply_hidden()
        if model_provider is not None:
            self.presenter.load_model(model_provider)
        if "torch" in sys.modules:
            self.presenter.ready = True
            self.refresh()
        else:  # import torch and the masking core off the GUI thread, then draw; from the first
            self.tokens.show_empty(translate("MainWindow", "Starting…"))  # event-loop turn, so the import does not hold the GIL
            QTimer.singleShot(0, self, self.presenter.warm_up)  # while the window is still being built
        self._update_model_label()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._focus_ordered:  # once it is in its page (moving it there gave back the order widgets were made in)
            self._focus_ordered = True
            # Tab reads the page as it is seen: the controls, Compare…, the tokens (their chips follow them:
            # TokensView), then the views and Why?. Two moves of single widgets, before the views' tab bar.
            before_views = self.views.tabBar().previousInFocusChain()
            while before_views is self.views or not before_views.focusPolicy() & Qt.FocusPolicy.TabFocus:
                before_views = before_views.previousInFocusChain()  # (the views' own frame hands Tab to its bar)
            QWidget.setTabOrder(before_views, self.compare.holder.toggle)
            QWidget.setTabOrder(self.compare.holder.toggle, self.tokens.tokens_scroll)
            self.tokens.chips_follow_scroll()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.controls.fit_to(event.size().width())  # a narrow tab: the column gives way to the chips

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.controls = TextControls(self._state, self.resample, self.binding.batch)
        outer.addWidget(self.controls)
        self.tokens = TokensView()
        self.tokens.chip_clicked.connect(self._on_chip_clicked)
        self.views = TextViews(self._state)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.tokens)
        splitter.addWidget(self.views)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([500, 400])
        self.splitter = splitter
        outer.addWidget(splitter, 1)
        self.controls.set_scale(1.0, False)

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
            self.views.show_state()
        if "hidden_controls" in names:
            self._apply_hidden()
        if "explain" in names and not names & MASKING_FIELDS:
            self.explainer.request()  # (a new masking asks it anyway)
        if names & MASKING_FIELDS:
            self.refresh()
        else:  # the followed token and the open page may change together (a lesson's next step)
            if "selected_token" in names:
                self._render_selection()
            if "view" in names:
                self._submit_page_work()

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
        self.presenter.set_model(text_model)
        if text_model is not None:
            cfg = text_model.model.config
            self.views.attention_view.set_model_shape(cfg.num_layers, cfg.num_heads)
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
            self.status_message.emit(translate("TextTab", "This model was trained on the generated language: the "
                                               "examples are now sentences of that language (English falls apart "
                                               "into pieces for it)."))

    def set_model_loading(self) -> None:
        """Say that a model is on its way (the window loads it); the masking keeps working."""
        self.presenter.set_loading()
        self._update_model_label()
        if self.presenter.model is None:
            self._render_page_placeholders()

    def set_model_error(self, message: str) -> None:
        """Say that loading a model failed (the tab keeps its current model, if any)."""
        self.presenter.set_error(message)
        self._update_model_label()
        self.status_message.emit(f"Text model: {message}")

    def _update_model_label(self) -> None:
        p = self.presenter
        self.tokens.show_model(p.model, p.model_name(), p.model_status, p.model_error)

    # =====================================================================================
    @property
    def model(self):
        """The model the tab shows (the window's status line reads it)."""
        return self.presenter.model

    # =====================================================================================
    # the LabTab protocol
    def resample(self) -> None:
        """A new mask with the same settings: the next seed."""
        self._state.seed = (self._state.seed + 1) % (2**31)

    def is_busy(self) -> bool:
        """Still starting, or the model's answer for the current masking has not arrived."""
        p = self.presenter
        if p.closed or p.masking is None:
            return p.is_busy()
        return p.is_busy() or self.compare.is_busy() or self.explainer.is_busy()

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """One row per token the model predicts (see `text_view.metrics.metrics_table`), then the
        second pane's; no rows when there is nothing to export (`metrics_empty_reason()` says why)."""
        if self.metrics_empty_reason():
            return list(METRICS_HEADER), []
        return list(METRICS_HEADER), self.presenter.metrics_rows() + self.compare.metrics_rows()

    def metrics_empty_reason(self) -> str:
        return self.presenter.metrics_empty_reason()

    def active_slider(self) -> QSlider:
        """The mask-probability slider (presentation mode moves it with Left/Right)."""
        return self.controls.mask_slider

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
        for view in self.views.all():
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
        widgets = {**self.controls.named_widgets(), "legend": [self.tokens.legend],
                   "metrics": [self.tokens.metrics_label], "views": [self.views]}
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
            self._say_answer()  # a hidden answer's loss is not in the status bar either
        self.compare.set_answer_hidden(hidden)
        self.explainer.set_answer_hidden(hidden)

    def shutdown(self) -> None:
        """Stop the worker thread (the main window calls this, or closeEvent does)."""
        self.presenter.close()
        self.compare.shutdown()
        self.explainer.shutdown()
        self.worker.shutdown()

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)

    # =====================================================================================
    # masking and drawing
    def refresh(self) -> None:
        """Mask again with the current state and ask the worker for the model's answers."""
        if not self.presenter.remask():
            return
        self._say_answer()  # the last sentence's figures are not this one's: nothing until its answer
        self._render(waiting=True)
        self.presenter.submit_prediction()
        self._submit_page_work()
        self.compare.request()  # the second pane, when the split is on
        self.explainer.request()  # "Why?", when it is open

    def _submit_page_work(self) -> None:
        """The statistics or the fill of the open page, once per masking."""
        queued = self.presenter.submit_page_work(self._state.view)
        if queued == "stats":
            self.views.stats_view.set_busy()
        elif queued == "fill":
            self.views.fill_view.clear(reveal_hint() if self._answer_hidden else translate("TextTab", "Filling the masks both ways…"))

    def predictions_shown(self) -> bool:
        """The model's answer is shown on the chips (the exports ask it too)."""
        return self.presenter.predicts() and "predictions" not in self._hidden() and not self._answer_hidden

    def _render(self, waiting: bool = False) -> None:
        """Redraw the tokens and the strategy views from the current masking (and prediction).
        `waiting`: a new masking whose answer is on its way (the attention waits for it)."""
        p = self.presenter
        view = p.masking
        if view is None:
            return
        t = self.tokens
        t.show_header(view, p.prediction, p.model is not None, self.scale, self.presentation)
        if self._answer_hidden:
            t.metrics_label.setText(self._metrics_text())
        if view.empty:
            self.views.show_empty()
            return
        selected = p.selected()
        predicting = self.predictions_shown()
        t.show_masking(view, selected, predicting and p.prediction is None, self.scale, self.presentation,
                       hide_truth=self._answer_hidden)
        if predicting and p.prediction is not None:
            t.show_prediction(p.prediction, p.model.tokenizer, self.scale, self.presentation)
        self.views.permutation_view.set_view(view if view.strategy == "permutation" else None, selected)
        if not (waiting and p.model is not None and view.strategy in MLM_STRATEGIES):
            self.views.attention_view.set_data(view.shown, p.attentions(), selected)
        self._render_page_placeholders()

    def _say_answer(self) -> None:
        """The status bar's line: the loss and accuracy of the answer the view shows, or nothing
        (no answer yet for this masking, the answer hidden until revealed, the metrics hidden)."""
        p = self.presenter
        payload = p.prediction if p.masking is not None and not p.masking.empty else None
        shown = (payload is not None and payload.loss is not None and not self._answer_hidden
                 and "metrics" not in self._hidden())
        self.status_message.emit(answer_status(payload) if shown else "")

    def _metrics_text(self) -> str:
        p = self.presenter
        if self._answer_hidden and p.masking is not None and p.masking.strategy in MLM_STRATEGIES:
            return f"<b>{reveal_hint()}</b>"
        return metrics_text(p.masking, p.prediction, p.model is not None)

    def _render_selection(self) -> None:
        """Only the followed token moved: no new masking, keep the predictions."""
        p = self.presenter
        view = p.masking
        if view is None or view.empty:
            return
        selected = p.selected()
        self.tokens.show_selection(selected)
        self.views.permutation_view.set_view(view if view.strategy == "permutation" else None, selected)
        self.views.attention_view.set_data(view.shown, p.attentions(), selected)

    def _render_page_placeholders(self) -> None:
        p = self.presenter
        hidden = self._answer_hidden  # a guess-first lesson step: the filled masks wait for the reveal
        self.views.show_placeholders(p.masking, p.model is not None, p.model_status, p.statistics,
                                     None if hidden else p.fill_result)
        view = p.masking
        if hidden and view is not None and not view.empty and p.model is not None \
                and view.strategy in MLM_STRATEGIES and view.selected:
            self.views.fill_view.clear(reveal_hint())

    # =====================================================================================
    # the worker's answers, and clicks on the tokens
    def _on_result(self, key: str, request_id: int, result: object) -> None:
        taken = self.presenter.accept(key, request_id, result)
        p = self.presenter
        if taken == "warmup":
            self.refresh()
        elif taken == "model":
            self.set_model(result)
        elif taken == "predict":
            payload = p.prediction
            if self.predictions_shown():
                self.tokens.show_prediction(payload, p.model.tokenizer, self.scale, self.presentation)
            self.tokens.metrics_label.setText(self._metrics_text())
            self.views.attention_view.set_data(p.masking.shown, p.attentions(), p.selected())
            self._say_answer()
        elif taken == "stats":
            self.views.stats_view.set_statistics(p.statistics)
        elif taken == "fill" and not self._answer_hidden:
            self.views.fill_view.set_result(p.fill_result)

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self.presenter.closed:
            return
        self.presenter.failed(key)
        if key == "model":
            self.set_model_error(message)
            return
        if key == "warmup":
            self.tokens.show_empty(translate("TextTab", "The masking core could not start: {error}").format(error=message))
            return
        self.status_message.emit(translate("TextTab", "Text tab: {task} failed: {error}").format(task=key, error=message))
        self.tokens.set_notice(translate("TextTab", "The model could not answer ({error}). The masking above is still "
                                         "correct.").format(error=message))

    def _on_chip_clicked(self, index: int) -> None:
        view, s = self.presenter.masking, self._state
        if view is None or view.empty:
            return
        with self.binding.batch():
            s.selected_token = index
            if view.strategy == "manual" and not view.special[index]:
                s.manual = sorted(set(s.manual) ^ {index})


__all__ = ["CONTROL_NAMES", "TextTab"]
