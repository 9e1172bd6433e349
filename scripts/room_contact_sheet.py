"""The rooms' contact sheets: run a room test keeping its pictures, then lay them out by size.

    MLM_LAB_ROOM_SHOTS=ROOMS_DIR python -m pytest tests/app/test_rooms.py -q
    python scripts/room_contact_sheet.py ROOMS_DIR docs/screenshots/rooms/contact-sheet-offscreen.png

One row per room (size and mode), one thumbnail per lesson: the step that lesson renders at
every size (tests/app/test_rooms.py ONE_STEP), each labelled with its size and step.

    MLM_LAB_ROOM_SHOTS=XROOMS_DIR python -m pytest tests/app/test_rooms_xvfb.py -q
    python scripts/room_contact_sheet.py --measured XROOMS_DIR docs/screenshots/rooms/contact-sheet.png

The real screens (Xvfb and a window manager): one row per room, one picture of the whole screen
per step of lesson 1 measured, each captioned from its measurements (XROOMS_DIR/ROOM/measured.jsonl):
what of the narration, the step's subject and its exercise was in sight, and what cut a part that
was not. Nothing in a caption is written by hand.
"""

from __future__ import annotations

import re
import sys
import textwrap
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


def caption(record: dict) -> list[str]:
    """From one step's measurements: the room, the step, then each part's verdict."""
    scale = record.get("scale", 1)  # the screen's pixels: its logical size times the scale factor
    room = f"{round(record['screen'][2] * scale)}x{round(record['screen'][3] * scale)}"
    if abs(scale - 1) > 0.01:
        room += f" at {round(scale * 100)} %"
    room += ", at the desk" if record.get("mode") == "desk" else ", presenting"
    said = []
    for part in record["parts"]:
        name = {"focus": "subject"}.get(part["part"], part["part"])
        if part["part"] == "exercise" and not part["count"]:
            said.append(f"{name}: none")
        elif part["in_sight"]:
            said.append(f"{name}: in sight" + (" (fills its view)" if part.get("fills_view") else ""))
        else:
            cut = next((w for w in part["widgets"] if not w["whole"]), None)
            said.append(f"{name}: {round(100 * part['seen'])} % seen" + (f", cut by {cut['cut_by']}" if cut else ""))
    return [room, f"lesson 1 step {record['step']}: {record['title']}", "; ".join(said)]


def measured_sheet(folder: str, out: str) -> int:
    import json

    rooms = []
    for sub in sorted(Path(folder).iterdir(), key=lambda p: _room_key(p.name)):
        lines = sub / "measured.jsonl"
        if lines.is_file():
            rooms.append((sub, [json.loads(line) for line in lines.read_text(encoding="utf-8").splitlines() if line]))
    if not rooms:
        print(f"no measured.jsonl under {folder}: run tests/app/test_rooms_xvfb.py with MLM_LAB_ROOM_SHOTS", file=sys.stderr)
        return 2
    columns = max(len(records) for _sub, records in rooms)
    rows = []
    for sub, records in rooms:
        thumbs = []
        for record in records:
            with Image.open(sub / record["shot"]) as img:
                h = round(img.height * THUMB_W / img.width)
                thumbs.append((record, img.convert("RGB").resize((THUMB_W, h), Image.LANCZOS)))
        rows.append(thumbs)
    wrapped = {id(r): [*caption(r)[:1], *textwrap.wrap(caption(r)[1], 52), *textwrap.wrap(caption(r)[2], 52)]
               for thumbs in rows for r, _t in thumbs}
    text_h = 13 * max(len(lines) for lines in wrapped.values()) + 4  # every line of every caption: none is cut
    row_h = [max(t.height for _r, t in thumbs) + text_h + 4 for thumbs in rows]
    sheet = Image.new("RGB", (THUMB_W * columns + 8 * (columns + 1), sum(row_h) + 8 * len(rows)), "white")
    draw = ImageDraw.Draw(sheet)
    y = 4
    for thumbs, height in zip(rows, row_h, strict=True):
        for i, (record, thumb) in enumerate(thumbs):
            x = 8 + i * (THUMB_W + 8)
            lines = wrapped[id(record)]
            ok = all(p["in_sight"] for p in record["parts"])
            plain = 1 + len(textwrap.wrap(caption(record)[1], 52))  # the room and the step, then the verdicts
            for k, line in enumerate(lines):
                draw.text((x, y + 13 * k), line, fill="black" if k < plain else "#1b7a2f" if ok else "#b3261e")
            sheet.paste(thumb, (x, y + text_h))
            draw.rectangle([x - 1, y + text_h - 1, x + thumb.width, y + text_h + thumb.height], outline="#888")
        y += height + 8
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)
    print(f"wrote {out} ({sum(len(t) for t in rows)} screens of {len(rows)} rooms, {sheet.width}x{sheet.height})")
    return 0


def _room_key(name: str):
    m = re.match(r"(\d+)x(\d+)(?:-at-(\d+))?", name)
    return (name.endswith("-desk"), int(m.group(1)) * int(m.group(2)), int(m.group(3) or 100)) if m else (False, 0, 0)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measured"]:
        sys.exit(measured_sheet(*sys.argv[2:4]))
    sys.exit(main(*sys.argv[1:3]))
