"""The words of the lab's generated language (`mlm_lab.data.toy_language`): the lexicon the
grammar draws from, with the facts it states (sounds, homes, foods, colours, plurals, ...)."""

from __future__ import annotations

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
