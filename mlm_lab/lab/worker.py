"""What every tab's presenter (lab/text_view, image_view, generate_view, features_view) needs of the
tab's job queue, and the states its model can be in: one contract, no Qt (the app's InferenceWorker
implements it; the tests' stand-ins do too)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

MODEL_STATUSES = ("none", "loading", "ready", "error")


class Worker(Protocol):
    """Keyed jobs run off the GUI thread; the newest request of each key wins."""

    def submit(self, key: str, job: Callable[[], Any]) -> int: ...
    def cancel(self, key: str) -> None: ...
    def latest_id(self, key: str) -> int: ...
    def is_stale(self, key: str, request_id: int) -> bool: ...


__all__ = ["MODEL_STATUSES", "Worker"]
