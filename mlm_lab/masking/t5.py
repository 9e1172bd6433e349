"""T5 span corruption: each dropped span becomes one sentinel in the input.

    input:  Thank you <X> me to your party <Y> week .
    target: <X> for inviting <Y> last <Z>
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

from mlm_lab.errors import msg
from mlm_lab.ranges import NOISE_DENSITY


@dataclass
class SpanCorruption:
    """One corrupted sequence (all 1-D long tensors except `noise_mask`)."""

    inputs: torch.Tensor  # the sequence with each noise span replaced by a sentinel
    targets: torch.Tensor  # sentinel, span, sentinel, span, ..., final sentinel
    noise_mask: torch.Tensor  # [T] bool: True where a token was dropped
    spans: list[tuple[int, int]]  # (start, end exclusive) of each dropped span


def t5_span_corruption(
    input_ids: torch.Tensor | Sequence[int],
    *,
    noise_density: float = 0.15,
    mean_span_length: float = 3.0,
    sentinel_ids: Sequence[int],
    generator: torch.Generator | None = None,
) -> SpanCorruption | list[SpanCorruption]:
    """Corrupt a [T] sequence (or each row of a [B, T] batch) as T5 does.

    The number of noise tokens is round(T * noise_density) (at least 1 when T >= 2,
    and never all T); they form round(noise / mean_span_length) spans (at least 1).
    The noise and non-noise tokens are each cut into that many non-empty segments at
    random, and the segments alternate, starting with a non-noise one.
    """
    noise_density = NOISE_DENSITY.check("noise_density", noise_density)
    if mean_span_length < 1.0:
        raise ValueError(msg("mean_span_length must be >= 1, got {mean_span_length!r}",
                             mean_span_length=mean_span_length))
    ids = torch.as_tensor(input_ids, dtype=torch.long)
    if ids.dim() == 2:
        return [
            _corrupt_one(row, noise_density, mean_span_length, sentinel_ids, generator) for row in ids
        ]
    if ids.dim() != 1:
        raise ValueError(msg("input_ids must be [T] or [B, T], got shape {tuple_ids_shape}",
                             tuple_ids_shape=tuple(ids.shape)))
    return _corrupt_one(ids, noise_density, mean_span_length, sentinel_ids, generator)


def _corrupt_one(ids, density, mean_len, sentinel_ids, generator) -> SpanCorruption:
    length = ids.numel()
    if length < 2:
        empty = torch.zeros(0, dtype=torch.long)
        return SpanCorruption(ids.clone(), empty, torch.zeros(length, dtype=torch.bool), [])
    num_noise = min(max(int(round(length * density)), 1), length - 1)
    num_spans = max(int(round(num_noise / mean_len)), 1)
    num_spans = min(num_spans, num_noise, length - num_noise)
    if len(sentinel_ids) < num_spans + 1:
        raise ValueError(msg("need {num_spans_1} sentinel ids, got {len_sentinel_ids}",
                             num_spans_1=num_spans + 1, len_sentinel_ids=len(sentinel_ids)))
    noise_lengths = _random_segmentation(num_noise, num_spans, generator)
    keep_lengths = _random_segmentation(length - num_noise, num_spans, generator)

    noise_mask = torch.zeros(length, dtype=torch.bool)
    spans: list[tuple[int, int]] = []
    position = 0
    for keep, noise in zip(keep_lengths, noise_lengths, strict=False):
        position += keep
        noise_mask[position : position + noise] = True
        spans.append((position, position + noise))
        position += noise

    inputs: list[int] = []
    targets: list[int] = []
    values = ids.tolist()
    cursor = 0
    for k, (start, end) in enumerate(spans):
        inputs.extend(values[cursor:start])
        inputs.append(int(sentinel_ids[k]))
        targets.append(int(sentinel_ids[k]))
        targets.extend(values[start:end])
        cursor = end
    inputs.extend(values[cursor:])
    targets.append(int(sentinel_ids[len(spans)]))
    return SpanCorruption(
        torch.tensor(inputs, dtype=torch.long), torch.tensor(targets, dtype=torch.long), noise_mask, spans
    )


def _random_segmentation(total: int, segments: int, generator) -> list[int]:
    """Cut `total` items into `segments` non-empty runs, uniformly over the cut points."""
    if segments == 1:
        return [total]
    cuts = torch.randperm(total - 1, generator=generator)[: segments - 1] + 1
    cuts = sorted(cuts.tolist())
    bounds = [0, *cuts, total]
    return [b - a for a, b in zip(bounds[:-1], bounds[1:], strict=True)]
