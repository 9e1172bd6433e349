"""Opening a run, new or resumed: the config (a resumed run's own, with only what may change
changed), the device, the data, the task and the run folder with its lock; for a resumed run the
newest intact checkpoint and the metrics cut back to it. The Trainer (trainer.py) takes these
methods from RunSetup; nothing here imports trainer.py.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import torch

from mlm_lab.data.text_files import DataError
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
        raise ConfigError("device cuda was asked for, but CUDA is not available")
    mps = getattr(torch.backends, "mps", None)
    if requested in ("auto", "mps") and mps is not None and mps.is_available():
        return torch.device("mps")
    if requested == "mps":
        raise ConfigError("device mps was asked for, but MPS is not available")
    return torch.device("cpu")


class RunSetup:
    """The Trainer's setup of a run and restore of a resumed one (they use its state: config,
    dist, resume, run_dir, folder, data, task, step, records, window, prior_elapsed, _lock)."""

    # -- setup ----------------------------------------------------------------------------
    def _resolve_config(self) -> TrainConfig:
        if self.resume is None:
            return self.config
        if not (self.resume / "config.json").is_file():
            raise ConfigError(f"{self.resume} is not a run folder (no config.json)")
        saved = TrainConfig.load(self.resume / "config.json")
        if self.config is None:
            return saved
        mine, theirs = self.config.to_dict(), saved.to_dict()
        changed = [k for k in IDENTITY_FIELDS if mine[k] != theirs[k]]
        if changed:
            raise ConfigError(f"a resumed run cannot change {', '.join(changed)} (it was trained with other values)")
        return self.config

    def _setup(self) -> None:
        """The config, device, data, task and run folder (rank 0 creates it, the others join).
        Rank 0 holds the run folder's lock from here to the end of the run."""
        config = self.config = self._resolve_config()
        if config.threads:
            torch.set_num_threads(config.threads)
        self.device = select_device(config.device, self.dist.local_rank)
        self.dist.init(self.device)
        task_class = task_for(config)
        if self.resume is not None:
            self.run_dir = self.resume
            if self.dist.is_main:
                self._lock_run(self.run_dir)
            data = task_class.build_data(config, run_dir=self.run_dir, log=self.log)
        elif self.dist.is_main:
            created = None
            try:
                data = self.data if self.data is not None else task_class.build_data(config, log=self.log)
                try:
                    self.run_dir = created = create_run_dir(self.runs_dir, config.run_name())
                except OSError as exc:
                    raise RunFolderError(f"cannot create a run folder in {self.runs_dir or 'the runs folder'}: "
                                         f"{exc.strerror or exc}; choose another with --runs-dir") from None
                self._lock_run(self.run_dir)
                try:
                    task_class(config, data, self.device).save_run_files(self.run_dir)
                except OSError as exc:
                    raise RunFolderError(f"cannot write in {self.run_dir}: {exc.strerror or exc}") from None
            except (DataError, ConfigError, OSError, ValueError) as exc:
                self._unlock_run()
                if created is not None:  # nothing of a run that never started is left behind
                    shutil.rmtree(created, ignore_errors=True)
                self.dist.broadcast_text("!" + str(exc))
                raise
            self.dist.broadcast_text(str(self.run_dir))
        else:
            message = self.dist.broadcast_text(None)
            if message.startswith("!"):
                raise DataError(message[1:])
            self.run_dir = Path(message)
            data = task_class.build_data(config, run_dir=self.run_dir, log=self.log)
        self.data = data
        self.task = task_class(config, data, self.device)
        self.folder = RunFolder(self.run_dir)
        if self.dist.is_main:
            try:
                self.folder.write_config(config)
            except OSError as exc:
                again = ("; make room (or make the folder writable) and resume again; the run is left as it was"
                         if self.resume is not None else "")
                raise RunFolderError(f"cannot write in {self.run_dir}: {exc.strerror or exc}{again}") from None

    def _lock_run(self, run_dir: Path) -> None:
        """Take the run folder's lock (RunLocked names the process holding it)."""
        lock = RunLock(run_dir)
        try:
            lock.acquire()
        except RunLocked:
            raise
        except OSError as exc:
            raise RunFolderError(f"cannot write in {run_dir}: {exc.strerror or exc} (its lock file {lock.path.name}; "
                                 f"a run folder must be writable to train in it)") from None
        self._lock = lock

    def _unlock_run(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _restore(self, model, optimizer) -> Path | None:
        """A resumed run: the newest intact checkpoint into model and optimizer (a damaged
        newer one is skipped and named), the metrics cut back to it. Returns that checkpoint
        (None for a new run). Raises ResumeError, with nothing changed, when no checkpoint
        of a run that has some can be read."""
        if self.resume is None:
            return None
        metrics = self.run_dir / "metrics.jsonl"
        if os.path.lexists(metrics) and not is_regular_file(metrics):
            raise ResumeError(f"cannot resume {self.run_dir}: metrics.jsonl is not a regular file (a folder, a "
                              f"named pipe, a device or a broken link); the run is left as it was")
        checkpoints = list_checkpoints(self.run_dir)
        restored, skipped = None, []
        for path in reversed(checkpoints):
            try:
                state = load_checkpoint(path, model=model, optimizer=optimizer)
            except CheckpointError as exc:
                skipped.append(f"{path.name} ({exc})")
                continue
            restored = path
            self.step = int(state["step"])
            extra = state.get("extra", {})
            self.prior_elapsed = float(extra.get("elapsed_s", 0.0))
            self.window.extend(float(v) for v in extra.get("loss_window", []))
            break
        if checkpoints and restored is None:
            raise ResumeError(f"cannot resume {self.run_dir}: no intact checkpoint ({'; '.join(skipped)}); "
                              f"the run is left as it was")
        if skipped:
            self.log(f"warning: skipped the damaged checkpoint(s) {', '.join(skipped)}; resuming from "
                     f"{restored.name}")
        if self.dist.is_main:
            self.folder.remove_temporaries()
            # drop what was recorded after the checkpoint
            self.records, damaged = self.folder.truncate_metrics(self.step if restored else -1)
            if damaged:
                self.log(f"warning: skipped {damaged} damaged line(s) of metrics.jsonl (not JSON, or no step)")
        return restored


__all__ = ["ResumeError", "RunFolderError", "RunSetup", "select_device"]
