"""Check what each step of a lesson shows: run the bundled (or the step's) models on every
step's lab state, the way the tabs do, and print what the model answers.

    PYTHONPATH=. python scripts/check_lessons.py                 # every bundled lesson
    PYTHONPATH=. python scripts/check_lessons.py my.mlmlesson    # one file

Text steps: the sentence is masked with the Text tab's own code (`compute_masking`, the
step's strategy, probabilities and seed), the model predicts every selected token
(`predict_tokens`, as the tab's worker does), and the script prints each selected token with
what happened to it ([MASK] / random / kept), the model's top-1 and whether it is right.
Image steps: the photo is read and the patches hidden as the Image tab does
(`reconstruct` with the step's strategy, ratio and seed), and the script prints the PSNR
and SSIM over the hidden patches that the tab's metrics panel shows.
Training steps: the form the step fills in (nothing is trained here), and the runs shipped
with the lesson that the step's handout page draws (its `handout_runs`, e.g. lesson 4's
resources/lessons/4-watch-a-model-learn-runs): their held-out accuracy at every evaluation
and their last losses, the figures such a step's narration quotes.
Features steps: the image view's maps at the step's layer, for the model or its random-init
twin, with what they show (each picture's colour spread, the gap between the first two
pictures' mean colours, how closely the first component follows brightness) and, for a
clicked patch, how strongly its own picture is preferred (`mlm_lab.features.measures`);
the probe view's accuracy per layer (the shipped result for these weights, else measured).

A lesson's narration must agree with these lines; read them before shipping a lesson.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mlm_lab.lab.lesson import bundled_lessons, lesson_title, load_lesson
from mlm_lab.lab.narration import narration_plain


def read_source(source: str):
    """The Image tab's own reader (sample photo or file -> the square crop it shows)."""
    try:
        from mlm_lab.lab.resources import read_source as read
    except ImportError:  # before the lab state owned its resources, the tab did
        from mlm_lab.app.image.tab import read_source as read
    return read(source)


def _text_model(models: dict[str, str]):
    from mlm_lab.inference import bundled_text_model, load_text_model

    source = models.get("text", "bundled")
    return bundled_text_model() if source == "bundled" else load_text_model(source)


def _image_model(models: dict[str, str]):
    from mlm_lab.inference import bundled_image_model, load_image_model

    source = models.get("image", "bundled")
    return bundled_image_model() if source == "bundled" else load_image_model(source)


def text_report(state, models: dict[str, str]) -> list[str]:
    from mlm_lab.inference import predict_tokens
    from mlm_lab.lab.text_view.masking import compute_masking

    tm = _text_model(models)
    t = state
    view = compute_masking(tm.tokenizer, t, max_length=tm.max_length)
    lines = [f"text {t.strategy} p={t.mask_prob:g} split={t.mask_token_prob:g}/{t.random_token_prob:g}/"
             f"{t.keep_prob:g} seed={t.seed}: {t.text!r}"]
    lines.append("  model sees: " + " ".join(view.shown))
    if view.message:
        lines.append(f"  note: {view.message}")
    if t.strategy == "t5":
        lines.append("  T5 input : " + " ".join(view.t5_inputs))
        lines.append("  T5 target: " + " ".join(view.t5_targets))
        return lines
    if t.strategy == "permutation":
        order = [view.tokens[view.perm_positions[j]] for j in view.perm_order]
        lines.append("  order: " + " -> ".join(order))
        lines.append("  predicted: " + ", ".join(view.tokens[i] for i in view.selected))
        return lines
    n_ordinary = sum(1 for s in view.special if not s)
    lines.append(f"  selected {len(view.selected)} of {n_ordinary} ordinary tokens; "
                 f"spans (words): {view.span_words or '-'}")
    if not view.selected:
        return lines
    true_ids = [view.ids[i] for i in view.selected]
    result = predict_tokens(view.input_ids, view.selected, model=tm, true_ids=true_ids, top_k=5)
    for p in result.predictions:
        i = p.position
        top = ", ".join(f"{tok} {prob:.2f}" for tok, prob in p.top[:3])
        mark = "right" if p.true_rank == 1 else f"wrong (true rank {p.true_rank})"
        lines.append(f"  [{i:2d}] {view.tokens[i]!r:14} {view.states[i]:7} shown {view.shown[i]!r:12} "
                     f"top-1 {p.top[0][0]!r} -> {mark}; top-3: {top}")
    lines.append(f"  top-1 accuracy {result.accuracy:.0%} ({sum(p.true_rank == 1 for p in result.predictions)}"
                 f"/{len(result.predictions)}), loss {result.loss:.2f} nats")
    return lines


def image_report(state, models: dict[str, str]) -> list[str]:
    import numpy as np

    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    im = state
    mae = _image_model(models)
    rgb = read_source(im.source)
    if im.strategy == "paint":
        rec = reconstruct(rgb, model=mae, mask=np.asarray(im.manual_mask, dtype=bool))
    else:
        rec = reconstruct(rgb, model=mae, ratio=im.ratio, strategy=im.strategy, seed=im.seed)
    psnr = psnr_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    ssim = ssim_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    hidden = rec.mask  # [rows, cols] bool
    if not hidden.any():
        return [f"image {im.source} {im.strategy}: nothing hidden"]
    rows, cols = hidden.shape
    P = rec.patch_size
    err = rec.patch_error  # [rows, cols]: what the error map colours
    contrast = rec.original.reshape(rows, P, cols, P, 3).std(axis=(1, 3)).mean(axis=-1)  # [rows, cols]
    corr = float(np.corrcoef(err[hidden], contrast[hidden])[0, 1]) if hidden.sum() > 2 else float("nan")
    worst = np.argwhere(hidden)[np.argsort(-err[hidden])[:5]].tolist()  # (row, col) of the brightest patches
    return [f"image {im.source} {im.strategy} ratio={im.ratio:g} seed={im.seed}: hidden "
            f"{int(hidden.sum())}/{hidden.size} patches; PSNR {psnr:.1f} dB, SSIM {ssim:.2f}",
            f"  error map: patch MSE median {np.median(err[hidden]):.4f}, max {err[hidden].max():.4f}; "
            f"brightest patches (row, col of {rows}x{cols}): {worst}; "
            f"correlation of patch error with patch contrast {corr:.2f}"]


def features_report(state, models: dict[str, str]) -> list[str]:
    from mlm_lab.features import random_init_like
    from mlm_lab.features.measures import (
        brightness_correlation,
        map_colour_stats,
        mean_preference,
        own_picture_preference,
    )
    from mlm_lab.lab.features_view.jobs import feature_maps, shipped_or_live_probe

    f = state
    if f.view == "probe":
        if f.probe is None:
            return ["features probe view: no probe named"]
        kind = "image" if f.probe == "shapes" else "text"
        model = _image_model(models) if kind == "image" else _text_model(models)
        result, origin = shipped_or_live_probe(kind, model, f.probe)
        pct = lambda values: ", ".join(f"{100 * v:.1f}" for v in values)  # noqa: E731
        return [f"features probe {f.probe} ({origin or 'measured now'}): layers {result['layers']}",
                f"  model {pct(result['model_acc'])} %", f"  random init {pct(result['random_init_acc'])} %",
                f"  majority {100 * result['majority_acc']:.1f} %"]
    if f.view == "text":
        return [f"features text view: sentence {f.sentence!r}, token {f.token} (neighbours: look in the app)"]
    mae = _image_model(models)
    model = random_init_like(mae, seed=0) if f.random_init else mae
    maps = feature_maps(model, list(f.sources), [read_source(s) for s in f.sources], f.layer, f.remove_background)
    stats = map_colour_stats(maps.pca)
    lines = [f"features image {'random-init twin' if f.random_init else 'model'} layer {maps.layer}: "
             f"{', '.join(f.sources)}; variance {', '.join(f'{v:.2f}' for v in maps.explained)}",
             f"  colour spread per picture {', '.join(f'{v:.2f}' for v in stats['spread'])}; gap between the first "
             f"two pictures' mean colours {stats['gap']:.2f}; first component vs brightness |r| "
             f"{brightness_correlation(maps.patches, maps.pictures, maps.patch_size):.2f}"]
    if len(f.sources) > 1:
        lines.append("  own-picture preference averaged over every patch: " + ", ".join(
            f"picture {b} {mean_preference(maps.patches, b, 1 - b):.3f}" for b in (0, 1)))
    if f.patch is not None and len(f.sources) > 1:
        b, p = f.patch
        share, hits = own_picture_preference(maps.patches, b, p, 1 - b)
        lines.append(f"  clicked patch {p} of picture {b}: own picture preferred in {share:.3f} of pairs; "
                     f"{hits} of the 20 most similar patches are its own")
    return lines


def training_report(state, step=None, path: Path | None = None) -> list[str]:
    import json

    from mlm_lab.app.lessons.handout import HANDOUT_RUNS, handout_runs, run_curves

    f = state.form
    lines = [f"training form: task={f.task} data={f.data} preset={f.preset} strategy={f.strategy} "
             f"mask={f.mask:g} steps={f.steps} lr={f.lr:g}; overlay={state.overlay or '-'}"]
    named = step.extra.get(HANDOUT_RUNS) if step is not None else None
    runs = handout_runs(step, path)
    if named and len(runs) != len(named):
        lines.append(f"  handout runs: {named} names {len(named)}, {len(runs)} found beside the lesson")
    for run in runs:
        curves = run_curves(run)
        metric = ", ".join(f"{v:.1f} @{s:g}" for s, v in zip(*curves["metric"], strict=True))
        last = {key: f"{curves[key][1][-1]:.3f}" if curves[key][1] else "-" for key in ("train", "eval")}
        try:
            baseline = json.loads((run / "status.json").read_text()).get("unigram_baseline")
        except (OSError, ValueError):
            baseline = None
        lines.append(f"  shipped run {run.name}: held-out {'accuracy %' if f.task == 'text' else 'PSNR dB'} "
                     f"{metric}")
        lines.append(f"    last train loss {last['train']}, eval loss {last['eval']}"
                     + (f"; unigram baseline {100 * baseline:.1f} %" if baseline is not None else ""))
    return lines


def generate_report(state) -> list[str]:
    """Generate steps: every row the tab would show (the bundled generator, the step's settings), with the
    text after the round the step shows and after the last round, and what each round revealed."""
    from mlm_lab.generation import bundled_generator, bundled_generator_dir
    from mlm_lab.lab.generate_view.rounds import run_generation

    result = run_generation(bundled_generator(), state.prompt, state.settings_dict(), state.compare,
                            bundled_generator_dir().name)
    lines = [f"generator {result.model_name}: prompt {state.prompt!r}, {result.steps} step(s), "
             f"remasking {state.remasking}, round shown {state.round or 'last'}"]
    for row in result.rows:
        shown = row.rounds[(state.round or row.steps) - 1] if row.rounds else None
        lines.append(f"{row.label}: {row.rounds[-1].text if row.rounds else ''}")
        if shown is not None and state.round:
            lines.append(f"   at round {state.round}: {shown.text}")
        for r in row.rounds[:12]:
            revealed = ", ".join(f"{t} {p:.2f}" for t, p in zip(r.tokens, r.probs, strict=True))
            lines.append(f"   r{r.index}: {revealed}")
    return lines


def check(path: Path) -> None:
    lesson = load_lesson(path)
    print(f"== {path.name}: {lesson_title(lesson, path)} ({len(lesson.steps)} steps)")
    for n, step in enumerate(lesson.steps, 1):
        state = step.lab_state()
        print(f"-- step {n}: {step.title}  [tab {state.tab}{', reveal' if step.reveal else ''}]")
        print("   says: " + narration_plain(step.narration).replace("\n", "\n         "))
        if step.question:
            print(f"   asks: {step.question}")
        if state.tab == "text":
            lines = text_report(state.text, state.models)
        elif state.tab == "image":
            lines = image_report(state.image, state.models)
        elif state.tab == "features":
            lines = features_report(state.features, state.models)
        elif state.tab == "generate":
            lines = generate_report(state.generate)
        else:
            lines = training_report(state.training, step, path)
        print("\n".join("   " + line for line in lines))
    print()


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or bundled_lessons()
    if not paths:
        print("no lessons found", file=sys.stderr)
        return 2
    for path in paths:
        check(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
