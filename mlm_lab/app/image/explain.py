"""The Image tab's "why this reconstruction": click a hidden patch on the Masked or the
Reconstruction panel to see how much each visible patch counts for it, drawn over the
Original panel as a translucent overlay with a legend; click it again (or Esc) to clear.

Methods (mlm_lab.explain.explain_patch): occlusion (the hidden patch's error with one visible
patch also dropped, minus its error with it: signed), gradient (the size of the gradient of
its error with respect to each visible patch's pixels) and attention (the rollout from the
hidden patch's mask token in the decoder, on through the encoder). The choice is the tab's
`state.explain` (mlm_lab/lab/explain.py), replaced whole. What is asked for and what is on
screen are held by the tab presenter's `explain` (mlm_lab/lab/image_view/explain.py); the work
runs in the tab's worker thread (key "explain") on the exact picture and mask the panels show;
newest request wins, and an answer for an older reconstruction or choice is dropped.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import QLabel, QLayout, QVBoxLayout, QWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.image.controls import narrow_combo
from mlm_lab.app.image.panels import ReconstructionPanels
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.looks.explain_views import ScoreLegend, diverging, fmt_score, score_limit
from mlm_lab.app.looks.reflow import ReflowRow
from mlm_lab.app.looks.style import presentation_scale
from mlm_lab.lab.explain import PATCH_METHODS
from mlm_lab.lab.image import ImageState
from mlm_lab.lab.image_view.explain import OUTSIDE, patch_problem
from mlm_lab.lab.image_view.presenter import ImagePresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

METHOD_LABELS = {"occlusion": QT_TRANSLATE_NOOP("ImageTab", "Occlusion"), "gradient": QT_TRANSLATE_NOOP("ImageTab", "Gradient"),
                 "attention": QT_TRANSLATE_NOOP("ImageTab", "Attention rollout")}  # shown through translate("ImageTab")
MEANING = {  # English sources, marked for the catalogue; shown through translate("ImageTab", ...)
    "occlusion": QT_TRANSLATE_NOOP("ImageTab", "how much the hidden patch's error grows when this visible patch is "
                                   "also dropped (red: it helps; blue: the patch is better rebuilt without it)"),
    "gradient": QT_TRANSLATE_NOOP("ImageTab", "the size of the gradient of the hidden patch's error with respect to "
                                  "this patch's pixels"),
    "attention": QT_TRANSLATE_NOOP("ImageTab", "the share of the hidden patch's attention rollout (decoder, then "
                                   "encoder) that reaches this patch"),
}
FAILURE = {
    "occlusion": QT_TRANSLATE_NOOP("ImageTab", "Dropping one patch says nothing of patches that stand in for each "
                                   "other (both look unimportant)."),
    "gradient": QT_TRANSLATE_NOOP("ImageTab", "A gradient is local: it says what a small change would do, not what "
                                  "the patch contributes."),
    "attention": QT_TRANSLATE_NOOP("ImageTab", "Attention is not explanation (Jain & Wallace 2019): where information "
                                   "may flow, not that it is used."),
}
HINT = QT_TRANSLATE_NOOP("ImageTab", "Click a hidden patch on the Masked or Reconstruction panel: which visible patches rebuild it?")
# the overlay's opacity over the Original panel (0-255): a patch of little influence lets the picture
# show through, the most influential ones are nearly solid
MIN_ALPHA, MAX_ALPHA = 30, 230


class InfluenceOverlay(QWidget):
    """A child of the Original panel's canvas, as large as it, transparent to the mouse: each
    visible patch's influence as a translucent colour, the explained patch framed."""

    def __init__(self, canvas: QWidget):
        super().__init__(canvas)
        self.canvas = canvas
        self.influence: np.ndarray | None = None  # [rows, cols]
        self.patch: tuple[int, int] | None = None
        self.hidden: np.ndarray | None = None
        self.signed = True
        self.limit = 1.0
        self.scale = 1.0  # presentation: the explained patch's frame is thicker
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        canvas.installEventFilter(self)
        self.setGeometry(canvas.rect())
        self.hide()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.canvas and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.canvas.rect())
        return False

    def set_map(self, influence: np.ndarray | None, patch=None, hidden=None, *, signed: bool = True) -> None:
        self.influence = None if influence is None else np.asarray(influence, dtype=np.float64)
        self.patch, self.signed = (None if patch is None else tuple(patch)), signed
        self.hidden = None if hidden is None else np.asarray(hidden, dtype=bool)
        self.limit = 1.0 if self.influence is None else score_limit(self.influence)
        self.setVisible(self.influence is not None)
        self.raise_()
        self.update()

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.update()

    def frame_width(self) -> int:
        """The pen of the explained patch's frame, in pixels."""
        return max(3, round(3 * self.scale))

    def colors(self) -> np.ndarray:
        """[rows, cols, 3] the colour of every patch (visible ones carry the influence)."""
        return diverging(self.influence, self.limit)

    def strongest(self) -> tuple[int, int] | None:
        """The visible patch of the largest influence (the caption's "Most:"), or None."""
        if self.influence is None:
            return None
        hidden = self.hidden if self.hidden is not None else np.zeros(self.influence.shape, dtype=bool)
        if hidden.all():
            return None
        r, c = np.unravel_index(int(np.argmax(np.where(hidden, -np.inf, self.influence))), self.influence.shape)
        return int(r), int(c)

    def _cell(self, rect: QRect, r: int, c: int) -> QRect:
        rows, cols = self.influence.shape
        x0, x1 = rect.x() + c * rect.width() // cols, rect.x() + (c + 1) * rect.width() // cols
        y0, y1 = rect.y() + r * rect.height() // rows, rect.y() + (r + 1) * rect.height() // rows
        return QRect(x0, y0, x1 - x0, y1 - y0)

    def paintEvent(self, event) -> None:
        if self.influence is None:
            return
        painter = QPainter(self)
        rect: QRect = self.canvas.image_rect()
        rows, cols = self.influence.shape
        colors = self.colors()
        for r in range(rows):
            for c in range(cols):
                if self.hidden is not None and self.hidden[r, c]:
                    continue
                x0, x1 = rect.x() + c * rect.width() // cols, rect.x() + (c + 1) * rect.width() // cols
                y0, y1 = rect.y() + r * rect.height() // rows, rect.y() + (r + 1) * rect.height() // rows
                color = QColor.fromRgbF(*(float(v) for v in colors[r, c]))
                strength = min(1.0, abs(float(self.influence[r, c])) / self.limit)
                color.setAlpha(int(MIN_ALPHA + (MAX_ALPHA - MIN_ALPHA) * strength))
                painter.fillRect(QRect(x0, y0, x1 - x0, y1 - y0), color)
        top = self.strongest()
        if top is not None:
            # the strongest patch, framed black outside and white inside: its colour alone can match
            # the picture under it (red over an orange suit)
            cell, line = self._cell(rect, *top), max(2, round(2 * self.scale))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for inset, ink in ((line // 2, "#000000"), (line + line // 2, "#ffffff")):
                painter.setPen(QPen(QColor(ink), line))
                painter.drawRect(cell.adjusted(inset, inset, -inset - 1, -inset - 1))
        if self.patch is not None:
            painter.setPen(QPen(QColor("#ffd000"), self.frame_width()))
            painter.drawRect(self._cell(rect, *self.patch))
        painter.end()


class ImageExplainer(QObject):
    """The Image tab's explanation: clicks on its Masked / Reconstruction panels, the overlay on
    its Original panel, and a box in the column of `controls` (method, legend, what the number means).
    Built from the tab's state (read, except `state.explain`), its presenter (what is asked for and
    shown: `presenter.explain`), its worker (`jobs`) and the widgets it draws on; `scope` is the
    widget within which Esc clears (the tab)."""

    status_message = Signal(str)  # a line for the status bar (the tab passes it on)
    error_message = Signal(str)  # a lab file's choice refused: the window shows it

    def __init__(self, state: ImageState, presenter: ImagePresenter, jobs: InferenceWorker,
                 panels: ReconstructionPanels, controls: QLayout, scope: QWidget):
        super().__init__(scope)
        self.state, self.presenter, self.jobs = state, presenter, jobs
        self.part = presenter.explain
        self.scope = scope
        self._check_file = False  # a lab file's choice: refused naming the field if its patch is visible
        self.overlay = InfluenceOverlay(panels.original_panel.canvas)
        self._clickable = (panels.masked_panel.canvas, panels.recon_panel.canvas)
        for canvas in self._clickable:
            canvas.installEventFilter(self)
            canvas.setCursor(Qt.CursorShape.PointingHandCursor)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), scope)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape.activated.connect(self.clear)
        self.box = QWidget()  # in the controls column (it scrolls), so the panels keep their room
        self.box.setObjectName("explainBox")
        column = QVBoxLayout(self.box)
        column.setContentsMargins(0, 6, 0, 0)
        row = ReflowRow()  # the title above the list where the column is too narrow for both
        self.method_combo = narrow_combo()
        for m in PATCH_METHODS:
            self.method_combo.addItem(translate("ImageTab", METHOD_LABELS[m]), m)
        self.method_combo.setToolTip(translate("ImageTab", "How the influence of each visible patch on the clicked hidden patch is measured"))
        self.method_combo.activated.connect(lambda i: self._set(method=self.method_combo.itemData(i)))
        title = QLabel(translate("ImageTab", "<b>Why this patch</b>"))
        title.setToolTip(translate("ImageTab", HINT))
        row.add(title)
        row.add(self.method_combo, 1)
        column.addWidget(row)
        self.legend = ScoreLegend()
        column.addWidget(self.legend)
        self.caption = QLabel(translate("ImageTab", HINT))
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.caption)
        controls.insertWidget(max(0, controls.count() - 1), self.box)  # (the column ends with a stretch)
        self.show_choice()

    # -- the choice -----------------------------------------------------------------------
    @property
    def choice(self):
        return self.state.explain

    @property
    def result(self):
        """The PatchExplanation on screen (None: none)."""
        return self.part.result

    def _set(self, **changes) -> None:
        self.state.explain = self.choice.but(**changes)

    def _shown_reconstruction(self):
        result = self.presenter.result
        return None if result is None else result.reconstruction

    def clear(self) -> None:
        """Esc, or a second click on the same patch: no explanation."""
        if self.choice.patch is not None:
            self._set(patch=None)

    def click(self, row: int, col: int) -> bool:
        """A click on patch (row, col) of the Masked / Reconstruction panel. A visible patch changes
        nothing but says so in the status bar. True when the choice changed."""
        rec = self._shown_reconstruction()
        if rec is None:
            return False
        if not rec.mask[row, col]:
            self.status_message.emit(translate("ImageTab", "Patch ({row}, {col}) is visible: click a hidden (grey) "
                                                   "patch; the model rebuilds only those.").format(row=row, col=col))
            return False
        if self.choice.patch == [row, col]:
            self.clear()
        else:
            self._set(patch=[row, col])
        return True

    def eventFilter(self, obj, event) -> bool:
        if obj in self._clickable and event.type() == QEvent.Type.MouseButtonPress \
                and event.button() == Qt.MouseButton.LeftButton and self.box.isVisibleTo(self.scope):
            cell = self._cell_at(obj, event.position().toPoint())
            if cell is not None:
                self.click(*cell)
                return True
        return False

    def _cell_at(self, canvas, pos) -> tuple[int, int] | None:
        rec = self._shown_reconstruction()
        if rec is None:
            return None
        rect = canvas.image_rect()
        if not rect.contains(pos) or rect.width() == 0:
            return None
        rows, cols = rec.mask.shape
        return (min(rows - 1, (pos.y() - rect.y()) * rows // rect.height()),
                min(cols - 1, (pos.x() - rect.x()) * cols // rect.width()))

    # -- requests and answers -------------------------------------------------------------
    def state_changed(self, applying: bool) -> None:
        """The tab's `explain` field changed (a click, or a lab file / lesson when `applying`)."""
        self._check_file = applying and self.choice.patch is not None
        self.request()

    def show_choice(self) -> None:
        self.method_combo.setCurrentIndex(PATCH_METHODS.index(self.choice.method))

    def request(self) -> None:
        """Ask for the choice on the reconstruction on screen (the tab calls this on a new one)."""
        if self.presenter.closed:
            return
        self.show_choice()
        c, p = self.choice, self.presenter
        rec = self._shown_reconstruction()
        if c.patch is None or p.model is None or rec is None or p.source_rgb is None \
                or not self.box.isVisibleTo(self.scope):
            self.part.forget()
            if c.patch is None or not self.box.isVisibleTo(self.scope):
                self._show_nothing(translate("ImageTab", HINT))
            return
        r, col = c.patch
        rows, cols = rec.mask.shape
        kind = patch_problem(rec.mask, (r, col))
        problem = ""
        if kind == OUTSIDE:
            problem = translate("ImageTab", "patch ({row}, {col}) is outside the {rows} x {cols} grid").format(
                row=r, col=col, rows=rows, cols=cols)
        elif kind:
            problem = translate("ImageTab", "patch ({row}, {col}) is visible in this mask: only hidden patches are "
                                "rebuilt").format(row=r, col=col)
        shown = self.part.shown_patch()
        if problem and not self._check_file and shown is not None and shown != (r, col) and kind != OUTSIDE:
            # a visible patch asked for on the mask the explanation on screen was made for: that
            # explanation stays (panel, overlay, choice), and the status line, short enough to show
            # whole, says why (as a click on a visible patch does)
            self.status_message.emit(translate("ImageTab", "Patch ({row}, {col}) is visible: click a hidden (grey) "
                                               "patch; the model rebuilds only those.").format(row=r, col=col))
            self._set(patch=[shown[0], shown[1]])
            return
        if problem:
            self.part.forget()
            if not self._check_file and kind != OUTSIDE:  # the mask changed under it (a slider, a seed):
                # the panel says so at length (it wraps); the status line, short enough to show whole, why
                self.status_message.emit(translate("ImageTab", "Patch ({row}, {col}) is visible: click a hidden (grey) "
                                                   "patch; the model rebuilds only those.").format(row=r, col=col))
            elif not self._check_file:
                self.status_message.emit(translate("ImageTab", "Image explanation cleared: {problem}.").format(
                    problem=problem))
            else:
                refusal = translate("ImageTab", "image.explain.patch: {problem}. The explanation is cleared.").format(
                    problem=problem)
                # after the window's own "Opened ..." (which clears its banner once the file is applied)
                QTimer.singleShot(0, self, lambda: self.error_message.emit(refusal))
            self._check_file = False
            self._set(patch=None)  # (which shows the hint: the reason replaces it just below)
            self._show_nothing(translate("ImageTab", "{problem}: click a hidden patch.").format(
                problem=f"{problem[0].upper()}{problem[1:]}"))
            return
        self._check_file = False
        if self.part.submit((r, col), c.method):
            self.caption.setText(translate("ImageTab", "Explaining patch ({row}, {col})…").format(row=r, col=col))

    def _show_nothing(self, text: str) -> None:
        self.part.clear()
        self.overlay.set_map(None)
        self.legend.hide()
        self.caption.setText(text)

    # -- answers (the tab hands them over once the presenter kept them) --------------------
    def show_result(self) -> None:
        """The explanation asked for arrived (kept by `presenter.explain`): draw it."""
        result = self.part.result
        signed = result.method == "occlusion"
        visible = np.ones(result.grid, dtype=bool)
        for r, c in result.hidden:
            visible[r, c] = False
        self.overlay.set_map(result.influence, result.patch, ~visible, signed=signed)
        self.legend.set_range(self.overlay.limit, signed=signed)
        self.legend.show()
        r, c = result.patch
        top = self.overlay.strongest()  # the patch the overlay frames
        self.caption.setText(translate(
            "ImageTab", "<b>Patch ({row}, {col})</b>, error {error}: on the Original panel, {meaning}. Most: ({top_row}, "
            "{top_col}) {score}. <i>{failure}</i> Click it again or Esc to clear.").format(
                row=r, col=c, error=fmt_number(result.error, 4), meaning=translate("ImageTab", MEANING[result.method]),
                top_row=top[0], top_col=top[1], score=fmt_score(float(result.influence[top])),
                failure=translate("ImageTab", FAILURE[result.method])))

    def show_failure(self, message: str) -> None:
        error = core_text(message)
        self._show_nothing(translate("ImageTab", "Cannot explain this patch: {error}").format(error=error))
        self.status_message.emit(translate("ImageTab", "Image explanation: {error}").format(error=error))

    # -- the tab's protocol parts -----------------------------------------------------------
    def is_busy(self) -> bool:
        return self.part.is_busy()

    def set_presentation(self, on: bool) -> None:
        """The legend's type and the overlay's frame at the window's fitted presentation scale
        (style.presentation_scale(), as the Text tab's), or back to the desk size."""
        scale = presentation_scale() if on else 1.0
        self.legend.set_scale(scale)
        self.overlay.set_scale(scale)

    def hidden_changed(self) -> None:
        """A lesson hid or showed "explain" (the box): the overlay follows."""
        self.request()

    def shutdown(self) -> None:
        """Nothing more to stop: the tab stops the worker it shares (and closes the presenter)."""
