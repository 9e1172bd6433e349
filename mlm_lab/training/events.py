"""What a run reports while it trains, as typed events (no torch here).

The trainer's callbacks become these events (`EventCallback`); the worker process sends
them over its pipe and the app reads them as they are (`isinstance(event, Metrics)`,
`event.record`, `metrics.value("eval_loss")`). `to_dict()` gives the JSON shape the worker
command prints, `event_from_dict` reads it back.

Metric keys in a `Metrics` record (and in metrics.jsonl), see `METRIC_KEYS`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import ClassVar

from mlm_lab.errors import msg

# Every key a metrics record may hold, and what it means.
METRIC_KEYS = {
    "step": "optimizer steps completed",
    "train_loss": "mean training loss of the steps since the last record (the run's own objective)",
    "lr": "learning rate of the last step",
    "tokens_per_s": "text: token slots processed per second (all processes)",
    "images_per_s": "image: images processed per second (all processes)",
    "elapsed_s": "seconds of training so far, over every session of the run",
    "eval_loss": "held-out loss of the run's own objective: masked-token loss at 15 % (mlm), next-token "
                 "loss (clm), masked-patch loss at 75 % (image)",
    "eval_accuracy": "text: held-out top-1 accuracy of the run's own objective (masked tokens for mlm, "
                     "next tokens for clm)",
    "eval_top5": "text: held-out top-5 accuracy of the run's own objective",
    "eval_next_token_loss": "clm only: held-out next-token loss, every real position (same as eval_loss)",
    "eval_next_token_accuracy": "clm only: held-out next-token top-1 accuracy (same as eval_accuracy)",
    "eval_psnr": "image: PSNR (dB) of the reconstructed hidden pixels at 75 % random masking",
}


@dataclass
class TrainingEvent:
    """Base of the events; `type` names the kind ("started", "metrics", ...)."""

    type: ClassVar[str] = ""

    def to_dict(self) -> dict:
        return {"type": self.type, **{f.name: getattr(self, f.name) for f in fields(self)}}


@dataclass
class Started(TrainingEvent):
    """The run folder exists and training begins (or resumes)."""

    type: ClassVar[str] = "started"
    run_dir: str  # the run folder
    task: str  # "text" | "image"
    step: int  # steps already done (0, or the resumed checkpoint's)
    steps: int  # steps in the whole run
    data: str = ""  # what the run trains on, in words
    world_size: int = 1  # processes training together
    device: str = "cpu"
    resumed: bool = False
    parameters: int = 0  # model parameters
    objective: str = "mlm"  # "mlm" (masked: every image run, and BERT-style text) or "clm" (causal text)
    unigram_baseline: float | None = None  # text: accuracy of always guessing by frequency

    def to_dict(self) -> dict:
        data = super().to_dict()
        if data["unigram_baseline"] is None:
            del data["unigram_baseline"]
        return data


@dataclass
class Metrics(TrainingEvent):
    """One metrics record, as appended to metrics.jsonl (keys: METRIC_KEYS)."""

    type: ClassVar[str] = "metrics"
    record: dict = field(default_factory=dict)

    @property
    def step(self) -> int:
        return int(self.record.get("step", 0))

    def value(self, key: str) -> float | None:
        """The record's `key` as a finite number; None when it is absent, not a number, inf or NaN
        (a diverged step's loss), so a plot or a table never shows it."""
        value = self.record.get(key)
        if value is None or isinstance(value, bool):
            return None
        try:
            value = float(value)
        except (TypeError, ValueError, OverflowError):
            return None
        return value if math.isfinite(value) else None

    def to_dict(self) -> dict:
        return {"type": self.type, **self.record}


@dataclass
class Snapshot(TrainingEvent):
    """Probe predictions (text) or reconstructions (image) at a step.

    Text items: {"text", "answer", "predictions": [{"token", "probability"}] * 5, "correct"};
    image items: {"index", "original", "masked", "reconstruction", "pasted" (HxWx3 uint8), "psnr"}."""

    type: ClassVar[str] = "snapshot"
    step: int
    items: list = field(default_factory=list)
    path: str | None = None  # the file written in snapshots/


@dataclass
class Status(TrainingEvent):
    """The run's state changed: running | stopped | finished | failed | diverged, or refused (a
    resume that did not begin: the run folder is as it was; the message says why)."""

    type: ClassVar[str] = "status"
    state: str
    message: str = ""
    step: int = 0


@dataclass
class Log(TrainingEvent):
    """A line for the user (data notes, warnings, a traceback when a run fails)."""

    type: ClassVar[str] = "log"
    message: str = ""


EVENT_TYPES: dict[str, type[TrainingEvent]] = {cls.type: cls for cls in (Started, Metrics, Snapshot, Status, Log)}


def event_from_dict(data: dict) -> TrainingEvent:
    """The event a `to_dict()` (or a worker JSON line) describes. Raises ValueError."""
    if not isinstance(data, dict) or data.get("type") not in EVENT_TYPES:
        raise ValueError(f"not a training event: {data!r}"[:200])
    cls = EVENT_TYPES[data["type"]]
    values = {k: v for k, v in data.items() if k != "type"}
    if cls is Metrics:
        return Metrics(values)
    known = {f.name for f in fields(cls)}
    try:
        return cls(**{k: v for k, v in values.items() if k in known})
    except TypeError as exc:
        raise ValueError(msg("a {data_type} event without {exc}", data_type=data['type'], exc=exc)) from None


class TrainerCallback:
    """Override what you need. Called on rank 0 only, in the training thread."""

    def on_start(self, run_dir, info: dict) -> None: ...

    def on_metrics(self, record: dict) -> None: ...

    def on_snapshot(self, step: int, items: list[dict], path: str | None) -> None: ...

    def on_status(self, state: str, message: str, step: int) -> None: ...

    def on_log(self, message: str) -> None: ...


class EventCallback(TrainerCallback):
    """Turns the trainer's callbacks into typed events and hands each to `emit`."""

    def __init__(self, emit):
        self.emit = emit

    def on_start(self, run_dir, info):
        known = {f.name for f in fields(Started)} - {"run_dir"}
        self.emit(Started(run_dir=str(run_dir), **{k: v for k, v in info.items() if k in known}))

    def on_metrics(self, record):
        self.emit(Metrics(dict(record)))

    def on_snapshot(self, step, items, path):
        self.emit(Snapshot(step, items, path))

    def on_status(self, state, message, step):
        self.emit(Status(state, message, step))

    def on_log(self, message):
        self.emit(Log(message))


__all__ = ["EVENT_TYPES", "EventCallback", "TrainerCallback", "METRIC_KEYS", "Log", "Metrics", "Snapshot", "Started", "Status", "TrainingEvent",
           "event_from_dict"]
