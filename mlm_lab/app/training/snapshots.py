"""The Training tab's snapshot strip: the model on its fixed examples at one step. A live run's
Snapshot event and the one reopened from a finished run's folder (bridge.saved_snapshot)
are shown by the same `show`, so they look the same."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.widgets import ImagePanel
from mlm_lab.app.training.bridge import strip_view
from mlm_lab.training.events import Snapshot

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

COLUMNS = 2  # image panels per row
SNAPSHOT_NOTES = [QT_TRANSLATE_NOOP("TrainingTab", "each: masked · reconstruction + visible · original")]  # bridge.py's


class SnapshotStrip(QGroupBox):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("TrainingTab", "Snapshots: the model on fixed examples"), parent)
        self.last: Snapshot | None = None  # the snapshot shown
        layout = QVBoxLayout(self)
        self.caption = QLabel(translate("TrainingTab", "Start a run: its predictions appear here as it learns."))
        self.caption.setObjectName("hint")
        self.text = QLabel("")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.images = QWidget()
        self._grid = QGridLayout(self.images)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.panels: list[ImagePanel] = []
        layout.addWidget(self.caption)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.images, 1)
        self.images.hide()

    def clear(self, caption: str = "") -> None:
        self.last = None
        self.text.setText("")
        self.caption.setText(caption or translate("TrainingTab", "Waiting for the first snapshot…"))
        for panel in self.panels:
            panel.set_image(None)

    def show_snapshot(self, snapshot: Snapshot, title: str = "") -> None:
        """Show `snapshot`; its caption is `title` (a reopened run's name and step) or the step."""
        self.last = snapshot
        view = strip_view(snapshot)
        if view.lines:
            self.images.hide()
            self.text.show()
            self.text.setText("<br>".join(view.lines))
        if view.images:
            self.text.hide()
            self.images.show()
            self._ensure_panels(len(view.images))
            for panel, (caption, picture) in zip(self.panels, view.images, strict=False):
                panel.set_image(picture)
                panel.set_caption(caption)
        step = translate("TrainingTab", "Step {step}").format(step=fmt_number(view.step))
        note = translate("TrainingTab", view.note) if view.note else ""  # bridge.py's words (SNAPSHOT_NOTES)
        self.caption.setText(title or (f"{step} · {note}" if note else step))

    def shown_panels(self) -> list[ImagePanel]:
        return [p for p in self.panels if p.isVisible()]

    def _ensure_panels(self, n: int) -> None:
        while len(self.panels) < n:
            panel = ImagePanel("")
            panel.canvas.setMinimumSize(60, 60)
            i = len(self.panels)
            self._grid.addWidget(panel, i // COLUMNS, i % COLUMNS)
            self.panels.append(panel)
        for i, panel in enumerate(self.panels):
            panel.setVisible(i < n)


__all__ = ["SnapshotStrip"]
