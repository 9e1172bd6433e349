"""A recogniser of the generated toy language (`toy_grammar`): is a text one of its sentences?

It accepts exactly what the generator can produce and says why anything else is not:
the sentence must fit one of the grammar's templates (below), agree in number (a
determiner with its noun, a verb with its subject, `one` with a singular noun, `a` /
`an` with the next sound), use the right tense (`yesterday` takes the past, `will`
the bare verb), state the language's facts (which animal says, eats and lives
where, the colours of things, opposites, cities, seasons, which objects a verb takes)
and only true sums of terms from zero to five. It is meant to measure generated text:
`valid_share` of 500 samples is the share of valid sentences.

A check gives `SentenceCheck(valid, reason)`; the reason ("" when valid) starts with
its kind, then a colon: "agreement: 'dogs' with 'says'", "article: 'a' before 'owl'",
"tense: 'yesterday' with 'runs'", "false sum: two plus three is six", "range: sums
add zero to five, not 'six'", "fact: 'cow' says 'moo', not 'woof'", "object: 'read'
does not take 'piano'", "mass noun: 'a' before 'tea'", "unknown word: 'xyz'",
"leftover [MASK]", "no full stop", "more than one sentence", "no template matches".

The text is read as a model writes it back after decoding WordPiece tokens: case
is ignored, and so is spacing (`moo.` and `moo .` are the same; every punctuation
mark is a word of its own, and `.` is the only one the language has). Special tokens:

* `[CLS]` may open the text and `[SEP]` close the sentence; after the first `[SEP]`
  only `[SEP]` and `[PAD]` may follow, and trailing `[PAD]`s are dropped. A `[CLS]`
  or `[PAD]` inside the sentence makes it invalid.
* A leftover `[MASK]` anywhere makes the text invalid (the sample is unfinished), and
  `[UNK]` is an unknown word. Decode with `skip_special_tokens=False` (as `check_row`
  does): the tokenizer's default decoding silently drops a `[MASK]`.

What one toy row holds: the trainer's toy data (`training.data`, `data_kind="toy"`)
has rows of `TOY_ROW_LEN` = 12 tokens, one sentence each: `[CLS]`, the sentence
(5 to 10 tokens with its full stop; every word of the language is one token of the
toy tokenizer, so nothing is ever cut), `[SEP]`, then `[PAD]`s. A generated row is
therefore judged as exactly one sentence: a row without a full stop (a partial
sentence) is invalid ("no full stop"), and so is a row holding two sentences
("more than one sentence"), since no training row ever does. `check_row` decodes a
row of token ids and checks it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from mlm_lab.data.toy_grammar import PLURAL, SINGULAR
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
from mlm_lab.errors import words

__all__ = ["SentenceCheck", "check_row", "check_sentence", "row_text", "valid_share"]


@dataclass(frozen=True)
class SentenceCheck:
    """Whether a text is a sentence of the language, and if not, why."""

    valid: bool
    reason: str = ""  # "" when valid, else "kind: detail"

    @property
    def kind(self) -> str:
        """The reason's kind ("agreement", "false sum", ...), "" when valid."""
        return self.reason.split(":")[0]


# -- the lexicon, arranged for look-ups ----------------------------------------------------
def _nouns(plurals: dict[str, str]) -> dict[str, tuple[str, frozenset[str]]]:
    """Each form of each noun -> (the noun, the numbers the form can have): 'sheep' is both."""
    out: dict[str, tuple[str, frozenset[str]]] = {}
    for singular, plural in plurals.items():
        for form, number in ((singular, SINGULAR), (plural, PLURAL)):
            numbers = out.get(form, (singular, frozenset()))[1]
            out[form] = (singular, numbers | {number})
    return out


_DET = {d: frozenset({SINGULAR}) for d in (*DET_SINGULAR, "an")}
for _d in DET_PLURAL:
    _DET[_d] = _DET.get(_d, frozenset()) | {PLURAL}
_OBJECTS = {o for _, _, objects in TRANSITIVE.values() for o in objects}
_NOUN = {
    "ANIMAL": _nouns({a: v[0] for a, v in ANIMALS.items()}),
    "THING": _nouns({t: v[0] for t, v in THINGS.items()}),
    "PERSON": _nouns(PEOPLE),
    "OBJECT": _nouns({o: OBJECT_PLURALS.get(o, o + "s") for o in _OBJECTS - MASS_NOUNS}),
    "COUNTABLE": _nouns({c: c + "s" for c in COUNTABLE}),
}
# verb -> (bare form, third person singular, past or None)
_VERB_FORMS = {
    **{v: (v, third, past) for v, (third, past) in VERBS.items()},
    **{v: (v, third, past) for v, (third, past, _) in TRANSITIVE.items()},
    "say": ("say", "says", "said"), "live": ("live", "lives", None), "feed": ("feed", "feeds", None),
    "be": ("are", "is", None),
}
_VERB_OF = {form: verb for verb, forms in _VERB_FORMS.items() for form in forms if form}
_NUMBER = {word: n for n, word in enumerate(NUMBERS)}
_HOT = {"tea", "coffee", "milk"}  # the rest of MASS_NOUNS are drunk cold


def _roles(form: str) -> set[str]:
    """What a verb form can be: 'bare', 'third' and/or 'past' ('read' is bare and past)."""
    bare, third, past = _VERB_FORMS[_VERB_OF[form]]
    return {role for role, f in (("bare", bare), ("third", third), ("past", past)) if f == form}


def _forms_of(*verbs: str) -> set[str]:
    """Every form of these verbs."""
    return {f for v in verbs for f in _VERB_FORMS[v] if f}


_SLOTS: dict[str, set[str] | dict] = {
    "DET": _DET, **_NOUN, "MASS": MASS_NOUNS, "MASSDET": set(_DET) | {"hot", "cold"},
    "SAY": _forms_of("say"), "LIVE": _forms_of("live"), "EAT": _forms_of("eat"), "FEED": _forms_of("feed"),
    "BE": _forms_of("be"), "VERB": _forms_of(*VERBS), "TVERB": _forms_of(*TRANSITIVE),
    "SOUND": {v[1] for v in ANIMALS.values()}, "HOME": {v[2] for v in ANIMALS.values()},
    "FOOD": {v[3] for v in ANIMALS.values()}, "COLOUR": {v[1] for v in THINGS.values()},
    "ADVERB": set(ADVERBS), "STATE": set(ADJECTIVES_STATE), "NAME": set(NAMES),
    "COUNT": _NUMBER, "TERM": _NUMBER, "TOTAL": _NUMBER,
    "OPPOSITE": {w for pair in OPPOSITES for w in pair}, "CITY": dict(CITIES),
    "COUNTRY": {c for _, c in CITIES}, "SEASON": dict(SEASONS), "WEATHER": {w for _, w in SEASONS},
    "OFTEN": {"often", "usually"},
}
_VERB_SLOTS = {"SAY", "LIVE", "EAT", "FEED", "BE", "VERB", "TVERB"}

# The grammar's sentences without their full stop, one line per shape the generator
# makes (toy_grammar's function in brackets). Upper case: a slot; lower case: that word.
_TEMPLATES = tuple(tuple(t.split()) for t in (
    "yesterday DET ANIMAL SAY SOUND",  # (_animal_sound)
    "DET ANIMAL SAY SOUND",
    "DET ANIMAL SAY SOUND and EAT FOOD",
    "DET ANIMAL SAY SOUND and LIVE in the HOME",
    "DET ANIMAL LIVE in the HOME",  # (_animal_home)
    "DET ANIMAL EAT FOOD",  # (_animal_food)
    "DET THING BE COLOUR",  # (_thing_colour)
    "yesterday DET PERSON VERB ADVERB",  # (_person_acts)
    "tomorrow DET PERSON will VERB ADVERB",
    "DET PERSON VERB ADVERB",
    "yesterday DET PERSON TVERB DET OBJECT",  # (_person_does)
    "yesterday DET PERSON TVERB MASSDET MASS",
    "DET PERSON TVERB DET OBJECT",
    "DET PERSON TVERB MASSDET MASS",
    "DET PERSON who FEED DET ANIMAL BE STATE",  # (_person_who)
    "NAME has COUNT COUNTABLE",  # (_name_has)
    "TERM plus TERM BE TOTAL",  # (_sum)
    "the opposite of OPPOSITE BE OPPOSITE",  # (_opposite)
    "CITY BE in COUNTRY",  # (_city)
    "in SEASON it BE OFTEN WEATHER",  # (_season)
))


# -- checking one template -----------------------------------------------------------------
def _fits(template: tuple[str, ...], words: tuple[str, ...]) -> bool:
    """Whether the words have the template's shape (each word a possible filler of its slot)."""
    if len(template) != len(words):
        return False
    return all(word in _SLOTS[slot] if slot.isupper() else word == slot for slot, word in zip(template, words, strict=True))


def _noun_phrase(det: str, noun: str, slot: str) -> tuple[frozenset[str], str]:
    """The numbers `det noun` can have, and its problem ("" if none)."""
    numbers = _DET[det] & _NOUN[slot][noun][1]
    if not numbers:
        return numbers, f"agreement: '{det}' with '{noun}'"
    vowel = noun[0] in "aeiou"
    if (det == "a" and vowel) or (det == "an" and not vowel):
        return numbers, f"article: '{det}' before '{noun}'"
    return numbers, ""


def _verb(subject: str, numbers: frozenset[str], form: str, tense: str) -> tuple[frozenset[str], str]:
    """A verb form with its subject in a tense ("past", "will" or "present"): the numbers
    the subject can still have (a present verb decides 'the sheep'), and the problem."""
    roles = _roles(form)
    if tense == "past":
        return numbers, "" if "past" in roles else f"tense: 'yesterday' with '{form}'"
    if tense == "will":
        return numbers, "" if "bare" in roles else f"tense: 'will' with '{form}'"
    agrees = {PLURAL} if "bare" in roles else set()
    agrees |= {SINGULAR} if "third" in roles else set()
    if not agrees:
        return numbers, f"tense: '{form}' without 'yesterday'"
    return numbers & agrees, "" if numbers & agrees else f"agreement: '{subject}' with '{form}'"


def _fact(slot: str, word: str, seen: dict[str, list[str]]) -> str:
    """The problem of a word that must agree with a fact about earlier words ("" if none)."""
    if slot in ("SOUND", "HOME", "FOOD"):
        animal = _NOUN["ANIMAL"][seen["ANIMAL"][0]][0]
        index, verb = {"SOUND": (1, "says"), "HOME": (2, "lives in the"), "FOOD": (3, "eats")}[slot]
        right = ANIMALS[animal][index]
        return "" if word == right else f"fact: '{animal}' {verb} '{right}', not '{word}'"
    if slot == "COLOUR":
        thing = _NOUN["THING"][seen["THING"][0]][0]
        right = THINGS[thing][1]
        return "" if word == right else f"fact: '{thing}' is '{right}', not '{word}'"
    if slot in ("OBJECT", "MASS"):
        verb = _VERB_OF[seen["TVERB"][0]]
        obj = _NOUN["OBJECT"][word][0] if slot == "OBJECT" else word
        return "" if obj in TRANSITIVE[verb][2] else f"object: '{verb}' does not take '{obj}'"
    if slot == "COUNTRY":
        city = seen["CITY"][0]
        right = dict(CITIES)[city]
        return "" if word == right else f"fact: '{city}' is in '{right}', not '{word}'"
    if slot == "WEATHER":
        season = seen["SEASON"][0]
        right = dict(SEASONS)[season]
        return "" if word == right else f"fact: in '{season}' it is '{right}', not '{word}'"
    if slot == "OPPOSITE" and "OPPOSITE" in seen:
        first = seen["OPPOSITE"][0]
        pair = (first, word)
        return "" if pair in OPPOSITES or pair[::-1] in OPPOSITES else f"fact: the opposite of '{first}' is not '{word}'"
    return ""


def _numbers(slot: str, word: str, seen: dict[str, list[str]]) -> str:
    """The problem of a number word: its range, its noun's number, the truth of its sum."""
    if slot == "TERM" and _NUMBER[word] > 5:
        return f"range: sums add zero to five, not '{word}'"
    if slot == "COUNT" and _NUMBER[word] == 0:
        return "range: counts run from one to ten, not 'zero'"
    if slot == "COUNTABLE":
        count = seen["COUNT"][0]
        plural = _NOUN["COUNTABLE"][word][1] == {PLURAL}
        return "" if plural == (count != "one") else f"agreement: '{count}' with '{word}'"
    if slot == "TOTAL":
        a, b = seen["TERM"]
        if _NUMBER[a] + _NUMBER[b] != _NUMBER[word]:
            return f"false sum: {a} plus {b} is {word}"
    return ""


def _mass(first: str, noun: str) -> str:
    """The problem of the word before a mass noun (some / the / my tea, hot tea, cold water)."""
    allowed = {"some", "the", "my", "hot" if noun in _HOT else "cold"}
    return "" if first in allowed else f"mass noun: '{first}' before '{noun}'"


def _judge(template: tuple[str, ...], words: tuple[str, ...]) -> str:
    """The first problem, left to right, of words that fit a template's shape ("" if none)."""
    tense = "past" if words[0] == "yesterday" else "present"
    subject, numbers = "", frozenset({SINGULAR})  # a subject without determiner is singular
    seen: dict[str, list[str]] = {}
    for i, (slot, word) in enumerate(zip(template, words, strict=True)):
        problem = ""
        if slot in _NOUN and template[i - 1] == "DET":
            got, problem = _noun_phrase(words[i - 1], word, slot)
            if not subject:
                subject, numbers = word, got
        elif slot in _VERB_SLOTS:
            named = subject or (words[i - 1] if words[i - 1] == "it" else " ".join(words[:i]))
            numbers, problem = _verb(named, numbers, word, "will" if words[i - 1] == "will" else tense)
        elif slot == "MASS":
            problem = _mass(words[i - 1], word)
        problem = problem or _fact(slot, word, seen) or _numbers(slot, word, seen)
        if problem:
            return problem
        seen.setdefault(slot, []).append(word)
    return ""


# -- reading a text ------------------------------------------------------------------------
_TOKEN = re.compile(r"\[(?:cls|sep|pad|mask|unk)\]|\w+|[^\w\s]")


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    """Every word the language has, the full stop included."""
    return frozenset(vocabulary())


def _words(text: str) -> tuple[list[str], str]:
    """The sentence's words (lower case, specials of the frame removed) and a problem if the frame has one."""
    tokens = _TOKEN.findall(text.lower())
    if "[mask]" in tokens:
        return [], "leftover [MASK]"
    if tokens[:1] == ["[cls]"]:
        tokens = tokens[1:]
    if "[sep]" in tokens:
        end = tokens.index("[sep]")
        if any(t not in ("[sep]", "[pad]") for t in tokens[end:]):
            return [], "words after [SEP]"
        tokens = tokens[:end]
    while tokens[-1:] == ["[pad]"]:
        tokens.pop()
    for special in ("[cls]", "[pad]"):
        if special in tokens:
            return [], f"special token: {special.upper()} inside the sentence"
    return tokens, ""


def check_sentence(text: str) -> SentenceCheck:
    """Whether `text` is exactly one sentence of the toy language, and if not, why."""
    words, problem = _words(text)
    unknown = [w for w in words if w not in _vocabulary()]
    if not problem and unknown:
        problem = f"unknown word: '{unknown[0].upper() if unknown[0] == '[unk]' else unknown[0]}'"
    if not problem and not words:
        problem = "empty"
    if not problem and "." in words[:-1]:
        problem = "more than one sentence"
    if not problem and words[-1] != ".":
        problem = "no full stop"
    if problem:
        return SentenceCheck(False, problem)
    body = tuple(words[:-1])
    reasons = [_judge(t, body) for t in _TEMPLATES if _fits(t, body)]
    if "" in reasons:
        return SentenceCheck(True)
    return SentenceCheck(False, reasons[0] if reasons else "no template matches")


def valid_share(texts: Iterable[str]) -> float:
    """The share of valid sentences among `texts` (ValueError if there are none)."""
    checks = [check_sentence(t).valid for t in texts]
    if not checks:
        raise ValueError(words("no texts to check"))
    return sum(checks) / len(checks)


def row_text(ids: Sequence[int], tokenizer) -> str:
    """A row of token ids as text, special tokens kept (so a leftover [MASK] shows)."""
    return tokenizer.decode([int(i) for i in ids], skip_special_tokens=False)


def check_row(ids: Sequence[int], tokenizer) -> SentenceCheck:
    """Check one row of token ids (`[CLS] sentence [SEP] [PAD]...`, as the toy data's rows)."""
    return check_sentence(row_text(ids, tokenizer))
