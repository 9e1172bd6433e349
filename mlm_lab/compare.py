"""Side by side, computed: two answers for the same sentence and mask (or picture and mask), and
their differences named in one line.

    diff = compare_text(left, right, left_tokens=view.tokens, right_tokens=view2.tokens)
    diff.summary()   # "top-1 differs at 3 of 5 masks; loss 2.31 vs 4.87 nats; accuracy 4/5 vs 1/5"
    compare_image(left_result, right_result).summary()
                     # "PSNR 17.2 vs 11.0 dB; SSIM 0.412 vs 0.120; the left rebuilds 120 of 147 hidden patches better"

`text_twin` / `image_twin` give a model's random-init twin (same class and shape, seed 0,
never trained), made as the Features tab makes it (`features.random_init_like`).
The comparisons read plain results (`inference.TextPrediction`, reconstructions with PSNR);
only the twins import torch. No Qt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from mlm_lab.errors import joined, msg, words

TWIN_SEED = 0  # the Features tab's twin is seed 0 too: the same untrained weights everywhere
NAMED_AT_MOST = 4  # positions named in the summary line


# -- text ---------------------------------------------------------------------------------------
@dataclass
class PositionChange:
    """One masked position both sides predict: the two top-1 guesses and how the top-5 changed."""

    position: int
    token: str  # the true token there
    left_top: list[str]  # each side's top-5, best first
    right_top: list[str]
    entered: list[str] = field(default_factory=list)  # in the right's top-5, not in the left's
    left_out: list[str] = field(default_factory=list)  # in the left's top-5, not in the right's

    @property
    def top1_differs(self) -> bool:
        return bool(self.left_top) and bool(self.right_top) and self.left_top[0] != self.right_top[0]

    def describe(self) -> str:
        """ "door: hall → room (+room +window −hall)" """
        text = f"{self.token}: {self.left_top[0] if self.left_top else '?'} → {self.right_top[0] if self.right_top else '?'}"
        moves = [f"+{t}" for t in self.entered] + [f"−{t}" for t in self.left_out]
        return text + (f" ({' '.join(moves)})" if moves else words(" (same top-5)"))


@dataclass
class TextDifferences:
    changes: list[PositionChange]  # the masked positions both sides predict, in order
    left_count: int  # masked positions on each side
    right_count: int
    left_loss: float | None
    right_loss: float | None
    left_hits: int
    right_hits: int
    same_tokens: bool = True  # both sides split the sentence into the same tokens
    left_rate: float | None = None  # the mask probabilities, when they differ
    right_rate: float | None = None

    @property
    def differing(self) -> list[PositionChange]:
        return [c for c in self.changes if c.top1_differs]

    def summary(self) -> str:
        parts = []
        if not self.same_tokens:
            parts.append(words("the two tokenizers split the sentence differently, so only the totals compare"))
        elif self.left_count != self.right_count or self.left_rate != self.right_rate:
            left, right = self.left_count, self.right_count
            if self.left_rate is not None and self.right_rate is not None:
                left_rate, right_rate = _pct(self.left_rate), _pct(self.right_rate)
                parts.append(msg("{left_rate} vs {right_rate}: {left} vs {right} masks",
                                 left_rate=left_rate, right_rate=right_rate, left=left, right=right))
            else:
                parts.append(msg("{left} vs {right} masks", left=left, right=right))
        if self.changes:
            named = ", ".join(c.token for c in self.differing[:NAMED_AT_MOST])
            more = "…" if len(self.differing) > NAMED_AT_MOST else ""
            named = f" ({named}{more})" if named else ""
            differ, masks = len(self.differing), len(self.changes)
            if self.left_count == self.right_count == masks:
                parts.append(msg("top-1 differs at {differ} of {masks} masks{named}",
                                 differ=differ, masks=masks, named=named))
            else:
                parts.append(msg("top-1 differs at {differ} of {masks} masks both hide{named}",
                                 differ=differ, masks=masks, named=named))
        if self.left_loss is not None and self.right_loss is not None:
            parts.append(msg("loss {self_left_loss:.2f} vs {self_right_loss:.2f} nats",
                             self_left_loss=self.left_loss, self_right_loss=self.right_loss))
        if self.left_count and self.right_count:
            parts.append(msg("accuracy {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}",
                             self_left_hits=self.left_hits, self_left_count=self.left_count,
                             self_right_hits=self.right_hits, self_right_count=self.right_count))
        return joined(parts) if parts else words("nothing to compare: no token is masked")

    def details(self) -> list[str]:
        """One line per shared position: the top-1 guesses and the top-5 changes."""
        return [c.describe() for c in self.changes]


def _pct(rate: float | None) -> str:
    return "—" if rate is None else f"{rate * 100:.0f} %"


def _top(prediction) -> list[str]:
    return [token for token, _ in prediction.top]


def compare_text(left, right, *, left_tokens=None, right_tokens=None, left_rate: float | None = None,
                 right_rate: float | None = None) -> TextDifferences:
    """Two `inference.TextPrediction`s of the same sentence. `left_tokens` / `right_tokens`: each
    side's tokens (the true ones), to tell whether the positions mean the same; the rates name
    each side's mask probability when they differ."""
    same_tokens = left_tokens is None or right_tokens is None or list(left_tokens) == list(right_tokens)
    changes = []
    if same_tokens:
        right_at = {p.position: p for p in right.predictions}
        for p in left.predictions:
            q = right_at.get(p.position)
            if q is None:
                continue
            lt, rt = _top(p), _top(q)
            token = left_tokens[p.position] if left_tokens is not None else (lt[0] if lt else "?")
            changes.append(PositionChange(p.position, token, lt, rt, [t for t in rt if t not in lt],
                                          [t for t in lt if t not in rt]))
    hits = lambda pred: sum(1 for p in pred.predictions if p.true_rank == 1)  # noqa: E731
    return TextDifferences(changes, len(left.predictions), len(right.predictions), left.loss, right.loss,
                           hits(left), hits(right), same_tokens, left_rate, right_rate)


# -- images -------------------------------------------------------------------------------------
@dataclass
class ImageDifferences:
    left_psnr: float
    right_psnr: float
    left_ssim: float
    right_ssim: float
    left_hidden: int
    right_hidden: int
    total: int
    same_mask: bool  # both sides hide exactly the same patches
    left_better: int = 0  # hidden patches (same mask) whose error is lower on the left
    right_better: int = 0

    def summary(self) -> str:
        parts = []
        if not self.same_mask:
            parts.append(msg("hides {self_left_hidden} vs {self_right_hidden} of {self_total} patches",
                             self_left_hidden=self.left_hidden, self_right_hidden=self.right_hidden,
                             self_total=self.total))
        if self.left_hidden and self.right_hidden:
            if math.isfinite(self.left_psnr) and math.isfinite(self.right_psnr):
                parts.append(msg("PSNR {self_left_psnr:.1f} vs {self_right_psnr:.1f} dB",
                                 self_left_psnr=self.left_psnr, self_right_psnr=self.right_psnr))
            else:  # a perfect rebuild: ∞
                parts.append(msg("PSNR {db_self_left_psnr} vs {db_self_right_psnr} dB",
                                 db_self_left_psnr=_db(self.left_psnr), db_self_right_psnr=_db(self.right_psnr)))
            parts.append(msg("SSIM {self_left_ssim:.3f} vs {self_right_ssim:.3f}",
                             self_left_ssim=self.left_ssim, self_right_ssim=self.right_ssim))
        if self.same_mask and self.left_hidden:
            if self.left_better >= self.right_better:
                parts.append(msg("the left rebuilds {self_left_better} of {self_left_hidden} hidden patches better",
                                 self_left_better=self.left_better, self_left_hidden=self.left_hidden))
            else:
                parts.append(msg("the right rebuilds {self_right_better} of {self_left_hidden} hidden patches better",
                                 self_right_better=self.right_better, self_left_hidden=self.left_hidden))
        return joined(parts) if parts else words("nothing to compare: no patch is hidden")


def _db(value: float) -> str:
    if value is None or math.isnan(value):
        return "—"
    return "∞" if math.isinf(value) else f"{value:.1f}"


def compare_image(left, right) -> ImageDifferences:
    """Two reconstructions of the same picture, each with its PSNR and SSIM over its own hidden
    patches (the Image tab's `ImageResult`s: `.reconstruction`, `.psnr`, `.ssim`, `.hidden`,
    `.total`). On the same mask, the hidden patches are counted by which side rebuilds them better."""
    import numpy as np

    a, b = left.reconstruction, right.reconstruction
    same = a.mask.shape == b.mask.shape and bool(np.array_equal(a.mask, b.mask))
    left_better = right_better = 0
    if same and a.mask.any():
        ea, eb = a.patch_error[a.mask], b.patch_error[b.mask]
        left_better, right_better = int((ea < eb).sum()), int((eb < ea).sum())
    return ImageDifferences(float(left.psnr), float(right.psnr), float(left.ssim), float(right.ssim),
                            int(left.hidden), int(right.hidden), int(left.total), same, left_better, right_better)


# -- the random-init twin -----------------------------------------------------------------------
def text_twin(text_model):
    """A `TextModel`'s random-init twin: the same shape and tokenizer, seed 0, never trained."""
    from mlm_lab.features.probe import random_init_like
    from mlm_lab.models.text_model import TextModel

    twin = random_init_like(text_model.model, seed=TWIN_SEED)
    return TextModel(twin, text_model.tokenizer, f"random-init twin of {text_model.source or 'the model'}")


def image_twin(mae):
    """A MaskedAutoencoder's random-init twin (same config, seed 0)."""
    from mlm_lab.features.probe import random_init_like

    return random_init_like(mae, seed=TWIN_SEED)
