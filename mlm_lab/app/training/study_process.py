"""The Study page's study in progress, between its form and the studies core. No Qt here.

    spec = spec_from_form(state.form)                     # StudySpec, or StudyError (as the CLI says it)
    folder = study_folder_for(spec, studies_dir)           # the folder that holds this study, or a free one
    handle = start_study_worker(spec, folder)              # a process runs StudyRunner
    handle.poll(0)                                         # -> [{"type": "run_ended", ...}, ...]
    handle.stop()                                          # the run in progress checkpoints, the study stops

The study runs in its own process (spawn), like a single training run
(`mlm_lab.training.worker`): a crash or a stop never takes the window. Its events are the
dicts of `mlm_lab.studies.StudyEventCallback`, sent over a one-way pipe whose only writer
is the study process, so the window sees the pipe close if the process dies. The handle
is the training worker's `WorkerHandle` (poll, stop, kill, join, is_alive).

The fixed settings are the CLI's (`mlm-lab study`), so the same form and the same command
make the same study: one started in a terminal can be continued from the window and back.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from pathlib import Path

from mlm_lab.studies import Study, StudyError, StudySpec, default_studies_dir, list_studies
from mlm_lab.training.config import ConfigError, TrainConfig

# the fixed settings `mlm-lab study` gives every run when only --steps and --preset are set
CLI_FIXED = {"keep_checkpoints": 1, "checkpoint_every": 200}


def parse_values(text: str) -> list[str]:
    """The values box's text as the CLI splits --values; StudyError for an empty item."""
    parts = [part.strip() for part in str(text).split(",")]
    if parts == [""]:
        return []
    if any(part == "" for part in parts):
        raise StudyError(f"the values have an empty item: {text!r}")
    return parts


def spec_from_form(form, *, command: str = "") -> StudySpec:
    """The StudySpec of a StudyForm (or its dict). Raises StudyError with the core's message."""
    data = form if isinstance(form, dict) else form.to_dict()
    seeds = data.get("seeds")
    if isinstance(seeds, bool) or not isinstance(seeds, int):
        raise StudyError(f"seeds are a whole number of seeds, got {seeds!r}")
    steps = data.get("steps")
    if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
        raise StudyError(f"steps must be a whole number of at least 1, got {steps!r}")
    try:
        fixed = TrainConfig.from_dict({"task": data.get("task"), "preset": data.get("preset"), "steps": steps,
                                       **CLI_FIXED})
    except (ConfigError, ValueError) as exc:
        raise StudyError(str(exc)) from None
    values = parse_values(data.get("values", ""))
    return StudySpec(knob=str(data.get("knob")), task=str(data.get("task")), values=values,
                     seeds=list(range(seeds)), fixed=fixed, command=command or command_for(data))


def command_for(data: dict) -> str:
    """The `mlm-lab study` command that makes the same study."""
    values = ",".join(part.strip() for part in str(data.get("values", "")).split(","))
    return (f"mlm-lab study {data.get('knob')} --task {data.get('task')} --values {values} "
            f"--seeds {data.get('seeds')} --steps {data.get('steps')} --preset {data.get('preset')}")


def study_folder_for(spec: StudySpec, studies_dir: str | os.PathLike) -> Path:
    """Where `spec` runs: the folder under `studies_dir` that holds the same study (it is
    continued), else the spec's name, else that name with -2, -3, ... (another study there)."""
    from mlm_lab.training.runs import _safe_name

    root = Path(studies_dir).expanduser()
    for folder in list_studies(root):
        try:
            if not StudySpec.load(folder).differences(spec):
                return folder
        except StudyError:
            continue
    base = _safe_name(spec.name)
    for i in range(1, 1000):
        folder = root / (base if i == 1 else f"{base}-{i}")
        if not folder.exists() or (folder.is_dir() and not any(folder.iterdir())):
            return folder
    raise StudyError(f"no free study folder named {base} in {root}")


def studies_dir_of(runs_dir: str | os.PathLike | None) -> Path:
    """<runs dir>/studies, where the CLI puts studies too."""
    return default_studies_dir(runs_dir)


def study_threads() -> int:
    """Torch threads for the study process: every core but one, which is the window's."""
    return max(1, (os.cpu_count() or 2) - 1)


def start_study_worker(spec: StudySpec, folder: str | os.PathLike, *, threads: int | None = None):
    """Start (or continue) the study `spec` in `folder` in a new process; a WorkerHandle."""
    from mlm_lab.training.worker import WorkerHandle

    ctx = multiprocessing.get_context("spawn")
    reader, writer = ctx.Pipe(duplex=False)
    stop_event = ctx.Event()
    process = ctx.Process(target=_study_main,
                          args=(spec.to_dict(), str(folder), int(threads or study_threads()), writer, stop_event),
                          name="mlm-lab-study", daemon=True)
    process.start()
    writer.close()  # the study process now holds the only writing end
    return WorkerHandle(process, reader, stop_event)


def _study_main(spec_dict: dict, folder: str, threads: int, conn, stop_event) -> None:
    import signal

    from mlm_lab.training.worker import _Sender  # the training worker's non-blocking event sender

    send = _Sender(conn)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in the terminal is the window's
    code = 0
    try:
        code = _run_study(spec_dict, folder, threads, send, stop_event)
    finally:
        send.close()
    sys.exit(code)


def _run_study(spec_dict: dict, folder: str, threads: int, emit, stop_event) -> int:
    from mlm_lab.studies import StudyEventCallback, StudyRunner

    try:
        spec = StudySpec.from_dict(spec_dict)
        study = Study.create_or_continue(folder, spec)
        runner = StudyRunner(study, callbacks=[StudyEventCallback(emit)], stop_event=stop_event, threads=threads)
        signal_stop(runner)
        runner.prepare()
        outcome = runner.run()
    except (StudyError, OSError) as exc:
        emit({"type": "study_failed", "message": str(exc).splitlines()[0] if str(exc) else type(exc).__name__})
        return 2
    return 0 if outcome.state in ("finished", "stopped") else 1


def signal_stop(runner) -> None:
    """SIGTERM stops the study cleanly (the run in progress checkpoints)."""
    import signal

    signal.signal(signal.SIGTERM, lambda *_: runner.request_stop())
