"""Patch masking for masked autoencoders (MAE random, BEiT block-wise, grid, center).

Conventions follow the MAE code: `mask` is [B, N] with True = hidden; `ids_keep` lists the
visible patches the encoder sees; `ids_restore` [B, N] puts the decoder's sequence
(visible first, then mask tokens) back in patch order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from mlm_lab.errors import msg, words
from mlm_lab.masking.configs import PATCH_STRATEGIES as PATCH_STRATEGIES  # re-exported
from mlm_lab.masking.configs import PatchMaskingConfig


@dataclass
class PatchMask:
    mask: torch.Tensor  # [B, N] bool, True = hidden
    ids_keep: torch.Tensor  # [B, N_keep] long, visible patch indices
    ids_restore: torch.Tensor  # [B, N] long, argsort of the shuffle


def num_hidden_patches(num_patches: int, ratio: float) -> int:
    """How many of N patches a ratio hides, as MAE counts: N - int(N * (1 - ratio))."""
    return num_patches - int(num_patches * (1.0 - ratio))


def mask_patches(
    batch_size: int,
    grid: tuple[int, int],
    config: PatchMaskingConfig,
    *,
    generator: torch.Generator | None = None,
) -> PatchMask:
    """Draw a [batch_size, rows * cols] patch mask; every row hides the same number."""
    rows, cols = int(grid[0]), int(grid[1])
    if rows < 1 or cols < 1:
        raise ValueError(msg("grid must be (rows, cols) with both >= 1, got {grid!r}", grid=grid))
    n = rows * cols
    if config.strategy == "random":
        noise = torch.rand(batch_size, n, generator=generator)  # [B, N]
        return patch_mask_from_noise(noise, config.ratio)
    if config.strategy == "grid":
        one = _grid_mask(rows, cols)
        mask = one.unsqueeze(0).expand(batch_size, n).clone()
    elif config.strategy == "center":
        one = _center_mask(rows, cols, num_hidden_patches(n, config.ratio))
        mask = one.unsqueeze(0).expand(batch_size, n).clone()
    else:
        hidden = num_hidden_patches(n, config.ratio)
        mask = torch.stack([_block_mask(rows, cols, hidden, generator) for _ in range(batch_size)])
    return patch_mask_from_bool(mask)


def patch_mask_from_noise(noise: torch.Tensor, ratio: float) -> PatchMask:
    """MAE's random masking: keep the patches with the smallest noise. noise: [B, N]."""
    batch, n = noise.shape
    len_keep = int(n * (1.0 - ratio))
    ids_shuffle = torch.argsort(noise, dim=1)  # ascending: small noise is kept
    ids_restore = torch.argsort(ids_shuffle, dim=1)
    ids_keep = ids_shuffle[:, :len_keep]
    mask = torch.ones(batch, n, dtype=torch.bool)
    mask[:, :len_keep] = False
    mask = torch.gather(mask, 1, ids_restore)
    return PatchMask(mask, ids_keep, ids_restore)


def patch_mask_from_bool(mask: torch.Tensor) -> PatchMask:
    """Turn any [B, N] bool mask (same hidden count per row) into MAE's index form.

    The shuffle lists visible patches first, then hidden ones, each in patch order.
    """
    mask = torch.as_tensor(mask).bool()
    if mask.dim() == 1:
        mask = mask.unsqueeze(0)
    counts = mask.sum(dim=1)
    if mask.shape[0] and not bool((counts == counts[0]).all()):
        raise ValueError(words("every row of a patch mask must hide the same number of patches"))
    n_keep = mask.shape[1] - (int(counts[0]) if mask.shape[0] else 0)
    ids_shuffle = torch.argsort(mask.to(torch.int8), dim=1, stable=True)
    ids_restore = torch.argsort(ids_shuffle, dim=1)
    return PatchMask(mask.clone(), ids_shuffle[:, :n_keep].contiguous(), ids_restore)


def _grid_mask(rows: int, cols: int) -> torch.Tensor:
    r = torch.arange(rows).unsqueeze(1)
    c = torch.arange(cols).unsqueeze(0)
    keep = (r % 2 == 0) & (c % 2 == 0)
    return (~keep).reshape(-1)


def _center_mask(rows: int, cols: int, hidden: int) -> torch.Tensor:
    """Hide the `hidden` patches nearest the centre (a centred box, exact count)."""
    cy, cx = (rows - 1) / 2.0, (cols - 1) / 2.0
    keys = []
    for r in range(rows):
        for c in range(cols):
            dy, dx = abs(r - cy) / rows, abs(c - cx) / cols
            keys.append((max(dy, dx), dy * dy + dx * dx, r, c))
    order = sorted(range(rows * cols), key=lambda i: keys[i])
    mask = torch.zeros(rows * cols, dtype=torch.bool)
    mask[order[:hidden]] = True
    return mask


def _block_mask(rows: int, cols: int, hidden: int, generator: torch.Generator | None) -> torch.Tensor:
    """BEiT block-wise masking, ending at exactly `hidden` patches.

    Blocks have an area of at least 16 patches and an aspect ratio drawn log-uniformly in
    [0.3, 1/0.3]; a block may not overshoot the count. When fewer than 16 remain to hide,
    or no new block fits after repeated tries, the hidden regions grow by one neighbouring
    patch at a time, so the masked area stays in contiguous pieces.
    """
    grid = torch.zeros(rows, cols, dtype=torch.bool)
    min_area = 16
    log_lo, log_hi = math.log(0.3), math.log(1 / 0.3)
    failures = 0
    while hidden - int(grid.sum()) >= min_area and failures < 50:
        remaining = hidden - int(grid.sum())
        area = min_area + float(torch.rand((), generator=generator)) * (remaining - min_area)
        aspect = math.exp(log_lo + float(torch.rand((), generator=generator)) * (log_hi - log_lo))
        h = int(round(math.sqrt(area * aspect)))
        w = int(round(math.sqrt(area / aspect)))
        if not (1 <= h <= rows and 1 <= w <= cols):
            failures += 1
            continue
        top = int(torch.randint(0, rows - h + 1, (), generator=generator))
        left = int(torch.randint(0, cols - w + 1, (), generator=generator))
        block = grid[top : top + h, left : left + w]
        new = int((~block).sum())
        if new == 0 or new > remaining:
            failures += 1
            continue
        block[:] = True
        failures = 0
    _grow_to(grid, hidden, generator)
    return grid.reshape(-1)


def _grow_to(grid: torch.Tensor, hidden: int, generator: torch.Generator | None) -> None:
    rows, cols = grid.shape
    while int(grid.sum()) < hidden:
        if not bool(grid.any()):
            seed = int(torch.randint(0, rows * cols, (), generator=generator))
            grid.view(-1)[seed] = True
            continue
        padded = torch.zeros(rows + 2, cols + 2, dtype=torch.bool)
        padded[1:-1, 1:-1] = grid
        near = padded[:-2, 1:-1] | padded[2:, 1:-1] | padded[1:-1, :-2] | padded[1:-1, 2:]
        frontier = (near & ~grid).reshape(-1).nonzero().flatten()
        pick = frontier[int(torch.randint(0, frontier.numel(), (), generator=generator))]
        grid.view(-1)[pick] = True
