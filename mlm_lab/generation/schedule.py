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

from mlm_lab.errors import msg

SCHEDULES = ("linear", "cosine")
# which drawn tokens a step keeps (mlm_lab.generation.unmask says what each means)
# "threshold" reveals every position whose probability passes a threshold (at least one a step):
# the number of steps follows the model's confidence, not K (Fast-dLLM)
REMASKING = ("confidence", "random", "margin", "entropy", "left-to-right", "threshold")
# what a position attends to, and the key/value caches (mlm_lab.generation.cache says what each means)
ATTENTION = ("full", "block-causal")
CACHES = ("none", "prefix", "dual")

# remask > 0: ReMDM-loop's window (Wang et al. 2025), counted in positions and steps. Time runs
# from t = 1 to 0 over the K steps; the first (1 - LOOP_ON) of the steps reveal LOOP_REVEALED of
# the positions, the steps down to LOOP_OFF loop (each takes back a share of the committed
# tokens and commits as many again, so the count still masked stays), the last LOOP_OFF of the
# steps reveal the rest. The paper's defaults for OpenWebText: t_on 0.55, t_off 0.05, alpha_on 0.9.
LOOP_ON, LOOP_OFF, LOOP_REVEALED = 0.55, 0.05, 0.9
LOOP = -1  # a loop step's count in remask_plan: it commits as many as it takes back


def masked_share(schedule: str, progress: float) -> float:
    """gamma(r): the share of positions still masked after a fraction `progress` of the steps."""
    if schedule == "linear":
        return 1.0 - progress
    if schedule == "cosine":
        return math.cos(math.pi * progress / 2.0)
    raise ValueError(msg("schedule must be one of {schedules}, got {schedule!r}",
                         schedules=SCHEDULES, schedule=schedule))


def reveal_counts(n: int, steps: int, schedule: str = "linear") -> list[int]:
    """Positions revealed at each of `steps` steps for `n` masked positions: sums to n, each >= 1."""
    if n < 0 or steps < 1:
        raise ValueError(msg("need n >= 0 and steps >= 1, got n={n}, steps={steps}", n=n, steps=steps))
    if n == 0:
        return []
    if steps > n:
        raise ValueError(msg("{steps} steps for {n} masked positions: each step must reveal at least one",
                             steps=steps, n=n))
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


def remask_plan(n: int, steps: int, schedule: str = "linear") -> list[int]:
    """Positions revealed at each of `steps` steps for `n` masked positions with ReMDM-loop's
    window: LOOP (-1) for a loop step. Steps beyond what the revealing phases can use (each
    reveals at least one) go to the loop, so K may exceed n; too few steps for a loop (K < 3 or
    so) give the one-way counts."""
    if n < 1 or steps < 1:
        raise ValueError(msg("need n >= 1 and steps >= 1, got n={n}, steps={steps}", n=n, steps=steps))
    before = min(n, max(1, round(LOOP_REVEALED * n)))  # committed when the loop starts
    after = n - before  # still masked through the loop
    k_on = min(before, max(1, round((1 - LOOP_ON) * steps)))
    k_off = min(after, max(1, round(LOOP_OFF * steps))) if after else 0
    if k_on + k_off >= steps:
        return reveal_counts(n, min(steps, n), schedule)
    return (reveal_counts(before, k_on, schedule) + [LOOP] * (steps - k_on - k_off)
            + (reveal_counts(after, k_off, schedule) if after else []))


__all__ = ["ATTENTION", "CACHES", "LOOP", "LOOP_OFF", "LOOP_ON", "LOOP_REVEALED", "REMASKING", "SCHEDULES",
           "masked_share", "remask_plan", "reveal_counts", "split_steps"]
