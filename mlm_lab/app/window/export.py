"""What the main window writes for the user: the view as a PNG, the current tab's metrics as CSV,
through a save dialog that turns a write error into a message; and for a talk, an animation, SVG /
PDF of the tab or a pane, and a self-contained web page.

`WindowExports` is a part of the window (composed, not inherited): it is given the window (the
parent of its dialogs and of the export jobs, which read the window's tabs), its tab widget and
tabs, and the window's message and status line, and touches nothing else. It makes the actions
of the exports for a talk; the window's `export_png`, `export_csv`, ... hand over to it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QTabWidget, QWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import Context
from mlm_lab.app.qt import dialogs
from mlm_lab.app.window.tab_protocol import TAB_NAMES, LabTab
from mlm_lab.atomic import write_bytes_atomic, write_text_atomic

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
MainWindow = Context("MainWindow")  # MainWindow.tr(text, "", n): a text with a plural


def save_dialog(parent: QWidget, title: str, name: str, file_filter: str, write: Callable[[str], object],
                show_message: Callable[[str, str], None], verb: str = "write") -> None:
    """Ask where to save, then `write(path)`; a file that cannot be written is a message."""
    path, _ = dialogs.save_file(parent, title, name, file_filter)
    if path:
        try:
            write(path)
        except OSError as exc:
            text = (translate("MainWindow", "Cannot save {path}: {error}") if verb == "save"
                    else translate("MainWindow", "Cannot write {path}: {error}"))
            show_message(text.format(path=path, error=exc.strerror or exc), "error")


class WindowExports(QObject):
    def __init__(self, window: QMainWindow, tabs: QTabWidget, lab_tabs: Mapping[str, LabTab], *,
                 show_message: Callable[..., None], status: Callable[[str], None]):
        super().__init__(window)
        self._window, self._tabs, self._lab_tabs = window, tabs, lab_tabs
        self._show_message, self._status = show_message, status
        self.animation_export = None  # the AnimationExport, once one is started
        self.web_export = None  # the WebExport, once one is started

        def action(text, slot, tip=""):
            act = QAction(text, window)
            if tip:
                act.setToolTip(tip)
            act.triggered.connect(slot)
            return act

        self.act_animation = action(
            translate("MainWindow", "Export animation…"), self.animation_dialog,
            translate("MainWindow", "Record a slider sweep, seeds, rounds or a run's checkpoints as GIF, APNG or MP4"))
        self.act_vector = action(translate("MainWindow", "Export as SVG or PDF…"), self.vector_dialog,
                                 translate("MainWindow", "The tab or one pane as vectors: text stays text, plots stay vectors"))
        self.act_web = action(translate("MainWindow", "Export web page…"), self.web_dialog,
                              translate("MainWindow", "One self-contained HTML file: the Text view and an Image ratio slider"))

    def talk_actions(self) -> list[QAction]:
        """Export > Animation…, SVG or PDF…, Web page… (the chrome puts them in its menus, after PNG and CSV)."""
        return [self.act_animation, self.act_vector, self.act_web]

    def _tab_key(self) -> str:
        return TAB_NAMES[self._tabs.currentIndex()]

    # -- PNG and CSV ----------------------------------------------------------------------------
    def grab_view(self):
        """The current tab as a QPixmap (what Export PNG writes)."""
        return self._tabs.currentWidget().grab()

    def png(self, path: str | os.PathLike, *, whole_window: bool = False) -> Path:
        pixmap = self._window.grab() if whole_window else self.grab_view()
        return write_bytes_atomic(path, pixmap_png_bytes(pixmap))

    def csv(self, path: str | os.PathLike) -> Path | None:
        tab = self._lab_tabs[self._tab_key()]
        header, rows = tab.metrics_rows()
        if not rows:
            self._show_message(tab.metrics_empty_reason() or translate("MainWindow", "There are no metrics to export yet."),
                               "info", 6000)
            return None
        from mlm_lab.csvfile import csv_text  # a name or text cell is never a spreadsheet formula

        written = write_text_atomic(path, csv_text(header, rows))
        self._status(MainWindow.tr("Wrote %n row(s) to {path}", "", len(rows)).format(path=written))
        return written

    def png_dialog(self) -> None:
        def write(path: str) -> None:
            self.png(path)
            self._status(translate("MainWindow", "Saved {path}").format(path=path))

        save_dialog(self._window, translate("MainWindow", "Export the view as PNG"), f"mlm-lab-{self._tab_key()}.png",
                    translate("MainWindow", "PNG image (*.png)"), write, self._show_message)

    def csv_dialog(self) -> None:
        save_dialog(self._window, translate("MainWindow", "Export metrics as CSV"), f"mlm-lab-{self._tab_key()}-metrics.csv",
                    translate("MainWindow", "CSV table (*.csv)"), self.csv, self._show_message)

    # -- for a talk: animation, vector figures, web page ------------------------------------------
    def start_animation(self, sweep, path: str, *, fps: float = 8, size=(960, 540)) -> bool:
        """Record `sweep` (mlm_lab.export.Sweep) to `path`; a problem is a message. True once started."""
        from mlm_lab.app.export.animation import AnimationExport

        if self.animation_export is None:
            self.animation_export = AnimationExport(self._window)
        return self.animation_export.start(sweep, str(path), fps=fps, size=size)

    def animation_dialog(self) -> None:
        from mlm_lab.app.export.animation import AnimationDialog

        dialog = AnimationDialog(self._window, self._tab_key())
        if dialog.exec() and dialog.result_sweep is not None:
            path, fps, size = dialog.settings()
            self.start_animation(dialog.result_sweep, path, fps=fps, size=size)

    def vector(self, path: str | os.PathLike, widget=None) -> Path | None:
        """`widget` (default: the current tab) as SVG or PDF; a problem is a message (None)."""
        from mlm_lab.app.export.vector import write_vector
        from mlm_lab.export import ExportError

        try:
            written = write_vector(widget or self._tabs.currentWidget(), path)
        except (ExportError, OSError) as exc:  # OSError: a name the system refuses (ENAMETOOLONG), said in words
            error = exc.strerror if isinstance(exc, OSError) and exc.strerror else core_text(exc)
            self._show_message(translate("MainWindow", "Cannot export: {error}").format(error=error), "error")
            return None
        self._status(translate("MainWindow", "Saved {path}").format(path=written))
        return written

    def vector_dialog(self) -> None:
        from mlm_lab.app.export.vector import VectorDialog

        dialog = VectorDialog(self._window, self._tabs.currentWidget(), self._tab_key())
        if dialog.exec():
            widget, path = dialog.choice()
            self.vector(path, widget)

    def start_web_page(self, path: str | os.PathLike) -> bool:
        """Start writing the web page to `path`; a problem is a message. True once started."""
        from mlm_lab.app.export.web import WebExport

        if self.web_export is None:
            self.web_export = WebExport(self._window)
        return self.web_export.start(str(path))

    def web_dialog(self) -> None:
        path, _ = dialogs.save_file(self._window, translate("MainWindow", "Export a web page"), "mlm-lab.html",
                                    translate("MainWindow", "Web page (*.html)"))
        if path:
            self.start_web_page(path)


def pixmap_png_bytes(pixmap) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buf, "PNG")
    buf.close()
    return bytes(data.data())
