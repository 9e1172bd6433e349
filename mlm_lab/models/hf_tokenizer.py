"""Read a Hugging Face folder's WordPiece tokenizer into the lab's `WordPieceTokenizer`."""

from __future__ import annotations

import json
import os
from pathlib import Path

from mlm_lab.errors import msg
from mlm_lab.models.hf_names import SPECIAL_ROLES
from mlm_lab.models.io import ModelLoadError
from mlm_lab.userfiles import read_model_json


def load_hf_tokenizer(folder: str | os.PathLike):
    """The folder's WordPiece tokenizer: tokenizer.json, or vocab.txt built into one.

    Follows tokenizer_config.json's do_lower_case / strip_accents / tokenize_chinese_chars
    as transformers' BERT tokenizers do. Needs BERT's special tokens `[PAD]`, `[UNK]`, `[CLS]`, `[SEP]`, `[MASK]`.
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
            raise ModelLoadError(msg("no tokenizer.json or vocab.txt in {folder}", folder=folder))
        return WordPieceTokenizer(backend)
    except (TokenizerError, json.JSONDecodeError, UnicodeDecodeError, OSError) as exc:
        raise ModelLoadError(
            msg("{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]",
                folder=folder, exc=exc)
        ) from None
    except Exception as exc:  # the tokenizers library raises bare Exceptions on malformed files
        if isinstance(exc, ModelLoadError):
            raise
        raise ModelLoadError(msg("cannot read the tokenizer in {folder}: {exc}", folder=folder, exc=exc)) from None


def _tokenizer_options(folder: Path) -> dict:
    path = folder / "tokenizer_config.json"
    if not path.is_file():
        return {}
    try:
        data = read_model_json(path, what="tokenizer config")
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}
