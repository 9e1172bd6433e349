"""The Features tab's one job queue (`FeatureJobs`): the tab, its presenter and its parts share it,
each under keys of its own, newest request per key wins.

It runs in two lanes, two InferenceWorker threads, because one thread cannot keep the answers
timely: a thread runs one job at a time, and the slow jobs (`SLOW_KEYS`: the corpus index, seconds
to minutes for the shipped corpus; a probe over every layer, a minute or more) would hold up the
quick ones (a layer's maps, a clicked patch's similarity, a token's neighbours, a search: tens of
milliseconds) until they end. A key always goes to the same lane, so its request ids are that
lane's and `latest_id` / `is_stale` / `cancel` answer for it; the answers of both come out of the
queue's own `finished` / `failed`. `progress` carries the slow jobs' (key, done, total) from their
thread to this one (a queued signal).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.lab.features_view.presenter import SLOW_KEYS


class FeatureJobs(QObject):
    """The Worker the presenter asks (submit / cancel / latest_id / is_stale), in a quick and a slow lane."""

    finished = Signal(str, int, object)  # key, request_id, result (only the newest of its key)
    failed = Signal(str, int, str)  # key, request_id, message (only the newest of its key)
    progress = Signal(str, int, int)  # key, done, total: emitted from a worker thread, queued to this one

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.quick = InferenceWorker(self, name="mlm-lab features", torch_threads=1)
        self.slow = InferenceWorker(self, name="mlm-lab features background", torch_threads=1)
        for lane in (self.quick, self.slow):
            lane.finished.connect(self.finished)
            lane.failed.connect(self.failed)

    def lane(self, key: str) -> InferenceWorker:
        """The lane that runs the jobs of `key`."""
        return self.slow if key in SLOW_KEYS else self.quick

    def submit(self, key: str, job: Callable[[], Any]) -> int:
        return self.lane(key).submit(key, job)

    def cancel(self, key: str) -> None:
        self.lane(key).cancel(key)

    def latest_id(self, key: str) -> int:
        return self.lane(key).latest_id(key)

    def is_stale(self, key: str, request_id: int) -> bool:
        return self.lane(key).is_stale(key, request_id)

    def is_busy(self) -> bool:
        """A job of either lane is pending or running."""
        return self.quick.is_busy() or self.slow.is_busy()

    def shutdown(self) -> None:
        """Stop both lanes (a slow job still running is waited for 2 s, then left to end on its own)."""
        self.quick.shutdown()
        self.slow.shutdown(timeout_ms=2000)
