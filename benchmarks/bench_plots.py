"""What a live plot costs the GUI thread: prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_plots.py [--series 6] [--points 4000]

A `LivePlot` (mlm_lab/app/looks/plots.py) with several long curves, as the Training tab draws them
when runs are overlaid: the median and worst time of one legend placement (`LegendPlacer.place`:
which corner hides the least data) and of one `redraw` after a new point (the placement it
asks for is coalesced to one per 200 ms, so it is not in this figure).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtWidgets import QApplication


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--series", type=int, default=6)
    parser.add_argument("--points", type=int, default=4000)
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--record", metavar="PATH", help="also write the figures as JSON (benchmarks/results/bench_plots.json)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from mlm_lab.app.looks.plots import LivePlot

    plot = LivePlot("Loss", "cross-entropy (nats)")
    plot.resize(600, 400)
    plot.show()
    app.processEvents()
    rng = np.random.default_rng(0)
    x = np.arange(args.points, dtype=float)
    for k in range(args.series):
        plot.ensure_series(f"run {k}", color=(40 * k % 255, 80, 200))
        plot.set_series(f"run {k}", x, 6 * np.exp(-x / 500) + 0.1 * rng.random(args.points) + 0.1 * k)
    plot.redraw()
    app.processEvents()
    place = []
    for _ in range(args.repeats):
        t = time.perf_counter()
        plot.legend_placer.place()
        place.append(time.perf_counter() - t)
    redraw = []
    for i in range(args.repeats):
        plot.add_point("run 0", args.points + i, 0.1)
        t = time.perf_counter()
        plot.redraw()
        redraw.append(time.perf_counter() - t)
    print(f"{args.series} curves x {args.points} points: legend placement median "
          f"{statistics.median(place) * 1000:.2f} ms (worst {max(place) * 1000:.2f}); "
          f"redraw after one point median {statistics.median(redraw) * 1000:.2f} ms")
    if args.record:
        from results_file import figure, write_record

        curves = f"{args.series} curves x {args.points:,} points"
        write_record(args.record, bench="bench_plots", title="A live plot of many long curves", figures=[
            figure(f"{curves}: legend placement, median", round(statistics.median(place) * 1000, 2), "ms",
                   note=f"worst {max(place) * 1000:.2f} ms of {args.repeats}"),
            figure("redraw after a new point, median", round(statistics.median(redraw) * 1000, 2), "ms",
                   note=f"worst {max(redraw) * 1000:.2f} ms of {args.repeats}")])


if __name__ == "__main__":
    main()
