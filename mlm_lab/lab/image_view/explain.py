"""The Image tab's "why this reconstruction", without Qt (`PatchExplainer`, held by the tab's
`ImagePresenter` as `presenter.explain`): whether the chosen patch can be explained on the
reconstruction shown, the explanation asked for and the one on screen.

A request is named by a key (the reconstruction's serial number, the model, the patch, the
method): asking again for the key in flight or on screen sends nothing, and an answer for another
key (an older reconstruction or choice) is dropped. The work goes to the tab's worker under "explain".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from mlm_lab.lab.image_view import jobs

if TYPE_CHECKING:
    from mlm_lab.lab.image_view.presenter import ImagePresenter

KEY = "explain"
OUTSIDE, VISIBLE = "outside", "visible"  # why a patch cannot be explained on a mask


def patch_problem(mask: np.ndarray, patch: tuple[int, int]) -> str:
    """Why `patch` (row, col) cannot be explained on `mask` (rows, cols; True = hidden): OUTSIDE the
    grid, VISIBLE (only hidden patches are rebuilt), or "" when it can."""
    row, col = patch
    rows, cols = mask.shape
    if not (0 <= row < rows and 0 <= col < cols):
        return OUTSIDE
    return "" if mask[row, col] else VISIBLE


class PatchExplainer:
    """The explanation asked for and the one on screen (see the module docstring)."""

    def __init__(self, left: ImagePresenter):
        self.left = left
        self.result = None  # the PatchExplanation on screen
        self.asked: tuple | None = None  # the key of the explanation asked for
        self.shown: tuple | None = None  # the key of the one on screen
        self._last_result, self._serial = None, 0  # the reconstruction last asked about, and its number

    def shown_patch(self) -> tuple[int, int] | None:
        """The patch of the explanation on screen, when it was made for the reconstruction shown now."""
        if self.result is None or self.left.result is not self._last_result:
            return None
        return int(self.result.patch[0]), int(self.result.patch[1])

    def forget(self) -> None:
        """Nothing is asked for; the job in flight is dropped."""
        self.asked = None
        self.left.worker.cancel(KEY)

    def clear(self) -> None:
        """Nothing on screen."""
        self.result = self.shown = None

    def submit(self, patch: tuple[int, int], method: str) -> bool:
        """Explain `patch` of the reconstruction shown by `method`. False (nothing sent) when that is
        already asked for, or there is no model, picture or reconstruction."""
        left = self.left
        model, result = left.model, left.result
        if left.closed or model is None or result is None or left.source_rgb is None:
            return False
        if result is not self._last_result:  # (held, so a new result never reuses its identity)
            self._last_result, self._serial = result, self._serial + 1
        row, col = patch
        key = (self._serial, id(model), row, col, method)
        if key == self.asked:
            return False
        self.asked = key
        mask = result.reconstruction.mask.copy()
        left.worker.submit(KEY, jobs.explain_job(model, left.model_input, left.source_rgb, mask, (row, col), method,
                                                 key))
        return True

    def accept(self, payload: Any) -> bool:
        """The worker's (key, PatchExplanation): True when it answers the request asked for (kept)."""
        asked, result = payload
        if asked != self.asked:
            return False
        self.shown, self.result = asked, result
        return True

    def failed(self) -> None:
        self.asked = None

    def is_busy(self) -> bool:
        return not self.left.closed and self.asked is not None and self.asked != self.shown
