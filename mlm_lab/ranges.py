"""Every numeric range of the lab, declared once.

A `Span` is the numbers a field takes: from `low` to `high`, whole numbers or not, either end
left out where the value must stay clear of it ("more than 0"). The engine's configs (TrainConfig,
the masking configs, generation settings, study specs, the MAE), the lab state's fields (the
tabs' states, the training form) and the command line's options (mlm_lab/cli/limits.py) all check
a value against one of the spans below, so a range is written here and nowhere else, and the
README's table "Numbers on the command line" quotes these spans.

    TRAIN_MASK_PROB.check("mask_prob", 1.5)
    -> ValueError("mask_prob must be a number more than 0 and at most 1, got 1.5")

Where two parts of the lab take different ranges for what looks like one value, they are two
spans with a reason each: a masking config may hide nothing (the Text tab shows 0 %), a training
run may not (it would learn nothing); the image view's slider stops at 95 % (hiding more leaves
the model nothing to work from), a training run's ratio only below 100 %.

No torch and no Qt here: building the command line's parser imports this module.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from numbers import Integral, Real

from mlm_lab.bounds import MAX_IG_STEPS, MAX_SAMPLES, REMASK_MAX, REMASK_MIN
from mlm_lab.errors import msg, words

MAX_REPR = 60  # a refused value quoted in a message is cut to this many characters


@dataclass(frozen=True)
class Span:
    """The numbers from `low` to `high` (whole numbers unless `whole` is False); `low_open` /
    `high_open` leave an end out. `high_text` is how messages and the README write the high end
    (2**63 - 1) when the number itself would not read well."""

    low: float
    high: float
    whole: bool = True
    low_open: bool = False
    high_open: bool = False
    high_text: str = ""

    def shown(self, value: float) -> str:
        if value == self.high and self.high_text:
            return self.high_text
        if self.whole:
            return f"{int(value):,}" if abs(value) >= 10_000 else str(int(value))
        return f"{value:g}"

    def words(self):
        """The span in words, as a message: 'from 0 to 0.95', 'more than 0 and at most 1'."""
        low, high = self.shown(self.low), self.shown(self.high)
        if self.low_open and self.high_open:
            return msg("more than {low} and less than {high}", low=low, high=high)
        if self.low_open:
            return msg("more than {low} and at most {high}", low=low, high=high)
        if self.high_open:
            return msg("from {low} to below {high}", low=low, high=high)
        return msg("from {low} to {high}", low=low, high=high)

    def kind(self):
        return words("a whole number") if self.whole else words("a number")

    def holds(self, value) -> bool:
        """Whether `value` is one of the span's numbers (numpy's too; a bool is no number, nor nan or inf)."""
        if isinstance(value, bool) or not isinstance(value, Real):
            return False
        if self.whole and not isinstance(value, Integral):
            return False
        if not math.isfinite(value):
            return False
        low_ok = value > self.low if self.low_open else value >= self.low
        high_ok = value < self.high if self.high_open else value <= self.high
        return low_ok and high_ok

    def refusal(self, name: str, value):
        """The message refusing `value` for the field `name`."""
        shown = repr(value)
        shown = shown if len(shown) <= MAX_REPR else shown[: MAX_REPR - 1] + "…"
        return msg("{name} must be {kind} {span}, got {shown}", name=name, kind=self.kind(), span=self.words(),
                   shown=shown)

    def check(self, name: str, value, error: type[Exception] = ValueError) -> int | float:
        """`value` as an int (whole spans) or a float, or `error` raised with `refusal(name, value)`."""
        if not self.holds(value):
            raise error(self.refusal(name, value))
        return int(value) if self.whole else float(value)


# -- the edges --------------------------------------------------------------------------------
# Past them a value is a typo, not a choice, and it would fail late (a seed past 64 bits overflows
# torch's generator; an infinite learning rate diverges at step 1).
MAX_SEED = 2**63 - 1  # torch.manual_seed takes 64 bits
MAX_STEPS = 10**9  # steps, warmup, decay and every interval
MAX_BATCH = 65_536  # rows or images per step
MAX_EVAL_SIZE = 100_000
MAX_THREADS = 1024
MAX_LR = 1.0  # AdamW's peak learning rate; the app's form stops earlier (FORM_LR)
MAX_WEIGHT_DECAY = 10.0
MAX_GRAD_CLIP = 1e6
MAX_POSITIONS = 4096  # tokens of a sequence; a model's own length is less
MAX_VOCAB = 1_000_000
MAX_VIEW_RATIO = 0.95  # the image view hides at most this share: more leaves the model nothing to work from
MAX_LAB_SEED = 2**31 - 1  # the tabs' seed boxes (a Qt spin box holds 32 bits)

# -- a training run (TrainConfig; `mlm-lab train` and `study`) -----------------------------------
SEED = Span(0, MAX_SEED, high_text="2**63 - 1")
STEPS = Span(1, MAX_STEPS, high_text="10**9")  # steps and every interval (eval, snapshot, checkpoint, log)
STEPS_OR_NONE = Span(0, MAX_STEPS, high_text="10**9")  # warmup, decay steps, checkpoints kept, extra rows (0 = none/all)
BATCH = Span(1, MAX_BATCH)
EVAL_SIZE = Span(1, MAX_EVAL_SIZE)
THREADS = Span(0, MAX_THREADS)  # 0 = torch's choice
STUDY_THREADS = Span(1, MAX_THREADS)
SEQ_LEN = Span(3, MAX_POSITIONS)  # and at most the preset's length
VOCAB_SIZE = Span(16, MAX_VOCAB)  # a config's 0 means the preset's default
LR = Span(0.0, MAX_LR, whole=False, low_open=True)
WEIGHT_DECAY = Span(0.0, MAX_WEIGHT_DECAY, whole=False)
MIN_LR_RATIO = Span(0.0, 1.0, whole=False)
GRAD_CLIP = Span(0.0, MAX_GRAD_CLIP, whole=False)
EXTRA_SHARE = Span(0.0, 1.0, whole=False, low_open=True, high_open=True)
TRAIN_MASK_PROB = Span(0.0, 1.0, whole=False, low_open=True)  # masking nothing trains nothing
TRAIN_MASK_RATIO = Span(0.0, 1.0, whole=False, low_open=True, high_open=True)  # an MAE must see and hide some
MAX_STUDY_SEEDS, MAX_STUDY_RUNS = 1000, 10_000
STUDY_SEEDS = Span(1, MAX_STUDY_SEEDS)  # how many seeds a study runs (--seeds N)
STUDY_RUNS = Span(0, MAX_STUDY_RUNS)  # --max-runs (0 = all)
STUDY_MASK_RATIO = Span(0.0, MAX_VIEW_RATIO, whole=False, low_open=True)  # a study's ratios: the view's edge

# -- masking (masking.configs; the MAE) -----------------------------------------------------------
MASK_SHARE = Span(0.0, 1.0, whole=False)  # mask_prob and the 80/10/10 shares: 0 masks nothing
PATCH_RATIO = Span(0.0, 1.0, whole=False, high_open=True)  # the share of patches a mask hides
SPAN_P = Span(0.0, 1.0, whole=False, low_open=True)  # SpanBERT's geometric p
SPAN_MAX_LEN = Span(1, 10_000)
NOISE_DENSITY = Span(0.0, 1.0, whole=False, low_open=True, high_open=True)  # T5's share of tokens in spans

# -- generation (generation.settings; `mlm-lab generate`) -----------------------------------------
TEMPERATURE = Span(0.0, 100.0, whole=False, low_open=True)  # below MIN_TEMPERATURE the draw is greedy
THRESHOLD = Span(0.0, 1.0, whole=False, low_open=True)
REMASK = Span(REMASK_MIN, REMASK_MAX, whole=False, high_open=True)
IG_STEPS = Span(1, MAX_IG_STEPS)
GEN_LENGTH = Span(1, MAX_POSITIONS)  # positions written (and at most what the model takes)
GEN_STEPS = Span(1, MAX_POSITIONS)  # model calls: more than the masked positions are capped at their number
GEN_TOP_K = Span(0, MAX_VOCAB)  # 0 = every token
GEN_BLOCK = Span(0, MAX_POSITIONS)  # 0 = one block
CACHE_REFRESH = Span(1, 10_000)  # full attention with a cache: all positions computed again every this many calls
GEN_SAMPLES = Span(1, MAX_SAMPLES)

# -- the lab state's fields (the tabs, the training form) ------------------------------------------
VIEW_PROB = MASK_SHARE  # the Text tab's probabilities: what the masking config takes
VIEW_RATIO = Span(0.0, MAX_VIEW_RATIO, whole=False)
LAB_SEED = Span(0, MAX_LAB_SEED, high_text="2**31 - 1")
PROBE_SEED = Span(0, 2**31 - 1, high_text="2**31 - 1")  # scikit-learn's random_state
FORM_MASK = Span(0.01, MAX_VIEW_RATIO, whole=False)  # the Training tab's mask: a classroom's sensible band
FORM_STEPS = Span(10, 1_000_000)
FORM_LR = Span(1e-5, 0.1, whole=False)
VIEW_TEMPERATURE = Span(0.0, 5.0, whole=False, low_open=True)  # the Generate tab's slider

