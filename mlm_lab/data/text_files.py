"""User text: `.txt` files or folders of them, read as UTF-8, packed into sequences."""

from __future__ import annotations

import codecs
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import torch

from mlm_lab.errors import msg, words


class DataError(ValueError):
    """Data that cannot be used; the message says what is wrong and where."""


@dataclass
class TextDocument:
    name: str  # file name (a book)
    paragraphs: list[str]  # non-empty lines
    replaced_bytes: int = 0  # undecodable bytes replaced by U+FFFD


def is_within(path: str | os.PathLike, folder: str | os.PathLike | None) -> bool:
    """True when `path` is `folder` or lies inside it (after resolving links)."""
    if not folder:
        return False
    return Path(path).resolve().is_relative_to(Path(folder).resolve())


def find_text_files(path: str | os.PathLike, *, exclude: str | os.PathLike | None = None) -> list[Path]:
    """A .txt file, or every .txt file under a folder (recursive, sorted), leaving out
    those within `exclude` (a held-out file or folder)."""
    path = Path(path)
    if not path.exists():
        raise DataError(msg("no such file or folder: {path}", path=path))
    if path.is_file():
        return [] if is_within(path, exclude) else [path]
    files = sorted(p for p in path.rglob("*.txt") if p.is_file() and not is_within(p, exclude))
    if not files:
        outside = msg(" outside {exclude}", exclude=exclude) if exclude else ""
        raise DataError(msg("no .txt files in {path}{outside}", path=path, outside=outside))
    return files


MAX_PIECE_CHARS = 4_000_000  # the longest text handed to the tokenizer at once (a 2 MB line stays whole)
READ_BLOCK = 1 << 20  # bytes read at a time


def read_text_documents(path: str | os.PathLike, *, exclude: str | os.PathLike | None = None) -> list[TextDocument]:
    """Read every text file as UTF-8; undecodable bytes are replaced and counted. A file is
    read in blocks and a line longer than MAX_PIECE_CHARS is cut into pieces at spaces, so
    no input (a 200 MB file on one line) reaches the tokenizer in one piece."""
    documents = []
    files = find_text_files(path, exclude=exclude)
    if not files:
        raise DataError(msg("{path} is the held-out text itself: nothing is left to train on", path=path))
    for file in files:
        paragraphs, replaced = _read_paragraphs(file)
        documents.append(TextDocument(file.name, paragraphs, replaced))
    if not any(doc.paragraphs for doc in documents):
        raise DataError(msg("no readable text in {path}", path=path))
    return documents


def _read_paragraphs(file: Path) -> tuple[list[str], int]:
    """(non-empty lines, stripped and cut into pieces of at most MAX_PIECE_CHARS; the number
    of undecodable bytes replaced by U+FFFD)."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    paragraphs: list[str] = []
    replaced = chars = 0
    pending = ""
    first = True
    try:
        with open(file, "rb") as handle:
            while True:
                block = handle.read(READ_BLOCK)
                if first and (b"\x00" in block[:65536]):
                    raise DataError(msg("{file} is not a UTF-8 text file (binary data or another encoding)", file=file))
                first = False
                text = decoder.decode(block, final=not block)
                replaced += text.count("\ufffd") - _literal_replacement_chars(block)
                chars += len(text)
                if chars >= READ_BLOCK and _undecodable(replaced, chars):  # no need to read 200 MB of it
                    raise DataError(msg("{file} is not a UTF-8 text file (binary data or another encoding)", file=file))
                lines = (pending + text).splitlines(keepends=True)
                pending = lines.pop() if lines and block and not lines[-1].endswith(("\n", "\r")) else ""
                for line in lines:
                    _add_line(paragraphs, line)
                while len(pending) > MAX_PIECE_CHARS:  # a line that goes on: take its complete pieces now
                    cut = _cut_at(pending, MAX_PIECE_CHARS)
                    _add_line(paragraphs, pending[:cut])
                    pending = pending[cut:]
                if not block:
                    break
    except OSError as exc:
        raise DataError(msg("cannot read {file}: {exc_strerror_or_exc}",
                            file=file, exc_strerror_or_exc=exc.strerror or exc)) from None
    if _undecodable(replaced, chars):
        raise DataError(msg("{file} is not a UTF-8 text file (binary data or another encoding)", file=file))
    _add_line(paragraphs, pending)
    return paragraphs, max(0, replaced)


def _undecodable(replaced: int, chars: int) -> bool:
    return replaced > max(16, chars // 10)


def _literal_replacement_chars(block: bytes) -> int:
    """U+FFFD written in the file itself (not a replacement): its UTF-8 bytes EF BF BD."""
    return block.count(b"\xef\xbf\xbd")


def _add_line(paragraphs: list[str], line: str) -> None:
    while len(line) > MAX_PIECE_CHARS:
        cut = _cut_at(line, MAX_PIECE_CHARS)
        _add_line(paragraphs, line[:cut])
        line = line[cut:]
    line = line.strip()
    if line:
        paragraphs.append(line)


def _cut_at(text: str, limit: int) -> int:
    """Where to cut `text` to at most `limit` characters: after the last space before it, else at it."""
    cut = text.rfind(" ", limit // 2, limit)
    return cut + 1 if cut > 0 else limit


def split_documents(
    documents: Sequence[TextDocument], eval_fraction: float = 0.1, *, seed: int = 0
) -> tuple[list[TextDocument], list[TextDocument]]:
    """Hold out whole documents when there are several (by book), else the end of each one:
    its last paragraphs, or, when it has fewer than MIN_PARAGRAPHS_TO_SPLIT (one long line),
    its last `eval_fraction` of characters, cut at a word boundary."""
    docs = [d for d in documents if d.paragraphs]
    if len(docs) >= 4:
        order = torch.randperm(len(docs), generator=torch.Generator().manual_seed(seed)).tolist()
        n_eval = max(1, int(round(len(docs) * eval_fraction)))
        eval_ids = set(order[:n_eval])
        return [d for i, d in enumerate(docs) if i not in eval_ids], [d for i, d in enumerate(docs) if i in eval_ids]
    train, held = [], []
    for doc in docs:
        if len(doc.paragraphs) < MIN_PARAGRAPHS_TO_SPLIT:
            head, tail = _split_characters(doc.paragraphs, eval_fraction)
            train.append(TextDocument(doc.name, head, doc.replaced_bytes))
            if tail:
                held.append(TextDocument(doc.name, tail, 0))
            continue
        cut = max(1, int(len(doc.paragraphs) * (1 - eval_fraction)))
        cut = min(cut, len(doc.paragraphs) - 1) if len(doc.paragraphs) > 1 else cut
        train.append(TextDocument(doc.name, doc.paragraphs[:cut], doc.replaced_bytes))
        if doc.paragraphs[cut:]:
            held.append(TextDocument(doc.name, doc.paragraphs[cut:], 0))
    return train, held


MIN_PARAGRAPHS_TO_SPLIT = 10  # fewer: a paragraph is too coarse a unit to hold out 10 % by


def _split_characters(paragraphs: list[str], eval_fraction: float) -> tuple[list[str], list[str]]:
    """(head, tail) of the paragraphs with about `eval_fraction` of the characters in the tail,
    cut at the last space before that point (or the first after it); the tail is empty when
    there is no space to cut at (a single word)."""
    target = int(sum(len(p) for p in paragraphs) * (1 - eval_fraction))
    for i, paragraph in enumerate(paragraphs):
        if target >= len(paragraph) and i < len(paragraphs) - 1:
            target -= len(paragraph)
            continue
        if target == 0 and i > 0:  # the point falls between two paragraphs
            return paragraphs[:i], paragraphs[i:]
        cut = paragraph.rfind(" ", 0, target + 1)
        if cut <= 0:
            cut = paragraph.find(" ", target)
        if cut <= 0:  # no word boundary inside this paragraph: cut before it, if anything is before
            return (paragraphs[:i], paragraphs[i:]) if i > 0 else (list(paragraphs), [])
        head, tail = paragraph[:cut].strip(), paragraph[cut:].strip()
        return paragraphs[:i] + [head], [tail] + paragraphs[i + 1 :]
    return list(paragraphs), []


def pack_sequences(token_lists: Sequence[Sequence[int]], seq_len: int, *, cls_id: int, sep_id: int) -> torch.Tensor:
    """Concatenate token lists and cut them into rows of [CLS] + (seq_len - 2) tokens + [SEP].

    Returns [N, seq_len] long; the tail that does not fill a row is dropped.
    """
    body = seq_len - 2
    if body < 1:
        raise ValueError(words("seq_len must be at least 3"))
    flat = torch.tensor([t for tokens in token_lists for t in tokens], dtype=torch.long)
    n = flat.numel() // body
    if n == 0:
        return torch.zeros(0, seq_len, dtype=torch.long)
    rows = flat[: n * body].view(n, body)
    cls = torch.full((n, 1), cls_id, dtype=torch.long)
    sep = torch.full((n, 1), sep_id, dtype=torch.long)
    return torch.cat([cls, rows, sep], dim=1)
