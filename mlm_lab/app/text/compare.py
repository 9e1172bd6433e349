"""The Text tab's second pane: the same sentence and mask for a second model (its random-init
twin, the bundled model, a training run, a model folder) or for the same model at another mask
probability, with the differences named over both panes ("top-1 differs at 2 of 3 masks; loss
2.31 vs 8.87 nats; accuracy 3/3 vs 0/3").

The choice is the tab's `state.compare` (mlm_lab/lab/compare.py). The mask is the tab's own
masking: the same settings and seed, so with the same tokenizer and rate both sides hide the
same positions. Masking is one core call on the GUI thread (as the tab does); the model's
answer, the twin and a folder's loading run in this pane's worker thread, newest request wins.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from mlm_lab.app.compare.chooser import CompareChoice, CompareChooser, CompareModels, SplitHolder, model_label
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_percent
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.text.tokens import TokensView, metrics_text
from mlm_lab.lab.compare import BUNDLED, SAME, TWIN
from mlm_lab.lab.text_view.jobs import prediction_job
from mlm_lab.lab.text_view.masking import MLM_STRATEGIES, compute_masking, with_mask_prob
from mlm_lab.lab.text_view.metrics import metrics_table

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class TextComparePane(QWidget):
    """The right side of the Text tab's split. `tab` is the TextTab: its state and its presenter's
    model, masking and prediction are read, never written, except `state.compare`; its tokens
    view goes into the split, and its messages go out through its signals."""

    def __init__(self, tab, parent: QWidget | None = None):
        super().__init__(parent)
        self.tab = tab
        self.left = tab.presenter  # the left side: its model, masking and prediction
        self.model = None  # the right side's TextModel, once known
        self.view = None  # its MaskingView
        self.prediction = None
        self.differences = None  # compare.TextDifferences, once both answers are in
        self._generation = 0
        self._scale, self._presenting = 1.0, False
        self._answer_hidden = False
        self._hidden: set[str] = set()
        self.picked = CompareChoice(self, "mask_prob", state=tab.state, status=tab.status_message.emit,
                                    error=tab.error_message.emit)  # the choice: chooser, toggle, a failed model put back
        self._closed = False
        self.worker = InferenceWorker(self, name="mlm-lab text compare", torch_threads=1)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self.models = CompareModels("text", self.worker, self.request, self.picked.model_failed)
        self._timer = QTimer(self)  # state events of one event-loop turn make one request
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chooser = CompareChooser("text", translate("TextTab", "mask p"), 100, self.picked.choose_model,
                                      self.picked.choose_rate,
                                      lambda: getattr(self.window(), "runs_dir", None))
        layout.addWidget(self.chooser)
        self.tokens = TokensView()
        layout.addWidget(self.tokens, 1)
        self.holder = SplitHolder(tab.tokens, self, self.picked.set_on)
        self.hide()
        tab.state.events.compare.connect(self.picked.changed)
        tab.worker.finished.connect(self._on_left_result)
        self.picked.show()

    # -- the choice -----------------------------------------------------------------------
    @property
    def choice(self):
        return self.tab.state.compare

    # -- drawing --------------------------------------------------------------------------
    def request(self) -> None:
        """Redraw once this event-loop turn ends (the tab's masking, the choice or a model changed)."""
        if not self._closed:
            self._timer.start()

    def refresh(self) -> None:
        self.picked.show()
        c, tab = self.choice, self.tab
        if not c.on or self._closed:
            self.worker.cancel("predict")
            self.view = self.prediction = self.differences = None
            return
        self._generation += 1
        self.view = self.prediction = self.differences = None
        model = self.models.get(c.model, self.left.model)
        if model is None:
            self.model = None
            status = "none" if self.left.model is None and c.model in (SAME, TWIN) else "loading"
            self.tokens.show_model(None, "", status, "")
            self.tokens.show_empty(translate("TextTab", "Waiting for the tab's model…") if status == "none"
                                   else translate("TextTab", "Preparing {model}…").format(model=model_label(c.model)))
            self._show_differences()
            return
        self.model = model
        self.picked.good_model = c.model
        self.tokens.show_model(model, self._name(), "ready", "")
        view = self.view = compute_masking(model.tokenizer, with_mask_prob(tab.state, c.mask_prob),
                                           max_length=model.max_length)
        self.tokens.show_header(view, None, True, self._scale, self._presenting)
        if view.empty:
            self.worker.cancel("predict")
            self._show_differences()
            return
        predicting = self._predicting()
        self.tokens.show_masking(view, None, predicting, self._scale, self._presenting,
                                 hide_truth=self._answer_hidden)
        if self._answer_hidden:
            self.tokens.metrics_label.setText(f"<b>{reveal_hint()}</b>")
        if view.strategy in MLM_STRATEGIES and view.selected:
            self.worker.submit("predict", prediction_job(view, model, list(view.selected), self._generation))
        else:
            self.worker.cancel("predict")
        self._show_differences()

    def _predicting(self) -> bool:
        return (self.view is not None and self.view.strategy in MLM_STRATEGIES and not self._answer_hidden
                and "predictions" not in self._hidden)

    def _name(self) -> str:
        c, left = self.choice, self.left.model_name()
        if c.model == SAME:
            rate = self.choice.mask_prob
            if rate is None:
                return translate("TextTab", "{model} (same model)").format(model=left)
            return translate("TextTab", "{model} (same model, mask p {percent})").format(model=left,
                                                                                        percent=fmt_percent(rate))
        if c.model == TWIN:
            return translate("TextTab", "random-init twin of {model}").format(model=left)
        return translate("TextTab", "bundled text-tiny") if c.model == BUNDLED else model_label(c.model)

    def _show_differences(self) -> None:
        from mlm_lab.compare import compare_text

        say, tab = self.holder.set_differences, self.tab
        left, right, view, left_view = self.left.prediction, self.prediction, self.view, self.left.masking
        if view is None or left_view is None:
            say(translate("TextTab", "<b>Side by side</b>"))
            return
        if view.strategy not in MLM_STRATEGIES:
            say(translate("TextTab", "<b>Side by side</b> compares the models' predictions: choose random, whole word, "
                          "span or by hand."))
            return
        if self._answer_hidden:
            say(translate("TextTab", "<b>Side by side:</b> {hint}").format(hint=reveal_hint()))
            return
        if left is None or right is None:
            say(translate("TextTab", "<b>Side by side:</b> comparing…"))
            return
        left_rate, right_rate = tab.state.mask_prob, self.choice.mask_prob
        if right_rate is None or right_rate == left_rate:
            left_rate = right_rate = None
        diff = self.differences = compare_text(left, right, left_tokens=left_view.tokens, right_tokens=view.tokens,
                                               left_rate=left_rate, right_rate=right_rate)
        say(translate("TextTab", "<b>Left vs right:</b> {summary}").format(summary=html.escape(core_text(diff.summary()))),
            translate("TextTab", "Top-1 and top-5 per masked position, left → right:") + "\n" + "\n".join(map(core_text, diff.details()))
            if diff.changes else "")

    # -- answers --------------------------------------------------------------------------
    def _on_left_result(self, key: str, request_id: int, result) -> None:
        if key == "predict" and self.choice.on:
            QTimer.singleShot(0, self, self._show_differences)  # after the tab has taken its answer

    def _on_result(self, key: str, request_id: int, result) -> None:
        if self._closed or self.models.on_result(key, result):
            return
        generation, payload = result
        if key != "predict" or generation != self._generation:
            return
        self.prediction = payload
        if self._predicting():
            self.tokens.show_prediction(payload, self.model.tokenizer, self._scale, self._presenting)
            self.tokens.metrics_label.setText(metrics_text(self.view, payload, True))
        self._show_differences()

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self._closed or self.models.on_failure(key, message):
            return
        self.tokens.set_notice(translate("TextTab", "The model on the right could not answer ({error}).").format(error=message))

    # -- what the tab forwards ------------------------------------------------------------
    def is_busy(self) -> bool:
        if self._closed or not self.choice.on:
            return False
        if self._timer.isActive() or self.models.pending():
            return True
        return (self.view is not None and self.model is not None and self.view.strategy in MLM_STRATEGIES
                and bool(self.view.selected) and self.prediction is None)

    def set_scale(self, scale: float, presentation: bool) -> None:
        self._scale, self._presenting = scale, presentation
        self.tokens.set_scale(scale)
        pt = self.tab.font().pointSizeF()  # the tab's own font, scaled by the tab (the tab's style sheet
        # sizes its known parts by class; the line over the panes and the chooser are sized here)
        self.holder.setStyleSheet(f"QLabel#compareDifferences, QPushButton#compareToggle, CompareChooser QWidget "
                                  f"{{ font-size: {pt:.1f}pt; }}" if presentation and pt > 0 else "")
        self.request()

    def set_answer_hidden(self, hidden: bool) -> None:
        if bool(hidden) != self._answer_hidden:
            self._answer_hidden = bool(hidden)
            self.request()

    def hide_controls(self, names: set[str]) -> None:
        """A lesson's hidden names: "compare" hides the toggle and the chooser (the split stays as the
        step set it); "predictions", "legend", "metrics" as on the left."""
        self._hidden = set(names)
        self.holder.toggle.setVisible("compare" not in names)
        self.chooser.setVisible("compare" not in names)
        self.tokens.legend.setVisible("legend" not in names)
        self.tokens.metrics_label.setVisible("metrics" not in names)
        self.request()

    def metrics_rows(self) -> list[list]:
        """The right side's rows for the CSV export (empty while the split is off or unanswered)."""
        if not self.choice.on or self.prediction is None or self.view is None:
            return []
        state = with_mask_prob(self.tab.state, self.choice.mask_prob)
        return metrics_table(self.view, self.prediction, state, model_name=f"right: {self._name()}")

    def shutdown(self) -> None:
        self._closed = True
        self._timer.stop()
        self.worker.shutdown()
