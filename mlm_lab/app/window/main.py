"""Start the Qt application and show the main window (torch loads behind it)."""

from __future__ import annotations

import sys


def create_app(argv: list[str] | None = None, *, lang: str | None = None):
    """The QApplication (made once). `lang`: a language code to install (mlm_lab.app.i18n.languages);
    None leaves the translators as they are (English unless one was installed)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "mlm-lab", *(argv or [])])
        app.setApplicationName("MLM Lab")
        app.setOrganizationName("mlm-lab")
        app.setStyle("Fusion")
    if lang is not None:
        from mlm_lab.app.i18n import languages

        languages.install(lang, app)
    return app


def run_app(argv: list[str] | None = None, *, state_file: str | None = None, lesson_file: str | None = None,
            start_page: bool = True, lang: str | None = None) -> int:
    """The app as a person starts it. With nothing to open, the first launch shows the start page
    (the bundled lessons, or explore on your own); tests and screenshots build the window directly.
    `lang`: --lang; without it the language chosen in View > Language, else the system's."""
    app = create_app(argv)
    from mlm_lab.app.i18n import languages
    from mlm_lab.app.window.main_window import MainWindow, open_settings

    languages.install(languages.choose_language(lang, open_settings()), app)

    window = MainWindow()
    window.show()
    if state_file:
        window.open_lab_state(state_file)
    if lesson_file:
        window.lessons.open(lesson_file)
    elif start_page and not state_file:
        from PySide6.QtCore import QTimer

        from mlm_lab.app.lessons.start import maybe_show_start_page

        QTimer.singleShot(0, lambda: maybe_show_start_page(window))  # once the window has painted
    return app.exec()
