"""Headless training: configs, the trainer, run folders, checkpoints and the worker process.

    from mlm_lab.training import TrainConfig, Trainer
    result = Trainer(TrainConfig(task="text", data="toy", steps=300)).run()
"""

from mlm_lab.training.config import ConfigError, TrainConfig
from mlm_lab.training.runs import RunInfo, default_runs_dir, list_runs, load_metrics, read_status
from mlm_lab.training.trainer import EventCallback, RunResult, Trainer, TrainerCallback, TrainingError

__all__ = [
    "ConfigError",
    "EventCallback",
    "RunInfo",
    "RunResult",
    "TrainConfig",
    "Trainer",
    "TrainerCallback",
    "TrainingError",
    "WorkerHandle",
    "default_runs_dir",
    "list_runs",
    "load_metrics",
    "read_status",
    "start_worker",
]


def __getattr__(name: str):
    if name in ("start_worker", "WorkerHandle"):
        from mlm_lab.training import worker

        return getattr(worker, name)
    raise AttributeError(name)
