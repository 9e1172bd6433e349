"""The Image tab's presenter, without Qt: what the tab shows for its `ImageState` and model, and
the work it sends to its one worker thread.

The tab renders and routes: on a change of the state it calls `request()` and, once the changes
of one event-loop turn are in, `submit_reconstruction()`; it hands every answer of the worker to
`accept` (every failure to `failed`), which keeps it when it answers the newest request and says
what to draw. A request bumps `generation`, so an answer asked for before it is dropped (the
newer one is owed). The tab's panes share the worker under keys of their own: "compare" (the
second pane, `right`), "explain" (one patch's explanation, `explain`), and the compare models'
"twin" and "load:<folder>", which `accept` hands back for the pane that asked.

    presenter = ImagePresenter(state, worker)   # worker: submit / cancel / latest_id / is_stale
    presenter.set_model(model, "mae-tiny")      # -> "load": read the state's picture
    presenter.load_source(state.source)         # ... accept("load", ...) -> "load"
    presenter.request(); presenter.submit_reconstruction()   # ... accept("reconstruct", ...)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from mlm_lab.lab.image import DEFAULT_SOURCE, ImageState
from mlm_lab.lab.image_view import jobs
from mlm_lab.lab.image_view.compare import KEY as COMPARE_KEY
from mlm_lab.lab.image_view.compare import RightSide
from mlm_lab.lab.image_view.explain import KEY as EXPLAIN_KEY
from mlm_lab.lab.image_view.explain import PatchExplainer
from mlm_lab.lab.image_view.paint import painted_mask
from mlm_lab.lab.worker import Worker

OWN_KEYS = ("load", "reconstruct", "rounds", "token_rounds")  # the tab's own jobs; they keep it busy
BUSY_ORDER = ("reconstruct", "load", "rounds")  # which of them the busy bar names first


class ImagePresenter:
    """The derived state of the Image tab (see the module docstring). `state` is the tab's
    ImageState (shared, read here, never written); `worker` runs the jobs of the tab and its panes."""

    def __init__(self, state: ImageState, worker: Worker):
        self.state = state
        self.worker = worker
        self.model = None  # the MaskedAutoencoder (or a features-only encoder) in use
        self.model_name = ""
        self.model_status = "none"  # one of MODEL_STATUSES
        self.model_error = ""
        self.decodes = True  # the model rebuilds pixels (False: a ViT / DINOv2, features only)
        self.loaded_source = ""  # the picture whose pixels are in source_rgb
        self.source_rgb: np.ndarray | None = None  # (H, W, 3) float32 in [0, 1]
        self.requested_source = ""  # the newest picture asked for, not read yet
        self.model_input = jobs.ModelInput()  # source_rgb at the model's size (a cache the worker fills)
        self.result: jobs.ImageResult | None = None  # the reconstruction on screen
        self.rounds = None  # generation.image_rounds.ImageRounds, the last "Reveal in rounds" answer
        self.token_rounds = None  # generation.token_rounds.TokenRounds, its token half
        self.awaiting: set[str] = set()  # the tab's own jobs (OWN_KEYS) asked for and not answered
        self.generation = 0  # bumps on every request; reconstructions asked for before it are dropped
        self.closed = False
        self.right = RightSide(self)  # the second pane ("compare")
        self.explain = PatchExplainer(self)  # one patch's explanation ("explain")

    # -- the model ------------------------------------------------------------------------
    def set_model(self, model, name: str = "") -> str:
        """Use `model` from now on. Returns what the tab does next: "none" (no model: a placeholder),
        "no_decoder" (it cannot reconstruct: say why), "load" (read the state's picture first: see
        `source_to_load`) or "update" (reconstruct the picture held)."""
        self.model, self.model_name = model, name
        self.model_status = "ready" if model is not None else "none"
        self.model_error = ""
        self.decodes = model is None or jobs.has_decoder(model)
        if model is None:
            return "none"
        if not self.decodes:
            self.result = None
            self.awaiting.discard("reconstruct")
            return "no_decoder"
        if self.source_rgb is None and not self.requested_source:  # nothing read yet
            return "load"
        return "update"

    def source_to_load(self) -> str:
        """The picture a new model starts from: the state's, else the default one."""
        return self.state.source or DEFAULT_SOURCE

    def set_loading(self) -> None:
        self.model_status = "loading"
        self.model_error = ""

    def set_error(self, message: str) -> None:
        """Loading a model failed: say so (a model already in use stays)."""
        self.model_error = message
        if self.model is None:
            self.model_status = "error"

    def grid(self) -> tuple[int, int] | None:
        """The model's patch grid (rows, cols), None without a model."""
        return None if self.model is None else tuple(self.model.config.grid)

    def painted_mask(self) -> np.ndarray | None:
        """The state's painted mask on the model's grid (None without a model)."""
        grid = self.grid()
        return None if grid is None else painted_mask(self.state, grid)

    # -- pictures -------------------------------------------------------------------------
    def load_source(self, source: str) -> None:
        """Read a sample (`sample:name`) or an image file in the worker; the picture held (and the
        state's source) stay until it is read."""
        source = str(source)
        self.requested_source = source
        self._submit("load", lambda: jobs.read_picture(source))

    def set_picture(self, source: str, rgb: np.ndarray) -> None:
        """Hold `rgb` as the pixels of `source` (read, or handed over already decoded)."""
        self.loaded_source, self.source_rgb = source, rgb
        self.requested_source = ""

    def wants_source(self, source: str) -> bool:
        """`source` is neither held nor on its way."""
        return bool(source) and source != self.loaded_source and source != self.requested_source

    # -- reconstruction ---------------------------------------------------------------------
    def can_reconstruct(self) -> bool:
        return self.model is not None and self.source_rgb is not None and self.decodes and not self.closed

    def request(self) -> bool:
        """A reconstruction of the state as it is is owed from now on (the one asked for before is
        dropped when it comes). False (nothing owed) without a model, a picture or a decoder."""
        if not self.can_reconstruct():
            return False
        self.generation += 1
        self.awaiting.add("reconstruct")
        return True

    def submit_reconstruction(self) -> bool:
        """Send the state's reconstruction to the worker. False (nothing owed any more) when it cannot."""
        if not self.can_reconstruct():
            self.awaiting.discard("reconstruct")
            return False
        s = self.state
        manual = self.painted_mask() if s.strategy == "paint" else None
        args = (self.model, self.source_rgb, self.loaded_source, s.strategy, s.ratio, s.seed, manual,
                self.model_input)
        generation = self.generation
        self._submit("reconstruct", lambda: (generation, jobs.run_reconstruction(*args)))
        return True

    def submit_rounds(self, ratio: float, rounds: int, order: str) -> str:
        """Reveal the picture in rounds in the worker. Returns why not ("no_model", "no_picture"), or ""."""
        if self.model is None:
            return "no_model"
        if self.source_rgb is None:
            return "no_picture"
        args, seed = (self.model, self.source_rgb, self.model_input), self.state.seed
        self._submit("rounds", lambda: jobs.run_rounds(*args, ratio=ratio, rounds=rounds, order=order, seed=seed))
        return ""

    def submit_token_rounds(self, ratio: float, rounds: int) -> bool:
        """The same picture and mask (the state's seed) revealed by MaskGIT's tokens. False without a picture."""
        if self.source_rgb is None:
            return False
        args, seed = (self.source_rgb, self.model_input), self.state.seed
        self._submit("token_rounds", lambda: jobs.run_token_rounds(*args, ratio=ratio, rounds=rounds, seed=seed))
        return True

    def _submit(self, key: str, job: Callable[[], Any]) -> None:
        self.awaiting.add(key)
        self.worker.submit(key, job)

    # -- answers ----------------------------------------------------------------------------
    def accept(self, key: str, request_id: int, result: Any) -> str | None:
        """An answer of the worker. Returns `key` when the tab has something to do with it: "load"
        (the picture is held: reconstruct it), "reconstruct" (`result` is the newest: draw it),
        "rounds", "token_rounds" (kept: show them), "compare" and "explain" (kept by `right` and
        `explain`: draw them), any other key (a compare model: hand it to the pane that asked); None
        for an answer that is stale or was asked for before the newest request."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        if key == "reconstruct":
            generation, payload = result
            if generation != self.generation:
                return None  # a newer request is about to go, and its answer is owed
            self.result = payload
        elif key == "load":
            self.set_picture(*result)
        elif key == "rounds":
            self.rounds = result
        elif key == "token_rounds":
            self.token_rounds = result
        elif key == COMPARE_KEY:
            return key if self.right.accept(result) else None
        elif key == EXPLAIN_KEY:
            return key if self.explain.accept(result) else None
        self.awaiting.discard(key)
        return key

    def failed(self, key: str, request_id: int) -> str | None:
        """A job of the worker failed. Returns `key` when the tab says so, None when it is stale."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        self.awaiting.discard(key)
        if key == "load":
            self.requested_source = ""
        elif key == COMPARE_KEY:
            self.right.failed()
        elif key == EXPLAIN_KEY:
            self.explain.failed()
        return key

    def close(self) -> None:
        """Nothing more is submitted or accepted; nothing keeps the tab busy."""
        self.closed = True
        self.awaiting.clear()

    # -- busy -------------------------------------------------------------------------------
    def busy_key(self) -> str:
        """The work the busy bar names ("reconstruct", "load", "rounds", another key of the tab's own
        in flight, or "" when none is)."""
        return next((k for k in BUSY_ORDER if k in self.awaiting), next(iter(sorted(self.awaiting)), ""))

    def is_idle(self) -> bool:
        """Every request of the tab and its second pane has been answered."""
        return not self.awaiting and not self.right.is_busy()

    def is_busy(self) -> bool:
        """Some answer is owed: a job in flight, a model's first reconstruction, the second pane's or
        the explanation's."""
        if self.closed:
            return False
        first = self.model is not None and self.result is None and self.decodes
        return bool(self.awaiting) or first or self.right.is_busy() or self.explain.is_busy()

    # -- exports ----------------------------------------------------------------------------
    def metrics_rows(self, right_name: str = "") -> list[list]:
        """The current metrics as CSV rows (jobs.METRICS_HEADER): a summary, then every patch's error;
        then the second pane's, named "right_…" (`right_name`: its model); none before the first
        reconstruction."""
        return jobs.result_rows(self.result, self.model_name) + self.right.metrics_rows(right_name)
