"""File > Host a class…: the teacher's window driving the class.

`host_dialog(class_menu)` shows the dashboard while this window hosts a class, else the dialog
of host_dialog.py, which starts the server (mlm_lab.classroom.host.ClassHost) off the GUI thread
and hands it to a TeacherClass.

`TeacherClass` then ties the host to the window: a step shown in the window is paced to the
class, a reveal there is revealed to the class, and once the step is drawn the view (the current
tab, never the dashboard or the narration panel) goes to the students' pages as a PNG (encoded in
a worker) with the lab's live figures for estimates. Every command to the host runs in one worker
thread in order (each waits briefly on the host's loop); events from the host's thread reach the
GUI thread through a queued signal and are coalesced (one refresh from `host.snapshot()` every
100 ms at most). The dashboard (dashboard.py) and the join card (card.py) are its windows.
`shutdown()` stops the server; the class file stays and can be resumed.
"""

from __future__ import annotations

import concurrent.futures
import time
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget

from mlm_lab.app.classroom.host_dialog import HostDialog, same_file
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.qt import dialogs

translate = QCoreApplication.translate

REFRESH_MS = 100  # the dashboard reads the roster at most this often
PICTURE_MS = 500  # after a step change, the view is grabbed this long after it was drawn...
PICTURE_TRIES = 40  # ...waiting this many times while the tabs are still answering
PICTURE_WIDTH = 1600  # px: a wider view is scaled down for the students' pages


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
        self._last_refresh = 0.0
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
        return self.player.is_open and same_file(self.player.path, self.lesson_file)

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
        path, chosen = dialogs.save_file(self.dashboard, translate("Classroom", "Export the class's answers"),
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
            from mlm_lab.app.looks.accessibility import name_controls

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
        """At most one refresh every REFRESH_MS, the first one at once: an answer after a quiet spell shows
        on the next turn of the event loop, a burst of 40 is drawn in one or two refreshes."""
        if self.closed or self.refresh_timer.isActive():
            return
        since = (time.monotonic() - self._last_refresh) * 1000.0
        self.refresh_timer.start(int(max(0.0, REFRESH_MS - since)))

    def refresh(self) -> None:
        if self.closed:
            return
        self._last_refresh = time.monotonic()
        snap = self.host.snapshot()
        self.ended = self.ended or bool(snap.get("ended"))
        self.dashboard.refresh(snap)
        if self.projecting:
            step = snap["step"]
            titles = self.step_titles()
            exercise = self._exercise(step)
            self.answers.show_step(snap, step, exercise, titles[step] if step < len(titles) else "",
                                   self._reference(step, exercise) if step in snap.get("revealed", []) else None)

    def _reference(self, step: int, exercise):
        """What the lab says for the step's exercise, for the projected answers: the model's top-5 at
        a guess's blank, an estimate's live figure while the window shows the step's view."""
        from mlm_lab.app.lessons.exercise_check import live_figures, top_at
        from mlm_lab.lab.exercises import same_view

        kind = getattr(exercise, "kind", "")
        if kind == "guess":
            return top_at(self.window, exercise.blank)
        if kind == "estimate":
            lesson = self.player.lesson if self.driving() else self.host.lesson
            if 0 <= step < len(lesson.steps) and same_view(self.window.lab_state(), lesson.steps[step].lab_state(),
                                                           exercise.figure):
                return live_figures(self.window).get(exercise.figure)
        return None

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
