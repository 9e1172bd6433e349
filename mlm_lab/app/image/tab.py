"""The Image tab: hide patches of a photo and watch a masked autoencoder rebuild them.

The four panels of the MAE paper (original, masked, reconstruction, reconstruction with
the visible patches pasted back), a per-patch error heatmap and PSNR / SSIM over the
hidden region. The tab's state is an `ImageState` (mlm_lab/lab): the controls
(`image_controls`) write its fields and every field event asks the inference worker for a
new reconstruction; the newest request wins, so dragging the slider never queues up
stale work.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QSizePolicy, QSlider, QWidget

from mlm_lab.app import dialogs
from mlm_lab.app.binding import StateBinding
from mlm_lab.app.core_messages import core_text
from mlm_lab.app.image.compare import ImageComparePane
from mlm_lab.app.image.controls import ImageControls, source_label
from mlm_lab.app.image.explain import ImageExplainer
from mlm_lab.app.image.model_notes import busy_text, no_decoder_text, norm_pix_text
from mlm_lab.app.image.paint import MaskPainter
from mlm_lab.app.image.panels import (
    ImageResult,
    ModelInput,
    ReconstructionPanels,
    result_rows,
    run_reconstruction,
)
from mlm_lab.app.image.rounds_view import ImageRoundsView, run_rounds
from mlm_lab.app.image.token_rounds_view import run_token_rounds
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.style import pane_stylesheet
from mlm_lab.app.widgets import controls_pane, fit_scroll_width
from mlm_lab.lab.image import DEFAULT_SOURCE, ImageState
from mlm_lab.lab.resources import SAMPLES, read_source
from mlm_lab.masking.catalog import IMAGE_KEYS

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# px: the narrowest the control column gets in presentation mode (its form puts a field under its
# label where a row is too wide), so a small projector with a lesson beside the tab fits across
PRESENTING_MIN_COLUMN = 240
CONTROL_NAMES = ImageState.CONTROLS  # declared with the state (mlm_lab/lab/image.py)
__all__ = ["CONTROL_NAMES", "SAMPLES", "ImageResult", "ImageTab", "read_source", "run_reconstruction"]


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
        self._worker = worker or InferenceWorker(self, name="mlm-lab image", torch_threads=1)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._model = None
        self._model_name = ""
        self.no_decoder = ""  # why the model gives no reconstruction (a features-only encoder), else ""
        self._loaded_source = ""  # the picture whose pixels are in _source_rgb (a cache, not state)
        self._source_rgb: np.ndarray | None = None  # (H, W, 3) float32 in [0, 1]
        self._model_input = ModelInput()  # _source_rgb at the model's size (a cache the worker fills)
        self._update_timer = QTimer(self)  # state events of one event-loop turn make one request
        self._update_timer.setSingleShot(True)
        self._update_timer.setInterval(0)
        self._update_timer.timeout.connect(self._submit_update)
        self.result: ImageResult | None = None
        self._awaiting: set[str] = set()  # keys submitted whose answer has not arrived
        self._busy_said = (False, "")  # what busy_changed said last
        self._requested_source = ""  # the newest picture asked for (shown once read)
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
        self.painter = MaskPainter(self._state, self._grid, lambda: self.binding.batch(),
                                   lambda: self._on_strategy_picked("paint"))
        self.panels = ReconstructionPanels(self.painter.press, self.painter.drag)
        self.compare = ImageComparePane(self)  # side by side: takes the panels into its split
        pane.row.addWidget(self.compare.holder, 1)
        self.explainer = ImageExplainer(self)  # click a hidden patch: its influence map on the Original panel
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
        if "source" in names and self._state.source != self._loaded_source:
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
        self._model = model
        self._model_name = name
        self.no_decoder = ""
        if model is None:
            self.panels.show_nothing(translate("ImageTab", "No image model loaded"))
            return
        self.no_decoder = no_decoder_text(model)
        if self.no_decoder:
            self.result = None
            self.panels.show_nothing(self.no_decoder)
            self._answered("reconstruct")
            self.status_message.emit(self.no_decoder)
            return
        note = norm_pix_text(model)
        self.ui.norm_note.setText(note)
        self.ui.norm_note.setVisible(bool(note))
        if self._source_rgb is None and not self._requested_source:  # nothing read yet
            self.load_source(self._state.source or DEFAULT_SOURCE)
        else:
            self.request_update()

    def model(self):
        return self._model

    def set_model_loading(self, loading: bool = True) -> None:
        """Say a model is on its way (the panels keep what they show, if anything)."""
        for p in self.panels.all():
            p.set_placeholder(translate("ImageTab", "Loading the image model…") if loading else
                              ("" if self._model is not None else translate("ImageTab", "No image model loaded")))

    def set_model_error(self, message: str) -> None:
        self.set_model_loading(False)

    # -- pictures -------------------------------------------------------------------------
    def source(self) -> str:
        return self._state.source

    def shown_source(self) -> str:
        """The picture whose pixels the tab holds ("" before the first is read)."""
        return self._loaded_source

    def load_source(self, source: str) -> None:
        """Read a sample (`sample:name`) or an image file in the worker; the old picture (and the
        state's source) stay until it is read."""
        source = str(source)
        self._requested_source = source
        self.status_message.emit(translate("ImageTab", "Reading {picture}…").format(picture=source_label(source)))
        self._submit("load", lambda: (source, read_source(source)))

    def open_file(self, path: str | os.PathLike) -> None:
        self.load_source(str(Path(path)))

    def _set_picture(self, source: str, rgb: np.ndarray) -> None:
        self._loaded_source, self._source_rgb = source, rgb
        self._requested_source = ""
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
        return not self._awaiting and not self.compare.is_busy()

    def is_busy(self) -> bool:
        return bool(self._awaiting) or (self._model is not None and self.result is None and not self.no_decoder) \
            or self.compare.is_busy() \
            or self.explainer.is_busy()

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
        header, rows = result_rows(self.result, self._model_name)
        return header, rows + self.compare.metrics_rows()

    def metrics_empty_reason(self) -> str:
        return "" if self.result is not None else translate("ImageTab", "The reconstruction is not ready yet: export again "
                                                                          "in a moment.")

    def shutdown(self) -> None:
        self._update_timer.stop()
        self.compare.shutdown()
        self.explainer.shutdown()
        if self.rounds_view is not None:
            self.rounds_view.close()
        self._worker.shutdown()

    # -- requests -------------------------------------------------------------------------
    def _submit(self, key: str, fn) -> None:
        self._await(key)
        self._worker.submit(key, fn)

    def _await(self, key: str) -> None:
        self._awaiting.add(key)
        self._say_busy()

    def _answered(self, key: str) -> None:
        self._awaiting.discard(key)
        self._say_busy()

    def _say_busy(self) -> None:
        """Tell the window (busy_changed) when work goes in flight and when all of it is answered:
        the window's busy bar shows while it lasts (window/busy.py)."""
        busy, text = bool(self._awaiting), busy_text(self._awaiting)
        if (busy, text) != self._busy_said:
            self._busy_said = (busy, text)
            self.busy_changed.emit(busy, text)

    def _grid(self) -> tuple[int, int] | None:
        return None if self._model is None else tuple(self._model.config.grid)

    def request_update(self) -> None:
        """Ask for the panels of the state as it is once this event-loop turn ends: slider moves
        that arrive faster than answers are coalesced (only the newest position is computed)."""
        if self._model is None or self._source_rgb is None or self.no_decoder:
            return
        self._await("reconstruct")  # not idle from now on
        if self._state.strategy == "paint":  # paint shows at once; the panels follow
            self.panels.original_panel.set_grid(self._model.config.grid, self.painter.mask())
        self._update_timer.start()

    def _submit_update(self) -> None:
        if self._model is None or self._source_rgb is None or self.no_decoder:
            self._answered("reconstruct")
            return
        s = self._state
        manual = self.painter.mask() if s.strategy == "paint" else None
        args = (self._model, self._source_rgb, self._loaded_source, s.strategy, s.ratio, s.seed, manual,
                self._model_input)
        self._submit("reconstruct", lambda: run_reconstruction(*args))
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
        if self._model is None or self._source_rgb is None:
            self.rounds_view.show_error(translate("ImageTab", "no image model is loaded yet") if self._model is None
                                        else translate("ImageTab", "the picture is not read yet"))
            return
        args = (self._model, self._source_rgb, self._model_input)
        seed = self._state.seed
        self._submit("rounds", lambda: run_rounds(*args, ratio=ratio, rounds=rounds, order=order, seed=seed))

    def _request_token_rounds(self, ratio: float, rounds: int) -> None:
        """The same photo and mask (the tab's seed) revealed by MaskGIT's tokens, in the worker thread."""
        if self._source_rgb is None:
            return
        args = (self._source_rgb, self._model_input)
        seed = self._state.seed
        self._submit("token_rounds", lambda: run_token_rounds(*args, ratio=ratio, rounds=rounds, seed=seed))

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        if key == "reconstruct" and self._update_timer.isActive():
            return  # a newer request is about to go: this answer is stale, and the newer one awaited
        self._answered(key)
        if key == "rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_rounds(payload)
        elif key == "token_rounds":
            if self.rounds_view is not None:
                self.rounds_view.show_token_rounds(payload)
        elif key == "load":
            source, rgb = payload
            self._set_picture(source, rgb)
            self.status_message.emit(translate("ImageTab", "Image: {picture}").format(picture=source_label(source)))
            if self._state.source == source:
                self.request_update()
            else:
                self._state.source = source  # (its event asks for the reconstruction)
        elif key == "reconstruct":
            self._show(payload)

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        self._answered(key)
        if key == "load":
            self._requested_source = ""
            self._state.source = self._loaded_source or self._state.source  # back to what is still shown
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

    def _show(self, r: ImageResult) -> None:
        self.result = r
        self.panels.show_result(r, self._model_name)
        self.explainer.request()  # the patch's influence on this reconstruction
        if self._answer_hidden:
            self.panels.cover_answer()
        self.compare.left_changed()
        self.updated.emit()

    # -- control handlers -----------------------------------------------------------------
    def _on_sample_picked(self, source) -> None:
        if source and source != self._loaded_source and source != self._requested_source:
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
        from mlm_lab.app.widgets import dropped_paths

        files = dropped_paths(event.mimeData())  # a name's bytes as they are (not UTF-8: kept)
        if files:
            self.open_file(files[0])
            event.acceptProposedAction()
