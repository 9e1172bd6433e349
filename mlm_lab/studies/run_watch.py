"""The trainer callback of one study run: forwards to the study's callbacks, times the first steps."""

from __future__ import annotations

import time
from pathlib import Path

from mlm_lab.studies.folder import PlannedRun


class RunWatch:
    """Trainer callback of one run: forwards to the study callbacks, times the first steps."""

    def __init__(self, runner, run: PlannedRun):
        self.runner, self.run = runner, run
        self.step_times: dict[int, float] = {}
        self.loop_start: float | None = None

    def on_start(self, run_dir, info):
        self.runner._emit("on_run_start", self.run, Path(run_dir), info)

    def on_metrics(self, record):
        step = int(record.get("step", -1))
        if step in (0, 1, 2) and step not in self.step_times:
            self.step_times[step] = time.perf_counter()
            if step == 1 and isinstance(record.get("elapsed_s"), (int, float)):
                # elapsed_s counts from the start of the training loop (a new run's first step)
                self.loop_start = self.step_times[1] - float(record["elapsed_s"])
        self.runner._emit("on_run_metrics", self.run, record)

    def on_log(self, message):
        if not message.startswith("Traceback"):
            self.runner._emit("on_log", f"[{self.run.label}] {message.splitlines()[0]}")

    def first_step_start(self) -> float | None:
        """When the run's first training step began: the step-1 record less its elapsed_s
        (the trainer's clock from the start of its loop); without it, less one step's time."""
        if self.loop_start is not None:
            return self.loop_start
        t1, t2 = self.step_times.get(1), self.step_times.get(2)
        if t1 is None:
            return self.step_times.get(0)
        return t1 - (t2 - t1) if t2 is not None else t1
