"""Side by side: what the second pane of the Text or the Image tab shows, as part of the lab state.

    "text":  {..., "compare": {"on": true, "model": "twin", "mask_prob": null}}
    "image": {..., "compare": {"on": true, "model": "same", "ratio": 0.25}}

`model` says which model answers on the right: "same" (the tab's own model, at another
setting), "twin" (the tab's model's random-init twin: same shape, seed 0, never trained),
"bundled" (the bundled model of the tab's kind), or a folder (a model folder, or a training
run's folder: its newest checkpoint). The setting (`mask_prob` for text, `ratio` for images)
is the right side's mask rate; None keeps the left's, and then both sides hide exactly the
same positions (same seed, same strategy). A choice is a value: the widgets never change one
in place, they assign a new one (`state.compare = state.compare.but(on=True)`), so the tab's
state emits one `compare` event per change and a lab file's copy never shares it.
No Qt here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from pathlib import Path

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.errors import msg

SAME, TWIN, BUNDLED = "same", "twin", "bundled"
NAMED_MODELS = (SAME, TWIN, BUNDLED)  # anything else is a folder
MAX_PATH = 4096


def _model(name: str, value) -> str:
    return checks.string(name, value, empty=False, limit=MAX_PATH)




class _Choice(checks.CheckedState):
    """A frozen checked part: every field is checked when it is made (also by `but`)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            check = f.metadata.get("check")
            if check is not None:
                object.__setattr__(self, f.name, check(f"{self.PART}.{f.name}", getattr(self, f.name)))

    def but(self, **changes):
        """This choice with `changes` (checked; raises LabStateError naming the field)."""
        return dataclasses.replace(self, **changes)

    @property
    def is_folder(self) -> bool:
        return self.model not in NAMED_MODELS

    @property
    def rate(self) -> float | None:
        raise NotImplementedError


@dataclass(frozen=True)
class TextCompare(_Choice):
    PART = "text.compare"
    on: bool = checks.checked(False, checks.flag())  # the split is open
    model: str = checks.checked(SAME, _model)  # "same" | "twin" | "bundled" | a model or run folder
    mask_prob: float | None = checks.checked(None, checks.within(ranges.VIEW_PROB, optional=True))  # the right side's mask probability (None: the left's)

    @property
    def rate(self) -> float | None:
        return self.mask_prob


@dataclass(frozen=True)
class ImageCompare(_Choice):
    PART = "image.compare"
    on: bool = checks.checked(False, checks.flag())
    model: str = checks.checked(SAME, _model)
    ratio: float | None = checks.checked(None, checks.within(ranges.VIEW_RATIO, optional=True))  # the right side's mask ratio (None: the left's)

    @property
    def rate(self) -> float | None:
        return self.ratio


def pop_default(out: dict) -> dict:
    """A tab's to_dict without its `compare` when that is the default (a file without one reads back
    as it was written)."""
    value = out.get("compare")
    if isinstance(value, dict) and not value.get("on") and value.get("model") == SAME \
            and value.get("mask_prob", value.get("ratio")) is None:
        out.pop("compare")
    return out


def check_compare_sources(state) -> None:
    """A lab state's compare folders exist (a LabState; raises LabStateError naming the field).
    Whether a folder holds a model of the right kind is known once it is loaded: the tab says so."""
    for key in ("text", "image"):
        choice = getattr(state, key).compare
        if choice.is_folder and not Path(choice.model).is_dir():
            raise checks.LabStateError(msg("{key}.compare.model: no such model or run folder: {choice_model}",
                                           key=key, choice_model=choice.model))


def side_label(choice: _Choice, folder_label=None) -> str:
    """What the right side is, in a few words: "random-init twin", "the same model", "run x @ step-300"."""
    if choice.model == SAME:
        return "the same model"
    if choice.model == TWIN:
        return "its random-init twin"
    if choice.model == BUNDLED:
        return "the bundled model"
    return folder_label(choice.model) if folder_label is not None else Path(choice.model).name
