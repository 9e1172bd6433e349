"""Yardsticks: measurements applied to each finished run of a study, beyond the trainer's
own evaluation. A yardstick is a callable `(run_dir: Path) -> dict` of column -> number;
its results are kept in the run folder (`yardsticks.json`) so a resumed study does not
measure a run twice, and a yardstick that arrives later fills in the runs that lack it.

The default is the linear probe of the encoder (`mlm_lab.features`: words for text,
shapes for images) where that package is importable; without it there is no probe
column.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

Yardstick = Callable[[Path], dict]
YARDSTICKS_FILE = "yardsticks.json"


def default_yardsticks() -> list[Yardstick]:
    """The probe yardstick when mlm_lab.features is there, else none."""
    try:
        import mlm_lab.features as features
    except ImportError:
        return []
    probe = getattr(features, "probe_run", None)
    if probe is None:
        return []

    def probe_accuracy(run_dir: Path) -> dict:
        result = probe(run_dir)
        if isinstance(result, dict):
            items = result.items()
        else:  # an object with attributes
            items = ((k, getattr(result, k)) for k in ("accuracy", "chance") if hasattr(result, k))
        out = {}
        for key, value in items:
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                name = key if key.startswith("probe") else f"probe_{key}"
                out[name] = float(value)
        return out

    probe_accuracy.__name__ = "probe_accuracy"
    return [probe_accuracy]


def yardstick_name(fn: Yardstick) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


def measure(run_dir: Path, yardsticks: list[Yardstick], log: Callable[[str], None] | None = None) -> dict:
    """Every yardstick's columns for one run: the kept ones, plus new measurements of the
    yardsticks not yet applied (written back to the run folder)."""
    path = Path(run_dir) / YARDSTICKS_FILE
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        kept = {}
    if not isinstance(kept, dict):
        kept = {}
    done = kept.setdefault("applied", {})
    changed = False
    for fn in yardsticks:
        name = yardstick_name(fn)
        if name in done:
            continue
        try:
            values = fn(Path(run_dir))
        except Exception as exc:  # a failed measurement leaves its column empty, the study goes on
            if log:
                log(f"yardstick {name} failed on {Path(run_dir).name}: {type(exc).__name__}: {exc}")
            continue
        done[name] = {k: v for k, v in dict(values).items()}
        changed = True
    if changed:
        from mlm_lab.atomic import write_json_atomic

        write_json_atomic(path, kept)
    out: dict = {}
    for values in done.values():
        out.update(values)
    return out
