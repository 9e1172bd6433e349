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

from mlm_lab.errors import UserError, msg, words


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


PROBE_BYTES = 64 * 1024  # what the test write puts on the disk (and removes) before the work starts


class OutputError(UserError, ValueError):
    """A destination the lab will not write to (one line naming it and why)."""


def check_output_path(path: str | os.PathLike, what: str, *, overwrite_ok: bool = True, folder: bool = False,
                      inputs: tuple = (), files: tuple = (), error: type[Exception] = OutputError) -> Path:
    """Check, before any work, that `what` can be written at `path`: the name is one the system
    takes; a file is not a folder (a `folder` output is not a file), nor a named pipe or a device
    (a rename would put the file where the pipe or the device was); an existing file is refused
    unless `overwrite_ok`; it is none of `inputs` (the files the command reads); its folder exists
    (and is a folder) and is writable, and a test write there of PROBE_BYTES succeeds (a full disk,
    a read-only mount). A `folder` output's `files` (the names written in it) are not folders,
    pipes or devices there. Returns the path; `error` (one line) otherwise."""
    from mlm_lab.imaging import shown_name
    from mlm_lab.userfiles import file_kind

    path = Path(path).expanduser()
    name = shown_name(path)
    try:
        target = path.resolve()
        exists, is_dir = path.exists(), path.is_dir()
        kind = file_kind(path) if exists and not is_dir else None  # a pipe, a device, a socket: not a file
        same_as = next((p for p in inputs if p and _same_file(path, p)), None)
        inner = [target / f for f in files] if folder and is_dir else []
        taken = next(((p, file_kind(p)) for p in inner if os.path.lexists(p) and file_kind(p)), None)
    except (OSError, ValueError, RuntimeError) as exc:
        raise error(msg("cannot write the {what} {name}: {why_exc}", what=what, name=name, why_exc=_why(exc))) from None
    if same_as is not None:
        raise error(msg("refused: {name} is the file the command reads ({shown_name_same_as}); writing the "
                        "{what} there would overwrite it; name another file",
                        name=name, shown_name_same_as=shown_name(same_as), what=what))
    if kind is not None:
        noun = words("folder") if folder else words("file")
        raise error(msg("cannot write the {what} to {name}: it is {kind}, not a {noun}; name a {noun}",
                        what=what, name=name, kind=kind, noun=noun))
    if folder:
        if exists and not is_dir:
            raise error(msg("cannot write the {what} to {name}: it is a file, not a folder; name a folder",
                            what=what, name=name))
        if taken is not None:
            raise error(msg("cannot write the {what} to {name}: {shown_name_taken_0} in it is {taken_1}, where a "
                            "file goes; remove it or name another folder",
                            what=what, name=name, shown_name_taken_0=shown_name(taken[0]), taken_1=taken[1]))
        parent = target if is_dir else target.parent
    else:
        if is_dir:
            raise error(msg("cannot write the {what} to {name}: it is a folder; name a file", what=what, name=name))
        if exists and not overwrite_ok:
            raise error(msg("refused: {name} exists; name a new file (the {what} never overwrites one)",
                            name=name, what=what))
        parent = target.parent
    if not parent.is_dir():
        up = next((p for p in (parent, *parent.parents) if os.path.lexists(p)), None)
        if up is not None and not up.is_dir():
            raise error(msg("cannot write the {what} {name}: {shown_name_up} is a file, not a folder",
                            what=what, name=name, shown_name_up=shown_name(up)))
        raise error(msg("cannot write the {what} {name}: folder does not exist: {shown_name_parent}",
                        what=what, name=name, shown_name_parent=shown_name(parent)))
    if not os.access(parent, os.W_OK | os.X_OK) or (exists and not is_dir and not os.access(path, os.W_OK)):
        raise error(msg("cannot write the {what} {name}: permission denied (the folder {shown_name_parent} is "
                        "read-only to you)",
                        what=what, name=name, shown_name_parent=shown_name(parent)))
    try:
        probe_write(parent)
    except OSError as exc:
        raise error(msg("cannot write the {what} {name}: {why_exc} (a test write in {shown_name_parent} "
                        "failed)",
                        what=what, name=name, why_exc=_why(exc), shown_name_parent=shown_name(parent))) from None
    return path


def probe_write(folder: Path) -> None:
    """Write PROBE_BYTES to a hidden file in `folder`, flush it to the disk and remove it."""
    tmp = Path(folder) / f".mlm-lab-probe.{os.getpid()}.tmp"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"\0" * PROBE_BYTES)
            os.fsync(fd)
        finally:
            os.close(fd)
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _same_file(a, b) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        pass
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, ValueError, RuntimeError):
        # an input that cannot be resolved (a link to itself) is not the output: its reader says why
        return False


def _why(exc: BaseException) -> str:
    import errno

    code = getattr(exc, "errno", None)
    if code == errno.ENAMETOOLONG:
        return "the name is too long (file names are at most 255 bytes)"
    if code == errno.ENOSPC:
        return "no space left on the disk"
    if code == errno.EROFS:
        return "the disk is read-only"
    if code == errno.ELOOP or isinstance(exc, RuntimeError):  # Path.resolve: "Symlink loop from ..."
        return "it is a link that leads back to itself"
    if isinstance(exc, ValueError):
        return "the name holds a NUL character"
    return str(getattr(exc, "strerror", None) or exc)
