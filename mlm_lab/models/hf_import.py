"""Import a local `transformers` folder (BERT-style masked LM or ViT-MAE) into the lab's classes
(see `mlm_lab.models.hf`). Only JSON and safetensors are opened."""

from __future__ import annotations

import os
import re
from pathlib import Path

import torch
from safetensors.torch import load_file

from mlm_lab.errors import msg
from mlm_lab.models.checks import check_config_values, check_hf_sizes, check_memory
from mlm_lab.models.encoder import MaskedLM, MaskedLMConfig
from mlm_lab.models.hf_names import (
    MAE_MODEL_TYPE,
    PICKLE_FILES,
    SUPPORTED,
    TEXT_MODEL_TYPES,
    mae_param_names,
    text_param_names,
)
from mlm_lab.models.io import ModelLoadError
from mlm_lab.models.mae import IMAGENET_MEAN, IMAGENET_STD, MAEConfig, MaskedAutoencoder


def resolve_hf_folder(source: str | os.PathLike) -> Path:
    """A folder with config.json; a Hugging Face cache entry (models--org--name) resolves to its
    snapshot. Nothing is downloaded. Raises ModelLoadError naming what is supported."""
    path = Path(source).expanduser()
    if path.is_file():
        path = path.parent
    if not path.is_dir():
        raise ModelLoadError(msg("no such folder: {path} (the lab never downloads; it imports {supported})",
                                 path=path, supported=SUPPORTED))
    if not (path / "config.json").is_file() and (path / "snapshots").is_dir():
        path = cache_snapshot(path)
    if not (path / "config.json").is_file():
        raise ModelLoadError(msg("no config.json in {path}; the lab imports {supported}",
                                 path=path, supported=SUPPORTED))
    return path


MAX_REF_BYTES = 256  # a ref holds a 40-character commit hash


def cache_snapshot(entry: Path) -> Path:
    """The snapshot a Hugging Face cache entry (models--org--name) points at: refs/main's
    commit, else the last snapshot by name. A ref is one folder name inside snapshots/
    (a ref holding ../../../outside is refused), and the snapshot's files may be links only
    into the entry itself (its blobs/), never outside it."""
    snapshots = entry / "snapshots"
    ref = entry / "refs" / "main"
    name = ""
    if os.path.lexists(ref):
        from mlm_lab.userfiles import open_user_file

        if not _target(ref).is_relative_to(_target(entry)):  # its content is never read, never quoted
            raise ModelLoadError(msg("{ref} is a link that leads outside the cache entry; refused", ref=ref))
        fd = open_user_file(ref, what="ref (a file holding a snapshot's name)", error=ModelLoadError)
        try:
            with os.fdopen(fd, "rb") as handle:
                raw = handle.read(MAX_REF_BYTES + 1)
            name = raw.decode("utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise ModelLoadError(msg("cannot read {ref}: {exc}", ref=ref, exc=exc)) from None
        if len(raw) > MAX_REF_BYTES or not name or name in (".", "..") or any(c in name for c in "/\\\0:") \
                or any(not c.isprintable() for c in name):
            raise ModelLoadError(msg("{ref} does not name a snapshot (it holds {raw_60!r}); a ref must be one "
                                     "folder name inside {snapshots}",
                                     ref=ref, raw_60=raw[:60], snapshots=snapshots))
    try:
        candidates = [snapshots / name] if name else sorted(p for p in snapshots.iterdir() if p.is_dir())
    except OSError as exc:
        raise ModelLoadError(msg("cannot read {snapshots}: {exc_strerror_or_exc}",
                                 snapshots=snapshots, exc_strerror_or_exc=exc.strerror or exc)) from None
    candidates = [c for c in candidates if (c / "config.json").is_file()]
    if not candidates:
        if name:
            raise ModelLoadError(msg("{ref} names snapshot {name}, which {snapshots} does not hold (with a config.json)",
                                     ref=ref, name=name, snapshots=snapshots))
        raise ModelLoadError(msg("no snapshot with a config.json in {snapshots}; the lab imports {supported}",
                                 snapshots=snapshots, supported=SUPPORTED))
    snapshot = candidates[-1]
    root = _target(entry)
    if _target(snapshot).parent != _target(snapshots):
        raise ModelLoadError(msg("{snapshot} leads outside {snapshots} (to {target_snapshot}); refused",
                                 snapshot=snapshot, snapshots=snapshots, target_snapshot=_target(snapshot)))
    for item in snapshot.rglob("*"):
        if item.is_symlink() and not _target(item).is_relative_to(root):
            raise ModelLoadError(msg("{item} is a link to {target_item}, outside the cache entry; refused",
                                     item=item, target_item=_target(item)))
    return snapshot


def _target(path: Path) -> Path:
    """Where `path` leads, its links followed; a loop of links (a -> a) is a ModelLoadError."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # "Symlink loop" (RuntimeError before Python 3.13, OSError ELOOP after)
        raise ModelLoadError(msg("{path} is a link that leads back to itself (a loop); refused", path=path)) from None


def read_hf_config(folder: Path) -> dict:
    from mlm_lab.userfiles import read_model_json

    path = folder / "config.json"
    data = read_model_json(path, error=ModelLoadError)  # a pipe, a device, too big or too deep: refused
    if isinstance(data, dict) and "kind" in data:
        raise ModelLoadError(msg("{folder} is a lab model folder already (use it as it is); the lab imports {supported}",
                                 folder=folder, supported=SUPPORTED))
    if not isinstance(data, dict) or "model_type" not in data:
        raise ModelLoadError(msg("{path} is not a Hugging Face config (no model_type); the lab imports {supported}",
                                 path=path, supported=SUPPORTED))
    if str(data.get("model_type")).replace("_", "-") not in TEXT_MODEL_TYPES and data.get("model_type") != MAE_MODEL_TYPE:
        # what the lab does not convert (the runtime's masked LMs, ViT, DINOv2): its sizes checked here,
        # before transformers divides by one; what it converts is checked field by field on conversion
        check_hf_sizes(data, str(path))
    return data


def import_hf(folder: str | os.PathLike) -> MaskedLM | MaskedAutoencoder:
    """Read a local BERT-style masked-LM or ViT-MAE folder into the lab's classes (eval mode)."""
    folder = resolve_hf_folder(folder)
    data = read_hf_config(folder)
    model_type = str(data.get("model_type"))
    if model_type.replace("_", "-") in TEXT_MODEL_TYPES:
        return _import_text(folder, data)
    if model_type == MAE_MODEL_TYPE:
        return _import_mae(folder, data)
    raise ModelLoadError(msg("{folder} holds a {model_type!r} model; the lab imports {supported}",
                             folder=folder, model_type=model_type, supported=SUPPORTED))


def read_hf_weights(folder: Path) -> dict[str, torch.Tensor]:
    """model.safetensors (or its shards); a folder with only pickle weights is refused unopened."""
    single, index = folder / "model.safetensors", folder / "model.safetensors.index.json"
    if single.is_file():
        files = [single]
    elif index.is_file():
        from mlm_lab.userfiles import read_model_json

        data = read_model_json(index, what="weights index", error=ModelLoadError)
        try:
            weight_map = data["weight_map"]
            names = sorted(set(weight_map.values()))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ModelLoadError(msg("cannot read {index}: {exc}", index=index, exc=exc)) from None
        if any(Path(n).name != n for n in names):
            raise ModelLoadError(msg("{index} points outside its folder", index=index))
        files = [folder / n for n in names]
    else:
        pickles = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in PICKLE_FILES)
        if pickles:
            raise ModelLoadError(
                msg("{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and "
                    "never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))",
                    folder=folder, join_pickles=', '.join(pickles))
            )
        raise ModelLoadError(msg("no model.safetensors in {folder}", folder=folder))
    from mlm_lab.models.checks import read_safetensors_header

    state: dict[str, torch.Tensor] = {}
    for path in files:
        read_safetensors_header(path)  # a pipe never opened; offsets short of the shapes named, as for a lab folder
        try:
            state.update(load_file(str(path)))
        except Exception as exc:  # safetensors raises its own error types on corrupt files
            raise ModelLoadError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None
    return _canonical_names(state)


_RENAMES = [  # names other transformers versions write -> the names text_param_names/mae_param_names use
    (re.compile(r"(LayerNorm|layer_norm|layernorm\w*|norm)\.gamma$"), r"\1.weight"),  # TF-era BERT checkpoints
    (re.compile(r"(LayerNorm|layer_norm|layernorm\w*|norm)\.beta$"), r"\1.bias"),
    (re.compile(r"^decoder\.decoder_encoder\.layer\."), "decoder.decoder_layers."),  # transformers 5 MAE saves
    (re.compile(r"^vit\.layers\."), "vit.encoder.layer."),  # transformers 5 in-memory MAE names
    (re.compile(r"\.attention\.q_proj\."), ".attention.attention.query."),
    (re.compile(r"\.attention\.k_proj\."), ".attention.attention.key."),
    (re.compile(r"\.attention\.v_proj\."), ".attention.attention.value."),
    (re.compile(r"\.attention\.o_proj\."), ".attention.output.dense."),
    (re.compile(r"\.mlp\.fc1\."), ".intermediate.dense."),
    (re.compile(r"\.mlp\.fc2\."), ".output.dense."),
]


def _canonical_names(state: dict) -> dict:
    out = {}
    for name, tensor in state.items():
        for pattern, repl in _RENAMES:
            name = pattern.sub(repl, name)
        out[name] = tensor
    return out


# lab config field -> the name a Hugging Face config gives it (for the messages of models.checks)
HF_TEXT_NAMES = {"max_position": "max_position_embeddings", "num_layers": "num_hidden_layers",
                 "num_heads": "num_attention_heads", "dropout": "hidden_dropout_prob"}
HF_MAE_NAMES = {"num_layers": "num_hidden_layers", "num_heads": "num_attention_heads",
                "decoder_num_layers": "decoder_num_hidden_layers", "decoder_num_heads": "decoder_num_attention_heads",
                "mlp_ratio": "intermediate_size / hidden_size"}


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _weights_bytes(folder: Path) -> int:
    """Bytes of the safetensors weights in `folder` (what reading them takes), 0 if none."""
    total = 0
    for path in folder.glob("*.safetensors"):
        try:
            total += path.stat().st_size
        except OSError:
            continue
    return total


def _require(ok: bool, folder: Path, what: str) -> None:
    if not ok:
        raise ModelLoadError(msg("{folder}: {what}; the lab imports {supported}",
                                 folder=folder, what=what, supported=SUPPORTED))


def _int(data: dict, key: str, folder: Path) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ModelLoadError(msg("{folder}/config.json: {key} must be an integer, got {value!r}",
                                 folder=folder, key=key, value=value))
    return value


def _import_text(folder: Path, data: dict) -> MaskedLM:
    model_type = str(data["model_type"]).replace("_", "-")
    pre_norm = model_type == "roberta-prelayernorm"
    _require(data.get("hidden_act", "gelu") == "gelu", folder,
             f"hidden_act {data.get('hidden_act')!r} is not supported (only exact 'gelu')")
    _require(data.get("position_embedding_type", "absolute") in (None, "absolute"), folder,
             f"position_embedding_type {data.get('position_embedding_type')!r} is not supported (only 'absolute')")
    _require(not data.get("is_decoder") and not data.get("add_cross_attention"), folder,
             "decoder / cross-attention models are not supported")
    _require(data.get("embedding_size") in (None, data.get("hidden_size")), folder,
             "factorized embeddings (embedding_size != hidden_size) are not supported")
    pad = data.get("pad_token_id")
    pad = (1 if pre_norm else 0) if pad is None else pad
    shift = pad + 1 if pre_norm and _is_int(pad) else 0
    positions = data.get("max_position_embeddings")
    values = dict(
        vocab_size=_int(data, "vocab_size", folder),
        max_position=positions - shift if _is_int(positions) else positions,
        hidden_size=_int(data, "hidden_size", folder),
        num_layers=_int(data, "num_hidden_layers", folder),
        num_heads=_int(data, "num_attention_heads", folder),
        intermediate_size=_int(data, "intermediate_size", folder),
        dropout=data.get("hidden_dropout_prob") or 0.0,
        layer_norm_eps=data.get("layer_norm_eps", 1e-12),
        pad_token_id=pad,
        initializer_range=data.get("initializer_range", 0.02),
        type_vocab_size=data.get("type_vocab_size", 2),
    )
    where = f"{folder}/config.json"
    check_config_values("masked_lm", values, where, names=HF_TEXT_NAMES)
    try:
        cfg = MaskedLMConfig(pre_norm=pre_norm, **values)
    except (TypeError, ValueError, ZeroDivisionError) as exc:
        raise ModelLoadError(msg("{where}: {exc}", where=where, exc=exc)) from None
    check_memory(cfg, where, extra_bytes=_weights_bytes(folder))
    state = read_hf_weights(folder)
    base = "roberta_prelayernorm." if pre_norm else "bert."
    head = "lm_head." if pre_norm else "cls.predictions."
    _require(head + ("dense.weight" if pre_norm else "transform.dense.weight") in state, folder,
             f"the weights have no masked-LM head ({head}*), e.g. a bare encoder")
    if head + "bias" not in state and head + "decoder.bias" in state:
        state[head + "bias"] = state[head + "decoder.bias"]
    words = state.get(base + "embeddings.word_embeddings.weight")
    decoder = state.get(head + "decoder.weight")
    if decoder is not None and words is not None and not torch.equal(decoder, words):
        raise ModelLoadError(
            msg("{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them",
                folder=folder)
        )
    lab_state, missing = {}, []
    for lab, hf in text_param_names(cfg):
        if hf in state:
            lab_state[lab] = state[hf]
        else:
            missing.append(hf)
    table = state.get(base + "embeddings.position_embeddings.weight")
    if table is None:
        missing.append(base + "embeddings.position_embeddings.weight")
    else:
        lab_state["position_embeddings.weight"] = table[shift:]
    if missing:
        raise ModelLoadError(msg("{folder}/model.safetensors lacks {join_missing_3}",
                                 folder=folder, join_missing_3=', '.join(missing[:3])))
    model = MaskedLM(cfg)
    _load_state(model, lab_state, folder)
    return model.eval()


def _import_mae(folder: Path, data: dict) -> MaskedAutoencoder:
    _require(data.get("hidden_act", "gelu") == "gelu", folder,
             f"hidden_act {data.get('hidden_act')!r} is not supported (only exact 'gelu')")
    _require(data.get("num_channels", 3) == 3, folder, "only 3-channel (RGB) MAEs are supported")
    size, patch = _square(data.get("image_size", 224), folder, "image_size"), _square(data.get("patch_size", 16), folder, "patch_size")
    hidden, dec_hidden = _int(data, "hidden_size", folder), _int(data, "decoder_hidden_size", folder)
    inter, dec_inter = _int(data, "intermediate_size", folder), _int(data, "decoder_intermediate_size", folder)
    where = f"{folder}/config.json"
    values = dict(
        image_size=size, patch_size=patch, in_channels=3, hidden_size=hidden,
        num_layers=_int(data, "num_hidden_layers", folder),
        num_heads=_int(data, "num_attention_heads", folder),
        decoder_hidden_size=dec_hidden,
        decoder_num_layers=_int(data, "decoder_num_hidden_layers", folder),
        decoder_num_heads=_int(data, "decoder_num_attention_heads", folder),
        mask_ratio=data.get("mask_ratio", 0.75),
        norm_pix_loss=bool(data.get("norm_pix_loss", False)),
        layer_norm_eps=data.get("layer_norm_eps", 1e-12),
        initializer_range=data.get("initializer_range", 0.02),
    )
    check_config_values("mae", values, where, names=HF_MAE_NAMES)  # hidden sizes >= 4 from here on
    ratio = inter / hidden
    values["mlp_ratio"] = ratio
    check_config_values("mae", values, where, names=HF_MAE_NAMES)
    _require(int(hidden * ratio) == inter and int(dec_hidden * ratio) == dec_inter, folder,
             "decoder_intermediate_size / decoder_hidden_size must equal intermediate_size / hidden_size")
    mean, std = _image_stats(folder)
    try:
        cfg = MAEConfig(image_mean=mean, image_std=std, **values)
    except (TypeError, ValueError, ZeroDivisionError) as exc:
        raise ModelLoadError(msg("{where}: {exc}", where=where, exc=exc)) from None
    check_memory(cfg, where, extra_bytes=_weights_bytes(folder))
    state = read_hf_weights(folder)
    if not data.get("qkv_bias", True):  # no q/k/v biases: the lab's are zero
        for key in [k for k in state if k.endswith("attention.attention.query.weight")]:
            for name in ("query", "key", "value"):
                bias = key.replace("query.weight", f"{name}.bias")
                state.setdefault(bias, torch.zeros(state[key].shape[0], dtype=state[key].dtype))
    model = MaskedAutoencoder(cfg)
    lab_state, missing, tables = {}, [], {}
    for lab, hf in mae_param_names(cfg):
        if hf not in state:
            missing.append(hf)
        elif lab in ("pos_embed", "decoder_pos_embed"):
            tables[lab] = state[hf]
        else:
            lab_state[lab] = state[hf]
    if missing:
        raise ModelLoadError(msg("{folder}/model.safetensors lacks {join_missing_3}",
                                 folder=folder, join_missing_3=', '.join(missing[:3])))
    _load_state(model, lab_state, folder)
    with torch.no_grad():
        for name, table in tables.items():
            buffer = getattr(model, name)
            if tuple(table.shape) != tuple(buffer.shape):
                raise ModelLoadError(msg("{folder}: {name} has shape {tuple_table_shape}, expected {tuple_buffer_shape}",
                                         folder=folder, name=name, tuple_table_shape=tuple(table.shape),
                                         tuple_buffer_shape=tuple(buffer.shape)))
            gap = float((table.float() - buffer).abs().max())
            if gap > 1e-4:
                raise ModelLoadError(
                    msg("{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses "
                        "(max difference {gap:.3g})",
                        folder=folder, gap=gap)
                )
            buffer.copy_(table)  # the file's exact values (equal to the lab's table up to rounding)
    return model.eval()


def _square(value, folder: Path, key: str) -> int:
    if isinstance(value, (list, tuple)) and len(value) == 2 and value[0] == value[1]:
        value = value[0]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ModelLoadError(msg("{folder}: {key} {value!r} is not supported (square images only); the lab imports {supported}",
                                 folder=folder, key=key, value=value, supported=SUPPORTED))
    return value


def _image_stats(folder: Path) -> tuple[tuple, tuple]:
    """Normalization from preprocessor_config.json (ImageNet statistics when absent)."""
    path = folder / "preprocessor_config.json"
    if not path.is_file():
        return IMAGENET_MEAN, IMAGENET_STD
    from mlm_lab.userfiles import read_model_json

    data = read_model_json(path, what="preprocessor config", error=ModelLoadError)
    if not isinstance(data, dict):
        return IMAGENET_MEAN, IMAGENET_STD
    if data.get("do_normalize") is False:
        return (0.0, 0.0, 0.0), (1.0, 1.0, 1.0)

    def three(value, default):
        if isinstance(value, (int, float)):
            return (float(value),) * 3
        if isinstance(value, (list, tuple)) and len(value) == 3:
            return tuple(float(v) for v in value)
        return default

    return three(data.get("image_mean"), IMAGENET_MEAN), three(data.get("image_std"), IMAGENET_STD)


def _load_state(model: torch.nn.Module, state: dict, folder: Path) -> None:
    try:
        model.load_state_dict(state, strict=True)
    except RuntimeError as exc:
        lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
        raise ModelLoadError(msg("{folder}/model.safetensors does not match config.json: {lines_1_if_lines_else_ex}",
                                 folder=folder, lines_1_if_lines_else_ex=lines[-1] if lines else exc)) from None
