"""Training checkpoints as safetensors + JSON: model, optimizer, scheduler and RNG states.

checkpoints/step-<N>/
  model.safetensors  config.json      the model, loadable with load_pretrained
  optimizer.safetensors              every tensor of the optimizer state
  trainer_state.json                 step, optimizer hyper-parameters, scheduler, RNG, extras
Each file is written atomically and the folder is renamed into place last, so a
checkpoint folder either exists complete or not at all.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import numpy as np
import torch
from safetensors.torch import load_file, save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.models.io import save_pretrained
from mlm_lab.training.runs import list_checkpoints

__all__ = ["list_checkpoints", "load_checkpoint", "save_checkpoint"]  # list_checkpoints lives in runs.py (no torch)


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
    }
    write_json_atomic(tmp / "trainer_state.json", state)
    if folder.exists():
        shutil.rmtree(folder)
    os.replace(tmp, folder)
    return folder


def load_checkpoint(
    folder: str | os.PathLike,
    *,
    model: torch.nn.Module,
    optimizer: torch.optim.Optimizer | None = None,
    generators: dict[str, torch.Generator] | None = None,
    restore_global_rng: bool = True,
) -> dict:
    """Restore a checkpoint into `model` (and optimizer, generators); returns trainer_state.json."""
    folder = Path(folder)
    model.load_state_dict(load_file(str(folder / "model.safetensors")), strict=True)
    state = json.loads((folder / "trainer_state.json").read_text(encoding="utf-8"))
    tensors = load_file(str(folder / "optimizer.safetensors"))
    if optimizer is not None:
        _restore_optimizer(optimizer, tensors, state["optimizer"])
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
