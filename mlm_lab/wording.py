"""Small helpers for the words a count goes with, shared by the CLI and the window (no Qt)."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """ "1 token", "2 tokens", "0 tokens"; `many` for a plural that is not word + s ("1 pass", "2 passes")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
