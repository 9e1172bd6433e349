"""The window's busy indicator: one bar in the status bar (`window.busy`) for every source of
work that lasts (the model loader, a tab's reconstruction, ...).

Each source says when it starts and stops (`set_busy(source, True/False, text)`); the bar is
shown while at least one source is busy, so one finishing never hides another's indicator.
It appears only once the work has gone on for SHOW_AFTER_MS: an answer that comes back
sooner (the bundled models answer a slider move in tens of milliseconds) makes no flicker,
while a big model's reconstruction (ViT-MAE base, about 400 ms on a 2-core CPU) or a model
loading shows it for as long as it lasts. It hides as soon as nothing is busy. What the
sources are doing ("Reconstructing…") is the bar's accessible name and tooltip, for a screen
reader and for the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QProgressBar

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SHOW_AFTER_MS = 150  # work shorter than this shows no indicator


class BusyIndicator(QObject):
    """Counts the busy sources and shows `bar` while any is busy (after SHOW_AFTER_MS)."""

    def __init__(self, bar: QProgressBar, *, show_after_ms: int = SHOW_AFTER_MS, parent: QObject | None = None):
        super().__init__(parent if parent is not None else bar)
        self.bar = bar
        self._sources: dict[str, str] = {}  # source -> what it is doing (in the order they started)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, int(show_after_ms)))
        self._timer.timeout.connect(self._show)
        bar.hide()
        self._describe()

    def set_busy(self, source: str, busy: bool, text: str = "") -> None:
        """`source` ("models", "image", ...) started (True) or stopped (False) its work; `text` says
        what it does, translated ("Reconstructing…")."""
        if busy:
            self._sources[source] = text
        else:
            self._sources.pop(source, None)
        self._describe()
        if not self._sources:
            self._timer.stop()
            self.bar.hide()
        elif self.bar.isHidden() and not self._timer.isActive():
            self._timer.start()

    def is_busy(self) -> bool:
        return bool(self._sources)

    def sources(self) -> list[str]:
        return list(self._sources)

    def text(self) -> str:
        """What the busy sources are doing, one after another ("" when idle)."""
        texts: list[str] = []
        for text in self._sources.values():
            if text and text not in texts:
                texts.append(text)
        if not texts and self._sources:
            texts.append(translate("MainWindow", "Working…"))
        return "; ".join(texts)

    def _show(self) -> None:
        if self._sources:
            self.bar.show()

    def _describe(self) -> None:
        text = self.text()
        self.bar.setAccessibleName(text or translate("MainWindow", "Idle"))
        self.bar.setToolTip(text)
