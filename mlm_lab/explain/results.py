"""What an explanation returns: plain dataclasses with numpy arrays, and their JSON shapes.

Qt-free, so a window, a lesson check, a script or a test reads the same objects. Every
result has `to_json()`, the exact object `mlm-lab explain --json` prints.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

TEXT_METHODS = ("occlusion", "ig", "gradxinput", "lens", "attention")
PATCH_METHODS = ("occlusion", "gradient", "attention")


class ExplainError(ValueError):
    """A request that cannot be explained (no [MASK], unknown target, a visible patch...):
    the message is one line, fit to show a user."""


@dataclass
class LensLayer:
    """The MLM head read at one layer's hidden state of the explained position."""

    layer: int  # 0 = the embeddings, k = after block k (the last = the model's own output)
    top: list[tuple[str, float]]  # the 5 likeliest tokens and their probabilities, best first
    target_prob: float  # the target's probability at this layer
    target_rank: int  # 1 = the head's top guess at this layer


@dataclass
class TextExplanation:
    """Why the model guesses `target` at `position` of `tokens`.

    scores: one per token. occlusion: log p(target | input) - log p(target | input with that
    token masked) (positive: the token supports the target). ig / gradxinput: the token's
    attribution on the word embeddings, summed over the width (signed; ig's scores sum to
    f_input - f_baseline up to `completeness_gap`). attention: the rollout share of the
    position's row (non-negative). lens: the target's probability has no per-token score, so
    the scores are all 0 and `layers` holds the answer. With a `foil`, f is
    log p(target) - log p(foil) instead of log p(target). Always 0 at the position itself and
    at special tokens ([CLS], [SEP], [PAD], any other [MASK])."""

    tokens: list[str]  # as the model sees them: [MASK] at the position
    position: int
    target: str
    target_id: int
    method: str
    scores: np.ndarray  # [T] float
    special: list[bool]  # [T] True where the score is 0 by definition (specials)
    target_logprob: float  # log p(target | input) at the position
    top: list[tuple[str, float]]  # the model's own top-5 at the position (targets to choose from)
    true_token: str | None = None  # the token that was at the position before it was masked, if any
    steps: int | None = None  # ig: quadrature nodes
    f_input: float | None = None  # ig / gradxinput: log p(target) on the input
    f_baseline: float | None = None  # ... and on the baseline (every ordinary token [MASK])
    completeness_gap: float | None = None  # |sum(scores) - (f_input - f_baseline)| / |f_input - f_baseline|
    layers: list[LensLayer] | None = None  # lens: every layer, embeddings first
    rollout: np.ndarray | None = None  # attention: [T, T] rollout (rows: queries)
    attentions: np.ndarray | None = None  # attention: [L, H, T, T] every layer and head
    masked_logprob: np.ndarray | None = None  # occlusion: [T] f with each token masked
    foil: str | None = None  # contrastive: the scores explain log p(target) - log p(foil)

    def to_json(self) -> dict:
        out: dict = {"tokens": list(self.tokens), "position": int(self.position), "target": self.target,
                     "method": self.method, "scores": [round(float(s), 6) for s in self.scores],
                     "target_logprob": round(float(self.target_logprob), 6),
                     "top": [[t, round(float(p), 6)] for t, p in self.top]}
        if self.true_token is not None:
            out["true_token"] = self.true_token
        if self.foil is not None:
            out["foil"] = self.foil
        if self.completeness_gap is not None:
            out["completeness"] = {"f_input": round(float(self.f_input), 6),
                                   "f_baseline": round(float(self.f_baseline), 6),
                                   "sum": round(float(np.sum(self.scores)), 6),
                                   "relative_gap": round(float(self.completeness_gap), 6),
                                   "steps": self.steps, "baseline": "every ordinary token [MASK], specials kept"}
        if self.layers is not None:
            out["layers"] = [{"layer": lay.layer, "top": [[t, round(float(p), 6)] for t, p in lay.top],
                              "target_prob": round(float(lay.target_prob), 6), "target_rank": lay.target_rank}
                             for lay in self.layers]
        if self.attentions is not None:
            # the explained position's row at every layer and head: [L][H][T]
            out["attention_from_position"] = np.round(self.attentions[:, :, self.position, :], 6).tolist()
        return out


@dataclass
class PatchExplanation:
    """Why the MAE rebuilds hidden `patch` as it does: the influence of each visible patch.

    influence [rows, cols], 0 on every hidden patch. occlusion: the hidden patch's
    reconstruction error with that visible patch also dropped from the encoder's input,
    minus the error with it (positive: the patch helps). gradient: the L2 norm of the
    gradient of the hidden patch's error with respect to that patch's input pixels.
    attention: the attention rollout from the hidden patch's mask token in the decoder,
    through the decoder and on through the encoder, onto the visible patches (the hidden
    patch is not in the encoder; the share that lands on other mask tokens, which carry only
    positions, is left out)."""

    grid: tuple[int, int]  # (rows, cols)
    patch: tuple[int, int]  # (row, col) of the explained hidden patch
    hidden: list[tuple[int, int]]  # every hidden patch, row-major
    method: str
    influence: np.ndarray  # [rows, cols] float, 0 on hidden patches
    error: float  # the hidden patch's reconstruction error (MSE in the model's target space)
    layer_names: list[str] = field(default_factory=list)  # what each row of per_layer is
    per_layer: np.ndarray | None = None  # [layers, rows, cols]: the same view layer by layer

    def to_json(self) -> dict:
        out = {"grid": [int(self.grid[0]), int(self.grid[1])], "patch": [int(self.patch[0]), int(self.patch[1])],
               "hidden": [[int(r), int(c)] for r, c in self.hidden], "method": self.method,
               "influence": np.round(self.influence.astype(np.float64), 8).tolist(),
               "error": round(float(self.error), 8)}
        if self.per_layer is not None:
            out["per_layer"] = [{"layer": name, "influence": np.round(m.astype(np.float64), 8).tolist()}
                                for name, m in zip(self.layer_names, self.per_layer, strict=True)]
        return out
