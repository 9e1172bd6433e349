"""Training checkpoints as safetensors + JSON: model, optimizer, scheduler and RNG states.

    checkpoints/step-<N>/
      model.safetensors  config.json      the model, loadable with load_pretrained
      optimizer.safetensors              every tensor of the optimizer state
      trainer_state.json                 step, optimizer hyper-parameters, scheduler, RNG, extras

Each file is written atomically and the folder is renamed into place last, so a
checkpoint folder either exists complete or not at all. trainer_state.json, written last,
holds the SHA-256 of the other files: a checkpoint damaged later (truncated, a flipped
bit, a file replaced) is refused with CheckpointError, and a resume falls back to an
older one.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
from pathlib import Path

import numpy as np
import torch
from safetensors.torch import load_file, save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.errors import msg, words
from mlm_lab.models.io import save_pretrained
from mlm_lab.training.runs import list_checkpoints

__all__ = ["CheckpointError", "list_checkpoints", "load_checkpoint", "read_checkpoint", "remove_checkpoint",
           "save_checkpoint"]  # list_checkpoints lives in runs.py (no torch)


def save_checkpoint(
    folder: str | os.PathLike,
    *,
    model: torch.nn.Module,
    optimizer: torch.optim.Optimizer,
    step: int,
    scheduler: dict | None = None,
    generators: dict[str, torch.Generator] | None = None,
    extra: dict | None = None,
    tokenizer=None,
) -> Path:
    """Write checkpoint `folder` (e.g. run/checkpoints/step-100) completely, then rename it in."""
    folder = Path(folder)
    tmp = folder.with_name(f".{folder.name}.tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    try:
        _write_checkpoint(tmp, model=model, optimizer=optimizer, step=step, scheduler=scheduler,
                          generators=generators, extra=extra, tokenizer=tokenizer)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)  # a full disk leaves no half-written folder
        raise
    if folder.exists():
        remove_checkpoint(folder)
    os.replace(tmp, folder)
    return folder


def remove_checkpoint(folder: str | os.PathLike) -> None:
    """Delete a checkpoint folder so that it is never seen half-deleted: it is renamed to a
    hidden temporary name first (one atomic step), then removed; a process killed in between
    leaves only the hidden name, which a resume clears."""
    folder = Path(folder)
    doomed = folder.with_name(f".{folder.name}.{os.getpid()}.old.tmp")
    try:
        os.replace(folder, doomed)
    except FileNotFoundError:
        return
    shutil.rmtree(doomed, ignore_errors=True)


def _write_checkpoint(tmp: Path, *, model, optimizer, step, scheduler, generators, extra, tokenizer) -> None:
    tmp.mkdir(parents=True)
    save_pretrained(model, tmp, tokenizer=tokenizer)
    tensors, opt_meta = _flatten_optimizer(optimizer)
    rng = {"torch": torch.get_rng_state()}
    for name, gen in (generators or {}).items():
        rng[f"gen.{name}"] = gen.get_state()
    for key, value in rng.items():
        tensors[f"rng.{key}"] = value
    write_bytes_atomic(tmp / "optimizer.safetensors", save(tensors))
    state = {
        "step": int(step),
        "optimizer": opt_meta,
        "scheduler": scheduler or {},
        "python_random": _jsonable_random_state(),
        "numpy_random": _jsonable_numpy_state(),
        "extra": extra or {},
        "sha256": {name: _sha256(tmp / name) for name in DIGESTED if (tmp / name).is_file()},
    }
    write_json_atomic(tmp / "trainer_state.json", state)


DIGESTED = ("model.safetensors", "optimizer.safetensors", "config.json", "tokenizer.json")


class CheckpointError(ValueError):
    """A checkpoint folder that cannot be read back as written; the message says which file and why."""


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_checkpoint(folder: str | os.PathLike) -> tuple[dict, dict, dict]:
    """(model tensors, optimizer tensors, trainer_state.json) of a checkpoint, each file checked
    against its recorded SHA-256; CheckpointError names the first that is damaged."""
    folder = Path(folder)
    path = folder / "trainer_state.json"
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise CheckpointError(msg("trainer_state.json cannot be read: {exc}", exc=exc)) from None
    if not isinstance(state, dict) or isinstance(state.get("step"), bool) or not isinstance(state.get("step"), int) \
            or state["step"] < 0 or not isinstance(state.get("optimizer"), dict):
        raise CheckpointError(words("trainer_state.json lacks a whole step and the optimizer's settings"))
    digests = state.get("sha256")
    if isinstance(digests, dict):  # checkpoints written before digests were kept are read unchecked
        for name, expected in digests.items():
            try:
                actual = _sha256(folder / str(name))
            except OSError as exc:
                raise CheckpointError(msg("{name} cannot be read: {exc_strerror_or_exc}",
                                          name=name, exc_strerror_or_exc=exc.strerror or exc)) from None
            if actual != expected:
                raise CheckpointError(msg("{name} is damaged (its SHA-256 differs from the one written with it)",
                                          name=name))
    tensors = {}
    for name in ("model.safetensors", "optimizer.safetensors"):
        try:
            tensors[name] = load_file(str(folder / name))
        except Exception as exc:  # safetensors raises its own error types on corrupt files
            raise CheckpointError(msg("{name} cannot be read: {exc}", name=name, exc=exc)) from None
    return tensors["model.safetensors"], tensors["optimizer.safetensors"], state


def load_checkpoint(
    folder: str | os.PathLike,
    *,
    model: torch.nn.Module,
    optimizer: torch.optim.Optimizer | None = None,
    generators: dict[str, torch.Generator] | None = None,
    restore_global_rng: bool = True,
) -> dict:
    """Restore a checkpoint into `model` (and optimizer, generators); returns trainer_state.json.
    Every file is read and checked before anything is restored: a damaged checkpoint raises
    CheckpointError and leaves the model, the optimizer and the random states as they were."""
    folder = Path(folder)
    weights, tensors, state = read_checkpoint(folder)
    expected = {k: tuple(v.shape) for k, v in model.state_dict().items()}
    found = {k: tuple(v.shape) for k, v in weights.items()}
    if expected != found:
        differ = sorted(k for k in set(expected) | set(found) if expected.get(k) != found.get(k))
        raise CheckpointError(msg("model.safetensors does not fit the model ({join_differ_3})",
                                  join_differ_3=', '.join(differ[:3])))
    if restore_global_rng and "rng.torch" not in tensors:
        raise CheckpointError(words("optimizer.safetensors lacks the random state"))
    model.load_state_dict(weights, strict=True)
    if optimizer is not None:
        try:
            _restore_optimizer(optimizer, tensors, state["optimizer"])
        except (KeyError, ValueError, TypeError, RuntimeError) as exc:
            raise CheckpointError(msg("optimizer.safetensors does not fit the optimizer: {exc}", exc=exc)) from None
    for name, gen in (generators or {}).items():
        key = f"rng.gen.{name}"
        if key in tensors:
            gen.set_state(tensors[key])
    if restore_global_rng:
        torch.set_rng_state(tensors["rng.torch"])
        _restore_random(state.get("python_random"))
        _restore_numpy(state.get("numpy_random"))
    return state


def _flatten_optimizer(optimizer: torch.optim.Optimizer) -> tuple[dict, dict]:
    sd = optimizer.state_dict()
    tensors: dict[str, torch.Tensor] = {}
    scalars: dict[str, dict] = {}
    for idx, entry in sd["state"].items():
        for name, value in entry.items():
            if torch.is_tensor(value):
                tensors[f"state.{idx}.{name}"] = value.detach().cpu().contiguous()
            else:
                scalars.setdefault(str(idx), {})[name] = value
    return tensors, {"param_groups": sd["param_groups"], "scalars": scalars}


def _restore_optimizer(optimizer: torch.optim.Optimizer, tensors: dict, meta: dict) -> None:
    state: dict[int, dict] = {}
    for key, value in tensors.items():
        if key.startswith("state."):
            _, idx, name = key.split(".", 2)
            state.setdefault(int(idx), {})[name] = value
    for idx, values in meta.get("scalars", {}).items():
        state.setdefault(int(idx), {}).update(values)
    optimizer.load_state_dict({"state": state, "param_groups": meta["param_groups"]})


def _jsonable_random_state() -> list:
    version, internal, gauss = random.getstate()
    return [version, list(internal), gauss]


def _restore_random(data) -> None:
    if data:
        random.setstate((data[0], tuple(data[1]), data[2]))


def _jsonable_numpy_state() -> list:
    name, keys, pos, has_gauss, cached = np.random.get_state()
    return [name, keys.tolist(), int(pos), int(has_gauss), float(cached)]


def _restore_numpy(data) -> None:
    if data:
        np.random.set_state((data[0], np.array(data[1], dtype=np.uint32), data[2], data[3], data[4]))
