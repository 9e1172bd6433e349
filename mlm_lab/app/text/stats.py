"""The Text tab's statistics view: 1,000 resamples of the current setting, so a
student sees the rule hold (selected fraction, the 80/10/10 split, span lengths)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.plots import locale_axes
from mlm_lab.app.looks.widgets import WrapAware

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

if TYPE_CHECKING:
    from mlm_lab.lab.text_view.resampling import MaskingStatistics

OBSERVED = "#3b6fd8"
CONFIGURED = "#f0a030"
P_LINE = "#c62828"
NOTE_GAP = 4  # px between the notes, and between the lower note and the tallest bar


def span_unit(stats: MaskingStatistics) -> str:
    """The unit of the span lengths (the core names it in English: "words" or "tokens")."""
    return {"words": translate("TextTab", "words"), "tokens": translate("TextTab", "tokens")}.get(
        stats.span_unit, stats.span_unit)


def note_text(stats: MaskingStatistics) -> str:
    """The note under the plots, in the app's language (the core writes it in English for the CLI)."""
    if stats.strategy == "t5":
        return translate("TextTab", "T5 drops exactly round(density x tokens) tokens each time, so the fraction barely "
                         "varies; the number of spans is round(dropped / 3).")
    found = re.search(r"\((\d+) words here\)", stats.note or "")
    if stats.strategy == "span" and found:
        return translate("TextTab", "Spans are drawn from the geometric distribution, but a span cannot be longer than "
                         "the free words left in the sentence ({n} words here), so short sentences see fewer long "
                         "spans.").format(n=found.group(1))
    return stats.note


PLOT_LINES = 8  # the plots' least height, in lines of their tick type (about 8 x 14 px at the desk)


class StatisticsView(WrapAware, QWidget):
    """Three pyqtgraph plots and a one-line summary of the last `MaskingStatistics`."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.stats: MaskingStatistics | None = None
        self._scale = 1.0
        self._presenting = False
        self._label_style: dict[str, str] = {}  # the axis titles' font size (set_scale)
        box = QVBoxLayout(self)
        box.setContentsMargins(2, 2, 2, 2)
        self.summary = QLabel(translate("TextTab", "Statistics appear here: 1,000 resamples of the current setting."))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setToolTip(translate("TextTab", "The same setting sampled 1,000 times with fresh random draws."))
        box.addWidget(self.summary)
        self.plots = pg.GraphicsLayoutWidget()
        self.plots.setBackground("w")
        box.addWidget(self.plots, 1)
        self.fraction_plot = self.plots.addPlot(title=translate("TextTab", "Selected fraction"), axisItems=locale_axes())
        self._notes: list = []  # the p and mean lines, whose labels _place_notes puts above the bars
        self._tallest = 1.0
        self.fraction_plot.vb.sigResized.connect(self._place_notes)
        self.split_plot = self.plots.addPlot(title=translate("TextTab", "80/10/10 split"), axisItems=locale_axes())
        self.span_plot = self.plots.addPlot(title=translate("TextTab", "Span lengths"), axisItems=locale_axes())
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            for name in ("left", "bottom"):
                plot.getAxis(name).enableAutoSIPrefix(False)
            plot.showGrid(x=False, y=True, alpha=0.3)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
        self.fraction_plot.setLabel("bottom", translate("TextTab", "fraction selected in one resample"))
        self.fraction_plot.setLabel("left", translate("TextTab", "resamples"))
        self.split_plot.setLabel("left", translate("TextTab", "share of selected tokens"))
        self.span_plot.setLabel("left", translate("TextTab", "share of spans"))
        # one legend for the split and span plots, in a row under the plots: outside the plot areas,
        # so it never covers a bar
        self.legend = pg.LegendItem(colCount=3, labelTextColor="#222")
        self.note = QLabel("")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self._keep_plot_height(self._plot_font())

    def minimumSizeHint(self) -> QSize:
        """At least the summary's wrapped lines, the plots' least height and the note's lines: a layout
        of word-wrapped labels asks for less, and the plots stuck out of the view by a few px."""
        hint = super().minimumSizeHint()
        box = self.layout()
        margins = box.contentsMargins()
        width = max(self.width() - margins.left() - margins.right(), 100)
        need = margins.top() + margins.bottom() + self.plots.minimumHeight()
        for label in (self.summary, self.note):
            if label.isVisibleTo(self) and label.text():
                need += label.heightForWidth(width) + box.spacing()
        return QSize(hint.width(), max(hint.height(), need))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the summary's lines follow the width

    # -- data ---------------------------------------------------------------------------
    def clear(self, message: str = "") -> None:
        self.stats = None
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            plot.clear()
        self._notes = []
        self.legend.clear()
        self.summary.setText(message)
        self.note.setText("")

    def _show_plots(self, plots: list) -> None:
        """Lay out only the plots that mean something for this strategy, side by side, each legend
        under its plot."""
        layout = self.plots.ci
        for item in (self.fraction_plot, self.split_plot, self.span_plot, self.legend):
            if item in layout.items:
                layout.removeItem(item)
            item.setVisible(item in plots)
        for col, plot in enumerate(plots):
            layout.addItem(plot, row=0, col=col)
        if len(plots) > 1:  # under all the plots (the fraction plot's own lines are named by their notes)
            layout.addItem(self.legend, row=1, col=0, colspan=len(plots))
            self.legend.setVisible(True)

    def set_busy(self) -> None:
        self.summary.setText(translate("TextTab", "Resampling 1,000 times…"))

    def set_statistics(self, stats: MaskingStatistics | None, message: str = "") -> None:
        self.clear(message)
        if stats is None:
            if not message:
                self.summary.setText(translate("TextTab", "No statistics for this strategy: nothing is drawn at random."))
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
        verdict = (translate("TextTab", "within 3σ of p: the rule holds") if holds else
                   translate("TextTab", "more than 3σ from p: the sentence is too short for this p (whole words or "
                             "spans overshoot)"))
        if stats.strategy == "t5":
            verdict = translate("TextTab", "T5 drops round(p·n) tokens, so the fraction is that rounding of p")
        text = translate("TextTab", "<b>{resamples} resamples</b> of {eligible} maskable tokens: mean fraction selected "
                         "<b>{mean}</b> (p = {p}, σ of the mean = {sigma}): {verdict}.").format(
            resamples=fmt_number(stats.resamples), eligible=stats.eligible, mean=fmt_number(mean, 4),
            p=fmt_number(stats.p, 3), sigma=fmt_number(sigma, 4), verdict=verdict)
        if stats.shares is not None and stats.configured is not None:
            obs = " / ".join(fmt_number(v * 100, 1) for v in stats.shares)
            conf = " / ".join(fmt_number(v * 100) for v in stats.configured)
            text += " " + translate("TextTab", "[MASK] / random / kept: <b>{observed} %</b> (configured {configured} %)."
                                    ).format(observed=obs, configured=conf)
        if stats.span_lengths is not None and stats.span_lengths.size:
            text += " " + translate("TextTab", "Mean span length {mean} {unit}.").format(
                mean=fmt_number(stats.span_lengths.mean(), 2), unit=span_unit(stats))
        self.summary.setText(text)
        self.note.setText(note_text(stats))

    def _draw_fractions(self, stats: MaskingStatistics) -> None:
        plot = self.fraction_plot
        step = 1.0 / max(stats.eligible, 1)  # fractions come in steps of 1/eligible
        lo = max(0.0, stats.fractions.min() - step)
        hi = min(1.0, stats.fractions.max() + step)
        edges = np.arange(lo - step / 2, hi + step, step)
        counts, edges = np.histogram(stats.fractions, bins=edges)
        centers = (edges[:-1] + edges[1:]) / 2
        plot.addItem(pg.BarGraphItem(x=centers, height=counts, width=step * 0.85, brush=OBSERVED,
                                     name=translate("TextTab", "resamples")))
        # the notes sit above the tallest bar (_place_notes leaves them the top of the plot),
        # one over the other (the two lines are close), each on the side of its line with more room
        x_lo, x_hi = max(0.0, lo - step), min(1.0, hi + step)
        self._note_sides: list[tuple[float, float]] = []  # each note's side of its line, in two rows
        mean_note = translate("TextTab", "mean {value}").format(value=fmt_number(stats.mean_fraction, 3))
        self._note_texts = [f"p = {fmt_number(stats.p, 2)}", mean_note]

        def note(x: float, text: str, colour: str, position: float, pen) -> pg.InfiniteLine:
            side = (1, 0.5) if (x - x_lo) > 0.6 * (x_hi - x_lo) else (0, 0.5)
            self._note_sides.append(side)
            return pg.InfiniteLine(x, angle=90, pen=pen, label=text,
                                   labelOpts={"position": position, "color": colour, "anchors": [side, side],
                                              "fill": (255, 255, 255, 210)})

        p_line = note(stats.p, f"p = {fmt_number(stats.p, 2)}", P_LINE, 0.9,
                      pg.mkPen(P_LINE, width=3, style=Qt.PenStyle.DashLine))
        mean_line = note(stats.mean_fraction, mean_note, "#111", 0.7,
                         pg.mkPen("#111", width=2))
        font = self._plot_font()
        p_line.label.setFont(font)
        mean_line.label.setFont(font)
        plot.addItem(p_line)
        plot.addItem(mean_line)
        plot.setXRange(x_lo, x_hi + 1e-6, padding=0.02)
        self._notes = [p_line, mean_line]
        self._tallest = float(max(int(counts.max()), 1))
        self._place_notes()

    def _place_notes(self, *_args) -> None:
        """The notes above the tallest bar, and the y range so that bar ends under them: the p note at
        the top of the fraction plot and the mean note under it; where the plot is too short for two
        rows, one note in the top row says both (the plot's height and the notes' type decide)."""
        if not self._notes:
            return
        height = max(self.fraction_plot.vb.height(), 1.0)
        p_line, mean_line = self._notes
        p_line.label.setText(self._note_texts[0])
        note = max(line.label.boundingRect().height() for line in self._notes)
        rows = 2 if 2 * note + 3 * NOTE_GAP <= 0.55 * height else 1
        room = min((rows * note + (rows + 1) * NOTE_GAP) / height, 0.75)  # the top share of the plot they take
        self.fraction_plot.setYRange(0, self._tallest / (1 - room), padding=0)
        for k, line in enumerate(self._notes):
            line.label.anchors = [self._note_sides[k]] * 2
            line.label.setPosition(1 - (NOTE_GAP * (k + 1) + note * (k + 0.5)) / height)
        mean_line.label.setVisible(rows == 2)
        if rows == 1:  # too short for two rows: the p note says the mean too, on the side with more room
            (x_lo, x_hi), _y = self.fraction_plot.vb.viewRange()
            lo, hi = sorted((p_line.value(), mean_line.value()))
            side = (0, 0.5) if x_hi - hi >= lo - x_lo else (1, 0.5)
            p_line.label.setText(" · ".join(self._note_texts))
            p_line.label.anchors = [side, side]
            p_line.label.setPosition(1 - (NOTE_GAP + note * 0.5) / height)

    def _draw_split(self, stats: MaskingStatistics) -> None:
        plot = self.split_plot
        axis = plot.getAxis("bottom")
        if stats.shares is None or stats.configured is None:
            axis.setTicks([[(0, "")]])
            plot.setTitle(translate("TextTab", "80/10/10 split: not used"))
            return
        plot.setTitle(translate("TextTab", "80/10/10 split"))
        x = np.arange(3)
        observed = pg.BarGraphItem(x=x - 0.18, height=list(stats.shares), width=0.34, brush=OBSERVED)
        configured = pg.BarGraphItem(x=x + 0.18, height=list(stats.configured), width=0.34, brush=CONFIGURED)
        plot.addItem(observed)
        plot.addItem(configured)
        self._legend([(observed, translate("TextTab", "observed")), (configured, translate("TextTab", "configured"))])
        axis.setTicks([[(0, "[MASK]"), (1, translate("TextTab", "random")), (2, translate("TextTab", "kept"))]])
        plot.setYRange(0, 1.0, padding=0.02)
        plot.setXRange(-0.55, 2.55, padding=0)

    def _draw_spans(self, stats: MaskingStatistics) -> None:
        plot = self.span_plot
        if stats.span_lengths is None or stats.span_lengths.size == 0:
            plot.setTitle(translate("TextTab", "Span lengths: no spans"))
            return
        plot.setTitle(translate("TextTab", "Span lengths ({unit})").format(unit=span_unit(stats)))
        plot.setLabel("bottom", "" if self._presenting else
                      translate("TextTab", "span length ({unit})").format(unit=span_unit(stats)), **self._label_style)
        top = int(max(stats.span_lengths.max(), len(stats.expected_span_probs or [])))
        ks = np.arange(1, top + 1)
        counts = np.bincount(stats.span_lengths, minlength=top + 1)[1:]
        shares = counts / counts.sum()
        observed = pg.BarGraphItem(x=ks, height=shares, width=0.7, brush=OBSERVED)
        plot.addItem(observed)
        entries = [(observed, translate("TextTab", "observed"))]
        if stats.expected_span_probs:
            expected = np.array(stats.expected_span_probs)
            curve = plot.plot(np.arange(1, expected.size + 1), expected, pen=pg.mkPen(CONFIGURED, width=3),
                              symbol="o", symbolBrush=CONFIGURED, symbolSize=7)
            entries.append((curve, translate("TextTab", "expected")))
        self._legend(entries)
        plot.setXRange(0.4, top + 0.6, padding=0)

    def _legend(self, entries) -> None:
        """Add `entries` ((item, name)) to the legend under the plots, once per name."""
        legend = self.legend
        named = {label.text for _sample, label in legend.items}
        for item, name in entries:
            if name not in named:
                legend.addItem(item, name)
        legend.setLabelTextSize(f"{self._plot_font().pointSizeF():.1f}pt")
        self._fit_legend_row()

    def _fit_legend_row(self) -> None:
        """The legend's row exactly as high as one line of its entries: the grid would otherwise share
        the height out between the plots and the legend, and at 1280x720 the plots kept 50 px while
        the legend floated in a row three times its own height."""
        rows = self.legend.layout.rowCount()
        line = max([QFontMetrics(self._plot_font()).height()]
                   + [label.boundingRect().height() for _sample, label in self.legend.items])
        height = rows * (line + 4) + 4 if self.legend.items else 0
        grid = self.plots.ci.layout
        grid.setRowMinimumHeight(1, height)
        grid.setRowPreferredHeight(1, height)
        grid.setRowMaximumHeight(1, height)

    # -- look ---------------------------------------------------------------------------
    def _plot_font(self) -> QFont:
        """The plots' words: at the desk a little under the window's type, in presentation mode the
        window's type times the presentation scale, like every other word a class reads."""
        font = QFont()
        base = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(base * self._scale if self._presenting else 8.5)
        return font

    def set_scale(self, scale: float, contrast: bool) -> None:
        """Presentation look: bigger ticks, titles and legends, darker axes. The left axis
        titles are dropped there (the plot titles say the same) so three plots still fit."""
        self._scale = scale
        self._presenting = bool(contrast)
        tick_font = self._plot_font()
        self._label_style = {"font-size": f"{tick_font.pointSizeF():.1f}pt"}
        # in presentation the plot titles say what the axes are: no axis titles, so three plots fit
        self.fraction_plot.setLabel("bottom", "" if contrast else translate("TextTab", "fraction selected in one resample"),
                                    **self._label_style)
        left_titles = {self.fraction_plot: translate("TextTab", "resamples"),
                       self.split_plot: translate("TextTab", "share of selected tokens"),
                       self.span_plot: translate("TextTab", "share of spans")}
        for plot in (self.fraction_plot, self.split_plot, self.span_plot):
            for name in ("bottom", "left"):
                axis = plot.getAxis(name)
                axis.setTickFont(tick_font)
                axis.setPen(pg.mkPen("#000" if contrast else "#444", width=2 if contrast else 1))
                axis.setTextPen(pg.mkPen("#000" if contrast else "#444"))
                axis.setStyle(tickTextOffset=3)
            # the tick labels' row as high as their type (pyqtgraph sizes it for the type it drew last)
            plot.getAxis("bottom").setHeight(QFontMetrics(tick_font).height() + 12)
            plot.setLabel("left", "" if contrast else left_titles[plot], **self._label_style)
            if contrast:
                plot.getAxis("left").showLabel(False)
            plot.titleLabel.setAttr("size", f"{tick_font.pointSizeF() if contrast else 9:.1f}pt")
            plot.titleLabel.setAttr("color", "#000" if contrast else "#666")
            plot.titleLabel.setText(plot.titleLabel.text)
        self.legend.setLabelTextSize(f"{tick_font.pointSizeF():.1f}pt")
        self._keep_plot_height(tick_font)
        if self.stats is not None:
            self.set_statistics(self.stats)

    def _keep_plot_height(self, tick_font: QFont) -> None:
        """The plots never shrink below PLOT_LINES lines of their own type (title, bars, ticks and the
        legend's row): a splitter or a handout's picture gives them that much or more, never 50 px."""
        self.plots.setMinimumHeight(PLOT_LINES * QFontMetrics(tick_font).height())
        grid = self.plots.ci.layout
        grid.setRowStretchFactor(0, 1)  # the plots take the height; the legend's row only its own
        grid.setRowStretchFactor(1, 0)
