"""Python's cyclic garbage collector, run on the GUI thread only.

A Qt object caught in a reference cycle is destroyed by whichever thread the collector
happens to run in. In a worker thread, PySide has to take the GIL inside Qt's teardown of
that object while the GUI thread, itself deleting objects under a Qt mutex, waits for the
GIL: both hang. Seen in a test run: a scikit-learn call on the features worker started a
collection that freed a QMenu left over from an earlier window. So automatic collection is
switched off and a timer on the GUI thread collects instead, whenever the collector's own
thresholds say a generation is due.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

_collector: GuiCollector | None = None


class GuiCollector(QObject):
    """Collects on a timer of the GUI thread, by generation, as gc's thresholds would."""

    def __init__(self, app: QCoreApplication, interval_ms: int):
        super().__init__(app)
        self.thresholds = gc.get_threshold()
        self.collections = 0
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
        self.collections += 1
        return generation


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
    _collector = GuiCollector(app, interval_ms)
    return _collector


def uninstall() -> None:
    """Automatic collection back on, the timer stopped (for a process that leaves Qt behind)."""
    global _collector
    if _collector is not None:
        _collector.timer.stop()
        _collector.deleteLater()
        _collector = None
    gc.enable()
