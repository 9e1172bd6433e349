"""The Training tab: pretrain a tiny model in a separate process and watch it learn.

Two pages: "Single run" (below) and "Study" (study_page.py: a series of runs that differ
in one knob, its metric-vs-knob plot and results table).

The run goes on in the training worker process (`mlm_lab.training.worker`); this tab
polls its events on a timer (never blocking, never processEvents in a handler), appends
points to growing buffers, and redraws the curves on their own ~80 ms timer, so the
window stays responsive whatever the step rate. The runs list overlays finished runs'
curves; "Use this model" hands a run's newest checkpoint to the Text and Image tabs.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QWidget,
)

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.style import pane_stylesheet, presentation_scale
from mlm_lab.app.looks.widgets import fit_scroll_width
from mlm_lab.app.training.bridge import metrics_table, read_run_metrics, saved_snapshot
from mlm_lab.app.training.page import build_training_page
from mlm_lab.app.training.process import RunViews, TrainingRun
from mlm_lab.lab.training import TrainingForm, TrainingState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

REDRAW_MS = 80  # how often the curves are redrawn (independent of the step rate)
PRESENTING_MIN_COLUMN = 240  # px: the narrowest a control column gets in presentation mode
CONTROL_NAMES = TrainingState.CONTROLS  # declared with the state (mlm_lab/lab/training.py)


def ended_status(status: str) -> str:
    """The status line when a run ends (`status`: finished, stopped, failed, diverged or refused)."""
    words = {"finished": translate("TrainingTab", "Training finished"),
             "stopped": translate("TrainingTab", "Training stopped"),
             "failed": translate("TrainingTab", "Training failed"),
             "diverged": translate("TrainingTab", "Training diverged"),
             "refused": translate("TrainingTab", "Resume refused; the run is as it was")}
    return words.get(status) or translate("TrainingTab", "Training {status}").format(status=status)


class TrainingTab(QWidget):
    status_message = Signal(str)
    error_message = Signal(str)
    use_model_requested = Signal(str)  # a checkpoint folder
    runs_changed = Signal()
    run_finished = Signal(str)  # final status: finished | stopped | failed | diverged | refused (a resume)
    warning_message = Signal(str)  # for the banner, as a warning: the run's warnings (a skipped damaged checkpoint)

    key = "training"
    model_kind = None
    control_names = CONTROL_NAMES

    def __init__(self, runs_dir: str | os.PathLike | None = None, parent: QWidget | None = None, *,
                 start_worker=None, state: TrainingState | None = None):
        """`start_worker(config, runs_dir=, resume=)` starts a run; default: the training worker process."""
        super().__init__(parent)
        self._state = state if state is not None else TrainingState()
        self.runs_dir = str(runs_dir) if runs_dir else None
        self._presenting = False
        self._hidden: list[str] = []
        self.last_error = ""
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self.run = TrainingRun(RunViews(self.loss_plot, self.metric_plot, self.progress, self.eta_label,
                                        self.snapshot_box), self.runs_dir, start_worker=start_worker, parent=self)
        self.run.status_message.connect(self.status_message)
        self.run.error.connect(self._error)
        self.run.warning.connect(self.warning_message)
        self.run.resuming.connect(self._show_run_form)
        self.run.started.connect(lambda _run_dir: self.refresh_runs())
        self.run.state_changed.connect(lambda _state: self._update_buttons())
        self.run.finished.connect(self._on_run_finished)
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setInterval(REDRAW_MS)
        self._redraw_timer.timeout.connect(self._redraw)
        self._redraw_timer.start()
        QTimer.singleShot(0, self.refresh_runs)

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        build_training_page(self)  # the widgets (page.py)

    # -- the state ------------------------------------------------------------------------
    @property
    def state(self) -> TrainingState:
        return self._state

    def form(self) -> dict:
        return self._state.form.to_dict()

    def set_form(self, values: dict) -> None:
        """Fill the form from `values` (missing keys: the task's defaults). Raises ValueError
        (LabStateError) naming the field and changes nothing when a value is bad."""
        values = {"task": self._state.form.task, **values}
        self.form_view.binding.assign(TrainingForm.from_dict(values))

    def apply_state(self, state: TrainingState, prepared=None) -> None:
        """Make `state` (checked) the tab's state: the form, the runs overlaid and the one selected."""
        self.form_view.binding.assign(state.form)
        self.runs_box.want_overlays(state.overlay)
        self.refresh_runs()
        if state.selected:
            self.select_run(state.selected)
        self.study_page.apply_state(state.study)
        self.show_page(state.study.page)

    # -- the Study page -------------------------------------------------------------------
    def show_page(self, page: str) -> None:
        """Put "run" (a single run) or "study" in front."""
        self.pages.setCurrentIndex(1 if page == "study" else 0)
        self._state.study.page = "study" if page == "study" else "run"

    def _on_page(self, index: int) -> None:
        self._state.study.page = "study" if index == 1 else "run"

    def open_study(self, folder) -> bool:
        """Show the study in `folder` on the Study page (nothing runs); False with a message if not a study."""
        if not self.study_page.open_folder(folder):
            return False
        self.show_page("study")
        return True

    def study_running(self) -> bool:
        return self.study_page.is_running()

    def _study_blocked(self) -> str:
        return translate("TrainingTab", "A training run is going: stop it (Single run page) before starting a study.") \
            if self.is_running() else ""

    # -- the single run ----------------------------------------------------------------------
    def start(self) -> bool:
        """Start a new run from the form. Returns False (with a message) when it cannot start."""
        if self.study_running():
            self._error(translate("TrainingTab", "A study is running: stop it (Study page) before starting a single run."))
            return False
        if self.is_running():
            return False
        self.last_error = ""
        if not self.run.start(self._state.form):
            return False
        self._on_launched()
        return True

    def resume_selected(self) -> bool:
        """Continue the run selected in the list from its newest checkpoint."""
        info = self.selected_run()
        if info is None or self.is_running():
            return False
        self.last_error = ""
        if not self.run.resume(info):
            return False
        self._on_launched()
        return True

    def _on_launched(self) -> None:
        self._set_metric_axis(self.run.task)
        self._update_buttons()

    def _show_run_form(self, config) -> None:
        """The form says the settings of the run being resumed, when the form can say them."""
        try:
            self.form_view.binding.assign(TrainingForm.from_config(config))
        except (ValueError, AttributeError):
            pass  # a run the form cannot express (a small preset, an odd mask): the form stays

    def stop(self) -> None:
        """Ask the run to stop after its current step (it saves a checkpoint)."""
        self.run.stop()
        self._update_buttons()

    def toggle_run(self) -> None:
        if self.is_running():
            self.stop()
        else:
            self.start()

    def is_running(self) -> bool:
        return self.run.is_running()

    def points(self) -> int:
        """Metric points received from the run in progress (or the last one)."""
        return self.run.points

    def _on_run_finished(self, status: str) -> None:
        self._update_buttons()
        self.refresh_runs()
        if self.run.run_dir is not None:  # the run just made is the selected one: "Use this model" and "Probe" act
            self.runs_box.select(self.run.run_dir, quietly=True)  # on it (its live snapshot stays)
            self._update_buttons()
        self.status_message.emit(ended_status(status))
        self.run_finished.emit(status)

    def shutdown(self, timeout: float = 20.0) -> None:
        """Stop the run (and a study) and wait for the processes; kill one that does not end in time."""
        self._redraw_timer.stop()
        self.study_page.shutdown(timeout)
        self.run.shutdown(timeout)

    def get_state(self) -> dict:
        return self._state.to_dict()

    def set_state(self, data: dict) -> None:
        self.apply_state(TrainingState.from_dict(data))

    def _update_buttons(self) -> None:
        running = self.is_running()
        info = self.selected_run()
        self.start_button.setEnabled(not running and not self.study_page.is_running())
        self.stop_button.setEnabled(running and self.run.state != "stopping")
        self.resume_button.setEnabled(not running and info is not None and info.resumable)
        self.form_view.setEnabled(not running)

    def _error(self, text: str) -> None:
        self.last_error = text
        self.error_message.emit(text)

    def _redraw(self) -> None:
        self.loss_plot.redraw()
        self.metric_plot.redraw()

    def _set_metric_axis(self, task: str) -> None:
        item = self.metric_plot.getPlotItem()
        if task == "text":
            self.metric_plot._title_text = translate("TrainingTab", "Masked-token accuracy (at 15 %)")
            item.setLabel("left", translate("TrainingTab", "accuracy (%)"))
            self.metric_plot.empty_y = (0, 100)
        else:
            self.metric_plot._title_text = translate("TrainingTab", "PSNR over hidden patches")
            item.setLabel("left", translate("TrainingTab", "PSNR (dB)"))
            self.metric_plot.empty_y = (0, 40)
        self.metric_plot.set_scale(presentation_scale() if self._presenting else 1.0)

    # -- the runs list ---------------------------------------------------------------------
    def refresh_runs(self) -> None:
        self.runs_box.refresh()
        self._update_buttons()

    def run_infos(self):
        """The runs list's rows (bridge.RunRow), newest first."""
        return self.runs_box.rows()

    def selected_run(self):
        return self.runs_box.selected()

    def select_run(self, path: str) -> None:
        self.runs_box.select(path)

    def set_overlay(self, path: str, on: bool) -> None:
        self.runs_box.set_overlay(path, on)

    def overlaid_runs(self) -> list[str]:
        return self.runs_box.overlaid()

    def use_selected(self) -> bool:
        return self.runs_box.use_selected()

    def _on_run_selected(self, info) -> None:
        self._update_buttons()
        if info is None or self.is_running():
            return
        snapshot = saved_snapshot(info.path)
        if isinstance(snapshot, str):
            self._error(translate("TrainingTab", "Run {name}: {problem}").format(name=info.name, problem=snapshot))
        elif snapshot is not None:
            self.snapshot_box.show_snapshot(snapshot, translate("TrainingTab", "{run}, step {step}").format(
                run=info.short, step=fmt_number(snapshot.step)))

    def _on_overlay_added(self, task: str) -> None:
        if not self.is_running():
            self._set_metric_axis(task)

    # -- export, presentation, lessons ----------------------------------------------------
    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The metrics of the run in view (the live or last run, else the selected one)."""
        path = self.run.run_dir
        if path is None:
            info = self.selected_run()
            path = info.path if info else None
        try:
            records = read_run_metrics(path) if path is not None else []
        except (OSError, ValueError):
            records = []
        return metrics_table(records)

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        scale = presentation_scale() if on else 1.0
        for plot in (self.loss_plot, self.metric_plot, self.study_page.view.curves_plot):
            plot.set_scale(scale)
        self._fit_controls()
        QTimer.singleShot(0, self._fit_controls)  # again once the style sheet is applied

    def _fit_controls(self) -> None:
        """Each page's control column as wide as its widest row needs. In presentation mode the floor
        is lower: the forms put a field under its label where the row is too wide, so on a small
        projector with a lesson's narration beside the tab the columns give way and the page fits."""
        floor = PRESENTING_MIN_COLUMN if self._presenting else 330
        for scroll, content in ((self.controls_scroll, self.controls),
                                (self.study_page.controls_scroll, self.study_page.controls)):
            fit_scroll_width(scroll, content, minimum=floor, maximum=800 if self._presenting else 460)

    def showEvent(self, event) -> None:
        """In presentation mode, fit the control column again once shown: fitted while another tab
        was in front (the type refitted to a new room), its rows had not been laid out in their new fonts."""
        super().showEvent(event)
        if self._presenting:
            QTimer.singleShot(0, self._fit_controls)

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide named controls for a lesson (CONTROL_NAMES); returns the names it does not know."""
        self._hidden = list(names)
        for name, widgets in self._named.items():
            for w in widgets:
                w.setVisible(name not in names)
        return [n for n in names if n not in CONTROL_NAMES]

    def is_busy(self) -> bool:
        return False  # a training run goes on in its own process; the tab always answers

    def resample(self) -> None:
        """Nothing to redraw at random here."""

    def set_answer_hidden(self, hidden: bool) -> None:
        """No model answer to hide here: the curves are the run's own."""

    def metrics_empty_reason(self) -> str:
        return translate("TrainingTab", "No run to export: start one, or select a run in the list.")

    def set_controls_visible(self, visible: bool) -> None:
        self.controls_scroll.setVisible(visible and "controls" not in self._hidden)
        self.study_page.controls_scroll.setVisible(visible and "controls" not in self._hidden)

    def active_slider(self):
        return None

    def probe_selected(self) -> bool:
        """Open the probe window for the selected run and start probing its kept checkpoints."""
        from mlm_lab.app.features.run_probe import RunProbeWindow

        info = self.selected_run()
        if info is None or not info.has_checkpoint:
            self._error(translate("TrainingTab", "Select a run with at least one checkpoint first."))
            return False
        if self.probe_window is None:
            self.probe_window = RunProbeWindow(self)
        self.probe_window.set_run(info.path, info.task)
        self.probe_window.show()
        self.probe_window.start(info.path, self.probe_window.task_combo.currentData())
        return True

    def closeEvent(self, event) -> None:
        if self.probe_window is not None:
            self.probe_window.shutdown()
        self.shutdown()
        super().closeEvent(event)


__all__ = ["TrainingTab", "CONTROL_NAMES"]
