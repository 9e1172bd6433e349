"""One writer per run folder: the OS lock on `<run>/run.lock` a run holds while it trains.

The trainer takes it before it writes the run's files (a new run or a resume), so a second
process asked to train in the same folder is refused, with the holder's pid, instead of mixing
its records with the first one's; `lock_holder` says which process holds it. The lock goes
with the process, so a run killed with -9 leaves no stale lock. No torch here.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
from pathlib import Path

from mlm_lab.errors import msg, words
from mlm_lab.training.config import ConfigError
from mlm_lab.training.run_status import is_whole

LOCK_NAME = "run.lock"


class RunLocked(ConfigError):
    """The run folder is in use by another process (`pid` holds it)."""

    def __init__(self, message: str, pid: int | None):
        super().__init__(message)
        self.pid = pid


class RunLock:
    """One writer per run folder: an OS lock on `<run>/run.lock` (flock on POSIX, msvcrt on
    Windows), held while the run trains. The file names the holder (pid, host); the lock
    itself goes with the process, so a run killed with -9 leaves no stale lock."""

    def __init__(self, run_dir: str | os.PathLike):
        self.path = Path(run_dir) / LOCK_NAME
        self._handle = None

    def acquire(self) -> RunLock:
        """Take the lock or raise RunLocked naming the holder; an OSError when the folder
        cannot be written (read-only, full)."""
        handle = open(self.path, "a+b")  # held open while the run trains
        try:
            _lock_file(handle)
        except OSError:
            handle.seek(0)
            holder = _holder(handle.read(256))
            handle.close()
            pid = holder.get("pid")
            where = "" if holder.get("host") in (None, socket.gethostname()) else msg(" on {holder_get_host}",
                                                                                      holder_get_host=holder.get('host'))
            who = msg("process {pid}{where}", pid=pid, where=where) if pid else words("another process")
            raise RunLocked(msg("{self_path_parent} is in use by {who} (it is training); wait for it to end or "
                                "stop it first",
                                self_path_parent=self.path.parent,
                                who=who), pid if isinstance(pid, int) else None) from None
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(json.dumps({"pid": os.getpid(), "host": socket.gethostname()}).encode())
            handle.flush()
        except OSError:
            _unlock_file(handle)
            handle.close()
            raise
        self._handle = handle
        return self

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                _unlock_file(self._handle)
            self._handle.close()
            self._handle = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def __enter__(self) -> RunLock:
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def lock_holder(run_dir: str | os.PathLike) -> int | None:
    """The pid training in `run_dir` now, or None when no process holds its lock."""
    lock = RunLock(run_dir)
    if not lock.path.is_file():
        return None
    try:
        lock.acquire()
    except RunLocked as exc:
        return exc.pid or -1
    except OSError:
        return None
    lock.release()
    return None


def _holder(raw: bytes) -> dict:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {"pid": data["pid"] if is_whole(data.get("pid")) else None,
            "host": data["host"] if isinstance(data.get("host"), str) else None}


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    _LOCK_AT = 1 << 20  # a byte past the holder's pid, which other processes must still read

    def _lock_file(handle) -> None:
        handle.seek(_LOCK_AT)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock_file(handle) -> None:
        handle.seek(_LOCK_AT)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock_file(handle) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_file(handle) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
