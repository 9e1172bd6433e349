"""Rebuild the bundled models with the project's training engine (mlm_lab.training.Trainer).

    python scripts/train_bundled.py text  --data ../shared/data/text            --work ~/runs/bundled-text
    python scripts/train_bundled.py image --data ../shared/data/images/bsds500  --work ~/runs/bundled-image

The recipe is warmup-stable-decay. The command above trains the main run in
`<work>/<date>-main` at a constant learning rate after warmup, checkpointing every 250
steps; run it again (with a larger --steps) and it resumes from the newest checkpoint.
When the main run is good enough, anneal a copy of its newest checkpoint:

    python scripts/train_bundled.py text --work ~/runs/bundled-text --decay 500

which branches it into `<work>/<date>-main-from-<step>` (the main run stays as it is and
can go on) and lowers the learning rate linearly to zero over 500 steps. Then export
with scripts/export_bundled.py. CPU by default, CUDA when present (--device).

Each command is the same as `mlm-lab train` with the recipe's flags, e.g. for text:
`mlm-lab train text --preset tiny --data ../shared/data/text --mask-prob 0.25 --batch-size 64
--lr 1e-3 --warmup 400 --schedule constant --name main --runs-dir ~/runs/bundled-text`.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mlm_lab.masking import PatchMaskingConfig, TokenMaskingConfig  # noqa: E402
from mlm_lab.training import TrainConfig, Trainer, TrainerCallback, list_runs  # noqa: E402
from mlm_lab.training.checkpoint import list_checkpoints  # noqa: E402
from mlm_lab.training.runs import RunFolder, branch_run, create_run_dir  # noqa: E402

COMMON = dict(preset="tiny", batch_size=64, lr=1e-3, schedule="constant", min_lr_ratio=0.0, grad_clip=1.0, seed=0,
              eval_every=250, snapshot_every=250, checkpoint_every=250, log_every=10, keep_checkpoints=2,
              name="main")

# Text: 25 % masking trains on more predictions per step than 15 % (evaluation is always
# at 15 %); 128-token rows packed across paragraphs; held-out books: a 10 % split by book.
TEXT_RECIPE = dict(COMMON, task="text", masking=TokenMaskingConfig(mask_prob=0.25), warmup=400, weight_decay=0.01,
                   vocab_size=8192, seq_len=128, eval_size=256)

# Images: 96 px, 8 px patches (the tiny preset), 75 % random masking; the BSDS500 val
# folder is held out for evaluation, train + test are trained on.
IMAGE_RECIPE = dict(COMMON, task="image", masking=PatchMaskingConfig("random", 0.75), warmup=300,
                    weight_decay=0.05, eval_size=100)


def log(message: str) -> None:
    print(time.strftime("%H:%M:%S"), message, flush=True)


class Printer(TrainerCallback):
    def on_metrics(self, record):
        if "eval_loss" in record:
            shown = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in record.items()}
            log(str(shown))

    def on_log(self, message):
        if not message.startswith("Traceback"):
            log(message.splitlines()[0])

    def on_status(self, state, message, step):
        log(f"{state}: {message}")


def recipe_config(task: str, data: str, steps: int, threads: int, device: str) -> TrainConfig:
    recipe = dict(TEXT_RECIPE if task == "text" else IMAGE_RECIPE)
    path = Path(data).expanduser().resolve()
    recipe.update(data=str(path), steps=steps, threads=threads, device=device)
    if task == "image":
        recipe["eval_data"] = str(path / "val")
    return TrainConfig(**recipe)


def find_run(work: Path, suffix: str):
    runs = [r for r in list_runs(work) if r.name.endswith(suffix) and r.config is not None]
    if len(runs) > 1:
        raise SystemExit(f"more than one run ending in {suffix} in {work}: {[r.name for r in runs]}")
    return runs[0].path if runs else None


def newest_step(run_dir: Path) -> int:
    checkpoints = list_checkpoints(run_dir)
    if not checkpoints:
        raise SystemExit(f"{run_dir} has no checkpoint yet")
    return int(checkpoints[-1].name.split("-")[-1])


def seed_main_run(work: Path, config: TrainConfig, model_dir: Path) -> Path:
    """Start a main run from a shipped model folder instead of a random init.

    The run gets the model's own tokenizer (so the data rows are cut the same way), and
    a step-0 checkpoint holding the model's weights with a fresh optimizer; the engine
    then resumes it as any run, warming the learning rate up again from zero. Used to go
    on training a bundled model whose original run folder is not on this machine.
    """
    from mlm_lab.models import load_pretrained
    from mlm_lab.tokenization import WordPieceTokenizer
    from mlm_lab.training.checkpoint import save_checkpoint
    from mlm_lab.training.tasks import adamw_for, task_for

    model = load_pretrained(model_dir).float()
    grown = None
    if config.task == "text":
        from mlm_lab.models import text_config
        from mlm_lab.models.grow import grow_depth

        target = text_config(config.preset, model.config.vocab_size)
        if target.num_layers > model.config.num_layers:  # a deeper preset: grow it, outputs unchanged
            log(f"growing {model.config.num_layers} blocks to {target.num_layers} (mlm_lab.models.grow)")
            grown = (model.config.num_layers, target.num_layers)
            model = grow_depth(model, target.num_layers)
    else:
        from mlm_lab.models import image_config
        from mlm_lab.models.grow import grow_decoder

        target = image_config(config.preset)
        if target.decoder_num_layers > model.config.decoder_num_layers:  # a deeper decoder: grow it
            log(f"growing the decoder's {model.config.decoder_num_layers} blocks to {target.decoder_num_layers}"
                " (mlm_lab.models.grow)")
            grown = (model.config.decoder_num_layers, target.decoder_num_layers)
            model = grow_decoder(model, target.decoder_num_layers)
    if model.config != target:
        raise SystemExit(f"{model_dir} does not fit the {config.preset} preset: {model.config} vs {target}")
    run_dir = create_run_dir(work, config.run_name())
    folder = RunFolder(run_dir)
    folder.write_config(config)
    tokenizer = WordPieceTokenizer.load(model_dir / "tokenizer.json") if config.task == "text" else None
    if tokenizer is not None:
        tokenizer.save(run_dir / "tokenizer.json")
    # the engine's own optimizer (its betas, eps and fused kernel): the trainer restores the
    # checkpoint's param groups, so a hand-made optimizer here would replace the engine's settings
    optimizer = adamw_for(model, config.lr, config.weight_decay, task_for(config).adam_betas,
                          fused=config.device in ("auto", "cpu", "cuda"))
    save_checkpoint(run_dir / "checkpoints" / "step-0", model=model, optimizer=optimizer, step=0,
                    extra={"elapsed_s": 0.0, "loss_window": [], "init_from": str(model_dir)},
                    tokenizer=tokenizer)
    part = "decoder " if config.task == "image" else ""
    grew = f"grown from {grown[0]} to {grown[1]} {part}blocks (mlm_lab.models.grow)\n" if grown else ""
    (run_dir / "INIT_FROM.txt").write_text(f"initialised from {model_dir}\n{grew}", encoding="utf-8")
    log(f"seeded {run_dir.name} from {model_dir}")
    return run_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", choices=["text", "image"])
    parser.add_argument("--data", help="text: the folder of novels; image: the BSDS500 folder (train/test/val)")
    parser.add_argument("--work", required=True, help="where the run folders go")
    parser.add_argument("--steps", type=int, default=20000, help="main run: train up to this step")
    parser.add_argument("--decay", type=int, default=0, help="anneal a branch of the main run over N steps")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--init-from", help="start the main run from this model folder (e.g. the shipped "
                        "resources/models/text-tiny) instead of a random init; steps count from 0 again")
    parser.add_argument("--preset", choices=["tiny", "small"], help="main run: model size (default tiny; text "
                        "small = 6 x 256, grown from --init-from's 4 x 256 when given; image small = decoder "
                        "128 x 4, grown from --init-from's 128 x 2)")
    parser.add_argument("--objective", choices=["mlm", "diffusion"], help="text main run: mlm (the recipe's, 25 %% "
                        "masking) or diffusion (masked diffusion, every rate t ~ U(0, 1): the generator)")
    parser.add_argument("--lr", type=float, help="main run: peak learning rate (default: the recipe's)")
    parser.add_argument("--warmup", type=int, help="main run: warmup steps (default: the recipe's)")
    parser.add_argument("--extra-images", help="image main run: a .npy of uint8 pictures [N, H, W, 3] to train on "
                        "beside the photos, each upscaled and taken whole (e.g. the CIFAR-10 subset)")
    parser.add_argument("--extra-rows", type=int, help="only the first N rows of --extra-images (keep the probe's "
                        "test rows out: 9000 for the 10,000-image CIFAR-10 subset)")
    parser.add_argument("--extra-share", type=float, help="fraction of training views from --extra-images "
                        "(default 0.5)")
    parser.add_argument("--device", default="auto", choices=["auto", "cpu", "cuda", "mps"])
    args = parser.parse_args()
    work = Path(args.work).expanduser()
    main_run = find_run(work, "-main")
    callbacks = [Printer()]
    if args.decay:
        if main_run is None:
            raise SystemExit(f"no main run in {work} to branch from; train one first")
        start = newest_step(main_run)
        branch = find_run(work, f"-main-from-{start}") or branch_run(main_run)
        saved = TrainConfig.load(branch / "config.json")
        config = saved.replace(steps=start + args.decay, schedule="wsd", decay_steps=args.decay,
                               threads=args.threads, device=args.device)
        log(f"annealing {branch.name}: steps {start} to {start + args.decay}")
        trainer = Trainer(config, resume=branch, callbacks=callbacks)
    elif main_run is not None:
        config = TrainConfig.load(main_run / "config.json").replace(steps=args.steps, threads=args.threads,
                                                                   device=args.device)
        log(f"resuming {main_run.name} up to step {args.steps}")
        trainer = Trainer(config, resume=main_run, callbacks=callbacks)
    else:
        if not args.data:
            raise SystemExit("--data is needed to start the main run")
        config = recipe_config(args.task, args.data, args.steps, args.threads, args.device)
        extra = str(Path(args.extra_images).expanduser().resolve()) if args.extra_images else None
        config = config.replace(**{k: v for k, v in (("lr", args.lr), ("warmup", args.warmup), ("preset", args.preset),
                                                     ("objective", args.objective),
                                                     ("extra_images", extra), ("extra_rows", args.extra_rows),
                                                     ("extra_share", args.extra_share)) if v is not None})
        if args.init_from:
            run_dir = seed_main_run(work, config, Path(args.init_from).expanduser().resolve())
            trainer = Trainer(config, resume=run_dir, callbacks=callbacks)
        else:
            trainer = Trainer(config, runs_dir=work, callbacks=callbacks)
    # SIGTERM or Ctrl+C: finish the step, write a checkpoint, stop (run the command again to resume)
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: trainer.request_stop())
    result = trainer.run()
    log(f"{result.state} at step {result.step}: {result.run_dir}")
    if result.state not in ("finished", "stopped"):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
