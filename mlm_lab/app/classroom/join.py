"""File > Join a class…: finding a class on the room's network and joining it.

`join_dialog(class_menu)` opens the "Join a class" dialog: the classes found on the network
(mDNS, browsed in a worker thread), an address (host:port or the join link, whose code fills the
code field), the 6-letter code and the student's display name. Joining runs in a worker thread
(StudentClient.start waits for the host's welcome); a refusal is one line in the dialog and
nothing else changes. Once in, `student.StudentClass` drives the window.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from mlm_lab.app.classroom.student import StudentClass, Ticket, in_thread, relay
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import Context
from mlm_lab.classroom.protocol import CODE_ALPHABET, CODE_LENGTH, NAME_LIMIT, normalise_code, plain_text
from mlm_lab.errors import UserError

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
Classroom = Context("Classroom")  # Classroom.tr(text, "", n): a text with a plural (%n)

BROWSE_SECONDS = 2.0  # how long the dialog listens for classes on the network
BROWSE_INTERFACES: list[str] | None = None  # None: every interface (tests keep it on a namespace's loopback)
BROWSE_DELAY_MS = 150  # the search starts once the dialog is up (a dialog closed at once starts none)
JOIN_WAIT = 10.0  # seconds a join waits for the host's welcome


def find_classes(seconds: float = BROWSE_SECONDS) -> list[dict]:
    """The classes on the network (blocking for `seconds`: call it in a worker thread)."""
    from mlm_lab.classroom.discovery import browse

    return browse(seconds, BROWSE_INTERFACES)


def check_code(text: str) -> str:
    """The code as typed, checked: 6 characters of the protocol's alphabet. Raises UserError."""
    code = normalise_code(text)
    if not code:
        raise UserError(translate("Classroom", "Type the class's code: the 6 letters and digits on the projector."))
    wrong = sorted({ch for ch in code if ch not in CODE_ALPHABET})
    if wrong:
        raise UserError(translate("Classroom", "A class code has no {letters} (no 0, O, 1, I, L, 2, Z, 5, S, 8 or "
                                  "B): check the code on the projector.").format(letters=", ".join(wrong)))
    if len(code) != CODE_LENGTH:
        raise UserError(translate("Classroom", "A class code has {n} letters and digits; this one has {got}.")
                        .format(n=CODE_LENGTH, got=len(code)))
    return code


def refusal_words(client, exc: Exception, address: str) -> str:
    """What the dialog says when the join failed: one line in the window's language."""
    from mlm_lab.classroom.client import JoinRefused

    if isinstance(exc, JoinRefused):
        reason = str(getattr(client, "refusal", "") or "")
        if "not this class's code" in reason:
            return translate("Classroom", "Wrong code: this class has another one (check the projector).")
        if "ended" in reason:
            return translate("Classroom", "This class has ended.")
        if "too many wrong codes" in reason:
            return translate("Classroom", "Too many wrong codes from this computer: wait a minute, then try again.")
        return translate("Classroom", "The class did not let you in: {reason}").format(reason=core_text(reason))
    if isinstance(exc, UserError) and str(exc).startswith("cannot reach"):
        return translate("Classroom", "No class answers at {address}: is the teacher's lab hosting, and is this the "
                         "address on the projector?").format(address=address)
    return translate("Classroom", "Cannot join: {error}").format(error=core_text(exc))


# -- the dialog -----------------------------------------------------------------------------------
class JoinDialog(QDialog):
    def __init__(self, class_menu):
        window = class_menu.window
        super().__init__(window)
        self.class_menu = class_menu
        self.window_ = window
        self.setObjectName("joinClassDialog")
        self.setWindowTitle(translate("Classroom", "Join a class"))
        self._browse_ticket: Ticket | None = None
        self._join_ticket: Ticket | None = None
        self._client = None
        self._early: list[dict] = []
        self.joined_class: StudentClass | None = None

        self.found_title = QLabel(translate("Classroom", "Classes on this network:"))
        self.found = QListWidget()
        self.found.setObjectName("classesFound")
        self.found.setAccessibleName(translate("Classroom", "Classes on this network"))
        self.found.setMinimumHeight(90)
        self.found.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # the address at the end stays in sight
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(lambda item: self.join())
        self.searching = QLabel()
        self.searching.setObjectName("classSearch")
        self.searching.setWordWrap(True)
        self.refresh_button = QPushButton(translate("Classroom", "Search again"))
        self.refresh_button.setAccessibleName(translate("Classroom", "Search the network again"))
        self.refresh_button.setToolTip(translate("Classroom", "Look for classes on this network again"))
        self.refresh_button.clicked.connect(self.refresh)
        self.address = QLineEdit()
        self.address.setObjectName("classAddress")
        self.address.setPlaceholderText(translate("Classroom", "192.168.1.5:8765 or the join link"))
        self.address.setAccessibleName(translate("Classroom", "Class address"))
        self.address.textEdited.connect(self._address_edited)
        self.code = QLineEdit()
        self.code.setObjectName("classCode")
        self.code.setPlaceholderText(translate("Classroom", "6 letters and digits, as on the projector"))
        self.code.setAccessibleName(translate("Classroom", "Class code"))
        self.code.setMaxLength(12)  # "K7Q-F2M" and spaces are forgiven
        self.code.textEdited.connect(self._code_edited)
        self.name = QLineEdit()
        self.name.setObjectName("classStudentName")
        self.name.setAccessibleName(translate("Classroom", "Your name"))
        self.name.setPlaceholderText(translate("Classroom", "as the teacher will see it"))
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setText(default_name(window))
        self.message = QLabel()
        self.message.setObjectName("joinMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setAccessibleName(translate("Classroom", "Message"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton(translate("Classroom", "Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setDefault(True)
        self.join_button.setAccessibleName(translate("Classroom", "Join the class"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Classroom", "Cancel"))
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)

        search_row = QHBoxLayout()
        search_row.addWidget(self.searching, 1)
        search_row.addWidget(self.refresh_button)
        form = QFormLayout()
        form.addRow(translate("Classroom", "Address:"), self.address)
        form.addRow(translate("Classroom", "Code:"), self.code)
        form.addRow(translate("Classroom", "Your name:"), self.name)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_title)
        layout.addWidget(self.found, 1)
        layout.addLayout(search_row)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(520, 400)
        r = relay()
        r.found.connect(self._on_found)
        r.joined.connect(self._on_joined)
        r.frame.connect(self._on_early_frame)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.timeout.connect(self.refresh)
        from mlm_lab.app.looks.accessibility import name_controls

        name_controls(self)

    # -- finding classes
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._browse_ticket is None and not self.found.count():
            self.searching.setText(translate("Classroom", "Searching the network for classes…"))
            self._search_timer.start(BROWSE_DELAY_MS)

    def refresh(self) -> None:
        """Browse the network again (in a worker thread); the list fills when it answers."""
        if self._browse_ticket is not None:
            return
        ticket = self._browse_ticket = Ticket()
        self.searching.setText(translate("Classroom", "Searching the network for classes…"))
        self.refresh_button.setEnabled(False)
        r = relay()

        def work():
            try:
                result = find_classes()
            except Exception as exc:  # no network, no multicast: said in the dialog
                result = exc
            r.found.emit(ticket, result)

        in_thread("class-browse", work)

    def _on_found(self, ticket, result) -> None:
        if ticket is not self._browse_ticket:
            return
        self._browse_ticket = None
        self.refresh_button.setEnabled(True)
        if isinstance(result, BaseException):
            self.searching.setText(translate("Classroom", "Cannot search this network ({error}): type the address "
                                             "on the projector.").format(error=core_text(result)))
            return
        chosen = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.clear()
        for entry in result:
            where = f"{entry['address']}:{entry['port']}"
            text = f"{entry['name']} — {entry['lesson']} ({where})" if entry.get("lesson") else f"{entry['name']} ({where})"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, where)
            item.setToolTip(text)
            self.found.addItem(item)
            if where == chosen:
                self.found.setCurrentItem(item)
        if result:
            self.searching.setText(Classroom.tr("%n class(es) found: pick one, or type the address.", "", len(result)))
        else:
            self.searching.setText(translate("Classroom", "No class found on this network: type the address on the "
                                             "projector."))

    def _picked(self, item, _previous=None) -> None:
        if item is None:
            return
        self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
        self.message.setText("")
        self.code.setFocus()

    # -- the fields
    def _address_edited(self, text: str) -> None:
        from mlm_lab.classroom.client import parse_address

        if "code=" not in text:
            return
        with contextlib.suppress(UserError):
            code = parse_address(text)[2]
            if code:
                self.code.setText(code)

    def _code_edited(self, text: str) -> None:
        upper = text.upper()
        if upper != text:
            at = self.code.cursorPosition()
            self.code.setText(upper)
            self.code.setCursorPosition(at)

    def say(self, text: str) -> None:
        self.message.setText(text)

    # -- joining
    def join(self) -> bool:
        """Check the fields and start joining (off the GUI thread). False where it did not start."""
        from mlm_lab.classroom.client import StudentClient, parse_address

        if self._join_ticket is not None:
            return False
        address = self.address.text().strip()
        try:
            host, port, link_code = parse_address(address)
        except UserError as exc:
            self.say(translate("Classroom", "Not a class address: {error}").format(error=core_text(exc)))
            return False
        try:
            code = check_code(self.code.text() or link_code)
        except UserError as exc:
            self.say(str(exc))
            return False
        name = plain_text(self.name.text(), NAME_LIMIT)
        if not name:
            self.say(translate("Classroom", "Give your name, as the teacher will see it."))
            return False
        player = self.window_.lessons.player
        if player.dirty and not self.window_.ask(
                translate("Classroom", "Discard the lesson's changes?"),
                translate("Classroom", "Joining opens the class's lesson: the changes to “{title}” that are not "
                          "saved would be lost. Discard them?").format(title=player.title())):
            self.say(translate("Classroom", "Not joined: save the lesson's changes first."))
            return False
        ticket = self._join_ticket = Ticket()
        self._early = []
        r = relay()
        client = self._client = StudentClient(
            f"{host}:{port}", code=code, name=name, client="lab",
            on_frame=lambda frame: r.frame.emit(ticket, frame), on_status=lambda status: r.status.emit(ticket, status))
        self.join_button.setEnabled(False)
        self.say(translate("Classroom", "Joining the class at {address}…").format(address=f"{host}:{port}"))
        self._joining_name = name

        def work():
            try:
                result = client.start(wait=JOIN_WAIT)
            except Exception as exc:  # JoinRefused, UserError: said in the dialog
                result = exc
            with ticket.lock:
                ticket.answered = True
                cancelled = ticket.cancelled
            if cancelled:
                if isinstance(result, dict):
                    client.stop()  # the dialog closed meanwhile: nobody wants this class
                return
            r.joined.emit(ticket, result)

        in_thread("class-join", work)
        return True

    def _on_early_frame(self, ticket, frame) -> None:
        if ticket is self._join_ticket:
            self._early.append(frame)

    def _on_joined(self, ticket, result) -> None:
        if ticket is not self._join_ticket:
            return
        client, self._client, self._join_ticket = self._client, None, None
        self.join_button.setEnabled(True)
        if isinstance(result, BaseException):
            self.say(refusal_words(client, result, f"{client.host}:{client.port}"))
            return
        from mlm_lab.lab import LabStateError

        try:
            joined = StudentClass(self.class_menu, client, ticket, result, self._early)
        except (LabStateError, UserError) as exc:
            in_thread("class-leave", client.stop)
            self.say(translate("Classroom", "The class's lesson cannot be shown here: {error}").format(
                error=core_text(exc)))
            return
        self._early = []
        from mlm_lab.app.lessons.exercise import SESSION_STUDENT

        setattr(self.window_, SESSION_STUDENT, self._joining_name)  # the name is asked once
        self.class_menu.student = self.joined_class = joined
        self.accept()

    def done(self, result: int) -> None:
        """Closing: a search's answer is ignored; a join under way is given up (its client stops)."""
        self._search_timer.stop()
        self._browse_ticket = None
        ticket, client = self._join_ticket, self._client
        self._join_ticket = self._client = None
        if ticket is not None:
            with ticket.lock:
                ticket.cancelled = True
                answered = ticket.answered
            if answered and client is not None:  # its answer is on its way here: the client is ours to stop
                in_thread("class-leave", client.stop)
        super().done(result)


def default_name(window) -> str:
    """The name given in this app session, else the settings' student (a student's own computer)."""
    from mlm_lab.app.lessons.exercise import SESSION_STUDENT, STUDENT_KEY

    name = str(getattr(window, SESSION_STUDENT, "") or "")
    settings = getattr(window, "settings", None)
    if not name and settings is not None:
        name = str(settings.value(STUDENT_KEY, "") or "")
    return plain_text(name, NAME_LIMIT)


def join_dialog(class_menu) -> None:
    """File > Join a class…: leave the class this window is in (asked first), else the dialog."""
    window = class_menu.window
    current = class_menu.student
    if current is not None:
        if current.live:
            if window.ask(translate("Classroom", "Leave the class?"),
                          translate("Classroom", "This window follows the class “{name}”. Leave it?").format(
                              name=current.class_name)):
                current.leave()
            return
        current.leave()  # ended or removed: its bar goes, a new class may be joined
    if getattr(class_menu, "teacher", None) is not None:
        window.show_message(translate("Classroom", "This window hosts a class: join from another computer or "
                                      "another window of the lab."), "info", 8000)
        return
    dialog = JoinDialog(class_menu)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.exec()
