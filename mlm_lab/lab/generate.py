"""The Generate tab's state: generation by unmasking (masked diffusion decoding, MDLM / LLaDA).

An evented dataclass (psygnal), like the other tabs' states: the widgets write fields and
redraw on field events. The settings are those of `mlm_lab.generation.GenerationSettings`
(the same names, the same rules), plus what the view shows: `compare` (the prompt three
ways side by side: 1 step, K steps, left to right) and `round` (the round on screen; 0 =
the last, so a saved file keeps showing the end whatever K becomes).

The rules a lab file is checked against here are the ones GenerationSettings.check applies,
narrowed to what the window offers (at most 8 samples, temperature up to 5, at most 126
positions: the bundled models take 128 tokens with [CLS] and [SEP]). Whether `steps` fits
the positions a prompt leaves to fill needs the tokenizer: the generation itself says so.
No torch and no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.bounds import DEFAULT_THRESHOLD
from mlm_lab.generation.schedule import ATTENTION, CACHES, REMASKING, SCHEDULES

MAX_LENGTH = 126  # positions to write: a 128-token model with [CLS] and [SEP]
MAX_STEPS = MAX_LENGTH  # every step reveals at least one position
MAX_SAMPLES = 8  # rows the window stacks (the core takes up to 64)
MAX_TEMPERATURE = ranges.VIEW_TEMPERATURE.high
MAX_TOP_K = 100_000
MAX_SEED = 2**31 - 1
MAX_PROMPT = 2_000  # characters; the model's 128 tokens are far fewer
# A prompt to infill (5 positions, one a step at the default K): the bundled text-tiny already
# answers it with readable sentences ("the old man was standing at the door and ...").
DEFAULT_PROMPT = "The old man [MASK] [MASK] [MASK] the door and [MASK] [MASK] ."


@evented
@dataclass
class GenerateState(checks.CheckedState):
    PART = "generate"
    CONTROLS = ("controls", "prompt", "length", "steps", "remasking", "threshold", "remask", "schedule", "attention",
                "cache", "cache_refresh", "temperature", "top_k",
                "block_length", "seed", "samples", "compare", "generate", "explanation", "player", "legend")
    # [MASK] where to infill; no [MASK]: `length` positions after it; "" = from nothing
    prompt: str = checks.checked(DEFAULT_PROMPT, checks.text(limit=MAX_PROMPT))
    length: int = checks.checked(24, checks.whole(1, MAX_LENGTH))  # positions written after a prompt without [MASK]
    # K: model calls; each reveals the schedule's share (left-to-right: one a position)
    steps: int = checks.checked(5, checks.whole(1, MAX_STEPS))
    remasking: str = checks.checked("confidence", checks.one_of(REMASKING))  # which drawn tokens each step keeps
    # remasking "threshold": each step reveals every drawn token at least this probable (Fast-dLLM)
    threshold: float = checks.checked(DEFAULT_THRESHOLD, checks.within(ranges.THRESHOLD))
    # ReMDM: the middle steps each take back this share of the committed tokens (0 = one-way decoding)
    remask: float = checks.checked(0.0, checks.within(ranges.REMASK))
    schedule: str = checks.checked("linear", checks.one_of(SCHEDULES))  # how many each step reveals
    # "block-causal": a block sees the prompt, itself and earlier blocks (generation/cache.py)
    attention: str = checks.checked("full", checks.one_of(ATTENTION))
    cache: str = checks.checked("none", checks.one_of(CACHES))  # keys/values kept outside the block
    cache_refresh: int = checks.checked(4, checks.within(ranges.CACHE_REFRESH))  # full attention: all computed every this many
    temperature: float = checks.checked(1.0, checks.within(ranges.VIEW_TEMPERATURE))  # the logits are divided by it before a draw (> 0)
    top_k: int = checks.checked(0, checks.whole(0, MAX_TOP_K))  # draw among the k likeliest only (0 = all, 1 = greedy)
    # semi-autoregressive blocks of this many positions, left to right (0 = one block)
    block_length: int = checks.checked(0, checks.whole(0, MAX_LENGTH))
    seed: int = checks.checked(0, checks.whole(0, MAX_SEED))  # the same seed gives the same rounds
    samples: int = checks.checked(1, checks.whole(1, MAX_SAMPLES))  # sequences drawn together, one row each
    compare: bool = checks.checked(False, checks.flag())  # the same prompt three ways: 1 step, K steps, left to right
    round: int = checks.checked(0, checks.whole(0, MAX_STEPS))  # the round shown (1 = the first); 0 = the last

    def settings_dict(self) -> dict:
        """The keyword arguments of GenerationSettings (what the generation depends on)."""
        return {k: getattr(self, k) for k in ("length", "steps", "remasking", "schedule", "temperature", "top_k",
                                              "block_length", "seed", "samples", "threshold", "attention", "cache",
                                              "cache_refresh", "remask")}


__all__ = ["DEFAULT_PROMPT", "MAX_LENGTH", "MAX_SAMPLES", "MAX_STEPS", "REMASKING", "GenerateState"]
