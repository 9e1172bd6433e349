"""The command line's numeric ranges, declared once.

Every option of every subcommand that takes a number gets its argparse type here
(`number_arg(key)`), so a value out of range is refused while the arguments are read: one
line, exit status 2, before any model loads or any file is written. An option the engine or the
lab state also checks takes that field's span from mlm_lab.ranges (a seed's 64 bits, the mask
ratio the app and lab files keep, a run's step limit), so the command line, the API and the
window refuse the same values; an option only the command line has declares its span here.
README.md's table "Numbers on the command line" is `readme_table()`, word for word
(tests/test_reliability_round4_cli.py holds the two equal, so they cannot drift apart).

No torch and no Qt here: building the parser stays cheap.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from mlm_lab import ranges
from mlm_lab.bounds import MAX_BATCH_POSITIONS, MIN_TEMPERATURE
from mlm_lab.export.animation import MAX_FPS, MIN_FPS
from mlm_lab.lab.lesson import MAX_STEPS as MAX_LESSON_STEPS
from mlm_lab.ranges import MAX_POSITIONS, Span

MAX_LAYER = 1000  # --layer, either way from the end; a model's own layers are fewer
MAX_NAME = 100  # characters of a run's or study's --name: it becomes part of a folder name


@dataclass(frozen=True)
class Range:
    """An option's numbers: `span` (declared in mlm_lab.ranges, where the engine and the lab state
    check the same field), the commands that take it and what else holds."""

    option: str
    commands: str  # which commands take it, as the README lists them
    span: Span
    note: str = ""  # what else holds (the README's last column)

    @property
    def low(self) -> float:
        return self.span.low

    @property
    def high(self) -> float:
        return self.span.high

    @property
    def whole(self) -> bool:
        return self.span.whole

    @property
    def low_open(self) -> bool:
        return self.span.low_open

    @property
    def high_open(self) -> bool:
        return self.span.high_open

    def check(self, text: str) -> int | float:
        """The value `text` names, or argparse.ArgumentTypeError naming the range."""
        must = f"must be {self.span.kind()} {self.span.words()}"
        shown = str(text)[:40]
        try:
            value: int | float = int(text) if self.whole else float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{must}, got {shown!r}") from None
        if not self.span.holds(value):
            raise argparse.ArgumentTypeError(f"{must}, got {shown}")
        return value


_TRAIN = "train, study"
RANGES: dict[str, Range] = {
    "seed": Range("--seed", "mask, reconstruct, generate, explain --image, study steps, study decode, train",
                  ranges.SEED, note="what torch's and numpy's generators take"),
    "probe_seed": Range("--seed", "probe", ranges.PROBE_SEED, note="scikit-learn's limit"),
    "prob": Range("--prob", "mask", ranges.MASK_SHARE),
    "ratio": Range("--ratio", "reconstruct, explain --image", ranges.VIEW_RATIO,
                   note="the app's and lab files' limit: hiding more leaves the model nothing to work from"),
    "top_k_fill": Range("--top-k", "fill-mask", Span(1, 1000)),
    "length": Range("--length", "generate, study steps, study decode", ranges.GEN_LENGTH,
                    note="and what the model takes (128 tokens for the bundled ones)"),
    "generate_steps": Range("--steps", "generate", ranges.GEN_STEPS,
                            note="more than the masked positions: capped at their number, with a note"),
    "temperature": Range("--temperature", "generate", ranges.TEMPERATURE,
                         note=f"below {MIN_TEMPERATURE:g} the likeliest token is taken (greedy), as at 0"),
    "threshold": Range("--threshold", "generate, study decode (--thresholds)", ranges.THRESHOLD,
                       note="remasking threshold: each step reveals every token at least this probable"),
    "remask": Range("--remask", "generate, study remask (--shares)", ranges.REMASK,
                    note="ReMDM: the share of committed tokens a loop step takes back (0 = one-way)"),
    "cache_refresh": Range("--cache-refresh", "generate", ranges.CACHE_REFRESH,
                           note="full attention with a cache: every position computed again every this many calls"),
    "top_k": Range("--top-k", "generate", ranges.GEN_TOP_K, note="0 = every token"),
    "block": Range("--block", "generate", ranges.GEN_BLOCK, note="0 = one block"),
    "samples": Range("--samples", "generate", ranges.GEN_SAMPLES,
                     note=f"and samples x sequence length at most {MAX_BATCH_POSITIONS:,} tokens (memory)"),
    "study_samples": Range("--samples", "study steps, study decode", Span(1, 100_000), note="drawn in batches"),
    "ig_steps": Range("--steps", "explain --method ig", ranges.IG_STEPS,
                      note="integration nodes, run in batches (memory)"),
    "position": Range("--position", "explain", Span(0, MAX_POSITIONS), note="and within the sentence's tokens"),
    "layer": Range("--layer", "probe", Span(-MAX_LAYER, MAX_LAYER), note="and within the model's layers (-1 = last)"),
    "fps": Range("--fps", "animate", Span(MIN_FPS, MAX_FPS, whole=False), note="frames a second"),
    "lesson_step": Range("--step", "screenshot, animate", Span(1, MAX_LESSON_STEPS), note="and within the lesson's steps"),
    "train_steps": Range("--steps", _TRAIN, ranges.STEPS),
    "batch_size": Range("--batch-size", _TRAIN, ranges.BATCH),
    "lr": Range("--lr", _TRAIN, ranges.LR, note="inf and nan are refused"),
    "warmup": Range("--warmup", "train, study", ranges.STEPS_OR_NONE),
    "seq_len": Range("--seq-len", "train, study (text)", ranges.SEQ_LEN,
                     note="tokens per row, at most the preset's length (default: the preset's; 12 for the toy language)"),
    "vocab_size": Range("--vocab-size", "train, study (text)", ranges.VOCAB_SIZE,
                        note="the WordPiece vocabulary trained on your text (default 4096 nano, 8192 tiny)"),
    "decay_steps": Range("--decay-steps", "train", ranges.STEPS_OR_NONE),
    "interval": Range("--eval-every, --checkpoint-every", "train, study (both)", ranges.STEPS),
    "min_lr_ratio": Range("--min-lr-ratio", "train", ranges.MIN_LR_RATIO),
    "mask_prob": Range("--mask-prob", "train (objective mlm)", ranges.TRAIN_MASK_PROB),
    "mask_ratio": Range("--mask-ratio", "train (image)", ranges.TRAIN_MASK_RATIO),
    "extra_rows": Range("--extra-rows", "train", ranges.STEPS_OR_NONE, note="0 = all"),
    "extra_share": Range("--extra-share", "train", ranges.EXTRA_SHARE),
    "threads": Range("--threads", "train", ranges.THREADS, note="0 = torch's choice"),
    "study_threads": Range("--threads", "study", ranges.STUDY_THREADS),
    "parallel": Range("--parallel", "study", Span(1, 256)),
    "study_seeds": Range("--seeds", "study", ranges.STUDY_SEEDS),
    "max_runs": Range("--max-runs", "study", ranges.STUDY_RUNS),
}


def number_arg(key: str):
    """The argparse type of RANGES[key]."""
    limit = RANGES[key]

    def parse(text: str):
        return limit.check(text)

    parse.__name__ = limit.option.split(",")[0].lstrip("-").replace("-", "_")
    return parse


def name_arg(text: str) -> str:
    """--name of a run or a study: part of a folder name, at most MAX_NAME characters, no / or \\."""
    if len(text) > MAX_NAME:
        raise argparse.ArgumentTypeError(f"a name is at most {MAX_NAME} characters (it names a folder), "
                                         f"got {len(text)}")
    if any(c in text for c in "/\\\0") or any(ord(c) < 32 for c in text):
        raise argparse.ArgumentTypeError(f"a name may not hold /, \\ or control characters: {text[:40]!r}")
    return text


def readme_table() -> str:
    """README.md's table of the ranges, one row per option."""
    rows = ["| Option | Commands | Range | Also |", "| --- | --- | --- | --- |"]
    for limit in RANGES.values():
        kind = "whole number" if limit.whole else "number"
        rows.append(f"| `{limit.option}` | {limit.commands} | {kind} {limit.span.words()} | {limit.note} |")
    rows.append(f"| `--name` | train, study | at most {MAX_NAME} characters, no `/` or `\\` | it names a folder |")
    return "\n".join(rows)
