"""What the main window writes for the user: the view as a PNG, the current tab's metrics as CSV,
through a save dialog that turns a write error into a message; and for a talk, an animation, SVG /
PDF of the tab or a pane, and a self-contained web page (export_animation, export_vector,
export_web). A mixin of `MainWindow`."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtWidgets import QFileDialog

from mlm_lab.app.window.tab_protocol import TAB_NAMES
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

    # -- for a talk: animation, vector figures, web page ------------------------------------------
    def extra_export_actions(self) -> list:
        """Export > Animation…, SVG or PDF…, Web page… (made once; the chrome puts them in its menus)."""
        if getattr(self, "_extra_exports", None) is None:
            from PySide6.QtGui import QAction

            def action(text, slot, tip):
                act = QAction(text, self)
                act.setToolTip(tip)
                act.triggered.connect(slot)
                return act

            self.act_export_animation = action(
                "Export animation…", self._export_animation_dialog,
                "Record a slider sweep, seeds, rounds or a run's checkpoints as GIF, APNG or MP4")
            self.act_export_vector = action("Export as SVG or PDF…", self._export_vector_dialog,
                                            "The tab or one pane as vectors: text stays text, plots stay vectors")
            self.act_export_web = action("Export web page…", self._export_web_dialog,
                                         "One self-contained HTML file: the Text view and an Image ratio slider")
            self._extra_exports = [self.act_export_animation, self.act_export_vector, self.act_export_web]
            self.animation_export = self.web_export = None
        return self._extra_exports

    def export_animation(self, sweep, path: str, *, fps: float = 8, size=(960, 540)) -> bool:
        """Record `sweep` (mlm_lab.export.Sweep) to `path`; a problem is a message. True once started."""
        from mlm_lab.app.export.animation import AnimationExport

        if self.animation_export is None:
            self.animation_export = AnimationExport(self)
        return self.animation_export.start(sweep, str(path), fps=fps, size=size)

    def _export_animation_dialog(self) -> None:
        from mlm_lab.app.export.animation import AnimationDialog

        dialog = AnimationDialog(self, TAB_NAMES[self.tabs.currentIndex()])
        if dialog.exec() and dialog.result_sweep is not None:
            path, fps, size = dialog.settings()
            self.export_animation(dialog.result_sweep, path, fps=fps, size=size)

    def export_vector(self, path: str | os.PathLike, widget=None) -> Path | None:
        """`widget` (default: the current tab) as SVG or PDF; a problem is a message (None)."""
        from mlm_lab.app.export.vector import write_vector
        from mlm_lab.export import ExportError

        try:
            written = write_vector(widget or self.tabs.currentWidget(), path)
        except ExportError as exc:
            self.show_message(f"Cannot export: {exc}", "error")
            return None
        self._status(f"Saved {written}")
        return written

    def _export_vector_dialog(self) -> None:
        from mlm_lab.app.export.vector import VectorDialog

        dialog = VectorDialog(self, self.tabs.currentWidget(), TAB_NAMES[self.tabs.currentIndex()])
        if dialog.exec():
            widget, path = dialog.choice()
            self.export_vector(path, widget)

    def export_web_page(self, path: str | os.PathLike) -> bool:
        """Start writing the web page to `path`; a problem is a message. True once started."""
        from mlm_lab.app.export.web import WebExport

        if self.web_export is None:
            self.web_export = WebExport(self)
        return self.web_export.start(str(path))

    def _export_web_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export a web page", "mlm-lab.html", "Web page (*.html)")
        if path:
            self.export_web_page(path)


def pixmap_png_bytes(pixmap) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buf, "PNG")
    buf.close()
    return bytes(data.data())
