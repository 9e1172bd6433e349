"""Quality of text written by unmasking on the books (issue 24 item 5b).

For each masked model given, `--samples` sequences of `--length` tokens from nothing (all
[MASK]) in `--steps` steps with each remasking rule (and confidence in blocks of 8, LLaDA's
semi-autoregressive way); beside them two baselines: a token-trigram sampler counted on the
training books, and the scorer's own left-to-right samples; and held-out text itself (the
6 validation books, cut to the same length). Each set is measured by distinct-2 / distinct-3,
the repetition rate of its words, and its generative perplexity under the scorer: an
independent causal model trained by the engine on the same books (`--scorer`; never a model
measured here). The scorer's own samples are scored by themselves, so their perplexity is
flattered; the trigram's and the held-out text's are fair anchors. Prints a table (JSON with
--out); asserts nothing.

    .venv/bin/python benchmarks/bench_generation_books.py --data ../shared/data/text \
        --models resources/models/text-tiny resources/models/text-tiny-diffusion --scorer SCORER_CKPT \
        --out docs/bundled-models/generation-books.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from mlm_lab.generation import generate  # noqa: E402
from mlm_lab.generation.measures import distinct_n, generative_perplexity, repetition_rate, sample_causal  # noqa: E402
from mlm_lab.generation.unmask import _text  # noqa: E402
from mlm_lab.inference import load_text_model  # noqa: E402


class TrigramSampler:
    """Samples token ids left to right from trigram counts (back-off to bigram, then unigram)."""

    def __init__(self, rows, seed: int = 0):
        self.tri, self.bi, self.uni = defaultdict(Counter), defaultdict(Counter), Counter()
        for row in rows:
            for i, t in enumerate(row):
                self.uni[t] += 1
                if i >= 1:
                    self.bi[row[i - 1]][t] += 1
                if i >= 2:
                    self.tri[(row[i - 2], row[i - 1])][t] += 1
        self.rng = random.Random(seed)

    def _draw(self, counts: Counter) -> int:
        keys, weights = zip(*counts.items(), strict=True)
        return self.rng.choices(keys, weights)[0]

    def sample(self, n: int) -> list[int]:
        out = [self._draw(self.uni)]
        while len(out) < n:
            table = self.tri.get(tuple(out[-2:])) if len(out) >= 2 else None
            table = table or self.bi.get(out[-1]) or self.uni
            out.append(self._draw(table))
        return out


def measured(label: str, texts: list[str], scorer) -> dict:
    row = {"set": label, "distinct_2": round(distinct_n(texts, 2), 4), "distinct_3": round(distinct_n(texts, 3), 4),
           "repetition": round(repetition_rate(texts), 4),
           "gen_perplexity": round(generative_perplexity(scorer, texts), 1), "example": texts[0][:160]}
    print(f"{label:44s} gen-ppl {row['gen_perplexity']:8.1f}  distinct-2 {row['distinct_2']:.3f}  "
          f"repeats {100 * row['repetition']:5.1f} %  | {row['example'][:90]}", flush=True)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, help="the books folder (../shared/data/text)")
    parser.add_argument("--models", nargs="+", required=True)
    parser.add_argument("--scorer", required=True, help="a causal model folder or checkpoint (objective clm)")
    parser.add_argument("--samples", type=int, default=64)
    parser.add_argument("--length", type=int, default=32)
    parser.add_argument("--steps", type=int, default=16)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    start = time.perf_counter()
    scorer = load_text_model(args.scorer)
    from evaluate_bundled import held_out_split

    train_docs, val_docs = held_out_split(args.data)
    tok = scorer.tokenizer
    rows = []
    print(f"{args.samples} samples of {args.length} tokens, {args.steps} steps; scorer {args.scorer}")
    val_ids = [tok.encode_plain(p) for d in val_docs for p in d.paragraphs]
    val_ids = [ids for ids in val_ids if len(ids) >= args.length]
    pick = random.Random(0).sample(val_ids, min(args.samples, len(val_ids)))
    rows.append(measured("held-out books (reference)", [tok.decode(ids[: args.length]) for ids in pick], scorer))
    train_rows = [tok.encode_plain(p) for d in train_docs[:20] for p in d.paragraphs]
    trigram = TrigramSampler(train_rows)
    rows.append(measured("token trigram sampler (20 training books)",
                         [tok.decode(trigram.sample(args.length)) for _ in range(args.samples)], scorer))
    own = sample_causal(scorer, args.samples, max_new=args.length, seed=0, stop_at_sep=False)
    rows.append(measured("the scorer's own samples (flattered)", [tok.decode(r) for r in own], scorer))
    plans = [("confidence", 0), ("random", 0), ("margin", 0), ("confidence", 8), ("left-to-right", 0)]
    for path in args.models:
        tm = load_text_model(path)
        for rule, block in plans:
            texts = []
            for seed in range(0, args.samples, 8):
                g = generate(tm, "", length=args.length, steps=args.steps, remasking=rule, block_length=block,
                             seed=seed, samples=min(8, args.samples - seed))
                texts += [_text(tm.tokenizer, s.ids) for s in g.samples]
            label = f"{Path(path).name}: {rule}" + (f", blocks of {block}" if block else "")
            rows.append({"model": path, "remasking": rule, "block_length": block, **measured(label, texts, scorer)})
    wall = time.perf_counter() - start
    print(f"wall {wall:.0f} s")
    if args.out:
        Path(args.out).write_text(json.dumps({"samples": args.samples, "length": args.length, "steps": args.steps,
                                              "scorer": args.scorer, "rows": rows, "wall_s": round(wall)},
                                             indent=1) + "\n")


if __name__ == "__main__":
    main()
