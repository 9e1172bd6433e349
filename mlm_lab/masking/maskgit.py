"""MaskGIT's training mask over a grid of image tokens (Chang et al. 2022), as a pure function.

    mask = maskgit_mask(B, N, generator=g)    # [B, N] bool, True = replaced by [MASK]

Per grid a progress r ~ U(0, 1) is drawn and ceil(gamma(r) * N) tokens are masked, gamma(r) =
cos(pi r / 2) (the cosine schedule: the share masked is 1 at r = 0 and 0 at r = 1; its mean over r
is 2 / pi, about 64 %), chosen uniformly at random, at least one. Unlike BERT's 80/10/10, every
chosen token becomes [MASK]; the loss is the cross-entropy on the chosen positions. Decoding runs
the same schedule backwards (generation.schedule.reveal_counts with "cosine").
"""

from __future__ import annotations

import math

import torch

from mlm_lab.errors import msg


def cosine_share(progress: torch.Tensor) -> torch.Tensor:
    """gamma(r) = cos(pi r / 2) for r in [0, 1]: the share of the grid masked."""
    return torch.cos(math.pi * progress / 2)


def maskgit_mask(batch: int, n: int, *, generator: torch.Generator | None = None) -> torch.Tensor:
    """[batch, n] bool: each row masks ceil(cos(pi r / 2) * n) random positions (at least 1), r ~ U(0, 1)."""
    if batch < 1 or n < 1:
        raise ValueError(msg("need a batch and a grid of at least 1, got {batch} x {n}", batch=batch, n=n))
    r = torch.rand(batch, generator=generator)  # [B]
    count = torch.ceil(cosine_share(r) * n).clamp(1, n).long()  # [B]
    noise = torch.rand(batch, n, generator=generator)
    rank = noise.argsort(dim=1).argsort(dim=1)  # [B, n]: a random rank of each position
    return rank < count[:, None]


__all__ = ["cosine_share", "maskgit_mask"]
