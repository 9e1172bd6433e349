"""Masked vs causal LM in the study view: the comparison a study folder keeps (compare.json,
written by mlm_lab.studies.compare), drawn with pyqtgraph.

- the curves of both objectives (mean over seeds, band = min-max) against the x-axis the
  chooser picks: steps, tokens seen, supervised (loss-bearing) tokens, or wall time; the
  series chooser picks the held-out loss or accuracy of each one's own task, or the training loss;
- the linear-probe accuracy per layer of both (dotted: random init; dashed: most frequent class);
- cloze accuracy by the side of the clue, both objectives, with chance.

It reads the file (small JSON) and measures nothing itself. An objective study that finished
before comparisons were kept, but still has its run folders, gets a button that runs
`mlm-lab study compare FOLDER` in a separate process (QProcess): the window stays free, and the
file it writes is then read and drawn.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QProcess, QProcessEnvironment, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.plots import accuracy_ticks, legend_below
from mlm_lab.app.looks.reflow import ReflowRow
from mlm_lab.app.training.study_process import study_threads
from mlm_lab.studies.compare import AXES, SERIES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# the comparison's axis, curve and metric names (mlm_lab.studies.compare, English in the core) marked for the
# catalogue; shown through translate("TrainingTab", ...)
AXIS_WORDS = [QT_TRANSLATE_NOOP("TrainingTab", "training steps"), QT_TRANSLATE_NOOP("TrainingTab", "tokens seen"),
              QT_TRANSLATE_NOOP("TrainingTab", "supervised (loss-bearing) tokens"),
              QT_TRANSLATE_NOOP("TrainingTab", "wall time, s"),
              QT_TRANSLATE_NOOP("TrainingTab", "held-out loss of its own objective"),
              QT_TRANSLATE_NOOP("TrainingTab", "held-out accuracy of its own objective"),
              QT_TRANSLATE_NOOP("TrainingTab", "training loss"),
              QT_TRANSLATE_NOOP("TrainingTab", "masked tokens, 15 % masked"), QT_TRANSLATE_NOOP("TrainingTab", "next token")]
COLORS = {"mlm": (31, 119, 180), "clm": (214, 39, 40), "diffusion": (44, 160, 44)}
OTHER = (90, 90, 90)
EMPTY = QT_TRANSLATE_NOOP("TrainingTab", "No comparison in this folder. An objective study (mlm vs clm) writes "
                          "compare.json when it finishes; `mlm-lab study compare STUDY_DIR` writes it for one that "
                          "has its run folders.")
OFFER = QT_TRANSLATE_NOOP("TrainingTab", "This objective study finished before comparisons were kept; its run "
                          "folders are here, so the comparison can be measured now: curves from the runs' records, "
                          "probes and cloze on each run's final checkpoint (under a minute for a nano study), in a "
                          "separate process.")


def _plot(title: str, bottom: str, left: str, columns: int = 1, *, below: bool = False) -> pg.PlotWidget:
    plot = pg.PlotWidget(background="w")
    item = plot.getPlotItem()
    item.showGrid(x=True, y=True, alpha=0.25)
    item.setTitle(title, color="#000", size="10pt")
    item.setLabel("bottom", bottom)
    item.setLabel("left", left)
    for axis in ("left", "bottom"):
        item.getAxis(axis).enableAutoSIPrefix(False)
        item.getAxis(axis).setPen(pg.mkPen("#000"))
        item.getAxis(axis).setTextPen(pg.mkPen("#000"))
    if below:  # an accuracy plot: its axis ends at 1.0, so the legend goes under it, covering nothing
        legend_below(item, columns)
        item.getAxis("left").setTicks(accuracy_ticks())
        return plot
    legend = item.addLegend(offset=(-10, 10) if columns == 1 else (10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 200))
    legend.setColumnCount(columns)
    return plot


class StudyCompareView(QWidget):
    view_changed = Signal(str, str)  # (axis, series) picked by the user
    measured = Signal(str)  # a study folder whose compare.json was just written
    progress = Signal(str)  # a line the compare process wrote while it measures (also shown in the note)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.comparison: dict | None = None
        self.axis, self.series = "steps", "eval_loss"
        self.note = QLabel(translate("TrainingTab", EMPTY))
        self.note.setWordWrap(True)
        self.note.setObjectName("hint")
        self.measure_button = QPushButton(translate("TrainingTab", "Measure the comparison"))
        self.measure_button.setToolTip(translate("TrainingTab", "Runs `mlm-lab study compare` on this study's run folders and shows "
                                       "what it writes (compare.json, compare.png)"))
        self.measure_button.clicked.connect(self.measure)
        self.measure_button.hide()
        self._offer: Path | None = None  # the study folder the button would measure
        self._process: QProcess | None = None
        self._err_lines: list[str] = []  # what the process wrote on stderr so far
        self._err_tail = b""  # a line it has not ended yet
        self.axis_combo = QComboBox()
        for key, label in AXES.items():
            self.axis_combo.addItem(translate("TrainingTab", label), key)
        self.axis_combo.setToolTip(translate("TrainingTab", "The x-axis of the curves: per step, a causal LM is supervised at every "
                                   "position, a masked LM at the masked ones only"))
        # activated: a person's pick (click, keys, wheel); set_view showing the state's view calls nothing
        self.axis_combo.activated.connect(lambda i: self._chosen(axis=self.axis_combo.itemData(i)))
        self.series_combo = QComboBox()
        for key, label in SERIES.items():
            self.series_combo.addItem(translate("TrainingTab", label), key)
        self.series_combo.activated.connect(lambda i: self._chosen(series=self.series_combo.itemData(i)))
        top = ReflowRow(spacing=12)  # one under the other where the two lists do not fit across
        for label, combo in ((translate("TrainingTab", "x-axis"), self.axis_combo),
                             (translate("TrainingTab", "curve"), self.series_combo)):
            pair = QHBoxLayout()
            pair.addWidget(QLabel(label))
            pair.addWidget(combo, 1)
            top.add(pair)
        top.add_stretch(1)
        self.top_row = top

        self.curves_plot = _plot(translate("TrainingTab", "Both objectives during training"),
                                 translate("TrainingTab", AXES["steps"]), translate("TrainingTab", SERIES["eval_loss"]))
        self.probe_plot = _plot(translate("TrainingTab", "Probe per layer (word category)"),
                                translate("TrainingTab", "layer (0 = embeddings)"), translate("TrainingTab", "probe accuracy"),
                                columns=2, below=True)
        self.probe_plot.getPlotItem().getAxis("bottom").setTickSpacing(1, 1)  # layers are whole numbers
        self.cloze_plot = _plot(translate("TrainingTab", "Cloze by side of the clue"), "",
                                translate("TrainingTab", "cloze accuracy"), columns=2, below=True)
        self.cloze_plot.getPlotItem().getAxis("bottom").setTicks([[(0.0, translate("TrainingTab", "clue left")),
                                                                   (1.0, translate("TrainingTab", "clue right"))]])
        self._curve_items: list = []
        split = QSplitter(Qt.Orientation.Horizontal)
        for plot in (self.curves_plot, self.probe_plot, self.cloze_plot):
            split.addWidget(plot)
        split.setChildrenCollapsible(False)
        split.setSizes([460, 360, 280])  # the probe panel's title and legend need the room (1,400 px windows)
        for i, stretch in enumerate((4, 3, 2)):
            split.setStretchFactor(i, stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(top)
        layout.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.measure_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(bottom)

    # -- what is shown --------------------------------------------------------------------
    def show_comparison(self, comparison: dict | None, message: str = "") -> None:
        """A comparison as read_compare returns it (None: nothing to show, `message` says why)."""
        self.comparison = comparison
        if comparison is None:
            self.note.setText(message or translate("TrainingTab", EMPTY))
        else:
            self.note.setText(self._summary())
        self._draw_curves()
        self._draw_probes()
        self._draw_cloze()

    # -- measuring an older study -----------------------------------------------------------
    def offer_measuring(self, folder: Path | None) -> None:
        """Offer to measure this study folder (run folders, no compare.json); None: offer nothing."""
        self._offer = Path(folder) if folder is not None else None
        self.measure_button.setVisible(self._offer is not None)
        self.measure_button.setEnabled(self._process is None)
        if self._offer is not None and self._process is None:
            self.note.setText(translate("TrainingTab", OFFER))

    def measuring(self) -> bool:
        return self._process is not None

    def measure(self) -> None:
        """Start `python -m mlm_lab study compare FOLDER` for the offered folder."""
        folder = self._offer
        if folder is None or self._process is not None:
            return
        proc = QProcess(self)
        env = QProcessEnvironment.systemEnvironment()
        env.insert("OMP_NUM_THREADS", str(study_threads()))  # one core stays the window's
        here = str(Path(__file__).resolve().parents[2])  # the process runs this window's mlm_lab
        env.insert("PYTHONPATH", os.pathsep.join(p for p in (here, env.value("PYTHONPATH", "")) if p))
        proc.setProcessEnvironment(env)
        proc.setProgram(sys.executable)
        proc.setArguments(["-m", "mlm_lab", "study", "compare", str(folder.resolve())])
        proc.readyReadStandardError.connect(lambda: self._read_progress(proc, folder))
        proc.finished.connect(lambda code, status: self._ended(proc, folder, code, status))
        proc.errorOccurred.connect(lambda error: self._ended(proc, folder, -1, None)
                                   if error == QProcess.ProcessError.FailedToStart else None)
        self._process = proc
        self._err_lines, self._err_tail = [], b""
        self.measure_button.setEnabled(False)
        self.note.setText(translate("TrainingTab", "Measuring the comparison of {name} in a separate process ...")
                          .format(name=folder.name))
        proc.start()

    def _take_stderr(self, proc: QProcess, *, flush: bool = False) -> list[str]:
        """The whole lines the process wrote on stderr since the last call; with `flush`
        (it has ended), its last line too, even one it did not end with a newline."""
        data = self._err_tail + bytes(proc.readAllStandardError().data())
        *lines, self._err_tail = data.split(b"\n")
        if flush:
            lines.append(self._err_tail)
            self._err_tail = b""
        new = [line.decode("utf-8", "replace").strip() for line in lines]
        new = [line for line in new if line]
        self._err_lines.extend(new)
        return new

    def _read_progress(self, proc: QProcess, folder: Path) -> None:
        if self._process is not proc:
            return
        for line in self._take_stderr(proc):
            if self._offer == folder:
                self.note.setText(translate("TrainingTab", "Measuring the comparison of {name} in a separate process: "
                                            "{line}").format(name=folder.name, line=line))
            self.progress.emit(line)

    def _ended(self, proc: QProcess, folder: Path, code: int, status) -> None:
        if self._process is not proc:
            return
        self._process = None
        self._take_stderr(proc, flush=True)
        err = self._err_lines
        proc.deleteLater()
        self.measure_button.setEnabled(True)
        if code == 0 and status == QProcess.ExitStatus.NormalExit:
            self.measured.emit(str(folder))
            return
        if self._offer == folder:
            reason = err[-1] if err else (proc.errorString() if code == -1
                                          else translate("TrainingTab", "exit status {code}").format(code=code))
            self.note.setText(translate("TrainingTab", "The comparison could not be measured: {reason}").format(
                reason=reason))

    def objectives(self) -> list[str]:
        return list((self.comparison or {}).get("objectives", {}))

    def _chosen(self, axis: str | None = None, series: str | None = None) -> None:
        """The user picked an axis or a curve: draw it and say so (the lab state keeps it)."""
        self.set_view(axis or self.axis, series or self.series)
        self.view_changed.emit(self.axis, self.series)

    def set_axis(self, axis: str) -> None:
        self.set_view(axis, self.series)

    def set_series(self, series: str) -> None:
        self.set_view(self.axis, series)

    def set_view(self, axis: str, series: str) -> None:
        """Show this x-axis and curve (unknown keys leave that choice as it is); one redraw."""
        self.axis = axis if axis in AXES else self.axis
        self.series = series if series in SERIES else self.series
        for combo, key in ((self.axis_combo, self.axis), (self.series_combo, self.series)):
            combo.setCurrentIndex(combo.findData(key))
        self._draw_curves()

    # -- values as drawn (for tests and export) -------------------------------------------
    def curve_data(self, objective: str) -> tuple[np.ndarray, np.ndarray]:
        """(x on the chosen axis, mean) of one objective's chosen curve."""
        curve = self._curve(objective)
        if not curve:
            return np.zeros(0), np.zeros(0)
        return np.asarray(curve[self.axis], float), np.asarray(curve["mean"], float)

    def probe_values(self, objective: str) -> list[float]:
        probe = self._entry(objective).get("probe") or {}
        return list(probe.get("mean") or [])

    def cloze_values(self, objective: str) -> dict:
        """{"left": acc, "right": acc} at the newest checkpoint compared (empty when not measured)."""
        cloze = self._entry(objective).get("cloze") or {}
        if not cloze.get("steps"):
            return {}
        return {"left": cloze["left_mean"][-1], "right": cloze["right_mean"][-1]}

    def _entry(self, objective: str) -> dict:
        return ((self.comparison or {}).get("objectives") or {}).get(objective) or {}

    def _curve(self, objective: str) -> dict:
        return (self._entry(objective).get("curves") or {}).get(self.series) or {}

    # -- drawing --------------------------------------------------------------------------
    def _label(self, name: str) -> str:
        own = self._entry(name).get("own_metric")
        return f"{name} ({translate('TrainingTab', own)})" if own and self.series.startswith("eval") else name

    def _draw_curves(self) -> None:
        item = self.curves_plot.getPlotItem()
        for it in self._curve_items:
            self.curves_plot.removeItem(it)
        self._curve_items = []
        item.legend.clear()
        lows, highs = [], []
        for name in self.objectives():
            curve = self._curve(name)
            if not curve or not curve.get("steps"):
                continue
            color = COLORS.get(name, OTHER)
            x = np.asarray(curve[self.axis], float)
            low = pg.PlotDataItem(x, np.asarray(curve["min"], float), pen=None)
            high = pg.PlotDataItem(x, np.asarray(curve["max"], float), pen=None)
            band = pg.FillBetweenItem(low, high, brush=pg.mkBrush(*color, 50))
            line = pg.PlotDataItem(x, np.asarray(curve["mean"], float), pen=pg.mkPen(color, width=2),
                                   name=self._label(name))
            for it in (low, high, band, line):
                self.curves_plot.addItem(it)
            self._curve_items += [low, high, band, line]
            lows.append(np.nanmin(curve["min"])), highs.append(np.nanmax(curve["max"]))
        item.setLabel("bottom", translate("TrainingTab", AXES[self.axis]))
        item.setLabel("left", translate("TrainingTab", SERIES[self.series]))
        item.enableAutoRange()
        if lows:  # headroom above the curves, so the legend (top right) covers none of them
            bottom, top = float(min(lows)), float(max(highs))
            span = max(top - bottom, 1e-6)
            item.setYRange(bottom - 0.05 * span, top + 0.4 * span, padding=0)

    def _draw_probes(self) -> None:
        plot = self.probe_plot
        plot.clear()
        plot.getPlotItem().legend.clear()
        majority = None
        for i, name in enumerate(self.objectives()):
            probe = self._entry(name).get("probe") or {}
            if not probe.get("layers"):
                continue
            color = COLORS.get(name, OTHER)
            layers = np.asarray(probe["layers"], float) + (i - 0.5) * 0.08
            mean = np.asarray(probe["mean"], float)
            plot.addItem(pg.ErrorBarItem(x=layers, y=mean, top=np.asarray(probe["max"], float) - mean,
                                         bottom=mean - np.asarray(probe["min"], float), beam=0.06,
                                         pen=pg.mkPen(color, width=1.2)))
            plot.addItem(pg.PlotDataItem(layers, mean, pen=pg.mkPen(color, width=2), symbol="o", symbolSize=8,
                                         symbolBrush=color, symbolPen=None, name=name))
            if probe.get("random_init"):  # one legend entry for both dotted lines
                plot.addItem(pg.PlotDataItem(probe["layers"], probe["random_init"],
                                             pen=pg.mkPen(color, width=1.2, style=Qt.PenStyle.DotLine),
                                             name=None if i else translate("TrainingTab", "random init (dotted)")))
            majority = probe.get("majority", majority)
            emb = translate("TrainingTab", "emb", "the embeddings' tick on a layer axis")
            plot.getPlotItem().getAxis("bottom").setTicks([[(float(k), emb if k == 0 else str(k))
                                                            for k in probe["layers"]]])
        plot.getPlotItem().setYRange(0, 1.02, padding=0)  # an accuracy: 0 to 1 (the legend is under the plot)
        if majority is not None:
            pen = pg.mkPen("#888", width=1.2, style=Qt.PenStyle.DashLine)
            plot.addItem(pg.InfiniteLine(pos=majority, angle=0, pen=pen), ignoreBounds=True)
            plot.getPlotItem().legend.addItem(pg.PlotDataItem([], [], pen=pen), translate(
                "TrainingTab", "most frequent {share}").format(share=fmt_number(majority, 2)))

    def _draw_cloze(self) -> None:
        plot = self.cloze_plot
        plot.clear()
        plot.getPlotItem().legend.clear()
        names = [n for n in self.objectives() if self.cloze_values(n)]
        width = 0.8 / max(1, len(names))
        for i, name in enumerate(names):
            values = self.cloze_values(name)
            xs = np.array([0.0, 1.0]) - 0.4 + width * (i + 0.5)
            bars = pg.BarGraphItem(x=xs, height=[values["left"], values["right"]], width=width * 0.9,
                                   brush=pg.mkBrush(*COLORS.get(name, OTHER), 210), pen=None)
            plot.addItem(bars)
            plot.getPlotItem().legend.addItem(bars, f"{name}: {fmt_number(values['left'], 2)} / "
                                                    f"{fmt_number(values['right'], 2)}")
        cloze = (self._entry(names[0]).get("cloze") or {}) if names else {}
        pen = pg.mkPen("#444", width=1.2, style=Qt.PenStyle.DashLine)
        for j, side in enumerate(("left", "right")):
            if cloze.get(f"{side}_chance") is not None:
                chance = cloze[f"{side}_chance"]
                plot.addItem(pg.PlotDataItem([j - 0.45, j + 0.45], [chance, chance], pen=pen,
                                             name=translate("TrainingTab", "chance") if j == 0 else None))
        plot.getPlotItem().setYRange(0, 1.02, padding=0)  # an accuracy: 0 to 1 (the legend is under the plot)
        plot.getPlotItem().setXRange(-0.6, 1.6)

    def _summary(self) -> str:
        parts = []
        for name in self.objectives():
            per = self._entry(name).get("per_step") or {}
            if per:
                parts.append(translate("TrainingTab", "{name}: {seen} tokens seen and {supervised} supervised per "
                                       "step").format(name=name, seen=fmt_number(per.get("tokens_per_step", 0)),
                                                      supervised=fmt_number(per.get("supervised_per_step", 0))))
        ratio = (self.comparison or {}).get("supervised_ratio_clm_to_mlm")
        text = "; ".join(parts)
        if ratio:
            text += f" (clm/mlm {fmt_number(ratio, 2)}x)"
        return text + ". " + translate("TrainingTab", "Lines: mean over seeds; bands and bars: min-max. Probes and "
                                       "cloze at the final checkpoints.")
