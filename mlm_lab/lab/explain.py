"""Why this guess, as part of the lab state: which prediction the window explains, and how.

    "text":  {..., "explain": {"on": true, "position": 4, "method": "ig", "target": "top1"}}
    "image": {..., "explain": {"patch": [3, 5], "method": "occlusion"}}

Text: `position` is a token index that the masking asks the model about (a predicted chip);
`target` is "top1" (the model's guess), "true" (the token that was there) or a token of the
model's vocabulary (one of its top-5, say). Image: `patch` is a hidden patch [row, col]
(None: no explanation shown). Whether the position is masked or the patch hidden depends on
the masking and the model, so the tab checks that when it shows the choice, and refuses a
bad one with a message naming the field. A choice is a value, replaced whole
(`state.explain = state.explain.but(method="ig")`), as `compare` is. No Qt here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields

import mlm_lab.lab.checks as checks
from mlm_lab.errors import msg

# the methods of mlm_lab.explain (TEXT_METHODS, PATCH_METHODS), named here so that reading a lab
# file needs no torch (importing mlm_lab.explain does); a test keeps the two the same
TEXT_METHODS = ("occlusion", "ig", "gradxinput", "lens", "attention")
PATCH_METHODS = ("occlusion", "gradient", "attention")
MAX_POSITION = 100_000
MAX_SIDE = 256
TARGETS = ("top1", "true")  # or a token of the model's vocabulary


def _target(name: str, value) -> str:
    return checks.string(name, value, empty=False, limit=100)


def _patch(name: str, value) -> list[int] | None:
    if value is None:
        return None
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise checks.LabStateError(msg("{name}: must be [row, col] or null, got {checks_show_value}",
                                       name=name, checks_show_value=checks.show(value)))
    return [checks.integer(f"{name}[{i}]", v, 0, MAX_SIDE - 1) for i, v in enumerate(value)]


class _Explain(checks.CheckedState):
    """A frozen checked part: every field is checked when it is made (also by `but`)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            check = f.metadata.get("check")
            if check is not None:
                object.__setattr__(self, f.name, check(f"{self.PART}.{f.name}", getattr(self, f.name)))

    def but(self, **changes):
        """This choice with `changes` (checked; raises LabStateError naming the field)."""
        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class TextExplain(_Explain):
    PART = "text.explain"
    on: bool = checks.checked(False, checks.flag())  # the explanation panel is open
    position: int | None = checks.checked(None, checks.optional_whole(0, MAX_POSITION))  # the explained token
    method: str = checks.checked("occlusion", checks.one_of(TEXT_METHODS))
    target: str = checks.checked("top1", _target)  # "top1" | "true" | a token


@dataclass(frozen=True)
class ImageExplain(_Explain):
    PART = "image.explain"
    patch: list[int] | None = checks.checked(None, _patch)  # the explained hidden patch [row, col]
    method: str = checks.checked("occlusion", checks.one_of(PATCH_METHODS))


def pop_default_explain(out: dict, cls: type) -> dict:
    """A tab's to_dict without its `explain` (a `cls` choice) when that is the default: a file
    without one reads back as it was written."""
    if out.get("explain") == cls().to_dict():
        out.pop("explain")
    return out
