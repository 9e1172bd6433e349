"""How fast the talk exports are, measured with the bundled models: prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_exports.py [--frames 24] [--size 960x540]

1. Export > Animation of the Image tab's mask-ratio sweep (24 frames, 960x540 GIF) from the
   window, on that tab: seconds from the start to the file on disk (the issue's target: at most
   15 s), and the GUI event loop's longest stall meanwhile (a QTimer at 10 ms records the gaps
   between its ticks; target: under 50 ms).
2. Export > Web page with a 20-frame ratio sweep, from the Text tab: its size in MB (target: at
   most 3 MB), time and longest stall (it shows the Image tab while recording, then the Text tab
   again: two tab switches, each a first paint).
3. SVG and PDF of the Text tab: size and time.
The stalls are the event loop's, whatever held it (the tabs' own redraws too; on a shared machine
the scheduler as well): compare runs in one sitting.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer


class Stalls:
    """The longest gap between the ticks of a 10 ms timer, minus the 10 ms."""

    def __init__(self):
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.worst = 0.0
        self._last = 0

    def _tick(self):
        now = self.clock.elapsed()
        self.worst = max(self.worst, now - self._last - 10)
        self._last = now

    def start(self):
        self.worst = 0.0
        self.clock.start()
        self._last = 0
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def pump(app, until, timeout_s: float = 300) -> bool:
    deadline = time.perf_counter() + timeout_s
    while time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if until():
            return True
        time.sleep(0.002)
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=24)
    parser.add_argument("--size", default="960x540")
    args = parser.parse_args()
    size = tuple(int(x) for x in args.size.lower().split("x"))

    from PIL import Image

    from mlm_lab.app.window.main import create_app
    from mlm_lab.app.window.main_window import MainWindow
    from mlm_lab.export import parse_sweep

    app = create_app()
    with tempfile.TemporaryDirectory(prefix="mlm-lab-bench-exports-") as tmp:
        tmp = Path(tmp)
        window = MainWindow(settings_path=tmp / "settings.ini", restore=False)
        window.ask = lambda title, text: True
        window.resize(1400, 900)
        window.show()
        t0 = time.perf_counter()
        assert pump(app, window.is_ready), "the models did not load"
        print(f"models ready in {time.perf_counter() - t0:.1f} s")

        step = 0.92 / (args.frames - 1)
        sweep = parse_sweep(f"image.ratio=0:{step * (args.frames - 1):.6f}:{step:.6f}", tab="image")
        out = tmp / "sweep.gif"
        written = []
        window.tabs.setCurrentWidget(window.image_tab)  # the speaker is on the tab (its first paint is not the export's)
        pump(app, window.is_ready)
        stalls = Stalls()
        stalls.start()
        t0 = time.perf_counter()
        window.export_animation(sweep, str(out), fps=8, size=size)
        window.exports.animation_export.written.connect(written.append)
        pump(app, lambda: bool(written))
        seconds = time.perf_counter() - t0
        worst = stalls.stop()
        with Image.open(out) as film:
            frames, shape = film.n_frames, film.size
        step = window.exports.animation_export.recorder.longest_step_ms
        print(f"animation: {frames} frames {shape[0]}x{shape[1]} GIF of the ratio sweep in {seconds:.1f} s "
              f"(target <= 15 s), {out.stat().st_size / 1e6:.2f} MB; longest GUI stall {worst:.0f} ms (target < 50), "
              f"the recorder's own longest step on the GUI thread (a grab) {step:.0f} ms")

        page = tmp / "view.html"
        done = []
        window.tabs.setCurrentWidget(window.text_tab)
        pump(app, window.is_ready)
        stalls.start()
        t0 = time.perf_counter()
        window.export_web_page(str(page))
        window.exports.web_export.written.connect(done.append)
        pump(app, lambda: bool(done))
        seconds = time.perf_counter() - t0
        worst = stalls.stop()
        step = window.exports.web_export.recorder.longest_step_ms
        print(f"web page: 20-frame ratio sweep, {page.stat().st_size / 1e6:.2f} MB (target <= 3 MB) in "
              f"{seconds:.1f} s; longest GUI stall {worst:.0f} ms, the recorder's longest step {step:.0f} ms")

        for suffix in (".svg", ".pdf"):
            t0 = time.perf_counter()
            path = window.export_vector(tmp / f"text{suffix}")
            print(f"{suffix[1:].upper()} of the Text tab: {path.stat().st_size / 1e3:.0f} kB in "
                  f"{(time.perf_counter() - t0) * 1000:.0f} ms (on the GUI thread)")
        window.close()
        app.processEvents()


if __name__ == "__main__":
    main()
