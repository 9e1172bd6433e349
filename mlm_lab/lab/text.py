"""The Text tab's state: the sentence, how it is masked, and what the views follow.

An evented dataclass (psygnal): the tab's widgets write these fields and redraw when a
field they show changes (`state.events.mask_prob.connect(...)`); setting a field to the
value it already has emits nothing, which is what keeps widget <-> state loops closed.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.errors import msg
from mlm_lab.lab.catalog import TEXT_KEYS
from mlm_lab.lab.compare import TextCompare, pop_default
from mlm_lab.lab.explain import TextExplain, pop_default_explain
from mlm_lab.masking.configs import TOKEN_STRATEGIES, TokenMaskingConfig

VIEW_PAGES = ("attention", "fill", "statistics", "permutation")  # the tabs under the tokens
# The sentence a fresh lab opens with: at seed 0 and 15 % the bundled model is asked "opened" and
# "the", both shown as [MASK], and gets both right (the first example, "The cat sat ...", gave 0/3).
DEFAULT_TEXT = "She opened the door and walked into the garden."
MAX_SEED = 2**31 - 1
MAX_POSITION = 100_000  # a token position in a file; positions past the sentence are ignored


def default_text() -> str:
    """The sentence a fresh lab opens with (DEFAULT_TEXT, one of the bundled examples)."""
    return DEFAULT_TEXT


PROB = checks.within(ranges.VIEW_PROB)  # what the masking config takes


@evented
@dataclass
class TextState(checks.CheckedState):
    PART = "text"
    # what a lesson may hide in the Text tab ("text.seed"); the tab maps each name to its widgets
    CONTROLS = ("controls", "examples", "text", "strategy", "mask_prob", "corruption", "seed", "explanation",
                "legend", "predictions", "metrics", "views", *VIEW_PAGES, "compare", "explain")
    text: str = checks.checked(factory=default_text, check=checks.text())  # the sentence being masked
    strategy: str = checks.checked("random", checks.one_of(TEXT_KEYS))  # a key of catalog.TEXT
    mask_prob: float = checks.checked(0.15, PROB)  # p: the share of tokens chosen for prediction (T5: noise density)
    mask_token_prob: float = checks.checked(0.8, PROB)  # of the chosen tokens: -> [MASK]
    random_token_prob: float = checks.checked(0.1, PROB)  # -> a random token
    keep_prob: float = checks.checked(0.1, PROB)  # -> kept as is (the three sum to 1)
    seed: int = checks.checked(0, checks.whole(0, MAX_SEED))  # the same seed and settings always give the same mask
    # token positions hidden by hand (strategy "manual")
    manual: list[int] = checks.checked(factory=list, check=checks.whole_list(0, MAX_POSITION))
    # the token the views follow (None: the first predicted one)
    selected_token: int | None = checks.checked(None, checks.optional_whole(0, MAX_POSITION))
    layer: int = checks.checked(0, checks.whole(0, 1000))  # attention view: layer shown
    head: int = checks.checked(-1, checks.whole(-1, 1000))  # attention view: head shown (-1: the mean of all heads)
    view: str = checks.checked("attention", checks.one_of(VIEW_PAGES))  # which page of the views is open
    include_self: bool = checks.checked(False, checks.flag())  # permutation view: a token may attend to itself
    # the tab's own hidden controls (a lesson's)
    hidden_controls: list[str] = checks.checked(factory=list, check=checks.names())
    # side by side: what the second pane shows (mlm_lab/lab/compare.py); a value, replaced whole
    compare: TextCompare = checks.checked(factory=TextCompare, check=checks.nested(TextCompare))
    # why this guess: the explained position, method and target (mlm_lab/lab/explain.py); a value
    explain: TextExplain = checks.checked(factory=TextExplain, check=checks.nested(TextExplain))

    def token_config(self) -> TokenMaskingConfig:
        """The engine's masking config for this state (what `mask_tokens` reads): its strategy when
        that is random, whole word or span (random's otherwise: the other strategies mask by their own
        functions), p, and the 80/10/10 split scaled to sum to 1 (80/10/10 when all three are 0;
        each field is checked on its own, so a half-made edit may not sum to 1)."""
        strategy = self.strategy if self.strategy in TOKEN_STRATEGIES else "random"
        split = (self.mask_token_prob, self.random_token_prob, self.keep_prob)
        total = sum(split)
        mask, rand, _ = (0.8, 0.1, 0.1) if total <= 0 else (v / total for v in split)
        return TokenMaskingConfig(strategy=strategy, mask_prob=self.mask_prob, mask_token_prob=mask,
                                  random_token_prob=min(rand, 1.0 - mask))  # (rounding never above 1)

    def to_dict(self) -> dict:
        return pop_default_explain(pop_default(super().to_dict()), TextExplain)

    @classmethod
    def check_whole(cls, values: dict, name: str) -> None:
        if abs(values["mask_token_prob"] + values["random_token_prob"] + values["keep_prob"] - 1.0) > 1e-6:
            raise checks.LabStateError(msg("{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1",
                                           name=name))
