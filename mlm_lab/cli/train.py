"""`mlm-lab train` and `mlm-lab runs`: pretraining runs from the command line.

    mlm-lab train text                              # nano model, the generated toy language
    mlm-lab train text --data books/ --preset tiny  # your own .txt files
    mlm-lab train image --data samples --mask-ratio 0.75
    mlm-lab train text --objective clm              # a causal (left-to-right) LM instead of a masked one
    mlm-lab train text --objective diffusion        # a masked-diffusion LM (generates by unmasking)
    mlm-lab train --resume RUN_DIR [--steps N]      # continue from the newest checkpoint
    mlm-lab train --branch RUN_DIR --steps N --schedule wsd --decay-steps D
                                                    # anneal a copy of a run, the run itself untouched
    torchrun --nproc_per_node=2 -m mlm_lab train text ...   # DistributedDataParallel
    mlm-lab runs                                    # every run, its state and final metrics
"""

from __future__ import annotations

import json
import math
import os
import signal
import sys
import time
from pathlib import Path

from mlm_lab.cli import UserError
from mlm_lab.masking.catalog import PATCH_STRATEGIES, TOKEN_STRATEGIES


def register(subparsers) -> None:
    from mlm_lab.cli import seed_arg
    from mlm_lab.cli.limits import name_arg, number_arg

    p = subparsers.add_parser("train", help="pretrain a small model (text: masked LM; image: MAE)",
                              description="Pretrain a small masked model and save the run in a run folder.")
    p.add_argument("task", nargs="?", choices=["text", "image", "image-tokens"],
                   help="text, image or image-tokens (a VQ tokenizer and MaskGIT's transformer; not needed with --resume)")
    p.add_argument("--stage", choices=["tokenizer", "transformer"],
                   help="image-tokens: tokenizer (stage 1, the VQ autoencoder) or transformer (stage 2, needs --tokenizer)")
    p.add_argument("--data", help="text: toy (default) or a .txt file/folder; image: generated (default), "
                                  "samples (scikit-image photos) or a folder of images")
    p.add_argument("--preset", choices=["nano", "tiny"], help="model size (default nano)")
    p.add_argument("--objective", choices=["mlm", "clm", "diffusion"],
                   help="text: mlm (masked LM, default), clm (causal LM: the same encoder with a causal "
                        "attention mask and a next-token loss) or diffusion (masked diffusion, MDLM / LLaDA: "
                        "per row a rate t ~ U(0, 1), all chosen tokens [MASK], loss weighted by 1/t)")
    p.add_argument("--mask-prob", type=number_arg("mask_prob"), help="text: fraction of tokens masked (default 0.15)")
    p.add_argument("--mask-ratio", type=number_arg("mask_ratio"), help="image: fraction of patches hidden (default 0.75)")
    p.add_argument("--strategy", help=f"text: {', '.join(TOKEN_STRATEGIES)}; image: {', '.join(PATCH_STRATEGIES)}")
    p.add_argument("--steps", type=number_arg("train_steps"), help="optimizer steps (default 1000)")
    p.add_argument("--batch-size", type=number_arg("batch_size"), help="rows or images per step and process")
    p.add_argument("--lr", type=number_arg("lr"), help="peak learning rate (default: the preset's)")
    p.add_argument("--warmup", type=number_arg("warmup"), help="warmup steps (default 10%% of the steps, at most 200)")
    p.add_argument("--seed", type=seed_arg, help="seed for init, data order and masks (default 0)")
    p.add_argument("--schedule", choices=["cosine", "linear", "constant", "wsd"],
                   help="learning rate after warmup (default cosine); wsd: constant, then a linear decay "
                        "over the last --decay-steps")
    p.add_argument("--decay-steps", type=number_arg("decay_steps"), help="wsd: length of the final decay (default: 20%% of the steps)")
    p.add_argument("--min-lr-ratio", type=number_arg("min_lr_ratio"), help="final learning rate as a fraction of the peak (default 0.1)")
    p.add_argument("--eval-data", help="a held-out text file/folder or image folder to evaluate on (default: "
                                       "10%% of --data); files inside --data that lie in it are not trained on")
    p.add_argument("--extra-images", help="image: a .npy of uint8 pictures [N, H, W, 3] (e.g. CIFAR-10) trained on "
                                          "beside --data, each upscaled and taken whole")
    p.add_argument("--extra-rows", type=number_arg("extra_rows"), help="image: only the first N rows of --extra-images (0 = all)")
    p.add_argument("--extra-share", type=number_arg("extra_share"), help="image: fraction of training views from --extra-images "
                                                     "(default 0.5)")
    p.add_argument("--eval-every", type=number_arg("interval"), help="evaluate every N steps (default 100)")
    p.add_argument("--checkpoint-every", type=number_arg("interval"), help="checkpoint every N steps (default 500)")
    p.add_argument("--seq-len", type=number_arg("seq_len"),
                   help="text: tokens per row, at most the preset's (default: the preset's; 12 for toy)")
    p.add_argument("--vocab-size", type=number_arg("vocab_size"),
                   help="text: the WordPiece vocabulary to train on --data (default 4096 nano, 8192 tiny)")
    p.add_argument("--tokenizer", help="text: reuse this tokenizer.json (file or model folder); image-tokens: "
                                       "the stage-1 run folder")
    p.add_argument("--resume", metavar="RUN_DIR", help="continue this run from its newest checkpoint")
    p.add_argument("--branch", metavar="RUN_DIR", help="copy this run's newest checkpoint into a new run folder "
                                                      "and continue there (e.g. with --schedule wsd)")
    p.add_argument("--runs-dir", help="where run folders go (default: $MLM_LAB_RUNS or the user data folder)")
    p.add_argument("--name", type=name_arg, help="run name (part of the folder name, at most 100 characters)")
    p.add_argument("--device", choices=["auto", "cpu", "cuda", "mps"], help="default auto")
    p.add_argument("--threads", type=number_arg("threads"), help="CPU threads for torch (default: torch's choice)")
    p.add_argument("--config", help="start from a TrainConfig JSON file (flags override it)")
    p.set_defaults(func=cmd_train)

    p = subparsers.add_parser("runs", help="list training runs with their state and final metrics")
    p.add_argument("--runs-dir", help="default: $MLM_LAB_RUNS or the user data folder")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_runs)


# Flags that may change when a run is resumed; the others define the run.
_RESUME_FLAGS = ("steps", "schedule", "decay_steps", "min_lr_ratio", "eval_every", "checkpoint_every", "device",
                 "threads")
_DEFINING_FLAGS = ("task", "objective", "data", "preset", "mask_prob", "mask_ratio", "strategy", "batch_size", "lr", "warmup",
                   "seed", "tokenizer", "vocab_size", "seq_len", "eval_data", "extra_images", "extra_rows", "extra_share", "name",
                   "config")


def _build_config(args):
    from mlm_lab.training.config import ConfigError, TrainConfig

    if args.config:
        # Only the fields the file gives: the ones it leaves out (rows, batch, vocabulary, warmup) are
        # worked out once the flags are in, for --data and --steps as given, not for the file's defaults.
        try:
            _, base = TrainConfig.load_given(args.config)
        except ConfigError as exc:
            raise UserError(f"mlm-lab: {exc}") from None
        if args.task and args.task != base["task"]:
            raise UserError(f"mlm-lab: {args.config} is a {base['task']} config, not {args.task}")
    else:
        if not args.task:
            raise UserError("mlm-lab train: say text or image (or --resume RUN_DIR)")
        base = {"task": args.task}
    task = base["task"]
    if args.mask_prob is not None and args.mask_ratio is not None:
        raise UserError("mlm-lab train: give --mask-prob (text) or --mask-ratio (image), not both")
    if task == "image" and args.mask_prob is not None:
        raise UserError("mlm-lab train: --mask-prob is for text; image runs take --mask-ratio")
    if task == "text" and args.mask_ratio is not None:
        raise UserError("mlm-lab train: --mask-ratio is for images; text runs take --mask-prob")
    objective = args.objective or base.get("objective") or "mlm"
    if task == "text" and objective != "mlm":  # clm and diffusion choose no tokens to mask by a rate or strategy
        ignored = [flag for flag, value in (("--mask-prob", args.mask_prob), ("--strategy", args.strategy))
                   if value is not None]
        if ignored:
            why = ("masks each row at its own rate t ~ U(0, 1), every chosen token [MASK]" if objective == "diffusion"
                   else "predicts the next token and masks nothing")
            raise UserError(f"mlm-lab train: {' and '.join(ignored)} {'is' if len(ignored) == 1 else 'are'} for "
                            f"the mlm objective; objective {objective} {why}")
    masking = dict(base.get("masking") or {})
    if args.mask_prob is not None:  # its range was checked while the arguments were read (cli/limits.py)
        masking["mask_prob"] = args.mask_prob
    if args.mask_ratio is not None:
        masking["ratio"] = args.mask_ratio
    if args.strategy is not None:
        masking["strategy"] = args.strategy
    if masking:
        base["masking"] = masking
    if args.data is not None:
        base["data"] = args.data
    for flag in ("objective", "preset", "steps", "batch_size", "lr", "warmup", "seed", "eval_every", "checkpoint_every",
                 "device", "threads", "name", "tokenizer", "schedule", "decay_steps", "min_lr_ratio", "eval_data",
                 "extra_images", "extra_rows", "extra_share", "vocab_size", "seq_len"):
        value = getattr(args, flag)
        if value is not None:
            base[flag] = value
    if base.get("steps") is not None and base["steps"] < 1:
        raise UserError(f"mlm-lab train: --steps must be at least 1, got {base['steps']}")
    data = base.get("data")
    if data and data not in ("toy", "generated", "samples"):
        path = Path(data).expanduser()
        if not path.exists():
            raise UserError(f"mlm-lab train: no such file or folder: {data}")
        base["data"] = str(path.resolve())
    for name in ("eval_data", "extra_images"):
        if base.get(name):
            path = Path(base[name]).expanduser()
            if not path.exists():
                raise UserError(f"mlm-lab train: no such file or folder: {base[name]}")
            base[name] = str(path.resolve())
    if base.get("tokenizer"):
        base["tokenizer"] = str(Path(base["tokenizer"]).expanduser().resolve())
    try:
        return TrainConfig.from_dict(base)
    except ValueError as exc:  # ConfigError, or a masking config's own check
        raise UserError(f"mlm-lab train: {exc}") from None


def _resume_config(args, run_dir: Path):
    from mlm_lab.training.config import ConfigError, TrainConfig

    if not (run_dir / "config.json").is_file():
        raise UserError(f"mlm-lab train: {run_dir} is not a run folder (no config.json)")
    given = [f"--{f.replace('_', '-')}" for f in _DEFINING_FLAGS if f != "task" and getattr(args, f) is not None]
    if given:
        allowed = ", ".join(f"--{f.replace('_', '-')}" for f in _RESUME_FLAGS)
        raise UserError(f"mlm-lab train: {', '.join(given)} cannot change when resuming; only {allowed} can")
    try:
        config = TrainConfig.load(run_dir / "config.json")
    except ConfigError as exc:
        where = "" if "config.json" in str(exc) else f"{run_dir / 'config.json'}: "
        raise UserError(f"mlm-lab train: {where}{exc}") from None
    if args.task and args.task != config.task:
        raise UserError(f"mlm-lab train: {run_dir} is a {config.task} run")
    changes = {f: getattr(args, f) for f in _RESUME_FLAGS if getattr(args, f) is not None}
    if changes.get("steps") is not None and changes["steps"] < 1:
        raise UserError("mlm-lab train: --steps must be at least 1")
    try:
        return run_dir, config.replace(**changes) if changes else config
    except ConfigError as exc:
        raise UserError(f"mlm-lab train: {exc}") from None


class _Progress:
    """A one-line progress bar on stderr (a line per evaluation when stderr is not a terminal)."""

    def __init__(self, config, stream=None):
        self.config = config
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.last_draw = 0.0
        self.start_step = None
        self.start_time = None
        self.run_dir = None
        self.pending: list[str] | None = []  # messages from before the start: shown only if it starts

    def on_start(self, run_dir, info):
        self.run_dir = run_dir
        self.start_step, self.start_time = info.get("step", 0), time.perf_counter()
        self.steps = info.get("steps", self.config.steps)
        print(f"run folder: {run_dir}", file=self.stream, flush=True)
        if "unigram_baseline" in info:
            print(f"unigram baseline accuracy: {info['unigram_baseline']:.3f}", file=self.stream, flush=True)
        pending, self.pending = self.pending or [], None
        for message in pending:
            self.on_log(message)

    def on_log(self, message):
        if message.startswith("Traceback"):
            return
        if self.pending is not None:  # a data error would make it a second line: wait for the start
            self.pending.append(message)
            return
        self._clear()
        print(message.splitlines()[0], file=self.stream, flush=True)

    def _clear(self):
        if self.tty:
            print("\r" + " " * 100 + "\r", end="", file=self.stream)

    def on_metrics(self, record):
        step = record["step"]
        now = time.perf_counter()
        done = step - (self.start_step or 0)
        rate = done / (now - self.start_time) if self.start_time and now > self.start_time and done else 0.0
        eta = (self.steps - step) / rate if rate else float("nan")
        speed = record.get("tokens_per_s", record.get("images_per_s"))
        unit = "tok/s" if "tokens_per_s" in record else "img/s"
        loss = record.get("train_loss")
        parts = [f"step {step}/{self.steps}"]
        if loss is not None:
            parts.append(f"loss {loss:.4f}")
        if speed is not None:
            parts.append(f"{speed:,.0f} {unit}")
        parts.append(f"ETA {_clock(eta)}")
        if "eval_loss" in record:
            score = (f"accuracy {record['eval_accuracy']:.3f}" if "eval_accuracy" in record
                     else f"PSNR {record.get('eval_psnr', float('nan')):.2f} dB")
            self._clear()
            print(f"step {step}: eval loss {record['eval_loss']:.4f}, {score}", file=self.stream, flush=True)
        if self.tty and (now - self.last_draw > 0.1 or step == self.steps):
            frac = step / max(self.steps, 1)
            bar = "#" * int(frac * 20) + "-" * (20 - int(frac * 20))
            print(f"\r[{bar}] " + " | ".join(parts), end="", file=self.stream, flush=True)
            self.last_draw = now

    def on_snapshot(self, step, items, path):
        pass

    def on_status(self, state, message, step):
        self._clear()
        if self.tty:
            print(file=self.stream)


def _clock(seconds: float) -> str:
    if not math.isfinite(seconds):
        return "--:--"
    seconds = int(seconds)
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}" if seconds >= 3600 else \
        f"{seconds // 60}:{seconds % 60:02d}"


def cmd_train(args) -> int:
    from mlm_lab.cli.train_image_tokens import cmd_train_image_tokens, is_image_tokens_run

    if args.task == "image-tokens" or (args.resume and is_image_tokens_run(args.resume)):
        return cmd_train_image_tokens(args)
    if args.stage is not None:
        raise UserError("mlm-lab train: --stage is for image-tokens runs")
    from mlm_lab.data.text_files import DataError
    from mlm_lab.training.config import ConfigError
    from mlm_lab.training.distributed import DistContext
    from mlm_lab.training.trainer import Trainer, TrainingError

    # every number's range was checked while the arguments were read (cli/limits.py); what is left
    # depends on this machine or on two options together
    cores = os.cpu_count() or 1
    if args.threads is not None and args.threads > cores:
        raise UserError(f"mlm-lab train: --threads {args.threads} is more than this machine's {cores} CPU threads; "
                        f"give 1 to {cores} (or 0: torch's choice)")
    if args.resume and args.branch:
        raise UserError("mlm-lab train: give --resume or --branch, not both")
    if args.branch:
        from mlm_lab.training.runs import branch_run

        source = Path(args.branch).expanduser()
        _resume_config(args, source)  # check the flags before anything is copied
        try:
            branch = branch_run(source, args.runs_dir)
        except (ConfigError, OSError) as exc:
            raise UserError(f"mlm-lab train: {exc}") from None
        print(f"branched {source} into {branch}", file=sys.stderr)
        resume, config = _resume_config(args, branch)
    elif args.resume:
        resume, config = _resume_config(args, Path(args.resume).expanduser())
    else:
        resume, config = None, _build_config(args)
    is_main = DistContext.from_env().is_main
    progress = _Progress(config)
    trainer = Trainer(config, runs_dir=args.runs_dir, resume=resume, callbacks=[progress] if is_main else [])

    def on_signal(signum, frame):
        if trainer.stop_requested:  # the second Ctrl+C: leave now
            raise KeyboardInterrupt
        if is_main:
            print("\nstopping after this step (Ctrl+C again to abort)...", file=sys.stderr, flush=True)
        trainer.request_stop()

    previous = signal.signal(signal.SIGINT, on_signal)
    previous_term = signal.signal(signal.SIGTERM, on_signal)
    try:
        result = trainer.run()
    except (DataError, ConfigError) as exc:
        raise UserError(f"mlm-lab train: {exc}") from None
    except TrainingError as exc:
        print(f"mlm-lab train: {exc}", file=sys.stderr)
        return 1
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.signal(signal.SIGTERM, previous_term)
    if not is_main:
        return 0 if result.state in ("finished", "stopped") else 1
    _summary(result, config)
    if result.state == "diverged":
        print(f"mlm-lab train: {result.message}", file=sys.stderr)
        return 1
    return 0


def _summary(result, config) -> None:
    m = result.final_metrics
    # "finished 60 steps", not "finished: finished 60 steps"; "stopped: at step 20 of 60"
    print(result.message if result.message.split(" ", 1)[0] == result.state else f"{result.state}: {result.message}")
    if "eval_next_token_accuracy" in m:
        print(f"eval: next-token loss {m['eval_loss']:.4f}, next-token accuracy {m['eval_accuracy']:.3f}"
              f" (top-5 {m.get('eval_top5', float('nan')):.3f})")
    elif "eval_accuracy" in m:
        print(f"eval: loss {m['eval_loss']:.4f}, masked-token accuracy {m['eval_accuracy']:.3f}"
              f" (top-5 {m.get('eval_top5', float('nan')):.3f})")
    elif "eval_psnr" in m:
        print(f"eval: masked-patch loss {m['eval_loss']:.4f}, PSNR {m['eval_psnr']:.2f} dB over hidden patches")
    if "train_loss" in m:
        speed = m.get("tokens_per_s", m.get("images_per_s"))
        unit = "tokens/s" if "tokens_per_s" in m else "images/s"
        print(f"train loss {m['train_loss']:.4f}; {speed:,.0f} {unit}; {m.get('elapsed_s', 0):.0f} s")
    print(f"run folder: {result.run_dir}")
    from mlm_lab.training.checkpoint import list_checkpoints

    checkpoints = list_checkpoints(result.run_dir) if result.run_dir else []
    if checkpoints:
        print(f"model: {checkpoints[-1]} (a model folder: use it with --model)")


def cmd_runs(args) -> int:
    from mlm_lab.training.runs import list_runs

    runs = list_runs(args.runs_dir)
    if args.json:
        print(json.dumps([{"path": str(r.path), "name": r.name, "state": r.state, "step": r.step,
                           "steps": r.status.get("steps"), "task": r.config.task if r.config else None,
                           "final_metrics": r.final_metrics} for r in runs]))
        return 0
    if not runs:
        from mlm_lab.training.runs import default_runs_dir

        print(f"no runs in {args.runs_dir or default_runs_dir()}")
        return 0
    print(f"{'run':44} {'state':11} {'step':>11}  final metrics")
    for r in runs:
        m = r.final_metrics  # numbers only (runs.read_status); any of them may be missing
        loss = f"eval loss {_num(m.get('eval_loss'), '.3f')}"
        if "eval_next_token_accuracy" in m:  # a causal LM: its accuracy is on next tokens, not masked ones
            score = f"next-token accuracy {_num(m.get('eval_accuracy'), '.3f')}  {loss}"
        elif "eval_accuracy" in m:
            score = f"accuracy {_num(m['eval_accuracy'], '.3f')}  {loss}"
        elif "eval_psnr" in m:
            score = f"PSNR {_num(m['eval_psnr'], '.2f')} dB  {loss}"
        elif "eval_loss" in m:
            score = loss
        else:
            score = "-"
        steps = r.status.get("steps") or (r.config.steps if r.config else "?")
        print(f"{r.name:44} {r.state:11} {f'{r.step}/{steps}':>11}  {score}")
    return 0


def _num(value, spec: str) -> str:
    return format(value, spec) if isinstance(value, (int, float)) and not isinstance(value, bool) else "-"
