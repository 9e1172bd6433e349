"""One background thread that runs model work for the panes; the newest request wins.

A pane calls `submit(key, fn)` on every control change. Jobs are grouped by key
("predict", "stats", "reconstruct", ...): a job that has not started yet is replaced
when a newer one arrives under the same key, and a result that is no longer the
newest for its key when it comes back is dropped, so the screen only ever shows the
answer to the latest question. Results come back on the GUI thread through the
`finished` / `failed` signals.

    worker = InferenceWorker(parent=self)
    worker.finished.connect(self._on_result)      # (key, request_id, result)
    worker.submit("predict", lambda: predict_tokens(ids, positions, model=tm))
    ...
    worker.shutdown()                             # from closeEvent: joins the thread

Long jobs may call `worker.is_stale(key, request_id)` (any thread) to stop early.
"""

from __future__ import annotations

import atexit
import threading
import traceback
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.qt import gc_guard

# Every worker thread still running. A worker deleted without shutdown() must not take
# its QThread with it while it runs (Qt aborts the process), so the threads are kept
# here until they stop, and stopped when the application quits or Python exits.
_LIVE_THREADS: set[QThread] = set()
_hooks_installed = False


def stop_all_workers(timeout_ms: int = 30000) -> None:
    """Quit and join every worker thread still running (at application exit)."""
    for thread in list(_LIVE_THREADS):
        thread.quit()
        thread.wait(timeout_ms)
        _LIVE_THREADS.discard(thread)


def _install_exit_hooks() -> None:
    global _hooks_installed
    if _hooks_installed:
        return
    _hooks_installed = True
    atexit.register(stop_all_workers)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(stop_all_workers)


class _Runner(QObject):
    """Lives in the worker thread and runs the jobs the owner hands it."""

    done = Signal(str, int, object, bool)  # key, request_id, result or message, ok

    def __init__(self, owner: InferenceWorker):
        super().__init__()
        self._owner = owner

    @Slot()
    def drain(self) -> None:
        while True:
            job = self._owner._take()
            if job is None:
                return
            key, request_id, fn = job
            try:
                result = fn()
            except Exception as exc:  # a job's error is reported, never kills the thread
                message = core_text(exc)  # in the app's language; Qt's translate is thread-safe
                self._owner._last_traceback = traceback.format_exc()
                self._owner._job_done()
                self.done.emit(key, request_id, message, False)
            else:
                self._owner._job_done()
                self.done.emit(key, request_id, result, True)


class InferenceWorker(QObject):
    """Runs callables in one QThread, newest request per key wins."""

    finished = Signal(str, int, object)  # key, request_id, result (only the newest per key)
    failed = Signal(str, int, str)  # key, request_id, message (only the newest per key)
    busy_changed = Signal(bool)  # True while any job is pending or running

    _wake = Signal()

    def __init__(self, parent: QObject | None = None, *, name: str = "mlm-lab inference",
                 torch_threads: int | None = None):
        """`torch_threads`: when set, the worker thread calls torch.set_num_threads with it
        before its first job. PyTorch's (OpenMP) setting is per thread once a thread has run
        parallel work, so this mostly touches the worker alone; in a process where no other
        thread has used torch yet it can become the default. One thread is what interactive
        single-example work wants on a small CPU: on a loaded 2-core machine one 30-token
        forward of the 4 x 256 text model took 4 ms on one thread and 100-340 ms on two."""
        super().__init__(parent)
        self._torch_threads = torch_threads
        self._lock = threading.Lock()
        self._pending: OrderedDict[str, tuple[int, Callable[[], Any]]] = OrderedDict()
        self._latest: dict[str, int] = {}
        self._next_id = 0
        self._running = 0  # jobs taken by the thread and not finished yet
        self._busy = False
        self._closed = False
        self._last_traceback = ""
        self.dropped = 0  # results thrown away because a newer request existed (for tests and benchmarks)

        gc_guard.install()  # any host of a worker thread: cyclic collection on the GUI thread only
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._runner = _Runner(self)
        self._runner.moveToThread(self._thread)
        self._wake.connect(self._runner.drain)
        self._runner.done.connect(self._on_done)
        self._thread.start()
        _LIVE_THREADS.add(self._thread)
        _install_exit_hooks()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- API ----------------------------------------------------------------------------
    def submit(self, key: str, fn: Callable[[], Any]) -> int:
        """Queue `fn` under `key`; returns its request id. A pending job of that key is replaced."""
        if not callable(fn):
            raise TypeError("fn must be callable")
        with self._lock:
            if self._closed:
                return -1
            self._next_id += 1
            request_id = self._next_id
            self._latest[key] = request_id
            if key in self._pending:
                self.dropped += 1  # the replaced job never runs; the new one keeps its place in line
            self._pending[key] = (request_id, fn)
        self._set_busy(True)
        self._wake.emit()
        return request_id

    def latest_id(self, key: str) -> int:
        """The id of the newest request under `key` (0 if none): any other result is stale."""
        with self._lock:
            return self._latest.get(key, 0)

    def is_stale(self, key: str, request_id: int) -> bool:
        """True when a newer request exists for `key` (safe to call from the job itself)."""
        with self._lock:
            return self._closed or self._latest.get(key, 0) != request_id

    def cancel(self, key: str) -> None:
        """Forget the pending job of `key` and drop the result of a running one."""
        with self._lock:
            self._pending.pop(key, None)
            self._next_id += 1
            self._latest[key] = self._next_id
        self._update_busy()

    def is_busy(self) -> bool:
        with self._lock:
            return bool(self._pending) or self._running > 0

    def is_running(self) -> bool:
        """True while the worker thread is alive."""
        return self._thread.isRunning()

    def last_traceback(self) -> str:
        """The traceback of the last job that raised (for a details box or a log)."""
        return self._last_traceback

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Drop pending jobs, let a running one end, stop the thread. Safe to call twice."""
        with self._lock:
            already = self._closed
            self._closed = True
            self._pending.clear()
        if not already:
            self._thread.quit()
        if self._thread.isRunning():
            self._thread.wait(timeout_ms)
        stopped = not self._thread.isRunning()
        if stopped:
            _LIVE_THREADS.discard(self._thread)
        return stopped

    # -- internals ----------------------------------------------------------------------
    def _take(self):
        if self._torch_threads is not None:
            threads, self._torch_threads = self._torch_threads, None
            import torch  # the job is about to need it anyway

            torch.set_num_threads(threads)
        with self._lock:
            if self._closed or not self._pending:
                return None
            key, (request_id, fn) = self._pending.popitem(last=False)
            self._running += 1
            return key, request_id, fn

    def _job_done(self) -> None:
        with self._lock:
            self._running -= 1

    @Slot(str, int, object, bool)
    def _on_done(self, key: str, request_id: int, payload: object, ok: bool) -> None:
        if self._closed:
            return
        if request_id != self.latest_id(key):
            self.dropped += 1
        elif ok:
            self.finished.emit(key, request_id, payload)
        else:
            self.failed.emit(key, request_id, str(payload))
        self._update_busy()

    def _update_busy(self) -> None:
        self._set_busy(self.is_busy())

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
