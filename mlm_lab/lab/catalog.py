"""One record per masking strategy, for text and for images: the key a file stores, the
label a menu shows, the paragraph that explains it, the chip states its legend lists and
what its slider means. Both the tabs and the lab state read this, so a new strategy is
one entry here (and its function in `mlm_lab.masking`).

No Qt, no torch: plain data.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Strategy:
    key: str  # what a .mlmlab file stores, e.g. "whole_word"
    label: str  # the menu entry, e.g. "Whole words"
    explanation: str  # a paragraph in plain words, shown beside the controls
    legend: tuple[str, ...] = ()  # the chip states the legend lists (text strategies)
    slider_label: str = "Mask probability"  # what the slider's value means for this strategy
    uses_slider: bool = True  # False when the slider does not apply (by hand, a fixed grid)


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
        slider_label="Mask ratio",
    ),
    Strategy(
        'paint',
        'Paint by hand',
        (
            'Paint by hand: click a patch to hide or show it; click and drag to paint several. Start '
            'from any strategy, then switch here to edit its mask.'
        ),
        slider_label="Mask ratio",
        uses_slider=False,
    ),
)

TEXT = {s.key: s for s in TEXT_STRATEGIES}
IMAGE = {s.key: s for s in IMAGE_STRATEGIES}
TEXT_KEYS = tuple(TEXT)
IMAGE_KEYS = tuple(IMAGE)
