"""What a run folder's status.json says, read so that a damaged file never stops the lab.

status.json (written by runs.RunFolder.write_status) holds the run's state, message, step,
final metrics and the process that wrote it (pid, host). `read_status` gives it with every
known field of its type or left out; `process_alive` tells whether that process still runs.
`is_regular_file` is the lab's check before it opens a run's file for reading: a named pipe
with no writer would block the read forever.

No torch here: the app reads statuses on its GUI thread.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mlm_lab.training.runs import RunInfo

MAX_STATUS_BYTES = 1 << 20  # a status.json is a few hundred bytes


def read_status(run: str | os.PathLike | RunInfo) -> dict:
    """status.json as a dict whose known fields have their types: a damaged file (not JSON,
    `"step": null`, `"final_metrics": "abc"`, a pid that is text) reads as what it can say,
    never as an error, so one damaged run cannot stop the run list or the window."""
    path = Path(run if isinstance(run, (str, os.PathLike)) else run.path) / "status.json"
    if not is_regular_file(path):  # missing, a folder, or a named pipe a read would wait on forever
        return {}
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_STATUS_BYTES + 1)
        if len(raw) > MAX_STATUS_BYTES:
            return {}
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return clean_status(data) if isinstance(data, dict) else {}


def is_regular_file(path: str | os.PathLike) -> bool:
    """Whether `path` is (or links to) a regular file: not a folder, a named pipe, a device or
    a socket, which the lab never opens for reading (a pipe with no writer blocks forever)."""
    import stat

    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def clean_status(data: dict) -> dict:
    """`data` with each known field of the type the lab writes, or left out (final_metrics:
    only its numbers)."""
    out = dict(data)
    for key in ("state", "message", "host", "updated", "task", "data"):
        if key in out and not isinstance(out[key], str):
            out.pop(key)
    for key in ("step", "steps", "world_size"):
        if key in out and not is_whole(out[key]):
            out.pop(key)
    if "pid" in out and not (is_whole(out["pid"]) and out["pid"] > 0):
        out.pop("pid")
    out["final_metrics"] = clean_metrics(out.get("final_metrics"))
    return out


def clean_metrics(metrics) -> dict:
    """The numeric entries of a metrics dict (anything else, or a non-dict, gives {})."""
    if not isinstance(metrics, dict):
        return {}
    return {str(k): v for k, v in metrics.items() if is_number(v)}


def process_alive(pid, host) -> bool:
    """False only when `pid` ran on this host and is gone; True when it lives or cannot be told."""
    if not pid or host != socket.gethostname():
        return True  # cannot tell from here
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, ValueError, TypeError):
        return True
    return True


def is_whole(value) -> bool:
    """A whole number >= 0 as JSON gives it (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_number(value) -> bool:
    """An int or a float as JSON gives it (not a bool)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)
