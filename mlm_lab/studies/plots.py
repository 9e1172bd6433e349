"""Each final metric against the knob, with the spread over seeds: `<metric>.png` + `.svg`.

matplotlib is imported here only, with the Agg backend (files, never a window, never Qt).
The mean over seeds is the line; the bars span the min to max over seeds; each seed is a
faint dot. A numeric knob (mask rate) is a numeric x axis; a named one (strategy) is one
position per name, in the study's order.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from mlm_lab.studies.results import METRIC_LABELS, TEXT_SUFFIX, metric_columns

BASELINE = "unigram_baseline" + TEXT_SUFFIX
CAUSAL_BASELINE = "unigram_baseline_next_token"

KNOB_LABELS = {
    "mask-rate": "training mask rate (fraction of tokens masked)",
    "mask-ratio": "training mask ratio (fraction of patches hidden)",
    "strategy": "masking strategy",
    "objective": "training objective",
}


def write_plots(folder: str | os.PathLike, rows: list[dict], *, knob: str, column: str, values: list,
                title: str = "") -> list[Path]:
    """Write one PNG and one SVG per metric into `folder`; returns the files written."""
    if not rows:
        return []
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from mlm_lab.atomic import write_bytes_atomic

    numeric = all(isinstance(v, (int, float)) for v in values)
    order = [v for v in values if any(r.get(column) == v for r in rows)]
    xs = {v: (float(v) if numeric else i) for i, v in enumerate(order)}
    written: list[Path] = []
    baselines = [float(r[BASELINE]) for r in rows if isinstance(r.get(BASELINE), (int, float))]
    causal_baselines = [float(r[CAUSAL_BASELINE]) for r in rows if isinstance(r.get(CAUSAL_BASELINE), (int, float))]
    for metric in metric_columns(rows, column):
        if metric.startswith("unigram_baseline") or metric.endswith("_majority"):  # reference lines, not results of their own
            continue
        fig = Figure(figsize=(5.2, 3.6), dpi=110)
        ax = fig.add_subplot(1, 1, 1)
        mx, mean, low, high = [], [], [], []
        for v in order:
            ys = [float(r[metric]) for r in rows if r.get(column) == v and isinstance(r.get(metric), (int, float))]
            ys = [y for y in ys if y == y and abs(y) != float("inf")]
            if not ys:
                continue
            m = sum(ys) / len(ys)
            mx.append(xs[v])
            mean.append(m)
            low.append(m - min(ys))
            high.append(max(ys) - m)
            ax.scatter([xs[v]] * len(ys), ys, s=12, color="#1f77b4", alpha=0.35, zorder=2)
        if not mean:
            continue
        ax.errorbar(mx, mean, yerr=[low, high], fmt="o-" if numeric else "o", color="#1f77b4", capsize=4,
                    linewidth=1.6, zorder=3, label="mean over seeds (bars: min-max)")
        ref = baselines if metric.startswith("eval_accuracy") else causal_baselines
        if metric.startswith(("eval_accuracy", "eval_next_token_accuracy")) and ref:
            ax.axhline(sum(ref) / len(ref), color="#888888", linestyle="--", linewidth=1,
                       label="unigram baseline (most frequent token)")
        majority = [float(r[metric.replace("_accuracy", "_majority")]) for r in rows
                    if isinstance(r.get(metric.replace("_accuracy", "_majority")), (int, float))]
        if metric.startswith("probe") and metric.endswith("_accuracy") and majority:
            ax.axhline(sum(majority) / len(majority), color="#888888", linestyle="--", linewidth=1,
                       label="most frequent class")
        if not numeric:
            ax.set_xticks(list(xs.values()))
            ax.set_xticklabels([str(v) for v in order])
            ax.set_xlim(-0.5, len(order) - 0.5)
        ax.set_xlabel(KNOB_LABELS.get(knob, knob))
        ax.set_ylabel(METRIC_LABELS.get(metric, metric), fontsize=8)
        ax.set_title(title or f"{metric} vs {knob}", fontsize=9)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, loc="best")
        fig.tight_layout()
        for ext in ("png", "svg"):
            buf = io.BytesIO()
            meta = {"Date": None} if ext == "svg" else {}
            fig.savefig(buf, format=ext, metadata=meta)
            written.append(write_bytes_atomic(Path(folder) / f"{metric}.{ext}", buf.getvalue()))
    return written
