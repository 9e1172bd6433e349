"""Why this guess: explanations of one prediction, Qt-free (numpy results, JSON shapes).

Text, for one masked position and a target token (the model's top-1, any token, or the
true one): `explain_text(model, tokenizer, text_or_ids, position, target, method, steps)`
with method "occlusion", "ig" (integrated gradients), "gradxinput", "lens" (the MLM head
on every layer) or "attention" (rollout, and every layer x head) -> `TextExplanation`.
Images, for one hidden patch of an MAE: `explain_patch(mae, image, mask, patch, method)`
with method "occlusion", "gradient" or "attention" -> `PatchExplanation` (an influence
map over the grid, 0 on hidden patches). Every result has `to_json()`.
Sanity checks (the field's own): `mlm_lab.explain.sanity`.
"""

from mlm_lab.explain.image import explain_patch
from mlm_lab.explain.results import (
    PATCH_METHODS,
    TEXT_METHODS,
    ExplainError,
    LensLayer,
    PatchExplanation,
    TextExplanation,
)
from mlm_lab.explain.text import attention_rollout, explain_text, lens_logits

__all__ = [
    "PATCH_METHODS",
    "TEXT_METHODS",
    "ExplainError",
    "LensLayer",
    "PatchExplanation",
    "TextExplanation",
    "attention_rollout",
    "explain_patch",
    "explain_text",
    "lens_logits",
]
