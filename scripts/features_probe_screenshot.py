"""The README's probe screenshot: the real window, the Features tab, a probe run for the
bundled model, grabbed once the plot is drawn (docs/screenshots/features-probe.png).

    QT_QPA_PLATFORM=offscreen python scripts/features_probe_screenshot.py [--task words] [--out PATH]

`mlm-lab screenshot` shows the tab as a lab file leaves it; a probe takes a minute and is
started by a person, so this script starts it (tasks: words, agreement, shapes).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--task", default="words", choices=("words", "agreement", "shapes"))
    parser.add_argument("--out", default="docs/screenshots/features-probe.png")
    parser.add_argument("--timeout", type=float, default=900.0)
    args = parser.parse_args()
    from PySide6.QtCore import QEventLoop

    from mlm_lab.app.window.main import create_app
    from mlm_lab.app.window.main_window import TAB_NAMES, MainWindow
    from mlm_lab.lab import LabState

    app = create_app()
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(settings_path=Path(tmp) / "settings.ini", restore=False)
        window.ask = lambda title, text: True
        window.resize(1400, 900)
        window.show()
        state = LabState(tab="features")
        state.features.view = "text" if args.task != "shapes" else "image"
        state.features.token = 5  # "bank" of the default sentence: its neighbours above the plot
        state.hide = ["features.search"]
        window.apply_lab_state(state, load_models=False)
        window.tabs.setCurrentIndex(TAB_NAMES.index("features"))
        tab = window.lab_tabs["features"]
        tab.splitter.setSizes([420, 420])

        def pump(until, seconds):
            deadline = time.monotonic() + seconds
            while not until() and time.monotonic() < deadline:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
                time.sleep(0.01)

        pump(window.is_ready, args.timeout)
        kind = "image" if args.task == "shapes" else "text"
        tab.probe.task_combo.setCurrentIndex(tab.probe.task_combo.findData(args.task))
        tab.run_probe(kind, args.task)
        pump(lambda: tab.probe.result is not None and window.is_ready(), args.timeout)
        pump(lambda: False, 0.5)
        window.export_png(Path(args.out), whole_window=True)
        print(tab.probe.summary.text())
        print(f"wrote {args.out}")
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
