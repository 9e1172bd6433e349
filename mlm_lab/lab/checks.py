"""Field checks shared by every part of the lab state: each one takes the dotted name of the
field (for the message) and the value read from a file, and returns the value in its
canonical type or raises LabStateError naming the field.

    number("image.ratio", 1.5, 0.0, 0.95)
    -> LabStateError("image.ratio: must be between 0 and 0.95, got 1.5")

No Qt and no torch here: the state is plain data.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable, Sequence


class LabStateError(ValueError):
    """A lab state (a .mlmlab file, a field) that cannot be used; the message says why, in one line."""


MAX_REPR = 60  # a value quoted in a message is cut to this many characters
MAX_TEXT = 100_000  # the longest string any field accepts (a sentence box holds far less)


def show(value) -> str:
    """A short, safe rendering of `value` for a message (never huge, never recursive)."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else f"a list of {len(value)}"
    text = repr(value)
    return text if len(text) <= MAX_REPR else text[: MAX_REPR - 1] + "…"


def _fmt(x: float) -> str:
    return f"{x:g}"


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value) -> bool:
    return (is_int(value) or isinstance(value, float)) and math.isfinite(value)


def number(name: str, value, lo: float, hi: float) -> float:
    if not is_number(value) or not lo <= value <= hi:
        raise LabStateError(f"{name}: must be between {_fmt(lo)} and {_fmt(hi)}, got {show(value)}")
    return float(value)


def integer(name: str, value, lo: int, hi: int) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise LabStateError(f"{name}: must be a whole number from {lo} to {hi}, got {show(value)}")
    return int(value)


def optional_integer(name: str, value, lo: int, hi: int) -> int | None:
    return None if value is None else integer(name, value, lo, hi)


def choice(name: str, value, options: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in options:
        raise LabStateError(f"{name}: must be one of {', '.join(options)}, got {show(value)}")
    return value


def string(name: str, value, *, empty: bool = True, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise LabStateError(f"{name}: must be text, got {show(value)}")
    if not empty and not value:
        raise LabStateError(f"{name}: must not be empty")
    if len(value) > limit:
        raise LabStateError(f"{name}: is {len(value):,} characters long; at most {limit:,} are accepted")
    return value


def boolean(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise LabStateError(f"{name}: must be true or false, got {show(value)}")
    return value


def strings(name: str, value) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LabStateError(f"{name}: must be a list of names, got {show(value)}")
    return [string(name, v, limit=200) for v in value]


def integers(name: str, value, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list):
        raise LabStateError(f"{name}: must be a list of whole numbers, got {show(value)}")
    return [integer(f"{name}[{i}]", v, lo, hi) for i, v in enumerate(value)]


def grid(name: str, value, *, limit: int = 256) -> list[list[int]]:
    """A non-empty rectangle of 0/1 (or true/false) cells, at most `limit` a side."""
    if not isinstance(value, list) or not value or len(value) > limit:
        raise LabStateError(f"{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)")
    width = None
    out = []
    for r, row in enumerate(value):
        if not isinstance(row, list) or not row or len(row) > limit:
            raise LabStateError(f"{name}[{r}]: must be a row of 0 and 1")
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise LabStateError(f"{name}: rows must all have the same length ({width}), row {r} has {len(row)}")
        cells = []
        for c, cell in enumerate(row):
            if cell not in (0, 1) or not isinstance(cell, (int, bool)):
                raise LabStateError(f"{name}[{r}][{c}]: must be 0 or 1, got {show(cell)}")
            cells.append(int(cell))
        out.append(cells)
    return out


def part(name: str, value) -> dict:
    if not isinstance(value, dict):
        raise LabStateError(f"{name}: must be a JSON object, got {show(value)}")
    return value


def unknown_keys(name: str, data: dict, known: Iterable[str]) -> list[str]:
    """The keys of `data` not in `known`, as dotted names under `name` (bare when `name` is ""),
    each with the nearest known key when one is close (a typo):
    ["training.form.mask_prob (did you mean mask?)"]."""
    known = list(known)
    out = []
    for key in data:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), known, n=1, cutoff=0.6)
        out.append((f"{name}.{key}" if name else str(key)) + (f" (did you mean {close[0]}?)" if close else ""))
    return out
