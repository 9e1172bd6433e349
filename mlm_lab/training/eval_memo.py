"""Step 0's held-out figures shared between runs that start alike (a study's runs).

The held-out rows and masks are fixed, so a run that starts from the same weights (sha256)
on the same data, task, objective, seed and device as an earlier one would measure the same
numbers at step 0; a mask-rate study's runs of one seed all start alike."""

from __future__ import annotations

import json

from mlm_lab.training.distributed import weights_digest


def step0_key(core, config, data, device) -> tuple:
    """What decides step 0's figures: the weights, task, objective, seed, device and data."""
    return (weights_digest(core), config.task, config.objective, config.seed, str(device),
            json.dumps(getattr(data, "key", None) or id(data), sort_keys=True, default=str))


def initial_evaluation(memo: dict | None, key, evaluate) -> dict:
    """`evaluate()` once per key when a memo is given (a copy of the stored figures), else always."""
    if memo is None:
        return evaluate()
    if key not in memo:
        memo[key] = evaluate()
    return dict(memo[key])
