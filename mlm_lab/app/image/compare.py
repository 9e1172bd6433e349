"""The Image tab's second pane: the same picture and mask rebuilt by a second model (its random-init
twin, the bundled model, a training run, a model folder), or by the same model at another mask
ratio, with the differences named over both panes ("PSNR 17.9 vs 11.0 dB; SSIM 0.412 vs 0.120; the
left rebuilds 101 of 108 hidden patches better").

The choice is the tab's `state.compare` (mlm_lab/lab/compare.py). With the ratio left at "same"
the right side draws the left's mask (same strategy, ratio and seed; a painted mask as painted),
so on the same patch grid both sides hide exactly the same patches; another ratio draws with the
same seed (a painted mask becomes a random one at that ratio). What it draws and its answer are
held by the tab presenter's `right` (mlm_lab/lab/image_view/compare.py); the reconstruction, the
twin and a model folder run in the tab's worker thread (keys "compare", "twin", "load:<folder>"),
newest request wins, and the tab hands the answers back (`show_result`, `models.on_result`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from mlm_lab.app.compare.chooser import CompareChoice, CompareChooser, CompareModels, SplitHolder, model_label
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number, fmt_percent
from mlm_lab.app.image.panels import MIN_CANVAS, ReconstructionPanels, error_heatmap, format_value, hidden_caption
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.widgets import ImagePanel
from mlm_lab.lab.compare import BUNDLED, SAME, TWIN
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.image_view.presenter import ImagePresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class ImageComparePane(QWidget):
    """The right side of the Image tab's split, built from the tab's state (read, except
    `state.compare`), its presenter (what the right side shows: `presenter.right`), its worker
    (`jobs`) and the left's panels, which the split holds beside it."""

    status_message = Signal(str)  # a line for the status bar (the tab passes it on)
    error_message = Signal(str)  # something went wrong (a model that fails): the window shows it

    def __init__(self, state: ImageState, presenter: ImagePresenter, jobs: InferenceWorker,
                 left: ReconstructionPanels, parent: QWidget | None = None):
        super().__init__(parent)
        self.state, self.presenter, self.jobs = state, presenter, jobs
        self.side = presenter.right
        self.differences = None  # compare.ImageDifferences
        self._answer_hidden = False
        self.picked = CompareChoice(self, "ratio", state=state, status=self.status_message.emit,
                                    error=self.error_message.emit)  # the choice: chooser, toggle, a failed model put back
        self.models = CompareModels("image", jobs, self.request, self.picked.model_failed)
        self.side.models_pending = self.models.pending
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
        self.holder = SplitHolder(left, self, self.picked.set_on, right_share=0.42)  # five panels on the left, three
        self.hide()
        state.events.compare.connect(self.picked.changed)
        self.picked.show()

    # -- the choice -----------------------------------------------------------------------
    @property
    def choice(self):
        return self.state.compare

    @property
    def model(self):
        """The right side's model, once known."""
        return self.side.model

    @property
    def result(self):
        """The right side's ImageResult for the current request."""
        return self.side.result

    # -- requests -------------------------------------------------------------------------
    def request(self) -> None:
        if self.side.request():
            self._timer.start()

    def refresh(self) -> None:
        self.picked.show()
        c, left_model = self.choice, self.presenter.model
        if not c.on or self.presenter.closed:
            self.side.stop()
            return
        model = self.models.get(c.model, left_model)
        if not self.side.submit(model if self.presenter.source_rgb is not None else None):
            self.side.model = model
            self.model_label.setText(translate("ImageTab", "Preparing {model}…").format(model=model_label(c.model))
                                     if left_model is not None else translate("ImageTab", "Waiting for the tab's model…"))
            return
        self.picked.good_model = c.model
        cfg = model.config
        self.model_label.setText(translate("ImageTab", "Right: <b>{model}</b> ({size} px, {rows}×{cols} patches)").format(
            model=html.escape(self.name()), size=cfg.image_size, rows=cfg.grid[0], cols=cfg.grid[1]))

    def name(self) -> str:
        """The right side's model, in words ("random-init twin of mae-tiny")."""
        c, left = self.choice, self.presenter.model_name or translate("ImageTab", "the model")
        if c.model == SAME:
            if c.ratio is None:
                return translate("ImageTab", "{model} (same model)").format(model=left)
            return translate("ImageTab", "{model} (same model, ratio {ratio})").format(model=left,
                                                                                     ratio=fmt_percent(c.ratio))
        if c.model == TWIN:
            return translate("ImageTab", "random-init twin of {model}").format(model=left)
        return translate("ImageTab", "bundled mae-tiny") if c.model == BUNDLED else model_label(c.model)

    # -- answers (the tab hands them over once the presenter kept them) --------------------
    def show_result(self) -> None:
        """The right side's reconstruction arrived (kept by `presenter.right`): draw it."""
        self._show()

    def show_failure(self, message: str) -> None:
        self.error_message.emit(translate("ImageTab", "The right side's reconstruction failed: {error}").format(
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
        left, right = self.presenter.result, self.result
        if not self.choice.on:
            return
        if self._answer_hidden:
            say(translate("ImageTab", "<b>Side by side:</b> {hint}").format(hint=reveal_hint()))
        elif not self.side.settled():
            say(translate("ImageTab", "<b>Side by side:</b> comparing…"))
        else:
            self.differences = compare_image(left, right)
            say(translate("ImageTab", "<b>Left vs right:</b> {summary}").format(
                summary=html.escape(core_text(self.differences.summary()))))

    # -- what the tab forwards ------------------------------------------------------------
    def is_busy(self) -> bool:
        return self.side.is_busy()

    def set_answer_hidden(self, hidden: bool) -> None:
        self._answer_hidden = bool(hidden)
        self._show()
        self.left_changed()

    def shutdown(self) -> None:
        """Stop asking (the tab stops the worker it shares)."""
        self._timer.stop()
