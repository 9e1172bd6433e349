"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys


def run_app(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *(argv or [])])
    window = QMainWindow()
    window.setWindowTitle("MLM Lab")
    window.setCentralWidget(QLabel("MLM Lab"))
    window.resize(1200, 800)
    window.show()
    return app.exec()
