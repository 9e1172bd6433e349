"""Inference latency of what the panes ask for: `fill_mask` and `reconstruct`, tiny presets.

Prints figures; asserts nothing. Targets (issue 2, "Speed"): fill_mask on a 32-token
sentence under 10 ms median, reconstruct of one image under 40 ms median, on a 2-core CPU.

Uses the bundled models when resources/models/*/model.safetensors exist, otherwise random
models of the same `tiny` presets (same cost: latency does not depend on the weights).

Each figure is a wall-clock time and, in brackets, this process's CPU time (steadier when
the machine is shared). `--old-mae FILE` also times `reconstruct` with the MaskedAutoencoder
class of FILE (e.g. `git show REV:mlm_lab/models/mae.py > old_mae.py`) holding the same
weights, interleaved with the current one, for a before/after in one process.

    .venv/bin/python benchmarks/bench_inference.py [--repeats 200] [--threads N] [--old-mae FILE]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import torch

from mlm_lab.inference import TextModel, fill_mask, load_image_model, load_text_model, reconstruct
from mlm_lab.models import MaskedAutoencoder, MaskedLM, image_config, text_config
from mlm_lab.resources import bundled_model_dir, sample_sentences
from mlm_lab.tokenization import WordPieceTokenizer

WORDS = ("the old man walked slowly along the quiet road toward the little village where his "
         "daughter lived with her two children and a small brown dog that barked at every stranger").split()


def text_model() -> tuple[TextModel, str]:
    folder = bundled_model_dir("text")
    if (folder / "model.safetensors").is_file():
        return load_text_model(folder), f"bundled {folder.name}"
    corpus = sample_sentences() or [" ".join(WORDS)] * 10
    tok = WordPieceTokenizer.train(corpus * 4, vocab_size=8192, min_frequency=1)
    torch.manual_seed(0)
    model = MaskedLM(text_config("tiny", 8192)).eval()  # the bundled size: 256 x 4, vocab 8192
    return TextModel(model, tok, "random"), f"random tiny preset (tokenizer {tok.vocab_size} tokens, model vocab 8192)"


def image_model() -> tuple[MaskedAutoencoder, str]:
    folder = bundled_model_dir("image")
    if (folder / "model.safetensors").is_file():
        return load_image_model(folder), f"bundled {folder.name}"
    torch.manual_seed(0)
    return MaskedAutoencoder(image_config("tiny")).eval(), "random tiny preset"


def sentence_of(tm: TextModel, n_tokens: int = 32) -> str:
    """A sentence that tokenizes to exactly n_tokens ([CLS] and [SEP] included) with one [MASK]."""
    words: list[str] = []
    i = 0
    while True:
        candidate = " ".join(words[:5] + ["[MASK]"] + words[5:])
        n = len(tm.tokenizer.encode(candidate).ids)
        if n == n_tokens:
            return candidate
        if n > n_tokens:
            words.pop()
            words.append("a")  # a one-token word to land exactly
            if len(tm.tokenizer.encode(" ".join(words[:5] + ["[MASK]"] + words[5:])).ids) > n_tokens:
                words.pop()
            continue
        words.append(WORDS[i % len(WORDS)])
        i += 1


def timed(fn, repeats: int, warmup: int = 10) -> tuple[float, float, float, float, float]:
    """(first call, median, p90, min, median CPU time) in milliseconds."""
    t0 = time.perf_counter()
    fn()
    first = (time.perf_counter() - t0) * 1e3
    for _ in range(warmup):
        fn()
    times, cpu = [], []
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
        cpu.append((time.process_time() - c0) * 1e3)
    times.sort()
    return first, statistics.median(times), times[int(0.9 * (len(times) - 1))], times[0], statistics.median(cpu)


def old_mae_like(path: str, mae: MaskedAutoencoder) -> MaskedAutoencoder:
    """A copy of `mae` (same weights) that runs the methods of the MaskedAutoencoder class of an
    older mae.py (the parameter names must be the same, as they are across versions)."""
    import copy
    import importlib.util
    import sys
    import types

    spec = importlib.util.spec_from_file_location("old_mae", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_mae"] = module
    spec.loader.exec_module(module)
    old = copy.deepcopy(mae)
    for name, fn in vars(module.MaskedAutoencoder).items():
        if callable(fn) and not name.startswith("__"):
            setattr(old, name, types.MethodType(fn, old))
    return old.eval()

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's choice)")
    parser.add_argument("--old-mae", help="also time reconstruct with the MaskedAutoencoder of this (older) mae.py")
    parser.add_argument("--record", metavar="PATH", help="also write the figures as JSON (benchmarks/results/bench_inference.json)")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads")

    tm, label = text_model()
    text = sentence_of(tm)
    n = len(tm.tokenizer.encode(text).ids)
    first, med, p90, best, cpu = timed(lambda: fill_mask(text, model=tm, top_k=5), args.repeats)
    print(f"fill_mask, {n}-token sentence, {label}:")
    print(f"  median {med:.2f} ms ({cpu:.2f} CPU)   p90 {p90:.2f} ms   min {best:.2f} ms   first call {first:.1f} ms"
          "   (target < 10 ms)")
    fill_figures = [("fill_mask", n, label, med, p90, first, cpu)]

    mae, label = image_model()
    try:
        from skimage import data

        photo = data.astronaut()  # 512 x 512 x 3 uint8: includes the crop and resize the app pays
    except Exception:  # scikit-image without its sample data
        photo = (np.random.default_rng(0).random((512, 512, 3)) * 255).astype(np.uint8)
    seeds = iter(range(10**9))
    side = mae.config.image_size
    models = {label: mae}
    if args.old_mae:
        models[f"old class from {args.old_mae}"] = old_mae_like(args.old_mae, mae)
    for m in models.values():  # warm-up
        for _ in range(10):
            reconstruct(photo, model=m, ratio=0.75, seed=next(seeds))
    wall: dict[str, list[float]] = {name: [] for name in models}
    cpu: dict[str, list[float]] = {name: [] for name in models}
    for r in range(args.repeats):  # one call of each model a round, the order swapped every round
        for name, m in (list(models.items()) if r % 2 == 0 else list(models.items())[::-1]):
            seed = next(seeds)
            t0, c0 = time.perf_counter(), time.process_time()
            reconstruct(photo, model=m, ratio=0.75, seed=seed)
            wall[name].append((time.perf_counter() - t0) * 1e3)
            cpu[name].append((time.process_time() - c0) * 1e3)
    for name in models:
        times = sorted(wall[name])
        print(f"reconstruct, one {photo.shape[1]}x{photo.shape[0]} photo -> {side}x{side}, ratio 0.75, {name}:")
        print(f"  median {statistics.median(times):.2f} ms ({statistics.median(cpu[name]):.2f} CPU)   "
              f"p90 {times[int(0.9 * (len(times) - 1))]:.2f} ms   min {times[0]:.2f} ms   (target < 40 ms)")
    if args.record:
        from results_file import figure, write_record

        _, n, text_label, med, p90, first, fill_cpu = fill_figures[0]
        figures = [figure(f"fill_mask, {n}-token sentence, median", round(med, 2), "ms", target="10 ms",
                          note=f"p90 {p90:.2f}, first call {first:.1f}, CPU {fill_cpu:.2f} ms; {text_label}")]
        for name in models:
            times = sorted(wall[name])
            figures.append(figure(f"reconstruct, {photo.shape[1]} x {photo.shape[0]} photo, median ({name})",
                                  round(statistics.median(times), 2), "ms", target="40 ms",
                                  note=f"p90 {times[int(0.9 * (len(times) - 1))]:.2f}, CPU "
                                       f"{statistics.median(cpu[name]):.2f} ms"))
        write_record(args.record, bench="bench_inference", title="What the panes ask of a model: fill_mask and "
                     "reconstruct", figures=figures, note=f"{torch.get_num_threads()} torch thread(s), "
                     f"{args.repeats} calls each")

if __name__ == "__main__":
    main()
