"""The Features tab's presenter, without Qt: the window's text and image models and their status,
what the `FeaturesState` asks for that is not asked of the worker yet (`stale`) or not answered
(`awaiting`), the answers on screen, what keeps the tab busy and the rows of its metrics export.

The tab renders and routes: it hands every change of the state to `changed(names)` (which marks
the work it makes stale) and, while it is shown, calls `refresh()`, which asks the worker for the
stale work of the view in front and says what it asked; it hands every answer of the worker to
`accept` (every failure to `failed`), which keeps it when it is the newest of its key and was
asked of the model (the maps, the index) or the answer (the similarity of the maps on screen, the
neighbours and the search of the index in use) still there, and says what to draw. A new model
bumps its kind's `generation`, so what was asked of the last one is dropped.

Three parts hold the answers: `image` (lab/features_view/image.py: "maps", "similarity"), `text`
(text.py: "index", "neighbours", "search") and `probe` (probe.py: "probe"). The work of the keys in
`SLOW_KEYS` takes seconds to minutes (a corpus index, a probe over every layer): the tab's job
queue runs them in a lane of their own so a click's neighbours or a picture's maps never wait
behind them.

    presenter = FeaturesPresenter(state, worker)      # worker: submit / cancel / latest_id / is_stale
    presenter.set_model("image", model, "mae-tiny")   # the window's models
    presenter.refresh()                               # -> ["maps"]; ... accept("maps", ...) -> "maps"
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.features_view.image import MAPS, SIMILARITY, ImageSide
from mlm_lab.lab.features_view.probe import PROBE, PROBE_KIND, ProbeSide
from mlm_lab.lab.features_view.text import INDEX, NEIGHBOURS, SEARCH, TextSide
from mlm_lab.lab.worker import Worker

SLOW_KEYS = frozenset({INDEX, PROBE})  # the jobs that take long: a lane of their own in the tab's queue
METRICS_HEADER = ("metric", "value")
MAPS_FIELDS = frozenset({"sources", "layer", "remove_background", "random_init"})  # the state's maps
IMAGE_KEYS, TEXT_KEYS = frozenset({MAPS, SIMILARITY}), frozenset({INDEX, NEIGHBOURS, SEARCH})
NO_SIMILARITY, NO_NEIGHBOURS = "no_similarity", "no_neighbours"  # refresh(): an answer taken off the screen
Progress = Callable[[str, int, int], None]  # (key, done, total), called from the worker's thread


@dataclass
class FeatureModels:
    """The window's text and image models (None until loaded) and the names the tab shows for them."""

    text: Any = None
    image: Any = None
    names: dict[str, str] = field(default_factory=lambda: {"text": "", "image": ""})

    def of(self, kind: str):
        return self.text if kind == "text" else self.image


class FeaturesPresenter:
    """The derived state of the Features tab (see the module docstring). `state` is the tab's
    FeaturesState (shared, read here, never written); `worker` runs the jobs of the tab and its parts."""

    def __init__(self, state: FeaturesState, worker: Worker, *, corpus: Sequence[str] | None = None,
                 cache_dir: str | os.PathLike | None = None, colours: np.ndarray | None = None,
                 progress: Progress | None = None):
        """`corpus`, `cache_dir`: the text side's sentences to index and where the index is kept
        (lab/features_view/text.py); `colours` [256, 3]: the similarity heatmap's; `progress(key,
        done, total)`: how far the index or the probe is, called from the worker's thread."""
        self.state = state
        self.worker = worker
        self.progress = progress
        self.models = FeatureModels()
        self.model_status = {"text": "none", "image": "none"}  # each one of MODEL_STATUSES
        self.generation = {"text": 0, "image": 0}  # bumps on every new model of the kind; older answers dropped
        self.stale: set[str] = set()  # work the state asks for, not asked of the worker yet (the tab was hidden)
        self.awaiting: set[str] = set()  # asked of the worker, not answered yet
        self.closed = False
        self.image = ImageSide(self, colours)
        self.text = TextSide(self, corpus, cache_dir)
        self.probe = ProbeSide(self)
        if state.probe is not None:
            self.stale.add(PROBE)

    def submit(self, key: str, job: Callable[[], Any]) -> None:
        """Ask the worker for `job` under `key` (the parts' jobs go through here)."""
        self.awaiting.add(key)
        self.worker.submit(key, job)

    def progress_of(self, key: str) -> Callable[[int, int], None] | None:
        """The `progress(done, total)` a job of `key` reports to (None: no one listens)."""
        report = self.progress
        return None if report is None else (lambda done, total: report(key, done, total))

    # -- the models --------------------------------------------------------------------------------
    def set_model(self, kind: str, model, name: str = "") -> None:
        """Use `model` as the `kind` ("text" | "image") model from now on (None: none); what was asked
        of the last one is dropped when it comes, and the work of this one is owed."""
        if kind == "text":
            self.models.text = model
            self.text.forget()
            self.stale |= TEXT_KEYS
        else:
            self.models.image = model
            self.stale.add(MAPS)
        self.models.names[kind] = name
        self.model_status[kind] = "ready" if model is not None else "none"
        self.generation[kind] += 1
        if self.state.probe is not None and PROBE_KIND[self.state.probe] == kind:
            self.stale.add(PROBE)

    def set_loading(self, kinds) -> None:
        """The window started loading models of `kinds`."""
        for kind in kinds:
            if kind in self.model_status:
                self.model_status[kind] = "loading"

    def load_failed(self, kind: str) -> None:
        """The window's load of a `kind` model failed: the model in use (if any) stays."""
        self.model_status[kind] = "ready" if self.models.of(kind) is not None else "error"

    def depth(self) -> int | None:
        """How many layers the model of the view in front has (None: no such model, or the probe view)."""
        view, models = self.state.view, self.models
        model = models.text.model if view == "text" and models.text is not None else \
            models.image if view == "image" else None
        return getattr(getattr(model, "config", None), "num_layers", None)

    # -- the state ---------------------------------------------------------------------------------
    def changed(self, names: set[str]) -> None:
        """The state's fields `names` changed: mark the work they make stale."""
        if "probe" in names:
            self.stale.add(PROBE)
        if names & MAPS_FIELDS:
            self.stale.add(MAPS)
        elif "patch" in names:
            self.stale.add(SIMILARITY)
        if "layer" in names:
            self.stale.add(INDEX)
        if names & {"sentence", "token", "layer"}:
            self.stale.add(NEIGHBOURS)
        if names & {"query", "layer"}:
            self.stale.add(SEARCH)

    def search_again(self) -> None:
        """Search was pressed: the state's query is searched again, changed or not."""
        self.stale.add(SEARCH)

    def refresh(self) -> list[str]:
        """Ask the worker for the stale work of the view in front, and for the probe the state names
        (the tab calls this while it is shown). Returns, in order, the keys asked and NO_SIMILARITY /
        NO_NEIGHBOURS for an answer taken off the screen (no patch, no token clicked)."""
        done: list[str] = []
        if self.closed:
            return done
        if self.probe.refresh():
            done.append(PROBE)
        view, stale = self.state.view, self.stale
        if view == "image" and self.models.image is not None:
            if MAPS in stale:
                stale -= IMAGE_KEYS
                self.image.submit_maps()
                done.append(MAPS)
            elif SIMILARITY in stale and self.image.maps is not None:
                stale.discard(SIMILARITY)
                asked = self.image.submit_similarity()
                if asked:
                    done.append(SIMILARITY if asked == SIMILARITY else NO_SIMILARITY)
        if view == "text" and self.models.text is not None:
            if self.text.index is None or INDEX in stale:
                if INDEX not in self.awaiting or INDEX in stale:
                    stale.discard(INDEX)
                    self.text.submit_index()
                    done.append(INDEX)
                return done  # the neighbours and the search wait for the index
            if NEIGHBOURS in stale:
                stale.discard(NEIGHBOURS)
                done.append(NEIGHBOURS if self.text.submit_neighbours() else NO_NEIGHBOURS)
            if SEARCH in stale:
                stale.discard(SEARCH)
                self.text.submit_search()
                done.append(SEARCH)
        return done

    # -- answers -----------------------------------------------------------------------------------
    def accept(self, key: str, request_id: int, result: Any) -> str | None:
        """An answer of the worker. Returns `key` when it is kept (draw it): "maps", "similarity",
        "index", "neighbours", "search", "probe"; None for one that is not the newest of its key or
        was asked of a model, maps or index no longer in use."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        self.awaiting.discard(key)
        take = {MAPS: self.image.accept_maps, SIMILARITY: self.image.accept_similarity,
                INDEX: self.text.accept_index, NEIGHBOURS: self.text.accept_neighbours,
                SEARCH: self.text.accept_search, PROBE: self.probe.accept}.get(key)
        return key if take is not None and take(result) else None

    def failed(self, key: str, request_id: int) -> str | None:
        """A job of the worker failed. Returns `key` when the tab says so, None when it is not the
        newest of its key. What is on screen stays."""
        if self.closed or request_id != self.worker.latest_id(key):
            return None
        self.awaiting.discard(key)
        if key == PROBE:
            self.probe.failed()
        return key

    def close(self) -> None:
        """Nothing more is asked or accepted; nothing keeps the tab busy."""
        self.closed = True
        self.awaiting.clear()

    # -- busy and exports --------------------------------------------------------------------------
    def is_busy(self, shown: bool = True) -> bool:
        """A job is on its way, or (only while the tab is `shown`: nothing is asked while hidden) the
        probe the state names or the view in front's work is owed and its model is loaded."""
        if self.closed:
            return False
        if self.awaiting:
            return True
        if not shown:
            return False
        if self.probe.due():
            return True
        if self.state.view == "image":
            return self.models.image is not None and bool(self.stale & IMAGE_KEYS)
        if self.state.view == "text":
            return self.models.text is not None and bool(self.stale & TEXT_KEYS)
        return False

    def metrics_rows(self, label: Callable[[str], str] = str) -> list[list]:
        """The metrics export's rows under METRICS_HEADER: the maps' (`label(source)` names a picture),
        the similarity's best matches, the probe's accuracy per layer; none before an answer."""
        return self.image.metrics_rows(self.models.names["image"], label) + self.probe.metrics_rows()


__all__ = ["METRICS_HEADER", "SLOW_KEYS", "FeatureModels", "FeaturesPresenter"]
