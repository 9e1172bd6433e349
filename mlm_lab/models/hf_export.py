"""Export a lab model as a `transformers` folder (see `mlm_lab.models.hf`)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import torch
from safetensors.torch import save

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic
from mlm_lab.errors import msg, words
from mlm_lab.models.encoder import MaskedLM
from mlm_lab.models.hf_names import DTYPE_NAMES, MAE_MODEL_TYPE, SPECIAL_ROLES, mae_param_names, text_param_names
from mlm_lab.models.io import ModelLoadError
from mlm_lab.models.mae import MAEConfig, MaskedAutoencoder
from mlm_lab.models.text_model import TextModel


def export_hf(model, folder: str | os.PathLike, tokenizer=None) -> Path:
    """Write `model` (a MaskedLM, a MaskedAutoencoder or a TextModel) as a `transformers` folder.

    Every file is written atomically, config.json last. Returns the folder.
    """
    if isinstance(model, TextModel):
        tokenizer = tokenizer if tokenizer is not None else model.tokenizer
        model = model.model
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise ModelLoadError(msg("{folder} is a file, not a folder", folder=folder))
    if isinstance(model, MaskedLM) and model.config.causal:
        raise ModelLoadError(words("a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export"))
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
    state = {hf: _tensor(sd[lab]) for lab, hf in text_param_names(cfg)}
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
        "dtype": DTYPE_NAMES.get(dtype, "float32"),
    }
    if tokenizer is not None:
        config["bos_token_id"] = tokenizer.cls_token_id
        config["eos_token_id"] = tokenizer.sep_token_id
    return state, config


def _export_mae_state(model: MaskedAutoencoder) -> tuple[dict, dict]:
    cfg = model.config
    sd = model.state_dict()
    buffers = {"pos_embed": model.pos_embed, "decoder_pos_embed": model.decoder_pos_embed}  # not in state_dict
    state = {hf: _tensor(buffers[lab] if lab in buffers else sd[lab]) for lab, hf in mae_param_names(cfg)}
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
        "dtype": DTYPE_NAMES.get(model.cls_token.dtype, "float32"),
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
