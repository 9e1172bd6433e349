"""`mlm-lab train image-tokens`: the discrete image tokenizer and MaskGIT's transformer, one stage a run.

    mlm-lab train image-tokens --stage tokenizer --data PHOTOS/ --steps 3000 --runs-dir ~/runs/vq
    mlm-lab train image-tokens --stage transformer --tokenizer ~/runs/vq/<stage-1 run> --data PHOTOS/
    mlm-lab train --resume ~/runs/vq/<run>                # continue either stage from its newest checkpoint

Stage 2's run folder ends with model/ (tokenizer/ + transformer/): give it to the app or to
benchmarks/bench_image_tokens.py. The engine's other flags (--preset, --mask-ratio, --objective ...)
are for text and MAE runs and are refused here; the rest of the recipe (codebook size, crop, widths)
comes from --config, a JSON file of training.image_tokens_config.ImageTokensConfig.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mlm_lab.cli import UserError

PREFIX = "mlm-lab train image-tokens"
# the train command's flags an image-tokens run takes, and the config field each sets
TAKEN = {"data": "data", "steps": "steps", "batch_size": "batch_size", "lr": "lr", "warmup": "warmup", "seed": "seed",
         "min_lr_ratio": "min_lr_ratio", "eval_every": "eval_every", "checkpoint_every": "checkpoint_every",
         "threads": "threads", "name": "name", "tokenizer": "tokenizer", "stage": "stage"}
REFUSED = ("preset", "objective", "mask_prob", "mask_ratio", "strategy", "schedule", "decay_steps", "eval_data",
           "extra_images", "extra_rows", "extra_share", "branch")


def is_image_tokens_run(run_dir: str | Path) -> bool:
    """Whether a run folder's config.json is an image-tokens run's (read without torch)."""
    try:
        data = json.loads((Path(run_dir).expanduser() / "config.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("task") == "image-tokens"


def _config(args):
    from mlm_lab.training.config import ConfigError
    from mlm_lab.training.image_tokens_config import ImageTokensConfig

    given = [f"--{f.replace('_', '-')}" for f in REFUSED if getattr(args, f, None) is not None]
    if given:
        raise UserError(f"{PREFIX}: {', '.join(given)} {'is' if len(given) == 1 else 'are'} for text and MAE runs; "
                        f"image-token runs take --stage, --data, --tokenizer, --steps and --config")
    base: dict = {"task": "image-tokens"}
    if args.config:  # read as it is: the flags below may complete it (a transformer's --tokenizer)
        try:
            base = json.loads(Path(args.config).expanduser().read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise UserError(f"{PREFIX}: cannot read --config {args.config}: {exc}") from None
        if not isinstance(base, dict) or base.get("task", "image-tokens") != "image-tokens":
            raise UserError(f"{PREFIX}: --config {args.config} is not an image-tokens config (task 'image-tokens')")
        base["task"] = "image-tokens"
    for flag, field in TAKEN.items():
        value = getattr(args, flag, None)
        if value is not None:
            base[field] = value
    if "stage" not in base:
        raise UserError(f"{PREFIX}: say which stage: --stage tokenizer (first) or --stage transformer")
    for name in ("data", "tokenizer"):
        value = base.get(name)
        if value and not (name == "data" and value in ("generated", "samples")):
            path = Path(value).expanduser()
            if not path.exists():
                raise UserError(f"{PREFIX}: no such file or folder: {value}")
            base[name] = str(path.resolve())
    try:
        config = ImageTokensConfig.from_dict(base)
    except ConfigError as exc:
        raise UserError(f"{PREFIX}: {exc}") from None
    if config.stage == "transformer":  # the tokenizer is checked before a run folder is made
        from mlm_lab.models.errors import ModelLoadError
        from mlm_lab.models.image_tokens_io import load_tokenizer

        try:
            load_tokenizer(config.tokenizer)
        except ModelLoadError as exc:
            raise UserError(f"{PREFIX}: --tokenizer {exc}") from None
    return config


def cmd_train_image_tokens(args) -> int:
    import signal

    def stop(signum, frame):  # SIGTERM as Ctrl+C: a checkpoint, then "stopped"
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        return _train(args)
    except KeyboardInterrupt:
        print(f"{PREFIX}: stopped; continue with: mlm-lab train --resume RUN_DIR", file=sys.stderr)
        return 130
    finally:
        signal.signal(signal.SIGTERM, previous)


def _train(args) -> int:
    from mlm_lab.models.errors import ModelLoadError
    from mlm_lab.training.config import ConfigError
    from mlm_lab.training.image_tokens import train_image_tokens
    from mlm_lab.training.image_tokens_config import RESUMABLE_FIELDS

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    if args.resume:
        run_dir = Path(args.resume).expanduser()
        changes = {f: getattr(args, f) for f in RESUMABLE_FIELDS if getattr(args, f, None) is not None}
        fixed = [f"--{f.replace('_', '-')}" for f in TAKEN if f not in RESUMABLE_FIELDS and f != "stage"
                 and getattr(args, f, None) is not None] + \
                [f"--{f.replace('_', '-')}" for f in REFUSED if getattr(args, f, None) is not None]
        if fixed:
            raise UserError(f"{PREFIX}: {', '.join(fixed)} cannot change when resuming; only "
                            f"{', '.join('--' + f.replace('_', '-') for f in RESUMABLE_FIELDS if hasattr(args, f))} can")
        try:
            run = train_image_tokens(resume=run_dir, changes=changes, log=log)
        except (ConfigError, ModelLoadError) as exc:
            raise UserError(f"{PREFIX}: {exc}") from None
    else:
        config = _config(args)
        try:
            run = train_image_tokens(config, runs_dir=args.runs_dir, log=log)
        except (ConfigError, ModelLoadError) as exc:
            raise UserError(f"{PREFIX}: {exc}") from None
        except FloatingPointError as exc:
            print(f"{PREFIX}: {exc}", file=sys.stderr)
            return 1
    print(f"run folder: {run}")
    print(f"model: {run / 'model'}")
    return 0


__all__ = ["cmd_train_image_tokens", "is_image_tokens_run"]
