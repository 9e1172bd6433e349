"""One masking of the Text tab's sentence, computed without Qt: `compute_masking` reads a
`TextState` (mlm_lab/lab/text.py) and returns a `MaskingView`, what every chip shows and what the
model will see. One call of the core's masking functions (cheap enough for the GUI thread on
every slider step); the statistics of 1,000 resamples are in `resampling`, the CSV table in
`metrics`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from mlm_lab.lab.catalog import PREDICTED, TEXT_KEYS
from mlm_lab.masking.catalog import TOKEN_STRATEGIES
from mlm_lab.tokenization import WordPieceTokenizer

if TYPE_CHECKING:  # (type hints only)
    from mlm_lab.lab.text import TextState

STRATEGIES = TEXT_KEYS  # one record each in mlm_lab.lab.catalog (label, explanation, legend, slider)
MLM_STRATEGIES = PREDICTED["text"]  # the model predicts the selected tokens (random, whole word, span, by hand)

# What happened to each token, as shown on its chip.
TOKEN_STATES = ("mask", "random", "kept", "none", "special", "dropped", "sentinel", "target")

FALLBACK_MAX_LENGTH = 128  # when no model is loaded yet
T5_MEAN_SPAN = 3.0
MAX_SENTINELS = 100
STATS_RESAMPLES = 1000
COUNT_LIMIT = 5_000  # a cut-off text is counted in tokens only up to this many characters (about 8 ms)


def rebalance(values: tuple[float, float, float], changed: int, new_value: float) -> tuple[float, float, float]:
    """Set probability `changed` to `new_value` and scale the other two so the three sum to 1.

    The other two keep their ratio; when both were 0 they share the rest equally.
    """
    new_value = min(max(float(new_value), 0.0), 1.0)
    rest = 1.0 - new_value
    others = [i for i in range(3) if i != changed]
    old = [max(values[i], 0.0) for i in others]
    total = sum(old)
    shares = [0.5, 0.5] if total <= 1e-12 else [v / total for v in old]
    out = [0.0, 0.0, 0.0]
    out[changed] = new_value
    out[others[0]] = rest * shares[0]
    out[others[1]] = rest - out[others[0]]  # exact sum
    return out[0], out[1], out[2]


def with_mask_prob(state: TextState, mask_prob: float | None) -> TextState:
    """`state`, or a copy of it at another mask probability (None: `state` itself); the compare
    pane's right side masks the same sentence at its own rate."""
    if mask_prob is None or mask_prob == state.mask_prob:
        return state
    other = state.copy()
    other.mask_prob = mask_prob
    return other


@dataclass
class MaskingView:
    """One masking of one sentence: what every chip shows and what the model will see."""

    strategy: str
    ids: list[int]  # original token ids, [CLS] ... [SEP]
    tokens: list[str]  # original tokens
    special: list[bool]
    word_ids: list[int]
    states: list[str]  # one of TOKEN_STATES per token
    shown: list[str]  # the token the model sees at each position
    input_ids: list[int]  # corrupted ids (what the model sees)
    selected: list[int]  # positions the model is asked to predict (scored by the loss)
    truncated: bool = False
    total_tokens: int = 0  # tokens of the whole text, before truncation (0: too long to count, see COUNT_LIMIT)
    read_chars: int = 0  # characters of the text that the kept tokens cover (the rest is cut off)
    max_length: int = FALLBACK_MAX_LENGTH
    message: str = ""  # a notice for the user (empty text, too short for T5, ...)
    spans: list[tuple[int, int]] = field(default_factory=list)  # (first, end) token positions of each span
    span_words: list[int] = field(default_factory=list)  # SpanBERT: length in words of each span
    # T5
    t5_inputs: list[str] = field(default_factory=list)
    t5_targets: list[str] = field(default_factory=list)
    # XLNet
    perm_positions: list[int] = field(default_factory=list)  # token positions taking part (non-special)
    perm_order: list[int] = field(default_factory=list)  # perm_order[k] = index into perm_positions predicted k-th
    perm_rank: list[int] = field(default_factory=list)  # rank in the order of each perm position
    perm_matrix: np.ndarray | None = None  # [n, n] bool, row i may see column j

    @property
    def empty(self) -> bool:
        return not self.ids

    def state_counts(self) -> dict[str, int]:
        return {s: self.states.count(s) for s in TOKEN_STATES}


def encode_text(tokenizer: WordPieceTokenizer, text: str, max_length: int):
    """(encoding truncated to max_length, number of tokens of the whole text).

    Only a prefix of a long text is tokenized (the tokenizer's bounded encode), and the
    whole text is counted only when it is at most COUNT_LIMIT characters (else 0), so a
    2 MB paste costs what a sentence costs on every slider step."""
    enc = tokenizer.encode(text, max_length=max_length)
    if not enc.truncated:
        return enc, len(enc.ids)
    total = len(tokenizer.encode(text).ids) if len(text) <= COUNT_LIMIT else 0
    return enc, total


def read_chars(enc, text: str) -> int:
    """How many characters of `text` the kept tokens of `enc` cover (all of it if not cut)."""
    if not enc.truncated:
        return len(text)
    ends = [end for (_, end), special in zip(enc.offsets, enc.special, strict=False) if not special]
    return max(ends, default=0)


def compute_masking(
    tokenizer: WordPieceTokenizer, state: TextState, *, max_length: int = FALLBACK_MAX_LENGTH
) -> MaskingView:
    """Tokenize `state.text` and mask it with the state's strategy, probabilities and seed."""
    text = state.text
    if not text.strip():
        return MaskingView(state.strategy, [], [], [], [], [], [], [], [], max_length=max_length,
                           message="The sentence is empty: type one, or pick an example.")
    enc, total = encode_text(tokenizer, text, max_length)
    ids, tokens = list(enc.ids), list(enc.tokens)
    special = list(enc.special)
    words = list(enc.word_ids)
    view = MaskingView(
        state.strategy, ids, tokens, special, words,
        states=["special" if s else "none" for s in special], shown=list(tokens), input_ids=list(ids),
        selected=[], truncated=enc.truncated, total_tokens=total, max_length=max_length,
        read_chars=read_chars(enc, text),
    )
    if not any(not s for s in special):
        view.message = "The sentence has no ordinary tokens to mask."
        return view
    import torch

    gen = torch.Generator().manual_seed(int(state.seed))
    strategy = state.strategy
    if strategy in TOKEN_STRATEGIES:
        _bert_masking(view, tokenizer, state, gen)
    elif strategy == "manual":
        _manual_masking(view, tokenizer, state)
    elif strategy == "t5":
        _t5_masking(view, tokenizer, state, gen)
    else:
        _permutation(view, state, gen)
    return view


def _bert_masking(view: MaskingView, tokenizer, state: TextState, gen) -> None:
    import torch

    from mlm_lab.masking import mask_tokens

    res = mask_tokens(
        torch.tensor(view.ids), state.token_config(), mask_token_id=tokenizer.mask_token_id,
        vocab_size=tokenizer.vocab_size, special_tokens_mask=torch.tensor(view.special),
        word_ids=torch.tensor(view.word_ids), generator=gen, special_ids=tokenizer.special_ids,
    )
    view.input_ids = res.input_ids.tolist()
    view.shown = [tokenizer.id_to_token(i) for i in view.input_ids]
    for i in range(len(view.ids)):
        if res.replaced_mask[i]:
            view.states[i] = "mask"
        elif res.replaced_random[i]:
            view.states[i] = "random"
        elif res.kept[i]:
            view.states[i] = "kept"
    view.selected = [i for i in range(len(view.ids)) if bool(res.selected[i])]
    view.spans = [(first, end) for _, first, end, _ in res.spans]
    view.span_words = [length for *_, length in res.spans]


def _manual_masking(view: MaskingView, tokenizer, state: TextState) -> None:
    picked = sorted({int(i) for i in state.manual if 0 <= int(i) < len(view.ids) and not view.special[int(i)]})
    for i in picked:
        view.states[i] = "mask"
        view.input_ids[i] = tokenizer.mask_token_id
        view.shown[i] = tokenizer.id_to_token(tokenizer.mask_token_id)
    view.selected = picked


def sentinel_ids(tokenizer: WordPieceTokenizer) -> list[int]:
    """Ids for `<extra_id_k>`: just past the vocabulary (the lab's tokenizer has none of its own)."""
    return list(range(tokenizer.vocab_size, tokenizer.vocab_size + MAX_SENTINELS))


def _t5_token(tokenizer, token_id: int) -> str:
    if token_id >= tokenizer.vocab_size:
        return f"<extra_id_{token_id - tokenizer.vocab_size}>"
    return tokenizer.id_to_token(token_id)


def t5_density(mask_prob: float) -> float:
    """T5's noise density from the mask slider (it must lie strictly between 0 and 1)."""
    return min(max(float(mask_prob), 0.01), 0.99)


def _t5_masking(view: MaskingView, tokenizer, state: TextState, gen) -> None:
    import torch

    from mlm_lab.masking import t5_span_corruption

    body = [i for i, s in enumerate(view.special) if not s]  # [CLS] and [SEP] stay out, as in T5
    if len(body) < 2:
        view.message = "T5 span corruption needs at least two tokens."
        return
    res = t5_span_corruption(
        torch.tensor([view.ids[i] for i in body]), noise_density=t5_density(state.mask_prob),
        mean_span_length=T5_MEAN_SPAN, sentinel_ids=sentinel_ids(tokenizer), generator=gen,
    )
    for k, dropped in enumerate(res.noise_mask.tolist()):
        if dropped:
            view.states[body[k]] = "dropped"
    view.selected = [body[k] for k, d in enumerate(res.noise_mask.tolist()) if d]
    view.spans = [(body[a], body[b - 1] + 1) for a, b in res.spans]
    view.t5_inputs = [_t5_token(tokenizer, i) for i in res.inputs.tolist()]
    view.t5_targets = [_t5_token(tokenizer, i) for i in res.targets.tolist()]


def _permutation(view: MaskingView, state: TextState, gen) -> None:
    from mlm_lab.masking import permutation_attention_mask, permutation_order

    positions = [i for i, s in enumerate(view.special) if not s]
    n = len(positions)
    order = permutation_order(n, generator=gen)
    view.perm_positions = positions
    view.perm_order = order.tolist()
    rank = [0] * n
    for k, j in enumerate(view.perm_order):
        rank[j] = k
    view.perm_rank = rank
    view.perm_matrix = permutation_attention_mask(order).numpy()
    n_targets = min(n, int(math.ceil(state.mask_prob * n)))
    targets = sorted(positions[j] for j in view.perm_order[n - n_targets:]) if n_targets else []
    for i in targets:
        view.states[i] = "target"
    view.selected = targets
