"""The core's messages in the app's language.

The core imports no Qt and raises its messages in English (the CLI prints them as they are), each
made with its template (mlm_lab.errors.msg: a Message is its English text that keeps its template
and values). scripts/make_core_strings.py lists the templates in mlm_lab/app/i18n/core_strings/ (a module per
room of the core), and the catalogues mlm_lab_core_<lang>.ts translate them.

`core_text(exc)` looks the message's template up, puts its values into the translation (a value
that is a message in its turn translated the same way, a number written in the locale's way), and
shows any other text as it is. A template with no words of its own ("{path}: {error}", pieces joined
by "; ") is in no catalogue: it stays, and its values are translated.
"""

from __future__ import annotations

import re

from mlm_lab.errors import Message, message_of

CONTEXT = "Core"
FIELD = re.compile(r"\{([a-z_0-9]+)\}")
_FILL = re.compile(r"\{\{|\}\}|\{([a-z_0-9]+)\}")


def fill(template: str, values: dict[str, str]) -> str:
    """A template (or its translation) with its fields replaced ("{{" is a brace); a field with no value
    is left as written."""
    def one(found: re.Match) -> str:
        if found.group(1) is None:
            return found.group(0)[0]
        return values.get(found.group(1), found.group(0))
    return _FILL.sub(one, template)


def translated(message: Message) -> str:
    """A Message in the app's language: its template's translation (the template itself where no
    catalogue holds it) with its values shown in that language."""
    from PySide6.QtCore import QCoreApplication

    from mlm_lab.app.i18n.languages import fmt_number

    shown = {}
    for name, value in message.values.items():
        if isinstance(value, Message):
            shown[name] = translated(value)
        elif name in message.numbers:
            shown[name] = fmt_number(float(value), message.numbers[name])
        else:
            shown[name] = str(value)
    return fill(QCoreApplication.translate(CONTEXT, message.template), shown)


def core_text(message) -> str:
    """A message made by the core (an exception or its text), in the app's language. An exception
    without a message shows its type's name. Text that is no Message is shown as it is, but for a
    piece of words that is a template on its own (a short word that came back as plain text, from
    another process or machine). Safe to call from a worker thread (Qt's translate is)."""
    from mlm_lab.app.i18n import languages

    if isinstance(message, BaseException):
        text = message_of(message) or type(message).__name__
    else:
        text = message if isinstance(message, Message) else str(message)
    if not text or languages.current() == "en":
        return str(text)
    if isinstance(text, Message):
        return translated(text)
    if "{" in text or "}" in text:
        return text
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(CONTEXT, text)
