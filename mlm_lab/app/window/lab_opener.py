"""Opening a lab file (.mlmlab), the one way the menu, drag-and-drop and `mlm-lab --state` do it:

1. read and check the whole file into a `LabState` (mlm_lab/lab): bad JSON, a wrong field,
   a huge number, a deep nesting: one LabStateError naming the field;
2. check the hide list against the tabs' control names (unknown names become a warning;
   a list that hides every tab is refused); settings inside a tab's part that this version
   does not know (a typo: "mask_prob" for "mask") are ignored and become a warning too;
3. resolve what the file names: the model folders exist, the picture is read and decoded
   (in a worker thread: a photo can take a second);
4. only then `ready` is emitted, with the state and the decoded picture, for the window to
   apply in one go. On any failure `refused` carries one message and nothing has changed.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.lab import LabState, LabStateError, hidden_for, load_state, unknown_hide_names
from mlm_lab.lab.document import TABS
from mlm_lab.lab.resources import Resolved, check_model_sources, check_source_name, read_image_field


def check_hide(state: LabState, controls: dict[str, tuple[str, ...]]) -> list[str]:
    """The hide names that hide nothing (for a warning). Raises LabStateError when every tab is hidden."""
    hidden_tabs = set(hidden_for("tabs", state.hide))
    if all(tab in hidden_tabs for tab in TABS):
        raise LabStateError(QCoreApplication.translate(
            "MainWindow", "hide: hides every tab ({names}); a lab file must leave at least one tab to show").format(
                names=", ".join("tabs." + t for t in TABS)))
    return unknown_hide_names(state.hide, controls)


def opening_notes(unknown_hide: list[str], ignored: list[str]) -> list[str]:
    """What a lab file asked for that opening it ignores, as phrases for one warning."""
    notes = []
    if unknown_hide:
        notes.append(QCoreApplication.translate("MainWindow", "its hide list names no control: {names}").format(
            names=", ".join(unknown_hide)))
    if ignored:
        notes.append(QCoreApplication.translate("MainWindow", "it holds settings this version does not know: {names}"
                                                ).format(names=", ".join(ignored)))
    return notes


def read_lab_file(path: str | os.PathLike, *, base: LabState | None,
                  controls: dict[str, tuple[str, ...]]) -> tuple[LabState, list[str]]:
    """Steps 1-2: (the checked state, notes for a warning: what opening it ignores)."""
    ignored: list[str] = []
    state = load_state(path, base=base, ignored=ignored)
    return state, opening_notes(check_hide(state, controls), ignored)


def prepare(path: str | os.PathLike, *, base: LabState | None, controls: dict[str, tuple[str, ...]],
            shown_image: str | None) -> tuple[LabState, list[str], bool]:
    """Steps 1-3 without decoding the picture: (state, notes for a warning, picture to decode?)."""
    state, notes = read_lab_file(path, base=base, controls=controls)
    check_model_sources(state.models)
    decode = state.image.source != shown_image
    if decode:
        check_source_name(state.image.source)
    return state, notes, decode


class LabFileOpener(QObject):
    ready = Signal(object, object, str, object)  # LabState, Resolved, file name, notes (what was ignored)
    refused = Signal(str)  # one line: what is wrong (the field)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._worker = InferenceWorker(self, name="mlm-lab lab file")
        self._worker.finished.connect(self._on_read)
        self._worker.failed.connect(lambda _key, _id, message: self._finish_refused(message))
        self._pending: tuple | None = None

    def open(self, path: str | os.PathLike, *, base: LabState | None, controls: dict[str, tuple[str, ...]],
             shown_image: str | None) -> bool:
        """Start opening `path`. False (and `refused`) when the file itself is bad; True when it is
        applied now (`ready` has been emitted) or once its picture has been read."""
        name = Path(path).name
        try:
            state, notes, decode = prepare(path, base=base, controls=controls, shown_image=shown_image)
        except LabStateError as exc:
            self._pending = None
            self._worker.cancel("read")
            self.refused.emit(core_text(exc))
            return False
        if not decode:
            self._pending = None
            self._worker.cancel("read")
            self.ready.emit(state, Resolved(state.image.source, None), name, notes)
            return True
        self._pending = (state, name, notes)
        source = state.image.source
        self._worker.submit("read", lambda: read_image_field(source))
        return True

    def pending(self) -> bool:
        """A file is waiting for its picture."""
        return self._pending is not None

    def shutdown(self) -> None:
        self._worker.shutdown()

    def _on_read(self, key: str, request_id: int, rgb) -> None:
        if self._pending is None:
            return
        (state, name, notes), self._pending = self._pending, None
        self.ready.emit(state, Resolved(state.image.source, rgb), name, notes)

    def _finish_refused(self, message: str) -> None:
        if self._pending is None:
            return
        self._pending = None
        self.refused.emit(message)
