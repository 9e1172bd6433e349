"""The Text tab's work for its worker thread, without Qt: the model's answer for a masking, the
1,000-resample statistics, and the two ways of filling every mask. Each function takes a
snapshot of what it needs and returns a job (a callable the worker runs, returning
`(generation, answer)` so an answer for an older masking can be told apart); nothing here
touches a widget or the live state.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from mlm_lab.lab.text import DEFAULT_TEXT
from mlm_lab.lab.text_view.fill import compute_fill
from mlm_lab.lab.text_view.masking import MaskingView
from mlm_lab.lab.text_view.resampling import masking_statistics
from mlm_lab.resources import bundled_model_dir, sample_sentences
from mlm_lab.tokenization import WordPieceTokenizer

if TYPE_CHECKING:  # (type hints only)
    from mlm_lab.lab.text import TextState


@lru_cache(maxsize=1)
def fallback_tokenizer() -> WordPieceTokenizer:
    """The tokenizer used before a model is loaded: the bundled one, or one trained on the examples."""
    bundled = bundled_model_dir("text") / "tokenizer.json"
    if bundled.is_file():
        try:
            return WordPieceTokenizer.load(bundled)
        except ValueError:
            pass
    texts = sample_sentences() or [DEFAULT_TEXT]
    return WordPieceTokenizer.train(texts * 2, vocab_size=2000, min_frequency=1)


def import_core() -> bool:
    """The warm-up job: import the masking core (and torch) off the GUI thread."""
    import mlm_lab.masking.text  # noqa: F401  (imports torch)

    return True


def prediction_job(view: MaskingView, model, positions: list[int], generation: int):
    """The model's top-5 (and attentions) at `positions` of the ids `view` shows the model."""
    ids = list(view.input_ids)
    true_ids = [view.ids[i] for i in positions]

    def job():
        from mlm_lab.inference import predict_tokens

        result = predict_tokens(ids, positions, model=model, true_ids=true_ids, top_k=5, return_attentions=True)
        return generation, result

    return job


def statistics_job(tokenizer, view: MaskingView, state: TextState, generation: int,
                   should_stop: Callable[[], bool]):
    """1,000 resamples of `state`'s setting on `view`'s sentence (`state`: a copy the GUI thread no
    longer writes); the resampling stops early once `should_stop()` (a newer request exists)."""

    def job():
        return generation, masking_statistics(tokenizer, view, state, should_stop=should_stop)

    return job


def fill_job(view: MaskingView, model, generation: int):
    """Fill every mask of `view` both ways (at once, and one by one most confident first)."""
    ids, positions = list(view.input_ids), list(view.selected)
    true_ids, tokens = [view.ids[i] for i in positions], list(view.tokens)

    def job():
        return generation, compute_fill(model, ids, positions, true_ids, tokens)

    return job
