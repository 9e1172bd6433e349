"""The Training tab's Study page: the study form with its time estimate, Start / Stop, and the
study view (metric vs knob, the runs' curves, the results table).

Start runs the study in its own process (mlm_lab.studies.worker) through a WorkerController,
which reads its typed events on a timer and never blocks. Stop lets the run in progress checkpoint and ends the study;
Start with the same settings continues it (the folder is found by its settings, as the CLI
does). "Open study folder…" shows any study folder, shipped ones included, without running
anything; Resume continues the study in view that has runs left, as `mlm-lab study resume
FOLDER` does (its own settings and backend, from study.json). Bad settings are refused with the core's own message (StudyError) and nothing
changes.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import Context, fmt_number
from mlm_lab.app.looks.widgets import controls_pane
from mlm_lab.app.qt import dialogs
from mlm_lab.app.training.study_form import StudyFormView
from mlm_lab.app.training.study_process import studies_dir_of, study_folder_for, study_threads
from mlm_lab.app.training.study_view import StudyView
from mlm_lab.app.training.worker_controller import WorkerController, fmt_duration
from mlm_lab.lab.study import StudyState
from mlm_lab.studies import Study, StudyError, StudySpec, estimate_seconds
from mlm_lab.studies.events import RunEnded, RunMetrics, RunStarted, StudyEnded, StudyFailed, StudyLog, StudyStarted
from mlm_lab.studies.spec import value_label

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
TrainingTab = Context("TrainingTab")  # TrainingTab.tr(text, "", n): a text with a plural (%n)

POLL_MS = 100
ESTIMATE_DELAY_MS = 150  # the estimate follows the form after typing pauses
REDRAW_MS = 120


class StudyPage(QWidget):
    status_message = Signal(str)
    error_message = Signal(str)
    running_changed = Signal(bool)
    study_finished = Signal(str)  # finished | stopped | failed

    def __init__(self, state: StudyState, runs_dir: str | os.PathLike | None = None, parent: QWidget | None = None,
                 *, other_busy=None):
        """`other_busy()` says why a study may not start now ("" when it may): a single run going."""
        super().__init__(parent)
        self._state = state
        self.runs_dir = runs_dir
        self._other_busy = other_busy or (lambda: "")
        self.controller = WorkerController("study", self, poll_ms=POLL_MS)
        self.controller.event.connect(self._on_event)
        self.controller.state_changed.connect(lambda _state: self._update_buttons())
        self.controller.error.connect(self._error)
        self.controller.ended.connect(self._finish)
        self._study: Study | None = None  # the study in view
        self._resumable = False  # whether it has run folders and runs left (found when it is shown)
        self._current: RunStarted | None = None  # the run in progress
        self._step = 0  # its newest step
        self.last_error = ""
        self.estimate_s: float | None = None
        pane = controls_pane(self, minimum=330, maximum=460)
        self.controls, col, self.controls_scroll = pane.controls, pane.column, pane.scroll
        self.form_view = StudyFormView(state.form)
        col.addWidget(self.form_view)
        self.estimate_label = QLabel("")
        self.estimate_label.setWordWrap(True)
        self.estimate_label.setObjectName("hint")
        col.addWidget(self.estimate_label)
        buttons = QWidget()
        bl = QHBoxLayout(buttons)
        bl.setContentsMargins(0, 0, 0, 0)
        self.start_button = QPushButton(translate("TrainingTab", "Start study"))
        self.start_button.setToolTip(translate("TrainingTab", "Run every value and seed one after another (continues a stopped study)"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(translate("TrainingTab", "Stop"))
        self.stop_button.setToolTip(translate("TrainingTab", "Checkpoint the run in progress and stop; Start with the same settings goes on"))
        self.stop_button.clicked.connect(self.stop)
        self.resume_button = QPushButton(translate("TrainingTab", "Resume"))
        self.resume_button.setToolTip(translate("TrainingTab", "Continue the study in view (as mlm-lab study resume): "
                                                "finished runs kept, a stopped one from its checkpoint"))
        self.resume_button.clicked.connect(self.resume)
        bl.addWidget(self.start_button)
        bl.addWidget(self.resume_button)
        bl.addWidget(self.stop_button)
        col.addWidget(buttons)
        self.buttons = buttons
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setFormat(translate("TrainingTab", "no study running"))
        self.progress_label = QLabel("")
        self.progress_label.setWordWrap(True)
        self.progress_label.setObjectName("hint")
        col.addWidget(self.progress)
        col.addWidget(self.progress_label)
        self.open_button = QPushButton(translate("TrainingTab", "Open study folder…"))
        self.open_button.setToolTip(translate("TrainingTab", "Show a study folder's results (e.g. docs/studies/mask-rate-text); "
                                    "nothing is run"))
        self.open_button.clicked.connect(self._open_dialog)
        col.addWidget(self.open_button)
        col.addStretch(1)
        self.view = StudyView()
        self.view.metric_changed.connect(self._on_metric)
        self.view.compare.view_changed.connect(self._on_compare_view)
        self.view.compare.set_view(self._state.compare_axis, self._state.compare_series)
        pane.row.addWidget(self.view, 1)

        self._estimate_timer = QTimer(self)
        self._estimate_timer.setSingleShot(True)
        self._estimate_timer.setInterval(ESTIMATE_DELAY_MS)
        self._estimate_timer.timeout.connect(self.update_estimate)
        self.form_view.binding.state.events.connect(lambda *_: self._estimate_timer.start())
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setInterval(REDRAW_MS)
        self._redraw_timer.timeout.connect(self.view.curves_plot.redraw)
        self._update_buttons()
        QTimer.singleShot(0, self.update_estimate)

    # -- state ----------------------------------------------------------------------------
    @property
    def state(self) -> StudyState:
        return self._state

    @property
    def studies_dir(self) -> Path:
        return studies_dir_of(self.runs_dir)

    def apply_state(self, state: StudyState) -> None:
        """A checked StudyState (a lab file): the form, the metric and the study folder in view."""
        self.form_view.binding.assign(state.form)
        self._state.metric = state.metric
        self._state.compare_axis, self._state.compare_series = state.compare_axis, state.compare_series
        self.view.compare.set_view(state.compare_axis, state.compare_series)
        if state.folder and not self.is_running():  # the file's form stays: it says what Start runs
            if not self.open_folder(state.folder, metric=state.metric, fill_form=False):
                self._state.folder = ""
        self.update_estimate()

    def _on_metric(self, metric: str) -> None:
        self._state.metric = metric

    def _on_compare_view(self, axis: str, series: str) -> None:
        self._state.compare_axis, self._state.compare_series = axis, series

    def is_running(self) -> bool:
        return self.controller.is_running()

    def current_run(self) -> tuple[str, int] | None:
        """The run in progress: (its folder's name, its newest step); None before one starts."""
        return None if self._current is None else (Path(self._current.run_dir).name, self._step)

    def _update_buttons(self) -> None:
        running = self.is_running()
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running and self.controller.state != "stopping")
        self.open_button.setEnabled(not running)
        self.resume_button.setEnabled(not running and self._resumable)
        self.form_view.setEnabled(not running)

    def _error(self, text: str) -> None:
        self.last_error = text
        self.error_message.emit(text)

    # -- the estimate ---------------------------------------------------------------------
    def update_estimate(self) -> None:
        """The form's study as the label says it: runs, time (rough), or why it cannot start."""
        if self.is_running():
            return
        try:
            spec = self._state.form.to_spec()
            folder = study_folder_for(spec, self.studies_dir)
            saved = (folder / "study.json").is_file()
            study = Study(folder, StudySpec.load(folder) if saved else spec)
            self.estimate_s = estimate_seconds(study, threads=study_threads())
            todo = len(study.pending()) if saved else len(spec.plan())
        except (StudyError, OSError) as exc:
            self.estimate_s = None
            self.estimate_label.setText("<span style='color:#b00020'>" + translate("TrainingTab", "Cannot start: {error}")
                                        .format(error=html.escape(core_text(exc), quote=False)) + "</span>")
            return
        runs = len(spec.plan())
        if spec.is_grid:
            shape = translate("TrainingTab", "{values} x {values2} values x {seeds} seed(s)").format(
                values=len(spec.values), values2=len(spec.values2), seeds=len(spec.seeds))
        else:
            shape = translate("TrainingTab", "{values} value(s) x {seeds} seed(s)").format(
                values=len(spec.values), seeds=len(spec.seeds))
        if saved and todo < runs:
            text = TrainingTab.tr("{done} of %n run(s) are done in {folder}: Start continues it, about {time} for the "
                                  "{left} left (rough).", "", runs).format(
                done=runs - todo, folder=html.escape(folder.name, quote=False), time=fmt_duration(self.estimate_s),
                left=todo)
        else:
            text = TrainingTab.tr("%n run(s) ({shape}): about {time} in all (rough).", "", runs).format(
                shape=shape, time=fmt_duration(self.estimate_s))
        self.estimate_label.setText(text + "<br><span style='color:#59636e'>" + translate(
            "TrainingTab", "Study folder: {folder}").format(folder=html.escape(folder.name, quote=False)) + "</span>")
        self.estimate_label.setToolTip(str(folder))

    # -- opening a study ------------------------------------------------------------------
    def _open_dialog(self) -> None:
        start = str(self.studies_dir) if self.studies_dir.is_dir() else ""
        folder = dialogs.existing_dir(self, translate("TrainingTab", "Open a study folder (with study.json)"), start)
        if folder:
            self.open_folder(folder)

    def open_folder(self, folder: str | os.PathLike, *, metric: str = "", fill_form: bool = True) -> bool:
        """Show the study in `folder` (its runs' curves when they are there) and, with `fill_form`,
        put its settings in the form. A folder that is not a study is refused with a message
        and nothing changes."""
        if self.is_running():
            self._error(translate("TrainingTab", "A study is running: stop it before opening another."))
            return False
        try:
            study = Study.open(folder)
            rows = study.rows()
        except (StudyError, OSError) as exc:
            self._error(translate("TrainingTab", "Cannot open the study: {error}").format(error=core_text(exc)))
            return False
        self._study = study
        self.view.show_study(study, rows, metric=metric or self._state.metric)
        self._state.folder = str(study.folder)
        if fill_form:
            self._fill_form_from(study.spec)
        self._find_resumable()
        self._update_buttons()
        self.status_message.emit(TrainingTab.tr("Study {name}: {done} of %n run(s) done", "", len(study.spec.plan()))
                                 .format(name=study.folder.name, done=len(rows)))
        return True

    def _fill_form_from(self, spec: StudySpec) -> None:
        """The form says the opened study's settings, so Start runs (or continues) the same study."""
        from mlm_lab.lab.study import MAX_SEEDS, PRESETS, StudyForm
        from mlm_lab.studies.ray_backend import saved_backend
        from mlm_lab.studies.spec import value_label

        if spec.seeds != list(range(len(spec.seeds))) or len(spec.seeds) > MAX_SEEDS or \
                spec.fixed.preset not in PRESETS:
            return  # a study the form cannot express (e.g. seeds 3, 5): the form stays as it was
        backend, address = saved_backend(spec)
        form = StudyForm(knob=spec.knob, task=spec.task, values=", ".join(value_label(v) for v in spec.values),
                         seeds=len(spec.seeds), steps=int(spec.fixed.steps), preset=spec.fixed.preset,
                         knob2=spec.knob2, values2=", ".join(value_label(v) for v in spec.values2),
                         backend=backend, address=address or "")
        self.form_view.binding.assign(form)

    # -- running --------------------------------------------------------------------------
    def start(self) -> bool:
        """Start (or continue) the form's study in a process. False, with a message, when it cannot."""
        if self.is_running():
            return False
        busy = self._other_busy()
        if busy:
            self._error(busy)
            return False
        try:
            spec = self._state.form.to_spec()
            folder = study_folder_for(spec, self.studies_dir)
            study = Study.create_or_continue(folder, spec) if (folder / "study.json").is_file() else Study(folder, spec)
            rows = study.rows() if study.runs_dir.is_dir() else []
        except (StudyError, OSError) as exc:
            self._error(translate("TrainingTab", "Cannot start the study: {error}").format(error=core_text(exc)))
            return False
        from mlm_lab.studies.worker import start_study_worker

        return self._launch(study, rows, lambda: start_study_worker(spec, folder, threads=study_threads()))

    def _launch(self, study: Study, rows: list[dict], start) -> bool:
        """Start the study process (`start()` makes it) and show the study as it runs."""
        folder = study.folder
        try:
            self.controller.start(start, total=len(study.spec.plan()), done=len(rows))
        except (OSError, ValueError) as exc:
            self._error(translate("TrainingTab", "Cannot start the study: {error}").format(error=core_text(exc)))
            return False
        self._study = study
        self._current, self._step = None, 0
        self.last_error = ""
        self._state.folder = str(folder)
        self.view.show_study(study, rows, metric=self._state.metric, live=True)
        self.progress.setRange(0, max(1, self.controller.total))
        self.progress.setValue(self.controller.done)
        self.progress.setFormat(translate("TrainingTab", "%v of %m runs"))
        self.progress_label.setText(translate("TrainingTab", "Starting the study process…"))
        self._redraw_timer.start()
        self._update_buttons()
        self.running_changed.emit(True)
        self.status_message.emit(translate("TrainingTab", "Study started in {folder}").format(folder=folder))
        return True

    def _find_resumable(self) -> None:
        """Whether the study in view can be resumed: its run folders are here and runs are left."""
        study = self._study
        try:
            self._resumable = bool(study is not None and study.runs_dir.is_dir() and study.pending())
        except (StudyError, OSError):
            self._resumable = False

    def resume(self) -> bool:
        """Continue the study in view as `mlm-lab study resume` does: its saved spec and backend."""
        if self.is_running():
            return False
        busy = self._other_busy()
        if busy:
            self._error(busy)
            return False
        from mlm_lab.studies.ray_backend import check_backend, saved_backend
        from mlm_lab.studies.worker import start_study_worker

        try:
            study = Study.open(self._study.folder) if self._study is not None else None
            if study is None or not study.runs_dir.is_dir():
                raise StudyError(translate("TrainingTab", "no study with runs to resume is open"))
            check_backend(*saved_backend(study.spec))
            rows = study.rows()
        except (StudyError, OSError) as exc:
            self._error(translate("TrainingTab", "Cannot resume the study: {error}").format(error=core_text(exc)))
            return False
        return self._launch(study, rows, lambda: start_study_worker(study.spec, study.folder, threads=study_threads(),
                                                                    resume=True))

    def stop(self) -> None:
        """The run in progress finishes its step and checkpoints; no further run starts."""
        if self.controller.stop():
            self.progress_label.setText(translate("TrainingTab", "Stopping after this step…"))
            self._update_buttons()

    def _on_event(self, event) -> None:
        c = self.controller
        if isinstance(event, RunMetrics):
            if self._current is not None and self._current.index == event.index:
                self._step = event.step
                run = self._current
                self.view.add_curve_point(Path(run.run_dir).name, run.value, run.seed, event.metrics)
                self._say_progress()
        elif isinstance(event, RunStarted):
            self._current, self._step = event, event.step
            self._say_progress()
        elif isinstance(event, StudyStarted):
            c.set_state("running")
            c.set_progress(event.done, event.runs or c.total)
            self.progress.setRange(0, max(1, c.total))
            self.progress.setValue(c.done)
        elif isinstance(event, RunEnded):
            if event.row:
                self.view.add_row(event.row)
            if event.state in ("finished", "diverged"):
                c.set_progress(c.done + 1)
                self.progress.setValue(c.done)
            elif event.state == "failed":
                self._error(translate("TrainingTab", "A run of the study failed: {message}").format(message=event.message))
        elif isinstance(event, StudyEnded):
            c.set_state(event.state or "failed")
            self.view.set_rows(event.rows, metric=self._state.metric)
            said = {"finished": translate("TrainingTab", "Study finished: {message}"),
                    "stopped": translate("TrainingTab", "Study stopped: {message}"),
                    "failed": translate("TrainingTab", "Study failed: {message}")}.get(c.state)
            self.status_message.emit((said or f"Study {c.state}: {{message}}").format(message=event.message))
        elif isinstance(event, StudyFailed):
            c.set_state("failed")
            self._error(translate("TrainingTab", "Cannot run the study: {message}").format(message=event.message))
        elif isinstance(event, StudyLog) and event.message:
            self.status_message.emit(translate("TrainingTab", "Study: {message}").format(message=event.message))

    def _say_progress(self) -> None:
        run = self._current
        self.progress_label.setText(translate("TrainingTab", "Run {n} of {total} ({value} seed {seed}): step {step} of "
                                              "{steps} · elapsed {elapsed}").format(
            n=run.index + 1, total=self.controller.total, value=value_label(run.value), seed=run.seed, step=fmt_number(self._step),
            steps=fmt_number(run.steps), elapsed=fmt_duration(self.controller.elapsed_s())))

    def _finish(self, status: str) -> None:
        status = status if status in ("finished", "stopped") else "failed"
        self._redraw_timer.stop()
        self.view.curves_plot.redraw()
        words = {"finished": translate("TrainingTab", "Finished"),
                 "stopped": translate("TrainingTab", "Stopped (Start with the same settings continues it)"),
                 "failed": translate("TrainingTab", "Failed")}
        self.progress_label.setText(TrainingTab.tr("{ended}: {done} of %n run(s) done after {elapsed}", "",
                                                   self.controller.total).format(
            ended=words[status], done=self.controller.done, elapsed=fmt_duration(self.controller.elapsed_s())))
        if self._study is not None:  # the folder as written (its rows and curves)
            try:
                self.view.show_study(self._study, self._study.rows(), metric=self._state.metric)
            except (StudyError, OSError):
                pass
        self._find_resumable()
        self._update_buttons()
        self.update_estimate()
        self.running_changed.emit(False)
        self.study_finished.emit(status)

    def shutdown(self, timeout: float = 20.0) -> None:
        """Stop the study and wait for its process; kill it if it does not end in time."""
        self._redraw_timer.stop()
        self._estimate_timer.stop()
        self.controller.shutdown(timeout)
