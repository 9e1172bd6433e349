"""Reveal in rounds with the MAE: hide most of a photo, reconstruct, keep some of the
predicted patches as if they had been seen, and go again (no Qt).

    from mlm_lab.generation.image_rounds import reveal_in_rounds
    r = reveal_in_rounds(None, "photo.png", ratio=0.95, rounds=4)   # None = the bundled MAE
    r.one_shot_psnr, [x.psnr for x in r.rounds], [x.sharpness for x in r.rounds]

This is MaskGIT's decoding loop (Chang et al. 2022) run on a pixel-regression MAE, to show
why image generators do not do it that way. Start: `ratio` of the patches hidden (MAE's
random masking, seeded exactly as `inference.reconstruct` draws it). Round r runs the MAE on
the visible set, where patches revealed in an earlier round carry the pixels the model
predicted for them (the model sees its own output as input); then the schedule's count of
the still-hidden patches (`schedule.reveal_counts`, linear: an equal share a round, the last
round reveals the rest) joins the visible set with this round's prediction. A revealed patch
never changes again; a patch visible at the start is always the original.

An MAE trained with a squared error predicts the *mean* of what could be in a hidden patch:
a blur. Fed back as input, a blur is a confident-looking but wrong visible patch, and the
next round averages again; MaskGIT and MAGE unmask discrete tokens instead, drawing one
sharp choice per patch. `sharpness` (mean within-patch gradient over the hidden-at-start
patches) measures the blur; benchmarks/bench_image_rounds.py prints it beside the PSNR.

Which patches a round reveals (`order`):

- "random": a uniformly random subset of the still-hidden patches (seeded).
- "confidence": a regression MAE gives no probability to rank by, so this is a stand-in,
  not a confidence: the still-hidden patches *nearest to what is visible* first (distance
  in patches to the nearest visible patch, then more visible neighbours of the 8 first,
  ties broken at random). It is the onion-peel order of inpainting: the patches the model
  has the most context for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import torch

from mlm_lab.errors import msg
from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.ranges import TRAIN_MASK_RATIO

ORDERS = ("confidence", "random")


@dataclass
class ImageRound:
    """One round. Arrays are float32 in [0, 1] at the model's size."""

    index: int  # 1 .. rounds
    image: np.ndarray  # [H, W, 3]: visible (original or revealed earlier), this round's prediction elsewhere
    hidden: np.ndarray  # [rows, cols] bool: still hidden after this round
    revealed: np.ndarray  # [k] int: the patches (row-major index) this round moved into the visible set
    psnr: float  # over the hidden-at-start patches, `image` against the original
    sharpness: float  # mean within-patch gradient of `image` over the hidden-at-start patches


@dataclass
class ImageRounds:
    original: np.ndarray  # [H, W, 3] float32: the picture at the model's size
    start_mask: np.ndarray  # [rows, cols] bool, True = hidden at the start
    patch_size: int
    ratio: float
    order: str
    seed: int
    counts: list[int]  # patches revealed per round (sums to the hidden count)
    rounds: list[ImageRound]
    one_shot: np.ndarray  # [H, W, 3]: every hidden patch predicted in one pass (MAE's normal use), visible pasted
    one_shot_psnr: float
    one_shot_sharpness: float
    original_sharpness: float  # of the original over the same patches: what a sharp answer scores
    extra: dict = field(default_factory=dict)

    @property
    def final(self) -> ImageRound:
        return self.rounds[-1]

    @property
    def hidden_count(self) -> int:
        return int(self.start_mask.sum())


def within_patch_sharpness(image: np.ndarray, mask: np.ndarray, patch_size: int) -> float:
    """Mean absolute difference of neighbouring pixels (grey level, across and down) inside the
    patches `mask` marks ([rows, cols] bool), for an [H, W, 3] image in [0, 1]. Pairs that
    straddle a patch border are left out, so a seam between a pasted patch and a predicted
    one does not count as detail. A blur scores low; nan when nothing is marked."""
    grey = np.asarray(image, dtype=np.float64).mean(axis=2)
    P = int(patch_size)
    rows, cols = np.asarray(mask).shape
    patches = grey.reshape(rows, P, cols, P).transpose(0, 2, 1, 3)[np.asarray(mask, dtype=bool)]  # [M, P, P]
    if patches.shape[0] == 0:
        return float("nan")
    across = np.abs(np.diff(patches, axis=2))  # [M, P, P-1]
    down = np.abs(np.diff(patches, axis=1))  # [M, P-1, P]
    return float((across.sum() + down.sum()) / (across.size + down.size))


def check_arguments(num_patches: int, ratio: float, rounds: int, order: str) -> int:
    """Raise ValueError with a plain message for bad settings; returns the hidden count."""
    from mlm_lab.masking.patches import num_hidden_patches

    TRAIN_MASK_RATIO.check("ratio", ratio)  # hide some patches, never all: the share hidden at the start
    if isinstance(rounds, bool) or not isinstance(rounds, (int, np.integer)) or rounds < 1:
        raise ValueError(msg("rounds must be a whole number, at least 1; got {rounds!r}", rounds=rounds))
    if order not in ORDERS:
        raise ValueError(msg("order must be one of {join_orders}; got {order!r}",
                             join_orders=', '.join(ORDERS), order=order))
    hidden = num_hidden_patches(num_patches, float(ratio))
    if hidden < 1:
        raise ValueError(msg("a ratio of {ratio} hides no patch of {num_patches}: nothing to reveal",
                             ratio=ratio, num_patches=num_patches))
    if rounds > hidden:
        raise ValueError(msg("{rounds} rounds for {hidden} hidden patches: every round must reveal at least one, "
                             "so use at most {hidden} rounds (or hide more)",
                             rounds=rounds, hidden=hidden))
    return hidden


def _nearest_first(still: np.ndarray, grid: tuple[int, int], gen: torch.Generator) -> list[int]:
    """The still-hidden patches ([N] bool), nearest to a visible patch first (see the module doc)."""
    rows, cols = grid
    r, c = np.divmod(np.arange(rows * cols), cols)
    seen = np.flatnonzero(~still)
    hidden = np.flatnonzero(still)
    ties = torch.rand(hidden.size, generator=gen).numpy()
    if seen.size == 0:  # nothing visible at all: random
        return hidden[np.argsort(ties, kind="stable")].tolist()
    dr = r[hidden, None] - r[None, seen]
    dc = c[hidden, None] - c[None, seen]
    distance = np.sqrt(dr**2 + dc**2).min(axis=1)
    neighbours = ((np.abs(dr) <= 1) & (np.abs(dc) <= 1)).sum(axis=1)
    order = np.lexsort((ties, -neighbours, distance))  # last key sorts first
    return hidden[order].tolist()


@torch.inference_mode()
def reveal_in_rounds(model, image, *, ratio: float = 0.95, rounds: int = 4, order: str = "confidence",
                     seed: int = 0) -> ImageRounds:
    """Hide `ratio` of the patches of `image` (a path, PIL image or HxWxC array), then reveal them
    over `rounds` rounds, feeding the MAE its own predictions; see the module docstring.
    `model`: None (the bundled MAE), a folder or a MaskedAutoencoder."""
    from mlm_lab import inference
    from mlm_lab.imaging import crop_resize_square, load_image
    from mlm_lab.mae_pixels import predicted_pixels
    from mlm_lab.masking import PatchMaskingConfig, mask_patches, patch_mask_from_bool
    from mlm_lab.metrics import psnr_hidden

    mae = inference.resolve_image_model(model)
    cfg = mae.config
    grid = tuple(cfg.grid)
    n = cfg.num_patches
    hidden_count = check_arguments(n, ratio, rounds, order)
    rounds = int(rounds)
    P = cfg.patch_size
    rgb = crop_resize_square(load_image(image), cfg.image_size)  # [H, W, 3], as reconstruct makes it

    gen = torch.Generator().manual_seed(int(seed))  # the mask first: the same draw as reconstruct's
    start = mask_patches(1, grid, PatchMaskingConfig("random", float(ratio)), generator=gen).mask[0]  # [N]
    start_np = start.numpy().reshape(grid)
    one = inference.reconstruct(rgb, model=mae, mask=start_np)

    counts = reveal_counts(hidden_count, rounds, "linear")
    x01 = torch.from_numpy(rgb).permute(2, 0, 1).unsqueeze(0)  # [1, 3, H, W] the original
    truth = mae.patchify(x01)  # [1, N, P*P*3]
    current = truth.clone()  # what the visible patches hold: the original, or a revealed prediction
    still = start.clone()  # [N] bool, True = hidden
    out_rounds: list[ImageRound] = []
    for index, count in enumerate(counts, start=1):
        # The encoder sees only the visible patches of `current`. The still-hidden slots hold the
        # original's pixels, which only a norm_pix_loss model reads (for the true mean/std of a
        # hidden patch, as reconstruct shows it): round 1 is then exactly the one-shot pass.
        images01 = mae.unpatchify(torch.where(still[None, :, None], truth, current))
        with inference.model_lock:
            if mae.training:
                mae.eval()
            out = mae(mae.normalize(images01), patch_mask=patch_mask_from_bool(still[None]))
        pixels = predicted_pixels(mae, images01, out.pred)  # [1, N, P*P*3] in [0, 1]
        if order == "random":
            candidates = still.nonzero().flatten()
            pick = candidates[torch.randperm(candidates.numel(), generator=gen)[:count]]
        else:
            pick = torch.tensor(_nearest_first(still.numpy(), grid, gen)[:count], dtype=torch.long)
        current[0, pick] = pixels[0, pick]
        still[pick] = False
        shown = torch.where(still[None, :, None], pixels, current)  # still-hidden: this round's guess
        picture = mae.unpatchify(shown)[0].permute(1, 2, 0).numpy().astype(np.float32)
        out_rounds.append(ImageRound(
            index, picture, still.numpy().reshape(grid).copy(), pick.numpy().astype(np.int64),
            psnr_hidden(rgb, picture, start_np, P), within_patch_sharpness(picture, start_np, P)))

    return ImageRounds(
        original=one.original, start_mask=start_np.copy(), patch_size=P, ratio=float(ratio), order=order,
        seed=int(seed), counts=counts, rounds=out_rounds, one_shot=one.pasted,
        one_shot_psnr=psnr_hidden(one.original, one.pasted, start_np, P),
        one_shot_sharpness=within_patch_sharpness(one.pasted, start_np, P),
        original_sharpness=within_patch_sharpness(one.original, start_np, P),
    )


__all__ = ["ORDERS", "ImageRound", "ImageRounds", "check_arguments", "reveal_in_rounds",
           "within_patch_sharpness"]
