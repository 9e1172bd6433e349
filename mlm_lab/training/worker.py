"""The training worker: one run in its own process, so a crash or a stop never takes the
app with it.

    handle = start_worker(config)            # multiprocessing, spawn context
    handle.poll(timeout=0.05)                # -> [Metrics(record={"step": 10, ...}), ...]
    handle.stop()                            # finishes the step, writes a checkpoint, "stopped"

`spawn_worker(target, *args)` is the process, pipe and stop event underneath; the study
worker (`mlm_lab.studies.worker`) uses it too.

Events are the typed dataclasses of events.py (Started, Metrics, Snapshot, Status, Log;
their fields are documented there); `event.to_dict()` gives the JSON shape:
    {"type": "started", "run_dir": ..., "step", "steps", "task", "data", ...}
    {"type": "metrics", "step", "train_loss", "lr", "tokens_per_s" | "images_per_s", "elapsed_s",
                        and at evaluations "eval_loss", "eval_accuracy" | "eval_psnr"}
    {"type": "snapshot", "step", "items": [...], "path": file in snapshots/}
    {"type": "status", "state": running|stopped|finished|failed|diverged|refused, "message", "step"}
    {"type": "log", "message"}
("refused": a resume that did not begin, the run folder as it was: in use by another process,
no intact checkpoint, no room to write; the message says why.)

Events travel over a one-way pipe whose only writer is the worker, so if the worker dies
(even by SIGKILL) the reader sees the end of the pipe instead of hanging. The run folder
stays consistent whatever moment it dies at (see runs.py); resume with `resume=run_dir`.

Also a command: `python -m mlm_lab.training.worker --config FILE.json [--resume RUN]
[--runs-dir DIR]` runs in the foreground and prints the events as JSON lines
(image arrays left out; the snapshot's PNG path is there). SIGTERM or Ctrl+C stops it
cleanly.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import queue
import signal
import sys
import threading
from pathlib import Path

from mlm_lab.training.config import TrainConfig
from mlm_lab.training.events import Started, Status, TrainingEvent


class WorkerHandle:
    """The app's side of a running worker (a training run or a study): its events, stop, kill.
    For a training run it also notes the run folder (from Started) and the last Status."""

    def __init__(self, process, conn, stop_event):
        self._process = process
        self._conn = conn
        self._stop_event = stop_event
        self._closed = False
        self.run_dir: Path | None = None  # known once the worker has sent "started"
        self.last_status: Status | None = None

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def exitcode(self) -> int | None:
        return self._process.exitcode

    def poll(self, timeout: float = 0) -> list:
        """Every event that has arrived, waiting up to `timeout` seconds for the first."""
        events: list = []
        if self._closed:
            return events
        try:
            if not self._conn.poll(timeout):
                return events
            while True:
                event = self._conn.recv()
                events.append(event)
                if not self._conn.poll(0):
                    break
        except (EOFError, OSError):  # the worker has gone; nothing more will come
            self._closed = True
            try:
                self._conn.close()
            except OSError:
                pass
        for event in events:
            if isinstance(event, Started) and event.run_dir:
                self.run_dir = Path(event.run_dir)
            elif isinstance(event, Status):
                self.last_status = event
        return events

    def stop(self) -> None:
        """Ask for a clean stop: the worker finishes its step, checkpoints and exits."""
        self._stop_event.set()

    def kill(self) -> None:
        """End the worker at once (SIGKILL); the run folder stays consistent."""
        if self._process.is_alive():
            self._process.kill()

    def join(self, timeout: float | None = None) -> int | None:
        self._process.join(timeout)
        return self._process.exitcode

    def is_alive(self) -> bool:
        return self._process.is_alive()


def spawn_worker(target, *args, name: str = "mlm-lab-worker") -> WorkerHandle:
    """Run `target(*args, emit=..., stop_event=...)` in a new process; the handle reads its events.

    The one way the app starts background work (a training run, a study): a spawned process
    (never forked, so torch's threads are not copied half-way), a one-way pipe whose only
    writer is the child, and a stop event. In the child, `emit(event)` queues a typed event
    and a thread sends it, so a slow reader never blocks the work; `target` returns the exit
    code. `target` and `args` must be picklable (a module-level function, plain data).
    Ctrl+C in the terminal belongs to the app: the child ignores SIGINT."""
    ctx = multiprocessing.get_context("spawn")
    reader, writer = ctx.Pipe(duplex=False)
    stop_event = ctx.Event()
    process = ctx.Process(target=_child_main, args=(target, args, writer, stop_event), name=name, daemon=True)
    process.start()
    writer.close()  # the child now holds the only writing end
    return WorkerHandle(process, reader, stop_event)


def start_worker(config: TrainConfig | None, runs_dir=None, resume: str | None = None) -> WorkerHandle:
    """Start a training run (or resume the run folder `resume`) in a new process."""
    payload = config.to_dict() if config is not None else None
    return spawn_worker(train_in_worker, payload, str(runs_dir) if runs_dir else None,
                        str(resume) if resume else None, name="mlm-lab-training")


class _Sender:
    """Queues events and sends them from a thread, so a slow reader never blocks the work."""

    def __init__(self, conn):
        self._conn = conn
        self._queue: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._loop, name="mlm-lab-events", daemon=True)
        self._thread.start()

    def __call__(self, event) -> None:
        self._queue.put(event)

    def _loop(self) -> None:
        while True:
            event = self._queue.get()
            if event is None:
                return
            try:
                self._conn.send(event)
            except (OSError, ValueError):  # the app went away; keep working, drop events
                pass

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=30)
        try:
            self._conn.close()
        except OSError:
            pass


def _child_main(target, args, conn, stop_event) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in the terminal is the app's
    send = _Sender(conn)
    code = 0
    try:
        code = target(*args, emit=send, stop_event=stop_event)
    finally:
        send.close()
    sys.exit(code)


def train_in_worker(config_dict, runs_dir, resume, *, emit, stop_event) -> int:
    """The training worker's body (spawn_worker's target): one run, its events to `emit`."""
    return _run(config_dict, runs_dir, resume, emit, stop_event)


def _run(config_dict, runs_dir, resume, emit, stop_event, *, sigint_stops: bool = False) -> int:
    from mlm_lab.data.text_files import DataError
    from mlm_lab.training.config import ConfigError
    from mlm_lab.training.events import EventCallback
    from mlm_lab.training.trainer import Trainer, TrainingError

    trainer = None
    try:
        config = TrainConfig.from_dict(config_dict) if config_dict is not None else None
        trainer = Trainer(config, runs_dir=runs_dir, resume=resume, callbacks=[EventCallback(emit)],
                          stop_event=stop_event)
        # SIGTERM (and Ctrl+C in a terminal) stop cleanly; in the app's child, Ctrl+C is the app's
        signal.signal(signal.SIGTERM, lambda *_: trainer.request_stop())
        signal.signal(signal.SIGINT, (lambda *_: trainer.request_stop()) if sigint_stops else signal.SIG_IGN)
        result = trainer.run()
    except (DataError, ConfigError, ValueError, OSError) as exc:  # before the run folder (or resume) was usable
        # a resume refused (in use, no intact checkpoint, no room...) left the run as it was: "refused", not "failed"
        emit(Status("refused" if resume is not None else "failed", _one_line(exc), 0))
        return 2
    except TrainingError as exc:
        if resume is not None and trainer is not None and not trainer.started:
            emit(Status("refused", _one_line(exc), 0))  # nothing of the run's record was changed
            return 2
        return 1  # the trainer has already reported "failed" with the reason
    return 0 if result.state in ("finished", "stopped") else 1


def _one_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


# -- python -m mlm_lab.training.worker --------------------------------------------------------
def _jsonable(event: TrainingEvent) -> dict:
    """The event's dict without its image arrays (and NaN as null)."""
    import numpy as np

    def clean(value):
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items() if not isinstance(v, np.ndarray)}
        if isinstance(value, list):
            return [clean(v) for v in value]
        if isinstance(value, float) and value != value:
            return None
        return value

    return clean(event.to_dict())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mlm_lab.training.worker",
                                     description="Run one training run and print its events as JSON lines.")
    parser.add_argument("--config", help="a TrainConfig JSON file (optional with --resume)")
    parser.add_argument("--resume", help="a run folder to continue from its newest checkpoint")
    parser.add_argument("--runs-dir", help="where new run folders go (default: MLM_LAB_RUNS or the user data dir)")
    args = parser.parse_args(argv)
    if not args.config and not args.resume:
        parser.error("give --config FILE.json, or --resume RUN_DIR")
    from mlm_lab.training.config import ConfigError

    try:
        config = TrainConfig.load(args.config) if args.config else None
    except ConfigError as exc:
        print(f"mlm-lab: {exc}", file=sys.stderr)
        return 2

    def emit(event: TrainingEvent) -> None:
        print(json.dumps(_jsonable(event)), flush=True)

    return _run(config.to_dict() if config else None, args.runs_dir, args.resume, emit, None, sigint_stops=True)


if __name__ == "__main__":
    raise SystemExit(main())
