"""Patches picked by keyboard on the Features tab's image panels (issue 27 item 6).

`PatchCursor` lies over one panel's canvas (a child that takes no mouse events): it makes the
canvas focusable, moves a cursor patch with the arrow keys (Home / End: the row's first and last
patch, Page Up / Page Down: the column's), and on Enter or Space emits the canvas's own
`patch_pressed(row, col)`, so a key picks a patch exactly as a click does (the window's one-key
shortcuts, Space and Left/Right, leave these keys to a canvas with the focus). While the canvas has
the focus it draws a focus ring around the canvas and a two-tone square (black and yellow, seen
on any picture) around the cursor patch. `moved` tells the view to update the canvas's
accessible description (it says the cursor and the picked patch)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from mlm_lab.app.looks.style import FOCUS_COLOUR

MOVES = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
PICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
OWN_KEYS = (*MOVES, *PICK_KEYS, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
RING = QColor(FOCUS_COLOUR)  # the app's focus colour (the Image tab's patch cursor and the chips use it too)
MARK_DARK, MARK_LIGHT = QColor("#000000"), QColor("#f0e442")  # the cursor: black under Okabe-Ito yellow


class PatchCursor(QWidget):
    moved = Signal()  # the cursor moved, or the canvas gained or lost the focus

    def __init__(self, canvas: QWidget):
        super().__init__(canvas)
        self.canvas = canvas
        self.cell: tuple[int, int] | None = None  # (row, col) of the cursor, once the canvas has a grid
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        canvas.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        canvas.installEventFilter(self)
        self.setGeometry(canvas.rect())

    # -- the cursor -------------------------------------------------------------------------
    def grid(self) -> tuple[int, int] | None:
        grid = getattr(self.canvas, "grid", None)
        return None if grid is None or getattr(self.canvas, "array", None) is None else grid

    def place(self, row: int, col: int) -> None:
        """Put the cursor on (row, col), kept inside the grid."""
        grid = self.grid()
        if grid is None:
            return
        cell = (min(max(int(row), 0), grid[0] - 1), min(max(int(col), 0), grid[1] - 1))
        if cell != self.cell:
            self.cell = cell
            self.update()
            self.moved.emit()

    def _start(self) -> tuple[int, int]:
        grid = self.grid()
        if self.cell is not None and self.cell[0] < grid[0] and self.cell[1] < grid[1]:
            return self.cell
        return grid[0] // 2, grid[1] // 2  # the middle of the picture

    def _key(self, event) -> bool:
        grid = self.grid()
        if grid is None or event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        row, col = self._start()
        if key in MOVES:
            dr, dc = MOVES[key]
            self.place(row + dr, col + dc)
        elif key == Qt.Key.Key_Home:
            self.place(row, 0)
        elif key == Qt.Key.Key_End:
            self.place(row, grid[1] - 1)
        elif key == Qt.Key.Key_PageUp:
            self.place(0, col)
        elif key == Qt.Key.Key_PageDown:
            self.place(grid[0] - 1, col)
        elif key in PICK_KEYS:
            self.place(row, col)
            self.canvas.patch_pressed.emit(row, col)
        else:
            return False
        return True

    # -- events of the canvas ---------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.setGeometry(self.canvas.rect())
        elif (kind == QEvent.Type.ShortcutOverride and event.key() in OWN_KEYS and self.grid() is not None
              and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            # the window's single-key shortcuts (Space reveals a lesson's answer, Left/Right move a slider
            # in presentation mode) must not take these keys from a canvas that has the focus
            event.accept()
            return True
        elif kind == QEvent.Type.KeyPress and self._key(event):
            event.accept()
            return True
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            if kind == QEvent.Type.FocusIn and self.cell is None and self.grid() is not None:
                self.place(*self._start())
            self.raise_()
            self.update()
            self.moved.emit()
        elif kind == QEvent.Type.MouseButtonPress and self.grid() is not None:
            cell = self.canvas.patch_at(event.position().toPoint())
            if cell is not None:  # a click moves the cursor there too: the keys go on from it
                self.cell = cell
                self.update()
        return False

    def patch_rect(self) -> QRect | None:
        """Where the cursor patch is drawn, in the canvas's coordinates."""
        grid = self.grid()
        if grid is None or self.cell is None:
            return None
        rect = self.canvas.image_rect()
        rows, cols = grid
        row, col = self.cell
        x0, x1 = rect.x() + col * rect.width() // cols, rect.x() + (col + 1) * rect.width() // cols
        y0, y1 = rect.y() + row * rect.height() // rows, rect.y() + (row + 1) * rect.height() // rows
        return QRect(x0, y0, x1 - x0, y1 - y0)

    def paintEvent(self, event) -> None:
        if not self.canvas.hasFocus():
            return
        painter = QPainter(self)
        pen = QPen(RING)
        pen.setWidth(3)
        painter.setPen(pen)
        painter.drawRect(self.rect().adjusted(1, 1, -2, -2))
        cell = self.patch_rect()
        if cell is not None:
            for colour, width in ((MARK_DARK, 5), (MARK_LIGHT, 2)):
                pen = QPen(colour)
                pen.setWidth(width)
                painter.setPen(pen)
                painter.drawRect(cell.adjusted(1, 1, -1, -1))
        painter.end()
