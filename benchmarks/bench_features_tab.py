"""The Features tab's image view, timed: prints figures, asserts nothing.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_features_tab.py [--repeats 20]

1. The job alone (`features_jobs.feature_maps`: features at the final layer + joint PCA) for
   one picture and for four, with the bundled mae-tiny, after a warm-up call.
2. The tab: from a layer change in the state to the new maps on screen (worker thread,
   queued signal, panels drawn), one picture and two.
3. A patch click's similarity maps (the job alone).
Anchor (issue 11): one picture's map within 100 ms once the model is loaded.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _summary(ms: list[float]) -> str:
    ms = sorted(ms)
    p90 = ms[min(len(ms) - 1, int(round(0.9 * (len(ms) - 1))))]
    return f"median {statistics.median(ms):6.1f} ms, p90 {p90:6.1f} ms (n={len(ms)})"


def _time(fn, repeats: int) -> list[float]:
    fn()  # warm-up: imports, first allocation
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        out.append(1000 * (time.perf_counter() - t0))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    import torch

    torch.set_num_threads(1)  # as the tab's worker runs
    from mlm_lab.inference import bundled_image_model
    from mlm_lab.lab.features_view.jobs import feature_maps, similarity_maps
    from mlm_lab.lab.resources import read_source

    model = bundled_image_model()
    names = ["sample:astronaut", "sample:chelsea", "sample:coffee", "sample:rocket"]
    rgbs = [read_source(n) for n in names]
    for n in (1, 4):
        ms = _time(lambda n=n: feature_maps(model, names[:n], rgbs[:n], -1, False), args.repeats)
        print(f"feature_maps, {n} picture(s), mae-tiny final layer:      {_summary(ms)}")
    ms = _time(lambda: feature_maps(model, names[:1], rgbs[:1], -1, True), args.repeats)
    print(f"feature_maps, 1 picture, background removed:           {_summary(ms)}")
    maps = feature_maps(model, names[:4], rgbs[:4], -1, False)
    ms = _time(lambda: similarity_maps(maps, 0, 40), args.repeats)
    print(f"similarity_maps, 4 pictures:                           {_summary(ms)}")

    from PySide6.QtCore import QEventLoop

    from mlm_lab.app.features.tab import FeaturesTab
    from mlm_lab.app.window.main import create_app
    from mlm_lab.lab.features import FeaturesState

    app = create_app()
    for n in (1, 2):
        tab = FeaturesTab(state=FeaturesState(sources=names[:n]))
        tab.resize(1300, 850)
        tab.show()
        tab.set_image_model(model, "bundled mae-tiny")

        def pump_until_idle(tab=tab):
            while tab.is_busy():
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

        pump_until_idle()
        times = []
        for i in range(args.repeats):
            t0 = time.perf_counter()
            tab.state.layer = 6 - (i % 2)  # final, then the one before
            pump_until_idle()
            times.append(1000 * (time.perf_counter() - t0))
        print(f"tab: layer change -> {n} map(s) on screen:              {_summary(times)}")
        tab.shutdown()
        tab.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main()
