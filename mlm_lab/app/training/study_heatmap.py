"""A grid study's metric over its two knobs, in the window: the cells `mlm_lab.studies.heatmap`
computes (mean over seeds, their spread, the best cell), drawn with pyqtgraph as the study
folder's heatmap-<metric>.png is drawn with matplotlib: one coloured cell per combination, its
text "mean ±sd", the best cell framed, the brighter colour the better whichever way the metric
runs."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QGraphicsRectItem

from mlm_lab.studies.heatmap import cell_label, grid_cells
from mlm_lab.studies.plots import KNOB_LABELS
from mlm_lab.studies.results import METRIC_LABELS
from mlm_lab.studies.spec import value_label

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class StudyHeatmap(pg.PlotWidget):
    def __init__(self, parent=None):
        super().__init__(parent, background="w")
        item = self.getPlotItem()
        for axis in ("left", "bottom"):
            item.getAxis(axis).setPen(pg.mkPen("#000"))
            item.getAxis(axis).setTextPen(pg.mkPen("#000"))
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        self.image = pg.ImageItem()
        self.addItem(self.image)
        self.frame = QGraphicsRectItem()
        pen = pg.mkPen("#000", width=3)
        pen.setCosmetic(True)
        self.frame.setPen(pen)
        self.frame.setZValue(5)
        self.addItem(self.frame)
        self.texts: list[pg.TextItem] = []
        self.cells: dict = {}

    def show_cells(self, rows: list[dict], columns: tuple[str, str], values: list, values2: list, knobs: tuple,
                   metric: str) -> dict:
        """Draw `metric` of `rows` over values (x) and values2 (y); returns the cells drawn."""
        for text in self.texts:
            self.removeItem(text)
        self.texts = []
        cells = grid_cells(rows, columns, values, values2, metric)
        self.cells = cells
        nx, ny = len(values), len(values2)
        item = self.getPlotItem()
        item.getAxis("bottom").setTicks([[(float(i), value_label(v)) for i, v in enumerate(values)]])
        item.getAxis("left").setTicks([[(float(j), value_label(v)) for j, v in enumerate(values2)]])
        item.setLabel("bottom", knobs[0])  # the knob's name: the long label (KNOB_LABELS) is its tooltip
        item.setLabel("left", knobs[1])
        self.setToolTip(f"x: {KNOB_LABELS.get(knobs[0], knobs[0])}\ny: {KNOB_LABELS.get(knobs[1], knobs[1])}")
        # short: the Metric box above names the metric, and a long title would widen the plot past its pane
        title = (translate("TrainingTab", "mean over seeds; framed: the lowest") if cells["lower_is_better"]
                 else translate("TrainingTab", "mean over seeds; framed: the highest"))
        item.setTitle(title, color="#000", size="9pt")
        item.getAxis("left").setToolTip(METRIC_LABELS.get(metric, metric))
        finite = [m for row in cells["mean"] for m in row if m is not None]
        if not finite or not nx or not ny:
            self.image.clear()
            self.frame.setVisible(False)
            return cells
        lo, hi = min(finite), max(finite)
        grid = np.full((nx, ny), lo, dtype=float)  # image[x, y]; an empty cell takes the low colour and a "-"
        for j in range(ny):
            for i in range(nx):
                if cells["mean"][j][i] is not None:
                    grid[i, j] = cells["mean"][j][i]
        lut = pg.colormap.get("viridis").getLookupTable(nPts=256)
        if cells["lower_is_better"]:
            lut = lut[::-1]
        self.image.setImage(grid, lut=lut, levels=(lo, hi if hi > lo else lo + 1e-9))
        self.image.setRect(QRectF(-0.5, -0.5, nx, ny))
        for j in range(ny):
            for i in range(nx):
                m = cells["mean"][j][i]
                share = (m - lo) / (hi - lo) if m is not None and hi > lo else 0.5
                bright = (1 - share) if cells["lower_is_better"] else share
                text = pg.TextItem(cell_label(m, cells["spread"][j][i], cells["n"][j][i]) if m is not None else "-",
                                   color="#000" if bright > 0.55 else "#fff", anchor=(0.5, 0.5))
                text.setPos(i, j)
                self.addItem(text)
                self.texts.append(text)
        bi, bj = cells["best"]
        self.frame.setRect(QRectF(bi - 0.5, bj - 0.5, 1, 1))
        self.frame.setVisible(True)
        item.setXRange(-0.5, nx - 0.5, padding=0.02)
        item.setYRange(-0.5, ny - 0.5, padding=0.02)
        return cells

    def cell_texts(self) -> list[str]:
        return [t.textItem.toPlainText() for t in self.texts]


__all__ = ["StudyHeatmap"]
