"""The Features tab's image requests (a mixin of `FeaturesTab`): which pictures are shown
(samples or files, the current one first), their PCA maps at the state's layer for the model
or its seed-0 random-init twin, and a clicked patch's similarity, in the quick worker."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from mlm_lab.app.features.jobs import feature_maps, similarity_maps
from mlm_lab.lab.features import MAX_IMAGES
from mlm_lab.lab.resources import read_source


class ImageRequestsMixin:
    def add_source(self, source: str) -> None:
        """Show one more picture (a sample or a file); with four shown, the last is replaced."""
        sources = list(self._state.sources)
        sources = sources + [str(source)] if len(sources) < MAX_IMAGES else sources[:-1] + [str(source)]
        self._state.sources = sources

    def remove_source(self, index: int) -> None:
        """Stop showing picture `index` (the current one, 0, stays unless another is left)."""
        if 0 <= index < len(self._state.sources) and len(self._state.sources) > 1:
            with self.binding.batch():
                self._state.patch = None
                self._state.sources = [s for i, s in enumerate(self._state.sources) if i != index]

    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Add an image", "",
                                              "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)")
        if path:
            self.add_source(str(Path(path)))

    def _submit_maps(self) -> None:
        model, sources, cache = self.image_model, list(self._state.sources), dict(self._rgb)
        layer, bg, random_init, twin = self._state.layer, self._state.remove_background, self._state.random_init, \
            self._twin

        def job():
            rgbs = [cache[s] if s in cache else read_source(s) for s in sources]
            if not random_init:
                return rgbs, feature_maps(model, sources, rgbs, layer, bg), twin
            from mlm_lab.features import random_init_like

            pair = twin if twin is not None and twin[0] is model else (model, random_init_like(model, seed=0))
            return rgbs, feature_maps(pair[1], sources, rgbs, layer, bg, random_init=True), pair

        self._submit(self._worker, "maps", job)

    def _submit_similarity(self) -> None:
        maps, patch = self.image_view.maps, self._state.patch
        if patch is None:
            if self.image_view.similarity is not None:
                self.image_view.clear_similarity()
            return
        if patch[0] >= len(maps.pictures) or patch[1] >= maps.patches.shape[1]:
            return  # a lab file's patch that this model's grid does not have: nothing to show
        self._submit(self._worker, "similarity", lambda: similarity_maps(maps, patch[0], patch[1]))
