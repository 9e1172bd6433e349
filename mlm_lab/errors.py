"""The one error type every front end turns into one line (the CLI exits 2 with it, the app shows it),
and the messages the core raises: English text that keeps the template it was made from.

    raise LabStateError(msg("{path}: 'strategy' must be one of {names}", path=path, names=names))

The message reads as the f-string would ("lab.json: 'strategy' must be one of random, span"), so the
CLI prints it as it is; the app looks its template up in the catalogues (context "Core") and puts the
same values into the translation (mlm_lab/app/i18n/core_messages.py). scripts/make_core_strings.py lists
the templates from the `msg("...")` and `words("...")` calls."""

from __future__ import annotations

import re
from numbers import Real
from string import Formatter


class UserError(Exception):
    """A mistake in what the user asked for (a missing file, a bad option): its message is one line that
    names the thing and the fix. The CLI prints it and exits with status 2; the window shows it."""


# a value written as a number (a decimal "3.50", a grouped whole number "8,192"): the app writes it in the
# locale's way, with as many decimals; any other format ("{x:g}", "{n:>3}") stays as the English writes it
NUMBER_SPEC = re.compile(r"[<>^=]?[+-]?(,?)(?:\.(\d+))?([fd]?)")


def number_decimals(spec: str) -> int | None:
    """The decimals a format spec writes a number with, or None when the spec does not make it a number
    the app rewrites (".2f" -> 2, "," -> 0, "" or "g" -> None)."""
    found = NUMBER_SPEC.fullmatch(spec)
    if found and (found.group(3) == "f" or found.group(1)):
        return int(found.group(2) or 0)
    return None


class Message(str):
    """A message's English text, and what it was made of: `template` (its words, each value a "{name}",
    the catalogues' key), `values` ({name: what stands there}) and `numbers` ({name: decimals} for the
    values written as numbers). A value is a Message (translated in its turn), a number (a name in
    `numbers`) or the text the English shows. Equal to, and used as, its text everywhere."""

    template: str
    values: dict[str, object]
    numbers: dict[str, int]

    def __new__(cls, text: str, template: str, values: dict[str, object] | None = None,
                numbers: dict[str, int] | None = None) -> Message:
        made = super().__new__(cls, text)
        made.template = template
        made.values = dict(values or {})
        made.numbers = dict(numbers or {})
        return made

    def __reduce__(self):  # pickled with what it was made of (a study's worker sends its errors back)
        return (Message, (str(self), self.template, self.values, self.numbers))

    def __repr__(self) -> str:
        return f"Message({str(self)!r}, template={self.template!r})"

    def __add__(self, other):
        """A message and a piece after it stay a message: "{head}{tail}", each part shown in its own way."""
        if not isinstance(other, str):
            return NotImplemented
        return Message(str(self) + str(other), "{head}{tail}", {"head": self, "tail": message_of(other)})

    def __radd__(self, other):
        if not isinstance(other, str):
            return NotImplemented
        return Message(str(other) + str(self), "{head}{tail}", {"head": message_of(other), "tail": self})


def message_of(value) -> str:
    """What a value says: the Message an exception was raised with (kept, so that re-raising it as another
    error keeps its template), else its text."""
    if isinstance(value, BaseException):
        if len(value.args) == 1 and isinstance(value.args[0], Message) and str(value) == value.args[0]:
            return value.args[0]
        return str(value)
    return value if isinstance(value, Message) else str(value)


def msg(template: str, /, **values) -> Message:
    """The message made from `template`, written as an f-string's text with each value a "{name}" (with
    its format spec and conversion as the f-string had them: "{loss:.2f}", "{name!r}"), and the values.
    Its text is what the f-string gives. A value that is a Message, or an exception raised with one, stays
    a Message inside (the app translates it too); a number written with a number's spec stays a number."""
    key, text, kept, numbers = [], [], {}, {}
    for literal, name, spec, conversion in Formatter().parse(template):
        key.append(literal.replace("{", "{{").replace("}", "}}"))
        text.append(literal)
        if name is None:
            continue
        if not re.fullmatch(r"[a-z_][a-z_0-9]*", name):
            raise TypeError(f"a message's value is named in lowercase letters, digits and _: {name!r} in {template!r}")
        value = values[name]
        shown = value if conversion is None else repr(value) if conversion == "r" else \
            ascii(value) if conversion == "a" else str(value)
        written = format(shown, spec)
        text.append(written)
        key.append("{" + name + "}")
        if name in kept:
            continue  # the same value twice: kept the way it was first written
        decimals = number_decimals(spec) if conversion is None else None
        if decimals is not None and isinstance(value, Real) and not isinstance(value, bool):
            kept[name], numbers[name] = value, decimals
        elif conversion is None and not spec and isinstance(value, (Message, BaseException)):
            kept[name] = message_of(value)
        else:
            kept[name] = written
    unused = set(values) - set(kept)
    if unused:
        raise TypeError(f"values not in the template {template!r}: {sorted(unused)}")
    return Message("".join(text), "".join(key), kept, numbers)


def words(text: str) -> Message:
    """An English piece with no values that a message is made of elsewhere (what a file should have been,
    a hint added at the end), marked so that the app shows it translated (scripts/make_core_strings.py
    lists every `words("...")`). Its text is `text` as it is."""
    if isinstance(text, Message):
        return text
    return Message(text, text.replace("{", "{{").replace("}", "}}"))


def joined(pieces, separator: str = "; ") -> str:
    """Pieces (texts, Messages, errors) joined by `separator` ("<problem>; <fix>"), as a Message whose
    pieces stay messages of their own; the separator is no words to translate. "" for no pieces."""
    pieces = [message_of(p) for p in pieces]
    if not pieces:
        return ""
    names = [f"p{i}" for i in range(len(pieces))]
    template = separator.replace("{", "{{").replace("}", "}}").join("{" + n + "}" for n in names)
    return Message(separator.join(pieces), template, dict(zip(names, pieces, strict=True)))
