"""Fixed, small evaluations that travel with the project (no external data needed).

The bundled models' `metrics.json` records these figures at export time; the tests
recompute them from the shipped files, so the card and the files cannot drift apart.
"""

from __future__ import annotations

import numpy as np
import torch

from mlm_lab.masking import TokenMaskingConfig, mask_tokens

SAMPLE_PHOTOS = ("astronaut", "coffee", "chelsea", "rocket")


@torch.no_grad()
def text_sample_figures(text_model, sentences: list[str], *, mask_prob: float = 0.15, seed: int = 0) -> dict:
    """Top-1 / top-5 accuracy and mean loss at [MASK]ed tokens of `sentences` (fixed masks)."""
    tok, model = text_model.tokenizer, text_model.model.eval()
    cfg = TokenMaskingConfig(mask_prob=mask_prob, mask_token_prob=1.0, random_token_prob=0.0)
    top1 = top5 = count = 0
    loss_sum = 0.0
    for i, sentence in enumerate(sentences):
        enc = tok.encode(sentence, max_length=model.config.max_position)
        ids = torch.tensor([enc.ids])
        gen = torch.Generator().manual_seed(seed + i)
        masked = mask_tokens(ids, cfg, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                             special_tokens_mask=torch.tensor([enc.special]), generator=gen)
        if not masked.selected.any():  # at least one blank per sentence: the middle word
            middle = len(enc.ids) // 2
            masked.labels[0, middle] = ids[0, middle]
            masked.input_ids[0, middle] = tok.mask_token_id
        out = model(masked.input_ids, labels=masked.labels)
        target = masked.labels[masked.labels != -100]
        best = out.logits.topk(5, dim=-1).indices
        top1 += int((best[:, 0] == target).sum())
        top5 += int((best == target[:, None]).any(dim=1).sum())
        loss_sum += float(out.loss) * target.numel()
        count += target.numel()
    return {"masked_tokens": count, "top1": top1 / count, "top5": top5 / count, "loss": loss_sum / count}


def sample_photo(name: str) -> np.ndarray:
    """One of scikit-image's bundled photos as HxWx3 float32 in [0, 1]."""
    from skimage import data

    from mlm_lab.imaging import load_image

    return load_image(getattr(data, name)())


@torch.no_grad()
def image_sample_figures(mae, *, ratio: float = 0.75, seed: int = 0) -> dict:
    """PSNR over hidden patches on the scikit-image sample photos: the model (visible patches
    pasted back) beside mean-colour fill and interpolation."""
    from mlm_lab.baselines import interpolate_fill, mean_colour_fill
    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden

    result: dict[str, dict] = {}
    for i, name in enumerate(SAMPLE_PHOTOS):
        r = reconstruct(sample_photo(name), model=mae, ratio=ratio, seed=seed + i)
        P = r.patch_size
        result[name] = {
            "model_psnr": psnr_hidden(r.original, r.pasted, r.mask, P),
            "mean_colour_psnr": psnr_hidden(r.original, mean_colour_fill(r.original, r.mask, P), r.mask, P),
            "interpolate_psnr": psnr_hidden(r.original, interpolate_fill(r.original, r.mask, P), r.mask, P),
        }
    return result
