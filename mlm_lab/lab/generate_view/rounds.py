"""The rounds the Generate tab shows, as plain data (no Qt): one worker job computes every round of
every row once (`run_generation`); the round slider then only picks which round each chip
shows (`chips_at`), so playing the rounds never runs the model.

A row is one sample, or in the side-by-side view one way of decoding the same prompt:
1 step (all at once, as BERT fills in), K steps (the chosen rule), and left to right (one
position a step, the autoregressive order). In that view the slider walks the K-step row's
rounds and each other row is shown at the same share of its own rounds.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from mlm_lab.tokenization import CLS, PAD, SEP

METRICS_HEADER = ("sample", "round", "position", "token", "probability")
SPECIAL = (CLS, SEP, PAD)


@dataclass
class GenerationRow:
    """One row of chips: a sample's rounds and the sequence it started from."""

    label: str  # "Sample 1", "1 step (all at once, BERT-style)", ...
    key: str  # "sample" | "one-step" | "k-steps" | "left-to-right"
    tokens: list[str]  # the start sequence's tokens ([MASK] where to fill), [CLS] ... [SEP]
    positions: list[int]  # the positions filled
    rounds: list  # generation.Round, in order
    revealed: dict[int, tuple[int, float]] = field(default_factory=dict)  # position -> (round, probability)
    revisions: list = field(default_factory=list)  # generation.Revision: tokens taken back (remask), in order
    # position -> [(round, token, probability)] of every reveal there, in order (one unless taken back)
    reveals: dict[int, list[tuple[int, str, float]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.reveals:
            for rnd in self.rounds:
                for p, t, q in zip(rnd.positions, rnd.tokens, rnd.probs, strict=True):
                    self.reveals.setdefault(p, []).append((rnd.index, t, q))

    @property
    def steps(self) -> int:
        return len(self.rounds)

    @property
    def text(self) -> str:
        return self.rounds[-1].text if self.rounds else ""


@dataclass
class GenerateResult:
    """Everything the tab draws for one request; `request` is the (prompt, settings, compare) it answers."""

    request: tuple
    rows: list[GenerationRow]
    steps: int  # rounds the slider walks (the K-step generation's)
    seconds: float
    model_name: str = ""
    calls: dict = field(default_factory=dict)  # what the K-step generation's model calls computed (cache.py)

    @property
    def compare(self) -> bool:
        return self.request[2]


@dataclass(frozen=True)
class ChipView:
    """One chip of a row after a round: a prompt token, a position still masked, or a revealed token."""

    position: int
    kind: str  # "prompt" | "mask" | "revealed"
    token: str  # what the chip says ([MASK] while hidden)
    round: int = 0  # the round it was revealed in (revealed chips)
    prob: float = 0.0  # the model's probability of that token
    new: bool = False  # revealed in the round shown
    history: tuple = ()  # generation.Revision of this position taken back by the round shown (remask)


def prob_text(p: float) -> str:
    """A probability in two decimals; one too small for them says so (never a bare 0.00)."""
    return "<0.01" if p < 0.005 else f"{p:.2f}"


def _row(label: str, key: str, tokens: list[str], generation, sample) -> GenerationRow:
    return GenerationRow(label, key, tokens, list(generation.positions), list(sample.rounds), sample.revealed_at(),
                         list(sample.revisions))


def compare_labels(settings: dict, steps_used: int, n: int) -> tuple[str, str, str]:
    """The side-by-side rows' labels (in English: the metrics' "sample" column and the scripts)."""
    how = (f"threshold {settings.get('threshold', 0):g}" if settings["remasking"] == "threshold"
           else f"{settings['remasking']}, {settings['schedule']}")
    return ("1 step (all at once, BERT-style)",
            f"{steps_used} steps ({how})",
            f"left to right ({n} steps, autoregressive order)")


def run_generation(tm, prompt: str, settings: dict, compare: bool, model_name: str = "") -> GenerateResult:
    """Run in the worker thread: every round of every row. Raises GenerationError (bad settings,
    a prompt too long, more steps than positions) with a one-line message."""
    from mlm_lab.generation import GenerationSettings, generate

    start = time.perf_counter()
    chosen = GenerationSettings(**settings)
    main = generate(tm, prompt, chosen, measure_cache=chosen.cache != "none")  # the view says how far it drifts
    tok = tm.tokenizer
    tokens = [tok.id_to_token(i) for i in main.start_ids]
    if compare:
        one = generate(tm, prompt, chosen, steps=1, block_length=0, samples=1)
        ltr = generate(tm, prompt, chosen, remasking="left-to-right", block_length=0, samples=1)
        labels = compare_labels(settings, main.steps_used, len(main.positions))
        rows = [_row(labels[0], "one-step", tokens, one, one.samples[0]),
                _row(labels[1], "k-steps", tokens, main, main.samples[0]),
                _row(labels[2], "left-to-right", tokens, ltr, ltr.samples[0])]
    else:
        rows = [_row(f"Sample {i + 1}", "sample", tokens, main, s) for i, s in enumerate(main.samples)]
    request = (prompt, dict(settings), bool(compare))
    return GenerateResult(request, rows, main.steps_used, time.perf_counter() - start, model_name, main.calls)


def row_round(row: GenerationRow, shown: int, steps: int) -> int:
    """The round of `row` shown when the slider is at `shown` of `steps`: the same share of its own rounds."""
    if row.steps == steps or steps <= 0:
        return min(shown, row.steps)
    return min(row.steps, math.ceil(shown * row.steps / steps))


def chips_at(row: GenerationRow, r: int) -> list[ChipView]:
    """The chips of `row` after its round `r` (1-based), without [CLS] / [SEP] / [PAD]."""
    holes = set(row.positions)
    ids_after = row.rounds[r - 1].ids if 0 < r <= row.steps else None
    out = []
    for p, token in enumerate(row.tokens):
        if token in SPECIAL:
            continue
        if p not in holes:
            out.append(ChipView(p, "prompt", token))
            continue
        history = tuple(v for v in row.revisions if v.position == p and v.taken_back_in <= r) if row.revisions else ()
        shown = [x for x in row.reveals.get(p, ()) if x[0] <= r] if ids_after is not None else []
        if not shown or (history and history[-1].taken_back_in > shown[-1][0]):  # a take-back precedes its round's reveal
            out.append(ChipView(p, "mask", "[MASK]", history=history))  # never revealed, or taken back since
        else:
            at, token, prob = shown[-1]
            out.append(ChipView(p, "revealed", token, at, prob, at == r, history))
    return out


def text_at(row: GenerationRow, r: int) -> str:
    """The text of `row` after its round `r` ("" outside its rounds)."""
    return row.rounds[r - 1].text if 0 < r <= row.steps else ""


def shown_round(result: GenerateResult | None, wanted: int) -> int:
    """The round on screen (1-based) for the state's `wanted` round (0 = the last): the last one
    when `wanted` is 0 or past the rounds; 0 without a result."""
    if result is None:
        return 0
    k = result.steps
    return k if wanted <= 0 or wanted > k else wanted


@dataclass(frozen=True)
class ShownRow:
    """One row as the rounds on screen show it: the row, its own round, its chips and its text then."""

    row: GenerationRow
    round: int  # the row's round shown (its share of the slider's, side by side)
    chips: list[ChipView]
    text: str


def rows_shown(result: GenerateResult, shown: int) -> list[ShownRow]:
    """Every row of `result` at the slider's round `shown`."""
    out = []
    for row in result.rows:
        r = row_round(row, shown, result.steps)
        out.append(ShownRow(row, r, chips_at(row, r), text_at(row, r)))
    return out


def metrics_rows(result: GenerateResult | None) -> tuple[list[str], list[list]]:
    """One row per revealed position: sample (its label in the side-by-side view), round, position,
    token, probability; in the order they were revealed."""
    rows: list[list] = []
    if result is not None:
        for i, row in enumerate(result.rows):
            sample = row.label if result.compare else i + 1
            for rnd in row.rounds:
                for p, t, q in zip(rnd.positions, rnd.tokens, rnd.probs, strict=True):
                    rows.append([sample, rnd.index, p, t, round(float(q), 6)])
    return list(METRICS_HEADER), rows


__all__ = ["METRICS_HEADER", "ChipView", "GenerateResult", "GenerationRow", "ShownRow", "chips_at", "metrics_rows",
           "prob_text", "row_round", "rows_shown", "run_generation", "shown_round", "text_at"]
