"""The planted-error test of taking a token back (ReMDM remasking) on the toy language, Qt-free.

Sentences of the generated language with broken agreement (a verb put in the other number
than its subject: "the dogs says woof .") are given to the model as committed tokens, nothing
masked; `revise` then runs only loop steps: each takes back `remask` of the tokens (at least
one; ReMDM-conf's weights, all equal at first since no token was drawn) and the model commits
as many again. What is measured, per sentence:

- fixed: the planted position holds the verb form that agrees again (the original token);
- valid: the whole sentence is one of the language's (the toy recogniser), however it got there
  (the model may mend the subject instead of the verb);
- taken: the planted token was taken back at least once (a repair needs that first);
- spoiled: the correct tokens (every other position) that end different from what they were.

With remask 0 nothing is taken back: nothing is fixed and nothing spoiled, by construction.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mlm_lab.data.toy_grammar import VERB, generate_labelled_sentences
from mlm_lab.data.toy_lexicon import TRANSITIVE, VERBS
from mlm_lab.data.toy_recogniser import check_sentence
from mlm_lab.errors import words
from mlm_lab.generation.unmask import GenerationSettings, revise


def _other_number() -> dict[str, str]:
    """A present-tense verb form -> the same verb in the other number ("says" <-> "say")."""
    pairs = [(base, forms[0]) for base, forms in (*VERBS.items(), *TRANSITIVE.items())]
    pairs += [("are", "is"), ("say", "says"), ("live", "lives"), ("have", "has")]
    swap = {}
    for plural, singular in pairs:
        swap[plural], swap[singular] = singular, plural
    return swap


@dataclass(frozen=True)
class PlantedError:
    words: tuple[str, ...]  # the sentence with the error, one word a token
    index: int  # the word put in the other number
    correct: str  # what it was


def plant_errors(n: int, seed: int = 0) -> list[PlantedError]:
    """`n` sentences of the toy language, each with one verb put in the other number; only
    sentences that were valid and that the recogniser then refuses for agreement are kept."""
    swap = _other_number()
    rng = random.Random(seed)
    out: list[PlantedError] = []
    drawn = 0
    while len(out) < n:
        batch = generate_labelled_sentences(4 * n, seed=seed * 7919 + drawn)
        drawn += 1
        for labelled in batch:
            words = [w.word for w in labelled]
            verbs = [i for i, w in enumerate(labelled) if w.category == VERB and w.word in swap]
            if not verbs or not check_sentence(" ".join(words)).valid:
                continue
            i = rng.choice(verbs)
            broken = [*words[:i], swap[words[i]], *words[i + 1 :]]
            if check_sentence(" ".join(broken)).kind == "agreement":
                out.append(PlantedError(tuple(broken), i, words[i]))
            if len(out) == n:
                break
    return out


@dataclass
class RepairCounts:
    sentences: int = 0
    fixed: int = 0  # the planted position holds the original token again
    valid: int = 0  # the sentence ends valid
    taken: int = 0  # the planted token was taken back at least once
    correct_tokens: int = 0  # the other positions, all correct
    spoiled: int = 0  # of those, the ones that end different

    def shares(self) -> dict:
        n, c = max(self.sentences, 1), max(self.correct_tokens, 1)
        return {"fixed": round(self.fixed / n, 4), "valid": round(self.valid / n, 4),
                "taken": round(self.taken / n, 4), "spoiled": round(self.spoiled / c, 4)}


def count_repairs(errors: Sequence[PlantedError], finals: Sequence[Sequence[str]],
                  taken: Sequence[set[int]]) -> RepairCounts:
    """The counts of the test from each sentence's final words and the word indices taken back."""
    counts = RepairCounts()
    for error, final, back in zip(errors, finals, taken, strict=True):
        counts.sentences += 1
        counts.fixed += final[error.index] == error.correct
        counts.valid += check_sentence(" ".join(final)).valid
        counts.taken += error.index in back
        others = [i for i in range(len(error.words)) if i != error.index]
        counts.correct_tokens += len(others)
        counts.spoiled += sum(final[i] != error.words[i] for i in others)
    return counts


def repair_test(tm, errors: Sequence[PlantedError], *, remask: float, steps: int, seed: int = 0,
                temperature: float = 1.0, batch: int = 50) -> RepairCounts:
    """Give each planted sentence to `tm` (a toy-language masked LM) as committed tokens and run
    `steps` loop steps taking back `remask` of them each; count what was fixed and spoiled."""
    tok = tm.tokenizer
    finals: list[list[str]] = [list(e.words) for e in errors]
    taken: list[set[int]] = [set() for _ in errors]
    by_length: dict[int, list[int]] = {}
    for k, e in enumerate(errors):
        by_length.setdefault(len(e.words), []).append(k)
    for length, members in sorted(by_length.items()):
        positions = list(range(1, length + 1))  # [CLS] at 0, [SEP] after
        for part in range(0, len(members), batch):
            chunk = members[part : part + batch]
            rows = [[tok.cls_token_id, *[tok.token_to_id(w) for w in errors[k].words], tok.sep_token_id]
                    for k in chunk]
            if any(t is None for r in rows for t in r):
                raise ValueError(words("the model's tokenizer does not hold every word of the toy language"))
            settings = GenerationSettings(length=length, steps=steps, remask=remask, temperature=temperature,
                                          seed=seed * 100_003 + length * 1_000 + part, samples=len(chunk))
            for k, sample in zip(chunk, revise(tm, rows, positions, settings), strict=True):
                if sample.rounds:
                    finals[k] = [tok.id_to_token(t) for t in sample.ids[1:-1]]
                taken[k] = {r.position - 1 for r in sample.revisions}
    return count_repairs(errors, finals, taken)


__all__ = ["PlantedError", "RepairCounts", "count_repairs", "plant_errors", "repair_test"]
