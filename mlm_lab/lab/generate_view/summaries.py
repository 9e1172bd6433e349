"""What the lines above the Generate tab's rows say, as data (no Qt, no wording): what the round
on screen revealed and took back, and what a key/value cache kept. The tab words them in the
app's language."""

from __future__ import annotations

from dataclasses import dataclass

from mlm_lab.lab.generate_view.rounds import GenerateResult, chips_at, row_round


@dataclass(frozen=True)
class RoundSummary:
    """The round on screen, read off the K-step row (the first sample, or side by side the K-step way)."""

    shown: int  # the slider's round (1-based)
    steps: int  # K, the rounds the slider walks
    revealed: tuple[tuple[int, str, float], ...]  # (position, token, probability) the round revealed, in order
    taken_back: tuple[str, ...]  # the tokens the round first put back under [MASK] (remask), in order
    still_masked: int  # positions masked after the round (a token taken back counts)
    each_sample: bool  # several samples stacked (not side by side): the count is each sample's


def round_summary(result: GenerateResult, shown: int) -> RoundSummary:
    """What round `shown` of `result` did."""
    main = next((row for row in result.rows if row.key == "k-steps"), result.rows[0])
    r = row_round(main, shown, result.steps)
    revealed: tuple = ()
    taken: tuple = ()
    if 0 < r <= main.steps:
        rnd = main.rounds[r - 1]
        revealed = tuple(zip(rnd.positions, rnd.tokens, rnd.probs, strict=True))
        taken = tuple(rnd.taken_tokens)
    left = sum(1 for chip in chips_at(main, r) if chip.kind == "mask")
    return RoundSummary(shown, result.steps, revealed, taken, left, len(result.rows) > 1 and not result.compare)


@dataclass(frozen=True)
class CacheSummary:
    """What the key/value cache did in the K-step generation."""

    cache: str  # "prefix" | "dual"
    exact: bool  # block-causal attention: the kept keys and values never change
    refresh: int  # full attention: every position computed again every this many calls
    full_calls: int  # calls that computed every position
    row_calls: int  # calls that computed the block alone
    drift_percent: float  # how far the kept keys/values were from fresh ones, on average (%)
    agree_percent: float  # how often they gave the likeliest token fresh ones give (% of the positions)


def cache_summary(result: GenerateResult) -> CacheSummary | None:
    """The cache's figures; None without a cache (or without its measures)."""
    settings, calls = result.request[1], result.calls
    cache = settings.get("cache", "none")
    if cache == "none" or not calls:
        return None
    drift, agree = calls.get("drift") or [0.0], calls.get("agree") or [1.0]
    return CacheSummary(cache, settings.get("attention") == "block-causal", settings.get("cache_refresh", 0),
                        calls.get("full_calls", 0), calls.get("row_calls", 0), 100 * sum(drift) / len(drift),
                        100 * sum(agree) / len(agree))


__all__ = ["CacheSummary", "RoundSummary", "cache_summary", "round_summary"]
