"""Live curves with pyqtgraph: one PlotDataItem per series, growing numpy buffers, redrawn on a timer.

The training process may report many points a second; the plot redraws at most every
~80 ms whatever that rate (a `LivePlot` only marks itself dirty when a point arrives),
with peak downsampling and clipping to the view so long runs stay cheap to draw.
"""

from __future__ import annotations

from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.style import text_scale


class SeriesBuffer:
    """x / y values that grow without reallocating on every point (capacity doubles)."""

    def __init__(self, capacity: int = 256):
        self._x = np.empty(capacity, dtype=np.float64)
        self._y = np.empty(capacity, dtype=np.float64)
        self.n = 0

    def append(self, x: float, y: float) -> None:
        if self.n == self._x.size:
            self._x = np.concatenate([self._x, np.empty_like(self._x)])
            self._y = np.concatenate([self._y, np.empty_like(self._y)])
        self._x[self.n] = x
        self._y[self.n] = y
        self.n += 1

    def extend(self, xs, ys) -> None:
        for x, y in zip(xs, ys, strict=False):
            self.append(float(x), float(y))

    def clear(self) -> None:
        self.n = 0

    @property
    def x(self) -> np.ndarray:
        return self._x[: self.n]

    @property
    def y(self) -> np.ndarray:
        return self._y[: self.n]


class LocaleAxis(pg.AxisItem):
    """An axis whose tick numbers use the app's decimal sign (0,5 in German; pyqtgraph writes 0.5)."""

    def tickStrings(self, values, scale, spacing):
        from PySide6.QtCore import QLocale

        strings = super().tickStrings(values, scale, spacing)
        point = QLocale().decimalPoint()
        return strings if point == "." else [text.replace(".", point) for text in strings]


def locale_axes() -> dict[str, LocaleAxis]:
    """axisItems= for a plot whose left and bottom ticks follow the locale."""
    return {"left": LocaleAxis("left"), "bottom": LocaleAxis("bottom")}


class LivePlot(pg.PlotWidget):
    """A plot of named series; `add_point` is cheap, `redraw` pushes only the changed ones."""

    def __init__(self, title: str, y_label: str, parent=None, *, legend_corner: str = "top",
                 empty_text: str = "", empty_y: tuple[float, float] | None = None):
        """`empty_text`: said in the middle of the plot while no series has a point;
        `empty_y`: the y range shown then (an accuracy in %: 0-100, not pyqtgraph's 0-1)."""
        super().__init__(parent=parent, background="w", axisItems=locale_axes())
        self._series: dict[str, tuple[SeriesBuffer, pg.PlotDataItem]] = {}
        self._dirty: set[str] = set()
        self._title_text, self._y_label = title, y_label
        item = self.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setLabel("bottom", QCoreApplication.translate("Widgets", "step"))
        item.setLabel("left", y_label)
        item.setTitle(title, color="#222", size="11pt")
        self.legend = item.addLegend(offset=(-10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 200))
        self.legend_placer = LegendPlacer(item, self.legend, corner=f"{legend_corner}-right")
        self.empty_y = empty_y
        self.empty_label = pg.TextItem(anchor=(0.5, 0.5))
        self.empty_label.setHtml(f'<div style="text-align:center; color:#555">{escape(empty_text)}</div>')
        item.getViewBox().addItem(self.empty_label, ignoreBounds=True)
        item.getViewBox().sigRangeChanged.connect(lambda *_: self._centre_empty_label())
        item.getViewBox().sigResized.connect(lambda *_: self._centre_empty_label())
        self._show_empty()
        for axis in ("left", "bottom"):
            item.getAxis(axis).enableAutoSIPrefix(False)
            item.getAxis(axis).setStyle(maxTickLevel=0)  # major ticks and grid lines only: half the paint time
        self.set_scale(1.0)

    def is_empty(self) -> bool:
        return not any(buf.n for buf, _item in self._series.values())

    def _centre_empty_label(self) -> None:
        """In the middle of the plot, wrapped to 85 % of its width (a narrow plot in a lesson)."""
        if not self.empty_label.isVisible():
            return
        vb = self.getPlotItem().getViewBox()
        self.empty_label.setTextWidth(max(60.0, 0.85 * vb.boundingRect().width()))
        self.empty_label.setPos(vb.viewRect().center())

    def _show_empty(self) -> None:
        """The empty state: the placeholder text, and the empty y range when one is given."""
        empty = self.is_empty()
        self.empty_label.setVisible(empty and bool(self.empty_label.textItem.toPlainText()))
        self.legend.setVisible(not empty)  # nothing to tell apart yet (and it would cover the placeholder)
        if empty and self.empty_y is not None:
            self.getPlotItem().setRange(xRange=(0, 1), yRange=self.empty_y, padding=0)
            self.getPlotItem().enableAutoRange()  # the first point takes over the range
        self._centre_empty_label()

    def ensure_series(self, name: str, *, color, width: float = 2.0, dashed: bool = False,
                      symbol: str | None = None) -> None:
        if name in self._series:
            return
        pen = pg.mkPen(color=color, width=width, style=Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        item = pg.PlotDataItem([], [], pen=pen, name=name, symbol=symbol, symbolSize=6,
                               symbolBrush=color if symbol else None, symbolPen=None)
        item.setDownsampling(auto=True, method="peak")
        item.setClipToView(True)
        self.addItem(item)
        self._series[name] = (SeriesBuffer(), item)

    def add_point(self, name: str, x: float, y: float) -> None:
        if name not in self._series or y is None or not np.isfinite(y):
            return
        self._series[name][0].append(x, y)
        self._dirty.add(name)

    def set_series(self, name: str, xs, ys) -> None:
        if name not in self._series:
            return
        buf = self._series[name][0]
        buf.clear()
        pairs = [(float(x), float(y)) for x, y in zip(xs, ys, strict=False) if y is not None and np.isfinite(y)]
        buf.extend([p[0] for p in pairs], [p[1] for p in pairs])
        self._dirty.add(name)

    def remove_series(self, name: str) -> None:
        if name in self._series:
            _, item = self._series.pop(name)
            self.removeItem(item)
            self.legend.removeItem(item)
            self._dirty.discard(name)
            self._show_empty()

    def series_names(self) -> list[str]:
        return list(self._series)

    def data(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        buf = self._series[name][0]
        return buf.x.copy(), buf.y.copy()

    def shown_data(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        """What the PlotDataItem holds now (after the last redraw)."""
        x, y = self._series[name][1].getOriginalDataset()
        return (np.asarray([]) if x is None else np.asarray(x)), (np.asarray([]) if y is None else np.asarray(y))

    def redraw(self) -> int:
        """Push the dirty series to their items; returns how many were redrawn."""
        count = 0
        for name in list(self._dirty):
            if name in self._series:
                buf, item = self._series[name]
                item.setData(buf.x.copy(), buf.y.copy())
                count += 1
        self._dirty.clear()
        if count:
            self._show_empty()
            self.legend_placer.request()
        return count

    def set_scale(self, scale: float) -> None:
        """Type at `scale` (presentation mode's), times View > Text size outside it (1 in presentation)."""
        scale = scale * text_scale()
        self.font_scale = scale  # (not "scale": a QGraphicsView method)
        item = self.getPlotItem()
        font_pt = 9 * scale
        from PySide6.QtGui import QFont

        font = QFont()
        font.setPointSizeF(font_pt)
        for axis in ("left", "bottom"):
            ax = item.getAxis(axis)
            ax.setTickFont(font)
            ax.setPen(pg.mkPen("#000", width=1.5 if scale > 1 else 1))
            ax.setTextPen(pg.mkPen("#000"))
            ax.label.setFont(font)
        item.setTitle(self._title_text, color="#000", size=f"{11 * scale:.0f}pt")
        big = QFont()
        big.setPointSizeF(10 * scale)
        self.empty_label.setFont(big)
        self._legend_size = f"{9 * scale:.0f}pt"
        self.legend.setLabelTextSize(self._legend_size)
        for _sample, label in self.legend.items:
            label.setText(label.text, size=self._legend_size, color="#222")


# where a legend can sit: (its own anchor point, the plot's anchor point, offset in pixels),
# in the order preferred when two corners cover the same amount of data
LEGEND_CORNERS = {
    "top-right": ((1, 0), (1, 0), (-10, 10)),
    "top-left": ((0, 0), (0, 0), (10, 10)),
    "bottom-right": ((1, 1), (1, 1), (-10, -10)),
    "bottom-left": ((0, 1), (0, 1), (10, -10)),
}


MAX_VERTICES = 400  # per series: a long curve is thinned to this many vertices before it is counted


def _thin(x: np.ndarray, y: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """At most `n` of the points, evenly spread (a legend needs no finer count)."""
    if x.size <= n:
        return x, y
    keep = np.linspace(0, x.size - 1, n).astype(int)
    return x[keep], y[keep]


def _dense(x: np.ndarray, y: np.ndarray, per_segment: int = 8) -> tuple[np.ndarray, np.ndarray]:
    """Points along a polyline, so a line that crosses a box without a vertex in it still counts
    (a long one thinned to MAX_VERTICES vertices first)."""
    x, y = _thin(x, y, MAX_VERTICES)
    if x.size < 2:
        return x, y
    t = np.linspace(0.0, 1.0, per_segment, endpoint=False)
    xs = (x[:-1, None] + (x[1:] - x[:-1])[:, None] * t).ravel()
    ys = (y[:-1, None] + (y[1:] - y[:-1])[:, None] * t).ravel()
    return np.append(xs, x[-1]), np.append(ys, y[-1])


def legend_below(item: pg.PlotItem, columns: int = 2) -> pg.LegendItem:
    """A legend under the plot's bottom axis, outside the data area, so it can cover no point,
    bar or error bar whatever the data; it becomes `item.legend` (named items are listed in it)."""
    legend = pg.LegendItem(labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 0), pen=None, colCount=columns)
    item.layout.addItem(legend, 4, 1)  # rows: title, top axis, view, bottom axis; 4 is free
    item.legend = legend
    return legend


def accuracy_ticks() -> list[list[tuple[float, str]]]:
    """An accuracy axis's ticks, 0.0 ... 1.0 (it ends at 1), written for the locale ("0,2" in German):
    computed when the axis is drawn, in the window's language."""
    return [[(v / 5, fmt_number(v / 5, 1)) for v in range(6)]]


class LegendPlacer:
    """Keeps a plot's legend in the corner where it hides the least data.

    Soon after the view's range or size changes (`request`: one count per 200 ms at most, so
    a live plot's GUI thread is not spent on it) or at once (`place`) it counts, for every corner,
    the data points (and points along the lines between them) that the legend's box would
    cover there, and moves the legend only when its corner covers some and another covers
    fewer, so a live plot's legend does not jump about. A legend taller than half the plot
    is laid out in two columns. `extra` gives more points to avoid (error bars, say).
    """

    def __init__(self, plot_item: pg.PlotItem, legend: pg.LegendItem, *, extra=None, corner: str = "top-right"):
        self.plot_item, self.legend, self.extra = plot_item, legend, extra
        self.corner = corner
        self._anchor(corner)
        self._timer = QTimer(legend)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.place)
        vb = plot_item.getViewBox()
        vb.sigRangeChanged.connect(lambda *_: self.request())
        vb.sigResized.connect(lambda *_: self.request())

    def request(self) -> None:
        """Place the legend soon (many requests in a row: one count)."""
        if not self._timer.isActive():
            self._timer.start()

    def _anchor(self, corner: str) -> None:
        item_pos, parent_pos, offset = LEGEND_CORNERS[corner]
        self.legend.anchor(itemPos=item_pos, parentPos=parent_pos, offset=offset)
        self.corner = corner

    def _scene_points(self) -> np.ndarray:
        """[N, 2] data points in the view box's pixels (x right, y down), the lines densified."""
        vb = self.plot_item.getViewBox()
        view, box = vb.viewRect(), vb.boundingRect()
        if view.width() <= 0 or view.height() <= 0:
            return np.zeros((0, 2))
        parts = []
        for it in self.plot_item.listDataItems():
            if not it.isVisible():
                continue
            x, y = it.getData()
            if x is None or y is None or not len(x):
                continue
            x, y = np.asarray(x, float), np.asarray(y, float)
            lines = isinstance(it, pg.PlotDataItem) and it.opts.get("pen") is not None
            x, y = _dense(x, y) if lines else _thin(x, y, MAX_VERTICES * 8)
            parts.append(np.column_stack([x, y]))
        if self.extra is not None:
            ex, ey = self.extra()
            if len(ex):
                parts.append(np.column_stack([np.asarray(ex, float), np.asarray(ey, float)]))
        if not parts:
            return np.zeros((0, 2))
        pts = np.concatenate(parts)
        pts = pts[np.isfinite(pts).all(axis=1)]
        px = (pts[:, 0] - view.left()) / view.width() * box.width()
        py = box.height() - (pts[:, 1] - view.top()) / view.height() * box.height()
        return np.column_stack([px, py])

    def covered(self, corner: str, pts: np.ndarray) -> int:
        """How many of the points (`_scene_points`) the legend's box covers in `corner`."""
        box = self.plot_item.getViewBox().boundingRect()
        w, h = self.legend.boundingRect().width(), self.legend.boundingRect().height()
        (ax, ay), _parent, (dx, dy) = LEGEND_CORNERS[corner]
        left = box.width() * ax + dx - w * ax
        top = box.height() * ay + dy - h * ay
        inside = (pts[:, 0] >= left) & (pts[:, 0] <= left + w) & (pts[:, 1] >= top) & (pts[:, 1] <= top + h)
        return int(inside.sum())

    def place(self) -> str:
        """Move the legend if another corner hides less data; returns the corner it is in."""
        vb = self.plot_item.getViewBox()
        if vb is None:  # the plot is being deleted
            return self.corner
        vb_height = vb.boundingRect().height()
        if len(self.legend.items) > 2 and self.legend.columnCount == 1 and self.legend.boundingRect().height() > vb_height / 2:
            self.legend.setColumnCount(2)
        pts = self._scene_points()
        if not len(pts) or self.covered(self.corner, pts) == 0:
            return self.corner
        counts = {c: self.covered(c, pts) for c in LEGEND_CORNERS}
        best = min(LEGEND_CORNERS, key=lambda c: counts[c])
        if counts[best] < counts[self.corner]:
            self._anchor(best)
        return self.corner


class PlotPair(QWidget):
    """Two plots side by side, stacked instead when there is not room for both across (a
    lesson's narration panel beside the tab, presentation fonts): a plot narrower than
    `min_width` pixels clips its title and crowds its axis."""

    def __init__(self, first: QWidget, second: QWidget, *, min_width: int = 380, parent=None):
        super().__init__(parent)
        self.min_width = min_width
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(first)
        self.box.addWidget(second)

    def stacked(self) -> bool:
        return self.box.direction() == QBoxLayout.Direction.TopToBottom

    def resizeEvent(self, event) -> None:
        across = event.size().width() >= 2 * self.min_width
        self.box.setDirection(QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom)
        super().resizeEvent(event)


def error_bar_ends(bars: pg.ErrorBarItem) -> tuple[np.ndarray, np.ndarray]:
    """The top and bottom ends of an ErrorBarItem's bars, as points (for LegendPlacer's `extra`)."""
    o = bars.opts
    if o.get("x") is None or not len(o["x"]):
        return np.zeros(0), np.zeros(0)
    x, y = np.asarray(o["x"], float), np.asarray(o["y"], float)
    top = 0.0 if o.get("top") is None else np.asarray(o["top"], float)
    bottom = 0.0 if o.get("bottom") is None else np.asarray(o["bottom"], float)
    return np.concatenate([x, x]), np.concatenate([y + top, y - bottom])
