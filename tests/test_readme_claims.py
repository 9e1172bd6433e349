"""What the documentation says of the project's own files is true of them (issue 37 item 8: "Five ship
with the app" stood above a table of six lessons). The README's Lessons section is now the user guide's
Lessons page, docs/user-guide/lessons.md (issue 39)."""

from __future__ import annotations

import re
from pathlib import Path

from mlm_lab.lab.lesson import bundled_lessons

LESSONS_PAGE = Path(__file__).resolve().parents[1] / "docs" / "user-guide" / "lessons.md"
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10}


def _lessons_section() -> str:
    """The Lessons page down to its first sub-section (Exercises and progress)."""
    text = LESSONS_PAGE.read_text(encoding="utf-8")
    return text.split("# Lessons\n", 1)[1].split("\n## ", 1)[0]


def test_the_lessons_page_counts_the_bundled_lessons_right_in_words_and_in_its_table():
    section = _lessons_section()
    said = re.search(r"\b(\w+) ship with the app", section)
    assert said, "the Lessons section says how many lessons ship"
    count = len(bundled_lessons())
    assert NUMBERS.get(said.group(1).lower()) == count, (said.group(0), count)
    table = section.split("| lesson | steps |", 1)[1].split("\n\n", 1)[0]
    rows = [line for line in table.splitlines()[2:] if line.startswith("|")]
    assert len(rows) == count
