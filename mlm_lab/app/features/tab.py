"""The Features tab: what the encoder learned, seen and measured.

Image view (`image`, requests in `image_requests`): the shown pictures' joint PCA colour maps
at one layer and a clicked patch's similarity over all of them. Text view (`text`, requests in
`text_requests`): a token's nearest neighbours in the reference corpus and sentence search
beside TF-IDF. Probe panel (`probe`, requests in `probe_requests`): accuracy per layer against
a random-init twin, shown from a result shipped for exactly these weights or measured live;
the "probe" view shows that panel alone. `random_init` draws the image view for a seed-0
random-init twin of the image model. A lesson's reveal hides the PCA maps, the similarity
and the probe plot (`set_answer_hidden`) until the presenter reveals them.

The state is a `FeaturesState` (mlm_lab/lab); field events ask for work. Quick work (maps,
similarity, neighbours, search) goes to one inference worker, slow work (the corpus index,
probes) to another, both newest-request-wins, so the GUI thread never waits (`work.FeatureWork`,
shared by the three request parts, which the tab composes and gives what they need). The models
are the window's (`models`): `on_models_loaded` is connected to the window's model loader. Work starts only
while the tab is on screen; `is_busy` is True until what it shows answers the state.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from mlm_lab.app import dialogs
from mlm_lab.app.binding import StateBinding
from mlm_lab.app.features.boxes import ColumnScroll, VerticalScroll
from mlm_lab.app.features.controls import FeaturesControls
from mlm_lab.app.features.image import FeatureImageView, maps_status
from mlm_lab.app.features.image_requests import ImageRequests
from mlm_lab.app.features.probe import ProbePanel
from mlm_lab.app.features.probe_requests import PROBE_KIND, ProbeRequests
from mlm_lab.app.features.text import FeatureTextView
from mlm_lab.app.features.text_requests import TextRequests
from mlm_lab.app.features.work import FeatureModels, FeatureWork
from mlm_lab.app.i18n import fmt_number
from mlm_lab.app.image.controls import source_label
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.style import pane_stylesheet, presentation_scale
from mlm_lab.lab.features import MAX_IMAGES, VIEWS, FeaturesState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

CONTROL_NAMES = FeaturesState.CONTROLS
NARROWEST = 200  # px: the controls column's least width (it shrinks to its widest control, not below this)  # declared with the state (mlm_lab/lab/features.py)


class FeaturesTab(QWidget):
    """Implements `LabTab`; see the module docstring."""

    key = "features"
    model_kind = None  # uses both of the window's models
    control_names = CONTROL_NAMES
    status_message = Signal(str)
    error_message = Signal(str)
    updated = Signal(str)  # "maps" | "similarity" | "neighbours" | "search" | "index" | "probe": now on screen
    _index_progress = Signal(int, int)  # from the background worker's thread (queued to this one)
    _probe_progress = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, *, state: FeaturesState | None = None,
                 corpus: Sequence[str] | None = None, cache_dir: str | os.PathLike | None = None):
        """`corpus`: the sentences to index (default: the shipped reference corpus);
        `cache_dir`: where indexes are kept (default: the user cache, `MLM_LAB_CACHE`)."""
        super().__init__(parent)
        self._state = state if state is not None else FeaturesState()
        self.models = FeatureModels()
        self.work = FeatureWork(quick=InferenceWorker(self, name="mlm-lab features", torch_threads=1),
                                background=InferenceWorker(self, name="mlm-lab features background", torch_threads=1))
        for w in (self.work.quick, self.work.background):
            w.finished.connect(self._on_finished)
            w.failed.connect(self._on_failed)
        self._probe_progress.connect(lambda done, total: self.probe.set_progress(done, total))
        self._answer_hidden = False
        self._hidden: list[str] = []
        self._reverting = False
        self._presenting = False
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self.image_requests = ImageRequests(self._state, self.image_view, self.models, self.work)
        self.text_requests = TextRequests(self._state, self.text_view, self.models, self.work, corpus=corpus,
                                          cache_dir=cache_dir, status=self.status_message.emit,
                                          progress=self._index_progress.emit)
        self.probe_requests = ProbeRequests(self._state, self.probe, self.models, self.work,
                                            error=self.error_message.emit, progress=self._probe_progress.emit)
        self._index_progress.connect(self.text_requests.show_progress)
        self.probe.run_requested.connect(self.run_probe)
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self.binding = StateBinding(self._state, self._on_state_changed)
        self.ui.show_state()
        self.probe.show_task(self._state.probe)
        if self._state.probe is not None:
            self.work.stale.add("probe")
        self._show_view()

    def _build(self) -> None:
        self.controls = QWidget()
        col = QVBoxLayout(self.controls)
        col.setContentsMargins(6, 6, 6, 6)
        self.controls_scroll = ColumnScroll(self.controls)
        self.controls_scroll.setMinimumWidth(NARROWEST)
        self.controls_scroll.setMaximumWidth(420)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.controls_scroll)
        self.ui = FeaturesControls(self._state, col, on_open=self.open_dialog, on_add_sample=self.add_source,
                                   on_remove=self.remove_source)
        col.addStretch(1)
        self.image_view = FeatureImageView()
        self.image_view.patch_clicked.connect(lambda b, p: setattr(self._state, "patch", [b, p]))
        self.text_view = FeatureTextView()
        self.text_view.token_clicked.connect(lambda i: setattr(self._state, "token", i))
        self.text_view.search_requested.connect(lambda q: self._search_now(q))
        self.stack = QStackedWidget()
        self.stack.addWidget(self.image_view)
        self.text_scroll = VerticalScroll(self.text_view)  # its lists and notes scroll where the height is short
        self.stack.addWidget(self.text_scroll)
        self.probe = ProbePanel()
        self.reveal_label = QLabel(f"<b>{reveal_hint()}</b>")
        self.reveal_label.setObjectName("metrics")
        self.reveal_label.hide()
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.reveal_label)
        split = self.splitter = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.stack)
        split.addWidget(self.probe)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([700, 220])
        rl.addWidget(split, 1)
        row.addWidget(right, 1)
        self._named = {"view": [self.ui.view_box], "layer": [self.ui.layer_label, self.ui.layer_spin],
                       "pictures": [self.ui.pictures_box], "background": [self.ui.background_row],
                       "random_init": [self.ui.random_row],
                       "sentence": [self.ui.sentence_box], "search": [self.text_view.query_edit.parentWidget()],
                       "probe": [self.probe], "controls": [self.controls_scroll]}

    # -- the state ----------------------------------------------------------------------------
    @property
    def state(self) -> FeaturesState:
        return self._state

    def apply_state(self, state: FeaturesState, prepared: Any = None) -> None:
        self.binding.assign(state)

    # -- the pictures shown -------------------------------------------------------------------
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

    def run_probe(self, kind: str, task: str) -> None:
        """The Run button: measure `task` on every layer of the `kind` model now (ProbeRequests.run)."""
        self.probe_requests.run(kind, task)

    def open_dialog(self) -> None:
        path, _ = dialogs.open_file(
            self, translate("FeaturesTab", "Add an image"), "",
            translate("FeaturesTab", "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)"))
        if path:
            self.add_source(str(Path(path)))

    def _on_state_changed(self, names: set[str]) -> None:
        self.ui.show_state()
        if "view" in names:
            self._show_view()
        if self._reverting:
            return
        if "probe" in names:
            self.probe.show_task(self._state.probe)
            self.work.stale.add("probe")
        if names & {"sources", "layer", "remove_background", "random_init"}:
            self.work.stale.add("maps")
        elif "patch" in names:
            self.work.stale.add("similarity")
        if names & {"sentence", "layer"}:
            self.text_requests.show_tokens()
        elif "token" in names:
            self.text_view.select_token(self._state.token)
        if "layer" in names:
            self.work.stale.add("index")
        if names & {"sentence", "token", "layer"}:
            self.work.stale.add("neighbours")
        if names & {"query", "layer"}:
            self.work.stale.add("search")
        self._refresh()

    def _show_view(self) -> None:
        alone = self._state.view == "probe"  # the probe panel on its own
        self.stack.setVisible(not alone)
        if not alone:
            self.stack.setCurrentIndex(VIEWS.index(self._state.view))
        self.ui.show_view(self._hidden)
        self._show_depth()
        QTimer.singleShot(0, self, self._fit_controls)  # the column fits the controls of this view
        self.text_view.query_edit.setText(self._state.query)
        self._refresh()

    def _show_depth(self) -> None:
        """The layer box offers the layers of the model the view in front shows."""
        model = self.models.text.model if self._state.view == "text" and self.models.text is not None else \
            self.models.image if self._state.view == "image" else None
        self.ui.set_depth(getattr(getattr(model, "config", None), "num_layers", None))

    # -- models -------------------------------------------------------------------------------
    def on_models_loaded(self, request, models, problems) -> None:
        """The window's model loader answered: use the text and image models it loaded."""
        for loaded in models:
            if loaded.kind == "text":
                self.set_text_model(loaded.model, loaded.label)
            elif loaded.kind == "image":
                self.set_image_model(loaded.model, loaded.label)
        from mlm_lab.app.features.image import loading_text

        if self.image_view.caption.text() == loading_text() and not any(m.kind == "image" for m in models):
            self.image_view.caption.setText(  # the load failed (the window says why)
                translate("FeaturesTab", "The new image model could not be loaded; the features shown are the "
                          "previous model's.") if self.models.image is not None else
                translate("FeaturesTab", "No image model is loaded: choose one in the toolbar."))

    def set_image_model(self, model, name: str = "") -> None:
        from mlm_lab.app.features.image import loading_text, waiting_text

        features_only = getattr(getattr(model, "config", None), "kind", "") == "image_encoder"  # ViT, DINOv2
        self.models.image, self.models.names["image"] = model, name
        self.image_view.set_encoder_note(
            translate("FeaturesTab", "%1 gives features only (no pixel decoder): the maps, the similarity and the "
                      "probe below are its own; the Image tab cannot reconstruct with it.").replace("%1", name)
            if features_only else "")
        if self.image_view.caption.text() in (loading_text(), waiting_text()):
            self.image_view.caption.setText(
                translate("FeaturesTab", "Image model %1: its features are computed when this view is in front.")
                .replace("%1", name or translate("FeaturesTab", "loaded")))
        self._show_depth()
        self.work.stale.add("maps")
        if self._state.probe is not None and PROBE_KIND[self._state.probe] == "image":
            self.work.stale.add("probe")
        self._refresh()

    def models_loading(self, kinds) -> None:
        """The window started loading models of `kinds`: say so where they will show, and take
        away what the models being replaced answered (it no longer says what is loaded)."""
        from mlm_lab.app.features.image import loading_text

        if "image" in kinds:
            self.image_view.caption.setText(loading_text())
        if "text" in kinds:
            self.text_view.show_index_ready(translate("FeaturesTab", "Loading the text model… the corpus index is "
                                                                     "built for it next."))
            self.text_view.clear_neighbours()
            self.text_view.clear_hits()

    def set_text_model(self, model, name: str = "") -> None:
        self.models.text, self.models.names["text"] = model, name
        self._show_depth()
        self.text_requests.index = None
        self.work.stale |= {"index", "neighbours", "search"}
        waiting = translate("FeaturesTab", "The corpus index is being built for this model; the results follow.")
        self.text_view.clear_neighbours(waiting)  # the previous model's answers are not this one's
        self.text_view.clear_hits(waiting)
        if self._state.probe is not None and PROBE_KIND[self._state.probe] == "text":
            self.work.stale.add("probe")
        self.text_requests.show_tokens()
        self._refresh()

    # -- requests -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Submit the work the state asks for that the view in front shows (only while on screen)."""
        if not self.isVisible():
            return
        s = self._state
        self.probe_requests.refresh()
        stale, awaiting = self.work.stale, self.work.awaiting
        if s.view == "image" and self.models.image is not None:
            if "maps" in stale:
                stale -= {"maps", "similarity"}
                self.image_requests.submit_maps()
            elif "similarity" in stale and self.image_view.maps is not None:
                stale.discard("similarity")
                self.image_requests.submit_similarity()
        if s.view == "text" and self.models.text is not None:
            text = self.text_requests
            if text.index is None or "index" in stale:
                if "index" not in awaiting or "index" in stale:
                    stale.discard("index")
                    text.submit_index()
                return
            if "neighbours" in stale:
                stale.discard("neighbours")
                text.submit_neighbours()
            if "search" in stale:
                stale.discard("search")
                text.submit_search()

    def _search_now(self, query: str) -> None:
        self._state.query = query
        self.work.stale.add("search")
        self._refresh()

    # -- answers ------------------------------------------------------------------------------
    def _on_finished(self, key: str, request_id: int, payload) -> None:
        self.work.awaiting.discard(key)
        if key == "maps":
            maps = self.image_requests.take_maps(payload)
            self.image_view.show_maps(maps)
            self.status_message.emit(maps_status(maps))
            self.work.stale.add("similarity")
        elif key == "similarity":
            self.image_view.show_similarity(payload)
        elif key == "index":
            if self.text_requests.take_index(payload):
                self.work.stale |= {"neighbours", "search"}
                self.status_message.emit(translate("FeaturesTab", "Corpus index ready: %1 tokens").replace(
                    "%1", fmt_number(len(self.text_requests.index))))
        elif key == "neighbours":
            token, neighbours = payload
            self.text_view.show_neighbours(token, neighbours)
        elif key == "search":
            self.text_view.show_hits(payload)
        elif key == "probe":
            name, result, origin = payload
            self.probe.set_running(False)
            self.probe.show_result(result, name, origin)
        self.updated.emit(key)
        self._refresh()

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        self.work.awaiting.discard(key)
        if key == "maps":
            shown = self.image_view.maps
            if shown is not None and shown.sources != self._state.sources:
                self._reverting = True  # back to what is on screen: nothing to compute
                try:
                    with self.binding.batch():
                        self._state.sources = list(shown.sources)
                        if self._state.patch is not None and self._state.patch[0] >= len(shown.sources):
                            self._state.patch = None
                finally:
                    self._reverting = False
            elif shown is None and len(self._state.sources) > 1:
                self._state.sources = self._state.sources[:1]
            self.error_message.emit(translate("FeaturesTab", "Cannot show those pictures: %1. The view is unchanged.")
                                    .replace("%1", message))
        elif key == "probe":
            self.probe.set_running(False)
            self.probe.summary.setText(translate("FeaturesTab", "The probe could not run: %1").replace("%1", message))
            self.error_message.emit(translate("FeaturesTab", "The probe could not run: %1. The plot is unchanged.")
                                    .replace("%1", message))
        elif key == "index":
            why = translate("FeaturesTab", "The corpus index could not be built: %1").replace("%1", message)
            self.text_view.show_index_ready(why)
            self.error_message.emit(why)
        else:
            self.error_message.emit(translate("FeaturesTab", "Features: %1").replace("%1", message))

    # -- the LabTab protocol ------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._refresh)

    def is_busy(self) -> bool:
        if self.work.awaiting:
            return True
        if not self.isVisible():
            return False
        if self.probe_requests.pending():
            return True
        if self._state.view == "image":
            return self.models.image is not None and bool(self.work.stale & {"maps", "similarity"})
        if self._state.view == "text":
            return self.models.text is not None and bool(self.work.stale & {"index", "neighbours", "search"})
        return False

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        self.probe.set_scale(presentation_scale() if on else 1.0)
        QTimer.singleShot(0, self, self._fit_controls)

    def _fit_controls(self) -> None:
        """The column as wide as its rows ask for, down to what its widest control needs where the
        tab is narrow (a projector at 960x540 or 1024x768), so the page never scrolls across."""
        self.controls_scroll.fit(NARROWEST, 700 if self._presenting else 420)

    def hide_controls(self, names: list[str]) -> list[str]:
        self._hidden = list(names)
        for name, widgets in self._named.items():
            for w in widgets:
                w.setVisible(name not in names)
        self.ui.show_view(self._hidden)
        QTimer.singleShot(0, self, self._fit_controls)
        return [n for n in names if n not in CONTROL_NAMES]

    def set_controls_visible(self, visible: bool) -> None:
        self.controls_scroll.setVisible(visible and "controls" not in self._hidden)

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        header = ["metric", "value"]
        rows: list[list] = []
        maps, sim = self.image_view.maps, self.image_view.similarity
        if maps is not None:
            rows += [["image_model", self.models.names["image"]], ["random_init", maps.random_init], ["layer", maps.layer],
                     ["pictures", " | ".join(source_label(s) for s in maps.sources)],
                     *[[f"pca_explained_{i}", v] for i, v in enumerate(maps.explained)]]
        if sim is not None:
            rows += [[f"best_match_picture_{b}", p] for b, p in enumerate(sim.best)]
        result = self.probe.result
        if result is not None:
            for key in ("model_acc", "random_init_acc"):
                rows += [[f"probe_{result['task']}_{key}_layer_{k}", v] for k, v in zip(result["layers"], result[key],
                                                                                          strict=True)]
            rows += [[f"probe_{result['task']}_{k}", result[k]] for k in ("majority_acc", "pixels_acc") if k in result]
        return header, rows

    def metrics_empty_reason(self) -> str:
        return "" if self.metrics_rows()[1] else translate("FeaturesTab", "Nothing measured yet: wait for the maps or "
                                                                         "run a probe.")

    def resample(self) -> None:
        """Nothing is drawn at random here."""

    def active_slider(self):
        return None

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson's reveal: the PCA maps, the similarity and the probe plot stay hidden behind
        REVEAL_HINT until revealed (the pictures and the controls stay)."""
        self._answer_hidden = bool(hidden)
        self.reveal_label.setVisible(self._answer_hidden)
        self.image_view.set_answer_hidden(self._answer_hidden)
        self.probe.set_answer_hidden(self._answer_hidden)

    def shutdown(self) -> None:
        self.work.quick.shutdown()
        self.work.background.shutdown(timeout_ms=2000)
