"""Image quality over the hidden region: PSNR and SSIM (scikit-image)."""

from __future__ import annotations

import math

import numpy as np


def pixel_mask(mask: np.ndarray, patch_size: int) -> np.ndarray:
    """[rows, cols] patch mask -> [rows*P, cols*P] pixel mask."""
    return np.kron(np.asarray(mask, dtype=bool), np.ones((patch_size, patch_size), dtype=bool)).astype(bool)


def psnr_hidden(original: np.ndarray, reconstruction: np.ndarray, mask: np.ndarray, patch_size: int) -> float:
    """PSNR in dB over the pixels of hidden patches; images HxWx3 in [0, 1]."""
    where = pixel_mask(mask, patch_size)
    if not where.any():
        return float("nan")
    mse = float(np.mean((original[where] - reconstruction[where]) ** 2))
    return float("inf") if mse == 0 else 10.0 * math.log10(1.0 / mse)


def ssim_hidden(original: np.ndarray, reconstruction: np.ndarray, mask: np.ndarray, patch_size: int) -> float:
    """Mean SSIM over the pixels of hidden patches (the full SSIM map, averaged where hidden)."""
    from skimage.metrics import structural_similarity

    where = pixel_mask(mask, patch_size)
    if not where.any():
        return float("nan")
    side = min(original.shape[0], original.shape[1])
    win = min(7, side if side % 2 else side - 1)
    _, full = structural_similarity(
        original, reconstruction, channel_axis=2, data_range=1.0, full=True, win_size=max(win, 3)
    )
    return float(full.mean(axis=2)[where].mean())
