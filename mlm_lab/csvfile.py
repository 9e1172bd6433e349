"""The one CSV writer of the lab: every CSV it writes (progress, a class's answers, a study's
results and steps, the window's metrics) is made here, so no cell a user typed can be run by a
spreadsheet as a formula (CSV injection).

OWASP's rule: a text cell that begins with =, +, -, @, a tab or a carriage return is written
with a ' in front, which a spreadsheet shows as text (text "-5" too: the rule has no exceptions).
Numbers (int, float) are written as they are; `unquote_cell` undoes the prefix when the lab
reads its own CSV back.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value):
    """`value` as a cell: text that a spreadsheet would read as a formula gets a ' in front."""
    if value is None or isinstance(value, (bool, int, float)):
        return value
    text = str(value)
    if text[:1] in FORMULA_STARTS:
        return "'" + text
    return text


def unquote_cell(text: str | None) -> str | None:
    """A cell as `safe_cell` wrote it -> the text that was given."""
    if text and text[0] == "'" and text[1:2] and text[1:2] in FORMULA_STARTS:
        return text[1:]
    return text


def csv_text(header: Sequence, rows: Iterable[Sequence]) -> str:
    """A header and rows of cells as CSV text, every cell through `safe_cell`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    # with "\n" ending a line, a cell holding "\r" is not quoted; a reader would end the row there
    quoted = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_ALL)
    for row in ([*header], *rows):
        cells = [safe_cell(c) for c in row]
        (quoted if any(isinstance(c, str) and "\r" in c for c in cells) else writer).writerow(cells)
    return out.getvalue()


def dict_csv_text(rows: Iterable[dict], fieldnames: Sequence[str], *, missing="") -> str:
    """Rows of dicts as CSV text under `fieldnames` (other keys left out; a missing or None cell
    as `missing`), every cell through `safe_cell`."""
    def cell(row: dict, key: str):
        value = row.get(key)
        return missing if value is None else value

    return csv_text(fieldnames, ([cell(row, k) for k in fieldnames] for row in rows))
