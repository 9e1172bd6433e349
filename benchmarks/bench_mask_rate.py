"""Masking rate vs leaving the masked-LM plateau: the bundled text recipe at several training
mask rates, side by side, evaluated the same way (15 % of held-out tokens, all [MASK]).

    .venv/bin/python benchmarks/bench_mask_rate.py --data ../shared/data/text --steps 1500 --rates 0.15 0.25

Each rate trains the tiny encoder from the same seed on the same rows in its own process
(one torch thread each, in parallel) through mlm_lab.training.Trainer, with the bundled
recipe (batch 64 x 128, lr 1e-3 after 400 warmup steps, constant). Prints the held-out
masked-token accuracy and loss every --eval-every steps for each rate, and the first step
at which each rate's accuracy passed 20 % (off the plateau).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))


def _one(rate: float, data: str, steps: int, eval_every: int, runs_dir: str) -> dict:
    import torch

    torch.set_num_threads(1)
    from train_bundled import recipe_config

    from mlm_lab.masking import TokenMaskingConfig
    from mlm_lab.training import Trainer, load_metrics

    config = recipe_config("text", data, steps, 1, "cpu").replace(
        masking=TokenMaskingConfig(mask_prob=rate), eval_every=eval_every, snapshot_every=steps,
        checkpoint_every=steps, name=f"rate-{rate:g}")
    t0 = time.perf_counter()
    result = Trainer(config, runs_dir=runs_dir).run()
    records = [r for r in load_metrics(result.run_dir) if "eval_accuracy" in r]
    return {"rate": rate, "seconds": time.perf_counter() - t0, "state": result.state,
            "curve": [(r["step"], r["eval_accuracy"], r["eval_loss"]) for r in records]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, help="the folder of novels (../shared/data/text)")
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--eval-every", type=int, default=250)
    parser.add_argument("--rates", type=float, nargs="+", default=[0.15, 0.25])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as runs_dir:
        ctx = mp.get_context("spawn")
        with ctx.Pool(len(args.rates)) as pool:
            results = pool.starmap(_one, [(r, args.data, args.steps, args.eval_every, runs_dir) for r in args.rates])
    print(f"tiny text encoder, batch 64 x 128, lr 1e-3 constant after 400 warmup, 1 thread per rate, "
          f"{args.steps} steps; held-out accuracy and loss at 15 % [MASK]")
    header = "step   " + "".join(f"  mask {100 * r['rate']:>4.0f} %: acc   loss " for r in results)
    print(header)
    steps = sorted({s for r in results for s, _, _ in r["curve"]})
    for step in steps:
        cells = []
        for r in results:
            row = next(((acc, loss) for s, acc, loss in r["curve"] if s == step), None)
            cells.append(f"           {100 * row[0]:5.1f} %  {row[1]:5.2f}" if row else " " * 28)
        print(f"{step:>5}  " + "".join(cells))
    for r in results:
        off = next((s for s, a, _ in r["curve"] if a >= 0.20), None)
        print(f"mask {100 * r['rate']:.0f} %: {r['state']} in {r['seconds'] / 60:.1f} min; "
              f"first evaluation at >= 20 % accuracy: {'step ' + str(off) if off is not None else 'not reached'}")


if __name__ == "__main__":
    main()
