"""Studies: a series of runs that differ in one knob, measured on one yardstick (no Qt).

    from mlm_lab.studies import StudySpec, Study, StudyRunner, estimate_seconds
    from mlm_lab.training import TrainConfig

    spec = StudySpec(knob="mask-rate", task="text", values=[0.15, 0.4], seeds=[0, 1],
                     fixed=TrainConfig(task="text", steps=600))
    study = Study.create_or_continue("~/runs/studies/mask-rate", spec)
    print(estimate_seconds(study))                 # rough seconds for the runs still to do
    outcome = StudyRunner(study, callbacks=[...]).run()   # resumable; finished runs are kept
    print(outcome.rows)                             # = results.csv

Knobs: mask-rate (text mask_prob), mask-ratio (image patch ratio), strategy, objective.
A grid is a spec with a second knob (`knob2`, `values2`): every combination at every seed,
a heatmap and a line plot per metric (heatmap.py, grid_lines.py).
"""

from mlm_lab.studies.estimate import estimate_seconds
from mlm_lab.studies.events import StudyEventCallback
from mlm_lab.studies.folder import PlannedRun, Study, default_studies_dir, list_studies
from mlm_lab.studies.results import format_table
from mlm_lab.studies.runner import (
    StudyCallback,
    StudyOutcome,
    StudyRunner,
    data_key,
    run_study,
)
from mlm_lab.studies.spec import KNOBS, StudyError, StudySpec, check_values, engine_has_objective
from mlm_lab.studies.yardsticks import default_yardsticks

__all__ = [
    "KNOBS",
    "PlannedRun",
    "Study",
    "StudyCallback",
    "StudyError",
    "StudyEventCallback",
    "StudyOutcome",
    "StudyRunner",
    "StudySpec",
    "check_values",
    "data_key",
    "default_studies_dir",
    "default_yardsticks",
    "engine_has_objective",
    "estimate_seconds",
    "format_table",
    "list_studies",
    "run_study",
]
