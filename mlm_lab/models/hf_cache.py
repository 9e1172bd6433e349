"""The models already in the local Hugging Face cache, read only: no download, no network,
no `huggingface_hub`.

The cache is `HF_HUB_CACHE`, else `HF_HOME/hub`, else `~/.cache/huggingface/hub`. Each entry
`models--org--name` is reported with its id (`org/name`), what the lab can do with it (a text
masked LM, an MAE, or unsupported with the reason), its size on disk and the snapshot that
`refs/main` names (resolved by `hf_import`'s rule, which refuses refs leading outside the entry).
Problems are reported per entry, never raised; `resolve_model_source` turns a cache id given
where a model folder is expected into that snapshot, or raises ModelLoadError naming the id.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from mlm_lab.errors import msg
from mlm_lab.models.errors import ModelLoadError
from mlm_lab.models.hf_detect import is_hf_folder
from mlm_lab.models.hf_ids import PREFIX, entry_id
from mlm_lab.userfiles import read_model_json

TEXT, IMAGE, FEATURES, UNSUPPORTED = "text", "image", "features", "unsupported"
# FEATURES: a ViT / DINOv2, an image encoder without a pixel decoder (the Features tab, not reconstructions)
KIND_NAMES = {TEXT: "text masked LM", IMAGE: "MAE (image)", FEATURES: "image features (ViT, DINOv2)",
              UNSUPPORTED: "unsupported"}
# an id as the Hub writes it: org/name or a bare legacy name; letters, digits, - _ .
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?$")
MAX_CONFIG_BYTES = 1 << 20  # a config.json is a few kB; a larger one is not read


@dataclass(frozen=True)
class CacheEntry:
    id: str  # "org/name"
    folder: Path  # .../models--org--name
    kind: str  # TEXT | IMAGE | UNSUPPORTED
    reason: str  # why unsupported ("" when supported)
    size: int  # bytes on disk (the entry's files, links not followed)
    snapshot: Path | None  # the folder refs/main names, None when there is none

    @property
    def compatible(self) -> bool:
        return self.kind != UNSUPPORTED

    def to_json(self) -> dict:
        return {"id": self.id, "kind": self.kind, "reason": self.reason, "size": self.size,
                "snapshot": str(self.snapshot) if self.snapshot else None, "folder": str(self.folder)}


def cache_dir() -> Path:
    """Where the Hub keeps its models (the folder need not exist)."""
    hub = os.environ.get("HF_HUB_CACHE")
    if hub:
        return Path(hub).expanduser()
    home = os.environ.get("HF_HOME")
    if home:
        return Path(home).expanduser() / "hub"
    return Path("~/.cache/huggingface/hub").expanduser()


def size_on_disk(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):  # never follows links to folders
        for name in files:
            try:
                st = os.lstat(os.path.join(root, name))
            except OSError:
                continue
            if not os.path.islink(os.path.join(root, name)):
                total += st.st_size
    return total


def human_size(size: int) -> str:
    value = float(size)
    for unit in ("B", "kB", "MB", "GB"):
        if value < 1000 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1000
    return f"{value:.1f} GB"


def scan_cache(root: str | os.PathLike | None = None, sizes: bool = True) -> list[CacheEntry]:
    """Every `models--*` entry of the cache, sorted by id; [] when the cache does not exist.
    `sizes=False` skips walking the entries (size 0) for a listing that must be quick."""
    base = Path(root) if root is not None else cache_dir()
    try:
        names = sorted(p.name for p in base.iterdir() if p.is_dir() and entry_id(p.name))
    except OSError:
        return []
    return sorted((describe_entry(base / name, sizes=sizes) for name in names), key=lambda e: e.id.lower())


def describe_entry(folder: Path, sizes: bool = True) -> CacheEntry:
    """One cache entry: its snapshot and what the lab can do with it. Never raises."""
    ident = entry_id(folder.name) or folder.name
    size = size_on_disk(folder) if sizes else 0
    try:
        from mlm_lab.models.hf_import import cache_snapshot  # the repo's one rule for refs and links

        snapshot = cache_snapshot(folder)
    except (ModelLoadError, OSError) as exc:
        return CacheEntry(ident, folder, UNSUPPORTED, _short(exc, folder), size, None)
    try:
        kind, reason = classify_snapshot(snapshot)
    except (OSError, ValueError, RecursionError) as exc:  # a file changed while it was read
        kind, reason = UNSUPPORTED, _short(exc, folder)
    return CacheEntry(ident, folder, kind, reason, size, snapshot)


def classify_snapshot(snapshot: Path) -> tuple[str, str]:
    """(kind, reason) from the snapshot's config.json and weight files; reads JSON only."""
    from mlm_lab.models.hf_names import MAE_MODEL_TYPE, PICKLE_FILES, TEXT_MODEL_TYPES

    path = snapshot / "config.json"
    if not is_hf_folder(snapshot):
        try:
            if path.stat().st_size > MAX_CONFIG_BYTES:
                return UNSUPPORTED, f"config.json is over {MAX_CONFIG_BYTES // 1024} kB"
            data = read_model_json(path)
        except OSError as exc:
            return UNSUPPORTED, msg("cannot read {file}: {exc_strerror_or_exc}", file="config.json",
                                    exc_strerror_or_exc=exc.strerror or exc)
        except (ValueError, RecursionError) as exc:  # the guard's one line, whole, the snapshot's path left out
            from mlm_lab.userfiles import shown

            return UNSUPPORTED, str(exc).splitlines()[0].replace(shown(path), "config.json").replace(str(path),
                                                                                                  "config.json")
        if isinstance(data, dict) and "kind" in data:
            return UNSUPPORTED, "a lab model folder, not a Hugging Face one"
        return UNSUPPORTED, "config.json has no model_type (not a transformers model)"
    data = read_model_json(path)  # is_hf_folder has just parsed it
    model_type = str(data.get("model_type"))
    if model_type.replace("_", "-") in TEXT_MODEL_TYPES:
        kind = TEXT
    elif model_type == MAE_MODEL_TYPE:
        kind = IMAGE
    else:  # the other masked LMs run through transformers (the hf extra), when it is there and they fit
        from mlm_lab.models.hf_support import runtime_refusal
        from mlm_lab.models.hf_vision_types import vision_refusal

        refusal = vision_refusal(snapshot)  # a ViT / DINOv2: features only (None: not one)
        if refusal is not None:
            return (UNSUPPORTED, refusal) if refusal else (FEATURES, "")

        reason = runtime_refusal(snapshot, data)
        if reason and "is not supported" in reason:
            reason += " (masked LMs such as BERT, RoBERTa, DistilBERT, ModernBERT, DeBERTa, and ViT-MAE are)"
        return (UNSUPPORTED, reason) if reason else (TEXT, "")
    try:
        files = [p.name for p in snapshot.iterdir()]
    except OSError as exc:
        return UNSUPPORTED, f"cannot list the snapshot: {exc.strerror or exc}"
    if "model.safetensors" not in files and "model.safetensors.index.json" not in files:
        if any(Path(n).suffix.lower() in PICKLE_FILES for n in files):
            return UNSUPPORTED, "weights only as a pickle (pytorch_model.bin), which the lab never opens"
        return UNSUPPORTED, "no model.safetensors"
    if kind == TEXT and not {"tokenizer.json", "vocab.txt"} & set(files):
        return UNSUPPORTED, "no tokenizer (tokenizer.json or vocab.txt)"
    return kind, ""


def _short(exc: BaseException, folder: Path) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text.replace(str(folder) + os.sep, "").replace(str(folder), "the entry")


def looks_like_id(text: str) -> bool:
    return bool(_ID.match(text)) and ".." not in text


def find_entry(ident: str, root: str | os.PathLike | None = None) -> CacheEntry | None:
    base = Path(root) if root is not None else cache_dir()
    folder = base / (PREFIX + ident.replace("/", "--"))
    if not looks_like_id(ident) or not folder.is_dir():
        return None
    return describe_entry(folder, sizes=False)


def _is_entry_folder(path: Path) -> bool:
    """A cache entry's own folder (models--org--name, holding snapshots/ and no config.json),
    given where a model folder is asked (the app's "Model folder…", --model)."""
    try:
        return (path.name.startswith(PREFIX) and (path / "snapshots").is_dir()
                and not (path / "config.json").exists())
    except (OSError, ValueError):
        return False


def resolve_model_source(source: str | os.PathLike) -> str | os.PathLike:
    """`source` unchanged when it exists on disk or cannot be an id; a cache id (`org/name`)
    or a cache entry's folder (models--org--name) -> its snapshot folder. Raises ModelLoadError
    naming the id when it is not in the cache or the lab cannot load it, and naming the ref or
    link when an entry's refs/main or a link in its snapshot leads out of the entry."""
    text = os.fspath(source)
    if isinstance(text, str) and _is_entry_folder(Path(text).expanduser()):
        from mlm_lab.models.hf_import import cache_snapshot  # refs and links checked: none leads out

        return cache_snapshot(Path(text).expanduser())
    if not isinstance(text, str) or Path(text).expanduser().exists() or not looks_like_id(text):
        return source
    entry = find_entry(text)
    if entry is None:
        raise ModelLoadError(msg("{text}: no such model folder, and not in the Hugging Face cache ({cache_dir})",
                                 text=text, cache_dir=cache_dir()))
    if not entry.compatible or entry.snapshot is None:
        raise ModelLoadError(msg("{text} (Hugging Face cache): {entry_reason}", text=text, entry_reason=entry.reason))
    return entry.snapshot
