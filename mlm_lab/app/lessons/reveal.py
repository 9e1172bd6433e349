"""What a tab shows where a lesson step keeps the model's answer hidden until it is revealed
(`LabTab.set_answer_hidden`). A module of its own, so the tabs and the lesson player share
the words without importing each other. `REVEAL_HINT` is the English source (marked for
pyside6-lupdate); a widget shows `reveal_hint()`, the same words in the app's language."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

REVEAL_HINT = QT_TRANSLATE_NOOP("Lessons", "Press Space or Reveal to show the model's answer")


def reveal_hint() -> str:
    return QCoreApplication.translate("Lessons", REVEAL_HINT)
