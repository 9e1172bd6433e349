"""`mlm-lab study grid`: two knobs at once, every combination x seeds, a heatmap per metric.

    mlm-lab study grid --task text --knob mask_prob=0.1,0.2,0.4 --knob strategy=random,whole_word
    mlm-lab study grid --knob mask-rate=0.15,0.4 --knob objective --seeds 3 --backend ray --address HEAD:6379

A knob is named as its one-knob study is (mask-rate, mask-ratio, strategy, objective), with
underscores (mask_rate), or by the config field it sets (mask_prob); `--knob NAME` alone
takes the knob's usual series. The runs are run as a one-knob study's are (in this process,
--parallel processes or Ray tasks), into the same kind of study folder; `study resume DIR`
continues a grid, and results.csv has a column per knob.
"""

from __future__ import annotations

from mlm_lab.cli import UserError

GRID_KNOBS = 2  # a grid is exactly two knobs
GRID = "mlm-lab study grid"  # the prefix of its messages


def register_grid(sub, cmd_study) -> None:
    """The `grid` subcommand, run by `cmd_study` (mlm_lab.cli.study) with build_grid_spec."""
    from mlm_lab.cli.study_args import knob_options

    g = sub.add_parser("grid", help="two knobs at once: every combination x seeds, a heatmap per metric",
                       description="Run a grid study: one run per combination of two knobs' values and seed, the "
                                   "rest fixed; writes study.json, results.csv (a column per knob), "
                                   "heatmap-<metric>.png/.svg (mean over seeds, ± their standard deviation, the best "
                                   "cell framed) and lines-<metric>.png/.svg (against the first knob, a line per "
                                   "value of the second, the best ringed).")
    g.add_argument("--knob", action="append", default=[], metavar="NAME=V1,V2,...",
                   help="a knob and its comma-separated values, given twice: mask-rate (or mask_prob), mask-ratio, "
                        "strategy, objective; NAME alone: the knob's usual series")
    knob_options(g, None)
    g.set_defaults(func=cmd_study, build=build_grid_spec, message_prefix=GRID)


def parse_knobs(items: list[str], task: str | None) -> tuple[str, list[tuple[str, list[str] | None]]]:
    """(task, [(knob name, values or None for its usual series)] x 2) from the --knob items."""
    from mlm_lab.cli.study_args import KNOB_TASK, split_values
    from mlm_lab.studies.spec import StudyError, knob_named

    if len(items) != GRID_KNOBS:
        raise UserError(f"mlm-lab study grid: give exactly two --knob NAME=V1,V2,... (got {len(items)})")
    knobs: list[tuple[str, list[str] | None]] = []
    for item in items:
        name, sep, text = item.partition("=")
        try:
            knob = knob_named(name)
        except StudyError as exc:
            raise UserError(f"mlm-lab study grid: {exc}") from None
        if any(knob.name == k for k, _ in knobs):
            raise UserError(f"mlm-lab study grid: the {knob.name} knob is given twice; a grid needs two different "
                            "knobs")
        values = split_values(text, f"--knob {name.strip()}", GRID) if sep else None
        if sep and not values:
            raise UserError(f"mlm-lab study grid: --knob {name.strip()}= has no values")
        knobs.append((knob.name, values))
    return task or KNOB_TASK[knobs[0][0]], knobs


def build_grid_spec(args):
    """The grid StudySpec the arguments describe; UserError (one line) for anything unusable."""
    from mlm_lab.cli.study_args import command_line, fixed_config
    from mlm_lab.studies.spec import KNOBS, StudyError, StudySpec
    from mlm_lab.training.config import ConfigError

    task, knobs = parse_knobs(args.knob, args.task)
    (first, values), (second, values2) = knobs
    for name, given in knobs:
        if given is None and task not in KNOBS[name].tasks:
            raise UserError(f"mlm-lab study grid: the {name} knob is for {' and '.join(KNOBS[name].tasks)} runs")
    config = fixed_config(args, task, GRID)
    try:
        return StudySpec(knob=first, task=task, values=KNOBS[first].default_values(task) if values is None else values,
                         knob2=second,
                         values2=KNOBS[second].default_values(task) if values2 is None else values2,
                         seeds=list(range(args.seeds)), fixed=config, name=args.name or "", command=command_line())
    except (StudyError, ConfigError, ValueError) as exc:
        raise UserError(f"mlm-lab study grid: {exc}") from None
