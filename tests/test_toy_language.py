"""The generated toy language: deterministic, agreeing, factual, with a known baseline."""

from __future__ import annotations

from collections import Counter

import pytest

from mlm_lab.data import toy_language as toy


@pytest.fixture(scope="module")
def corpus():
    return toy.toy_corpus(0)


def test_same_seed_same_sentences_other_seed_others():
    assert toy.generate_sentences(200, seed=3) == toy.generate_sentences(200, seed=3)
    assert toy.generate_sentences(200, seed=3) != toy.generate_sentences(200, seed=4)


def test_a_few_hundred_words_and_nothing_outside_the_lexicon():
    vocab = set(toy.vocabulary())
    assert 300 <= len(vocab) <= 700
    used = Counter(w for s in toy.generate_sentences(5000, seed=1) for w in s.split())
    assert set(used) <= vocab
    assert len(used) >= 300  # the grammar really uses most of its words


def test_subject_verb_agreement_and_animal_sounds():
    singular = set(toy.ANIMALS)
    plural = {v[0] for v in toy.ANIMALS.values()} - singular  # "sheep" is both: skipped
    sound_of = {a: v[1] for a, v in toy.ANIMALS.items()}
    sound_of.update({v[0]: v[1] for v in toy.ANIMALS.values()})
    checked = 0
    for sentence in toy.generate_sentences(4000, seed=2):
        words = sentence.split()
        for i, w in enumerate(words[:-1]):
            if w in ("says", "say") and i >= 1:
                animal = words[i - 1]
                assert words[i + 1] == sound_of[animal], sentence  # the fact never changes
                if animal in singular - plural and animal != "sheep":
                    assert w == "says", sentence
                if animal in plural:
                    assert w == "say", sentence
                checked += 1
            if w in ("is", "are") and i >= 1 and words[i - 1] in toy.THINGS:
                assert w == "is" and words[i + 1] == toy.THINGS[words[i - 1]][1], sentence
    assert checked > 300


def test_numbers_agree_and_sums_are_right():
    for sentence in toy.generate_sentences(4000, seed=5):
        words = sentence.split()
        if len(words) > 3 and words[1] == "has":
            assert words[3].endswith("s") == (words[2] != "one"), sentence
        if "plus" in words:
            a, b, c = (toy.NUMBERS.index(words[i]) for i in (0, 2, 4))
            assert a + b == c, sentence


def test_every_word_is_one_token_and_the_ids_never_change(corpus):
    tok = corpus.tokenizer
    counts = toy.token_counts(tok, corpus.train[:3000])
    assert tok.unk_token_id not in counts
    assert not any(tok.id_to_token(i).startswith("##") for i in counts)
    assert sum(counts.values()) == sum(len(s.split()) for s in corpus.train[:3000])
    again = toy.toy_tokenizer(0)
    assert again.backend.get_vocab() == tok.backend.get_vocab()
    assert tok.encode("the cow says [MASK] .").ids[4] == tok.mask_token_id


def test_unigram_baseline_is_the_share_of_the_most_frequent_training_token(corpus):
    tok = corpus.tokenizer
    train = toy.token_counts(tok, corpus.train)
    held = toy.token_counts(tok, corpus.eval)
    top = train.most_common(1)[0][0]
    expected = held[top] / sum(held.values())
    baseline = toy.unigram_baseline_accuracy(corpus=corpus)
    assert baseline == pytest.approx(expected)
    assert tok.id_to_token(top) == "."
    assert 0.1 < baseline < 0.25


def test_probes_hold_one_mask_and_a_known_answer(corpus):
    tok = corpus.tokenizer
    for text, answer in toy.PROBES:
        enc = tok.encode(text)
        assert enc.ids.count(tok.mask_token_id) == 1
        assert tok.token_to_id(answer) is not None
