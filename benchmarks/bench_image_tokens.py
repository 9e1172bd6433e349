"""Reveal in rounds with discrete tokens (MaskGIT on the lab's VQ tokenizer) against the MAE's pixel rounds (issue 41
item 4): what share of the original's fine detail each keeps over the hidden patches.

The same scikit-image sample photos (evaluation.SAMPLE_PHOTOS), ratio and masks as
benchmarks/bench_image_rounds.py (seed s + 100 * photo index: the token view hides exactly the MAE's
patches). Fine detail is generation.image_rounds.within_patch_sharpness (mean absolute difference of
neighbouring grey levels inside a patch, seams left out) over the hidden-at-start patches, as a share
of the original's. Rows:

- MAE one shot, MAE x8 (random order): the pixel MAE, as bench_image_rounds prints them;
- tokenizer ceiling: the VQ's own reconstruction of those patches, nothing masked (what any choice of
  tokens can give back), and the same over the whole picture;
- tokens x1 (every hidden token at once), x4, x8, x12: MaskGIT's decoding (a categorical draw at
  sample temperature 1, Gumbel confidence noise 4.5 annealed to 0), and x8 greedy (argmax, no noise).

PSNR is printed beside: a sharp guess of the wrong detail scores a lower PSNR than a blur, which is
why the detail share, not PSNR, is the question here. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bench_image_tokens.py [--model FOLDER] [--seeds 5] [--ratio 0.95] [--threads 1]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import torch

from mlm_lab.evaluation import SAMPLE_PHOTOS, sample_photo
from mlm_lab.generation.image_rounds import reveal_in_rounds, within_patch_sharpness
from mlm_lab.generation.token_rounds import reveal_tokens_in_rounds
from mlm_lab.inference import bundled_image_model
from mlm_lab.models.image_tokens_io import bundled_image_tokens_dir, load_image_tokens

TOKEN_RUNS = (("tokens x1", 1, {}), ("tokens x4", 4, {}), ("tokens x8", 8, {}), ("tokens x12", 12, {}),
              ("tokens x8 greedy", 8, {"temperature": 0.0, "sample_temperature": 0.0}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", help="an image-token model folder or stage-2 run folder "
                                        "(default: resources/models/image-tokens-tiny)")
    parser.add_argument("--seeds", type=int, default=5, help="masks per photo")
    parser.add_argument("--ratio", type=float, default=0.95)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", help="also write the figures as JSON (scripts/export_image_tokens.py puts them on the card)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    pair = load_image_tokens(args.model or bundled_image_tokens_dir())
    mae = bundled_image_model()
    vq = pair.tokenizer.config
    print(f"tokenizer {vq.image_size} px -> {vq.grid[0]}x{vq.grid[1]} tokens of {vq.codebook_size}; MAE "
          f"{mae.config.image_size} px, {mae.config.grid[0]}x{mae.config.grid[1]} patches; ratio {args.ratio}; "
          f"{args.seeds} masks per photo; torch threads {args.threads}")
    rows: dict[str, list[tuple[float, float, float]]] = {}  # name -> (psnr, sharpness, original sharpness)
    whole: list[float] = []
    t0 = time.perf_counter()
    for p, name in enumerate(SAMPLE_PHOTOS):
        image = sample_photo(name)
        for s in range(args.seeds):
            seed = s + 100 * p
            m = reveal_in_rounds(mae, image, ratio=args.ratio, rounds=8, order="random", seed=seed)
            rows.setdefault("MAE one shot", []).append((m.one_shot_psnr, m.one_shot_sharpness, m.original_sharpness))
            rows.setdefault("MAE x8 random", []).append((m.final.psnr, m.final.sharpness, m.original_sharpness))
            for label, k, kwargs in TOKEN_RUNS:
                r = reveal_tokens_in_rounds(pair, image, ratio=args.ratio, rounds=k, seed=seed, **kwargs)
                if not np.array_equal(r.start_mask, m.start_mask):
                    raise SystemExit("the token view hid other patches than the MAE's: the figures would not compare")
                rows.setdefault(label, []).append((r.final.psnr, r.final.sharpness, r.original_sharpness))
            rows.setdefault("tokenizer ceiling", []).append((r.ceiling_psnr, r.ceiling_sharpness, r.original_sharpness))
        everything = np.ones(r.start_mask.shape, dtype=bool)
        whole.append(within_patch_sharpness(r.ceiling, everything, r.patch_size)
                     / within_patch_sharpness(r.original, everything, r.patch_size))
    elapsed = time.perf_counter() - t0
    header = f"{'run':<20} {'PSNR dB':>8} {'sharpness':>10} {'detail kept':>12}"
    print(header)
    print("-" * len(header))
    for label, values in rows.items():
        v = np.array(values)
        print(f"{label:<20} {v[:, 0].mean():8.2f} {v[:, 1].mean():10.4f} {v[:, 1].mean() / v[:, 2].mean():11.0%}")
    original = np.array(rows["MAE one shot"])[:, 2].mean()
    print(f"{'original':<20} {'':>8} {original:10.4f} {'100%':>12}")
    print(f"tokenizer ceiling over the whole picture (nothing masked, every patch): {np.mean(whole):.0%} "
          f"of the original's detail (per photo: {', '.join(f'{x:.0%}' for x in whole)})")
    print(f"{len(SAMPLE_PHOTOS) * args.seeds} masks in {elapsed:.1f} s")
    if args.out:
        import json
        from pathlib import Path

        report = {"ratio": args.ratio, "seeds": args.seeds, "photos": list(SAMPLE_PHOTOS),
                  "rows": {label: {"psnr": float(np.mean([v[0] for v in values])),
                                   "detail_kept": float(np.mean([v[1] for v in values]) / np.mean([v[2] for v in values]))}
                           for label, values in rows.items()},
                  "ceiling_whole_picture": float(np.mean(whole))}
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
