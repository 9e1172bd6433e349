"""What an animation sweeps, checked before a frame is drawn: a numeric field of the lab state
(`image.ratio=0:0.95:0.05`, every value checked by the field's own check), a series of seeds, the
rounds of a generation or of an iterative fill, or a run's snapshots. Qt-free."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields

from mlm_lab.errors import msg, words
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.document import PARTS

MAX_FRAMES = 600  # a minute at 10 fps: more is a film, not a slide


class ExportError(ValueError):
    """An export that cannot be made as asked (no frames, a bad field, a path): one line for the user."""


# part.field -> (label, as a percentage, from, to, step): the sliders the Export > Animation dialog offers
SLIDERS: dict[str, tuple[str, bool, float, float, float]] = {
    "image.ratio": ("mask ratio", True, 0.0, 0.95, 0.05),
    "image.seed": ("seed", False, 0, 9, 1),
    "text.mask_prob": ("mask probability", True, 0.05, 0.95, 0.05),
    "text.seed": ("seed", False, 0, 9, 1),
    "text.layer": ("attention layer", False, 0, 3, 1),
    "features.layer": ("layer", False, 0, 6, 1),
    "generate.steps": ("steps", False, 1, 16, 1),
    "generate.temperature": ("temperature", False, 0.25, 2.0, 0.25),
    "generate.seed": ("seed", False, 0, 9, 1),
}


@dataclass(frozen=True)
class Sweep:
    """The frames of an animation as values: frame i sets `part.field` to values[i] (kind "field",
    "seeds", "rounds") or shows snapshot values[i] (kind "run"), captioned captions[i]."""

    kind: str  # "field" | "seeds" | "rounds" | "run"
    part: str  # the lab-state part (= the tab) it changes: "image"
    field: str  # "ratio"; "round" for a generation's rounds, "fill_round" for the Text tab's fill
    values: tuple
    captions: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.values)

    @property
    def name(self) -> str:
        return f"{self.part}.{self.field}"


def caption(part: str, field: str, value) -> str:
    """The words a frame shows for its value: "mask ratio 75 %", "seed 3", "layer 2"."""
    label, percent = SLIDERS.get(f"{part}.{field}", (field.replace("_", " "), False))[:2]
    if percent:
        return f"{label} {value * 100:.0f} %"
    return f"{label} {value:g}" if isinstance(value, float) else f"{label} {value}"


def parse_range(text: str, *, integer: bool, what: str) -> list:
    """`from:to[:step]`, `to` included; the step defaults to 1 for whole numbers."""
    parts = [p.strip() for p in str(text).split(":")]
    if len(parts) not in (2, 3) or not all(parts):
        raise ExportError(msg("{what} must look like FROM:TO or FROM:TO:STEP, got {text!r}", what=what, text=text))
    try:
        nums = [float(p) for p in parts]
    except ValueError:
        raise ExportError(msg("{what} must be numbers FROM:TO[:STEP], got {text!r}", what=what, text=text)) from None
    if not all(math.isfinite(n) for n in nums):
        raise ExportError(msg("{what} must be finite numbers, got {text!r}", what=what, text=text))
    start, stop = nums[0], nums[1]
    if len(nums) == 2:
        if not integer:
            raise ExportError(msg("{what} needs a step (FROM:TO:STEP), got {text!r}", what=what, text=text))
        step = 1.0 if stop >= start else -1.0
    else:
        step = nums[2]
    if step == 0:
        raise ExportError(msg("{what}: the step must not be 0", what=what))
    if integer and not all(n == int(n) for n in (start, stop, step)):
        raise ExportError(msg("{what} takes whole numbers, got {text!r}", what=what, text=text))
    count = math.floor((stop - start) / step + 1e-9) + 1
    if count <= 0:
        raise ExportError(msg("{what} {text!r} gives no frames (from {start:g} the step {step:g} never reaches "
                              "{stop:g})",
                              what=what, text=text, start=start, step=step, stop=stop))
    if count > MAX_FRAMES:
        raise ExportError(msg("{what} {text!r} gives {count} frames; at most {max_frames}",
                              what=what, text=text, count=count, max_frames=MAX_FRAMES))
    if integer:
        return [int(start) + i * int(step) for i in range(count)]
    decimals = max(_decimals(parts[0]), _decimals(parts[2]))
    return [round(start + i * step, decimals + 6) if decimals else start + i * step for i in range(count)]


def _decimals(text: str) -> int:
    text = text.lower().split("e")[0]
    return len(text.split(".")[1]) if "." in text else 0


def _numeric_fields(cls) -> dict[str, type]:
    """The fields of a state part a sweep may set: numbers (not flags), with a check."""
    out = {}
    defaults = cls()
    for f in fields(cls):
        value = getattr(defaults, f.name)
        if f.metadata.get("check") and isinstance(value, (int, float)) and not isinstance(value, bool):
            out[f.name] = type(value)
    return out


def sweepable(part: str) -> list[str]:
    """The numeric fields of `part` ("image" -> ["ratio", "seed"])."""
    return list(_numeric_fields(PARTS[part])) if part in PARTS else []


def parse_sweep(spec: str, tab: str | None = None) -> Sweep:
    """`part.field=FROM:TO:STEP` -> a Sweep whose every value the field's check accepts.
    `tab`: the tab the frames show; the field must be that tab's."""
    m = re.fullmatch(r"\s*([A-Za-z_]+)\.([A-Za-z_]+)\s*=\s*(\S.*?)\s*", spec or "")
    if not m:
        raise ExportError(msg("--sweep must look like image.ratio=0:0.95:0.05, got {spec!r}", spec=spec))
    part, name, span = m.group(1).lower(), m.group(2), m.group(3)
    if part not in PARTS:
        raise ExportError(msg("--sweep: no tab {part!r} (one of {join_parts})", part=part, join_parts=', '.join(PARTS)))
    numeric = _numeric_fields(PARTS[part])
    if name not in numeric:
        raise ExportError(msg("--sweep: {part} has no numeric field {name!r} (one of {join_numeric})",
                              part=part, name=name, join_numeric=', '.join(numeric)))
    if tab is not None and tab != part:
        raise ExportError(msg("--sweep {part}.{name} changes the {part} tab, but the frames show the {tab} tab",
                              part=part, name=name, tab=tab))
    values = parse_range(span, integer=numeric[name] is int, what=f"--sweep {part}.{name}")
    check = PARTS[part].__dataclass_fields__[name].metadata["check"]
    checked = []
    for value in values:
        try:
            checked.append(check(f"{part}.{name}", value))
        except LabStateError as exc:
            raise ExportError(msg("--sweep is out of range: {exc}", exc=exc)) from None
    return Sweep("field", part, name, tuple(checked), tuple(caption(part, name, v) for v in checked))


def parse_seeds(text: str, tab: str) -> Sweep:
    """`--seeds 0:10`: the seeds 0 to 10 of `tab` (its `seed` field), each checked."""
    if tab not in PARTS or "seed" not in _numeric_fields(PARTS[tab]):
        raise ExportError(msg("--seeds: the {tab} tab has no seed", tab=tab))
    values = parse_range(text, integer=True, what="--seeds")
    check = PARTS[tab].__dataclass_fields__["seed"].metadata["check"]
    try:
        values = [check(f"{tab}.seed", v) for v in values]
    except LabStateError as exc:
        raise ExportError(msg("--seeds is out of range: {exc}", exc=exc)) from None
    return Sweep("seeds", tab, "seed", tuple(values), tuple(f"seed {v}" for v in values))


def rounds_sweep(tab: str, rounds: int) -> Sweep:
    """The rounds 1..`rounds` of a generation (Generate tab) or of "Fill several masks" (Text tab)."""
    if tab not in ("generate", "text"):
        raise ExportError(msg("--rounds records the Generate tab's rounds or the Text tab's fill, not the {tab} tab",
                              tab=tab))
    if rounds < 1:
        raise ExportError(msg("--rounds: the {tab} tab has no rounds to show (0 frames)", tab=tab))
    field = "round" if tab == "generate" else "fill_round"
    values = tuple(range(1, rounds + 1))
    return Sweep("rounds", tab, field, values, tuple(f"round {v} of {rounds}" for v in values))


def run_sweep(tab: str, snapshots: list[tuple[str, str]]) -> Sweep:
    """A run's checkpoints, oldest first: (model folder, caption) each."""
    if tab not in ("text", "image"):
        raise ExportError(msg("--run shows a run's checkpoints on the Text or Image tab, not the {tab} tab", tab=tab))
    if not snapshots:
        raise ExportError(words("--run: the run has no checkpoints yet (0 frames)"))
    return Sweep("run", tab, "model", tuple(s for s, _ in snapshots), tuple(c for _, c in snapshots))
