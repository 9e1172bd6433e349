"""What a `GenerateState` asks of the Generate tab, without Qt: the request a generation answers,
the fields it depends on, the settings a choice leaves without effect (their controls are
turned off), and the next seed of "New seed"."""

from __future__ import annotations

from mlm_lab.lab.generate import MAX_SEED, GenerateState

# the state's fields a generation depends on (a change asks for a new one); `round` only redraws
REQUEST_FIELDS = frozenset({"prompt", "length", "steps", "remasking", "schedule", "temperature", "top_k",
                            "block_length", "seed", "samples", "compare", "threshold", "attention", "cache",
                            "cache_refresh", "remask"})


def request_of(state: GenerateState) -> tuple:
    """What the rows should answer: (prompt, the GenerationSettings keywords, side by side)."""
    return state.prompt, state.settings_dict(), state.compare


def enabled_settings(state: GenerateState) -> dict[str, bool]:
    """For each setting another one can turn off, whether it takes effect now: left to right has
    one step a position and no blocks; the threshold sets its own steps (no schedule, nothing
    to take back); a refresh only matters for a cache under full attention (block-causal keeps
    exact keys and values); side by side draws one sample of each kind."""
    ltr = state.remasking == "left-to-right"
    by_confidence = state.remasking == "threshold"  # the model's confidence sets the steps
    fixed_steps = not ltr and not by_confidence
    return {"steps": fixed_steps, "schedule": fixed_steps, "threshold": by_confidence,
            "remask": fixed_steps,  # taking back needs a schedule's fixed steps
            "cache_refresh": state.cache != "none" and state.attention == "full",
            "block_length": not ltr, "samples": not state.compare}


def next_seed(seed: int) -> int:
    """The seed after `seed` (back to 0 after the largest)."""
    return (seed + 1) % (MAX_SEED + 1)


__all__ = ["REQUEST_FIELDS", "enabled_settings", "next_seed", "request_of"]
