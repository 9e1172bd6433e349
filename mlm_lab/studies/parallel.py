"""`--parallel N`: a study's runs in N worker processes at once (for machines with more
cores than one small model can use). Each worker builds its data once and reuses it for
its runs; its trainer events come back through a queue, so the study's callbacks are
still called in the thread that runs the study. Processes are spawned (not forked), so
torch's threads are never copied half-way.
"""

from __future__ import annotations

import multiprocessing as mp
import queue as queue_mod
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from mlm_lab.studies.remote_runs import Forward, Outcomes, dispatch, train_run

_events = None  # in a worker: the queue back to the study
_stop = None  # in a worker: the study's stop flag
_cache = None


def _init_worker(events, stop) -> None:
    global _events, _stop, _cache
    from mlm_lab.studies.data_cache import DataCache

    _events, _stop = events, stop
    _cache = DataCache(log=lambda message: None)


def _train_one(index: int, config_dict: dict, runs_dir: str, resume: str | None) -> tuple:
    """In a worker: train (or resume) one run; (state, message, run_dir)."""
    if _stop.is_set():
        return "skipped", "the study was stopped", None
    return train_run(config_dict, runs_dir, resume, forward=Forward(index, _events.put), stop=_stop,
                     data_cache=_cache)


def run_parallel(runner, todo) -> tuple[int, list[float], list[str]]:
    """Train `todo` (PlannedRuns) in runner.parallel processes; (trained, overheads, failures).
    No between-run overhead is measured here: the runs overlap."""
    from mlm_lab.studies.run_watch import RunWatch

    ctx = mp.get_context("spawn")
    events, stop = ctx.Queue(), ctx.Event()
    watches = {p.index: RunWatch(runner, p) for p in todo}
    by_index = {p.index: p for p in todo}
    outcomes = Outcomes(runner)

    def drain(timeout: float) -> None:
        try:
            item = events.get(timeout=timeout)
        except queue_mod.Empty:
            return
        while item is not None:
            index, kind, payload, _ = item
            dispatch(watches, index, kind, payload)
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
                if not f.cancelled():
                    outcomes.ended(by_index[futures[f]], *f.result())
        drain(0.05)
    return outcomes.result()
