"""A study folder on disk and which of its runs are done.

    <study>/
        study.json            the spec (knob, values, seeds, fixed config, created/finished)
        runs/<run folders>    made by mlm_lab.training.Trainer, one per (value, seed)
        results.csv           one row per run that has ended (a column per knob)
        <metric>.png / .svg   each final metric against the knob
        heatmap-<metric>.png / .svg
                              a grid's: each final metric over the two knobs (heatmap.py)
        lines-<metric>.png / .svg
                              a grid's: each final metric against the first knob, a line per
                              value of the second (grid_lines.py)

A run is matched to its (value, seed) by its config.json: the study's fixed config with
the knob's value and the seed put in (threads and device aside). Nothing else keeps
the bookkeeping, so a folder copied elsewhere or a study killed at any point still reads
right. A shipped study (docs/studies/) has no runs/: its results.csv is read instead.
"""

from __future__ import annotations

import csv
import os
from dataclasses import dataclass
from pathlib import Path

from mlm_lab.errors import msg
from mlm_lab.studies.results import read_csv, run_row
from mlm_lab.studies.spec import StudyError, StudySpec, same_run, value_label
from mlm_lab.training.config import TrainConfig
from mlm_lab.training.runs import RunInfo, list_runs

FINAL_STATES = ("finished", "diverged")  # a run in these states is never trained again


@dataclass
class PlannedRun:
    index: int  # position in the study's plan
    value: object
    seed: int
    config: TrainConfig  # what the run trains with (threads/device as the study asks)
    run_dir: Path | None  # its folder when it has been started
    state: str  # "todo" (not started), a run state, or "interrupted"
    step: int = 0

    @property
    def done(self) -> bool:
        return self.state in FINAL_STATES

    @property
    def label(self) -> str:
        return f"{value_label(self.value)} seed {self.seed}"


class Study:
    """A study folder: its spec, its runs and its results."""

    def __init__(self, folder: str | os.PathLike, spec: StudySpec):
        self.folder = Path(folder).expanduser()
        self.spec = spec

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, folder: str | os.PathLike) -> Study:
        folder = Path(folder).expanduser()
        return cls(folder, StudySpec.load(folder))

    @classmethod
    def create_or_continue(cls, folder: str | os.PathLike, spec: StudySpec) -> Study:
        """A new study folder for `spec`, or the existing one when it holds the same study
        (StudyError when it holds another)."""
        folder = Path(folder).expanduser()
        if (folder / "study.json").is_file():
            saved = StudySpec.load(folder)
            diff = saved.differences(spec)
            if diff:
                raise StudyError(msg("{folder} holds another study (it differs in {join_diff}); "
                                     "give another --name or --out to start a new one",
                                     folder=folder, join_diff=', '.join(diff)))
            saved.command = spec.command or saved.command
            return cls(folder, saved)
        if folder.exists() and any(folder.iterdir()):
            raise StudyError(msg("{folder} exists and is not a study folder; choose an empty or new folder",
                                 folder=folder))
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "runs").mkdir(exist_ok=True)
        spec.save(folder)
        return cls(folder, spec)

    # -- its runs ---------------------------------------------------------------------------
    @property
    def runs_dir(self) -> Path:
        return self.folder / "runs"

    def run_infos(self) -> list[RunInfo]:
        return list_runs(self.runs_dir) if self.runs_dir.is_dir() else []

    def planned(self) -> list[PlannedRun]:
        """Every run of the plan with its folder and state (newest folder of the best state
        when there are several, e.g. a run started twice before its first checkpoint)."""
        infos = self.run_infos()
        out = []
        for i, (value, seed) in enumerate(self.spec.plan()):
            expected = self.spec.config_for(value, seed)
            matches = [r for r in infos if same_run(r.config, expected)]
            best = max(matches, key=lambda r: (r.state in FINAL_STATES, r.step, r.name), default=None)
            if best is None:
                out.append(PlannedRun(i, value, seed, expected, None, "todo"))
            else:
                out.append(PlannedRun(i, value, seed, expected, best.path, best.state, best.step))
        return out

    def pending(self) -> list[PlannedRun]:
        return [p for p in self.planned() if not p.done]

    # -- results ----------------------------------------------------------------------------
    def rows(self, planned: list[PlannedRun] | None = None) -> list[dict]:
        """A row per run that has ended (finished or diverged), in plan order. A folder
        without runs/ (a shipped study) gives the rows of its results.csv."""
        from mlm_lab.studies.yardsticks import measure
        from mlm_lab.training.runs import read_status

        if not self.runs_dir.is_dir():
            return self.saved_rows()
        from mlm_lab.studies.retries import read_retries

        retries = read_retries(self.folder)  # runs on Ray whose worker was lost and tried again
        rows = []
        for p in planned if planned is not None else self.planned():
            if not p.done or p.run_dir is None:
                continue
            extra = measure(p.run_dir, [])  # the yardstick values already taken
            row = run_row(self.spec.task, self.spec.cells(p.value), p.seed, read_status(p.run_dir), p.run_dir.name,
                          extra, objective=getattr(p.config, "objective", "mlm"))
            if retries:
                row["retries"] = retries.get(p.config.name, 0)
            rows.append(row)
        return rows

    def saved_rows(self) -> list[dict]:
        path = self.folder / "results.csv"
        if not path.is_file():
            return []
        try:
            return read_csv(path)
        except (OSError, ValueError, csv.Error) as exc:
            raise StudyError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None

    def write_results(self, rows: list[dict]) -> Path:
        from mlm_lab.studies.results import write_csv

        return write_csv(self.folder / "results.csv", rows, self.spec.columns)

    def write_plots(self, rows: list[dict]) -> list[Path]:
        spec = self.spec
        title = f"{spec.title} {'grid' if spec.is_grid else 'study'}: {spec.task} {spec.fixed.preset}, " \
                f"{spec.fixed.steps} steps, {len(spec.seeds)} seed(s)"
        if spec.is_grid:
            from mlm_lab.studies.grid_lines import write_grid_lines
            from mlm_lab.studies.heatmap import write_heatmaps

            return [*write_heatmaps(self.folder, rows, spec, title=title),
                    *write_grid_lines(self.folder, rows, spec, title=title)]
        from mlm_lab.studies.plots import write_plots

        return write_plots(self.folder, rows, knob=spec.knob, column=spec.knob_info.column,
                           values=spec.values, title=title)

    def has_plots(self) -> bool:
        """Whether the figures are there (a grid's heatmaps and lines, in both formats: a grid made
        before its lines or SVGs were written gets them the next time it is run or resumed)."""
        if self.spec.is_grid:
            from mlm_lab.studies.grid_lines import LINES_PREFIX
            from mlm_lab.studies.heatmap import HEATMAP_PREFIX

            return all(any(self.folder.glob(f"{prefix}*.{ext}"))
                       for prefix in (HEATMAP_PREFIX, LINES_PREFIX) for ext in ("png", "svg"))
        return any(self.folder.glob("*.png"))

    def mark_finished(self, when: str) -> None:
        self.spec.finished = when
        self.spec.save(self.folder)


def default_studies_dir(runs_dir: str | os.PathLike | None = None) -> Path:
    """Where `mlm-lab study` puts study folders: <runs dir>/studies."""
    from mlm_lab.training.runs import default_runs_dir

    return (Path(runs_dir).expanduser() if runs_dir else default_runs_dir()) / "studies"


def list_studies(folder: str | os.PathLike | None = None) -> list[Path]:
    """Study folders (holding study.json) in `folder` (default: default_studies_dir()), by name."""
    root = Path(folder).expanduser() if folder else default_studies_dir()
    if not root.is_dir():
        return []
    return sorted(p for p in root.iterdir() if (p / "study.json").is_file())
