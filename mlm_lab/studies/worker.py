"""A study in its own process, as a training run is (`mlm_lab.training.worker`).

    handle = start_study_worker(spec, folder, threads=1)   # a WorkerHandle (spawn_worker)
    handle.poll(0)                                           # -> [StudyStarted(...), RunStarted(...), ...]
    handle.stop()                                            # the run in progress checkpoints, the study stops

A crash or a stop never takes the window with it. Its events are the typed dataclasses of
`mlm_lab.studies.events`, sent over the worker's one-way pipe, so the window sees the
pipe close if the process dies. SIGTERM stops the study cleanly too.
"""

from __future__ import annotations

import os

from mlm_lab.studies.spec import StudySpec
from mlm_lab.training.worker import WorkerHandle, spawn_worker


def start_study_worker(spec: StudySpec, folder: str | os.PathLike, *, threads: int) -> WorkerHandle:
    """Start (or continue) the study `spec` in `folder` in a new process, torch on `threads` threads."""
    return spawn_worker(study_in_worker, spec.to_dict(), str(folder), int(threads), name="mlm-lab-study")


def study_in_worker(spec_dict: dict, folder: str, threads: int, *, emit, stop_event) -> int:
    """The study worker's body (spawn_worker's target): 0 finished or stopped, 1 failed, 2 could not start."""
    import signal

    from mlm_lab.studies.events import StudyEventCallback, StudyFailed
    from mlm_lab.studies.folder import Study
    from mlm_lab.studies.runner import StudyRunner
    from mlm_lab.studies.spec import StudyError

    try:
        spec = StudySpec.from_dict(spec_dict)
        study = Study.create_or_continue(folder, spec)
        runner = StudyRunner(study, callbacks=[StudyEventCallback(emit)], stop_event=stop_event, threads=threads)
        signal.signal(signal.SIGTERM, lambda *_: runner.request_stop())
        runner.prepare()
        outcome = runner.run()
    except (StudyError, OSError) as exc:
        emit(StudyFailed(str(exc).splitlines()[0] if str(exc) else type(exc).__name__))
        return 2
    return 0 if outcome.state in ("finished", "stopped") else 1


__all__ = ["start_study_worker", "study_in_worker"]
