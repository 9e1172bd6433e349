"""Tell a Hugging Face model folder from a lab folder without importing transformers."""

from __future__ import annotations

import json
from pathlib import Path


def is_hf_folder(folder: str | Path) -> bool:
    """True when `folder/config.json` carries Hugging Face's `model_type` key."""
    path = Path(folder) / "config.json"
    if not path.is_file():
        return False
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # not JSON, nested too deep, a 5,000-digit number
        return False
    return isinstance(data, dict) and "model_type" in data and "kind" not in data
