"""`mlm-lab probe MODEL_OR_RUN --task words|agreement|shapes|FOLDER`: linear-probe accuracy.

A model folder (or checkpoint) is probed against a random-init model of the same shape
(images also against raw pixels); a run folder is probed checkpoint by checkpoint.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def register(subparsers) -> None:
    from mlm_lab.cli import small_seed_arg
    from mlm_lab.cli.limits import number_arg

    p = subparsers.add_parser(
        "probe",
        help="linear-probe a model's (or a run's) representations",
        description="Text tasks: words (word category, on held-out word types) and agreement (the subject's "
        "number at verbs whose form hides it), per layer, vs a random-init model. Image tasks: shapes "
        "(generated one-shape pictures) or FOLDER (one subfolder per class), vs random init and raw pixels.",
    )
    p.add_argument("model", help="a model folder, a checkpoint folder, or a run folder")
    p.add_argument("--task", required=True, help="words, agreement, shapes, or an image folder")
    p.add_argument("--layer", type=number_arg("layer"), default=-1, help="layer whose accuracy is `acc` (0 = embeddings, -1 = last)")
    p.add_argument("--seed", type=small_seed_arg, default=0)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_probe)


def _is_run(path: Path) -> bool:
    return (path / "checkpoints").is_dir() and not (path / "model.safetensors").is_file()


def cmd_probe(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.features.probe import TEXT_TASKS, probe_model, probe_run
    from mlm_lab.models import ModelLoadError

    path = Path(args.model)
    if not path.exists():
        raise UserError(f"mlm-lab: no such model or run folder: {path}")
    task = args.task
    if task not in (*TEXT_TASKS, "shapes") and not Path(task).is_dir():
        raise UserError(f"mlm-lab: --task must be words, agreement, shapes or an image folder, got {task!r}")
    progress = _Progress(f"probe {Path(task).name if Path(task).is_dir() else task}")
    try:
        if _is_run(path):
            result = probe_run(path, task, layer=args.layer, seed=args.seed, progress=progress)
        else:
            result = probe_model(path, task, layer=args.layer, seed=args.seed, progress=progress)
    except (ModelLoadError, ValueError, IndexError) as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    if args.json:
        print(json.dumps(result))
        return 0
    _print(result, task)
    return 0


class _Progress:
    """A probe's progress on stderr: a line per step done (stdout stays the result)."""

    def __init__(self, what: str):
        self.what = what
        self.last = None

    def __call__(self, done: int, total: int) -> None:
        if (done, total) == self.last:
            return
        self.last = (done, total)
        if done == 0:
            line = f"{self.what}: extracting features and fitting {total} probes..."
        else:
            line = f"{self.what}: {done} of {total} done"
        print(f"mlm-lab: {line}", file=sys.stderr, flush=True)


def _pct(x) -> str:
    return f"{100 * x:.1f} %"


def _print(result: dict, task: str) -> None:
    if "steps" in result:
        print(f"{task} probe of {result['run']}:")
        for step, acc in zip(result["steps"], result["acc"], strict=True):
            print(f"  step {step}: {_pct(acc)}")
        print(f"  ({result['note']})")
        return
    if "model_acc" in result:
        print(f"{task} probe (train {result['n_train']}, test {result['n_test']}, majority "
              f"{_pct(result['majority_acc'])}):")
        for i, k in enumerate(result["layers"]):
            rand = result.get("random_init_acc")
            extra = f"   random-init {_pct(rand[i])}" if rand else ""
            print(f"  layer {k}: {_pct(result['model_acc'][i])}{extra}")
        return
    print(f"{result['task']} probe (train {result['n_train']}, test {result['n_test']}): pretrained "
          f"{_pct(result['pretrained_acc'])}, random-init {_pct(result['random_init_acc'])}, pixels "
          f"{_pct(result['pixels_acc'])}, majority {_pct(result['majority_acc'])}")
