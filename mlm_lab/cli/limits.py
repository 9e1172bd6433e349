"""The command line's numeric ranges, declared once.

Every option of every subcommand that takes a number gets its argparse type here
(`number_arg(key)`), so a value out of range is refused while the arguments are read: one
line, exit status 2, before any model loads or any file is written. The bounds are the
engine's own constants where it has one (a seed's 64 bits, the mask ratio the app and lab
files keep, a run's step limit), so the command line, the API and the window agree.
README.md's table "Numbers on the command line" is `readme_table()`, word for word
(tests/test_reliability_round4_cli.py holds the two equal, so they cannot drift apart).

No torch and no Qt here: building the parser stays cheap.
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass

from mlm_lab.bounds import MAX_BATCH_POSITIONS, MAX_IG_STEPS, MAX_SAMPLES, MIN_TEMPERATURE, REMASK_MAX, REMASK_MIN
from mlm_lab.export.animation import MAX_FPS, MIN_FPS
from mlm_lab.lab.image import MAX_RATIO
from mlm_lab.lab.lesson import MAX_STEPS as MAX_LESSON_STEPS
from mlm_lab.training.config import MAX_BATCH, MAX_LR, MAX_SEED, MAX_STEPS, MAX_THREADS

MAX_POSITIONS = 4096  # tokens of a sequence (--length, --block, --position); a model's own length is less
MAX_LAYER = 1000  # --layer, either way from the end; a model's own layers are fewer
MAX_TOP_K = 1_000_000  # a vocabulary's size at most
MAX_TEMPERATURE = 100.0  # far past where every token is as likely as any other
MAX_NAME = 100  # characters of a run's or study's --name: it becomes part of a folder name


@dataclass(frozen=True)
class Range:
    """The numbers an option takes: `low` to `high`, whole numbers unless `whole` is False;
    `low_open` / `high_open` leave an end out ("more than 0")."""

    option: str
    commands: str  # which commands take it, as the README lists them
    low: float
    high: float
    whole: bool = True
    low_open: bool = False
    high_open: bool = False
    high_text: str = ""  # how the README writes the high end (2**63 - 1), else the number
    note: str = ""  # what else holds (the README's last column)

    def shown(self, value: float) -> str:
        if value == self.high and self.high_text:
            return self.high_text
        if self.whole:
            return f"{int(value):,}" if abs(value) >= 10_000 else str(int(value))
        return f"{value:g}"

    def span(self) -> str:
        """'from 0 to 0.95', 'more than 0 and at most 1'."""
        low = f"more than {self.shown(self.low)}" if self.low_open else f"from {self.shown(self.low)}"
        if self.low_open:
            high = f"less than {self.shown(self.high)}" if self.high_open else f"at most {self.shown(self.high)}"
            return f"{low} and {high}"
        high = f"to below {self.shown(self.high)}" if self.high_open else f"to {self.shown(self.high)}"
        return f"{low} {high}"

    def check(self, text: str) -> int | float:
        """The value `text` names, or argparse.ArgumentTypeError naming the range."""
        kind = "a whole number" if self.whole else "a number"
        shown = str(text)[:40]
        try:
            value: int | float = int(text) if self.whole else float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {kind} {self.span()}, got {shown!r}") from None
        if not self.whole and not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be {kind} {self.span()}, got {shown}")
        low_ok = value > self.low if self.low_open else value >= self.low
        high_ok = value < self.high if self.high_open else value <= self.high
        if not (low_ok and high_ok):
            raise argparse.ArgumentTypeError(f"must be {kind} {self.span()}, got {shown}")
        return value


_TRAIN = "train, study"
RANGES: dict[str, Range] = {
    "seed": Range("--seed", "mask, reconstruct, generate, explain --image, study steps, study decode, train", 0, MAX_SEED,
                  high_text="2**63 - 1", note="what torch's and numpy's generators take"),
    "probe_seed": Range("--seed", "probe", 0, 2**31 - 1, high_text="2**31 - 1", note="scikit-learn's limit"),
    "prob": Range("--prob", "mask", 0.0, 1.0, whole=False),
    "ratio": Range("--ratio", "reconstruct, explain --image", 0.0, MAX_RATIO, whole=False,
                   note="the app's and lab files' limit: hiding more leaves the model nothing to work from"),
    "top_k_fill": Range("--top-k", "fill-mask", 1, 1000),
    "length": Range("--length", "generate, study steps, study decode", 1, MAX_POSITIONS,
                    note="and what the model takes (128 tokens for the bundled ones)"),
    "generate_steps": Range("--steps", "generate", 1, MAX_POSITIONS,
                            note="more than the masked positions: capped at their number, with a note"),
    "temperature": Range("--temperature", "generate", 0.0, MAX_TEMPERATURE, whole=False, low_open=True,
                         note=f"below {MIN_TEMPERATURE:g} the likeliest token is taken (greedy), as at 0"),
    "threshold": Range("--threshold", "generate, study decode (--thresholds)", 0.0, 1.0, whole=False,
                       low_open=True, note="remasking threshold: each step reveals every token at least this probable"),
    "remask": Range("--remask", "generate, study remask (--shares)", REMASK_MIN, REMASK_MAX, whole=False,
                    high_open=True, note="ReMDM: the share of committed tokens a loop step takes back (0 = one-way)"),
    "cache_refresh": Range("--cache-refresh", "generate", 1, 10_000,
                           note="full attention with a cache: every position computed again every this many calls"),
    "top_k": Range("--top-k", "generate", 0, MAX_TOP_K, note="0 = every token"),
    "block": Range("--block", "generate", 0, MAX_POSITIONS, note="0 = one block"),
    "samples": Range("--samples", "generate", 1, MAX_SAMPLES,
                     note=f"and samples x sequence length at most {MAX_BATCH_POSITIONS:,} tokens (memory)"),
    "study_samples": Range("--samples", "study steps, study decode", 1, 100_000, note="drawn in batches"),
    "ig_steps": Range("--steps", "explain --method ig", 1, MAX_IG_STEPS,
                      note="integration nodes, run in batches (memory)"),
    "position": Range("--position", "explain", 0, MAX_POSITIONS, note="and within the sentence's tokens"),
    "layer": Range("--layer", "probe", -MAX_LAYER, MAX_LAYER, note="and within the model's layers (-1 = last)"),
    "fps": Range("--fps", "animate", MIN_FPS, MAX_FPS, whole=False, note="frames a second"),
    "lesson_step": Range("--step", "screenshot, animate", 1, MAX_LESSON_STEPS, note="and within the lesson's steps"),
    "train_steps": Range("--steps", _TRAIN, 1, MAX_STEPS, high_text="10**9"),
    "batch_size": Range("--batch-size", _TRAIN, 1, MAX_BATCH),
    "lr": Range("--lr", _TRAIN, 0.0, MAX_LR, whole=False, low_open=True, note="inf and nan are refused"),
    "warmup": Range("--warmup", "train, study", 0, MAX_STEPS, high_text="10**9"),
    "seq_len": Range("--seq-len", "train, study (text)", 3, MAX_POSITIONS,
                     note="tokens per row, at most the preset's length (default: the preset's; 12 for the toy language)"),
    "vocab_size": Range("--vocab-size", "train, study (text)", 16, 1_000_000,
                        note="the WordPiece vocabulary trained on your text (default 4096 nano, 8192 tiny)"),
    "decay_steps": Range("--decay-steps", "train", 0, MAX_STEPS, high_text="10**9"),
    "interval": Range("--eval-every, --checkpoint-every", "train, study (both)", 1, MAX_STEPS,
                      high_text="10**9"),
    "min_lr_ratio": Range("--min-lr-ratio", "train", 0.0, 1.0, whole=False),
    "mask_prob": Range("--mask-prob", "train (objective mlm)", 0.0, 1.0, whole=False, low_open=True),
    "mask_ratio": Range("--mask-ratio", "train (image)", 0.0, 1.0, whole=False, low_open=True, high_open=True),
    "extra_rows": Range("--extra-rows", "train", 0, MAX_STEPS, high_text="10**9", note="0 = all"),
    "extra_share": Range("--extra-share", "train", 0.0, 1.0, whole=False, low_open=True, high_open=True),
    "threads": Range("--threads", "train", 0, MAX_THREADS, note="0 = torch's choice"),
    "study_threads": Range("--threads", "study", 1, MAX_THREADS),
    "parallel": Range("--parallel", "study", 1, 256),
    "study_seeds": Range("--seeds", "study", 1, 1000),
    "max_runs": Range("--max-runs", "study", 0, 10_000),
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
        rows.append(f"| `{limit.option}` | {limit.commands} | {kind} {limit.span()} | {limit.note} |")
    rows.append(f"| `--name` | train, study | at most {MAX_NAME} characters, no `/` or `\\` | it names a folder |")
    return "\n".join(rows)
