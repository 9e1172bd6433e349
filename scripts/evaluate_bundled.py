"""Measure a text or image model the way the model cards report it, beside the baselines.

    python scripts/evaluate_bundled.py text  --model resources/models/text-tiny --data ../shared/data/text
    python scripts/evaluate_bundled.py image --model resources/models/mae-tiny  --data ../shared/data/images

Text: the held-out books (the same split as training: split_documents(seed=0)), packed
into 128-token rows; 15 % of ordinary tokens replaced by [MASK] (fixed seed); top-1 and
top-5 accuracy at those positions, beside a count-based baseline that predicts each
masked token from its left and right neighbours (trigram context with back-off,
counted on the training books with the same tokenizer); pseudo-perplexity (every token
masked in turn) on a subset of rows. Word level (`word_level`): sentences of the held-out
books, ONE whole word hidden per sentence, chosen (fixed seed) among its words that are a
single WordPiece token; the model's top-1 / top-5 word (among the vocabulary's whole-word
tokens) beside a word-trigram baseline (left and right neighbour words, back-off), counted
on the training books only, choosing among the same words.
Image: the BSDS500 validation photos, centre crops at the model's size, 75 % random
masking (fixed seed); PSNR and SSIM over hidden patches, beside mean-colour fill and
interpolation from the visible pixels.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import re
import sys
from collections import Counter
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.baselines import TrigramFiller  # noqa: E402
from mlm_lab.data.text_files import pack_sequences, read_text_documents, split_documents  # noqa: E402
from mlm_lab.inference import load_image_model, load_text_model  # noqa: E402
from mlm_lab.masking import TokenMaskingConfig, mask_tokens  # noqa: E402


def held_out_split(data: str):
    """(training books, held-out books): the split the bundled text model trained on."""
    return split_documents(read_text_documents(data), 0.1, seed=0)


@torch.no_grad()
def evaluate_text(model_dir: str, data: str, rows: int, pppl_rows: int, seed: int = 1234,
                  words: int = 1500) -> dict:
    tm = load_text_model(model_dir)
    tok, model = tm.tokenizer, tm.model.eval()
    train_docs, val_docs = held_out_split(data)
    seq = model.config.max_position

    def pack(docs):
        return torch.cat([pack_sequences(tok.encode_many(d.paragraphs), seq, cls_id=tok.cls_token_id,
                                         sep_id=tok.sep_token_id) for d in docs])

    val = pack(val_docs)
    perm = torch.randperm(val.shape[0], generator=torch.Generator().manual_seed(seed))[:rows]
    val = val[perm]
    special = (val == tok.cls_token_id) | (val == tok.sep_token_id) | (val == tok.pad_token_id)
    cfg = TokenMaskingConfig(mask_prob=0.15, mask_token_prob=1.0, random_token_prob=0.0)
    masked = mask_tokens(val, cfg, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                         special_tokens_mask=special, generator=torch.Generator().manual_seed(seed))
    top1 = top5 = count = 0
    for i in range(0, val.shape[0], 32):
        out = model(masked.input_ids[i : i + 32], labels=masked.labels[i : i + 32])
        target = masked.labels[i : i + 32][masked.labels[i : i + 32] != -100]
        best = out.logits.topk(5, dim=-1).indices
        top1 += int((best[:, 0] == target).sum())
        top5 += int((best == target[:, None]).any(dim=1).sum())
        count += target.numel()

    filler = TrigramFiller().fit(row.tolist() for row in pack(train_docs))
    ids = masked.input_ids

    def neighbours():  # (left, right, truth) at each masked position; a masked neighbour is unknown
        for r, c in masked.selected.nonzero().tolist():
            left = int(ids[r, c - 1]) if c > 0 and ids[r, c - 1] != tok.mask_token_id else None
            right = int(ids[r, c + 1]) if c + 1 < ids.shape[1] and ids[r, c + 1] != tok.mask_token_id else None
            yield left, right, int(val[r, c])

    b1, b5 = filler.hits(neighbours(), k=5)

    nll, n = 0.0, 0
    for row in val[:pppl_rows]:
        positions = list(range(1, len(row) - 1))  # every token but [CLS] and [SEP]
        batch = row.repeat(len(positions), 1)
        batch[torch.arange(len(positions)), torch.tensor(positions)] = tok.mask_token_id
        labels = torch.full_like(batch, -100)
        labels[torch.arange(len(positions)), torch.tensor(positions)] = row[positions]
        out = model(batch, labels=labels)
        nll += float(out.loss) * len(positions)
        n += len(positions)
    return {
        "rows": int(val.shape[0]), "masked_tokens": count,
        "top1": round(top1 / count, 4), "top5": round(top5 / count, 4),
        "baseline_trigram_top1": round(b1 / count, 4), "baseline_trigram_top5": round(b5 / count, 4),
        "pseudo_perplexity": round(math.exp(nll / n), 2), "pppl_tokens": n,
        "validation_books": [d.name for d in val_docs],
        **({"word_level": evaluate_words(tm, train_docs, val_docs, words)} if words else {}),
    }


SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[.!?][\"'\u201d\u2019])\s+")


def _words(tok, text: str) -> list[str]:
    """The tokenizer's own words (normalized, split at spaces and punctuation)."""
    backend = tok.backend
    return [w for w, _ in backend.pre_tokenizer.pre_tokenize_str(backend.normalizer.normalize_str(text))]


def word_cloze_items(tok, docs, n: int, seed: int, max_tokens: int) -> list[tuple[list[str], int]]:
    """n (sentence words, index of the hidden word) from the books: sentences of 5-40 words that
    fit max_tokens; in each, one word chosen among those that are a single whole-word token."""
    rng = random.Random(seed)
    sentences = []
    for doc in docs:
        for paragraph in doc.paragraphs:
            for sentence in SENTENCE_END.split(paragraph):
                words = _words(tok, sentence)
                if 5 <= len(words) <= 40:
                    sentences.append(words)
    rng.shuffle(sentences)
    items = []
    for words in sentences:
        choices = [i for i, w in enumerate(words) if w.isalpha() and tok.token_to_id(w) is not None]
        if not choices or len(tok.encode(" ".join(words)).ids) > max_tokens:
            continue
        items.append((words, rng.choice(choices)))
        if len(items) == n:
            break
    return items


def items_digest(items) -> str:
    """A short fingerprint of the cloze items (sentences and hidden words), for metrics.json."""
    text = "\n".join(" ".join(words) + f"\t{k}" for words, k in items)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@torch.no_grad()
def model_word_scores(tm, items) -> tuple[int, int]:
    """(top-1 hits, top-5 hits) of the model's whole-word guesses at the hidden words."""
    tok, model = tm.tokenizer, tm.model.eval()
    vocab = tok.backend.get_vocab()
    allowed = torch.zeros(tok.vocab_size, dtype=torch.bool)  # whole-word tokens the answer can be
    for token, i in vocab.items():
        allowed[i] = token.isalpha() and i not in tok.special_ids
    top1 = top5 = 0
    mask_text = tok.backend.id_to_token(tok.mask_token_id)
    for start in range(0, len(items), 64):
        chunk = items[start : start + 64]
        encoded = [tok.encode(" ".join(words[:k] + [mask_text] + words[k + 1 :])).ids for words, k in chunk]
        T = max(len(ids) for ids in encoded)
        ids = torch.full((len(chunk), T), tok.pad_token_id, dtype=torch.long)  # [B, T]
        for r, e in enumerate(encoded):
            ids[r, : len(e)] = torch.tensor(e)
        where = ids == tok.mask_token_id  # one per row
        if not bool((where.sum(dim=1) == 1).all()):
            raise RuntimeError("a cloze sentence does not hold exactly one [MASK]")
        logits = model(ids, attention_mask=ids != tok.pad_token_id, positions=where).logits  # [B, V]
        best = logits.masked_fill(~allowed, float("-inf")).topk(5, dim=-1).indices
        target = torch.tensor([vocab[words[k]] for words, k in chunk])
        top1 += int((best[:, 0] == target).sum())
        top5 += int((best == target[:, None]).any(dim=1).sum())
    return top1, top5


def evaluate_words(tm, train_docs, val_docs, n: int = 1500, seed: int = 2024) -> dict:
    """Word-level cloze on held-out sentences: the model vs a word-trigram baseline (see the
    module docstring). Returns {top1, top5, baseline_top1, baseline_top5, n, ...}."""
    tok = tm.tokenizer
    vocab = tok.backend.get_vocab()
    items = word_cloze_items(tok, val_docs, n, seed, tm.model.config.max_position)
    top1, top5 = model_word_scores(tm, items)

    index: dict[str, int] = {}
    sequences = [[index.setdefault(w, len(index)) for w in _words(tok, p)] for d in train_docs for p in d.paragraphs]
    targets = {i for w, i in index.items() if w.isalpha() and w in vocab}
    filler = TrigramFiller().fit(sequences, targets)  # only whole-word tokens are counted as answers

    def neighbours():  # (left, right, truth) word ids; a word the training books lack is -1
        for words, k in items:
            left = index.get(words[k - 1], -1) if k > 0 else None
            right = index.get(words[k + 1], -1) if k + 1 < len(words) else None
            yield left, right, index.get(words[k], -1)

    b1, b5 = filler.hits(neighbours(), k=5)
    count = max(len(items), 1)
    hidden_words = Counter(words[k] for words, k in items)
    return {"top1": round(top1 / count, 4), "top5": round(top5 / count, 4),
            "baseline_top1": round(b1 / count, 4), "baseline_top5": round(b5 / count, 4), "n": len(items),
            "seed": seed, "distinct_words": len(hidden_words), "items_sha256": items_digest(items),
            "training_words": sum(len(s) for s in sequences)}


@torch.no_grad()
def evaluate_image(model_dir: str, data: str, seed: int = 4321) -> dict:
    import numpy as np

    from mlm_lab.baselines import interpolate_fill, mean_colour_fill
    from mlm_lab.imaging import crop_resize_square, load_image
    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    model = load_image_model(model_dir)
    files = sorted((Path(data) / "bsds500" / "val").glob("*.jpg"))
    if not files:
        raise SystemExit(f"no validation photos in {Path(data) / 'bsds500' / 'val'}: --data is the folder that "
                         "holds bsds500/ (e.g. ../shared/data/images)")
    scores: dict[str, list[float]] = {}
    for i, path in enumerate(files):
        r = reconstruct(path, model=model, ratio=0.75, strategy="random", seed=seed + i)
        orig = crop_resize_square(load_image(path), model.config.image_size)
        assert np.allclose(orig, r.original)
        P = r.patch_size
        for name, guess in (("model", r.pasted), ("mean_colour", mean_colour_fill(orig, r.mask, P)),
                            ("interpolate", interpolate_fill(orig, r.mask, P))):
            scores.setdefault(f"{name}_psnr", []).append(psnr_hidden(orig, guess, r.mask, P))
            scores.setdefault(f"{name}_ssim", []).append(ssim_hidden(orig, guess, r.mask, P))
    result = {k: round(float(np.mean(v)), 3) for k, v in scores.items()}
    result["photos"] = len(files)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", choices=["text", "image"])
    parser.add_argument("--model", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--rows", type=int, default=1000, help="validation rows for accuracy (text)")
    parser.add_argument("--pppl-rows", type=int, default=20, help="rows for pseudo-perplexity (text)")
    parser.add_argument("--words", type=int, default=1500, help="sentences for the word-level cloze (text; 0: skip)")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    if args.task == "text":
        print(json.dumps(evaluate_text(args.model, args.data, args.rows, args.pppl_rows, words=args.words)))
    else:
        print(json.dumps(evaluate_image(args.model, args.data)))


if __name__ == "__main__":
    main()
