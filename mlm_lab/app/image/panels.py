"""The Image tab's panels (original with its patch grid, masked, reconstruction, reconstruction
with the visible patches pasted back, error per hidden patch) and the metrics beside them. What
they show (an `ImageResult`) is made by the worker-thread job of mlm_lab/lab/image_view/jobs.py."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.accessibility import describe
from mlm_lab.app.looks.style import FOCUS_COLOUR
from mlm_lab.app.looks.widgets import ImagePanel
from mlm_lab.lab.image_view.jobs import ImageResult
from mlm_lab.masking.catalog import keys

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
ImageTab = Context("ImageTab")  # ImageTab.tr(text, "", n): a text with a plural (%n)


RATIO_STRATEGIES = keys("image", uses_slider=True)  # the ones the ratio slider sets
# px: the smallest a panel's picture gets. Three across must fit beside the control column on a
# 1024x768 projector (or a 1920x1080 screen at 200 %) with a lesson's narration beside the tab;
# there the pictures are still larger than the bundled model's 96 px input.
MIN_CANVAS = 72


def hidden_caption(r: ImageResult) -> str:
    """ "9 of 64 patches hidden (14 %)"; where the grid cannot hide exactly the slider's share,
    the caption says which share it asked for, so the slider's 15 % and the caption's 14 %
    never read as two answers for one mask."""
    share = 100.0 * r.hidden / max(1, r.total)
    asked = int(round(r.ratio * 100))
    values = {"hidden": fmt_number(r.hidden), "share": fmt_percent(share / 100), "asked": fmt_percent(asked / 100)}
    if r.strategy in RATIO_STRATEGIES and round(share) != asked:
        return ImageTab.tr("{hidden} of %n patch(es) hidden ({share}: the nearest the grid gets to {asked})", "",
                           r.total).format(**values)
    return ImageTab.tr("{hidden} of %n patch(es) hidden ({share})", "", r.total).format(**values)


@lru_cache(maxsize=1)
def _inferno() -> np.ndarray:
    """The colour map, (256, 3) float32 in [0, 1] (made once: reading it costs more than the heatmap)."""
    import pyqtgraph as pg

    return pg.colormap.get("inferno").getLookupTable(0.0, 1.0, 256, alpha=False).astype(np.float32) / 255.0


def error_heatmap(patch_error: np.ndarray, hidden: np.ndarray, patch_size: int) -> tuple[np.ndarray, float]:
    """Per-patch error of the hidden patches as an inferno-coloured image; visible patches light grey."""
    lut = _inferno()
    top = float(patch_error[hidden].max()) if hidden.any() else 0.0
    scaled = np.zeros_like(patch_error) if top <= 0 else np.clip(patch_error / top, 0.0, 1.0)
    rgb = lut[(scaled * 255).astype(np.int64)]  # [rows, cols, 3]
    rgb[~hidden] = (0.80, 0.80, 0.80)  # visible: light grey, not scored
    return np.kron(rgb, np.ones((patch_size, patch_size, 1), dtype=np.float32)), top


def size_caption(side: int, grid) -> str:
    """ "96 px · 12×12 patches": the model's input size and its patch grid."""
    return translate("ImageTab", "{size} px · {rows}×{cols} patches").format(size=side, rows=grid[0], cols=grid[1])


def format_value(value: float, unit: str = "", digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if math.isinf(value):
        return "∞"
    return f"{fmt_number(value, digits)}{unit}"  # the locale's decimal sign


class PatchKeys(QObject):
    """The keyboard on a patch canvas: the canvas takes the focus (Tab), the arrow keys move a
    framed patch cursor (Home/End: the row's ends), Enter or Space presses that patch as a click
    does. The cursor is drawn by a small frame over the canvas while it has the focus, and the
    canvas's accessible name says where it is ("Original, patch row 3, column 5, hidden")."""

    def __init__(self, canvas: QWidget, name: str):
        super().__init__(canvas)
        self.canvas, self.name = canvas, name
        self.row, self.col = 0, 0
        canvas.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # not by a click: Space and the arrows stay the presenter's
        self.frame = _PatchFrame(canvas)
        self.frame.hide()
        canvas.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and event.key() in _PATCH_KEYS:
            event.accept()  # the window's single-key shortcuts (Space, Left/Right) wait while a patch is chosen
            return True
        if kind == QEvent.Type.KeyPress and event.key() in _PATCH_KEYS:
            self._key(event.key())
            return True
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.Resize, QEvent.Type.Paint):
            self._place()
        return False

    def _key(self, key) -> None:
        grid = self.canvas.grid
        if grid is None:
            return
        rows, cols = grid
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                 Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Home: (0, -cols), Qt.Key.Key_End: (0, cols)}
        if key in moves:
            dr, dc = moves[key]
            self.row = min(max(self.row + dr, 0), rows - 1)
            self.col = min(max(self.col + dc, 0), cols - 1)
        else:  # Enter, Return, Space: as a click on the patch
            self.row, self.col = min(self.row, rows - 1), min(self.col, cols - 1)
            self.canvas.patch_pressed.emit(self.row, self.col)
            self.canvas.drag_finished.emit()
        self._place()

    def _place(self) -> None:
        grid = self.canvas.grid
        if grid is None or not self.canvas.hasFocus():
            self.frame.hide()
            return
        rows, cols = grid
        self.row, self.col = min(self.row, rows - 1), min(self.col, cols - 1)
        rect = self.canvas.image_rect()
        x0 = rect.x() + self.col * rect.width() // cols
        x1 = rect.x() + (self.col + 1) * rect.width() // cols
        y0 = rect.y() + self.row * rect.height() // rows
        y1 = rect.y() + (self.row + 1) * rect.height() // rows
        geometry = QRect(x0 - 2, y0 - 2, x1 - x0 + 4, y1 - y0 + 4)
        if self.frame.geometry() != geometry:
            self.frame.setGeometry(geometry)
        if self.frame.isHidden():
            self.frame.show()
        hidden = self.canvas.hidden
        values = {"panel": self.name, "row": self.row + 1, "col": self.col + 1}
        if hidden is not None and hidden.shape == (rows, cols):
            name = (translate("ImageTab", "{panel}, patch row {row}, column {col}, hidden") if hidden[self.row, self.col]
                    else translate("ImageTab", "{panel}, patch row {row}, column {col}, visible")).format(**values)
        else:
            name = translate("ImageTab", "{panel}, patch row {row}, column {col}").format(**values)
        if self.canvas.accessibleName() != name:
            self.canvas.setAccessibleName(name)


class _PatchFrame(QWidget):
    """The keyboard's patch cursor: a focus-blue frame inside a white one (seen on any picture)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        rect = self.rect().adjusted(0, 0, -1, -1)
        painter.setPen(QPen(QColor("#ffffff"), 1))
        painter.drawRect(rect)
        painter.setPen(QPen(QColor(FOCUS_COLOUR), 2))
        painter.drawRect(rect.adjusted(2, 2, -1, -1))
        painter.end()


_PATCH_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
               Qt.Key.Key_End, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class ReconstructionPanels(QWidget):
    def __init__(self, on_patch_pressed, on_patch_dragged, parent: QWidget | None = None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(8)
        self.original_panel = ImagePanel(
            translate("ImageTab", "Original"), tooltip=translate("ImageTab", "What the model sees (its input size), with the patch grid. "
            "Click or drag on it to hide patches by hand."))
        self.original_panel.canvas.interactive = True
        self.original_panel.canvas.show_hidden_tint = True
        self.original_panel.canvas.setCursor(Qt.CursorShape.CrossCursor)
        self.original_panel.canvas.patch_pressed.connect(on_patch_pressed)
        self.original_panel.canvas.patch_dragged.connect(on_patch_dragged)
        self.patch_keys = PatchKeys(self.original_panel.canvas, translate("ImageTab", "Original"))  # arrows + Enter, as a click
        self.masked_panel = ImagePanel(translate("ImageTab", "Masked"), tooltip=translate("ImageTab", "The hidden patches are grey: the encoder never sees them"))
        self.recon_panel = ImagePanel(translate("ImageTab", "Reconstruction"), tooltip=translate("ImageTab", "The decoder's prediction for every patch"))
        self.pasted_panel = ImagePanel(
            translate("ImageTab", "Reconstruction + visible"), tooltip=translate("ImageTab", "Visible patches from the original, hidden ones from the model "
            "(the MAE paper's figures)"))
        self.error_panel = ImagePanel(
            translate("ImageTab", "Error per hidden patch"), tooltip=translate("ImageTab", "Mean squared error of each hidden patch: dark is good, bright is bad; "
            "visible patches are light grey (they are not scored)"))
        for i, panel in enumerate((self.original_panel, self.masked_panel, self.recon_panel,
                                   self.pasted_panel, self.error_panel)):
            grid.addWidget(panel, i // 3, i % 3)
            panel.set_placeholder(translate("ImageTab", "Loading…"))
            panel.canvas.setMinimumSize(MIN_CANVAS, MIN_CANVAS)
            panel.setAccessibleName(panel.title())
            panel.canvas.setAccessibleName(panel.title())
        self.metrics_label = QLabel("")
        self.metrics_label.setObjectName("metrics")
        self.metrics_label.setWordWrap(True)
        self.metrics_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.metrics_label.setTextFormat(Qt.TextFormat.RichText)
        self.metrics_label.setToolTip(translate("ImageTab", "PSNR and SSIM compare the reconstruction with the original over the "
                                      "hidden patches only: the visible ones would be perfect anyway"))
        grid.addWidget(self.metrics_label, 1, 2)
        for c in range(3):
            grid.setColumnStretch(c, 1)
        for r in range(2):
            grid.setRowStretch(r, 1)

    def all(self):
        return (self.original_panel, self.masked_panel, self.recon_panel, self.pasted_panel, self.error_panel)

    def show_nothing(self, text: str) -> None:
        """Every panel empty, saying `text` (no model, or one that cannot reconstruct)."""
        for p in self.all():
            p.set_image(None)
            p.set_placeholder(text)

    def cover_answer(self) -> None:
        """A lesson step that asks the room first: the reconstruction's panels and the metrics say
        how to reveal them (the original and the masked picture stay)."""
        for panel in (self.recon_panel, self.pasted_panel, self.error_panel):
            panel.set_image(None)
            panel.set_placeholder(reveal_hint())
            panel.set_caption("")
        self.metrics_label.setText(f"<b>{reveal_hint()}</b>")

    def fit_titles(self) -> None:
        """Each panel at least as wide as the longest word of its title in the font it has now
        (presentation fonts): the titles wrap between words, never inside one, and a narrow room
        takes the width from the control column instead."""
        for panel in self.all():
            title = panel.findChild(QLabel, "panelTitle")
            if title is None:
                continue
            title.ensurePolished()
            metrics = title.fontMetrics()
            longest = max((metrics.horizontalAdvance(word) for word in title.text().split()), default=0)
            title.setMinimumWidth(max(40, longest + 4))

    def show_result(self, r: ImageResult, model_name: str) -> None:
        """The five panels, their captions and the metrics for one reconstruction."""
        rec = r.reconstruction
        grid = rec.mask.shape
        shown = self.original_panel.image()
        if shown is None or shown.shape != rec.original.shape or not np.array_equal(shown, rec.original):
            self.original_panel.set_image(rec.original)  # (a slider move changes the mask, not the picture)
        self.original_panel.set_grid(grid, rec.mask)
        self.masked_panel.set_image(rec.masked)
        self.masked_panel.set_grid(grid, None)
        self.recon_panel.set_image(rec.reconstruction)
        self.pasted_panel.set_image(rec.pasted)
        heat, top = error_heatmap(rec.patch_error, rec.mask, rec.patch_size)
        self.error_panel.set_image(heat)
        size = rec.original.shape[0]
        self.original_panel.set_caption(size_caption(size, grid))
        self.masked_panel.set_caption(hidden_caption(r))
        self.recon_panel.set_caption(translate("ImageTab", "true mean/std per patch") if rec.uses_target_stats else "")
        self.error_panel.set_caption(
            translate("ImageTab", "dark 0 → bright {top} MSE · light grey: visible").format(top=fmt_number(top, 4))
            if r.hidden else translate("ImageTab", "nothing hidden"))
        if r.hidden:
            text = translate("ImageTab", "<b>Over the hidden patches</b><br>PSNR <b>{psnr}</b><br>SSIM <b>{ssim}</b><br>"
                             "model loss {loss}").format(psnr=format_value(r.psnr, " dB", 1),
                                                         ssim=format_value(r.ssim, "", 3), loss=format_value(rec.loss, "", 4))
        else:
            text = translate("ImageTab", "<b>Nothing is hidden</b><br>move the slider or paint patches")
        if rec.uses_target_stats:
            text += "<br><i>" + translate("ImageTab", "shown with the true per-patch mean/std (norm_pix_loss)") + "</i>"
        if model_name:
            text += "<br><span style='color:#59636e'>" + translate("ImageTab", "model: %1").replace("%1", model_name) + "</span>"
        self.metrics_label.setText(text)
        self._describe(r, top)

    def _describe(self, r: ImageResult, top: float) -> None:
        """What a sighted user sees in each panel, for a screen reader (kept current with the view)."""
        rec = r.reconstruction
        rows, cols = rec.mask.shape
        share = r.hidden / max(1, r.total)
        hidden = translate("ImageTab", "{hidden} of {total} patches hidden, {share}").format(
            hidden=fmt_number(r.hidden), total=fmt_number(r.total), share=fmt_percent(share))
        psnr = (translate("ImageTab", "PSNR {psnr} over the hidden patches").format(psnr=format_value(r.psnr, " dB", 1))
                if r.hidden else translate("ImageTab", "nothing hidden"))
        size = rec.original.shape[0]
        texts = {
            self.original_panel: translate("ImageTab", "the picture, {size} pixels square, in a grid of {rows} by {cols} "
                                           "patches; {hidden}, shown darkened").format(size=size, rows=rows, cols=cols,
                                                                                       hidden=hidden),
            self.masked_panel: translate("ImageTab", "{hidden}; {psnr}").format(hidden=hidden, psnr=psnr),
            self.recon_panel: translate("ImageTab", "the model's reconstruction of every patch; {psnr}").format(psnr=psnr),
            self.pasted_panel: translate("ImageTab", "visible patches from the original, the {hidden} hidden ones from "
                                         "the model").format(hidden=fmt_number(r.hidden)),
            self.error_panel: (translate("ImageTab", "error of each hidden patch, dark for small, bright for large, up to "
                                         "{top} mean squared error; visible patches light grey").format(top=fmt_number(top, 4))
                               if r.hidden else translate("ImageTab", "nothing hidden")),
        }
        for panel, text in texts.items():
            describe(panel, text)
            describe(panel.canvas, text)

