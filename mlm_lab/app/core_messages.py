"""The core's messages in the app's language.

The core imports no Qt and raises its messages in English (the CLI prints them as they are).
scripts/make_core_strings.py lists each as a template, "{path}: 'strategy' must be one of {names}",
in mlm_lab/app/core_strings.py, and the catalogues mlm_lab_core_<lang>.ts translate the templates.
`core_text(exc)` recognises a message by its template, translates the values that are themselves
core messages, writes the numeric ones in the locale's way, and puts them into the translation.
A message that matches no template is shown as it is; so is anything in English.

A message the core wraps around another ("{path}: {error}", which has no words of its own and is
not a template) is translated from its first ": " on: "lab.json: <the message, translated>".
"""

from __future__ import annotations

import re
from functools import lru_cache

CONTEXT = "Core"
FIELD = re.compile(r"\{([a-z_0-9]+)\}")
MAX_DEPTH = 4


class Template:
    """One core message's template, and how to find its values in a text made from it."""

    def __init__(self, text: str, numbers: dict[str, int]):
        self.text = text
        self.numbers = numbers
        pieces = FIELD.split(text)  # literal, name, literal, name, ..., literal
        self.literals = [p for p in pieces[0::2] if len(p) >= 3]
        self.weight = sum(len(p) for p in pieces[0::2])
        pattern, seen = [], set()
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                pattern.append(re.escape(piece))
            elif piece in seen:
                pattern.append(f"(?P={piece})")
            else:
                seen.add(piece)
                pattern.append(f"(?P<{piece}>.+?)")
        self.pattern = re.compile("".join(pattern), re.DOTALL)

    def values(self, message: str) -> dict[str, str] | None:
        """The values a message was made with from this template, or None when it was not."""
        at = 0
        for literal in self.literals:  # cheap refusal before the pattern: the words in their order
            at = message.find(literal, at)
            if at < 0:
                return None
            at += len(literal)
        found = self.pattern.fullmatch(message)
        return found.groupdict() if found else None


@lru_cache(maxsize=1)
def templates() -> tuple[Template, ...]:
    """The core's templates, the most specific (most words of its own) first."""
    from mlm_lab.app.core_strings import CORE_STRINGS, NUMBERS

    made = [Template(text, NUMBERS.get(text, {})) for text in CORE_STRINGS]
    return tuple(sorted(made, key=lambda t: -t.weight))


def _number(text: str, decimals: int) -> str:
    from mlm_lab.app.i18n import fmt_number

    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return text
    return fmt_number(value, decimals)


def translate_message(message: str, depth: int = 0) -> str | None:
    """`message` in the app's language when it was made from a core template, else None."""
    if depth > MAX_DEPTH or not message:
        return None
    from PySide6.QtCore import QCoreApplication

    for template in templates():
        values = template.values(message)
        if values is None:
            continue
        translated = QCoreApplication.translate(CONTEXT, template.text)
        shown = {}
        for name, value in values.items():
            if template.numbers.get(name, 0) > 0:  # a decimal: the locale's comma; a whole number stays as written
                shown[name] = _number(value, template.numbers[name])
            else:
                shown[name] = translate_message(value, depth + 1) or _after_prefix(value, depth + 1) or value
        if translated == template.text and shown == values:
            return None  # no catalogue entry (English, or not yet translated): the message as it came
        return FIELD.sub(lambda m, shown=shown: shown.get(m.group(1), m.group(0)), translated)
    return None


def _after_prefix(message: str, depth: int) -> str | None:
    """"<where>: <core message>" -> "<where>: <translated>", trying each ": " from the left."""
    at = message.find(": ")
    while at >= 0:
        rest = translate_message(message[at + 2:], depth)
        if rest is not None:
            return message[:at + 2] + rest
        at = message.find(": ", at + 2)
    return None


def core_text(message) -> str:
    """A message made by the core (an exception or its text), in the app's language. An exception
    without a message shows its type's name. Safe to call from a worker thread (Qt's translate is)."""
    from mlm_lab.app import i18n

    if isinstance(message, BaseException):
        text = str(message) or type(message).__name__
    else:
        text = str(message)
    if not text or i18n.current() == "en":
        return text
    return translate_message(text) or _after_prefix(text, 0) or text
