"""One worker process seen from the GUI thread: a training run or a study.

    controller = WorkerController("training")
    controller.event.connect(on_event)          # every typed event, in order
    controller.progress.connect(on_progress)    # Progress(done, total, elapsed_s, eta_s)
    controller.ended.connect(on_ended)          # finished | stopped | failed | diverged | refused
    controller.start(lambda: start_worker(config), total=400)

The controller owns the worker handle (`mlm_lab.training.worker.spawn_worker`), the timer
that reads its events (never blocking, never processEvents in a handler), the progress and
its ETA, Stop, and the shutdown that stops, waits and kills. What an event means is the
owner's: its handler reports the state the event says (`set_state`) and what is done
(`set_progress`). When the process ends the controller reads what is left, says so if it
ended without a final state (it may have run out of memory), and emits `ended`.
"""

from __future__ import annotations

import gc
import math
import os
import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

POLL_MS = 50  # how often the worker's events are read
FINAL_STATES = ("finished", "stopped", "failed", "diverged", "refused")  # refused: a resume that did not begin


@dataclass(frozen=True)
class Progress:
    """Where the work stands: `done` of `total` units (steps, runs), time so far, time left."""

    done: int
    total: int
    elapsed_s: float
    eta_s: float  # nan until two reports give a rate


translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


def fmt_duration(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "—"
    seconds = int(round(seconds))
    if seconds < 60:
        return translate("TrainingTab", "{s} s").format(s=seconds)
    if seconds < 3600:
        return translate("TrainingTab", "{min} min {s} s").format(min=seconds // 60, s=f"{seconds % 60:02d}")
    return translate("TrainingTab", "{h} h {min} min").format(h=seconds // 3600, min=f"{seconds % 3600 // 60:02d}")


def lower_priority(pid, step: int = 10) -> None:
    """Run a worker process at a lower CPU priority than the window (nice +10), so on a small
    machine the window keeps answering while every core trains. Best effort."""
    if not pid or not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, int(pid), min(19, os.getpriority(os.PRIO_PROCESS, 0) + step))
    except (OSError, ValueError, TypeError):
        pass


class WorkerController(QObject):
    event = Signal(object)  # each event the worker sent (a training or study event dataclass)
    progress = Signal(object)  # Progress
    state_changed = Signal(str)  # starting | running | stopping | a final state
    ended = Signal(str)  # the final state, once the process has gone
    error = Signal(str)  # the process ended without saying why

    def __init__(self, what: str, parent: QObject | None = None, *, poll_ms: int = POLL_MS):
        """`what` names the work in messages ("training", "study")."""
        super().__init__(parent)
        self.what = what
        self.handle = None  # the WorkerHandle while a worker runs
        self.state = ""
        self.done = self.total = 0
        self._t0 = 0.0
        self._rate_from: tuple[float, int] | None = None  # (time, done) of the first report: the ETA's rate
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.poll)

    # -- the worker's life -------------------------------------------------------------------
    def start(self, spawn, *, total: int = 0, done: int = 0) -> None:
        """Start a worker: `spawn()` returns its handle (and may raise: nothing changes then)."""
        if self.handle is not None:
            raise RuntimeError(f"a {self.what} worker is already running")
        handle = spawn()
        self.handle = handle
        lower_priority(getattr(handle, "pid", None))
        gc.freeze()  # what exists now stays: full GC passes while it runs stay short
        self._t0 = time.monotonic()
        self._rate_from = None
        self.done, self.total = int(done), int(total)
        self._set("starting")
        self._timer.start()

    def is_running(self) -> bool:
        return self.handle is not None

    def stop(self) -> bool:
        """Ask for a clean stop (the run in progress finishes its step and checkpoints)."""
        if self.handle is None or not self.handle.is_alive():
            return False
        self.handle.stop()
        self._set("stopping")
        return True

    def shutdown(self, timeout: float = 20.0) -> None:
        """Stop the worker and wait for its process; kill it if it does not end in time. No
        `ended` is emitted: the owner is going away."""
        self._timer.stop()
        handle, self.handle = self.handle, None
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
                handle.poll(0)  # drain, so the pipe's sender can finish
            except (OSError, EOFError, ValueError):
                pass

    def poll(self) -> None:
        """Read the events that have arrived (the timer's slot); end when the process has gone."""
        handle = self.handle
        if handle is None:
            self._timer.stop()
            return
        self._emit_events(handle)
        if self.handle is handle and not handle.is_alive():
            self._emit_events(handle)  # what it sent before it went
            if self.state not in FINAL_STATES:
                self.error.emit(f"The {self.what} process ended without saying why (it may have run out of memory).")
            self._end(self.state if self.state in FINAL_STATES else "failed")

    def _emit_events(self, handle) -> None:
        try:
            events = handle.poll(0)
        except (OSError, EOFError, ValueError):
            events = []
        for event in events:
            self.event.emit(event)

    def _end(self, state: str) -> None:
        handle, self.handle = self.handle, None
        self._timer.stop()
        if handle is not None:
            handle.join(5)
        self._set(state)
        self.ended.emit(state)

    # -- what the events say (the owner's handler reports it) ---------------------------------
    def set_state(self, state: str) -> None:
        if state:
            self._set(state)

    def set_total(self, total: int) -> None:
        self.total = int(total)

    def set_progress(self, done: int, total: int | None = None) -> None:
        """`done` units of `total` (kept when None); the ETA is the rate since the first report."""
        now = time.monotonic()
        self.done = int(done)
        if total is not None:
            self.total = int(total)
        if self._rate_from is None:
            self._rate_from = (now, self.done)
            eta = float("nan")
        else:
            t_first, d_first = self._rate_from
            rate = (self.done - d_first) / max(now - t_first, 1e-6)
            eta = (self.total - self.done) / rate if rate > 0 else float("nan")
        self.progress.emit(Progress(self.done, self.total, now - self._t0, eta))

    def elapsed_s(self) -> float:
        return time.monotonic() - self._t0 if self._t0 else 0.0

    def _set(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)


__all__ = ["FINAL_STATES", "Progress", "WorkerController", "fmt_duration", "lower_priority"]
