"""Headless training: configs, the trainer, run folders, checkpoints and the worker process.

    from mlm_lab.training import TrainConfig, Trainer
    result = Trainer(TrainConfig(task="text", data="toy", steps=300)).run()

Importing this package, its configs (`config`), run-folder reading (`runs`) and the
event types (`events`) does not import torch, so the app can use them on its GUI
thread; the trainer, the data and the worker load torch when first used.
"""

from mlm_lab.lazy_exports import lazy_getattr
from mlm_lab.training.config import ConfigError, TrainConfig
from mlm_lab.training.events import (
    EventCallback,
    Log,
    Metrics,
    Snapshot,
    Started,
    Status,
    TrainerCallback,
    TrainingEvent,
)
from mlm_lab.training.runs import (
    RunInfo,
    default_runs_dir,
    list_checkpoints,
    list_runs,
    load_metrics,
    newest_checkpoint,
    read_status,
)

# name -> the submodule that defines it (imported on first access: it needs torch)
_LAZY = {
    "RunResult": "trainer",
    "Trainer": "trainer",
    "TrainingError": "trainer",
    "build_data": "data",
    "start_worker": "worker",
    "WorkerHandle": "worker",
}

__all__ = [
    "ConfigError",
    "EventCallback",
    "Log",
    "Metrics",
    "RunInfo",
    "Snapshot",
    "Started",
    "Status",
    "TrainConfig",
    "TrainerCallback",
    "TrainingEvent",
    "default_runs_dir",
    "list_checkpoints",
    "list_runs",
    "load_metrics",
    "newest_checkpoint",
    "read_status",
    *sorted(_LAZY),
]

__getattr__ = lazy_getattr(__name__, _LAZY)
