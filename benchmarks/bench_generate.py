"""Speed of generation by unmasking with the bundled generator (issue 24, "Speed").

Targets on a 2-core CPU: 32 tokens in 16 steps at most 100 ms median; 8 samples in one
batch at most 2x one sample. Also prints the cost of one step (one model call on the
batch) and of 1 step / 64 steps. Prints figures; asserts nothing. Each figure is a
wall-clock median and, in brackets, this process's CPU time per call.

    .venv/bin/python benchmarks/bench_generate.py [--repeats 30] [--threads 2] [--model FOLDER]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch

from mlm_lab.generation import bundled_generator, bundled_generator_dir, generate
from mlm_lab.inference import load_text_model


def timed(fn, repeats: int) -> tuple[float, float, float]:
    """(median wall ms, p90 wall ms, mean CPU ms) of fn() after one warm-up call."""
    fn()
    walls, cpu0 = [], time.process_time()
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        walls.append((time.perf_counter() - t) * 1000)
    cpu = (time.process_time() - cpu0) * 1000 / repeats
    walls.sort()
    return statistics.median(walls), walls[int(0.9 * (len(walls) - 1))], cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", help="a masked-LM folder (default: the bundled generator)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    tm = load_text_model(args.model) if args.model else bundled_generator()
    name = args.model or bundled_generator_dir().name
    print(f"model {name}, {args.threads} thread(s), {args.repeats} repeats, torch {torch.__version__}")
    cases = [
        ("32 tokens, 16 steps, 1 sample (target <= 100 ms)", dict(length=32, steps=16, samples=1)),
        ("32 tokens, 16 steps, 8 samples in one batch", dict(length=32, steps=16, samples=8)),
        ("32 tokens, 1 step (BERT-style)", dict(length=32, steps=1, samples=1)),
        ("32 tokens, 32 steps, left to right", dict(length=32, steps=32, remasking="left-to-right")),
        ("64 tokens, 64 steps, 1 sample", dict(length=64, steps=64, samples=1)),
    ]
    results = {}
    for label, kw in cases:
        med, p90, cpu = timed(lambda kw=kw: generate(tm, "", seed=0, **kw), args.repeats)
        results[label] = med
        steps = kw.get("steps", 1) if kw.get("remasking") != "left-to-right" else kw["length"]
        print(f"{label:52s} median {med:7.1f} ms  p90 {p90:7.1f}  [cpu {cpu:7.1f}]  per step {med / steps:5.2f} ms")
    one, eight = results[cases[0][0]], results[cases[1][0]]
    print(f"8 samples / 1 sample: {eight / one:.2f}x (target <= 2x)")


if __name__ == "__main__":
    main()
