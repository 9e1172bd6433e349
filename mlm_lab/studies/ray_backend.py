"""`--backend ray`: a study's runs as Ray tasks, on this machine or on a cluster.

Each (value, seed) is one task asking for `threads` CPUs (and a GPU when the run asks for
cuda and the cluster has one). A task writes its run folder into the study's runs/ folder
itself, so on a real cluster the study folder must be on a filesystem every node sees
(NFS, a cluster's shared home or scratch). Its trainer events come back to the driver
through a Ray queue (an actor holding no CPU), as the local pool's come back through a
multiprocessing queue, so the study's callbacks see the same events in the same thread.

Faults: a task whose worker process dies (killed, out of memory, a node lost) is retried
by Ray up to MAX_RETRIES times; each attempt looks for the run's folder first and resumes
it from its newest checkpoint, so a retry never starts from step 0 when a checkpoint was
written. The attempts are recorded in `<study>/retries.json` ({run name: retries}), which
the results table reads into its `retries` column. A stop request (Ctrl+C) reaches the
tasks through a file in the study folder (`.ray/stop-<token>`): the run in progress
checkpoints and stops, as with the local pool.

ray is imported here only, and only when a study asks for it.
"""

from __future__ import annotations

import json
import os
import socket
import time
import uuid
from pathlib import Path

from mlm_lab.errors import message_of, msg, words

MAX_RETRIES = 2  # a run whose worker dies is tried again this many times, then counted failed
ATTEMPTS_DIR = ".ray"  # in the study folder: one file per task attempt count (its pid), the stop flag
CONNECT_TIMEOUT_S = 5.0

_cache = None  # in a Ray worker process: the data built for earlier runs (a worker runs many tasks)


RAY_MISSING = '--backend ray needs Ray: pip install "mlm-lab[cluster]" (or pip install "ray>=2.9")'


class RayUnavailable(RuntimeError):
    """ray is not installed, or the cluster cannot be reached; the message is one line."""


def import_ray():
    try:
        import ray
    except ImportError:
        raise RayUnavailable(RAY_MISSING) from None
    return ray


def ray_missing() -> str:
    """RAY_MISSING when ray is not installed, else "": found without importing it (the window asks)."""
    import importlib.util

    try:
        return "" if importlib.util.find_spec("ray") is not None else RAY_MISSING
    except (ImportError, ValueError):  # sys.modules["ray"] is None, or a broken install
        return RAY_MISSING


def check_address_form(address: str | None) -> None:
    """RayUnavailable when `address` is not HOST:PORT ('auto' and ray:// addresses are left to Ray);
    nothing is connected to."""
    if not address or address == "auto" or "://" in address:
        return
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise RayUnavailable(msg("--address must be HOST:PORT (the head's GCS port, e.g. 10.0.0.5:6379), got {address!r}",
                                 address=address))


def check_backend(backend: str, address: str | None) -> None:
    """What `mlm-lab study` and the Study page check before a study starts, without connecting:
    an address only with Ray, Ray installed, an address of the right form; StudyError in one line."""
    from mlm_lab.studies.spec import StudyError

    if address and backend != "ray":
        raise StudyError(words("--address is for --backend ray"))
    if backend not in ("local", "ray"):
        raise StudyError(msg("backend must be local or ray, got {backend!r}", backend=backend))
    if backend == "ray":
        if ray_missing():
            raise StudyError(RAY_MISSING)
        try:
            check_address_form(address)
        except RayUnavailable as exc:
            raise StudyError(message_of(exc)) from None


def saved_backend(spec) -> tuple[str, str | None]:
    """(backend, address) a study folder was last run on (study.json's "backend"), local by default."""
    saved = spec.extra.get("backend") if isinstance(spec.extra.get("backend"), dict) else {}
    name = saved.get("name") if saved.get("name") in ("local", "ray") else "local"
    address = saved.get("address") if name == "ray" and isinstance(saved.get("address"), str) else None
    return name, address or None


def record_backend(study, backend: str, address: str | None) -> None:
    """Keep the backend in study.json, for `study resume` (and the Study page's Resume)."""
    if study.spec.extra.get("backend") != {"name": backend, "address": address}:
        study.spec.extra["backend"] = {"name": backend, "address": address}
        study.spec.save(study.folder)


def check_address(address: str | None, timeout: float = CONNECT_TIMEOUT_S) -> None:
    """A host:port address that nothing answers on: RayUnavailable at once (ray.init would retry
    for a minute or more). 'auto' and ray:// addresses are left to Ray."""
    check_address_form(address)
    if not address or address == "auto" or "://" in address:
        return
    host, _, port = address.rpartition(":")
    try:
        with socket.create_connection((host, int(port)), timeout=timeout):
            pass
    except OSError as exc:
        raise RayUnavailable(msg("no Ray cluster at {address}: {exc_strerror_or_exc}",
                                 address=address, exc_strerror_or_exc=exc.strerror or exc)) from None


def connect(address: str | None, threads: int):
    """ray, initialised: the cluster at `address`, or a local one on 127.0.0.1 when None."""
    ray = import_ray()
    check_address(address)
    if ray.is_initialized():
        return ray
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    try:
        if address:
            ray.init(address=address, log_to_driver=False, logging_level="ERROR")
        else:
            ray.init(num_cpus=max(os.cpu_count() or 1, threads), include_dashboard=False, log_to_driver=False,
                     logging_level="ERROR", _node_ip_address="127.0.0.1")
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise RayUnavailable(msg("cannot start or reach Ray{at_address_if_address_el}: "
                                 "{str_exc_splitlines_0_if}",
                                 at_address_if_address_el=' at ' + address if address else '',
                                 str_exc_splitlines_0_if=str(exc).splitlines()[0] if str(exc) else type(exc).__name__)) from None
    return ray


class _StopFile:
    """A stop event the trainer polls (is_set): true once the driver wrote the stop file."""

    def __init__(self, path: str):
        self.path, self._seen, self._checked = path, False, 0.0

    def is_set(self) -> bool:
        now = time.monotonic()
        if not self._seen and now - self._checked > 0.5:
            self._checked = now
            self._seen = os.path.exists(self.path)
        return self._seen


def _attempt(study_folder: str, token: str, index: int) -> int:
    """This task's attempt number (1, 2, ...), counted in the study folder; the file also names
    the process training it (its pid), for a person or a test that wants to find it."""
    from mlm_lab.atomic import write_json_atomic

    path = Path(study_folder) / ATTEMPTS_DIR / f"{token}-{index}.json"
    try:
        n = int(json.loads(path.read_text(encoding="utf-8")).get("attempt", 0)) + 1
    except (OSError, ValueError, AttributeError):
        n = 1
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, {"attempt": n, "pid": os.getpid(), "host": socket.gethostname(), "index": index})
    return n


def _existing_run(runs_dir: str, config) -> Path | None:
    """The newest resumable folder of this run (an earlier attempt's), if any."""
    from mlm_lab.studies.spec import same_run
    from mlm_lab.training.runs import list_runs

    found = [r for r in list_runs(runs_dir) if same_run(r.config, config) and r.resumable]
    found.sort(key=lambda r: (r.step, r.name))
    return found[-1].path if found else None


def train_task(index: int, config_dict: dict, runs_dir: str, resume: str | None, study_folder: str, token: str,
               events) -> tuple:
    """The body of one Ray task: train (or resume) one run; (state, message, run_dir, attempt)."""
    global _cache
    from mlm_lab.studies.data_cache import DataCache
    from mlm_lab.studies.remote_runs import Forward, train_run
    from mlm_lab.training.config import TrainConfig

    forward = Forward(index, events.put)
    stop = _StopFile(str(Path(study_folder) / ATTEMPTS_DIR / f"stop-{token}"))
    attempt = _attempt(study_folder, token, index)
    forward.put("attempt", (attempt, os.getpid(), socket.gethostname()))
    if stop.is_set():
        return "skipped", "the study was stopped", None, attempt
    if _cache is None:
        _cache = DataCache(log=lambda message: None)
    if attempt > 1 or resume is None:  # an earlier attempt may have left a checkpoint
        found = _existing_run(runs_dir, TrainConfig.from_dict(config_dict))
        resume = str(found) if found is not None else resume
    return (*train_run(config_dict, runs_dir, resume, forward=forward, stop=stop, data_cache=_cache), attempt)


def run_ray(runner, todo) -> tuple[int, list[float], list[str]]:
    """Train `todo` (PlannedRuns) as Ray tasks; (trained, overheads, failures), as run_parallel."""
    from mlm_lab.studies.remote_runs import Outcomes, dispatch
    from mlm_lab.studies.retries import record_retry
    from mlm_lab.studies.run_watch import RunWatch
    from mlm_lab.studies.spec import StudyError

    try:
        ray = connect(runner.address, runner.threads)
    except RayUnavailable as exc:
        raise StudyError(message_of(exc)) from None
    from ray.util.queue import Empty, Queue

    folder = runner.study.folder.resolve()
    token = uuid.uuid4().hex[:12]
    stop_path = folder / ATTEMPTS_DIR / f"stop-{token}"
    events = Queue(actor_options={"num_cpus": 0})
    gpus = float(ray.cluster_resources().get("GPU", 0))
    task = ray.remote(train_task)
    watches = {p.index: RunWatch(runner, p) for p in todo}
    by_index = {p.index: p for p in todo}
    refs = {}
    for p in todo:
        wants_gpu = p.config.device == "cuda" and gpus >= 1
        options = {"num_cpus": max(1, p.config.threads or runner.threads), "num_gpus": 1 if wants_gpu else 0,
                   "max_retries": MAX_RETRIES, "retry_exceptions": False, "name": f"mlm-lab {p.config.name}"}
        ref = task.options(**options).remote(p.index, p.config.to_dict(), str(runner.study.runs_dir.resolve()),
                                             str(p.run_dir.resolve()) if p.run_dir else None, str(folder), token,
                                             events)
        refs[ref] = p.index
    runner._log(f"Ray: {len(refs)} task(s) on {runner.address or 'a local Ray'} "
                f"({ray.cluster_resources().get('CPU', 0):g} CPUs{f', {gpus:g} GPUs' if gpus else ''})")
    outcomes = Outcomes(runner)

    def drain() -> None:
        while True:
            try:
                items = events.get_nowait_batch(max(1, min(events.size(), 500)))
            except Empty:
                return
            for index, kind, payload, _ in items:
                if kind == "attempt":
                    attempt = payload[0]
                    if attempt > 1:
                        p = by_index[index]
                        record_retry(folder, p.config.name, attempt - 1)
                        runner._log(f"[{p.label}] its worker was lost; retry {attempt - 1} of {MAX_RETRIES} "
                                    f"(pid {payload[1]} on {payload[2]}), from its newest checkpoint")
                else:
                    dispatch(watches, index, kind, payload)

    pending = list(refs)
    try:
        while pending:
            if runner.stop_requested and not stop_path.exists():
                stop_path.parent.mkdir(parents=True, exist_ok=True)
                stop_path.write_text("stop\n", encoding="utf-8")
            done, pending = ray.wait(pending, num_returns=1, timeout=0.2)
            drain()
            for ref in done:
                p = by_index[refs[ref]]
                try:
                    state, message, run_dir, _ = ray.get(ref)
                except ray.exceptions.RayError as exc:  # retries spent: the worker died every time
                    state, message = "failed", f"its Ray worker died {MAX_RETRIES + 1} times ({type(exc).__name__})"
                    found = _existing_run(str(runner.study.runs_dir), p.config)
                    run_dir = str(found) if found else None
                outcomes.ended(p, state, message, run_dir)
        drain()
    except KeyboardInterrupt:  # a second Ctrl+C: the tasks are cancelled, their checkpoints kept
        for ref in pending:
            ray.cancel(ref, force=True)
        raise
    finally:
        try:
            ray.kill(events.actor)
        except Exception:  # the queue is gone with a lost cluster: nothing to free
            pass
    return outcomes.result()
