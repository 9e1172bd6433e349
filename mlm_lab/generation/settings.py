"""What a generation is asked for, without torch: `GenerationSettings` (each field's meaning and
range, checked by `check`) and `GenerationError`. Building the command line's parser reads the
defaults here, so `mlm-lab --version` or `--help` never imports torch; `generation.unmask` runs
them."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from mlm_lab import ranges
from mlm_lab.bounds import DEFAULT_THRESHOLD
from mlm_lab.errors import msg
from mlm_lab.generation.schedule import ATTENTION, CACHES, REMASKING, SCHEDULES

MAX_SEED = ranges.MAX_SEED  # torch.Generator.manual_seed takes 64 bits


class GenerationError(ValueError):
    """Settings or a model that cannot generate; the message says which and why."""


@dataclass
class GenerationSettings:
    length: int = 24  # positions to write after the prompt when the prompt holds no [MASK]
    steps: int = 12  # K: model calls (left-to-right: one per position, whatever K says)
    remasking: str = "confidence"  # which drawn tokens are kept each step; see REMASKING
    schedule: str = "linear"  # "linear" (n / K a step) or "cosine" (few first, more at the end)
    temperature: float = 1.0  # > 0: the logits are divided by it before drawing (small = nearly greedy)
    top_k: int = 0  # draw only among the k most probable tokens (0 = all; 1 = greedy)
    block_length: int = 0  # semi-autoregressive: blocks of this many positions, left to right (0 = one block)
    seed: int = 0  # the same seed gives the same rounds
    samples: int = 1  # sequences generated together in one batch
    threshold: float = DEFAULT_THRESHOLD  # remasking "threshold": reveal every token this probable (0 < t <= 1)
    attention: str = "full"  # or "block-causal": a block sees the prompt, itself and earlier blocks (cache.py)
    cache: str = "none"  # key/value cache: "prefix" or "dual" (exact under block-causal attention, else approximate)
    cache_refresh: int = 4  # full attention with a cache: every position computed again every this many calls
    remask: float = 0.0  # ReMDM: the share of committed tokens a loop step takes back (0 <= r < 1; 0 = one-way)

    def check(self) -> None:
        for name, span in (("length", ranges.GEN_LENGTH), ("steps", ranges.GEN_STEPS), ("top_k", ranges.GEN_TOP_K),
                           ("block_length", ranges.GEN_BLOCK), ("seed", ranges.SEED),
                           ("samples", ranges.GEN_SAMPLES), ("cache_refresh", ranges.CACHE_REFRESH)):
            span.check(name, getattr(self, name), GenerationError)
        if self.attention not in ATTENTION:
            raise GenerationError(msg("attention must be one of {join_attention}, got {self_attention!r}",
                                      join_attention=', '.join(ATTENTION), self_attention=self.attention))
        if self.cache not in CACHES:
            raise GenerationError(msg("cache must be one of {join_caches}, got {self_cache!r}",
                                      join_caches=', '.join(CACHES), self_cache=self.cache))
        if self.remasking not in REMASKING:
            raise GenerationError(msg("remasking must be one of {join_remasking}, got {self_remasking!r}",
                                      join_remasking=', '.join(REMASKING), self_remasking=self.remasking))
        if self.schedule not in SCHEDULES:
            raise GenerationError(msg("schedule must be one of {join_schedules}, got {self_schedule!r}",
                                      join_schedules=', '.join(SCHEDULES), self_schedule=self.schedule))
        for name, span in (("temperature", ranges.TEMPERATURE), ("threshold", ranges.THRESHOLD),
                           ("remask", ranges.REMASK)):
            setattr(self, name, span.check(name, getattr(self, name), GenerationError))
        if self.remask > 0:
            if self.remasking in ("threshold", "left-to-right"):
                raise GenerationError(msg("remask cannot be combined with remasking {self_remasking}: taking tokens "
                                          "back needs the fixed steps of a schedule",
                                          self_remasking=self.remasking))
            if self.block_length:
                raise GenerationError(msg("remask cannot be combined with blocks (block length {self_block_length}): "
                                          "it revises the whole sequence",
                                          self_block_length=self.block_length))
            if self.cache != "none":
                raise GenerationError(msg("remask cannot be combined with the {self_cache} cache: a token taken back "
                                          "changes the keys and values it keeps",
                                          self_cache=self.cache))

    def to_dict(self) -> dict:
        return asdict(self)


__all__ = ["MAX_SEED", "GenerationError", "GenerationSettings"]
