"""The files a user gives the main window: lab state files (.mlmlab) saved and opened through
the menu, and anything dropped on the window (a lab file, a lesson, a model or run folder, an
image). Opening a lab file is `lab_opener.LabFileOpener`'s work.

`LabFiles` is a part of the window (composed, not inherited): it is given the window (the
parent of its dialogs), the lab state, the opener, the tabs it shows a picture in, and the
window's few actions it needs as callables, and touches nothing else. The window's
`save_lab_state`, `open_lab_state` and drop events hand over to it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMainWindow, QTabWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.looks.widgets import Banner
from mlm_lab.app.qt import dialogs
from mlm_lab.app.window.export import save_dialog
from mlm_lab.app.window.lab_opener import LabFileOpener
from mlm_lab.imaging import ImageError, check_picture_file, shown_message, shown_name
from mlm_lab.lab import SUFFIX, LabState, save_state
from mlm_lab.lab.lesson import SUFFIX as LESSON_SUFFIX

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class LabFiles(QObject):
    def __init__(self, window: QMainWindow, state: LabState, opener: LabFileOpener, tabs: QTabWidget, image_tab, *,
                 banner: Banner, lab_state: Callable[[], LabState], apply_lab_state: Callable[..., object],
                 controls: Callable[[], dict], show_message: Callable[..., None], status: Callable[[str], None],
                 load_model: Callable[[str | os.PathLike], None], open_lesson: Callable[[Path], object]):
        """`lab_state()` is the copy Save writes; `apply_lab_state(state, prepared=...)` shows an opened
        file; `controls()` the hide names the window knows; `open_lesson(path)` a dropped lesson."""
        super().__init__(window)
        self._window, self._state, self._opener, self._tabs, self._image_tab = window, state, opener, tabs, image_tab
        self._banner, self._lab_state, self._apply_lab_state, self._controls = banner, lab_state, apply_lab_state, \
            controls
        self._show_message, self._status, self._load_model, self._open_lesson = show_message, status, load_model, \
            open_lesson
        opener.ready.connect(self._on_ready)
        opener.refused.connect(lambda message: show_message(
            translate("MainWindow", "Cannot open the lab file: {error}").format(error=message)))

    def save(self, path: str | os.PathLike) -> Path:
        written = save_state(self._lab_state(), path)
        self._status(translate("MainWindow", "Saved the lab state to {path}").format(path=written))
        return written

    def open(self, path: str | os.PathLike) -> bool:
        """Open a .mlmlab file (menu, drag-and-drop, `mlm-lab --state`): checked whole and its
        picture read before anything changes; a bad one shows one message and changes nothing.
        Returns False when it is refused at once, True when it is applied (now, or once its
        picture is read: the window's `is_ready()` is False until then)."""
        return self._opener.open(path, base=self._state, controls=self._controls(),
                                 shown_image=self._image_tab.shown_source())

    def _on_ready(self, state: LabState, resolved, name: str, notes: list[str]) -> None:
        self._apply_lab_state(state, prepared=resolved)
        if notes:
            self._show_message(translate("MainWindow", "Opened {name}, but {notes} (ignored).").format(
                name=name, notes="; ".join(notes)), "warning")
        else:
            self._banner.clear()
            self._status(translate("MainWindow", "Opened {name}").format(name=name))

    # -- the menu's dialogs -------------------------------------------------------------------
    def save_dialog(self) -> None:
        save_dialog(self._window, translate("MainWindow", "Save the lab state"), "lesson" + SUFFIX,
                    translate("MainWindow", "MLM Lab state (*{suffix})").format(suffix=SUFFIX), self.save,
                    self._show_message, verb="save")

    def open_dialog(self) -> None:
        path, _ = dialogs.open_file(
            self._window, translate("MainWindow", "Open a lab state"), "",
            translate("MainWindow", "MLM Lab state (*{suffix})").format(suffix=SUFFIX) + ";;"
            + translate("MainWindow", "All files (*)"))
        if path:
            self.open(path)

    def open_image_dialog(self) -> None:
        self._tabs.setCurrentWidget(self._image_tab)
        self._image_tab.open_dialog()

    # -- drag and drop onto the window ------------------------------------------------------
    def drag_enter(self, event) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def drop(self, event) -> None:
        from mlm_lab.app.looks.widgets import dropped_paths

        files = dropped_paths(event.mimeData())  # a name's bytes as they are (not UTF-8: kept)
        if not files:
            return
        path = Path(files[0])
        suffix = path.suffix.lower()  # Windows and macOS keep LESSON.MLMLAB as it was typed
        try:
            if suffix == SUFFIX:
                self.open(path)
            elif suffix == LESSON_SUFFIX:
                self._open_lesson(path)
            elif _is_dir(path):
                self._load_model(path)
            else:
                check_picture_file(path)  # its header only: not a picture is said here, the tab in front stays
                self._tabs.setCurrentWidget(self._image_tab)
                self._image_tab.open_file(path)
        except ImageError as exc:
            self._show_message(translate("MainWindow", "Cannot use that image: {error}. The previous image stays."
                                         ).format(error=core_text(exc)), "error")
        except (OSError, ValueError) as exc:  # a name the system refuses: said, never raised into Qt
            self._show_message(translate("MainWindow", "Cannot open {name}: {error}").format(
                name=shown_name(path.name), error=one_line(exc)), "error")
        event.acceptProposedAction()


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):  # over 255 bytes, a NUL: not a folder (the opener says why)
        return False


def one_line(exc: BaseException) -> str:
    """An exception as one line of a message: a file name's newline escaped, no errno prefix."""
    text = getattr(exc, "strerror", None) if isinstance(exc, OSError) and exc.strerror else core_text(exc)
    return shown_message(" ".join(str(text).split("\n")), limit=300) or type(exc).__name__
