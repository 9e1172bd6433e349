"""Where the bundled files live: `resources/` at the repository root in a checkout, or
the `mlm_lab_resources` package inside an installed wheel."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from mlm_lab.errors import msg


@lru_cache(maxsize=1)
def resources_dir() -> Path:
    """The folder that holds `models/`, `sentences.txt` and the icons."""
    override = os.environ.get("MLM_LAB_RESOURCES")
    if override:
        return Path(override)
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if (checkout / "sentences.txt").is_file():
        return checkout
    try:
        import mlm_lab_resources  # installed from a wheel: resources/ shipped as this package

        return Path(mlm_lab_resources.__file__).resolve().parent
    except ImportError:
        return checkout


def bundled_model_dir(kind: str) -> Path:
    """resources/models/text-tiny, resources/models/mae-tiny, or the generator's text-tiny-diffusion."""
    names = {"text": "text-tiny", "image": "mae-tiny", "generator": "text-tiny-diffusion"}
    if kind not in names:
        raise ValueError(msg("kind must be 'text', 'image' or 'generator', got {kind!r}", kind=kind))
    return resources_dir() / "models" / names[kind]


def sample_sentences() -> list[str]:
    path = resources_dir() / "sentences.txt"
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")]
