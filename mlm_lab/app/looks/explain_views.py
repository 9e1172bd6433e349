"""Widgets that draw an explanation (mlm_lab/explain results), shared by the Text and Image
tabs: a signed diverging palette and its legend, a heat strip over tokens, an all-layers x
heads grid of small attention maps, and one attention map drawn large.

Painted with QPainter from numpy arrays the worker thread made; nothing here computes.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QDialog, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.widgets import array_to_qimage

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# ColorBrewer RdBu, blue (negative) - white (0) - red (positive)
NEGATIVE = np.array([0.129, 0.400, 0.675])
ZERO = np.array([0.969, 0.969, 0.969])
POSITIVE = np.array([0.698, 0.094, 0.169])


def diverging(values: np.ndarray, limit: float) -> np.ndarray:
    """Scores -> RGB in [0, 1] (shape + (3,)): -limit blue, 0 white, +limit red (clipped)."""
    v = np.asarray(values, dtype=np.float64)
    t = np.clip(v / limit, -1.0, 1.0) if limit > 0 else np.zeros_like(v)
    pos = np.clip(t, 0.0, 1.0)[..., None]
    neg = np.clip(-t, 0.0, 1.0)[..., None]
    return ZERO + pos * (POSITIVE - ZERO) + neg * (NEGATIVE - ZERO)


def score_limit(values: np.ndarray) -> float:
    """The colour scale's end: the largest |score| (1 when every score is 0)."""
    v = np.abs(np.asarray(values, dtype=np.float64))
    top = float(v.max()) if v.size else 0.0
    return top if top > 0 else 1.0


def _qcolor(rgb) -> QColor:
    return QColor.fromRgbF(float(rgb[0]), float(rgb[1]), float(rgb[2]))


def _ink(rgb) -> QColor:
    """Black or white text, whichever reads on `rgb`."""
    luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    return QColor("#000000") if luminance > 0.5 else QColor("#ffffff")


def fmt_score(value: float) -> str:
    if abs(value) >= 1e-3 or value == 0:
        return ("+" if value >= 0 else "") + fmt_number(value, 3)
    return f"{value:+.2e}"


class HeatStrip(QWidget):
    """The context tokens, each a box coloured by its score (diverging palette, symmetric around
    0); the explained position outlined; the score on hover. `set_scores` replaces everything."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.tokens: list[str] = []
        self.scores = np.zeros(0)
        self.position: int | None = None
        self.special: list[bool] = []
        self.limit = 1.0
        self.meaning = ""
        self.position_label = ""
        self._scale = 1.0
        self._rects: list[QRect] = []
        self._height = 40
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self._layout_boxes(self.width())

    def set_scores(self, tokens: list[str], scores: np.ndarray, position: int, special: list[bool], *,
                   meaning: str, position_label: str) -> None:
        self.tokens, self.scores, self.position = list(tokens), np.asarray(scores, dtype=np.float64), position
        self.special, self.meaning, self.position_label = list(special), meaning, position_label
        self.limit = score_limit(self.scores)
        self._layout_boxes(self.width())
        self.update()

    def clear(self) -> None:
        self.set_scores([], np.zeros(0), -1, [], meaning="", position_label="")

    def colors(self) -> np.ndarray:
        """[T, 3] the colour of every box (for tests and the legend)."""
        return diverging(self.scores, self.limit)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(10.5 * self._scale)
        return font

    def _label(self, i: int) -> str:
        return self.position_label if i == self.position else self.tokens[i]

    def _layout_boxes(self, width: int) -> None:
        fm = QFontMetrics(self._font())
        pad, gap = int(6 * self._scale), int(4 * self._scale)
        h = fm.height() + 2 * pad
        x = y = 2
        self._rects = []
        for i in range(len(self.tokens)):
            w = fm.horizontalAdvance(self._label(i)) + 2 * pad
            if x + w > max(width, 100) - 2 and x > 2:
                x, y = 2, y + h + gap
            self._rects.append(QRect(x, y, w, h))
            x += w + gap
        height = (y + h + 2) if self.tokens else h
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def resizeEvent(self, event) -> None:
        self._layout_boxes(event.size().width())
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(400, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(100, self._height)

    def box_at(self, pos: QPoint) -> int | None:
        for i, rect in enumerate(self._rects):
            if rect.contains(pos):
                return i
        return None

    def box_center(self, i: int) -> QPoint:
        return self._rects[i].center()

    def tooltip_for(self, i: int) -> str:
        if i == self.position:
            return translate("Widgets", "the explained position ({n}): {label}").format(n=i, label=self.position_label)
        if self.special[i]:
            return translate("Widgets", "{token} ({n}): not scored (a special token or another [MASK])").format(
                token=self.tokens[i], n=i)
        return f"{self.tokens[i]} ({i}): {fmt_score(float(self.scores[i]))} — {self.meaning}"

    def event(self, event) -> bool:
        if event.type() == event.Type.ToolTip:
            i = self.box_at(event.pos())
            if i is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_for(i), self)
            return True
        return super().event(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font())
        colors = self.colors()
        for i, rect in enumerate(self._rects):
            if i == self.position:
                fill, pen = QColor("#ffe08a"), QPen(QColor("#1b1f24"), 2.5 * self._scale)
            elif self.special[i]:
                fill, pen = QColor("#d5d9de"), QPen(QColor("#9aa3ad"), 1)
            else:
                fill, pen = _qcolor(colors[i]), QPen(QColor("#7d8792"), 1)
            painter.setPen(pen)
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4 * self._scale, 4 * self._scale)
            ink = QColor("#000000") if i == self.position or self.special[i] else _ink(colors[i])
            painter.setPen(ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._label(i))
        painter.end()


class ScoreLegend(QWidget):
    """A colour bar from -limit (blue) through 0 (white) to +limit (red), its ends labelled."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.limit = 1.0
        self.signed = True
        self._scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # (it narrows in a column)

    def set_range(self, limit: float, signed: bool = True) -> None:
        self.limit, self.signed = limit, signed
        self.update()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self.updateGeometry()
        self.update()

    def labels(self) -> tuple[str, str, str]:
        low = fmt_score(-self.limit) if self.signed else "0"
        return low, "0" if self.signed else "", fmt_score(self.limit)

    def sizeHint(self) -> QSize:
        return QSize(int(260 * self._scale), int(34 * self._scale))

    def minimumSizeHint(self) -> QSize:
        return QSize(int(120 * self._scale), int(34 * self._scale))

    def font_points(self) -> float:
        """The labels' type size: 8.5 pt at the desk, times the presentation scale."""
        return 8.5 * self._scale

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPointSizeF(self.font_points())
        painter.setFont(font)
        bar = QRect(4, 2, self.width() - 8, int(12 * self._scale))
        gradient = QLinearGradient(bar.left(), 0, bar.right(), 0)
        if self.signed:
            gradient.setColorAt(0.0, _qcolor(NEGATIVE))
            gradient.setColorAt(0.5, _qcolor(ZERO))
        else:
            gradient.setColorAt(0.0, _qcolor(ZERO))
        gradient.setColorAt(1.0, _qcolor(POSITIVE))
        painter.fillRect(bar, gradient)
        painter.setPen(QColor("#555"))
        painter.drawRect(bar)
        low, mid, high = self.labels()
        text = QRect(bar.left(), bar.bottom() + 2, bar.width(), self.height() - bar.height() - 2)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, low)
        painter.drawText(text, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, mid)
        painter.drawText(text, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, high)
        painter.end()


def map_image(matrix: np.ndarray) -> QImage:
    """A [T, T] attention map (rows sum to 1) as a white-to-dark-blue image, scaled to its max."""
    m = np.asarray(matrix, dtype=np.float64)
    top = float(m.max()) if m.size and m.max() > 0 else 1.0
    t = (m / top)[..., None]
    rgb = (1.0 - t) * np.array([1.0, 1.0, 1.0]) + t * np.array([0.03, 0.19, 0.42])
    return array_to_qimage(rgb)


class HeadsGrid(QWidget):
    """Every layer (rows) x head (columns) as a small attention map; a click emits (layer, head)."""

    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.attentions: np.ndarray | None = None  # [L, H, T, T]
        self._images: list[list[QImage]] = []
        self._scale = 1.0
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setToolTip(translate("Widgets", "Every layer (rows, 1 at the top) and head (columns): who attends to whom. "
                        "Click a map to open it large."))

    def set_attentions(self, attentions: np.ndarray | None) -> None:
        self.attentions = None if attentions is None else np.asarray(attentions)
        self._images = [] if attentions is None else [[map_image(head) for head in layer]
                                                       for layer in self.attentions]
        self._fit()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self._fit()

    def _fit(self) -> None:
        self.updateGeometry()
        self.resize(self.sizeHint())  # (in a scroll area that does not resize it)
        self.update()

    def _cell(self) -> int:
        return int(46 * self._scale)

    def _label_width(self) -> int:
        return int(22 * self._scale)

    def shape(self) -> tuple[int, int]:
        return (0, 0) if self.attentions is None else self.attentions.shape[:2]

    def sizeHint(self) -> QSize:
        layers, heads = self.shape()
        step = self._cell() + 4
        return QSize(self._label_width() + heads * step + 4, int(16 * self._scale) + layers * step + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def cell_rect(self, layer: int, head: int) -> QRect:
        step = self._cell() + 4
        return QRect(self._label_width() + head * step, int(16 * self._scale) + layer * step, self._cell(),
                     self._cell())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPointSizeF(7.5 * self._scale)
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        layers, heads = self.shape()
        for h in range(heads):
            r = self.cell_rect(0, h)
            painter.drawText(QRect(r.left(), 0, r.width(), int(16 * self._scale)), Qt.AlignmentFlag.AlignCenter,
                             f"h{h + 1}")
        ink = self.palette().color(self.foregroundRole())
        for layer in range(layers):
            r = self.cell_rect(layer, 0)
            painter.setPen(ink)
            painter.drawText(QRect(0, r.top(), self._label_width(), r.height()), Qt.AlignmentFlag.AlignCenter,
                             f"L{layer + 1}")
            for h in range(heads):
                cell = self.cell_rect(layer, h)
                painter.drawImage(cell, self._images[layer][h])
                painter.setPen(QColor("#888"))
                painter.drawRect(cell)
        painter.end()

    def mousePressEvent(self, event) -> None:
        layers, heads = self.shape()
        pos = event.position().toPoint()
        for layer in range(layers):
            for h in range(heads):
                if self.cell_rect(layer, h).contains(pos):
                    self.cell_clicked.emit(layer, h)
                    event.accept()
                    return
        super().mousePressEvent(event)


class AttentionMap(QWidget):
    """One [T, T] attention map drawn large, the tokens along both axes (rows attend to columns)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.matrix: np.ndarray | None = None
        self.tokens: list[str] = []
        self._image: QImage | None = None
        self._scale = 1.0
        self.setMinimumSize(QSize(360, 360))

    def set_map(self, matrix: np.ndarray, tokens: list[str], scale: float = 1.0) -> None:
        self.matrix, self.tokens, self._scale = np.asarray(matrix), list(tokens), scale
        self._image = map_image(self.matrix)
        self.update()

    def paintEvent(self, event) -> None:
        if self._image is None:
            return
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPointSizeF(8 * self._scale)
        painter.setFont(font)
        fm = QFontMetrics(font)
        margin = max((fm.horizontalAdvance(t) for t in self.tokens), default=20) + 8
        side = max(10, min(self.width(), self.height()) - margin - 4)
        area = QRect(margin, margin, side, side)
        painter.drawImage(area, self._image)
        n = len(self.tokens)
        painter.setPen(self.palette().color(self.foregroundRole()))
        for i, token in enumerate(self.tokens):
            y = area.top() + int((i + 0.5) * side / n)
            painter.drawText(QRect(0, y - fm.height() // 2, margin - 4, fm.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, token)
            painter.save()
            painter.translate(area.left() + int((i + 0.5) * side / n), margin - 4)
            painter.rotate(-90)
            painter.drawText(QRect(0, -fm.height() // 2, margin - 4, fm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, token)
            painter.restore()
        painter.end()


class AttentionMapDialog(QDialog):
    """A window with one layer and head's map, large (opened from the heads grid)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Widgets", "Attention, large"))
        self.layer = self.head = -1
        layout = QVBoxLayout(self)
        self.caption = QLabel("")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.view = AttentionMap(self)
        layout.addWidget(self.view, 1)
        self.resize(560, 600)

    def show_map(self, attentions: np.ndarray, tokens: list[str], layer: int, head: int, scale: float = 1.0) -> None:
        self.layer, self.head = layer, head
        self.caption.setText(translate("Widgets", "Layer {layer}, head {head}: row i is where token i looks (its "
                                       "attention over the columns sums to 1); darker is more.").format(
            layer=layer + 1, head=head + 1))
        self.view.set_map(attentions[layer, head], tokens, scale)
        self.show()
        self.raise_()
