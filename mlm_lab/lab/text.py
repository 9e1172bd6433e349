"""The Text tab's state: the sentence, how it is masked, and what the views follow.

An evented dataclass (psygnal): the tab's widgets write these fields and redraw when a
field they show changes (`state.events.mask_prob.connect(...)`); setting a field to the
value it already has emits nothing, which is what keeps widget <-> state loops closed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.lab.catalog import TEXT_KEYS

VIEW_PAGES = ("attention", "fill", "statistics", "permutation")  # the tabs under the tokens
DEFAULT_TEXT = "The cat sat on the mat and looked out of the window."
MAX_SEED = 2**31 - 1
MAX_POSITION = 100_000  # a token position in a file; positions past the sentence are ignored


def default_text() -> str:
    """The first bundled example sentence (the sentence a fresh lab opens with)."""
    from mlm_lab.resources import sample_sentences

    return (sample_sentences() or [DEFAULT_TEXT])[0]


@evented
@dataclass
class TextState:
    text: str = field(default_factory=default_text)  # the sentence being masked
    strategy: str = "random"  # a key of catalog.TEXT
    mask_prob: float = 0.15  # p: the share of tokens chosen for prediction (noise density for T5)
    mask_token_prob: float = 0.8  # of the chosen tokens: -> [MASK]
    random_token_prob: float = 0.1  # -> a random token
    keep_prob: float = 0.1  # -> kept as is (the three sum to 1)
    seed: int = 0  # the same seed and settings always give the same mask
    manual: list[int] = field(default_factory=list)  # token positions hidden by hand (strategy "manual")
    selected_token: int | None = None  # the token the views follow (None: the first predicted one)
    layer: int = 0  # attention view: layer shown
    head: int = -1  # attention view: head shown (-1: the mean of all heads)
    view: str = "attention"  # which page of the views is open (VIEW_PAGES)
    include_self: bool = False  # permutation view: a token may attend to itself
    hidden_controls: list[str] = field(default_factory=list)  # the tab's own hidden controls (a lesson's)

    def to_dict(self) -> dict:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, data, *, base: TextState | None = None, name: str = "text") -> TextState:
        """Check `data` (a .mlmlab file's "text" part); keys it lacks come from `base` (or the
        defaults), keys this version does not know are ignored. Raises LabStateError."""
        data = checks.part(name, data)
        merged = (base or cls()).to_dict()
        merged.update({k: v for k, v in data.items() if k in merged})
        n = lambda key: f"{name}.{key}"  # noqa: E731
        probs = {k: checks.number(n(k), merged[k], 0.0, 1.0)
                 for k in ("mask_prob", "mask_token_prob", "random_token_prob", "keep_prob")}
        if abs(probs["mask_token_prob"] + probs["random_token_prob"] + probs["keep_prob"] - 1.0) > 1e-6:
            raise checks.LabStateError(f"{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1")
        return cls(
            text=checks.string(n("text"), merged["text"]),
            strategy=checks.choice(n("strategy"), merged["strategy"], TEXT_KEYS),
            **probs,
            seed=checks.integer(n("seed"), merged["seed"], 0, MAX_SEED),
            manual=checks.integers(n("manual"), merged["manual"], 0, MAX_POSITION),
            selected_token=checks.optional_integer(n("selected_token"), merged["selected_token"], 0, MAX_POSITION),
            layer=checks.integer(n("layer"), merged["layer"], 0, 1000),
            head=checks.integer(n("head"), merged["head"], -1, 1000),
            view=checks.choice(n("view"), merged["view"], VIEW_PAGES),
            include_self=checks.boolean(n("include_self"), merged["include_self"]),
            hidden_controls=checks.strings(n("hidden_controls"), merged["hidden_controls"]),
        )


def _plain(value):
    return list(value) if isinstance(value, list) else value
