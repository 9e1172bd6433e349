"""The Text tab's statistics view: 1,000 resamples of the current setting, so a
student sees the rule hold (selected fraction, the 80/10/10 split, span lengths)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from mlm_lab.lab.text_view.resampling import MaskingStatistics

OBSERVED = "#3b6fd8"
CONFIGURED = "#f0a030"
P_LINE = "#c62828"


class StatisticsView(QWidget):
    """Three pyqtgraph plots and a one-line summary of the last `MaskingStatistics`."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.stats: MaskingStatistics | None = None
        self._scale = 1.0
        box = QVBoxLayout(self)
        box.setContentsMargins(2, 2, 2, 2)
        self.summary = QLabel("Statistics appear here: 1,000 resamples of the current setting.")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setToolTip("The same setting sampled 1,000 times with fresh random draws.")
        box.addWidget(self.summary)
        self.plots = pg.GraphicsLayoutWidget()
        self.plots.setBackground("w")
        box.addWidget(self.plots, 1)
        self.fraction_plot = self.plots.addPlot(title="Selected fraction")
        self.split_plot = self.plots.addPlot(title="80/10/10 split")
        self.span_plot = self.plots.addPlot(title="Span lengths")
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            for name in ("left", "bottom"):
                plot.getAxis(name).enableAutoSIPrefix(False)
            plot.showGrid(x=False, y=True, alpha=0.3)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
        self.fraction_plot.setLabel("bottom", "fraction selected in one resample")
        self.fraction_plot.setLabel("left", "resamples")
        self.split_plot.setLabel("left", "share of selected tokens")
        self.span_plot.setLabel("left", "share of spans")
        for plot in (self.split_plot, self.span_plot):
            plot.addLegend(offset=(-5, 5), brush=pg.mkBrush(255, 255, 255, 200), labelTextColor="#222")
        self.note = QLabel("")
        self.note.setWordWrap(True)
        box.addWidget(self.note)

    # -- data ---------------------------------------------------------------------------
    def clear(self, message: str = "") -> None:
        self.stats = None
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            plot.clear()
        self.summary.setText(message)
        self.note.setText("")

    def _show_plots(self, plots: list) -> None:
        """Lay out only the plots that mean something for this strategy, side by side."""
        layout = self.plots.ci
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            if plot in layout.items:
                layout.removeItem(plot)
            plot.setVisible(plot in plots)
        for col, plot in enumerate(plots):
            layout.addItem(plot, row=0, col=col)

    def set_busy(self) -> None:
        self.summary.setText("Resampling 1,000 times…")

    def set_statistics(self, stats: MaskingStatistics | None, message: str = "") -> None:
        self.clear(message)
        if stats is None:
            if not message:
                self.summary.setText("No statistics for this strategy: nothing is drawn at random.")
            return
        self.stats = stats
        shown = [self.fraction_plot]
        if stats.shares is not None:
            shown.append(self.split_plot)
        if stats.span_lengths is not None:
            shown.append(self.span_plot)
        self._show_plots(shown)
        self._draw_fractions(stats)
        self._draw_split(stats)
        self._draw_spans(stats)
        mean, sigma = stats.mean_fraction, stats.sigma_of_mean
        holds = abs(mean - stats.p) <= 3 * sigma
        verdict = ("within 3σ of p: the rule holds" if holds else "more than 3σ from p: the sentence is too "
                   "short for this p (whole words or spans overshoot)")
        if stats.strategy == "t5":
            verdict = "T5 drops round(p·n) tokens, so the fraction is that rounding of p"
        text = (f"<b>{stats.resamples:,} resamples</b> of {stats.eligible} maskable tokens: "
                f"mean fraction selected <b>{mean:.4f}</b> (p = {stats.p:.3f}, σ of the mean = {sigma:.4f}): "
                f"{verdict}.")
        if stats.shares is not None and stats.configured is not None:
            obs = " / ".join(f"{v * 100:.1f}" for v in stats.shares)
            conf = " / ".join(f"{v * 100:.0f}" for v in stats.configured)
            text += f" [MASK] / random / kept: <b>{obs} %</b> (configured {conf} %)."
        if stats.span_lengths is not None and stats.span_lengths.size:
            text += f" Mean span length {stats.span_lengths.mean():.2f} {stats.span_unit}."
        self.summary.setText(text)
        self.note.setText(stats.note)

    def _draw_fractions(self, stats: MaskingStatistics) -> None:
        plot = self.fraction_plot
        step = 1.0 / max(stats.eligible, 1)  # fractions come in steps of 1/eligible
        lo = max(0.0, stats.fractions.min() - step)
        hi = min(1.0, stats.fractions.max() + step)
        edges = np.arange(lo - step / 2, hi + step, step)
        counts, edges = np.histogram(stats.fractions, bins=edges)
        centers = (edges[:-1] + edges[1:]) / 2
        plot.addItem(pg.BarGraphItem(x=centers, height=counts, width=step * 0.85, brush=OBSERVED, name="resamples"))
        p_line = pg.InfiniteLine(stats.p, angle=90, pen=pg.mkPen(P_LINE, width=3, style=Qt.PenStyle.DashLine),
                                 label=f"p = {stats.p:.2f}",
                                 labelOpts={"position": 0.92, "color": P_LINE, "anchors": [(1, 0.5), (1, 0.5)],
                                            "fill": (255, 255, 255, 210)})
        mean_line = pg.InfiniteLine(stats.mean_fraction, angle=90, pen=pg.mkPen("#111", width=2),
                                    label=f"mean {stats.mean_fraction:.3f}",
                                    labelOpts={"position": 0.75, "color": "#111", "anchors": [(0, 0.5), (0, 0.5)],
                                               "fill": (255, 255, 255, 210)})
        font = QFont()
        font.setPointSizeF(8.5 * self._scale)
        p_line.label.setFont(font)
        mean_line.label.setFont(font)
        plot.addItem(p_line)
        plot.addItem(mean_line)
        plot.setXRange(max(0.0, lo - step), min(1.0, hi + step) + 1e-6, padding=0.02)

    def _draw_split(self, stats: MaskingStatistics) -> None:
        plot = self.split_plot
        axis = plot.getAxis("bottom")
        if stats.shares is None or stats.configured is None:
            axis.setTicks([[(0, "")]])
            plot.setTitle("80/10/10 split: not used")
            return
        plot.setTitle("80/10/10 split")
        x = np.arange(3)
        plot.addItem(pg.BarGraphItem(x=x - 0.18, height=list(stats.shares), width=0.34, brush=OBSERVED,
                                     name="observed"))
        plot.addItem(pg.BarGraphItem(x=x + 0.18, height=list(stats.configured), width=0.34, brush=CONFIGURED,
                                     name="configured"))
        axis.setTicks([[(0, "[MASK]"), (1, "random"), (2, "kept")]])
        plot.setYRange(0, 1.0, padding=0.02)
        plot.setXRange(-0.7, 2.7, padding=0)

    def _draw_spans(self, stats: MaskingStatistics) -> None:
        plot = self.span_plot
        if stats.span_lengths is None or stats.span_lengths.size == 0:
            plot.setTitle("Span lengths: no spans")
            return
        plot.setTitle(f"Span lengths ({stats.span_unit})")
        plot.setLabel("bottom", f"span length ({stats.span_unit})")
        top = int(max(stats.span_lengths.max(), len(stats.expected_span_probs or [])))
        ks = np.arange(1, top + 1)
        counts = np.bincount(stats.span_lengths, minlength=top + 1)[1:]
        shares = counts / counts.sum()
        plot.addItem(pg.BarGraphItem(x=ks, height=shares, width=0.7, brush=OBSERVED, name="observed"))
        if stats.expected_span_probs:
            expected = np.array(stats.expected_span_probs)
            plot.plot(np.arange(1, expected.size + 1), expected, pen=pg.mkPen(CONFIGURED, width=3),
                      symbol="o", symbolBrush=CONFIGURED, symbolSize=7, name="expected")
        plot.setXRange(0.4, top + 0.6, padding=0)

    # -- look ---------------------------------------------------------------------------
    def set_scale(self, scale: float, contrast: bool) -> None:
        """Presentation look: bigger ticks, titles and legends, darker axes. The left axis
        titles are dropped there (the plot titles say the same) so three plots still fit."""
        self._scale = scale
        tick_font = QFont()
        tick_font.setPointSizeF(8 * scale if scale > 1 else 8.5)
        left_titles = {self.fraction_plot: "resamples", self.split_plot: "share of selected tokens",
                       self.span_plot: "share of spans"}
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            for name in ("bottom", "left"):
                axis = plot.getAxis(name)
                axis.setTickFont(tick_font)
                axis.setPen(pg.mkPen("#000" if contrast else "#444", width=2 if contrast else 1))
                axis.setTextPen(pg.mkPen("#000" if contrast else "#444"))
                axis.setStyle(tickTextOffset=3)
            plot.setLabel("left", "" if scale > 1 else left_titles[plot])
            if scale > 1:
                plot.getAxis("left").showLabel(False)
            plot.titleLabel.setAttr("size", f"{9 * scale:.0f}pt")
            plot.titleLabel.setAttr("color", "#000" if contrast else "#666")
            plot.titleLabel.setText(plot.titleLabel.text)
            if plot.legend is not None:
                plot.legend.setLabelTextSize(f"{8 * scale:.0f}pt")
        if self.stats is not None:
            self.set_statistics(self.stats)
