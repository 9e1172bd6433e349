"""The app's file dialogs, all through here: which file to open, where to save, which folder.

Every dialog of the window is Qt's own (not the platform's native one), so it looks and reads the
same everywhere, speaks the window's language, and a test can drive the very dialog a person sees
(find the active `QFileDialog`, `selectFile`, `accept`). Each function checks its parent first: a
dialog's parent must be a widget (or None), and a caller that hands it something else is a bug that
says so here, in words, rather than as a binding's 'called with wrong argument types'.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QFileDialog, QWidget

OPTIONS = QFileDialog.Option.DontUseNativeDialog


def _parent(parent) -> QWidget | None:
    if parent is None or isinstance(parent, QWidget):
        return parent
    raise TypeError(f"a file dialog's parent must be a QWidget or None, not {type(parent).__name__}")


def open_file(parent, caption: str, directory: str | os.PathLike = "", file_filter: str = "",
              selected_filter: str = "") -> tuple[str, str]:
    """An existing file to open: (its path, the filter chosen); ("", "") when cancelled."""
    return QFileDialog.getOpenFileName(_parent(parent), caption, str(directory), file_filter, selected_filter,
                                       options=OPTIONS)


def save_file(parent, caption: str, directory: str | os.PathLike = "", file_filter: str = "",
              selected_filter: str = "") -> tuple[str, str]:
    """Where to save (`directory` may name the file proposed): (the path, the filter chosen);
    ("", "") when cancelled. Qt's dialog asks before it names a file that exists."""
    return QFileDialog.getSaveFileName(_parent(parent), caption, str(directory), file_filter, selected_filter,
                                       options=OPTIONS)


def existing_dir(parent, caption: str, directory: str | os.PathLike = "") -> str:
    """A folder: its path, or "" when cancelled."""
    return QFileDialog.getExistingDirectory(_parent(parent), caption, str(directory),
                                            options=OPTIONS | QFileDialog.Option.ShowDirsOnly)
