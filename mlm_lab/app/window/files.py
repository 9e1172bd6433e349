"""The files a user gives the main window: lab state files (.mlmlab) saved and opened through
the menu, and anything dropped on the window (a lab file, a lesson, a model or run folder, an
image). A mixin of `MainWindow`; opening a lab file is `lab_opener.LabFileOpener`'s work."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from mlm_lab.imaging import ImageError, check_picture_file, shown_name
from mlm_lab.lab import SUFFIX, LabState, save_state
from mlm_lab.lab.lesson import SUFFIX as LESSON_SUFFIX


class LabFilesMixin:
    def save_lab_state(self, path: str | os.PathLike) -> Path:
        written = save_state(self.lab_state(), path)
        self._status(f"Saved the lab state to {written}")
        return written

    def open_lab_state(self, path: str | os.PathLike) -> bool:
        """Open a .mlmlab file (menu, drag-and-drop, `mlm-lab --state`): checked whole and its
        picture read before anything changes; a bad one shows one message and changes nothing.
        Returns False when it is refused at once, True when it is applied (now, or once its
        picture is read: `is_ready()` is False until then)."""
        return self.opener.open(path, base=self.state, controls=self.controls(),
                                shown_image=self.image_tab.shown_source())

    def _on_lab_file_ready(self, state: LabState, resolved, name: str, notes: list[str]) -> None:
        self.apply_lab_state(state, prepared=resolved)
        if notes:
            self.show_message(f"Opened {name}, but {'; '.join(notes)} (ignored).", "warning")
        else:
            self.banner.clear()
            self._status(f"Opened {name}")

    def _save_state_dialog(self) -> None:
        self._save_dialog("Save the lab state", "lesson" + SUFFIX, f"MLM Lab state (*{SUFFIX})", self.save_lab_state,
                          verb="save")

    def _open_state_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a lab state", "", f"MLM Lab state (*{SUFFIX});;All files (*)")
        if path:
            self.open_lab_state(path)

    def _open_image_dialog(self) -> None:
        self.tabs.setCurrentWidget(self.image_tab)
        self.image_tab._open_dialog()

    def resample(self) -> None:
        self._current().resample()

    def toggle_training(self) -> None:
        if self.lessons.space():  # Space first reveals a lesson step's hidden answer
            return
        self.training_tab.toggle_run()

    # -- drag and drop onto the window ------------------------------------------------------
    def dragEnterEvent(self, event) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if not files:
            return
        path = Path(files[0])
        suffix = path.suffix.lower()  # Windows and macOS keep LESSON.MLMLAB as it was typed
        try:
            if suffix == SUFFIX:
                self.open_lab_state(path)
            elif suffix == LESSON_SUFFIX:
                self.lessons.open(path)
            elif _is_dir(path):
                self.load_model(path)
            else:
                check_picture_file(path)  # its header only: not a picture is said here, the tab in front stays
                self.tabs.setCurrentWidget(self.image_tab)
                self.image_tab.open_file(path)
        except ImageError as exc:
            self.show_message(f"Cannot use that image: {exc}. The previous image stays.", "error")
        except (OSError, ValueError) as exc:  # a name the system refuses: said, never raised into Qt
            self.show_message(f"Cannot open {shown_name(path.name)}: {one_line(exc)}", "error")
        event.acceptProposedAction()


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):  # over 255 bytes, a NUL: not a folder (the opener says why)
        return False


def one_line(exc: BaseException) -> str:
    """An exception as one line of a message: a file name's newline escaped, no errno prefix."""
    text = getattr(exc, "strerror", None) if isinstance(exc, OSError) and exc.strerror else str(exc)
    return shown_name(" ".join(str(text).split("\n")), limit=300) or type(exc).__name__
