"""The Image tab's second pane, without Qt: the mask the right side draws and its reconstruction
(`RightSide`, held by the tab's `ImagePresenter` as `presenter.right`).

With the choice's ratio left at "same" (None) the right side draws the left's mask (same strategy,
ratio and seed; a painted mask as painted, where the grids agree), so both sides hide exactly the
same patches; another ratio draws with the same seed, and a painted mask becomes a random one at
that ratio (or at the painted share, on another grid). The work goes to the tab's worker under
the key "compare"; `request()` marks the pane due (the pane coalesces requests of one event-loop
turn) and bumps `generation`, so an answer asked for before it is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from mlm_lab.lab.image_view import jobs

if TYPE_CHECKING:
    from mlm_lab.lab.image_view.presenter import ImagePresenter

KEY = "compare"
MAX_PAINTED_SHARE = 0.95  # a painted mask redrawn at random hides at most this share (the slider's top)


def right_mask(strategy: str, ratio: float, choice_ratio: float | None, painted: np.ndarray | None,
               grid: tuple[int, int]) -> tuple[str, float, np.ndarray | None]:
    """(strategy, ratio, manual mask) the right side reconstructs with, for the left's `strategy` and
    `ratio`, the choice's ratio (None: the left's), the left's painted mask and the right model's grid."""
    ratio = ratio if choice_ratio is None else choice_ratio
    if strategy != "paint":
        return strategy, ratio, None
    if choice_ratio is None and painted is not None and tuple(painted.shape) == tuple(grid):
        return strategy, ratio, painted
    if choice_ratio is None and painted is not None:  # another grid: a random mask at the painted share
        ratio = min(float(np.mean(painted)), MAX_PAINTED_SHARE)
    return "random", ratio, None


class RightSide:
    """The right side's model, its answer for the current request and whether one is owed."""

    def __init__(self, left: ImagePresenter):
        self.left = left
        self.model = None  # the right side's MaskedAutoencoder, once known
        self.result: jobs.ImageResult | None = None  # its answer for the current request
        self.due = False  # asked for, not submitted yet (the pane submits once per event-loop turn)
        self.awaiting = False  # submitted, not answered
        self.generation = 0  # bumps on every request; answers asked for before it are dropped
        self.models_pending: Callable[[], bool] = lambda: False  # a twin built or a folder loaded meanwhile

    @property
    def on(self) -> bool:
        return bool(self.left.state.compare.on)

    def request(self) -> bool:
        """A newer answer is wanted. False (nothing asked) once closed."""
        if self.left.closed:
            return False
        self.due = True
        self.generation += 1
        return True

    def stop(self) -> None:
        """The split is off (or closed): nothing owed, the job in flight dropped."""
        self.due = self.awaiting = False
        self.left.worker.cancel(KEY)

    def submit(self, model) -> bool:
        """Reconstruct the left's picture with `model` (None: not there yet). True when a job went."""
        self.due = False
        left = self.left
        self.model = model
        if model is None or left.source_rgb is None or left.closed:
            self.awaiting = False
            return False
        s = left.state
        strategy, ratio, manual = right_mask(s.strategy, s.ratio, s.compare.ratio, left.painted_mask(),
                                             model.config.grid)
        args = (model, left.source_rgb, left.loaded_source, strategy, ratio, s.seed, manual, left.model_input)
        generation = self.generation
        self.awaiting = True
        left.worker.submit(KEY, lambda: (generation, jobs.run_reconstruction(*args)))
        return True

    def accept(self, result: Any) -> bool:
        """The worker's (generation, ImageResult): True when it answers the current request (kept)."""
        generation, payload = result
        if generation != self.generation:
            return False
        self.awaiting = False
        self.result = payload
        return True

    def failed(self) -> None:
        self.awaiting = False

    def is_busy(self) -> bool:
        """The split is on and its answer (or its model) has not arrived."""
        if self.left.closed or not self.on:
            return False
        return self.due or self.awaiting or self.models_pending() or (self.model is not None and self.result is None)

    def settled(self) -> bool:
        """Both sides answered the current request: their differences can be named."""
        return (self.left.result is not None and self.result is not None and not self.awaiting
                and "reconstruct" not in self.left.awaiting)

    def metrics_rows(self, name: str) -> list[list]:
        """The right side's rows for the CSV export, each metric named "right_…" (`name`: its model)."""
        if not self.on or self.result is None:
            return []
        return [[f"right_{metric}", value] for metric, value in jobs.result_rows(self.result, name)]
