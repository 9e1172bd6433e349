"""The Training tab's "Probe checkpoints": probe each checkpoint a run kept, one after another,
in the background, and plot probe accuracy against the training step, so one sees the
representations form while the loss falls (`mlm_lab.features.probe_run`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.looks.plots import LivePlot

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
FeaturesTab = Context("FeaturesTab")  # the texts with a plural (%n); lupdate takes the context from this name

TASKS = {"text": (("words", QT_TRANSLATE_NOOP("FeaturesTab", "Word category")),
                  ("agreement", QT_TRANSLATE_NOOP("FeaturesTab", "Subject number at the verb"))),
         "image": (("shapes", QT_TRANSLATE_NOOP("FeaturesTab", "Shape of a generated picture")),)}
KEPT_NOTE = QT_TRANSLATE_NOOP("FeaturesTab", "Only the checkpoints the run still has are probed: the engine keeps the "
                              "newest few (keep_checkpoints in the run's config), so earlier steps cannot be shown.")
FINAL_LAYER = QT_TRANSLATE_NOOP("FeaturesTab", "final layer")  # the series' name in the legend


def kept_note() -> str:
    return translate("FeaturesTab", KEPT_NOTE)


class RunProbeWindow(QDialog):
    """A small window: the run, a probe task, a progress bar, accuracy against step."""

    done = Signal(object)  # the probe_run result on screen
    _progress = Signal(int, int)  # (done, total) from the worker thread, queued to this one

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("FeaturesTab", "Probe checkpoints"))
        self.resize(640, 460)
        self.result: dict | None = None
        self.run_path = ""
        self.task_kind = "text"
        self._worker = InferenceWorker(self, name="mlm-lab run probe", torch_threads=1)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._progress.connect(self._on_progress)
        layout = QVBoxLayout(self)
        self.run_label = QLabel("")
        self.run_label.setTextFormat(Qt.TextFormat.PlainText)  # a run folder's name, as it is
        self.run_label.setWordWrap(True)
        layout.addWidget(self.run_label)
        row = QHBoxLayout()
        self.task_combo = QComboBox()
        self.start_button = QPushButton(translate("FeaturesTab", "Probe"))
        self.start_button.clicked.connect(lambda: self.start(self.run_path, self.task_combo.currentData()))
        row.addWidget(self.task_combo, 1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.plot = LivePlot(translate("FeaturesTab", "Probe accuracy of the kept checkpoints"),
                             translate("FeaturesTab", "accuracy (%)"))
        self.plot.getPlotItem().setLabel("bottom", translate("FeaturesTab", "training step"))
        self.plot.ensure_series(translate("FeaturesTab", FINAL_LAYER), color="#1f77b4", symbol="o")
        layout.addWidget(self.plot, 1)
        self.note = QLabel(kept_note())
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)

    def set_run(self, path: str, task_kind: str) -> None:
        """Show `path` (a run folder of a "text" or "image" run) and the probes that fit it."""
        self.run_path, self.task_kind = str(path), task_kind if task_kind in TASKS else "text"
        self.run_label.setText(translate("FeaturesTab", "Run: %1").replace("%1", Path(path).name))
        self.task_combo.clear()
        for key, label in TASKS[self.task_kind]:
            self.task_combo.addItem(translate("FeaturesTab", label), key)

    def start(self, path: str, task: str) -> None:
        from mlm_lab.features import probe_run

        self.start_button.setEnabled(False)
        self.progress.setValue(0)
        self.progress.show()
        self.note.setText(translate("FeaturesTab", "Probing every kept checkpoint of %1 for '%2'… %3").replace(
            "%1", Path(path).name).replace("%2", task).replace("%3", kept_note()))
        self._worker.submit("probe", lambda: probe_run(path, task, progress=self._progress.emit))

    def is_busy(self) -> bool:
        return self._worker.is_busy()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(int(100 * done / max(total, 1)))

    def _on_finished(self, key: str, request_id: int, result: dict) -> None:
        self.result = result
        self.progress.hide()
        self.start_button.setEnabled(True)
        self.plot.set_series(translate("FeaturesTab", FINAL_LAYER), result["steps"], [100.0 * a for a in result["acc"]])
        self.plot.redraw()
        title = FeaturesTab.tr("Probe '%1' accuracy, %n kept checkpoint(s)", "", len(result["steps"]))
        self.plot.getPlotItem().setTitle(title.replace("%1", str(result["task"])), color="#000", size="11pt")
        pairs = ", ".join(translate("FeaturesTab", "step %1: %2").replace("%1", fmt_number(s)).replace(
            "%2", fmt_percent(a)) for s, a in zip(result["steps"], result["acc"], strict=True))
        self.note.setText(f"{pairs}. {kept_note()}")
        self.done.emit(result)

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        self.progress.hide()
        self.start_button.setEnabled(True)
        self.note.setText(translate("FeaturesTab", "The probe could not run: %1. %2").replace("%1", message).replace(
            "%2", kept_note()))

    def shutdown(self) -> None:
        self._worker.shutdown(timeout_ms=2000)
