"""Load a model folder (the lab's format or a Hugging Face one) or a cache id, for inference.

load_text_model gives a TextModel (the network and its tokenizer); load_image_model an MAE.
"""

from __future__ import annotations

import os
from pathlib import Path

from mlm_lab.errors import message_of, msg
from mlm_lab.models.encoder import MaskedLM
from mlm_lab.models.errors import ModelLoadError, WrongModelKind
from mlm_lab.models.io import load_pretrained
from mlm_lab.models.mae import MaskedAutoencoder
from mlm_lab.models.text_model import TextModel
from mlm_lab.tokenization import TokenizerError, WordPieceTokenizer


def load_text_model(folder: str | os.PathLike) -> TextModel:
    """Load a text model folder: config.json, model.safetensors and tokenizer.json (or a
    Hugging Face cache id such as org/name: its snapshot)."""
    from mlm_lab.models.hf_cache import resolve_model_source

    folder = Path(resolve_model_source(folder))
    from mlm_lab.models.hf_detect import is_hf_folder

    if is_hf_folder(folder):  # a Hugging Face folder: its tokenizer may be vocab.txt, its special ids differ
        route = _hf_route(folder)
        if route == "runtime":  # RoBERTa, DistilBERT, ModernBERT...: through transformers (the hf extra)
            from mlm_lab.models.hf_runtime import load_runtime_text_model

            return load_runtime_text_model(folder)
        from mlm_lab.models.hf import load_hf_text_model

        return load_hf_text_model(folder)
    model = _load_any(folder)
    if not isinstance(model, MaskedLM):
        raise WrongModelKind(msg("{folder} holds an image model, not a text model", folder=folder), "image")
    try:
        tokenizer = WordPieceTokenizer.load(folder / "tokenizer.json")
    except TokenizerError as exc:
        raise ModelLoadError(message_of(exc)) from None
    if tokenizer.vocab_size != model.config.vocab_size:
        raise ModelLoadError(
            msg("tokenizer has {tokenizer_vocab_size} tokens but the model expects {model_config_vocab_size}",
                tokenizer_vocab_size=tokenizer.vocab_size, model_config_vocab_size=model.config.vocab_size)
        )
    return TextModel(model, tokenizer, str(folder))


def load_image_model(folder: str | os.PathLike) -> MaskedAutoencoder:
    from mlm_lab.models.hf_cache import resolve_model_source

    path = Path(resolve_model_source(folder))
    from mlm_lab.models.hf_detect import is_hf_folder

    if is_hf_folder(path) and _hf_route(path) == "runtime":
        raise WrongModelKind(msg("{folder} holds a text model, not an image model", folder=folder), "text")
    model = _load_any(path)
    if not isinstance(model, MaskedAutoencoder):
        raise WrongModelKind(msg("{folder} holds a text model, not an image model", folder=folder), "text")
    return model


def _hf_route(folder: Path) -> str:
    """How a Hugging Face folder loads: "convert" (BERT, RoBERTa-PreLayerNorm, ViT-MAE: into the
    lab's own classes, the faster path) or "runtime" (the other masked LMs, through transformers).
    An architecture neither knows is refused here, named, in one line."""
    from mlm_lab.models.hf_import import read_hf_config
    from mlm_lab.models.hf_names import MAE_MODEL_TYPE, RUNTIME_TEXT_TYPES, TEXT_MODEL_TYPES

    data = read_hf_config(folder)
    model_type = str(data.get("model_type"))
    if model_type == MAE_MODEL_TYPE or model_type.replace("_", "-") in TEXT_MODEL_TYPES:
        return "convert"
    if model_type.replace("_", "-") in RUNTIME_TEXT_TYPES:
        return "runtime"
    archs = data.get("architectures")
    named = f" ({', '.join(map(str, archs))})" if isinstance(archs, list) and archs else ""
    known = ", ".join(sorted(set(RUNTIME_TEXT_TYPES.values()) | {"RoBERTa-PreLayerNorm"}))
    from mlm_lab.models.hf_ids import display_name

    raise ModelLoadError(msg("{display_name_folder}: architecture {model_type!r}{named} is not supported; the lab runs the masked LMs {known} and ViT-MAE",
                             display_name_folder=display_name(folder), model_type=model_type, named=named, known=known))


def _load_any(folder: Path):
    from mlm_lab.models.hf_detect import is_hf_folder

    if is_hf_folder(folder):
        from mlm_lab.models.hf import import_hf

        return import_hf(folder)
    return load_pretrained(folder)


__all__ = ["load_image_model", "load_text_model"]
