"""Image representations of a masked autoencoder: patch features with nothing masked,
DINOv2-style PCA colour maps fitted jointly over several images, patch similarity.

Every layer is read from the model's own encoder (`forward_encoder` with every patch
kept and `output_hidden_states=True`), so the features are the model's, nothing masked. Pure functions with numpy outputs:
safe to call from a worker thread. Shapes: B images, N patches, D width.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import torch

from mlm_lab.errors import msg

Progress = Callable[[int, int], None]  # (done, total)


@dataclass
class ImageFeatures:
    patches: np.ndarray  # [B, N, D] float32, row-major patch order
    cls: np.ndarray  # [B, D] float32
    grid: tuple[int, int]  # patches per column and per row (h, w); N = h * w
    layer: int  # 0 = patch embeddings, k = after block k, num_layers = final (after the norm)


def encoder_layer_index(num_layers: int, layer: int) -> int:
    """-1 (or num_layers) = the encoder's output after its final norm; 0 = the embeddings."""
    if layer < 0:
        layer = num_layers + 1 + layer
    if not 0 <= layer <= num_layers:
        raise ValueError(msg("layer must be in [0, {num_layers}] or negative from the end, got {layer}",
                             num_layers=num_layers, layer=layer))
    return layer


def images_to_tensor(images, size: int) -> torch.Tensor:
    """Images -> [B, 3, size, size] float in [0, 1]. Accepts [B, H, W, 3] or [H, W, 3] arrays
    (uint8, or float in [0, 1]), a list of such arrays (any sizes; each is centre-cropped
    and resized), or a [B, 3, H, W] tensor in [0, 1]."""
    if isinstance(images, torch.Tensor):
        x = images.float()
        if x.ndim == 3:
            x = x.unsqueeze(0)
    else:
        if isinstance(images, np.ndarray) and images.ndim == 3:
            images = images[None]
        if isinstance(images, np.ndarray):
            arr = images.astype(np.float32) / 255.0 if images.dtype == np.uint8 else images.astype(np.float32)
            x = torch.from_numpy(np.ascontiguousarray(arr)).permute(0, 3, 1, 2)
        else:
            from mlm_lab.imaging import crop_resize_square, load_image

            x = torch.stack([torch.from_numpy(crop_resize_square(load_image(im), size)).permute(2, 0, 1)
                             for im in images])
    if x.ndim != 4 or x.shape[1] != 3:
        raise ValueError(msg("images must be [B, H, W, 3] or [B, 3, H, W], got {tuple_x_shape}",
                             tuple_x_shape=tuple(x.shape)))
    from mlm_lab.data.image_sources import stretch_resize_square

    h, w = x.shape[-2:]
    if h != w:  # centre-crop to a square first, as a picture given by path is (imaging.crop_resize_square)
        side = min(h, w)
        top, left = (h - side) // 2, (w - side) // 2
        x = x[..., top : top + side, left : left + side]
    return stretch_resize_square(x, size)


def encoder_hidden_states(model, pixels: torch.Tensor, layers: Sequence[int]) -> dict[int, torch.Tensor]:
    """Run the MAE encoder on every patch (nothing masked). pixels [B, 3, S, S] normalised.
    Returns {layer: [B, 1 + N, D]} for the requested layer indices (0..num_layers): the
    model's own `forward_encoder(..., output_hidden_states=True)` with every patch kept."""
    from mlm_lab.masking.patches import patch_mask_from_bool

    keep_all = patch_mask_from_bool(torch.zeros(pixels.shape[0], model.config.num_patches, dtype=torch.bool))
    _, hidden, _ = model.forward_encoder(pixels, keep_all, output_hidden_states=True)
    return {k: hidden[k] for k in sorted(set(layers))}


@torch.no_grad()
def image_features(model, images, layer: int = -1, *, batch_size: int = 64,
                   progress: Progress | None = None) -> ImageFeatures:
    """Patch features [B, N, D] and cls [B, D] of a MaskedAutoencoder at `layer`, nothing masked.

    `model` is a lab MaskedAutoencoder (bundled, a run checkpoint, or an imported
    Hugging Face ViT-MAE, which the lab imports as one) or a model folder."""
    model = as_image_model(model)
    cfg = model.config
    k = encoder_layer_index(cfg.num_layers, layer)
    pixels = images_to_tensor(images, cfg.image_size)  # [B, 3, S, S]
    model.eval()
    patches, cls = [], []
    total = pixels.shape[0]
    for start in range(0, total, batch_size):
        chunk = model.normalize(pixels[start : start + batch_size])
        h = encoder_hidden_states(model, chunk, [k])[k]  # [b, 1 + N, D]
        cls.append(h[:, 0].float().numpy())
        patches.append(h[:, 1:].float().numpy())
        if progress is not None:
            progress(min(start + batch_size, total), total)
    return ImageFeatures(np.concatenate(patches), np.concatenate(cls), cfg.grid, k)


def as_image_model(model):
    from mlm_lab.models import MaskedAutoencoder

    if isinstance(model, MaskedAutoencoder):
        return model
    if is_image_encoder(model):  # a ViT / DINOv2 through transformers (models.hf_vision)
        return model
    if isinstance(model, (str, os.PathLike)) and _vision_folder(model):
        from mlm_lab.models.hf_vision import load_runtime_image_encoder

        return load_runtime_image_encoder(model)
    from mlm_lab.inference import load_image_model

    return load_image_model(model)


def is_image_encoder(model) -> bool:
    """An encoder that gives features but no reconstruction (models.hf_vision.HFImageEncoder)."""
    return getattr(getattr(model, "config", None), "kind", "") == "image_encoder" and hasattr(model, "forward_encoder")


def _vision_folder(source) -> bool:
    """Whether `source` is a folder (or a cache entry) holding a ViT or DINOv2 config."""
    from mlm_lab.models.hf_vision import VISION_TYPES
    from mlm_lab.models.io import ModelLoadError

    try:
        from mlm_lab.models.hf_import import read_hf_config, resolve_hf_folder

        return str(read_hf_config(resolve_hf_folder(source)).get("model_type")) in VISION_TYPES
    except ModelLoadError:
        return False


# -- PCA colour maps ------------------------------------------------------------------------
@dataclass
class PCAColours:
    rgb: np.ndarray  # [..., N, 3] in [0, 1], same leading shape as the features given
    components: np.ndarray  # [n, D] principal axes (fitted on fit_on)
    explained_variance_ratio: np.ndarray  # [n]
    background_removed: bool  # True: background patches are black and the colours come from the foreground fit
    foreground: np.ndarray | None  # [..., N] bool, where background_removed
    label: str  # what the colours mean, for a caption


def _stack(features) -> tuple[np.ndarray, tuple[int, ...]]:
    """[N, D], [B, N, D] or a list of [N, D] -> ([M, D], leading shape)."""
    if isinstance(features, (list, tuple)):
        arrs = [np.asarray(f, dtype=np.float32) for f in features]
        if len({a.shape for a in arrs}) == 1:
            stacked = np.stack(arrs)
            return stacked.reshape(-1, stacked.shape[-1]), stacked.shape[:-1]
        return np.concatenate([a.reshape(-1, a.shape[-1]) for a in arrs]), (sum(a.shape[0] for a in arrs),)
    arr = np.asarray(features, dtype=np.float32)
    if arr.ndim < 2:
        raise ValueError(msg("features must be [N, D] or [B, N, D], got {arr_shape}", arr_shape=arr.shape))
    return arr.reshape(-1, arr.shape[-1]), arr.shape[:-1]


def _fit_pca(x: np.ndarray, n: int):
    from sklearn.decomposition import PCA

    if x.shape[0] < n:
        raise ValueError(msg("a PCA with {n} components needs at least {n} patches, got {x_shape_0}",
                             n=n, x_shape_0=x.shape[0]))
    return PCA(n_components=n, svd_solver="full").fit(x)


def _scale(projected: np.ndarray, reference: np.ndarray, percentile: float) -> np.ndarray:
    """Per component: map the [p, 100 - p] percentile range of `reference` to [0, 1]."""
    lo = np.percentile(reference, percentile, axis=0)
    hi = np.percentile(reference, 100.0 - percentile, axis=0)
    return np.clip((projected - lo) / np.maximum(hi - lo, 1e-8), 0.0, 1.0)


def _background_side(first: np.ndarray, leading: tuple[int, ...]) -> np.ndarray:
    """Foreground mask from the sign of the first component: the side that holds most of the
    image borders is background (when the patches form square grids), else the larger side."""
    positive = first > 0
    n = leading[-1] if leading else first.shape[0]
    side = int(round(n ** 0.5))
    if side * side == n and side >= 3:
        grid = positive.reshape(-1, side, side)
        border = np.concatenate([grid[:, 0], grid[:, -1], grid[:, 1:-1, 0], grid[:, 1:-1, -1]], axis=1)
        positive_is_background = border.mean() > 0.5
    else:
        positive_is_background = positive.mean() > 0.5
    return ~positive if positive_is_background else positive


def pca_rgb(features, n: int = 3, fit_on=None, remove_background: bool = False,
            percentile: float = 1.0) -> PCAColours:
    """Per-patch RGB in [0, 1] from the first `n` principal components of patch features.

    One PCA is fitted over every patch of `fit_on` (default: all of `features`), and each
    component is scaled by percentiles of the fitted patches, so one colour means the
    same direction in feature space across all images (DINOv2's figures). The same
    `fit_on` always gives the same colour to the same patch. With `remove_background`,
    the first component is thresholded at 0 (the side on the image borders is taken
    as background), background patches are black, and a second PCA over the foreground
    patches gives the colours (DINOv2's recipe). `n` < 3 fills the missing channels with 0.
    """
    if not 1 <= n <= 3:
        raise ValueError(msg("n must be 1, 2 or 3, got {n}", n=n))
    x, leading = _stack(features)
    ref, ref_leading = _stack(fit_on) if fit_on is not None else (x, leading)
    pca = _fit_pca(ref, n)
    foreground = None
    if remove_background:
        first_pca = _fit_pca(ref, 1)
        ref_fg = _background_side(first_pca.transform(ref)[:, 0], ref_leading)
        fg = _background_side(first_pca.transform(x)[:, 0], leading)
        if ref_fg.sum() >= n:
            pca = _fit_pca(ref[ref_fg], n)
            ref = ref[ref_fg]
        foreground = fg
    colours = _scale(pca.transform(x), pca.transform(ref), percentile)  # [M, n]
    if n < 3:
        colours = np.concatenate([colours, np.zeros((colours.shape[0], 3 - n))], axis=1)
    if foreground is not None:
        colours = colours * foreground[:, None]
    label = (f"PCA of patch features, first {n} components as RGB, fitted jointly on "
             f"{ref.shape[0]} patches" + ("; background (first component) removed" if remove_background else ""))
    return PCAColours(colours.reshape(*leading, 3).astype(np.float32), pca.components_.astype(np.float32),
                      pca.explained_variance_ratio_.astype(np.float32), remove_background,
                      None if foreground is None else foreground.reshape(leading), label)


# -- similarity -------------------------------------------------------------------------------
def patch_similarity(features_a, index: int, features_b=None) -> np.ndarray:
    """Cosine similarity of patch `index` of features_a ([N, D]) with every patch of
    features_b ([N', D] or [B, N', D]; default features_a): an array of features_b's leading shape."""
    a = np.asarray(features_a, dtype=np.float32)
    if a.ndim != 2:
        raise ValueError(msg("features_a must be one image's patches [N, D], got {a_shape}", a_shape=a.shape))
    if not 0 <= index < a.shape[0]:
        raise IndexError(f"patch index {index} outside 0..{a.shape[0] - 1}")
    b = a if features_b is None else np.asarray(features_b, dtype=np.float32)
    q = a[index] / max(float(np.linalg.norm(a[index])), 1e-12)
    norms = np.maximum(np.linalg.norm(b, axis=-1), 1e-12)
    return (b @ q) / norms


def best_match(similarity: np.ndarray) -> np.ndarray:
    """Index of the most similar patch per image: similarity [B, N] -> [B] (or [N] -> scalar)."""
    return np.argmax(similarity, axis=-1)
