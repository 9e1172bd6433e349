"""The Hugging Face image encoders the lab runs as feature extractors (models.hf_vision), by
config.json's model_type, with the names the app shows, and whether a folder holds one the lab
can load. No torch here: the Model menu's cache listing asks this on the GUI thread."""

from __future__ import annotations

import os
from pathlib import Path

from mlm_lab.userfiles import read_model_json

VISION_TYPES = {"vit": "ViT", "dinov2": "DINOv2", "dinov2_with_registers": "DINOv2 with registers"}


def vision_type(folder: str | os.PathLike) -> str | None:
    """The folder's config.json model_type when it is a ViT / DINOv2, else None (reads that file only)."""
    try:
        data = read_model_json(Path(folder) / "config.json")
    except (OSError, ValueError, RecursionError):
        return None
    model_type = str(data.get("model_type")) if isinstance(data, dict) else ""
    return model_type if model_type in VISION_TYPES else None


def vision_refusal(folder: str | os.PathLike) -> str | None:
    """None: `folder` holds no ViT / DINOv2; "": it does and the lab can load it; else the reason
    it cannot (the hf extra missing, weights only as a pickle). Reads config.json and a listing."""
    from mlm_lab.models.errors import ModelLoadError
    from mlm_lab.models.hf_support import HF_EXTRA_HINT, transformers_available, weight_files

    model_type = vision_type(folder)
    if model_type is None:
        return None
    folder = Path(folder)
    try:
        weight_files(folder)
    except ModelLoadError as exc:
        return str(exc).replace(str(folder) + os.sep, "").replace(str(folder), "the snapshot")
    if not transformers_available():
        return f"{VISION_TYPES[model_type]} runs through transformers: {HF_EXTRA_HINT}"
    return ""
