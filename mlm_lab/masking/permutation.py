"""Permutation language modeling (XLNet): a factorization order and who may see whom."""

from __future__ import annotations

import torch

from mlm_lab.errors import msg


def permutation_order(n: int, *, generator: torch.Generator | None = None) -> torch.Tensor:
    """A random factorization order of n positions: [n] long, order[k] = k-th position predicted."""
    if n < 0:
        raise ValueError(msg("n must be >= 0, got {n}", n=n))
    return torch.randperm(n, generator=generator)


def permutation_attention_mask(order: torch.Tensor, *, include_self: bool = False) -> torch.Tensor:
    """[n, n] bool: row i may see column j when j comes before i in `order`.

    With include_self=True the diagonal is True too (XLNet's content stream); the
    default is the query stream, which must not see the token it predicts.
    """
    order = torch.as_tensor(order, dtype=torch.long)
    n = order.numel()
    rank = torch.empty(n, dtype=torch.long)
    rank[order] = torch.arange(n)
    earlier = rank.unsqueeze(0) < rank.unsqueeze(1)  # [i, j]: rank[j] < rank[i]
    if include_self:
        earlier |= torch.eye(n, dtype=torch.bool)
    return earlier
