"""What a person sees of a lesson on a real screen: the window on an X server, measured step by step.

    DISPLAY=:99 QT_QPA_PLATFORM=xcb python scripts/room_probe.py --lesson 1 --out ROOMS/1280x720

tests/app/test_rooms_xvfb.py starts Xvfb (a screen of the room's size) and openbox (a window
manager: the window is placed, framed and made full screen by it, as on a laptop) and runs this
in a process of its own, one per room. For every step of the lesson, in presentation mode (or
at the desk with --desk), it opens the step as a person would (Lessons: the step's state, the
app scrolling the step's subject into sight), waits for the models' answers and the layout to
settle, and measures three parts:

- `narration`: the step's words;
- `focus`: what the step talks about (its `focus`, room_fit.focus_widgets: the masked chips, the
  plots, the panels, ...);
- `exercise`: the exercise's controls (its answer box or choices, Check, Show the answer).

Each part's rectangle is mapped to the screen and cut by what stands between it and the reader:
the screen's available area, the window, and every widget above it (a scroll area's viewport
above all). What is left is what a person sees; a part is in sight when all of it is left (a
part taller than its scroll area's view counts as in sight when it fills that view from its
top: room_fit.focus_in_sight's rule). One JSON object per step goes to OUT/measured.jsonl, with
a picture of the whole screen (the X server's root window: frame and all) as OUT/step-N.png.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

TOLERANCE = 1  # px: rounding at fractional scale factors


def _global_rect(widget):
    from PySide6.QtCore import QPoint, QRect

    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def seen(widget, screen_rect):
    """(the part of `widget` a person sees, in screen coordinates; what cut it first, or '').
    Every widget above it clips it: a scroll area's viewport (content scrolled away), a pane too
    small, the window; and the screen's available area clips them all."""
    from PySide6.QtWidgets import QAbstractScrollArea

    rect = _global_rect(widget)
    visible = rect.intersected(screen_rect)
    cut = "the screen" if visible != rect else ""
    ancestor = widget.parentWidget()
    while ancestor is not None:
        area = ancestor.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is ancestor:
            what = f"the scroll area {area.objectName() or type(area).__name__}"
        else:
            what = type(ancestor).__name__ + (f"#{ancestor.objectName()}" if ancestor.objectName() else "")
        now = visible.intersected(_global_rect(ancestor))
        if now != visible and not cut:
            cut = what
        visible = now
        ancestor = ancestor.parentWidget()
    return visible, cut


def _fill_their_view(widgets, screen_rect) -> bool:
    """Parts taller together than the scroll area's view they sit in (nine blanks with their
    predictions), shown from their top and filling that view, the view itself wholly seen."""
    from PySide6.QtWidgets import QScrollArea

    area = widgets[0].parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is None:
        return False
    view = _global_rect(area.viewport())
    shown, _ = seen(area.viewport(), screen_rect)
    if shown != view:
        return False
    union = _global_rect(widgets[0])
    for widget in widgets[1:]:
        union = union.united(_global_rect(widget))
    return union.height() > view.height() - 8 and abs(union.top() - view.top()) <= 8 + TOLERANCE


def measure_part(name: str, widgets, screen_rect) -> dict:
    """In sight when every widget is wholly seen, or (room_fit.focus_in_sight's rule) when the
    parts are taller than their scroll area's view and fill it from their top."""
    parts = []
    for widget in widgets:
        visible, cut = seen(widget, screen_rect)
        area = max(widget.width() * widget.height(), 1)
        share = visible.width() * visible.height() / area if not visible.isEmpty() else 0.0
        whole = (visible.width() >= widget.width() - TOLERANCE and visible.height() >= widget.height() - TOLERANCE)
        g = _global_rect(widget)
        parts.append({"widget": type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else ""),
                      "rect": [g.x(), g.y(), g.width(), g.height()], "seen": round(share, 3),
                      "whole": whole, "cut_by": "" if whole else cut})
    whole = bool(parts) and all(p["whole"] for p in parts)
    fills = bool(parts) and not whole and _fill_their_view(widgets, screen_rect)
    return {"part": name, "count": len(parts), "in_sight": whole or fills, "fills_view": fills,
            "whole": sum(p["whole"] for p in parts), "seen": round(min((p["seen"] for p in parts), default=0.0), 3),
            "widgets": parts}


def exercise_controls(panel) -> list:
    """The exercise's visible controls: its inputs and buttons (none on a step without one)."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit

    box = panel.exercise
    if not box.isVisible():
        return []
    found = []
    for kind in (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton):
        found += [w for w in box.findChildren(kind) if w.isVisible()
                  and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))]  # (a spin box's own line edit)
    return found


def _settle(app, window, seconds: float) -> None:
    """Run the event loop until the models answered and the layout stopped moving."""
    end = time.monotonic() + seconds
    last, still = None, 0
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.03)
        if not window.is_ready():
            still = 0
            continue
        shape = tuple((w.x(), w.y(), w.width(), w.height()) for w in window.findChildren(type(window.tabs)))
        shape += (window.geometry().getRect(), window.lessons.panel.narration.geometry().getRect())
        still = still + 1 if shape == last else 0
        last = shape
        if still >= 6:  # about 0.2 s without a change
            return


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lesson", default="1", help="the bundled lesson's number (default 1)")
    parser.add_argument("--steps", default="", help="comma-separated step numbers (default: all)")
    parser.add_argument("--desk", action="store_true", help="at the desk instead of in presentation mode")
    parser.add_argument("--out", required=True, help="folder for measured.jsonl and the screen pictures")
    parser.add_argument("--no-shots", action="store_true", help="measure only")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("OMP_NUM_THREADS", "1")

    from mlm_lab.app.window.main import create_app

    app = create_app([])
    from mlm_lab.app.lessons.room_fit import focus_widgets, layout_problems, page_scrolls
    from mlm_lab.app.window.main_window import MainWindow
    from mlm_lab.lab.lesson import bundled_lessons, load_lesson

    path = next(p for p in bundled_lessons() if p.name.startswith(f"{args.lesson}-"))
    lesson = load_lesson(path)
    tmp = Path(tempfile.mkdtemp(prefix="room-probe-"))
    window = MainWindow(settings_path=tmp / "settings.ini", runs_dir=tmp / "runs", restore=False)
    window.ask = lambda title, text: True
    window.lessons.panel.exercise.ask_name = lambda title: "Room test"  # never a dialog
    started = time.monotonic()
    window.show()
    _settle(app, window, 120)
    screen = window.screen()
    info = {"screen": list(screen.geometry().getRect()), "available": list(screen.availableGeometry().getRect()),
            "scale": screen.devicePixelRatio(), "lesson": path.name, "mode": "desk" if args.desk else "presentation",
            "platform": app.platformName(), "ready_s": round(time.monotonic() - started, 2)}
    window.lessons.player.start(lesson, path, 0)
    if not args.desk:
        window.set_presentation(True)  # full screen, as a presenter's F5 does
    else:
        window.showMaximized()
    _settle(app, window, 20)
    wanted = [int(s) for s in args.steps.split(",") if s.strip()] or list(range(1, len(lesson.steps) + 1))
    lines = []
    for number in wanted:
        step = lesson.steps[number - 1]
        window.lessons.player.go(number - 1)
        _settle(app, window, 20)
        area = screen.availableGeometry()
        panel = window.lessons.panel
        frame = window.frameGeometry()
        record = {**info, "step": number, "title": step.title, "focus": step.focus,
                  "window": [frame.x(), frame.y(), frame.width(), frame.height()],
                  "fullscreen": window.isFullScreen(),
                  "parts": [measure_part("narration", [panel.narration], area),
                            measure_part("focus", focus_widgets(window, step.focus), area),
                            measure_part("exercise", exercise_controls(panel), area)]}
        across, _down = page_scrolls(window.tabs.currentWidget())
        record["across"] = across  # the tab's page wider than its view: it scrolls sideways, a column is cut
        record["problems"] = layout_problems(window)[:8]  # room_fit's: a widget outside the window, a cut label
        if not record["parts"][2]["count"]:
            record["parts"][2]["in_sight"] = True  # no exercise on this step: nothing to miss
        if not args.no_shots:
            shot = out / f"step-{number}.png"
            screen.grabWindow(0).save(str(shot))  # the root window: what the screen shows, frame and all
            record["shot"] = shot.name
        lines.append(json.dumps(record))
    (out / "measured.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    window.ask = lambda title, text: True
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
