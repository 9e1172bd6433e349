"""What a study is: one knob (or two: a grid), its values, the seeds, and the fixed config of every run.

A study's runs differ only in the knob (and the seed); every other setting comes from
the fixed config. The spec is saved as `study.json` in the study folder:

    {"format": 1, "knob": "mask-rate", "task": "text", "values": [0.15, 0.3],
     "seeds": [0, 1], "fixed": {TrainConfig dict}, "name": "...", "command": "...",
     "created": "2026-12-01T09:00:00", "finished": null}

A grid (`mlm-lab study grid`) has a second knob and its values as well, `"knob2": "strategy",
"values2": ["random", "whole_word"]`, and runs every combination at every seed; a run's value
is then a dict, {"mask-rate": 0.15, "strategy": "random"}.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab import ranges
from mlm_lab.errors import msg, words
from mlm_lab.masking.catalog import TRAINABLE
from mlm_lab.training.config import ConfigError, TrainConfig

STUDY_FORMAT = 1
# Run settings that do not change what a run computes: a run trained with other values of
# these still counts as the study's run (threads and device only change the speed).
NON_DEFINING = ("threads", "device", "name")
# The most a study holds: values, seeds and runs (value x seed); a seed fits a signed 64-bit
# integer (what torch's generators take). A study.json over STUDY_JSON_MAX bytes is refused unread.
MAX_VALUES = 1000
MAX_SEEDS, MAX_RUNS = ranges.MAX_STUDY_SEEDS, ranges.MAX_STUDY_RUNS  # the ranges (and the seeds') in mlm_lab.ranges
STUDY_JSON_MAX = 2_000_000
# What every run of a study has besides its knob, seed, steps and preset, wherever the study is
# started (`mlm-lab study`, the app's Study page): one checkpoint kept, one every 200 steps
STUDY_RUN_SETTINGS = {"keep_checkpoints": 1, "checkpoint_every": 200}


class StudyError(ValueError):
    """A study that cannot be set up or continued; the message says why, in one line."""


@dataclass(frozen=True)
class Knob:
    name: str  # as on the command line: "mask-rate"
    column: str  # the results.csv column of the value: the config field it sets
    tasks: tuple[str, ...]
    numeric: bool
    help: str

    def default_values(self, task: str) -> list:
        if self.name == "mask-rate":
            return [0.15, 0.3, 0.45, 0.6, 0.8]
        if self.name == "mask-ratio":
            return [0.25, 0.5, 0.75, 0.9]
        if self.name == "strategy":
            return list(TRAINABLE[task])
        return ["mlm", "clm", "diffusion"]

    def choices(self, task: str) -> tuple[str, ...] | None:
        if self.name == "strategy":
            return TRAINABLE[task]
        if self.name == "objective":
            return ("mlm", "clm", "diffusion")
        return None


KNOBS: dict[str, Knob] = {
    "mask-rate": Knob("mask-rate", "mask_prob", ("text",), True,
                      "text: fraction of tokens selected for masking (BERT: 0.15)"),
    "mask-ratio": Knob("mask-ratio", "mask_ratio", ("image",), True,
                       "image: fraction of patches hidden (MAE: 0.75)"),
    "strategy": Knob("strategy", "strategy", ("text", "image"), False,
                     f"which tokens or patches are masked (text: {', '.join(TRAINABLE['text'])}; "
                     f"image: {', '.join(TRAINABLE['image'])})"),
    "objective": Knob("objective", "objective", ("text",), False,
                      "mlm (masked LM, both sides), clm (causal, left-to-right next token) or diffusion "
                      "(masked diffusion: every masking rate, loss weighted by 1/t)"),
}


def get_knob(name: str) -> Knob:
    knob = KNOBS.get(name)
    if knob is None:
        raise StudyError(msg("unknown knob {name!r}; choose from {join_knobs}", name=name, join_knobs=', '.join(KNOBS)))
    return knob


def knob_named(text: str) -> Knob:
    """The knob a person names: as on the command line (mask-rate), with underscores (mask_rate),
    or by the config field it sets (mask_prob, the results column); StudyError for any other."""
    name = str(text).strip()
    for knob in KNOBS.values():
        if name in (knob.name, knob.name.replace("-", "_"), knob.column):
            return knob
    raise StudyError(msg("unknown knob {name!r}; choose from {join_knobs}", name=name, join_knobs=', '.join(KNOBS)))


def engine_has_objective() -> bool:
    """Whether this engine's TrainConfig has the `objective` field (mlm | clm)."""
    return "objective" in TrainConfig.__dataclass_fields__


def check_values(knob: Knob, task: str, values) -> list:
    """The values as the study stores them (floats, or names); StudyError if any is unusable."""
    if task not in knob.tasks:
        other = {"mask-rate": "mask-ratio", "mask-ratio": "mask-rate"}.get(knob.name)
        hint = msg("; {task} studies use {other}", task=task, other=other) if other else ""
        raise StudyError(msg("the {knob_name} knob is for {and_join_knob_tasks} runs{hint}",
                             knob_name=knob.name, and_join_knob_tasks=' and '.join(knob.tasks), hint=hint))
    if isinstance(values, (str, bytes, dict)) or not isinstance(values, (list, tuple)):
        raise StudyError(msg("the {knob_name} values must be a list, got {short_values}",
                             knob_name=knob.name, short_values=_short(values)))
    values = list(values)
    if not values:
        raise StudyError(msg("give at least one value for {knob_name}", knob_name=knob.name))
    if len(values) > MAX_VALUES:
        raise StudyError(msg("a study takes at most {max_values} values, got {len_values}",
                             max_values=MAX_VALUES, len_values=len(values)))
    out: list = []
    for v in values:
        if knob.numeric:
            try:
                x = float(v)
            except (TypeError, ValueError):
                raise StudyError(msg("{knob_name} values are numbers, got {v!r}", knob_name=knob.name, v=v)) from None
            if isinstance(v, bool) or x != x:
                raise StudyError(msg("{knob_name} values are numbers, got {v!r}", knob_name=knob.name, v=v))
            if knob.name == "mask-rate":
                ranges.TRAIN_MASK_PROB.check("a mask rate", x, StudyError)
            if knob.name == "mask-ratio":
                ranges.STUDY_MASK_RATIO.check("a mask ratio", x, StudyError)
            out.append(x)
        else:
            name = str(v).strip()
            choices = knob.choices(task) or ()
            if name not in choices:
                raise StudyError(msg("unknown {knob_name} {name!r} for {task}; choose from {join_choices}",
                                     knob_name=knob.name, name=name, task=task, join_choices=', '.join(choices)))
            out.append(name)
    dupes = sorted({str(v) for v in out if out.count(v) > 1})
    if dupes:
        raise StudyError(msg("the {knob_name} values repeat {join_dupes}; give each value once",
                             knob_name=knob.name, join_dupes=', '.join(dupes)))
    if knob.name == "objective" and not engine_has_objective():
        raise StudyError(words("this engine has no objective field yet (TrainConfig.objective); the objective study needs the causal-LM engine"))
    return out


def check_seeds(seeds) -> list[int]:
    if not isinstance(seeds, (list, tuple, range)):
        raise StudyError(msg("the seeds must be a list of integers, got {short_seeds}", short_seeds=_short(seeds)))
    if len(seeds) > MAX_SEEDS:
        raise StudyError(msg("a study takes at most {max_seeds} seeds, got {len_seeds}",
                             max_seeds=MAX_SEEDS, len_seeds=len(seeds)))
    seeds = list(seeds)
    if not seeds:
        raise StudyError(words("a study needs at least one seed"))
    for s in seeds:
        ranges.SEED.check("each seed", s, StudyError)
    if len(set(seeds)) != len(seeds):
        raise StudyError(words("the seeds repeat; give each seed once"))
    return seeds


def _short(value, limit: int = 60) -> str:
    """A value as a message shows it: its repr, cut to `limit` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def value_label(value) -> str:
    """A value as text, as in run names and table cells: 0.15, whole_word; a grid's value
    (a dict of the two knobs' values) as both, "0.15 / whole_word"."""
    if isinstance(value, dict):
        return " / ".join(value_label(v) for v in value.values())
    return f"{value:g}" if isinstance(value, float) else str(value)


@dataclass
class StudySpec:
    knob: str
    task: str
    values: list
    seeds: list[int]
    fixed: TrainConfig  # the settings every run shares (its knob field and seed are replaced per run)
    name: str = ""
    command: str = ""  # the command line that made it, for the record
    created: str = ""
    finished: str | None = None
    extra: dict = field(default_factory=dict)  # anything else found in study.json, kept as is
    knob2: str = ""  # a grid's second knob ("" = a study of one knob)
    values2: list = field(default_factory=list)  # its values

    def __post_init__(self) -> None:
        if not isinstance(self.knob, str):
            raise StudyError(msg("the knob must be a name ({join_knobs}), got {short_self_knob}",
                                 join_knobs=', '.join(KNOBS), short_self_knob=_short(self.knob)))
        if not isinstance(self.task, str):
            raise StudyError(msg("the task must be text or image, got {short_self_task}",
                                 short_self_task=_short(self.task)))
        knob = get_knob(self.knob)
        if self.fixed.task != self.task:
            raise StudyError(msg("the fixed config is a {self_fixed_task} config, not {self_task}",
                                 self_fixed_task=self.fixed.task, self_task=self.task))
        self.values = check_values(knob, self.task, self.values)
        if not isinstance(self.knob2, str):
            raise StudyError(msg("the second knob must be a name ({join_knobs}), got {short_self_knob2}",
                                 join_knobs=', '.join(KNOBS), short_self_knob2=_short(self.knob2)))
        if self.knob2:
            if self.knob2 == self.knob:
                raise StudyError(msg("a grid needs two different knobs; {self_knob} is given twice",
                                     self_knob=self.knob))
            self.values2 = check_values(get_knob(self.knob2), self.task, self.values2)
        elif self.values2:
            raise StudyError(words("values for a second knob, but no second knob"))
        self.seeds = check_seeds(self.seeds)
        cells = len(self.values) * (len(self.values2) if self.knob2 else 1)
        if cells * len(self.seeds) > MAX_RUNS:
            shape = f"{len(self.values)} x {len(self.values2)} values" if self.knob2 else f"{len(self.values)} values"
            raise StudyError(msg("a study runs at most {max_runs} runs; {shape} x "
                                 "{len_self_seeds} seeds is {cells_len_self_seeds}",
                                 max_runs=MAX_RUNS, shape=shape, len_self_seeds=len(self.seeds),
                                 cells_len_self_seeds=cells * len(self.seeds)))
        if not self.created:
            self.created = time.strftime("%Y-%m-%dT%H:%M:%S")
        if not self.name:
            self.name = default_name(self.knob, self.fixed, self.knob2)
        # the same limits as a run's name (TrainConfig): it becomes the study folder's name
        if any(c in self.name for c in "/\\\0"):
            raise StudyError(msg("name may not contain / or \\: {self_name!r}", self_name=self.name))
        if len(self.name) > 100:
            raise StudyError(msg("name must be at most 100 characters (a folder name), got {len_self_name}",
                                 len_self_name=len(self.name)))

    @property
    def knob_info(self) -> Knob:
        return get_knob(self.knob)

    @property
    def is_grid(self) -> bool:
        return bool(self.knob2)

    @property
    def knobs(self) -> tuple[str, ...]:
        """The knob names: one, or a grid's two."""
        return (self.knob, self.knob2) if self.knob2 else (self.knob,)

    @property
    def columns(self):
        """The results.csv column(s) of the value: the knob's config field (a grid: a tuple of both)."""
        if self.knob2:
            return (self.knob_info.column, get_knob(self.knob2).column)
        return self.knob_info.column

    @property
    def title(self) -> str:
        """What the study varies, for titles: "mask-rate", or a grid's "mask-rate x strategy"."""
        return " x ".join(self.knobs)

    def plan(self) -> list[tuple[object, int]]:
        """(value, seed) of every run, in the order they run: every value at the first seed,
        then every value at the next, so the first full curve appears early. A grid's value
        is a dict {knob: value, knob2: value2}, every combination (knob2 varying fastest)."""
        if self.knob2:
            return [({self.knob: v, self.knob2: w}, s) for s in self.seeds for v in self.values
                    for w in self.values2]
        return [(v, s) for s in self.seeds for v in self.values]

    def cells(self, value) -> dict:
        """A run's value as results.csv columns: {"mask_prob": 0.15} or, in a grid, both knobs'."""
        settings = value if isinstance(value, dict) else {self.knob: value}
        return {get_knob(k).column: v for k, v in settings.items()}

    def config_for(self, value, seed: int) -> TrainConfig:
        settings = value if isinstance(value, dict) else {self.knob: value}
        if set(settings) != set(self.knobs):
            raise StudyError(msg("a run of this study sets {join_self_knobs}, got {short_value}",
                                 join_self_knobs=', '.join(self.knobs), short_value=_short(value)))
        name = "-".join(f"{k}-{value_label(v)}" for k, v in settings.items())
        changes: dict = {"seed": int(seed), "name": f"{name}-seed{seed}"}
        masking = self.fixed.masking.to_dict()
        for knob_name, v in settings.items():
            if knob_name == "mask-rate":
                masking["mask_prob"] = float(v)
            elif knob_name == "mask-ratio":
                masking["ratio"] = float(v)
            elif knob_name == "strategy":
                masking["strategy"] = v
            elif knob_name == "objective":
                if not engine_has_objective():
                    raise StudyError(words("this engine has no objective field yet (TrainConfig.objective)"))
                changes["objective"] = v
        changes["masking"] = masking
        try:
            return self.fixed.replace(**changes)
        except (ConfigError, ValueError) as exc:
            raise StudyError(msg("{self_title} {value_label_value}: {exc}",
                                 self_title=self.title, value_label_value=value_label(value), exc=exc)) from None

    # -- comparison and JSON -----------------------------------------------------------------
    def identity(self) -> dict:
        """What must match for a study folder to be continued by this spec."""
        fixed = {k: v for k, v in self.fixed.to_dict().items() if k not in NON_DEFINING + ("seed",)}
        out = {"knob": self.knob, "task": self.task, "values": list(self.values), "seeds": list(self.seeds),
               "fixed": fixed}
        if self.knob2:
            out.update(knob2=self.knob2, values2=list(self.values2))
        return out

    def differences(self, other: StudySpec) -> list[str]:
        mine, theirs = self.identity(), other.identity()
        out = [k for k in ("knob", "knob2", "task", "values", "values2", "seeds") if mine.get(k) != theirs.get(k)]
        fixed = sorted(k for k in set(mine["fixed"]) | set(theirs["fixed"])
                       if mine["fixed"].get(k) != theirs["fixed"].get(k))
        return out + fixed

    def to_dict(self) -> dict:
        grid = {"knob2": self.knob2, "values2": list(self.values2)} if self.knob2 else {}
        return {"format": STUDY_FORMAT, "knob": self.knob, "task": self.task, "values": list(self.values), **grid,
                "seeds": list(self.seeds), "fixed": self.fixed.to_dict(), "name": self.name,
                "command": self.command, "created": self.created, "finished": self.finished, **self.extra}

    @classmethod
    def from_dict(cls, data: dict) -> StudySpec:
        if not isinstance(data, dict):
            raise StudyError(words("study.json must hold a JSON object"))
        missing = [k for k in ("knob", "task", "values", "seeds", "fixed") if k not in data]
        if missing:
            raise StudyError(msg("study.json lacks {join_missing}", join_missing=', '.join(missing)))
        try:
            fixed = TrainConfig.from_dict(data["fixed"])
        except ConfigError as exc:
            raise StudyError(msg("study.json: {exc}", exc=exc)) from None
        known = {"format", "knob", "task", "values", "seeds", "fixed", "name", "command", "created", "finished",
                 "knob2", "values2"}
        for key in ("name", "command", "created", "finished"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise StudyError(msg("study.json: {key} must be text, got {short_data_key}",
                                     key=key, short_data_key=_short(data[key])))
        for key in ("values", "seeds", *(("values2",) if "values2" in data else ())):
            if not isinstance(data[key], list):
                raise StudyError(msg("study.json: {key} must be a list, got {short_data_key}",
                                     key=key, short_data_key=_short(data[key])))
        return cls(knob=data["knob"], task=data["task"], values=list(data["values"]), seeds=list(data["seeds"]),
                   fixed=fixed, name=str(data.get("name") or ""), command=str(data.get("command") or ""),
                   created=str(data.get("created") or ""), finished=data.get("finished"),
                   extra={k: v for k, v in data.items() if k not in known},
                   knob2=data.get("knob2") or "", values2=list(data.get("values2") or []))

    def save(self, folder: str | os.PathLike) -> Path:
        from mlm_lab.atomic import write_json_atomic

        return write_json_atomic(Path(folder) / "study.json", self.to_dict())

    @classmethod
    def load(cls, folder: str | os.PathLike) -> StudySpec:
        path = Path(folder) / "study.json"
        try:
            size = path.stat().st_size
            if path.exists() and not path.is_file():  # a folder, a FIFO (reading one would wait forever)
                raise StudyError(msg("{path} is not a file", path=path))
        except OSError:
            size = 0
        if size > STUDY_JSON_MAX:
            raise StudyError(msg("{path} is {size:,} bytes, over the {study_json_max:,} a study.json may hold",
                                 path=path, size=size, study_json_max=STUDY_JSON_MAX))
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError:
            raise StudyError(msg("{folder} is not a study folder (no readable study.json)", folder=folder)) from None
        except RecursionError:
            raise StudyError(msg("{path} is nested too deeply to be a study.json", path=path)) from None
        except ValueError as exc:  # not JSON, not UTF-8, a number of thousands of digits
            raise StudyError(msg("{path} is not valid JSON: {str_exc_splitlines_0_120}",
                                 path=path, str_exc_splitlines_0_120=str(exc).splitlines()[0][:120])) from None
        return cls.from_dict(data)


def default_name(knob: str, fixed: TrainConfig, knob2: str = "") -> str:
    data = fixed.data if fixed.data_kind != "path" else (Path(fixed.data).stem or "data")
    knobs = f"{knob}-x-{knob2}" if knob2 else knob
    return f"{knobs}-{fixed.task}-{fixed.preset}-{data}"


def same_run(config: TrainConfig | None, expected: TrainConfig) -> bool:
    """Whether a run folder's config is the run `expected` describes."""
    if config is None:
        return False
    a, b = config.to_dict(), expected.to_dict()
    return all(a.get(k) == b.get(k) for k in set(a) | set(b) if k not in NON_DEFINING)
