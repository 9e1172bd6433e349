"""The masked-vs-causal comparison as one figure: `compare.png` + `compare.svg` (matplotlib, Agg).

Top row: the held-out loss of each objective's own task against the four x-axes (steps,
tokens seen, supervised tokens, wall time). Bottom row: the training loss against
supervised tokens, the probe accuracy per layer (with random init and the most frequent
class), and cloze accuracy by the side of the clue (with chance). Lines are means over
seeds, bands / bars the min-max.
"""

from __future__ import annotations

import os
from pathlib import Path

COLORS = {"mlm": "#1f77b4", "clm": "#d62728", "diffusion": "#2ca02c"}


def write_compare_figure(folder: str | os.PathLike, comparison: dict) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure


    objectives = comparison["objectives"]
    axes_labels = comparison["axes"]  # x-axis key -> label, the four of mlm_lab.studies.compare.AXES
    fig = Figure(figsize=(13, 6.4), dpi=100)
    axes = fig.subplots(2, 4)
    for ax, axis in zip(axes[0], axes_labels, strict=True):
        for name, entry in objectives.items():
            _band(ax, entry["curves"]["eval_loss"], axis, name, f"{name} ({entry['own_metric']})")
        ax.set_xlabel(axes_labels[axis], fontsize=8)
        ax.set_ylabel("held-out loss, own objective (nats)", fontsize=7)
    ax = axes[1][0]
    for name, entry in objectives.items():
        _band(ax, entry["curves"]["train_loss"], "supervised_tokens", name, name)
    ax.set_xlabel(axes_labels["supervised_tokens"], fontsize=8)
    ax.set_ylabel("training loss (nats)", fontsize=7)
    _probe_panel(axes[1][1], objectives)
    _cloze_panel(axes[1][2], objectives)
    _notes_panel(axes[1][3], comparison)
    for ax in [*axes[0], *axes[1][:3]]:
        ax.grid(True, alpha=0.3)
        ax.tick_params(labelsize=7)
        if ax.get_legend_handles_labels()[1]:
            ax.legend(fontsize=6, loc="best")
        else:
            ax.text(0.5, 0.5, "not measured", ha="center", va="center", transform=ax.transAxes, color="#888888")
    fig.suptitle(f"masked vs causal LM: {comparison.get('title', '')} (lines: mean over seeds; bands/bars: min-max)",
                 fontsize=10)
    fig.tight_layout()
    from mlm_lab.studies.plots import save_figure

    return save_figure(fig, folder, "compare")  # the SVG byte-identical for the same comparison


def _band(ax, curve: dict, axis: str, name: str, label: str) -> None:
    x, color = curve[axis], COLORS.get(name, "#555555")
    ax.plot(x, curve["mean"], color=color, linewidth=1.4, label=label)
    ax.fill_between(x, curve["min"], curve["max"], color=color, alpha=0.2, linewidth=0)


def _probe_panel(ax, objectives: dict) -> None:
    majority = None
    for i, (name, entry) in enumerate(objectives.items()):
        probe = entry.get("probe") or {}
        if not probe.get("layers"):
            continue
        layers, mean = probe["layers"], probe["mean"]
        err = [[m - lo for m, lo in zip(mean, probe["min"], strict=True)],
               [hi - m for m, hi in zip(mean, probe["max"], strict=True)]]
        xs = [k + (i - 0.5) * 0.12 for k in layers]
        ax.errorbar(xs, mean, yerr=err, fmt="o-", color=COLORS.get(name), capsize=3, linewidth=1.4, label=name)
        if probe.get("random_init"):
            ax.plot(layers, probe["random_init"], linestyle=":", color=COLORS.get(name), linewidth=1.2,
                    label=f"{name} random init")
        majority = probe.get("majority", majority)
        ax.set_xticks(layers)
        ax.set_xticklabels(["emb" if k == 0 else str(k) for k in layers])
    if majority is not None:
        ax.axhline(majority, color="#888888", linestyle="--", linewidth=1, label="most frequent class")
    ax.set_xlabel("layer (emb = embeddings)", fontsize=8)
    ax.set_ylabel("word-category probe accuracy", fontsize=7)


def _cloze_panel(ax, objectives: dict) -> None:
    width = 0.8 / max(1, len(objectives))
    chance = {}
    for i, (name, entry) in enumerate(objectives.items()):
        cloze = entry.get("cloze") or {}
        if not cloze.get("steps"):
            continue
        means = [cloze["left_mean"][-1], cloze["right_mean"][-1]]
        err = [[means[0] - cloze["left_min"][-1], means[1] - cloze["right_min"][-1]],
               [cloze["left_max"][-1] - means[0], cloze["right_max"][-1] - means[1]]]
        xs = [j - 0.4 + width * (i + 0.5) for j in range(2)]
        ax.bar(xs, means, width=width * 0.9, yerr=err, capsize=3, color=COLORS.get(name), alpha=0.85,
               label=f"{name} (step {cloze['steps'][-1]})")
        chance = {"left": cloze.get("left_chance"), "right": cloze.get("right_chance")}
    for j, side in enumerate(("left", "right")):
        if chance.get(side) is not None:
            ax.hlines(chance[side], j - 0.45, j + 0.45, colors="#555555", linestyles="--", linewidth=1,
                      label="chance" if j == 0 else None)
    ax.set_xticks([0, 1])
    ax.set_xticklabels(["clue left of blank", "clue right of blank"], fontsize=7)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("cloze accuracy", fontsize=7)


def _notes_panel(ax, comparison: dict) -> None:
    ax.axis("off")
    lines = []
    for name, entry in comparison["objectives"].items():
        per = entry["per_step"]
        lines.append(f"{name}: {per['tokens_per_step']:.0f} tokens seen / step,")
        lines.append(f"      {per['supervised_per_step']:.0f} supervised / step")
    ratio = comparison.get("supervised_ratio_clm_to_mlm")
    if ratio:
        lines += ["", f"clm / mlm supervised tokens per step: {ratio:.2f}x"]
    ax.text(0.0, 0.95, "\n".join(lines), fontsize=8, va="top", family="monospace", transform=ax.transAxes)
