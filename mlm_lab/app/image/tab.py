"""The Image tab: hide patches of a photo and watch a masked autoencoder rebuild them.

The four panels of the MAE paper (original, masked, reconstruction, reconstruction with
the visible patches pasted back), a per-patch error heatmap and PSNR / SSIM over the
hidden region. The tab's state is an `ImageState` (mlm_lab/lab): the controls
(`image_controls`) write its fields and every field event asks for a new reconstruction.
What the tab shows for that state (the model, the picture, the reconstruction, what is in
flight) is held by an `ImagePresenter` (mlm_lab/lab/image_view, no Qt), which sends the work
to the tab's one `InferenceWorker` thread, newest request wins, so dragging the slider never
queues up stale work; the tab renders what the presenter holds and routes the worker's
answers to it and to its panes (`compare`, the second pane; `explainer`, "why this patch"),
each built from the state, the presenter and the worker.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QSizePolicy, QSlider, QWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.image.compare import ImageComparePane
from mlm_lab.app.image.controls import ImageControls, source_label
from mlm_lab.app.image.explain import ImageExplainer
from mlm_lab.app.image.model_notes import busy_text, no_decoder_text, norm_pix_text
from mlm_lab.app.image.panels import ReconstructionPanels
from mlm_lab.app.image.rounds_view import ImageRoundsView
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.looks.style import pane_stylesheet
from mlm_lab.app.looks.widgets import controls_pane, fit_scroll_width
from mlm_lab.app.qt import dialogs
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.image_view.jobs import METRICS_HEADER
from mlm_lab.lab.image_view.paint import MaskPainter
from mlm_lab.lab.image_view.presenter import ImagePresenter
from mlm_lab.lab.resources import SAMPLES, read_source
from mlm_lab.masking.catalog import IMAGE_KEYS

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# px: the narrowest the control column gets in presentation mode (its form puts a field under its
# label where a row is too wide), so a small projector with a lesson beside the tab fits across
PRESENTING_MIN_COLUMN = 240
CONTROL_NAMES = ImageState.CONTROLS  # declared with the state (mlm_lab/lab/image.py)
__all__ = ["CONTROL_NAMES", "SAMPLES", "ImageTab", "read_source"]


class ImageTab(QWidget):
    """Implements `LabTab`; see the module docstring."""

    key = "image"
    model_kind = "image"
    control_names = CONTROL_NAMES
    status_message = Signal(str)  # a line for the status bar
    error_message = Signal(str)  # something went wrong (bad image...): the window shows it
    updated = Signal()  # the panels now show the newest request
    busy_changed = Signal(bool, str)  # work in flight started / all answered, and what it is ("Reconstructing…")

    def __init__(self, parent: QWidget | None = None, *, worker: InferenceWorker | None = None,
                 state: ImageState | None = None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        self._state = state if state is not None else ImageState()
        # the one job queue of the tab and its panes (each pane's jobs under keys of its own)
        self.worker = worker or InferenceWorker(self, name="mlm-lab image", torch_threads=1)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.presenter = ImagePresenter(self._state, self.worker)
        self.no_decoder = ""  # why the model gives no reconstruction (a features-only encoder), else ""
        self._update_timer = QTimer(self)  # state events of one event-loop turn make one request
        self._update_timer.setSingleShot(True)
        self._update_timer.setInterval(0)
        self._update_timer.timeout.connect(self._submit_update)
        self._busy_said = (False, "")  # what busy_changed said last
        self._hidden_names: list[str] = []
        self._presenting = False
        self._answer_hidden = False  # a lesson step hides the reconstruction until it is revealed
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self.rounds_view: ImageRoundsView | None = None  # "Reveal in rounds…", made when first opened
        self._build()
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self.binding = StateBinding(self._state, self._on_state_changed)
        self.ui.show_state()

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        pane = controls_pane(self, minimum=290, maximum=420)
        self.controls, col, self.controls_scroll = pane.controls, pane.column, pane.scroll
        self.controls.setObjectName("controlsPanel")
        self.controls_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        ui = self.ui = ImageControls(self._state, col, on_pick_source=self._on_sample_picked,
                                     on_open=self.open_dialog, on_resample=self.resample,
                                     on_strategy=self._on_strategy_picked, on_fill=lambda: self.painter.fill(False),
                                     on_invert=lambda: self.painter.invert(), on_rounds=self.open_rounds)
        self.painter = MaskPainter(self._state, self.presenter.grid, lambda: self.binding.batch(),
                                   lambda: self._on_strategy_picked("paint"))
        self.panels = ReconstructionPanels(self.painter.press, self.painter.drag)
        p, jobs = self.presenter, self.worker
        self.compare = ImageComparePane(self._state, p, jobs, self.panels)  # side by side: takes the panels into its split
        pane.row.addWidget(self.compare.holder, 1)
        # click a hidden patch: its influence map on the Original panel, its box in the controls column
        self.explainer = ImageExplainer(self._state, p, jobs, self.panels, self.controls.layout(), self)
        for part in (self.compare, self.explainer):
            part.status_message.connect(self.status_message)
            part.error_message.connect(self.error_message)
        self._named_controls = {
            "source": [ui.source_box],
            "strategy": [ui.strategy_label, ui.strategy_combo],
            "ratio": [ui.ratio_label, ui.ratio_row],
            "seed": [ui.seed_label, ui.seed_row],
            "explanation": [ui.explanation],
            "controls": [self.controls_scroll],
            "metrics": [self.panels.metrics_label],
            "error": [self.panels.error_panel],
            "compare": [self.compare.holder.toggle, self.compare.chooser],
            "explain": [self.explainer.box],
        }

    # -- the state ------------------------------------------------------------------------
    @property
    def state(self) -> ImageState:
        return self._state

    def _on_state_changed(self, names: set[str]) -> None:
        if "explain" in names:
            self.explainer.state_changed(self.binding.applying)
            if names == {"explain"}:
                return
        if "strategy" in names:
            self.ui.show_strategy()
        if "ratio" in names:
            self.ui.show_ratio()
        if "seed" in names:
            self.ui.seed_spin.setValue(self._state.seed)
        if "source" in names and self._state.source != self.presenter.loaded_source:
            self.load_source(self._state.source)  # the panels follow once it is read
        else:
            self.request_update()

    def apply_state(self, state: ImageState, prepared: Any = None) -> None:
        """Make `state` (checked) the tab's state, in one update. `prepared` (lab.resources.Resolved)
        carries the picture already decoded, so nothing is read again."""
        rgb = getattr(prepared, "image_rgb", None)
        if rgb is not None and getattr(prepared, "image_source", None) == state.source:
            self._set_picture(state.source, rgb)
        self.binding.assign(state)

    def get_state(self) -> dict:
        return self._state.to_dict()

    def set_state(self, data: dict) -> None:
        """Apply a state from get_state() (a .mlmlab file's image part); raises ValueError
        (LabStateError) naming the field and changes nothing when it is bad."""
        self.apply_state(ImageState.from_dict(data))

    # -- models ---------------------------------------------------------------------------
    def set_model(self, model, name: str = "") -> None:
        """Use `model` (a MaskedAutoencoder) from now on; None shows a placeholder."""
        then = self.presenter.set_model(model, name)
        self.no_decoder = ""
        if then == "none":
            self.panels.show_nothing(translate("ImageTab", "No image model loaded"))
            return
        if then == "no_decoder":
            self.no_decoder = no_decoder_text(model)
            self.panels.show_nothing(self.no_decoder)
            self._say_busy()
            self.status_message.emit(self.no_decoder)
            return
        note = norm_pix_text(model)
        self.ui.norm_note.setText(note)
        self.ui.norm_note.setVisible(bool(note))
        if then == "load":
            self.load_source(self.presenter.source_to_load())
        else:
            self.request_update()

    def model(self):
        return self.presenter.model

    @property
    def result(self):
        """The reconstruction on screen (lab.image_view.jobs.ImageResult), None before the first."""
        return self.presenter.result

    def set_model_loading(self, loading: bool = True) -> None:
        """Say a model is on its way (the panels keep what they show, if anything)."""
        for p in self.panels.all():
            p.set_placeholder(translate("ImageTab", "Loading the image model…") if loading else
                              ("" if self.presenter.model is not None else translate("ImageTab", "No image model loaded")))
        if loading:
            self.presenter.set_loading()

    def set_model_error(self, message: str) -> None:
        self.presenter.set_error(message)
        self.set_model_loading(False)

    # -- pictures -------------------------------------------------------------------------
    def source(self) -> str:
        return self._state.source

    def shown_source(self) -> str:
        """The picture whose pixels the tab holds ("" before the first is read)."""
        return self.presenter.loaded_source

    def load_source(self, source: str) -> None:
        """Read a sample (`sample:name`) or an image file in the worker; the old picture (and the
        state's source) stay until it is read."""
        source = str(source)
        self.status_message.emit(translate("ImageTab", "Reading {picture}…").format(picture=source_label(source)))
        self.presenter.load_source(source)
        self._say_busy()

    def open_file(self, path: str | os.PathLike) -> None:
        self.load_source(str(Path(path)))

    def _set_picture(self, source: str, rgb: np.ndarray) -> None:
        self.presenter.set_picture(source, rgb)
        self.ui.show_source(source)

    # -- the LabTab protocol --------------------------------------------------------------
    def resample(self) -> None:
        """Next seed: a fresh mask of the same kind."""
        self._state.seed = (self._state.seed + 1) % (2**31 - 1)

    def active_slider(self) -> QSlider:
        return self.ui.ratio_slider

    def strategy(self) -> str:
        return self._state.strategy

    def set_strategy(self, key: str) -> None:
        self._on_strategy_picked(key)

    def is_idle(self) -> bool:
        """True when every request has been answered and the answer is on screen."""
        return self.presenter.is_idle()

    def is_busy(self) -> bool:
        return self.presenter.is_busy()

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide named controls for a lesson (CONTROL_NAMES); returns the names it does not know."""
        for name, widgets in self._named_controls.items():
            for w in widgets:
                w.setVisible(name not in names)
        self._hidden_names = list(names)
        self.explainer.request()  # ("explain" hides its box and overlay)
        return [n for n in names if n not in CONTROL_NAMES]

    def set_controls_visible(self, visible: bool) -> None:
        self.controls_scroll.setVisible(visible and "controls" not in self._hidden_names)

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: the reconstruction panels and the metrics wait."""
        self._answer_hidden = bool(hidden)
        if self.result is not None:
            self._show(self.result)
        elif hidden:
            self.panels.cover_answer()
        self.compare.set_answer_hidden(hidden)

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        self.explainer.set_presentation(self._presenting)
        if self.rounds_view is not None:
            self.rounds_view.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        self._fit_controls()
        QTimer.singleShot(0, self._fit_controls)  # again once the new style sheet has been applied

    def _fit_controls(self) -> None:
        """Make the controls column as wide as its widest row needs (fonts change in presentation)."""
        self.panels.fit_titles()
        fit_scroll_width(self.controls_scroll, self.controls, minimum=PRESENTING_MIN_COLUMN if self._presenting else 290,
                         maximum=700 if self._presenting else 420)

    def showEvent(self, event) -> None:
        """Fit the control column again once shown: fitted while another tab was in front (the type
        refitted to a new room, presentation mode left), its rows had not been laid out in their new
        fonts, and a column left as wide as the biggest room's would squeeze the panels."""
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_controls)

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The current metrics as CSV rows: a summary, then every patch's error."""
        return list(METRICS_HEADER), self.presenter.metrics_rows(self.compare.name())

    def metrics_empty_reason(self) -> str:
        return "" if self.result is not None else translate("ImageTab", "The reconstruction is not ready yet: export again "
                                                                          "in a moment.")

    def shutdown(self) -> None:
        """Stop the tab's timers, its panes and its one worker thread (the window calls this)."""
        self._update_timer.stop()
        self.presenter.close()
        self.compare.shutdown()
        self.explainer.shutdown()
        if self.rounds_view is not None:
            self.rounds_view.close()
        self.worker.shutdown()

    # -- requests -------------------------------------------------------------------------
    def _say_busy(self) -> None:
        """Tell the window (busy_changed) when work goes in flight and when all of it is answered:
        the window's busy bar shows while it lasts (window/busy.py)."""
        awaiting = self.presenter.awaiting
        busy, text = bool(awaiting), busy_text(self.presenter.busy_key()) if awaiting else ""
        if (busy, text) != self._busy_said:
            self._busy_said = (busy, text)
            self.busy_changed.emit(busy, text)

    def request_update(self) -> None:
        """Ask for the panels of the state as it is once this event-loop turn ends: slider moves
        that arrive faster than answers are coalesced (only the newest position is computed)."""
        if not self.presenter.request():
            return
        self._say_busy()  # not idle from now on
        if self._state.strategy == "paint":  # paint shows at once; the panels follow
            self.panels.original_panel.set_grid(self.presenter.grid(), self.painter.mask())
        self._update_timer.start()

    def _submit_update(self) -> None:
        submitted = self.presenter.submit_reconstruction()
        self._say_busy()
        if submitted:
            self.compare.request()  # the second pane, when the split is on

    # -- reveal in rounds -------------------------------------------------------------------
    def open_rounds(self) -> ImageRoundsView:
        """Open the "Reveal in rounds" window (one per tab) and compute it for the picture shown."""
        if self.rounds_view is None:
            self.rounds_view = ImageRoundsView(self, on_request=self._request_rounds,
                                               on_token_request=self._request_token_rounds)
        self.rounds_view.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        self.rounds_view.show()
        self.rounds_view.raise_()
        self.rounds_view.request()
        return self.rounds_view

    def _request_rounds(self, ratio: float, rounds: int, order: str) -> None:
        """The view's settings changed: reveal the tab's picture in rounds, in the worker thread."""
        problem = self.presenter.submit_rounds(ratio, rounds, order)
        if problem:
            self.rounds_view.show_error(translate("ImageTab", "no image model is loaded yet") if problem == "no_model"
                                        else translate("ImageTab", "the picture is not read yet"))
        self._say_busy()

    def _request_token_rounds(self, ratio: float, rounds: int) -> None:
        """The same photo and mask (the tab's seed) revealed by MaskGIT's tokens, in the worker thread."""
        self.presenter.submit_token_rounds(ratio, rounds)
        self._say_busy()

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        """Every answer of the worker, the panes' too: the presenter keeps it or drops it, the tab
        routes what it kept to what draws it."""
        taken = self.presenter.accept(key, request_id, payload)
        self._say_busy()
        p = self.presenter
        if taken is None:
            return
        if taken == "reconstruct":
            self._show(p.result)
        elif taken == "load":
            source = p.loaded_source
            self.ui.show_source(source)
            self.status_message.emit(translate("ImageTab", "Image: {picture}").format(picture=source_label(source)))
            if self._state.source == source:
                self.request_update()
            else:
                self._state.source = source  # (its event asks for the reconstruction)
        elif taken == "rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_rounds(p.rounds)
        elif taken == "token_rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_token_rounds(p.token_rounds)
        elif taken == "explain":
            self.explainer.show_result()
        elif taken == "compare":
            self.compare.show_result()
        else:  # a model for the second pane (its twin, a folder)
            self.compare.models.on_result(key, payload)

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        taken = self.presenter.failed(key, request_id)
        self._say_busy()
        if taken is None:
            return
        if key == "explain":
            self.explainer.show_failure(message)
        elif key == "compare":
            self.compare.show_failure(message)
        elif self.compare.models.on_failure(key, message):  # a model for the second pane
            return
        elif key == "load":
            self._state.source = self.presenter.loaded_source or self._state.source  # back to what is still shown
            self.ui.show_source(self._state.source)
            self.error_message.emit(translate("ImageTab", "Cannot use that image: {error}. The previous image stays.")
                                    .format(error=core_text(message)))
        elif key == "rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_error(message)
        elif key == "token_rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_token_error(core_text(message))
        else:
            self.error_message.emit(translate("ImageTab", "Reconstruction failed: {error}").format(error=core_text(message)))

    def _show(self, r) -> None:
        self.panels.show_result(r, self.presenter.model_name)
        self.explainer.request()  # the patch's influence on this reconstruction
        if self._answer_hidden:
            self.panels.cover_answer()
        self.compare.left_changed()
        self.updated.emit()

    # -- control handlers -----------------------------------------------------------------
    def _on_sample_picked(self, source) -> None:
        if self.presenter.wants_source(source):
            self.load_source(source)

    def open_dialog(self) -> None:
        path, _ = dialogs.open_file(
            self, translate("ImageTab", "Open an image"), "",
            translate("ImageTab", "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)"))
        if path:
            self.open_file(path)

    def _on_strategy_picked(self, key: str) -> None:
        s = self._state
        if key not in IMAGE_KEYS or key == s.strategy:
            return
        with self.binding.batch():
            if key == "paint" and self.result is not None:  # start painting from the mask on screen
                s.manual_mask = self.result.reconstruction.mask.astype(int).tolist()
            s.strategy = key

    # -- drag and drop --------------------------------------------------------------------
    def dragEnterEvent(self, event) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        from mlm_lab.app.looks.widgets import dropped_paths

        files = dropped_paths(event.mimeData())  # a name's bytes as they are (not UTF-8: kept)
        if files:
            self.open_file(files[0])
            event.acceptProposedAction()
