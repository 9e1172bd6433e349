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

from mlm_lab.lazy_exports import lazy_getattr

# lazy: the command line's parser reads the method names (results, no torch) at every start
_LAZY = {
    "PATCH_METHODS": "results",
    "TEXT_METHODS": "results",
    "ExplainError": "results",
    "LensLayer": "results",
    "PatchExplanation": "results",
    "TextExplanation": "results",
    "attention_rollout": "text",
    "explain_patch": "image",
    "explain_text": "text",
    "lens_logits": "text",
}

__all__ = sorted(_LAZY)

__getattr__ = lazy_getattr(__name__, _LAZY)
