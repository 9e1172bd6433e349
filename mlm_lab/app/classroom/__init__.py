"""The window's side of a class (the network and the record are mlm_lab.classroom, without Qt):

    host_dialog.py  File > Host a class…: the dialog and the thread that starts the host
    teacher.py   the teacher's window driving the host (its steps, pictures, figures); dashboard.py the
                 roster and the projector's answers; card.py the join card (name, address, code, QR)
    student.py   File > Join a class…: the classes found on the network or an address and code by hand,
                 the student's window following the teacher's lesson, answers sent to the host

`ClassMenu(window)` puts both entries in the File menu; each part is imported when first used, so a
window that never hosts or joins a class imports no network code.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

translate = QCoreApplication.translate


class ClassMenu:
    def __init__(self, window):
        self.window = window
        self.teacher = None  # teacher.TeacherClass while this window hosts a class
        self.student = None  # student.StudentClass while this window is in someone's class
        self.act_host = QAction(translate("Classroom", "Host a class…"), window)
        self.act_host.setToolTip(translate("Classroom", "Serve the open lesson to the room: students join from "
                                                        "their lab or a browser with the code on the projector"))
        self.act_host.triggered.connect(self.host_dialog)
        self.act_join = QAction(translate("Classroom", "Join a class…"), window)
        self.act_join.setToolTip(translate("Classroom", "Follow a teacher's lesson from this window"))
        self.act_join.triggered.connect(self.join_dialog)
        menu = window.menuBar().actions()[0].menu()  # File
        quit_action = window.act_quit
        menu.insertAction(quit_action, self.act_host)
        menu.insertAction(quit_action, self.act_join)
        menu.insertSeparator(quit_action)

    def host_dialog(self) -> None:
        from mlm_lab.app.classroom.teacher import host_dialog

        host_dialog(self)

    def join_dialog(self) -> None:
        from mlm_lab.app.classroom.join import join_dialog

        join_dialog(self)

    def new_teacher(self, host, info: dict, lesson_file):
        """The TeacherClass that drives a started host from this window (the host dialog asks for it)."""
        from mlm_lab.app.classroom.teacher import TeacherClass

        return TeacherClass(self, host, info, lesson_file)

    def may_close(self) -> bool:
        """Before the window closes: stop hosting (the class stays resumable) and leave a joined class."""
        for part in (self.teacher, self.student):
            if part is not None:
                part.shutdown()
        self.teacher = self.student = None
        return True
