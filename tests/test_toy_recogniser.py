"""The toy language's recogniser: it accepts what the generator writes and rejects broken sentences."""

from __future__ import annotations

import random

import pytest

from mlm_lab.data.toy_grammar import VERB, LabelledWord, generate_labelled_sentences, generate_sentences
from mlm_lab.data.toy_language import TOY_ROW_LEN, toy_tokenizer
from mlm_lab.data.toy_lexicon import (
    ANIMALS,
    CITIES,
    DET_PLURAL,
    DET_SINGULAR,
    NUMBERS,
    PEOPLE,
    THINGS,
    TRANSITIVE,
    VERBS,
)
from mlm_lab.data.toy_recogniser import SentenceCheck, check_row, check_sentence, row_text, valid_share

# a present verb form -> the same verb for the other number
_PAIRS = [(third, bare) for bare, (third, _) in VERBS.items()]
_PAIRS += [(third, bare) for bare, (third, _, _) in TRANSITIVE.items()]
_PAIRS += [("says", "say"), ("lives", "live"), ("eats", "eat"), ("feeds", "feed"), ("is", "are")]
_FLIP = {**dict(_PAIRS), **{b: a for a, b in _PAIRS}}
_DETS = set(DET_SINGULAR) | set(DET_PLURAL) | {"an"}
_PLURAL_NOUNS = {v[0] for v in ANIMALS.values()} | {v[0] for v in THINGS.values()} | set(PEOPLE.values())


def _labelled(n: int = 3000, seed: int = 5) -> list[list[LabelledWord]]:
    """Generated sentences as labelled words, the full stop included."""
    return generate_labelled_sentences(n, seed)


def _flip_verb(sentence: list[LabelledWord]) -> list[str] | None:
    """The first present verb put in the other number (None where that keeps the sentence valid
    or is not possible: past, 'will', 'has', a 'sheep' subject that is both numbers)."""
    words = [w.word for w in sentence]
    if words[0] in ("yesterday", "tomorrow") or "sheep" in words[:2]:
        return None
    for i, word in enumerate(sentence):
        if word.category == VERB and word.word in _FLIP and word.word != "read":
            return [*words[:i], _FLIP[word.word], *words[i + 1 :]]
    return None


def _flip_det(sentence: list[LabelledWord]) -> list[str] | None:
    """The subject's determiner replaced by one of the other number only."""
    words = [w.word for w in sentence]
    i = 1 if words[0] in ("yesterday", "tomorrow") else 0
    if words[i] not in _DETS or words[i + 1] in ("opposite", "sheep"):
        return None
    return [*words[:i], "this" if words[i + 1] in _PLURAL_NOUNS else "these", *words[i + 1 :]]


def _flip_count(sentence: list[LabelledWord]) -> list[str] | None:
    """'tom has three apples' -> 'three apple'; 'one apple' -> 'one apples'."""
    words = [w.word for w in sentence]
    if words[1] != "has":
        return None
    noun = words[3] + "s" if words[2] == "one" else words[3][:-1]
    return [*words[:3], noun, "."]


def _swap_article(sentence: list[LabelledWord]) -> list[str] | None:
    """'a cow' -> 'an cow', 'an owl' -> 'a owl'."""
    words = [w.word for w in sentence]
    for i, word in enumerate(words):
        if word in ("a", "an"):
            return [*words[:i], "an" if word == "a" else "a", *words[i + 1 :]]
    return None


def _false_sum(sentence: list[LabelledWord]) -> list[str] | None:
    """'two plus three is five' -> 'two plus three is six' (ten becomes zero)."""
    words = [w.word for w in sentence]
    if words[1:2] != ["plus"]:
        return None
    return [*words[:4], NUMBERS[(NUMBERS.index(words[4]) + 1) % len(NUMBERS)], "."]


def _false_fact(sentence: list[LabelledWord]) -> list[str] | None:
    """An animal's sound, a thing's colour or a city's country taken from the next entry."""
    words = [w.word for w in sentence]
    animals, things, cities = list(ANIMALS.values()), list(THINGS.values()), dict(CITIES)
    sounds = [v[1] for v in animals]
    for i, word in enumerate(words):
        if word in sounds and words[i - 1] in ("say", "says", "said"):
            return [*words[:i], sounds[(sounds.index(word) + 1) % len(sounds)], *words[i + 1 :]]
    if words[1] in set(THINGS) | {v[0] for v in things} and words[2] in ("is", "are"):
        colour = next(c for _, c in things if c != words[3])
        return [*words[:3], colour, "."]
    if words[0] in cities:
        countries = list(cities.values())
        return [*words[:3], countries[(countries.index(words[3]) + 1) % len(countries)], "."]
    return None


def _drop_yesterday(sentence: list[LabelledWord]) -> list[str] | None:
    """'yesterday the cows said moo' -> 'the cows said moo' ('read' is also a present form)."""
    words = [w.word for w in sentence]
    if words[0] != "yesterday" or "read" in words:
        return None
    return words[1:]


def _reverse(sentence: list[LabelledWord]) -> list[str]:
    """The words in reverse order, the full stop kept at the end."""
    words = [w.word for w in sentence]
    return [*words[-2::-1], "."]


PERTURBATIONS = [
    (_flip_verb, "agreement"), (_flip_det, "agreement"), (_flip_count, "agreement"), (_swap_article, "article"),
    (_false_sum, "false sum"), (_false_fact, "fact"), (_drop_yesterday, "tense"), (_reverse, "no template matches"),
]


# -- acceptance ---------------------------------------------------------------------------
def test_accepts_10000_generated_sentences():
    sentences = [s for seed in range(5) for s in generate_sentences(2000, seed)]
    rejected = [(s, check_sentence(s).reason) for s in sentences if not check_sentence(s).valid]
    assert rejected == []
    assert valid_share(sentences) == 1.0


def test_accepts_exactly_the_sums_and_cities_the_generator_writes():
    made = set(generate_sentences(20_000, 3))
    sums = {f"{a} plus {b} {be} {c} ." for a in NUMBERS for b in NUMBERS for c in NUMBERS for be in ("is", "are")}
    cities = {f"{city} {be} in {country} ." for city, _ in CITIES for _, country in CITIES for be in ("is", "are")}
    for candidates in (sums, cities):
        assert {s for s in candidates if check_sentence(s).valid} == candidates & made


@pytest.mark.parametrize("text", [
    "The cow says moo.", "the cow says moo .", "  the   cow\tsays moo\n. ", "THE COW SAYS MOO .",
    "[CLS] the cow says moo . [SEP]", "[CLS] the cow says moo. [SEP] [PAD] [PAD] [PAD]",
    "the cow says moo . [PAD]", "[cls]the cow says moo.[sep][pad]",
])
def test_spacing_case_and_the_frame_do_not_matter(text):
    assert check_sentence(text) == SentenceCheck(True, "")


def test_a_sheep_is_both_numbers_until_its_verb_decides():
    assert check_sentence("the sheep say baa and eat clover .").valid
    assert check_sentence("the sheep says baa and eats clover .").valid
    assert check_sentence("the sheep says baa and eat clover .").reason == "agreement: 'sheep' with 'eat'"
    assert check_sentence("this sheep say baa .").kind == "agreement"


# -- rejection ----------------------------------------------------------------------------
@pytest.mark.parametrize(("perturb", "kind"), PERTURBATIONS, ids=[f"{p.__name__}" for p, _ in PERTURBATIONS])
def test_every_perturbed_sentence_is_rejected_with_its_kind(perturb, kind):
    perturbed = [p for p in map(perturb, _labelled()) if p is not None]
    assert len(perturbed) >= 20  # the kind occurs often enough in 3,000 sentences to be tested
    wrong = [(s, r) for s in perturbed if (r := check_sentence(" ".join(s))).valid or r.kind != kind]
    assert wrong == []


@pytest.mark.parametrize(("text", "reason"), [
    ("the dogs says woof .", "agreement: 'dogs' with 'says'"),
    ("two plus three is six .", "false sum: two plus three is six"),
    ("six plus one is seven .", "range: sums add zero to five, not 'six'"),
    ("tom has zero apples .", "range: counts run from one to ten, not 'zero'"),
    ("the cow says woof .", "fact: 'cow' says 'moo', not 'woof'"),
    ("a owl says hoot .", "article: 'a' before 'owl'"),
    ("yesterday the boy runs quickly .", "tense: 'yesterday' with 'runs'"),
    ("tomorrow the boy will ran well .", "tense: 'will' with 'ran'"),
    ("the boy reads a piano .", "object: 'read' does not take 'piano'"),
    ("the boy drinks cold tea .", "mass noun: 'cold' before 'tea'"),
    ("the cow says moo", "no full stop"),
    ("the cow says moo . the dog", "more than one sentence"),
    ("the cow says xyz .", "unknown word: 'xyz'"),
    ("the cow says moo !", "unknown word: '!'"),
    ("[UNK] says moo .", "unknown word: '[UNK]'"),
    ("moo says cow the .", "no template matches"),
    ("the cow [PAD] says moo .", "special token: [PAD] inside the sentence"),
    ("the cow says moo . [SEP] dog", "words after [SEP]"),
    ("", "empty"),
])
def test_reasons(text, reason):
    assert check_sentence(text) == SentenceCheck(False, reason)


@pytest.mark.parametrize("where", [0, 1, 2, 3, 4])
def test_a_leftover_mask_is_rejected(where):
    words = "the cow says moo .".split()
    words[where] = "[MASK]"
    assert check_sentence(" ".join(words)).reason == "leftover [MASK]"
    assert check_sentence("[CLS] the cow says moo . [SEP] [MASK]").reason == "leftover [MASK]"


def test_shuffled_sentences_are_rejected():
    """A shuffle may give back the sentence ('the sky is blue' has 24 orders) or another valid
    one ('three plus two is five'). Measured: 977 of 1,000 plain shuffles rejected (97.7 %),
    and 4,995 of 5,000 shuffles that change the order (99.9 %); the full stop stays last."""
    rng = random.Random(0)
    plain, moved = [], []
    for sentence in generate_sentences(6000, 11):
        body = sentence.split()[:-1]
        shuffled = rng.sample(body, len(body))
        plain.append(" ".join([*shuffled, "."]))
        while shuffled == body:
            shuffled = rng.sample(body, len(body))
        moved.append(" ".join([*shuffled, "."]))
    assert valid_share(plain[:1000]) <= 0.04
    assert valid_share(moved[1000:]) <= 0.005


# -- rows and shares ----------------------------------------------------------------------
def test_rows_of_the_toy_data_hold_one_valid_sentence_each():
    tokenizer = toy_tokenizer(0)
    sentences = generate_sentences(300, 9)
    rows = []
    for ids in tokenizer.encode_many(sentences):
        row = [tokenizer.cls_token_id, *ids, tokenizer.sep_token_id]
        assert len(row) <= TOY_ROW_LEN  # nothing is cut: one whole sentence per row
        rows.append(row + [tokenizer.pad_token_id] * (TOY_ROW_LEN - len(row)))
    assert all(check_row(row, tokenizer).valid for row in rows)
    masked = list(rows[0])
    masked[2] = tokenizer.mask_token_id
    assert "[MASK]" in row_text(masked, tokenizer)
    assert check_row(masked, tokenizer).reason == "leftover [MASK]"
    cut = rows[0][: rows[0].index(tokenizer.sep_token_id) - 1]  # the full stop and what follows dropped
    assert check_row(cut, tokenizer).reason == "no full stop"


def test_valid_share():
    assert valid_share(["the cow says moo .", "the cow says woof .", "two plus two is four .", "[MASK] ."]) == 0.5
    with pytest.raises(ValueError):
        valid_share([])
