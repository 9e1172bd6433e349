"""The field's own sanity checks for the explanations, as functions that return figures.

- completeness (integrated gradients): the scores sum to f(input) - f(baseline);
- model randomisation (Adebayo et al. 2018, "Sanity checks for saliency maps"): the same
  method on the random-init twin (`mlm_lab.features.random_init_like`) must give other
  scores: Spearman rank correlation with the trained model's, averaged over a sentence set;
- planted ground truth on the generated language: at a present-tense verb, whose form
  (says / say, is / are) carries its subject's number, occlusion should rank the subject
  noun first; a random-init model ranks it first about as often as chance;
- MAE locality: the influence of a visible patch on a hidden one falls with their distance
  (Spearman correlation of influence with distance, per layer).

Used by tests/test_explain_sanity.py and printed by scripts/explain_sanity.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mlm_lab.explain.image import explain_patch
from mlm_lab.explain.text import explain_text

# a fixed sentence set for the randomisation test (ordinary English, one [MASK] each)
RANDOMISATION_SENTENCES = (
    "she opened the [MASK] and walked into the garden .",
    "the old man lived alone in a small [MASK] near the sea .",
    "he took off his [MASK] and sat down by the fire .",
    "the children ran down the [MASK] laughing and shouting .",
    "they went to the market to buy bread and [MASK] .",
    "it was a cold [MASK] and the wind was blowing hard .",
    "i have not seen him [MASK] he left the town .",
    "the dog barked at the [MASK] in the garden all night .",
)


def _average_ranks(x: np.ndarray) -> np.ndarray:
    """Ranks 0..n-1, ties sharing their average rank."""
    _, inverse, counts = np.unique(x, return_inverse=True, return_counts=True)
    starts = np.cumsum(counts) - counts
    return (starts + (counts - 1) / 2.0)[inverse]


def spearman(a: Sequence[float], b: Sequence[float]) -> float:
    """Spearman's rank correlation (average ranks for ties); 0 when either side is constant."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if a.size < 2 or np.ptp(a) == 0 or np.ptp(b) == 0:
        return 0.0
    return float(np.corrcoef(_average_ranks(a), _average_ranks(b))[0, 1])


def context_scores(expl) -> np.ndarray:
    """The scores of the ordinary context tokens only (the ones a method can rank)."""
    keep = [j for j in range(len(expl.tokens)) if j != expl.position and not expl.special[j]]
    return np.asarray(expl.scores, dtype=np.float64)[keep]


@dataclass
class RandomisationResult:
    method: str
    correlations: list[float]  # per sentence, trained vs random-init twin
    mean: float


def randomisation_test(model, twin, method: str = "ig", sentences: Sequence[str] = RANDOMISATION_SENTENCES,
                       target=None, steps: int = 32) -> RandomisationResult:
    """Rank correlation of a method's scores on `model` and on its random-init `twin` (a
    TextModel with the same tokenizer), at the trained model's target for each sentence."""
    correlations = []
    for text in sentences:
        trained = explain_text(model, None, text, target=target, method=method, steps=steps)
        fresh = explain_text(twin, None, text, target=trained.target_id, method=method, steps=steps)
        correlations.append(spearman(context_scores(trained), context_scores(fresh)))
    return RandomisationResult(method, correlations, float(np.mean(correlations)))


@dataclass
class PlantedCase:
    text: str
    verb_position: int  # token index of the verb
    subject_positions: list[int]  # token indices of the subject noun
    context: int  # ordinary context tokens the method ranks
    verb: str  # the verb as written (the target)
    other_number: str  # the same verb in the other number (the foil): says <-> say


@dataclass
class PlantedResult:
    method: str
    contrastive: bool  # True: the scores explain log p(verb) - log p(verb in the other number)
    cases: int
    hits: int  # sentences where the top-ranked context token is (a piece of) the subject noun
    chance: float  # mean over sentences of (subject tokens) / (context tokens)

    @property
    def rate(self) -> float:
        return self.hits / self.cases if self.cases else 0.0


NEUTRAL_DETERMINERS = ("the", "my", "your", "our")  # used with both numbers: they plant nothing


def number_pairs() -> dict[str, str]:
    """Every present-tense verb form of the generated language and its other-number form."""
    from mlm_lab.data.toy_lexicon import TRANSITIVE, VERBS

    pairs = {"say": "says", "eat": "eats", "live": "lives", "feed": "feeds", "are": "is"}
    pairs.update({verb: forms[0] for verb, forms in VERBS.items()})
    pairs.update({verb: forms[0] for verb, forms in TRANSITIVE.items()})
    return {**pairs, **{b: a for a, b in pairs.items()}}


def agreement_cases(tokenizer, n: int = 100, seed: int = 7, max_length: int = 64) -> list[PlantedCase]:
    """Sentences of the generated language where the subject's number is planted in one
    word, the noun, and read at the verb: a number-neutral determiner (the, my, your, our),
    the noun, then a present-tense verb whose form carries the number ("the cats say moo .",
    "my cat says moo ."). Skipped: past tense and "will" (one form for both numbers),
    determiners that carry the number themselves (this, these, a...), relative clauses
    (their second verb carries it again), subjects with no number choice (names, sums,
    seasons, cities, "the opposite of")."""
    from mlm_lab.data.toy_grammar import NOUN, VERB, generate_labelled_sentences

    pairs = number_pairs()
    cases: list[PlantedCase] = []
    for words in generate_labelled_sentences(n * 20, seed=seed):
        if len(cases) >= n:
            break
        if len(words) < 4 or words[0].word not in NEUTRAL_DETERMINERS or words[1].category != NOUN:
            continue
        if words[1].word == "opposite" or "who" in (w.word for w in words):
            continue
        if words[2].category != VERB or words[2].word not in pairs:
            continue
        text = " ".join(w.word for w in words)
        enc = tokenizer.encode(text, max_length=max_length)
        subject = [t for t, w in enumerate(enc.word_ids) if w == 1]
        verb = [t for t, w in enumerate(enc.word_ids) if w == 2]
        if len(verb) != 1 or not subject or tokenizer.token_to_id(pairs[words[2].word]) is None:
            continue
        context = sum(1 for t, s in enumerate(enc.special) if not s and t != verb[0])
        cases.append(PlantedCase(text, verb[0], subject, context, words[2].word, pairs[words[2].word]))
    return cases


def planted_agreement(model, cases: Sequence[PlantedCase], method: str = "occlusion",
                      contrastive: bool = True) -> PlantedResult:
    """How often `method` ranks the subject noun first at the verb. The target is the true
    verb; contrastive (the default) explains it against the same verb in the other number,
    the question the planted dependency answers ("why says and not say?"): the plain
    target also asks which verb, which the object answers ("moo" -> say)."""
    hits = 0
    for case in cases:
        expl = explain_text(model, None, case.text, position=case.verb_position, target=case.verb,
                            method=method, foil=case.other_number if contrastive else None)
        ranked = [j for j in np.argsort(-np.asarray(expl.scores), kind="stable")
                  if j != expl.position and not expl.special[j]]
        hits += int(ranked[0] in case.subject_positions)
    chance = float(np.mean([len(c.subject_positions) / c.context for c in cases])) if cases else 0.0
    return PlantedResult(method, contrastive, len(cases), hits, chance)


@dataclass
class LocalityResult:
    method: str
    layer_names: list[str]
    correlations: list[float]  # per view (final influence first, then per layer): mean Spearman(influence, distance)
    near_far: list[tuple[float, float]]  # per view: mean |influence| at distance <= 1.5 patches, and beyond 3


def influence_distance(expl) -> tuple[np.ndarray, np.ndarray]:
    """(distances in patches, influence) of every visible patch from the explained hidden one."""
    rows, cols = expl.grid
    hidden = np.zeros((rows, cols), dtype=bool)
    for r, c in expl.hidden:
        hidden[r, c] = True
    rr, cc = np.nonzero(~hidden)
    dist = np.hypot(rr - expl.patch[0], cc - expl.patch[1])
    return dist, rr * cols + cc


def mae_locality(mae, images: Sequence, method: str = "occlusion", patches_per_image: int = 4, ratio: float = 0.75,
                 seed: int = 0) -> LocalityResult:
    """Mean Spearman correlation of the size of a visible patch's influence (its absolute
    value: occlusion's change can have either sign) with its distance from the hidden patch
    (negative: influence falls with distance), for the final map and per layer, over
    `patches_per_image` hidden patches of each image (the same seeded mask)."""
    from mlm_lab.explain.image import image_model_for, patch_mask_for

    model = image_model_for(mae)
    cols = model.config.grid[1]
    hidden = np.flatnonzero(patch_mask_for(model, None, ratio, seed, "random").mask[0].numpy())
    chosen = np.random.default_rng(seed).choice(hidden, size=min(patches_per_image, hidden.size), replace=False)
    views: dict[str, list[float]] = {}
    near_far: dict[str, list[tuple[float, float]]] = {}
    names: list[str] = []
    for image in images:
        for h in chosen:
            expl = explain_patch(model, image, None, (int(h) // cols, int(h) % cols), method, ratio=ratio, seed=seed)
            dist, flat = influence_distance(expl)
            maps = [("final", expl.influence)]
            if expl.per_layer is not None:
                maps += list(zip(expl.layer_names, expl.per_layer, strict=True))
            for name, m in maps:
                values = np.abs(np.asarray(m).reshape(-1)[flat])  # how much, either way
                if name not in views:
                    views[name], near_far[name] = [], []
                    names.append(name)
                views[name].append(spearman(values, dist))
                near_far[name].append((float(values[dist <= 1.5].mean()) if (dist <= 1.5).any() else 0.0,
                                       float(values[dist > 3].mean()) if (dist > 3).any() else 0.0))
    return LocalityResult(method, names, [float(np.mean(views[n])) for n in names],
                          [tuple(np.mean(near_far[n], axis=0)) for n in names])

