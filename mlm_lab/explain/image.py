"""Why an MAE rebuilds one hidden patch as it does: the influence of each visible patch.

The error of hidden patch h is the MSE of its prediction in the model's target space (the
space its loss uses). Shapes: N patches, L visible, K hidden, D width.

- occlusion: each visible patch in turn is dropped from the encoder's input (it becomes
  one more mask token in the decoder), all L variants in one batched forward; influence =
  error without the patch - error with it (positive: the patch helped).
- gradient: the L2 norm, over a patch's pixels, of the gradient of h's error with respect
  to the visible patches' (normalised) input pixels; `per_layer` holds the norm of the
  gradient with respect to each encoder layer's token for that patch (layer 0 = the patch
  embedding), which shows at what depth the hidden patch's neighbours matter.
- attention: h is not in the encoder, so its attention starts in the decoder: the rollout
  (0.5 A + 0.5 I, Abnar & Zuidema 2020) from h's mask token over the decoder blocks, onto
  the decoder's inputs; the shares on visible tokens (and the cls) are carried on through
  the encoder's rollout to the patches that went in; the share on other mask tokens, which
  hold only a position, is left out. `per_layer`: each decoder block's head-mean attention
  from h onto the visible tokens, then the full rollout.
"""

from __future__ import annotations

import numpy as np
import torch

from mlm_lab.errors import msg, words
from mlm_lab.explain.results import PATCH_METHODS, ExplainError, PatchExplanation
from mlm_lab.explain.text import attention_rollout, autocast_for, check_precision
from mlm_lab.ranges import PATCH_RATIO


def image_model_for(mae):
    from mlm_lab.inference import resolve_image_model as resolve
    from mlm_lab.models import MaskedAutoencoder, MaskedLM
    from mlm_lab.models.text_model import TextModel

    if isinstance(mae, (TextModel, MaskedLM)):
        raise ExplainError(words("a text model cannot explain an image patch: give an image (MAE) model"))
    return resolve(mae) if not isinstance(mae, MaskedAutoencoder) else mae


def patch_mask_for(mae, mask, ratio: float, seed: int, strategy: str):
    from mlm_lab.masking import PatchMaskingConfig, mask_patches, patch_mask_from_bool
    from mlm_lab.masking.patches import PatchMask

    rows, cols = mae.config.grid
    if isinstance(mask, PatchMask):
        return mask
    if mask is not None:
        m = np.asarray(mask, dtype=bool)
        if m.size != rows * cols:
            raise ExplainError(msg("the mask has {m_size} cells but the model's grid is {rows} x {cols}",
                                   m_size=m.size, rows=rows, cols=cols))
        return patch_mask_from_bool(torch.as_tensor(m.reshape(1, rows * cols)))
    ratio = PATCH_RATIO.check("ratio", ratio, ExplainError)
    gen = torch.Generator().manual_seed(int(seed))
    return mask_patches(1, (rows, cols), PatchMaskingConfig(strategy, float(ratio)), generator=gen)


def _pixels(mae, image) -> torch.Tensor:
    """A path, PIL image, HxWx3 array or [1, 3, S, S] tensor in [0, 1] -> [1, 3, S, S] in [0, 1]."""
    if isinstance(image, torch.Tensor):
        x = image.float()
        return x.unsqueeze(0) if x.ndim == 3 else x
    from mlm_lab.imaging import crop_resize_square, load_image

    rgb = crop_resize_square(load_image(image), mae.config.image_size)
    return torch.from_numpy(np.ascontiguousarray(rgb, dtype=np.float32)).permute(2, 0, 1).unsqueeze(0)


def explain_patch(mae=None, image=None, mask=None, patch: tuple[int, int] = (0, 0), method: str = "occlusion", *,
                  ratio: float = 0.75, seed: int = 0, strategy: str = "random",
                  precision: str = "float32") -> PatchExplanation:
    """Influence of every visible patch on the reconstruction of hidden `patch` (row, col).

    mae: a MaskedAutoencoder, a folder, or None (the bundled one). image: a path, PIL image,
    HxWx3 array in [0, 1] (or uint8) or a [1, 3, S, S] tensor in [0, 1]; it is centre-cropped
    and resized as the Image tab does. mask: [rows, cols] bool (True = hidden), a PatchMask,
    or None: drawn from ratio / seed / strategy exactly as `inference.reconstruct` draws it.
    method: one of PATCH_METHODS. precision: "float32" (default) or "bfloat16" (autocast; faster,
    approximate). Raises ExplainError with a one-line message on bad requests."""
    if method not in PATCH_METHODS:
        raise ExplainError(msg("unknown method {method!r}: choose one of {join_patch_methods}",
                               method=method, join_patch_methods=', '.join(PATCH_METHODS)))
    if image is None:
        raise ExplainError(words("an image is needed"))
    check_precision(precision)
    model = image_model_for(mae)
    if model.training:
        model.eval()
    rows, cols = model.config.grid
    r, c = (int(v) for v in patch)
    if not (0 <= r < rows and 0 <= c < cols):
        raise ExplainError(msg("patch ({r}, {c}) is outside the {rows} x {cols} grid (rows and columns from 0)",
                               r=r, c=c, rows=rows, cols=cols))
    pm = patch_mask_for(model, mask, ratio, seed, strategy)
    hidden_flat = pm.mask[0].numpy()
    h = r * cols + c
    if not hidden_flat[h]:
        raise ExplainError(msg("patch ({r}, {c}) is visible: explain a hidden patch (the model rebuilds only those)",
                               r=r, c=c))
    x = model.normalize(_pixels(model, image))  # [1, 3, S, S]
    target = model.target_patches(x)[0, h].detach()  # [P*P*C]
    hidden = [(int(i) // cols, int(i) % cols) for i in np.flatnonzero(hidden_flat)]
    result = PatchExplanation((rows, cols), (r, c), hidden, method, np.zeros((rows, cols)), 0.0)
    with autocast_for(model, precision):
        if method == "occlusion":
            _occlusion(model, x, pm, h, target, result)
        elif method == "gradient":
            _gradient(model, x, pm, h, target, result)
        else:
            _attention(model, x, pm, h, target, result)
    return result


def _error(pred_h: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    return ((pred_h - target) ** 2).mean(dim=-1)


@torch.inference_mode()
def _occlusion(model, x, pm, h, target, result: PatchExplanation) -> None:
    rows, cols = result.grid
    keep = pm.ids_keep[0]  # [L]
    base = float(_error(prediction_at(model, x, pm.mask, h), target)[0])
    L = keep.shape[0]
    influence = np.zeros(rows * cols)
    if L:  # one batched pass: row i with visible patch keep[i] dropped too
        masks = pm.mask.repeat(L, 1)  # [L, N]
        masks[torch.arange(L), keep] = True
        influence[keep.numpy()] = (_error(prediction_at(model, x.expand(L, -1, -1, -1), masks, h), target)
                                   - base).float().numpy()
    result.error = base
    result.influence = influence.reshape(rows, cols)


def prediction_at(model, images: torch.Tensor, mask: torch.Tensor, h: int) -> torch.Tensor:
    """The MAE's prediction for patch h alone: images [B, C, H, W] (normalised), mask [B, N]
    bool (True = hidden, h among them) -> [B, P*P*C] (`MaskedAutoencoder.predict_at`)."""
    from mlm_lab.masking import patch_mask_from_bool

    return model.predict_at(images, patch_mask_from_bool(mask), slice(h, h + 1))[:, 0]


def _gradient(model, x, pm, h, target, result: PatchExplanation) -> None:
    rows, cols = result.grid
    keep = pm.ids_keep[0].numpy()
    with torch.enable_grad():
        pixels = x.detach().clone().requires_grad_(True)
        out = model(pixels, patch_mask=pm, hidden_only=False, output_hidden_states=True)
        err = _error(out.pred[0, h], target)
        grads = torch.autograd.grad(err, [pixels, *out.hidden_states])
    per_pixel = model.patchify(grads[0])[0]  # [N, P*P*C]
    influence = np.zeros(rows * cols)
    influence[keep] = per_pixel.norm(dim=-1).numpy()[keep]
    layers = []
    for g in grads[1:]:  # [1, 1 + L, D]: cls, then visible patches in ids_keep order
        m = np.zeros(rows * cols)
        m[keep] = g[0, 1:].norm(dim=-1).numpy()
        layers.append(m.reshape(rows, cols))
    result.error = float(err.detach())
    result.influence = influence.reshape(rows, cols)
    result.per_layer = np.stack(layers)
    result.layer_names = ["embedding"] + [f"encoder block {k}" for k in range(1, len(layers))]


@torch.no_grad()
def _attention(model, x, pm, h, target, result: PatchExplanation) -> None:
    rows, cols = result.grid
    keep = pm.ids_keep[0].numpy()
    out = model(x, patch_mask=pm, hidden_only=False, return_attentions=True)
    enc = torch.stack([a[0] for a in out.attentions]).double().numpy()  # [Le, H, 1 + L, 1 + L]
    dec = torch.stack([a[0] for a in out.decoder_attentions]).double().numpy()  # [Ld, Hd, 1 + N, 1 + N]
    from_h = attention_rollout(dec)[1 + h]  # [1 + N]: cls, then patches in patch order
    onto_inputs = np.concatenate([from_h[:1], from_h[1 + keep]])  # [1 + L] in the encoder's order
    through = onto_inputs @ attention_rollout(enc)  # [1 + L]
    influence = np.zeros(rows * cols)
    influence[keep] = through[1:]
    layers = []
    for block in dec:  # each decoder block on its own: head mean, row of h, visible columns
        m = np.zeros(rows * cols)
        m[keep] = block.mean(axis=0)[1 + h, 1 + keep]
        layers.append(m.reshape(rows, cols))
    layers.append(influence.reshape(rows, cols))
    result.error = float(_error(out.pred[0, h], target))
    result.influence = influence.reshape(rows, cols)
    result.per_layer = np.stack(layers)
    result.layer_names = [f"decoder block {k}" for k in range(1, len(dec) + 1)] + ["rollout"]
