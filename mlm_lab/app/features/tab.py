"""The Features tab: what the encoder learned, seen and measured.

Image view (`image`, its part `image_requests`): the shown pictures' joint PCA colour maps at one
layer and a clicked patch's similarity over all of them. Text view (`text`, its part
`text_requests`): a token's nearest neighbours in the reference corpus and sentence search beside
TF-IDF. Probe panel (`probe`, its part `probe_requests`): accuracy per layer against a random-init
twin, shown from a result shipped for exactly these weights or measured live; the "probe" view
shows that panel alone. `random_init` draws the image view for a seed-0 random-init twin of the
image model. A lesson's reveal hides the PCA maps, the similarity and the probe plot
(`set_answer_hidden`) until the presenter reveals them.

The state is a `FeaturesState` (mlm_lab/lab). What the tab shows for it (the models and their
status, the work the state asks for, the answers on screen, what keeps it busy, the metrics) is
held by a `FeaturesPresenter` (mlm_lab/lab/features_view, no Qt), which sends the work to the
tab's one job queue (`work.FeatureJobs`, public as `worker`: a quick lane and a slow one, so a
corpus index or a probe never holds up a click's answer), newest request wins; the tab renders
and routes: field events go to the presenter, the presenter's answers to the part that draws
them, each part built from the state, the presenter, the job queue and its view. The models are
the window's: `on_models_loaded` is connected to the window's model loader. Work starts only
while the tab is on screen; `is_busy` is True until what it shows answers the state.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from mlm_lab.app.features.boxes import ColumnScroll, VerticalScroll
from mlm_lab.app.features.controls import FeaturesControls
from mlm_lab.app.features.image import FeatureImageView, heat_colours, loading_text, waiting_text
from mlm_lab.app.features.image_requests import ImageRequests
from mlm_lab.app.features.probe import ProbePanel
from mlm_lab.app.features.probe_requests import ProbeRequests
from mlm_lab.app.features.text import FeatureTextView
from mlm_lab.app.features.text_requests import TextRequests
from mlm_lab.app.features.work import FeatureJobs
from mlm_lab.app.image.controls import source_label
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.style import pane_stylesheet, presentation_scale
from mlm_lab.app.qt import dialogs
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.lab.features import MAX_IMAGES, VIEWS, FeaturesState
from mlm_lab.lab.features_view.presenter import METRICS_HEADER, FeaturesPresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

CONTROL_NAMES = FeaturesState.CONTROLS  # declared with the state (mlm_lab/lab/features.py)
NARROWEST = 200  # px: the controls column's least width (it shrinks to its widest control, not below this)


class FeaturesTab(QWidget):
    """Implements `LabTab`; see the module docstring."""

    key = "features"
    model_kind = None  # uses both of the window's models
    control_names = CONTROL_NAMES
    status_message = Signal(str)
    error_message = Signal(str)
    updated = Signal(str)  # "maps" | "similarity" | "neighbours" | "search" | "index" | "probe": now on screen

    def __init__(self, parent: QWidget | None = None, *, state: FeaturesState | None = None,
                 corpus: Sequence[str] | None = None, cache_dir: str | os.PathLike | None = None):
        """`corpus`: the sentences to index (default: the shipped reference corpus);
        `cache_dir`: where indexes are kept (default: the user cache, `MLM_LAB_CACHE`)."""
        super().__init__(parent)
        self._state = state if state is not None else FeaturesState()
        self.worker = FeatureJobs(self)  # the one job queue of the tab and its parts (two lanes: work.py)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.presenter = FeaturesPresenter(self._state, self.worker, corpus=corpus, cache_dir=cache_dir,
                                           colours=heat_colours(), progress=self.worker.progress.emit)
        self.models = self.presenter.models  # the window's models, as the presenter holds them
        self._answer_hidden = False
        self._hidden: list[str] = []
        self._presenting = False
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self.binding = StateBinding(self._state, self._on_state_changed)
        p, jobs = self.presenter, self.worker
        self.image_requests = ImageRequests(self._state, p, jobs, self.image_view, batch=lambda: self.binding.batch(),
                                            status=self.status_message.emit, error=self.error_message.emit)
        self.text_requests = TextRequests(self._state, p, jobs, self.text_view, status=self.status_message.emit,
                                          error=self.error_message.emit)
        self.probe_requests = ProbeRequests(self._state, p, jobs, self.probe, error=self.error_message.emit)
        self._parts = (self.image_requests, self.text_requests, self.probe_requests)
        self.probe.run_requested.connect(self.run_probe)
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self.ui.show_state()
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
        if self.image_requests.reverting:
            return
        if "probe" in names:
            self.probe.show_task(self._state.probe)
        self.presenter.changed(names)
        if names & {"sentence", "layer"}:
            self.text_requests.show_tokens()
        elif "token" in names:
            self.text_view.select_token(self._state.token)
        self._refresh()

    def _show_view(self) -> None:
        alone = self._state.view == "probe"  # the probe panel on its own
        self.stack.setVisible(not alone)
        if not alone:
            self.stack.setCurrentIndex(VIEWS.index(self._state.view))
        self.ui.show_view(self._hidden)
        self.ui.set_depth(self.presenter.depth())  # the layer box offers the layers of the model in front
        QTimer.singleShot(0, self, self._fit_controls)  # the column fits the controls of this view
        self.text_view.query_edit.setText(self._state.query)
        self._refresh()

    # -- models -------------------------------------------------------------------------------
    def on_models_loaded(self, request, models, problems) -> None:
        """The window's model loader answered: use the text and image models it loaded."""
        for loaded in models:
            if loaded.kind == "text":
                self.set_text_model(loaded.model, loaded.label)
            elif loaded.kind == "image":
                self.set_image_model(loaded.model, loaded.label)
        if self.presenter.model_status["image"] == "loading":  # the load failed (the window says why)
            self.presenter.load_failed("image")
            self.image_view.caption.setText(
                translate("FeaturesTab", "The new image model could not be loaded; the features shown are the "
                          "previous model's.") if self.models.image is not None else
                translate("FeaturesTab", "No image model is loaded: choose one in the toolbar."))
        if self.presenter.model_status["text"] == "loading":
            self.presenter.load_failed("text")

    def set_image_model(self, model, name: str = "") -> None:
        self.presenter.set_model("image", model, name)
        self.image_view.set_encoder_note(
            translate("FeaturesTab", "%1 gives features only (no pixel decoder): the maps, the similarity and the "
                      "probe below are its own; the Image tab cannot reconstruct with it.").replace("%1", name)
            if self.presenter.image.features_only() else "")
        if self.image_view.caption.text() in (loading_text(), waiting_text()):
            self.image_view.caption.setText(
                translate("FeaturesTab", "Image model %1: its features are computed when this view is in front.")
                .replace("%1", name or translate("FeaturesTab", "loaded")))
        self.ui.set_depth(self.presenter.depth())
        self._refresh()

    def models_loading(self, kinds) -> None:
        """The window started loading models of `kinds`: say so where they will show, and take
        away what the models being replaced answered (it no longer says what is loaded)."""
        self.presenter.set_loading(kinds)
        if "image" in kinds:
            self.image_view.caption.setText(loading_text())
        if "text" in kinds:
            self.text_requests.model_loading()

    def set_text_model(self, model, name: str = "") -> None:
        self.presenter.set_model("text", model, name)
        self.ui.set_depth(self.presenter.depth())
        self.text_requests.model_set()
        self._refresh()

    # -- requests and answers -----------------------------------------------------------------
    def _refresh(self) -> None:
        """Ask for the work the state asks for that the view in front shows (only while on screen)."""
        if not self.isVisible():
            return
        for what in self.presenter.refresh():
            self._part(what).asked(what)

    def _search_now(self, query: str) -> None:
        self._state.query = query
        self.presenter.search_again()
        self._refresh()

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        """Every answer of the job queue: the presenter keeps it or drops it, the tab hands what it
        kept to the part that draws it, then asks for what is owed next."""
        taken = self.presenter.accept(key, request_id, payload)
        if taken is not None:
            self._part(taken).show(taken)
            self.updated.emit(taken)
        self._refresh()

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        taken = self.presenter.failed(key, request_id)
        if taken is not None:
            self._part(taken).failed(taken, message)

    def _part(self, what: str):
        """The part that draws `what` (a job's key, or an answer the presenter took off the screen)."""
        return next(part for part in self._parts if what in part.ASKS)

    # -- the LabTab protocol ------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._refresh)

    def is_busy(self) -> bool:
        return self.presenter.is_busy(self.isVisible())

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
        return list(METRICS_HEADER), self.presenter.metrics_rows(source_label)

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
        self.presenter.close()
        self.worker.shutdown()
