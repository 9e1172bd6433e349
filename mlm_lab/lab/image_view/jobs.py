"""The work the Image tab's worker thread runs, without Qt: reading a picture, one reconstruction
and its metrics, the reveal in rounds (pixels and MaskGIT's tokens) and one patch's explanation;
plus the picture at the model's size, made once (`ModelInput`), and a reconstruction as CSV rows.

Every job imports the engine (torch) inside itself, so importing this module stays light."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from mlm_lab.lab.resources import read_source

ENCODER_KIND = "image_encoder"  # a ViT / DINOv2 (models.hf_vision): features, no pixel decoder
METRICS_HEADER = ("metric", "value")


@dataclass
class ImageResult:
    """What one reconstruction request produced (made in the worker thread)."""

    reconstruction: object  # mlm_lab.inference.Reconstruction
    psnr: float
    ssim: float
    hidden: int
    total: int
    source: str
    strategy: str
    ratio: float
    seed: int


def has_decoder(model) -> bool:
    """True for a model that rebuilds pixels (an MAE); False for a features-only encoder."""
    return getattr(model.config, "kind", "") != ENCODER_KIND


class ModelInput:
    """The picture at the model's input size, made once per picture and size rather than on every
    slider move (centre crop + bicubic resize of a 512 px photo cost more than the model's forward).
    `reconstruct` resizes again, but a picture already at its size comes back unchanged (tested),
    so the panels show exactly what they showed before. Used from the worker thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: tuple[np.ndarray, int] | None = None  # (the source array itself, side)
        self._rgb: np.ndarray | None = None

    def get(self, source_rgb: np.ndarray, side: int) -> np.ndarray:
        """(side, side, 3) float32 in [0, 1] for `source_rgb` (H, W, 3)."""
        with self._lock:
            if self._key is not None and self._key[0] is source_rgb and self._key[1] == side:
                return self._rgb
        from mlm_lab.imaging import crop_resize_square

        rgb = crop_resize_square(source_rgb, side)
        with self._lock:
            self._key, self._rgb = (source_rgb, side), rgb
        return rgb


def read_picture(source: str) -> tuple[str, np.ndarray]:
    """The worker-thread job of a picture asked for: (source, its pixels (H, W, 3) float32)."""
    return source, read_source(source)


def run_reconstruction(model, source_rgb: np.ndarray, source: str, strategy: str, ratio: float, seed: int,
                       manual: np.ndarray | None, model_input: ModelInput | None = None) -> ImageResult:
    """The worker-thread job: reconstruct and measure the hidden region."""
    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    image = source_rgb if model_input is None else model_input.get(source_rgb, model.config.image_size)
    if strategy == "paint":
        rec = reconstruct(image, model=model, mask=manual)
    else:
        rec = reconstruct(image, model=model, ratio=ratio, strategy=strategy, seed=seed)
    psnr = psnr_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    ssim = ssim_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    return ImageResult(rec, psnr, ssim, int(rec.mask.sum()), int(rec.mask.size), source, strategy, ratio, seed)


def result_rows(r: ImageResult | None, model_name: str) -> list[list]:
    """A result as CSV rows under METRICS_HEADER (the Image tab's metrics export): a summary, then
    every patch's error; none without a result."""
    if r is None:
        return []
    rec = r.reconstruction
    rows = [
        ["source", r.source], ["strategy", r.strategy], ["ratio", r.ratio], ["seed", r.seed],
        ["model", model_name], ["hidden_patches", r.hidden], ["total_patches", r.total],
        ["psnr_hidden_db", r.psnr], ["ssim_hidden", r.ssim], ["model_loss", rec.loss],
        ["uses_target_stats", rec.uses_target_stats],
    ]
    for (row, col), value in np.ndenumerate(rec.patch_error):
        rows.append([f"patch_mse_r{row}_c{col}{'_hidden' if rec.mask[row, col] else ''}", float(value)])
    return rows


def run_rounds(model, source_rgb: np.ndarray, model_input, *, ratio: float, rounds: int, order: str, seed: int):
    """The worker-thread job of "Reveal in rounds": the picture at the model's size, then reveal_in_rounds."""
    from mlm_lab.generation.image_rounds import reveal_in_rounds

    image = source_rgb if model_input is None else model_input.get(source_rgb, model.config.image_size)
    return reveal_in_rounds(model, image, ratio=ratio, rounds=rounds, order=order, seed=seed)


_PAIRS: dict[str, object] = {}  # folder -> ImageTokenModel, loaded once in the worker thread
_PAIRS_LOCK = threading.Lock()


def token_pair(folder=None):
    """The image-token model (default: the bundled one), loaded once; ModelLoadError says why not."""
    from mlm_lab.models.image_tokens_io import bundled_image_tokens_dir, load_image_tokens

    key = str(folder or bundled_image_tokens_dir())
    with _PAIRS_LOCK:
        if key not in _PAIRS:
            _PAIRS[key] = load_image_tokens(key)
        return _PAIRS[key]


def run_token_rounds(source_rgb: np.ndarray, model_input, *, ratio: float, rounds: int, seed: int, folder=None):
    """The worker-thread job of the token half: the picture at the tokenizer's size, then
    reveal_tokens_in_rounds."""
    from mlm_lab.generation.token_rounds import reveal_tokens_in_rounds

    pair = token_pair(folder)
    size = pair.tokenizer.config.image_size
    image = source_rgb if model_input is None else model_input.get(source_rgb, size)
    return reveal_tokens_in_rounds(pair, image, ratio=ratio, rounds=rounds, seed=seed)


def explain_job(model, model_input: ModelInput, source_rgb: np.ndarray, mask: np.ndarray, patch: tuple[int, int],
                method: str, key):
    """The worker's job: explain_patch on the picture and mask the panels show -> (key, PatchExplanation)."""

    def job():
        from mlm_lab.explain import explain_patch

        image = model_input.get(source_rgb, model.config.image_size)
        return key, explain_patch(model, image, mask, patch, method)

    return job
