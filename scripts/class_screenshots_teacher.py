"""Write docs/screenshots/class-dashboard.png, class-card.png and class-answers.png: the teacher's side of a class in
the real window (lesson 1, a host on 127.0.0.1) with three students who answered a few steps.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/class_screenshots_teacher.py [OUT_FOLDER]

Runs with a private settings file and classes folder (nothing of the user's is touched).
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

        from mlm_lab.app.classroom.host_dialog import HostDialog
        from mlm_lab.app.window.main import create_app
        from mlm_lab.app.window.main_window import MainWindow
        from mlm_lab.classroom.addresses import free_port
        from mlm_lab.classroom.client import StudentClient
        from mlm_lab.lab.lesson import bundled_lessons

        app = create_app()
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", runs_dir=Path(tmp) / "runs", restore=False)
        window.ask = lambda title, text: True
        window.resize(1400, 900)
        window.show()

        def settle(until=None, limit_ms: int = 120_000) -> None:
            clock = QElapsedTimer()
            clock.start()
            while clock.elapsed() < limit_ms and not (until() if until else window.is_ready()):
                app.processEvents()
            for _ in range(20):
                app.processEvents()

        settle()
        window.lessons.open(bundled_lessons()[0])
        settle()
        dialog = HostDialog(window.classroom)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.port.setValue(free_port())
        dialog.announce.setChecked(False)
        dialog.start_button.click()
        settle(lambda: window.classroom.teacher is not None, 20_000)
        teacher = window.classroom.teacher
        if teacher is None:
            print(f"the class did not start: {dialog.error.text()}")
            return 1
        students = {}
        for name in ("Ada Lovelace", "Grace Hopper", "Alan Turing"):
            students[name] = StudentClient(f"127.0.0.1:{teacher.info['port']}", code=teacher.host.code, name=name,
                                           client="web")
            students[name].start(wait=10)
        ada, grace, alan = students.values()
        ada.send_answer(0, "word")
        grace.send_answer(0, "sentence")
        grace.send_answer(0, "word")
        alan.send_answer(0, "text")
        ada.send_answer(2, "the")
        alan.send_answer(2, "a")
        ada.send_answer(5, [0])
        grace.send_answer(5, [1])
        window.lessons.player.go(2)
        settle(lambda: all(s.step and s.step.get("index") == 2 for s in students.values()), 20_000)
        ada.send_presence(2, True)
        grace.send_presence(2, True)
        alan.send_presence(1, False)
        grace.stop()  # one student away (their laptop closed)
        settle(lambda: "2 of 3 connected" in teacher.dashboard.people.text(), 20_000)
        settle(lambda: False, 600)
        dash = teacher.dashboard
        dash.resize(1180, 460)
        settle(lambda: False, 300)
        dash.grab().save(str(Path(out) / "class-dashboard.png"))
        card = teacher.show_card()
        card.resize(980, 620)
        settle(lambda: False, 300)
        card.grab().save(str(Path(out) / "class-card.png"))
        card.hide()
        # step 1's guess, revealed, on the projector: the class's words beside the model's top-5
        window.lessons.player.go(0)
        settle(lambda: all(s.step and s.step.get("index") == 0 for s in (ada, alan)), 20_000)
        teacher.reveal_current()
        teacher.set_projecting(True)
        settle(lambda: "model" in teacher.answers.shown_text(), 20_000)
        dock = teacher.answers_dock
        dock.resize(460, 420)
        settle(lambda: False, 300)
        dock.grab().save(str(Path(out) / "class-answers.png"))
        print(f"wrote {out}/class-dashboard.png, class-card.png and class-answers.png (class {teacher.host.code})")
        for s in students.values():
            s.stop()
        window.close()
        QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
