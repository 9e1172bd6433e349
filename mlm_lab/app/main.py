"""Start the Qt application and show the main window (torch loads behind it)."""

from __future__ import annotations

import sys


def create_app(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "mlm-lab", *(argv or [])])
        app.setApplicationName("MLM Lab")
        app.setOrganizationName("mlm-lab")
        app.setStyle("Fusion")
    return app


def run_app(argv: list[str] | None = None, *, state_file: str | None = None) -> int:
    app = create_app(argv)
    from mlm_lab.app.main_window import MainWindow

    window = MainWindow()
    window.show()
    if state_file:
        window.open_lab_state(state_file)
    return app.exec()
