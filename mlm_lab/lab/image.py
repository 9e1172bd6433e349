"""The Image tab's state: which picture, how its patches are hidden, and a mask painted by hand.

An evented dataclass (psygnal), like TextState: the widgets write fields and redraw on
field events; the reconstruction on screen is the answer for these fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.lab.catalog import IMAGE_KEYS

SAMPLE_PREFIX = "sample:"  # sources "sample:astronaut" etc. are photos shipped with scikit-image
DEFAULT_SOURCE = "sample:astronaut"
MAX_RATIO = 0.95  # hiding more leaves the model nothing to work from
MAX_SEED = 2**31 - 2
MAX_PATH = 4096


@evented
@dataclass
class ImageState:
    source: str = DEFAULT_SOURCE  # "sample:<name>" or an image file's path
    strategy: str = "random"  # a key of catalog.IMAGE
    ratio: float = 0.75  # the share of patches hidden (not used by grid and paint)
    seed: int = 0  # the same seed and settings always give the same mask
    manual_mask: list[list[int]] | None = None  # strategy "paint": rows x cols of 0/1, 1 = hidden

    def to_dict(self) -> dict:
        out = {"source": self.source, "strategy": self.strategy, "ratio": self.ratio, "seed": self.seed}
        if self.manual_mask is not None and self.strategy == "paint":
            out["manual_mask"] = [list(row) for row in self.manual_mask]
        return out

    @classmethod
    def from_dict(cls, data, *, name: str = "image") -> ImageState:
        """Check a .mlmlab file's "image" part; missing keys take the defaults. Raises LabStateError."""
        data = checks.part(name, data)
        n = lambda key: f"{name}.{key}"  # noqa: E731
        manual = data.get("manual_mask")
        return cls(
            source=checks.string(n("source"), data.get("source", DEFAULT_SOURCE), empty=False, limit=MAX_PATH),
            strategy=checks.choice(n("strategy"), data.get("strategy", "random"), IMAGE_KEYS),
            ratio=checks.number(n("ratio"), data.get("ratio", 0.75), 0.0, MAX_RATIO),
            seed=checks.integer(n("seed"), data.get("seed", 0), 0, MAX_SEED),
            manual_mask=None if manual is None else checks.grid(n("manual_mask"), manual),
        )
