"""What the main window writes for the user: the view as a PNG, the current tab's metrics as CSV,
through a save dialog that turns a write error into a message. A mixin of `MainWindow`."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtWidgets import QFileDialog

from mlm_lab.app.tab_protocol import TAB_NAMES
from mlm_lab.atomic import write_bytes_atomic, write_text_atomic


class ExportMixin:
    def _save_dialog(self, title: str, name: str, file_filter: str, write: Callable[[str], object],
                     verb: str = "write") -> None:
        """Ask where to save, then `write(path)`; a file that cannot be written is a message."""
        path, _ = QFileDialog.getSaveFileName(self, title, name, file_filter)
        if path:
            try:
                write(path)
            except OSError as exc:
                self.show_message(f"Cannot {verb} {path}: {exc.strerror or exc}", "error")

    def grab_view(self):
        """The current tab as a QPixmap (what Export PNG writes)."""
        return self.tabs.currentWidget().grab()

    def export_png(self, path: str | os.PathLike, *, whole_window: bool = False) -> Path:
        pixmap = self.grab() if whole_window else self.grab_view()
        return write_bytes_atomic(path, pixmap_png_bytes(pixmap))

    def export_csv(self, path: str | os.PathLike) -> Path | None:
        tab = self._current()
        header, rows = tab.metrics_rows()
        if not rows:
            self.show_message(tab.metrics_empty_reason() or "There are no metrics to export yet.", "info", 6000)
            return None
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        written = write_text_atomic(path, buf.getvalue())
        self._status(f"Wrote {len(rows)} rows to {written}")
        return written

    def _export_png_dialog(self) -> None:
        def write(path: str) -> None:
            self.export_png(path)
            self._status(f"Saved {path}")

        name = f"mlm-lab-{TAB_NAMES[self.tabs.currentIndex()]}.png"
        self._save_dialog("Export the view as PNG", name, "PNG image (*.png)", write)

    def _export_csv_dialog(self) -> None:
        name = f"mlm-lab-{TAB_NAMES[self.tabs.currentIndex()]}-metrics.csv"
        self._save_dialog("Export metrics as CSV", name, "CSV table (*.csv)", self.export_csv)


def pixmap_png_bytes(pixmap) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buf, "PNG")
    buf.close()
    return bytes(data.data())
