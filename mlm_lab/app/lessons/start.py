"""The start page on first launch: the bundled lessons, one click each, or "Explore on my own".
It is shown once (remembered in the settings) when the app is started by a person
(`run_app`), never by the tests or the screenshot command, which build the window directly.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SETTINGS_KEY = "lessons/start_page_seen"


class StartPage(QDialog):
    def __init__(self, entries: list[tuple[str, Path]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Lessons", "Welcome to MLM Lab"))
        self.chosen: Path | None = None
        intro = QLabel(translate("Lessons", "<h2>Welcome to MLM Lab</h2><p>Start with a guided lesson (a few prepared views, each "
                       "with a short explanation; Next and Back move through them), or explore on your own. "
                       "The lessons are also in the <b>Lessons</b> menu.</p>"))
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        self.buttons: list[QPushButton] = []
        for title, path in entries:
            button = QPushButton(title)
            button.setToolTip(str(path))
            button.clicked.connect(lambda _checked=False, p=path: self._choose(p))
            layout.addWidget(button)
            self.buttons.append(button)
        self.explore = QPushButton(translate("Lessons", "Explore on my own"))
        self.explore.setDefault(True)
        self.explore.clicked.connect(self.reject)
        layout.addSpacing(8)
        layout.addWidget(self.explore)
        self.again = QCheckBox(translate("Lessons", "Show this page when MLM Lab starts"))
        layout.addWidget(self.again)

    def _choose(self, path: Path) -> None:
        self.chosen = path
        self.accept()


def maybe_show_start_page(window, *, force: bool = False) -> Path | None:
    """Show the start page unless it was seen before (or `force`); open the lesson picked."""
    from mlm_lab.app.lessons.menu import bundled_menu_entries

    settings = window.settings
    seen = str(settings.value(SETTINGS_KEY, "")).lower() in ("1", "true")
    entries = bundled_menu_entries()
    if (seen and not force) or not entries:
        return None
    page = StartPage(entries, window)
    page.exec()
    settings.setValue(SETTINGS_KEY, not page.again.isChecked())
    settings.sync()
    if page.chosen is not None:
        window.lessons.open(page.chosen)
    return page.chosen
