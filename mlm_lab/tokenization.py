"""WordPiece tokenization with Hugging Face `tokenizers` (BERT's uncased scheme).

Special tokens come first and in this order, so their ids are fixed:
[PAD]=0 [UNK]=1 [CLS]=2 [SEP]=3 [MASK]=4.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tokenizers import Tokenizer, decoders, normalizers, pre_tokenizers, processors
from tokenizers.models import WordPiece
from tokenizers.trainers import WordPieceTrainer

from mlm_lab.errors import msg

SPECIAL_TOKENS = ("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")
PAD, UNK, CLS, SEP, MASK = SPECIAL_TOKENS


class TextError(ValueError):
    """A text the tokenizer cannot read; the message says where and why."""


def check_text(text, what: str = "the text") -> str:
    """`text` if it is a str of real characters, else TextError. A lone surrogate (what
    os.fsdecode makes of bytes that are not UTF-8 in argv, or a JSON "\\udcff") is no character:
    `tokenizers` raises a TypeError on it."""
    if not isinstance(text, str):
        raise TextError(msg("{what} must be text, got {type_text_name}", what=what, type_text_name=type(text).__name__))
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise TextError(msg("{what} holds {ascii_text_exc_start} at character {exc_start_1}: a lone surrogate "
                            "(bytes that were not UTF-8), not a character the tokenizer can read",
                            what=what, ascii_text_exc_start=ascii(text[exc.start]),
                            exc_start_1=exc.start + 1)) from None
    return text


MAX_WORD_CHARS = 100  # longer "words" are [UNK] (WordPiece's max_input_chars_per_word)
_LONG_WORD = re.compile(rf"\S{{{MAX_WORD_CHARS + 1},}}")


def _without_long_words(text: str) -> str:
    """`text` without the runs of over MAX_WORD_CHARS non-space characters: they can only
    become [UNK], and a vocabulary trainer would split each into characters (a 4 MB run
    without a space is millions of symbols)."""
    return _LONG_WORD.sub(" ", text) if _LONG_WORD.search(text) else text


def _pieces(text: str, limit: int) -> list[str]:
    """`text` cut after spaces into pieces of at most `limit` characters (at `limit` where a
    run of that many characters has no space)."""
    if len(text) <= limit:
        return [text]
    out, start = [], 0
    while len(text) - start > limit:
        cut = text.rfind(" ", start + 1, start + limit)
        end = cut + 1 if cut > start else start + limit
        out.append(text[start:end])
        start = end
    out.append(text[start:])
    return out


class TokenizerError(ValueError):
    """A tokenizer file that cannot be used."""


@dataclass
class Encoded:
    """One tokenized text."""

    ids: list[int]
    tokens: list[str]
    word_ids: list[int]  # word index per token, -1 for [CLS], [SEP], [PAD] and [MASK]
    # ([UNK] keeps its word id: it stands for a real word)
    offsets: list[tuple[int, int]]  # character span of each token in the text
    special: list[bool]  # True for [CLS], [SEP], [PAD] and [MASK]: never selected for masking
    truncated: bool = False  # True when the text was longer than max_length


class WordPieceTokenizer:
    """A thin wrapper over a `tokenizers.Tokenizer` with the lab's conventions."""

    def __init__(self, tokenizer: Tokenizer):
        self.backend = tokenizer
        missing = [t for t in SPECIAL_TOKENS if tokenizer.token_to_id(t) is None]
        if missing:
            raise TokenizerError(msg("tokenizer lacks the special tokens {missing}", missing=missing))
        self.pad_token_id = tokenizer.token_to_id(PAD)
        self.unk_token_id = tokenizer.token_to_id(UNK)
        self.cls_token_id = tokenizer.token_to_id(CLS)
        self.sep_token_id = tokenizer.token_to_id(SEP)
        self.mask_token_id = tokenizer.token_to_id(MASK)
        self.special_ids = tuple(tokenizer.token_to_id(t) for t in SPECIAL_TOKENS)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def train(
        cls,
        texts: Iterable[str],
        *,
        vocab_size: int = 8192,
        min_frequency: int = 2,
        lowercase: bool = True,
    ) -> WordPieceTokenizer:
        """Train a WordPiece vocabulary from an iterator of texts."""
        backend = Tokenizer(WordPiece(unk_token=UNK, max_input_chars_per_word=100))
        backend.normalizer = normalizers.BertNormalizer(
            clean_text=True, handle_chinese_chars=True, strip_accents=None, lowercase=lowercase
        )
        backend.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
        backend.decoder = decoders.WordPiece(prefix="##")
        trainer = WordPieceTrainer(
            vocab_size=vocab_size,
            min_frequency=min_frequency,
            special_tokens=list(SPECIAL_TOKENS),
            continuing_subword_prefix="##",
            show_progress=False,
        )
        # pieces cut at spaces count the same words as the whole texts, with bounded memory
        pieces = (_without_long_words(p) for t in texts for p in _pieces(t, 1 << 16))
        backend.train_from_iterator(pieces, trainer=trainer)
        cls_id, sep_id = backend.token_to_id(CLS), backend.token_to_id(SEP)
        backend.post_processor = processors.TemplateProcessing(
            single=f"{CLS} $A {SEP}",
            pair=f"{CLS} $A {SEP} $B:1 {SEP}:1",
            special_tokens=[(CLS, cls_id), (SEP, sep_id)],
        )
        return cls(backend)

    @classmethod
    def load(cls, path: str | os.PathLike) -> WordPieceTokenizer:
        """Load `tokenizer.json` (a file, or a folder holding one)."""
        path = Path(path)
        if path.is_dir():
            path = path / "tokenizer.json"
        if not path.is_file():
            raise TokenizerError(msg("no tokenizer file at {path}", path=path))
        try:
            backend = Tokenizer.from_file(str(path))
        except Exception as exc:  # tokenizers raises a bare Exception on bad JSON
            raise TokenizerError(msg("cannot read tokenizer {path}: {exc}", path=path, exc=exc)) from None
        return cls(backend)

    def save(self, path: str | os.PathLike) -> Path:
        """Write `tokenizer.json` atomically; `path` is a file or a folder."""
        path = Path(path)
        if path.is_dir() or not path.suffix:
            path.mkdir(parents=True, exist_ok=True)
            path = path / "tokenizer.json"
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # hidden: a killed run's leftover is cleared
        try:
            self.backend.save(str(tmp))
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                tmp.unlink()
            raise
        return path

    # -- use ----------------------------------------------------------------------------
    @property
    def vocab_size(self) -> int:
        return self.backend.get_vocab_size()

    def encode(self, text: str, *, max_length: int | None = None) -> Encoded:
        """Tokenize one text with [CLS] ... [SEP]; truncates to max_length tokens.

        With max_length, only a prefix of a long text is tokenized (cut at a space, grown
        until it holds more tokens than are kept), so 2 MB pasted into a sentence box
        costs what 128 tokens cost."""
        enc = self._encode_bounded(text, max_length)
        ids, tokens, offsets = list(enc.ids), list(enc.tokens), [tuple(o) for o in enc.offsets]
        words = [-1 if w is None else int(w) for w in enc.word_ids]
        never = {self.cls_token_id, self.sep_token_id, self.pad_token_id, self.mask_token_id}
        special = [i in never for i in ids]  # [UNK] stands for a real word: it may be masked
        truncated = False
        if max_length is not None and len(ids) > max_length:
            keep = max_length - 1
            ids, tokens, offsets = ids[:keep] + [self.sep_token_id], tokens[:keep] + [SEP], offsets[:keep] + [(0, 0)]
            words, special = words[:keep] + [-1], special[:keep] + [True]
            truncated = True
        # [MASK] written in the text is a special token, not a word to select
        words = [-1 if s else w for w, s in zip(words, special, strict=False)]
        return Encoded(ids, tokens, words, offsets, special, truncated)

    def _encode_bounded(self, text: str, max_length: int | None):
        check_text(text)
        budget = 16 * max_length if max_length else len(text)
        while budget < len(text):
            cut = text.rfind(" ", 0, budget)
            prefix = text[: cut if cut > 0 else budget]
            enc = self.backend.encode(prefix)
            if len(enc.ids) > max_length:  # more than is kept: the rest of the text cannot matter
                return enc
            budget *= 4
        return self.backend.encode(text)

    def encode_plain(self, text: str) -> list[int]:
        """Token ids of a text without [CLS]/[SEP] (for packing a corpus)."""
        return list(self.backend.encode(text, add_special_tokens=False).ids)

    def encode_many(self, texts: Sequence[str]) -> list[list[int]]:
        """Token ids of many texts without special tokens, in parallel."""
        return [list(e.ids) for e in self.backend.encode_batch(list(texts), add_special_tokens=False)]

    def encode_stream(self, texts: Iterable[str], *, batch_chars: int = 1 << 20, piece_chars: int = 1 << 16):
        """Token ids of many texts (no special tokens) as int32 numpy arrays, one per text.
        A long text is encoded as pieces of at most `piece_chars` cut at spaces (the same ids:
        words never span a space), in batches of about `batch_chars` characters, so the
        tokenizer holds one batch's encodings at a time, in parallel over its pieces."""
        import numpy as np

        batch: list[str] = []
        owners: list[int] = []  # which text each piece of the batch belongs to
        done: dict[int, list] = {}
        size = next_out = 0

        def flush():
            nonlocal next_out
            for owner, enc in zip(owners, self.backend.encode_batch(batch, add_special_tokens=False), strict=True):
                done.setdefault(owner, []).append(np.asarray(enc.ids, dtype=np.int32))
            batch.clear()
            owners.clear()

        def ready(upto: int):
            nonlocal next_out
            while next_out < upto:
                parts = done.pop(next_out, [])
                yield np.concatenate(parts) if parts else np.zeros(0, np.int32)
                next_out += 1

        count = 0
        for index, text in enumerate(texts):
            count = index + 1
            for piece in _pieces(text, piece_chars):
                batch.append(piece)
                owners.append(index)
                size += len(piece)
            if size >= batch_chars:
                flush()
                size = 0
                yield from ready(index + 1)
        if batch:
            flush()
        yield from ready(count)

    def decode(self, ids: Sequence[int], *, skip_special_tokens: bool = True) -> str:
        return self.backend.decode(list(ids), skip_special_tokens=skip_special_tokens)

    def id_to_token(self, token_id: int) -> str:
        token = self.backend.id_to_token(int(token_id))
        return UNK if token is None else token

    def token_to_id(self, token: str) -> int | None:
        return self.backend.token_to_id(token)

    def tokens_to_words(self, ids: Sequence[int]) -> list[int]:
        """Word ids for a sequence of ids, from the `##` continuation prefix (-1 for special)."""
        words: list[int] = []
        current = -1
        for token_id in ids:
            if token_id in self.special_ids and token_id != self.unk_token_id:
                words.append(-1)
                continue
            if not self.id_to_token(token_id).startswith("##") or current < 0:
                current += 1
            words.append(current)
        return words
