"""`<study>/retries.json`: how often each run was tried again after its worker was lost (Ray).

    {"mask-rate-0.15-seed0": 1}     run name (its config's name): retries

Written by the study's driver only (mlm_lab.studies.ray_backend), read into the results'
`retries` column. A study that never lost a worker has no such file and no such column.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

RETRIES_FILE = "retries.json"


def read_retries(folder: str | os.PathLike) -> dict:
    """{run name: retries} of a study folder; {} when none were needed (or the file is unreadable)."""
    try:
        data = json.loads((Path(folder) / RETRIES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): int(v) for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)}


def record_retry(folder: str | os.PathLike, name: str, retries: int) -> None:
    from mlm_lab.atomic import write_json_atomic

    data = read_retries(folder)
    data[name] = max(int(retries), data.get(name, 0))
    write_json_atomic(Path(folder) / RETRIES_FILE, data)
