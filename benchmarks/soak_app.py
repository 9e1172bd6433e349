"""A soak test of the real window, offscreen: prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen python benchmarks/soak_app.py [--minutes 10] [--seed 0]

For N minutes it drives the main window with the bundled models as a student would: mask
sliders and strategies on the Text and Image tabs, tab switches, resamples, model switches
(bundled <-> the soak's own training run once it has a checkpoint), a nano training run
started and stopped, lab files saved and opened, and bad lab files opened (each must be
refused). At the end it prints the longest GUI stall (wall and GUI-thread CPU time, see
`StallWatch`), the resident memory (start, end, peak), the growth in Python objects, and
every warning, Qt message and exception caught.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
import warnings
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))  # bad_lab_files: the generated bad lab files

from PySide6.QtCore import QEventLoop, QtMsgType, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

IGNORED_QT = ("propagateSizeHints",)  # the offscreen platform's own note, not the app's


def python_objects() -> int:
    """Objects the collector tracks, frozen ones included (a spawned training process's start
    may gc.freeze() the objects alive then, which get_objects() no longer lists)."""
    gc.collect()
    return len(gc.get_objects()) + gc.get_freeze_count()


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Soak:
    def __init__(self, app, window, folder: Path, seed: int):
        self.app, self.w, self.folder = app, window, folder
        self.rng = random.Random(seed)
        self.counts: dict[str, int] = {}
        self.problems: list[str] = []
        self.run_dir = ""
        self.training_started = 0.0

    def pump(self, seconds: float, until=None) -> bool:
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if until is not None and until():
                return True
            time.sleep(0.002)
        return until() if until is not None else True

    def step(self) -> None:
        actions = [self.text_slider, self.text_strategy, self.image_slider, self.image_strategy, self.switch_tab,
                   self.resample, self.lab_file, self.bad_lab_file, self.switch_model, self.training]
        weights = [8, 3, 6, 3, 3, 3, 1, 1, 1, 1]
        action = self.rng.choices(actions, weights)[0]
        self.counts[action.__name__] = self.counts.get(action.__name__, 0) + 1
        action()
        self.pump(self.rng.uniform(0.05, 0.4))

    def text_slider(self) -> None:
        self.w.text_tab.controls.mask_slider.setValue(self.rng.randint(0, 100))

    def text_strategy(self) -> None:
        combo = self.w.text_tab.controls.strategy_combo
        combo.setCurrentIndex(self.rng.randrange(combo.count()))

    def image_slider(self) -> None:
        self.w.image_tab.active_slider().setValue(self.rng.randint(5, 95))

    def image_strategy(self) -> None:
        combo = self.w.image_tab.ui.strategy_combo
        combo.setCurrentIndex(self.rng.randrange(combo.count()))

    def switch_tab(self) -> None:
        tabs = self.w.tabs
        visible = [i for i in range(tabs.count()) if tabs.isTabVisible(i)]
        tabs.setCurrentIndex(self.rng.choice(visible))

    def resample(self) -> None:
        self.w.resample()

    def lab_file(self) -> None:
        path = self.folder / "soak.mlmlab"
        self.w.save_lab_state(path)
        if not self.w.open_lab_state(path):
            self.problems.append(f"a lab file the window saved was refused: {self.w.banner.text()}")
        self.pump(10, lambda: not self.w.opener.pending())

    def bad_lab_file(self) -> None:
        from bad_lab_files import bad_lab_files

        name, path, expect = self.rng.choice(bad_lab_files(self.folder / "bad"))
        before = self.w.lab_state().to_dict()
        self.w.open_lab_state(path)
        self.pump(10, lambda: not self.w.opener.pending())
        if expect not in self.w.banner.text() or self.w.lab_state().to_dict() != before:
            self.problems.append(f"bad lab file {name}: {self.w.banner.text()!r}")
        self.w.banner.clear()

    def switch_model(self) -> None:
        current = self.w.model_sources().get("text", "bundled")
        if current == "bundled" and self.run_dir:
            self.w.load_model(self.run_dir)
        elif current != "bundled":
            self.w.load_model("bundled")
        self.pump(30, lambda: self.w.is_ready())

    def training(self) -> None:
        tab = self.w.training_tab
        if tab.is_running():
            if time.perf_counter() - self.training_started > 20:
                tab.stop()
                self.pump(30, lambda: not tab.is_running())
                runs = sorted(p for p in Path(tab.runs_dir).iterdir() if p.is_dir()) if Path(tab.runs_dir).is_dir() \
                    else []
                if runs and any(runs[-1].glob("**/model.safetensors")):
                    self.run_dir = str(runs[-1])
            return
        tab.state.form.steps = 2000  # stopped after about 20 s, long before it ends
        if tab.start():
            self.training_started = time.perf_counter()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    caught: list[str] = []
    sys.excepthook = lambda kind, value, tb: caught.append(f"exception: {kind.__name__}: {value}")

    def on_qt_message(kind, context, message):
        if kind != QtMsgType.QtDebugMsg and not any(s in message for s in IGNORED_QT):
            caught.append(f"Qt {kind.name}: {message}")

    qInstallMessageHandler(on_qt_message)
    warnings.simplefilter("always")
    app = QApplication.instance() or QApplication([])
    from mlm_lab.app.looks.widgets import StallWatch
    from mlm_lab.app.window.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="mlm-soak-"))
    with warnings.catch_warnings(record=True) as caught_warnings:
        warnings.simplefilter("always")
        window = MainWindow(settings_path=folder / "settings.ini", runs_dir=folder / "runs",
                            models={"text": "bundled", "image": "bundled"}, restore=False)
        window.ask = lambda title, text: True
        window.resize(1400, 900)
        window.show()
        soak = Soak(app, window, folder, args.seed)
        soak.pump(120, window.is_ready)
        start_rss, start_objects = rss_mb(), python_objects()
        minute_rss: list[float] = []
        peak_rss = start_rss
        watch = StallWatch(20).start()
        started = time.perf_counter()
        end = started + args.minutes * 60
        steps = 0
        while time.perf_counter() < end:
            soak.step()
            steps += 1
            if steps % 50 == 0:
                peak_rss = max(peak_rss, rss_mb())
            if time.perf_counter() - started >= 60 * (len(minute_rss) + 1):
                minute_rss.append(rss_mb())
        watch.stop()
        if window.training_tab.is_running():
            window.training_tab.stop()
            soak.pump(30, lambda: not window.training_tab.is_running())
        soak.pump(2, window.is_ready)
        end_rss, end_objects = rss_mb(), python_objects()
        peak_rss = max(peak_rss, end_rss)
        window.close()
    minutes = (time.perf_counter() - started) / 60
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"soak: {minutes:.1f} min, {steps} actions ({', '.join(f'{k} {v}' for k, v in sorted(soak.counts.items()))})")
    print(f"load average (1, 5, 15 min) at the end: {load}; {os.cpu_count()} CPUs")
    print(watch.summary())
    print(f"resident memory: start {start_rss:.0f} MB, end {end_rss:.0f} MB, peak {peak_rss:.0f} MB "
          f"(growth {end_rss - start_rss:+.0f} MB)")
    print("resident memory at each minute, MB: " + " ".join(f"{m:.0f}" for m in minute_rss))
    print(f"Python objects: start {start_objects:,}, end {end_objects:,} ({end_objects - start_objects:+,})")
    print(f"model run used for switches: {soak.run_dir or 'none (no checkpoint yet)'}")
    found = caught + [f"warning: {w.category.__name__}: {w.message}" for w in caught_warnings] + soak.problems
    print(f"warnings, Qt messages, exceptions and refusals gone wrong: {len(found)}")
    for line in found[:40]:
        print("  " + line)


if __name__ == "__main__":
    main()
