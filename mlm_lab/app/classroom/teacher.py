"""File > Host a class…: the host dialog, and the teacher's window driving the class.

`host_dialog(class_menu)` asks for the class's name, its lesson, the one network interface to
listen on (loopback is "this computer only"; every interface at once is never offered), the port,
whether to announce it (mDNS) and whether to resume a previous class. The server
(mlm_lab.classroom.host.ClassHost) is started in a thread of its own: its start waits for the
socket, and a refusal (a port in use, a bad lesson or class file) is a message in the dialog,
nothing else changed.

`TeacherClass` then ties the host to the window: a step shown in the window is paced to the
class, a reveal there is revealed to the class, and once the step is drawn the view (the current
tab, never the dashboard or the narration panel) goes to the students' pages as a PNG (encoded in
a worker) with the lab's live figures for estimates. Every command to the host runs in one worker
thread in order (each waits briefly on the host's loop); events from the host's thread reach the
GUI thread through a queued signal and are coalesced (one refresh from `host.snapshot()` every
200 ms at most). The dashboard (dashboard.py) and the join card (card.py) are its windows.
`shutdown()` stops the server; the class file stays and can be resumed.
"""

from __future__ import annotations

import concurrent.futures
import threading
import time
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from mlm_lab.app.core_messages import core_text

translate = QCoreApplication.translate

REFRESH_MS = 200  # the dashboard reads the roster at most this often
PICTURE_MS = 500  # after a step change, the view is grabbed this long after it was drawn...
PICTURE_TRIES = 40  # ...waiting this many times while the tabs are still answering
PICTURE_WIDTH = 1600  # px: a wider view is scaled down for the students' pages
OPEN_FILE = "__open__"


def _open_lesson_path(window) -> Path | None:
    player = window.lessons.player
    if player.is_open and player.path is not None and not player.dirty:
        return Path(player.path)
    return None


def _same_file(a, b) -> bool:
    try:
        return a is not None and b is not None and Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def interface_choices() -> list[tuple[str, str]]:
    """(label, address) of this machine's IPv4 interfaces, the room's first and loopback last as
    "this computer only"; never the wildcard address (listening on every interface at once)."""
    from mlm_lab.classroom.host import local_addresses

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
    from mlm_lab.classroom.host import default_class_dir

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
        from mlm_lab.classroom.host import ClassHost, key_path
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
        from mlm_lab.app.accessibility import name_controls

        name_controls(self)

    # -- the choices
    def _fill_lessons(self) -> None:
        from mlm_lab.app.lessons.menu import bundled_menu_entries

        open_path = _open_lesson_path(self.window_)
        if open_path is not None:
            self.lesson.addItem(translate("Classroom", "The open lesson: {title}").format(
                title=self.window_.lessons.player.title()), str(open_path))
        for title, path in bundled_menu_entries():
            if not _same_file(path, open_path):
                self.lesson.addItem(title, str(path))
        self.lesson.addItem(translate("Classroom", "Open file…"), OPEN_FILE)

    def _lesson_chosen(self, index: int) -> None:
        if self.lesson.itemData(index) != OPEN_FILE:
            self._lesson_index = index
            return
        from mlm_lab.lab.lesson import SUFFIX

        path, _ = QFileDialog.getOpenFileName(self, translate("Classroom", "The class's lesson"), "",
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
        self.teacher = TeacherClass(self.class_menu, host, info, lesson_file)
        self.class_menu.teacher = self.teacher
        self.teacher.begin()
        self.accept()

    def reject(self) -> None:
        self.waiting = False  # a host still starting is stopped when it answers
        super().reject()


def host_dialog(class_menu) -> None:
    """File > Host a class…: the dashboard while a class is hosted, else the dialog."""
    if class_menu.teacher is not None:
        class_menu.teacher.show_dashboard()
        return
    dialog = HostDialog(class_menu)
    class_menu.host_dialog_open = dialog  # what tests reach while it is open
    try:
        dialog.exec()
    finally:
        class_menu.host_dialog_open = None
        dialog.waiting = False
        dialog.deleteLater()


class Relay(QObject):
    """From the host's and the workers' threads to the GUI thread (queued)."""

    event = Signal(dict)
    message = Signal(str, str)


class TeacherClass(QObject):
    def __init__(self, class_menu, host, info: dict, lesson_file):
        super().__init__(class_menu.window)
        self.class_menu = class_menu
        self.window = class_menu.window
        self.player = self.window.lessons.player
        self.host, self.info = host, dict(info)
        self.lesson_file = lesson_file
        self.join_link = host.join_link
        self.ended = False
        self.closed = False
        self.projecting = False
        self._last_index: int | None = None
        self._hidden_at: tuple[int, bool] | None = None
        self._revealed = set(host.snapshot_state()["revealed"])
        self._picture_tries = 0
        self.pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="class-teacher")
        self.relay = Relay(self)
        self.relay.event.connect(self._on_event)
        self.relay.message.connect(self._on_message)
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setSingleShot(True)
        self.refresh_timer.setInterval(REFRESH_MS)
        self.refresh_timer.timeout.connect(self.refresh)
        self.picture_timer = QTimer(self)
        self.picture_timer.setSingleShot(True)
        self.picture_timer.setInterval(PICTURE_MS)
        self.picture_timer.timeout.connect(self._grab)
        from mlm_lab.app.classroom.dashboard import AnswersView, Dashboard

        self.dashboard = Dashboard(self, self.window)
        self.answers = AnswersView()
        self.answers_dock = QDockWidget(translate("Classroom", "The class's answers"), self.window)
        self.answers_dock.setObjectName("classAnswersDock")
        self.answers_dock.setWidget(self.answers)
        self.answers_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.answers_dock)
        self.answers_dock.hide()
        self.card = None
        host.on_event = self.relay.event.emit  # from the host's thread: queued to the GUI thread

    # -- the lesson in the window
    def driving(self) -> bool:
        """Whether the window shows the class's lesson (its steps are then the class's)."""
        return self.player.is_open and _same_file(self.player.path, self.lesson_file)

    def begin(self) -> None:
        """Show the dashboard and the class's lesson: the one open stays where it is (and the
        class follows it), else the lesson opens at the class's step."""
        step = self.host.snapshot_state()["step"]
        if not self.driving() and self.lesson_file and Path(self.lesson_file).is_file():
            if self.window.lessons.open(self.lesson_file):
                self.player.go(step)
        elif not self.driving():
            self.window.show_message(translate("Classroom", "The class's lesson file is not on this computer any "
                                                            "more: the class goes on from its record."), "info", 8000)
        self.player.changed.connect(self._on_player)
        box = getattr(getattr(self.window.lessons, "panel", None), "exercise", None)
        if box is not None and hasattr(box, "show_button"):
            box.show_button.clicked.connect(self._exercise_shown)
        self._on_player()
        self.show_dashboard()
        self.refresh()

    def step_titles(self) -> list[str]:
        lesson = self.player.lesson if self.driving() else self.host.lesson
        return [s.title or translate("Classroom", "Step {n}").format(n=i + 1) for i, s in enumerate(lesson.steps)]

    def _exercise(self, step: int):
        lesson = self.player.lesson if self.driving() else self.host.lesson
        return lesson.steps[step].exercise if 0 <= step < len(lesson.steps) else None

    def _on_player(self) -> None:
        if self.closed or not self.driving() or self.ended:
            self.schedule_refresh()
            return
        index = self.player.index
        if index != self._last_index:
            self._last_index = index
            self.command("pace", index)
            self._schedule_picture()
        hidden = self.player.answer_hidden()
        if self._hidden_at == (index, True) and not hidden:
            self._reveal(index)
            self._schedule_picture()
        self._hidden_at = (index, hidden)

    def _exercise_shown(self) -> None:
        if self.driving() and not self.ended and self._exercise(self.player.index) is not None:
            self._reveal(self.player.index)

    def _reveal(self, step: int) -> None:
        if step not in self._revealed:
            self._revealed.add(step)
            self.command("reveal", step)

    def reveal_current(self) -> None:
        step = self.host.snapshot_state()["step"]
        if self.driving() and self.player.index == step and self.player.answer_hidden():
            self.player.reveal()  # the window shows it too; _on_player tells the class
        self._reveal(step)

    # -- the view for the students' pages
    def _schedule_picture(self) -> None:
        self._picture_tries = 0
        self.picture_timer.start()

    def _grab(self) -> None:
        if self.closed or not self.driving():
            return
        if not self.window.is_ready() and self._picture_tries < PICTURE_TRIES:
            self._picture_tries += 1
            self.picture_timer.start()
            return
        index = self.player.index
        image = self.window.grab_view().toImage()
        self.pool.submit(self._send_picture, index, image)
        from mlm_lab.app.lessons.exercise_check import live_figures

        try:
            figures = {k: v for k, v in live_figures(self.window).items() if v is not None}
        except Exception:  # a tab without its answer yet: no figures this time
            figures = {}
        if figures:
            self.pool.submit(self.host.set_figures, index, figures)

    def _send_picture(self, index: int, image) -> None:
        """In the worker: scale, encode as PNG, hand to the host."""
        if image.width() > PICTURE_WIDTH:
            image = image.scaledToWidth(PICTURE_WIDTH, Qt.TransformationMode.SmoothTransformation)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        data = bytes(buffer.data())
        buffer.close()
        if not self.closed:
            self.host.set_picture(index, data)

    # -- commands to the host (in the worker, in order)
    def command(self, name: str, *args) -> concurrent.futures.Future | None:
        if self.closed:
            return None
        future = self.pool.submit(getattr(self.host, name), *args)
        future.add_done_callback(lambda f, name=name: self._command_done(f, name))
        return future

    def _command_done(self, future, name: str) -> None:
        exc = future.exception()
        if exc is not None and not self.closed:
            self.relay.message.emit(translate("Classroom", "The class did not take “{command}”: {error}").format(
                command=name, error=core_text(exc)), "error")

    @Slot(str, str)
    def _on_message(self, text: str, level: str) -> None:
        if not self.closed:
            self.window.show_message(text, level, 8000)

    def set_projecting(self, on: bool) -> None:
        self.projecting = bool(on)
        self.command("project", self.projecting)
        self.answers_dock.setVisible(self.projecting)
        self.refresh()

    def remove_selected(self) -> None:
        chosen = self.dashboard.selected_student()
        if chosen is None:
            return
        sid, name = chosen
        if self.window.ask(translate("Classroom", "Remove the student?"),
                           translate("Classroom", "Take “{name}” out of the class? Their answers stay in the "
                                                  "class's record.").format(name=name)):
            self.command("remove", sid)

    def end_class(self) -> None:
        if self.ended:
            return
        if self.window.ask(translate("Classroom", "End the class?"),
                           translate("Classroom", "End the class for everyone? The students' screens say it has "
                                                  "ended; the answers stay in the class's file for export.")):
            self.ended = True
            self.command("end")

    def export_dialog(self) -> None:
        csv_filter = translate("Classroom", "CSV table (*.csv)")
        json_filter = translate("Classroom", "JSON (*.json)")
        name = Path(str(self.host.db)).stem + ".csv"
        path, chosen = QFileDialog.getSaveFileName(self.dashboard, translate("Classroom", "Export the class's answers"),
                                                   name, f"{csv_filter};;{json_filter}")
        if path:
            as_json = chosen == json_filter or path.lower().endswith(".json")
            self.export_to(path, as_json=as_json)

    def export_to(self, path, *, as_json: bool = False) -> concurrent.futures.Future:
        """Write the class's rows (in the worker); the window says how many or why not."""
        def work():
            from mlm_lab.classroom.store import export_class, open_store_readonly

            store = open_store_readonly(self.host.db)
            try:
                rows = export_class(store, **({"json_path": path} if as_json else {"csv_path": path}))
            finally:
                store.close()
            self.relay.message.emit(translate("Classroom", "Wrote {rows} row(s) to {path}").format(
                rows=rows, path=path), "info")
            return rows

        future = self.pool.submit(work)
        future.add_done_callback(lambda f: f.exception() is not None and self.relay.message.emit(
            translate("Classroom", "Cannot export the class: {error}").format(error=core_text(f.exception())),
            "error"))
        return future

    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.join_link)
        self.window.show_message(translate("Classroom", "Copied the join link: {link}").format(link=self.join_link),
                                 "info", 5000)

    def show_card(self):
        from mlm_lab.app.classroom.card import JoinCard

        if self.card is None:
            self.card = JoinCard(self.info, self.join_link, self.window)
            from mlm_lab.app.accessibility import name_controls

            name_controls(self.card)
        self.card.show()
        self.card.raise_()
        return self.card

    def show_dashboard(self) -> None:
        self.dashboard.show()
        self.dashboard.raise_()
        self.dashboard.activateWindow()

    # -- live updates
    @Slot(dict)
    def _on_event(self, _event: dict) -> None:
        self.schedule_refresh()

    def schedule_refresh(self) -> None:
        if not self.closed and not self.refresh_timer.isActive():
            self.refresh_timer.start()

    def refresh(self) -> None:
        if self.closed:
            return
        snap = self.host.snapshot()
        self.ended = self.ended or bool(snap.get("ended"))
        self.dashboard.refresh(snap)
        if self.projecting:
            step = snap["step"]
            titles = self.step_titles()
            self.answers.show_step(snap, step, self._exercise(step), titles[step] if step < len(titles) else "")

    # -- the end
    def stop_hosting(self) -> None:
        """The dashboard's Stop hosting: the server stops in the worker; the window goes on."""
        self.shutdown(wait=False)
        self.window.show_message(translate("Classroom", "The class is no longer hosted; File > Host a class… can "
                                                        "resume it from {path}").format(path=self.host.db), "info", 8000)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the server (the class file stays, resumable); with `wait`, until it has stopped."""
        if self.closed:
            return
        self.closed = True
        self.host.on_event = None
        self.refresh_timer.stop()
        self.picture_timer.stop()
        try:
            self.player.changed.disconnect(self._on_player)
        except (RuntimeError, TypeError):
            pass
        for w in (self.dashboard, self.card, self.answers_dock):
            if w is not None:
                w.hide()
                w.deleteLater()
        self.card = None
        future = self.pool.submit(self.host.stop)
        self.pool.shutdown(wait=False)
        if self.class_menu.teacher is self:
            self.class_menu.teacher = None
        if wait:
            try:
                future.result(timeout=15)
            except Exception:  # a server that would not stop: the app quits anyway (its thread is a daemon)
                pass
