"""Export > SVG / PDF of the whole tab or one of its panes, and the view as a file by its suffix
(`mlm-lab screenshot --out view.svg | view.pdf | view.html | view.png`).

The widgets paint themselves onto Qt's SVG generator (QtSvg) or a QPdfWriter through QPainter:
text stays text (chips' tokens are <text> in the SVG and extractable in the PDF), pyqtgraph plots
stay vectors, pictures (heatmaps, reconstructions) are embedded as images.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPoint, QRect, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.qt import dialogs
from mlm_lab.atomic import write_bytes_atomic
from mlm_lab.export import ExportError, check_writable

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

VECTOR_SUFFIXES = (".svg", ".pdf")
VIEW_SUFFIXES = (".png", ".svg", ".pdf", ".html")
PX_PER_PT = 96 / 72  # the screen's 96 dpi pixels on a PDF page of points


def _painted(device, widget: QWidget) -> None:
    painter = QPainter(device)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    widget.render(painter, QPoint(0, 0))
    painter.end()


def svg_bytes(widget: QWidget, title: str = "MLM Lab") -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    gen.setSize(widget.size())
    gen.setViewBox(QRect(0, 0, widget.width(), widget.height()))
    gen.setResolution(96)  # a screen pixel is 1/96 inch, as in the PDF
    gen.setTitle(title)
    gen.setDescription("Exported from MLM Lab")
    _painted(gen, widget)
    buf.close()
    return bytes(data.data())


def pdf_bytes(widget: QWidget, title: str = "MLM Lab") -> bytes:
    """One page the size of the widget (96 px to the inch), no margins."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setTitle(title)
    writer.setCreator("MLM Lab")
    writer.setResolution(96)
    page = QPageSize(QSizeF(widget.width() / PX_PER_PT, widget.height() / PX_PER_PT), QPageSize.Unit.Point,
                     "view", QPageSize.SizeMatchPolicy.ExactMatch)
    writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    _painted(writer, widget)
    del writer  # finishes the document
    buf.close()
    return bytes(data.data())


def write_vector(widget: QWidget, path: str | os.PathLike, title: str = "MLM Lab") -> Path:
    """`widget` as an SVG or a PDF (by the suffix), written atomically; ExportError for a bad path."""
    suffix = Path(path).suffix.lower()
    if suffix not in VECTOR_SUFFIXES:
        raise ExportError(translate("Export", "a vector figure is written as .svg or .pdf, not {suffix}").format(
            suffix=suffix or translate("Export", "a file without a suffix")))
    path = check_writable(path)
    data = svg_bytes(widget, title) if suffix == ".svg" else pdf_bytes(widget, title)
    try:
        return write_bytes_atomic(path, data)
    except OSError as exc:
        raise ExportError(translate("Export", "cannot write {path}: {error}").format(path=path, error=exc.strerror or exc)
                          ) from None


def panes(tab: QWidget) -> list[tuple[str, QWidget]]:
    """What the dialog offers: the whole tab, then its titled boxes and plots that are on screen."""
    out: list[tuple[str, QWidget]] = [(translate("Export", "The whole tab"), tab)]
    seen = set()
    for child in tab.findChildren(QWidget):
        if not child.isVisibleTo(tab) or child.width() < 40 or child.height() < 40:
            continue
        if isinstance(child, QGroupBox) and child.title():
            label = child.title()
        elif isinstance(child, QGraphicsView):
            label = child.accessibleName() or child.toolTip().split("\n")[0][:50] or translate("Export", "a plot")
        else:
            continue
        if label in seen:
            continue
        seen.add(label)
        out.append((label, child))
    return out


def export_view(window, path: str | os.PathLike, app=None) -> Path:
    """The window's view as the suffix says: .png (a picture of the whole window), .svg / .pdf
    (the whole window as vectors), .html (the self-contained web page; `app` runs its frames)."""
    suffix = Path(path).suffix.lower()
    if suffix == ".png":
        return window.export_png(path, whole_window=True)
    if suffix in VECTOR_SUFFIXES:
        return write_vector(window, path, title=f"MLM Lab: {window.tabs.tabText(window.tabs.currentIndex())} tab")
    if suffix == ".html":
        from mlm_lab.app.export.web import write_web_blocking

        return write_web_blocking(app, window, path)
    raise ExportError(f"the view is written as {', '.join(VIEW_SUFFIXES)}, not {suffix or 'a file without a suffix'}")


class VectorDialog(QDialog):
    """Which pane of the current tab, and the file (.svg or .pdf)."""

    def __init__(self, window, tab: QWidget, tab_key: str, suffix: str = ".svg", parent: QWidget | None = None):
        super().__init__(parent or window)
        self.setWindowTitle(translate("Export", "Export as SVG or PDF"))
        self._panes = panes(tab)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.pane_combo = QComboBox()
        for label, _ in self._panes:
            self.pane_combo.addItem(label)
        self.pane_combo.setToolTip(translate("Export", "The whole tab or one of its panes"))
        form.addRow(translate("Export", "What"), self.pane_combo)
        row = QHBoxLayout()
        self.path_edit = QLineEdit(str(Path.home() / f"mlm-lab-{tab_key}{suffix}"))
        self.path_edit.setToolTip(translate("Export", ".svg (for slides and editing) or .pdf (for a paper)"))
        browse = QPushButton(translate("Export", "Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        form.addRow(translate("Export", "File"), row)
        layout.addLayout(form)
        note = QLabel(translate("Export", "Text stays text and plots stay vectors; pictures are embedded as images."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        path, _ = dialogs.save_file(self, translate("Export", "Save as"), self.path_edit.text(),
                                    translate("Export", "SVG drawing (*.svg);;PDF document (*.pdf)"))
        if path:
            self.path_edit.setText(path)

    def choice(self) -> tuple[QWidget, str]:
        return self._panes[max(0, self.pane_combo.currentIndex())][1], self.path_edit.text().strip()
