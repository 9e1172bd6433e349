"""Labels of the generated language and images, and the clue-side cloze set."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from mlm_lab.data import generated_images as gi
from mlm_lab.data import toy_cloze as cz
from mlm_lab.data import toy_language as toy

PINNED_SENTENCES = "ade21173a652ca22cc6b8bec0495c99d5715d13d6b5d611952a0dd67712114f8"
PINNED_IMAGES = "28851dd02aca9f929cff63624571c32910ab1cc248ca539a7d4202ff5db42369"


def test_labelled_sentences_are_exactly_the_generated_ones():
    for seed in (0, 3):
        labelled = toy.generate_labelled_sentences(2000, seed)
        assert [" ".join(w.word for w in s) for s in labelled] == toy.generate_sentences(2000, seed)
    # the sentences are those the generator gave before labels existed (digest taken then)
    text = "\n".join(toy.generate_sentences(30000, 0) + toy.generate_sentences(3000, 7))
    assert hashlib.sha256(text.encode()).hexdigest() == PINNED_SENTENCES
    assert toy.generate_sentences(3, 0)[0] == " ".join(w.word for w in toy.generate_labelled_sentences(1, 0)[0])


def test_categories_and_subject_numbers_follow_the_grammar():
    numbers = set(toy.NUMBERS)
    seen = set()
    for sentence in toy.generate_labelled_sentences(3000, 1):
        for i, w in enumerate(sentence):
            assert w.category in toy.CATEGORIES
            seen.add(w.category)
            assert (w.subject_number is not None) == (w.category == toy.VERB), w
            if w.word in ("says", "lives", "eats", "feeds", "is", "has"):
                assert w.subject_number == toy.SINGULAR, sentence
            if w.word in ("say", "live", "eat", "feed", "are") and (i == 0 or sentence[i - 1].word != "will"):
                assert w.subject_number == toy.PLURAL, sentence
            if w.word in numbers and w.word != "one":
                assert w.category == toy.NUMBER
            if w.word in toy.ANIMALS or w.word in toy.PEOPLE:
                assert w.category == toy.NOUN
        words = [w.word for w in sentence]
        if "who" in words:  # the girls who feed the ducks are happy: both verbs agree with the subject
            verbs = [w for w in sentence if w.category == toy.VERB]
            subject = sentence[1].word
            plural = subject in toy.PEOPLE.values()
            assert {v.subject_number for v in verbs} == {toy.PLURAL if plural else toy.SINGULAR}
    assert seen == set(toy.CATEGORIES)


def test_cloze_answers_are_right_by_construction():
    items = cz.cloze_set(per_kind=30, seed=2)
    assert {i.side for i in items} == {"left", "right"} and len(items) == 12 * 30
    vocab = set(toy.vocabulary())
    sound_to_animal = {v[1]: a for a, v in toy.ANIMALS.items()}
    for item in items:
        assert item.words[item.blank] == cz.BLANK and item.answer in item.candidates
        filled = [*item.words[: item.blank], item.answer, *item.words[item.blank + 1 :]]
        assert set(filled) <= vocab, item
        if item.kind in ("sum_result", "sum_first"):
            a, b, c = (toy.NUMBERS.index(filled[k]) for k in (0, 2, 4))
            assert a + b == c
        elif item.kind == "animal_from_sound":
            animal = sound_to_animal[filled[3]]
            assert item.answer == (toy.ANIMALS[animal][0] if filled[2] == "say" else animal)
        elif item.kind == "agreement_who":
            assert item.answer == ("are" if filled[1] in toy.PEOPLE.values() else "is")
            assert item.side == "left" and item.blank == 6
        elif item.kind == "city_of":
            assert (item.answer, filled[3]) in toy.CITIES
        elif item.kind == "country_of":
            assert (filled[0], item.answer) in toy.CITIES
        elif item.kind == "sound_of":
            assert toy.ANIMALS[sound_to_animal[item.answer]][1] == item.answer
            assert filled[1] in (sound_to_animal[item.answer], toy.ANIMALS[sound_to_animal[item.answer]][0])
        elif item.kind == "subject_number_who":
            assert (item.answer in toy.PEOPLE.values()) == (filled[6] == "are") == (filled[3] == "feed")
            assert item.side == "right" and item.blank == 1
        # exactly one candidate fits the clue: the others make a sentence the grammar never says
        if item.kind in ("agreement_who", "agreement_colour", "subject_number_who", "subject_number_colour"):
            assert len(item.candidates) == 2
    attractor = [i for i in items if i.kind == "agreement_who"]
    mismatched = [i for i in attractor if (i.words[5] in {v[0] for v in toy.ANIMALS.values()}) != (i.answer == "are")]
    assert 0.25 < len(mismatched) / len(attractor) < 0.75  # the noun next to the blank misleads half the time


def test_score_cloze_per_side():
    items = cz.cloze_set(per_kind=5, seed=0)
    oracle = [[0.0 if c == i.answer else -5.0 for c in i.candidates] for i in items]
    scores = cz.score_cloze(items, oracle)
    assert scores["left_acc"] == 1.0 and scores["right_acc"] == 1.0 and scores["left_n"] == 30
    wrong = [[-5.0 if c == i.answer else 0.0 for c in i.candidates] for i in items]
    assert cz.score_cloze(items, wrong)["left_acc"] == 0.0
    assert 0 < scores["right_chance_acc"] < 1 and 0 < scores["left_chance_acc"] < 1
    with pytest.raises(ValueError):
        cz.score_cloze(items, oracle[:-1])


def test_generated_images_report_their_kinds_without_changing_pixels():
    assert hashlib.sha256(gi.generated_images(40, 32, seed=3).tobytes()).hexdigest() == PINNED_IMAGES
    labels = gi.generated_image_labels(32, seed=5, index=3)
    assert labels["background"] in gi.BACKGROUNDS and 1 <= len(labels["shapes"]) <= 3
    assert set(labels["shapes"]) <= set(gi.SHAPES)
    kinds = {gi.generated_image_labels(32, seed=5, index=i)["background"] for i in range(40)}
    assert len(kinds) >= 4
    images, y = gi.shape_images(20, 32, seed=1)
    assert images.shape == (20, 32, 32, 3) and images.dtype == np.uint8
    assert np.bincount(y).tolist() == [4] * 5
    again, _ = gi.shape_images(20, 32, seed=1)
    np.testing.assert_array_equal(images, again)
