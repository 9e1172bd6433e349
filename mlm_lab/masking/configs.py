"""The masking configs as plain dataclasses, without torch: what a run or a pane asks for.

The functions that apply them live in text.py and patches.py (they need torch); the
configs are here so the training config and the app can use them without importing it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from mlm_lab import ranges
from mlm_lab.errors import msg
from mlm_lab.masking.catalog import PATCH_STRATEGIES, TOKEN_STRATEGIES  # the trainable ones of the catalog

__all__ = ["PATCH_STRATEGIES", "TOKEN_STRATEGIES", "PatchMaskingConfig", "TokenMaskingConfig"]


@dataclass
class TokenMaskingConfig:
    """How tokens are chosen and corrupted (BERT's 80/10/10 rule by default)."""

    strategy: str = "random"  # "random" | "whole_word" | "span" (SpanBERT)
    mask_prob: float = 0.15  # expected fraction of (non-special) tokens selected
    mask_token_prob: float = 0.8  # of the selected: replaced by [MASK]
    random_token_prob: float = 0.1  # of the selected: replaced by a random token
    span_geometric_p: float = 0.2  # SpanBERT: span length ~ Geometric(p), in words
    span_max_len: int = 10  # SpanBERT: lengths above this are never drawn (mean 3.8 words)

    def __post_init__(self) -> None:
        if self.strategy not in TOKEN_STRATEGIES:
            raise ValueError(msg("strategy must be one of {token_strategies}, got {self_strategy!r}",
                                 token_strategies=TOKEN_STRATEGIES, self_strategy=self.strategy))
        for name in ("mask_prob", "mask_token_prob", "random_token_prob"):
            setattr(self, name, ranges.MASK_SHARE.check(name, getattr(self, name)))
        if self.mask_token_prob + self.random_token_prob > 1.0 + 1e-9:
            raise ValueError(
                msg("mask_token_prob + random_token_prob must be at most 1 "
                    "(got {self_mask_token_prob} + {self_random_token_prob}); the rest is kept",
                    self_mask_token_prob=self.mask_token_prob, self_random_token_prob=self.random_token_prob)
            )
        self.span_geometric_p = ranges.SPAN_P.check("span_geometric_p", self.span_geometric_p)
        self.span_max_len = ranges.SPAN_MAX_LEN.check("span_max_len", self.span_max_len)

    @property
    def keep_prob(self) -> float:
        """Probability that a selected token is left unchanged."""
        return max(0.0, 1.0 - self.mask_token_prob - self.random_token_prob)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> TokenMaskingConfig:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)


@dataclass
class PatchMaskingConfig:
    """Which patches to hide."""

    strategy: str = "random"  # "random" | "block" (BEiT) | "grid" (keep 1 of each 2x2) | "center"
    ratio: float = 0.75  # fraction of patches hidden (grid ignores it: always 3 of 4)

    def __post_init__(self) -> None:
        if self.strategy not in PATCH_STRATEGIES:
            raise ValueError(msg("strategy must be one of {patch_strategies}, got {self_strategy!r}",
                                 patch_strategies=PATCH_STRATEGIES, self_strategy=self.strategy))
        self.ratio = ranges.PATCH_RATIO.check("ratio", self.ratio)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> PatchMaskingConfig:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)
