"""Fill a Qt Linguist catalogue from a JSON file of translations, for translating many entries at once
in a text editor instead of Qt Linguist.

    .venv/bin/python scripts/ts_fill.py todo resources/translations/mlm_lab_core_de.ts > todo.json
        # {"<source>": "", ...}: the entries not yet translated
    .venv/bin/python scripts/ts_fill.py fill resources/translations/mlm_lab_core_de.ts done.json
        # writes each non-empty translation into its entry and marks it finished

A translation must keep its source's {name} fields (the same set) and its %1, %2, %n markers; one that
does not is refused and named, and the entry stays unfinished. Plural entries (numerus) are left to
Qt Linguist.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FIELDS = re.compile(r"\{[^{}]*\}")
MARKERS = re.compile(r"%L?\d+|%n")


def _unfinished(message: ET.Element) -> bool:
    t = message.find("translation")
    return t is None or t.get("type") == "unfinished" or not (t.text or "").strip()


def problem(source: str, text: str) -> str | None:
    """Why a translation cannot stand for its source, or None."""
    if sorted(FIELDS.findall(source)) != sorted(FIELDS.findall(text)):
        return f"fields {sorted(set(FIELDS.findall(source)))} != {sorted(set(FIELDS.findall(text)))}"
    if sorted(MARKERS.findall(source)) != sorted(MARKERS.findall(text)):
        return "lost a %1 / %n marker"
    return None


def todo(ts: Path) -> dict[str, str]:
    root = ET.parse(ts).getroot()
    return {m.findtext("source"): "" for m in root.iter("message")
            if m.get("numerus") != "yes" and _unfinished(m)}


def fill(ts: Path, done: dict[str, str]) -> tuple[int, list[str]]:
    tree = ET.parse(ts)
    written, refused = 0, []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source")
        text = done.get(source, "")
        if message.get("numerus") == "yes" or not text.strip():
            continue
        why = problem(source, text)
        if why:
            refused.append(f"{source[:60]!r}: {why}")
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        translation.text = text
        written += 1
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return written, refused


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "todo":
        print(json.dumps(todo(Path(argv[1])), ensure_ascii=False, indent=1))
        return 0
    if len(argv) == 3 and argv[0] == "fill":
        done = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
        written, refused = fill(Path(argv[1]), done)
        print(f"{written} written, {len(refused)} refused, {len(todo(Path(argv[1])))} still to translate")
        for line in refused:
            print("  refused", line)
        return 1 if refused else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
