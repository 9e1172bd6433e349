"""A grid study's heatmaps: each final metric over the two knobs, `heatmap-<metric>.png` + `.svg`.

One cell per combination: its colour is the mean over seeds, its text the mean and the
seeds' spread ("0.231 ±0.004", the standard deviation over seeds; the mean alone with one
seed). The best cell has a black frame; which is best comes from the metric (a loss or a
wall time: the lowest; an accuracy, a PSNR, a probe: the highest), and the colour map runs
the same way, so the brighter cell is always the better one. The first knob is the x axis,
the second the y axis, in the study's order. The same metric as lines (against the first knob,
one line per value of the second, the same best cell marked) is grid_lines.py's.

`grid_cells` computes what is drawn (no matplotlib): the app draws the same cells with
pyqtgraph. matplotlib is imported in `write_heatmaps` only, with the Agg backend; the files
are written as plots.py writes its own (`save_figure`: atomically, the SVG byte-identical for
the same rows).
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from mlm_lab.studies.results import METRIC_LABELS, metric_columns

HEATMAP_PREFIX = "heatmap-"
LOWER_IS_BETTER = ("loss", "perplexity", "bound")  # a metric whose name holds one of these; and a time


def lower_is_better(metric: str) -> bool:
    """Whether a smaller value of `metric` is the better one (a loss, a perplexity, a wall time);
    accuracies, PSNR, probes and throughputs (tokens_per_s) are better higher."""
    return any(part in metric for part in LOWER_IS_BETTER) or metric in ("wall_s", "elapsed_s")


def _same(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return math.isclose(float(a), float(b), rel_tol=0, abs_tol=1e-9)
    return a == b


def _finite(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def grid_cells(rows: list[dict], columns: tuple[str, str], values: list, values2: list, metric: str) -> dict:
    """What a heatmap of `metric` shows: `mean[j][i]`, `spread[j][i]` and `n[j][i]` for `values2[j]`
    (y) and `values[i]` (x) (None where no run of that cell has ended), `ys[j][i]` the seeds'
    values, the best cell (i, j) or None, and whether lower is better."""
    col, col2 = columns
    cell_ys = [[[] for _ in values] for _ in values2]
    mean = [[None] * len(values) for _ in values2]
    spread = [[None] * len(values) for _ in values2]
    n = [[0] * len(values) for _ in values2]
    for j, w in enumerate(values2):
        for i, v in enumerate(values):
            ys = [float(r[metric]) for r in rows
                  if _same(r.get(col), v) and _same(r.get(col2), w) and _finite(r.get(metric))]
            if not ys:
                continue
            cell_ys[j][i] = ys
            m = sum(ys) / len(ys)
            mean[j][i], n[j][i] = m, len(ys)
            spread[j][i] = math.sqrt(sum((y - m) ** 2 for y in ys) / (len(ys) - 1)) if len(ys) > 1 else 0.0
    lower = lower_is_better(metric)
    filled = [(mean[j][i], i, j) for j in range(len(values2)) for i in range(len(values)) if mean[j][i] is not None]
    best = None
    if filled:
        pick = min if lower else max
        _, bi, bj = pick(filled, key=lambda t: t[0])
        best = (bi, bj)
    return {"mean": mean, "spread": spread, "n": n, "ys": cell_ys, "best": best, "lower_is_better": lower}


def cell_label(mean: float | None, spread: float | None, n: int) -> str:
    """A cell's text: "2.31 ±0.04" (the seeds' standard deviation), "2.31" with one seed."""
    if mean is None:
        return ""
    text = _fmt(mean)
    return f"{text} ±{_spread(spread or 0.0)}" if n > 1 else text


def _spread(x: float) -> str:
    """A spread to its first significant digit: 0.0412 -> 0.04, 0.00256 -> 0.003, 12.3 -> 12."""
    if x <= 0 or not math.isfinite(x):
        return "0"
    return f"{x:.{max(0, -math.floor(math.log10(x)))}f}"


def _fmt(x: float) -> str:
    return f"{x:.3g}" if abs(x) < 1000 else f"{x:.0f}"


def heatmap_metrics(rows: list[dict], columns: tuple[str, str]) -> list[str]:
    """The metrics a grid draws: every numeric final metric but the reference lines."""
    return [m for m in metric_columns(rows, columns)
            if not m.startswith("unigram_baseline") and not m.endswith(("_majority", "_chance_acc"))]


def write_heatmaps(folder: str | os.PathLike, rows: list[dict], spec, *, title: str = "") -> list[Path]:
    """`heatmap-<metric>.png` and `.svg` per metric of a grid study's rows; returns the files written."""
    if not rows or not spec.is_grid:
        return []
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    from mlm_lab.studies.plots import knob_label, save_figure
    from mlm_lab.studies.spec import value_label

    columns = spec.columns
    written: list[Path] = []
    for metric in heatmap_metrics(rows, columns):
        cells = grid_cells(rows, columns, spec.values, spec.values2, metric)
        if cells["best"] is None:
            continue
        nx, ny = len(spec.values), len(spec.values2)
        fig = Figure(figsize=(max(4.6, 1.35 * nx + 2.4), max(3.2, 0.75 * ny + 2.0)), dpi=110)
        ax = fig.add_subplot(1, 1, 1)
        grid = [[math.nan if m is None else m for m in row] for row in cells["mean"]]
        image = ax.imshow(grid, cmap="viridis_r" if cells["lower_is_better"] else "viridis", aspect="auto",
                          origin="lower")
        finite = [m for row in cells["mean"] for m in row if m is not None]
        lo, hi = min(finite), max(finite)
        for j in range(ny):
            for i in range(nx):
                m = cells["mean"][j][i]
                if m is None:
                    ax.text(i, j, "-", ha="center", va="center", fontsize=8, color="#888888")
                    continue
                # dark text on the bright end of the map, white on the dark end
                bright = (m - lo) / (hi - lo) if hi > lo else 0.5
                bright = 1 - bright if cells["lower_is_better"] else bright
                ax.text(i, j, cell_label(m, cells["spread"][j][i], cells["n"][j][i]), ha="center", va="center",
                        fontsize=8, color="#000000" if bright > 0.55 else "#ffffff")
        bi, bj = cells["best"]
        ax.add_patch(Rectangle((bi - 0.5, bj - 0.5), 1, 1, fill=False, edgecolor="#000000", linewidth=3,
                               clip_on=False, zorder=3))
        ax.set_xticks(range(nx))
        ax.set_xticklabels([value_label(v) for v in spec.values], fontsize=8)
        ax.set_yticks(range(ny))
        ax.set_yticklabels([value_label(v) for v in spec.values2], fontsize=8)
        ax.set_xlabel(knob_label(spec.knob), fontsize=8)
        ax.set_ylabel(knob_label(spec.knob2), fontsize=8)
        bar = fig.colorbar(image, ax=ax)
        bar.ax.tick_params(labelsize=7)
        bar.set_label(METRIC_LABELS.get(metric, metric), fontsize=7)
        best = "lowest" if cells["lower_is_better"] else "highest"
        seeds = len(spec.seeds)
        spread = "mean ± standard deviation over seeds" if seeds > 1 else "one seed"
        ax.set_title(f"{title or spec.title}\n{metric}: {spread}; framed: the {best}", fontsize=8)
        fig.tight_layout()
        written.extend(save_figure(fig, folder, f"{HEATMAP_PREFIX}{metric}"))
    return written


__all__ = ["HEATMAP_PREFIX", "cell_label", "grid_cells", "heatmap_metrics", "lower_is_better", "write_heatmaps"]
