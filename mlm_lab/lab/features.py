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

`from_dict` is the only reader and checks every field in one place, naming it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psygnal import evented

from mlm_lab.lab.checks import LabStateError, boolean, choice, integer, optional_integer, part, show, string
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


@evented
@dataclass
class FeaturesState:
    view: str = "image"  # which view is in front: VIEWS
    layer: int = -1  # encoder layer shown: 0 = embeddings, k = after block k, -1 = the final output
    sources: list[str] = field(default_factory=lambda: list(DEFAULT_SOURCES))  # "sample:<name>" or image paths
    patch: list[int] | None = None  # [image index, patch index (row-major)] whose similarity is shown
    remove_background: bool = False  # PCA: threshold the first component and black out the background
    random_init: bool = False  # image view: a random-init twin of the image model (seed 0) instead of its weights
    sentence: str = DEFAULT_SENTENCE  # text view: the sentence whose tokens can be clicked
    token: int | None = None  # token index in `sentence` ([CLS] = 0) whose neighbours are listed
    query: str = DEFAULT_QUERY  # sentence search: the sentence looked up among the corpus sentences
    probe: str | None = None  # the probe shown per layer: PROBES (words/agreement: text model; shapes: image)

    def to_dict(self) -> dict:
        return {"view": self.view, "layer": self.layer, "sources": list(self.sources),
                "patch": None if self.patch is None else list(self.patch),
                "remove_background": self.remove_background, "random_init": self.random_init, "sentence": self.sentence, "token": self.token,
                "query": self.query, "probe": self.probe}

    @classmethod
    def from_dict(cls, data, *, name: str = "features") -> FeaturesState:
        """Check a .mlmlab file's "features" part; missing keys take the defaults. Raises LabStateError."""
        data = part(name, data)
        n = lambda key: f"{name}.{key}"  # noqa: E731
        sources = data.get("sources", list(DEFAULT_SOURCES))
        if not isinstance(sources, list) or not 1 <= len(sources) <= MAX_IMAGES:
            raise LabStateError(f"{n('sources')}: must be a list of 1 to {MAX_IMAGES} pictures "
                                       f"(\"{SAMPLE_PREFIX}<name>\" or image files), got {show(sources)}")
        sources = [string(f"{n('sources')}[{i}]", s, empty=False, limit=MAX_PATH) for i, s in enumerate(sources)]
        patch = data.get("patch")
        if patch is not None:
            if not isinstance(patch, list) or len(patch) != 2:
                raise LabStateError(f"{n('patch')}: must be [image index, patch index] or null, "
                                           f"got {show(patch)}")
            patch = [integer(f"{n('patch')}[0]", patch[0], 0, len(sources) - 1),
                     integer(f"{n('patch')}[1]", patch[1], 0, MAX_PATCH)]
        return cls(
            view=choice(n("view"), data.get("view", "image"), VIEWS),
            layer=integer(n("layer"), data.get("layer", -1), -1, MAX_LAYER),
            sources=sources,
            patch=patch,
            remove_background=boolean(n("remove_background"), data.get("remove_background", False)),
            random_init=boolean(n("random_init"), data.get("random_init", False)),
            sentence=string(n("sentence"), data.get("sentence", DEFAULT_SENTENCE), limit=MAX_SENTENCE),
            token=optional_integer(n("token"), data.get("token"), 0, MAX_TOKEN),
            query=string(n("query"), data.get("query", DEFAULT_QUERY), limit=MAX_SENTENCE),
            probe=None if data.get("probe") is None else choice(n("probe"), data.get("probe"), PROBES),
        )
