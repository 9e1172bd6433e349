"""The class's files on disk: the classes folder, the class file's teacher's key beside it, and the newest
class (what a resume reopens). The host writes them; the CLI and the window read them."""

from __future__ import annotations

import os
import re
from pathlib import Path

from mlm_lab.errors import UserError, msg


def default_class_dir() -> Path:
    import platformdirs

    return Path(os.environ.get("MLM_LAB_CLASS_DIR") or Path(platformdirs.user_data_dir("mlm-lab")) / "classes")


def key_path(db: str | os.PathLike) -> Path:
    return Path(f"{db}.key")


def read_key_file(path: str | os.PathLike) -> str:
    """The teacher's key from `path`: a regular file holding one token (anything else is refused
    here, before it is sent anywhere; a FIFO or a device is never opened)."""
    path = Path(path)
    if not path.is_file():
        raise UserError(msg("{path}: no teacher's key there (the host writes it beside its class file)", path=path))
    try:
        with open(path, "rb") as fh:
            raw = fh.read(257)
    except OSError as exc:
        raise UserError(msg("{path}: cannot read the teacher's key ({exc_strerror_or_exc})",
                            path=path, exc_strerror_or_exc=exc.strerror or exc)) from None
    text = raw.decode("ascii", "replace").strip()
    if len(raw) > 256 or not re.fullmatch(r"[A-Za-z0-9_-]{16,200}", text):
        raise UserError(msg("{path}: refused: this file does not hold a teacher's key (give the .key file "
                            "beside the class file)",
                            path=path))
    return text


def read_key(db: str | os.PathLike) -> str:
    return read_key_file(key_path(db))


def latest_class(folder: Path | None = None) -> Path:
    """The newest class file in the classes folder (what --resume reopens without --db)."""
    folder = folder or default_class_dir()
    files = sorted(folder.glob("*.mlmclass"), key=lambda p: p.stat().st_mtime) if folder.is_dir() else []
    if not files:
        raise UserError(msg("no class to resume in {folder} (name its file with --db)", folder=folder))
    return files[-1]
