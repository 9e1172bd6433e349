"""Fits every room (issue 26 items 1 and 2): every bundled lesson in the real window with the
bundled models, offscreen, through the screenshot command's own path (room_fit.show_room), at
the sizes rooms have: no widget outside the window or cut by its parent, no label or button
whose text does not fit, the window exactly the size asked for, the part each step talks
about (its `focus`) in sight, the narration beside the view where there is room and below it
where there is not, and the words a class reads at least 18 px on a 1080-line projector.

Every room of the issue is rendered: 1024x768, 1280x720 (which is also a 1920x1080 screen at
150 %), 1366x768, 1920x1080, 3840x2160 and 960x540 (a 1920x1080 screen at 200 %), every step of
every lesson at each (about 35 s; one step a lesson at four of them took 27 s). A screen's scale
factor changes the picture's pixels, not the layout: at QT_SCALE_FACTOR=2 a 1920x1080 screen lays
the window out at 960x540, which is what is checked here (the screenshot test checks the
pictures' pixel sizes). On every room that is a 1080-line (or taller) screen, all the words
of the tab and the narration, the plots' ticks, titles, legends and notes included, are at
least 18 px of that screen (9 logical px at 200 %, 12 at 150 %, 36 on 2160 lines). Set MLM_LAB_ROOM_SHOTS=folder to keep the renders
(scripts/room_contact_sheet.py makes docs/screenshots/rooms/contact-sheet.png from them).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mlm_lab.app.lessons.room_fit import focus_in_sight, layout_problems, page_scrolls, show_room, small_text
from mlm_lab.app.window.tab_protocol import TAB_NAMES
from mlm_lab.lab.lesson import bundled_lessons, load_lesson

ROOMS = [(960, 540), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160)]
# the rooms that are a 1080-line (or taller) screen, and that screen's lines: 960x540 is 1920x1080 at 200 %,
# 1280x720 is 1920x1080 at 150 %; there the words a class reads are at least 18 px of the screen
SCREEN_LINES = {(960, 540): 1080, (1280, 720): 1080, (1920, 1080): 1080, (3840, 2160): 2160}
# from 1: a step whose focus is below the fold (the desk check below; the contact sheet's pictures)
ONE_STEP = {"1-": 4, "2-": 4, "3-": 2, "4-": 4, "5-": 6, "6-": 3}
BELOW: set = set()  # where the narration goes below the view in presentation mode: none of these rooms
# Tabs whose page may be wider than the window at a room size (it then scrolls across and cuts its
# column's words): none. The Image, Training and Features tabs did at 960x540 and 1024x768 until their
# columns learnt to give way (issue 26).
ACROSS_KNOWN: dict[tuple[int, int], set[str]] = {}


@pytest.fixture(scope="module")
def room_window(qapp, tmp_path_factory):
    from mlm_lab.app.window.main_window import MainWindow

    tmp = tmp_path_factory.mktemp("rooms")
    window = MainWindow(settings_path=tmp / "settings.ini", runs_dir=tmp / "runs", restore=False)
    window.ask = lambda title, text: True
    window.resize(1400, 900)
    window.show()
    yield window
    window.close()
    window.deleteLater()


def _check(qtbot, w, size, name) -> list[str]:
    """What is wrong with the window as it is now (empty: it fits)."""
    qtbot.waitUntil(w.is_ready, timeout=120000)
    wrong = []
    step = w.lessons.player.step

    def problems() -> list[str]:  # layout_problems less the known ones
        known = TAB_NAMES[w.tabs.currentIndex()] in ACROSS_KNOWN.get(size, ())
        return [p for p in layout_problems(w) if not (known and "scrolls across" in p)]

    try:
        qtbot.waitUntil(lambda: focus_in_sight(w, step.focus)[0] and not problems(), timeout=3000)
    except qtbot.TimeoutError:
        pass
    ok, why = focus_in_sight(w, step.focus)
    if not ok:
        wrong.append(f"{name} {size}: focus {why}")
    wrong += [f"{name} {size}: {p}" for p in problems()]
    if (w.width(), w.height()) != size:
        wrong.append(f"{name} {size}: the window is {w.width()}x{w.height()}")
    if w.is_presentation():
        beside = w.lessons.panel.is_beside()
        if beside == (size in BELOW):
            wrong.append(f"{name} {size}: the narration is {'beside' if beside else 'below'} the view")
        if size in SCREEN_LINES:  # 18 px of 1080 screen lines, in the window's (logical) pixels
            least = 18 * size[1] / 1080 - 0.5  # a 60th of the window's height: 18 px of 1080 lines, 36 of 2160
            panel = w.lessons.panel
            small = small_text(w.tabs.currentWidget(), least)
            small += [f"{label.objectName()} is {label.fontInfo().pixelSize()} px"
                      for label in (panel.narration, panel.step_title) if label.fontInfo().pixelSize() < least]
            if small:
                wrong.append(f"{name} {size}: {len(small)} texts under {least + 0.5:.0f} px, e.g. " + "; ".join(small[:3]))
    keep = os.environ.get("MLM_LAB_ROOM_SHOTS")
    if keep:
        mode = "presentation" if w.is_presentation() else "desk"
        w.grab().save(str(Path(keep) / f"{size[0]}x{size[1]}-{mode}-{name}.png"))
    return wrong


def test_every_bundled_lesson_fits_every_room(qtbot, room_window):
    w = room_window
    qtbot.waitUntil(w.is_ready, timeout=120000)
    lessons = [(path, load_lesson(path)) for path in bundled_lessons()]
    wrong: list[str] = []
    rendered = 0
    for size in ROOMS:  # size by size: the type is refitted once per size
        for path, lesson in lessons:
            prefix = path.name[:2]
            for i, step in enumerate(lesson.steps):
                assert step.focus, (path.name, i + 1)  # every bundled step names what it talks about
                show_room(w, size, presentation=True, lesson=(lesson, path, i, True), wait=_waiter(qtbot))
                wrong += _check(qtbot, w, size, f"{prefix}{i + 1}")
                rendered += 1
    # at the desk, a lesson open, on the smallest screen: the window shrinks to it, nothing cut
    for path, lesson in lessons:
        prefix = path.name[:2]
        show_room(w, (1024, 768), presentation=False, lesson=(lesson, path, ONE_STEP[prefix] - 1, True),
                  wait=_waiter(qtbot))
        wrong += _check(qtbot, w, (1024, 768), f"{prefix}{ONE_STEP[prefix]}")
    assert rendered == len(ROOMS) * sum(len(lesson.steps) for _, lesson in lessons)
    keep = os.environ.get("MLM_LAB_ROOM_SHOTS")
    if keep:
        (Path(keep) / "problems.txt").write_text("\n".join(wrong) + "\n", encoding="utf-8")
    assert not wrong, f"{len(wrong)} problems:\n" + "\n".join(wrong[:40])


def _waiter(qtbot):
    return lambda condition, seconds: qtbot.waitUntil(condition, timeout=int(seconds * 1000))


def test_every_tab_shrinks_to_1024x768_at_the_desk_without_cutting_anything(qtbot, room_window):
    w = room_window
    w.lessons.player.close()
    w.set_presentation(False)
    w.resize(1024, 768)
    wrong = []
    for i in range(w.tabs.count()):
        w.tabs.setCurrentIndex(i)
        qtbot.waitUntil(w.is_ready, timeout=60000)
        qtbot.waitUntil(lambda: (w.width(), w.height()) == (1024, 768), timeout=5000)
        try:
            qtbot.waitUntil(lambda: not layout_problems(w), timeout=5000)
        except qtbot.TimeoutError:
            wrong += layout_problems(w)
        across, _down = page_scrolls(w.tabs.currentWidget())
        if across:
            wrong.append(f"tab {i}: the page scrolls across at 1024x768")
    assert w.minimumSizeHint().width() <= 1024 and w.minimumSizeHint().height() <= 768
    assert not w.lessons.dock.isVisible()  # a closed lesson leaves no empty narration panel
    assert not wrong, "\n".join(wrong)
