"""Token masking for masked language modeling (BERT, whole-word, SpanBERT).

Every function here is pure: it takes tensors and a `torch.Generator` and returns
new tensors, so the app can replay, edit or count a mask without a model.

Shapes: B = batch, T = tokens per row.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import torch

from mlm_lab.errors import msg, words
from mlm_lab.masking.configs import TOKEN_STRATEGIES as TOKEN_STRATEGIES  # re-exported
from mlm_lab.masking.configs import TokenMaskingConfig

# The lab tokenizer puts its special tokens first: [PAD] [UNK] [CLS] [SEP] [MASK].
DEFAULT_NUM_SPECIAL = 5


@dataclass
class MaskedTokens:
    """The result of `mask_tokens`; every tensor is [B, T]."""

    input_ids: torch.Tensor  # corrupted ids: what the model sees
    labels: torch.Tensor  # original id where selected, -100 elsewhere
    selected: torch.Tensor  # bool: chosen for prediction
    replaced_mask: torch.Tensor  # bool: selected and replaced by [MASK]
    replaced_random: torch.Tensor  # bool: selected and replaced by a random token
    kept: torch.Tensor  # bool: selected and left unchanged
    # SpanBERT only: the spans drawn, as (row, first token, end token exclusive, length in words)
    spans: list[tuple[int, int, int, int]] = field(default_factory=list)


def mask_tokens(
    input_ids: torch.Tensor,
    config: TokenMaskingConfig,
    *,
    mask_token_id: int,
    vocab_size: int,
    special_tokens_mask: torch.Tensor | None = None,
    word_ids: torch.Tensor | None = None,
    generator: torch.Generator | None = None,
    special_ids: Sequence[int] | None = None,
) -> MaskedTokens:
    """Select tokens with `config.strategy` and corrupt them with the 80/10/10 rule.

    input_ids: [B, T] long (a [T] tensor is treated as one row)
    special_tokens_mask: [B, T] bool, True where a token may never be selected
    word_ids: [B, T] long, the word of each token, -1 for special and padding tokens
    special_ids: vocabulary ids a random replacement never draws
        (default: the lab tokenizer's first five ids and `mask_token_id`)
    """
    squeeze = input_ids.dim() == 1
    ids = input_ids.unsqueeze(0) if squeeze else input_ids
    if ids.dim() != 2:
        raise ValueError(msg("input_ids must be [B, T], got shape {tuple_input_ids_shape}",
                             tuple_input_ids_shape=tuple(input_ids.shape)))
    ids = ids.long()
    words = _as_2d(word_ids, ids, "word_ids")
    special = _as_2d(special_tokens_mask, ids, "special_tokens_mask")
    special = torch.zeros_like(ids, dtype=torch.bool) if special is None else special.bool()
    if words is not None:
        special = special | (words.long() < 0)
    eligible = ~special

    spans: list[tuple[int, int, int, int]] = []
    if config.strategy == "random":
        draw = torch.rand(ids.shape, generator=generator)
        selected = (draw < config.mask_prob) & eligible
    else:
        if words is None:  # every eligible token is its own word
            words = torch.cumsum(eligible.long(), dim=1) - 1
            words = torch.where(eligible, words, torch.full_like(words, -1))
        words = torch.where(eligible, words.long(), torch.full_like(ids, -1))
        if config.strategy == "whole_word":
            selected = _select_whole_words(words, config.mask_prob, generator)
        else:
            selected, spans = _select_spans(words, config, generator)

    # 80/10/10: one uniform draw per token decides what happens to a selected one.
    action = torch.rand(ids.shape, generator=generator)
    replaced_mask = selected & (action < config.mask_token_prob)
    replaced_random = (
        selected
        & (action >= config.mask_token_prob)
        & (action < config.mask_token_prob + config.random_token_prob)
    )
    kept = selected & ~replaced_mask & ~replaced_random

    allowed = _allowed_random_ids(vocab_size, mask_token_id, special_ids)
    pick = torch.randint(0, allowed.numel(), ids.shape, generator=generator)
    random_ids = allowed[pick]

    corrupted = ids.clone()
    corrupted[replaced_mask] = mask_token_id
    corrupted[replaced_random] = random_ids[replaced_random]
    labels = torch.where(selected, ids, torch.full_like(ids, -100))

    result = MaskedTokens(corrupted, labels, selected, replaced_mask, replaced_random, kept, spans)
    if squeeze:
        for name in ("input_ids", "labels", "selected", "replaced_mask", "replaced_random", "kept"):
            setattr(result, name, getattr(result, name)[0])
    return result


def _as_2d(tensor: torch.Tensor | None, ids: torch.Tensor, name: str) -> torch.Tensor | None:
    if tensor is None:
        return None
    tensor = torch.as_tensor(tensor)
    if tensor.dim() == 1:
        tensor = tensor.unsqueeze(0)
    if tensor.shape != ids.shape:
        raise ValueError(msg("{name} must have the shape of input_ids {tuple_ids_shape}, got {tuple_tensor_shape}",
                             name=name, tuple_ids_shape=tuple(ids.shape), tuple_tensor_shape=tuple(tensor.shape)))
    return tensor


def _allowed_random_ids(vocab_size: int, mask_token_id: int, special_ids: Sequence[int] | None) -> torch.Tensor:
    banned = set(range(min(DEFAULT_NUM_SPECIAL, vocab_size))) if special_ids is None else set(special_ids)
    banned.add(int(mask_token_id))
    allowed = torch.tensor([i for i in range(vocab_size) if i not in banned], dtype=torch.long)
    if allowed.numel() == 0:
        raise ValueError(words("the vocabulary has no ordinary token to draw a random replacement from"))
    return allowed


def _select_whole_words(words: torch.Tensor, prob: float, generator: torch.Generator | None) -> torch.Tensor:
    """Each word is selected with probability `prob`; all its pieces together.

    A token is selected exactly when its word is, so the expected token fraction is `prob`.
    words: [B, T] long, -1 where never selectable.
    """
    n_words = int(words.max().item()) + 1 if words.numel() else 0
    draw = torch.rand((words.shape[0], max(n_words, 1)), generator=generator)
    word_selected = draw < prob  # [B, W]
    safe = words.clamp(min=0)
    return torch.gather(word_selected, 1, safe) & (words >= 0)


def _select_spans(
    words: torch.Tensor, config: TokenMaskingConfig, generator: torch.Generator | None
) -> tuple[torch.Tensor, list[tuple[int, int, int, int]]]:
    """SpanBERT: whole-word spans with Geometric(p) lengths clipped at `span_max_len`.

    Each row gets a token budget whose expectation is `mask_prob` times its number of
    eligible tokens (stochastic rounding). A span length L (in words) is drawn, then a
    start among the words where L free words follow; spans never overlap. When a span
    would overshoot the budget it is taken with probability (tokens still needed / its
    size) and otherwise the row stops, so the expected selected fraction is `mask_prob`.
    """
    batch, _ = words.shape
    selected = torch.zeros(words.shape, dtype=torch.bool)
    spans: list[tuple[int, int, int, int]] = []
    p = float(config.span_geometric_p)
    for row in range(batch):
        starts: dict[int, int] = {}
        ends: dict[int, int] = {}
        for t, w in enumerate(words[row].tolist()):
            if w >= 0:
                starts.setdefault(w, t)
                ends[w] = t + 1
        order = sorted(starts, key=lambda w: starts[w])
        sizes = [ends[w] - starts[w] for w in order]
        exact = config.mask_prob * sum(sizes)
        budget = int(math.floor(exact))
        if float(torch.rand((), generator=generator)) < exact - budget:
            budget += 1
        taken = [False] * len(order)
        count = 0
        while count < budget:
            run = _free_runs(taken)  # run[i] = free words from i on
            longest = max(run, default=0)
            if longest == 0:
                break
            length = min(_geometric(p, config.span_max_len, generator), longest)
            candidates = [i for i, r in enumerate(run) if r >= length]
            first = candidates[int(torch.randint(0, len(candidates), (), generator=generator))]
            size = sum(sizes[first : first + length])
            need = budget - count
            if size > need and float(torch.rand((), generator=generator)) >= need / size:
                break
            for i in range(first, first + length):
                taken[i] = True
                selected[row, starts[order[i]] : ends[order[i]]] = True
            count += size
            spans.append((row, starts[order[first]], ends[order[first + length - 1]], length))
    return selected, spans


def _free_runs(taken: list[bool]) -> list[int]:
    run = [0] * len(taken)
    following = 0
    for i in range(len(taken) - 1, -1, -1):
        following = 0 if taken[i] else following + 1
        run[i] = following
    return run


def _geometric(p: float, max_len: int, generator: torch.Generator | None) -> int:
    """A span length from SpanBERT's distribution: Geometric(p) on {1..max_len}, renormalized."""
    probs = _span_length_probs(p, max_len)
    u = float(torch.rand((), generator=generator))
    total = 0.0
    for k, q in enumerate(probs, start=1):
        total += q
        if u < total:
            return k
    return max_len


def _span_length_probs(p: float, max_len: int) -> list[float]:
    weights = [p * (1 - p) ** (k - 1) for k in range(1, max_len + 1)]
    norm = sum(weights)
    return [w / norm for w in weights]


def clipped_geometric_mean(p: float, max_len: int) -> float:
    """Mean span length of SpanBERT's clipped geometric (about 3.8 words for p=0.2, 10)."""
    return sum(k * q for k, q in enumerate(_span_length_probs(p, max_len), start=1))


def span_length_probs(p: float, max_len: int) -> list[float]:
    """P(length = k) for k = 1..max_len, the distribution span lengths are drawn from."""
    return _span_length_probs(p, max_len)
