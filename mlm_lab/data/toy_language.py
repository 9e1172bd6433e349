"""The lab's own generated language: a small probabilistic grammar in which a tiny model
visibly learns within a couple of minutes on a CPU.

About 450 words. Sentences obey agreement (singular subjects take `says` / `is` /
`lives`, plural ones `say` / `are` / `live`; `one` takes a singular noun, other
numbers a plural; `a` / `an` follows the next sound) and state simple facts that never
change (which animal makes which sound, where it lives and what it eats, the colours
of things, opposites, small sums, which city lies in which country). Some words are
therefore predictable from their neighbours and some are not, which is what a masked
model has to find out:

    the cows say moo .      this banana is yellow .      two plus three is five .
    yesterday my sister walked slowly .      the girls who feed the ducks are happy .

Everything is deterministic given the seed: `generate_sentences(n, seed)` always
returns the same list. `toy_corpus(seed)` gives the training and held-out text and the
WordPiece tokenizer learnt from the training text (every word is one token).

The **unigram baseline** (`unigram_baseline_accuracy`) is the masked-token accuracy of
a model that ignores its input and always predicts the most frequent token of the
training text: the share of that token among the non-special tokens of the held-out
text, after the same tokenization. Masked positions are drawn uniformly among
non-special tokens, so this is exactly that predictor's expected accuracy.

The words live in `toy_lexicon`, the sentence kinds in `toy_grammar`; this module builds the
corpus, the tokenizer and the baseline from them, and re-exports both (so
`from mlm_lab.data.toy_language import ANIMALS, generate_sentences` keeps working).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from mlm_lab.data.toy_grammar import (
    ADJECTIVE,
    ADVERB,
    CATEGORIES,
    FUNCTION,
    NOUN,
    NUMBER,
    PLURAL,
    SENTENCE_KINDS,
    SINGULAR,
    VERB,
    LabelledWord,
    generate_labelled_sentence,
    generate_labelled_sentences,
    generate_sentence,
    generate_sentences,
)
from mlm_lab.data.toy_lexicon import (
    ADJECTIVES_STATE,
    ADVERBS,
    ANIMALS,
    CITIES,
    COUNTABLE,
    DET_PLURAL,
    DET_SINGULAR,
    MASS_NOUNS,
    NAMES,
    NUMBERS,
    OBJECT_PLURALS,
    OPPOSITES,
    PEOPLE,
    SEASONS,
    THINGS,
    TRANSITIVE,
    VERBS,
    vocabulary,
)

__all__ = [
    # the lexicon
    "ADJECTIVES_STATE", "ADVERBS", "ANIMALS", "CITIES", "COUNTABLE", "DET_PLURAL", "DET_SINGULAR",
    "MASS_NOUNS", "NAMES", "NUMBERS", "OBJECT_PLURALS", "OPPOSITES", "PEOPLE", "SEASONS", "THINGS",
    "TRANSITIVE", "VERBS", "vocabulary",
    # the grammar
    "ADJECTIVE", "ADVERB", "CATEGORIES", "FUNCTION", "NOUN", "NUMBER", "PLURAL", "SENTENCE_KINDS",
    "SINGULAR", "VERB", "LabelledWord", "generate_labelled_sentence", "generate_labelled_sentences",
    "generate_sentence", "generate_sentences",
    # the corpus
    "EVAL_SENTENCES", "PROBES", "TOY_ROW_LEN", "TRAIN_SENTENCES", "ToyCorpus", "token_counts",
    "toy_corpus", "toy_tokenizer", "unigram_baseline_accuracy", "unigram_baseline_from_counts",
]


# -- the corpus the trainer uses --------------------------------------------------------
TRAIN_SENTENCES = 24_000  # about 200,000 tokens
EVAL_SENTENCES = 2_400
TOY_ROW_LEN = 12  # one sentence per training row: [CLS] sentence [SEP] [PAD]...; the longest (10) fits


@dataclass
class ToyCorpus:
    train: list[str]  # sentences
    eval: list[str]  # held-out sentences (same language, another seed)
    tokenizer: object  # WordPieceTokenizer trained on `train`


def toy_corpus(seed: int = 0, *, train_sentences: int = TRAIN_SENTENCES,
               eval_sentences: int = EVAL_SENTENCES, tokenizer=None) -> ToyCorpus:
    """Training and held-out sentences (different seeds), and the WordPiece tokenizer
    trained on the training text (or `tokenizer` if given)."""
    train = generate_sentences(train_sentences, seed)
    held = generate_sentences(eval_sentences, seed + 1_000_003)
    if tokenizer is None:
        tokenizer = toy_tokenizer(seed, train)
    return ToyCorpus(train, held, tokenizer)


def toy_tokenizer(seed: int = 0, sentences: Sequence[str] | None = None):
    """The WordPiece tokenizer of the generated language, learnt from its training text.

    Its vocabulary is the special tokens, every character seen (alone and as a `##`
    continuation) and every word seen, ordered by frequency (ties alphabetically), so
    every word of the language is one token. Built directly rather than with the
    `tokenizers` trainer, whose choice among equally frequent merges changes from one
    process to the next: the same text must give the same ids in every run, or runs
    would not compare. The pipeline (BERT normalizer and pre-tokenizer, [CLS] ... [SEP])
    is the one `WordPieceTokenizer.train` builds.
    """
    from tokenizers import Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import WordPiece

    from mlm_lab.tokenization import CLS, SEP, SPECIAL_TOKENS, UNK, WordPieceTokenizer

    if sentences is None:
        sentences = generate_sentences(TRAIN_SENTENCES, seed)
    words = Counter(w for s in sentences for w in s.lower().split())
    chars = sorted({c for w in words for c in w})
    vocab: dict[str, int] = {}
    for token in [*SPECIAL_TOKENS, *chars, *(f"##{c}" for c in chars),
                  *sorted(words, key=lambda w: (-words[w], w))]:
        vocab.setdefault(token, len(vocab))
    backend = Tokenizer(WordPiece(vocab, unk_token=UNK, max_input_chars_per_word=100))
    backend.normalizer = normalizers.BertNormalizer(clean_text=True, handle_chinese_chars=True,
                                                    strip_accents=None, lowercase=True)
    backend.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    backend.decoder = decoders.WordPiece(prefix="##")
    backend.add_special_tokens(list(SPECIAL_TOKENS))
    backend.post_processor = processors.TemplateProcessing(
        single=f"{CLS} $A {SEP}", pair=f"{CLS} $A {SEP} $B:1 {SEP}:1",
        special_tokens=[(CLS, vocab[CLS]), (SEP, vocab[SEP])])
    return WordPieceTokenizer(backend)


def token_counts(tokenizer, texts: Sequence[str]) -> Counter:
    """How often each token id occurs in `texts` (no special tokens)."""
    counts: Counter = Counter()
    for ids in tokenizer.encode_many(list(texts)):
        counts.update(ids)
    return counts


def unigram_baseline_from_counts(train_counts: Counter, eval_counts: Counter) -> float:
    """Accuracy of always predicting the most frequent training token, on held-out counts."""
    if not train_counts or not eval_counts:
        return 0.0
    top = max(train_counts.items(), key=lambda kv: (kv[1], -kv[0]))[0]
    return eval_counts.get(top, 0) / sum(eval_counts.values())


def unigram_baseline_accuracy(seed: int = 0, corpus: ToyCorpus | None = None) -> float:
    """The masked-token accuracy of always predicting the most frequent training token.

    Exactly: let `top` be the most frequent token id of the tokenized training text
    (ties: the smaller id); the baseline is the number of occurrences of `top` among
    the non-special tokens of the tokenized held-out text, divided by the number of
    those tokens. Masked positions are drawn uniformly among non-special tokens, so
    this is the expected accuracy of that constant predictor under any random masking.
    """
    corpus = corpus or toy_corpus(seed)
    tok = corpus.tokenizer
    return unigram_baseline_from_counts(token_counts(tok, corpus.train), token_counts(tok, corpus.eval))


# The probe sentences shown in training snapshots: one [MASK] each, with the answer.
PROBES: tuple[tuple[str, str], ...] = (
    ("the cow says [MASK] .", "moo"),
    ("these bananas [MASK] yellow .", "are"),
    ("the sky is [MASK] .", "blue"),
    ("two plus three is [MASK] .", "five"),
    ("the bees live in the [MASK] .", "hive"),
    ("the girls who feed the ducks [MASK] happy .", "are"),
)
