"""Hugging Face interoperability: lab models <-> `transformers` folders, offline, both ways.

Export writes what `transformers` loads with `from_pretrained`:
  - a post-LN `MaskedLM` as BertForMaskedLM, a pre-LN one as RobertaPreLayerNormForMaskedLM
    (RoBERTa counts positions from pad_token_id + 1, so the position table is shifted),
    with a fast tokenizer (tokenizer.json, tokenizer_config.json, vocab.txt);
  - a `MaskedAutoencoder` as ViTMAEForPreTraining, with a ViTImageProcessor config.
Import reads such a local folder (BertForMaskedLM as bert-base-uncased, RobertaPreLayerNorm,
ViTMAEForPreTraining as facebook/vit-mae-base) into the lab's own classes.

Only JSON and safetensors are read or written: a folder with nothing but pytorch_model.bin
is refused (pickle files are never opened), and nothing is ever downloaded. Neither
direction needs `transformers` itself; the tests use it to check equivalence.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import torch
from safetensors.torch import load_file, save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic
from mlm_lab.models.encoder import MaskedLM, MaskedLMConfig
from mlm_lab.models.io import ModelLoadError
from mlm_lab.models.mae import IMAGENET_MEAN, IMAGENET_STD, MAEConfig, MaskedAutoencoder
from mlm_lab.models.text_model import TextModel

SUPPORTED = (
    "BERT-style masked LMs (BertForMaskedLM, RobertaPreLayerNormForMaskedLM) "
    "and ViT-MAE (ViTMAEForPreTraining) in a local folder with config.json and model.safetensors"
)
TEXT_MODEL_TYPES = {"bert": "bert.", "roberta-prelayernorm": "roberta_prelayernorm."}
MAE_MODEL_TYPE = "vit_mae"
PICKLE_FILES = (".bin", ".pt", ".pth", ".pkl", ".ckpt", ".h5", ".msgpack")
SPECIAL_ROLES = {"pad_token": "[PAD]", "unk_token": "[UNK]", "cls_token": "[CLS]",
                 "sep_token": "[SEP]", "mask_token": "[MASK]"}
_DTYPE_NAMES = {torch.float32: "float32", torch.float16: "float16", torch.bfloat16: "bfloat16"}


# -- parameter names: lab <-> transformers ---------------------------------------------------
def _text_names(cfg: MaskedLMConfig) -> list[tuple[str, str]]:
    """(lab name, transformers name) for every tensor but the position table (shifted for RoBERTa)."""
    pre = cfg.pre_norm
    base = "roberta_prelayernorm." if pre else "bert."
    pairs = [("word_embeddings.weight", base + "embeddings.word_embeddings.weight"),
             ("token_type_embeddings.weight", base + "embeddings.token_type_embeddings.weight")]
    pairs += _linear_pairs("embedding_norm", base + "embeddings.LayerNorm")
    for i in range(cfg.num_layers):
        lab, hf = f"blocks.{i}.", f"{base}encoder.layer.{i}."
        for name in ("query", "key", "value"):
            pairs += _linear_pairs(lab + f"attention.{name}", hf + f"attention.self.{name}")
        pairs += _linear_pairs(lab + "attention.output", hf + "attention.output.dense")
        pairs += _linear_pairs(lab + "intermediate", hf + "intermediate.dense")
        pairs += _linear_pairs(lab + "ffn_output", hf + "output.dense")
        if pre:  # LN before each sublayer
            pairs += _linear_pairs(lab + "attention_norm", hf + "attention.LayerNorm")
            pairs += _linear_pairs(lab + "ffn_norm", hf + "intermediate.LayerNorm")
        else:  # LN after each residual sum
            pairs += _linear_pairs(lab + "attention_norm", hf + "attention.output.LayerNorm")
            pairs += _linear_pairs(lab + "ffn_norm", hf + "output.LayerNorm")
    head = "lm_head." if pre else "cls.predictions."
    if pre:
        pairs += _linear_pairs("final_norm", base + "LayerNorm")
        pairs += _linear_pairs("head_dense", head + "dense")
        pairs += _linear_pairs("head_norm", head + "layer_norm")
    else:
        pairs += _linear_pairs("head_dense", head + "transform.dense")
        pairs += _linear_pairs("head_norm", head + "transform.LayerNorm")
    pairs.append(("head_bias", head + "bias"))
    return pairs


def _mae_names(cfg: MAEConfig) -> list[tuple[str, str]]:
    """(lab name, transformers name); the two position tables are lab buffers."""
    pairs = [("cls_token", "vit.embeddings.cls_token"), ("pos_embed", "vit.embeddings.position_embeddings")]
    pairs += _linear_pairs("patch_embed", "vit.embeddings.patch_embeddings.projection")

    def block(lab: str, hf: str) -> list[tuple[str, str]]:
        out = []
        for name in ("query", "key", "value"):
            out += _linear_pairs(lab + f"attention.{name}", hf + f"attention.attention.{name}")
        out += _linear_pairs(lab + "attention.output", hf + "attention.output.dense")
        out += _linear_pairs(lab + "attention_norm", hf + "layernorm_before")
        out += _linear_pairs(lab + "ffn_norm", hf + "layernorm_after")
        out += _linear_pairs(lab + "intermediate", hf + "intermediate.dense")
        out += _linear_pairs(lab + "ffn_output", hf + "output.dense")
        return out

    for i in range(cfg.num_layers):
        pairs += block(f"blocks.{i}.", f"vit.encoder.layer.{i}.")
    pairs += _linear_pairs("norm", "vit.layernorm")
    pairs += _linear_pairs("decoder_embed", "decoder.decoder_embed")
    pairs += [("mask_token", "decoder.mask_token"), ("decoder_pos_embed", "decoder.decoder_pos_embed")]
    for i in range(cfg.decoder_num_layers):
        pairs += block(f"decoder_blocks.{i}.", f"decoder.decoder_layers.{i}.")
    pairs += _linear_pairs("decoder_norm", "decoder.decoder_norm")
    pairs += _linear_pairs("decoder_pred", "decoder.decoder_pred")
    return pairs


def _linear_pairs(lab: str, hf: str) -> list[tuple[str, str]]:
    return [(f"{lab}.weight", f"{hf}.weight"), (f"{lab}.bias", f"{hf}.bias")]


# -- export ----------------------------------------------------------------------------------
def export_hf(model, folder: str | os.PathLike, tokenizer=None) -> Path:
    """Write `model` (a MaskedLM, a MaskedAutoencoder or a TextModel) as a `transformers` folder.

    Every file is written atomically, config.json last. Returns the folder.
    """
    if isinstance(model, TextModel):
        tokenizer = tokenizer if tokenizer is not None else model.tokenizer
        model = model.model
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise ModelLoadError(f"{folder} is a file, not a folder")
    if isinstance(model, MaskedLM) and model.config.causal:
        raise ModelLoadError("a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export")
    if isinstance(model, MaskedLM):
        state, config = _export_text_state(model, tokenizer)
    elif isinstance(model, MaskedAutoencoder):
        state, config = _export_mae_state(model)
    else:
        raise TypeError(f"export_hf takes a MaskedLM, a MaskedAutoencoder or a TextModel, got {type(model).__name__}")
    folder.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(folder / "model.safetensors", save(state, metadata={"format": "pt"}))
    if isinstance(model, MaskedLM) and tokenizer is not None:
        _write_tokenizer_files(tokenizer, folder, model.config.max_position)
    if isinstance(model, MaskedAutoencoder):
        write_json_atomic(folder / "preprocessor_config.json", _image_processor_config(model.config))
    write_json_atomic(folder / "config.json", config)
    return folder


def hf_architecture(model) -> str:
    """The transformers class an exported `model` loads as."""
    if isinstance(model, MaskedLM):
        return "RobertaPreLayerNormForMaskedLM" if model.config.pre_norm else "BertForMaskedLM"
    if isinstance(model, MaskedAutoencoder):
        return "ViTMAEForPreTraining"
    raise TypeError(f"not a lab model: {type(model).__name__}")


def _tensor(t: torch.Tensor) -> torch.Tensor:
    return t.detach().cpu().contiguous().clone()


def _export_text_state(model: MaskedLM, tokenizer) -> tuple[dict, dict]:
    cfg = model.config
    sd = model.state_dict()
    state = {hf: _tensor(sd[lab]) for lab, hf in _text_names(cfg)}
    positions = _tensor(sd["position_embeddings.weight"])  # [max_position, D]
    if cfg.pre_norm:  # RoBERTa: token i sits at position pad_token_id + 1 + i; rows below stay zero
        shift = cfg.pad_token_id + 1
        table = torch.zeros(cfg.max_position + shift, cfg.hidden_size, dtype=positions.dtype)
        table[shift:] = positions
        state["roberta_prelayernorm.embeddings.position_embeddings.weight"] = table
    else:
        state["bert.embeddings.position_embeddings.weight"] = positions
    dtype = model.word_embeddings.weight.dtype
    config = {
        "architectures": [hf_architecture(model)],
        "model_type": "roberta-prelayernorm" if cfg.pre_norm else "bert",
        "vocab_size": cfg.vocab_size,
        "hidden_size": cfg.hidden_size,
        "num_hidden_layers": cfg.num_layers,
        "num_attention_heads": cfg.num_heads,
        "intermediate_size": cfg.intermediate_size,
        "hidden_act": "gelu",
        "hidden_dropout_prob": cfg.dropout,
        "attention_probs_dropout_prob": cfg.dropout,
        "max_position_embeddings": cfg.max_position + (cfg.pad_token_id + 1 if cfg.pre_norm else 0),
        "type_vocab_size": cfg.type_vocab_size,
        "initializer_range": cfg.initializer_range,
        "layer_norm_eps": cfg.layer_norm_eps,
        "pad_token_id": cfg.pad_token_id,
        "position_embedding_type": "absolute",
        "is_decoder": False,
        "tie_word_embeddings": True,
        "dtype": _DTYPE_NAMES.get(dtype, "float32"),
    }
    if tokenizer is not None:
        config["bos_token_id"] = tokenizer.cls_token_id
        config["eos_token_id"] = tokenizer.sep_token_id
    return state, config


def _export_mae_state(model: MaskedAutoencoder) -> tuple[dict, dict]:
    cfg = model.config
    sd = model.state_dict()
    buffers = {"pos_embed": model.pos_embed, "decoder_pos_embed": model.decoder_pos_embed}  # not in state_dict
    state = {hf: _tensor(buffers[lab] if lab in buffers else sd[lab]) for lab, hf in _mae_names(cfg)}
    config = {
        "architectures": ["ViTMAEForPreTraining"],
        "model_type": MAE_MODEL_TYPE,
        "image_size": cfg.image_size,
        "patch_size": cfg.patch_size,
        "num_channels": cfg.in_channels,
        "hidden_size": cfg.hidden_size,
        "num_hidden_layers": cfg.num_layers,
        "num_attention_heads": cfg.num_heads,
        "intermediate_size": int(cfg.hidden_size * cfg.mlp_ratio),
        "decoder_hidden_size": cfg.decoder_hidden_size,
        "decoder_num_hidden_layers": cfg.decoder_num_layers,
        "decoder_num_attention_heads": cfg.decoder_num_heads,
        "decoder_intermediate_size": int(cfg.decoder_hidden_size * cfg.mlp_ratio),
        "hidden_act": "gelu",
        "hidden_dropout_prob": 0.0,
        "attention_probs_dropout_prob": 0.0,
        "qkv_bias": True,
        "initializer_range": cfg.initializer_range,
        "layer_norm_eps": cfg.layer_norm_eps,
        "mask_ratio": cfg.mask_ratio,
        "norm_pix_loss": cfg.norm_pix_loss,
        "dtype": _DTYPE_NAMES.get(model.cls_token.dtype, "float32"),
    }
    return state, config


def _image_processor_config(cfg: MAEConfig) -> dict:
    return {
        "image_processor_type": "ViTImageProcessor",
        "do_resize": True,
        "size": {"height": cfg.image_size, "width": cfg.image_size},
        "resample": 3,  # bicubic, as the lab resizes
        "do_rescale": True,
        "rescale_factor": 1 / 255,
        "do_normalize": True,
        "image_mean": list(cfg.image_mean),
        "image_std": list(cfg.image_std),
    }


def _write_tokenizer_files(tokenizer, folder: Path, max_length: int) -> None:
    """tokenizer.json as the lab uses it, plus what AutoTokenizer needs to find its special tokens."""
    backend = tokenizer.backend
    write_text_atomic(folder / "tokenizer.json", backend.to_str())
    data = json.loads(backend.to_str())
    special = {role: backend.id_to_token(getattr(tokenizer, role + "_id")) for role in SPECIAL_ROLES}
    normalizer = data.get("normalizer") or {}
    config = {
        # the generic fast class loads tokenizer.json exactly as written (BertTokenizer would
        # rebuild normalizer and templates from its own flags)
        "tokenizer_class": "PreTrainedTokenizerFast",
        "model_max_length": int(max_length),
        "model_input_names": ["input_ids", "attention_mask"],  # the lab uses one segment
        "clean_up_tokenization_spaces": False,
        **special,
    }
    if normalizer.get("type") == "BertNormalizer":
        config["do_lower_case"] = bool(normalizer.get("lowercase", True))
    write_json_atomic(folder / "tokenizer_config.json", config)
    write_json_atomic(folder / "special_tokens_map.json", special)
    model = data.get("model") or {}
    if model.get("type") == "WordPiece":  # for tools that want BERT's plain vocabulary file
        vocab = sorted(backend.get_vocab(with_added_tokens=False).items(), key=lambda kv: kv[1])
        write_text_atomic(folder / "vocab.txt", "".join(token + "\n" for token, _ in vocab))


# -- import ----------------------------------------------------------------------------------
def resolve_hf_folder(source: str | os.PathLike) -> Path:
    """A folder with config.json; a Hugging Face cache entry (models--org--name) resolves to its
    snapshot. Nothing is downloaded. Raises ModelLoadError naming what is supported."""
    path = Path(source).expanduser()
    if path.is_file():
        path = path.parent
    if not path.is_dir():
        raise ModelLoadError(f"no such folder: {path} (the lab never downloads; it imports {SUPPORTED})")
    if not (path / "config.json").is_file() and (path / "snapshots").is_dir():
        snapshots = path / "snapshots"
        ref = path / "refs" / "main"
        name = ref.read_text(encoding="utf-8").strip() if ref.is_file() else ""
        candidates = [snapshots / name] if name else sorted(snapshots.iterdir())
        candidates = [c for c in candidates if (c / "config.json").is_file()]
        if candidates:
            path = candidates[-1]
    if not (path / "config.json").is_file():
        raise ModelLoadError(f"no config.json in {path}; the lab imports {SUPPORTED}")
    return path


def read_hf_config(folder: Path) -> dict:
    path = folder / "config.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelLoadError(f"cannot read {path}: {exc}") from None
    if isinstance(data, dict) and "kind" in data:
        raise ModelLoadError(f"{folder} is a lab model folder already (use it as it is); the lab imports {SUPPORTED}")
    if not isinstance(data, dict) or "model_type" not in data:
        raise ModelLoadError(f"{path} is not a Hugging Face config (no model_type); the lab imports {SUPPORTED}")
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
    raise ModelLoadError(f"{folder} holds a {model_type!r} model; the lab imports {SUPPORTED}")


def read_hf_weights(folder: Path) -> dict[str, torch.Tensor]:
    """model.safetensors (or its shards); a folder with only pickle weights is refused unopened."""
    single, index = folder / "model.safetensors", folder / "model.safetensors.index.json"
    if single.is_file():
        files = [single]
    elif index.is_file():
        try:
            weight_map = json.loads(index.read_text(encoding="utf-8"))["weight_map"]
            names = sorted(set(weight_map.values()))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
            raise ModelLoadError(f"cannot read {index}: {exc}") from None
        if any(Path(n).name != n for n in names):
            raise ModelLoadError(f"{index} points outside its folder")
        files = [folder / n for n in names]
    else:
        pickles = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in PICKLE_FILES)
        if pickles:
            raise ModelLoadError(
                f"{folder} has only {', '.join(pickles)}; the lab reads weights from model.safetensors only and "
                "never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))"
            )
        raise ModelLoadError(f"no model.safetensors in {folder}")
    state: dict[str, torch.Tensor] = {}
    for path in files:
        try:
            state.update(load_file(str(path)))
        except Exception as exc:  # safetensors raises its own error types on corrupt files
            raise ModelLoadError(f"cannot read {path}: {exc}") from None
    return _canonical_names(state)


_RENAMES = [  # names other transformers versions write -> the names _text_names/_mae_names use
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


def _require(ok: bool, folder: Path, what: str) -> None:
    if not ok:
        raise ModelLoadError(f"{folder}: {what}; the lab imports {SUPPORTED}")


def _int(data: dict, key: str, folder: Path) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ModelLoadError(f"{folder}/config.json: {key} must be an integer, got {value!r}")
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
    pad = (1 if pre_norm else 0) if pad is None else int(pad)
    shift = pad + 1 if pre_norm else 0
    try:
        cfg = MaskedLMConfig(
            vocab_size=_int(data, "vocab_size", folder),
            max_position=_int(data, "max_position_embeddings", folder) - shift,
            hidden_size=_int(data, "hidden_size", folder),
            num_layers=_int(data, "num_hidden_layers", folder),
            num_heads=_int(data, "num_attention_heads", folder),
            intermediate_size=_int(data, "intermediate_size", folder),
            dropout=float(data.get("hidden_dropout_prob") or 0.0),
            pre_norm=pre_norm,
            layer_norm_eps=float(data.get("layer_norm_eps", 1e-12)),
            pad_token_id=pad,
            initializer_range=float(data.get("initializer_range", 0.02)),
            type_vocab_size=int(data.get("type_vocab_size", 2)),
        )
    except (TypeError, ValueError) as exc:
        raise ModelLoadError(f"{folder}/config.json: {exc}") from None
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
            f"{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them"
        )
    lab_state, missing = {}, []
    for lab, hf in _text_names(cfg):
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
        raise ModelLoadError(f"{folder}/model.safetensors lacks {', '.join(missing[:3])}")
    model = MaskedLM(cfg)
    _load_state(model, lab_state, folder)
    return model.eval()


def _import_mae(folder: Path, data: dict) -> MaskedAutoencoder:
    _require(data.get("hidden_act", "gelu") == "gelu", folder,
             f"hidden_act {data.get('hidden_act')!r} is not supported (only exact 'gelu')")
    _require(int(data.get("num_channels", 3)) == 3, folder, "only 3-channel (RGB) MAEs are supported")
    size, patch = _square(data.get("image_size", 224), folder, "image_size"), _square(data.get("patch_size", 16), folder, "patch_size")
    hidden, dec_hidden = _int(data, "hidden_size", folder), _int(data, "decoder_hidden_size", folder)
    inter, dec_inter = _int(data, "intermediate_size", folder), _int(data, "decoder_intermediate_size", folder)
    ratio = inter / hidden
    _require(int(hidden * ratio) == inter and int(dec_hidden * ratio) == dec_inter, folder,
             "decoder_intermediate_size / decoder_hidden_size must equal intermediate_size / hidden_size")
    _require(hidden % 4 == 0 and dec_hidden % 4 == 0, folder, "hidden sizes must divide by 4 (2-D sine-cosine positions)")
    mean, std = _image_stats(folder)
    try:
        cfg = MAEConfig(
            image_size=size,
            patch_size=patch,
            in_channels=3,
            hidden_size=hidden,
            num_layers=_int(data, "num_hidden_layers", folder),
            num_heads=_int(data, "num_attention_heads", folder),
            decoder_hidden_size=dec_hidden,
            decoder_num_layers=_int(data, "decoder_num_hidden_layers", folder),
            decoder_num_heads=_int(data, "decoder_num_attention_heads", folder),
            mlp_ratio=ratio,
            mask_ratio=float(data.get("mask_ratio", 0.75)),
            norm_pix_loss=bool(data.get("norm_pix_loss", False)),
            layer_norm_eps=float(data.get("layer_norm_eps", 1e-12)),
            image_mean=mean,
            image_std=std,
            initializer_range=float(data.get("initializer_range", 0.02)),
        )
    except (TypeError, ValueError) as exc:
        raise ModelLoadError(f"{folder}/config.json: {exc}") from None
    state = read_hf_weights(folder)
    if not data.get("qkv_bias", True):  # no q/k/v biases: the lab's are zero
        for key in [k for k in state if k.endswith("attention.attention.query.weight")]:
            for name in ("query", "key", "value"):
                bias = key.replace("query.weight", f"{name}.bias")
                state.setdefault(bias, torch.zeros(state[key].shape[0], dtype=state[key].dtype))
    model = MaskedAutoencoder(cfg)
    lab_state, missing, tables = {}, [], {}
    for lab, hf in _mae_names(cfg):
        if hf not in state:
            missing.append(hf)
        elif lab in ("pos_embed", "decoder_pos_embed"):
            tables[lab] = state[hf]
        else:
            lab_state[lab] = state[hf]
    if missing:
        raise ModelLoadError(f"{folder}/model.safetensors lacks {', '.join(missing[:3])}")
    _load_state(model, lab_state, folder)
    with torch.no_grad():
        for name, table in tables.items():
            buffer = getattr(model, name)
            if tuple(table.shape) != tuple(buffer.shape):
                raise ModelLoadError(f"{folder}: {name} has shape {tuple(table.shape)}, expected {tuple(buffer.shape)}")
            gap = float((table.float() - buffer).abs().max())
            if gap > 1e-4:
                raise ModelLoadError(
                    f"{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses "
                    f"(max difference {gap:.3g})"
                )
            buffer.copy_(table)  # the file's exact values (equal to the lab's table up to rounding)
    return model.eval()


def _square(value, folder: Path, key: str) -> int:
    if isinstance(value, (list, tuple)) and len(value) == 2 and value[0] == value[1]:
        value = value[0]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ModelLoadError(f"{folder}: {key} {value!r} is not supported (square images only); the lab imports {SUPPORTED}")
    return value


def _image_stats(folder: Path) -> tuple[tuple, tuple]:
    """Normalization from preprocessor_config.json (ImageNet statistics when absent)."""
    path = folder / "preprocessor_config.json"
    if not path.is_file():
        return IMAGENET_MEAN, IMAGENET_STD
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelLoadError(f"cannot read {path}: {exc}") from None
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
        raise ModelLoadError(f"{folder}/model.safetensors does not match config.json: {lines[-1] if lines else exc}") from None


# -- tokenizer and text model ------------------------------------------------------------------
def load_hf_tokenizer(folder: str | os.PathLike):
    """The folder's WordPiece tokenizer: tokenizer.json, or vocab.txt built into one.

    Follows tokenizer_config.json's do_lower_case / strip_accents / tokenize_chinese_chars
    as transformers' BERT tokenizers do. Needs BERT's special tokens [PAD] [UNK] [CLS] [SEP] [MASK].
    """
    from tokenizers import Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import WordPiece

    from mlm_lab.tokenization import CLS, SEP, UNK, TokenizerError, WordPieceTokenizer

    folder = Path(folder)
    options = _tokenizer_options(folder)
    bert_class = str(options.get("tokenizer_class") or "").startswith("Bert")
    json_path, vocab_path = folder / "tokenizer.json", folder / "vocab.txt"
    try:
        if json_path.is_file():
            data = json.loads(json_path.read_text(encoding="utf-8"))
            norm = data.get("normalizer") or {}
            if bert_class and norm.get("type") == "BertNormalizer":
                for key, field in (("do_lower_case", "lowercase"), ("strip_accents", "strip_accents"),
                                   ("tokenize_chinese_chars", "handle_chinese_chars")):
                    if key in options:
                        norm[field] = options[key]
            backend = Tokenizer.from_str(json.dumps(data))
        elif vocab_path.is_file():
            vocab = WordPiece.read_file(str(vocab_path))
            unk = options.get("unk_token") if isinstance(options.get("unk_token"), str) else UNK
            backend = Tokenizer(WordPiece(vocab, unk_token=unk, max_input_chars_per_word=100))
            backend.normalizer = normalizers.BertNormalizer(
                clean_text=True,
                handle_chinese_chars=bool(options.get("tokenize_chinese_chars", True)),
                strip_accents=options.get("strip_accents"),
                lowercase=bool(options.get("do_lower_case", True)),
            )
            backend.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
            backend.decoder = decoders.WordPiece(prefix="##")
            special = [t for t in (CLS, SEP) if t in vocab]
            if len(special) == 2:
                backend.post_processor = processors.TemplateProcessing(
                    single=f"{CLS} $A {SEP}", pair=f"{CLS} $A {SEP} $B:1 {SEP}:1",
                    special_tokens=[(CLS, vocab[CLS]), (SEP, vocab[SEP])],
                )
            backend.add_special_tokens([t for t in SPECIAL_ROLES.values() if t in vocab])
        else:
            raise ModelLoadError(f"no tokenizer.json or vocab.txt in {folder}")
        return WordPieceTokenizer(backend)
    except (TokenizerError, json.JSONDecodeError, UnicodeDecodeError, OSError) as exc:
        raise ModelLoadError(
            f"{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]"
        ) from None
    except Exception as exc:  # the tokenizers library raises bare Exceptions on malformed files
        if isinstance(exc, ModelLoadError):
            raise
        raise ModelLoadError(f"cannot read the tokenizer in {folder}: {exc}") from None


def _tokenizer_options(folder: Path) -> dict:
    path = folder / "tokenizer_config.json"
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def load_hf_text_model(folder: str | os.PathLike):
    """A TextModel (model + tokenizer) from a Hugging Face folder, as `load_text_model` returns."""
    folder = resolve_hf_folder(folder)
    model = import_hf(folder)
    if not isinstance(model, MaskedLM):
        raise ModelLoadError(f"{folder} holds an image model, not a text model")
    tokenizer = load_hf_tokenizer(folder)
    if tokenizer.vocab_size > model.config.vocab_size:
        raise ModelLoadError(
            f"the tokenizer has {tokenizer.vocab_size} tokens but the model only {model.config.vocab_size}"
        )
    return TextModel(model, tokenizer, str(folder))
