"""Opening a run, new or resumed: the config (a resumed run's own, with only what may change
changed), the device, the data, the task and the run folder with its lock; for a resumed run the
newest intact checkpoint and the metrics cut back to it. Functions given the Trainer (trainer.py),
whose state they set and read (config, dist, resume, run_dir, folder, data, task, step, records,
window, prior_elapsed, _lock); nothing here imports trainer.py.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import torch

from mlm_lab.data.text_files import DataError
from mlm_lab.errors import msg, words
from mlm_lab.training.checkpoint import CheckpointError, list_checkpoints, load_checkpoint
from mlm_lab.training.config import IDENTITY_FIELDS, ConfigError, TrainConfig
from mlm_lab.training.run_lock import RunLock, RunLocked
from mlm_lab.training.run_status import is_regular_file
from mlm_lab.training.runs import RunFolder, create_run_dir
from mlm_lab.training.tasks import task_for


class ResumeError(ConfigError):
    """A run that cannot be resumed (no intact checkpoint); nothing in its folder was changed."""


class RunFolderError(ConfigError):
    """A run folder (or the runs folder) that cannot be written: read-only, full, not allowed."""


def select_device(requested: str, local_rank: int = 0) -> torch.device:
    if requested in ("auto", "cuda") and torch.cuda.is_available():
        return torch.device("cuda", local_rank % torch.cuda.device_count())
    if requested == "cuda":
        raise ConfigError(words("device cuda was asked for, but CUDA is not available"))
    mps = getattr(torch.backends, "mps", None)
    if requested in ("auto", "mps") and mps is not None and mps.is_available():
        return torch.device("mps")
    if requested == "mps":
        raise ConfigError(words("device mps was asked for, but MPS is not available"))
    return torch.device("cpu")


# -- setup ----------------------------------------------------------------------------
def resolve_config(trainer) -> TrainConfig:
    if trainer.resume is None:
        return trainer.config
    if not (trainer.resume / "config.json").is_file():
        raise ConfigError(msg("{trainer_resume} is not a run folder (no config.json)", trainer_resume=trainer.resume))
    saved = TrainConfig.load(trainer.resume / "config.json")
    if trainer.config is None:
        return saved
    mine, theirs = trainer.config.to_dict(), saved.to_dict()
    changed = [k for k in IDENTITY_FIELDS if mine[k] != theirs[k]]
    if changed:
        raise ConfigError(msg("a resumed run cannot change {join_changed} (it was trained with other values)",
                              join_changed=', '.join(changed)))
    return trainer.config

def setup_run(trainer) -> None:
    """The config, device, data, task and run folder (rank 0 creates it, the others join).
    Rank 0 holds the run folder's lock from here to the end of the run."""
    config = trainer.config = resolve_config(trainer)
    if config.threads:
        torch.set_num_threads(config.threads)
    trainer.device = select_device(config.device, trainer.dist.local_rank)
    trainer.dist.init(trainer.device)
    task_class = task_for(config)
    if trainer.resume is not None:
        trainer.run_dir = trainer.resume
        if trainer.dist.is_main:
            lock_run(trainer, trainer.run_dir)
        data = task_class.build_data(config, run_dir=trainer.run_dir, log=trainer.log)
    elif trainer.dist.is_main:
        created = None
        try:
            data = trainer.data if trainer.data is not None else task_class.build_data(config, log=trainer.log)
            try:
                trainer.run_dir = created = create_run_dir(trainer.runs_dir, config.run_name())
            except OSError as exc:
                raise RunFolderError(msg("cannot create a run folder in {trainer_runs_dir_or_the}: "
                                         "{exc_strerror_or_exc}; choose another with --runs-dir",
                                         trainer_runs_dir_or_the=trainer.runs_dir or words('the runs folder'),
                                         exc_strerror_or_exc=exc.strerror or exc)) from None
            lock_run(trainer, trainer.run_dir)
            try:
                task_class(config, data, trainer.device).save_run_files(trainer.run_dir)
            except OSError as exc:
                raise RunFolderError(msg("cannot write in {trainer_run_dir}: {exc_strerror_or_exc}",
                                         trainer_run_dir=trainer.run_dir,
                                         exc_strerror_or_exc=exc.strerror or exc)) from None
        except (DataError, ConfigError, OSError, ValueError) as exc:
            unlock_run(trainer)
            if created is not None:  # nothing of a run that never started is left behind
                shutil.rmtree(created, ignore_errors=True)
            trainer.dist.broadcast_text("!" + str(exc))
            raise
        trainer.dist.broadcast_text(str(trainer.run_dir))
    else:
        message = trainer.dist.broadcast_text(None)
        if message.startswith("!"):
            raise DataError(message[1:])
        trainer.run_dir = Path(message)
        data = task_class.build_data(config, run_dir=trainer.run_dir, log=trainer.log)
    trainer.data = data
    trainer.task = task_class(config, data, trainer.device)
    trainer.folder = RunFolder(trainer.run_dir)
    if trainer.dist.is_main:
        try:
            trainer.folder.write_config(config)
        except OSError as exc:
            again = (words("; make room (or make the folder writable) and resume again; the run is left as it was")
                     if trainer.resume is not None else "")
            raise RunFolderError(msg("cannot write in {trainer_run_dir}: {exc_strerror_or_exc}{again}",
                                     trainer_run_dir=trainer.run_dir,
                                     exc_strerror_or_exc=exc.strerror or exc, again=again)) from None

def lock_run(trainer, run_dir: Path) -> None:
    """Take the run folder's lock (RunLocked names the process holding it)."""
    lock = RunLock(run_dir)
    try:
        lock.acquire()
    except RunLocked:
        raise
    except OSError as exc:
        raise RunFolderError(msg("cannot write in {run_dir}: {exc_strerror_or_exc} (its lock file {lock_path_name}; "
                                 "a run folder must be writable to train in it)",
                                 run_dir=run_dir, exc_strerror_or_exc=exc.strerror or exc,
                                 lock_path_name=lock.path.name)) from None
    trainer._lock = lock

def unlock_run(trainer) -> None:
    if trainer._lock is not None:
        trainer._lock.release()
        trainer._lock = None

def restore_run(trainer, model, optimizer) -> Path | None:
    """A resumed run: the newest intact checkpoint into model and optimizer (a damaged
    newer one is skipped and named), the metrics cut back to it. Returns that checkpoint
    (None for a new run). Raises ResumeError, with nothing changed, when no checkpoint
    of a run that has some can be read."""
    if trainer.resume is None:
        return None
    metrics = trainer.run_dir / "metrics.jsonl"
    if os.path.lexists(metrics) and not is_regular_file(metrics):
        raise ResumeError(msg("cannot resume {trainer_run_dir}: metrics.jsonl is not a regular file (a folder, a "
                              "named pipe, a device or a broken link); the run is left as it was",
                              trainer_run_dir=trainer.run_dir))
    checkpoints = list_checkpoints(trainer.run_dir)
    restored, skipped = None, []
    for path in reversed(checkpoints):
        try:
            state = load_checkpoint(path, model=model, optimizer=optimizer)
        except CheckpointError as exc:
            skipped.append(f"{path.name} ({exc})")
            continue
        restored = path
        trainer.step = int(state["step"])
        extra = state.get("extra", {})
        trainer.prior_elapsed = float(extra.get("elapsed_s", 0.0))
        trainer.window.extend(float(v) for v in extra.get("loss_window", []))
        break
    if checkpoints and restored is None:
        raise ResumeError(msg("cannot resume {trainer_run_dir}: no intact checkpoint ({join_skipped}); "
                              "the run is left as it was",
                              trainer_run_dir=trainer.run_dir, join_skipped='; '.join(skipped)))
    if skipped:
        trainer.log(f"warning: skipped the damaged checkpoint(s) {', '.join(skipped)}; resuming from "
                 f"{restored.name}")
    if trainer.dist.is_main:
        trainer.folder.remove_temporaries()
        # drop what was recorded after the checkpoint
        trainer.records, damaged = trainer.folder.truncate_metrics(trainer.step if restored else -1)
        if damaged:
            trainer.log(f"warning: skipped {damaged} damaged line(s) of metrics.jsonl (not JSON, or no step)")
    return restored


__all__ = ["ResumeError", "RunFolderError", "lock_run", "resolve_config", "restore_run", "select_device", "setup_run",
           "unlock_run"]
