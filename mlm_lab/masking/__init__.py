"""Masking as small pure functions on torch tensors (no model, no Qt).

Text: `mask_tokens` (BERT random, whole word, SpanBERT span), `mask_at_rates` and
`diffusion_loss` (masked diffusion, MDLM / LLaDA), `t5_span_corruption`,
`permutation_order` / `permutation_attention_mask` (XLNet). Images: `mask_patches`.

The configs (`TokenMaskingConfig`, `PatchMaskingConfig`) import without torch; the
functions load their module (and torch) on first use.
"""

from mlm_lab.lazy_exports import lazy_getattr
from mlm_lab.masking.configs import PATCH_STRATEGIES, TOKEN_STRATEGIES, PatchMaskingConfig, TokenMaskingConfig

# name -> the submodule that defines it (imported on first access: it needs torch)
_LAZY = {
    "DiffusionMasked": "diffusion",
    "diffusion_loss": "diffusion",
    "diffusion_rates": "diffusion",
    "mask_at_rates": "diffusion",
    "PatchMask": "patches",
    "mask_patches": "patches",
    "num_hidden_patches": "patches",
    "patch_mask_from_bool": "patches",
    "patch_mask_from_noise": "patches",
    "permutation_attention_mask": "permutation",
    "permutation_order": "permutation",
    "SpanCorruption": "t5",
    "t5_span_corruption": "t5",
    "MaskedTokens": "text",
    "clipped_geometric_mean": "text",
    "mask_tokens": "text",
    "span_length_probs": "text",
}

__all__ = ["PATCH_STRATEGIES", "TOKEN_STRATEGIES", "PatchMaskingConfig", "TokenMaskingConfig", *sorted(_LAZY)]

__getattr__ = lazy_getattr(__name__, _LAZY)
