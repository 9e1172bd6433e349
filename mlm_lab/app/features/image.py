"""The Features tab's image view: each shown picture beside its PCA colour map and, once a
patch is clicked, that patch's similarity heatmap.

One or two pictures are laid out one per row, three or four one per column. The view
only draws what the tab hands it (`show_maps`, `show_similarity`) and reports
clicks (`patch_clicked(image, patch)`); the work is done in the tab's worker, in the colours of
`heat_colours`.
"""

from __future__ import annotations

import re

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from mlm_lab.app.features.patch_keys import PatchCursor
from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.image.controls import source_label
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.widgets import ImagePanel
from mlm_lab.lab.features import MAX_IMAGES
from mlm_lab.lab.features_view.jobs import QUERY_MARK, FeatureMaps, SimilarityMaps, outline, upscale

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
FeaturesTab = Context("FeaturesTab")  # the texts with a plural (%n); lupdate takes the context from this name

ROWS = ("picture", "pca", "similarity")


WAITING = QT_TRANSLATE_NOOP("FeaturesTab", "Waiting for the image model (the window loads one when it starts)…")
LOADING = QT_TRANSLATE_NOOP("FeaturesTab", "Loading the image model… its features follow.")


def waiting_text() -> str:
    return translate("FeaturesTab", WAITING)


def loading_text() -> str:
    return translate("FeaturesTab", LOADING)


def heat_colours() -> np.ndarray:
    """[256, 3] float32 in [0, 1]: the similarity heatmap's colours (inferno, least similar first)."""
    import pyqtgraph as pg

    return pg.colormap.get("inferno").getLookupTable(0.0, 1.0, 256, alpha=False).astype(np.float32) / 255.0


def maps_status(maps: FeatureMaps) -> str:
    """The status line once the maps are on screen."""
    return FeaturesTab.tr("Features of %n picture(s) at layer %1 in %2 ms", "", len(maps.pictures)).replace(
        "%1", fmt_number(maps.layer)).replace("%2", fmt_number(1000 * maps.seconds))


class FeatureImageView(QWidget):
    patch_clicked = Signal(int, int)  # picture index, patch index (row-major)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.maps: FeatureMaps | None = None
        self.similarity: SimilarityMaps | None = None
        self.answer_hidden = False  # a lesson's reveal: the maps and the similarity wait behind REVEAL_HINT
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.caption = QLabel(waiting_text())
        self.caption.setObjectName("hint")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.encoder_note = QLabel()  # a features-only model (ViT, DINOv2): said once, above the maps
        self.encoder_note.setObjectName("hint")
        self.encoder_note.setWordWrap(True)
        self.encoder_note.hide()
        layout.addWidget(self.encoder_note)
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        layout.addLayout(self.grid, 1)
        self.columns: list[dict] = []
        self.cursors: list[dict] = []  # per picture, per row of ROWS: the keyboard's PatchCursor
        for b in range(MAX_IMAGES):
            panels = {
                "picture": ImagePanel(translate("FeaturesTab", "Picture"), tooltip=translate("FeaturesTab", "Click a patch: its similarity to every patch is drawn")),
                "pca": ImagePanel(translate("FeaturesTab", "PCA of patch features"),
                                  tooltip=translate("FeaturesTab", "First three principal components of the patch features as RGB, one fit "
                                          "over every picture shown, so a colour means the same thing in each")),
                "similarity": ImagePanel(translate("FeaturesTab", "Similarity to the clicked patch"),
                                         tooltip=translate("FeaturesTab", "Cosine similarity with the clicked patch (bright = similar); the "
                                                 "green square is each picture's best-matching patch")),
            }
            cursors = {}
            for key in ROWS:
                panels[key].canvas.interactive = True
                panels[key].canvas.patch_pressed.connect(lambda r, c, b=b: self._on_pressed(b, r, c))
                cursors[key] = PatchCursor(panels[key].canvas)  # arrows move a cursor patch, Enter picks it
                cursors[key].moved.connect(lambda b=b, key=key: self._describe(b, key))
            self.columns.append(panels)
            self.cursors.append(cursors)
        self._placed = -1
        self.show_sources([])

    # -- what is shown ----------------------------------------------------------------------
    def _place(self, n: int) -> None:
        """One or two pictures: one row each (picture, PCA, similarity side by side), so the
        panels are large; three or four: one column each."""
        n = max(1, n)
        if n == self._placed:
            return
        for col in self.columns:
            for key in ROWS:
                self.grid.removeWidget(col[key])
        for i in range(MAX_IMAGES + len(ROWS)):
            self.grid.setRowStretch(i, 0)
            self.grid.setColumnStretch(i, 0)
        for b, col in enumerate(self.columns[:n]):
            for r, key in enumerate(ROWS):
                row, column = (b, r) if n <= 2 else (r, b)
                self.grid.addWidget(col[key], row, column)
                self.grid.setRowStretch(row, 1)
                self.grid.setColumnStretch(column, 1)
        self._placed = n

    def show_sources(self, sources: list[str]) -> None:
        """Panels for these pictures (their maps follow); the others are hidden."""
        self._place(len(sources))
        for b, col in enumerate(self.columns):
            for key in ROWS:
                col[key].setVisible(b < max(1, len(sources)))
            col["picture"].set_caption(source_label(sources[b]) if b < len(sources) else "")
        self._describe_all()

    def set_encoder_note(self, text: str) -> None:
        """A line about the image model ("" hides it), e.g. that it gives features only."""
        self.encoder_note.setText(text)
        self.encoder_note.setVisible(bool(text))

    def set_placeholder(self, text: str) -> None:
        for col in self.columns:
            for key in ROWS:
                if col[key].image() is None:
                    col[key].set_placeholder(text)

    def show_maps(self, maps: FeatureMaps) -> None:
        self.maps, self.similarity = maps, None
        self.show_sources(maps.sources)
        for b, col in enumerate(self.columns[: len(maps.pictures)]):
            col["picture"].set_image(maps.pictures[b])
            col["pca"].set_image(None if self.answer_hidden else upscale(maps.pca[b], maps.patch_size))
            col["similarity"].set_image(None)
            col["similarity"].set_caption("")
            col["similarity"].set_placeholder(reveal_hint() if self.answer_hidden else
                                              translate("FeaturesTab", "Click a patch of any picture"))
            if self.answer_hidden:
                col["pca"].set_placeholder(reveal_hint())
            for key in ROWS:
                col[key].set_grid(maps.grid)
            col["pca"].set_caption(translate("FeaturesTab", "%1 x %2 patches").replace(
                "%1", fmt_number(maps.grid[0])).replace("%2", fmt_number(maps.grid[1])))
        ev = ", ".join(fmt_percent(v) for v in maps.explained)
        layer = translate("FeaturesTab", "Embeddings") if maps.layer == 0 else translate(
            "FeaturesTab", "Layer %1 of %2").replace("%1", fmt_number(maps.layer)).replace("%2", fmt_number(maps.num_layers))
        bg = (translate("FeaturesTab", "Background removed: patches on the side of the first component that holds the "
                        "borders are black.") if maps.background_removed else
              translate("FeaturesTab", "Background kept (the option on the left blacks it out)."))
        weights = translate("FeaturesTab", "Random-init twin of the model (seed 0, never trained). ") \
            if maps.random_init else ""
        fitted = re.search(r"fitted jointly on (\d+) patches", maps.label)  # the core's count (the foreground's, if removed)
        what = FeaturesTab.tr("PCA of patch features, first 3 components as RGB, fitted jointly on %n patch(es)", "",
                              int(fitted.group(1)) if fitted else int(maps.patches.shape[0] * maps.patches.shape[1]))
        if maps.background_removed:
            what += translate("FeaturesTab", "; background (first component) removed")
        self.caption.setText(translate("FeaturesTab", "%1%2. %3 (variance %4). %5").replace("%1", weights)
                             .replace("%2", layer).replace("%3", what).replace("%4", ev).replace("%5", bg))
        self._describe_all()

    def show_similarity(self, sim: SimilarityMaps) -> None:
        if self.maps is None:
            return
        self.similarity = sim
        maps = self.maps
        if self.answer_hidden:
            return
        for b, col in enumerate(self.columns[: len(maps.pictures)]):
            col["similarity"].set_image(sim.overlays[b])
            col["similarity"].set_caption(
                translate("FeaturesTab", "the clicked patch (white)") if b == sim.image and sim.best[b] == sim.patch
                else translate("FeaturesTab", "best match (green): patch %1, cosine %2").replace(
                    "%1", fmt_number(sim.best[b])).replace("%2", fmt_number(float(sim.similarity[b, sim.best[b]]), 2)))
            picture = maps.pictures[b].copy()
            if b == sim.image:
                outline(picture, sim.patch, maps.grid, maps.patch_size, QUERY_MARK)
            col["picture"].set_image(picture)
        self._describe_all()

    def set_answer_hidden(self, hidden: bool) -> None:
        """Hide (or show again) the PCA maps and the similarity; the pictures stay."""
        if bool(hidden) == self.answer_hidden:
            return
        self.answer_hidden = bool(hidden)
        if self.maps is not None:
            sim = self.similarity
            self.show_maps(self.maps)
            if sim is not None:
                self.show_similarity(sim)

    def clear_similarity(self) -> None:
        self.similarity = None
        if self.maps is not None:
            self.show_maps(self.maps)

    # -- what a screen reader says ----------------------------------------------------------
    def _describe_all(self) -> None:
        for b in range(MAX_IMAGES):
            for key in ROWS:
                self._describe(b, key)

    def _describe(self, b: int, key: str) -> None:
        """The canvas's accessible name (which panel of which picture) and description (its
        grid, the cursor patch, the patch picked and, on the similarity panel, the best match)."""
        panel = self.columns[b][key]
        canvas = panel.canvas
        picture = self.columns[b]["picture"].caption() or translate("FeaturesTab", "picture %1").replace(
            "%1", fmt_number(b + 1))
        canvas.setAccessibleName(translate("FeaturesTab", "%1, %2").replace("%1", panel.title()).replace("%2", picture))
        maps = self.maps
        if maps is None or b >= len(maps.pictures) or canvas.array is None:
            canvas.setAccessibleDescription(canvas.placeholder)
            return
        rows, cols = maps.grid
        parts = [translate("FeaturesTab", "%1 by %2 patches.").replace("%1", fmt_number(rows)).replace(
            "%2", fmt_number(cols))]
        cell = self.cursors[b][key].cell
        if cell is not None:
            parts.append(translate("FeaturesTab", "Cursor on patch %1 (row %2, column %3); Enter picks it.")
                         .replace("%1", fmt_number(cell[0] * cols + cell[1])).replace("%2", fmt_number(cell[0] + 1))
                         .replace("%3", fmt_number(cell[1] + 1)))
        sim = self.similarity
        if sim is None or self.answer_hidden:
            parts.append(translate("FeaturesTab", "No patch picked."))
        else:
            if sim.image == b:
                parts.append(translate("FeaturesTab", "Picked: patch %1 (row %2, column %3) of this picture.")
                             .replace("%1", fmt_number(sim.patch)).replace("%2", fmt_number(sim.patch // cols + 1))
                             .replace("%3", fmt_number(sim.patch % cols + 1)))
            else:
                parts.append(translate("FeaturesTab", "Picked: patch %1 of picture %2.").replace(
                    "%1", fmt_number(sim.patch)).replace("%2", fmt_number(sim.image + 1)))
            best = sim.best[b]
            parts.append(translate("FeaturesTab", "Most similar patch here: %1 (row %2, column %3), cosine %4.")
                         .replace("%1", fmt_number(best)).replace("%2", fmt_number(best // cols + 1))
                         .replace("%3", fmt_number(best % cols + 1))
                         .replace("%4", fmt_number(float(sim.similarity[b, best]), 2)))
        canvas.setAccessibleDescription(" ".join(parts))

    def _on_pressed(self, b: int, row: int, col: int) -> None:
        if self.maps is None or b >= len(self.maps.pictures):
            return
        self.patch_clicked.emit(b, row * self.maps.grid[1] + col)
