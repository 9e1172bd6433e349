"""Measure a text or image model the way the model cards report it, beside the baselines.

    python scripts/evaluate_bundled.py text  --model resources/models/text-tiny --data ../shared/data/text
    python scripts/evaluate_bundled.py image --model resources/models/mae-tiny  --data ../shared/data/images

Text: the held-out books (the same split as training: split_documents(seed=0)), packed
into 128-token rows; 15 % of ordinary tokens replaced by [MASK] (fixed seed); top-1 and
top-5 accuracy at those positions, beside a count-based baseline that predicts each
masked token from its left and right neighbours (trigram context with back-off,
counted on the training books with the same tokenizer); pseudo-perplexity (every token
masked in turn) on a subset of rows.
Image: the BSDS500 validation photos, centre crops at the model's size, 75 % random
masking (fixed seed); PSNR and SSIM over hidden patches, beside mean-colour fill and
interpolation from the visible pixels.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.baselines import TrigramFiller  # noqa: E402
from mlm_lab.data.text_files import pack_sequences, read_text_documents, split_documents  # noqa: E402
from mlm_lab.inference import load_image_model, load_text_model  # noqa: E402
from mlm_lab.masking import TokenMaskingConfig, mask_tokens  # noqa: E402


@torch.no_grad()
def evaluate_text(model_dir: str, data: str, rows: int, pppl_rows: int, seed: int = 1234) -> dict:
    tm = load_text_model(model_dir)
    tok, model = tm.tokenizer, tm.model.eval()
    train_docs, val_docs = split_documents(read_text_documents(data), 0.1, seed=0)
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
    b1 = b5 = 0
    ids = masked.input_ids
    for r, c in masked.selected.nonzero().tolist():
        left = int(ids[r, c - 1]) if c > 0 and ids[r, c - 1] != tok.mask_token_id else None
        right = int(ids[r, c + 1]) if c + 1 < ids.shape[1] and ids[r, c + 1] != tok.mask_token_id else None
        guess = filler.predict(left, right, k=5)
        truth = int(val[r, c])
        b1 += int(bool(guess) and guess[0] == truth)
        b5 += int(truth in guess)

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
    }


@torch.no_grad()
def evaluate_image(model_dir: str, data: str, seed: int = 4321) -> dict:
    import numpy as np

    from mlm_lab.baselines import interpolate_fill, mean_colour_fill
    from mlm_lab.imaging import load_image, square_resize
    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    model = load_image_model(model_dir)
    files = sorted((Path(data) / "bsds500" / "val").glob("*.jpg"))
    scores: dict[str, list[float]] = {}
    for i, path in enumerate(files):
        r = reconstruct(path, model=model, ratio=0.75, strategy="random", seed=seed + i)
        orig = square_resize(load_image(path), model.config.image_size)
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
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    if args.task == "text":
        print(json.dumps(evaluate_text(args.model, args.data, args.rows, args.pppl_rows)))
    else:
        print(json.dumps(evaluate_image(args.model, args.data)))


if __name__ == "__main__":
    main()
