"""The Text tab's presenter, without Qt: what the tab shows for its `TextState` and model, and
the work it sends to its worker thread.

The tab renders and routes: on a change of the state it calls `remask()` and draws the new
`masking`; it asks for the model's answer (`submit_prediction`) and for the open page's
work (`submit_page_work`); it hands every answer of the worker to `accept`, which keeps it
when it belongs to the current masking and says what to draw. A newer masking bumps
`generation`, so an answer for an older one is dropped, and marks the statistics and the
fill dirty, so each is computed once per masking, when its page is open.

    presenter = TextPresenter(state, worker)   # worker: submit / cancel / latest_id / is_stale
    presenter.ready = True                     # (the app sets it once torch is imported)
    presenter.remask(); presenter.submit_prediction()
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mlm_lab.lab.text import TextState
from mlm_lab.lab.text_view import jobs
from mlm_lab.lab.text_view.masking import FALLBACK_MAX_LENGTH, MLM_STRATEGIES, MaskingView, compute_masking
from mlm_lab.lab.text_view.metrics import metrics_empty_reason, metrics_table
from mlm_lab.lab.worker import Worker

PAGE_JOBS = {"statistics": "stats", "fill": "fill"}  # the views' pages that ask the worker, and their job keys


class TextPresenter:
    """The derived state of the Text tab (see the module docstring). `state` is the tab's
    TextState (shared, read here, never written); `worker` runs the jobs."""

    def __init__(self, state: TextState, worker: Worker):
        self.state = state
        self.worker = worker
        self.model = None  # inference.TextModel | None
        self.model_status = "none"  # one of MODEL_STATUSES
        self.model_error = ""
        self.masking: MaskingView | None = None  # the current masking
        self.prediction = None  # inference.TextPrediction for the current masking, once it arrives
        self.statistics = None  # resampling.MaskingStatistics for the current setting, once it arrives
        self.fill_result = None  # fill.FillResult for the current masking, once it arrives
        self.generation = 0  # bumps on every new masking; answers for older ones are dropped
        self.stats_dirty = True  # the statistics page has not asked for this masking's statistics yet
        self.fill_dirty = True  # the fill page has not asked for this masking's fill yet
        self.page_pending: set[str] = set()  # page jobs ("stats", "fill") asked for this masking, not answered
        self.ready = False  # the masking core (torch) is imported
        self.closed = False

    # -- the model ------------------------------------------------------------------------
    def set_model(self, model) -> None:
        """Use `model` (an inference.TextModel) for predictions; None = masking only."""
        self.model = model
        self.model_error = ""
        self.model_status = "ready" if model is not None else "none"

    def set_loading(self) -> None:
        self.model_status = "loading"
        self.model_error = ""

    def set_error(self, message: str) -> None:
        """Loading a model failed: say so (a model already in use stays)."""
        self.model_error = message
        if self.model is None:
            self.model_status = "error"

    def model_name(self) -> str:
        """The model's folder name ("" without a model)."""
        if self.model is None:
            return ""
        source = self.model.source or "model"
        return source.replace("\\", "/").rstrip("/").split("/")[-1] or source

    def tokenizer(self):
        return self.model.tokenizer if self.model is not None else jobs.fallback_tokenizer()

    # -- the masking and what follows it ----------------------------------------------------
    def remask(self) -> bool:
        """Mask the state's sentence again; the answers of the old masking are dropped. False
        (nothing done) before the core is ready or once closed."""
        if self.closed or not self.ready:
            return False
        self.generation += 1
        max_length = self.model.max_length if self.model is not None else FALLBACK_MAX_LENGTH
        self.masking = compute_masking(self.tokenizer(), self.state, max_length=max_length)
        self.prediction = self.statistics = self.fill_result = None
        self.stats_dirty = self.fill_dirty = True
        self.page_pending.clear()  # answers for the old masking are dropped; the page asks again
        return True

    def selected(self) -> int | None:
        """The token the views follow: the clicked one, else the first predicted one, else the first
        ordinary one."""
        view = self.masking
        if view is None or view.empty:
            return None
        chosen = self.state.selected_token
        if chosen is not None and 0 <= chosen < len(view.ids):
            return chosen
        if view.selected:
            return view.selected[0]
        ordinary = [i for i, s in enumerate(view.special) if not s]
        return ordinary[0] if ordinary else None

    def predicts(self) -> bool:
        """The model answers this masking (a masked-LM strategy and a model)."""
        view = self.masking
        return view is not None and view.strategy in MLM_STRATEGIES and self.model is not None

    def awaits_prediction(self) -> bool:
        """The model is asked about some tokens of this masking and has not answered yet."""
        view = self.masking
        return self.predicts() and not view.empty and bool(view.selected) and self.prediction is None

    def attentions(self):
        return None if self.prediction is None else self.prediction.attentions

    def is_busy(self) -> bool:
        """Still starting, or the model's answer for the current masking, or the open page's
        statistics or fill, has not arrived."""
        if self.closed:
            return False
        if self.masking is None:
            return self.model is not None or not self.ready
        return self.awaits_prediction() or bool(self.page_pending)

    # -- the worker -------------------------------------------------------------------------
    def load_model(self, provider: Callable[[], Any]) -> None:
        """Load a model in the worker (`provider()` returns it); `accept` says when it is there."""
        self.set_loading()
        self.worker.submit("model", provider)

    def warm_up(self) -> None:
        """Import the masking core (torch) in the worker; `accept` makes the presenter ready."""
        if not self.closed and not self.ready:
            self.worker.submit("warmup", jobs.import_core)

    def submit_prediction(self) -> None:
        """Ask the model about the current masking (its attentions too, whatever the strategy)."""
        view, model = self.masking, self.model
        if view is None or view.empty or model is None or self.closed:
            self.worker.cancel("predict")
            return
        positions = list(view.selected) if view.strategy in MLM_STRATEGIES else []
        self.worker.submit("predict", jobs.prediction_job(view, model, positions, self.generation))

    def submit_page_work(self, page: str) -> str | None:
        """The statistics or the fill of the open `page`, once per masking. Returns the key of the
        job it queued ("stats" or "fill"), None when it queued nothing."""
        view = self.masking
        if view is None or view.empty or self.closed:
            for key in PAGE_JOBS.values():
                self.worker.cancel(key)
            self.page_pending.clear()
            return None
        if page == "statistics" and self.stats_dirty:
            self.stats_dirty = False
            return "stats" if self._submit_statistics(view) else None
        if page == "fill" and self.fill_dirty:
            self.fill_dirty = False
            return "fill" if self._submit_fill(view) else None
        return None

    def _submit_statistics(self, view: MaskingView) -> bool:
        if view.strategy in ("manual", "permutation"):  # nothing drawn at random
            self.worker.cancel("stats")
            self.page_pending.discard("stats")
            return False
        holder: dict[str, int] = {}

        def stale() -> bool:
            return "id" in holder and self.worker.is_stale("stats", holder["id"])

        job = jobs.statistics_job(self.tokenizer(), view, self.state.copy(), self.generation, stale)
        holder["id"] = self.worker.submit("stats", job)
        self.page_pending.add("stats")
        return True

    def _submit_fill(self, view: MaskingView) -> bool:
        if self.model is None or view.strategy not in MLM_STRATEGIES or not view.selected:
            self.worker.cancel("fill")
            self.page_pending.discard("fill")
            return False
        self.worker.submit("fill", jobs.fill_job(view, self.model, self.generation))
        self.page_pending.add("fill")
        return True

    def accept(self, key: str, request_id: int, result: Any) -> str | None:
        """An answer of the worker. Returns `key` when the tab has something to do with it: "warmup"
        (the presenter is ready: mask and draw), "model" (a loaded model: the tab takes it with
        its `set_model`, unless one was set meanwhile), "predict", "stats", "fill" (kept here:
        draw it); None for an answer that is stale or belongs to an older masking."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        if key == "warmup":
            self.ready = True
            return key
        if key == "model":
            return key if self.model is None else None  # a model set meanwhile by the window wins
        generation, payload = result
        if generation != self.generation:
            return None
        if key == "predict":
            self.prediction = payload
        elif key == "stats":
            self.statistics = payload
        elif key == "fill":
            self.fill_result = payload
        else:
            return None
        self.page_pending.discard(key)
        return key

    def failed(self, key: str) -> None:
        """A job of the worker failed: a page job no longer keeps the presenter busy."""
        self.page_pending.discard(key)

    def close(self) -> None:
        """Nothing more is masked, submitted or accepted."""
        self.closed = True

    # -- exports ----------------------------------------------------------------------------
    def metrics_empty_reason(self) -> str:
        """Why `metrics_rows()` has no rows ("" when it has some)."""
        return metrics_empty_reason(self.masking, self.model is not None, self.prediction)

    def metrics_rows(self) -> list[list]:
        """One row per token the model predicts (`metrics.METRICS_HEADER`); none when there is
        nothing to export."""
        if self.metrics_empty_reason():
            return []
        return metrics_table(self.masking, self.prediction, self.state, model_name=self.model_name())
