"""Train the image-token pair, one stage a run: the VQ tokenizer, then MaskGIT's transformer over its codes.

    from mlm_lab.training.image_tokens import train_image_tokens
    run = train_image_tokens(ImageTokensConfig(stage="tokenizer", data="photos/"), runs_dir="~/runs/vq")
    run = train_image_tokens(ImageTokensConfig(stage="transformer", data="photos/", tokenizer=str(run)), ...)

Stage 1 (tokenizer): each step takes `batch_size` random 96 px views of the photos (a random
resized crop of 20-100 % of the area, flipped half the time: the views the MAE trains on) and cuts
a random `crop` x `crop` square of each; the loss is the reconstruction MSE, the commitment loss
and `edge_weight` x an L1 loss on the neighbouring-pixel differences (an MSE alone favours a blur).
Stage 2 (transformer): `views_per_image` 96 px views of each photo are tokenized once (12 x 12
codes each), then each step masks a cosine-scheduled share of each grid (masking.maskgit) and takes
the cross-entropy on the masked tokens. Both write the engine's run folder (runs.py):
config.json, metrics.jsonl, status.json, checkpoints/step-N (safetensors + JSON, with optimizer and
random states; a resume continues from the newest), and at the end model/ (stage 1: the tokenizer;
stage 2: tokenizer/ + transformer/, a complete model the app and the benchmark load).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from mlm_lab.errors import msg
from mlm_lab.training.config import ConfigError
from mlm_lab.training.image_tokens_config import IMAGE_SIZE, RESUMABLE_FIELDS, ImageTokensConfig

EVAL_RATIOS = (0.5, 0.9)  # stage 2: held-out masked-token loss and accuracy at these fixed shares


@dataclass
class Photos:
    train: list[torch.Tensor]  # [3, h, w] uint8
    eval_views: torch.Tensor  # [M, 3, 96, 96] float in [0, 1], fixed
    description: str


def step_generator(seed: int, step: int) -> torch.Generator:
    """The random source of one step (crops, flips, masks): a resume redraws the same."""
    state = np.random.SeedSequence([int(seed), int(step), 7]).generate_state(1, dtype=np.uint64)[0]
    return torch.Generator().manual_seed(int(state) & ((1 << 63) - 1))


def load_photos(config: ImageTokensConfig) -> Photos:
    from mlm_lab.data import image_sources as src
    from mlm_lab.data.generated_images import generated_images

    S = IMAGE_SIZE
    if config.data_kind == "generated":
        pool = torch.from_numpy(generated_images(512, S, seed=config.seed)).permute(0, 3, 1, 2).contiguous()
        held = torch.from_numpy(generated_images(config.eval_size, S, seed=1_000_003)).permute(0, 3, 1, 2)
        return Photos(list(pool), held.float() / 255.0, "512 generated images")
    if config.data_kind == "samples":
        train, held = src.sample_photos(src.SAMPLE_TRAIN, short_side=2 * S), src.sample_photos(src.SAMPLE_EVAL,
                                                                                              short_side=2 * S)
        train_imgs, held_imgs = train.images, held.images
        description = f"scikit-image sample photos ({', '.join(train.names)}; held out: {', '.join(held.names)})"
    else:
        loaded = src.load_image_folder(config.data, short_side=2 * S, threads=max(1, config.threads or 2))
        if not loaded.images:
            raise ConfigError(msg("no readable image in {config_data}", config_data=config.data))
        order = np.random.default_rng(0).permutation(len(loaded.images)).tolist()
        n_held = max(1, round(0.1 * len(order))) if len(order) >= 2 else 0
        held_ids = set(order[:n_held])
        train_imgs = [im for i, im in enumerate(loaded.images) if i not in held_ids]
        held_imgs = [im for i, im in enumerate(loaded.images) if i in held_ids] or train_imgs
        description = f"{config.data} ({len(train_imgs)} training and {n_held} held-out photos)"
    pool = [src.to_chw(im) for im in train_imgs]
    gen = torch.Generator().manual_seed(1234)
    held_chw = [src.to_chw(im) for im in held_imgs]
    views = [src.center_square(p, S) for p in held_chw[:config.eval_size]]
    i = 0
    while len(views) < config.eval_size:
        views.append(src.random_resized_crop(held_chw[i % len(held_chw)], S, gen, scale=(0.2, 1.0), flip=False))
        i += 1
    return Photos(pool, torch.stack(views), description)


def random_views(pool: list[torch.Tensor], n: int, gen: torch.Generator) -> torch.Tensor:
    """[n, 3, 96, 96]: random resized crops (20-100 % of the area) of random photos, flipped half the time."""
    from mlm_lab.data.image_sources import random_resized_crop

    pick = torch.randint(len(pool), (n,), generator=gen).tolist()
    return torch.stack([random_resized_crop(pool[i], IMAGE_SIZE, gen, scale=(0.2, 1.0), flip=True) for i in pick])


def random_crops(views: torch.Tensor, side: int, gen: torch.Generator) -> torch.Tensor:
    """A random side x side square of each view: [B, 3, S, S] -> [B, 3, side, side]."""
    B, _, S, _ = views.shape
    if side >= S:
        return views
    top = torch.randint(S - side + 1, (B,), generator=gen).tolist()
    left = torch.randint(S - side + 1, (B,), generator=gen).tolist()
    return torch.stack([v[:, t:t + side, le:le + side] for v, t, le in zip(views, top, left, strict=True)])


def edge_loss(recon: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Mean L1 distance of the neighbouring-pixel differences, across and down."""
    def diffs(x):
        return x[..., :, 1:] - x[..., :, :-1], x[..., 1:, :] - x[..., :-1, :]

    (ra, rd), (ta, td) = diffs(recon), diffs(target)
    return 0.5 * ((ra - ta).abs().mean() + (rd - td).abs().mean())


def detail_ratio(pictures: torch.Tensor, originals: torch.Tensor) -> float:
    """Mean |neighbouring-pixel difference| of `pictures` over the originals' (grey level): 1 = as detailed."""
    def amount(x):
        g = x.mean(1)
        return (g[..., :, 1:] - g[..., :, :-1]).abs().mean() + (g[..., 1:, :] - g[..., :-1, :]).abs().mean()

    return float(amount(pictures) / amount(originals).clamp_min(1e-8))


def lr_at(config: ImageTokensConfig, step: int) -> float:
    """Linear warmup, then a cosine decay to min_lr_ratio x lr."""
    if step < config.warmup:
        return config.lr * (step + 1) / config.warmup
    progress = min(1.0, (step - config.warmup) / max(1, config.steps - config.warmup))
    floor = config.min_lr_ratio
    return config.lr * (floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * progress)))


class _Stage:
    """What differs between the stages: the model, a training loss, an evaluation, the final folder."""

    def __init__(self, config: ImageTokensConfig, log):
        self.config, self.log = config, log
        self.photos = load_photos(config)
        log(f"data: {self.photos.description}")


class TokenizerStage(_Stage):
    def __init__(self, config, log):
        from mlm_lab.models.vq import VQAutoencoder, VQConfig

        super().__init__(config, log)
        torch.manual_seed(config.seed)
        self.model = VQAutoencoder(VQConfig(image_size=IMAGE_SIZE, channels=config.channels,
                                            codebook_size=config.codebook_size, code_dim=config.code_dim))

    def loss(self, gen: torch.Generator) -> tuple[torch.Tensor, dict]:
        c = self.config
        x = random_crops(random_views(self.photos.train, c.batch_size, gen), c.crop, gen)
        out = self.model(x, generator=gen)
        edge = edge_loss(out.recon, x)
        loss = out.loss + c.edge_weight * edge
        return loss, {"recon_loss": float(out.recon_loss.detach()), "commit_loss": float(out.commit_loss.detach()),
                      "edge_loss": float(edge.detach()), "perplexity": float(out.perplexity), "restarted": out.restarted}

    @torch.no_grad()
    def evaluate(self) -> dict:
        self.model.eval()
        x = self.photos.eval_views
        ids = self.model.encode(x)
        recon = self.model.decode(ids)
        self.model.train()
        used = int(torch.unique(ids).numel())
        mse = float(F.mse_loss(recon, x))
        return {"eval_loss": mse, "eval_psnr": 10 * math.log10(1 / max(mse, 1e-12)),
                "eval_detail_kept": detail_ratio(recon, x), "eval_codes_used": used}

    def save_model(self, folder: Path) -> None:
        from mlm_lab.models.image_tokens_io import save_part

        save_part(self.model, folder)


class TransformerStage(_Stage):
    def __init__(self, config, log):
        from mlm_lab.models.image_tokens_io import load_tokenizer
        from mlm_lab.models.token_transformer import TokenTransformer, TokenTransformerConfig

        super().__init__(config, log)
        self.tokenizer = load_tokenizer(config.tokenizer)  # ModelLoadError: the caller says it in one line
        vq = self.tokenizer.config
        if vq.image_size != IMAGE_SIZE:
            raise ConfigError(msg("the tokenizer works at {vq_image_size} px; this stage needs {image_size}",
                                  vq_image_size=vq.image_size, image_size=IMAGE_SIZE))
        self.grids = self._tokenize_views()
        torch.manual_seed(config.seed)
        self.model = TokenTransformer(TokenTransformerConfig(
            codebook_size=vq.codebook_size, grid=vq.grid[0], hidden_size=config.hidden_size,
            num_layers=config.num_layers, num_heads=config.num_heads))
        self.eval_grids = self.tokenizer.encode(self.photos.eval_views).flatten(1)  # [M, N]

    @torch.no_grad()
    def _tokenize_views(self) -> torch.Tensor:
        c = self.config
        gen = torch.Generator().manual_seed(c.seed + 99)
        n = c.views_per_image * len(self.photos.train)
        t0 = time.perf_counter()
        grids = []
        for start in range(0, n, 64):
            grids.append(self.tokenizer.encode(random_views(self.photos.train, min(64, n - start), gen)).flatten(1))
        grids = torch.cat(grids)  # [n, N]
        self.log(f"tokenized {n} views of {IMAGE_SIZE} px into {grids.shape[1]} tokens each "
                 f"({time.perf_counter() - t0:.0f} s; {int(torch.unique(grids).numel())} distinct codes)")
        return grids

    def _masked_loss(self, tokens: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        inputs = tokens.masked_fill(mask, self.model.config.mask_id)
        logits = self.model(inputs, at=mask)  # [M, K]
        target = tokens[mask]
        return F.cross_entropy(logits, target), (logits.argmax(-1) == target).float().mean()

    def loss(self, gen: torch.Generator) -> tuple[torch.Tensor, dict]:
        from mlm_lab.masking.maskgit import maskgit_mask

        rows = torch.randint(self.grids.shape[0], (self.config.batch_size,), generator=gen)
        tokens = self.grids[rows]
        mask = maskgit_mask(tokens.shape[0], tokens.shape[1], generator=gen)
        loss, accuracy = self._masked_loss(tokens, mask)
        return loss, {"accuracy": float(accuracy), "masked_share": float(mask.float().mean())}

    @torch.no_grad()
    def evaluate(self) -> dict:
        self.model.eval()
        out = {}
        for ratio in EVAL_RATIOS:
            gen = torch.Generator().manual_seed(4321)
            N = self.eval_grids.shape[1]
            rank = torch.rand(self.eval_grids.shape, generator=gen).argsort(1).argsort(1)
            mask = rank < max(1, round(ratio * N))
            loss, accuracy = self._masked_loss(self.eval_grids, mask)
            key = f"{round(ratio * 100)}"
            out[f"eval_loss_{key}"], out[f"eval_accuracy_{key}"] = float(loss), float(accuracy)
        out["eval_loss"] = out[f"eval_loss_{round(EVAL_RATIOS[-1] * 100)}"]
        self.model.train()
        return out

    def save_model(self, folder: Path) -> None:
        from mlm_lab.models.image_tokens_io import save_part

        save_part(self.tokenizer, folder / "tokenizer")
        save_part(self.model, folder / "transformer")


def _prepare_resume(run_dir: Path, changes: dict) -> ImageTokensConfig:
    config = ImageTokensConfig.load(run_dir / "config.json")
    bad = sorted(k for k in changes if k not in RESUMABLE_FIELDS)
    if bad:
        raise ConfigError(msg("a resumed run keeps what it learns; {join_bad} cannot change "
                              "(may change: {join_resumable_fields})",
                              join_bad=', '.join(bad), join_resumable_fields=', '.join(RESUMABLE_FIELDS)))
    data = config.to_dict()
    data.update(changes)
    return ImageTokensConfig.from_dict(data)


def train_image_tokens(config: ImageTokensConfig | None = None, *, runs_dir=None, resume=None, log=None,
                       changes: dict | None = None) -> Path:
    """Train one stage into a new run folder (or continue `resume`, a run folder); returns the folder.
    ConfigError / ModelLoadError for bad settings, before any folder is made."""
    from mlm_lab.training.checkpoint import load_checkpoint, remove_checkpoint, save_checkpoint
    from mlm_lab.training.runs import RunFolder, create_run_dir, list_checkpoints, newest_checkpoint

    log = log or (lambda message: None)
    if resume is not None:
        run_dir = Path(resume).expanduser()
        config = _prepare_resume(run_dir, changes or {})
    if config.threads:
        torch.set_num_threads(config.threads)
    stage = (TokenizerStage if config.stage == "tokenizer" else TransformerStage)(config, log)
    model = stage.model
    decay = [p for p in model.parameters() if p.dim() >= 2]
    other = [p for p in model.parameters() if p.dim() < 2]
    optimizer = torch.optim.AdamW([{"params": decay, "weight_decay": config.weight_decay},
                                   {"params": other, "weight_decay": 0.0}], lr=config.lr, betas=(0.9, 0.95))
    start, elapsed_before = 0, 0.0
    if resume is None:
        run_dir = create_run_dir(runs_dir, config.run_name())
    folder = RunFolder(run_dir)
    if resume is not None:
        checkpoint = newest_checkpoint(run_dir)
        if checkpoint is None:
            raise ConfigError(msg("{run_dir} has no checkpoint to resume from", run_dir=run_dir))
        state = load_checkpoint(checkpoint, model=model, optimizer=optimizer)
        start = int(state["step"])
        elapsed_before = float(state.get("extra", {}).get("elapsed_s", 0.0))
        folder.remove_temporaries()
        folder.truncate_metrics(start)
        log(f"resumed at step {start} from {checkpoint}")
    config.save(run_dir / "config.json")
    n_params = sum(p.numel() for p in model.parameters())
    log(f"run folder {run_dir}; {config.stage}: {n_params:,} parameters, steps {start}..{config.steps}")
    folder.write_status("running", step=start, steps=config.steps)
    model.train()
    t0 = time.perf_counter()
    window: list[float] = []
    extras: dict[str, list[float]] = {}
    last_eval: dict = {}

    def record(step: int, evaluation: dict | None = None) -> None:
        rec = {"step": step, "elapsed_s": round(elapsed_before + time.perf_counter() - t0, 2)}
        if window:
            rec["train_loss"] = float(np.mean(window))
            rec.update({k: float(np.mean(v)) for k, v in extras.items()})
            rec["lr"] = lr_at(config, step - 1)
        if evaluation:
            rec.update(evaluation)
        folder.append_metrics(rec)
        window.clear()
        extras.clear()

    def checkpoint(step: int) -> None:
        save_checkpoint(run_dir / "checkpoints" / f"step-{step}", model=model, optimizer=optimizer, step=step,
                        extra={"elapsed_s": elapsed_before + time.perf_counter() - t0, "stage": config.stage})
        kept = list_checkpoints(run_dir)
        if config.keep_checkpoints:
            for old in kept[:-config.keep_checkpoints]:
                remove_checkpoint(old)

    try:
        if start == 0:
            last_eval = stage.evaluate()
            record(0, last_eval)
        for step in range(start, config.steps):
            for group in optimizer.param_groups:
                group["lr"] = lr_at(config, step)
            loss, parts = stage.loss(step_generator(config.seed, step))
            if not torch.isfinite(loss):
                folder.write_status("diverged", f"non-finite loss at step {step + 1}", step=step, steps=config.steps)
                raise FloatingPointError(msg("the loss is {float_loss} at step {step_1}: lower --lr",
                                             float_loss=float(loss), step_1=step + 1))
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if config.grad_clip:
                torch.nn.utils.clip_grad_norm_(model.parameters(), config.grad_clip)
            optimizer.step()
            window.append(float(loss.detach()))
            for k, v in parts.items():
                extras.setdefault(k, []).append(v)
            done = step + 1
            evaluation = stage.evaluate() if done % config.eval_every == 0 or done == config.steps else None
            if evaluation:
                last_eval = evaluation
            if evaluation or done % config.log_every == 0:
                record(done, evaluation)
                if evaluation:
                    log(f"step {done}/{config.steps}: " + ", ".join(f"{k} {v:.4g}" for k, v in evaluation.items()))
            if done % config.checkpoint_every == 0 and done != config.steps:
                checkpoint(done)
                folder.write_status("running", step=done, steps=config.steps)
    except KeyboardInterrupt:
        done = locals().get("done", start)
        checkpoint(done)
        folder.write_status("stopped", "stopped by the user", step=done, steps=config.steps)
        folder.close()
        raise
    except FloatingPointError:
        folder.close()
        raise
    except BaseException as exc:
        folder.write_status("failed", f"{type(exc).__name__}: {exc}"[:300], step=locals().get("done", start),
                            steps=config.steps)
        folder.close()
        raise
    checkpoint(config.steps)
    model.eval()
    stage.save_model(run_dir / "model")
    wall = elapsed_before + time.perf_counter() - t0
    folder.write_status("finished", f"{config.stage} trained in {wall:.0f} s", step=config.steps, steps=config.steps,
                        final_metrics=last_eval, wall_s=round(wall, 1))
    folder.close()
    log(f"finished in {wall:.0f} s; model in {run_dir / 'model'}")
    return run_dir


__all__ = ["TokenizerStage", "TransformerStage", "load_photos", "train_image_tokens"]
