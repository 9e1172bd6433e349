"""The arguments a new study takes, shared by `mlm-lab study KNOB` and `mlm-lab study grid`:
their options, and the checks and fixed config built from them (UserError in one line)."""

from __future__ import annotations

import sys
from pathlib import Path

from mlm_lab.cli import UserError

KNOB_TASK = {"mask-rate": "text", "mask-ratio": "image", "strategy": "text", "objective": "text"}


def knob_options(k, name: str | None) -> None:
    """A new study's options; `name` None: a grid's (its knobs and values come with --knob)."""
    from mlm_lab.cli.limits import name_arg, number_arg
    from mlm_lab.studies.spec import STUDY_RUN_SETTINGS

    if name is None:
        k.add_argument("--task", choices=["text", "image"], help="default: the first knob's (text but for mask-ratio)")
    else:
        k.add_argument("--task", choices=["text", "image"], help=f"default {KNOB_TASK[name]}")
        k.add_argument("--values", help="comma-separated values (default: the knob's usual series)")
    k.add_argument("--seeds", type=number_arg("study_seeds"), default=1, help="seeds per value: 0..N-1 (default 1)")
    k.add_argument("--steps", type=number_arg("train_steps"), help="steps per run (default 600)")  # lab.study.DEFAULT_STEPS (tested)
    k.add_argument("--preset", choices=["nano", "tiny"], default="nano", help="model size (default nano)")
    k.add_argument("--data", help="text: toy (default) or .txt file/folder; image: generated (default), samples, "
                                  "or a folder")
    k.add_argument("--batch-size", type=number_arg("batch_size"), help="rows or images per step (default: the preset's)")
    k.add_argument("--lr", type=number_arg("lr"), help="peak learning rate (default: the preset's)")
    k.add_argument("--warmup", type=number_arg("warmup"), help="warmup steps (default 10%% of the steps, at most 200)")
    k.add_argument("--seq-len", type=number_arg("seq_len"),
                   help="text: tokens per row, at most the preset's (default: the preset's; 12 for toy)")
    k.add_argument("--vocab-size", type=number_arg("vocab_size"),
                   help="text: the WordPiece vocabulary trained on --data (default 4096 nano, 8192 tiny)")
    k.add_argument("--eval-every", type=number_arg("interval"), help="evaluate every N steps (default 100)")
    k.add_argument("--checkpoint-every", type=number_arg("interval"),
                   help=f"checkpoint every N steps (default {STUDY_RUN_SETTINGS['checkpoint_every']}): where a "
                        "stopped run, or one whose Ray worker was lost, resumes")
    k.add_argument("--runs-dir", help="the study folder goes in <runs dir>/studies/ (default: $MLM_LAB_RUNS or "
                                      "the user data folder)")
    k.add_argument("--name", type=name_arg,
                   help="study name: its folder name, at most 100 characters (default knob-task-preset-data; a "
                        "grid: knob-x-knob2-task-preset-data)")
    k.add_argument("--out", help="the study folder itself (instead of --runs-dir/studies/--name)")
    run_options(k)
    k.add_argument("--dry-run", action="store_true", help="print the plan and the time estimate, train nothing")


def run_options(k, *, resume: bool = False) -> None:
    """How the runs are run (not what they compute): a new study's and `study resume`'s options."""
    from mlm_lab.cli.limits import number_arg

    k.add_argument("--parallel", type=number_arg("parallel"), default=1, help="runs at once, in processes (default 1)")
    k.add_argument("--threads", type=number_arg("study_threads"),
                   help="torch threads per run, and the CPUs a Ray task asks for (default: cores / --parallel)")
    k.add_argument("--max-runs", type=number_arg("max_runs"), help="train at most N runs now, then stop (continue later)")
    k.add_argument("--backend", choices=["local", "ray"], default=None if resume else "local",
                   help="the study's own backend (as it was run)" if resume else
                   "local: this process or --parallel processes (default); ray: each run a Ray task "
                   '(pip install "mlm-lab[cluster]")')
    k.add_argument("--address", help="ray: the cluster's head, HOST:PORT (default: a local Ray on this machine); the "
                                     "study folder must be on a filesystem every node sees")


def split_items(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")]


def split_values(text: str, flag: str, command: str = "mlm-lab study") -> list[str]:
    """Comma-separated values as typed; UserError for an empty item ("" is no values)."""
    values = split_items(text)
    if values == [""]:
        return []
    if any(v == "" for v in values):
        raise UserError(f"{command}: {flag} has an empty item: {text!r}")
    return values


def fixed_config(args, task: str, command: str = "mlm-lab study"):
    """The TrainConfig every run of the study shares (the knobs and the seed aside)."""
    from mlm_lab.lab.study import DEFAULT_STEPS  # the Study page's default: the same study either way
    from mlm_lab.studies.spec import STUDY_RUN_SETTINGS
    from mlm_lab.training.config import ConfigError, TrainConfig

    fixed: dict = {"task": task, "preset": args.preset, "steps": args.steps or DEFAULT_STEPS, **STUDY_RUN_SETTINGS}
    if args.data:
        data = args.data
        if data not in ("toy", "generated", "samples"):
            path = Path(data).expanduser()
            if not path.exists():
                raise UserError(f"{command}: no such file or folder: {data}")
            data = str(path.resolve())
        fixed["data"] = data
    for flag in ("batch_size", "lr", "warmup", "vocab_size", "seq_len", "eval_every", "checkpoint_every"):
        if getattr(args, flag, None) is not None:
            fixed[flag] = getattr(args, flag)
    try:
        return TrainConfig.from_dict(fixed)
    except (ConfigError, ValueError) as exc:
        raise UserError(f"{command}: {exc}") from None


def command_line() -> str:
    """The command line, for the study's record."""
    return " ".join(["mlm-lab", *sys.argv[1:]]) if sys.argv and sys.argv[0] else "mlm-lab study"
