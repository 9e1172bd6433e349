"""The Features tab's state: what the encoder's representations are shown for.

An evented dataclass (psygnal), like the other tabs' states: the widgets write fields and
redraw on field events. Two views share one layer:

- image: up to four pictures (the first is the current one) with their joint PCA colour
  maps; `patch` = [image index, patch index] selects the patch whose cosine similarity
  is drawn over every shown picture;
  `random_init` draws them for a randomly initialised twin of the image model (same
  shape, seed 0, never trained) instead, so a room can see what training changed;
- text: `sentence` as tokens, `token` the one whose nearest corpus tokens are listed, and
  `query` the sentence searched for among the corpus sentences;
- probe: `probe` names the probe whose accuracy per layer the probe panel shows (None:
  none asked for); the "probe" view puts that panel in front on its own.

Every field declares its check (`checked`): a file's part and an assignment are checked alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

from mlm_lab.errors import msg
from mlm_lab.lab.checks import (
    CheckedState,
    LabStateError,
    checked,
    choice,
    flag,
    integer,
    one_of,
    optional_whole,
    show,
    string,
    text,
    whole,
)
from mlm_lab.lab.image import MAX_PATH, SAMPLE_PREFIX

VIEWS = ("image", "text", "probe")
PROBES = ("words", "agreement", "shapes")  # the named probes a state can ask for (a class folder is run by hand)
MAX_IMAGES = 4  # the current picture and up to three others
DEFAULT_SOURCES = ("sample:astronaut", "sample:chelsea")
DEFAULT_SENTENCE = "She sat on the bank of the river and watched the water."
DEFAULT_QUERY = "The ship sailed across the sea in a storm."
MAX_LAYER = 1000  # -1 = the encoder's output; 0 = the embeddings (clamped to the model's depth)
MAX_PATCH = 100_000
MAX_TOKEN = 100_000
MAX_SENTENCE = 2_000


def _sources(name: str, value) -> list[str]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_IMAGES:
        raise LabStateError(msg("{name}: must be a list of 1 to {max_images} pictures "
                                '("{sample_prefix}<name>" or image files), got {show_value}',
                                name=name, max_images=MAX_IMAGES, sample_prefix=SAMPLE_PREFIX, show_value=show(value)))
    return [string(f"{name}[{i}]", s, empty=False, limit=MAX_PATH) for i, s in enumerate(value)]


def _patch(name: str, value) -> list[int] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise LabStateError(msg("{name}: must be [image index, patch index] or null, got {show_value}",
                                name=name, show_value=show(value)))
    return [integer(f"{name}[0]", value[0], 0, MAX_IMAGES - 1), integer(f"{name}[1]", value[1], 0, MAX_PATCH)]


def _probe(name: str, value) -> str | None:
    return None if value is None else choice(name, value, PROBES)


@evented
@dataclass
class FeaturesState(CheckedState):
    PART = "features"
    CONTROLS = ("view", "layer", "pictures", "background", "random_init", "sentence", "search", "probe",
                "controls")  # what a lesson may hide
    view: str = checked("image", one_of(VIEWS))  # which view is in front: VIEWS
    # encoder layer shown: 0 = embeddings, k = after block k, -1 = the final output
    layer: int = checked(-1, whole(-1, MAX_LAYER))
    # "sample:<name>" or image paths
    sources: list[str] = checked(factory=lambda: list(DEFAULT_SOURCES), check=_sources)
    patch: list[int] | None = checked(None, _patch)  # [image index, patch index (row-major)] whose similarity is shown
    # PCA: threshold the first component and black out the background
    remove_background: bool = checked(False, flag())
    # image view: a random-init twin of the image model (seed 0) instead of its weights
    random_init: bool = checked(False, flag())
    sentence: str = checked(DEFAULT_SENTENCE, text(limit=MAX_SENTENCE))  # text view: the sentence whose tokens can be clicked
    token: int | None = checked(None, optional_whole(0, MAX_TOKEN))  # token index in `sentence` ([CLS] = 0)
    query: str = checked(DEFAULT_QUERY, text(limit=MAX_SENTENCE))  # sentence search: looked up among the corpus sentences
    # the probe shown per layer: PROBES (words/agreement: text model; shapes: image)
    probe: str | None = checked(None, _probe)

    @classmethod
    def check_whole(cls, values: dict, name: str) -> None:
        if values["patch"] is not None:
            integer(f"{name}.patch[0]", values["patch"][0], 0, len(values["sources"]) - 1)
