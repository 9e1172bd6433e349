"""How many masked positions each step reveals (no torch, no model).

Masked diffusion samples from t = 1 (all masked) down to t = 0 over K steps; after
step s the share still masked is the schedule's gamma(s / K):

- linear (MDLM, LLaDA): gamma(r) = 1 - r, so n / K positions a step;
- cosine (MaskGIT): gamma(r) = cos(pi r / 2): few at first, while the context is thin,
  more at the end.

Counts are whole numbers that sum to n; every step reveals at least one position (so
K may not exceed n).
"""

from __future__ import annotations

import math

SCHEDULES = ("linear", "cosine")
# which drawn tokens a step keeps (mlm_lab.generation.unmask says what each means)
# "threshold" reveals every position whose probability passes a threshold (at least one a step):
# the number of steps follows the model's confidence, not K (Fast-dLLM)
REMASKING = ("confidence", "random", "margin", "entropy", "left-to-right", "threshold")
# what a position attends to, and the key/value caches (mlm_lab.generation.cache says what each means)
ATTENTION = ("full", "block-causal")
CACHES = ("none", "prefix", "dual")


def masked_share(schedule: str, progress: float) -> float:
    """gamma(r): the share of positions still masked after a fraction `progress` of the steps."""
    if schedule == "linear":
        return 1.0 - progress
    if schedule == "cosine":
        return math.cos(math.pi * progress / 2.0)
    raise ValueError(f"schedule must be one of {SCHEDULES}, got {schedule!r}")


def reveal_counts(n: int, steps: int, schedule: str = "linear") -> list[int]:
    """Positions revealed at each of `steps` steps for `n` masked positions: sums to n, each >= 1."""
    if n < 0 or steps < 1:
        raise ValueError(f"need n >= 0 and steps >= 1, got n={n}, steps={steps}")
    if n == 0:
        return []
    if steps > n:
        raise ValueError(f"{steps} steps for {n} masked positions: each step must reveal at least one")
    still = [round(n * masked_share(schedule, s / steps)) for s in range(steps + 1)]
    still[0], still[-1] = n, 0
    counts = [still[s] - still[s + 1] for s in range(steps)]
    # rounding (or a flat start of the cosine) can leave a step empty: move one from the largest
    for s in range(steps):
        while counts[s] < 1:
            big = max(range(steps), key=lambda i: counts[i])
            counts[big] -= 1
            counts[s] += 1
    return counts


def split_steps(steps: int, sizes: list[int]) -> list[int]:
    """Steps per block (semi-autoregressive decoding): `steps` shared out by the blocks' sizes,
    at least one and at most the block's size each."""
    if not sizes:
        return []
    total = sum(sizes)
    share = [max(1, min(size, round(steps * size / total))) for size in sizes]
    while sum(share) > max(steps, len(sizes)):
        big = max((i for i in range(len(share)) if share[i] > 1), key=lambda i: share[i])
        share[big] -= 1
    while sum(share) < steps and any(share[i] < sizes[i] for i in range(len(sizes))):
        room = max((i for i in range(len(share)) if share[i] < sizes[i]), key=lambda i: sizes[i] - share[i])
        share[room] += 1
    return share


__all__ = ["ATTENTION", "CACHES", "REMASKING", "SCHEDULES", "masked_share", "reveal_counts", "split_steps"]
