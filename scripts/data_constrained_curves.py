"""The data-constrained study's curves (docs/studies/objective-data-constrained/README.md, round two).

    python scripts/data_constrained_curves.py STUDY_DIR OUT_DIR   # curves.csv, curves.png, curves.svg
    python scripts/data_constrained_curves.py --table OUT_DIR/curves.csv   # the README's table

From a finished `mlm-lab study objective --values diffusion,clm` folder: every run's held-out figure at
each evaluation (the diffusion run's bound, eval_diffusion_bound; the causal run's next-token loss,
eval_loss: both nats per token on the same held-out rows) against the epochs it had trained by then.
An epoch is one pass over the training rows, counted with the runs' own tokenizer and rows: steps x
batch / training rows (the engine's split of the study's data, rebuilt here).
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
from pathlib import Path

FIGURE = {"diffusion": ("masked diffusion: held-out bound", "#1f77b4"), "clm": ("causal: held-out NLL", "#d62728")}


def training_rows(run: Path) -> tuple[int, int]:
    """(training rows, tokens a row) of a run's data, rebuilt with its config and tokenizer."""
    from mlm_lab.tokenization import WordPieceTokenizer
    from mlm_lab.training.config import TrainConfig
    from mlm_lab.training.data import build_text_data

    config = TrainConfig.load(run / "config.json")
    data = build_text_data(config, tokenizer=WordPieceTokenizer.load(run / "tokenizer.json"))
    return tuple(data.train_rows.shape)


def read_curves(study: Path) -> tuple[list[dict], dict]:
    """The rows of curves.csv (step, epochs, one column per run) and what they were read from."""
    runs = sorted(p for p in (study / "runs").iterdir() if (p / "config.json").is_file())
    rows_n, width = training_rows(runs[0])
    columns, batch = {}, None
    for run in runs:
        config = json.loads((run / "config.json").read_text(encoding="utf-8"))
        batch = config["batch_size"]
        key = "eval_diffusion_bound" if config["objective"] == "diffusion" else "eval_loss"
        points = {}
        for line in (run / "metrics.jsonl").read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if key in record:
                points[record["step"]] = record[key]
        columns[f"{config['objective']}_seed{config['seed']}"] = points
    steps = sorted(set.intersection(*(set(p) for p in columns.values())))
    rows = [{"step": s, "epochs": round(s * batch / rows_n, 2), **{k: round(v[s], 4) for k, v in sorted(columns.items())}}
            for s in steps]
    return rows, {"training_rows": rows_n, "tokens_a_row": width, "rows_a_step": batch}


def _series(rows: list[dict], objective: str) -> list[list[float]]:
    return [[r[k] for k in r if k.startswith(objective + "_seed")] for r in rows]


def table(rows: list[dict]) -> str:
    """The README's table: per evaluation, the epochs and each objective's mean (lowest-highest) over seeds."""
    def cell(values: list[float]) -> str:
        return f"{statistics.mean(values):.2f} ({min(values):.2f}-{max(values):.2f})"

    lines = ["| step | epochs | diffusion: held-out bound | causal: held-out NLL |", "|---|---|---|---|"]
    for row, diff, causal in zip(rows, _series(rows, "diffusion"), _series(rows, "clm"), strict=True):
        lines.append(f"| {row['step']:,} | {row['epochs']:.0f} | {cell(diff)} | {cell(causal)} |")
    return "\n".join(lines)


def read_csv(path: Path) -> list[dict]:
    with path.open(encoding="utf-8", newline="") as f:
        return [{k: (int(v) if k == "step" else float(v)) for k, v in row.items()} for row in csv.DictReader(f)]


def write(rows: list[dict], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    out.mkdir(parents=True, exist_ok=True)
    with (out / "curves.csv").open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    fig = Figure(figsize=(6.4, 3.8), dpi=110)
    ax = fig.add_subplot(1, 1, 1)
    epochs = [r["epochs"] for r in rows]
    for objective, (label, colour) in FIGURE.items():
        series = _series(rows, objective)
        ax.fill_between(epochs, [min(v) for v in series], [max(v) for v in series], color=colour, alpha=0.25, lw=0)
        ax.plot(epochs, [statistics.mean(v) for v in series], color=colour, label=f"{label} (3 seeds)")
    best = min(statistics.mean(v) for v in _series(rows, "clm"))
    ax.axhline(best, color=FIGURE["clm"][1], ls="--", lw=1, label=f"causal, early-stopped best ({best:.2f})")
    ax.set_xlabel("epochs (passes over the training rows)")
    ax.set_ylabel("nats per token, held out")
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    for ext in ("png", "svg"):
        fig.savefig(out / f"curves.{ext}", format=ext, metadata={"Date": None} if ext == "svg" else {})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("study", type=Path, nargs="?")
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--table", type=Path, help="print the README's table from a curves.csv")
    args = parser.parse_args()
    if args.table:
        print(table(read_csv(args.table)))
        return
    rows, info = read_curves(args.study)
    write(rows, args.out)
    print(json.dumps(info))
    print(table(rows))


if __name__ == "__main__":
    main()
