"""Python's cyclic garbage collector, run on the GUI thread only.

A Qt object caught in a reference cycle is destroyed by whichever thread the collector
happens to run in. In a worker thread, PySide has to take the GIL inside Qt's teardown of
that object while the GUI thread, itself deleting objects under a Qt mutex, waits for the
GIL: both hang. Seen in a test run: a scikit-learn call on the features worker started a
collection that freed a QMenu left over from an earlier window. So automatic collection is
switched off and a timer on the GUI thread collects instead, whenever the collector's own
thresholds say a generation is due.

A full collection (generation 2) scans every object the process holds: with torch, Qt and a
model loaded that is about 200 ms on this machine, four times the 50 ms a frame may take, and
it came due in the middle of a generation of 8 samples. So the survivors of a full collection
are moved to the permanent generation (`gc.freeze`): the next full collections scan only what
was made since, a few milliseconds. Frozen objects are still freed by reference counting; only
a frozen object that later ends up in a reference cycle waits, until the next `sweep()` (all
of it unfrozen and collected), which the window runs after a model has loaded, a moment the
person already waits for, at most once a minute. What exists when the collector is installed
(the imported modules: torch, Qt) is frozen at once, without a scan.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

_collector: GuiCollector | None = None


class GuiCollector(QObject):
    """Collects on a timer of the GUI thread, by generation, as gc's thresholds would."""

    def __init__(self, app: QCoreApplication, interval_ms: int):
        super().__init__(app)
        self.thresholds = gc.get_threshold()
        self.collections = 0
        self.sweeps = 0
        self.last_sweep = float("-inf")  # time.monotonic() of the last sweep
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(interval_ms)

    def collect_due(self) -> int:
        """Collect the oldest generation that is due (none: -1). Returns the generation."""
        counts, limits = gc.get_count(), self.thresholds
        if not limits[0] or counts[0] <= limits[0]:
            return -1
        generation = 2 if counts[2] > limits[2] else 1 if counts[1] > limits[1] else 0
        gc.collect(generation)
        if generation == 2:
            gc.freeze()  # the survivors are long-lived: the next full collections skip them
        self.collections += 1
        return generation

    def sweep(self, min_interval_s: float = 60.0) -> bool:
        """Collect everything, frozen objects too, then freeze the survivors; at most once per
        `min_interval_s` (a full scan costs ~200 ms). Returns whether it swept."""
        now = time.monotonic()
        if now - self.last_sweep < min_interval_s:
            return False
        gc.unfreeze()
        gc.collect(2)
        gc.freeze()
        self.last_sweep, self.sweeps = now, self.sweeps + 1
        return True


def install(interval_ms: int = 500) -> GuiCollector | None:
    """Switch automatic collection off and collect on the GUI thread instead (idempotent;
    call it on the GUI thread once a QApplication exists). None when there is none."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return None
    if _collector is not None and _collector.parent() is app:
        return _collector
    gc.disable()
    gc.freeze()  # what exists by now (torch, Qt, the modules) lives as long as the process: never scanned
    _collector = GuiCollector(app, interval_ms)
    return _collector


def uninstall() -> None:
    """Automatic collection back on, the timer stopped (for a process that leaves Qt behind)."""
    global _collector
    if _collector is not None:
        _collector.timer.stop()
        _collector.deleteLater()
        _collector = None
    gc.unfreeze()  # frozen objects back in the ordinary generations, for the process's own collector
    gc.enable()


def sweep(min_interval_s: float = 60.0) -> bool:
    """`GuiCollector.sweep` of the installed collector (False when none is installed)."""
    return _collector.sweep(min_interval_s) if _collector is not None else False
