"""Quality of generated text on the generated toy language (issue 24 item 5a).

Trains four nano models with the engine at equal steps and seed: `mlm` at 15 %, `mlm` at
50 %, `diffusion` and `clm`; then each writes 500 sentences. A masked model unmasks a
length drawn from the training rows (1, 4, 16 and 64 steps, capped at the length: a toy
sentence has 5-10 tokens, so 16 and 64 are both one position a step) with random or
confidence remasking, temperature 1; the causal model samples left to right. The toy
recogniser (mlm_lab.data.toy_recogniser) judges each sentence: templates, agreement, facts,
true sums. Prints a table (and writes it as JSON with --out); asserts nothing.

    .venv/bin/python benchmarks/bench_generation_quality.py --work ~/runs/genq --steps 1500 \
        --out docs/studies/generation-toy/results.json
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import torch

from mlm_lab.generation.measures import distinct_n, repetition_rate, toy_samples, toy_valid_share
from mlm_lab.generation.unmask import _text
from mlm_lab.inference import load_text_model
from mlm_lab.masking import TokenMaskingConfig
from mlm_lab.studies.steps import steps_study, toy_lengths
from mlm_lab.training import TrainConfig, Trainer, list_runs
from mlm_lab.training.checkpoint import list_checkpoints

MODELS = {
    "mlm 15 %": dict(objective="mlm", masking=TokenMaskingConfig(mask_prob=0.15)),
    "mlm 50 %": dict(objective="mlm", masking=TokenMaskingConfig(mask_prob=0.5)),
    "diffusion": dict(objective="diffusion"),
    "clm": dict(objective="clm"),
}
STEPS = (1, 4, 16, 64)
RULES = ("random", "confidence")


def trained(work: Path, label: str, steps: int, seed: int, threads: int) -> Path:
    """The newest checkpoint of the run for `label` (trained here if absent)."""
    name = "gq-" + label.replace(" ", "").replace("%", "")
    done = [r for r in list_runs(work) if r.name.endswith(name) and r.status.get("state") == "finished"
            and r.config is not None and r.config.steps == steps and r.config.seed == seed]
    if not done:
        cfg = TrainConfig(task="text", data="toy", preset="nano", steps=steps, seed=seed, threads=threads,
                          eval_every=max(steps // 5, 1), snapshot_every=steps, checkpoint_every=steps, name=name,
                          **MODELS[label])
        t = time.perf_counter()
        result = Trainer(cfg, runs_dir=work).run()
        print(f"trained {label}: {result.state} in {time.perf_counter() - t:.0f} s -> {result.run_dir}", flush=True)
        run_dir = result.run_dir
    else:
        run_dir = done[-1].path
    return list_checkpoints(run_dir)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default=str(Path("~/runs/genq").expanduser()))
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--samples", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", help="write the table as JSON here")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    work = Path(args.work).expanduser()
    start = time.perf_counter()
    lengths = toy_lengths()
    rows_out = []
    print(f"{args.samples} sentences each; nano models, {args.steps} steps, seed {args.seed}; lengths "
          f"{min(lengths)}-{max(lengths)} tokens")
    print(f"{'model':10s} {'decoding':26s} {'valid':>7s} {'distinct-2':>11s} {'repeats':>8s}  example")
    for label in MODELS:
        tm = load_text_model(trained(work, label, args.steps, args.seed, args.threads))
        if label == "clm":
            ids = toy_samples(tm, args.samples, lengths, steps=1, remasking="random", seed=args.seed)
            texts = [_text(tm.tokenizer, r) for r in ids]
            found = [{"steps": None, "remasking": "left to right (its own)", "valid": round(toy_valid_share(tm, ids), 4),
                      "distinct_2": round(distinct_n(texts, 2), 4), "repetition": round(repetition_rate(texts), 4),
                      "example": texts[0]}]
        else:
            found = steps_study(tm, steps=STEPS, rules=RULES, samples=args.samples, seed=args.seed, data="toy")["rows"]
        for row in found:
            name = row["remasking"] if row["steps"] is None else f"{row['steps']} steps, {row['remasking']}"
            rows_out.append({"model": label, "decoding": name, **row})
            print(f"{label:10s} {name:26s} {100 * row['valid']:6.1f}% {row['distinct_2']:11.3f} "
                  f"{100 * row['repetition']:7.1f}%  {row['example']}", flush=True)
    wall = time.perf_counter() - start
    print(f"wall {wall:.0f} s, {args.threads} thread(s)")
    if args.out:
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"steps": args.steps, "samples": args.samples, "seed": args.seed,
                                   "threads": args.threads, "wall_s": round(wall), "rows": rows_out,
                                   "command": "benchmarks/bench_generation_quality.py " +
                                   f"--steps {args.steps} --samples {args.samples} --seed {args.seed}"},
                                  indent=1) + "\n")


if __name__ == "__main__":
    main()
