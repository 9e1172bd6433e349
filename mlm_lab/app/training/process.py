"""The Training tab's run in progress: starting, resuming and stopping the worker process,
reading its events on a timer, the progress line, and the snapshots of the model on fixed
examples. A mixin of `TrainingTab` (it uses the tab's widgets and plots)."""

from __future__ import annotations

import gc
import math
import os
import time

from mlm_lab.app.style import presentation_scale
from mlm_lab.app.training.bridge import config_from_form, newest_checkpoint, normalize_event
from mlm_lab.app.widgets import ImagePanel


def lower_priority(pid, step: int = 10) -> None:
    """Run the training process at a lower CPU priority than the window (nice +10), so on a
    small machine the window keeps answering while every core trains. Best effort."""
    if not pid or not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, int(pid), min(19, os.getpriority(os.PRIO_PROCESS, 0) + step))
    except (OSError, ValueError, TypeError):
        pass


def _form_of(config) -> dict:
    from mlm_lab.app.training.bridge import form_from_config

    try:
        return form_from_config(config)
    except (ValueError, AttributeError):
        return {}


def _percent(value):
    return None if value is None else 100.0 * value


def fmt_duration(seconds: float) -> str:
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "—"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


class RunProcessMixin:
    # -- runs -----------------------------------------------------------------------------
    def start(self) -> bool:
        """Start a new run from the form. Returns False (with a message) when it cannot start."""
        if self.is_running():
            return False
        try:
            config = config_from_form(self.form())
        except (ValueError, OSError) as exc:
            self._error(f"Cannot start: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
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
        lower_priority(getattr(handle, "pid", None))
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
        self.eta_label.setText(f"Step {step} of {self._total_steps} · elapsed {fmt_duration(now - self._t0)} · "
                               f"about {fmt_duration(eta)} left")

    def _finish(self, status: str) -> None:
        handle, self._handle = self._handle, None
        self._poll_timer.stop()
        if handle is not None:
            handle.join(5)
        self._run_status = status
        self._redraw()
        words = {"finished": "Finished", "stopped": "Stopped", "failed": "Failed", "diverged": "Diverged"}
        self.eta_label.setText(f"{words.get(status, status.capitalize())} at step {self._step} of "
                               f"{self._total_steps} after {fmt_duration(time.monotonic() - self._t0)}")
        self._update_buttons()
        self.refresh_runs()
        if self._run_dir is not None:  # the run just made is the selected one: "Use this model" and "Probe" act on it
            self.runs_list.blockSignals(True)  # (its live snapshot stays: the stored one is drawn differently)
            self.select_run(self._run_dir)
            self.runs_list.blockSignals(False)
            info = self.selected_run()
            self._state.selected = info.path if info is not None else None
            self._update_buttons()
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
            self.metric_plot.empty_y = (0, 100)
        else:
            self.metric_plot._title_text = "PSNR over hidden patches"
            item.setLabel("left", "PSNR (dB)")
            self.metric_plot.empty_y = (0, 40)
        self.metric_plot.set_scale(presentation_scale() if self._presenting else 1.0)

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
