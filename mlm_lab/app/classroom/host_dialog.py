"""The dialog of File > Host a class… (teacher.py's `host_dialog` opens it).

It asks for the class's name, its lesson (the open one first, the bundled ones, a file), the one
network interface to listen on (loopback is "this computer only"; every interface at once is
never offered), the port (0: any free one), whether to announce the class by mDNS, and whether to
resume a previous class from the classes folder. The server (ClassHost) is started in a thread of
its own: its start waits for the socket. A refusal (a port in use, a bad lesson or class file) is
a message in the dialog and nothing else changes; a new class that never started leaves no file.
A dialog closed while its server was starting has that server stopped when it answers.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.qt import dialogs

translate = QCoreApplication.translate

OPEN_FILE = "__open__"


def _open_lesson_path(window) -> Path | None:
    player = window.lessons.player
    if player.is_open and player.path is not None and not player.dirty:
        return Path(player.path)
    return None


def same_file(a, b) -> bool:
    """Whether two paths name the same file once resolved (False when either is None or unreadable)."""
    try:
        return a is not None and b is not None and Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def interface_choices() -> list[tuple[str, str]]:
    """(label, address) of this machine's IPv4 interfaces, the room's first and loopback last as
    "this computer only"; never the wildcard address (listening on every interface at once)."""
    from mlm_lab.classroom.addresses import local_addresses

    try:
        found = local_addresses()
    except Exception:  # no interface list on this system: loopback still works
        found = []
    out = []
    for address, interface in found:
        if address in ("0.0.0.0", ""):
            continue
        if address.startswith("127."):
            label = translate("Classroom", "{address} — this computer only").format(address=address)
        else:
            label = translate("Classroom", "{address} — {interface}").format(address=address, interface=interface)
        out.append((label, address))
    if not any(a.startswith("127.") for _, a in out):
        out.append((translate("Classroom", "{address} — this computer only").format(address="127.0.0.1"),
                    "127.0.0.1"))
    return out


def previous_classes() -> list[Path]:
    """The class files in the classes folder, newest first (what Resume offers)."""
    from mlm_lab.classroom.class_files import default_class_dir

    try:
        folder = default_class_dir()
        files = list(folder.glob("*.mlmclass")) if folder.is_dir() else []
        return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return []


class Starter(QObject):
    """Starts a ClassHost in a thread and hands the result back on the GUI thread."""

    done = Signal(object, str)  # (host, info, lesson file) or None, the error's text

    def run(self, options: dict) -> None:
        threading.Thread(target=self._work, args=(options,), name="class-start", daemon=True).start()

    def _work(self, options: dict) -> None:
        from mlm_lab.classroom.class_files import key_path
        from mlm_lab.classroom.host import ClassHost
        from mlm_lab.classroom.store import open_store_readonly

        host = None
        try:
            host = ClassHost(options["lesson"], name=options["name"], bind=options["bind"], port=options["port"],
                             db=options["db"], resume=options["resume"], announce=options["announce"])
            info = host.start(timeout=15)
            lesson_file = options["lesson"]
            if options["resume"]:
                store = open_store_readonly(host.db)
                try:
                    lesson_file = store.info().get("lesson_file") or None
                finally:
                    store.close()
        except Exception as exc:
            if host is not None:
                try:
                    host.stop()
                except Exception:
                    pass
                if not options["resume"]:  # a new class that never started leaves no file behind
                    for path in (host.db, Path(f"{host.db}-wal"), Path(f"{host.db}-shm"), key_path(host.db)):
                        try:
                            path.unlink()
                        except OSError:
                            pass
            self.done.emit(None, core_text(exc))
            return
        self.done.emit((host, info, lesson_file), "")


class Receiver(QObject):
    """Lives on the GUI thread: the starter's result arrives here (a queued call)."""

    def __init__(self, dialog):
        super().__init__()
        self.dialog = dialog

    @Slot(object, str)
    def take(self, result, error: str) -> None:
        dialog, self.dialog = self.dialog, None
        _PENDING.discard(self)
        if dialog is None or not dialog.waiting:
            if result is not None:  # the dialog was closed meanwhile: the class does not run
                threading.Thread(target=result[0].stop, name="class-stop", daemon=False).start()
            return
        dialog.started(result, error)


_PENDING: set = set()  # receivers waiting for their host (kept alive until it answers)


class HostDialog(QDialog):
    def __init__(self, class_menu):
        super().__init__(class_menu.window)
        self.class_menu = class_menu
        self.window_ = class_menu.window
        self.waiting = False
        self.teacher = None
        self.setObjectName("hostDialog")
        self.setWindowTitle(translate("Classroom", "Host a class"))
        player = self.window_.lessons.player

        self.name = QLineEdit()
        self.name.setMaxLength(80)
        self.name.setPlaceholderText(translate("Classroom", "the lesson's title"))
        if player.is_open:
            self.name.setText(player.title())
        self.lesson = QComboBox()
        self.lesson.setObjectName("hostLesson")
        self._fill_lessons()
        self.lesson.activated.connect(self._lesson_chosen)
        self._lesson_index = self.lesson.currentIndex()
        self.interface = QComboBox()
        self.interface.setObjectName("hostInterface")
        for label, address in interface_choices():
            self.interface.addItem(label, address)
        self.interface.setToolTip(translate("Classroom", "The one network the class listens on: the room's, so the "
                                                         "students' computers reach it"))
        from mlm_lab.classroom.host import DEFAULT_PORT

        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(translate("Classroom", "any free port"))
        self.port.setToolTip(translate("Classroom", "The TCP port (0: any free one)"))
        self.announce = QCheckBox(translate("Classroom", "Announce on the network (mDNS)"))
        self.announce.setChecked(True)
        self.announce.setToolTip(translate("Classroom", "Students' labs find the class in File > Join a class…"))
        self.resume = QCheckBox(translate("Classroom", "Resume a previous class"))
        self.resume_file = QComboBox()
        self.resume_file.setObjectName("hostResume")
        for path in previous_classes():
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            self.resume_file.addItem(f"{path.stem} ({when})", str(path))
        if self.resume_file.count() == 0:
            self.resume.setEnabled(False)
            self.resume.setToolTip(translate("Classroom", "There is no previous class on this computer"))
        self.resume_file.setEnabled(False)
        self.resume.toggled.connect(self._resume_toggled)
        self.error = QLabel()
        self.error.setObjectName("hostError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(translate("Classroom", "Start the class"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.start)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(translate("Classroom", "Class name:"), self.name)
        form.addRow(translate("Classroom", "Lesson:"), self.lesson)
        form.addRow(translate("Classroom", "Network:"), self.interface)
        form.addRow(translate("Classroom", "Port:"), self.port)
        form.addRow("", self.announce)
        form.addRow("", self.resume)
        form.addRow(translate("Classroom", "Class file:"), self.resume_file)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        from mlm_lab.app.looks.accessibility import name_controls

        name_controls(self)

    # -- the choices
    def _fill_lessons(self) -> None:
        from mlm_lab.app.lessons.menu import bundled_menu_entries

        open_path = _open_lesson_path(self.window_)
        if open_path is not None:
            self.lesson.addItem(translate("Classroom", "The open lesson: {title}").format(
                title=self.window_.lessons.player.title()), str(open_path))
        for title, path in bundled_menu_entries():
            if not same_file(path, open_path):
                self.lesson.addItem(title, str(path))
        self.lesson.addItem(translate("Classroom", "Open file…"), OPEN_FILE)

    def _lesson_chosen(self, index: int) -> None:
        if self.lesson.itemData(index) != OPEN_FILE:
            self._lesson_index = index
            return
        from mlm_lab.lab.lesson import SUFFIX

        path, _ = dialogs.open_file(self, translate("Classroom", "The class's lesson"), "",
                                    translate("Classroom", "MLM Lab lesson (*{suffix});;All files (*)")
                                    .format(suffix=SUFFIX))
        if path:
            self.lesson.insertItem(index, Path(path).name, path)
            self._lesson_index = index
        self.lesson.setCurrentIndex(self._lesson_index)

    def _resume_toggled(self, on: bool) -> None:
        self.resume_file.setEnabled(on)
        for w in (self.name, self.lesson, self.port):
            w.setEnabled(not on)

    def options(self) -> dict:
        resume = self.resume.isChecked() and self.resume_file.currentData() is not None
        lesson = self.lesson.currentData()
        return {"name": self.name.text().strip(), "lesson": None if resume or lesson == OPEN_FILE else lesson,
                "bind": self.interface.currentData(), "announce": self.announce.isChecked(),
                "port": None if resume else self.port.value(), "resume": resume,
                "db": self.resume_file.currentData() if resume else None}

    # -- starting
    def start(self) -> None:
        if self.waiting:
            return
        options = self.options()
        if not options["resume"] and options["lesson"] is None:
            self.show_error(translate("Classroom", "Choose the class's lesson first."))
            return
        player = self.window_.lessons.player
        if not options["resume"] and player.dirty:
            self.show_error(translate("Classroom", "Save the lesson's changes first: the class gets the lesson "
                                                   "as its file says."))
            return
        self.error.hide()
        self.status.setText(translate("Classroom", "Starting the class…"))
        self.waiting = True
        self.start_button.setEnabled(False)
        starter, receiver = Starter(), Receiver(self)
        _PENDING.add(receiver)
        self._starter = starter  # the thread holds it while working; the signal is queued to the receiver
        starter.done.connect(receiver.take, Qt.ConnectionType.QueuedConnection)
        starter.run(options)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def started(self, result, error: str) -> None:
        self.waiting = False
        self.start_button.setEnabled(True)
        self.status.setText("")
        if result is None:
            self.show_error(translate("Classroom", "Cannot host the class: {error}").format(error=error))
            return
        host, info, lesson_file = result
        self.teacher = self.class_menu.new_teacher(host, info, lesson_file)
        self.class_menu.teacher = self.teacher
        self.teacher.begin()
        self.accept()

    def reject(self) -> None:
        self.waiting = False  # a host still starting is stopped when it answers
        super().reject()


