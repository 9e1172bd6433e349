"""What a study reports while it runs, as typed events (no torch here).

The runner's callbacks become these events (`StudyEventCallback`); the study worker
process (`mlm_lab.studies.worker`) sends them over its pipe and the app reads them as
they are, as it reads a training run's events (`mlm_lab.training.events`). `to_dict()`
gives the JSON shape.

    StudyStarted  the study begins: its folder, runs planned, runs already done
    RunStarted    one run begins (or resumes): its place in the plan, value, seed, folder
    RunMetrics    one metrics record of the run in progress (the trainer's `Metrics`)
    RunEnded      a run ended: its state and, when it has one, its results row
    StudyEnded    the study ended: finished | stopped | failed, every row so far
    StudyLog      a line for the user
    StudyFailed   the study could not run at all (a bad spec, data that cannot be read)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import ClassVar

from mlm_lab.training.events import Metrics


@dataclass
class StudyEvent:
    """Base of the study events; `type` names the kind ("study_started", ...)."""

    type: ClassVar[str] = ""

    def to_dict(self) -> dict:
        out = {"type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.to_dict() if isinstance(value, Metrics) else value
        return out


@dataclass
class StudyStarted(StudyEvent):
    type: ClassVar[str] = "study_started"
    folder: str
    runs: int  # runs in the plan
    done: int = 0  # of them, already done (a study that continues)


@dataclass
class RunStarted(StudyEvent):
    type: ClassVar[str] = "run_started"
    index: int  # the run's place in the plan
    value: object  # the knob's value
    seed: int
    run_dir: str
    step: int = 0  # steps already done (a resumed run's checkpoint)
    steps: int = 0  # steps in the whole run
    resumed: bool = False


@dataclass
class RunMetrics(StudyEvent):
    type: ClassVar[str] = "run_metrics"
    index: int
    metrics: Metrics = field(default_factory=Metrics)

    @property
    def step(self) -> int:
        return self.metrics.step


@dataclass
class RunEnded(StudyEvent):
    type: ClassVar[str] = "run_ended"
    index: int
    value: object
    seed: int
    state: str  # finished | stopped | failed | diverged
    message: str = ""
    row: dict | None = None  # its results row (results.csv), when it has one


@dataclass
class StudyEnded(StudyEvent):
    type: ClassVar[str] = "study_ended"
    state: str  # finished | stopped | failed
    message: str = ""
    rows: list[dict] = field(default_factory=list)
    overheads_s: list[float] = field(default_factory=list)


@dataclass
class StudyLog(StudyEvent):
    type: ClassVar[str] = "log"
    message: str = ""


@dataclass
class StudyFailed(StudyEvent):
    type: ClassVar[str] = "study_failed"
    message: str = ""


class StudyEventCallback:
    """A study callback (see runner.StudyCallback) that turns each call into a typed event and
    hands it to `emit` (for a pipe to another process, or a list in a test)."""

    def __init__(self, emit):
        self.emit = emit

    def on_study_start(self, study, planned):
        self.emit(StudyStarted(str(study.folder), len(planned), sum(p.done for p in planned)))

    def on_run_start(self, run, run_dir, info):
        self.emit(RunStarted(run.index, run.value, run.seed, str(run_dir), int(info.get("step") or 0),
                             int(info.get("steps") or 0), bool(info.get("resumed", False))))

    def on_run_metrics(self, run, record):
        self.emit(RunMetrics(run.index, Metrics(dict(record))))

    def on_run_end(self, run, row, state, message):
        self.emit(RunEnded(run.index, run.value, run.seed, state, message, row))

    def on_log(self, message):
        self.emit(StudyLog(message))

    def on_study_end(self, outcome):
        self.emit(StudyEnded(outcome.state, outcome.message, list(outcome.rows), list(outcome.overheads_s)))


__all__ = ["RunEnded", "RunMetrics", "RunStarted", "StudyEnded", "StudyEvent", "StudyEventCallback", "StudyFailed",
           "StudyLog", "StudyStarted"]
