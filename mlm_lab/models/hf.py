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

The work is split by direction: `hf_names` (the parameter-name tables both directions share),
`hf_export`, `hf_import` and `hf_tokenizer`; this module gathers their public functions.
"""

from __future__ import annotations

import os

from mlm_lab.errors import msg
from mlm_lab.models.encoder import MaskedLM
from mlm_lab.models.hf_export import export_hf, hf_architecture
from mlm_lab.models.hf_import import import_hf, read_hf_config, read_hf_weights, resolve_hf_folder
from mlm_lab.models.hf_names import SUPPORTED
from mlm_lab.models.hf_tokenizer import load_hf_tokenizer
from mlm_lab.models.io import ModelLoadError, WrongModelKind
from mlm_lab.models.text_model import TextModel

__all__ = [
    "SUPPORTED",
    "export_hf",
    "hf_architecture",
    "import_hf",
    "load_hf_text_model",
    "load_hf_tokenizer",
    "read_hf_config",
    "read_hf_weights",
    "resolve_hf_folder",
]


def load_hf_text_model(folder: str | os.PathLike):
    """A TextModel (model + tokenizer) from a Hugging Face folder, as `load_text_model` returns."""
    folder = resolve_hf_folder(folder)
    model = import_hf(folder)
    if not isinstance(model, MaskedLM):
        raise WrongModelKind(msg("{folder} holds an image model, not a text model", folder=folder), "image")
    tokenizer = load_hf_tokenizer(folder)
    if tokenizer.vocab_size > model.config.vocab_size:
        raise ModelLoadError(
            msg("the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}",
                tokenizer_vocab_size=tokenizer.vocab_size, model_config_vocab_size=model.config.vocab_size)
        )
    return TextModel(model, tokenizer, str(folder))
