"""The core's messages in the app's language (placeholder: returns the English text)."""

from __future__ import annotations


def core_text(message) -> str:
    """A message made by the core (an exception or its text), in the app's language."""
    if isinstance(message, BaseException):
        return str(message) or type(message).__name__
    return str(message)
