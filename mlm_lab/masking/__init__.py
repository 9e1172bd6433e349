"""Masking as small pure functions on torch tensors (no model, no Qt).

Text: `mask_tokens` (BERT random, whole word, SpanBERT span), `t5_span_corruption`,
`permutation_order` / `permutation_attention_mask` (XLNet). Images: `mask_patches`.
"""

from mlm_lab.masking.patches import (
    PATCH_STRATEGIES,
    PatchMask,
    PatchMaskingConfig,
    mask_patches,
    num_hidden_patches,
    patch_mask_from_bool,
    patch_mask_from_noise,
)
from mlm_lab.masking.permutation import permutation_attention_mask, permutation_order
from mlm_lab.masking.t5 import SpanCorruption, t5_span_corruption
from mlm_lab.masking.text import (
    span_length_probs,
    TOKEN_STRATEGIES,
    MaskedTokens,
    TokenMaskingConfig,
    clipped_geometric_mean,
    mask_tokens,
)

__all__ = [
    "PATCH_STRATEGIES",
    "TOKEN_STRATEGIES",
    "MaskedTokens",
    "PatchMask",
    "PatchMaskingConfig",
    "SpanCorruption",
    "TokenMaskingConfig",
    "clipped_geometric_mean",
    "mask_patches",
    "mask_tokens",
    "num_hidden_patches",
    "patch_mask_from_bool",
    "patch_mask_from_noise",
    "permutation_attention_mask",
    "permutation_order",
    "span_length_probs",
    "t5_span_corruption",
]
