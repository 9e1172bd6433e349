"""The Training tab's Study page state: the form that starts a study, and the study in view.

A study (`mlm_lab.studies`) is a series of runs that differ in one knob. The form holds
what `mlm-lab study KNOB --task --values --seeds --steps --preset` takes; `values` is the
text of the values box as typed (the core checks it when a study starts, with the same
messages as the CLI). A second knob (`knob2`, its `values2`) makes it a grid, as
`mlm-lab study grid --knob KNOB=V.. --knob KNOB2=W..`; `backend` and `address` say where it
runs, as `--backend local|ray --address HOST:PORT`. `folder` is the study folder shown (a running one, or one opened,
e.g. a shipped study under docs/studies/); `page` says which page of the Training tab is
in front; `compare_axis` / `compare_series` what the "Masked vs causal" tab plots. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from psygnal import evented

import mlm_lab.lab.checks as checks
from mlm_lab import ranges
from mlm_lab.errors import message_of, msg
from mlm_lab.studies.compare import AXES, SERIES
from mlm_lab.studies.spec import KNOBS, STUDY_RUN_SETTINGS, StudyError, StudySpec, value_label
from mlm_lab.training.config import FORM_PRESETS

BACKENDS = ("local", "ray")  # this machine, or a Ray cluster (mlm_lab.studies.ray_backend)
PRESETS = FORM_PRESETS
PAGES = ("run", "study")  # the Training tab's pages: a single run, or a study
MIN_SEEDS, MAX_SEEDS = 1, 20
MIN_STEPS, MAX_STEPS = ranges.FORM_STEPS.low, ranges.FORM_STEPS.high
DEFAULT_STEPS = 600  # steps per run: the form's default, and `mlm-lab study`'s without --steps


def default_values_text(knob: str, task: str) -> str:
    """The knob's usual series as the values box shows it: "0.15, 0.3, 0.45, 0.6, 0.8"."""
    return ", ".join(value_label(v) for v in KNOBS[knob].default_values(task))


def second_knobs(knob: str, task: str) -> tuple[str, ...]:
    """The knobs a grid may pair with `knob` for `task`: the task's others."""
    return tuple(k for k, info in KNOBS.items() if k != knob and task in info.tasks)


def parse_values(text: str) -> list[str]:
    """The values box's text as the CLI splits --values; StudyError for an empty item."""
    parts = [part.strip() for part in str(text).split(",")]
    if parts == [""]:
        return []
    if any(part == "" for part in parts):
        raise StudyError(msg("the values have an empty item: {text!r}", text=text))
    return parts


@evented
@dataclass
class StudyForm(checks.CheckedState):
    PART = "training.study.form"
    knob: str = checks.checked("mask-rate", checks.one_of(tuple(KNOBS)))  # a key of mlm_lab.studies.KNOBS
    task: str = checks.checked("text", checks.one_of(("text", "image")))  # one of the knob's tasks
    values: str = checks.checked("0.15, 0.3, 0.45, 0.6, 0.8", checks.text(limit=2000))  # comma-separated, as typed
    seeds: int = checks.checked(1, checks.whole(MIN_SEEDS, MAX_SEEDS))  # seeds 0..N-1 per value
    steps: int = checks.checked(DEFAULT_STEPS, checks.within(ranges.FORM_STEPS))  # steps per run
    preset: str = checks.checked("nano", checks.one_of(PRESETS))  # model size
    knob2: str = checks.checked("", checks.one_of(("", *KNOBS)))  # a grid's second knob ("" = one knob)
    values2: str = checks.checked("", checks.text(limit=2000))  # its values, comma-separated, as typed
    backend: str = checks.checked("local", checks.one_of(BACKENDS))  # where the runs run
    address: str = checks.checked("", checks.text(limit=300, strip=True))  # ray: HOST:PORT ("" = a local Ray)

    @classmethod
    def defaults(cls, knob: str = "mask-rate", task: str | None = None) -> StudyForm:
        knob = knob if knob in KNOBS else "mask-rate"
        task = task if task in KNOBS[knob].tasks else KNOBS[knob].tasks[0]
        return cls(knob=knob, task=task, values=default_values_text(knob, task))

    @classmethod
    def defaults_for(cls, data: dict, name: str) -> StudyForm:
        """Keys a form lacks take the defaults of its knob."""
        knob = checks.choice(f"{name}.knob", data.get("knob", "mask-rate"), tuple(KNOBS))
        task = checks.choice(f"{name}.task", data.get("task", KNOBS[knob].tasks[0]), KNOBS[knob].tasks)
        return cls.defaults(knob, task)

    @classmethod
    def check_whole(cls, values: dict, name: str) -> None:
        checks.choice(f"{name}.task", values["task"], KNOBS[values["knob"]].tasks)
        if values["knob2"]:
            checks.choice(f"{name}.knob2", values["knob2"], second_knobs(values["knob"], values["task"]))

    # -- the study it starts ----------------------------------------------------------------
    def to_spec(self, *, command: str = "") -> StudySpec:
        """The study this form starts, with the run settings every study has (STUDY_RUN_SETTINGS),
        so the same form and the same `mlm-lab study` command make the same study. StudyError
        with the core's message (the CLI's) when the core refuses it."""
        from mlm_lab.studies.ray_backend import check_backend
        from mlm_lab.training.config import ConfigError, TrainConfig

        try:
            fixed = TrainConfig.from_dict({"task": self.task, "preset": self.preset, "steps": self.steps,
                                           **STUDY_RUN_SETTINGS})
        except ConfigError as exc:
            raise StudyError(message_of(exc)) from None
        address = (self.address or None) if self.backend == "ray" else None
        check_backend(self.backend, address)
        grid = {"knob2": self.knob2, "values2": parse_values(self.values2)} if self.knob2 else {}
        spec = StudySpec(knob=self.knob, task=self.task, values=parse_values(self.values),
                         seeds=list(range(self.seeds)), fixed=fixed, command=command or self.command_line(), **grid)
        spec.extra["backend"] = {"name": self.backend, "address": address}  # as `mlm-lab study` keeps it
        return spec

    def command_line(self) -> str:
        """The `mlm-lab study` (or `study grid`) command that makes the same study."""
        values = ",".join(part.strip() for part in self.values.split(","))
        if self.knob2:
            values2 = ",".join(part.strip() for part in self.values2.split(","))
            line = f"mlm-lab study grid --task {self.task} --knob {self.knob}={values} --knob {self.knob2}={values2}"
        else:
            line = f"mlm-lab study {self.knob} --task {self.task} --values {values}"
        line += f" --seeds {self.seeds} --steps {self.steps} --preset {self.preset}"
        if self.backend == "ray":
            line += " --backend ray" + (f" --address {self.address}" if self.address else "")
        return line


@evented
@dataclass
class StudyState(checks.CheckedState):
    PART = "training.study"
    form: StudyForm = checks.checked(factory=StudyForm, check=checks.nested(StudyForm))
    folder: str = checks.checked("", checks.text(limit=4096, strip=True))  # the study folder in view ("" = none)
    # the results column plotted against the knob ("" = the task's main one)
    metric: str = checks.checked("", checks.text(limit=200, strip=True))
    page: str = checks.checked("run", checks.one_of(PAGES))  # which page of the Training tab is in front
    # the "Masked vs causal" tab's x-axis (a key of mlm_lab.studies.compare.AXES) and its curve (SERIES)
    compare_axis: str = checks.checked("steps", checks.one_of(tuple(AXES)))
    compare_series: str = checks.checked("eval_loss", checks.one_of(tuple(SERIES)))
