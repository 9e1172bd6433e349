"""What the two ways of training a study's runs elsewhere share (`--parallel N`: processes on this
machine, mlm_lab.studies.parallel; `--backend ray`: Ray tasks, mlm_lab.studies.ray_backend).

- In the worker: `train_run` trains or resumes one run, its trainer events forwarded by `Forward`
  through whatever carries them back (a multiprocessing queue, a Ray queue), each tagged with the
  run's index; it answers (state, message, run_dir).
- In the study's thread: `dispatch` hands an event back to the run's RunWatch, so the study's
  callbacks see the same events as for a run trained in place; `Outcomes` counts what each
  finished run answered (a data or config error stops the study, a failed run is listed).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

EVENT_KINDS = ("start", "metrics", "log")  # what Forward sends; a backend may add its own kinds


class Forward:
    """Trainer callback in a worker: every event to `send(item)` as (index, kind, payload, time);
    the start's info cut to plain values, a log message to its first line, tracebacks left out."""

    def __init__(self, index: int, send: Callable[[tuple], None]):
        self.index, self.send = index, send

    def put(self, kind: str, payload) -> None:
        self.send((self.index, kind, payload, time.time()))

    def on_start(self, run_dir, info):
        self.put("start", (str(run_dir), {k: v for k, v in info.items() if isinstance(v, (int, float, str))}))

    def on_metrics(self, record):
        self.put("metrics", record)

    def on_log(self, message):
        if not message.startswith("Traceback"):
            self.put("log", message.splitlines()[0])


def train_run(config_dict: dict, runs_dir: str, resume: str | None, *, forward: Forward, stop, data_cache) -> tuple:
    """Train (`resume` None: a new run in `runs_dir`, its data from `data_cache`) or resume one run;
    (state, message, run_dir): "error" (the data or the config is refused: no run folder),
    "failed" (training broke; its folder), or the trainer's own state."""
    from mlm_lab.data.text_files import DataError
    from mlm_lab.training.config import ConfigError, TrainConfig
    from mlm_lab.training.trainer import Trainer, TrainingError

    config = TrainConfig.from_dict(config_dict)
    trainer = None
    try:
        if resume:
            trainer = Trainer(config, resume=resume, callbacks=[forward], stop_event=stop)
        else:
            trainer = Trainer(config, runs_dir=runs_dir, data=data_cache.get(config), callbacks=[forward],
                              stop_event=stop)
        result = trainer.run()
    except (DataError, ConfigError) as exc:
        return "error", str(exc), None
    except TrainingError as exc:
        return "failed", str(exc), str(trainer.run_dir) if trainer is not None and trainer.run_dir else None
    return result.state, result.message, str(result.run_dir)


def dispatch(watches: dict, index: int, kind: str, payload) -> bool:
    """Hand a forwarded event to its run's watch; False for a kind Forward does not send."""
    watch = watches[index]
    if kind == "start":
        watch.on_start(Path(payload[0]), payload[1])
    elif kind == "metrics":
        watch.on_metrics(payload)
    elif kind == "log":
        watch.on_log(payload)
    else:
        return False
    return True


class Outcomes:
    """What the finished runs answered: `trained` (finished, stopped or failed: a run folder the study
    keeps), `failed` ("<label>: <why>"), and the first `error` (the study stops: no run can train)."""

    def __init__(self, runner):
        self.runner = runner
        self.trained = 0
        self.failed: list[str] = []
        self.error: str | None = None

    def ended(self, planned, state: str, message: str, run_dir: str | None) -> None:
        if state == "skipped":
            return
        if state == "error":
            self.error = self.error or f"{planned.label}: {message}"
            self.runner.request_stop()
            return
        self.trained += 1
        if state == "failed":
            self.failed.append(f"{planned.label}: {message}")
        self.runner._run_ended(planned, Path(run_dir) if run_dir else None, state, message)

    def result(self) -> tuple[int, list[float], list[str]]:
        """(trained, overheads, failures), or StudyError with the first error. No between-run overhead
        is measured when runs overlap."""
        from mlm_lab.studies.spec import StudyError

        if self.error:
            raise StudyError(self.error)
        return self.trained, [], self.failed
