"""What the Text tab shows, computed without Qt: one masking of one sentence, and the
statistics of 1,000 resamples of it.

The tab keeps its state in `TextMaskingSettings`, turns it into a `MaskingView` on the
GUI thread (cheap: one call of the core's masking functions), and sends the model
work and the statistics to the worker thread. Everything here can be tested and
scripted without a window.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from mlm_lab.lab.catalog import TEXT_KEYS, TEXT_STRATEGIES
from mlm_lab.tokenization import WordPieceTokenizer

if TYPE_CHECKING:  # torch and the masking core load on first use, so the window can show first
    from mlm_lab.masking import TokenMaskingConfig

STRATEGIES = TEXT_KEYS  # one record each in mlm_lab.lab.catalog (label, explanation, legend, slider)
STRATEGY_LABELS = {s.key: s.label for s in TEXT_STRATEGIES}
STRATEGY_EXPLANATIONS = {s.key: s.explanation for s in TEXT_STRATEGIES}

# What happened to each token, as shown on its chip.
TOKEN_STATES = ("mask", "random", "kept", "none", "special", "dropped", "sentinel", "target")

FALLBACK_MAX_LENGTH = 128  # when no model is loaded yet
T5_MEAN_SPAN = 3.0
MAX_SENTINELS = 100
STATS_RESAMPLES = 1000


@dataclass
class TextMaskingSettings:
    """The Text tab's masking controls, as plain data (JSON round trip with asdict)."""

    text: str = ""
    strategy: str = "random"
    mask_prob: float = 0.15
    mask_token_prob: float = 0.8
    random_token_prob: float = 0.1
    keep_prob: float = 0.1
    seed: int = 0
    manual: list[int] = field(default_factory=list)  # token positions picked by hand

    def __post_init__(self) -> None:
        if self.strategy not in STRATEGIES:
            raise ValueError(f"strategy must be one of {STRATEGIES}, got {self.strategy!r}")

    def token_config(self) -> TokenMaskingConfig:
        """The core config for random / whole word / span (corruption probabilities made consistent)."""
        from mlm_lab.masking import TokenMaskingConfig

        strategy = self.strategy if self.strategy in ("random", "whole_word", "span") else "random"
        mask, rand, keep = normalized_corruption(self.mask_token_prob, self.random_token_prob, self.keep_prob)
        rand = min(rand, 1.0 - mask)  # guard against rounding above 1
        return TokenMaskingConfig(strategy=strategy, mask_prob=clamp01(self.mask_prob),
                                  mask_token_prob=mask, random_token_prob=rand)

    def to_dict(self) -> dict:
        return asdict(self)


def clamp01(value: float) -> float:
    return min(max(float(value), 0.0), 1.0)


def normalized_corruption(mask: float, rand: float, keep: float) -> tuple[float, float, float]:
    """The three corruption probabilities scaled to sum to 1 (80/10/10 if all are 0)."""
    values = [max(float(v), 0.0) for v in (mask, rand, keep)]
    total = sum(values)
    if total <= 0:
        return 0.8, 0.1, 0.1
    return tuple(v / total for v in values)  # type: ignore[return-value]


def rebalance(values: tuple[float, float, float], changed: int, new_value: float) -> tuple[float, float, float]:
    """Set probability `changed` to `new_value` and scale the other two so the three sum to 1.

    The other two keep their ratio; when both were 0 they share the rest equally.
    """
    new_value = clamp01(new_value)
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
    total_tokens: int = 0  # tokens of the whole text, before truncation
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
    """(encoding truncated to max_length, number of tokens of the whole text)."""
    full = tokenizer.encode(text)
    enc = tokenizer.encode(text, max_length=max_length)
    return enc, len(full.ids)


def compute_masking(
    tokenizer: WordPieceTokenizer, settings: TextMaskingSettings, *, max_length: int = FALLBACK_MAX_LENGTH
) -> MaskingView:
    """Tokenize `settings.text` and mask it with the chosen strategy and seed."""
    text = settings.text
    if not text.strip():
        return MaskingView(settings.strategy, [], [], [], [], [], [], [], [], max_length=max_length,
                           message="The sentence is empty: type one, or pick an example.")
    enc, total = encode_text(tokenizer, text, max_length)
    ids, tokens = list(enc.ids), list(enc.tokens)
    special = list(enc.special)
    words = list(enc.word_ids)
    view = MaskingView(
        settings.strategy, ids, tokens, special, words,
        states=["special" if s else "none" for s in special], shown=list(tokens), input_ids=list(ids),
        selected=[], truncated=enc.truncated, total_tokens=total, max_length=max_length,
    )
    if not any(not s for s in special):
        view.message = "The sentence has no ordinary tokens to mask."
        return view
    import torch

    gen = torch.Generator().manual_seed(int(settings.seed))
    strategy = settings.strategy
    if strategy in ("random", "whole_word", "span"):
        _bert_masking(view, tokenizer, settings, gen)
    elif strategy == "manual":
        _manual_masking(view, tokenizer, settings)
    elif strategy == "t5":
        _t5_masking(view, tokenizer, settings, gen)
    else:
        _permutation(view, settings, gen)
    return view


def _bert_masking(view: MaskingView, tokenizer, settings: TextMaskingSettings, gen) -> None:
    import torch

    from mlm_lab.masking import mask_tokens

    res = mask_tokens(
        torch.tensor(view.ids), settings.token_config(), mask_token_id=tokenizer.mask_token_id,
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


def _manual_masking(view: MaskingView, tokenizer, settings: TextMaskingSettings) -> None:
    picked = sorted({int(i) for i in settings.manual if 0 <= int(i) < len(view.ids) and not view.special[int(i)]})
    for i in picked:
        view.states[i] = "mask"
        view.input_ids[i] = tokenizer.mask_token_id
        view.shown[i] = tokenizer.id_to_token(tokenizer.mask_token_id)
    view.selected = picked


def sentinel_ids(tokenizer: WordPieceTokenizer) -> list[int]:
    """Ids for <extra_id_k>: just past the vocabulary (the lab's tokenizer has none of its own)."""
    return list(range(tokenizer.vocab_size, tokenizer.vocab_size + MAX_SENTINELS))


def _t5_token(tokenizer, token_id: int) -> str:
    if token_id >= tokenizer.vocab_size:
        return f"<extra_id_{token_id - tokenizer.vocab_size}>"
    return tokenizer.id_to_token(token_id)


def t5_density(mask_prob: float) -> float:
    """T5's noise density from the mask slider (it must lie strictly between 0 and 1)."""
    return min(max(float(mask_prob), 0.01), 0.99)


def _t5_masking(view: MaskingView, tokenizer, settings: TextMaskingSettings, gen) -> None:
    import torch

    from mlm_lab.masking import t5_span_corruption

    body = [i for i, s in enumerate(view.special) if not s]  # [CLS] and [SEP] stay out, as in T5
    if len(body) < 2:
        view.message = "T5 span corruption needs at least two tokens."
        return
    res = t5_span_corruption(
        torch.tensor([view.ids[i] for i in body]), noise_density=t5_density(settings.mask_prob),
        mean_span_length=T5_MEAN_SPAN, sentinel_ids=sentinel_ids(tokenizer), generator=gen,
    )
    for k, dropped in enumerate(res.noise_mask.tolist()):
        if dropped:
            view.states[body[k]] = "dropped"
    view.selected = [body[k] for k, d in enumerate(res.noise_mask.tolist()) if d]
    view.spans = [(body[a], body[b - 1] + 1) for a, b in res.spans]
    view.t5_inputs = [_t5_token(tokenizer, i) for i in res.inputs.tolist()]
    view.t5_targets = [_t5_token(tokenizer, i) for i in res.targets.tolist()]


def _permutation(view: MaskingView, settings: TextMaskingSettings, gen) -> None:
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
    n_targets = min(n, int(math.ceil(clamp01(settings.mask_prob) * n)))
    targets = sorted(positions[j] for j in view.perm_order[n - n_targets:]) if n_targets else []
    for i in targets:
        view.states[i] = "target"
    view.selected = targets


# -- statistics over many resamples ---------------------------------------------------------
@dataclass
class MaskingStatistics:
    """What 1,000 resamples of one setting look like (for the statistics view)."""

    strategy: str
    resamples: int
    p: float  # the asked fraction
    fractions: np.ndarray  # [resamples] fraction of eligible tokens selected in each resample
    eligible: int  # tokens that may be selected in one resample
    shares: tuple[float, float, float] | None = None  # observed [MASK] / random / kept among selected
    configured: tuple[float, float, float] | None = None
    span_lengths: np.ndarray | None = None  # every span drawn (words for SpanBERT, tokens for T5)
    expected_span_probs: list[float] | None = None  # P(length = k), k = 1.. (SpanBERT)
    span_unit: str = "words"
    note: str = ""

    @property
    def mean_fraction(self) -> float:
        return float(self.fractions.mean()) if self.fractions.size else float("nan")

    @property
    def sigma_of_mean(self) -> float:
        """Standard error of the mean fraction, from the spread of the resamples themselves
        (for random masking it equals the binomial sqrt(p(1-p) / (resamples x eligible)))."""
        if self.fractions.size < 2:
            return float("nan")
        return float(self.fractions.std(ddof=1)) / math.sqrt(self.fractions.size)


def masking_statistics(
    tokenizer: WordPieceTokenizer, view: MaskingView, settings: TextMaskingSettings,
    *, resamples: int = STATS_RESAMPLES, should_stop=None,
) -> MaskingStatistics | None:
    """Resample the mask of `view`'s sentence `resamples` times with the current setting.

    Runs in the worker thread. Returns None for strategies without randomness (by hand)
    or when there is nothing to mask. `should_stop()` is polled in slow loops.
    """
    if view.empty or settings.strategy in ("manual", "permutation"):
        return None
    eligible = sum(1 for s in view.special if not s)
    if eligible == 0:
        return None
    import torch

    from mlm_lab.masking import mask_tokens, span_length_probs

    gen = torch.Generator().manual_seed(int(settings.seed) + 1)
    if settings.strategy == "t5":
        return _t5_statistics(tokenizer, view, settings, resamples, gen, should_stop)
    config = settings.token_config()
    ids = torch.tensor([view.ids]).repeat(resamples, 1)
    special = torch.tensor([view.special]).repeat(resamples, 1)
    words = torch.tensor([view.word_ids]).repeat(resamples, 1)
    res = mask_tokens(ids, config, mask_token_id=tokenizer.mask_token_id, vocab_size=tokenizer.vocab_size,
                      special_tokens_mask=special, word_ids=words, generator=gen, special_ids=tokenizer.special_ids)
    fractions = res.selected.sum(dim=1).double().numpy() / eligible
    n_sel = int(res.selected.sum())
    shares = None
    if n_sel:
        shares = (int(res.replaced_mask.sum()) / n_sel, int(res.replaced_random.sum()) / n_sel,
                  int(res.kept.sum()) / n_sel)
    configured = (config.mask_token_prob, config.random_token_prob, config.keep_prob)
    stats = MaskingStatistics(settings.strategy, resamples, config.mask_prob, fractions, eligible, shares, configured)
    if settings.strategy == "span":
        stats.span_lengths = np.array([length for *_, length in res.spans], dtype=np.int64)
        stats.expected_span_probs = span_length_probs(config.span_geometric_p, config.span_max_len)
        n_words = len({w for w in view.word_ids if w >= 0})
        stats.note = (
            f"Spans are drawn from the geometric distribution, but a span cannot be longer than the free "
            f"words left in the sentence ({n_words} words here), so short sentences see fewer long spans."
        )
    return stats


def _t5_statistics(tokenizer, view, settings, resamples, gen, should_stop) -> MaskingStatistics | None:
    import torch

    from mlm_lab.masking import t5_span_corruption

    body = torch.tensor([i for i, s in zip(view.ids, view.special, strict=True) if not s])
    if body.numel() < 2:
        return None
    density = t5_density(settings.mask_prob)
    fractions = np.zeros(resamples)
    lengths: list[int] = []
    sentinels = sentinel_ids(tokenizer)
    for r in range(resamples):
        if should_stop is not None and r % 100 == 0 and should_stop():
            return None
        res = t5_span_corruption(body, noise_density=density, mean_span_length=T5_MEAN_SPAN,
                                 sentinel_ids=sentinels, generator=gen)
        fractions[r] = float(res.noise_mask.sum()) / body.numel()
        lengths.extend(b - a for a, b in res.spans)
    return MaskingStatistics(
        "t5", resamples, density, fractions, int(body.numel()), span_lengths=np.array(lengths, dtype=np.int64),
        span_unit="tokens",
        note="T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; "
             "the number of spans is round(dropped / 3).",
    )


# -- the metrics table (File > Export > Metrics as CSV) ------------------------------------------
METRICS_HEADER = [
    "position", "true_token", "what_happened", "model_input", "top1_prediction", "top1_probability",
    "correct", "true_token_rank_in_top5", "true_token_probability",
    "example_loss_nats", "example_accuracy",
    "strategy", "mask_prob", "mask_token_prob", "random_token_prob", "keep_prob", "seed", "model", "text",
]
WHAT_HAPPENED = {"mask": "masked", "random": "random", "kept": "kept"}
TOP_K_SHOWN = 5


def metrics_table(view: MaskingView, prediction, settings: TextMaskingSettings, *, model_name: str = "") -> list[list]:
    """One row per predicted token of `view` (in position order) with the model's answer in
    `prediction` (an inference.TextPrediction for `view`), laid out as `METRICS_HEADER`.

    Every row repeats the example's loss and accuracy and the setting that made the mask, so
    the table sorts, filters and stacks with other exports in a spreadsheet; the mean of the
    `correct` column (1 or 0) is the example's accuracy. By hand, nothing is drawn at random:
    the mask probability and the seed are left empty and every hidden token is [MASK].
    """
    by_position = {p.position: p for p in prediction.predictions}
    manual = view.strategy == "manual"
    setting = [
        view.strategy,
        "" if manual else round(settings.mask_prob, 6),
        *((1.0, 0.0, 0.0) if manual else (round(settings.mask_token_prob, 6), round(settings.random_token_prob, 6),
                                         round(settings.keep_prob, 6))),
        "" if manual else int(settings.seed),
        model_name,
        settings.text,
    ]
    loss = "" if prediction.loss is None else round(prediction.loss, 6)
    accuracy = "" if prediction.accuracy is None else round(prediction.accuracy, 6)
    rows = []
    for i in view.selected:
        p = by_position.get(i)
        if p is None:
            continue
        top_token, top_prob = p.top[0] if p.top else ("", None)
        rank = p.true_rank if p.true_rank is not None and p.true_rank <= TOP_K_SHOWN else ""
        rows.append([
            i, view.tokens[i], WHAT_HAPPENED.get(view.states[i], view.states[i]), view.shown[i],
            top_token, "" if top_prob is None else round(top_prob, 6),
            "" if p.true_rank is None else int(p.true_rank == 1), rank,
            "" if p.true_prob is None else round(p.true_prob, 6),
            loss, accuracy, *setting,
        ])
    return rows
