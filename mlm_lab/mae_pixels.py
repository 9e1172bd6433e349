"""An MAE's predictions as pixels: the one place the lab turns decoder output into images.

The trainer (evaluation PSNR, snapshots) and `inference.reconstruct` (the Image tab) both
call these, so a reconstruction is computed the same way wherever it is shown.

Shapes: B images, N patches, P patch side, C channels (3), S image side.
"""

from __future__ import annotations

import math

import torch

GREY = 0.5  # what a hidden patch shows in the "masked" picture


def predicted_pixels(mae, images01: torch.Tensor, pred: torch.Tensor) -> torch.Tensor:
    """Decoder output [B, N, P*P*C] -> predicted pixels in [0, 1], same patch layout.

    A model trained with norm_pix_loss predicts each patch normalised by its own mean and
    variance; those are undone with the true patch's statistics (as the MAE paper shows
    its figures), so its hidden patches borrow their mean colour and contrast from the truth.
    `images01` [B, C, S, S] in [0, 1] are the images the prediction is for."""
    cfg = mae.config
    P, C = cfg.patch_size, cfg.in_channels
    pred = pred.float()
    if cfg.norm_pix_loss:
        target = mae.patchify(mae.normalize(images01))  # [B, N, P*P*C]
        pred = pred * (target.var(dim=-1, keepdim=True) + 1e-6) ** 0.5 + target.mean(dim=-1, keepdim=True)
    B, N, _ = pred.shape
    mean = torch.tensor(cfg.image_mean, device=pred.device)
    std = torch.tensor(cfg.image_std, device=pred.device)
    pixels = pred.view(B, N, P * P, C) * std + mean  # back from the model's input space, per channel
    return pixels.clamp(0.0, 1.0).view(B, N, P * P * C)


def patch_squared_error(mae, images01: torch.Tensor, pixels: torch.Tensor) -> torch.Tensor:
    """[B, N]: mean squared error of each predicted patch (pixels [B, N, P*P*C] in [0, 1])."""
    truth = mae.patchify(images01).float()  # [B, N, P*P*C]
    return ((pixels - truth) ** 2).mean(dim=-1)


def compose(mae, images01: torch.Tensor, pixels: torch.Tensor, mask: torch.Tensor):
    """The pictures a reconstruction is shown as, each [B, C, S, S] in [0, 1]:
    (reconstruction: every patch predicted, masked: hidden patches flat grey,
    pasted: visible patches from the image, hidden ones from the reconstruction).
    mask [B, N] bool, True = hidden."""
    recon = mae.unpatchify(pixels)  # [B, C, S, S]
    hidden = mae.unpatchify(mask.to(pixels.device)[..., None].float().expand(-1, -1, pixels.shape[-1])) > 0.5
    images01 = images01.to(pixels.device)
    masked = torch.where(hidden, torch.full_like(images01, GREY), images01)
    pasted = torch.where(hidden, recon, images01)
    return recon, masked, pasted


def psnr_from_mse(mse: float) -> float:
    """PSNR in dB of pixels in [0, 1]; inf for a perfect reconstruction."""
    return 10.0 * math.log10(1.0 / mse) if mse > 0 else float("inf")


__all__ = ["GREY", "compose", "patch_squared_error", "predicted_pixels", "psnr_from_mse"]
