"""Held-out quality per training hour of two or more text runs: which model size pays.

    PYTHONPATH=. python scripts/quality_per_hour.py RUN_A RUN_B [RUN_C ...] [--plot out.png] [--every 0.25]

Each RUN is a run folder of the engine (a main run or its decay branch; a branch's records
include its main run's up to the branch point). For every run it prints the evaluations it
logged (step, training hours as the engine measured them, held-out loss and top-1 at 15 %
[MASK]), then a table at matched hours: for each mark (every `--every` hours up to the
shortest run's time) the newest evaluation each run had made by then. Runs compared this way
should share the data, evaluation and machine (the engine's evaluation is fixed, so that part
holds); issue 14 asks to choose the bundled text model's size by this table.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mlm_lab.training import load_metrics


def evaluations(run_dir: Path) -> list[dict]:
    rows = [r for r in load_metrics(run_dir) if "eval_loss" in r and "elapsed_s" in r]
    if not rows:
        raise SystemExit(f"{run_dir}: no evaluations with elapsed time in metrics.jsonl")
    return [{"step": int(r["step"]), "hours": float(r["elapsed_s"]) / 3600, "loss": float(r["eval_loss"]),
             "top1": float(r.get("eval_accuracy", float("nan")))} for r in rows]


def at_hours(evals: list[dict], hours: float) -> dict | None:
    done = [e for e in evals if e["hours"] <= hours + 1e-9]
    return done[-1] if done else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="run folders")
    parser.add_argument("--every", type=float, default=0.25, help="hours between marks of the matched table")
    parser.add_argument("--plot", help="also draw held-out loss against hours into this PNG")
    args = parser.parse_args()
    if len(args.runs) < 2:
        raise SystemExit("give two or more run folders")
    runs = {}
    for path in args.runs:
        folder = Path(path).expanduser()
        if not (folder / "metrics.jsonl").is_file():
            raise SystemExit(f"{folder}: not a run folder (no metrics.jsonl)")
        runs[f"{folder.parent.name}/{folder.name}"] = evaluations(folder)  # work folder too: names repeat
    for name, evals in runs.items():
        print(f"{name}:")
        for e in evals:
            print(f"  step {e['step']:6d}  {e['hours']:5.2f} h  loss {e['loss']:.4f}  top-1 {100 * e['top1']:5.2f} %")
    last = min(evals[-1]["hours"] for evals in runs.values())
    names = list(runs)
    print("\nat matched hours (the newest evaluation made by then): loss / top-1 / step")
    width = 26
    print("\n".join(f"  run {chr(65 + i)}: {n}" for i, n in enumerate(names)))
    print("  hours  " + "  ".join(f"{'run ' + chr(65 + i):>{width}s}" for i in range(len(names))))
    mark = args.every
    while mark <= last + 1e-9:
        cells = []
        for n in names:
            e = at_hours(runs[n], mark)
            cells.append(f"{e['loss']:.4f} / {100 * e['top1']:5.2f} % / {e['step']:5d}" if e else "-")
        print(f"  {mark:5.2f}  " + "  ".join(f"{c:>{width}s}" for c in cells))
        mark += args.every
    print("  end    " + "  ".join(f"{runs[n][-1]['loss']:.4f} / {100 * runs[n][-1]['top1']:5.2f} % / "
                                  f"{runs[n][-1]['step']:5d}".rjust(width) + f" at {runs[n][-1]['hours']:.2f} h"
                                  for n in names))
    if args.plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(7, 4), dpi=110)
        for n in names:
            ax.plot([e["hours"] for e in runs[n]], [e["loss"] for e in runs[n]], marker="o", label=n)
        ax.set_xlabel("training hours (engine's elapsed time)")
        ax.set_ylabel("held-out loss at 15 % [MASK]")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(args.plot)
        print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
