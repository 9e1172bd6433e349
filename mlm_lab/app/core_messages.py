"""The core's messages in the app's language.

The core imports no Qt and raises its messages in English (the CLI prints them as they are).
scripts/make_core_strings.py lists each as a template, "{path}: 'strategy' must be one of {names}",
in mlm_lab/app/core_strings/ (a module per room of the core), and the catalogues mlm_lab_core_<lang>.ts translate the templates.
`core_text(exc)` recognises a message by its template, translates the values that are themselves
core messages, writes the numeric ones in the locale's way, and puts them into the translation.
A message that matches no template is shown as it is; so is anything in English.

A message the core wraps around another ("{path}: {error}", which has no words of its own and is
not a template) is translated from its first ": " on: "lab.json: <the message, translated>"; one
joined from pieces with "; " (a problem and its fix) is translated piece by piece. A piece the core
makes elsewhere is marked with mlm_lab.errors.words() and is a template too.
"""

from __future__ import annotations

import re
from functools import lru_cache

CONTEXT = "Core"
FIELD = re.compile(r"\{([a-z_0-9]+)\}")
MAX_DEPTH = 4


class Template:
    """One core message's template, and how to find its values in a text made from it.

    A value may be empty (an optional hint left out). Two fields side by side, "{high}{hint}", cannot be
    told apart by the text alone; the second is then first read as empty or as one of the pieces the core
    adds at a message's end (`endings`, a pattern of the templates that start with a space or "; ":
    " (write 3, not 3.0)", "; make room ..."), and only when that fails as any text."""

    def __init__(self, text: str, numbers: dict[str, int], endings: str = ""):
        self.text = text
        self.numbers = numbers
        pieces = FIELD.split(text)  # literal, name, literal, name, ..., literal
        self.literals = [p for p in pieces[0::2] if len(p) >= 3]
        self.weight = sum(len(p) for p in pieces[0::2])
        self.pattern = self._compile(pieces, "")
        trailing = any(pieces[i] == "" and 0 < i < len(pieces) - 1 for i in range(2, len(pieces) - 1, 2))
        self.strict = self._compile(pieces, endings) if trailing and endings else None

    @staticmethod
    def _compile(pieces: list[str], endings: str) -> re.Pattern:
        pattern, seen = [], set()
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                pattern.append(re.escape(piece))
            elif piece in seen:
                pattern.append(f"(?P={piece})")
            else:
                seen.add(piece)
                follows_field = endings and i >= 3 and pieces[i - 1] == ""
                pattern.append(f"(?P<{piece}>(?:{endings})?)" if follows_field else f"(?P<{piece}>.*?)")
        return re.compile("".join(pattern), re.DOTALL)

    def values(self, message: str) -> dict[str, str] | None:
        """The values a message was made with from this template, or None when it was not."""
        at = 0
        for literal in self.literals:  # cheap refusal before the pattern: the words in their order
            at = message.find(literal, at)
            if at < 0:
                return None
            at += len(literal)
        found = (self.strict.fullmatch(message) if self.strict is not None else None) or self.pattern.fullmatch(message)
        return found.groupdict() if found else None


def _ending_pattern(texts) -> str:
    """The pieces the core adds at a message's end (they start with a space or "; "), as one alternation."""
    endings = []
    for text in texts:
        if text[:1] in (" ", ";"):
            parts = FIELD.split(text)
            endings.append("".join(re.escape(p) if i % 2 == 0 else ".*?" for i, p in enumerate(parts)))
    return "|".join(sorted(endings, key=len, reverse=True))


@lru_cache(maxsize=1)
def templates() -> tuple[Template, ...]:
    """The core's templates, the most specific (most words of its own) first."""
    from mlm_lab.app.core_strings import CORE_STRINGS, NUMBERS

    endings = _ending_pattern(CORE_STRINGS)
    made = [Template(text, NUMBERS.get(text, {}), endings) for text in CORE_STRINGS]
    return tuple(sorted(made, key=lambda t: -t.weight))


def _number(text: str, decimals: int) -> str:
    from mlm_lab.app.i18n import fmt_number

    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return text
    return fmt_number(value, decimals)


def _number_and_more(text: str) -> bool:
    """A number field's value that is a number followed by more words: what a template ending in a
    number field catches of a longer message ("65,536 (write 64, not 64.0)")."""
    head, _space, rest = text.partition(" ")
    if not rest:
        return False
    try:
        float(head.replace(",", ""))
    except ValueError:
        return False
    return True


def translate_message(message: str, depth: int = 0) -> str | None:
    """`message` in the app's language when it was made from a core template, else None."""
    if depth > MAX_DEPTH or not message:
        return None
    from PySide6.QtCore import QCoreApplication

    for template in templates():
        values = template.values(message)
        if values is None or any(name in values and _number_and_more(values[name]) for name in template.numbers):
            # a number field that caught more than a number ("65,536 (write 64, not 64.0)") matched a
            # longer message made of pieces: those are translated on their own (_after_prefix)
            continue
        translated = QCoreApplication.translate(CONTEXT, template.text)
        shown = {}
        for name, value in values.items():
            if name in template.numbers:  # a decimal or a grouped number (8,192): the locale's way; an id stays
                shown[name] = _number(value, template.numbers[name])
            else:
                shown[name] = translate_message(value, depth + 1) or _after_prefix(value, depth + 1) or value
        if translated == template.text and shown == values:
            return None  # no catalogue entry (English, or not yet translated): the message as it came
        return FIELD.sub(lambda m, shown=shown: shown.get(m.group(1), m.group(0)), translated)
    return None


def _pieces(message: str, depth: int, *, whole: bool = False) -> str | None:
    """"<problem>; <fix>" made of core messages -> each translated on its own; None when none is one
    (`whole`: unless every piece is one)."""
    if "; " not in message:
        return None
    parts = message.split("; ")
    shown = [translate_message(part, depth) for part in parts]
    if all(s is None for s in shown) or whole and any(s is None for s in shown):
        return None
    return "; ".join(s if s is not None else part for s, part in zip(shown, parts, strict=True))


def _after_prefix(message: str, depth: int) -> str | None:
    """"<where>: <core message>" -> "<where>: <translated>", trying each ": " from the left; the rest
    may be one message or pieces joined by "; "."""
    at = message.find(": ")
    while at >= 0:
        tail = message[at + 2:]
        rest = translate_message(tail, depth) or _pieces(tail, depth)
        if rest is not None:
            return message[:at + 2] + rest
        at = message.find(": ", at + 2)
    return _pieces(message, depth)


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
    return translate_message(text) or _pieces(text, 0, whole=True) or _after_prefix(text, 0) or text
