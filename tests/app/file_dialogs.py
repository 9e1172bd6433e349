"""Answering the app's real file dialogs in tests, as a person does: the dialog the app opens
(mlm_lab/app/qt/dialogs.py: Qt's own QFileDialog, run modally) is found while it is open, what it shows
is written down (its parent, title, filters, accept and file mode, the name it proposes), a path is
typed into its file name box and it is accepted, or it is cancelled. Nothing is replaced: a call
with wrong arguments fails as it would in the window."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit


class FileDialogs:
    """While it runs, every QFileDialog that opens is answered with the next of `answer(...)`'s
    answers: a path (typed, then accepted), (path, filter) (the filter picked first), or None
    (cancelled). A dialog with no answer waiting is cancelled and marked `unexpected`."""

    def __init__(self):
        self.seen: list[dict] = []
        self._answers: list = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def answer(self, *answers) -> FileDialogs:
        self._answers.extend(answers)
        return self

    def stop(self) -> None:
        self._timer.stop()

    @property
    def last(self) -> dict:
        assert self.seen, "no file dialog opened"
        return self.seen[-1]

    def _tick(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            return
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        seen = {
            "dialog": type(dialog).__name__,
            "parent": dialog.parentWidget(),
            "title": dialog.windowTitle(),
            "filters": dialog.nameFilters(),
            "selected_filter": dialog.selectedNameFilter(),
            "accept_mode": dialog.acceptMode(),
            "file_mode": dialog.fileMode(),
            "native": not dialog.testOption(QFileDialog.Option.DontUseNativeDialog),
            "directory": dialog.directory().absolutePath(),
            "proposed": edit.text() if edit is not None else "",
            "unexpected": not self._answers,
        }
        self.seen.append(seen)
        answer = self._answers.pop(0) if self._answers else None
        if answer is None:
            dialog.reject()
            return
        path, name_filter = answer if isinstance(answer, tuple) else (answer, None)
        if name_filter is not None:
            assert name_filter in dialog.nameFilters(), (name_filter, dialog.nameFilters())
            dialog.selectNameFilter(name_filter)
        edit.setText(str(path))
        dialog.accept()
