"""A focused soak of the Training tab, offscreen: start and stop a nano run N times and print,
per cycle, what the window process holds. Prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen OMP_NUM_THREADS=1 python benchmarks/soak_training_tab.py [--cycles 15]

Each cycle starts a nano text run on the generated language, waits for its first metric
points (`--points`), presses Stop and waits for the process to end. Per cycle: resident
memory, Python objects the collector tracks (and how many are frozen by gc.freeze), cyclic
garbage found by a full collection, open file descriptors, live QObjects under the tab,
plot items, child processes and threads.
"""

from __future__ import annotations

import argparse
import gc
import multiprocessing
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QObject
from PySide6.QtWidgets import QApplication


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def figures(tab) -> dict:
    tracked, frozen = len(gc.get_objects()), gc.get_freeze_count()
    return {"rss_mb": rss_mb(), "tracked": tracked, "frozen": frozen,
            "fds": len(os.listdir("/proc/self/fd")), "qobjects": len(tab.findChildren(QObject)),
            "plot_items": sum(len(p.getPlotItem().items) for p in (tab.loss_plot, tab.metric_plot)),
            "children": len(multiprocessing.active_children()), "threads": threading.active_count()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=15)
    parser.add_argument("--points", type=int, default=3, help="metric points to wait for before Stop")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from mlm_lab.app.training.tab import TrainingTab

    folder = Path(tempfile.mkdtemp(prefix="mlm-soak-tab-"))
    tab = TrainingTab(runs_dir=folder / "runs")
    tab.resize(1300, 850)
    tab.show()

    def pump(seconds: float, until) -> bool:
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if until():
                return True
            time.sleep(0.005)
        return until()

    pump(1, lambda: False)
    tab.set_form({"task": "text", "data": "generated", "preset": "nano", "steps": 2000, "name": "soak"})
    print("cycle  rss_MB  tracked  frozen  garbage  fds  qobjects  plot_items  children  threads", flush=True)
    first = None
    started = time.perf_counter()
    for cycle in range(args.cycles + 1):
        if cycle:
            if not tab.start():
                print(f"cannot start: {tab.last_error}")
                break
            pump(120, lambda: tab.points() >= args.points)
            tab.stop()
            pump(60, lambda: not tab.is_running())
            pump(0.3, lambda: False)
        garbage = gc.collect()  # what a full pass finds unreachable (frozen objects are not examined)
        f = figures(tab)
        first = first or f
        print(f"{cycle:5d}  {f['rss_mb']:6.0f}  {f['tracked']:7,}  {f['frozen']:6,}  {garbage:7,}  {f['fds']:3d}  "
              f"{f['qobjects']:8d}  {f['plot_items']:10d}  {f['children']:8d}  {f['threads']:7d}", flush=True)
    minutes = (time.perf_counter() - started) / 60
    print(f"{args.cycles} cycles in {minutes:.1f} min: resident memory {first['rss_mb']:.0f} -> {f['rss_mb']:.0f} MB "
          f"({(f['rss_mb'] - first['rss_mb']) / max(args.cycles, 1):+.1f} MB a cycle); frozen objects "
          f"{first['frozen']:,} -> {f['frozen']:,}")
    tab.shutdown()
    tab.close()


if __name__ == "__main__":
    main()
