"""The masking strategies, one record each, for text and for images: the one place a strategy
is described. A record says its family (how it corrupts: `token` picks tokens for [MASK] /
80-10-10, `sentinel` drops spans behind T5 sentinels, `order` is XLNet's permutation, `patch`
hides image patches), whether a run can be trained with it, whether the model predicts what
it hides, whether it draws at random (a seed) or is made by hand, the label a menu shows, the
paragraph that explains it, its legend and what its slider means.

Every list of strategies is derived from these records: the engine's configs
(`TOKEN_STRATEGIES`, `PATCH_STRATEGIES`), the lab state's keys, the tabs' menus, the training
form (`training_choices`), the CLI's `--strategy` choices and the study knob's values. A new
strategy is one entry here (and its function in `mlm_lab.masking`).

No Qt, no torch: plain data.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlm_lab.errors import msg

FAMILIES = ("token", "sentinel", "order", "patch")
TASKS = ("text", "image")


@dataclass(frozen=True)
class Strategy:
    key: str  # what a .mlmlab file, a run config and the CLI store, e.g. "whole_word"
    label: str  # the menu entry, e.g. "Whole words"
    explanation: str  # a paragraph in plain words, shown beside the controls
    family: str  # one of FAMILIES
    trainable: bool  # a training run can use it (TokenMaskingConfig / PatchMaskingConfig take it)
    predicted: bool  # the model predicts what it hides (fill-in, reconstruction, metrics)
    seeded: bool = False  # drawn at random: the seed picks the mask
    by_hand: bool = False  # the user picks what is hidden (clicks, painting)
    legend: tuple[str, ...] = ()  # the chip states the legend lists (text strategies)
    slider_label: str = "Mask probability"  # what the slider's value means for this strategy
    uses_slider: bool = True  # False when the slider does not apply (by hand, a fixed grid)

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise ValueError(msg("strategy {self_key!r}: family must be one of {families}, got {self_family!r}",
                                 self_key=self.key, families=FAMILIES, self_family=self.family))

    @property
    def task(self) -> str:
        """"image" for patch strategies, else "text"."""
        return "image" if self.family == "patch" else "text"


TEXT_STRATEGIES: tuple[Strategy, ...] = (
    Strategy(
        'random',
        'Random tokens (BERT)',
        (
            "BERT's rule. Every ordinary token is picked on its own, with probability p (15 % in "
            'BERT). Of the picked tokens, 80 % are replaced by [MASK], 10 % by a random token and 10 '
            '% are left as they are, so the model can never tell which words it will be asked about '
            'and must keep a good guess ready for every word. The loss only counts the picked tokens.'
        ),
        family='token', trainable=True, predicted=True, seeded=True,
        legend=('mask', 'random', 'kept', 'none', 'special'),
    ),
    Strategy(
        'whole_word',
        'Whole words',
        (
            'Like random, but a word is picked as a whole: when the tokenizer splits a word into '
            'pieces ("play ##ing"), all its pieces are hidden together. Guessing "##ing" after "play" '
            'is too easy; hiding the whole word makes the model use the rest of the sentence. On '
            'average the same fraction p of the tokens is picked.'
        ),
        family='token', trainable=True, predicted=True, seeded=True,
        legend=('mask', 'random', 'kept', 'none', 'special'),
    ),
    Strategy(
        'span',
        'Spans of words (SpanBERT)',
        (
            "SpanBERT. Runs of whole words are hidden instead of single tokens. Each run's length is "
            'drawn from a geometric distribution (p = 0.2, at most 10 words, about 3.8 words on '
            'average), and runs are added until about p of the tokens are covered. To fill a whole '
            'phrase the model needs more than the next word; the 80/10/10 rule then applies to every '
            'hidden token.'
        ),
        family='token', trainable=True, predicted=True, seeded=True,
        legend=('mask', 'random', 'kept', 'none', 'special'),
    ),
    Strategy(
        't5',
        'Span corruption (T5)',
        (
            'T5 span corruption. About p of the tokens (15 % in T5) are dropped in spans of 3 tokens '
            'on average. Each span becomes one sentinel, <extra_id_0>, <extra_id_1>, ..., in the '
            'input, and the target lists each sentinel followed by the tokens it stands for. The '
            "input gets shorter, so training is cheaper. T5 is an encoder-decoder; this lab's model "
            'is an encoder, so this view shows the training data, not predictions.'
        ),
        family='sentinel', trainable=False, predicted=False, seeded=True,
        legend=('dropped', 'sentinel', 'none', 'special'),
        slider_label='Noise density',
    ),
    Strategy(
        'manual',
        'By hand (click tokens)',
        (
            'By hand: click tokens to hide them, click again to show them. Every token you pick is '
            'replaced by [MASK] and the model guesses it from everything else. Hide a word, then its '
            'neighbours, and watch how the guesses change as the context disappears.'
        ),
        family='token', trainable=False, predicted=True, by_hand=True,
        legend=('mask', 'none', 'special'),
        uses_slider=False,
    ),
    Strategy(
        'permutation',
        'Permutation order (XLNet)',
        (
            'XLNet. No [MASK] at all: the tokens are predicted in a random order, and each one may '
            'only look at the tokens that come before it in that order (the matrix: row = the token '
            'being predicted, bright = it may look at that column). Over many orders every token '
            'learns from both sides. Only the last tokens of the order (about p of them) are '
            'predicted. No model is needed for this view.'
        ),
        family='order', trainable=False, predicted=False, seeded=True,
        legend=('target', 'none', 'special'),
        slider_label='Predicted share',
    ),
)

IMAGE_STRATEGIES: tuple[Strategy, ...] = (
    Strategy(
        'random',
        'Random (MAE)',
        (
            'Random: every patch is hidden with the same chance, independently. The MAE paper hides '
            '75 % this way: so much that the model cannot copy neighbours and must learn what objects '
            'look like.'
        ),
        family='patch', trainable=True, predicted=True, seeded=True,
        slider_label="Mask ratio",
    ),
    Strategy(
        'block',
        'Block-wise (BEiT)',
        (
            'Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model '
            'must fill large holes from context far away instead of interpolating from close '
            'neighbours.'
        ),
        family='patch', trainable=True, predicted=True, seeded=True,
        slider_label="Mask ratio",
    ),
    Strategy(
        'grid',
        'Grid (keep 1 of 4)',
        (
            'Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the '
            'slider does not apply). Every hole is next to a visible patch, so this is the easiest '
            'task.'
        ),
        family='patch', trainable=True, predicted=True,
        slider_label="Mask ratio",
        uses_slider=False,
    ),
    Strategy(
        'center',
        'Centre box (inpainting)',
        (
            'Centre box: hides the patches nearest the centre, like classic inpainting. The subject '
            'of a photo is often in the middle, so the model must invent it from the border.'
        ),
        family='patch', trainable=True, predicted=True,
        slider_label="Mask ratio",
    ),
    Strategy(
        'paint',
        'Paint by hand',
        (
            'Paint by hand: click a patch to hide or show it; click and drag to paint several. Start '
            'from any strategy, then switch here to edit its mask.'
        ),
        family='patch', trainable=False, predicted=True, by_hand=True,
        slider_label="Mask ratio",
        uses_slider=False,
    ),
)

TEXT = {s.key: s for s in TEXT_STRATEGIES}
IMAGE = {s.key: s for s in IMAGE_STRATEGIES}
TEXT_KEYS = tuple(TEXT)
IMAGE_KEYS = tuple(IMAGE)
BY_TASK = {"text": TEXT, "image": IMAGE}


def select(task: str, **wanted) -> tuple[Strategy, ...]:
    """The strategies of `task` ("text" | "image") whose fields have the values asked, in
    catalog order: `select("image", trainable=True)`, `select("text", family="token", by_hand=False)`."""
    for name in wanted:
        if name not in Strategy.__dataclass_fields__:
            raise TypeError(f"a strategy has no field {name!r}")
    return tuple(s for s in BY_TASK[task].values() if all(getattr(s, k) == v for k, v in wanted.items()))


def keys(task: str, **wanted) -> tuple[str, ...]:
    """The keys of `select(task, **wanted)`."""
    return tuple(s.key for s in select(task, **wanted))


def training_choices(task: str) -> list[tuple[str, str]]:
    """(key, label) of each strategy a `task` run can train with: the training form's menu."""
    return [(s.key, s.label) for s in select(task, trainable=True)]


TRAINABLE = {task: keys(task, trainable=True) for task in TASKS}  # what a run of each task can use
TOKEN_STRATEGIES = TRAINABLE["text"]  # TokenMaskingConfig.strategy
PATCH_STRATEGIES = TRAINABLE["image"]  # PatchMaskingConfig.strategy
PREDICTED = {task: keys(task, predicted=True) for task in TASKS}  # the model answers what these hide
