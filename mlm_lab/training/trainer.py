"""The headless trainer: runs steps, evaluates on held-out data, writes the run folder and
reports through callbacks. The app drives it in a worker process, the CLI directly.

A run is a pure function of its config: the model init comes from the seed, the data
order and every mask from (seed, step, rank). So a run resumed from a checkpoint (or
split over processes with torchrun) computes exactly what an uninterrupted run would.

What differs between text and images (model, data, loss, evaluation, snapshots) lives in
tasks.py; this file is the loop they share. evaluation.py takes the held-out evaluations (step
0's shared by runs that start alike) in the run's precision; run_setup.py opens the run (config,
device, data, run folder and lock, a resumed run's checkpoint).
"""

from __future__ import annotations

import errno
import math
import statistics
import time
import traceback
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from mlm_lab.errors import msg, words
from mlm_lab.training.checkpoint import (
    list_checkpoints,
    remove_checkpoint,
    save_checkpoint,
)
from mlm_lab.training.config import TrainConfig
from mlm_lab.training.data import IndexStream, build_data, check_data_matches
from mlm_lab.training.distributed import DistContext, weights_digest
from mlm_lab.training.evaluation import bf16_on_cuda, held_out_metrics, step0_metrics
from mlm_lab.training.events import EventCallback, TrainerCallback
from mlm_lab.training.run_lock import RunLock, RunLocked
from mlm_lab.training.run_setup import ResumeError, RunFolderError, restore_run, select_device, setup_run, unlock_run
from mlm_lab.training.runs import RunFolder, final_metrics
from mlm_lab.training.tasks import Task

MEDIAN_WINDOW = 100  # divergence guard: losses the running median is taken over
DIVERGENCE_FACTOR = 10.0


class TrainingError(RuntimeError):
    """A run that failed after it started; its status.json says why."""


@dataclass
class RunResult:
    state: str  # finished | stopped | diverged | failed
    message: str
    step: int
    run_dir: Path | None
    final_metrics: dict = field(default_factory=dict)


@dataclass
class _Meter:
    """What the next metrics record averages: the steps since the last one."""

    loss_sum: float = 0.0
    steps: int = 0
    items: int = 0  # tokens or images, over every process
    seconds: float = 0.0  # time spent in those steps

    def reset(self) -> None:
        self.loss_sum, self.steps, self.items, self.seconds = 0.0, 0, 0, 0.0

    def add(self, loss: float, items: int, seconds: float) -> None:
        self.loss_sum, self.steps = self.loss_sum + loss, self.steps + 1
        self.items, self.seconds = self.items + items, self.seconds + seconds


def step_generator(seed: int, step: int, rank: int = 0) -> torch.Generator:
    """The random source of one step of one process (masks, crops, flips)."""
    state = np.random.SeedSequence([int(seed), int(step), int(rank)]).generate_state(1, dtype=np.uint64)[0]
    return torch.Generator().manual_seed(int(state) & ((1 << 63) - 1))


def lr_at(config: TrainConfig, step: int) -> float:
    """Learning rate of the step that follows `step` completed ones."""
    floor = config.min_lr_ratio
    warm = (step + 1) / config.warmup if step < config.warmup else 1.0
    if config.schedule == "wsd":  # the decay starts at steps - decay_steps, even inside the warmup
        decay = config.decay_steps or max(1, round(0.2 * config.steps))
        start = config.steps - decay
        progress = min(1.0, (step - start + 1) / decay) if step >= start else 0.0
        return config.lr * min(warm, 1 - (1 - floor) * progress)
    if step < config.warmup:
        return config.lr * warm
    progress = min(1.0, (step - config.warmup) / max(1, config.steps - config.warmup))
    if config.schedule == "cosine":
        factor = floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * progress))
    elif config.schedule == "linear":
        factor = 1 - (1 - floor) * progress
    else:
        factor = 1.0
    return config.lr * factor


class Trainer:
    """Train one run. `config` starts a new run in `runs_dir`; `resume` (a run folder)
    continues that run from its newest checkpoint, with its own config (a given
    `config` may change only steps, intervals, threads, device and the name).

    `data`: an already-built data object (`build_data(config)`, or
    `mlm_lab.training.data.build_text_data/build_image_data`), reused instead of reading and
    tokenizing again, e.g. by the runs of a study (build_data is re-exported here). Only for a new run, and only with a
    config that builds the same data: the same task, data, eval_data, eval_size, and for
    text seq_len, tokenizer and vocab_size, for images image_size (and for generated
    images seed and batch_size, which draw the pool). A mismatch raises ConfigError.
    """

    def __init__(self, config: TrainConfig | None = None, *, runs_dir=None, resume=None,
                 callbacks=(), stop_event=None, data=None, eval_memo: dict | None = None):
        if config is None and resume is None:
            raise ValueError(words("give a config, or a run folder to resume"))
        if data is not None and (resume is not None or config is None):
            raise ValueError(words("data= is for a new run; a resumed run rebuilds its own data from its folder"))
        if data is not None:
            check_data_matches(data, config)
        self.config = config
        self.runs_dir = runs_dir
        self.resume = Path(resume).expanduser() if resume else None
        self.callbacks = list(callbacks)
        self.stop_event = stop_event
        self.data = data  # built by run() unless given
        self.eval_memo = eval_memo  # step-0 evaluations by initial weights and data (a study's runs share it)
        self._stop = False
        # the state of one run, filled in by run()
        self.dist = DistContext()  # the real one (from torchrun's environment) when run() starts
        self.device = torch.device("cpu")
        self.run_dir: Path | None = None
        self.folder: RunFolder | None = None
        self.task: Task | None = None
        self.core: torch.nn.Module | None = None  # the model, not wrapped for DDP
        self.step = 0
        self.records: list[dict] = []
        self.window: deque[float] = deque(maxlen=MEDIAN_WINDOW)  # recent losses: the divergence guard
        self.prior_elapsed = 0.0  # training seconds of earlier sessions of this run
        self.session_start = 0.0
        self._lock: RunLock | None = None  # rank 0's hold on the run folder
        self._started = False  # status.json says "running" (until then a failed resume changes nothing)

    # -- control --------------------------------------------------------------------------
    def request_stop(self) -> None:
        """Finish the current step, write a checkpoint and end the run as stopped."""
        self._stop = True

    @property
    def stop_requested(self) -> bool:
        return self._stop or bool(self.stop_event is not None and self.stop_event.is_set())

    # -- callbacks ------------------------------------------------------------------------
    def _emit(self, name: str, *args) -> None:
        if not self.dist.is_main:
            return
        for cb in self.callbacks:
            method = getattr(cb, name, None)
            if method is not None:
                method(*args)

    def log(self, message: str) -> None:
        self._emit("on_log", message)

    @property
    def started(self) -> bool:
        """Whether the run has begun (status.json says "running"); until then a resume that
        fails has changed nothing of the run's record."""
        return self._started

    # -- the run --------------------------------------------------------------------------
    def run(self) -> RunResult:
        self.dist = DistContext.from_env()
        try:
            setup_run(self)
        except BaseException:
            unlock_run(self)
            self.dist.shutdown()
            raise
        try:
            return self._train()
        except ResumeError:
            raise  # nothing was changed: the run's record stays as it was
        except BaseException as exc:
            no_room = isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EACCES)
            if no_room and self.resume is not None and not self._started and self.dist.is_main:
                # a resume that could not write its first record (status.json "running"): the run's
                # record is as it was, so this is a refusal (one line, exit 2), not a failed run
                raise RunFolderError(msg("cannot write in {self_run_dir}: {exc_strerror_or_exc}; make room (or make "
                                         "the folder writable) and resume again; the run is left as it was",
                                         self_run_dir=self.run_dir, exc_strerror_or_exc=exc.strerror or exc)) from None
            message = f"training failed: {type(exc).__name__}: {exc}"
            if no_room:
                message = (f"training failed at step {self.step}: cannot write {exc.filename or 'a file'}: "
                           f"{exc.strerror}; make room (or make the folder writable) and resume with: "
                           f"mlm-lab train --resume {self.run_dir}")
            if isinstance(exc, KeyboardInterrupt):
                message = (f"aborted at step {self.step}; resume from the newest checkpoint "
                           f"with: mlm-lab train --resume {self.run_dir}")
            if self.dist.is_main:
                self.log(traceback.format_exc())
                if self._started or self.resume is None:
                    self._finish("failed", message)
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise TrainingError(message) from exc
        finally:
            self.folder.close()
            unlock_run(self)
            self.dist.shutdown()

    def _train(self) -> RunResult:
        """Restore, announce, evaluate step 0, then train step by step until done, stopped
        or diverged; every process runs this, rank 0 alone records."""
        cfg, dist = self.config, self.dist
        model, optimizer = self.task.build_model()
        self.core = model
        resumed_from = restore_run(self, model, optimizer)
        dist.barrier()
        model.to(self.device)
        model = dist.wrap(model, self.device)
        stream = IndexStream(self.task.stream_size, cfg.batch_size, seed=cfg.seed, rank=dist.rank,
                             world_size=dist.world_size)
        self.task.prepare_eval()
        self._announce(resumed_from)
        dist.barrier()
        autocast = bf16_on_cuda(self.device)
        self.session_start = time.perf_counter()
        meter = _Meter()
        state, message = "finished", f"finished {cfg.steps} steps"
        model.train()
        while self.step < cfg.steps:
            lr, stop_any, bad = self._train_step(model, optimizer, stream, autocast, meter)
            if bad:
                state, message = "diverged", bad
                break
            stopping = stop_any and self.step < cfg.steps
            if dist.is_main:
                self._bookkeeping(model, optimizer, lr, meter, last=self.step == cfg.steps or stopping)
            if stopping or (not dist.active and self.stop_requested and self.step < cfg.steps):
                # the second case: asked during this step's bookkeeping (e.g. by a callback)
                if dist.is_main and self.step % cfg.checkpoint_every and not stopping:
                    self._checkpoint(optimizer)
                state = "stopped"
                break
        if state == "stopped":
            message = f"stopped at step {self.step} of {cfg.steps}; resume with: mlm-lab train --resume {self.run_dir}"
        dist.write_digest(self.core)
        dist.barrier()
        return self._finish(state, message)

    def _announce(self, resumed_from: Path | None) -> None:
        """status.json "running", the start callback and log lines; step 0's evaluation."""
        if not self.dist.is_main:
            return
        cfg, dist = self.config, self.dist
        resumed = f" (resumed at step {self.step} from {resumed_from.name})" if resumed_from else ""
        info = {"task": cfg.task, "step": self.step, "steps": cfg.steps, "data": self.data.description,
                "world_size": dist.world_size, "device": str(self.device),
                "parameters": sum(p.numel() for p in self.core.parameters()), "resumed": resumed_from is not None,
                **self.task.start_info()}
        self.folder.write_status("running", f"training{resumed}", step=self.step, steps=cfg.steps,
                                 final_metrics=final_metrics(self.records), **self._status_extra())
        self._started = True
        self._emit("on_start", self.run_dir, info)
        for note in self.data.notes:
            self.log(note)
        self.log(f"training on {self.data.description}; {info['parameters']:,} parameters on {self.device}"
                 f"{'' if dist.world_size == 1 else f' x {dist.world_size} processes'}{resumed}")
        if self.step == 0:
            initial = step0_metrics(self.eval_memo, self.core, cfg, self.data, self.device, self.evaluate)
            self._record({"step": 0, "lr": lr_at(cfg, 0), "elapsed_s": 0.0, **initial})
            self._snapshot()

    def _train_step(self, model, optimizer, stream, autocast, meter: _Meter):
        """One optimizer step. Returns (lr, whether any process asked to stop, the
        divergence message or None: then the step was not taken)."""
        cfg, dist = self.config, self.dist
        t0 = time.perf_counter()
        lr = lr_at(cfg, self.step)
        for group in optimizer.param_groups:
            group["lr"] = lr
        gen = step_generator(cfg.seed, self.step, dist.rank)
        with autocast:
            loss, n_items = self.task.forward(model, stream.batch(self.step), gen)
        value, stop_any = dist.reduce_loss_and_flag(loss.detach().float(), self.stop_requested)
        bad = self._divergence(value, self.window, lr)
        if bad:
            return lr, stop_any, bad
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if cfg.grad_clip > 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.grad_clip)
        optimizer.step()
        self.step += 1
        self.window.append(value)
        meter.add(value, n_items * dist.world_size, time.perf_counter() - t0)
        return lr, stop_any, None

    def _bookkeeping(self, model, optimizer, lr: float, meter: _Meter, *, last: bool) -> None:
        """Rank 0 after a step: the metrics record (with an evaluation when due), the
        snapshot and the checkpoint, each at its interval and at the last step."""
        cfg, step = self.config, self.step
        eval_due = step % cfg.eval_every == 0 or last
        if step % cfg.log_every == 0 or eval_due:
            record = {"step": step, "train_loss": meter.loss_sum / meter.steps, "lr": lr,
                      self.task.throughput_key: round(meter.items / max(meter.seconds, 1e-9), 1),
                      "elapsed_s": self._elapsed()}
            if eval_due:
                record.update(self.evaluate(final=last))
                model.train()
            self._record(record)
            meter.reset()
        if step % cfg.snapshot_every == 0 or last:
            self._snapshot()
            model.train()
        if step % cfg.checkpoint_every == 0 or last:
            self._checkpoint(optimizer)

    def _elapsed(self) -> float:
        return self.prior_elapsed + time.perf_counter() - self.session_start

    def _divergence(self, value: float, window: deque, lr: float) -> str | None:
        """Why `value` (this step's loss) means the run diverged, or None; `window`: recent losses."""
        cause = (f"the learning rate ({lr:.3g}) is probably too high: lower --lr or lengthen --warmup; "
                 f"the last good checkpoint is kept")
        if not math.isfinite(value):
            return f"diverged at step {self.step + 1}: the loss became {value}; {cause}"
        if self.step >= self.config.warmup and len(window) >= 20:
            median = statistics.median(window)
            if value > DIVERGENCE_FACTOR * median:
                return (f"diverged at step {self.step + 1}: the loss {value:.4g} is more than "
                        f"{DIVERGENCE_FACTOR:g}x its running median {median:.4g}; {cause}")
        return None

    def _finish(self, state: str, message: str) -> RunResult:
        metrics = final_metrics(self.records)
        if self.dist.is_main:
            try:
                self.folder.write_status(state, message, step=self.step, steps=self.config.steps,
                                         final_metrics=metrics, **self._status_extra())
            except OSError as exc:  # a full or read-only disk: the state is still reported
                if state != "failed":
                    raise
                self.log(f"warning: could not record the failure in status.json: {exc.strerror or exc}")
            self._emit("on_status", state, message, self.step)
        return RunResult(state, message, self.step, self.run_dir, metrics)

    def _status_extra(self) -> dict:
        return {"task": self.config.task, "data": getattr(self.data, "description", ""),
                "world_size": self.dist.world_size, **(self.task.status_extra() if self.task else {})}

    def _record(self, record: dict) -> None:
        record = {k: (round(v, 7) if isinstance(v, float) and math.isfinite(v) else v) for k, v in record.items()}
        self.records.append(record)
        self.folder.append_metrics(record)
        self._emit("on_metrics", record)

    # -- evaluation, snapshots, checkpoints -------------------------------------------------
    def evaluate(self, final: bool = False) -> dict:
        """Held-out metrics with the fixed evaluation masks (`final`: the run's last evaluation);
        evaluation.py takes them."""
        return held_out_metrics(self.task, self.core, self.device, final=final)

    @torch.no_grad()
    def _snapshot(self) -> None:
        self.core.eval()
        items, path = self.task.snapshot(self.step, self.folder.snapshots)
        self._emit("on_snapshot", self.step, items, str(path))

    def _checkpoint(self, optimizer) -> None:
        cfg = self.config
        save_checkpoint(
            self.folder.checkpoints / f"step-{self.step}", model=self.core, optimizer=optimizer, step=self.step,
            scheduler={"kind": cfg.schedule, "lr": cfg.lr, "warmup": cfg.warmup, "steps": cfg.steps,
                       "min_lr_ratio": cfg.min_lr_ratio, "decay_steps": cfg.decay_steps},
            extra={"elapsed_s": self._elapsed(), "loss_window": list(self.window), "config": cfg.to_dict()},
            tokenizer=self.task.tokenizer,
        )
        if cfg.keep_checkpoints:
            for old in list_checkpoints(self.run_dir)[:-cfg.keep_checkpoints]:
                remove_checkpoint(old)
        self.folder.write_status("running", f"checkpoint at step {self.step}", step=self.step, steps=cfg.steps,
                                 final_metrics=final_metrics(self.records), **self._status_extra())


__all__ = ["EventCallback", "ResumeError", "RunFolderError", "RunLocked", "RunResult", "Trainer", "TrainerCallback", "TrainingError", "build_data", "lr_at",
           "select_device", "step_generator", "weights_digest"]
