"""The Training tab's state: the form that starts a run, and which runs are shown.

The keys here are the engine's (`mlm_lab.training.config`); the labels the menus show
live with the tab. The engine's config is the one home of the presets, their learning
rates and the ranges the form offers, and its check is the one that decides whether a
form can run: `form.to_config()` is the run a form starts (ConfigError naming the field
when the engine refuses it), `TrainingForm.from_config(config)` the form of a run.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.errors import msg, words
from mlm_lab.lab.study import StudyState
from mlm_lab.masking.catalog import TRAINABLE
from mlm_lab.training.config import FORM_PRESETS, preset_lr

if TYPE_CHECKING:
    from mlm_lab.training.config import TrainConfig

TASKS = ("text", "image")
PRESETS = FORM_PRESETS
DATA_KEYS = {"text": ("generated", "path"), "image": ("generated", "samples", "path")}
# the form's built-in data keys -> the engine's TrainConfig.data ("path" is the form's path)
BUILTIN_DATA = {"text": {"generated": "toy"}, "image": {"generated": "generated", "samples": "samples"}}
OBJECTIVES = ("mlm", "clm", "diffusion")  # text runs (the engine's TrainConfig.objective); image runs are "mlm"
STRATEGY_KEYS = TRAINABLE  # the catalog's strategies a run of each task can train with
MIN_STEPS, MAX_STEPS = ranges.FORM_STEPS.low, ranges.FORM_STEPS.high  # the form's spin boxes
MIN_LR, MAX_LR = ranges.FORM_LR.low, ranges.FORM_LR.high


ALL_DATA = tuple(dict.fromkeys(k for keys in DATA_KEYS.values() for k in keys))
ALL_STRATEGIES = tuple(dict.fromkeys(k for keys in STRATEGY_KEYS.values() for k in keys))


def app_run_settings(steps: int) -> dict:
    """What every run the app starts has besides the form: about 20 evaluations and 10 snapshots
    a run (so even a 2-minute run's curves have points), 4 checkpoints, and one CPU core left to
    the window."""
    return {"eval_every": max(10, steps // 20), "snapshot_every": max(20, steps // 10),
            "checkpoint_every": max(50, steps // 4), "threads": max(1, (os.cpu_count() or 2) - 1)}


@evented
@dataclass
class TrainingForm(checks.CheckedState):
    PART = "training.form"
    task: str = checks.checked("text", checks.one_of(TASKS))  # "text" (masked LM) or "image" (MAE)
    data: str = checks.checked("generated", checks.one_of(ALL_DATA))  # a key of DATA_KEYS[task]
    path: str = checks.checked("", checks.text(limit=4096, strip=True))  # the text file / image folder (data "path")
    preset: str = checks.checked("nano", checks.one_of(PRESETS))  # model size
    strategy: str = checks.checked("random", checks.one_of(ALL_STRATEGIES))  # a key of STRATEGY_KEYS[task]
    # text: mlm (masked LM), clm (causal) or diffusion (masked diffusion, every rate t, 1/t); images: mlm
    objective: str = checks.checked("mlm", checks.one_of(OBJECTIVES))
    mask: float = checks.checked(0.15, checks.within(ranges.FORM_MASK))  # training mask probability (text) or ratio (image)
    steps: int = checks.checked(400, checks.within(ranges.FORM_STEPS))  # optimizer steps
    lr: float = checks.checked(6e-3, checks.within(ranges.FORM_LR))  # peak learning rate (warmup, then cosine decay)
    name: str = checks.checked("", checks.text(limit=200, strip=True))  # the run folder's name ("" = from the date)

    @classmethod
    def defaults(cls, task: str = "text", preset: str = "nano") -> TrainingForm:
        task = task if task in TASKS else "text"
        preset = preset if preset in PRESETS else "nano"
        return cls(task=task, preset=preset, mask=0.15 if task == "text" else 0.75,
                   steps=400 if task == "text" else 300, lr=preset_lr(task, preset))

    @classmethod
    def defaults_for(cls, data: dict, name: str) -> TrainingForm:
        """Keys a form lacks take the defaults of its task and preset."""
        task = checks.choice(f"{name}.task", data.get("task", "text"), TASKS)
        return cls.defaults(task, checks.choice(f"{name}.preset", data.get("preset", "nano"), PRESETS))

    @classmethod
    def check_whole(cls, values: dict, name: str) -> None:
        task = values["task"]
        checks.choice(f"{name}.data", values["data"], DATA_KEYS[task])
        checks.choice(f"{name}.strategy", values["strategy"], STRATEGY_KEYS[task])
        if task == "image" and values["objective"] != "mlm":
            raise checks.LabStateError(msg("{name}.objective: image runs are masked autoencoders (mlm), "
                                           "got {values_objective!r}",
                                           name=name, values_objective=values['objective']))

    # -- the engine's config ----------------------------------------------------------------
    def to_config(self) -> TrainConfig:
        """The run this form starts, checked by the engine (TrainConfig): ConfigError (a
        ValueError) naming the field when the engine refuses a value, or when the data file or
        folder is not there."""
        from mlm_lab.training.config import TrainConfig

        key = "mask_prob" if self.task == "text" else "ratio"
        return TrainConfig.from_dict({
            "task": self.task, "objective": self.objective, "preset": self.preset, "data": self._data_source(),
            "masking": {"strategy": self.strategy, key: self.mask}, "steps": self.steps, "lr": self.lr,
            "name": self.name, **app_run_settings(self.steps)})

    def _data_source(self) -> str:
        """TrainConfig.data: the engine's name of the built-in data, or the path resolved."""
        from mlm_lab.training.config import ConfigError

        if self.data != "path":
            return BUILTIN_DATA[self.task][self.data]
        if not self.path:
            raise ConfigError(words("choose a file or folder for the training data"))
        from mlm_lab.imaging import shown_name

        try:
            path = Path(self.path).expanduser()
            if path.exists():
                return str(path.resolve())
        except (OSError, ValueError, RuntimeError) as exc:  # over 255 bytes, a NUL, "~nobody"
            longest = max((len(os.fsencode(p)) for p in Path(self.path).parts), default=0)
            why = words("a name over 255 bytes") if longest > 255 else type(exc).__name__
            raise ConfigError(msg("the training data {shown_name_self_path} cannot be a file or folder ({why})",
                                  shown_name_self_path=shown_name(self.path), why=why)) \
                from None
        raise ConfigError(msg("no such file or folder: {shown_name_self_path}",
                              shown_name_self_path=shown_name(self.path)))

    @classmethod
    def from_config(cls, config: TrainConfig) -> TrainingForm:
        """The form of a run's config (to resume it, or start one like it). LabStateError naming
        the field when the form cannot say it (a preset or a value past the form's range)."""
        kind = config.data_kind  # "toy", "generated", "samples" or "path"
        data = next((key for key, name in BUILTIN_DATA[config.task].items() if name == kind), "path")
        masking = config.masking
        mask = masking.mask_prob if config.task == "text" else masking.ratio
        return cls.from_dict({
            "task": config.task, "data": data, "path": config.data if data == "path" else "",
            "preset": config.preset, "strategy": masking.strategy, "objective": config.objective,
            "mask": float(mask), "steps": int(config.steps), "lr": float(config.lr), "name": config.name})


def _overlay(name: str, value) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(o, str) for o in value):
        raise checks.LabStateError(msg("{name}: must be a list of run folders, got {checks_show_value}",
                                       name=name, checks_show_value=checks.show(value)))
    return list(value)


def _selected(name: str, value) -> str | None:
    return None if value is None else checks.string(name, value, empty=False, limit=4096)


@evented
@dataclass
class TrainingState(checks.CheckedState):
    PART = "training"
    CONTROLS = ("form", "buttons", "runs", "snapshots", "controls")  # what a lesson may hide
    form: TrainingForm = checks.checked(factory=TrainingForm, check=checks.nested(TrainingForm))
    # run folders whose curves are drawn over the live run
    overlay: list[str] = checks.checked(factory=list, check=_overlay)
    selected: str | None = checks.checked(None, _selected)  # the run folder selected in the list
    # the Study page (mlm_lab/lab/study.py)
    study: StudyState = checks.checked(factory=StudyState, check=checks.nested(StudyState))

    def to_dict(self) -> dict:
        out = super().to_dict()
        if self.study.is_default():  # a file without a study reads back as it was written
            out.pop("study")
        return out
