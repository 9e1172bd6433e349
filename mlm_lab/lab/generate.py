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

from dataclasses import asdict, dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.generation.schedule import REMASKING, SCHEDULES

MAX_LENGTH = 126  # positions to write: a 128-token model with [CLS] and [SEP]
MAX_STEPS = MAX_LENGTH  # every step reveals at least one position
MAX_SAMPLES = 8  # rows the window stacks (the core takes up to 64)
MAX_TEMPERATURE = 5.0
MAX_TOP_K = 100_000
MAX_SEED = 2**31 - 1
MAX_PROMPT = 2_000  # characters; the model's 128 tokens are far fewer
# A prompt to infill (5 positions, one a step at the default K): the bundled text-tiny already
# answers it with readable sentences ("the old man was standing at the door and ...").
DEFAULT_PROMPT = "The old man [MASK] [MASK] [MASK] the door and [MASK] [MASK] ."


@evented
@dataclass
class GenerateState:
    prompt: str = DEFAULT_PROMPT  # [MASK] where to infill; no [MASK]: `length` positions after it; "" = from nothing
    length: int = 24  # positions written after the prompt when it holds no [MASK]
    steps: int = 5  # K: model calls; each reveals the schedule's share (left-to-right: one a position)
    remasking: str = "confidence"  # which drawn tokens are kept each step (REMASKING)
    schedule: str = "linear"  # how many each step reveals: SCHEDULES
    temperature: float = 1.0  # the logits are divided by it before a token is drawn (> 0)
    top_k: int = 0  # draw among the k most probable tokens only (0 = all, 1 = greedy)
    block_length: int = 0  # semi-autoregressive blocks of this many positions, left to right (0 = one block)
    seed: int = 0  # the same seed gives the same rounds
    samples: int = 1  # sequences drawn together, one row each
    compare: bool = False  # the same prompt three ways: 1 step, K steps, left to right
    round: int = 0  # the round shown (1 = the first); 0 = the last

    def to_dict(self) -> dict:
        return asdict(self)

    def settings_dict(self) -> dict:
        """The keyword arguments of GenerationSettings (what the generation depends on)."""
        return {k: getattr(self, k) for k in ("length", "steps", "remasking", "schedule", "temperature", "top_k",
                                              "block_length", "seed", "samples")}

    @classmethod
    def from_dict(cls, data, *, name: str = "generate") -> GenerateState:
        """Check a .mlmlab file's "generate" part; missing keys take the defaults. Raises LabStateError
        naming the field."""
        data = checks.part(name, data)
        n = lambda key: f"{name}.{key}"  # noqa: E731
        d = cls()
        get = lambda key: data.get(key, getattr(d, key))  # noqa: E731
        temperature = checks.number(n("temperature"), get("temperature"), 0.0, MAX_TEMPERATURE)
        if temperature <= 0:
            raise checks.LabStateError(f"{n('temperature')}: must be more than 0 (and at most "
                                       f"{MAX_TEMPERATURE:g}), got {checks.show(get('temperature'))}")
        return cls(
            prompt=checks.string(n("prompt"), get("prompt"), limit=MAX_PROMPT),
            length=checks.integer(n("length"), get("length"), 1, MAX_LENGTH),
            steps=checks.integer(n("steps"), get("steps"), 1, MAX_STEPS),
            remasking=checks.choice(n("remasking"), get("remasking"), REMASKING),
            schedule=checks.choice(n("schedule"), get("schedule"), SCHEDULES),
            temperature=temperature,
            top_k=checks.integer(n("top_k"), get("top_k"), 0, MAX_TOP_K),
            block_length=checks.integer(n("block_length"), get("block_length"), 0, MAX_LENGTH),
            seed=checks.integer(n("seed"), get("seed"), 0, MAX_SEED),
            samples=checks.integer(n("samples"), get("samples"), 1, MAX_SAMPLES),
            compare=checks.boolean(n("compare"), get("compare")),
            round=checks.integer(n("round"), get("round"), 0, MAX_STEPS),
        )


__all__ = ["DEFAULT_PROMPT", "MAX_LENGTH", "MAX_SAMPLES", "MAX_STEPS", "REMASKING", "GenerateState"]
