"""A class of N students on this machine's loopback: how long joining, a step and an answer take.

    .venv/bin/python benchmarks/bench_class.py            # 40 students, 10 steps paced, 40 answers
    .venv/bin/python benchmarks/bench_class.py --students 100

Everything runs on 127.0.0.1 and stops by itself: one ClassHost (its own thread, as in the teacher's
lab) and N StudentClients (a thread and a WebSocket each, as N labs would be). Prints, in ms:
    join        each student's start() until the welcome, all N joining at once
    step        host.pace(i) until every student holds step i (p50 / p95 over the paced steps)
    answer      send_answer until the host's 'answer' event for it (p50 / p95 over N answers)
and the process's peak resident memory. Figures are for this machine; a LAN adds its round trips.

With --gui (the default; --no-gui skips it) the host is driven by a real teacher's window (offscreen,
the bundled models, the dashboard of mlm_lab.app.classroom) and it prints as well:
    dashboard   an answer sent until the dashboard's refresh that shows it (p50 / p95)
    stall       the longest gap of a 5 ms timer on the GUI thread while all N answer at once
--soak S then paces and answers in rounds for S seconds and prints the resident memory before and after.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mlm_lab.classroom.client import StudentClient
from mlm_lab.classroom.host import ClassHost


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def wait_for(predicate, timeout: float = 30.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.002)
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", type=int, default=40)
    parser.add_argument("--steps", type=int, default=10, help="steps paced (the lesson's steps, in turn)")
    parser.add_argument("--gui", action=argparse.BooleanOptionalAction, default=True,
                        help="drive the host from a real teacher's window (offscreen) and time its dashboard")
    parser.add_argument("--soak", type=float, default=0.0, help="seconds of paced rounds of answers, for memory")
    args = parser.parse_args()
    if args.gui:
        return gui_main(args)
    answered: dict[tuple[int, int], float] = {}
    lock = threading.Lock()

    def on_event(event: dict) -> None:
        if event.get("type") == "answer":
            with lock:
                answered[(event["student"], event["step"])] = time.perf_counter()

    with tempfile.TemporaryDirectory() as tmp:
        host = ClassHost("1", name="bench", bind="127.0.0.1", port=0, db=Path(tmp) / "bench.mlmclass",
                         on_event=on_event)
        host.start()
        count = len(host.lesson.steps)
        students: list[StudentClient] = []
        try:
            def join(i: int) -> float:
                client = StudentClient(f"127.0.0.1:{host.port}", code=host.code, name=f"student {i + 1}",
                                       client="cli")
                t0 = time.perf_counter()
                client.start(wait=30)
                elapsed = time.perf_counter() - t0
                students.append(client)
                return elapsed

            t_all = time.perf_counter()
            with ThreadPoolExecutor(min(args.students, 64)) as pool:
                joins = list(pool.map(join, range(args.students)))
            all_in = time.perf_counter() - t_all

            steps = []
            for k in range(args.steps):
                target = (k + 1) % count
                t0 = time.perf_counter()
                host.pace(target)
                ok = wait_for(lambda t=target: all(c.step is not None and c.step.get("index") == t for c in students))
                if not ok:
                    print(f"step {target + 1}: not every student got it within 30 s", file=sys.stderr)
                    return 1
                steps.append(time.perf_counter() - t0)

            guess = next((i for i, s in enumerate(host.lesson.steps)
                          if s.exercise is not None and s.exercise.kind == "guess"), 0)
            host.pace(guess)
            sent = {}
            for c in students:
                sent[(c.welcome["student"], guess)] = time.perf_counter()
                c.send_answer(guess, "word")
            if not wait_for(lambda: len(answered) >= len(students)):
                print("not every answer reached the host within 30 s", file=sys.stderr)
                return 1
            answers = [answered[k] - t for k, t in sent.items()]
        finally:
            for c in students:
                c.stop()
            host.stop()

    ms = 1000.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"students           {args.students} on 127.0.0.1 (host thread + {args.students} client threads, one process)")
    print(f"join               p50 {statistics.median(joins) * ms:7.1f} ms   p95 {pct(joins, 0.95) * ms:7.1f} ms   "
          f"all in {all_in * ms:7.1f} ms")
    print(f"step -> everyone   p50 {statistics.median(steps) * ms:7.1f} ms   p95 {pct(steps, 0.95) * ms:7.1f} ms   "
          f"({len(steps)} steps)")
    print(f"answer -> host     p50 {statistics.median(answers) * ms:7.1f} ms   p95 {pct(answers, 0.95) * ms:7.1f} ms   "
          f"({len(answers)} answers, each committed to SQLite before the event)")
    print(f"peak memory        {peak:7.1f} MiB (the whole process: host and every client)")
    return 0


def rss_mib() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def gui_main(args) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    from mlm_lab.app.classroom.teacher import TeacherClass
    from mlm_lab.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    tmp = tempfile.TemporaryDirectory()
    folder = Path(tmp.name)
    window = MainWindow(settings_path=folder / "settings.ini", runs_dir=folder / "runs", restore=False)
    window.ask = lambda title, text: True
    window.resize(1400, 900)
    window.show()

    def spin(predicate, timeout: float = 60.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            app.processEvents()
            # what app.exec() does between events and processEvents() does not: delete the widgets
            # given to deleteLater (each step's old chips). Without it the soak measured the chips
            # of every step kept, 1017 -> 2258 MiB over 30 minutes, a leak of this loop, not the app's
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if predicate():
                return True
            time.sleep(0.001)
        return False

    spin(window.is_ready, 120)
    from mlm_lab.classroom.lesson_view import find_lesson

    lesson_path = find_lesson("1")
    host = ClassHost(lesson_path, name="bench", bind="127.0.0.1", port=0, db=folder / "bench.mlmclass")
    info = host.start()
    teacher = TeacherClass(window.classroom, host, info, str(lesson_path))
    window.classroom.teacher = teacher
    teacher.begin()
    spin(lambda: window.lessons.player.is_open, 30)
    shown: dict[tuple[int, int], float] = {}
    original = teacher.dashboard.refresh

    def timed_refresh(snap: dict) -> None:
        original(snap)
        now = time.perf_counter()
        for student in snap["students"]:
            for step in student["answers"]:
                shown.setdefault((student["id"], int(step)), now)

    teacher.dashboard.refresh = timed_refresh
    gaps = {"last": time.perf_counter(), "max": 0.0, "on": False}

    def tick() -> None:
        now = time.perf_counter()
        if gaps["on"]:
            gaps["max"] = max(gaps["max"], now - gaps["last"])
        gaps["last"] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    students: list[StudentClient] = []
    try:
        t0 = time.perf_counter()
        for i in range(args.students):
            c = StudentClient(f"127.0.0.1:{host.port}", code=host.code, name=f"student {i + 1}", client="cli")
            c.start(wait=None)
            students.append(c)
        if not spin(lambda: all(c.welcome is not None for c in students), 60):
            print("not every student joined within 60 s", file=sys.stderr)
            return 1
        all_in = time.perf_counter() - t0
        player = window.lessons.player
        guess = next(i for i, s in enumerate(player.lesson.steps) if s.exercise is not None and s.exercise.kind == "guess")
        steps = []
        for target in [guess] + [(guess + k) % player.count for k in range(1, args.steps)] + [guess]:
            t0 = time.perf_counter()
            player.go(target)  # the teacher's Next / Back: the window paces the class
            if not spin(lambda t=target: all(c.step is not None and c.step.get("index") == t for c in students), 30):
                print(f"step {target + 1}: not every student got it within 30 s", file=sys.stderr)
                return 1
            steps.append(time.perf_counter() - t0)
        spin(lambda: False, 1.0)  # the picture of the step goes out; the window is quiet again
        gaps["on"], gaps["last"] = True, time.perf_counter()
        sent = {}
        for c in students:
            sent[(c.welcome["student"], guess)] = time.perf_counter()
            c.send_answer(guess, "word")
        if not spin(lambda: all(k in shown for k in sent), 30):
            print("the dashboard did not show every answer within 30 s", file=sys.stderr)
            return 1
        spin(lambda: False, 0.3)
        gaps["on"] = False
        dash = [shown[k] - t for k, t in sent.items()]
        before = rss_mib()
        rounds = 0
        end = time.monotonic() + args.soak
        while time.monotonic() < end:
            rounds += 1
            target = (guess + rounds) % player.count
            player.go(target)
            spin(lambda t=target: all(c.step is not None and c.step.get("index") == t for c in students), 30)
            for c in students:
                c.send_answer(guess, f"word{rounds}")
            spin(lambda: not any(c.unacknowledged() for c in students), 30)
        after = rss_mib()
    finally:
        timer.stop()
        for c in students:
            c.stop()
        teacher.shutdown()
        window.close()
        app.processEvents()
        tmp.cleanup()

    ms = 1000.0
    print(f"students           {args.students} on 127.0.0.1, the host driven by a teacher's window (offscreen)")
    print(f"all joined in      {all_in * ms:7.1f} ms")
    print(f"step -> everyone   p50 {statistics.median(steps) * ms:7.1f} ms   p95 {pct(steps, 0.95) * ms:7.1f} ms   "
          f"({len(steps)} steps from the window's player)")
    print(f"answer -> dashboard p50 {statistics.median(dash) * ms:6.1f} ms   p95 {pct(dash, 0.95) * ms:7.1f} ms   "
          f"({len(dash)} answers at once)")
    print(f"GUI stall          {gaps['max'] * ms:7.1f} ms longest gap of a 5 ms timer while they answered")
    if args.soak:
        print(f"soak               {rounds} rounds in {args.soak:.0f} s: resident {before:7.1f} -> {after:7.1f} MiB")
    print(f"peak memory        {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:7.1f} MiB (window, models, "
          f"host and every client)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
