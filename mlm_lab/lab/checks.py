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
from dataclasses import MISSING, field, fields
from typing import ClassVar

from mlm_lab.errors import msg, words


class LabStateError(ValueError):
    """A lab state (a .mlmlab file, a field) that cannot be used; the message says why, in one line."""


MAX_REPR = 60  # a value quoted in a message is cut to this many characters
MAX_TEXT = 100_000  # the longest string any field accepts (a sentence box holds far less)


def show(value) -> str:
    """A short, safe rendering of `value` for a message (never huge, never recursive)."""
    if isinstance(value, (dict, list)):
        return words("an object") if isinstance(value, dict) else msg("a list of {len_value}", len_value=len(value))
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
        raise LabStateError(msg("{name}: must be between {fmt_lo} and {fmt_hi}, got {show_value}",
                                name=name, fmt_lo=_fmt(lo), fmt_hi=_fmt(hi), show_value=show(value)))
    return float(value)


def integer(name: str, value, lo: int, hi: int) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise LabStateError(msg("{name}: must be a whole number from {lo} to {hi}, got {show_value}",
                                name=name, lo=lo, hi=hi, show_value=show(value)))
    return int(value)


def optional_integer(name: str, value, lo: int, hi: int) -> int | None:
    return None if value is None else integer(name, value, lo, hi)


def choice(name: str, value, options: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in options:
        raise LabStateError(msg("{name}: must be one of {join_options}, got {show_value}",
                                name=name, join_options=', '.join(options), show_value=show(value)))
    return value


def string(name: str, value, *, empty: bool = True, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise LabStateError(msg("{name}: must be text, got {show_value}", name=name, show_value=show(value)))
    if not empty and not value:
        raise LabStateError(msg("{name}: must not be empty", name=name))
    if len(value) > limit:
        raise LabStateError(msg("{name}: is {len_value:,} characters long; at most {limit:,} are accepted",
                                name=name, len_value=len(value), limit=limit))
    return value


def boolean(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise LabStateError(msg("{name}: must be true or false, got {show_value}", name=name, show_value=show(value)))
    return value


def strings(name: str, value) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LabStateError(msg("{name}: must be a list of names, got {show_value}", name=name, show_value=show(value)))
    return [string(name, v, limit=200) for v in value]


def integers(name: str, value, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list):
        raise LabStateError(msg("{name}: must be a list of whole numbers, got {show_value}",
                                name=name, show_value=show(value)))
    return [integer(f"{name}[{i}]", v, lo, hi) for i, v in enumerate(value)]


def grid(name: str, value, *, limit: int = 256) -> list[list[int]]:
    """A non-empty rectangle of 0/1 (or true/false) cells, at most `limit` a side."""
    if not isinstance(value, list) or not value or len(value) > limit:
        raise LabStateError(msg("{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)",
                                name=name, limit=limit))
    width = None
    out = []
    for r, row in enumerate(value):
        if not isinstance(row, list) or not row or len(row) > limit:
            raise LabStateError(msg("{name}[{r}]: must be a row of 0 and 1", name=name, r=r))
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise LabStateError(msg("{name}: rows must all have the same length ({width}), row {r} has {len_row}",
                                    name=name, width=width, r=r, len_row=len(row)))
        cells = []
        for c, cell in enumerate(row):
            if cell not in (0, 1) or not isinstance(cell, (int, bool)):
                raise LabStateError(msg("{name}[{r}][{c}]: must be 0 or 1, got {show_cell}",
                                        name=name, r=r, c=c, show_cell=show(cell)))
            cells.append(int(cell))
        out.append(cells)
    return out


def part(name: str, value) -> dict:
    if not isinstance(value, dict):
        raise LabStateError(msg("{name}: must be a JSON object, got {show_value}", name=name, show_value=show(value)))
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


# -- fields that declare their check, and the base every part of the lab state shares ----------
# A check is check(name, value) -> value in its canonical type, raising LabStateError naming the
# field. The builders below make one from the functions above.

def between(lo: float, hi: float):
    return lambda name, value: number(name, value, lo, hi)


def within(span, *, optional: bool = False):
    """A field whose numbers are `span` (an mlm_lab.ranges.Span, the range the engine and the
    command line check too); `optional`: None is also taken."""
    def check(name: str, value):
        if optional and value is None:
            return None
        if span.holds(value):
            return int(value) if span.whole else float(value)
        if not span.low_open and not span.high_open:  # the usual messages for a closed range
            return integer(name, value, span.low, span.high) if span.whole else number(name, value, span.low, span.high)
        raise LabStateError(msg("{name}: must be {kind} {span}, got {show_value}", name=name, kind=span.kind(),
                                span=span.words(), show_value=show(value)))

    return check


def whole(lo: int, hi: int):
    return lambda name, value: integer(name, value, lo, hi)


def optional_whole(lo: int, hi: int):
    return lambda name, value: optional_integer(name, value, lo, hi)


def whole_list(lo: int, hi: int):
    return lambda name, value: integers(name, value, lo, hi)


def one_of(options: Sequence[str]):
    options = tuple(options)
    return lambda name, value: choice(name, value, options)


def text(*, empty: bool = True, limit: int = MAX_TEXT, strip: bool = False):
    def check(name: str, value) -> str:
        value = string(name, value, empty=empty, limit=limit)
        return value.strip() if strip else value

    return check


def flag():
    return boolean


def names():
    return strings


def nested(cls):
    """A field holding another part (a form inside a tab's state): an instance as it is, or a dict read
    by that part's from_dict under this field's name."""
    def check(name: str, value):
        return value if isinstance(value, cls) else cls.from_dict(value, name=name)

    return check


def checked(default=MISSING, check=None, *, factory=MISSING):
    """A dataclass field with its check (run on every assignment and by from_dict)."""
    if check is None:
        raise TypeError("checked() needs a check")
    return field(default=default, default_factory=factory, metadata={"check": check})


class CheckedState:
    """The base of the lab's evented parts: every field declares its check once (`checked`),
    assigning a value that fails it raises LabStateError naming the field (as napari's
    EventedModel validates on assignment), and `to_dict` / `from_dict` / `copy` come from here.

    A part names itself in PART ("image"); `from_dict(data, name=...)` reads a file's part under
    another dotted name (a lesson step's). Checks that tie fields together (three probabilities that
    sum to 1) go in `check_whole`, run by from_dict; `defaults_for(data, name)` gives the defaults
    a part's missing keys take (a training form's depend on its task)."""

    PART: ClassVar[str] = ""

    def __setattr__(self, key: str, value) -> None:
        spec = type(self).__dataclass_fields__.get(key)
        check = spec.metadata.get("check") if spec is not None else None
        if check is not None:
            value = check(f"{self.PART}.{key}" if self.PART else key, value)
        super().__setattr__(key, value)

    def to_dict(self) -> dict:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    def copy(self):
        return type(self)(**{f.name: _copied(getattr(self, f.name)) for f in fields(self)})

    def is_default(self) -> bool:
        return self.to_dict() == type(self)().to_dict()

    @classmethod
    def defaults_for(cls, data: dict, name: str):
        return cls()

    @classmethod
    def check_whole(cls, values: dict, name: str) -> None:
        """Checks across fields, on the values from_dict read (raise LabStateError)."""

    @classmethod
    def from_dict(cls, data, *, base=None, name: str | None = None):
        """Check `data` (a file's part); keys it lacks come from `base` (or the defaults), keys
        this version does not know are ignored. Raises LabStateError naming the field."""
        name = cls.PART if name is None else name
        data = part(name, data)
        start = base if base is not None else cls.defaults_for(data, name)
        values = {}
        for f in fields(cls):
            value = data[f.name] if f.name in data else _copied(getattr(start, f.name))
            check = f.metadata.get("check")
            values[f.name] = check(f"{name}.{f.name}", value) if check is not None else value
        cls.check_whole(values, name)
        return cls(**values)


def _plain(value):
    if isinstance(value, CheckedState):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _copied(value):
    if isinstance(value, CheckedState):
        return value.copy()
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    return value
