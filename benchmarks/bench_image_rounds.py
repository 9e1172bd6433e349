"""Reveal in rounds vs one shot with the bundled MAE (issue 24 item 9): does feeding a
pixel-regression MAE its own predictions help, and does it blur?

For the scikit-image sample photos the lab uses (evaluation.SAMPLE_PHOTOS) at 95 % hidden,
prints the PSNR over the hidden-at-start patches of the one-shot reconstruction and of the
final picture after 2, 4 and 8 rounds (random order and the "confidence" stand-in, nearest
to what is visible), and the within-patch sharpness of those patches (mean absolute
difference of neighbouring grey levels inside a patch, seams left out;
generation.image_rounds.within_patch_sharpness) beside the original's. Then, per round of the
8-round run, the sharpness of the patches revealed in that round, beside the same patches in
the one-shot picture (far patches are blurrier even in one shot: the control tells that apart
from what feeding back adds). Each photo is run with --seeds masks (seed s + 100 * photo index); figures are means.
Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bench_image_rounds.py [--seeds 5] [--ratio 0.95] [--threads 1] [--model FOLDER]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import torch

from mlm_lab.evaluation import SAMPLE_PHOTOS, sample_photo
from mlm_lab.generation.image_rounds import ORDERS, reveal_in_rounds, within_patch_sharpness
from mlm_lab.inference import bundled_image_model, load_image_model

ROUNDS = (2, 4, 8)


def per_round_sharpness(r, picture) -> list[float]:
    """Sharpness, in `picture`, of the patches each round of `r` revealed."""
    out = []
    for rnd in r.rounds:
        where = np.zeros(r.start_mask.size, dtype=bool)
        where[rnd.revealed] = True
        out.append(within_patch_sharpness(picture, where.reshape(r.start_mask.shape), r.patch_size))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=5, help="masks per photo")
    parser.add_argument("--ratio", type=float, default=0.95)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--model", help="an MAE folder (default: the bundled one)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    mae = load_image_model(args.model) if args.model else bundled_image_model()
    print(f"model {mae.config.image_size} px, {mae.config.grid[0]}x{mae.config.grid[1]} patches; "
          f"ratio {args.ratio}; {args.seeds} masks per photo; torch threads {args.threads}")
    header = f"{'photo':<10} {'run':<16} {'PSNR dB':>8} {'sharpness':>10} {'vs original':>12}"
    columns = ["one shot"] + [f"{order} x{k}" for order in ORDERS for k in ROUNDS]
    table: dict[str, dict[str, list[tuple[float, float, float]]]] = {}
    late: dict[str, list[list[float]]] = {order: [] for order in ORDERS}
    same_in_one_shot: dict[str, list[list[float]]] = {order: [] for order in ORDERS}
    t0 = time.perf_counter()
    for p, name in enumerate(SAMPLE_PHOTOS):
        image = sample_photo(name)
        rows = table.setdefault(name, {c: [] for c in columns})
        for s in range(args.seeds):
            seed = s + 100 * p
            for order in ORDERS:
                for k in ROUNDS:
                    r = reveal_in_rounds(mae, image, ratio=args.ratio, rounds=k, order=order, seed=seed)
                    rows[f"{order} x{k}"].append((r.final.psnr, r.final.sharpness, r.original_sharpness))
                    if k == max(ROUNDS):
                        late[order].append(per_round_sharpness(r, r.final.image))
                        same_in_one_shot[order].append(per_round_sharpness(r, r.one_shot))
            rows["one shot"].append((r.one_shot_psnr, r.one_shot_sharpness, r.original_sharpness))
    elapsed = time.perf_counter() - t0

    print(header)
    every: dict[str, list[tuple[float, float, float]]] = {c: [] for c in columns}
    for name, rows in table.items():
        for c in columns:
            v = np.array(rows[c])
            every[c].extend(rows[c])
            print(f"{name:<10} {c:<16} {v[:, 0].mean():8.2f} {v[:, 1].mean():10.4f} {v[:, 1].mean() / v[:, 2].mean():11.0%}")
    print("-" * len(header))
    for c in columns:
        v = np.array(every[c])
        print(f"{'all':<10} {c:<16} {v[:, 0].mean():8.2f} {v[:, 1].mean():10.4f} {v[:, 1].mean() / v[:, 2].mean():11.0%}")
    original = np.array(every["one shot"])[:, 2].mean()
    print(f"{'all':<10} {'original':<16} {'':>8} {original:10.4f} {'100%':>12}")
    k = max(ROUNDS)
    for order in ORDERS:
        mean = np.nanmean(np.array(late[order]), axis=0)
        control = np.nanmean(np.array(same_in_one_shot[order]), axis=0)
        print(f"sharpness of the patches revealed in round 1..{k} ({order}, x{k}):")
        print("  in rounds:   " + " ".join(f"{x:.4f}" for x in mean))
        print("  in one shot: " + " ".join(f"{x:.4f}" for x in control) + "  (the same patches)")
    runs = len(SAMPLE_PHOTOS) * args.seeds * len(ORDERS) * len(ROUNDS)
    print(f"{runs} runs in {elapsed:.1f} s ({1000 * elapsed / runs:.0f} ms a run of 2-8 rounds)")


if __name__ == "__main__":
    main()
