"""Probe results measured once and shipped in `resources/probes/`, so a lesson step (or the
Features tab) shows a probe per layer at once instead of after a 10-30 s run.

A shipped result is a small JSON file:

    {"format": "mlm-lab-probe", "version": 1, "task": "words",
     "model": "text-tiny (bundled)", "weights_sha256": "<weights_hash of the model>",
     "made_by": "PYTHONPATH=. python scripts/make_lesson_probes.py", "made_on": "2026-12-01",
     "result": {"layers": [...], "model_acc": [...], "random_init_acc": [...], "majority_acc": ...}}

It is used only for a model whose weights hash to `weights_sha256` (the probe is deterministic:
fixed sentences, a seed-0 random-init twin, lbfgs), so a retrained or imported model never
gets another model's figures: it is probed live. No Qt here.
"""

from __future__ import annotations

import json
from pathlib import Path

FORMAT = "mlm-lab-probe"
VERSION = 1
RESULT_KEYS = ("layers", "model_acc", "random_init_acc", "majority_acc")


def probes_dir() -> Path:
    from mlm_lab.resources import resources_dir

    return resources_dir() / "probes"


def read_shipped(path: Path) -> dict | None:
    """One shipped file -> its dict, or None when it is not a readable, complete probe file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("result"), dict):
        return None
    if not all(k in data["result"] for k in RESULT_KEYS):
        return None
    return data


def shipped_probe(model, task: str, *, folder: Path | None = None, digest: str | None = None) -> dict | None:
    """The shipped probe file for `task` measured on exactly these weights (`model` is the
    torch module; `digest` its weights_hash when already known), or None."""
    folder = probes_dir() if folder is None else Path(folder)
    if not folder.is_dir():
        return None
    candidates = [d for d in (read_shipped(p) for p in sorted(folder.glob("*.json"))) if d and d.get("task") == task]
    if not candidates:
        return None
    if digest is None:
        from mlm_lab.features.token_index import weights_hash

        digest = weights_hash(model)
    return next((d for d in candidates if d.get("weights_sha256") == digest), None)
