"""The Training tab's Study page state: the form that starts a study, and the study in view.

A study (`mlm_lab.studies`) is a series of runs that differ in one knob. The form holds
what `mlm-lab study KNOB --task --values --seeds --steps --preset` takes; `values` is the
text of the values box as typed (the core checks it when a study starts, with the same
messages as the CLI). `folder` is the study folder shown (a running one, or one opened,
e.g. a shipped study under docs/studies/); `page` says which page of the Training tab is
in front; `compare_axis` / `compare_series` what the "Masked vs causal" tab plots. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab.studies.compare import AXES, SERIES
from mlm_lab.studies.spec import KNOBS, value_label

PRESETS = ("nano", "tiny")
PAGES = ("run", "study")  # the Training tab's pages: a single run, or a study
MIN_SEEDS, MAX_SEEDS = 1, 20
MIN_STEPS, MAX_STEPS = 10, 1_000_000
DEFAULT_STEPS = 600  # as `mlm-lab study`


def default_values_text(knob: str, task: str) -> str:
    """The knob's usual series as the values box shows it: "0.15, 0.3, 0.45, 0.6, 0.8"."""
    return ", ".join(value_label(v) for v in KNOBS[knob].default_values(task))


@evented
@dataclass
class StudyForm:
    knob: str = "mask-rate"  # a key of mlm_lab.studies.KNOBS
    task: str = "text"  # one of the knob's tasks
    values: str = "0.15, 0.3, 0.45, 0.6, 0.8"  # comma-separated, as typed
    seeds: int = 1  # seeds 0..N-1 per value
    steps: int = DEFAULT_STEPS  # steps per run
    preset: str = "nano"  # model size

    @classmethod
    def defaults(cls, knob: str = "mask-rate", task: str | None = None) -> StudyForm:
        knob = knob if knob in KNOBS else "mask-rate"
        task = task if task in KNOBS[knob].tasks else KNOBS[knob].tasks[0]
        return cls(knob=knob, task=task, values=default_values_text(knob, task))

    def to_dict(self) -> dict:
        return {"knob": self.knob, "task": self.task, "values": self.values, "seeds": self.seeds,
                "steps": self.steps, "preset": self.preset}

    @classmethod
    def from_dict(cls, data, *, name: str = "training.study.form") -> StudyForm:
        """Check a form; keys it lacks take the defaults of its knob. Raises LabStateError."""
        data = checks.part(name, data)
        n = lambda key: f"{name}.{key}"  # noqa: E731
        knob = checks.choice(n("knob"), data.get("knob", "mask-rate"), tuple(KNOBS))
        task = checks.choice(n("task"), data.get("task", KNOBS[knob].tasks[0]), KNOBS[knob].tasks)
        merged = {**cls.defaults(knob, task).to_dict(), **data}
        return cls(knob=knob, task=task,
                   values=checks.string(n("values"), merged["values"], limit=2000),
                   seeds=checks.integer(n("seeds"), merged["seeds"], MIN_SEEDS, MAX_SEEDS),
                   steps=checks.integer(n("steps"), merged["steps"], MIN_STEPS, MAX_STEPS),
                   preset=checks.choice(n("preset"), merged["preset"], PRESETS))


@evented
@dataclass
class StudyState:
    form: StudyForm = field(default_factory=StudyForm)
    folder: str = ""  # the study folder in view ("" = none)
    metric: str = ""  # the results column plotted against the knob ("" = the task's main one)
    page: str = "run"  # which page of the Training tab is in front: "run" | "study"
    compare_axis: str = "steps"  # the "Masked vs causal" tab's x-axis: a key of mlm_lab.studies.compare.AXES
    compare_series: str = "eval_loss"  # and its curve: a key of SERIES

    def to_dict(self) -> dict:
        return {"form": self.form.to_dict(), "folder": self.folder, "metric": self.metric, "page": self.page,
                "compare_axis": self.compare_axis, "compare_series": self.compare_series}

    def is_default(self) -> bool:
        return self.to_dict() == StudyState().to_dict()

    def copy(self) -> StudyState:
        return StudyState.from_dict(self.to_dict())

    @classmethod
    def from_dict(cls, data, *, name: str = "training.study") -> StudyState:
        data = checks.part(name, data)
        return cls(form=StudyForm.from_dict(data.get("form", {}), name=f"{name}.form"),
                   folder=checks.string(f"{name}.folder", data.get("folder", ""), limit=4096).strip(),
                   metric=checks.string(f"{name}.metric", data.get("metric", ""), limit=200).strip(),
                   page=checks.choice(f"{name}.page", data.get("page", "run"), PAGES),
                   compare_axis=checks.choice(f"{name}.compare_axis", data.get("compare_axis", "steps"), tuple(AXES)),
                   compare_series=checks.choice(f"{name}.compare_series", data.get("compare_series", "eval_loss"),
                                                tuple(SERIES)))
