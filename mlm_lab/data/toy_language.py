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
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

# -- the lexicon ----------------------------------------------------------------------------
# animal: (plural, sound, home, food)
ANIMALS: dict[str, tuple[str, str, str, str]] = {
    "cow": ("cows", "moo", "barn", "grass"),
    "dog": ("dogs", "woof", "kennel", "bones"),
    "cat": ("cats", "meow", "house", "fish"),
    "duck": ("ducks", "quack", "pond", "bread"),
    "sheep": ("sheep", "baa", "meadow", "clover"),
    "pig": ("pigs", "oink", "sty", "apples"),
    "horse": ("horses", "neigh", "stable", "hay"),
    "owl": ("owls", "hoot", "tree", "mice"),
    "lion": ("lions", "roar", "savanna", "meat"),
    "snake": ("snakes", "hiss", "grass", "eggs"),
    "bee": ("bees", "buzz", "hive", "nectar"),
    "mouse": ("mice", "squeak", "hole", "cheese"),
    "frog": ("frogs", "croak", "pond", "flies"),
    "crow": ("crows", "caw", "tree", "seeds"),
    "wolf": ("wolves", "howl", "forest", "meat"),
    "donkey": ("donkeys", "bray", "field", "hay"),
    "goat": ("goats", "bleat", "hill", "leaves"),
    "goose": ("geese", "honk", "lake", "grass"),
    "dove": ("doves", "coo", "tree", "seeds"),
    "hen": ("hens", "cluck", "coop", "corn"),
    "monkey": ("monkeys", "chatter", "jungle", "bananas"),
    "elephant": ("elephants", "trumpet", "savanna", "leaves"),
    "bear": ("bears", "growl", "cave", "honey"),
    "rabbit": ("rabbits", "thump", "burrow", "carrots"),
}

# thing: (plural, colour)
THINGS: dict[str, tuple[str, str]] = {
    "sky": ("skies", "blue"),
    "sea": ("seas", "blue"),
    "banana": ("bananas", "yellow"),
    "lemon": ("lemons", "yellow"),
    "sun": ("suns", "yellow"),
    "leaf": ("leaves", "green"),
    "lime": ("limes", "green"),
    "cucumber": ("cucumbers", "green"),
    "snowball": ("snowballs", "white"),
    "cloud": ("clouds", "white"),
    "tooth": ("teeth", "white"),
    "tomato": ("tomatoes", "red"),
    "cherry": ("cherries", "red"),
    "strawberry": ("strawberries", "red"),
    "carrot": ("carrots", "orange"),
    "pumpkin": ("pumpkins", "orange"),
    "plum": ("plums", "purple"),
    "grape": ("grapes", "purple"),
    "crown": ("crowns", "golden"),
    "coal": ("coals", "black"),
    "chestnut": ("chestnuts", "brown"),
    "flamingo": ("flamingos", "pink"),
    "coin": ("coins", "silver"),
    "ruby": ("rubies", "red"),
}

# person: plural
PEOPLE: dict[str, str] = {
    "boy": "boys", "girl": "girls", "man": "men", "woman": "women", "child": "children",
    "teacher": "teachers", "farmer": "farmers", "baker": "bakers", "doctor": "doctors",
    "king": "kings", "queen": "queens", "student": "students", "sailor": "sailors",
    "painter": "painters", "singer": "singers", "brother": "brothers", "sister": "sisters",
    "friend": "friends", "neighbour": "neighbours", "pilot": "pilots",
}

# intransitive verb: (third person singular, past)
VERBS: dict[str, tuple[str, str]] = {
    "run": ("runs", "ran"), "walk": ("walks", "walked"), "sing": ("sings", "sang"),
    "sleep": ("sleeps", "slept"), "swim": ("swims", "swam"), "dance": ("dances", "danced"),
    "laugh": ("laughs", "laughed"), "smile": ("smiles", "smiled"), "jump": ("jumps", "jumped"),
    "work": ("works", "worked"), "wait": ("waits", "waited"), "shout": ("shouts", "shouted"),
    "cry": ("cries", "cried"), "travel": ("travels", "travelled"), "rest": ("rests", "rested"),
}
ADVERBS = ("quickly", "slowly", "loudly", "quietly", "happily", "sadly", "carefully", "badly",
           "well", "often", "rarely", "again", "alone", "together", "outside", "late")

# transitive verb: (third person singular, past, objects it takes)
TRANSITIVE: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "read": ("reads", "read", ("book", "letter", "poem", "newspaper", "map")),
    "write": ("writes", "wrote", ("letter", "poem", "story", "song", "list")),
    "eat": ("eats", "ate", ("apple", "sandwich", "orange", "cake", "pear")),
    "drink": ("drinks", "drank", ("tea", "milk", "water", "juice", "coffee")),
    "play": ("plays", "played", ("piano", "guitar", "violin", "drum", "flute")),
    "paint": ("paints", "painted", ("fence", "wall", "door", "picture", "boat")),
    "open": ("opens", "opened", ("door", "window", "box", "gate", "jar")),
    "wash": ("washes", "washed", ("car", "dish", "shirt", "window", "floor")),
}
MASS_NOUNS = {"tea", "milk", "water", "juice", "coffee"}
OBJECT_PLURALS = {"dish": "dishes", "box": "boxes", "story": "stories", "sandwich": "sandwiches"}

ADJECTIVES_STATE = ("happy", "tired", "hungry", "busy", "kind", "brave", "clever", "angry", "calm", "proud")
NAMES = ("tom", "anna", "ben", "lucy", "sam", "mia", "leo", "emma", "jack", "nora",
         "omar", "ines", "ravi", "yuki", "pablo", "zoe")
COUNTABLE = ("apple", "pencil", "cup", "hat", "book", "ball", "kite", "key", "shell", "stamp")
NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
OPPOSITES = (("hot", "cold"), ("big", "small"), ("fast", "slow"), ("up", "down"), ("day", "night"),
             ("old", "new"), ("open", "closed"), ("full", "empty"), ("light", "dark"), ("wet", "dry"),
             ("high", "low"), ("hard", "soft"), ("early", "late"), ("young", "old"), ("rich", "poor"),
             ("loud", "quiet"), ("left", "right"), ("in", "out"), ("near", "far"), ("first", "last"))
CITIES = (("paris", "france"), ("rome", "italy"), ("madrid", "spain"), ("berlin", "germany"),
          ("tokyo", "japan"), ("cairo", "egypt"), ("lima", "peru"), ("oslo", "norway"),
          ("dublin", "ireland"), ("lisbon", "portugal"), ("athens", "greece"), ("delhi", "india"),
          ("nairobi", "kenya"), ("ottawa", "canada"), ("vienna", "austria"), ("warsaw", "poland"))
SEASONS = (("winter", "cold"), ("summer", "hot"), ("spring", "mild"), ("autumn", "windy"))

DET_SINGULAR = ("the", "a", "this", "that", "every", "my", "your", "our")
DET_PLURAL = ("the", "these", "those", "some", "many", "all", "my", "your", "our")


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


def generate_paragraphs(n: int, seed: int = 0, sentences_per_paragraph: int = 6) -> list[str]:
    """`n` paragraphs of `sentences_per_paragraph` sentences each (deterministic)."""
    flat = generate_sentences(n * sentences_per_paragraph, seed)
    k = sentences_per_paragraph
    return [" ".join(flat[i * k : (i + 1) * k]) for i in range(n)]


def vocabulary() -> list[str]:
    """Every word the grammar can produce (sorted)."""
    words: set[str] = {".", "yesterday", "tomorrow", "will", "said", "say", "says", "live", "lives", "in",
                       "eat", "eats", "is", "are", "who", "feed", "feeds", "has", "plus", "opposite", "of",
                       "it", "often", "usually", "an", "some", "hot", "cold", "and"}
    words.update(DET_SINGULAR, DET_PLURAL, ADVERBS, ADJECTIVES_STATE, NAMES, NUMBERS)
    for animal, (plural, sound, home, food) in ANIMALS.items():
        words.update((animal, plural, sound, home, food))
    for thing, (plural, colour) in THINGS.items():
        words.update((thing, plural, colour))
    for person, plural in PEOPLE.items():
        words.update((person, plural))
    for verb, (third, past) in VERBS.items():
        words.update((verb, third, past))
    for verb, (third, past, objects) in TRANSITIVE.items():
        words.update((verb, third, past))
        for obj in objects:
            words.add(obj)
            if obj not in MASS_NOUNS:
                words.add(OBJECT_PLURALS.get(obj, obj + "s"))
    for thing in COUNTABLE:
        words.update((thing, thing + "s"))
    for pair in OPPOSITES:
        words.update(pair)
    for pair in CITIES:
        words.update(pair)
    for pair in SEASONS:
        words.update(pair)
    return sorted(words)


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
