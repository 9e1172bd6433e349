"""Linear probes as the measure of masked pretraining: prints figures, asserts nothing.

    OMP_NUM_THREADS=1 PYTHONPATH=. python benchmarks/bench_probe.py \
        --cifar ../shared/data/images/cifar10 --train 9000 --test 1000 --steps 300

1. CIFAR-10: the bundled MAE (cls + mean patch token, nothing masked, images upscaled
   from 32 to 96 px) vs a random-init MAE of the same shape vs raw pixels (32 x 32 x 3),
   standardised L2 logistic regression. Train on rows [0, train), test on the last
   `test` rows of the 10 k subset (disjoint). Outside measurement (10 k train, 1 k other
   test images): 53.7 / 39.3 / 30.4 %.
2. The generated language: a nano text run trained here for `--steps` steps (1 thread),
   probed per layer (0 = embeddings) for word category (on held-out word types) and for
   the subject's number at form-neutral verbs, against a random-init model; and its
   fill-in accuracy on the clue-side cloze set (clue left vs right of the blank).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mlm_lab.features.image import images_to_tensor
from mlm_lab.features.probe import compare_image_probe, probe_text


def cifar(args) -> dict:
    from mlm_lab.inference import bundled_image_model

    folder = Path(args.cifar)
    images = np.load(folder / "cifar10_train_subset_10k_uint8.npy", allow_pickle=False)
    labels = np.load(folder / "cifar10_train_subset_10k_labels.npy", allow_pickle=False).astype(np.int64)
    if args.train + args.test > len(images):
        raise SystemExit(f"--train + --test must be at most {len(images)}")
    model = bundled_image_model()
    size = model.config.image_size
    t0 = time.perf_counter()
    train = images_to_tensor(images[: args.train], size)  # [n, 3, 96, 96]
    test = images_to_tensor(images[len(images) - args.test :], size)
    result = compare_image_probe(model, train, labels[: args.train], test, labels[len(images) - args.test :],
                                 C=args.c)
    result.pop("confusion", None)
    result.update(C=args.c, subset=int(len(images)), image_size=int(size))  # what the model card states
    result["seconds"] = round(time.perf_counter() - t0, 1)
    return result


def toy(args) -> dict:
    from mlm_lab.inference import load_text_model
    from mlm_lab.training import TrainConfig, Trainer
    from mlm_lab.training.checkpoint import list_checkpoints

    with tempfile.TemporaryDirectory() as tmp:
        config = TrainConfig.from_dict(dict(task="text", data="toy", preset="nano", steps=args.steps, threads=1,
                                            seed=0, eval_every=args.steps, snapshot_every=args.steps,
                                            checkpoint_every=args.steps, masking={"mask_prob": 0.4}))
        t0 = time.perf_counter()
        run = Trainer(config, runs_dir=tmp).run()
        train_s = time.perf_counter() - t0
        tm = load_text_model(list_checkpoints(run.run_dir)[-1])
        out = {"steps": args.steps, "train_seconds": round(train_s, 1),
               "eval_accuracy": run.final_metrics.get("eval_accuracy")}
        for task in ("words", "agreement"):
            r = probe_text(tm, task=task, n_train=600, n_test=300)
            out[task] = {k: r[k] for k in ("layers", "model_acc", "random_init_acc", "majority_acc", "n_train",
                                           "n_test")}
        from mlm_lab.data.toy_cloze import cloze_set, masked_lm_candidate_logprobs, score_cloze

        items = cloze_set(per_kind=50, seed=0)
        out["cloze"] = score_cloze(items, masked_lm_candidate_logprobs(tm.model, tm.tokenizer, items))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cifar", default="../shared/data/images/cifar10")
    ap.add_argument("--train", type=int, default=9000, help="CIFAR training rows (from the start of the subset)")
    ap.add_argument("--test", type=int, default=1000, help="CIFAR test rows (from the end of the subset)")
    ap.add_argument("--c", type=float, default=1.0, help="inverse L2 strength of the probe")
    ap.add_argument("--steps", type=int, default=300, help="nano text training steps")
    ap.add_argument("--out", help="also write the JSON report here (scripts/export_bundled.py --probe reads it)")
    ap.add_argument("--skip-cifar", action="store_true")
    ap.add_argument("--skip-toy", action="store_true")
    args = ap.parse_args()
    torch.set_num_threads(1)
    report = {}
    if not args.skip_cifar:
        report["cifar10"] = c = cifar(args)
        print(f"CIFAR-10 linear probe, {c['n_train']} train / {c['n_test']} test: bundled MAE "
              f"{100 * c['pretrained_acc']:.1f} %, random-init {100 * c['random_init_acc']:.1f} %, pixels "
              f"{100 * c['pixels_acc']:.1f} % (majority {100 * c['majority_acc']:.1f} %; {c['seconds']} s)", flush=True)
    if not args.skip_toy:
        report["toy"] = t = toy(args)
        print(f"nano text run, {t['steps']} steps in {t['train_seconds']} s (eval accuracy {t['eval_accuracy']})")
        for task in ("words", "agreement"):
            r = t[task]
            print(f"  {task} probe (train {r['n_train']}, test {r['n_test']}, majority {100 * r['majority_acc']:.1f} %):")
            for k, a, b in zip(r["layers"], r["model_acc"], r["random_init_acc"], strict=True):
                print(f"    layer {k}: trained {100 * a:.1f} %  random-init {100 * b:.1f} %")
        c = t["cloze"]
        print(f"  cloze fill-in (masked LM, [MASK] at the blank): clue left {100 * c['left_acc']:.1f} % "
              f"(chance {100 * c['left_chance_acc']:.1f} %), clue right {100 * c['right_acc']:.1f} % "
              f"(chance {100 * c['right_chance_acc']:.1f} %)")
    print(json.dumps(report))
    if args.out:
        from mlm_lab.atomic import write_json_atomic

        write_json_atomic(Path(args.out), report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
