"""Save and load the image-token pair: a VQ tokenizer and the transformer over its grid (safetensors + JSON).

    <model folder>/
        tokenizer/    config.json (kind "vq") + model.safetensors
        transformer/  config.json (kind "token_transformer") + model.safetensors

A tokenizer folder alone (config.json of kind "vq" at the top) loads with `load_tokenizer`. Every
config field is checked by type and range before a tensor is made; pickle is never opened.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, fields
from pathlib import Path

import torch
from safetensors.torch import load_file, save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.errors import msg, words
from mlm_lab.models.errors import ModelLoadError
from mlm_lab.models.token_transformer import TokenTransformer, TokenTransformerConfig
from mlm_lab.models.vq import VQAutoencoder, VQConfig

# field -> (kind, low, high): whole numbers or floats in a range; past it a config is a typo or an attack
_LIMITS = {
    "vq": {"image_size": (int, 8, 1024), "in_channels": (int, 3, 3), "channels": (int, 1, 512),
           "downsamples": (int, 1, 5), "codebook_size": (int, 2, 65536), "code_dim": (int, 1, 1024),
           "commitment": (float, 0.0, 10.0), "ema_decay": (float, 0.0, 1.0), "restart_below": (float, 0.0, 1e6)},
    "token_transformer": {"codebook_size": (int, 2, 65536), "grid": (int, 1, 64), "hidden_size": (int, 1, 2048),
                          "num_layers": (int, 1, 48), "num_heads": (int, 1, 64), "mlp_ratio": (float, 0.25, 16.0),
                          "layer_norm_eps": (float, 0.0, 1.0), "initializer_range": (float, 0.0, 10.0)},
}
_CLASSES = {"vq": (VQConfig, VQAutoencoder), "token_transformer": (TokenTransformerConfig, TokenTransformer)}


def bundled_image_tokens_dir() -> Path:
    """resources/models/image-tokens-tiny (it may not be there: the pair is then trainable, not bundled)."""
    from mlm_lab.resources import resources_dir

    return resources_dir() / "models" / "image-tokens-tiny"


@dataclass
class ImageTokenModel:
    """The pair MaskGIT-style decoding needs."""

    tokenizer: VQAutoencoder
    transformer: TokenTransformer
    folder: Path | None = None

    def check_pair(self) -> None:
        vq, tf = self.tokenizer.config, self.transformer.config
        if vq.codebook_size != tf.codebook_size or vq.grid[0] != tf.grid:
            raise ModelLoadError(msg("the transformer is for {tf_codebook_size} codes on a {tf_grid} x {tf_grid} grid, "
                                     "the tokenizer makes {vq_codebook_size} codes on {vq_grid_0} x {vq_grid_1}",
                                     tf_codebook_size=tf.codebook_size, tf_grid=tf.grid,
                                     vq_codebook_size=vq.codebook_size, vq_grid_0=vq.grid[0], vq_grid_1=vq.grid[1]))


def save_part(model: VQAutoencoder | TokenTransformer, folder: str | os.PathLike, *,
              dtype: torch.dtype | None = None) -> Path:
    """config.json + model.safetensors of one part, atomically (dtype float16 halves the file)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().cpu().contiguous() for k, v in model.state_dict().items()}
    if dtype is not None:
        state = {k: v.to(dtype) if v.is_floating_point() else v for k, v in state.items()}
    write_bytes_atomic(folder / "model.safetensors", save(state, metadata={"format": "pt"}))
    write_json_atomic(folder / "config.json", model.config.to_dict())
    return folder


def save_image_tokens(pair: ImageTokenModel, folder: str | os.PathLike, *, dtype: torch.dtype | None = None) -> Path:
    folder = Path(folder)
    save_part(pair.tokenizer, folder / "tokenizer", dtype=dtype)
    save_part(pair.transformer, folder / "transformer", dtype=dtype)
    return folder


def _config(data, kind: str, where: str):
    if not isinstance(data, dict):
        raise ModelLoadError(msg("{where} does not hold a JSON object", where=where))
    cls = _CLASSES[kind][0]
    values = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        typ, low, high = _LIMITS[kind][f.name]
        ok = not isinstance(value, bool) and isinstance(value, (int, float)) and \
            (isinstance(value, int) or typ is float) and math.isfinite(value) and low <= value <= high
        if not ok:
            raise ModelLoadError(msg("{where}: {f_name} must be {a_whole_number_if_typ_is} "
                                     "from {low:g} to {high:g}, got {str_value_40}",
                                     where=where, f_name=f.name,
                                     a_whole_number_if_typ_is=words('a whole number') if typ is int else words('a number'),
                                     low=low, high=high, str_value_40=str(value)[:40]))
        values[f.name] = value
    config = cls(**values)
    if kind == "token_transformer" and config.hidden_size % config.num_heads:
        raise ModelLoadError(msg("{where}: hidden_size {config_hidden_size} is not a multiple of num_heads "
                                 "{config_num_heads}",
                                 where=where, config_hidden_size=config.hidden_size, config_num_heads=config.num_heads))
    if kind == "vq" and config.image_size % config.patch_size:
        raise ModelLoadError(msg("{where}: image_size {config_image_size} is not a multiple of {config_patch_size}",
                                 where=where, config_image_size=config.image_size, config_patch_size=config.patch_size))
    return config


def load_part(folder: str | os.PathLike, kind: str):
    """One part's folder -> its model in eval mode; ModelLoadError says why not, in one line."""
    from mlm_lab.userfiles import read_model_json

    folder = Path(folder)
    config_path, weights = folder / "config.json", folder / "model.safetensors"
    if not config_path.is_file():
        raise ModelLoadError(msg("no config.json in {folder}", folder=folder))
    data = read_model_json(config_path, error=ModelLoadError)
    found = data.get("kind") if isinstance(data, dict) else None
    if found != kind:
        what = {"vq": "an image tokenizer (kind vq)", "token_transformer": "a token transformer"}[kind]
        hint = " (an MAE predicts pixels and has no tokenizer)" if found == "mae" else ""
        raise ModelLoadError(msg("{config_path} is of kind {str_found_30!r}, not {what}{hint}",
                                 config_path=config_path, str_found_30=str(found)[:30], what=what, hint=hint))
    config = _config(data, kind, str(config_path))
    if not weights.is_file():
        raise ModelLoadError(msg("no model.safetensors in {folder}", folder=folder))
    model = _CLASSES[kind][1](config)
    try:
        state = load_file(str(weights))
    except Exception as exc:  # safetensors raises its own error types on corrupt files
        raise ModelLoadError(msg("cannot read {weights}: {exc}", weights=weights, exc=exc)) from None
    expected = {k: tuple(v.shape) for k, v in model.state_dict().items()}
    got = {k: tuple(v.shape) for k, v in state.items()}
    if expected != got:
        differ = sorted(k for k in set(expected) | set(got) if expected.get(k) != got.get(k))
        raise ModelLoadError(msg("{weights} does not match its config.json ({join_differ_3})",
                                 weights=weights, join_differ_3=', '.join(differ[:3])))
    model.load_state_dict({k: v.to(model.state_dict()[k].dtype) for k, v in state.items()}, strict=True)
    return model.eval()


def load_tokenizer(folder: str | os.PathLike) -> VQAutoencoder:
    """A tokenizer folder, or a pair folder (its tokenizer/), or a stage-1 run folder (its model/)."""
    folder = Path(folder).expanduser()
    for candidate in (folder, folder / "tokenizer", folder / "model", folder / "model" / "tokenizer"):
        if (candidate / "config.json").is_file():
            try:
                return load_part(candidate, "vq")
            except ModelLoadError:
                if candidate == folder and not (folder / "tokenizer").is_dir() and not (folder / "model").is_dir():
                    raise
    if not folder.is_dir():
        raise ModelLoadError(msg("no such tokenizer folder: {folder}", folder=folder))
    raise ModelLoadError(msg("{folder} holds no image tokenizer (config.json of kind vq, here or in tokenizer/ "
                             "or model/); train one with: mlm-lab train image-tokens --stage tokenizer",
                             folder=folder))


def load_image_tokens(folder: str | os.PathLike) -> ImageTokenModel:
    """A pair folder (tokenizer/ + transformer/), or a stage-2 run folder (its model/)."""
    folder = Path(folder).expanduser()
    if not folder.is_dir():
        raise ModelLoadError(msg("no such model folder: {folder}", folder=folder))
    root = folder / "model" if (folder / "model" / "transformer").is_dir() else folder
    if not (root / "transformer").is_dir():
        if (root / "config.json").is_file() or (root / "tokenizer").is_dir():
            raise ModelLoadError(msg("{folder} has no transformer/: a tokenizer alone cannot reveal tokens; train one with: mlm-lab train image-tokens --stage transformer --tokenizer {folder}",
                                     folder=folder))
        raise ModelLoadError(msg("{folder} holds no image-token model (tokenizer/ and transformer/)", folder=folder))
    if not (root / "tokenizer").is_dir():
        raise ModelLoadError(msg("{folder} has a transformer but no tokenizer/ to turn its tokens into pixels",
                                 folder=folder))
    pair = ImageTokenModel(load_part(root / "tokenizer", "vq"), load_part(root / "transformer", "token_transformer"),
                           folder)
    pair.check_pair()
    return pair


__all__ = ["ImageTokenModel", "bundled_image_tokens_dir", "load_image_tokens", "load_part", "load_tokenizer", "save_image_tokens", "save_part"]
