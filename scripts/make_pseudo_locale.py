"""Write the pseudo-locale resources/translations/mlm_lab_pseudo.ts (and mlm_lab_core_pseudo.ts) from the German catalogues'
source strings: every string wrapped in brackets and made 40 % longer, with its %1 / %n / &
markers, {name} placeholders, HTML tags and line breaks kept, so a test run in it shows any string that does not go through
the translation machinery (it stays plain English) and any label too narrow for longer text.

    .venv/bin/python scripts/make_pseudo_locale.py
"""

from __future__ import annotations

import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
ACCENTS = str.maketrans("aceinouyACEINOUY", "áçéîñöúýÁÇÉÎÑÖÚÝ")
MARKER = re.compile(r"(%L?\d+|%n|\{[a-z_0-9]*\}|&&|&(?=\w)|<[^>]*>|\n)")


def pseudo(text: str) -> str:
    """'Open image…' -> '[Ópéñ ímágé…~~~~]': accented outside markers, 40 % longer, in brackets."""
    parts = MARKER.split(text)
    body = "".join(p if MARKER.fullmatch(p) else p.translate(ACCENTS) for p in parts)
    visible = len(MARKER.sub("", text))
    pad = "~" * math.ceil(visible * 0.4)
    # in runs of at most 8 with spaces between: a long text's padding may wrap, as real words do
    return "[" + body + " ".join(pad[i:i + 8] for i in range(0, len(pad), 8)) + "]"


def build(source_ts: Path, out: Path) -> int:
    tree = ET.parse(source_ts)
    root = tree.getroot()
    root.set("language", "en_XA")
    count = 0
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
        count += 1
    out.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                   + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return count


def main() -> int:
    for catalogue in ("mlm_lab", "mlm_lab_core"):  # the app's own texts, the core's messages
        source = TS_DIR / f"{catalogue}_de.ts"
        if source.is_file():
            n = build(source, TS_DIR / f"{catalogue}_pseudo.ts")
            print(f"wrote {TS_DIR / f'{catalogue}_pseudo.ts'} ({n} strings)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
