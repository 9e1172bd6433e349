"""The room test as a person sees it (issue 37 item 7): the real window on a real X server with a
window manager, at the sizes rooms have, lesson 1 step by step in presentation mode, and at the
desk (the window maximised) at 1024x768, 1280x720 and 1920x1080 at 150 %.

For each room this starts Xvfb with one screen of that size (and openbox, so the window is
placed, framed and made full screen by a window manager, as on a laptop), and runs
scripts/room_probe.py in a process of its own with DISPLAY set and QT_QPA_PLATFORM=xcb. The probe
opens lesson 1 at each step of STEPS and measures, in screen coordinates, what is left of the
step's narration, its named subject (`focus`) and its exercise's controls once cut by the
screen's available area, the window and every widget above them (each scroll area's viewport
above all). Each must be wholly in sight; a subject taller than its scroll area's view may
instead fill that view from its top (the offscreen room test's rule). 1920x1080 at 150 % is
QT_SCALE_FACTOR=1.5 on a 1920x1080 screen.

Needs Xvfb and openbox (Debian/Ubuntu: apt-get install xvfb openbox libxcb-cursor0 libxcb-icccm4
libxcb-keysyms1); skipped with that line where they are missing. .ci/run installs them where it
can. About 10 s a room. MLM_LAB_ROOM_SHOTS=folder keeps each room's measurements and screen
pictures; scripts/room_contact_sheet.py --measured makes docs/screenshots/rooms/contact-sheet.png
from them, its captions written from the measurements.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "scripts" / "room_probe.py"
# (screen width, height, scale factor): 1920x1080 at 150 % lays the window out at 1280x720 logical pixels
ROOMS = [(1024, 768, 1.0), (1280, 720, 1.0), (1366, 768, 1.0), (1920, 1080, 1.0), (1920, 1080, 1.5),
         (3840, 2160, 1.0)]
# at the desk (not in presentation: the window maximised by the window manager), where the teacher of
# issue 37 found the narration in a 2-3 line box and the exercise cut
DESKS = [(1024, 768, 1.0), (1280, 720, 1.0), (1920, 1080, 1.5)]
# lesson 1's steps checked: its two exercises (1: a typed guess, 6: a choice), the blanks the
# narration talks about (4), nine blanks at 50 % (7) and the statistics plots (8); about 10 s a room
STEPS = (1, 4, 6, 7, 8)
PARTS = ("narration", "focus", "exercise")
APT = "apt-get install xvfb openbox libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
# Clipping that is another item's to fix (issue 37 items 1-3: lesson 1 in presentation at 1024x768,
# the narration at the desk, lesson 1 step 8's plots): (room, step, part) -> reason. Not strict:
# they pass once the layouts are fixed.
KNOWN: dict[tuple[str, int, str], str] = {}


def room_name(room, desk: bool = False) -> str:
    w, h, scale = room
    return f"{w}x{h}" + (f"-at-{round(scale * 100)}" if scale != 1 else "") + ("-desk" if desk else "")


def _missing() -> str:
    lacking = [tool for tool in ("Xvfb", "openbox") if shutil.which(tool) is None]
    return f"{' and '.join(lacking)} not installed ({APT})" if lacking else ""


def _stop(proc) -> None:
    if proc is not None and proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _start_x(width: int, height: int):
    """Xvfb on a free display (it picks the number: -displayfd) and openbox on it."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number.isdigit():
        _stop(xvfb)
        raise RuntimeError("Xvfb did not start")
    display = f":{number}"
    wm = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display},
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)  # openbox takes the screen (the window it manages is made full screen by it)
    return xvfb, wm, display


def measure_room(room, out: Path, steps=STEPS, desk: bool = False) -> list[dict]:
    """Run the probe in `room` (a fresh X server and window manager); its records, one per step."""
    width, height, scale = room
    xvfb, wm, display = _start_x(width, height)
    try:
        env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", OMP_NUM_THREADS="1")
        if scale != 1:
            env["QT_SCALE_FACTOR"] = str(scale)
        done = subprocess.run([sys.executable, str(PROBE), "--lesson", "1", "--steps", ",".join(map(str, steps)),
                               "--out", str(out), *(["--desk"] if desk else [])], env=env, cwd=ROOT, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-3000:]
        return [json.loads(line) for line in (out / "measured.jsonl").read_text(encoding="utf-8").splitlines()]
    finally:
        _stop(wm)
        _stop(xvfb)


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    """{room name: the probe's records}, every room measured once for the tests below."""
    why = _missing()
    if why:
        pytest.skip(why)
    keep = os.environ.get("MLM_LAB_ROOM_SHOTS")
    base = Path(keep) if keep else tmp_path_factory.mktemp("xrooms")
    found = {room_name(room): measure_room(room, base / room_name(room)) for room in ROOMS}
    found.update({room_name(room, True): measure_room(room, base / room_name(room, True), desk=True) for room in DESKS})
    return found


def _cases():
    names = [room_name(room) for room in ROOMS] + [room_name(room, True) for room in DESKS]
    for name in names:
        for step in STEPS:
            for part in PARTS:
                reason = KNOWN.get((name, step, part))
                marks = [pytest.mark.xfail(reason=reason, strict=False)] if reason else []
                yield pytest.param(name, step, part, marks=marks, id=f"{name}-step{step}-{part}")


def _said(part: dict) -> str:
    cut = [f"{w['widget']} {round(100 * w['seen'])} % seen, cut by {w['cut_by']}" for w in part["widgets"]
           if not w["whole"]]
    return f"{part['part']}: {part['whole']} of {part['count']} whole; " + "; ".join(cut[:3])


@pytest.mark.parametrize(("room", "step", "part"), list(_cases()))
def test_what_a_step_talks_about_is_in_sight_on_a_real_screen(measured, room, step, part):
    record = next(r for r in measured[room] if r["step"] == step)
    found = next(p for p in record["parts"] if p["part"] == part)
    if part != "exercise":
        assert found["count"] >= 1, f"{room} step {step}: no {part} shown"
    assert found["in_sight"], f"{room} step {step} ({record['title']}): {_said(found)}"


def test_the_window_fills_the_screen_it_presents_on(measured):
    """Presentation mode on a real screen: full screen, the whole screen (the window manager's doing)."""
    wrong = []
    scales = {**{room_name(x): x[2] for x in ROOMS}, **{room_name(x, True): x[2] for x in DESKS}}
    for room, records in measured.items():
        for r in records:
            if room.endswith("-desk"):  # maximised: inside the screen's available area, framed by the manager
                x, y, w, h = r["window"]
                ax, ay, aw, ah = r["available"]
                if r["fullscreen"] or x < ax or y < ay or x + w > ax + aw or y + h > ay + ah:
                    wrong.append(f"{room} step {r['step']}: window {r['window']} past the screen's {r['available']}")
            elif not r["fullscreen"] or r["window"] != r["screen"]:
                wrong.append(f"{room} step {r['step']}: window {r['window']} on screen {r['screen']}")
        scale = scales[room]
        assert abs(records[0]["scale"] - scale) < 0.01, (room, records[0]["scale"])
        assert records[0]["platform"] == "xcb"
    assert not wrong, "\n".join(wrong)


def test_the_probe_sees_what_a_scroll_area_hides(qapp):
    """The probe's own rule, on the offscreen platform (no X needed): a label scrolled out of its
    scroll area's view is not in sight and is cut by that scroll area; scrolled to, it is."""
    import importlib.util

    from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

    spec = importlib.util.spec_from_file_location("room_probe", PROBE)
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    area = QScrollArea()
    area.setObjectName("pane")
    inner = QWidget()
    column = QVBoxLayout(inner)
    column.addSpacing(300)  # below the 150 px view, yet on the (800x600) offscreen screen
    label = QLabel("the blank the narration talks about")
    column.addWidget(label)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.resize(300, 150)
    area.move(0, 0)
    area.show()
    qapp.processEvents()
    screen = area.screen().availableGeometry()
    hidden = probe.measure_part("focus", [label], screen)
    assert not hidden["in_sight"] and hidden["seen"] == 0.0
    assert hidden["widgets"][0]["cut_by"] == "the scroll area pane"
    area.ensureWidgetVisible(label)
    qapp.processEvents()
    shown = probe.measure_part("focus", [label], screen)
    assert shown["in_sight"] and shown["seen"] == 1.0
    area.close()


def test_no_page_scrolls_sideways_or_cuts_a_label_on_a_real_screen(measured):
    """The tab's page never wider than its view (at 1024x768 it was 51 px wider beside the narration,
    the controls' column cut at its left: 'ting', 'ity'), and room_fit finds nothing outside the window."""
    wrong = [f"{room} step {r['step']}: " + ("scrolls sideways; " if r["across"] else "") + "; ".join(r["problems"])
             for room, records in measured.items() for r in records if r["across"] or r["problems"]]
    assert not wrong, "\n".join(wrong)
