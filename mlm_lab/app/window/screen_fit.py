"""The window on the screen it opens on: never larger than the screen's available geometry (the
screen less its panels and docks), frame included, and never off it.

- `fitted(rect, available, frame)`: `rect` (a window's client geometry) shrunk to fit `available`
  with its `frame` (the window manager's decorations) around it, and moved inside it.
- `first_geometry(available, frame)`: a first launch's geometry: FIRST_SIZE where the screen has
  room for it, else as much of the screen as it has, centred.
- `fit_to_screen(window)`: the window (not maximised, not full screen) fitted to its screen now.

MainWindow uses them for a first launch and for the geometry the settings remember (the screen
may be smaller than last time: a projector); Presentation, when Esc leaves full screen.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt

FIRST_SIZE = QSize(1400, 900)  # a first launch on a screen that has room for it
# the decorations assumed before the window is shown (a title bar and thin borders); once it is
# shown the real ones are measured
DEFAULT_FRAME = QMargins(4, 32, 4, 4)


def fitted(rect: QRect, available: QRect, frame: QMargins = DEFAULT_FRAME) -> QRect:
    """`rect` no larger than `available` less `frame`, and inside it (its frame too)."""
    room = available.marginsRemoved(frame)
    width = max(1, min(rect.width(), room.width()))
    height = max(1, min(rect.height(), room.height()))
    x = min(max(rect.x(), room.left()), room.left() + room.width() - width)
    y = min(max(rect.y(), room.top()), room.top() + room.height() - height)
    return QRect(x, y, width, height)


def first_geometry(available: QRect, frame: QMargins = DEFAULT_FRAME) -> QRect:
    """FIRST_SIZE, or the screen's available room where it is smaller; centred on it."""
    room = available.marginsRemoved(frame)
    size = QSize(min(FIRST_SIZE.width(), room.width()), min(FIRST_SIZE.height(), room.height()))
    top_left = room.center() - QPoint(size.width() // 2, size.height() // 2) + QPoint(1, 1)
    return fitted(QRect(top_left, size), available, frame)


def frame_margins(window) -> QMargins:
    """The window manager's decorations around `window`: measured once it is shown, else assumed."""
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        if outer != inner and outer.contains(inner):
            return QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                            outer.right() - inner.right(), outer.bottom() - inner.bottom())
    return DEFAULT_FRAME


def available_geometry(window) -> QRect | None:
    screen = window.screen()
    return screen.availableGeometry() if screen is not None else None


def fit_to_screen(window) -> bool:
    """Shrink and move `window` (a normal one: not maximised or full screen) into its screen's
    available geometry; True when it had to."""
    available = available_geometry(window)
    states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    if available is None or window.windowState() & states:
        return False
    frame = frame_margins(window)
    now = window.geometry()
    want = fitted(now, available, frame)
    if want == now:
        return False
    window.setGeometry(want)
    return True
