"""Atomic file writes: write to a temporary name in the same folder, then rename.

A write that fails half-way (a full disk, a read-only folder) removes its temporary file
and leaves the old file as it was; a process killed during a write leaves at most a
hidden `.NAME.PID.tmp`, which the run folders clear on resume.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temporary_name(path)
    try:
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return path


def temporary_name(path: str | os.PathLike) -> Path:
    """The hidden name a file is written under before it is renamed to `path`."""
    path = Path(path)
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def write_text_atomic(path: str | os.PathLike, text: str) -> Path:
    return write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: str | os.PathLike, data) -> Path:
    return write_text_atomic(path, json.dumps(data, indent=2, sort_keys=False) + "\n")
