"""docs/studies/objective-data-constrained/: round two's table is what scripts/data_constrained_curves.py
makes of the shipped curves.csv, and curves.csv agrees with the study's own results.csv (each run's
last evaluation), so the README cannot quote a figure the runs did not give."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "docs" / "studies" / "objective-data-constrained"


def _script():
    spec = importlib.util.spec_from_file_location("data_constrained_curves",
                                                  ROOT / "scripts" / "data_constrained_curves.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readme_table_is_the_scripts_table_of_the_shipped_curves():
    script = _script()
    rows = script.read_csv(FOLDER / "round-two" / "curves.csv")
    assert len(rows) == 21 and rows[-1]["step"] == 4000
    assert round(rows[-1]["epochs"]) == 160  # 4,000 steps x 128 rows / 3,192 training rows
    assert script.table(rows) in (FOLDER / "README.md").read_text(encoding="utf-8")


def test_the_curves_end_where_the_study_results_end():
    script = _script()
    last = script.read_csv(FOLDER / "round-two" / "curves.csv")[-1]
    with (FOLDER / "round-two" / "results.csv").open(encoding="utf-8", newline="") as f:
        results = list(csv.DictReader(f))
    assert len(results) == 6
    for row in results:
        column = f"{row['objective']}_seed{row['seed']}"
        final = row["eval_diffusion_bound"] if row["objective"] == "diffusion" else row["eval_next_token_loss"]
        assert abs(last[column] - float(final)) < 1e-3, column


def test_the_table_reports_what_the_rows_hold():
    script = _script()
    rows = [{"step": 0, "epochs": 0.0, "clm_seed0": 7.0, "clm_seed1": 6.0, "diffusion_seed0": 5.0,
             "diffusion_seed1": 5.5},
            {"step": 2000, "epochs": 80.2, "clm_seed0": 4.0, "clm_seed1": 4.2, "diffusion_seed0": 4.5,
             "diffusion_seed1": 4.7}]
    assert script.table(rows).splitlines()[2:] == ["| 0 | 0 | 5.25 (5.00-5.50) | 6.50 (6.00-7.00) |",
                                                   "| 2,000 | 80 | 4.60 (4.50-4.70) | 4.10 (4.00-4.20) |"]
