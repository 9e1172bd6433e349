"""The mouse wheel scrolls the page; a spin box or a combo takes it only once it has the focus.

Qt gives a spin box or a combo under the pointer every wheel turn, and the focus with it
(Qt.WheelFocus), so scrolling down the controls column changed whatever passed under the pointer
(Temperature 1.00 -> 0.50, issue 37 item 8). With `install(app)`:

- every spin box and combo box is given Qt.StrongFocus when it is first polished (a click or Tab
  focuses it; the wheel no longer does);
- a wheel event over one that has not the focus is ignored before it reaches it, so Qt hands it
  on to the widgets under it: the scroll area around the column scrolls.

Clicked or tabbed into, the control takes the wheel as before. One filter on the application
serves every window (the main window installs it; installing twice changes nothing).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

_GUARDED = (QAbstractSpinBox, QComboBox)
_guard: WheelGuard | None = None


class WheelGuard(QObject):
    """The application's event filter: see the module's docstring."""

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel and isinstance(watched, _GUARDED) and not watched.hasFocus():
            event.ignore()  # not for this control: Qt offers it to its parents (the page's scroll area)
            return True
        if kind == QEvent.Type.Polish and isinstance(watched, _GUARDED):
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False


def install(app: QApplication | None = None) -> WheelGuard:
    """Filter `app`'s (the running application's) wheel events; once per application."""
    global _guard
    app = app or QApplication.instance()
    if _guard is None or _guard.parent() is not app:
        _guard = WheelGuard(app)
        app.installEventFilter(_guard)
    return _guard
