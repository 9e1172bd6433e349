"""The grammar of the lab's generated language (`mlm_lab.data.toy_language`): sentence kinds
that draw words from `toy_lexicon` and label each word with its category (and, for verbs,
the number of their subject). Deterministic given the seed."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

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
)


def _zipf(items: Sequence, rng: random.Random, s: float = 0.6):
    """Pick from items with weights 1 / rank^s (a mildly skewed, language-like choice)."""
    weights = _zipf_weights(len(items), s)
    return rng.choices(items, weights=weights, k=1)[0]


@lru_cache(maxsize=64)
def _zipf_weights(n: int, s: float) -> tuple[float, ...]:
    return tuple(1.0 / (rank ** s) for rank in range(1, n + 1))


# -- word categories -----------------------------------------------------------------------
# Every generated word carries the category the grammar used it in (a word such as
# "open" or "late" can be used in two ways), and every verb the number of its subject.
NOUN, VERB, ADJECTIVE, ADVERB, NUMBER, FUNCTION = "noun", "verb", "adjective", "adverb", "number", "function"
CATEGORIES = (NOUN, VERB, ADJECTIVE, ADVERB, NUMBER, FUNCTION)
SINGULAR, PLURAL = "singular", "plural"
# words of OPPOSITES that are not adjectives in "the opposite of X is Y"
_OPPOSITE_CATEGORY = {"day": NOUN, "night": NOUN, "up": FUNCTION, "down": FUNCTION, "in": FUNCTION,
                      "out": FUNCTION}


@dataclass(frozen=True)
class LabelledWord:
    word: str
    category: str  # one of CATEGORIES
    subject_number: str | None = None  # verbs only: SINGULAR or PLURAL (the subject's number)


def _w(word: str, category: str, number: str | None = None) -> LabelledWord:
    return LabelledWord(word, category, number)


def _num(plural: bool) -> str:
    return PLURAL if plural else SINGULAR


def _det(plural: bool, noun: str, rng: random.Random) -> str:
    det = _zipf(DET_PLURAL if plural else DET_SINGULAR, rng, 1.2)
    if det == "a" and noun[0] in "aeiou":
        return "an"
    return det


def _noun_phrase(singular: str, plural_form: str, plural: bool, rng: random.Random) -> list[LabelledWord]:
    noun = plural_form if plural else singular
    return [_w(_det(plural, noun, rng), FUNCTION), _w(noun, NOUN)]


# -- sentence kinds (each returns labelled words; the random draws decide the sentence) ----
def _animal_sound(rng: random.Random) -> list[LabelledWord]:
    animal = _zipf(list(ANIMALS), rng)
    plural_form, sound, home, food = ANIMALS[animal]
    plural = rng.random() < 0.4
    tense = rng.random()
    subject = _noun_phrase(animal, plural_form, plural, rng)
    n = _num(plural)
    if tense < 0.15:
        return [_w("yesterday", ADVERB), *subject, _w("said", VERB, n), _w(sound, NOUN)]
    words = [*subject, _w("say" if plural else "says", VERB, n), _w(sound, NOUN)]
    more = rng.random()
    if more < 0.3:
        words += [_w("and", FUNCTION), _w("eat" if plural else "eats", VERB, n), _w(food, NOUN)]
    elif more < 0.6:
        words += [_w("and", FUNCTION), _w("live" if plural else "lives", VERB, n), _w("in", FUNCTION),
                  _w("the", FUNCTION), _w(home, NOUN)]
    return words


def _animal_home(rng: random.Random) -> list[LabelledWord]:
    animal = _zipf(list(ANIMALS), rng)
    plural_form, _, home, _ = ANIMALS[animal]
    plural = rng.random() < 0.4
    return [*_noun_phrase(animal, plural_form, plural, rng), _w("live" if plural else "lives", VERB, _num(plural)),
            _w("in", FUNCTION), _w("the", FUNCTION), _w(home, NOUN)]


def _animal_food(rng: random.Random) -> list[LabelledWord]:
    animal = _zipf(list(ANIMALS), rng)
    plural_form, _, _, food = ANIMALS[animal]
    plural = rng.random() < 0.4
    return [*_noun_phrase(animal, plural_form, plural, rng), _w("eat" if plural else "eats", VERB, _num(plural)),
            _w(food, NOUN)]


def _thing_colour(rng: random.Random) -> list[LabelledWord]:
    thing = _zipf(list(THINGS), rng)
    plural_form, colour = THINGS[thing]
    plural = rng.random() < 0.4
    return [*_noun_phrase(thing, plural_form, plural, rng), _w("are" if plural else "is", VERB, _num(plural)),
            _w(colour, ADJECTIVE)]


def _person_acts(rng: random.Random) -> list[LabelledWord]:
    person = _zipf(list(PEOPLE), rng)
    verb = _zipf(list(VERBS), rng)
    third, past = VERBS[verb]
    plural = rng.random() < 0.4
    subject = _noun_phrase(person, PEOPLE[person], plural, rng)
    adverb = _w(_zipf(ADVERBS, rng), ADVERB)
    n = _num(plural)
    when = rng.random()
    if when < 0.2:
        return [_w("yesterday", ADVERB), *subject, _w(past, VERB, n), adverb]
    if when < 0.35:
        return [_w("tomorrow", ADVERB), *subject, _w("will", FUNCTION), _w(verb, VERB, n), adverb]
    return [*subject, _w(verb if plural else third, VERB, n), adverb]


def _person_does(rng: random.Random) -> list[LabelledWord]:
    person = _zipf(list(PEOPLE), rng)
    verb = _zipf(list(TRANSITIVE), rng)
    third, past, objects = TRANSITIVE[verb]
    obj = rng.choice(objects)
    plural = rng.random() < 0.4
    subject = _noun_phrase(person, PEOPLE[person], plural, rng)
    n = _num(plural)
    if obj in MASS_NOUNS:
        first = rng.choice(("some", "the", "my", "hot" if obj in ("tea", "coffee", "milk") else "cold"))
        obj_phrase = [_w(first, ADJECTIVE if first in ("hot", "cold") else FUNCTION), _w(obj, NOUN)]
    else:
        obj_plural = rng.random() < 0.3
        obj_phrase = _noun_phrase(obj, OBJECT_PLURALS.get(obj, obj + "s"), obj_plural, rng)
    if rng.random() < 0.2:
        return [_w("yesterday", ADVERB), *subject, _w(past, VERB, n), *obj_phrase]
    return [*subject, _w(verb if plural else third, VERB, n), *obj_phrase]


def _person_who(rng: random.Random) -> list[LabelledWord]:
    """Agreement across a relative clause: the girls who feed the ducks are happy."""
    person = _zipf(list(PEOPLE), rng)
    animal = _zipf(list(ANIMALS), rng)
    plural = rng.random() < 0.4
    animal_plural = rng.random() < 0.5
    subject = _noun_phrase(person, PEOPLE[person], plural, rng)
    pets = _noun_phrase(animal, ANIMALS[animal][0], animal_plural, rng)
    n = _num(plural)
    return [*subject, _w("who", FUNCTION), _w("feed" if plural else "feeds", VERB, n), *pets,
            _w("are" if plural else "is", VERB, n), _w(rng.choice(ADJECTIVES_STATE), ADJECTIVE)]


def _name_has(rng: random.Random) -> list[LabelledWord]:
    name = _zipf(NAMES, rng)
    n = rng.randint(1, 10)
    thing = rng.choice(COUNTABLE)
    return [_w(name, NOUN), _w("has", VERB, SINGULAR), _w(NUMBERS[n], NUMBER), _w(thing if n == 1 else thing + "s", NOUN)]


def _sum(rng: random.Random) -> list[LabelledWord]:
    a = rng.randint(0, 5)
    b = rng.randint(0, 5)
    return [_w(NUMBERS[a], NUMBER), _w("plus", FUNCTION), _w(NUMBERS[b], NUMBER), _w("is", VERB, SINGULAR),
            _w(NUMBERS[a + b], NUMBER)]


def _opposite(rng: random.Random) -> list[LabelledWord]:
    a, b = rng.choice(OPPOSITES)
    if rng.random() < 0.5:
        a, b = b, a
    return [_w("the", FUNCTION), _w("opposite", NOUN), _w("of", FUNCTION), _w(a, _OPPOSITE_CATEGORY.get(a, ADJECTIVE)),
            _w("is", VERB, SINGULAR), _w(b, _OPPOSITE_CATEGORY.get(b, ADJECTIVE))]


def _city(rng: random.Random) -> list[LabelledWord]:
    city, country = rng.choice(CITIES)
    return [_w(city, NOUN), _w("is", VERB, SINGULAR), _w("in", FUNCTION), _w(country, NOUN)]


def _season(rng: random.Random) -> list[LabelledWord]:
    season, weather = rng.choice(SEASONS)
    return [_w("in", FUNCTION), _w(season, NOUN), _w("it", FUNCTION), _w("is", VERB, SINGULAR),
            _w("often" if rng.random() < 0.5 else "usually", ADVERB), _w(weather, ADJECTIVE)]


SENTENCE_KINDS = (
    (_animal_sound, 0.18), (_animal_home, 0.08), (_animal_food, 0.08), (_thing_colour, 0.16),
    (_person_acts, 0.14), (_person_does, 0.12), (_person_who, 0.06), (_name_has, 0.06),
    (_sum, 0.04), (_opposite, 0.03), (_city, 0.03), (_season, 0.02),
)
_FULL_STOP = LabelledWord(".", FUNCTION)


def generate_labelled_sentence(rng: random.Random) -> list[LabelledWord]:
    """One sentence as labelled words, the full stop included."""
    kinds, weights = zip(*SENTENCE_KINDS, strict=True)
    make = rng.choices(kinds, weights=weights, k=1)[0]
    return [*make(rng), _FULL_STOP]


def generate_sentence(rng: random.Random) -> str:
    return " ".join(w.word for w in generate_labelled_sentence(rng))


def _language_rng(seed: int) -> random.Random:
    return random.Random(f"mlm-lab toy language {seed}")


def generate_sentences(n: int, seed: int = 0) -> list[str]:
    """`n` sentences of the language; the same seed always gives the same list."""
    rng = _language_rng(seed)
    return [generate_sentence(rng) for _ in range(n)]


def generate_labelled_sentences(n: int, seed: int = 0) -> list[list[LabelledWord]]:
    """The sentences of `generate_sentences(n, seed)`, word by word with their labels:
    `" ".join(w.word for w in s)` is exactly the sentence that function returns."""
    rng = _language_rng(seed)
    return [generate_labelled_sentence(rng) for _ in range(n)]


