"""How the Hugging Face cache names a model: an entry folder models--org--name is the id org/name.
Its own module so that the cache scanner, the support check and the runtime all name a model
the same way without importing each other."""

from __future__ import annotations

import os
from pathlib import Path

PREFIX = "models--"


def entry_id(folder_name: str) -> str | None:
    """models--org--name -> org/name (a bare models--name -> name); None for anything else."""
    if not folder_name.startswith(PREFIX) or len(folder_name) == len(PREFIX):
        return None
    return folder_name[len(PREFIX):].replace("--", "/", 1)


def display_name(folder: str | os.PathLike) -> str:
    """How a message names a model folder: a cache snapshot by its id (org/name), else its path."""
    path = Path(folder)
    if path.parent.name == "snapshots":
        ident = entry_id(path.parent.parent.name)
        if ident:
            return ident
    return str(path)


__all__ = ["PREFIX", "display_name", "entry_id"]
