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
Redraw only the curve of a shipped model from its history.json:

    python scripts/export_bundled.py text --curve-only
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.atomic import write_json_atomic, write_text_atomic  # noqa: E402
from mlm_lab.models import load_pretrained, save_pretrained  # noqa: E402
from mlm_lab.tokenization import WordPieceTokenizer  # noqa: E402

sys.path.insert(0, str(ROOT / "scripts"))
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


def word_level_section(m: dict) -> str:
    """Markdown: the word-level cloze figures of metrics.json, if measured."""
    w = m.get("word_level")
    if not w:
        return ""
    gap = 100 * (w["top1"] - w["baseline_top1"])
    return f"""
At word level (what a user sees: `evaluate_bundled.py`'s `word_level`): {w['n']:,} sentences of the
held-out books, one whole word hidden per sentence (chosen with seed {w['seed']} among the sentence's words
that are a single WordPiece token; {w['distinct_words']} distinct words), the model's best whole-word
tokens against a word-trigram baseline (left and right neighbour words, back-off) counted on the
training books only ({w['training_words']:,} words and punctuation marks), both choosing among the same words.

| word level | top-1 | top-5 |
|---|---|---|
| this model | {100 * w['top1']:.1f} % | {100 * w['top5']:.1f} % |
| word-trigram baseline (training books) | {100 * w['baseline_top1']:.1f} % | {100 * w['baseline_top5']:.1f} % |

Top-1 difference to the baseline at word level: {gap:+.1f} points.
"""


def _hardware(threads: int) -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {threads} torch thread(s); torch {torch.__version__}, CPU"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", choices=["text", "image"])
    parser.add_argument("--checkpoint", help="the checkpoint folder to export")
    parser.add_argument("--data", help="the data the model trained on (for the evaluation)")
    parser.add_argument("--runs", nargs="+", default=None,
                        help="run folders of the learning curve, in order (default: the checkpoint's run)")
    parser.add_argument("--prior-history", help="history.json of earlier stretches, put before the runs")
    parser.add_argument("--curve-only", action="store_true",
                        help="only redraw learning_curve.png (and history.json) of the shipped model")
    args = parser.parse_args()
    name = "text-tiny" if args.task == "text" else "mae-tiny"
    out = ROOT / "resources" / "models" / name
    if args.curve_only:
        prior, note = read_history(Path(args.prior_history or out / "history.json"))
        points = history_points([Path(r).expanduser() for r in args.runs or []], prior)
        write_history(out, points, note)
        print(plot_learning_curve(points, out / "learning_curve.png", f"{name}: learning curve", "ESTIMATED" in note))
        return
    if not args.checkpoint or not args.data:
        parser.error("--checkpoint and --data are needed to export (or give --curve-only)")
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
    for key in ("data", "eval_data"):  # no machine paths in the shipped files
        if recipe.get(key):
            recipe[key] = os.path.relpath(recipe[key], ROOT)
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
    card = (text_card if args.task == "text" else image_card)(measured, state, curve, ckpt, curve_section(points, note))
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
    return next((c for c in candidates if (c / "INIT_FROM.txt").is_file()), None)


def _seeded_commands(task: str, state: dict, ckpt: Path, recipe: dict) -> str:
    data = "../shared/data/text" if task == "text" else "../shared/data/images/bsds500"
    work = "~/runs/text-r2" if task == "text" else "~/runs/image-r2"
    name = "text-tiny" if task == "text" else "mae-tiny"
    run = ckpt.parent.parent.name
    start = int(run.rsplit("-from-", 1)[1]) if "-from-" in run else state["step"]
    lines = (f"python scripts/train_bundled.py {task} --data {data} --work {work} --steps {start} "
             f"--lr {recipe.get('lr')} --warmup {recipe.get('warmup')} --init-from <the {name} shipped before>\n")
    if start != state["step"]:
        lines += f"python scripts/train_bundled.py {task} --work {work} --decay {state['step'] - start}\n"
    lines += (f"python scripts/export_bundled.py {task} --data {data.rsplit('/bsds500', 1)[0]} "
              f"--prior-history <its history.json> --checkpoint {work}/<date>-{run.split('-', 2)[-1]}/checkpoints/"
              f"step-{state['step']}\n")
    return lines


def _commands(task: str, state: dict, ckpt: Path) -> str:
    data = "../shared/data/text" if task == "text" else "../shared/data/images/bsds500"
    work = "~/runs/bundled-text" if task == "text" else "~/runs/bundled-image"
    run = ckpt.parent.parent.name
    start = int(run.rsplit("-from-", 1)[1]) if "-from-" in run else state["step"]
    lines = f"python scripts/train_bundled.py {task} --data {data} --work {work} --steps {start}\n"
    if start != state["step"]:
        lines += f"python scripts/train_bundled.py {task} --work {work} --decay {state['step'] - start}\n"
    lines += (f"python scripts/export_bundled.py {task} --data {data.rsplit('/bsds500', 1)[0]} "
              f"--checkpoint {work}/<date>-{run.split('-', 2)[-1]}/checkpoints/step-{state['step']}\n")
    return lines


def _commands_for(task: str, state: dict, ckpt: Path, m: dict) -> str:
    if "continued_from" in m:
        return _seeded_commands(task, state, ckpt, m["recipe"])
    return _commands(task, state, ckpt)


def _history(ckpt: Path, m: dict | None = None) -> str:
    """How the steps were trained, from the run's records."""
    from mlm_lab.training import load_metrics

    cont = (m or {}).get("continued_from")
    if cont:
        return (f"History: steps 0-{cont['step']:,} ({cont['hours']:.2f} h) are the model shipped before, whose card\n"
                f"  and history.json describe them; its weights then started a new main run on the engine\n"
                f"  (`train_bundled.py --init-from`, fresh AdamW state, learning rate warmed up again to\n"
                f"  {cont['lr']} and held), and this stretch added {cont['this_stretch_steps']:,} steps, the last of\n"
                f"  them a linear decay to zero. Step counts below include the earlier stretch.")

    legacy = [r["step"] for r in load_metrics(ckpt.parent.parent) if r.get("loop")]
    if not legacy:
        return "All steps were trained by `mlm_lab.training.Trainer`, the engine behind `mlm-lab train`."
    last = max(legacy)
    return (f"History: steps 0-{last:,} were trained by the first version of `scripts/train_bundled.py`\n"
            f"  (git commit 8e27169), a standalone loop over the same model, data, tokenizer, masking,\n"
            f"  optimizer and schedule; from step {last:,} on, the run went on in `mlm_lab.training.Trainer`,\n"
            f"  the engine behind `mlm-lab train`, from that loop's checkpoint (same data rows, checked\n"
            f"  equal). The commands below rebuild it with the engine from the start.")


def text_card(m: dict, state: dict, curve: list[dict], ckpt: Path, hours: str = "") -> str:
    r = m["recipe"]
    def row(c: dict) -> str:
        train = f"{c['train_loss']:.3f}" if "train_loss" in c else "-"
        if "eval_accuracy" in c:
            return f"| {c['step']} | {train} | {c['eval_loss']:.3f} | {100 * c['eval_accuracy']:.1f} % | |"
        return f"| {c['step']} | {train} | | | {c['eval_loss_801010']:.3f} / {100 * c['eval_top1_801010']:.1f} % |"

    rows = "\n".join(row(c) for c in curve)
    gap = 100 * (m["top1"] - m["baseline_trigram_top1"])
    return f"""# text-tiny: a small masked language model

A BERT-style Transformer encoder (pre-LayerNorm, {m['parameters']:,} parameters: 4 layers,
width 256, 4 heads, feed-forward 1024, 128 positions) with a WordPiece vocabulary of
8,192 tokens, trained by masked language modeling on public-domain novels. It ships
with MLM Lab so the Text tab works offline. Stored in float16; loaded as float32.

## Data

- 61 public-domain English novels and story collections from Project Gutenberg (see
  `shared/data/README.md` in the project's workspace for the exact list, sources and
  the cleaning applied); public domain in the USA.
- Split by book: 55 books for training (about 8.9 M tokens), 6 held out for validation:
  {', '.join(m['validation_books'])}.
- Tokenizer: WordPiece, uncased, trained on the training books only. 8,192 was chosen by
  measurement (`benchmarks/bench_tokenizer_vocab.py`): 4,096 / 8,192 / 16,384 / 32,768
  tokens split 12.1 / 7.3 / 4.2 / 2.2 % of held-out words, for 1.0 / 2.1 / 4.2 / 8.4 M
  embedding parameters; 8,192 is the knee.

## Training

- Objective: masked LM, {100 * r['masking']['mask_prob']:.0f} % of tokens selected during training
  (measured with `benchmarks/bench_mask_rate.py`, same seed, data and evaluation: after
  1,750 steps 25 % reached 21.7 % held-out top-1, loss 5.02, while 15 % was still on the plateau
  at 7.5 %, loss 6.19; 25 % left it at about step 1,500), 80/10/10 rule;
  evaluation always at 15 %.
- Sequences of {r.get('seq_len')} tokens packed across paragraphs, batch {r.get('batch_size')}, AdamW
  (betas 0.9/0.98, weight decay {r.get('weight_decay')}), learning rate {r.get('lr')} after {r.get('warmup')} warmup
  steps, constant, then a linear decay branch to zero (warmup-stable-decay); gradient
  clipping at 1.0; dropout 0.
- {_history(ckpt, m)}
- Steps: {m['step']:,} ({m['step'] * r.get('batch_size', 0) * r.get('seq_len', 0) / 1e6:.1f} M tokens seen);
  training time {m['train_seconds'] / 3600:.2f} h on {_hardware(state['extra'].get('threads') or state['extra'].get('config', {}).get('threads') or 1)}.
- Reproduce (resumes if interrupted):

```
{_commands_for('text', state, ckpt, m)}```

## Quality on the held-out books

Measured by `scripts/evaluate_bundled.py` on the exported files: {m['rows']} rows of 128 tokens,
15 % of ordinary tokens replaced by [MASK] (fixed seed), {m['masked_tokens']:,} masked tokens.

| | top-1 | top-5 |
|---|---|---|
| this model | {100 * m['top1']:.1f} % | {100 * m['top5']:.1f} % |
| trigram baseline (left and right neighbour, back-off; counted on the training books) | {100 * m['baseline_trigram_top1']:.1f} % | {100 * m['baseline_trigram_top5']:.1f} % |

Top-1 difference to the baseline: {gap:+.1f} points. Pseudo-perplexity (each token masked in turn,
{m['pppl_tokens']:,} tokens): {m['pseudo_perplexity']}.
{word_level_section(m)}
## Learning curve

{hours}
Evaluation during training on 256 held-out rows with fixed masks at 15 %. The engine
evaluates with every chosen token replaced by [MASK]; the first loop evaluated with the
80/10/10 rule (kept tokens count too, so its top-1 reads higher), shown in the last column.

| step | train loss | eval loss ([MASK]) | eval top-1 ([MASK]) | eval loss / top-1 (80/10/10, first loop) |
|---|---|---|---|---|
{rows}

## Limits

A few million parameters trained for hours on a CPU: it knows common words and local
grammar of 19th-century English fiction, not facts about the world. It is uncased,
sees at most 128 tokens, and its predictions reflect the books it read.
"""


def image_card(m: dict, state: dict, curve: list[dict], ckpt: Path, hours: str = "") -> str:
    r = m["recipe"]
    rows = "\n".join(
        f"| {c['step']} | {c['train_loss']:.4f} | {c['eval_loss']:.4f} | {c['eval_psnr']:.2f} |" if "train_loss" in c
        else f"| {c['step']} | - | {c['eval_loss']:.4f} | {c['eval_psnr']:.2f} |" for c in curve
    )
    return f"""# mae-tiny: a small masked autoencoder

A masked autoencoder (MAE, He et al. 2021) for {r.get('image_size')} x {r.get('image_size')} RGB images in
{r.get('patch_size')} x {r.get('patch_size')} patches ({(r.get('image_size', 0) // max(1, r.get('patch_size', 1))) ** 2} patches): encoder 192 wide x 6 blocks (3 heads),
decoder 128 wide x 2 blocks, {m['parameters']:,} parameters. It predicts raw pixels
(normalized by the ImageNet mean and std, no per-patch normalization), so its output is
shown as is. Stored in float16; loaded as float32.

## Data

- BSDS500 (Arbelaez et al., TPAMI 2011; photos from the Corel collection), from the
  BIDS/BSDS500 mirror: 400 photos (train + test folders) for training, the 100 of the
  val folder for validation. Licence: research and educational use; the photos are not
  shipped, only weights derived from them.
- Training views: random crops covering 20-100 % of a photo's area (photos kept at
  {2 * r.get('image_size', 0)} px on the short side), resized to {r.get('image_size')} px, random horizontal flips.

## Training

- {int(100 * r['masking']['ratio'])} % random patch masking; loss: mean squared error on hidden patches.
- Batch {r.get('batch_size')}, AdamW (betas 0.9/0.95, weight decay {r.get('weight_decay')}), learning rate {r.get('lr')}
  after {r.get('warmup')} warmup steps, constant, then a linear decay branch to zero; gradient clipping at 1.0.
- {_history(ckpt, m)}
- Steps: {m['step']:,} ({m['step'] * r.get('batch_size', 0):,} image views); training time
  {m['train_seconds'] / 3600:.2f} h on {_hardware(state['extra'].get('threads') or state['extra'].get('config', {}).get('threads') or 1)}.
- Reproduce (resumes if interrupted):

```
{_commands_for('image', state, ckpt, m)}```

## Quality on the validation photos

Measured by `scripts/evaluate_bundled.py` on the exported files: the {m['photos']} validation photos,
centre crop, 75 % random masking (a fixed seed per photo); scores over hidden patches only,
visible patches pasted back.

| | PSNR (dB) | SSIM |
|---|---|---|
| this model | {m['model_psnr']:.2f} | {m['model_ssim']:.3f} |
| mean colour of the visible patches | {m['mean_colour_psnr']:.2f} | {m['mean_colour_ssim']:.3f} |
| interpolation from the visible pixels (linear, nearest outside their hull) | {m['interpolate_psnr']:.2f} | {m['interpolate_ssim']:.3f} |

## Learning curve

{hours}
| step | train loss | eval loss | eval PSNR (dB) |
|---|---|---|---|
{rows}

## Limits

Reconstructions are blurry, as with any MAE trained on pixel MSE: the model predicts
the mean of what could be there. It has seen 400 photos; it knows colours, edges and
smooth regions, not objects.
"""


if __name__ == "__main__":
    main()
