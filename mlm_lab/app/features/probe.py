"""The Features tab's probe panel: pick a probe, run it for the current model in the background,
and see the accuracy per layer for the model, its random-init twin (and raw pixels for
pictures), with the majority baseline: what pretraining put into each layer.

The panel asks (`run_requested(kind, task)`); the tab's presenter runs
`lab.features_view.jobs.probe_per_layer` in the slow lane of the tab's job queue, and the probe
part (`probe_requests`) hands the result to `show_result`.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.features.boxes import NarrowCombo, untitled
from mlm_lab.app.i18n.languages import fmt_number, fmt_percent
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.plots import LivePlot
from mlm_lab.app.looks.widgets import WrapAware
from mlm_lab.app.qt import dialogs

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# (key, label, model kind): a class folder is chosen when the probe is run
TASKS = (
    ("words", QT_TRANSLATE_NOOP("FeaturesTab", "Word category (text)"), "text"),
    ("agreement", QT_TRANSLATE_NOOP("FeaturesTab", "Subject number at the verb (text)"), "text"),
    ("shapes", QT_TRANSLATE_NOOP("FeaturesTab", "Shape of a generated picture (images)"), "image"),
    ("folder", QT_TRANSLATE_NOOP("FeaturesTab", "A class folder: one subfolder per class (images)"), "image"),
)
# the legend's names (also the series' keys, in the app's language: shown_data(_name("model")))
SERIES = ((QT_TRANSLATE_NOOP("FeaturesTab", "model"), "#1f77b4", False),
          (QT_TRANSLATE_NOOP("FeaturesTab", "random init"), "#d62728", False),
          (QT_TRANSLATE_NOOP("FeaturesTab", "raw pixels"), "#2ca02c", True),
          (QT_TRANSLATE_NOOP("FeaturesTab", "majority"), "#7f7f7f", True))


def _name(series: str) -> str:
    return translate("FeaturesTab", series)


class ProbePanel(WrapAware, QGroupBox):
    run_requested = Signal(str, str)  # model kind ("text" | "image"), task ("words", "shapes", a folder path)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)  # the title is a line that wraps (a group box's own title sets its least width)
        title = translate("FeaturesTab", "Probe: a linear classifier on each layer's frozen features")
        self.setAccessibleName(title)
        untitled(self)
        self.result: dict | None = None
        self.answer_hidden = False  # a lesson's reveal: the plot waits behind REVEAL_HINT
        self._summary_text = translate("FeaturesTab", "Run a probe to see how much of a label each layer holds.")
        self.folder = ""
        layout = QVBoxLayout(self)
        margins = layout.contentsMargins()
        layout.setContentsMargins(margins.left(), 2, margins.right(), margins.bottom())  # the title line sits on the frame
        self.title = QLabel(title)
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.title)
        row = QHBoxLayout()
        self.task_combo = NarrowCombo()  # the longest task is elided in a narrow box, whole in its list
        for key, label, _kind in TASKS:
            self.task_combo.addItem(translate("FeaturesTab", label), key)
        self.task_combo.setToolTip(translate("FeaturesTab", "What the probe is asked to read out of the features"))
        self.run_button = QPushButton(translate("FeaturesTab", "Run probe"))
        self.run_button.setToolTip(translate("FeaturesTab", "Fit a logistic regression on every layer, for this model and for a "
                                   "randomly initialised model of the same shape (in the background)"))
        self.run_button.clicked.connect(self._on_run)
        row.addWidget(self.task_combo, 1)
        row.addWidget(self.run_button)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.plot = LivePlot(translate("FeaturesTab", "Probe accuracy per layer"), translate("FeaturesTab", "accuracy (%)"),
                             empty_text=translate("FeaturesTab", "Choose a task and press Run probe"))
        self.plot.getPlotItem().setLabel("bottom", translate("FeaturesTab", "layer (0 = embeddings)"))
        self.plot.setYRange(0, 102, padding=0)  # in percent, before any result too
        self.plot.setMinimumHeight(170)  # title, axes and a readable plot area at 900 px windows
        for name, colour, dashed in SERIES:
            self.plot.ensure_series(_name(name), color=colour, dashed=dashed, symbol=None if dashed else "o")
        layout.addWidget(self.plot, 1)
        self.summary = QLabel(self._summary_text)
        self.summary.setObjectName("hint")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

    def task(self) -> tuple[str, str]:
        key = self.task_combo.currentData()
        kind = next(k for t, _, k in TASKS if t == key)
        return kind, key

    def _on_run(self) -> None:
        kind, key = self.task()
        if key == "folder":
            folder = dialogs.existing_dir(
                self, translate("FeaturesTab", "A folder with one subfolder of pictures per class"), self.folder)
            if not folder:
                return
            self.folder = folder
            key = folder
        self.run_requested.emit(kind, key)

    def set_running(self, running: bool, text: str = "") -> None:
        self.run_button.setEnabled(not running)
        self.progress.setVisible(running)
        if running:
            self.progress.setValue(0)
            self._summary_text = text
            self.summary.setText(reveal_hint() if self.answer_hidden else text)

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setValue(int(100 * done / max(total, 1)))

    def show_task(self, task: str | None) -> None:
        """Select `task` in the list (what the state's probe names)."""
        i = self.task_combo.findData(task) if task else -1
        if i >= 0:
            self.task_combo.setCurrentIndex(i)

    def set_answer_hidden(self, hidden: bool) -> None:
        self.answer_hidden = bool(hidden)
        self.plot.setVisible(not self.answer_hidden)
        self.summary.setText(reveal_hint() if self.answer_hidden else self._summary_text)

    def show_result(self, result: dict, model_name: str, origin: str = "") -> None:
        """Draw `result` (probe_per_layer's dict); `origin` says where a shipped result came from."""
        self.result = result
        layers = result["layers"]
        pct = lambda values: [100.0 * v for v in values]  # noqa: E731
        self.plot.set_series(_name("model"), layers, pct(result["model_acc"]))
        self.plot.set_series(_name("random init"), layers, pct(result["random_init_acc"]))
        pixels = result.get("pixels_acc")
        if pixels is None:  # a text probe has no pixel baseline: no legend entry either
            self.plot.remove_series(_name("raw pixels"))
        else:
            self.plot.ensure_series(_name("raw pixels"), color=SERIES[2][1], dashed=True)
            self.plot.set_series(_name("raw pixels"), layers, pct([pixels] * len(layers)))
        self.plot.set_series(_name("majority"), layers, pct([result["majority_acc"]] * len(layers)))
        self.plot.redraw()
        span = layers[-1] - layers[0]
        # room on the right for the legend, so it never hides a line
        self.plot.setXRange(layers[0] - 0.2, layers[-1] + max(1.0, 0.45 * span), padding=0)
        self.plot.setYRange(0, 102, padding=0)
        task = result["task"] if result["task"] in ("words", "agreement", "shapes") else Path(result["task"]).name
        best = max(range(len(layers)), key=lambda i: result["model_acc"][i])
        text = (translate("FeaturesTab", "%1, probe '%2' (%3 train / %4 test examples): best %5 at layer %6, random "
                          "init best %7, majority %8")
                .replace("%1", model_name).replace("%2", task).replace("%3", fmt_number(result["n_train"]))
                .replace("%4", fmt_number(result["n_test"])).replace("%5", fmt_percent(result["model_acc"][best]))
                .replace("%6", fmt_number(layers[best])).replace("%7", fmt_percent(max(result["random_init_acc"])))
                .replace("%8", fmt_percent(result["majority_acc"])))
        if pixels is not None:
            text += translate("FeaturesTab", ", raw pixels %1").replace("%1", fmt_percent(pixels))
        shipped = re.fullmatch(r"measured on these weights on (.+) and shipped with the app", origin)
        if shipped:  # (jobs.shipped_or_live_probe's words, made in a worker: put in the app's language here)
            origin = translate("FeaturesTab", "measured on these weights on %1 and shipped with the app").replace(
                "%1", shipped.group(1))
        text += "." + (" " + translate("FeaturesTab", "Shown as %1; Run probe measures it again.").replace("%1", origin)
                       if origin else "")
        self._summary_text = text
        self.summary.setText(reveal_hint() if self.answer_hidden else text)

    def set_scale(self, scale: float) -> None:
        self.plot.set_scale(scale)
