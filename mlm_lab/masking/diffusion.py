"""Absorbing-state (masked) diffusion over tokens, as MDLM (Sahoo et al. 2024) and LLaDA
(Nie et al. 2025) train it: at time t in (0, 1] every ordinary token is [MASK] with
probability t, independently; there is no 80/10/10 rule.

The training loss is the negative ELBO of the linear schedule: per row,
(1 / t) x the summed cross-entropy over the masked positions, divided by the row's
ordinary tokens; averaged over t ~ U(eps, 1) it bounds the negative log-likelihood
per token. Pure functions on tensors, like the rest of `mlm_lab.masking`.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from mlm_lab.errors import msg


@dataclass
class DiffusionMasked:
    input_ids: torch.Tensor  # [B, T] with the chosen tokens replaced by [MASK]
    labels: torch.Tensor  # [B, T] the original token where masked, -100 elsewhere
    rates: torch.Tensor  # [B] float: the row's t
    ordinary: torch.Tensor  # [B] long: the row's maskable tokens (the bound's denominator)


def diffusion_rates(batch: int, *, eps: float = 1e-3, generator: torch.Generator | None = None) -> torch.Tensor:
    """[B] rates t in [eps, 1): low-discrepancy (one uniform offset, then evenly spaced), so even a
    small batch covers the whole range, as MDLM samples them."""
    offset = torch.rand((), generator=generator)
    u = (offset + torch.arange(batch, dtype=torch.float32) / batch) % 1.0  # [B] in [0, 1)
    return eps + (1.0 - eps) * u


def mask_at_rates(input_ids: torch.Tensor, rates: torch.Tensor, *, mask_token_id: int,
                  special_tokens_mask: torch.Tensor | None = None,
                  generator: torch.Generator | None = None) -> DiffusionMasked:
    """Mask each ordinary token of row b with probability rates[b].

    input_ids [B, T]; rates [B] (or one float for all rows); special_tokens_mask [B, T] bool,
    True where a token is never masked ([CLS], [SEP], [PAD])."""
    ids = input_ids.long()
    B, T = ids.shape
    rates = torch.as_tensor(rates, dtype=torch.float32)
    rates = rates.expand(B) if rates.dim() == 0 else rates
    if rates.shape != (B,):
        raise ValueError(msg("rates must be [B] = [{b}], got {tuple_rates_shape}",
                             b=B, tuple_rates_shape=tuple(rates.shape)))
    special = torch.zeros_like(ids, dtype=torch.bool) if special_tokens_mask is None else special_tokens_mask.bool()
    chosen = (torch.rand(B, T, generator=generator) < rates[:, None]) & ~special  # [B, T]
    labels = torch.where(chosen, ids, torch.full_like(ids, -100))
    inputs = torch.where(chosen, torch.full_like(ids, mask_token_id), ids)
    return DiffusionMasked(inputs, labels, rates, (~special).sum(dim=1))


def diffusion_loss(logits: torch.Tensor, labels: torch.Tensor, rates: torch.Tensor,
                   ordinary: torch.Tensor) -> torch.Tensor:
    """The bound per token: sum over masked positions of CE / t, over the batch's ordinary tokens.

    logits [M, V] at the masked positions in row-major order (what `MaskedLM` returns with
    labels); labels [B, T] (-100 where not masked); rates [B]; ordinary [B]."""
    where = labels != -100  # [B, T]
    target = labels[where]  # [M]
    weight = (1.0 / rates.to(logits.device))[where.nonzero()[:, 0].to(logits.device)]  # [M]: the row's 1/t
    ce = F.cross_entropy(logits.float(), target.to(logits.device), reduction="none")  # [M]
    return (ce * weight).sum() / ordinary.sum().clamp(min=1).to(logits.device)


__all__ = ["DiffusionMasked", "diffusion_loss", "diffusion_rates", "mask_at_rates"]
