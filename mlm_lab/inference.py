"""What the panes ask of a model: fill masks, predict masked tokens, reconstruct images.

`model=None` means the bundled model in resources/models/. A model may also be given
as a folder (lab format) or as a loaded model object.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import torch

from mlm_lab.errors import msg, words
from mlm_lab.imaging import crop_resize_square, load_image
from mlm_lab.mae_pixels import compose, predicted_pixels
from mlm_lab.masking import PatchMaskingConfig, mask_patches, patch_mask_from_bool
from mlm_lab.models import MaskedAutoencoder, MaskedLM, ModelLoadError
from mlm_lab.models.load import load_image_model, load_text_model
from mlm_lab.models.text_model import TextModel
from mlm_lab.resources import bundled_model_dir
from mlm_lab.tokenization import MASK

model_lock = threading.Lock()  # one forward pass at a time on a shared model (GUI worker, jobs)


@lru_cache(maxsize=2)
def _bundled(kind: str):
    folder = bundled_model_dir(kind)
    if not (folder / "model.safetensors").is_file():
        raise ModelLoadError(msg("the bundled {kind} model is missing from {folder}", kind=kind, folder=folder))
    return load_text_model(folder) if kind == "text" else load_image_model(folder)


def bundled_text_model() -> TextModel:
    return _bundled("text")


def bundled_image_model() -> MaskedAutoencoder:
    return _bundled("image")


def resolve_text_model(model, tokenizer) -> TextModel:
    if model is None:
        return bundled_text_model()
    if isinstance(model, TextModel):
        return model
    if isinstance(model, (str, os.PathLike)):
        return load_text_model(model)
    if isinstance(model, MaskedLM):
        if tokenizer is None:
            raise ValueError(words("a MaskedLM object needs its tokenizer"))
        return TextModel(model, tokenizer, "object")
    raise TypeError(f"model must be None, a folder, a TextModel or a MaskedLM, got {type(model).__name__}")


def resolve_image_model(model) -> MaskedAutoencoder:
    if model is None:
        return bundled_image_model()
    if isinstance(model, MaskedAutoencoder):
        return model
    if isinstance(model, (str, os.PathLike)):
        return load_image_model(model)
    raise TypeError(f"model must be None, a folder or a MaskedAutoencoder, got {type(model).__name__}")


# -- text ---------------------------------------------------------------------------------
@dataclass
class TokenPrediction:
    position: int  # index in the token sequence
    top: list[tuple[str, float]]  # best first
    top_ids: list[int]
    true_id: int | None = None  # the original token, when known
    true_prob: float | None = None
    true_rank: int | None = None  # 1 = the model's first choice


@dataclass
class TextPrediction:
    predictions: list[TokenPrediction]
    loss: float | None  # mean cross-entropy at positions whose true token is known
    accuracy: float | None  # top-1 accuracy at those positions
    attentions: list[np.ndarray] | None = None  # per layer [H, T, T]
    extra: dict = field(default_factory=dict)


@torch.no_grad()
def predict_tokens(
    input_ids: Sequence[int],
    positions: Sequence[int],
    *,
    model=None,
    tokenizer=None,
    true_ids: Sequence[int | None] | None = None,
    top_k: int = 5,
    return_attentions: bool = False,
) -> TextPrediction:
    """Run the model once on `input_ids` (already corrupted) and read out `positions`."""
    tm = resolve_text_model(model, tokenizer)
    ids = torch.tensor([list(input_ids)], dtype=torch.long)
    if ids.shape[1] > tm.max_length:
        raise ValueError(msg("{ids_shape_1} tokens is more than the model's {tm_max_length}",
                             ids_shape_1=ids.shape[1], tm_max_length=tm.max_length))
    wanted = torch.zeros(ids.shape, dtype=torch.bool)
    wanted[0, list(positions)] = True
    with model_lock:
        tm.model.eval()
        out = tm.model(ids, positions=wanted, return_attentions=return_attentions)
    row_of = {int(p): r for r, p in enumerate(wanted[0].nonzero().flatten().tolist())}
    logits = out.logits  # [M, V]: only the asked positions, in sequence order
    preds: list[TokenPrediction] = []
    losses, hits = [], []
    for i, pos in enumerate(positions):
        logp = torch.log_softmax(logits[row_of[int(pos)]], dim=-1)
        probs = logp.exp()
        val, idx = probs.topk(min(top_k, probs.numel()))
        top = [(tm.tokenizer.id_to_token(int(t)), float(p)) for p, t in zip(val, idx, strict=True)]
        pred = TokenPrediction(int(pos), top, [int(t) for t in idx])
        true = None if true_ids is None else true_ids[i]
        if true is not None:
            pred.true_id = int(true)
            pred.true_prob = float(probs[true])
            pred.true_rank = int((probs > probs[true]).sum()) + 1
            losses.append(-float(logp[true]))
            hits.append(pred.true_rank == 1)
        preds.append(pred)
    attentions = None
    if return_attentions and out.attentions:
        attentions = [a[0].numpy() for a in out.attentions]
    return TextPrediction(
        preds,
        float(np.mean(losses)) if losses else None,
        float(np.mean(hits)) if hits else None,
        attentions,
    )


def fill_mask(text, *, model=None, tokenizer=None, top_k: int = 5):
    """Predict every [MASK] in `text` (a str or a list of str).

    Returns per [MASK], in order, a list of (token, probability) pairs, best first;
    for a list of texts, one such list per text.
    """
    if isinstance(text, (list, tuple)):
        return [fill_mask(t, model=model, tokenizer=tokenizer, top_k=top_k) for t in text]
    if not isinstance(text, str):
        raise TypeError("text must be a str or a list of str")
    tm = resolve_text_model(model, tokenizer)
    own = getattr(tm.tokenizer, "mask_token", MASK)  # a Hugging Face model's own mask (<mask>); [MASK] means it too
    if MASK not in text and own not in text:
        raise ValueError(msg("the text has no {own} to fill", own=own))
    enc = tm.tokenizer.encode(text, max_length=tm.max_length)
    positions = [i for i, t in enumerate(enc.ids) if t == tm.tokenizer.mask_token_id]
    if not positions:
        raise ValueError(msg("every {mask} was cut off: the text is longer than {tm_max_length} tokens",
                             mask=MASK, tm_max_length=tm.max_length))
    result = predict_tokens(enc.ids, positions, model=tm, top_k=top_k)
    return [p.top for p in result.predictions]


@torch.no_grad()
def iterative_fill(input_ids: Sequence[int], positions: Sequence[int], *, model=None, tokenizer=None) -> list[dict]:
    """Fill several masks one at a time, most confident first, re-predicting the rest
    each round (MaskGIT-style decoding). Returns one dict per round:
    {"position", "token_id", "token", "prob", "ids"} with the sequence after that round."""
    tm = resolve_text_model(model, tokenizer)
    ids = list(input_ids)
    remaining = list(positions)
    rounds = []
    while remaining:
        for pos in remaining:
            ids[pos] = tm.tokenizer.mask_token_id
        result = predict_tokens(ids, remaining, model=tm, top_k=1)
        best = max(result.predictions, key=lambda p: p.top[0][1])
        ids[best.position] = best.top_ids[0]
        remaining.remove(best.position)
        rounds.append(
            {"position": best.position, "token_id": best.top_ids[0], "token": best.top[0][0],
             "prob": best.top[0][1], "ids": list(ids)}
        )
    return rounds


# -- images -------------------------------------------------------------------------------
@dataclass
class Reconstruction:
    """Float32 arrays in [0, 1] at the model's resolution (HxWx3 unless said)."""

    original: np.ndarray
    masked: np.ndarray  # hidden patches flat grey
    reconstruction: np.ndarray  # the decoder's prediction for every patch
    pasted: np.ndarray  # visible patches from the original, hidden ones from the reconstruction
    error: np.ndarray  # [H, W] per-pixel squared error of `pasted` (0 on visible patches)
    mask: np.ndarray  # [rows, cols] bool, True = hidden
    patch_size: int = 16
    loss: float = float("nan")  # the model's own loss (its target space)
    uses_target_stats: bool = False  # norm_pix_loss: hidden patches shown with their true mean/std

    @property
    def patch_error(self) -> np.ndarray:
        """[rows, cols] mean squared error of the reconstruction per patch."""
        rows, cols = self.mask.shape
        P = self.patch_size
        sq = ((self.reconstruction - self.original) ** 2).mean(axis=2)
        return sq.reshape(rows, P, cols, P).mean(axis=(1, 3))


@torch.inference_mode()
def reconstruct(
    image,
    *,
    model=None,
    ratio: float = 0.75,
    strategy: str = "random",
    seed: int = 0,
    mask=None,
) -> Reconstruction:
    """Hide patches of `image` (a path, PIL image or HxWxC array) and let the MAE rebuild them.

    `mask`, when given, is a [rows, cols] (or [N]) bool array, True = hidden, and
    overrides `ratio`, `strategy` and `seed`.
    """
    mae = resolve_image_model(model)
    cfg = mae.config
    rgb = crop_resize_square(load_image(image), cfg.image_size)  # [H, W, 3] in [0, 1]
    rows, cols = cfg.grid
    if mask is not None:
        m = torch.as_tensor(np.asarray(mask, dtype=bool)).reshape(1, rows * cols)
        patch_mask = patch_mask_from_bool(m)
    else:
        gen = torch.Generator().manual_seed(int(seed))
        patch_mask = mask_patches(1, (rows, cols), PatchMaskingConfig(strategy, float(ratio)), generator=gen)
    x01 = torch.from_numpy(rgb).permute(2, 0, 1).unsqueeze(0)  # [1, 3, H, W]
    with model_lock:
        if mae.training:
            mae.eval()
        out = mae(mae.normalize(x01), patch_mask=patch_mask)
    pixels = predicted_pixels(mae, x01, out.pred)  # [1, N, P*P*C] in [0, 1]
    recon_t, masked_t, pasted_t = compose(mae, x01, pixels, patch_mask.mask)  # each [1, 3, H, W]
    recon, masked, pasted = (t[0].permute(1, 2, 0).numpy().astype(np.float32) for t in (recon_t, masked_t, pasted_t))
    hidden = patch_mask.mask[0].reshape(rows, cols).numpy()
    P = cfg.patch_size
    error = ((pasted - rgb) ** 2).mean(axis=2).astype(np.float32)
    return Reconstruction(
        rgb.astype(np.float32), masked, recon, pasted, error, hidden, P,
        float(out.loss), bool(cfg.norm_pix_loss),
    )
