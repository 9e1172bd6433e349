"""The Features tab's image side, without Qt: the shown pictures' PCA maps at the state's layer, for
the image model or its seed-0 random-init twin, and a clicked patch's similarity over them
(`ImageSide`, held by the tab's `FeaturesPresenter` as `presenter.image`).

The maps are asked of the quick lane under the key "maps", the similarity under "similarity". A
maps answer carries the image model's generation it was asked of (one for a model replaced since is
dropped); a similarity answer carries the maps it was computed on (one for maps replaced since is
dropped). The pixels read and the twin drawn are kept between requests (a cache, not state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from mlm_lab.lab.features_view.jobs import GREY, FeatureMaps, SimilarityMaps, feature_maps, similarity_maps
from mlm_lab.lab.resources import read_source

if TYPE_CHECKING:
    from mlm_lab.lab.features_view.presenter import FeaturesPresenter

MAPS, SIMILARITY = "maps", "similarity"
ENCODER_KIND = "image_encoder"  # a ViT / DINOv2 (models.hf_vision): features, no pixel decoder


class ImageSide:
    """The maps and the similarity on screen, and the caches their jobs share."""

    def __init__(self, owner: FeaturesPresenter, colours: np.ndarray | None = None):
        """`colours` [256, 3]: the similarity heatmap's colours (None: grey, dark to bright)."""
        self.owner = owner
        self.colours = GREY if colours is None else colours
        self.maps: FeatureMaps | None = None  # the maps on screen
        self.similarity: SimilarityMaps | None = None  # the similarity on screen (of `maps`)
        self.rgb: dict[str, Any] = {}  # source -> (H, W, 3) pixels read
        self.twin = None  # (image model, its random-init twin), once drawn

    def features_only(self) -> bool:
        """The image model gives features only (no pixel decoder: a ViT, DINOv2)."""
        return getattr(getattr(self.owner.models.image, "config", None), "kind", "") == ENCODER_KIND

    # -- the maps ---------------------------------------------------------------------------------
    def submit_maps(self) -> None:
        s, owner = self.owner.state, self.owner
        model, sources, cache = owner.models.image, list(s.sources), dict(self.rgb)
        layer, bg, random_init, twin = s.layer, s.remove_background, s.random_init, self.twin
        generation = owner.generation["image"]

        def job():
            rgbs = [cache[src] if src in cache else read_source(src) for src in sources]
            if not random_init:
                return generation, rgbs, feature_maps(model, sources, rgbs, layer, bg), twin
            from mlm_lab.features import random_init_like

            pair = twin if twin is not None and twin[0] is model else (model, random_init_like(model, seed=0))
            return generation, rgbs, feature_maps(pair[1], sources, rgbs, layer, bg, random_init=True), pair

        owner.submit(MAPS, job)

    def accept_maps(self, payload) -> bool:
        """The maps job's answer: kept (True, its pixels and twin too) when it was asked of the image
        model in use; the similarity on screen goes with the maps it was of, and is owed again."""
        generation, rgbs, maps, twin = payload
        if generation != self.owner.generation["image"]:
            return False
        self.maps, self.similarity, self.twin = maps, None, twin
        self.rgb = dict(zip(maps.sources, rgbs, strict=True))
        self.owner.stale.add(SIMILARITY)
        return True

    def sources_after_failure(self) -> tuple[list[str], bool] | None:
        """The pictures could not be shown: (the sources to go back to, whether the patch must go too
        because its picture is not among them), or None when the state stays. With maps on screen it
        goes back to their pictures (nothing to compute); with none, to its first picture alone."""
        s, maps = self.owner.state, self.maps
        if maps is not None and maps.sources != s.sources:
            return list(maps.sources), s.patch is not None and s.patch[0] >= len(maps.sources)
        if maps is None and len(s.sources) > 1:
            return list(s.sources[:1]), False
        return None

    # -- the similarity ---------------------------------------------------------------------------
    def submit_similarity(self) -> str:
        """Ask for the state's patch's similarity over the maps on screen. Returns "similarity" (asked),
        "cleared" (no patch: the similarity on screen is gone) or "" (nothing to do: none was on
        screen, or a lab file's patch this model's grid does not have)."""
        maps, patch = self.maps, self.owner.state.patch
        if patch is None:
            if self.similarity is None:
                return ""
            self.similarity = None
            return "cleared"
        if maps is None or patch[0] >= len(maps.pictures) or patch[1] >= maps.patches.shape[1]:
            return ""
        colours = self.colours
        self.owner.submit(SIMILARITY, lambda: (maps, similarity_maps(maps, patch[0], patch[1], colours)))
        return SIMILARITY

    def accept_similarity(self, payload) -> bool:
        """The similarity job's answer: kept (True) when it was computed on the maps on screen."""
        maps, similarity = payload
        if maps is not self.maps:
            return False
        self.similarity = similarity
        return True

    def metrics_rows(self, name: str, label) -> list[list]:
        """The maps' and the similarity's rows of the metrics export (`name`: the image model's,
        `label(source)`: a picture as the window names it)."""
        maps, sim = self.maps, self.similarity
        rows: list[list] = []
        if maps is not None:
            rows += [["image_model", name], ["random_init", maps.random_init], ["layer", maps.layer],
                     ["pictures", " | ".join(label(src) for src in maps.sources)],
                     *[[f"pca_explained_{i}", v] for i, v in enumerate(maps.explained)]]
        if sim is not None:
            rows += [[f"best_match_picture_{b}", p] for b, p in enumerate(sim.best)]
        return rows
