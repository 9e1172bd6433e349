"""The Text tab's work for the inference worker thread: the model's answer for a masking,
the 1,000-resample statistics, and the two ways of filling every mask. Each function
takes a snapshot of what it needs and returns a job (a callable run in the worker);
nothing here touches a widget.
"""

from __future__ import annotations

from functools import lru_cache

from mlm_lab.app.text.fill import compute_fill
from mlm_lab.app.text.masking import MaskingView, TextMaskingSettings
from mlm_lab.app.text.resampling import masking_statistics
from mlm_lab.app.text.tokens import MLM_STRATEGIES
from mlm_lab.lab.text import DEFAULT_TEXT, TextState
from mlm_lab.resources import bundled_model_dir, sample_sentences
from mlm_lab.tokenization import WordPieceTokenizer


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


def masking_settings(state: TextState) -> TextMaskingSettings:
    """A snapshot of the masking fields of `state` (what the core's masking functions read)."""
    return TextMaskingSettings(state.text, state.strategy, state.mask_prob, state.mask_token_prob,
                               state.random_token_prob, state.keep_prob, state.seed, list(state.manual))


def prediction_job(view: MaskingView, model, positions: list[int], generation: int):
    ids = list(view.input_ids)
    true_ids = [view.ids[i] for i in positions]

    def job():
        from mlm_lab.inference import predict_tokens

        result = predict_tokens(ids, positions, model=model, true_ids=true_ids, top_k=5, return_attentions=True)
        return generation, result

    return job


def submit_statistics(worker, tokenizer, view: MaskingView, settings: TextMaskingSettings, generation: int) -> bool:
    """Queue the 1,000-resample statistics (the resampling stops early once a newer request
    exists). False when the strategy has none (by hand, permutation)."""
    if view.strategy in ("manual", "permutation"):
        worker.cancel("stats")
        return False
    holder: dict[str, int] = {}

    def job():
        stale = lambda: "id" in holder and worker.is_stale("stats", holder["id"])  # noqa: E731
        return generation, masking_statistics(tokenizer, view, settings, should_stop=stale)

    holder["id"] = worker.submit("stats", job)
    return True


def submit_fill(worker, view: MaskingView, model, generation: int) -> bool:
    """Queue filling every mask both ways. False when there is nothing to fill."""
    if model is None or view.strategy not in MLM_STRATEGIES or not view.selected:
        worker.cancel("fill")
        return False
    ids, positions = list(view.input_ids), list(view.selected)
    true_ids, tokens = [view.ids[i] for i in positions], list(view.tokens)

    def job():
        return generation, compute_fill(model, ids, positions, true_ids, tokens)

    worker.submit("fill", job)
    return True


def import_core() -> bool:
    import mlm_lab.masking  # noqa: F401  (imports torch)

    return True
