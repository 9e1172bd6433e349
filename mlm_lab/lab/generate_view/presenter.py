"""The Generate tab's presenter, without Qt: the generator and its status, the generation the
tab shows for its `GenerateState`, and the work it sends to its worker thread.

The tab renders and routes: on a change of a setting it calls `submit_generation()` (while it
is shown), which asks the worker for the model first when there is none; it hands every answer
of the worker to `accept` (and every failure to `failed`), which keeps it when it is the
newest of its key and was asked of the model in use, and says what to draw. The rows then
show `rows_shown()` at `shown_round()`; moving the round never asks the worker anything.

    presenter = GeneratePresenter(state, worker, provider=bundled_generator_job)
    presenter.submit_generation()              # the model first, then (on its answer) the rows
    presenter.accept(key, request_id, result)  # "model" / "generate": draw; None: dropped
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.generate_view import jobs
from mlm_lab.lab.generate_view.rounds import GenerateResult, ShownRow, metrics_rows, rows_shown, shown_round
from mlm_lab.lab.generate_view.settings import next_seed, request_of
from mlm_lab.lab.generate_view.summaries import CacheSummary, RoundSummary, cache_summary, round_summary
from mlm_lab.lab.worker import Worker
from mlm_lab.models.text_model import is_causal

FALLBACK_MODEL = "text-tiny"  # the generator when none is shipped: a masked LM not trained to generate


class GeneratePresenter:
    """The derived state of the Generate tab (see the module docstring). `state` is the tab's
    GenerateState (shared, read here, never written); `worker` runs the jobs; `provider()` (run in the worker) returns (TextModel, name) the first time a
    model is needed, None: no model until `set_model`."""

    def __init__(self, state: GenerateState, worker: Worker, provider: Callable[[], tuple[Any, str]] | None = None):
        self.state = state
        self.worker = worker
        self.provider = provider
        self.model = None  # inference.TextModel | None
        self.model_name = ""
        self.model_status = "none"  # one of MODEL_STATUSES
        self.model_error = ""
        self.from_picker = False  # the model came from the window's picker (a run or folder), not the provider
        self.result: GenerateResult | None = None  # the generation on screen (the last one answered)
        self.answered: tuple | None = None  # the request of the last answer (a generation or a refusal)
        self.submitted: tuple[int, tuple] | None = None  # (generation, request) of the newest generation asked
        self.generation = 0  # bumps on every generation asked and every new model; older answers are dropped
        self.awaiting: set[str] = set()  # keys asked of the worker and not answered yet
        self.closed = False

    def request(self) -> tuple:
        """What the rows should answer: (prompt, settings, side by side)."""
        return request_of(self.state)

    # -- the model ------------------------------------------------------------------------
    def set_model(self, model, name: str = "") -> None:
        """Generate with `model` (a TextModel: a masked LM) from now on; a generation still on its
        way for the last one is dropped. None: no model."""
        self.model = model
        self.model_name = name or (getattr(model, "source", "") or "model")
        self.model_status = "ready" if model is not None else "none"
        self.model_error = ""
        self.answered = None
        self.generation += 1

    def set_error(self, message: str) -> None:
        """Loading the generator failed: say so (a model already in use stays)."""
        self.model_error = message
        if self.model is None:
            self.model_status = "error"

    def offer(self, model, name: str) -> bool:
        """A text model the window's picker loaded (a run or a folder): it generates from now on,
        True; a causal model cannot generate by unmasking and is refused, False (nothing changes)."""
        if is_causal(model):
            return False
        self.from_picker = True
        self.set_model(model, name)
        return True

    def use_bundled(self) -> bool:
        """The picker went back to the bundled models: drop a picked model so the provider's
        generator is loaded again (True); False when the model in use is already the provider's."""
        if self.provider is None or not self.from_picker:
            return False
        self.from_picker = False
        self.set_model(None, self.model_name)
        return True

    def is_fallback(self) -> bool:
        """The model in use is the fallback generator (text-tiny: it repeats itself)."""
        return self.model is not None and self.model_name == FALLBACK_MODEL

    # -- the worker -------------------------------------------------------------------------
    def _submit(self, key: str, job: Callable[[], Any]) -> None:
        self.awaiting.add(key)
        self.worker.submit(key, job)

    def ensure_model(self) -> bool:
        """Ask the worker for the provider's model unless there is one, it is on its way or it
        failed; True when asked."""
        if self.closed or self.model is not None or self.model_status != "none" or self.provider is None:
            return False
        self.model_status = "loading"
        self._submit("model", self.provider)
        return True

    def submit_generation(self, force: bool = False) -> str | None:
        """Ask for the generation the state describes, unless its answer is on screen (`force`:
        all the same). Without a model, ask for the model first. Returns the key asked of the
        worker ("generate" or "model"), None when nothing was asked."""
        if self.closed:
            return None
        if self.model is None:
            return "model" if self.ensure_model() else None
        wanted = self.request()
        if wanted == self.answered and not force:
            return None
        self.generation += 1
        self.submitted = (self.generation, wanted)
        self._submit("generate", jobs.generation_job(self.model, self.model_name, wanted, self.generation))
        return "generate"

    def accept(self, key: str, request_id: int, result: Any) -> str | None:
        """An answer of the worker. Returns `key` when the tab has something to draw: "model" (the
        provider's model, now in use; the tab asks for the rows), "generate" (now `result`);
        None for an answer that is not the newest of its key, a model when one was set meanwhile
        by the window, or a generation asked of an older model."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        self.awaiting.discard(key)
        if key == "model":
            if self.model is not None:
                return None  # a model the window set meanwhile wins
            model, name = result
            self.set_model(model, name)
            return key
        if key == "generate":
            generation, payload = result
            if generation != self.generation:
                return None
            self.answered, self.result = payload.request, payload
            return key
        return None

    def failed(self, key: str, request_id: int, message: str) -> str | None:
        """A job of the worker raised (`message`: one line). Returns `key` when the tab has
        something to say: "model" (no generator: `model_error`), "generate" (the setting is
        refused: the rows keep the last generation, and the same request is not asked again);
        None when it was not the newest of its key or was asked of an older model."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        self.awaiting.discard(key)
        if key == "model":
            self.set_error(message)
            return key
        if key == "generate" and self.submitted is not None and self.submitted[0] == self.generation:
            self.answered = self.submitted[1]
            return key
        return None

    def behind(self) -> bool:
        """The last answer is not the state's request (the state moved on while it was computed)."""
        return self.answered != self.request()

    def is_busy(self, shown: bool = True) -> bool:
        """A job is on its way, or (only while the tab is `shown`: nothing is asked while hidden)
        the state asks for a generation not yet answered and a model can answer it."""
        if self.closed:
            return False
        if self.awaiting:
            return True
        if not shown or self.model_status == "error" or (self.model is None and self.provider is None):
            return False
        return self.behind()

    def close(self) -> None:
        """Nothing more is submitted or accepted."""
        self.closed = True

    # -- what the rows show -------------------------------------------------------------------
    def shown_round(self) -> int:
        """The round on screen (1-based; 0 before the first generation)."""
        return shown_round(self.result, self.state.round)

    def rows_shown(self) -> list[ShownRow]:
        """Every row of the generation on screen at the round shown (none before the first)."""
        return [] if self.result is None else rows_shown(self.result, self.shown_round())

    def round_summary(self) -> RoundSummary | None:
        """What the round on screen revealed and took back (None before the first generation)."""
        return None if self.result is None else round_summary(self.result, self.shown_round())

    def cache_summary(self) -> CacheSummary | None:
        """What the key/value cache did (None without a cache or a generation)."""
        return None if self.result is None else cache_summary(self.result)

    def round_for_slider(self, value: int) -> int | None:
        """The state's `round` for the slider at `value`: the last round is stored as 0 ("the
        last", whatever K becomes); None before the first generation (nothing to pick)."""
        if self.result is None:
            return None
        return 0 if value >= self.result.steps else int(value)

    def next_seed(self) -> int:
        """The seed "New seed" draws with."""
        return next_seed(self.state.seed)

    # -- exports ------------------------------------------------------------------------------
    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """One row per revealed position: sample, round, position, token, probability (none
        before the first generation)."""
        return metrics_rows(self.result)


__all__ = ["FALLBACK_MODEL", "GeneratePresenter"]
