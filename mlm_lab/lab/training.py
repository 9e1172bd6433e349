"""The Training tab's state: the form that starts a run, and which runs are shown.

The keys here are the engine's (`mlm_lab.training.config`); the labels the menus show
live with the tab. Learning rates default to the engine's preset rates for the task.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psygnal import evented

import mlm_lab.lab.checks as checks

TASKS = ("text", "image")
PRESETS = ("nano", "tiny")
DATA_KEYS = {"text": ("generated", "path"), "image": ("generated", "samples", "path")}
STRATEGY_KEYS = {"text": ("random", "whole_word", "span"), "image": ("random", "block", "grid", "center")}
# the engine's preset learning rates (mlm_lab.training.config.PRESET_DEFAULTS), here so the
# form can show them without importing torch on the GUI thread
PRESET_LR = {("text", "nano"): 6e-3, ("text", "tiny"): 1e-3, ("image", "nano"): 3e-3, ("image", "tiny"): 1.5e-3}
MIN_STEPS, MAX_STEPS = 10, 1_000_000
MIN_LR, MAX_LR = 1e-5, 0.1


@evented
@dataclass
class TrainingForm:
    task: str = "text"  # "text" (masked LM) or "image" (MAE)
    data: str = "generated"  # a key of DATA_KEYS[task]
    path: str = ""  # the text file / image folder when data == "path"
    preset: str = "nano"  # model size
    strategy: str = "random"  # a key of STRATEGY_KEYS[task]
    mask: float = 0.15  # training mask probability (text) or ratio (image)
    steps: int = 400  # optimizer steps
    lr: float = 6e-3  # peak learning rate (warmup, then cosine decay)
    name: str = ""  # the run folder's name ("" = made from the date)

    @classmethod
    def defaults(cls, task: str = "text", preset: str = "nano") -> TrainingForm:
        task = task if task in TASKS else "text"
        preset = preset if preset in PRESETS else "nano"
        return cls(task=task, preset=preset, mask=0.15 if task == "text" else 0.75,
                   steps=400 if task == "text" else 300, lr=PRESET_LR[(task, preset)])

    def to_dict(self) -> dict:
        return {"task": self.task, "data": self.data, "path": self.path, "preset": self.preset,
                "strategy": self.strategy, "mask": self.mask, "steps": self.steps, "lr": self.lr, "name": self.name}

    @classmethod
    def from_dict(cls, data, *, name: str = "training.form") -> TrainingForm:
        """Check a form; keys it lacks take the defaults of its task and preset. Raises LabStateError."""
        data = checks.part(name, data)
        n = lambda key: f"{name}.{key}"  # noqa: E731
        task = checks.choice(n("task"), data.get("task", "text"), TASKS)
        preset = checks.choice(n("preset"), data.get("preset", "nano"), PRESETS)
        merged = {**cls.defaults(task, preset).to_dict(), **data}
        return cls(
            task=task,
            data=checks.choice(n("data"), merged["data"], DATA_KEYS[task]),
            path=checks.string(n("path"), merged["path"], limit=4096).strip(),
            preset=preset,
            strategy=checks.choice(n("strategy"), merged["strategy"], STRATEGY_KEYS[task]),
            mask=checks.number(n("mask"), merged["mask"], 0.01, 0.95),
            steps=checks.integer(n("steps"), merged["steps"], MIN_STEPS, MAX_STEPS),
            lr=checks.number(n("lr"), merged["lr"], MIN_LR, MAX_LR),
            name=checks.string(n("name"), merged["name"], limit=200).strip(),
        )


@evented
@dataclass
class TrainingState:
    form: TrainingForm = field(default_factory=TrainingForm)
    overlay: list[str] = field(default_factory=list)  # run folders whose curves are drawn over the live run
    selected: str | None = None  # the run folder selected in the list

    def to_dict(self) -> dict:
        return {"form": self.form.to_dict(), "overlay": list(self.overlay), "selected": self.selected}

    @classmethod
    def from_dict(cls, data, *, name: str = "training") -> TrainingState:
        data = checks.part(name, data)
        selected = data.get("selected")
        if selected is not None:
            selected = checks.string(f"{name}.selected", selected, empty=False, limit=4096)
        overlay = data.get("overlay", [])
        if not isinstance(overlay, list) or not all(isinstance(o, str) for o in overlay):
            raise checks.LabStateError(f"{name}.overlay: must be a list of run folders, got {checks.show(overlay)}")
        return cls(form=TrainingForm.from_dict(data.get("form", {}), name=f"{name}.form"),
                   overlay=list(overlay), selected=selected)
