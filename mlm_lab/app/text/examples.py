"""Which example sentences the Text tab offers: those of the language the loaded model reads.

A model trained on the lab's generated language (`mlm_lab.data.toy_language`) knows about
450 words and no English: the English examples fall apart into letters and [UNK]. When
the loaded model's tokenizer is that language's (nearly every word of the language is
one token of its vocabulary, and the vocabulary is small), the examples are sentences of
the language instead. Qt-free: the tab asks `examples_for(tokenizer)`.
"""

from __future__ import annotations

from functools import lru_cache

from mlm_lab.data import toy_language
from mlm_lab.resources import sample_sentences

ENGLISH, TOY = "english", "toy"
TOY_EXAMPLES = 20  # sentences of the generated language offered
TOY_EXAMPLES_SEED = 1  # not the training seed's first sentences, though the grammar is the same
TOY_WORD_SHARE = 0.98  # at least this share of the language's words are single tokens
TOY_MAX_VOCAB = 2000  # a tokenizer of the language holds about 500 tokens; an English one thousands


def is_toy_tokenizer(tokenizer) -> bool:
    """True when `tokenizer` was learnt from the generated language (see the module docstring)."""
    if tokenizer is None or tokenizer.vocab_size > TOY_MAX_VOCAB:
        return False
    words = [w for w in toy_language.vocabulary() if w != "."]
    whole = sum(1 for w in words if tokenizer.token_to_id(w) is not None)
    return whole >= TOY_WORD_SHARE * len(words)


@lru_cache(maxsize=1)
def toy_examples() -> tuple[str, ...]:
    return tuple(toy_language.generate_sentences(TOY_EXAMPLES, seed=TOY_EXAMPLES_SEED))


def english_examples() -> tuple[str, ...]:
    return tuple(sample_sentences())


def examples_for(tokenizer) -> tuple[str, tuple[str, ...]]:
    """(ENGLISH or TOY, the example sentences for a model with `tokenizer`; None: no model)."""
    if is_toy_tokenizer(tokenizer):
        return TOY, toy_examples()
    return ENGLISH, english_examples()
