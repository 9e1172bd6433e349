"""Export a training checkpoint as a bundled model folder, measured, with its model card.

    python scripts/export_bundled.py text  --checkpoint ~/runs/bundled-text/<date>-main-from-N/checkpoints/step-M \
        --data ../shared/data/text
    python scripts/export_bundled.py image --checkpoint ~/runs/bundled-image/<date>-main-from-N/checkpoints/step-M \
        --data ../shared/data/images

Writes resources/models/text-tiny or mae-tiny: config.json, model.safetensors (float16),
tokenizer.json (text), metrics.json (what scripts/evaluate_bundled.py measured on the
exported files) and MODEL_CARD.md (provenance, licences, the commands, steps, wall
time, hardware, quality beside the baselines, and the learning curve), history.json and
learning_curve.png: held-out quality against training hours across every stretch of the
model's history.

A history may span several runs: `--runs` lists run folders in order (default: the
checkpoint's own). A decay branch (`...-from-<step>`) holds its main run's records up to
the branch point and keeps its hours; any other run (e.g. one seeded from a shipped model
with train_bundled.py --init-from) starts where the previous stretch ended: its hours and
steps are offset by the last point so far. `--prior-history FILE` puts earlier points first
(a history.json written by an earlier export, for history whose run folders are gone).
The image card's linear-probe section comes from `--probe FILE`, the JSON report of
`benchmarks/bench_probe.py --skip-toy --out FILE` on the model (bench_probe measures the
shipped folder: export, probe, then export again with `--probe`).
Redraw only the curve of a shipped model from its history.json:

    python scripts/export_bundled.py text --curve-only
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.atomic import write_json_atomic, write_text_atomic  # noqa: E402
from mlm_lab.models import load_pretrained, save_pretrained  # noqa: E402
from mlm_lab.tokenization import WordPieceTokenizer  # noqa: E402

sys.path.insert(0, str(ROOT / "scripts"))
from bundled_cards import generator_card, image_card, read_probe, text_card  # noqa: E402
from evaluate_bundled import evaluate_image, evaluate_text  # noqa: E402


def _curve(run_dir: Path, keys: tuple[str, ...]) -> list[dict]:
    """Evaluation records of the run, in step order (a decay branch holds its main run's
    records up to the branch point); about 16 rows, always the first and the last."""
    from mlm_lab.training import load_metrics

    rows = [r for r in load_metrics(run_dir) if any(k in r for k in keys)]
    if len(rows) > 17:
        every = max(1, len(rows) // 16)
        rows = [r for i, r in enumerate(rows) if i % every == 0 or i == len(rows) - 1]
    return rows


QUALITY = {  # metric of the learning curve: (label, scale for display, unit)
    "eval_accuracy": ("held-out top-1 at [MASK] (engine)", 100.0, "%"),
    "eval_top1_801010": ("held-out top-1, 80/10/10 inputs (first loop)", 100.0, "%"),
    "eval_psnr": ("held-out PSNR over hidden patches", 1.0, "dB"),
}


def history_points(run_dirs: list[Path], prior: list[dict] | None = None) -> list[dict]:
    """Learning-curve points {hours, step, metric, value, stretch} from earlier points and run
    folders in order (see the module docstring for how hours carry from run to run)."""
    from mlm_lab.training import load_metrics

    points = list(prior or [])
    last_run: tuple[float, int] | None = None  # (hours, step) offset of the previous run folder
    for run_dir in run_dirs:
        run_dir = Path(run_dir)
        branch_from = int(run_dir.name.rsplit("-from-", 1)[1]) if "-from-" in run_dir.name else None
        follows_main = branch_from is not None and last_run is not None
        if follows_main:
            hours0, step0 = last_run
        else:
            hours0, step0 = (points[-1]["hours"], points[-1]["step"]) if points else (0.0, 0)
        last_run = (hours0, step0)
        for r in load_metrics(run_dir):
            metric = next((k for k in QUALITY if k in r), None)
            if metric is None or ("elapsed_s" not in r and r["step"] != 0):
                continue
            if follows_main and r["step"] <= branch_from:
                continue  # the main run's records, already counted
            points.append({"hours": round(hours0 + r.get("elapsed_s", 0.0) / 3600, 4), "step": step0 + r["step"],
                           "metric": metric, "value": round(r[metric], 4), "stretch": run_dir.name})
    return points


def write_history(folder: Path, points: list[dict], note: str) -> Path:
    """history.json: one point a line, for the next export once the run folders are gone."""
    keep = ("hours", "step", "metric", "value", "stretch")
    lines = ",\n".join("  " + json.dumps({k: p[k] for k in keep}) for p in points)
    text = "{\n" + f' "note": {json.dumps(note)},\n "points": [\n{lines}\n ]\n}}\n'
    return write_text_atomic(folder / "history.json", text)


def read_history(path: Path) -> tuple[list[dict], str]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return data["points"], data.get("note", "")


def plot_learning_curve(points: list[dict], path: Path, title: str, estimated: bool = False) -> Path:
    """A PNG of held-out quality against training hours, one line per metric."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=120)
    for metric, (label, scale, unit) in QUALITY.items():
        mine = [p for p in points if p["metric"] == metric]
        if mine:
            ax.plot([p["hours"] for p in mine], [scale * p["value"] for p in mine], marker="o", markersize=3,
                    label=label)
            ax.set_ylabel(unit)
    ax.set_xlabel("training hours (CPU)" + (", estimated at the run's mean rate" if estimated else ""))
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    tmp = path.with_name(path.name + ".tmp.png")
    fig.savefig(tmp)
    plt.close(fig)
    tmp.replace(path)
    return path


def curve_section(points: list[dict], note: str) -> str:
    """Markdown: the figure and a table of the learning curve against hours (about 16 rows)."""
    shown = points
    if len(points) > 17:
        every = max(1, len(points) // 16)
        shown = [p for i, p in enumerate(points) if i % every == 0 or i == len(points) - 1]
    rows = []
    for p in shown:
        label, scale, unit = QUALITY[p["metric"]]
        digits = 2 if unit == "dB" else 1
        rows.append(f"| {p['hours']:.2f} | {p['step']:,} | {scale * p['value']:.{digits}f} {unit} | {label} |")
    return ("![held-out quality against training hours](learning_curve.png)\n\n"
            f"{note}\n\n| hours | step | held-out quality | measure |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")


def shipped_path(path: str) -> str:
    """A data path as the shipped files write it: from the workspace's `shared/` folder as seen
    from a checkout beside it (`../shared/data/...`), whichever checkout exported it; else
    relative to this checkout."""
    parts = Path(path).parts
    if "shared" in parts:
        return "/".join(("..",) + parts[parts.index("shared"):])
    return os.path.relpath(path, ROOT)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", choices=["text", "image"])
    parser.add_argument("--checkpoint", help="the checkpoint folder to export")
    parser.add_argument("--data", help="the data the model trained on (for the evaluation)")
    parser.add_argument("--runs", nargs="+", default=None,
                        help="run folders of the learning curve, in order (default: the checkpoint's run)")
    parser.add_argument("--prior-history", help="history.json of earlier stretches, put before the runs")
    parser.add_argument("--probe", help="image: benchmarks/bench_probe.py's --out report on this model "
                        "(its CIFAR-10 linear probe goes into metrics.json and the card)")
    parser.add_argument("--generator", action="store_true",
                        help="text: export as resources/models/text-tiny-diffusion (the Generate tab's model) with "
                             "the generator's card")
    parser.add_argument("--generation", help="with --generator: benchmarks/bench_generation_books.py's --out report")
    parser.add_argument("--curve-only", action="store_true",
                        help="only redraw learning_curve.png (and history.json) of the shipped model")
    args = parser.parse_args()
    name = "text-tiny" if args.task == "text" else "mae-tiny"
    if args.generator:
        if args.task != "text":
            parser.error("--generator is a text model")
        name = "text-tiny-diffusion"
    out = ROOT / "resources" / "models" / name
    if args.curve_only:
        prior, note = read_history(Path(args.prior_history or out / "history.json"))
        points = history_points([Path(r).expanduser() for r in args.runs or []], prior)
        write_history(out, points, note)
        print(plot_learning_curve(points, out / "learning_curve.png", f"{name}: learning curve", "ESTIMATED" in note))
        return
    if not args.checkpoint or not args.data:
        parser.error("--checkpoint and --data are needed to export (or give --curve-only)")
    probe = None
    if args.probe:
        if args.task != "image":
            parser.error("--probe is the image model's CIFAR-10 linear probe")
        try:
            probe = read_probe(Path(args.probe).expanduser())
        except (OSError, ValueError) as exc:  # json.JSONDecodeError is a ValueError
            parser.error(f"--probe: {exc}")
    elif args.task == "image":
        print("note: no --probe report: the card has no linear-probe section (benchmarks/bench_probe.py --out)",
              file=sys.stderr)
    ckpt = Path(args.checkpoint).expanduser()
    state = json.loads((ckpt / "trainer_state.json").read_text())
    model = load_pretrained(ckpt)
    tokenizer = WordPieceTokenizer.load(ckpt / "tokenizer.json") if args.task == "text" else None
    prior, prior_note = read_history(Path(args.prior_history)) if args.prior_history else ([], "")
    save_pretrained(model, out, tokenizer=tokenizer, dtype=torch.float16)
    if args.task == "text":
        measured = evaluate_text(str(out), args.data, rows=1000, pppl_rows=20)
    else:
        measured = evaluate_image(str(out), args.data)
    from mlm_lab import evaluation
    from mlm_lab.inference import load_image_model, load_text_model
    from mlm_lab.resources import sample_sentences

    if args.task == "text":
        measured["sample"] = evaluation.text_sample_figures(load_text_model(out), sample_sentences())
    else:
        measured["sample"] = evaluation.image_sample_figures(load_image_model(out))
    run_dir = ckpt.parent.parent
    from mlm_lab.training import TrainConfig

    recipe = TrainConfig.load(run_dir / "config.json").to_dict()
    if args.task == "image":
        recipe["patch_size"] = model.config.patch_size
    for key in ("data", "eval_data", "extra_images"):  # no machine paths in the shipped files
        if recipe.get(key):
            recipe[key] = shipped_path(recipe[key])
    seeded = seeded_main_run(run_dir)
    step0, seconds0 = 0, 0.0  # a run seeded from a shipped model goes on from that model's history
    if seeded is not None and prior:
        step0, seconds0 = int(prior[-1]["step"]), 3600.0 * float(prior[-1]["hours"])
    measured.update({"step": step0 + state["step"],
                     "train_seconds": round(seconds0 + state["extra"].get("elapsed_s", 0.0)),
                     "recipe": recipe, "parameters": model.num_parameters()})
    if seeded is not None:
        measured["continued_from"] = {"step": step0, "hours": round(seconds0 / 3600, 2),
                                      "this_stretch_steps": state["step"], "lr": recipe.get("lr")}
        grown = re.search(r"grown from (\d+) to (\d+) (decoder )?blocks",
                          (seeded / "INIT_FROM.txt").read_text(encoding="utf-8"))
        if grown:
            prefix = "decoder_" if grown[3] else ""
            measured["continued_from"].update({f"grown_from_{prefix}layers": int(grown[1]),
                                               f"{prefix}layers": int(grown[2])})
    if probe is not None:
        measured["linear_probe"] = probe
    if args.generator:
        measured["this_stretch_hours"] = round(state["extra"].get("elapsed_s", 0.0) / 3600, 3)
        measured["decay_steps"] = int(recipe.get("decay_steps") or 0) if recipe.get("schedule") == "wsd" else 0
        base = ROOT / "resources" / "models" / "text-tiny" / "metrics.json"
        measured["base"] = {k: v for k, v in json.loads(base.read_text()).items()
                            if k in ("top1", "top5", "word_level", "pseudo_perplexity")}
        if args.generation:
            measured["generation"] = json.loads(Path(args.generation).expanduser().read_text())
    write_json_atomic(out / "metrics.json", measured)
    keys = ("eval_accuracy", "eval_top1_801010") if args.task == "text" else ("eval_psnr",)
    curve = [dict(r, step=step0 + r["step"]) for r in _curve(run_dir, keys)]
    runs = [Path(r).expanduser() for r in args.runs] if args.runs else (
        [seeded, run_dir] if seeded is not None and seeded != run_dir else [run_dir])
    points = history_points(runs, prior)
    note = (prior_note + " " if prior_note else "") + (
        f"Run folders: {', '.join(r.name for r in runs)} (hours measured: elapsed training time of each run).")
    write_history(out, points, note)
    plot_learning_curve(points, out / "learning_curve.png", f"{name}: learning curve", "ESTIMATED" in note)
    if args.generator:
        curve = [dict(r, step=step0 + r["step"]) for r in _curve(run_dir, ("eval_diffusion_bound",))]
        card = generator_card(measured, state, curve, ckpt, curve_section(points, note))
    else:
        card = (text_card if args.task == "text" else image_card)(measured, state, curve, ckpt,
                                                                  curve_section(points, note))
    write_text_atomic(out / "MODEL_CARD.md", card)
    print(json.dumps(measured))


def seeded_main_run(run_dir: Path) -> Path | None:
    """The main run this run is (a branch of), when that main run was started from a shipped
    model with `train_bundled.py --init-from` (it holds INIT_FROM.txt); else None."""
    candidates = [Path(run_dir)]
    status = Path(run_dir) / "status.json"
    if status.is_file():
        source = json.loads(status.read_text(encoding="utf-8")).get("branched_from")
        if source:
            candidates.append(Path(source))
    name = Path(run_dir).name
    if "-from-" in name:  # the trainer rewrites status.json: find the main run by name among its siblings
        base = name.split("-", 2)[-1].rsplit("-from-", 1)[0]
        candidates += sorted(p for p in Path(run_dir).parent.glob(f"*-{base}") if p.is_dir())
    return next((c for c in candidates if (c / "INIT_FROM.txt").is_file()), None)


if __name__ == "__main__":
    main()
