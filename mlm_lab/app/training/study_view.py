"""A study's results in the window: each metric against the knob (mean over seeds, min-max
bars, every seed a faint dot), or for a grid a heatmap over its two knobs (study_heatmap),
the runs' curves overlaid, and the table of results.

The view shows rows (dicts as in results.csv) and curves it is handed; it reads nothing
itself but the run folders' metrics when `show_study` is given a study with runs/. A
shipped study (docs/studies/: study.json + results.csv, no runs/) shows its table and
plot, and says that its curves are not shipped.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.plots import LivePlot, legend_below
from mlm_lab.app.training.bridge import read_run_metrics
from mlm_lab.app.training.runs import OVERLAY_COLORS
from mlm_lab.app.training.study_compare import StudyCompareView
from mlm_lab.app.training.study_heatmap import StudyHeatmap
from mlm_lab.studies.compare import CompareError, read_compare
from mlm_lab.studies.plots import KNOB_LABELS
from mlm_lab.studies.results import METRIC_LABELS, columns_of, metric_columns
from mlm_lab.studies.spec import value_label
from mlm_lab.training.events import Metrics

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# the metric shown first, by preference (a causal run has next-token metrics instead)
PREFERRED = ("eval_accuracy_at_15", "eval_psnr_at_75", "eval_next_token_accuracy", "eval_loss_at_15",
             "eval_loss_at_75")
TASK_METRICS = {"text": ("eval_accuracy_at_15", "eval_loss_at_15"), "image": ("eval_psnr_at_75", "eval_loss_at_75")}
NOT_SHIPPED = QT_TRANSLATE_NOOP("TrainingTab", "Curves are not shipped with this study (only study.json and "
                                "results.csv). Run it with the same settings to see them.")


def metric_choices(rows: list[dict], column: str, task: str) -> list[str]:
    """The results columns worth plotting against the knob, the main ones first: the
    held-out yardsticks, probes when measured, then the rest (no reference lines)."""
    found = [m for m in metric_columns(rows, column)
             if not m.startswith("unigram_baseline") and not m.endswith("_majority")]
    if not found:
        found = list(TASK_METRICS.get(task, ()))
    rank = {m: i for i, m in enumerate(PREFERRED)}
    return sorted(found, key=lambda m: (rank.get(m, len(PREFERRED) + (0 if m.startswith("probe") else 1)),
                                        found.index(m)))


def curve_key(metric: str, task: str) -> str:
    """The per-step metric (a key of the engine's metrics records) that goes with a final metric."""
    if metric.startswith("eval_loss") or metric.startswith("eval_next_token_loss"):
        return "eval_loss"
    return "eval_accuracy" if task == "text" else "eval_psnr"


def knob_points(rows: list[dict], column: str, values: list, metric: str) -> dict:
    """What the knob plot draws: x per value (its number, or its position for names),
    mean / min / max over seeds, and every seed's point."""
    numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    out = {"numeric": numeric, "x": [], "mean": [], "min": [], "max": [], "seed_x": [], "seed_y": [], "labels": []}
    for i, v in enumerate(values):
        ys = [float(r[metric]) for r in rows if _same(r.get(column), v) and _finite(r.get(metric))]
        if not ys:
            continue
        x = float(v) if numeric else float(i)
        out["x"].append(x)
        out["mean"].append(sum(ys) / len(ys))
        out["min"].append(min(ys))
        out["max"].append(max(ys))
        out["seed_x"] += [x] * len(ys)
        out["seed_y"] += ys
    out["labels"] = [(float(i), value_label(v)) for i, v in enumerate(values)]
    return out


def _same(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=0, abs_tol=1e-9)
    return a == b


def _finite(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def shown_path(folder) -> str:
    """A folder as the caption shows it: relative to the working folder when inside it, else
    with the home folder as ~."""
    from pathlib import Path

    path = Path(folder).resolve()
    for base, prefix in ((Path.cwd().resolve(), ""), (Path.home().resolve(), "~/")):
        if path.is_relative_to(base) and path != base:
            return prefix + str(path.relative_to(base))
    return str(path)


def cell_text(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4g}" if abs(v) < 1000 else f"{v:.0f}"
    return str(v)



def y_span(low: float, high: float) -> tuple[float, float]:
    """The y range of the knob plot for values in [low, high]: 10 % room each side (of the
    value itself when there is one value), never below 0 for a metric that is not negative
    (accuracy, loss, PSNR), so one point does not sit in an axis that runs to -0.4."""
    span = high - low
    pad = 0.1 * span if span > 0 else max(0.1 * abs(high), 1e-3)
    bottom = low - pad
    if low >= 0:
        bottom = max(0.0, bottom)
    return bottom, high + pad

class StudyView(QWidget):
    metric_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.column, self.knob, self.task, self.values = "mask_prob", "mask-rate", "text", []
        self.grid: tuple | None = None  # a grid's (knobs, values, values2); None for one knob
        self.current_metric = ""
        self._curves: dict[str, list[tuple[int, Metrics]]] = {}  # run name -> (seed, a metrics record) each step
        self._curve_value: dict[str, object] = {}
        self._baseline: pg.InfiniteLine | None = None
        self._baseline_name = ""
        self.caption = QLabel(translate("TrainingTab", "No study open: start one with the form, or open a study folder "
                              "(e.g. docs/studies/mask-rate-text)."))
        self.caption.setWordWrap(True)
        self.caption.setObjectName("hint")
        self.metric_combo = QComboBox()
        self.metric_combo.setToolTip(translate("TrainingTab", "Which final metric to plot against the knob"))
        self.metric_combo.activated.connect(self._on_metric)  # a person's pick; set_rows' refill calls nothing
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("TrainingTab", "Metric")))
        top.addWidget(self.metric_combo, 1)

        self.knob_plot = pg.PlotWidget(background="w")
        item = self.knob_plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        for axis in ("left", "bottom"):
            item.getAxis(axis).enableAutoSIPrefix(False)
            item.getAxis(axis).setPen(pg.mkPen("#000"))
            item.getAxis(axis).setTextPen(pg.mkPen("#000"))
        legend_below(item)  # under the axis: it covers no error bar, whatever the values
        self.seed_dots = pg.ScatterPlotItem(size=7, brush=pg.mkBrush(31, 119, 180, 90), pen=None)
        self.mean_line = pg.PlotDataItem([], [], pen=pg.mkPen("#1f77b4", width=2), symbol="o", symbolSize=9,
                                         symbolBrush="#1f77b4", symbolPen=None, name="mean over seeds (bars: min-max)")
        self.error_bars = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), pen=pg.mkPen("#1f77b4", width=1.5))
        for it in (self.seed_dots, self.error_bars, self.mean_line):
            self.knob_plot.addItem(it)
        self.knob_plot.getPlotItem().getViewBox().setDefaultPadding(0.08)

        self.curves_plot = LivePlot(translate("TrainingTab", "Runs during training"),
                                    translate("TrainingTab", "held-out metric"), legend_corner="bottom")
        self.curves_note = QLabel("")
        self.curves_note.setWordWrap(True)
        self.curves_note.setObjectName("hint")
        curves = QWidget()
        cl = QVBoxLayout(curves)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(self.curves_plot, 1)
        cl.addWidget(self.curves_note)

        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)

        self.heatmap = StudyHeatmap()
        self.knob_stack = QStackedWidget()  # the knob plot, or a grid's heatmap
        self.knob_stack.addWidget(self.knob_plot)
        self.knob_stack.addWidget(self.heatmap)
        plots = QSplitter(Qt.Orientation.Horizontal)
        plots.addWidget(self.knob_stack)
        plots.addWidget(curves)
        plots.setChildrenCollapsible(False)
        plots.setStretchFactor(0, 1)
        plots.setStretchFactor(1, 1)
        self.compare = StudyCompareView()  # masked vs causal, when the folder has compare.json
        self.compare.measured.connect(self._compare_measured)
        self._compare_study = None
        self.lower = QTabWidget()
        self.lower.addTab(self.table, translate("TrainingTab", "Results"))
        self.lower.addTab(self.compare, translate("TrainingTab", "Masked vs causal"))
        self._split = split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(plots)
        split.addWidget(self.lower)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addLayout(top)
        layout.addWidget(split, 1)

    # -- what is shown --------------------------------------------------------------------
    def show_study(self, study, rows: list[dict], *, metric: str = "", live: bool = False) -> None:
        """A study's spec, rows and (when its run folders exist) curves; `live` while it runs."""
        spec = study.spec
        self.knob, self.task, self.column = spec.knob, spec.task, spec.columns
        if spec.is_grid:  # the curves' colours: one per combination
            self.grid = (spec.knobs, list(spec.values), list(spec.values2))
            self.values = [value for value, seed in spec.plan() if seed == spec.seeds[0]]
        else:
            self.grid = None
            self.values = list(spec.values)
        self.knob_stack.setCurrentWidget(self.heatmap if self.grid else self.knob_plot)
        self._clear_curves()
        shipped = not live and not study.runs_dir.is_dir()
        if shipped:
            self.curves_note.setText(translate("TrainingTab", NOT_SHIPPED))
        else:
            self.curves_note.setText(translate("TrainingTab", "Each run's held-out metric as it trained (colour: knob "
                                               "value; dashed: other seeds).") if not live else
                                     translate("TrainingTab", "The runs so far; the run in progress grows as it trains."))
            for p in study.planned():
                if p.run_dir is not None:
                    try:
                        self.set_curve(p.run_dir.name, p.value, p.seed, read_run_metrics(p.run_dir))
                    except (OSError, ValueError):
                        continue
        done = (translate("TrainingTab", "finished {when}").format(when=spec.finished) if spec.finished
                else translate("TrainingTab", "running") if live else translate("TrainingTab", "not finished"))
        self.caption.setText((translate("TrainingTab", "<b>{knob} grid</b> · {task} {preset} · {steps} steps · seeds "
                                        "{seeds} · {done}") if spec.is_grid else
                              translate("TrainingTab", "<b>{knob} study</b> · {task} {preset} · {steps} steps · seeds "
                                        "{seeds} · {done}")).format(
            knob=spec.title, task=spec.task, preset=spec.fixed.preset, steps=fmt_number(spec.fixed.steps),
            seeds=", ".join(map(str, spec.seeds)), done=done)
            + f"<br><span style='color:#59636e'>{shown_path(study.folder)}</span>")
        self._show_compare(study, live)
        self.caption.setToolTip(spec.command or "")
        self.set_rows(rows, metric=metric or self.current_metric)

    def _show_compare(self, study, live: bool) -> None:
        """The comparison tab is there when the folder keeps compare.json (read, never measured
        here), or when an objective study without one still has its run folders (it offers to
        measure them in a separate process)."""
        self._compare_study = study
        try:
            comparison, message = (None, "") if live else (read_compare(study.folder), "")
        except CompareError as exc:
            comparison, message = None, core_text(exc)
        self.compare.show_comparison(comparison, message)
        offer = (comparison is None and not message and not live and study.spec.knob == "objective"
                 and not study.spec.is_grid and study.runs_dir.is_dir())
        self.compare.offer_measuring(study.folder if offer else None)
        has = comparison is not None or bool(message) or offer
        self.lower.setTabVisible(1, has)
        self.lower.setCurrentIndex(1 if comparison is not None else 0)
        total = max(2, sum(self._split.sizes()))
        self._split.setSizes([total * 2 // 5, total * 3 // 5] if comparison is not None else [total * 3 // 5, total * 2 // 5])

    def _compare_measured(self, folder: str) -> None:
        """compare.json was written for `folder`: show it if that study is still the one shown."""
        study = self._compare_study
        if study is not None and str(study.folder) == folder:
            self._show_compare(study, live=False)

    def set_rows(self, rows: list[dict], *, metric: str = "") -> None:
        self.rows = [dict(r) for r in rows]
        choices = metric_choices(self.rows, self.column, self.task)
        wanted = metric if metric in choices else (self.current_metric if self.current_metric in choices else choices[0])
        self.metric_combo.clear()
        for m in choices:
            self.metric_combo.addItem(f"{m} · {METRIC_LABELS.get(m, m)}", m)
        self.metric_combo.setCurrentIndex(choices.index(wanted))
        self._fill_table()
        self.set_metric(wanted)

    def add_row(self, row: dict) -> None:
        """A run that just ended: its row replaces an older one of the same run folder."""
        rows = [r for r in self.rows if r.get("run") != row.get("run")]
        self.set_rows([*rows, row])

    def set_metric(self, metric: str) -> None:
        if self.metric_combo.findData(metric) < 0:
            return
        changed = metric != self.current_metric
        self.current_metric = metric
        self.metric_combo.setCurrentIndex(self.metric_combo.findData(metric))
        self._draw_knob_plot()
        self._draw_curves()
        if changed:
            self.metric_changed.emit(metric)

    def _on_metric(self, index: int) -> None:
        metric = self.metric_combo.itemData(index)
        if metric:
            self.set_metric(metric)

    # -- the knob plot --------------------------------------------------------------------
    def knob_data(self) -> dict:
        return knob_points(self.rows, self.column, self.values, self.current_metric)

    def _draw_knob_plot(self) -> None:
        if self.grid is not None:
            knobs, values, values2 = self.grid
            self.heatmap.show_cells(self.rows, self.column, values, values2, knobs, self.current_metric)
            return
        pts = self.knob_data()
        x, mean = np.asarray(pts["x"], float), np.asarray(pts["mean"], float)
        self.mean_line.setData(x, mean)
        self.mean_line.setPen(pg.mkPen("#1f77b4", width=2) if pts["numeric"] else None)
        self.error_bars.setData(x=x, y=mean, top=np.asarray(pts["max"], float) - mean,
                                bottom=mean - np.asarray(pts["min"], float),
                                beam=0.02 if pts["numeric"] else 0.15)
        self.seed_dots.setData(np.asarray(pts["seed_x"], float), np.asarray(pts["seed_y"], float))
        item = self.knob_plot.getPlotItem()
        item.getAxis("bottom").setTicks(None if pts["numeric"] else [pts["labels"]])
        item.setLabel("bottom", KNOB_LABELS.get(self.knob, self.knob))
        item.setLabel("left", self.current_metric)
        item.setTitle(METRIC_LABELS.get(self.current_metric, self.current_metric), color="#000", size="10pt")
        item.enableAutoRange(axis="x")
        if not pts["numeric"] and x.size:  # named values sit at 0, 1, ...: half a slot of room each side
            item.setXRange(float(x.min()) - 0.5, float(x.max()) + 0.5, padding=0)
        ys = np.concatenate([np.asarray(pts[k], float) for k in ("min", "max", "seed_y")])
        ys = ys[np.isfinite(ys)]
        self._draw_baseline(y_span(float(ys.min()), float(ys.max())) if ys.size else None)
        if ys.size:
            item.setYRange(*y_span(float(ys.min()), float(ys.max())), padding=0)
        else:
            item.enableAutoRange(axis="y")

    def _draw_baseline(self, shown: tuple[float, float] | None = None) -> None:
        """The reference line of an accuracy (kept out of the axis range), named in the legend;
        when it lies outside `shown` (the y-range the data get), the legend says so."""
        legend = self.knob_plot.getPlotItem().legend
        if self._baseline is not None:
            self.knob_plot.removeItem(self._baseline)
            legend.removeItem(self._baseline_name)
            self._baseline = None
        ref = None
        if self.current_metric.startswith("eval_accuracy"):
            ref = "unigram_baseline_at_15"
        elif self.current_metric.startswith("eval_next_token_accuracy"):
            ref = "unigram_baseline_next_token"
        elif self.current_metric.startswith("probe") and self.current_metric.endswith("_accuracy"):
            ref = self.current_metric.replace("_accuracy", "_majority")
        ys = [float(r[ref]) for r in self.rows if ref and _finite(r.get(ref))]
        if ys:
            pen = pg.mkPen("#888", width=1.5, style=Qt.PenStyle.DashLine)
            label = (translate("TrainingTab", "most frequent class") if ref.endswith("_majority")
                     else translate("TrainingTab", "unigram baseline"))
            value = sum(ys) / len(ys)
            where = ("" if shown is None or shown[0] <= value <= shown[1]
                     else " (below this axis)" if value < shown[0] else " (above this axis)")
            self._baseline_name = f"{label}: {value:.3g}{where}"
            self._baseline = pg.InfiniteLine(pos=sum(ys) / len(ys), angle=0, pen=pen)
            self.knob_plot.addItem(self._baseline, ignoreBounds=True)
            legend.addItem(pg.PlotDataItem([], [], pen=pen), self._baseline_name)

    # -- curves ---------------------------------------------------------------------------
    def set_curve(self, run: str, value, seed: int, records: list[Metrics]) -> None:
        self._curves[run] = [(seed, m) for m in records]
        self._curve_value[run] = value
        self._draw_curves()

    def add_curve_point(self, run: str, value, seed: int, metrics: Metrics) -> None:
        """One metrics record of the run in progress."""
        self._curves.setdefault(run, []).append((seed, metrics))
        self._curve_value[run] = value
        y = metrics.value(curve_key(self.current_metric, self.task))
        if y is not None:
            name = self._series_name(run)
            if name not in self.curves_plot.series_names():
                self._draw_curves()
            else:
                self.curves_plot.add_point(name, metrics.step, y)

    def curve_names(self) -> list[str]:
        return self.curves_plot.series_names()

    def _series_name(self, run: str) -> str:
        seed = self._curves[run][0][0] if self._curves.get(run) else 0
        return f"{value_label(self._curve_value.get(run))} seed {seed}"

    def _clear_curves(self) -> None:
        for name in self.curves_plot.series_names():
            self.curves_plot.remove_series(name)
        self._curves, self._curve_value = {}, {}

    def _draw_curves(self) -> None:
        key = curve_key(self.current_metric, self.task)
        for name in self.curves_plot.series_names():
            self.curves_plot.remove_series(name)
        labels = {"eval_accuracy": translate("TrainingTab", "held-out accuracy (15 % masked)"),
                  "eval_psnr": translate("TrainingTab", "held-out PSNR (dB, 75 % hidden)"),
                  "eval_loss": translate("TrainingTab", "held-out loss")}
        self.curves_plot.getPlotItem().setLabel("left", labels[key])
        seeds_seen: set = set()
        for run, points in self._curves.items():
            value = self._curve_value.get(run)
            index = next((i for i, v in enumerate(self.values) if _same(v, value)), 0)
            name = self._series_name(run)
            first = value_label(value) not in seeds_seen  # the first seed of a value: solid, in the legend
            seeds_seen.add(value_label(value))
            self.curves_plot.ensure_series(name, color=OVERLAY_COLORS[index % len(OVERLAY_COLORS)], width=1.8,
                                           dashed=not first)
            xy = [(m.step, m.value(key)) for _, m in points if m.value(key) is not None]
            self.curves_plot.set_series(name, [p[0] for p in xy], [p[1] for p in xy])
            if not first:
                self.curves_plot.legend.removeItem(name)  # one legend entry per value
        self.curves_plot.redraw()

    # -- the table ------------------------------------------------------------------------
    def _fill_table(self) -> None:
        keys = [self.column] if isinstance(self.column, str) else list(self.column)
        cols = [c for c in columns_of(self.rows, self.column) if c != "run"] if self.rows else \
            [*keys, "seed", "state", "steps", "wall_s"]
        self.table.setSortingEnabled(False)
        self.table.clear()
        self.table.setColumnCount(len(cols))
        self.table.setRowCount(len(self.rows))
        self.table.setHorizontalHeaderLabels(cols)
        for c, name in enumerate(cols):
            self.table.horizontalHeaderItem(c).setToolTip(METRIC_LABELS.get(name, name))
        for r, row in enumerate(self.rows):
            for c, name in enumerate(cols):
                v = row.get(name)
                item = QTableWidgetItem(cell_text(v))
                if _finite(v):
                    item.setData(Qt.ItemDataRole.UserRole, float(v))
                item.setToolTip(str(row.get("run") or ""))
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()

    def table_rows(self) -> tuple[list[str], list[list[str]]]:
        """(header, cell texts) as the table shows them."""
        header = [self.table.horizontalHeaderItem(c).text() for c in range(self.table.columnCount())]
        cells = [[self.table.item(r, c).text() for c in range(self.table.columnCount())]
                 for r in range(self.table.rowCount())]
        return header, cells

    def clear(self) -> None:
        self.rows = []
        self._clear_curves()
        self.curves_note.setText("")
        self.caption.setText(translate("TrainingTab", "No study open."))
        self.compare.show_comparison(None)
        self.lower.setTabVisible(1, False)
        self.set_rows([])
