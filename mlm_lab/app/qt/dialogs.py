"""The app's file dialogs, all through here: which file to open, where to save, which folder.

Every dialog of the window is Qt's own (not the platform's native one), so it looks and reads the
same everywhere, speaks the window's language, and a test can drive the very dialog a person sees
(find the active `QFileDialog`, `selectFile`, `accept`). MLM_LAB_NATIVE_DIALOGS=1 asks for the
platform's dialogs instead, except offscreen (QT_QPA_PLATFORM=offscreen, as in the tests), where
only Qt's own can be shown and answered.

Each function checks its parent first: a dialog's parent must be a widget (or None), and a caller
that hands it something else is a bug that says so here, in words, rather than as a binding's
'called with wrong argument types'.

The last folder a dialog was answered in is remembered in the settings `remember_folders` was given
(the window gives its own, so the next session starts there too): a dialog opened with no folder, or
with only a file name to propose, starts in it.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

NATIVE_ENV = "MLM_LAB_NATIVE_DIALOGS"  # "1": the platform's own dialogs (never offscreen)
LAST_FOLDER_KEY = "dialogs/last_folder"
OPTIONS = QFileDialog.Option.DontUseNativeDialog  # the default: Qt's own dialog

_settings: QSettings | None = None  # where the last folder is kept; None: nowhere (nothing remembered)


def remember_folders(settings: QSettings | None) -> None:
    """Keep the folder of each answered dialog in `settings` (None: remember nothing)."""
    global _settings
    _settings = settings


def last_folder() -> str:
    """The folder the last dialog was answered in, if it is still there; else ""."""
    if _settings is None:
        return ""
    folder = _settings.value(LAST_FOLDER_KEY, "")
    return folder if isinstance(folder, str) and folder and os.path.isdir(folder) else ""


def options() -> QFileDialog.Option:
    """Qt's own dialog unless MLM_LAB_NATIVE_DIALOGS=1 asks for the platform's, and never the
    platform's offscreen (no one could see or answer it)."""
    offscreen = os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen")
    if os.environ.get(NATIVE_ENV) == "1" and not offscreen:
        return QFileDialog.Option(0)
    return OPTIONS


def _parent(parent) -> QWidget | None:
    if parent is None or isinstance(parent, QWidget):
        return parent
    raise TypeError(f"a file dialog's parent must be a QWidget or None, not {type(parent).__name__}")


def _start(directory: str | os.PathLike) -> str:
    """Where a dialog opens: `directory` as given when it names a folder or a path, else the last
    folder (with the proposed file name, when `directory` is only a name)."""
    given = str(directory)
    folder = last_folder()
    if not folder or (given and (Path(given).is_absolute() or Path(given).parent != Path("."))):
        return given
    return str(Path(folder) / given) if given else folder


def _remember(path: str, is_folder: bool = False) -> str:
    if path and _settings is not None:
        _settings.setValue(LAST_FOLDER_KEY, str(Path(path) if is_folder else Path(path).parent))
    return path


def open_file(parent, caption: str, directory: str | os.PathLike = "", file_filter: str = "",
              selected_filter: str = "") -> tuple[str, str]:
    """An existing file to open: (its path, the filter chosen); ("", "") when cancelled."""
    path, chosen = QFileDialog.getOpenFileName(_parent(parent), caption, _start(directory), file_filter,
                                               selected_filter, options=options())
    return _remember(path), chosen


def save_file(parent, caption: str, directory: str | os.PathLike = "", file_filter: str = "",
              selected_filter: str = "") -> tuple[str, str]:
    """Where to save (`directory` may name the file proposed): (the path, the filter chosen);
    ("", "") when cancelled. Qt's dialog asks before it names a file that exists."""
    path, chosen = QFileDialog.getSaveFileName(_parent(parent), caption, _start(directory), file_filter,
                                               selected_filter, options=options())
    return _remember(path), chosen


def existing_dir(parent, caption: str, directory: str | os.PathLike = "") -> str:
    """A folder: its path, or "" when cancelled."""
    folder = QFileDialog.getExistingDirectory(_parent(parent), caption, _start(directory),
                                              options=options() | QFileDialog.Option.ShowDirsOnly)
    return _remember(folder, is_folder=True)
