"""The drawing half of the Text tab: mask the sentence, draw the chips and the views, send
the model's work to the worker and show its answers. A mixin of `TextTab` (text_tab.py),
which holds the state, the widgets and the LabTab protocol; the attributes used here are
made in `TextTab.__init__`.
"""

from __future__ import annotations

from mlm_lab.app.lessons.reveal import REVEAL_HINT
from mlm_lab.app.text import jobs as text_jobs
from mlm_lab.app.text.masking import FALLBACK_MAX_LENGTH, compute_masking
from mlm_lab.app.text.tokens import MLM_STRATEGIES, metrics_text
from mlm_lab.wording import plural


class TextTabDrawing:
    """Masking, drawing and the worker's answers for `TextTab` (see the module docstring)."""

    # =====================================================================================
    # masking and drawing
    def refresh(self) -> None:
        """Mask again with the current state and ask the worker for the model's answers."""
        if self._closed or not self._ready:
            return
        self._generation += 1
        tokenizer = self.model.tokenizer if self.model is not None else text_jobs.fallback_tokenizer()
        max_length = self.model.max_length if self.model is not None else FALLBACK_MAX_LENGTH
        self.masking = compute_masking(tokenizer, text_jobs.masking_settings(self._state), max_length=max_length)
        self.prediction = self.statistics = self.fill_result = None
        self._stats_dirty = self._fill_dirty = True
        self._render(waiting=True)
        self._submit_prediction()
        self._submit_page_work()
        self.compare.request()  # the second pane, when the split is on
        self.explainer.request()  # "Why?", when it is open

    def _effective_selected(self) -> int | None:
        """The token the views follow: the clicked one, else the first predicted one."""
        view = self.masking
        if view is None or view.empty:
            return None
        chosen = self._state.selected_token
        if chosen is not None and 0 <= chosen < len(view.ids):
            return chosen
        if view.selected:
            return view.selected[0]
        ordinary = [i for i, s in enumerate(view.special) if not s]
        return ordinary[0] if ordinary else None

    def _predicting(self) -> bool:
        view = self.masking
        return (view is not None and view.strategy in MLM_STRATEGIES and self.model is not None
                and "predictions" not in self._hidden() and not self._answer_hidden)

    def _render(self, waiting: bool = False) -> None:
        """Redraw the tokens and the strategy views from the current masking (and prediction).
        `waiting`: a new masking whose answer is on its way (the attention waits for it)."""
        view = self.masking
        if view is None:
            return
        t = self.tokens
        t.show_header(view, self.prediction, self.model is not None, self.scale, self.presentation)
        if self._answer_hidden:
            t.metrics_label.setText(self._metrics_text())
        if view.empty:
            self.views.show_empty()
            return
        selected = self._effective_selected()
        predicting = self._predicting()
        t.show_masking(view, selected, predicting and self.prediction is None, self.scale, self.presentation,
                       hide_truth=self._answer_hidden)
        if predicting and self.prediction is not None:
            t.show_prediction(self.prediction, self.model.tokenizer, self.scale, self.presentation)
        self.permutation_view.set_view(view if view.strategy == "permutation" else None, selected)
        if not (waiting and self.model is not None and view.strategy in MLM_STRATEGIES):
            self.attention_view.set_data(view.shown, self._attentions(), selected)
        self._render_page_placeholders()

    def _metrics_text(self) -> str:
        if self._answer_hidden and self.masking is not None and self.masking.strategy in MLM_STRATEGIES:
            return f"<b>{REVEAL_HINT}</b>"
        return metrics_text(self.masking, self.prediction, self.model is not None)

    def _render_selection(self) -> None:
        """Only the followed token moved: no new masking, keep the predictions."""
        view = self.masking
        if view is None or view.empty:
            return
        selected = self._effective_selected()
        self.tokens.show_selection(selected)
        self.permutation_view.set_view(view if view.strategy == "permutation" else None, selected)
        self.attention_view.set_data(view.shown, self._attentions(), selected)

    def _attentions(self):
        return None if self.prediction is None else self.prediction.attentions

    def _render_page_placeholders(self) -> None:
        hidden = self._answer_hidden  # a guess-first lesson step: the filled masks wait for the reveal
        self.views.show_placeholders(self.masking, self.model is not None, self.model_status, self.statistics,
                                     None if hidden else self.fill_result)
        view = self.masking
        if hidden and view is not None and not view.empty and self.model is not None \
                and view.strategy in MLM_STRATEGIES and view.selected:
            self.fill_view.clear(REVEAL_HINT)

    # =====================================================================================
    # worker jobs and their answers
    def _submit_prediction(self) -> None:
        view, model = self.masking, self.model
        if view is None or view.empty or model is None or self._closed:
            self.worker.cancel("predict")
            return
        positions = list(view.selected) if view.strategy in MLM_STRATEGIES else []
        self.worker.submit("predict", text_jobs.prediction_job(view, model, positions, self._generation))

    def _submit_page_work(self) -> None:
        """The statistics or the fill of the open page, once per masking."""
        page, view = self._state.view, self.masking
        if view is None or view.empty or self._closed:
            self.worker.cancel("stats")
            self.worker.cancel("fill")
            return
        if page == "statistics" and self._stats_dirty:
            self._stats_dirty = False
            tokenizer = self.model.tokenizer if self.model is not None else text_jobs.fallback_tokenizer()
            if text_jobs.submit_statistics(self.worker, tokenizer, view, text_jobs.masking_settings(self._state),
                                           self._generation):
                self.stats_view.set_busy()
        if page == "fill" and self._fill_dirty:
            self._fill_dirty = False
            if text_jobs.submit_fill(self.worker, view, self.model, self._generation):
                self.fill_view.clear(REVEAL_HINT if self._answer_hidden else "Filling the masks both ways…")

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
            if self._predicting():
                self.tokens.show_prediction(payload, self.model.tokenizer, self.scale, self.presentation)
            self.metrics_label.setText(self._metrics_text())
            self.attention_view.set_data(self.masking.shown, self._attentions(), self._effective_selected())
            if payload.loss is not None and not self._answer_hidden:
                self.status_message.emit(f"Text: loss {payload.loss:.2f} nats, accuracy "
                                         f"{payload.accuracy * 100:.0f} % over {plural(len(payload.predictions), 'token')}")
        elif key == "stats":
            self.statistics = payload
            self.stats_view.set_statistics(payload)
        elif key == "fill":
            self.fill_result = payload
            if not self._answer_hidden:
                self.fill_view.set_result(payload)

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self._closed:
            return
        if key == "model":
            self.set_model_error(message)
            return
        if key == "warmup":
            self.tokens.show_empty(f"The masking core could not start: {message}")
            return
        self.status_message.emit(f"Text tab: {key} failed: {message}")
        self.tokens.set_notice(f"The model could not answer ({message}). The masking above is still correct.")
