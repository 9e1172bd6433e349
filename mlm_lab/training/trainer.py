"""The headless trainer: runs steps, evaluates on held-out data, writes the run folder and
reports through callbacks. The app drives it in a worker process, the CLI directly.

A run is a pure function of its config: the model init comes from the seed, the data
order and every mask from (seed, step, rank). So a run resumed from a checkpoint (or
split over processes with torchrun) computes exactly what an uninterrupted run would.

Evaluation is fixed whatever the run trains with, so runs compare: text at 15 % random
masking with every selected token replaced by [MASK] (masked-token accuracy and loss);
images at 75 % random patch masking (masked-patch loss and PSNR of the hidden pixels).
The held-out data and its masks are the same at every evaluation and in every run.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import shutil
import statistics
import time
import traceback
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.data.text_files import DataError
from mlm_lab.masking import PatchMask, TokenMaskingConfig, mask_patches, mask_tokens, patch_mask_from_noise
from mlm_lab.training.checkpoint import list_checkpoints, load_checkpoint, save_checkpoint
from mlm_lab.training.config import EVAL_MASK_PROB, EVAL_MASK_RATIO, IDENTITY_FIELDS, ConfigError, TrainConfig
from mlm_lab.training.distributed import DistContext
from mlm_lab.training.runs import RunFolder, create_run_dir, final_metrics

EVAL_SEED = 1234  # the held-out masks: the same in every run
SNAPSHOT_SEED = 4321
SNAPSHOT_IMAGES = 4
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


class TrainerCallback:
    """Override what you need. Called on rank 0 only, in the training thread."""

    def on_start(self, run_dir: Path, info: dict) -> None: ...

    def on_metrics(self, record: dict) -> None: ...

    def on_snapshot(self, step: int, items: list[dict], path: str | None) -> None: ...

    def on_status(self, state: str, message: str, step: int) -> None: ...

    def on_log(self, message: str) -> None: ...


class EventCallback(TrainerCallback):
    """Turns the callbacks into the worker's event dicts and hands each to `emit`."""

    def __init__(self, emit):
        self.emit = emit

    def on_start(self, run_dir, info):
        self.emit({"type": "started", "run_dir": str(run_dir), **info})

    def on_metrics(self, record):
        self.emit({"type": "metrics", **record})

    def on_snapshot(self, step, items, path):
        self.emit({"type": "snapshot", "step": step, "items": items, "path": path})

    def on_status(self, state, message, step):
        self.emit({"type": "status", "state": state, "message": message, "step": step})

    def on_log(self, message):
        self.emit({"type": "log", "message": message})


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


def select_device(requested: str, local_rank: int = 0) -> torch.device:
    if requested in ("auto", "cuda") and torch.cuda.is_available():
        return torch.device("cuda", local_rank % torch.cuda.device_count())
    if requested == "cuda":
        raise ConfigError("device cuda was asked for, but CUDA is not available")
    mps = getattr(torch.backends, "mps", None)
    if requested in ("auto", "mps") and mps is not None and mps.is_available():
        return torch.device("mps")
    if requested == "mps":
        raise ConfigError("device mps was asked for, but MPS is not available")
    return torch.device("cpu")


class Trainer:
    """Train one run. `config` starts a new run in `runs_dir`; `resume` (a run folder)
    continues that run from its newest checkpoint, with its own config (a given
    `config` may change only steps, intervals, threads, device and the name). `data`: the
    already-built TextData / ImageData of this config (mlm_lab.training.data), used instead
    of building it again, so a series of runs does not re-tokenize."""

    def __init__(self, config: TrainConfig | None = None, *, runs_dir=None, resume=None,
                 callbacks=(), stop_event=None, data=None):
        if config is None and resume is None:
            raise ValueError("give a config, or a run folder to resume")
        self.config = config
        self.runs_dir = runs_dir
        self.resume = Path(resume).expanduser() if resume else None
        self.callbacks = list(callbacks)
        self.stop_event = stop_event
        self._prebuilt = data
        self._stop = False
        self.run_dir: Path | None = None

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

    # -- setup ----------------------------------------------------------------------------
    def _resolve_config(self) -> TrainConfig:
        if self.resume is None:
            return self.config
        if not (self.resume / "config.json").is_file():
            raise ConfigError(f"{self.resume} is not a run folder (no config.json)")
        saved = TrainConfig.load(self.resume / "config.json")
        if self.config is None:
            return saved
        mine, theirs = self.config.to_dict(), saved.to_dict()
        changed = [k for k in IDENTITY_FIELDS if mine[k] != theirs[k]]
        if changed:
            raise ConfigError(f"a resumed run cannot change {', '.join(changed)} (it was trained with other values)")
        return self.config

    def _build_data(self, config: TrainConfig, tokenizer=None):
        from mlm_lab.training.data import build_image_data, build_text_data

        if self._prebuilt is not None:
            return self._prebuilt
        if config.task == "text":
            return build_text_data(config, tokenizer=tokenizer, log=self.log)
        return build_image_data(config, log=self.log)

    def _setup(self) -> None:
        config = self._resolve_config()
        self.config = config
        if config.threads:
            torch.set_num_threads(config.threads)
        self.device = select_device(config.device, self.dist.local_rank)
        self.dist.init(self.device)
        tokenizer = None
        if self.resume is not None:
            self.run_dir = self.resume
            if config.task == "text":
                from mlm_lab.tokenization import WordPieceTokenizer

                tokenizer = WordPieceTokenizer.load(self.run_dir / "tokenizer.json")
            self.data = self._build_data(config, tokenizer)
        elif self.dist.is_main:
            try:
                self.data = self._build_data(config)
                self.run_dir = create_run_dir(self.runs_dir, config.run_name())
                if config.task == "text":
                    self.data.tokenizer.save(self.run_dir / "tokenizer.json")
            except (DataError, ConfigError, OSError, ValueError) as exc:
                self.dist.broadcast_text("!" + str(exc))
                raise
            self.dist.broadcast_text(str(self.run_dir))
        else:
            message = self.dist.broadcast_text(None)
            if message.startswith("!"):
                raise DataError(message[1:])
            self.run_dir = Path(message)
            if config.task == "text":
                from mlm_lab.tokenization import WordPieceTokenizer

                tokenizer = WordPieceTokenizer.load(self.run_dir / "tokenizer.json")
            self.data = self._build_data(config, tokenizer)
        self.folder = RunFolder(self.run_dir)
        if self.dist.is_main:
            self.folder.write_config(config)

    def _build_model(self):
        from mlm_lab.models import MaskedAutoencoder, MaskedLM, image_config, text_config

        cfg = self.config
        torch.manual_seed(cfg.seed)
        if cfg.task == "text":
            model = MaskedLM(text_config(cfg.preset, self.data.tokenizer.vocab_size))
            betas, eps = (0.9, 0.98), 1e-6
        else:
            model = MaskedAutoencoder(image_config(cfg.preset, mask_ratio=cfg.masking.ratio))
            betas, eps = (0.9, 0.95), 1e-8
        decay = [p for p in model.parameters() if p.dim() >= 2]
        no_decay = [p for p in model.parameters() if p.dim() < 2]
        optimizer = torch.optim.AdamW(
            [{"params": decay, "weight_decay": cfg.weight_decay}, {"params": no_decay, "weight_decay": 0.0}],
            lr=cfg.lr, betas=betas, eps=eps)
        return model, optimizer

    # -- the run --------------------------------------------------------------------------
    def run(self) -> RunResult:
        self.dist = DistContext.from_env()
        try:
            self._setup()
        except BaseException:
            self.dist.shutdown()
            raise
        try:
            return self._train()
        except BaseException as exc:
            message = f"training failed: {type(exc).__name__}: {exc}"
            if isinstance(exc, KeyboardInterrupt):
                message = (f"aborted at step {getattr(self, 'step', 0)}; resume from the newest checkpoint "
                           f"with: mlm-lab train --resume {self.run_dir}")
            if self.dist.is_main:
                self.log(traceback.format_exc())
                self._finish("failed", message)
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise TrainingError(message) from exc
        finally:
            self.folder.close()
            self.dist.shutdown()

    def _finish(self, state: str, message: str) -> RunResult:
        metrics = final_metrics(self.records) if hasattr(self, "records") else {}
        step = getattr(self, "step", 0)
        if self.dist.is_main:
            self.folder.write_status(state, message, step=step, steps=self.config.steps, final_metrics=metrics,
                                     **self._status_extra())
            self._emit("on_status", state, message, step)
        return RunResult(state, message, step, self.run_dir, metrics)

    def _status_extra(self) -> dict:
        extra = {"task": self.config.task, "data": getattr(self.data, "description", ""),
                 "world_size": self.dist.world_size}
        if self.config.task == "text":
            extra["unigram_baseline"] = self.data.baseline
        return extra

    def _train(self) -> RunResult:
        cfg, dist = self.config, self.dist
        model, optimizer = self._build_model()
        self.step, prior_elapsed = 0, 0.0
        window: deque[float] = deque(maxlen=MEDIAN_WINDOW)
        if self.resume is not None and dist.is_main:
            self.folder.remove_temporaries()
        checkpoints = list_checkpoints(self.run_dir) if self.resume is not None else []
        if checkpoints:
            state = load_checkpoint(checkpoints[-1], model=model, optimizer=optimizer)
            self.step = int(state["step"])
            extra = state.get("extra", {})
            prior_elapsed = float(extra.get("elapsed_s", 0.0))
            window.extend(float(v) for v in extra.get("loss_window", []))
        if self.resume is not None and dist.is_main:  # drop what was recorded after the checkpoint
            self.records = self.folder.truncate_metrics(self.step if checkpoints else -1)
        else:
            self.records = []
        dist.barrier()
        model.to(self.device)
        core = model
        model = dist.wrap(model, self.device)
        self.core = core
        stream_n = self.data.train_rows.shape[0] if cfg.task == "text" else len(self.data.pool)
        from mlm_lab.training.data import IndexStream

        stream = IndexStream(stream_n, cfg.batch_size, seed=cfg.seed, rank=dist.rank, world_size=dist.world_size)
        self._prepare_eval()
        resumed = f" (resumed at step {self.step} from {checkpoints[-1].name})" if checkpoints else ""
        info = {"task": cfg.task, "step": self.step, "steps": cfg.steps, "data": self.data.description,
                "world_size": dist.world_size, "device": str(self.device),
                "parameters": sum(p.numel() for p in core.parameters()), "resumed": bool(checkpoints)}
        if cfg.task == "text":
            info["unigram_baseline"] = self.data.baseline
        if dist.is_main:
            self.folder.write_status("running", f"training{resumed}", step=self.step, steps=cfg.steps,
                                     **self._status_extra())
            self._emit("on_start", self.run_dir, info)
            for note in self.data.notes:
                self.log(note)
            self.log(f"training on {self.data.description}; {info['parameters']:,} parameters on {self.device}"
                     f"{'' if dist.world_size == 1 else f' x {dist.world_size} processes'}{resumed}")
        if self.step == 0 and dist.is_main:
            record = {"step": 0, "lr": lr_at(cfg, 0), "elapsed_s": 0.0, **self.evaluate()}
            self._record(record)
            self._snapshot()
        dist.barrier()

        autocast = (torch.autocast(device_type="cuda", dtype=torch.bfloat16) if self.device.type == "cuda"
                    else contextlib.nullcontext())
        session_start = time.perf_counter()
        loss_sum, loss_count, items, train_time = 0.0, 0, 0, 0.0
        state, message = "finished", f"finished {cfg.steps} steps"
        model.train()
        while self.step < cfg.steps:
            t0 = time.perf_counter()
            lr = lr_at(cfg, self.step)
            for group in optimizer.param_groups:
                group["lr"] = lr
            gen = step_generator(cfg.seed, self.step, dist.rank)
            idx = stream.batch(self.step)
            with autocast:
                loss, n_items = self._forward(model, idx, gen)
            value, stop_any = dist.reduce_loss_and_flag(loss.detach().float(), self.stop_requested)
            bad = self._divergence(value, window, lr)
            if bad:
                state, message = "diverged", bad
                break
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if cfg.grad_clip > 0:
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.grad_clip)
            optimizer.step()
            self.step += 1
            window.append(value)
            loss_sum, loss_count = loss_sum + value, loss_count + 1
            items += n_items * dist.world_size
            train_time += time.perf_counter() - t0
            stopping = stop_any and self.step < cfg.steps
            last = self.step == cfg.steps or stopping
            if not dist.is_main:
                if stopping:
                    state = "stopped"
                    break
                continue
            eval_due = self.step % cfg.eval_every == 0 or last
            if self.step % cfg.log_every == 0 or eval_due:
                record = {"step": self.step, "train_loss": loss_sum / loss_count, "lr": lr,
                          ("tokens_per_s" if cfg.task == "text" else "images_per_s"):
                              round(items / max(train_time, 1e-9), 1),
                          "elapsed_s": prior_elapsed + time.perf_counter() - session_start}
                if eval_due:
                    record.update(self.evaluate())
                    model.train()
                self._record(record)
                loss_sum, loss_count, items, train_time = 0.0, 0, 0, 0.0
            if self.step % cfg.snapshot_every == 0 or last:
                self._snapshot()
                model.train()
            checkpointed = self.step % cfg.checkpoint_every == 0 or last
            if checkpointed:
                self._checkpoint(optimizer, prior_elapsed + time.perf_counter() - session_start, window)
            if stopping:
                state = "stopped"
                break
            if not dist.active and self.stop_requested and self.step < cfg.steps:
                # asked during this step's bookkeeping (e.g. by a callback): stop before the next one
                if not checkpointed:
                    self._checkpoint(optimizer, prior_elapsed + time.perf_counter() - session_start, window)
                state = "stopped"
                break
        if state == "stopped":
            message = f"stopped at step {self.step} of {cfg.steps}; resume with: mlm-lab train --resume {self.run_dir}"
        dist.write_digest(core)
        dist.barrier()
        return self._finish(state, message)

    def _divergence(self, value: float, window: deque, lr: float) -> str | None:
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

    def _forward(self, model, idx: torch.Tensor, gen: torch.Generator):
        cfg, data, dev = self.config, self.data, self.device
        if cfg.task == "text":
            rows = data.train_rows[idx]
            tok = data.tokenizer
            words = data.word_ids(rows) if cfg.masking.strategy != "random" else None
            masked = mask_tokens(rows, cfg.masking, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                                 special_tokens_mask=data.special_mask(rows), word_ids=words, generator=gen,
                                 special_ids=tok.special_ids)
            real = rows != tok.pad_token_id
            attention = real.to(dev) if not bool(real.all()) else None
            out = model(masked.input_ids.to(dev), attention_mask=attention, labels=masked.labels.to(dev))
            return out.loss, int(real.sum())
        images = data.train_batch(idx, gen)
        patch_mask = mask_patches(images.shape[0], self.core.config.grid, cfg.masking, generator=gen)
        out = model(self.core.normalize(images.to(dev)), patch_mask=patch_mask)
        return out.loss, images.shape[0]

    def _record(self, record: dict) -> None:
        record = {k: (round(v, 7) if isinstance(v, float) and math.isfinite(v) else v) for k, v in record.items()}
        self.records.append(record)
        self.folder.append_metrics(record)
        self._emit("on_metrics", record)

    # -- evaluation -----------------------------------------------------------------------
    def _prepare_eval(self) -> None:
        gen = torch.Generator().manual_seed(EVAL_SEED)
        if self.config.task == "text":
            rows = self.data.eval_rows
            tok = self.data.tokenizer
            cfg = TokenMaskingConfig(mask_prob=EVAL_MASK_PROB, mask_token_prob=1.0, random_token_prob=0.0)
            self.eval_masked = mask_tokens(rows, cfg, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                                           special_tokens_mask=self.data.special_mask(rows), generator=gen,
                                           special_ids=tok.special_ids)
        else:
            n = self.data.eval_images.shape[0]
            noise = torch.rand(n, self.core.config.num_patches, generator=gen)
            self.eval_mask = patch_mask_from_noise(noise, EVAL_MASK_RATIO)

    @torch.no_grad()
    def evaluate(self) -> dict:
        """Held-out metrics with the fixed evaluation masks."""
        core, dev = self.core, self.device
        core.eval()
        autocast = (torch.autocast(device_type="cuda", dtype=torch.bfloat16) if dev.type == "cuda"
                    else contextlib.nullcontext())
        with autocast:
            if self.config.task == "text":
                return self._evaluate_text(core, dev)
            return self._evaluate_image(core, dev)

    def _evaluate_text(self, core, dev) -> dict:
        rows, masked = self.data.eval_rows, self.eval_masked
        pad = self.data.tokenizer.pad_token_id
        loss_sum, correct, top5, count = 0.0, 0, 0, 0
        for i in range(0, rows.shape[0], 256):
            labels = masked.labels[i : i + 256]
            target = labels[labels != -100]
            if target.numel() == 0:
                continue
            real = rows[i : i + 256] != pad
            out = core(masked.input_ids[i : i + 256].to(dev), attention_mask=real.to(dev), labels=labels.to(dev))
            logits = out.logits.float().cpu()
            loss_sum += float(F.cross_entropy(logits, target, reduction="sum"))
            best = logits.topk(min(5, logits.shape[-1]), dim=-1).indices
            correct += int((best[:, 0] == target).sum())
            top5 += int((best == target[:, None]).any(dim=1).sum())
            count += target.numel()
        count = max(count, 1)
        return {"eval_loss": loss_sum / count, "eval_accuracy": correct / count, "eval_top5": top5 / count}

    def _image_pixels(self, core, images01: torch.Tensor, pred: torch.Tensor) -> torch.Tensor:
        """Decoder output [B, N, P*P*C] -> predicted pixels in [0, 1], same layout."""
        P, C = core.config.patch_size, core.config.in_channels
        pred = pred.float()
        if core.config.norm_pix_loss:  # undo the per-patch normalization with the true patch statistics
            target = core.patchify(core.normalize(images01))
            pred = pred * (target.var(dim=-1, keepdim=True) + 1e-6) ** 0.5 + target.mean(dim=-1, keepdim=True)
        B, N, _ = pred.shape
        mean = torch.tensor(core.config.image_mean, device=pred.device)
        std = torch.tensor(core.config.image_std, device=pred.device)
        pixels = pred.view(B, N, P * P, C) * std + mean
        return pixels.clamp(0.0, 1.0).view(B, N, P * P * C)

    def _evaluate_image(self, core, dev) -> dict:
        images, pm = self.data.eval_images, self.eval_mask
        loss_sum, se_sum, hidden = 0.0, 0.0, 0
        for i in range(0, images.shape[0], 64):
            batch = images[i : i + 64].to(dev)
            sub = PatchMask(pm.mask[i : i + 64], pm.ids_keep[i : i + 64], pm.ids_restore[i : i + 64])
            out = core(core.normalize(batch), patch_mask=sub)
            loss_sum += float(out.loss) * batch.shape[0]
            pixels = self._image_pixels(core, batch, out.pred)
            truth = core.patchify(batch).float()
            mask = sub.mask.to(dev)
            se_sum += float(((pixels - truth) ** 2).mean(dim=-1)[mask].sum())
            hidden += int(mask.sum())
        mse = se_sum / max(hidden, 1)
        psnr = 10.0 * math.log10(1.0 / mse) if mse > 0 else float("inf")
        return {"eval_loss": loss_sum / images.shape[0], "eval_psnr": psnr}

    # -- snapshots and checkpoints --------------------------------------------------------
    @torch.no_grad()
    def _snapshot(self) -> None:
        core = self.core
        core.eval()
        name = f"step-{self.step}"
        if self.config.task == "text":
            items = self._text_snapshot(core)
            path = write_json_atomic(self.folder.snapshots / f"{name}.json", {"step": self.step, "probes": items})
        else:
            items, strip = self._image_snapshot(core)
            png = self.folder.snapshots / f"{name}.png"
            write_bytes_atomic(png, _png_bytes(strip))
            summary = [{"index": it["index"], "psnr": it["psnr"]} for it in items]
            write_json_atomic(self.folder.snapshots / f"{name}.json", {"step": self.step, "png": png.name,
                                                                       "images": summary})
            path = png
        self._emit("on_snapshot", self.step, items, str(path))

    def _text_snapshot(self, core) -> list[dict]:
        tok = self.data.tokenizer
        items = []
        for text, answer in self.data.probes:
            enc = tok.encode(text, max_length=core.config.max_position)
            ids = torch.tensor([enc.ids])
            where = ids == tok.mask_token_id
            if not bool(where.any()):
                continue
            logits = core(ids.to(self.device), positions=where.to(self.device)).logits.float().cpu()[0]
            probs = logits.softmax(dim=-1)
            top = probs.topk(min(5, probs.numel()))
            predictions = [{"token": tok.id_to_token(i), "probability": round(float(p), 5)}
                           for p, i in zip(top.values.tolist(), top.indices.tolist(), strict=True)]
            items.append({"text": text, "answer": answer, "predictions": predictions,
                          "correct": bool(predictions and predictions[0]["token"] == answer)})
        return items

    def _image_snapshot(self, core) -> tuple[list[dict], np.ndarray]:
        images = self.data.eval_images[:SNAPSHOT_IMAGES].to(self.device)
        gen = torch.Generator().manual_seed(SNAPSHOT_SEED)
        pm = mask_patches(images.shape[0], core.config.grid, self.config.masking, generator=gen)
        out = core(core.normalize(images), patch_mask=pm)
        pixels = self._image_pixels(core, images, out.pred)
        recon = core.unpatchify(pixels)  # [B, 3, S, S]
        mask = pm.mask.to(self.device)
        hidden = core.unpatchify(mask[..., None].float().expand(-1, -1, pixels.shape[-1]))
        grey = torch.full_like(images, 0.5)
        masked = torch.where(hidden > 0.5, grey, images)
        pasted = torch.where(hidden > 0.5, recon, images)
        truth = core.patchify(images).float()
        items, rows = [], []
        for b in range(images.shape[0]):
            mse = float(((pixels[b] - truth[b]) ** 2).mean(dim=-1)[mask[b]].mean()) if bool(mask[b].any()) else 0.0
            panels = [_uint8(t[b]) for t in (images, masked, recon, pasted)]
            items.append({"index": b, "original": panels[0], "masked": panels[1], "reconstruction": panels[2],
                          "pasted": panels[3], "psnr": 10 * math.log10(1 / mse) if mse > 0 else float("inf")})
            gap = np.full((panels[0].shape[0], 2, 3), 255, dtype=np.uint8)
            rows.append(np.concatenate([panels[0], gap, panels[1], gap, panels[2], gap, panels[3]], axis=1))
        strip = np.concatenate([np.concatenate([r, np.full((2, r.shape[1], 3), 255, np.uint8)]) for r in rows])
        scale = max(1, 128 // images.shape[-1])
        return items, strip.repeat(scale, axis=0).repeat(scale, axis=1)

    def _checkpoint(self, optimizer, elapsed: float, window: deque) -> None:
        folder = self.folder.checkpoints / f"step-{self.step}"
        save_checkpoint(
            folder, model=self.core, optimizer=optimizer, step=self.step,
            scheduler={"kind": self.config.schedule, "lr": self.config.lr, "warmup": self.config.warmup,
                       "steps": self.config.steps, "min_lr_ratio": self.config.min_lr_ratio,
                       "decay_steps": self.config.decay_steps},
            extra={"elapsed_s": elapsed, "loss_window": list(window), "config": self.config.to_dict()},
            tokenizer=self.data.tokenizer if self.config.task == "text" else None,
        )
        keep = self.config.keep_checkpoints
        if keep:
            for old in list_checkpoints(self.run_dir)[:-keep]:
                shutil.rmtree(old, ignore_errors=True)
        self.folder.write_status("running", f"checkpoint at step {self.step}", step=self.step,
                                 steps=self.config.steps, final_metrics=final_metrics(self.records),
                                 **self._status_extra())


def _uint8(image: torch.Tensor) -> np.ndarray:
    """[3, H, W] float in [0, 1] -> HxWx3 uint8."""
    return (image.detach().float().clamp(0, 1).permute(1, 2, 0).cpu().numpy() * 255.0 + 0.5).astype(np.uint8)


def _png_bytes(rgb: np.ndarray) -> bytes:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(rgb).save(buf, format="PNG")
    return buf.getvalue()


def weights_digest(model: torch.nn.Module) -> str:
    """sha256 of every parameter and buffer, in state_dict order."""
    h = hashlib.sha256()
    for name, value in model.state_dict().items():
        h.update(name.encode())
        h.update(value.detach().float().cpu().contiguous().numpy().tobytes())
    return h.hexdigest()


__all__ = ["EventCallback", "RunResult", "Trainer", "TrainerCallback", "TrainingError", "lr_at",
           "select_device", "step_generator", "weights_digest"]
