"""Write docs/screenshots/class-join.png and class-student.png: the student's side of a class in the
real window: the Join a class dialog (two classes hosted on 127.0.0.1 listed, as the network search
lists them), then the window following the teacher's step 3 of lesson 1 with the class bar on top.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/class_screenshots_student.py [OUT_FOLDER]

Runs with a private settings file, classes and progress folder (nothing of the user's is touched);
the dialog's list is filled from the two hosts here, no mDNS packet leaves this machine.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def main(out: str = "docs/screenshots") -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="mlm-lab-class-shot-") as tmp:
        os.environ["MLM_LAB_CLASS_DIR"] = str(Path(tmp) / "classes")
        os.environ["MLM_LAB_PROGRESS"] = str(Path(tmp) / "progress")
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        from mlm_lab.app.classroom import join
        from mlm_lab.app.window.main import create_app
        from mlm_lab.app.window.main_window import MainWindow
        from mlm_lab.classroom.addresses import free_port
        from mlm_lab.classroom.host import ClassHost
        from mlm_lab.classroom.lesson_view import find_lesson

        app = create_app()
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", runs_dir=Path(tmp) / "runs", restore=False)
        window.ask = lambda title, text: True
        window.resize(1400, 900)
        window.show()

        def settle(until=None, limit_ms: int = 120_000) -> bool:
            clock = QElapsedTimer()
            clock.start()
            while clock.elapsed() < limit_ms and not (until() if until else window.is_ready()):
                app.processEvents()
            for _ in range(20):
                app.processEvents()
            return until() if until else window.is_ready()

        hosts = [ClassHost(find_lesson("1"), name="Ms Rivera's class, room 12", port=free_port(),
                           db=Path(tmp) / "a.mlmclass"),
                 ClassHost(find_lesson("2"), name="Year 11 computing", port=free_port(), db=Path(tmp) / "b.mlmclass")]
        for host in hosts:
            host.start()
        host = hosts[0]
        join.find_classes = lambda seconds=0: [
            {"name": h.name, "lesson": h.lesson.title, "address": h.bind, "port": h.port} for h in hosts]
        try:
            settle()
            host.pace(2)
            dialog = join.JoinDialog(window.classroom)
            dialog.show()
            settle(lambda: dialog.found.count() == 2, 20_000)
            dialog.found.setCurrentRow(0)
            dialog.code.setText(host.code)
            dialog.name.setText("Ada Lovelace")
            settle(lambda: False, 300)
            dialog.grab().save(str(Path(out) / "class-join.png"))
            dialog.join()
            if not settle(lambda: window.classroom.student is not None, 20_000):
                print(f"did not join: {dialog.message.text()}")
                return 1
            joined = window.classroom.student
            settle()
            box = window.lessons.panel.exercise
            box.word.setText("while")
            box.check()
            settle(lambda: not joined.client.unacknowledged(), 20_000)
            settle(lambda: False, 500)
            window.grab().save(str(Path(out) / "class-student.png"))
            print(f"wrote {out}/class-join.png and class-student.png (step {window.lessons.player.index + 1}, "
                  f"{joined.bar.status.text()})")
            joined.leave()
            window.close()
            QCoreApplication.processEvents()
        finally:
            for h in hosts:
                h.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
