"""How the app feels, measured: prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_app.py [--seconds 60] [--moves 40] [--skip-training]

1. Slider move -> updated panels, median and 90th percentile ms, with the bundled models
   (Image tab: mask ratio; Text tab: mask probability). A move is timed from the slider's
   new value to the moment the panels show the answer for it.
2. The GUI event loop's longest stall while the Training tab runs a training run
   (a QTimer at 10 ms records the gaps between its ticks; a stall is gap - 10 ms).
3. Launch to window visible: a fresh process (`python -c`, the same code as `mlm-lab`),
   from spawning it to the first event-loop turn after `show()`; and to models ready.
Anchors (the issue): slider under 100 ms median; stall under 100 ms; visible within 3 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer


def _pump(app, until, timeout_s: float) -> bool:
    """Run the event loop until `until()` or the timeout. Between events it sleeps in the loop
    (a 10 ms heartbeat wakes it to look at the clock) instead of polling every half millisecond,
    so the benchmark's own waiting adds next to nothing to the CPU time it reports."""
    deadline = time.perf_counter() + timeout_s
    heartbeat = QTimer()
    heartbeat.start(10)
    try:
        while time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
            if until():
                return True
    finally:
        heartbeat.stop()
    return until()


def _percentiles(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return f"median {statistics.median(values):6.1f} ms, p90 {p90:6.1f} ms, max {values[-1]:6.1f} ms (n={len(values)})"


def _cpu_line(cpu: list[float], gui: list[float]) -> str:
    """CPU time per move (all threads, and the GUI thread alone): unlike wall time, it hardly
    moves when other programs share the machine."""
    if not cpu:
        return ""
    return (f"\n    CPU per move: median {statistics.median(cpu):6.1f} ms all threads, "
            f"{statistics.median(gui):6.1f} ms GUI thread")


def bench_image_slider(app, moves: int) -> str:
    from mlm_lab.app.image.tab import ImageTab
    from mlm_lab.inference import bundled_image_model

    try:
        model, name = bundled_image_model(), "bundled mae-tiny"
    except ValueError as exc:
        return f"image slider: skipped ({exc})"
    tab = ImageTab()
    tab.resize(1100, 750)
    tab.show()
    tab.set_model(model, name)
    _pump(app, lambda: tab.is_idle() and tab.result is not None, 60)
    times, cpu, gui = [], [], []
    values = [v for v in range(20, 95, 5)]
    for i in range(moves):
        value = values[i % len(values)]
        if value == tab.ui.ratio_slider.value():
            value = 15
        timer, cpu0, gui0 = time.perf_counter(), time.process_time(), time.thread_time()
        tab.ui.ratio_slider.setValue(value)
        ok = _pump(app, lambda v=value: tab.is_idle() and tab.result is not None and tab.result.ratio == v / 100, 30)
        if ok:
            times.append((time.perf_counter() - timer) * 1000)
            cpu.append((time.process_time() - cpu0) * 1000)
            gui.append((time.thread_time() - gui0) * 1000)
    tab.shutdown()
    tab.close()
    side = model.config.image_size
    return (f"image slider -> 5 panels + heatmap + PSNR/SSIM ({name}, {side} px): {_percentiles(times)}"
            + _cpu_line(cpu, gui))


def bench_text_slider(app, moves: int) -> str:
    from mlm_lab.app.text.tab import TextTab
    from mlm_lab.inference import bundled_text_model

    try:
        model, name = bundled_text_model(), "bundled text-tiny"
    except ValueError as exc:
        return f"text slider: skipped ({exc})"
    tab = TextTab()
    tab.resize(1100, 750)
    tab.show()
    tab.set_model(model)
    _pump(app, lambda: tab.presenter.prediction is not None, 60)
    slider = tab.active_slider()
    times, cpu, gui = [], [], []
    values = [v for v in range(5, 60, 5)]
    for i in range(moves):
        value = values[i % len(values)]
        if value == slider.value():
            value = 70
        timer, cpu0, gui0 = time.perf_counter(), time.process_time(), time.thread_time()
        slider.setValue(value)
        ok = _pump(app, lambda: tab.presenter.prediction is not None, 30)
        if ok:
            times.append((time.perf_counter() - timer) * 1000)
            cpu.append((time.process_time() - cpu0) * 1000)
            gui.append((time.thread_time() - gui0) * 1000)
    tab.shutdown()
    tab.close()
    return f"text slider -> chips + top-5 + attention ({name}): {_percentiles(times)}" + _cpu_line(cpu, gui)


def bench_training_stall(app, seconds: float) -> str:
    try:
        from mlm_lab.app.training.tab import TrainingTab
    except ImportError as exc:
        return f"training stall: skipped ({exc})"
    with tempfile.TemporaryDirectory() as runs:
        tab = TrainingTab(runs_dir=runs)
        tab.resize(1400, 900)
        tab.show()
        tab.set_form({"task": "text", "data": "generated", "preset": "nano", "steps": 100000})
        gaps: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.nsecsElapsed()]

        def tick():
            now = clock.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            last[0] = now

        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        tab.start()
        _pump(app, lambda: tab.points() > 0, 120)  # measure once the run streams metrics
        started = time.perf_counter()
        timer.start()
        last[0] = clock.nsecsElapsed()
        _pump(app, lambda: time.perf_counter() - started > seconds, seconds + 5)
        timer.stop()
        points = tab.points()
        tab.stop()
        _pump(app, lambda: not tab.is_running(), 60)
        tab.shutdown()
        tab.close()
    stalls = [g - 10.0 for g in gaps]
    worst = max(stalls) if stalls else float("nan")
    over = sum(1 for s in stalls if s > 50)
    return (f"event loop during a {seconds:.0f} s training run (text, nano, generated language): longest stall "
            f"{worst:.1f} ms, median tick gap {statistics.median(gaps):.1f} ms, {over} stalls over 50 ms, "
            f"{points} plot points")


_LAUNCH = r"""
import sys, time
from mlm_lab.app.window.main import create_app
app = create_app()
from mlm_lab.app.window.main_window import MainWindow
from PySide6.QtCore import QTimer
w = MainWindow(settings_path=sys.argv[1], restore=False)
w.show()
def shown():
    print("visible", time.time(), time.process_time(), flush=True)
def poll():
    if w.is_ready():
        print("ready", time.time(), time.process_time(), flush=True)
        w.close(); app.quit()
    else:
        QTimer.singleShot(20, poll)
QTimer.singleShot(0, shown)
QTimer.singleShot(0, poll)
QTimer.singleShot(120000, app.quit)
app.exec()
"""


def launch_once(settings: str, root: str | None = None) -> dict[str, tuple[float, float]]:
    """One fresh process: {"visible" | "ready": (seconds since spawning it, its CPU seconds then)}.
    `root`: the checkout to launch (PYTHONPATH), by default whatever this interpreter imports."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if root:
        env["PYTHONPATH"] = root
    start = time.time()
    out = subprocess.run([sys.executable, "-c", _LAUNCH, settings], capture_output=True, text=True, timeout=180,
                         env=env, cwd=root)
    marks = {}
    for line in out.stdout.splitlines():
        if line.startswith(("visible ", "ready ")):
            name, when, cpu = line.split()
            marks[name] = (float(when) - start, float(cpu))
    return marks


def bench_launch(runs: int = 5) -> str:
    """Launch to window visible, wall and CPU (the process's own CPU time, all threads, which a
    loaded machine disturbs far less than the wall clock), medians of `runs` fresh processes."""
    visible, ready = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            marks = launch_once(str(Path(tmp) / f"s{i}.ini"))
            if "visible" in marks:
                visible.append(marks["visible"])
            if "ready" in marks:
                ready.append(marks["ready"])
    if not visible:
        return "launch: the window never became visible"
    text = (f"launch -> window visible: median {statistics.median(v[0] for v in visible):.2f} s, "
            f"CPU {statistics.median(v[1] for v in visible):.2f} s (runs: "
            + ", ".join(f"{v[0]:.2f}" for v in visible) + ")")
    if ready:
        text += (f"; -> models loaded and panes drawn: median {statistics.median(r[0] for r in ready):.2f} s, "
                 f"CPU {statistics.median(r[1] for r in ready):.2f} s")
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="length of the training run (default 60)")
    parser.add_argument("--moves", type=int, default=40, help="slider moves per tab (default 40)")
    parser.add_argument("--skip-training", action="store_true")
    parser.add_argument("--skip-launch", action="store_true")
    args = parser.parse_args()

    import torch

    from mlm_lab.app.window.main import create_app

    app = create_app()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {os.cpu_count()} CPUs")
    if not args.skip_launch:
        print(bench_launch())
    print(bench_image_slider(app, args.moves))
    print(bench_text_slider(app, args.moves))
    if not args.skip_training:
        print(bench_training_stall(app, args.seconds))


if __name__ == "__main__":
    main()
