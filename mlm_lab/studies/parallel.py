"""`--parallel N`: a study's runs in N worker processes at once (for machines with more
cores than one small model can use). Each worker builds its data once and reuses it for
its runs; its trainer events come back through a queue, so the study's callbacks are
still called in the thread that runs the study. Processes are spawned (not forked), so
torch's threads are never copied half-way.
"""

from __future__ import annotations

import multiprocessing as mp
import queue as queue_mod
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

_events = None  # in a worker: the queue back to the study
_stop = None  # in a worker: the study's stop flag
_cache = None


def _init_worker(events, stop) -> None:
    global _events, _stop, _cache
    from mlm_lab.studies.runner import DataCache

    _events, _stop = events, stop
    _cache = DataCache(log=lambda message: None)


class _Forward:
    """Trainer callback in a worker: every event into the queue, tagged with the run."""

    def __init__(self, index: int):
        self.index = index

    def _put(self, kind: str, payload) -> None:
        _events.put((self.index, kind, payload, time.time()))

    def on_start(self, run_dir, info):
        self._put("start", (str(run_dir), {k: v for k, v in info.items() if isinstance(v, (int, float, str))}))

    def on_metrics(self, record):
        self._put("metrics", record)

    def on_log(self, message):
        if not message.startswith("Traceback"):
            self._put("log", message.splitlines()[0])


def _train_one(index: int, config_dict: dict, runs_dir: str, resume: str | None) -> tuple:
    """In a worker: train (or resume) one run; (state, message, run_dir)."""
    from mlm_lab.data.text_files import DataError
    from mlm_lab.training.config import ConfigError, TrainConfig
    from mlm_lab.training.trainer import Trainer, TrainingError

    if _stop.is_set():
        return "skipped", "the study was stopped", None
    config = TrainConfig.from_dict(config_dict)
    forward = _Forward(index)
    try:
        if resume:
            trainer = Trainer(config, resume=resume, callbacks=[forward], stop_event=_stop)
        else:
            trainer = Trainer(config, runs_dir=runs_dir, data=_cache.get(config), callbacks=[forward],
                              stop_event=_stop)
        result = trainer.run()
    except (DataError, ConfigError) as exc:
        return "error", str(exc), None
    except TrainingError as exc:
        return "failed", str(exc), str(trainer.run_dir) if trainer.run_dir else None
    return result.state, result.message, str(result.run_dir)


def run_parallel(runner, todo) -> tuple[int, list[float], list[str]]:
    """Train `todo` (PlannedRuns) in runner.parallel processes; (trained, overheads, failures).
    No between-run overhead is measured here: the runs overlap."""
    from mlm_lab.studies.runner import _RunWatch
    from mlm_lab.studies.spec import StudyError

    ctx = mp.get_context("spawn")
    events, stop = ctx.Queue(), ctx.Event()
    watches = {p.index: _RunWatch(runner, p) for p in todo}
    by_index = {p.index: p for p in todo}
    trained, failed = 0, []
    error = None

    def drain(timeout: float) -> None:
        try:
            item = events.get(timeout=timeout)
        except queue_mod.Empty:
            return
        while item is not None:
            index, kind, payload, _ = item
            watch = watches[index]
            if kind == "start":
                watch.on_start(Path(payload[0]), payload[1])
            elif kind == "metrics":
                watch.on_metrics(payload)
            else:
                watch.on_log(payload)
            try:
                item = events.get_nowait()
            except queue_mod.Empty:
                item = None

    with ProcessPoolExecutor(max_workers=runner.parallel, mp_context=ctx, initializer=_init_worker,
                             initargs=(events, stop)) as pool:
        futures = {pool.submit(_train_one, p.index, p.config.to_dict(), str(runner.study.runs_dir),
                               str(p.run_dir) if p.run_dir else None): p.index for p in todo}
        pending = set(futures)
        while pending:
            if runner.stop_requested and not stop.is_set():
                stop.set()
                for f in pending:
                    f.cancel()
            done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            drain(0.05)
            for f in done:
                if f.cancelled():
                    continue
                p = by_index[futures[f]]
                state, message, run_dir = f.result()
                if state == "skipped":
                    continue
                if state == "error":
                    error = error or f"{p.label}: {message}"
                    runner.request_stop()
                    continue
                trained += 1
                if state == "failed":
                    failed.append(f"{p.label}: {message}")
                runner._run_ended(p, Path(run_dir) if run_dir else None, state, message)
        drain(0.05)
    if error:
        raise StudyError(error)
    return trained, [], failed
