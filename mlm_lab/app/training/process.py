"""The Training tab's run in progress: starting, resuming and stopping the training worker
(through a WorkerController), and putting its events on the views it is given: the loss
and metric plots, the progress bar and its line, the snapshot strip."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QProgressBar

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.plots import LivePlot
from mlm_lab.app.training.bridge import RunRow, newest_checkpoint
from mlm_lab.app.training.snapshots import SnapshotStrip
from mlm_lab.app.training.worker_controller import Progress, WorkerController, fmt_duration
from mlm_lab.lab.training import TrainingForm
from mlm_lab.training.events import Log, Metrics, Snapshot, Started, Status

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

ENDED_WORDS = {  # English sources, shown through translate("TrainingTab", ...)
    "finished": QT_TRANSLATE_NOOP("TrainingTab", "Finished"), "stopped": QT_TRANSLATE_NOOP("TrainingTab", "Stopped"),
    "failed": QT_TRANSLATE_NOOP("TrainingTab", "Failed"), "diverged": QT_TRANSLATE_NOOP("TrainingTab", "Diverged"),
    "refused": QT_TRANSLATE_NOOP("TrainingTab", "Resume refused"),
}


@dataclass
class RunViews:
    """What a run in progress draws on (the tab's widgets)."""

    loss_plot: LivePlot
    metric_plot: LivePlot
    progress: QProgressBar
    eta_label: QLabel
    snapshots: SnapshotStrip


def one_line(exc: BaseException) -> str:
    return core_text(exc).splitlines()[0]


class TrainingRun(QObject):
    status_message = Signal(str)
    error = Signal(str)
    resuming = Signal(object)  # the TrainConfig of a run about to be resumed (the form shows it)
    started = Signal(str)  # the run folder exists (its path): the runs list has it now
    state_changed = Signal(str)  # starting | running | stopping | a final state
    finished = Signal(str)  # finished | stopped | failed | diverged | refused, once the process has gone
    warning = Signal(str)  # the run's warnings so far (a skipped damaged checkpoint, skipped metrics lines)

    def __init__(self, views: RunViews, runs_dir: str | None, *, start_worker=None, parent: QObject | None = None):
        """`start_worker(config, runs_dir=, resume=)` starts a run; default: the training worker process."""
        super().__init__(parent)
        self.views = views
        self.runs_dir = runs_dir
        self._start_worker = start_worker
        self.controller = WorkerController("training", self)
        self.controller.event.connect(self._on_event)
        self.controller.progress.connect(self._on_progress)
        self.controller.state_changed.connect(self.state_changed)
        self.controller.error.connect(self.error)
        self.controller.ended.connect(self._on_ended)
        self.run_dir: str | None = None  # the run in progress, or the last one
        self.task = "text"
        self.step = 0
        self.points = 0  # metric records received from the run in progress (or the last one)
        self.warnings: list[str] = []  # the warnings of the run in progress (or the last one)
        self.refusal = ""  # why the last resume was refused ("" when it was not)

    @property
    def state(self) -> str:
        return self.controller.state

    def is_running(self) -> bool:
        return self.controller.is_running()

    # -- starting --------------------------------------------------------------------------
    def start(self, form: TrainingForm) -> bool:
        """Start a new run from the form. False (with a message) when it cannot start: the
        engine's check refuses a value (its message names the field), or the data is not there."""
        if self.is_running():
            return False
        try:
            config = form.to_config()
        except (ValueError, OSError) as exc:
            self.error.emit(translate("TrainingTab", "Cannot start: {error}").format(error=one_line(exc)))
            return False
        return self._launch(config, resume=None)

    def resume(self, info: RunRow) -> bool:
        """Continue the run `info` from its newest checkpoint, with its own config."""
        if self.is_running():
            return False
        if newest_checkpoint(info.path) is None:
            self.error.emit(translate("TrainingTab", "Run {name} has no checkpoint to resume from.").format(name=info.name))
            return False
        if info.config is not None:
            self.resuming.emit(info.config)
        return self._launch(info.config, resume=info.path)

    def _launch(self, config, resume) -> bool:
        start_worker = self._start_worker
        if start_worker is None:
            from mlm_lab.training.worker import start_worker
        total = int(getattr(config, "steps", 0) or 0)
        try:  # a resumed run keeps its own config (run folder's config.json)
            self.controller.start(lambda: start_worker(None if resume else config, runs_dir=self.runs_dir,
                                                       resume=resume), total=total)
        except (ValueError, OSError) as exc:
            self.error.emit(translate("TrainingTab", "Cannot start the run: {error}").format(error=one_line(exc)))
            return False
        v = self.views
        self.run_dir = str(getattr(self.controller.handle, "run_dir", "") or "") or None
        self.task = getattr(config, "task", None) or self.task
        self.step = 0
        self.points = 0
        self.warnings = []
        self.refusal = ""
        v.loss_plot.ensure_series("train loss", color="#1f77b4")  # made now: an overlay-only view has no empty legend
        v.loss_plot.ensure_series("eval loss", color="#ff7f0e", symbol="o")
        v.metric_plot.ensure_series("this run", color="#1f77b4", symbol="o")
        v.loss_plot.set_series("train loss", [], [])
        v.loss_plot.set_series("eval loss", [], [])
        v.metric_plot.set_series("this run", [], [])
        v.progress.setRange(0, max(total, 1))
        v.progress.setValue(0)
        v.progress.setFormat(translate("TrainingTab", "step %v / %m"))
        v.eta_label.setText(translate("TrainingTab", "Starting the training process…"))
        v.snapshots.clear()
        self.status_message.emit(translate("TrainingTab", "Training started") if resume is None
                                 else translate("TrainingTab", "Training resumed"))
        return True

    def stop(self) -> None:
        """Ask the run to stop after its current step (it saves a checkpoint)."""
        if self.controller.stop():
            self.views.eta_label.setText(translate("TrainingTab", "Stopping after this step…"))

    def shutdown(self, timeout: float = 20.0) -> None:
        """Stop the run and wait for its process; kill it if it does not end in time."""
        self.controller.shutdown(timeout)

    # -- the worker's events ---------------------------------------------------------------------
    def _on_event(self, event) -> None:
        v = self.views
        if isinstance(event, Metrics):
            step = event.step
            self.step = step
            train, evaluated = event.value("train_loss"), event.value("eval_loss")
            if train is not None:
                v.loss_plot.add_point("train loss", step, train)
            if evaluated is not None:
                v.loss_plot.add_point("eval loss", step, evaluated)
            if self.task == "text":
                accuracy = event.value("eval_accuracy")
                metric = None if accuracy is None else 100.0 * accuracy
            else:
                metric = event.value("eval_psnr")
            if metric is not None:
                v.metric_plot.add_point("this run", step, metric)
            self.points += 1
            self.controller.set_progress(step)
        elif isinstance(event, Started):
            self.run_dir = event.run_dir or self.run_dir
            if event.steps:
                self.controller.set_total(event.steps)
            v.progress.setRange(0, max(self.controller.total, 1))
            self.controller.set_state("running")
            self.started.emit(self.run_dir or "")
        elif isinstance(event, Snapshot):
            v.snapshots.show_snapshot(event)
        elif isinstance(event, Status):
            self.controller.set_state(event.state)
            if event.state == "refused":  # a resume that did not begin: nothing failed, the run is as it was
                reason = event.message or translate("TrainingTab", "the run cannot be resumed")
                kept = "" if "as it was" in reason else translate("TrainingTab", "; the run is as it was")
                self.refusal = f"{reason}{kept}"
                self.status_message.emit(translate("TrainingTab", "Training: resume refused: {reason}").format(
                    reason=self.refusal))
                self.error.emit(translate("TrainingTab", "Resume refused: {reason}").format(reason=self.refusal))
            elif event.message:
                self.status_message.emit(translate("TrainingTab", "Training: {message}").format(message=event.message))
                if event.state in ("failed", "diverged"):
                    self.error.emit((translate("TrainingTab", "The run failed: {message}") if event.state == "failed"
                                     else translate("TrainingTab", "The run diverged: {message}")).format(
                                         message=event.message))
        elif isinstance(event, Log) and event.message:
            self.status_message.emit(translate("TrainingTab", "Training: {message}").format(message=event.message))
            if event.message.startswith("warning: "):  # shown in the banner, every one of this run
                text = event.message[len("warning: "):]
                self.warnings.append(text[:1].upper() + text[1:])
                self.warning.emit(". ".join(w.rstrip(".") for w in self.warnings) + ".")

    def _on_progress(self, p: Progress) -> None:
        v = self.views
        v.progress.setValue(min(p.done, v.progress.maximum()))
        v.eta_label.setText(translate("TrainingTab", "Step {done} of {total} · elapsed {elapsed} · about {left} left").format(
            done=fmt_number(p.done), total=fmt_number(p.total), elapsed=fmt_duration(p.elapsed_s),
            left=fmt_duration(p.eta_s)))

    def _on_ended(self, state: str) -> None:
        v = self.views
        v.loss_plot.redraw()
        v.metric_plot.redraw()
        if state == "refused":  # no step was taken: say so, not "failed at step 0"
            v.eta_label.setText(translate("TrainingTab", "Resume refused; the run is as it was (see the message above)"))
            v.progress.setFormat(translate("TrainingTab", "not resumed"))
        else:
            word = translate("TrainingTab", ENDED_WORDS[state]) if state in ENDED_WORDS else state.capitalize()
            v.eta_label.setText(translate("TrainingTab", "{ended} at step {step} of {total} after {elapsed}").format(
                ended=word, step=fmt_number(self.step), total=fmt_number(self.controller.total),
                elapsed=fmt_duration(self.controller.elapsed_s())))
        self.finished.emit(state)


__all__ = ["ENDED_WORDS", "RunViews", "TrainingRun"]
