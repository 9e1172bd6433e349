"""The Features tab's image requests: the shown pictures' PCA maps at the state's layer for the
model or its seed-0 random-init twin, and a clicked patch's similarity, in the quick worker.

`ImageRequests` is a part of the tab (composed, not inherited), given the state, the image
view, the models and the work it submits; it keeps the pixels read and the twin drawn."""

from __future__ import annotations

from typing import Any

from mlm_lab.app.features.image import FeatureImageView
from mlm_lab.app.features.jobs import feature_maps, similarity_maps
from mlm_lab.app.features.work import FeatureModels, FeatureWork
from mlm_lab.lab.features import FeaturesState
from mlm_lab.lab.resources import read_source


class ImageRequests:
    def __init__(self, state: FeaturesState, view: FeatureImageView, models: FeatureModels, work: FeatureWork):
        self._state, self._view, self._models, self._work = state, view, models, work
        self.rgb: dict[str, Any] = {}  # source -> (H, W, 3) pixels read (a cache, not state)
        self.twin = None  # (image model, its random-init twin), once drawn

    def submit_maps(self) -> None:
        model, sources, cache = self._models.image, list(self._state.sources), dict(self.rgb)
        layer, bg, random_init, twin = self._state.layer, self._state.remove_background, self._state.random_init, \
            self.twin

        def job():
            rgbs = [cache[s] if s in cache else read_source(s) for s in sources]
            if not random_init:
                return rgbs, feature_maps(model, sources, rgbs, layer, bg), twin
            from mlm_lab.features import random_init_like

            pair = twin if twin is not None and twin[0] is model else (model, random_init_like(model, seed=0))
            return rgbs, feature_maps(pair[1], sources, rgbs, layer, bg, random_init=True), pair

        self._work.submit(self._work.quick, "maps", job)

    def take_maps(self, payload):
        """The maps job's answer: keeps its pixels and twin, returns the maps to show."""
        rgbs, maps, self.twin = payload
        self.rgb = dict(zip(maps.sources, rgbs, strict=True))
        return maps

    def submit_similarity(self) -> None:
        maps, patch = self._view.maps, self._state.patch
        if patch is None:
            if self._view.similarity is not None:
                self._view.clear_similarity()
            return
        if patch[0] >= len(maps.pictures) or patch[1] >= maps.patches.shape[1]:
            return  # a lab file's patch that this model's grid does not have: nothing to show
        self._work.submit(self._work.quick, "similarity", lambda: similarity_maps(maps, patch[0], patch[1]))
