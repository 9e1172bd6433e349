"""Tell a Hugging Face model folder from a lab folder without importing transformers."""

from __future__ import annotations

from pathlib import Path

from mlm_lab.userfiles import read_model_json


def is_hf_folder(folder: str | Path) -> bool:
    """True when `folder/config.json` carries Hugging Face's `model_type` key."""
    path = Path(folder) / "config.json"
    if not path.is_file():
        return False
    try:
        data = read_model_json(path)
    except (OSError, ValueError, RecursionError):  # not JSON, nested too deep, a 5,000-digit number
        return False
    return isinstance(data, dict) and "model_type" in data and "kind" not in data
