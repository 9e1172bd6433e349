"""Fill-in-the-blank sentences of the generated language, split by where the clue is.

Each item is a sentence of the language with one word blanked and a known answer,
correct by construction. The clue that decides the answer is either LEFT of the blank
("the girls who feed the ducks [MASK] happy ." -> "are": the subject's number) or RIGHT
of it ("the [MASK] say moo ." -> "cows": the sound names the animal, the verb its
number). A masked LM sees both sides; a left-to-right LM only the left, so on
right-clue items it can only guess from the prior.

Scoring is by candidates: every item lists the words that could stand in the blank
(the answer among them); a model is right when it gives the answer the highest
log-probability among them. `score_cloze` takes those log-probabilities from any
model, so a causal scorer (next-token log-probs after the left context) plugs in
beside `masked_lm_candidate_logprobs`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mlm_lab.data.toy_lexicon import ADJECTIVES_STATE, ANIMALS, CITIES, NUMBERS, PEOPLE, THINGS
from mlm_lab.errors import msg

BLANK = "[MASK]"
SIDES = ("left", "right")


@dataclass(frozen=True)
class ClozeItem:
    words: tuple[str, ...]  # the sentence with BLANK at `blank`, full stop included
    blank: int  # word index of the blank
    answer: str
    candidates: tuple[str, ...]  # every word that may fill the blank, the answer included
    side: str  # "left" or "right": where the clue that decides the answer is
    kind: str  # which construction made it

    @property
    def text(self) -> str:
        return " ".join(self.words)

    @property
    def left_context(self) -> str:
        """The words before the blank (what a causal model conditions on)."""
        return " ".join(self.words[: self.blank])


_ANIMAL_FORMS = tuple(sorted({a for a in ANIMALS} | {v[0] for v in ANIMALS.values()}))
_CITY_NAMES = tuple(c for c, _ in CITIES)
_COUNTRIES = tuple(c for _, c in CITIES)
_SOUNDS = tuple(v[1] for v in ANIMALS.values())
_HOME_COUNT: dict[str, int] = {}
for _animal, (_pl, _sound, _home, _food) in ANIMALS.items():
    _HOME_COUNT[_home] = _HOME_COUNT.get(_home, 0) + 1
_UNIQUE_HOMES = {home: animal for animal, (_, _, home, _) in ANIMALS.items() if _HOME_COUNT[home] == 1}
_HOMES = tuple(sorted(_HOME_COUNT))


def _item(words: list[str], blank: int, candidates: Sequence[str], side: str, kind: str) -> ClozeItem:
    answer = words[blank]
    if answer not in candidates:
        raise AssertionError(f"{answer!r} missing from the candidates of {kind}")
    shown = [*words[:blank], BLANK, *words[blank + 1 :]]
    return ClozeItem(tuple(shown), blank, answer, tuple(candidates), side, kind)


# -- clue on the left ------------------------------------------------------------------------
def _agreement_who(rng: random.Random) -> ClozeItem:
    """the girl(s) who feed(s) the duck(s) [is/are] happy: the attractor differs half the time."""
    person = rng.choice(sorted(PEOPLE))
    animal = rng.choice(sorted(a for a in ANIMALS if a != "sheep"))
    plural = rng.random() < 0.5
    animal_plural = (not plural) if rng.random() < 0.5 else plural
    subject = PEOPLE[person] if plural else person
    pets = ANIMALS[animal][0] if animal_plural else animal
    words = ["the", subject, "who", "feed" if plural else "feeds", "the", pets,
             "are" if plural else "is", rng.choice(ADJECTIVES_STATE), "."]
    return _item(words, 6, ("is", "are"), "left", "agreement_who")


def _agreement_colour(rng: random.Random) -> ClozeItem:
    thing = rng.choice(sorted(THINGS))
    plural = rng.random() < 0.5
    words = ["the", THINGS[thing][0] if plural else thing, "are" if plural else "is", THINGS[thing][1], "."]
    return _item(words, 2, ("is", "are"), "left", "agreement_colour")


def _sound_of(rng: random.Random) -> ClozeItem:
    """the cows say [moo]: the fact read forwards (the right-side twin is animal_from_sound)."""
    animal = rng.choice(sorted(ANIMALS))
    plural = rng.random() < 0.5
    words = ["the", ANIMALS[animal][0] if plural else animal, "say" if plural else "says", ANIMALS[animal][1], "."]
    return _item(words, 3, _SOUNDS, "left", "sound_of")


def _home_of(rng: random.Random) -> ClozeItem:
    home = rng.choice(sorted(_UNIQUE_HOMES))
    animal = _UNIQUE_HOMES[home]
    plural = rng.random() < 0.5
    words = ["the", ANIMALS[animal][0] if plural else animal, "live" if plural else "lives", "in", "the", home, "."]
    return _item(words, 5, _HOMES, "left", "home_of")


def _country_of(rng: random.Random) -> ClozeItem:
    city, country = rng.choice(CITIES)
    return _item([city, "is", "in", country, "."], 3, _COUNTRIES, "left", "country_of")


def _sum_result(rng: random.Random) -> ClozeItem:
    a, b = rng.randint(0, 5), rng.randint(0, 5)
    words = [NUMBERS[a], "plus", NUMBERS[b], "is", NUMBERS[a + b], "."]
    return _item(words, 4, NUMBERS, "left", "sum_result")


# -- clue on the right ---------------------------------------------------------------------------
def _subject_number_who(rng: random.Random) -> ClozeItem:
    """the [girls] who feed the ducks are happy, between girl and girls: the verbs on the right tell."""
    person = rng.choice(sorted(PEOPLE))
    animal = rng.choice(sorted(a for a in ANIMALS if a != "sheep"))
    plural = rng.random() < 0.5
    pets = ANIMALS[animal][0] if rng.random() < 0.5 else animal
    words = ["the", PEOPLE[person] if plural else person, "who", "feed" if plural else "feeds", "the", pets,
             "are" if plural else "is", rng.choice(ADJECTIVES_STATE), "."]
    return _item(words, 1, (person, PEOPLE[person]), "right", "subject_number_who")


def _subject_number_colour(rng: random.Random) -> ClozeItem:
    """the [bananas] are yellow, between banana and bananas."""
    thing = rng.choice(sorted(THINGS))
    plural = rng.random() < 0.5
    words = ["the", THINGS[thing][0] if plural else thing, "are" if plural else "is", THINGS[thing][1], "."]
    return _item(words, 1, (thing, THINGS[thing][0]), "right", "subject_number_colour")


def _animal_from_sound(rng: random.Random) -> ClozeItem:
    """the [cows] say moo: only the sound (and the verb's number) names the animal."""
    animal = rng.choice(sorted(ANIMALS))
    plural = rng.random() < 0.5
    words = ["the", ANIMALS[animal][0] if plural else animal, "say" if plural else "says", ANIMALS[animal][1], "."]
    return _item(words, 1, _ANIMAL_FORMS, "right", "animal_from_sound")


def _animal_from_home(rng: random.Random) -> ClozeItem:
    home = rng.choice(sorted(_UNIQUE_HOMES))
    animal = _UNIQUE_HOMES[home]
    plural = rng.random() < 0.5
    words = ["the", ANIMALS[animal][0] if plural else animal, "live" if plural else "lives", "in", "the", home, "."]
    return _item(words, 1, _ANIMAL_FORMS, "right", "animal_from_home")


def _sum_first(rng: random.Random) -> ClozeItem:
    """[two] plus three is five: the blank opens the sentence, everything is on the right."""
    a, b = rng.randint(0, 5), rng.randint(0, 5)
    words = [NUMBERS[a], "plus", NUMBERS[b], "is", NUMBERS[a + b], "."]
    return _item(words, 0, NUMBERS, "right", "sum_first")


def _city_of(rng: random.Random) -> ClozeItem:
    city, country = rng.choice(CITIES)
    return _item([city, "is", "in", country, "."], 0, _CITY_NAMES, "right", "city_of")


# Twins: each left-clue construction has a right-clue one of the same kind (agreement,
# animal facts, sums, geography), so the two sides differ in where the clue is, not in
# what is asked.
CLOZE_KINDS = {
    "left": (_agreement_who, _agreement_colour, _sound_of, _home_of, _sum_result, _country_of),
    "right": (_subject_number_who, _subject_number_colour, _animal_from_sound, _animal_from_home, _sum_first,
              _city_of),
}


def cloze_set(per_kind: int = 50, seed: int = 0) -> list[ClozeItem]:
    """`per_kind` items of each of the twelve constructions (deterministic in the seed)."""
    rng = random.Random(f"mlm-lab toy cloze {seed}")
    return [make(rng) for side in SIDES for make in CLOZE_KINDS[side] for _ in range(per_kind)]


# -- scoring ------------------------------------------------------------------------------------
def score_cloze(items: Sequence[ClozeItem], logprobs: Sequence[Sequence[float]]) -> dict:
    """Accuracy per side from each item's candidate log-probabilities (aligned with
    `item.candidates`); `*_chance` is the accuracy of a uniform guess among candidates."""
    if len(items) != len(logprobs):
        raise ValueError(msg("{len_items} items but {len_logprobs} rows of log-probabilities",
                             len_items=len(items), len_logprobs=len(logprobs)))
    out: dict = {}
    for side in SIDES:
        hits, chance, n = 0, 0.0, 0
        for item, row in zip(items, logprobs, strict=True):
            if item.side != side:
                continue
            row = np.asarray(row, dtype=np.float64)
            if row.shape != (len(item.candidates),):
                raise ValueError(msg("item {item_text!r} has {len_item_candidates} candidates, got {row_shape}",
                                     item_text=item.text, len_item_candidates=len(item.candidates),
                                     row_shape=row.shape))
            hits += int(item.candidates[int(np.argmax(row))] == item.answer)
            chance += 1.0 / len(item.candidates)
            n += 1
        out[f"{side}_acc"] = hits / n if n else float("nan")
        out[f"{side}_chance_acc"] = chance / n if n else float("nan")
        out[f"{side}_n"] = n
    return out


def masked_lm_candidate_logprobs(model, tokenizer, items: Sequence[ClozeItem], batch_size: int = 64) -> list[np.ndarray]:
    """For a masked LM: [MASK] at the blank, log-softmax over the vocabulary there, read
    at each candidate's token. A candidate that is not one token gets -inf."""
    import torch

    rows: list[np.ndarray] = []
    model.eval()
    for start in range(0, len(items), batch_size):
        chunk = items[start : start + batch_size]
        encs = [tokenizer.encode(item.text) for item in chunk]
        T = max(len(e.ids) for e in encs)
        ids = torch.full((len(encs), T), tokenizer.pad_token_id, dtype=torch.long)
        attn = torch.zeros((len(encs), T), dtype=torch.long)
        where = torch.zeros((len(encs), T), dtype=torch.bool)
        for i, e in enumerate(encs):
            ids[i, : len(e.ids)] = torch.tensor(e.ids)
            attn[i, : len(e.ids)] = 1
            masks = [j for j, t in enumerate(e.ids) if t == tokenizer.mask_token_id]
            if len(masks) != 1:
                raise ValueError(msg("expected one [MASK] in {chunk_i_text!r}, found {len_masks}",
                                     chunk_i_text=chunk[i].text, len_masks=len(masks)))
            where[i, masks[0]] = True
        with torch.no_grad():
            logits = model(ids, attention_mask=attn, positions=where).logits  # [B, V]
        logp = torch.log_softmax(logits.float(), dim=-1).numpy()
        for i, item in enumerate(chunk):
            cand = [tokenizer.token_to_id(c) for c in item.candidates]
            rows.append(np.array([logp[i, c] if c is not None else -np.inf for c in cand], dtype=np.float64))
    return rows


def causal_lm_candidate_logprobs(model, tokenizer, items: Sequence[ClozeItem], batch_size: int = 64) -> list[np.ndarray]:
    """For a causal LM: the words LEFT of the blank only ([CLS] and the left context, no
    [SEP]); the log-softmax at the last of them is the next-token distribution, read at
    each candidate's token. A causal model cannot see a clue to the right of the blank,
    which is the point of the comparison. A candidate that is not one token gets -inf."""
    import torch

    rows: list[np.ndarray] = []
    model.eval()
    for start in range(0, len(items), batch_size):
        chunk = items[start : start + batch_size]
        encs = [tokenizer.encode(item.left_context).ids[:-1] for item in chunk]  # drop [SEP]
        T = max(len(e) for e in encs)
        ids = torch.full((len(encs), T), tokenizer.pad_token_id, dtype=torch.long)
        attn = torch.zeros((len(encs), T), dtype=torch.long)
        where = torch.zeros((len(encs), T), dtype=torch.bool)
        for i, e in enumerate(encs):
            ids[i, : len(e)] = torch.tensor(e)
            attn[i, : len(e)] = 1
            where[i, len(e) - 1] = True  # padding is on the right: a causal position never sees it
        with torch.no_grad():
            logits = model(ids, attention_mask=attn, positions=where).logits  # [B, V]
        logp = torch.log_softmax(logits.float(), dim=-1).numpy()
        for i, item in enumerate(chunk):
            cand = [tokenizer.token_to_id(c) for c in item.candidates]
            rows.append(np.array([logp[i, c] if c is not None else -np.inf for c in cand], dtype=np.float64))
    return rows
