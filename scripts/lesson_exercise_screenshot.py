"""Write docs/screenshots/lesson-exercise.png: lesson 1's second guess in the real window with
the bundled models, after a student typed the model's own first choice (which is wrong).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/lesson_exercise_screenshot.py [OUT.png]

Runs with a private settings file and progress folder (nothing of the user's is touched).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def main(out: str = "docs/screenshots/lesson-exercise.png") -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="mlm-lab-shot-") as tmp:
        os.environ["MLM_LAB_PROGRESS"] = str(Path(tmp) / "progress")
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        from mlm_lab.app.lessons.exercise import STUDENT_KEY
        from mlm_lab.app.window.main import create_app
        from mlm_lab.app.window.main_window import MainWindow
        from mlm_lab.lab.lesson import bundled_lessons

        app = create_app()
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", runs_dir=Path(tmp) / "runs", restore=False)
        window.settings.setValue(STUDENT_KEY, "Ada")
        window.ask = lambda title, text: True
        window.resize(1500, 900)
        window.show()

        def settle() -> None:
            clock = QElapsedTimer()
            clock.start()
            while not window.is_ready() and clock.elapsed() < 120_000:
                app.processEvents()
            for _ in range(20):
                app.processEvents()

        settle()
        window.lessons.open(bundled_lessons()[0])
        window.lessons.player.go(2)
        settle()
        box = window.lessons.panel.exercise
        box.word.setText("while")
        box.check()
        settle()
        window.grab().save(out)
        print(f"wrote {out}: {box.feedback.text()}")
        window.close()
        QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
