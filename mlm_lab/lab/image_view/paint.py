"""Hiding patches by hand on the Image tab: a click on the original panel flips one patch, a
drag paints the value the click chose, and the buttons fill or invert the whole mask. The mask
lives in the tab's `ImageState.manual_mask`; this object only reads and writes it, and
`painted_mask` reads it for a grid."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from mlm_lab.lab.image import ImageState


def painted_mask(state: ImageState, grid: tuple[int, int]) -> np.ndarray:
    """The state's painted mask (rows, cols) bool for `grid` (all visible when the state's does not fit)."""
    m = state.manual_mask
    if m is not None and np.shape(m) == tuple(grid):
        return np.asarray(m, dtype=bool)
    return np.zeros(grid, dtype=bool)


class MaskPainter:
    """The clicks, drags and buttons that paint the state's mask (see the module docstring)."""

    def __init__(self, state: ImageState, grid: Callable[[], tuple[int, int] | None], batch,
                 start_painting: Callable[[], None]):
        """`grid()`: the model's (rows, cols), None without a model; `batch()`: the tab binding's
        batch context (a click that also switches to paint is one update); `start_painting()`
        switches the strategy to paint, starting from the mask on screen."""
        self._state = state
        self._grid = grid
        self._batch = batch
        self._start_painting = start_painting
        self._value = True  # what a drag paints: the value the pressed patch was given

    def mask(self) -> np.ndarray:
        """The painted mask (rows, cols) bool for the model's grid (all visible when the state's does not fit)."""
        return painted_mask(self._state, self._grid())

    def _write(self, mask: np.ndarray) -> None:
        self._state.manual_mask = mask.astype(int).tolist()

    def press(self, row: int, col: int) -> None:
        if self._grid() is None:
            return
        with self._batch():
            if self._state.strategy != "paint":
                self._start_painting()
            mask = self.mask()
            self._value = not bool(mask[row, col])
            mask[row, col] = self._value
            self._write(mask)

    def drag(self, row: int, col: int) -> None:
        if self._grid() is None or self._state.strategy != "paint":
            return
        mask = self.mask()
        if bool(mask[row, col]) != self._value:
            mask[row, col] = self._value
            self._write(mask)

    def fill(self, value: bool) -> None:
        if self._grid() is not None:
            mask = self.mask()
            mask[:] = value
            self._write(mask)

    def invert(self) -> None:
        if self._grid() is not None:
            self._write(~self.mask())
