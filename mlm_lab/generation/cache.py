"""The model calls of generation by unmasking, with or without a key/value cache (issue 41 item 2).

A masked diffusion LM attends both ways, so every step changes what every position sees: no
key/value can be kept exactly from one step to the next. What the papers do:

- `attention="block-causal"` (the attention of block diffusion, BD3-LMs, Arriola et al. 2025):
  a position sees the prompt, its own block and the blocks before it, never a later one. The
  prompt and the finished blocks then no longer change while a block is decoded, so their keys
  and values are computed once at the block's start and kept: **exact**, the same tokens as
  the same attention without a cache (tests/test_generation_cache.py). A model trained with full
  attention decodes differently under it: it has never been trained to ignore the later blocks.
- With full attention the cache is **approximate** (Fast-dLLM, Wu et al. 2025; dKV-Cache, Ma et
  al. 2025): the keys and values outside the block are computed at the block's start and every
  `cache_refresh` steps, and used in between although the block they look at has changed since.
  `cache="prefix"` keeps the prompt and the finished blocks and computes the block and all after
  it each step; `cache="dual"` also keeps what comes after the block (Fast-dLLM's DualCache) and
  computes the block alone. `cache_drift` measures how far the kept ones are from fresh ones.

A call with a cache computes R rows instead of T, so it saves work only where the rows outside
the block are many: short outputs have few, and the full forward at each block's start and at
each refresh is paid anyway (benchmarks/bench_generate.py draws the speed-up against length).
"""

from __future__ import annotations

import torch

from mlm_lab.generation.schedule import ATTENTION, CACHES


def supports_cache(net) -> bool:
    """Whether the network computes rows against a key/value cache (the lab's own MaskedLM)."""
    return hasattr(net, "encode_kv") and hasattr(net, "encode_rows")


def block_ids(T: int, blocks: list[list[int]]) -> torch.Tensor:
    """[T] the block each position belongs to: 0 for the prompt (every position not to fill),
    1, 2, ... for the blocks of positions to fill, left to right."""
    out = torch.zeros(T, dtype=torch.long)
    for i, block in enumerate(blocks, start=1):
        out[block] = i
    return out


def block_causal_bias(ids_of_blocks: torch.Tensor, dtype=torch.float32) -> torch.Tensor:
    """[1, 1, T, T] additive bias: a query sees a key when the key's block is not after its own."""
    allowed = ids_of_blocks[None, :] <= ids_of_blocks[:, None]  # [T(query), T(key)]
    return torch.zeros(allowed.shape, dtype=dtype).masked_fill(~allowed, float("-inf"))[None, None]


class ModelCalls:
    """net(ids, positions=query).logits for generation ([M, V], the query's rows in order), with
    the attention and the cache of the settings. `begin(block)` is called as each block starts."""

    def __init__(self, net, T: int, blocks: list[list[int]], *, attention: str = "full", cache: str = "none",
                 refresh: int = 4, measure: bool = False):
        self.net, self.attention, self.cache, self.refresh = net, attention, cache, refresh
        self.measure = measure  # each cached call also computes fresh keys/values and records the distance
        self.drift: list[float] = []
        self.agree: list[float] = []  # per cached call: the share of asked positions whose likeliest token
        # is the one fresh keys and values give
        self.blocks = block_ids(T, blocks)
        self.bias = block_causal_bias(self.blocks) if attention == "block-causal" else None
        self.kv: list | None = None
        self.rows: torch.Tensor | None = None
        self.row_bias: torch.Tensor | None = None
        self.since = 0  # calls since the cache was last computed in full
        self.full_calls = 0  # model calls over every position (the rest computed R rows)
        self.row_calls = 0
        self.rows_computed = 0  # positions computed, over all calls and samples' rows

    def begin(self, block: list[int]) -> None:
        """A new block: the cache is computed again at its first call."""
        self.kv, self.since = None, 0
        if self.cache == "none":
            return
        number = int(self.blocks[block[0]])
        later = self.blocks > number
        if self.cache == "dual" or self.attention == "block-causal":  # later blocks: kept, or never seen
            rows = self.blocks == number
        else:  # prefix: the block and everything after it are computed each step
            rows = (self.blocks == number) | later
        self.rows = rows.nonzero()[:, 0]
        self.row_bias = self.bias[..., self.rows, :] if self.bias is not None else None
        seen = self.blocks <= number if self.attention == "block-causal" else torch.ones_like(rows)
        self.kept = (seen & ~rows).nonzero()[:, 0]  # positions whose cached keys/values the rows attend to

    def __call__(self, ids: torch.Tensor, query: torch.Tensor) -> torch.Tensor:
        net = self.net
        if self.cache == "none" and self.bias is None:
            self.full_calls += 1
            self.rows_computed += ids.shape[1]
            return net(ids, positions=query).logits
        if self.cache == "none":  # block-causal attention, every position computed each call
            hidden, _ = net.encode_kv(ids, self.bias)
            self.full_calls += 1
            self.rows_computed += ids.shape[1]
            return net.head(hidden[query.bool()])
        if self.kv is None or (self.attention == "full" and self.since >= self.refresh):
            hidden, self.kv = net.encode_kv(ids, self.bias)
            self.since = 1
            self.full_calls += 1
            self.rows_computed += ids.shape[1]
            return net.head(hidden[query.bool()])
        hidden, _ = net.encode_rows(ids, self.rows, self.kv, self.row_bias)  # [S, R, D]
        logits = net.head(hidden[query[:, self.rows].bool()])
        if self.measure:
            fresh_hidden, fresh_kv = net.encode_kv(ids, self.bias)
            if self.kept.numel():
                self.drift.append(kv_distance(self.kv, fresh_kv, self.kept))
            fresh = net.head(fresh_hidden[query.bool()])
            self.agree.append(float((fresh.argmax(-1) == logits.argmax(-1)).float().mean()))
        self.since += 1
        self.row_calls += 1
        self.rows_computed += int(self.rows.shape[0])
        return logits

    def summary(self) -> dict:
        """What the calls computed: full calls, calls over the rows alone, positions computed in all
        (per sample), and with `measure` the kept keys/values' distance from fresh ones per cached call."""
        out = {"full_calls": self.full_calls, "row_calls": self.row_calls, "rows_computed": self.rows_computed}
        if self.measure:
            out["drift"] = [round(d, 6) for d in self.drift]
            out["agree"] = [round(a, 4) for a in self.agree]
        return out


def kv_distance(kv: list, fresh: list, rows_kept: torch.Tensor) -> float:
    """How far cached keys and values are from fresh ones at the positions kept: the relative L2
    distance ||cached - fresh|| / ||fresh|| over every layer's keys and values at `rows_kept` [K]."""
    num = den = 0.0
    for (k_old, v_old), (k_new, v_new) in zip(kv, fresh, strict=True):
        for old, new in ((k_old, k_new), (v_old, v_new)):
            a, b = old[:, :, rows_kept], new[:, :, rows_kept]
            num += float(((a - b) ** 2).sum())
            den += float((b**2).sum())
    return (num / den) ** 0.5 if den else 0.0


__all__ = ["ATTENTION", "CACHES", "ModelCalls", "block_causal_bias", "block_ids", "kv_distance", "supports_cache"]
