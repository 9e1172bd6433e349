"""The Image tab's state: which picture, how its patches are hidden, and a mask painted by hand.

An evented dataclass (psygnal), like TextState: the widgets write fields and redraw on
field events; the reconstruction on screen is the answer for these fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.lab.catalog import IMAGE_KEYS
from mlm_lab.lab.compare import ImageCompare, pop_default
from mlm_lab.lab.explain import ImageExplain, pop_default_explain

SAMPLE_PREFIX = "sample:"  # sources "sample:astronaut" etc. are photos shipped with scikit-image
DEFAULT_SOURCE = "sample:astronaut"
MAX_RATIO = ranges.MAX_VIEW_RATIO  # hiding more leaves the model nothing to work from
MAX_SEED = 2**31 - 2
MAX_PATH = 4096


def _manual(name: str, value):
    return None if value is None else checks.grid(name, value)


@evented
@dataclass
class ImageState(checks.CheckedState):
    PART = "image"
    # what a lesson may hide
    CONTROLS = ("source", "strategy", "ratio", "seed", "explanation", "controls", "metrics", "error", "compare",
                "explain")
    # "sample:<name>" or an image file's path
    source: str = checks.checked(DEFAULT_SOURCE, checks.text(empty=False, limit=MAX_PATH))
    strategy: str = checks.checked("random", checks.one_of(IMAGE_KEYS))  # a key of catalog.IMAGE
    ratio: float = checks.checked(0.75, checks.within(ranges.VIEW_RATIO))  # the share of patches hidden (not grid/paint)
    seed: int = checks.checked(0, checks.whole(0, MAX_SEED))  # the same seed and settings always give the same mask
    manual_mask: list[list[int]] | None = checks.checked(None, _manual)  # "paint": rows x cols of 0/1, 1 = hidden
    # side by side: what the second pane shows (mlm_lab/lab/compare.py); a value, replaced whole
    compare: ImageCompare = checks.checked(factory=ImageCompare, check=checks.nested(ImageCompare))
    # why this reconstruction: the explained hidden patch and method (mlm_lab/lab/explain.py); a value
    explain: ImageExplain = checks.checked(factory=ImageExplain, check=checks.nested(ImageExplain))

    def to_dict(self) -> dict:
        out = super().to_dict()
        if self.manual_mask is None or self.strategy != "paint":  # a painted mask is kept only while painting
            out.pop("manual_mask")
        return pop_default_explain(pop_default(out), ImageExplain)
