"""The files a lab state or a lesson names: what an --out / --pdf must never overwrite.

Shared by the CLI (``mlm-lab app``/``screenshot``) and the lesson CLI (``lesson --pdf``), which
import it from here rather than from each other (no import cycle). Imports no Qt.
"""

from __future__ import annotations

from pathlib import Path


def state_files(state) -> list[str]:
    """The files a lab state names (its picture, its feature sources): every text of the state
    that names an existing file."""
    found: list[str] = []

    def walk(value) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, str) and 0 < len(value) < 4096 and "\0" not in value:
            try:
                if Path(value).is_file():
                    found.append(value)
            except (OSError, ValueError):
                pass

    walk(state.to_dict())
    return found


def lesson_files(lesson) -> list[str]:
    """The files a lesson's steps name."""
    out: list[str] = []
    for step in lesson.steps:
        try:
            out += state_files(step.lab_state())
        except (ValueError, AttributeError):
            continue
    return out
