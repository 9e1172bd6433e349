"""Each final metric against the knob, with the spread over seeds: `<metric>.png` + `.svg`.

matplotlib is imported here only, with the Agg backend (files, never a window, never Qt).
The mean over seeds is the line; the bars span the min to max over seeds; each seed is a
faint dot. A numeric knob (mask rate) is a numeric x axis; a named one (strategy) is one
position per name, in the study's order.

The helpers every study figure shares live here too: the knobs' axis labels (`knob_label`),
whether a knob's axis is numeric (`numeric_values`), the colours, the dashed reference lines
(`reference_lines`) and `save_figure`, which writes a figure's PNG and SVG atomically, the SVG
byte for byte the same for the same figure (a grid's heatmaps and lines use them: heatmap.py,
grid_lines.py).
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

MEAN_COLOUR = "#1f77b4"  # a one-knob study's line (matplotlib's first colour)
# a grid's lines, one per value of its second knob (matplotlib's tab10, in its order)
SERIES_COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
                  "#bcbd22", "#17becf")
REFERENCE_COLOUR = "#888888"  # the dashed reference lines
SVG_SALT = "mlm-lab"  # seeds the SVG's element ids (random by default): the same figure, the same bytes


def knob_label(knob: str) -> str:
    """A knob's axis label ("training mask rate (fraction of tokens masked)"); another name as it is."""
    return KNOB_LABELS.get(knob, knob)


def numeric_values(values: list) -> bool:
    """Whether a knob's values are numbers (a numeric x axis) rather than names (one position each)."""
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)


def reference_lines(rows: list[dict], metric: str) -> list[tuple[float, str]]:
    """The dashed lines a plot of `metric` draws, as (y, label): the unigram baseline under a held-out
    accuracy (the next-token one under a causal accuracy), the most frequent class under a probe's."""
    def mean(column: str) -> float | None:
        ys = [float(r[column]) for r in rows if isinstance(r.get(column), (int, float))]
        return sum(ys) / len(ys) if ys else None

    out = []
    if metric.startswith(("eval_accuracy", "eval_next_token_accuracy")):
        y = mean(BASELINE if metric.startswith("eval_accuracy") else CAUSAL_BASELINE)
        if y is not None:
            out.append((y, "unigram baseline (most frequent token)"))
    if metric.startswith("probe") and metric.endswith("_accuracy"):
        y = mean(metric.replace("_accuracy", "_majority"))
        if y is not None:
            out.append((y, "most frequent class"))
    return out


def save_figure(fig, folder: str | os.PathLike, stem: str, formats: tuple[str, ...] = ("png", "svg")) -> list[Path]:
    """`fig` as `<stem>.png` and `<stem>.svg` in `folder`, each written atomically; returns the files.
    The SVG has no date and fixed element ids, so the same figure gives byte-identical files."""
    import matplotlib

    from mlm_lab.atomic import write_bytes_atomic

    written = []
    for ext in formats:
        buf = io.BytesIO()
        with matplotlib.rc_context({"svg.hashsalt": SVG_SALT}):
            fig.savefig(buf, format=ext, metadata={"Date": None} if ext == "svg" else {})
        written.append(write_bytes_atomic(Path(folder) / f"{stem}.{ext}", buf.getvalue()))
    return written


def write_plots(folder: str | os.PathLike, rows: list[dict], *, knob: str, column: str, values: list,
                title: str = "") -> list[Path]:
    """Write one PNG and one SVG per metric into `folder`; returns the files written."""
    if not rows:
        return []
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    numeric = numeric_values(values)
    order = [v for v in values if any(r.get(column) == v for r in rows)]
    xs = {v: (float(v) if numeric else i) for i, v in enumerate(order)}
    written: list[Path] = []
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
            ax.scatter([xs[v]] * len(ys), ys, s=12, color=MEAN_COLOUR, alpha=0.35, zorder=2)
        if not mean:
            continue
        ax.errorbar(mx, mean, yerr=[low, high], fmt="o-" if numeric else "o", color=MEAN_COLOUR, capsize=4,
                    linewidth=1.6, zorder=3, label="mean over seeds (bars: min-max)")
        for y, label in reference_lines(rows, metric):
            ax.axhline(y, color=REFERENCE_COLOUR, linestyle="--", linewidth=1, label=label)
        if not numeric:
            ax.set_xticks(list(xs.values()))
            ax.set_xticklabels([str(v) for v in order])
            ax.set_xlim(-0.5, len(order) - 0.5)
        ax.set_xlabel(knob_label(knob))
        ax.set_ylabel(METRIC_LABELS.get(metric, metric), fontsize=8)
        ax.set_title(title or f"{metric} vs {knob}", fontsize=9)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, loc="best")
        fig.tight_layout()
        written.extend(save_figure(fig, folder, metric))
    return written
