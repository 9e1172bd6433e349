"""Small widgets shared by the panes: an inline message banner, image panels and the controls column."""

from __future__ import annotations

import time
from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


def array_to_qimage(rgb: np.ndarray) -> QImage:
    """HxWx3 float in [0, 1] (or uint8) -> an RGB888 QImage that owns its pixels."""
    arr = np.asarray(rgb)
    if arr.dtype != np.uint8:
        arr = (np.clip(arr, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)
    if arr.ndim == 2:
        arr = np.repeat(arr[:, :, None], 3, axis=2)
    arr = np.ascontiguousarray(arr[:, :, :3])
    h, w = arr.shape[:2]
    return QImage(arr.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


def dropped_paths(mime) -> list[str]:
    """The local files of a drop, their names as the file system has them: a name whose bytes
    are not UTF-8 (an old Latin-1 archive) comes back as os.fsdecode gives it, where
    QUrl.toLocalFile would turn those bytes into U+FFFD and name a file that is not there."""
    import os
    import sys
    import urllib.parse

    from PySide6.QtCore import QUrl

    out = []
    for url in mime.urls():
        if not url.isLocalFile():
            continue
        if sys.platform == "win32" or url.host():  # a drive letter or a network share: Qt's own reading
            out.append(url.toLocalFile())
            continue
        raw = urllib.parse.unquote_to_bytes(url.path(QUrl.ComponentFormattingOption.FullyEncoded))
        out.append(os.fsdecode(raw))
    return out


def _hidden_runs(hidden: np.ndarray) -> list[tuple[int, int, int]]:
    """(row, first col, past-last col) of each horizontal run of True in hidden [rows, cols]:
    the tint covers the same pixels as one rectangle per patch, in far fewer calls."""
    padded = np.zeros((hidden.shape[0], hidden.shape[1] + 2), dtype=np.int8)
    padded[:, 1:-1] = hidden
    rows, edges = np.nonzero(np.diff(padded, axis=1))  # starts (+1) and ends (-1) alternate per row
    return [(int(r), int(a), int(b)) for r, a, b in zip(rows[::2], edges[::2], edges[1::2], strict=True)]


class Banner(QFrame):
    """An inline message above the panes: info, warning or error. Tests read `text()` and `level()`."""

    LEVELS = {
        "info": ("#1f3b57", "#d7ecff"),
        "warning": ("#5a4300", "#fff1c2"),
        "error": ("#6b1111", "#ffd9d9"),
    }

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("banner")
        self._level = ""
        self._label = QLabel()
        self._label.setObjectName("banner_text")
        self._label.setTextFormat(Qt.TextFormat.PlainText)  # a file name's <font> or <img> is shown, never rendered
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("✕")
        close.setToolTip(translate("Widgets", "Dismiss this message"))
        close.setAutoRaise(True)
        close.clicked.connect(self.clear)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self._label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.hide()

    def show_message(self, text: str, level: str = "error", timeout_ms: int = 0) -> None:
        fg, bg = self.LEVELS.get(level, self.LEVELS["info"])
        self._level = level
        self._label.setText(text)
        self.setStyleSheet(f"QFrame#banner {{ background: {bg}; border: 1px solid {fg}; border-radius: 4px; }}"
                           f"QFrame#banner QLabel, QFrame#banner QToolButton {{ color: {fg}; background: transparent; }}")
        self.show()
        self._timer.stop()
        if timeout_ms > 0:
            self._timer.start(timeout_ms)

    def clear(self) -> None:
        self._label.clear()
        self._level = ""
        self.hide()

    def text(self) -> str:
        return self._label.text()

    def level(self) -> str:
        return self._level


class ImagePanel(QWidget):
    """A titled image, scaled to fit with square pixels kept square (nearest neighbour: the
    model's real resolution shows), with an optional patch grid drawn over it."""

    def __init__(self, title: str, parent: QWidget | None = None, *, tooltip: str = ""):
        super().__init__(parent)
        self._title = QLabel(title)
        self._title.setObjectName("panelTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        self._title.setMinimumWidth(40)
        self._caption = QLabel("")
        self._caption.setObjectName("panelCaption")
        self._caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._caption.setWordWrap(True)
        self._caption.setMinimumWidth(40)
        self.canvas = _Canvas(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self._title)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self._caption)
        if tooltip:
            self.setToolTip(tooltip)

    def set_image(self, rgb: np.ndarray | None) -> None:
        self.canvas.set_image(rgb)

    def image(self) -> np.ndarray | None:
        """The array shown (float HxWx3), for tests and export."""
        return self.canvas.array

    def set_caption(self, text: str) -> None:
        self._caption.setText(text)

    def caption(self) -> str:
        return self._caption.text()

    def title(self) -> str:
        return self._title.text()

    def set_grid(self, grid: tuple[int, int] | None, hidden: np.ndarray | None = None) -> None:
        self.canvas.set_grid(grid, hidden)

    def set_placeholder(self, text: str) -> None:
        self.canvas.placeholder = text
        self.canvas.update()


class _Canvas(QWidget):
    patch_pressed = Signal(int, int)  # row, col
    patch_dragged = Signal(int, int)
    drag_finished = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.array: np.ndarray | None = None
        self._qimage: QImage | None = None
        self.grid: tuple[int, int] | None = None
        self.hidden: np.ndarray | None = None  # [rows, cols] bool, drawn as a tint when set
        self.show_hidden_tint = False
        self.interactive = False
        self.placeholder = ""
        self._dragging = False
        self.setMinimumSize(QSize(120, 120))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_image(self, rgb: np.ndarray | None) -> None:
        self.array = None if rgb is None else np.asarray(rgb)
        self._qimage = None if rgb is None else array_to_qimage(rgb)
        self.update()

    def set_grid(self, grid, hidden) -> None:
        self.grid = None if grid is None else (int(grid[0]), int(grid[1]))
        self.hidden = None if hidden is None else np.asarray(hidden, dtype=bool).copy()
        self.update()

    def image_rect(self) -> QRect:
        """Where the image is drawn: the largest square-pixel fit, centred."""
        if self._qimage is None:
            side = min(self.width(), self.height())
            return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)
        iw, ih = self._qimage.width(), self._qimage.height()
        scale = min(self.width() / iw, self.height() / ih)
        w, h = int(iw * scale), int(ih * scale)
        return QRect((self.width() - w) // 2, (self.height() - h) // 2, w, h)

    def patch_at(self, pos: QPoint) -> tuple[int, int] | None:
        if self.grid is None:
            return None
        rect = self.image_rect()
        if not rect.contains(pos) or rect.width() == 0:
            return None
        rows, cols = self.grid
        col = min(cols - 1, (pos.x() - rect.x()) * cols // rect.width())
        row = min(rows - 1, (pos.y() - rect.y()) * rows // rect.height())
        return int(row), int(col)

    def patch_center(self, row: int, col: int) -> QPoint:
        """Widget coordinates of a patch's centre (tests click there)."""
        rect = self.image_rect()
        rows, cols = self.grid
        return QPoint(rect.x() + int((col + 0.5) * rect.width() / cols),
                      rect.y() + int((row + 0.5) * rect.height() / rows))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        rect = self.image_rect()
        if self._qimage is None:
            painter.fillRect(rect, QColor(128, 128, 128, 40))
            if self.placeholder:
                painter.setPen(self.palette().color(self.foregroundRole()))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder)
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(rect, self._qimage)
        if self.grid is not None:
            rows, cols = self.grid
            if self.show_hidden_tint and self.hidden is not None and self.hidden.shape == (rows, cols):
                tint = QColor(20, 20, 30, 150)
                for r, c0, c1 in _hidden_runs(self.hidden):  # one rectangle per run of hidden patches
                    x0 = rect.x() + c0 * rect.width() // cols
                    x1 = rect.x() + c1 * rect.width() // cols
                    y0 = rect.y() + r * rect.height() // rows
                    y1 = rect.y() + (r + 1) * rect.height() // rows
                    painter.fillRect(QRect(x0, y0, x1 - x0, y1 - y0), tint)
            pen = QPen(QColor(255, 255, 255, 110))
            pen.setWidth(1)
            painter.setPen(pen)
            for c in range(1, cols):
                x = rect.x() + c * rect.width() // cols
                painter.drawLine(x, rect.top(), x, rect.bottom())
            for r in range(1, rows):
                y = rect.y() + r * rect.height() // rows
                painter.drawLine(rect.left(), y, rect.right(), y)
        painter.end()

    def mousePressEvent(self, event) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        cell = self.patch_at(event.position().toPoint())
        if cell is not None:
            self._dragging = True
            self.patch_pressed.emit(*cell)
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if not (self.interactive and self._dragging):
            return super().mouseMoveEvent(event)
        cell = self.patch_at(event.position().toPoint())
        if cell is not None:
            self.patch_dragged.emit(*cell)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self._dragging:
            self._dragging = False
            self.drag_finished.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)


class ElidedLabel(QLabel):
    """A one-line plain-text label that ends its text with … where it is narrower than the text
    (a status bar's line in a longer language), instead of cutting it off mid-letter; the whole
    text is its tooltip then, unless a tooltip of its own was set."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._own_tip = ""

    def setToolTip(self, tip: str) -> None:
        self._own_tip = tip
        super().setToolTip(tip)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("M…") * 4), hint.height())

    def paintEvent(self, event) -> None:
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        QLabel.setToolTip(self, self._own_tip or (self.text() if shown != self.text() else ""))
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), shown)
        painter.end()


class ControlsPane(NamedTuple):
    """What `controls_pane` builds: the controls panel, its column layout, the scroll area around
    it, and the pane's row layout (the scroll area is its first item; add the rest after it)."""

    controls: QWidget
    column: QVBoxLayout
    scroll: QScrollArea
    row: QHBoxLayout


def controls_pane(owner: QWidget, *, minimum: int, maximum: int) -> ControlsPane:
    """Lay `owner` out as a pane: a column of controls on the left, in a frameless scroll area
    that scrolls only up and down and is `minimum` to `maximum` pixels wide."""
    controls = QWidget()
    column = QVBoxLayout(controls)
    column.setContentsMargins(6, 6, 6, 6)
    scroll = QScrollArea()
    scroll.setWidget(controls)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setAccessibleName(QCoreApplication.translate("Widgets", "Controls"))  # a screen reader's name for the column
    scroll.setMinimumWidth(minimum)
    scroll.setMaximumWidth(maximum)
    row = QHBoxLayout(owner)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(scroll)
    return ControlsPane(controls, column, scroll, row)


def fit_scroll_width(scroll, content: QWidget, *, minimum: int, maximum: int) -> None:
    """Make a controls column (a QScrollArea holding `content`) as wide as its widest row needs,
    between `minimum` and at least `maximum` (fonts grow in presentation mode)."""
    content.ensurePolished()
    for w in content.findChildren(QWidget):
        w.ensurePolished()
    need = content.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 4
    scroll.setMinimumWidth(max(need, minimum))
    scroll.setMaximumWidth(max(need, maximum))


class StallWatch(QObject):
    """How long the GUI thread was kept from its event loop: a timer ticks every `interval_ms`
    and each tick records the gap since the last one, in wall time (`worst_wall`, what a user
    feels, inflated on a loaded machine) and in the GUI thread's own CPU time (`worst_cpu`,
    time.thread_time: the work the thread did between two ticks, robust to other processes).
    Used by the tests and benchmarks/soak_app.py; `reset()` starts a new measurement."""

    def __init__(self, interval_ms: int = 20, parent: QObject | None = None):
        super().__init__(parent)
        self.interval = interval_ms / 1000.0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self.reset()

    def reset(self) -> None:
        self.worst_wall = self.worst_cpu = 0.0
        self.ticks = 0
        self._wall, self._cpu = time.perf_counter(), time.thread_time()

    def start(self) -> StallWatch:
        self.reset()
        self._timer.start()
        return self

    def stop(self) -> None:
        self._tick()
        self._timer.stop()

    def _tick(self) -> None:
        wall, cpu = time.perf_counter(), time.thread_time()
        self.worst_wall = max(self.worst_wall, wall - self._wall - self.interval)
        self.worst_cpu = max(self.worst_cpu, cpu - self._cpu)
        self._wall, self._cpu = wall, cpu
        self.ticks += 1

    def summary(self) -> str:
        return f"longest GUI stall {self.worst_wall * 1000:.0f} ms wall, {self.worst_cpu * 1000:.0f} ms GUI-thread CPU"


class FittedScroll(QScrollArea):
    """A scroll area that asks for its content's whole height (so it takes no more than that where the
    panel has room, and scrolls only where it has not), and scrolls only up and down."""

    def __init__(self, content: QWidget):
        super().__init__()
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self):
        content = self.widget()
        width = max(self.viewport().width(), 1)
        need = content.heightForWidth(width) if content.hasHeightForWidth() else -1
        if need < 0:
            need = content.sizeHint().height()
        return QSize(super().sizeHint().width(), need + 2)

    def minimumSizeHint(self):
        return QSize(super().minimumSizeHint().width(), min(self.sizeHint().height(), 3 * self.fontMetrics().lineSpacing()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the words' height follows the width


class WrapAware:
    """Mixed in before a QWidget class: the widget's least height is its layout's least height at
    its current width. A label that wraps to two lines there needs more than Qt's width-free
    minimum says, and a splitter or tab page that trusts that minimum squeezes the rows under it
    into one another."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            hint.setHeight(max(hint.height(), layout.totalMinimumHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the least height follows the width


class WrapAwareWidget(WrapAware, QWidget):
    """A plain QWidget that is WrapAware."""
