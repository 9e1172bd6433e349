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


def median_ms(fn, repeats: int, figures: list | None = None, name: str = "") -> str:
    """Median wall time, and median CPU time of this process (on a shared, loaded machine the
    wall time includes waiting for a core; the CPU time is what the query costs). With `figures`,
    both are appended there as figures named `name`."""
    fn()
    wall, cpu = [], []
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(1000 * (time.perf_counter() - t))
        cpu.append(1000 * (time.process_time() - c))
    if figures is not None:
        from results_file import figure

        figures.append(figure(f"{name}, median wall time", round(statistics.median(wall), 1), "ms", target="50 ms"))
        figures.append(figure(f"{name}, median CPU time", round(statistics.median(cpu), 1), "ms"))
    return f"{statistics.median(wall):.1f} ms wall, {statistics.median(cpu):.1f} ms CPU"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache-dir", default=None)
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--record", metavar="PATH", help="also write the figures as JSON (benchmarks/results/bench_token_index.json)")
    args = ap.parse_args()
    figures: list | None = [] if args.record else None
    torch.set_num_threads(args.threads)
    tm, sentences = bundled_text_model(), reference_sentences()
    t = time.perf_counter()
    index = TokenIndex.cached(tm, sentences=sentences, cache_dir=args.cache_dir)
    print(f"index: {len(index):,} tokens of {len(sentences):,} sentences, built or loaded in "
          f"{time.perf_counter() - t:.1f} s")
    q = QUERIES[0]
    token = tm.tokenizer.encode(q).tokens.index("bank")
    built = time.perf_counter() - t
    kinds = (("token neighbours (k=10, query forward included)", lambda: index.neighbours(q, token, 10)),
             ("token neighbours (k=10, index scan only)", lambda: index.neighbours_of_vector(vec, 10)),
             ("sentence search (embedding + TF-IDF, k=5)", lambda: index.sentence_search(q, 5)))
    vec, _ = index.query_vector(q, token)
    for name, fn in kinds:
        print(f"{name}: {median_ms(fn, args.repeats, figures, name)} (median)")
    if args.record:
        from results_file import figure, write_record

        figures.insert(0, figure("index: tokens of the reference corpus", len(index)))
        figures.insert(1, figure("index built or loaded from the cache", round(built, 1), "s"))
        write_record(args.record, bench="bench_token_index", title="Nearest tokens and sentence search over the "
                     "reference corpus", figures=figures, note=f"median of {args.repeats} after one warm-up, "
                     f"{args.threads} torch thread(s); the bundled text-tiny")
    for q in QUERIES:
        token = tm.tokenizer.encode(q).tokens.index("bank")
        print(f"\nneighbours of 'bank' in: {q}")
        for n in index.neighbours(q, token, 8):
            a, b = n.span
            print(f"  {n.cosine:.3f}  ...{n.sentence[max(0, a - 45):a]}[{n.sentence[a:b]}]{n.sentence[b:b + 35]}...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
