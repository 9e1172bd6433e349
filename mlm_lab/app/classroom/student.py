"""The student's side of a class on the room's network, once joined (the dialog that joins:
`join.py`).

`StudentClass` drives the window:

- the class's lesson opens (the student's own copy of a bundled lesson, in their language; else
  the lesson the host sent), and each step the teacher shows is shown while "Follow the teacher"
  is on. The student may try anything within the step; moving to another step on their own turns
  following off and tells the host where they are; following again goes back to the teacher's
  step. A lock from the teacher keeps the toggle on (checked and disabled) and the student on
  the teacher's step. A step the teacher revealed is revealed here too.
- a pause covers the window's central area with a notice that takes every click and key.
- every checked exercise answer goes to the host (queued by the client until acknowledged).
- a slim class bar at the top of the window: the class's name, the connection in words, the
  answers not yet acknowledged, the follow toggle and Leave.

The network runs in the client's own thread; its frames and statuses reach the GUI thread
through `_Relay`'s queued signals (one long-lived object: a worker thread never holds the last
reference to a Qt object). No blocking call runs on the GUI thread.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import Context
from mlm_lab.errors import UserError

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
Classroom = Context("Classroom")  # Classroom.tr(text, "", n): a text with a plural (%n)

PENDING_POLL_MS = 500  # the bar's count of answers not yet acknowledged

STATUS_WORDS = {
    "idle": QT_TRANSLATE_NOOP("Classroom", "connecting…"),
    "connecting": QT_TRANSLATE_NOOP("Classroom", "connecting…"),
    "connected": QT_TRANSLATE_NOOP("Classroom", "connected"),
    "reconnecting": QT_TRANSLATE_NOOP("Classroom", "reconnecting…"),
    "ended": QT_TRANSLATE_NOOP("Classroom", "the class has ended"),
    "removed": QT_TRANSLATE_NOOP("Classroom", "the teacher removed you"),
    "refused": QT_TRANSLATE_NOOP("Classroom", "the class no longer lets you in"),
    "stopped": QT_TRANSLATE_NOOP("Classroom", "you left the class"),
}


def status_words(status: str) -> str:
    """The client's status in the window's language."""
    return translate("Classroom", STATUS_WORDS.get(status, STATUS_WORDS["connecting"]))


class _Relay(QObject):
    """Hands what worker threads learn to the GUI thread (queued: emitted off the GUI thread).
    Each emission carries the ticket of the dialog or class it is for; the others ignore it."""

    found = Signal(object, object)  # (ticket, [class dicts] or an exception)
    joined = Signal(object, object)  # (ticket, the welcome dict or an exception)
    frame = Signal(object, object)  # (ticket, a frame from the host)
    status = Signal(object, str)  # (ticket, the client's status)


_RELAY: _Relay | None = None


def relay() -> _Relay:
    """The one relay, made on the GUI thread at first use and kept for the app's life."""
    global _RELAY
    if _RELAY is None:
        _RELAY = _Relay()
    return _RELAY


class Ticket:
    """One join (its client, its frames): `cancelled` once its dialog closed before the answer."""

    def __init__(self):
        self.lock = threading.Lock()
        self.cancelled = False
        self.answered = False


def in_thread(name: str, work) -> threading.Thread:
    thread = threading.Thread(target=work, name=name, daemon=True)
    thread.start()
    return thread


# -- in the class ---------------------------------------------------------------------------------
class PauseOverlay(QWidget):
    """The teacher's pause over the window's central area: it takes every click, and a filter on
    the application takes the keys and clicks meant for the widgets under it."""

    INPUT = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
             QEvent.Type.Wheel, QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.TouchBegin,
             QEvent.Type.ContextMenu)

    def __init__(self, area: QWidget):
        super().__init__(area)
        self.area = area
        self.setObjectName("classPaused")
        self.setAccessibleName(translate("Classroom", "The class is paused"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.label = QLabel(translate("Classroom", "The teacher paused the class — eyes to the front"))
        self.label.setObjectName("classPausedText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 2.0)
        font.setBold(True)
        self.label.setFont(font)
        self.label.setStyleSheet("color: #ffffff; background-color: #202124; padding: 12px;")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addStretch(1)
        self._filtering = False
        area.installEventFilter(self)
        self.hide()

    def set_paused(self, on: bool) -> None:
        app = QApplication.instance()
        if on:
            self.setGeometry(self.area.rect())
            self.raise_()
            self.show()
            self.setFocus()
            if not self._filtering and app is not None:
                app.installEventFilter(self)
                self._filtering = True
        else:
            self.hide()
            if self._filtering and app is not None:
                app.removeEventFilter(self)
                self._filtering = False

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if obj is self.area and kind == QEvent.Type.Resize:
            self.setGeometry(self.area.rect())
            return False
        if (self._filtering and kind in self.INPUT and isinstance(obj, QWidget) and obj is not self
                and not self.isAncestorOf(obj) and self.area.isAncestorOf(obj)):
            return True  # a click or a key for a widget under the pause
        return False

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(16, 24, 32, 225))
        painter.end()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()

    def wheelEvent(self, event) -> None:
        event.accept()

    def keyPressEvent(self, event) -> None:
        event.accept()

    def close_overlay(self) -> None:
        self.set_paused(False)
        with contextlib.suppress(RuntimeError):
            self.area.removeEventFilter(self)


class ClassBar(QFrame):
    """The slim bar at the top of the window while it is in a class."""

    def __init__(self, class_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("classBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(translate("Classroom", "Class"))
        self.title = QLabel(translate("Classroom", "Class: {name}").format(name=class_name))
        self.title.setObjectName("className")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setObjectName("classStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAccessibleName(translate("Classroom", "Connection"))
        self.pending = QLabel()
        self.pending.setObjectName("classPending")
        self.pending.setTextFormat(Qt.TextFormat.PlainText)
        self.follow = QCheckBox(translate("Classroom", "Follow the teacher"))
        self.follow.setObjectName("classFollow")
        self.follow.setAccessibleName(translate("Classroom", "Follow the teacher"))
        self.follow.setChecked(True)
        self.leave_button = QPushButton(translate("Classroom", "Leave"))
        self.leave_button.setObjectName("classLeave")
        self.leave_button.setAccessibleName(translate("Classroom", "Leave the class"))
        self.leave_button.setToolTip(translate("Classroom", "Leave the class (the lesson stays open)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.addWidget(self.title)
        row.addWidget(self.status)
        row.addWidget(self.pending)
        row.addStretch(1)
        row.addWidget(self.follow)
        row.addWidget(self.leave_button)


class StudentClass(QObject):
    """This window in a class: the client, the bar, the pause, following and the answers."""

    def __init__(self, class_menu, client, ticket: Ticket, welcome: dict, early: list[dict] | None = None):
        super().__init__(class_menu.window)
        self.class_menu = class_menu
        self.window = class_menu.window
        self.player = self.window.lessons.player
        self.exercise = self.window.lessons.panel.exercise
        self.client, self.ticket, self.welcome = client, ticket, welcome
        self.class_name = str(welcome.get("class") or welcome.get("lesson") or "")
        self.live = True
        self.status = client.status
        self.teacher_step: int | None = None
        self.locked = self.paused = False
        self.revealed: set[int] = set()
        self._moving = False
        self._stopper: threading.Thread | None = None
        first = client.step or {}
        start_at = int(first.get("index", 0) or 0)
        self.lesson, self.path = self._read_lesson(welcome)  # raises LabStateError / UserError: nothing changed
        self._start(start_at)
        self._shown_index = self.player.index

        self.bar = ClassBar(self.class_name)
        self.bar.follow.toggled.connect(self._follow_toggled)
        self.bar.leave_button.clicked.connect(self.leave)
        central = self.window.centralWidget()
        central.layout().insertWidget(0, self.bar)
        self.overlay = PauseOverlay(central)
        r = relay()
        r.frame.connect(self._on_frame)
        r.status.connect(self._on_status)
        self.player.changed.connect(self._on_player_changed)
        self.exercise.checked.connect(self._on_checked)
        self.timer = QTimer(self)
        self.timer.setInterval(PENDING_POLL_MS)
        self.timer.timeout.connect(self._show_pending)
        self.timer.start()
        for frame in early or ([first] if first else []):
            self._take(frame)
        if self.teacher_step is None:
            self.teacher_step = start_at
        self._show_status(client.status)
        self._show_pending()

    # -- the lesson
    def _read_lesson(self, welcome: dict):
        """The class's lesson: the student's own copy of a bundled lesson (their language) where
        it has the host's steps, else the lesson the host sent."""
        from mlm_lab.app.lessons.player import check_lesson_resources
        from mlm_lab.lab import LabStateError
        from mlm_lab.lab.lesson import Lesson, bundled_lessons

        steps = welcome.get("steps")
        name = welcome.get("bundled")
        if name:
            path = next((p for p in bundled_lessons() if p.name == name), None)
            if path is not None:
                try:
                    lesson = self.player.read(path)
                except LabStateError:
                    lesson = None
                if lesson is not None and len(lesson.steps) == steps:
                    return lesson, path
        data = welcome.get("lesson_data")
        if not isinstance(data, dict):
            raise UserError("the class sent no lesson this lab can show")
        lesson = Lesson.from_dict(data, controls=self.window.controls())
        check_lesson_resources(lesson)
        return lesson, None

    def _start(self, index: int) -> None:
        self._moving = True
        try:
            self.player.start(self.lesson, self.path, index)
        finally:
            self._moving = False

    def _to_teacher(self) -> None:
        """Show the teacher's step (the class's lesson opened again where another was opened)."""
        if not self.live or self.teacher_step is None:
            return
        p = self.player
        if p.lesson is not self.lesson:
            if p.dirty:
                return  # the student's own unsaved lesson is never thrown away
            self._start(self.teacher_step)
        elif p.index != self.teacher_step:
            self._moving = True
            try:
                p.go(self.teacher_step)
            finally:
                self._moving = False
        self._shown_index = p.index
        self._reveal_if_due()

    def _reveal_if_due(self) -> None:
        p = self.player
        if p.lesson is self.lesson and p.index in self.revealed and p.answer_hidden():
            self._moving = True
            try:
                p.reveal()
            finally:
                self._moving = False

    @property
    def following(self) -> bool:
        return self.bar.follow.isChecked()

    def _follow_toggled(self, on: bool) -> None:
        if not self.live or self.locked:  # ended, or ticked by the teacher's lock, whose frame moves this window
            return
        if on:
            self._to_teacher()
            self.client.send_presence(self.player.index, True)
        elif self.player.lesson is self.lesson:
            self.client.send_presence(self.player.index, False)

    def _on_player_changed(self) -> None:
        if self._moving or not self.live:
            return
        p = self.player
        if p.lesson is not self.lesson:  # another lesson opened (or none): not following any more
            if self.locked:
                QTimer.singleShot(0, self, self._to_teacher)
            elif self.following:
                self.bar.follow.setChecked(False)
            return
        if p.index != self._shown_index:
            self._shown_index = p.index
            if self.locked and p.index != self.teacher_step:
                QTimer.singleShot(0, self, self._to_teacher)  # the teacher keeps the class on their step
                return
            if self.following and p.index != self.teacher_step:
                self.bar.follow.setChecked(False)  # tells the host: on their own
            elif not self.following:
                self.client.send_presence(p.index, False)
        if p.index in self.revealed and p.answer_hidden():
            QTimer.singleShot(0, self, self._reveal_if_due)

    # -- from the host
    def _on_frame(self, ticket, frame) -> None:
        if ticket is self.ticket:
            self._take(frame)

    def _take(self, frame: dict) -> None:
        kind = frame.get("type")
        if not self.live and kind not in ("end", "removed"):
            return
        if kind == "step":
            index = int(frame.get("index", 0))
            if (frame.get("revealed") and index not in self.revealed and self.teacher_step is not None
                    and index != self.teacher_step):
                self.revealed.add(index)  # a reveal of another step than the teacher's
                self._reveal_if_due()
                return
            if frame.get("revealed"):
                self.revealed.add(index)
            self.teacher_step = index
            self._control(bool(frame.get("locked")), bool(frame.get("paused")))
            if self.following or self.locked:
                self._to_teacher()
                self.client.send_presence(self.player.index, True)
        elif kind == "control":
            self.revealed = {int(i) for i in frame.get("revealed") or [] if isinstance(i, int)}
            if isinstance(frame.get("step"), int):
                self.teacher_step = frame["step"]
            self._control(bool(frame.get("locked")), bool(frame.get("paused")))
            if self.following or self.locked:
                self._to_teacher()
            else:
                self._reveal_if_due()
        elif kind in ("end", "removed"):
            self._finish("ended" if kind == "end" else "removed")
        elif kind == "error":
            self.window.show_message(translate("Classroom", "The class did not take that: {error}").format(
                error=core_text(str(frame.get("message", ""))[:300])), "error", 8000)
        self._show_pending()

    def _control(self, locked: bool, paused: bool) -> None:
        self.locked, self.paused = locked, paused
        follow = self.bar.follow
        if locked:
            follow.setChecked(True)  # (its toggled does nothing while locked: the frame's move follows)
            follow.setEnabled(False)
            follow.setToolTip(translate("Classroom", "The teacher locked the class to their step"))
        else:
            follow.setEnabled(self.live)
            follow.setToolTip(translate("Classroom", "Show the step the teacher shows (off: move on your own; "
                                        "the teacher sees where you are)"))
        self.overlay.set_paused(paused and self.live)

    def _on_status(self, ticket, status: str) -> None:
        if ticket is not self.ticket:
            return
        if status in ("ended", "removed", "refused"):
            self._finish(status)
        elif self.live:
            self._show_status(status)

    def _show_status(self, status: str) -> None:
        self.status = status
        self.bar.status.setText(status_words(status))

    def _show_pending(self) -> None:
        n = len(self.client.unacknowledged()) if self.client is not None else 0
        self.bar.pending.setText(Classroom.tr("%n answer(s) waiting to be sent", "", n) if n else "")
        self.bar.pending.setVisible(bool(n))

    def _finish(self, status: str) -> None:
        """The class ended, the teacher removed this student, or they left: the lesson stays open."""
        self._show_status(status)
        if not self.live:
            return
        self.live = False
        self.overlay.set_paused(False)
        follow = self.bar.follow
        follow.setChecked(False)  # (its toggled does nothing once not live: nothing to tell the host)
        follow.setEnabled(False)
        follow.setToolTip(status_words(status))
        self.bar.leave_button.setText(translate("Classroom", "Close"))
        self.bar.leave_button.setAccessibleName(translate("Classroom", "Close the class bar"))
        self.bar.leave_button.setToolTip(translate("Classroom", "Hide this bar (the lesson stays open)"))

    # -- answers
    def _on_checked(self, index: int, answer, correct, feedback: str) -> None:
        if not self.live or self.player.lesson is not self.lesson:
            return
        if isinstance(answer, float) or isinstance(answer, int) and not isinstance(answer, bool):
            answer = float(answer)
        self.client.send_answer(index, answer, None if correct is None else bool(correct), feedback)
        self._show_pending()

    # -- leaving
    def leave(self) -> None:
        """Leave (or, after the end, close the bar); the lesson stays open."""
        self.shutdown()
        self.bar.hide()
        self.bar.setParent(None)
        self.bar.deleteLater()
        if self.class_menu.student is self:
            self.class_menu.student = None

    def shutdown(self) -> None:
        """Stop the client (in a worker thread: the GUI never waits on the network)."""
        if self.live:
            self._finish("stopped")
        self.timer.stop()
        self.overlay.close_overlay()
        with contextlib.suppress(RuntimeError, TypeError):
            self.exercise.checked.disconnect(self._on_checked)
        with contextlib.suppress(RuntimeError, TypeError):
            self.player.changed.disconnect(self._on_player_changed)
        r = relay()
        with contextlib.suppress(RuntimeError, TypeError):
            r.frame.disconnect(self._on_frame)
        with contextlib.suppress(RuntimeError, TypeError):
            r.status.disconnect(self._on_status)
        if self._stopper is None and self.client is not None:
            self._stopper = in_thread("class-leave", self.client.stop)
