"""A model folder laid out in a temporary Hugging Face cache as the Hub lays it out: the files
as blobs named by their hash, a snapshot of links to them, refs/main naming the snapshot.
Shared by the tests of the cache listing, the runtime models, the model menu and ViT / DINOv2."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path


def hub_snapshot(cache: Path, ident: str, source: Path, commit: str) -> Path:
    """Lay `source`'s files out as the cache entry of `ident` ("org/name"); returns the snapshot."""
    entry = cache / ("models--" + ident.replace("/", "--"))
    snap = entry / "snapshots" / commit
    (entry / "blobs").mkdir(parents=True)
    snap.mkdir(parents=True)
    for path in sorted(source.iterdir()):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        shutil.copyfile(path, entry / "blobs" / digest)
        (snap / path.name).symlink_to(Path("..", "..", "blobs", digest))
    (entry / "refs").mkdir()
    (entry / "refs" / "main").write_text(commit)
    return snap
