"""A study's results: one row per run, written to `results.csv`, printed as a table.

Every run is measured on the same yardstick whatever it trains with: the trainer's
held-out evaluation uses fixed masks, 15 % random token masking (all [MASK]) for text
and 75 % random patch masking for images, in every run of every study. The column
names say so (`eval_accuracy_at_15`, `eval_psnr_at_75`). `train_loss` is the loss on
the run's own training masks, which a higher rate makes harder: it does not compare
across a mask-rate study. Yardstick columns (e.g. `probe_accuracy`) come from
callables applied to each finished run (see yardsticks.py). A causal run (objective
clm) is evaluated by the engine on next-token prediction: its row has the
`eval_next_token_*` columns and no `*_at_15` ones, which it was not measured on.
"""

from __future__ import annotations

import csv
import math
import os
from pathlib import Path

from mlm_lab.training.config import EVAL_MASK_PROB, EVAL_MASK_RATIO

TEXT_SUFFIX = f"_at_{round(EVAL_MASK_PROB * 100)}"
IMAGE_SUFFIX = f"_at_{round(EVAL_MASK_RATIO * 100)}"
# The trainer's final metrics -> results.csv columns that name the fixed evaluation.
RENAMES = {
    "text": {"eval_loss": "eval_loss" + TEXT_SUFFIX, "eval_accuracy": "eval_accuracy" + TEXT_SUFFIX,
             "eval_top5": "eval_top5" + TEXT_SUFFIX},
    "image": {"eval_loss": "eval_loss" + IMAGE_SUFFIX, "eval_psnr": "eval_psnr" + IMAGE_SUFFIX},
}
SKIPPED = ("step", "lr", "elapsed_s")  # bookkeeping, not results
BASE_COLUMNS = ("seed", "state", "steps", "wall_s")
EXTRA_BASE = ("retries",)  # bookkeeping columns some studies have: times a lost worker's run was tried again
MAIN_METRICS = ("eval_accuracy", "eval_loss", "eval_psnr", "eval_next_token_accuracy", "eval_next_token_loss",
                "probe")  # the columns `study show` prints (all of them with --all)
METRIC_LABELS = {
    "eval_accuracy" + TEXT_SUFFIX: "held-out masked-token accuracy (15 % masked)",
    "eval_loss" + TEXT_SUFFIX: "held-out masked-token loss (15 % masked)",
    "eval_top5" + TEXT_SUFFIX: "held-out top-5 accuracy (15 % masked)",
    "eval_loss" + IMAGE_SUFFIX: "held-out masked-patch loss (75 % hidden)",
    "eval_psnr" + IMAGE_SUFFIX: "held-out PSNR of hidden patches, dB (75 % hidden)",
    "eval_next_token_accuracy": "held-out next-token accuracy (causal runs)",
    "eval_next_token_loss": "held-out next-token loss (causal runs)",
    "train_loss": "final training loss (at the run's own masking)",
    "wall_s": "training wall time, s",
}


# A causal-LM run (objective "clm") reports next-token metrics under the eval_* names: they
# are not masked-token figures at 15 %, so they keep the engine's next-token names only.
CAUSAL_RENAMES = {"eval_loss": None, "eval_accuracy": None, "eval_top5": "eval_next_token_top5"}


def run_row(task: str, cells: dict, seed: int, status: dict, run_name: str, extra: dict | None = None,
            objective: str = "mlm") -> dict:
    """One results row from a run's status.json (its final metrics) plus yardstick values;
    `cells` are the knob columns and the run's values ({"mask_prob": 0.15}, a grid's two)."""
    metrics = dict(status.get("final_metrics") or {})
    row: dict = {**cells, "seed": seed, "state": status.get("state", "unknown"),
                 "steps": int(status.get("step", 0)), "wall_s": _num(metrics.get("elapsed_s"))}
    causal = (status.get("objective") or objective) == "clm"
    renames = CAUSAL_RENAMES if causal else RENAMES.get(task, {})
    for key, v in metrics.items():
        if key in SKIPPED or not isinstance(v, (int, float)) or isinstance(v, bool):
            continue
        name = renames.get(key, key)
        if name is not None:
            row[name] = _num(v)
    if task == "text" and isinstance(status.get("unigram_baseline"), (int, float)):
        row["unigram_baseline" + ("_next_token" if causal else TEXT_SUFFIX)] = _num(status["unigram_baseline"])
    for key, v in (extra or {}).items():
        row[key] = _num(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v
    row["run"] = run_name
    return row


def _num(v):
    if v is None:
        return None
    v = float(v)
    return round(v, 6) if math.isfinite(v) else v


def columns_of(rows: list[dict], column: str) -> list[str]:
    """The value column, the base columns, the metrics (eval first), then the run folder."""
    seen: list[str] = []
    for row in rows:
        for key in row:
            if key not in seen:
                seen.append(key)
    keys = (column,) if isinstance(column, str) else tuple(column)
    extra = [k for k in EXTRA_BASE if k in seen]  # only in studies that have them (retries: Ray)
    metrics = [k for k in seen if k not in (*keys, "run", *BASE_COLUMNS, *extra)]
    metrics.sort(key=lambda k: (not k.startswith("eval_"), not k.startswith("probe"), k))
    return [*keys, *BASE_COLUMNS, *extra, *metrics, "run"]


def metric_columns(rows: list[dict], column: str) -> list[str]:
    """Numeric result columns worth a plot: every final metric and the wall time."""
    out = []
    for key in columns_of(rows, column):
        if key in (*((column,) if isinstance(column, str) else column), "seed", "state", "steps", "run",
                   *EXTRA_BASE):
            continue
        if any(isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool) for r in rows):
            out.append(key)
    return out


def write_csv(path: str | os.PathLike, rows: list[dict], column) -> Path:
    from mlm_lab.atomic import write_text_atomic
    from mlm_lab.csvfile import dict_csv_text

    return write_text_atomic(path, dict_csv_text(rows, columns_of(rows, column)))


def read_csv(path: str | os.PathLike) -> list[dict]:
    """The rows of a results.csv, numbers as numbers (empty cells as None)."""
    with open(path, encoding="utf-8-sig", newline="") as handle:  # a byte-order mark (Excel) is read past
        rows = list(csv.DictReader(handle))
    # a row longer than the header puts its extra cells under None: they belong to no column
    return [{k: _parse(k, v) for k, v in row.items() if k is not None} for row in rows]


def _parse(key: str, text: str | None):
    from mlm_lab.csvfile import unquote_cell

    if text is None or text == "":
        return None
    text = unquote_cell(text)
    if key in ("seed", "steps", "retries"):
        try:
            return int(text)
        except ValueError:
            return text
    if key in ("state", "run", "strategy", "objective"):
        return text
    try:
        return float(text)
    except ValueError:
        return text


def format_table(rows: list[dict], column, *, all_columns: bool = False) -> str:
    """The results as aligned text: one line per run, then the mean over seeds per value (a
    grid's `column` is a tuple of its two knob columns: the mean per combination)."""
    if not rows:
        return "(no finished runs yet)"
    keys = (column,) if isinstance(column, str) else tuple(column)
    cols = columns_of(rows, column)
    if not all_columns:
        keep = {*keys, "seed", "state", "steps", "wall_s"}
        cols = [c for c in cols if c in keep or c.startswith(MAIN_METRICS)]
    cells = [[_cell(row.get(c)) for c in cols] for row in rows]
    lines = _aligned(cols, cells)
    seeds = {row.get("seed") for row in rows}
    if len(seeds) > 1:
        lines.append("")
        lines.append("mean over seeds (min-max):")
        metrics = [c for c in cols if c not in (*keys, "seed", "state", "steps", "run")]
        summary = []
        for value, group in _grouped(rows, keys):
            line = [*(_cell(v) for v in value), str(len(group))]
            for m in metrics:
                xs = [r[m] for r in group if isinstance(r.get(m), (int, float))]
                line.append(f"{_cell(sum(xs) / len(xs))} ({_cell(min(xs))}-{_cell(max(xs))})" if xs else "-")
            summary.append(line)
        lines.extend(_aligned([*keys, "runs", *metrics], summary))
    return "\n".join(lines)


def _grouped(rows: list[dict], keys: tuple[str, ...]) -> list[tuple[tuple, list[dict]]]:
    groups: dict = {}
    for row in rows:
        groups.setdefault(tuple(row.get(k) for k in keys), []).append(row)
    return list(groups.items())


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        if not math.isfinite(v):
            return str(v)
        return f"{v:.4g}" if abs(v) < 1000 else f"{v:.0f}"
    return str(v)


def _aligned(header: list[str], cells: list[list[str]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(header)]
    out = ["  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True))]
    out += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in cells]
    return [line.rstrip() for line in out]
