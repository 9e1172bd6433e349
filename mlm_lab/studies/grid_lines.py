"""A grid study's metric as lines: `lines-<metric>.png` + `.svg`, beside its heatmap.

The metric (the mean over seeds) against the first knob, one line per value of the second,
the bars the seeds' standard deviation (as the heatmap's "±"), each seed a faint dot, the
best combination ringed: the same cell the heatmap frames (`grid_cells`: the lowest loss, bound
or wall time, the highest accuracy, PSNR or probe). A numeric first knob (mask rate) is a
numeric x axis; a named one (strategy, objective) one position per name in the study's order,
the lines set a little apart there so that their bars do not hide each other.

`grid_lines` computes what is drawn (no matplotlib); `write_grid_lines` draws it with the
helpers plots.py shares (labels, colours, reference lines, `save_figure`).
"""

from __future__ import annotations

import os
from pathlib import Path

from mlm_lab.studies.heatmap import grid_cells, heatmap_metrics
from mlm_lab.studies.plots import numeric_values

LINES_PREFIX = "lines-"
DODGE = 0.3  # on a named axis, the lines of one position spread over this width at most


def grid_lines(rows: list[dict], columns: tuple[str, str], values: list, values2: list, metric: str) -> dict:
    """What the line plot of `metric` shows: `series`, one per `values2[j]` in order, each with
    `value`, `index` (the positions i of `values` that have a mean), their drawn `x`, `mean`,
    `spread` (the seeds' standard deviation, 0 with one seed) and `n`, and `seeds` as (x, y); the
    axis (`numeric`, `ticks`: the x of each of `values`); `best`, the heatmap's best cell
    ({series, index, x, mean}, or None); and whether lower is better."""
    from mlm_lab.studies.spec import value_label

    cells = grid_cells(rows, columns, values, values2, metric)
    numeric = numeric_values(values)
    ticks = [float(v) if numeric else float(i) for i, v in enumerate(values)]
    step = 0.0 if numeric or len(values2) < 2 else min(0.1, DODGE / (len(values2) - 1))
    series = []
    for j, w in enumerate(values2):
        shift = (j - (len(values2) - 1) / 2) * step
        index = [i for i in range(len(values)) if cells["mean"][j][i] is not None]
        if numeric:
            index.sort(key=lambda i: ticks[i])
        series.append({
            "value": w, "label": value_label(w), "index": index,
            "x": [ticks[i] + shift for i in index],
            "mean": [cells["mean"][j][i] for i in index],
            "spread": [cells["spread"][j][i] for i in index],
            "n": [cells["n"][j][i] for i in index],
            "seeds": [(ticks[i] + shift, y) for i in index for y in cells["ys"][j][i]],
        })
    best = None
    if cells["best"] is not None:
        bi, bj = cells["best"]
        drawn = series[bj]
        k = drawn["index"].index(bi)
        best = {"series": bj, "index": bi, "x": drawn["x"][k], "mean": drawn["mean"][k]}
    return {"series": series, "numeric": numeric, "ticks": ticks, "best": best,
            "lower_is_better": cells["lower_is_better"]}


def write_grid_lines(folder: str | os.PathLike, rows: list[dict], spec, *, title: str = "") -> list[Path]:
    """`lines-<metric>.png` and `.svg` per metric of a grid study's rows; returns the files written."""
    if not rows or not spec.is_grid:
        return []
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from mlm_lab.studies.plots import REFERENCE_COLOUR, SERIES_COLOURS, knob_label, reference_lines, save_figure
    from mlm_lab.studies.results import METRIC_LABELS
    from mlm_lab.studies.spec import value_label

    columns = spec.columns
    written: list[Path] = []
    for metric in heatmap_metrics(rows, columns):
        lines = grid_lines(rows, columns, spec.values, spec.values2, metric)
        if lines["best"] is None:
            continue
        fig = Figure(figsize=(max(5.2, 0.9 * len(spec.values) + 3.4), 3.8), dpi=110)
        ax = fig.add_subplot(1, 1, 1)
        for j, line in enumerate(lines["series"]):
            if not line["x"]:
                continue
            colour = SERIES_COLOURS[j % len(SERIES_COLOURS)]
            ax.scatter([x for x, _ in line["seeds"]], [y for _, y in line["seeds"]], s=12, color=colour,
                       alpha=0.35, zorder=2)
            ax.errorbar(line["x"], line["mean"], yerr=line["spread"], fmt="o-", color=colour, capsize=4,
                        linewidth=1.6, zorder=3, label=line["label"])
        for y, label in reference_lines(rows, metric):
            ax.axhline(y, color=REFERENCE_COLOUR, linestyle="--", linewidth=1, label=label)
        best = lines["best"]
        which = "lowest" if lines["lower_is_better"] else "highest"
        ax.plot([best["x"]], [best["mean"]], linestyle="none", marker="o", markersize=14, markerfacecolor="none",
                markeredgecolor="#000000", markeredgewidth=2, zorder=4,
                label=f"the {which}: {value_label(spec.values[best['index']])} / "
                      f"{value_label(spec.values2[best['series']])}")
        if not lines["numeric"]:
            ax.set_xticks(lines["ticks"])
            ax.set_xticklabels([value_label(v) for v in spec.values], fontsize=8)
            ax.set_xlim(-0.5, len(spec.values) - 0.5)
        ax.set_xlabel(knob_label(spec.knob), fontsize=8)
        ax.set_ylabel(METRIC_LABELS.get(metric, metric), fontsize=8)
        seeds = len(spec.seeds)
        spread = "mean ± standard deviation over seeds" if seeds > 1 else "one seed"
        ax.set_title(f"{title or spec.title}\n{metric}: {spread}; ringed: the {which}", fontsize=8)
        ax.grid(True, alpha=0.3)
        ax.legend(title=knob_label(spec.knob2), fontsize=7, title_fontsize=7, loc="best")
        fig.tight_layout()
        written.extend(save_figure(fig, folder, f"{LINES_PREFIX}{metric}"))
    return written


__all__ = ["LINES_PREFIX", "grid_lines", "write_grid_lines"]
