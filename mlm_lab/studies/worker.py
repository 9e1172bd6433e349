"""A study in its own process, as a training run is (`mlm_lab.training.worker`).

    handle = start_study_worker(spec, folder, threads=1)   # a WorkerHandle (spawn_worker)
    handle = start_study_worker(spec, folder, threads=1, resume=True)   # as `mlm-lab study resume FOLDER`
    handle.poll(0)                                           # -> [StudyStarted(...), RunStarted(...), ...]
    handle.stop()                                            # the run in progress checkpoints, the study stops

A crash or a stop never takes the window with it. Its events are the typed dataclasses of
`mlm_lab.studies.events`, sent over the worker's one-way pipe, so the window sees the
pipe close if the process dies. SIGTERM stops the study cleanly too.

The backend comes as the CLI's does: the spec's extra["backend"] ({"name": "local" | "ray",
"address": ...}), kept in study.json; a resumed study runs on the backend it was run with.
"""

from __future__ import annotations

import os

from mlm_lab.studies.spec import StudySpec
from mlm_lab.training.worker import WorkerHandle, spawn_worker


def start_study_worker(spec: StudySpec, folder: str | os.PathLike, *, threads: int,
                       resume: bool = False) -> WorkerHandle:
    """Start (or continue) the study `spec` in `folder` in a new process, torch on `threads` threads;
    `resume`: the study saved in `folder`, as it is (spec only says what the window expects)."""
    return spawn_worker(study_in_worker, spec.to_dict(), str(folder), int(threads), bool(resume),
                        name="mlm-lab-study")


def study_in_worker(spec_dict: dict, folder: str, threads: int, resume: bool = False, *, emit, stop_event) -> int:
    """The study worker's body (spawn_worker's target): 0 finished or stopped, 1 failed, 2 could not start."""
    import signal

    from mlm_lab.studies.events import StudyEventCallback, StudyFailed
    from mlm_lab.studies.folder import Study
    from mlm_lab.studies.ray_backend import check_backend, record_backend, saved_backend
    from mlm_lab.studies.runner import StudyRunner
    from mlm_lab.studies.spec import StudyError

    try:
        spec = StudySpec.from_dict(spec_dict)
        study = Study.open(folder) if resume else Study.create_or_continue(folder, spec)
        backend, address = saved_backend(study.spec if resume else spec)
        check_backend(backend, address)
        record_backend(study, backend, address)
        runner = StudyRunner(study, callbacks=[StudyEventCallback(emit)], stop_event=stop_event, threads=threads,
                             backend=backend, address=address)
        signal.signal(signal.SIGTERM, lambda *_: runner.request_stop())
        runner.prepare()
        outcome = runner.run()
    except (StudyError, OSError) as exc:
        emit(StudyFailed(str(exc).splitlines()[0] if str(exc) else type(exc).__name__))
        return 2
    return 0 if outcome.state in ("finished", "stopped") else 1


__all__ = ["start_study_worker", "study_in_worker"]
