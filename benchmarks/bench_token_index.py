"""Token-neighbour and sentence-search latency over the shipped reference corpus: prints figures.

    OMP_NUM_THREADS=1 PYTHONPATH=. python benchmarks/bench_token_index.py [--cache-dir DIR]

Builds (or loads from the cache) the bundled text model's index of resources/corpus,
then times each query kind (median of `--repeats`, after one warm-up): the query
sentence's forward pass is included, as the app pays it on every click. Target: 50 ms.
Also prints the neighbours of "bank" in a river and in a money sentence.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mlm_lab.features import TokenIndex, reference_sentences
from mlm_lab.inference import bundled_text_model

QUERIES = ("he sat on the bank of the river and watched the water .",
           "she took the money to the bank and paid the clerk .")


def median_ms(fn, repeats: int) -> str:
    """Median wall time, and median CPU time of this process (on a shared, loaded machine the
    wall time includes waiting for a core; the CPU time is what the query costs)."""
    fn()
    wall, cpu = [], []
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(1000 * (time.perf_counter() - t))
        cpu.append(1000 * (time.process_time() - c))
    return f"{statistics.median(wall):.1f} ms wall, {statistics.median(cpu):.1f} ms CPU"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache-dir", default=None)
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    tm, sentences = bundled_text_model(), reference_sentences()
    t = time.perf_counter()
    index = TokenIndex.cached(tm, sentences=sentences, cache_dir=args.cache_dir)
    print(f"index: {len(index):,} tokens of {len(sentences):,} sentences, built or loaded in "
          f"{time.perf_counter() - t:.1f} s")
    q = QUERIES[0]
    token = tm.tokenizer.encode(q).tokens.index("bank")
    print(f"token neighbours (k=10, query forward included): {median_ms(lambda: index.neighbours(q, token, 10), args.repeats)} (median)")
    vec, _ = index.query_vector(q, token)
    print(f"token neighbours (k=10, index scan only): {median_ms(lambda: index.neighbours_of_vector(vec, 10), args.repeats)}")
    print(f"sentence search (embedding + TF-IDF, k=5): {median_ms(lambda: index.sentence_search(q, 5), args.repeats)}")
    for q in QUERIES:
        token = tm.tokenizer.encode(q).tokens.index("bank")
        print(f"\nneighbours of 'bank' in: {q}")
        for n in index.neighbours(q, token, 8):
            a, b = n.span
            print(f"  {n.cosine:.3f}  ...{n.sentence[max(0, a - 45):a]}[{n.sentence[a:b]}]{n.sentence[b:b + 35]}...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
