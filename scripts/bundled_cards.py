"""The bundled models' cards (MODEL_CARD.md) as `scripts/export_bundled.py` writes them:
markdown from the figures of metrics.json, the trainer state and the learning curve."""

from __future__ import annotations

import platform
from pathlib import Path

import torch


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


def _seeded_commands(task: str, state: dict, ckpt: Path, recipe: dict) -> str:
    data = "../shared/data/text" if task == "text" else "../shared/data/images/bsds500"
    work = "~/runs/text-r2" if task == "text" else "~/runs/image-r2"
    name = "text-tiny" if task == "text" else "mae-tiny"
    run = ckpt.parent.parent.name
    start = int(run.rsplit("-from-", 1)[1]) if "-from-" in run else state["step"]
    preset = f"--preset {recipe['preset']} " if recipe.get("preset", "tiny") != "tiny" else ""
    extra = ""
    if recipe.get("extra_images"):
        extra = f"--extra-images {recipe['extra_images']} "
        extra += f"--extra-rows {recipe['extra_rows']} " if recipe.get("extra_rows") else ""
        extra += f"--extra-share {recipe['extra_share']} " if recipe.get("extra_share", 0.5) != 0.5 else ""
        extra = "\\\n    " + extra
    lines = (f"python scripts/train_bundled.py {task} --data {data} --work {work} --steps {start} {preset}"
             f"--lr {recipe.get('lr')} --warmup {recipe.get('warmup')} {extra}--init-from <the {name} shipped before>\n")
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
        part = "decoder_" if cont.get("grown_from_decoder_layers") else ""
        grown = cont.get(f"grown_from_{part}layers")
        what = "its decoder was" if part else "they were"
        grew = (f"; {what} first made {cont[part + 'layers']} blocks deep from {grown} (`mlm_lab.models.grow`: each new\n"
                f"  block a copy of the one before it with zero output projections, so the outputs were unchanged,\n"
                f"  step 0 of this stretch evaluating as the model before)") if grown else ""
        return (f"History: steps 0-{cont['step']:,} ({cont['hours']:.2f} h) are the model shipped before, whose card\n"
                f"  and history.json describe them{grew}; its weights then started a new main run on the engine\n"
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
    from mlm_lab.models import TEXT_PRESETS

    shape = TEXT_PRESETS[r.get("preset", "tiny")]
    return f"""# text-tiny: a small masked language model

A BERT-style Transformer encoder (pre-LayerNorm, {m['parameters']:,} parameters: {shape['num_layers']} layers,
width {shape['hidden_size']}, {shape['num_heads']} heads, feed-forward {shape['intermediate_size']}, {shape['max_position']} positions) with a WordPiece vocabulary of
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


PROBE_KEYS = ("n_train", "n_test", "pretrained_acc", "random_init_acc", "pixels_acc", "majority_acc")
OUTSIDE_PROBE = "53.7 / 39.3 / 30.4 %"  # the same probe measured outside the project (10 k / 1 k images, other splits)


def read_probe(path: Path) -> dict:
    """The CIFAR-10 figures of a `benchmarks/bench_probe.py --out` report (or of its "cifar10"
    entry alone). Raises ValueError naming what is missing."""
    import json

    data = json.loads(Path(path).read_text(encoding="utf-8"))
    probe = data.get("cifar10", data) if isinstance(data, dict) else None
    missing = [k for k in PROBE_KEYS if not isinstance(probe, dict) or not isinstance(probe.get(k), (int, float))]
    if missing:
        raise ValueError(f"{path} is not a bench_probe.py CIFAR-10 report (no {', '.join(missing)})")
    return {k: probe[k] for k in (*PROBE_KEYS, "C", "subset", "image_size") if k in probe}


def linear_probe_section(p: dict | None, image_size: int) -> str:
    """Markdown: the CIFAR-10 linear probe (metrics.json's `linear_probe`), or nothing when not measured."""
    if not p:
        return ""
    subset = f"{p['subset']:,}-image subset" if p.get("subset") else "subset"
    gain = 100 * (p["pretrained_acc"] - p["random_init_acc"])
    return f"""
## What the encoder learned (linear probe)

Measured by `benchmarks/bench_probe.py` on the exported files (its report passed to the export
with `--probe`): a standardised, L2-regularised logistic regression (scikit-learn, C={p.get('C', 1.0):g}) on
frozen features (cls token and mean patch token, nothing masked) of CIFAR-10 images upscaled to
{p.get('image_size', image_size)} px: {p['n_train']:,} training rows and the last {p['n_test']:,} rows of the {subset} in
`shared/data/images/cifar10` as the test set.

| features | top-1 on {p['n_test']:,} test images |
|---|---|
| this model | {100 * p['pretrained_acc']:.1f} % |
| a randomly initialised MAE of the same shape | {100 * p['random_init_acc']:.1f} % |
| raw pixels (32 x 32 x 3) | {100 * p['pixels_acc']:.1f} % |
| always the most frequent class | {100 * p['majority_acc']:.1f} % |

Pretraining is worth {gain:.1f} points here (a measurement made outside the project, with 10 k / 1 k
images from other splits, gave {OUTSIDE_PROBE}).
"""


def extra_data_lines(r: dict) -> tuple[str, str]:
    """(a Data bullet, the words for what else it has seen) for a recipe with extra_images."""
    path = r.get("extra_images") or ""
    if not path:
        return "", ""
    rows = r.get("extra_rows") or 0
    share = round(100 * float(r.get("extra_share", 0.5)))
    if "cifar10" in path:
        what = (f"CIFAR-10 (Krizhevsky 2009): the first {rows:,} of the 10,000 images in\n"
                f"  `shared/data/images/cifar10`, without their labels (they are also the linear probe's training\n"
                f"  rows, as MAE pretrains on ImageNet's training set before probing it; the last 1,000, the\n"
                f"  probe's test set, were never trained on)") if rows else "CIFAR-10 (Krizhevsky 2009): the images in `shared/data/images/cifar10`"
        seen = f" and {rows:,} CIFAR-10 thumbnails" if rows else " and the CIFAR-10 thumbnails"
    else:
        what = f"the pictures of `{path}`" + (f" (its first {rows:,})" if rows else "")
        seen = " and the pictures of an extra array"
    bullet = (f"- {what}, upscaled to {r.get('image_size')} px (bicubic) and taken whole with random flips:\n"
              f"  about {share} % of the training views (the photos are repeated to make up the rest).\n")
    return bullet, seen


def image_card(m: dict, state: dict, curve: list[dict], ckpt: Path, hours: str = "") -> str:
    r = m["recipe"]
    extra_bullet, extra_seen = extra_data_lines(r)
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
{extra_bullet}
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
{linear_probe_section(m.get('linear_probe'), r.get('image_size'))}
## Learning curve

{hours}
| step | train loss | eval loss | eval PSNR (dB) |
|---|---|---|---|
{rows}

## Limits

Reconstructions are blurry, as with any MAE trained on pixel MSE: the model predicts
the mean of what could be there. It has seen 400 photos{extra_seen}; it knows colours, edges and
smooth regions, not objects.
"""


def generator_card(m: dict, state: dict, curve: list[dict], ckpt: Path, hours: str = "") -> str:
    """The card of text-tiny-diffusion: text-tiny continued with the masked-diffusion objective."""
    r = m["recipe"]
    base = m.get("base") or {}
    gen = m.get("generation") or {}

    def row(c: dict) -> str:
        train = f"{c['train_loss']:.3f}" if "train_loss" in c else "-"
        bound = f"{c['eval_diffusion_bound']:.3f}" if "eval_diffusion_bound" in c else "-"
        return f"| {c['step']} | {train} | {bound} | {c['eval_loss']:.3f} | {100 * c['eval_accuracy']:.1f} % |"

    rows = "\n".join(row(c) for c in curve if "eval_accuracy" in c)
    gen_rows = "\n".join(
        f"| {g['set']} | {g['gen_perplexity']} | {g['distinct_2']:.3f} | {100 * g['repetition']:.1f} % |"
        for g in gen.get("rows", []))
    w, bw = m.get("word_level") or {}, base.get("word_level") or {}
    return f"""# text-tiny-diffusion: the lab's generator (masked diffusion)

The bundled `text-tiny` ({m['parameters']:,} parameters, 6 x 256, WordPiece 8,192) trained on for
{m.get('continued_from', {}).get('this_stretch_steps', '?')} more steps with the **masked-diffusion objective** (MDLM, Sahoo et al. 2024;
LLaDA, Nie et al. 2025): per row a masking rate t ~ U(0.001, 1), every chosen token [MASK],
the cross-entropy of the masked tokens weighted by 1/t. It is the Generate tab's and `mlm-lab
generate`'s default model; the Text tab keeps `text-tiny`. Stored in float16.

## Data and training

- The same 55 training books as `text-tiny` (6 held out: {', '.join(m['validation_books'])}),
  its tokenizer, 128-token rows, batch {r.get('batch_size')}.
- Seeded from `text-tiny`'s weights (`scripts/train_bundled.py --init-from resources/models/text-tiny
  --objective diffusion`), AdamW with a fresh state, learning rate {r.get('lr')} after {r.get('warmup')} warmup
  steps, constant, then a linear decay branch to zero.
- {_history(ckpt, m)}
- Training time of this stretch {m.get('this_stretch_hours', 0):.2f} h on
  {_hardware(state['extra'].get('threads') or 1)}, beside other jobs on a 2-core machine.
- Reproduce:

```
{_generator_commands(m)}```

## Quality

Fill-mask on the held-out books (`scripts/evaluate_bundled.py`, the same rows and masks as
text-tiny's card):

| | top-1 (15 % [MASK]) | word level (one word a sentence) | pseudo-perplexity |
|---|---|---|---|
| this model | {100 * m['top1']:.1f} % | {100 * w.get('top1', float('nan')):.1f} % | {m['pseudo_perplexity']} |
| text-tiny | {100 * base.get('top1', float('nan')):.1f} % | {100 * bw.get('top1', float('nan')):.1f} % | {base.get('pseudo_perplexity', '-')} |

Generation from nothing ({gen.get('samples', '?')} samples of {gen.get('length', '?')} tokens in {gen.get('steps', '?')} steps;
`benchmarks/bench_generation_books.py`): generative perplexity under an independent causal
model trained by the engine on the same books (seed 1, never a model measured here),
distinct-2, and the share of words repeating one of the two before them.

| set | gen. perplexity | distinct-2 | repeats |
|---|---|---|---|
{gen_rows}

## Learning curve of this stretch

{hours}
| step | train loss (diffusion) | held-out diffusion bound (nats / token) | eval loss (15 % [MASK]) | eval top-1 |
|---|---|---|---|---|
{rows}

## Limits

A small model trained for a few CPU hours, then for well under one more hour with the
diffusion objective: LLaDA's 8 B parameters trained on 2.3 T tokens; this one saw about
{m['step'] * r.get('batch_size', 0) * r.get('seq_len', 0) / 1e6:.0f} M. Its text is locally plausible and globally aimless, and with
most-confident-first decoding from nothing it still falls into runs of punctuation (the
failure MDLM users report); blocks or random order avoid most of it.
"""


def _generator_commands(m: dict) -> str:
    r, c = m["recipe"], m.get("continued_from") or {}
    steps = c.get("this_stretch_steps", 0)
    decay = m.get("decay_steps") or 0
    main = steps - decay
    return (f"python scripts/train_bundled.py text --data ../shared/data/text --work ~/runs/text-diff --steps {main} "
            f"--preset small --objective diffusion --lr {r.get('lr')} --warmup {r.get('warmup')} "
            "--init-from resources/models/text-tiny --threads 1\n"
            f"python scripts/train_bundled.py text --work ~/runs/text-diff --decay {decay} --threads 1\n"
            "python benchmarks/bench_generation_books.py --data ../shared/data/text --models resources/models/text-tiny "
            "<the decayed checkpoint> --scorer <a causal run's checkpoint: mlm-lab train text --objective clm --preset "
            "tiny --tokenizer resources/models/text-tiny --seed 1> --out docs/bundled-models/generation-books.json\n"
            "python scripts/export_bundled.py text --generator --data ../shared/data/text --prior-history "
            "resources/models/text-tiny/history.json --generation docs/bundled-models/generation-books.json "
            "--checkpoint <the decayed checkpoint>\n")
