"""Key/value caches for generation by unmasking against length (issue 41 item 2).

The bundled generator writes 8, 16, 32, 64 and 126 tokens from nothing, one position a step, in
blocks of 8 (4 at 8 tokens), seed 0:

- with full attention and no cache (the reference), with the approximate prefix and dual caches
  (refreshed every 4 calls: Fast-dLLM's prefix cache and DualCache);
- with block-causal attention without and with the prefix cache (exact: the same tokens).

For each: the median wall time and this process's mean CPU time per generation (the speed-up
divides CPU times, which other programs on the cores change least), the model calls made over
every position and over the rows alone, the share of positions whose likeliest token a cached
call gives as fresh keys/values would (step agreement), the relative distance of the kept
keys/values from fresh ones, and the share of the final tokens equal to the run without a cache
of the same attention (one differing token changes every later step, so this falls fast).
Prints the figures; `--record FILE` writes them as benchmarks/results/bench_generate_cache.json.

    .venv/bin/python benchmarks/bench_generate_cache.py [--repeats 5] [--threads 1] [--record FILE]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from results_file import command_line, figure, write_record

from mlm_lab.generation import bundled_generator, generate

LENGTHS = (8, 16, 32, 64, 126)
CASES = (("full", "none"), ("full", "prefix"), ("full", "dual"), ("block-causal", "none"), ("block-causal", "prefix"))


def timed(fn, repeats: int) -> tuple[float, float]:
    """(median wall ms, mean CPU ms) of fn() after one warm-up call."""
    fn()
    walls, cpu = [], 0.0
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        fn()
        walls.append((time.perf_counter() - t) * 1000)
        cpu += (time.process_time() - c) * 1000
    return statistics.median(walls), cpu / repeats


def measure(tm, repeats: int) -> list[dict]:
    rows = []
    for length in LENGTHS:
        base = dict(length=length, steps=length, block_length=8 if length > 8 else 4, seed=0)
        reference = {a: generate(tm, "", attention=a, **base).samples[0].ids for a in ("full", "block-causal")}
        cpu_of = {}
        for attention, cache in CASES:
            kw = dict(base, attention=attention, cache=cache)
            wall, cpu = timed(lambda kw=kw: generate(tm, "", **kw), repeats)
            cpu_of[attention, cache] = cpu
            row = {"length": length, "attention": attention, "cache": cache, "median_ms": round(wall, 1),
                   "cpu_ms": round(cpu, 1)}
            if cache != "none":
                g = generate(tm, "", measure_cache=True, **kw)
                calls = g.calls
                same = [a == b for a, b in zip(g.samples[0].ids, reference[attention], strict=True)]
                row.update(speedup=round(cpu_of[attention, "none"] / cpu, 2), full_calls=calls["full_calls"],
                           row_calls=calls["row_calls"],
                           step_agreement=round(statistics.mean(calls["agree"]), 4) if calls["agree"] else 1.0,
                           kv_distance=round(statistics.mean(calls["drift"]), 4) if calls["drift"] else 0.0,
                           final_agreement=round(statistics.mean(same), 4))
            rows.append(row)
            extra = ""
            if "speedup" in row:
                extra = (f" speed-up {row['speedup']:5.2f}x  calls {row['full_calls']:3d} full / {row['row_calls']:3d} "
                         f"rows  step agreement {100 * row['step_agreement']:5.1f} %  kv distance "
                         f"{row['kv_distance']:.4f}  final tokens equal {100 * row['final_agreement']:5.1f} %")
            print(f"{length:4d} tokens  {attention:12s} cache {cache:6s} median {wall:8.1f} ms  cpu {cpu:8.1f} ms{extra}",
                  flush=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--record", help="write the figures to this JSON record (benchmarks/results/...)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    tm = bundled_generator()
    cfg = tm.model.config
    print(f"model {tm.source} ({cfg.num_layers} layers x {cfg.hidden_size}), {args.threads} thread(s), "
          f"{args.repeats} repeats; one position a step, blocks of 8, refresh every 4")
    rows = measure(tm, args.repeats)
    if args.record:
        figures = []
        for r in rows:
            if "speedup" not in r:
                continue
            what = f"{r['length']} tokens, {r['attention']} attention, {r['cache']} cache"
            figures.append(figure(f"{what}: speed-up (CPU time)", r["speedup"], "x"))
            figures.append(figure(f"{what}: likeliest token as fresh keys/values give", round(100 * r["step_agreement"], 1), "%"))
            figures.append(figure(f"{what}: kept keys/values from fresh ones", r["kv_distance"],
                                  note="relative L2 distance"))
            figures.append(figure(f"{what}: final tokens equal to no cache", round(100 * r["final_agreement"], 1), "%"))
        write_record(args.record, bench="bench_generate_cache",
                     title="Key/value caches for generation by unmasking, against length",
                     figures=figures, note=f"{args.threads} thread(s), {args.repeats} repeats; "
                     "median wall and CPU times per generation are in the printed table",
                     command=command_line())


if __name__ == "__main__":
    main()
