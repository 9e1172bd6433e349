"""What the languages and the accessibility naming cost at start and per message.

Prints, on this machine:
1. the accessibility pass (naming every control, accessibility.install) inside a real window's
   construction, median of 5 windows, next to the whole construction;
2. per language: building its two catalogues with pyside6-lrelease the first time (a fresh cache
   folder), and installing them once built (every later start);
3. core_text: translating a core message (a Message: its template looked up) in German, median over all
   the templates made into messages with values, the slowest one, and a plain text (shown as it is).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_i18n.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


RECORDED: list[dict] = []  # the figures, for --record PATH (benchmarks/results_file.py)


def _record(name: str, seconds: float, digits: int = 2, **extra) -> None:
    RECORDED.append({"name": name, "value": round(seconds * 1000, digits), "unit": "ms", **extra})


def accessibility_pass(app, windows: int = 5) -> str:
    import mlm_lab.app.looks.accessibility as accessibility
    import mlm_lab.app.window.chrome as chrome
    from mlm_lab.app.window.main_window import MainWindow

    passes, builds = [], []
    original = accessibility.install

    def timed(window, tabs):
        t0 = time.perf_counter()
        out = original(window, tabs)
        passes.append(time.perf_counter() - t0)
        return out

    chrome.install_accessibility = timed
    try:
        for _ in range(windows):
            folder = Path(tempfile.mkdtemp())
            t0 = time.perf_counter()
            w = MainWindow(settings_path=folder / "s.ini", runs_dir=folder / "runs", restore=False)
            builds.append(time.perf_counter() - t0)
            w.close()
            w.deleteLater()
            app.processEvents()
    finally:
        chrome.install_accessibility = original
    _record("accessibility pass inside a window's construction, median", statistics.median(passes), 1,
            note=f"{windows} windows")
    _record("the window's construction, median", statistics.median(builds), 0, note="the first build includes imports")
    return (f"accessibility pass: median {statistics.median(passes) * 1000:.1f} ms (min {min(passes) * 1000:.1f}, "
            f"max {max(passes) * 1000:.1f}) of a window built in median {statistics.median(builds) * 1000:.0f} ms "
            f"({windows} windows; the first build includes imports)")


def catalogues(app) -> list[str]:
    from mlm_lab.app.i18n import languages

    lines = []
    for lang in ("de", "es", "zh_CN"):
        folder = Path(tempfile.mkdtemp())
        languages.cache_dir = lambda folder=folder: folder
        t0 = time.perf_counter()
        languages.install(lang, app)
        first = time.perf_counter() - t0
        again = []
        for _ in range(5):
            t0 = time.perf_counter()
            languages.install(lang, app)
            again.append(time.perf_counter() - t0)
        _record(f"{lang}: first start, building the catalogues", first, 0)
        _record(f"{lang}: later starts, installing them (median of 5)", statistics.median(again), 1)
        lines.append(f"{lang}: first start builds the catalogues in {first * 1000:.0f} ms; "
                     f"later starts install them in {statistics.median(again) * 1000:.1f} ms (median of 5)")
    languages.install("en", app)
    return lines


def core_messages(app) -> list[str]:
    from mlm_lab.app.i18n import languages
    from mlm_lab.app.i18n.core_messages import FIELD, core_text
    from mlm_lab.app.i18n.core_strings import CORE_STRINGS
    from mlm_lab.errors import msg

    languages.install("de", app)
    times = []
    for template in CORE_STRINGS:
        names = dict.fromkeys(FIELD.findall(template))
        message = msg(template, **{name: f"value{i}" for i, name in enumerate(names)})
        t0 = time.perf_counter()
        core_text(message)
        times.append((time.perf_counter() - t0, template))
    miss = []
    for _ in range(20):
        t0 = time.perf_counter()
        core_text("a sentence the core never wrote, {shown} as it is")
        miss.append(time.perf_counter() - t0)
    languages.install("en", app)
    slowest = max(times)
    _record(f"core_text (German) per message, median over {len(times)} templates",
            statistics.median(t for t, _ in times))
    _record("slowest template", slowest[0])
    _record("core_text on a plain text, median", statistics.median(miss))
    return [f"core_text (German): median {statistics.median(t for t, _ in times) * 1000:.2f} ms over "
            f"{len(times)} templates, slowest {slowest[0] * 1000:.2f} ms ({slowest[1][:50]!r}...)",
            f"core_text on a plain text: median {statistics.median(miss) * 1000:.2f} ms"]


def main() -> int:
    import argparse

    from PySide6.QtWidgets import QApplication

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", metavar="PATH", help="also write the figures as JSON (benchmarks/results/bench_i18n.json)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(accessibility_pass(app), flush=True)
    for line in catalogues(app) + core_messages(app):
        print(line, flush=True)
    if args.record:
        from results_file import write_record

        write_record(args.record, bench="bench_i18n", title="Languages and accessibility: what they cost",
                     figures=RECORDED)
    return 0


if __name__ == "__main__":
    sys.exit(main())
