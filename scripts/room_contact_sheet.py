"""The rooms' contact sheet: run the room test keeping its renders, then lay them out by size.

    MLM_LAB_ROOM_SHOTS=ROOMS_DIR python -m pytest tests/app/test_rooms.py -q
    python scripts/room_contact_sheet.py ROOMS_DIR docs/screenshots/rooms/contact-sheet.png

One row per room (size and mode), one thumbnail per lesson: the step that lesson renders at
every size (tests/app/test_rooms.py ONE_STEP), each labelled with its size and step.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PIL import Image, ImageDraw

THUMB_W = 320
ORDER = ["960x540-presentation", "1024x768-presentation", "1280x720-presentation", "1366x768-presentation",
         "1920x1080-presentation", "3840x2160-presentation", "1024x768-desk"]
NAMES = {"960x540-presentation": "1920x1080 at 200 % (960x540)", "1280x720-presentation": "1280x720 (and 1920x1080 at 150 %)"}
ONE_STEP = {"1-": 4, "2-": 4, "3-": 2, "4-": 4, "5-": 6, "6-": 3}


def main(folder: str, out: str) -> int:
    shots = {}
    for path in Path(folder).glob("*.png"):
        m = re.fullmatch(r"(\d+x\d+-(?:presentation|desk))-(\d-)(\d+)\.png", path.name)
        if m and ONE_STEP.get(m.group(2)) == int(m.group(3)):
            shots[(m.group(1), m.group(2))] = path
    rows = [r for r in ORDER if any(k[0] == r for k in shots)]
    lessons = sorted(ONE_STEP)
    thumbs = {}
    for key, path in shots.items():
        with Image.open(path) as img:
            h = round(img.height * THUMB_W / img.width)
            thumbs[key] = img.convert("RGB").resize((THUMB_W, h), Image.LANCZOS)
    row_h = {r: max((thumbs[(r, lesson)].height for lesson in lessons if (r, lesson) in thumbs), default=0) + 26
             for r in rows}
    sheet = Image.new("RGB", (THUMB_W * len(lessons) + 8 * (len(lessons) + 1), sum(row_h.values()) + 8 * len(rows)),
                      "white")
    draw = ImageDraw.Draw(sheet)
    y = 4
    for r in rows:
        for i, lesson in enumerate(lessons):
            x = 8 + i * (THUMB_W + 8)
            draw.text((x, y), f"{NAMES.get(r, r)} · lesson {lesson[0]} step {ONE_STEP[lesson]}", fill="black")
            if (r, lesson) in thumbs:
                sheet.paste(thumbs[(r, lesson)], (x, y + 18))
                t = thumbs[(r, lesson)]
                draw.rectangle([x - 1, y + 17, x + t.width, y + 18 + t.height], outline="#888")
        y += row_h[r] + 8
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)
    print(f"wrote {out} ({len(thumbs)} renders, {sheet.width}x{sheet.height})")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
