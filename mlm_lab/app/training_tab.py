"""The Training tab: pretrain a tiny model in a separate process and watch it learn.

The run goes on in the training worker process (`mlm_lab.training.worker`); this tab
polls its events on a timer (never blocking, never processEvents in a handler), appends
points to growing buffers, and redraws the curves on their own ~80 ms timer, so the
window stays responsive whatever the step rate. The runs list overlays finished runs'
curves; "Use this model" hands a run's newest checkpoint to the Text and Image tabs.
"""

from __future__ import annotations

import gc
import math
import os
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.plots import LivePlot
from mlm_lab.app.style import PRESENTATION_SCALE, pane_stylesheet
from mlm_lab.app.training_bridge import (
    RunInfo,
    config_from_form,
    latest_snapshot_event,
    list_run_infos,
    newest_checkpoint,
    normalize_event,
    read_run_metrics,
)
from mlm_lab.app.training_form import TrainingFormView
from mlm_lab.app.widgets import ImagePanel, controls_pane, fit_scroll_width
from mlm_lab.lab.training import TrainingForm, TrainingState

POLL_MS = 50  # how often the worker's events are read
REDRAW_MS = 80  # how often the curves are redrawn (independent of the step rate)
OVERLAY_COLORS = ["#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
CONTROL_NAMES = ("form", "buttons", "runs", "snapshots", "controls")


def _lower_priority(pid, step: int = 10) -> None:
    """Run the training process at a lower CPU priority than the window (nice +10), so on a
    small machine the window keeps answering while every core trains. Best effort."""
    if not pid or not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, int(pid), min(19, os.getpriority(os.PRIO_PROCESS, 0) + step))
    except (OSError, ValueError, TypeError):
        pass


def _form_of(config) -> dict:
    from mlm_lab.app.training_bridge import form_from_config

    try:
        return form_from_config(config)
    except (ValueError, AttributeError):
        return {}


def _percent(value):
    return None if value is None else 100.0 * value


def _fmt_duration(seconds: float) -> str:
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "—"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


class TrainingTab(QWidget):
    status_message = Signal(str)
    error_message = Signal(str)
    use_model_requested = Signal(str)  # a checkpoint folder
    runs_changed = Signal()
    run_finished = Signal(str)  # final status: finished | stopped | failed

    key = "training"
    model_kind = None
    control_names = CONTROL_NAMES

    def __init__(self, runs_dir: str | os.PathLike | None = None, parent: QWidget | None = None, *,
                 start_worker=None, state: TrainingState | None = None):
        """`start_worker(config, runs_dir=, resume=)` starts a run; default: the training worker process."""
        super().__init__(parent)
        self._state = state if state is not None else TrainingState()
        self._wanted_overlay: list[str] = []
        self.runs_dir = str(runs_dir) if runs_dir else None
        self._start_worker = start_worker
        self._handle = None  # WorkerHandle of the run in progress
        self._run_dir: str | None = None
        self._run_status = ""
        self._total_steps = 0
        self._start_step = 0
        self._step = 0
        self._t0 = 0.0
        self._last_snapshot = None
        self._points = 0
        self._overlaid: dict[str, list[str]] = {}  # run dir -> series names
        self._overlay_colors: dict[str, str] = {}  # run dir -> curve colour
        self._presenting = False
        self._hidden: list[str] = []
        self.last_error = ""
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self._poll_timer = QTimer(self)
        self._poll_timer.setInterval(POLL_MS)
        self._poll_timer.timeout.connect(self._poll)
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setInterval(REDRAW_MS)
        self._redraw_timer.timeout.connect(self._redraw)
        self._redraw_timer.start()
        QTimer.singleShot(0, self.refresh_runs)

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        pane = controls_pane(self, minimum=330, maximum=460)
        self.controls, col, self.controls_scroll = pane.controls, pane.column, pane.scroll

        fv = self.form_view = TrainingFormView(self._state.form)
        self.form_box = fv
        self.task_combo, self.data_combo, self.path_edit, self.preset_combo = fv.task_combo, fv.data_combo, \
            fv.path_edit, fv.preset_combo
        self.strategy_combo, self.mask_spin, self.mask_label, self.steps_spin = fv.strategy_combo, fv.mask_spin, \
            fv.mask_label, fv.steps_spin
        self.lr_spin, self.name_edit, self.path_row, self.path_label = fv.lr_spin, fv.name_edit, fv.path_row, \
            fv.path_label
        self.browse_button = fv.browse_button
        col.addWidget(self.form_box)

        buttons = QWidget()
        bl = QHBoxLayout(buttons)
        bl.setContentsMargins(0, 0, 0, 0)
        self.start_button = QPushButton("Start")
        self.start_button.setToolTip("Start a new run with these settings [Space in presentation mode]")
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Finish the current step, save a checkpoint and stop")
        self.stop_button.clicked.connect(self.stop)
        self.resume_button = QPushButton("Resume")
        self.resume_button.setToolTip("Continue the run selected in the list from its newest checkpoint")
        self.resume_button.clicked.connect(self.resume_selected)
        for b in (self.start_button, self.stop_button, self.resume_button):
            bl.addWidget(b)
        self.buttons = buttons
        col.addWidget(buttons)

        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.setFormat("no run yet")
        self.eta_label = QLabel("No run yet")
        self.eta_label.setWordWrap(True)
        self.eta_label.setObjectName("hint")
        col.addWidget(self.progress)
        col.addWidget(self.eta_label)

        self.runs_box = QGroupBox("Runs (tick to overlay)")
        rl = QVBoxLayout(self.runs_box)
        self.runs_list = QListWidget()
        self.runs_list.setToolTip("Tick runs to overlay their curves; select one to resume it or use its model")
        self.runs_list.itemChanged.connect(self._on_run_checked)
        self.runs_list.currentItemChanged.connect(self._on_run_selected)
        self.runs_list.setMinimumHeight(120)
        self.runs_list.setWordWrap(True)
        self.runs_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rl.addWidget(self.runs_list, 1)
        rb = QHBoxLayout()
        self.use_button = QPushButton("Use this model")
        self.use_button.setToolTip("Load the selected run's newest checkpoint into the Text or Image tab")
        self.use_button.clicked.connect(self.use_selected)
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.clicked.connect(self.refresh_runs)
        rb.addWidget(self.use_button)
        rb.addWidget(self.refresh_button)
        rl.addLayout(rb)
        col.addWidget(self.runs_box, 1)


        self.loss_plot = LivePlot("Loss", "cross-entropy (nats)")
        self.metric_plot = LivePlot("Masked-token accuracy (at 15 %)", "accuracy (%)", legend_corner="bottom")
        plots = QWidget()
        gl = QHBoxLayout(plots)
        gl.setContentsMargins(0, 0, 0, 0)
        gl.addWidget(self.loss_plot)
        gl.addWidget(self.metric_plot)

        self.snapshot_box = QGroupBox("Snapshots: the model on fixed examples")
        sl = QVBoxLayout(self.snapshot_box)
        self.snapshot_caption = QLabel("Start a run: its predictions appear here as it learns.")
        self.snapshot_caption.setObjectName("hint")
        self.snapshot_text = QLabel("")
        self.snapshot_text.setTextFormat(Qt.TextFormat.RichText)
        self.snapshot_text.setWordWrap(True)
        self.snapshot_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.snapshot_images = QWidget()
        self._snapshot_grid = QGridLayout(self.snapshot_images)
        self._snapshot_grid.setContentsMargins(0, 0, 0, 0)
        self.snapshot_panels: list[ImagePanel] = []
        sl.addWidget(self.snapshot_caption)
        sl.addWidget(self.snapshot_text, 1)
        sl.addWidget(self.snapshot_images, 1)
        self.snapshot_images.hide()

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(plots)
        split.addWidget(self.snapshot_box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)

        pane.row.addWidget(split, 1)
        self._named = {
            "form": [self.form_box],
            "buttons": [self.buttons],
            "runs": [self.runs_box],
            "snapshots": [self.snapshot_box],
            "controls": [self.controls_scroll],
        }

    def _setup_series(self) -> None:
        """The live run's curves (made when a run starts, so an overlay-only view has no empty legend)."""
        self.loss_plot.ensure_series("train loss", color="#1f77b4")
        self.loss_plot.ensure_series("eval loss", color="#ff7f0e", symbol="o")
        self.metric_plot.ensure_series("this run", color="#1f77b4", symbol="o")

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
        self._wanted_overlay = list(state.overlay)
        self.refresh_runs()
        if state.selected:
            self.select_run(state.selected)

    def get_state(self) -> dict:
        return self._state.to_dict()

    def set_state(self, data: dict) -> None:
        self.apply_state(TrainingState.from_dict(data))

    # -- runs -----------------------------------------------------------------------------
    def start(self) -> bool:
        """Start a new run from the form. Returns False (with a message) when it cannot start."""
        if self.is_running():
            return False
        try:
            config = config_from_form(self.form())
        except ValueError as exc:
            self._error(f"Cannot start: {exc}")
            return False
        return self._launch(config, resume=None)

    def resume_selected(self) -> bool:
        info = self.selected_run()
        if info is None or self.is_running():
            return False
        if newest_checkpoint(info.path) is None:
            self._error(f"Run {info.name} has no checkpoint to resume from.")
            return False
        self.set_form(_form_of(info.config))
        return self._launch(info.config, resume=info.path)

    def _launch(self, config, resume) -> bool:
        start_worker = self._start_worker
        if start_worker is None:
            from mlm_lab.training.worker import start_worker
        try:  # a resumed run keeps its own config (run folder's config.json)
            handle = start_worker(None if resume else config, runs_dir=self.runs_dir, resume=resume)
        except (ValueError, OSError) as exc:
            self._error(f"Cannot start the run: {str(exc).splitlines()[0] if str(exc) else exc}")
            return False
        self._handle = handle
        _lower_priority(getattr(handle, "pid", None))
        gc.freeze()  # what exists now stays: full GC passes during the run stay short
        self._run_dir = str(getattr(handle, "run_dir", "") or "") or None
        self._run_status = "starting"
        self._task = getattr(config, "task", self.task_combo.currentData())
        self._total_steps = int(getattr(config, "steps", 0) or 0)
        self._start_step = 0
        self._step = 0
        self._t0 = time.monotonic()
        self._t0_step = None
        self._points = 0
        self.last_error = ""
        self._setup_series()
        self.loss_plot.set_series("train loss", [], [])
        self.loss_plot.set_series("eval loss", [], [])
        self.metric_plot.set_series("this run", [], [])
        self._set_metric_axis(self._task)
        self.progress.setRange(0, max(self._total_steps, 1))
        self.progress.setValue(0)
        self.progress.setFormat("step %v / %m")
        self.eta_label.setText("Starting the training process…")
        self._clear_snapshots()
        self._poll_timer.start()
        self._update_buttons()
        self.status_message.emit("Training started" if resume is None else "Training resumed")
        return True

    def stop(self) -> None:
        """Ask the run to stop after its current step (it saves a checkpoint)."""
        if self._handle is not None and self._handle.is_alive():
            self._handle.stop()
            self._run_status = "stopping"
            self.eta_label.setText("Stopping after this step…")
            self._update_buttons()

    def toggle_run(self) -> None:
        if self.is_running():
            self.stop()
        else:
            self.start()

    def is_running(self) -> bool:
        return self._handle is not None

    def points(self) -> int:
        """Metric points received from the run in progress (or the last one)."""
        return self._points

    def shutdown(self, timeout: float = 20.0) -> None:
        """Stop the run and wait for its process; kill it if it does not end in time."""
        self._poll_timer.stop()
        self._redraw_timer.stop()
        handle, self._handle = self._handle, None
        if handle is None:
            return
        try:
            if handle.is_alive():
                handle.stop()
                handle.join(timeout)
            if handle.is_alive():
                handle.kill()
                handle.join(5)
        finally:
            try:
                handle.poll(0)  # drain, so the queue's feeder thread can exit
            except Exception:
                pass

    def _poll(self) -> None:
        handle = self._handle
        if handle is None:
            self._poll_timer.stop()
            return
        try:
            events = handle.poll(0)
        except (OSError, EOFError, ValueError):
            events = []
        for raw in events:
            self._on_event(normalize_event(raw))
        if self._handle is not None and not handle.is_alive():
            # the process ended: read what is left, then close the run
            try:
                for raw in handle.poll(0):
                    self._on_event(normalize_event(raw))
            except (OSError, EOFError, ValueError):
                pass
            done = ("finished", "stopped", "failed", "diverged")
            if self._run_status not in done and not self.last_error:
                self._error("The training process ended without saying why (it may have run out of memory).")
            self._finish(self._run_status if self._run_status in done else "failed")

    def _on_event(self, ev: dict) -> None:
        kind = ev.get("type")
        if kind == "started":
            self._run_dir = ev.get("run_dir") or self._run_dir
            self._start_step = int(ev.get("step") or 0)
            self._total_steps = int(ev.get("total_steps") or self._total_steps)
            self.progress.setRange(0, max(self._total_steps, 1))
            self._run_status = "running"
            self.refresh_runs()
        elif kind == "metrics":
            step = int(ev["step"])
            self._step = step
            if ev.get("train_loss") is not None:
                self.loss_plot.add_point("train loss", step, ev["train_loss"])
            if ev.get("eval_loss") is not None:
                self.loss_plot.add_point("eval loss", step, ev["eval_loss"])
            metric = _percent(ev.get("accuracy")) if self._task == "text" else ev.get("psnr")
            if metric is not None:
                self.metric_plot.add_point("this run", step, metric)
            self._points += 1
            self._update_progress(step)
        elif kind == "snapshot":
            self._show_snapshot(ev)
        elif kind == "status":
            status = ev.get("status", "")
            if status:
                self._run_status = status
            if ev.get("message"):
                self.status_message.emit(f"Training: {ev['message']}")
                if status in ("failed", "diverged"):
                    self._error(f"The run {status}: {ev['message']}")
        elif kind == "log" and ev.get("message"):
            self.status_message.emit(f"Training: {ev['message']}")

    def _update_progress(self, step: int) -> None:
        self.progress.setValue(min(step, self.progress.maximum()))
        now = time.monotonic()
        if self._t0_step is None:
            self._t0_step = (now, step)
            eta = float("nan")
        else:
            t_first, s_first = self._t0_step
            rate = (step - s_first) / max(now - t_first, 1e-6)
            eta = (self._total_steps - step) / rate if rate > 0 else float("nan")
        self.eta_label.setText(f"Step {step} of {self._total_steps} · elapsed {_fmt_duration(now - self._t0)} · "
                               f"about {_fmt_duration(eta)} left")

    def _finish(self, status: str) -> None:
        handle, self._handle = self._handle, None
        self._poll_timer.stop()
        if handle is not None:
            handle.join(5)
        self._run_status = status
        self._redraw()
        words = {"finished": "Finished", "stopped": "Stopped", "failed": "Failed", "diverged": "Diverged"}
        self.eta_label.setText(f"{words.get(status, status.capitalize())} at step {self._step} of "
                               f"{self._total_steps} after {_fmt_duration(time.monotonic() - self._t0)}")
        self._update_buttons()
        self.refresh_runs()
        self.status_message.emit(f"Training {status}")
        self.run_finished.emit(status)

    def _error(self, text: str) -> None:
        self.last_error = text
        self.error_message.emit(text)

    def _redraw(self) -> None:
        self.loss_plot.redraw()
        self.metric_plot.redraw()

    def _set_metric_axis(self, task: str) -> None:
        item = self.metric_plot.getPlotItem()
        if task == "text":
            self.metric_plot._title_text = "Masked-token accuracy (at 15 %)"
            item.setLabel("left", "accuracy (%)")
        else:
            self.metric_plot._title_text = "PSNR over hidden patches"
            item.setLabel("left", "PSNR (dB)")
        self.metric_plot.set_scale(PRESENTATION_SCALE if self._presenting else 1.0)

    # -- snapshots ------------------------------------------------------------------------
    def _clear_snapshots(self) -> None:
        self._last_snapshot = None
        self.snapshot_text.setText("")
        self.snapshot_caption.setText("Waiting for the first snapshot…")
        for p in self.snapshot_panels:
            p.set_image(None)

    def _show_snapshot(self, ev: dict) -> None:
        self._last_snapshot = ev
        step = ev.get("step")
        texts = ev.get("texts")
        images = ev.get("images")
        if texts:
            self.snapshot_images.hide()
            self.snapshot_text.show()
            self.snapshot_text.setText("<br>".join(texts))
        if images:
            self.snapshot_text.hide()
            self.snapshot_images.show()
            self._ensure_snapshot_panels(len(images))
            for panel, (title, arr) in zip(self.snapshot_panels, images, strict=False):
                panel.set_image(arr)
                panel.set_caption(title)
        self.snapshot_caption.setText(f"Step {step}" + (f" · {ev['note']}" if ev.get("note") else ""))

    def _ensure_snapshot_panels(self, n: int) -> None:
        while len(self.snapshot_panels) < n:
            panel = ImagePanel("")
            panel.canvas.setMinimumSize(60, 60)
            i = len(self.snapshot_panels)
            self._snapshot_grid.addWidget(panel, i // 2, i % 2)
            self.snapshot_panels.append(panel)
        for i, panel in enumerate(self.snapshot_panels):
            panel.setVisible(i < n)

    def snapshot(self):
        return self._last_snapshot

    # -- runs list ------------------------------------------------------------------------
    def refresh_runs(self) -> None:
        infos = list_run_infos(self.runs_dir)
        wanted = set(self._wanted_overlay) | set(self._overlaid)
        self._wanted_overlay = []
        current = self.selected_run()
        self.runs_list.blockSignals(True)
        self.runs_list.clear()
        for info in infos:
            item = QListWidgetItem(info.label)
            item.setData(Qt.ItemDataRole.UserRole, info)
            item.setToolTip(info.tooltip)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            live = self._run_dir is not None and Path(info.path) == Path(self._run_dir) and self.is_running()
            item.setCheckState(Qt.CheckState.Checked if info.path in wanted and not live else Qt.CheckState.Unchecked)
            self.runs_list.addItem(item)
            if current is not None and info.path == current.path:
                self.runs_list.setCurrentItem(item)
        self.runs_list.blockSignals(False)
        # overlays: drop the ones no longer ticked or gone, add the ticked ones
        ticked = {self.runs_list.item(i).data(Qt.ItemDataRole.UserRole).path
                  for i in range(self.runs_list.count())
                  if self.runs_list.item(i).checkState() == Qt.CheckState.Checked}
        for path in list(self._overlaid):
            if path not in ticked:
                self._remove_overlay(path)
        for i in range(self.runs_list.count()):
            info = self.runs_list.item(i).data(Qt.ItemDataRole.UserRole)
            if info.path in ticked and info.path not in self._overlaid:
                self._add_overlay(info)
            elif info.path in self._overlay_colors:
                self._set_swatch(info.path, self._overlay_colors[info.path])
        self._update_buttons()
        self.runs_changed.emit()

    def run_infos(self) -> list[RunInfo]:
        return [self.runs_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.runs_list.count())]

    def selected_run(self) -> RunInfo | None:
        item = self.runs_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_run(self, path: str) -> None:
        for i in range(self.runs_list.count()):
            if self.runs_list.item(i).data(Qt.ItemDataRole.UserRole).path == str(path):
                self.runs_list.setCurrentRow(i)
                return

    def _on_run_selected(self, *_args) -> None:
        self._update_buttons()
        info = self.selected_run()
        self._state.selected = info.path if info is not None else None
        if info is None or self.is_running():
            return
        event = latest_snapshot_event(info.path)
        if event is not None:
            self._show_snapshot(event)
            self.snapshot_caption.setText(f"{info.short}, step {event.get('step')}")

    def set_overlay(self, path: str, on: bool) -> None:
        for i in range(self.runs_list.count()):
            item = self.runs_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole).path == str(path):
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def overlaid_runs(self) -> list[str]:
        return list(self._overlaid)

    def _on_run_checked(self, item: QListWidgetItem) -> None:
        info = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            self._add_overlay(info)
        else:
            self._remove_overlay(info.path)
        self._redraw()

    def _add_overlay(self, info: RunInfo) -> None:
        if info.path in self._overlaid:
            return
        try:
            rows = read_run_metrics(info.path)
        except (OSError, ValueError) as exc:
            self._error(f"Cannot read the metrics of {info.name}: {exc}")
            return
        used = set(self._overlay_colors.values())
        color = next((c for c in OVERLAY_COLORS if c not in used), OVERLAY_COLORS[len(used) % len(OVERLAY_COLORS)])
        self._overlay_colors[info.path] = color
        names = []
        label = info.short
        train = [(r["step"], r["train_loss"]) for r in rows if r.get("train_loss") is not None]
        if train:
            name = f"{label} train"
            self.loss_plot.ensure_series(name, color=color, width=1.6, dashed=True)
            self.loss_plot.set_series(name, *zip(*train, strict=False))
            names.append(("loss", name))
        metric_key = "accuracy" if info.task == "text" else "psnr"
        scale = 100.0 if info.task == "text" else 1.0
        metric = [(r["step"], r[metric_key] * scale) for r in rows if r.get(metric_key) is not None]
        if metric:
            name = f"{label}"
            self.metric_plot.ensure_series(name, color=color, width=1.6, dashed=True, symbol="t")
            self.metric_plot.set_series(name, *zip(*metric, strict=False))
            names.append(("metric", name))
        if not self.is_running() and info.task in ("text", "image"):
            self._set_metric_axis(info.task)
        self._overlaid[info.path] = [f"{kind}:{name}" for kind, name in names]
        self._state.overlay = list(self._overlaid)
        self._set_swatch(info.path, color)

    def _set_swatch(self, path: str, color: str | None) -> None:
        """The run's curve colour beside its name in the list (None: no swatch)."""
        from PySide6.QtGui import QColor, QIcon, QPixmap

        for i in range(self.runs_list.count()):
            item = self.runs_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole).path == path:
                self.runs_list.blockSignals(True)
                if color is None:
                    item.setIcon(QIcon())
                else:
                    pix = QPixmap(14, 14)
                    pix.fill(QColor(color))
                    item.setIcon(QIcon(pix))
                self.runs_list.blockSignals(False)

    def _remove_overlay(self, path: str) -> None:
        self._set_swatch(path, None)
        self._overlay_colors.pop(path, None)
        for entry in self._overlaid.pop(path, []):
            kind, name = entry.split(":", 1)
            (self.loss_plot if kind == "loss" else self.metric_plot).remove_series(name)
        self._state.overlay = list(self._overlaid)

    def use_selected(self) -> bool:
        info = self.selected_run()
        if info is None:
            self._error("Select a run in the list first.")
            return False
        ckpt = newest_checkpoint(info.path)
        if ckpt is None:
            self._error(f"Run {info.name} has no checkpoint yet.")
            return False
        self.use_model_requested.emit(str(ckpt))
        return True

    def _update_buttons(self) -> None:
        running = self.is_running()
        info = self.selected_run()
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running and self._run_status != "stopping")
        self.resume_button.setEnabled(not running and info is not None and info.resumable)
        self.use_button.setEnabled(info is not None and info.has_checkpoint)
        self.form_box.setEnabled(not running)

    # -- export, presentation, lessons ----------------------------------------------------
    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The metrics of the run in view (the live or last run, else the selected one)."""
        path = self._run_dir
        if path is None:
            info = self.selected_run()
            path = info.path if info else None
        header = ["step", "train_loss", "eval_loss", "accuracy", "psnr", "lr"]
        if path is None:
            return header, []
        try:
            rows = read_run_metrics(path)
        except (OSError, ValueError):
            return header, []
        return header, [[r.get(k) for k in header] for r in rows]

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        scale = PRESENTATION_SCALE if on else 1.0
        for plot in (self.loss_plot, self.metric_plot):
            plot.set_scale(scale)
        self._fit_controls()
        QTimer.singleShot(0, self._fit_controls)  # again once the style sheet is applied

    def _fit_controls(self) -> None:
        fit_scroll_width(self.controls_scroll, self.controls, minimum=330, maximum=800 if self._presenting else 460)

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
        return "No run to export: start one, or select a run in the list."

    def set_controls_visible(self, visible: bool) -> None:
        self.controls_scroll.setVisible(visible and "controls" not in self._hidden)

    def active_slider(self):
        return None

    def closeEvent(self, event) -> None:  # noqa: N802
        self.shutdown()
        super().closeEvent(event)


__all__ = ["TrainingTab", "CONTROL_NAMES"]
