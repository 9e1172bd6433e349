"""The statistics view's numbers, without Qt: 1,000 resamples of the Text tab's current
masking setting (the worker thread runs `masking_statistics`, on a copy of the state)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from mlm_lab.lab.text_view.masking import STATS_RESAMPLES, T5_MEAN_SPAN, MaskingView, sentinel_ids, t5_density
from mlm_lab.tokenization import WordPieceTokenizer

if TYPE_CHECKING:  # (type hints only)
    from mlm_lab.lab.text import TextState


@dataclass
class MaskingStatistics:
    """What 1,000 resamples of one setting look like (for the statistics view)."""

    strategy: str
    resamples: int
    p: float  # the asked fraction
    fractions: np.ndarray  # [resamples] fraction of eligible tokens selected in each resample
    eligible: int  # tokens that may be selected in one resample
    shares: tuple[float, float, float] | None = None  # observed [MASK] / random / kept among selected
    configured: tuple[float, float, float] | None = None
    span_lengths: np.ndarray | None = None  # every span drawn (words for SpanBERT, tokens for T5)
    expected_span_probs: list[float] | None = None  # P(length = k), k = 1.. (SpanBERT)
    span_unit: str = "words"
    note: str = ""

    @property
    def mean_fraction(self) -> float:
        return float(self.fractions.mean()) if self.fractions.size else float("nan")

    @property
    def sigma_of_mean(self) -> float:
        """Standard error of the mean fraction, from the spread of the resamples themselves
        (for random masking it equals the binomial sqrt(p(1-p) / (resamples x eligible)))."""
        if self.fractions.size < 2:
            return float("nan")
        return float(self.fractions.std(ddof=1)) / math.sqrt(self.fractions.size)


def masking_statistics(
    tokenizer: WordPieceTokenizer, view: MaskingView, state: TextState,
    *, resamples: int = STATS_RESAMPLES, should_stop=None,
) -> MaskingStatistics | None:
    """Resample the mask of `view`'s sentence `resamples` times with the current setting.

    Runs in the worker thread. Returns None for strategies without randomness (by hand)
    or when there is nothing to mask. `should_stop()` is polled in slow loops.
    """
    if view.empty or state.strategy in ("manual", "permutation"):
        return None
    eligible = sum(1 for s in view.special if not s)
    if eligible == 0:
        return None
    import torch

    from mlm_lab.masking import mask_tokens, span_length_probs

    gen = torch.Generator().manual_seed(int(state.seed) + 1)
    if state.strategy == "t5":
        return _t5_statistics(tokenizer, view, state, resamples, gen, should_stop)
    config = state.token_config()
    ids = torch.tensor([view.ids]).repeat(resamples, 1)
    special = torch.tensor([view.special]).repeat(resamples, 1)
    words = torch.tensor([view.word_ids]).repeat(resamples, 1)
    res = mask_tokens(ids, config, mask_token_id=tokenizer.mask_token_id, vocab_size=tokenizer.vocab_size,
                      special_tokens_mask=special, word_ids=words, generator=gen, special_ids=tokenizer.special_ids)
    fractions = res.selected.sum(dim=1).double().numpy() / eligible
    n_sel = int(res.selected.sum())
    shares = None
    if n_sel:
        shares = (int(res.replaced_mask.sum()) / n_sel, int(res.replaced_random.sum()) / n_sel,
                  int(res.kept.sum()) / n_sel)
    configured = (config.mask_token_prob, config.random_token_prob, config.keep_prob)
    stats = MaskingStatistics(state.strategy, resamples, config.mask_prob, fractions, eligible, shares, configured)
    if state.strategy == "span":
        stats.span_lengths = np.array([length for *_, length in res.spans], dtype=np.int64)
        stats.expected_span_probs = span_length_probs(config.span_geometric_p, config.span_max_len)
        n_words = len({w for w in view.word_ids if w >= 0})
        stats.note = (
            f"Spans are drawn from the geometric distribution, but a span cannot be longer than the free "
            f"words left in the sentence ({n_words} words here), so short sentences see fewer long spans."
        )
    return stats


def _t5_statistics(tokenizer, view, state, resamples, gen, should_stop) -> MaskingStatistics | None:
    import torch

    from mlm_lab.masking import t5_span_corruption

    body = torch.tensor([i for i, s in zip(view.ids, view.special, strict=True) if not s])
    if body.numel() < 2:
        return None
    density = t5_density(state.mask_prob)
    fractions = np.zeros(resamples)
    lengths: list[int] = []
    sentinels = sentinel_ids(tokenizer)
    for r in range(resamples):
        if should_stop is not None and r % 100 == 0 and should_stop():
            return None
        res = t5_span_corruption(body, noise_density=density, mean_span_length=T5_MEAN_SPAN,
                                 sentinel_ids=sentinels, generator=gen)
        fractions[r] = float(res.noise_mask.sum()) / body.numel()
        lengths.extend(b - a for a, b in res.spans)
    return MaskingStatistics(
        "t5", resamples, density, fractions, int(body.numel()), span_lengths=np.array(lengths, dtype=np.int64),
        span_unit="tokens",
        note="T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; "
             "the number of spans is round(dropped / 3).",
    )
