"""Render every step of the open lesson and write the PDF handout, without blocking the window:
a timer shows step 1 (answer revealed), waits until the window is ready (models loaded,
every tab showing its newest answer), lets it paint, grabs the view, and moves on. At the
end the step that was shown before is shown again and the handout is written
(lesson_pdf.write_handout). The CLI (`mlm-lab lesson FILE --pdf OUT`) runs the same
exporter offscreen.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from mlm_lab.app.lesson_pdf import write_handout

POLL_MS = 50
SETTLE_S = 0.3  # after the window says ready, let the last answers paint
STEP_TIMEOUT_S = 120.0  # a step whose models never answer is grabbed as it is


class HandoutExporter(QObject):
    finished = Signal(str)  # the PDF written
    failed = Signal(str)  # one line
    progress = Signal(int, int)  # step done (1-based), steps

    def __init__(self, window, player, parent: QObject | None = None, *, step_timeout_s: float = STEP_TIMEOUT_S):
        super().__init__(parent)
        self.window, self.player = window, player
        self.step_timeout_s = step_timeout_s
        self.shots: list = []
        self.timed_out: list[int] = []  # steps grabbed before the window was ready
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._tick)
        self._path: Path | None = None
        self._index = 0
        self._back_to = 0
        self._ready_at: float | None = None
        self._deadline = 0.0

    def start(self, path: str | os.PathLike) -> None:
        self._path = Path(path)
        self._back_to = self.player.index
        self.shots, self.timed_out = [], []
        self._show(0)
        self._timer.start()

    def running(self) -> bool:
        return self._timer.isActive()

    def _show(self, index: int) -> None:
        self._index = index
        self.player.go(index)
        self.player.reveal()  # a handout shows the answers
        self._ready_at = None
        self._deadline = time.monotonic() + self.step_timeout_s

    def _tick(self) -> None:
        now = time.monotonic()
        if self._ready_at is None:
            if self.window.is_ready():
                self._ready_at = now
            elif now < self._deadline:
                return
            else:
                self.timed_out.append(self._index)
                self._ready_at = now - SETTLE_S
        if now - self._ready_at < SETTLE_S:
            return
        self.shots.append(self.window.grab_view().toImage())
        self.progress.emit(self._index + 1, self.player.count)
        if self._index + 1 < self.player.count:
            self._show(self._index + 1)
            return
        self._timer.stop()
        self.player.go(self._back_to)
        try:
            written = write_handout(self._path, self.player.lesson, self.shots, name=self.player.path)
        except OSError as exc:
            self.failed.emit(f"Cannot write the handout {self._path}: {exc.strerror or exc}")
            return
        self.finished.emit(str(written))
