"""The Training tab's state: the form that starts a run, and which runs are shown.

The keys here are the engine's (`mlm_lab.training.config`); the labels the menus show
live with the tab. Learning rates default to the engine's preset rates for the task.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.lab.study import StudyState

TASKS = ("text", "image")
PRESETS = ("nano", "tiny")
DATA_KEYS = {"text": ("generated", "path"), "image": ("generated", "samples", "path")}
OBJECTIVES = ("mlm", "clm", "diffusion")  # text runs (the engine's TrainConfig.objective); image runs are "mlm"
STRATEGY_KEYS = {"text": ("random", "whole_word", "span"), "image": ("random", "block", "grid", "center")}
# the engine's preset learning rates (mlm_lab.training.config.PRESET_DEFAULTS), here so the
# form can show them without importing torch on the GUI thread
PRESET_LR = {("text", "nano"): 6e-3, ("text", "tiny"): 1e-3, ("image", "nano"): 3e-3, ("image", "tiny"): 1.5e-3}
MIN_STEPS, MAX_STEPS = 10, 1_000_000
MIN_LR, MAX_LR = 1e-5, 0.1


ALL_DATA = tuple(dict.fromkeys(k for keys in DATA_KEYS.values() for k in keys))
ALL_STRATEGIES = tuple(dict.fromkeys(k for keys in STRATEGY_KEYS.values() for k in keys))


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
    mask: float = checks.checked(0.15, checks.between(0.01, 0.95))  # training mask probability (text) or ratio (image)
    steps: int = checks.checked(400, checks.whole(MIN_STEPS, MAX_STEPS))  # optimizer steps
    lr: float = checks.checked(6e-3, checks.between(MIN_LR, MAX_LR))  # peak learning rate (warmup, then cosine decay)
    name: str = checks.checked("", checks.text(limit=200, strip=True))  # the run folder's name ("" = from the date)

    @classmethod
    def defaults(cls, task: str = "text", preset: str = "nano") -> TrainingForm:
        task = task if task in TASKS else "text"
        preset = preset if preset in PRESETS else "nano"
        return cls(task=task, preset=preset, mask=0.15 if task == "text" else 0.75,
                   steps=400 if task == "text" else 300, lr=PRESET_LR[(task, preset)])

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
            raise checks.LabStateError(f"{name}.objective: image runs are masked autoencoders (mlm), "
                                       f"got {values['objective']!r}")


def _overlay(name: str, value) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(o, str) for o in value):
        raise checks.LabStateError(f"{name}: must be a list of run folders, got {checks.show(value)}")
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
