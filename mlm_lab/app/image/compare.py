"""The Image tab's second pane: the same picture and mask rebuilt by a second model (its random-init
twin, the bundled model, a training run, a model folder), or by the same model at another mask
ratio, with the differences named over both panes ("PSNR 17.9 vs 11.0 dB; SSIM 0.412 vs 0.120; the
left rebuilds 101 of 108 hidden patches better").

The choice is the tab's `state.compare` (mlm_lab/lab/compare.py). With the ratio left at "same"
the right side draws the left's mask (same strategy, ratio and seed; a painted mask as painted),
so on the same patch grid both sides hide exactly the same patches; another ratio draws with the
same seed (a painted mask becomes a random one at that ratio). The reconstruction runs in this
pane's worker thread, newest request wins.
"""

from __future__ import annotations

import html

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from mlm_lab.app.compare_chooser import CompareChoice, CompareChooser, CompareModels, SplitHolder, model_label
from mlm_lab.app.core_messages import core_text
from mlm_lab.app.i18n import fmt_number, fmt_percent
from mlm_lab.app.image.panels import (
    MIN_CANVAS,
    ModelInput,
    error_heatmap,
    format_value,
    hidden_caption,
    result_rows,
    run_reconstruction,
)
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.widgets import ImagePanel
from mlm_lab.lab.compare import BUNDLED, SAME, TWIN

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class ImageComparePane(QWidget):
    """The right side of the Image tab's split; `tab` is the ImageTab (read, except `state.compare`)."""

    def __init__(self, tab, parent: QWidget | None = None):
        super().__init__(parent)
        self.tab = tab
        self.model = None  # the right side's MaskedAutoencoder, once known
        self.result = None  # its ImageResult for the current request
        self.differences = None  # compare.ImageDifferences
        self._model_input = ModelInput()
        self._answer_hidden = False
        self.picked = CompareChoice(self, "ratio")  # the choice: chooser, toggle, a failed model put back
        self._awaiting = False
        self._closed = False
        self.worker = InferenceWorker(self, name="mlm-lab image compare", torch_threads=1)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self.models = CompareModels("image", self.worker, self.request, self.picked.model_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.chooser = CompareChooser("image", "ratio", 95, self.picked.choose_model, self.picked.choose_rate,
                                      lambda: getattr(self.window(), "runs_dir", None))
        layout.addWidget(self.chooser)
        self.model_label = QLabel("")
        self.model_label.setWordWrap(True)
        layout.addWidget(self.model_label)
        grid = QGridLayout()
        grid.setSpacing(8)
        self.masked_panel = ImagePanel(translate("ImageTab", "Masked (right)"), tooltip=translate("ImageTab", "The patches the right side hides"))
        self.pasted_panel = ImagePanel(translate("ImageTab", "Reconstruction + visible (right)"),
                                       tooltip=translate("ImageTab", "The right model's hidden patches pasted into the visible ones"))
        self.error_panel = ImagePanel(translate("ImageTab", "Error per hidden patch (right)"),
                                      tooltip=translate("ImageTab", "Mean squared error of each hidden patch on the right"))
        self.metrics_label = QLabel("")
        self.metrics_label.setObjectName("metrics")
        self.metrics_label.setWordWrap(True)
        self.metrics_label.setTextFormat(Qt.TextFormat.RichText)
        self.metrics_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for panel in (self.masked_panel, self.pasted_panel, self.error_panel):
            panel.canvas.setMinimumSize(MIN_CANVAS, MIN_CANVAS)  # as small as the left's (a narrow room)
        for i, widget in enumerate((self.masked_panel, self.pasted_panel, self.error_panel, self.metrics_label)):
            grid.addWidget(widget, i // 2, i % 2)
        for i in range(2):
            grid.setColumnStretch(i, 1)
            grid.setRowStretch(i, 1)
        layout.addLayout(grid, 1)
        self.holder = SplitHolder(tab.panels, self, self.picked.set_on, right_share=0.42)  # five panels on the left, three
        self.hide()
        tab.state.events.compare.connect(self.picked.changed)
        self.picked.show()

    # -- the choice -----------------------------------------------------------------------
    @property
    def choice(self):
        return self.tab.state.compare

    # -- requests -------------------------------------------------------------------------
    def request(self) -> None:
        if not self._closed:
            self._timer.start()

    def refresh(self) -> None:
        self.picked.show()
        c, tab = self.choice, self.tab
        if not c.on or self._closed:
            self.worker.cancel("reconstruct")
            self._awaiting = False
            return
        model = self.models.get(c.model, tab.model())
        rgb = tab._source_rgb
        if model is None or rgb is None:
            self.model = None if model is None else model
            self.model_label.setText(translate("ImageTab", "Preparing {model}…").format(model=model_label(c.model))
                                     if tab.model() is not None else translate("ImageTab", "Waiting for the tab's model…"))
            self._awaiting = False
            return
        self.model = model
        self.picked.good_model = c.model
        cfg = model.config
        self.model_label.setText(translate("ImageTab", "Right: <b>{model}</b> ({size} px, {rows}×{cols} patches)").format(
            model=html.escape(self._name()), size=cfg.image_size, rows=cfg.grid[0], cols=cfg.grid[1]))
        s = tab.state
        strategy, ratio, manual = s.strategy, s.ratio if c.ratio is None else c.ratio, None
        if strategy == "paint":
            painted = tab.painter.mask()
            if c.ratio is None and painted is not None and tuple(painted.shape) == tuple(cfg.grid):
                manual = painted
            else:  # another rate, or another grid: a random mask at that share
                strategy = "random"
                if c.ratio is None and painted is not None:
                    ratio = min(float(np.mean(painted)), 0.95)
        args = (model, rgb, tab.shown_source(), strategy, ratio, s.seed, manual, self._model_input)
        self._awaiting = True
        self.worker.submit("reconstruct", lambda: run_reconstruction(*args))

    def _name(self) -> str:
        c, left = self.choice, self.tab._model_name or translate("ImageTab", "the model")
        if c.model == SAME:
            if c.ratio is None:
                return translate("ImageTab", "{model} (same model)").format(model=left)
            return translate("ImageTab", "{model} (same model, ratio {ratio})").format(model=left,
                                                                                     ratio=fmt_percent(c.ratio))
        if c.model == TWIN:
            return translate("ImageTab", "random-init twin of {model}").format(model=left)
        return translate("ImageTab", "bundled mae-tiny") if c.model == BUNDLED else model_label(c.model)

    # -- answers --------------------------------------------------------------------------
    def _on_result(self, key: str, request_id: int, payload) -> None:
        if self._closed or self.models.on_result(key, payload):
            return
        if key != "reconstruct":
            return
        if self._timer.isActive():  # a newer request is about to go
            return
        self._awaiting = False
        self.result = payload
        self._show()

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self._closed or self.models.on_failure(key, message):
            return
        self._awaiting = False
        self.tab.error_message.emit(translate("ImageTab", "The right side's reconstruction failed: {error}").format(
            error=message))

    def _show(self) -> None:
        r = self.result
        if r is None:
            return
        rec = r.reconstruction
        grid = rec.mask.shape
        self.masked_panel.set_image(rec.masked)
        self.masked_panel.set_grid(grid, None)
        self.masked_panel.set_caption(hidden_caption(r))
        if self._answer_hidden:
            for panel in (self.pasted_panel, self.error_panel):
                panel.set_image(None)
                panel.set_placeholder(reveal_hint())
                panel.set_caption("")
            self.metrics_label.setText(f"<b>{reveal_hint()}</b>")
        else:
            self.pasted_panel.set_image(rec.pasted)
            heat, top = error_heatmap(rec.patch_error, rec.mask, rec.patch_size)
            self.error_panel.set_image(heat)
            self.error_panel.set_caption(translate("ImageTab", "dark 0 → bright {top} MSE").format(top=fmt_number(top, 4))
                                         if r.hidden else translate("ImageTab", "nothing hidden"))
            self.metrics_label.setText(
                translate("ImageTab", "<b>Right, over its hidden patches</b><br>PSNR <b>{psnr}</b><br>SSIM <b>{ssim}</b>"
                          "<br>model loss {loss}").format(psnr=format_value(r.psnr, " dB", 1),
                                                          ssim=format_value(r.ssim, "", 3),
                                                          loss=format_value(rec.loss, "", 4)) if r.hidden
                else translate("ImageTab", "<b>Nothing is hidden on the right</b>"))
        self.left_changed()

    def left_changed(self) -> None:
        """The left's answer (or the right's) arrived: name the differences."""
        from mlm_lab.compare import compare_image

        say = self.holder.set_differences
        left, right = self.tab.result, self.result
        if not self.choice.on:
            return
        if self._answer_hidden:
            say(translate("ImageTab", "<b>Side by side:</b> {hint}").format(hint=reveal_hint()))
        elif left is None or right is None or self._awaiting or "reconstruct" in self.tab._awaiting:
            say(translate("ImageTab", "<b>Side by side:</b> comparing…"))
        else:
            self.differences = compare_image(left, right)
            say(translate("ImageTab", "<b>Left vs right:</b> {summary}").format(
                summary=html.escape(core_text(self.differences.summary()))))

    # -- what the tab forwards ------------------------------------------------------------
    def is_busy(self) -> bool:
        if self._closed or not self.choice.on:
            return False
        return self._timer.isActive() or self._awaiting or self.models.pending() or (
            self.model is not None and self.result is None)

    def set_answer_hidden(self, hidden: bool) -> None:
        self._answer_hidden = bool(hidden)
        self._show()
        self.left_changed()

    def metrics_rows(self) -> list[list]:
        """The right side's rows for the CSV export, each metric named "right_…"."""
        if not self.choice.on or self.result is None:
            return []
        _, rows = result_rows(self.result, self._name())
        return [[f"right_{name}", value] for name, value in rows]

    def shutdown(self) -> None:
        self._closed = True
        self._timer.stop()
        self.worker.shutdown()
