"""The errors of loading a model (their own module: io and checks both raise them)."""

from __future__ import annotations


class ModelLoadError(ValueError):
    """A model folder or file that cannot be loaded; the message says why."""


class WrongModelKind(ModelLoadError):
    """A folder that holds a model of the other kind (`held`: "text" or "image")."""

    def __init__(self, message: str, held: str):
        super().__init__(message)
        self.held = held
