"""Save and load models as `config.json` + `model.safetensors` (never pickle)."""

from __future__ import annotations

import os
from pathlib import Path

import torch
from safetensors.torch import load_file, save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.errors import msg
from mlm_lab.models.checks import check_config_values, check_memory, check_weights_file
from mlm_lab.models.encoder import MaskedLM, MaskedLMConfig
from mlm_lab.models.errors import ModelLoadError, WrongModelKind
from mlm_lab.models.mae import MAEConfig, MaskedAutoencoder

PICKLE_SUFFIXES = (".pt", ".pth", ".pkl", ".pickle", ".bin", ".ckpt")


__all__ = ["ModelLoadError", "WrongModelKind", "build_model", "config_from_dict", "load_pretrained",
           "save_pretrained"]


def config_from_dict(data: dict, where: str = "config.json") -> MaskedLMConfig | MAEConfig:
    """The config a lab config.json describes, each field checked by type and range first
    (models.checks): ModelLoadError names the field and the fix."""
    kind = data.get("kind")
    classes = {"masked_lm": MaskedLMConfig, "mae": MAEConfig}
    if kind not in classes:
        raise ModelLoadError(msg("{where} has kind {short_kind}; the lab knows 'masked_lm' and 'mae'",
                                 where=where, short_kind=_short(kind)))
    cls = classes[kind]
    known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__ and k != "kind"}
    check_config_values(kind, known, where)
    try:
        return cls(**known)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError) as exc:
        raise ModelLoadError(msg("invalid {where}: {exc}", where=where, exc=exc)) from None


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def build_model(config: MaskedLMConfig | MAEConfig, *, where: str = "the model config") -> MaskedLM | MaskedAutoencoder:
    """The model of `config`, once its memory is known to fit (ModelLoadError otherwise)."""
    check_memory(config, where)
    return MaskedLM(config) if isinstance(config, MaskedLMConfig) else MaskedAutoencoder(config)


def save_pretrained(
    model: MaskedLM | MaskedAutoencoder,
    folder: str | os.PathLike,
    *,
    tokenizer=None,
    dtype: torch.dtype | None = None,
) -> Path:
    """Write `config.json` and `model.safetensors` (and `tokenizer.json` if given) atomically.

    `dtype=torch.float16` halves the file (the bundled models ship so); loading always
    gives float32 parameters.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().cpu().contiguous() for k, v in model.state_dict().items()}
    if dtype is not None:
        state = {k: v.to(dtype) if v.is_floating_point() else v for k, v in state.items()}
    write_bytes_atomic(folder / "model.safetensors", save(state, metadata={"format": "pt"}))
    write_json_atomic(folder / "config.json", model.config.to_dict())
    if tokenizer is not None:
        tokenizer.save(folder / "tokenizer.json")
    return folder


def load_pretrained(folder: str | os.PathLike, *, map_location: str = "cpu") -> MaskedLM | MaskedAutoencoder:
    """Load a lab model folder. Pickle files are refused and never opened."""
    folder = Path(folder)
    if folder.is_file():
        if folder.suffix.lower() in PICKLE_SUFFIXES:
            raise ModelLoadError(
                msg("{folder_name} is a pickle file; the lab never unpickles files. "
                    "Give a folder with config.json and model.safetensors",
                    folder_name=folder.name)
            )
        folder = folder.parent
    if not folder.is_dir():
        raise ModelLoadError(msg("model folder not found: {folder}", folder=folder))
    weights, config_path = folder / "model.safetensors", folder / "config.json"
    if not weights.is_file():
        pickles = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in PICKLE_SUFFIXES)
        hint = msg(" (found {join_pickles}: pickle files are never loaded)",
                   join_pickles=', '.join(pickles)) if pickles else ""
        raise ModelLoadError(msg("no model.safetensors in {folder}{hint}", folder=folder, hint=hint))
    if not config_path.is_file():
        raise ModelLoadError(msg("no config.json in {folder}", folder=folder))
    from mlm_lab.userfiles import read_model_json

    # a pipe or a device is refused unopened; too big, not UTF-8, not JSON, nested too deep: one line
    data = read_model_json(config_path, error=ModelLoadError)
    if not isinstance(data, dict):
        raise ModelLoadError(msg("{config_path} does not hold a JSON object", config_path=config_path))
    config = config_from_dict(data, str(config_path))
    # the weights file's names, shapes and size against the config, and the memory both take,
    # before a tensor is made: a config claiming 4 million words costs nothing to refuse
    check_memory(config, str(config_path))
    file_bytes = check_weights_file(config, weights, str(config_path))
    check_memory(config, str(config_path), extra_bytes=file_bytes)
    model = MaskedLM(config) if isinstance(config, MaskedLMConfig) else MaskedAutoencoder(config)
    try:
        state = load_file(str(weights), device=map_location)
    except Exception as exc:  # safetensors raises its own error types on corrupt files
        raise ModelLoadError(msg("cannot read {weights}: {exc}", weights=weights, exc=exc)) from None
    missing, unexpected = _check_keys(model, state)
    if missing or unexpected:
        raise ModelLoadError(
            msg("{weights_name} does not match config.json: missing {missing_3}, unexpected {unexpected_3}",
                weights_name=weights.name, missing_3=missing[:3], unexpected_3=unexpected[:3])
        )
    try:
        model.load_state_dict(state, strict=True)
    except RuntimeError as exc:
        raise ModelLoadError(msg("{weights_name} does not match config.json: {str_exc_splitlines_0}",
                                 weights_name=weights.name, str_exc_splitlines_0=str(exc).splitlines()[0])) from None
    model.eval()
    return model


def _check_keys(model: torch.nn.Module, state: dict) -> tuple[list[str], list[str]]:
    expected = set(model.state_dict())
    return sorted(expected - set(state)), sorted(set(state) - expected)
