"""What differs between a text run and an image run, one class each: the trainer calls
these and never asks which task it is running.

A task builds its data and model (with the optimizer's parameter groups and betas),
computes the training loss of a batch, evaluates on the fixed held-out set, writes
snapshots and adds its own fields to status.json.

Evaluation is fixed whatever the run trains with, so runs compare: a masked LM at 15 %
random masking with every selected token replaced by [MASK] (masked-token accuracy and
loss; a masked-diffusion run also by its bound on a fixed grid of rates t, which a
masked LM gets too, so the two compare); a causal LM by its next-token loss and accuracy on every real position of the
same held-out rows; images at 75 % random patch masking (masked-patch loss and PSNR of
the hidden pixels). The held-out data and its masks are the same in every run.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.errors import message_of, msg
from mlm_lab.mae_pixels import compose, patch_squared_error, predicted_pixels, psnr_from_mse
from mlm_lab.masking import (
    PatchMask,
    TokenMaskingConfig,
    diffusion_loss,
    diffusion_rates,
    mask_at_rates,
    mask_patches,
    mask_tokens,
    patch_mask_from_noise,
)
from mlm_lab.training.config import (
    DIFFUSION_EPS,
    DIFFUSION_EVAL_RATES,
    EVAL_MASK_PROB,
    EVAL_MASK_RATIO,
    TrainConfig,
)

EVAL_SEED = 1234  # the held-out masks: the same in every run
SNAPSHOT_SEED = 4321
SNAPSHOT_IMAGES = 4
EVAL_BATCH = {"text": 256, "image": 64}


def task_for(config: TrainConfig) -> type[Task]:
    return TextTask if config.task == "text" else ImageTask


def adamw_for(model: torch.nn.Module, lr: float, weight_decay: float,
              betas_eps: tuple[tuple[float, float], float], *, fused: bool = True) -> torch.optim.AdamW:
    """The engine's optimizer: AdamW with weight decay on matrices only (biases, norms and
    embeddings-as-vectors undecayed). fused: one kernel per step for all parameters; measured
    +6-15 % MAE training steps on CPU (benchmarks/bench_mae_vs_hf.py times it so)."""
    betas, eps = betas_eps
    decay = [p for p in model.parameters() if p.dim() >= 2]
    no_decay = [p for p in model.parameters() if p.dim() < 2]
    return torch.optim.AdamW([{"params": decay, "weight_decay": weight_decay},
                              {"params": no_decay, "weight_decay": 0.0}], lr=lr, betas=betas, eps=eps, fused=fused)


class Task:
    """The interface; see TextTask and ImageTask."""

    throughput_key = ""  # the metrics record's speed key

    def __init__(self, config: TrainConfig, data, device: torch.device):
        self.config = config
        self.data = data
        self.device = device
        self.core: torch.nn.Module | None = None  # the model (unwrapped), set by build_model

    # -- building ---------------------------------------------------------------------------
    @classmethod
    def build_data(cls, config: TrainConfig, *, run_dir: Path | None = None, log=None):
        """The run's data; `run_dir` (a resumed run, or another process's) supplies its saved files."""
        raise NotImplementedError

    def save_run_files(self, run_dir: Path) -> None:
        """Files a new run folder needs besides config.json (a text run's tokenizer)."""

    def build_model(self):
        """(model, AdamW optimizer): decay on matrices only; the init comes from the seed."""
        torch.manual_seed(self.config.seed)
        model = self._new_model()
        optimizer = adamw_for(model, self.config.lr, self.config.weight_decay, self.adam_betas,
                              fused=self.config.device in ("auto", "cpu", "cuda"))
        self.core = model
        return model, optimizer

    adam_betas: tuple[tuple[float, float], float] = ((0.9, 0.999), 1e-8)

    def _new_model(self) -> torch.nn.Module:
        raise NotImplementedError

    @property
    def stream_size(self) -> int:
        """How many training examples the batches are drawn from."""
        raise NotImplementedError

    @property
    def tokenizer(self):
        """What a checkpoint saves next to the model (None for images)."""
        return None

    # -- steps ------------------------------------------------------------------------------
    def forward(self, model, idx: torch.Tensor, gen: torch.Generator) -> tuple[torch.Tensor, int]:
        """(loss, items: tokens or images) of the training batch `idx` ([B] row indices)."""
        raise NotImplementedError

    def prepare_eval(self) -> None:
        """Draw the fixed held-out masks (seeded: the same in every run)."""

    def evaluate(self, final: bool = False) -> dict:
        """Held-out metrics (the caller sets eval mode, no_grad and autocast); `final`: the run's
        last evaluation, where figures too slow for every interval are read as well."""
        raise NotImplementedError

    def snapshot(self, step: int, folder: Path) -> tuple[list[dict], Path]:
        """(items for the event, the file written in `folder`)."""
        raise NotImplementedError

    def start_info(self) -> dict:
        """Fields added to the "started" event."""
        return {}

    def status_extra(self) -> dict:
        """Fields added to status.json."""
        return {}


def _fits(model_config):
    """`model_config`, once its training memory (weights, gradients, AdamW's two moments: 4 x
    the weights) is known to fit in the memory free now; ConfigError with the numbers if not."""
    from mlm_lab.models.checks import check_memory
    from mlm_lab.models.errors import ModelLoadError
    from mlm_lab.training.config import ConfigError

    try:
        check_memory(model_config, "the run's model", factor=4)
    except ModelLoadError as exc:
        raise ConfigError(message_of(exc)) from None
    return model_config


class TextTask(Task):
    """A masked LM (objective "mlm"), a masked-diffusion LM ("diffusion") or a causal LM ("clm") on rows of
    token ids."""

    throughput_key = "tokens_per_s"
    adam_betas = ((0.9, 0.98), 1e-6)

    def __init__(self, config: TrainConfig, data, device: torch.device):
        super().__init__(config, data, device)
        self.causal = config.objective == "clm"
        self.diffusion = config.objective == "diffusion"
        self.eval_masked = None  # mlm: the fixed held-out masks (prepare_eval)
        self.eval_rated = []  # mlm and diffusion: the held-out rows masked at each rate of DIFFUSION_EVAL_RATES
        # the accuracy of always guessing the most frequent token, for this objective's targets
        self.baseline = _next_token_baseline(data) if self.causal else data.baseline

    @classmethod
    def build_data(cls, config, *, run_dir=None, log=None):
        from mlm_lab.training.data import build_text_data

        tokenizer = None
        if run_dir is not None:
            from mlm_lab.data.text_files import DataError
            from mlm_lab.tokenization import TokenizerError, WordPieceTokenizer

            try:
                tokenizer = WordPieceTokenizer.load(Path(run_dir) / "tokenizer.json")
            except TokenizerError as exc:
                raise DataError(msg("the run's tokenizer cannot be used: {exc}", exc=exc)) from None
        return build_text_data(config, tokenizer=tokenizer, log=log)

    def save_run_files(self, run_dir):
        self.data.tokenizer.save(Path(run_dir) / "tokenizer.json")

    def _new_model(self):
        from mlm_lab.models import MaskedLM, text_config

        overrides = {"causal": True} if self.causal else {}
        return MaskedLM(_fits(text_config(self.config.preset, self.data.tokenizer.vocab_size, **overrides)))

    @property
    def stream_size(self):
        return self.data.train_rows.shape[0]

    @property
    def tokenizer(self):
        return self.data.tokenizer

    def _attention(self, rows: torch.Tensor) -> torch.Tensor | None:
        real = rows != self.data.tokenizer.pad_token_id
        return real.to(self.device) if not bool(real.all()) else None

    def forward(self, model, idx, gen):
        cfg, data, tok = self.config, self.data, self.data.tokenizer
        rows = data.train_rows[idx]  # [B, T]
        n_real = int((rows != tok.pad_token_id).sum())
        if self.causal:
            out = model(rows.to(self.device), attention_mask=self._attention(rows),
                        labels=next_token_labels(rows, tok.pad_token_id).to(self.device))
            return out.loss, n_real
        if self.diffusion:
            rated = mask_at_rates(rows, diffusion_rates(rows.shape[0], eps=DIFFUSION_EPS, generator=gen),
                                  mask_token_id=tok.mask_token_id, special_tokens_mask=data.special_mask(rows),
                                  generator=gen)
            out = model(rated.input_ids.to(self.device), attention_mask=self._attention(rows),
                        labels=rated.labels.to(self.device))
            return diffusion_loss(out.logits, rated.labels, rated.rates, rated.ordinary), n_real
        words = data.word_ids(rows) if cfg.masking.strategy != "random" else None
        masked = mask_tokens(rows, cfg.masking, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                             special_tokens_mask=data.special_mask(rows), word_ids=words, generator=gen,
                             special_ids=tok.special_ids)
        out = model(masked.input_ids.to(self.device), attention_mask=self._attention(rows),
                    labels=masked.labels.to(self.device))
        return out.loss, n_real

    def prepare_eval(self):
        if self.causal:
            return
        gen = torch.Generator().manual_seed(EVAL_SEED)
        rows, tok = self.data.eval_rows, self.data.tokenizer
        cfg = TokenMaskingConfig(mask_prob=EVAL_MASK_PROB, mask_token_prob=1.0, random_token_prob=0.0)
        self.eval_masked = mask_tokens(rows, cfg, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                                       special_tokens_mask=self.data.special_mask(rows), generator=gen,
                                       special_ids=tok.special_ids)
        self.eval_rated = [mask_at_rates(rows, t, mask_token_id=tok.mask_token_id,
                                         special_tokens_mask=self.data.special_mask(rows), generator=gen)
                           for t in DIFFUSION_EVAL_RATES]

    def evaluate(self, final: bool = False):
        rows, pad = self.data.eval_rows, self.data.tokenizer.pad_token_id
        if self.causal:
            inputs, labels = rows, next_token_labels(rows, pad)
        else:
            inputs, labels = self.eval_masked.input_ids, self.eval_masked.labels
        loss_sum, correct, top5, count = 0.0, 0, 0, 0
        step = EVAL_BATCH["text"]
        for i in range(0, rows.shape[0], step):
            batch_labels = labels[i : i + step]  # [b, T], -100 where nothing is scored
            target = batch_labels[batch_labels != -100]  # [M]
            if target.numel() == 0:
                continue
            real = rows[i : i + step] != pad
            out = self.core(inputs[i : i + step].to(self.device), attention_mask=real.to(self.device),
                            labels=batch_labels.to(self.device))
            logits = out.logits.float().cpu()  # [M, V]
            loss_sum += float(F.cross_entropy(logits, target, reduction="sum"))
            best = logits.topk(min(5, logits.shape[-1]), dim=-1).indices
            correct += int((best[:, 0] == target).sum())
            top5 += int((best == target[:, None]).any(dim=1).sum())
            count += target.numel()
        count = max(count, 1)
        metrics = {"eval_loss": loss_sum / count, "eval_accuracy": correct / count, "eval_top5": top5 / count}
        if self.causal:  # the same figures under names that say what they measure
            metrics["eval_next_token_loss"] = metrics["eval_loss"]
            metrics["eval_next_token_accuracy"] = metrics["eval_accuracy"]
        elif self.config.objective == "diffusion" or final:
            # the bound costs five evaluations (one per rate): a diffusion run reads it at every
            # interval (its own objective), an mlm run once, at its end, for the comparison
            metrics["eval_diffusion_bound"] = self._diffusion_bound()
        return metrics

    def _diffusion_bound(self) -> float:
        """The masked-diffusion bound on the negative log-likelihood per token (nats), read on the fixed
        grid DIFFUSION_EVAL_RATES (the midpoint rule over t in (0, 1)): the mean over the grid of
        (summed CE over the masked tokens) / t / (ordinary tokens)."""
        rows, pad = self.data.eval_rows, self.data.tokenizer.pad_token_id
        step = EVAL_BATCH["text"]
        per_rate = []
        for rated in self.eval_rated:
            ce_sum = 0.0
            for i in range(0, rows.shape[0], step):
                labels = rated.labels[i : i + step]
                if not bool((labels != -100).any()):
                    continue
                real = rows[i : i + step] != pad
                out = self.core(rated.input_ids[i : i + step].to(self.device), attention_mask=real.to(self.device),
                                labels=labels.to(self.device))
                ce_sum += float(F.cross_entropy(out.logits.float().cpu(), labels[labels != -100], reduction="sum"))
            per_rate.append(ce_sum / float(rated.rates[0]) / max(int(rated.ordinary.sum()), 1))
        return sum(per_rate) / max(len(per_rate), 1)

    def snapshot(self, step, folder):
        items = [item for item in (self._probe(text, answer) for text, answer in self.data.probes) if item]
        path = write_json_atomic(Path(folder) / f"step-{step}.json", {"step": step, "probes": items})
        return items, path

    def _probe(self, text: str, answer: str) -> dict | None:
        """A masked LM fills the [MASK]; a causal LM predicts it from the words left of it."""
        tok = self.data.tokenizer
        enc = tok.encode(text, max_length=self.core.config.max_position)
        ids = torch.tensor([enc.ids])  # [1, T]
        where = ids == tok.mask_token_id
        if not bool(where.any()):
            return None
        if self.causal:
            first = int(where[0].nonzero()[0])
            ids, where = ids[:, :first], torch.zeros(1, first, dtype=torch.bool)
            where[0, first - 1] = True  # the last position before the blank predicts it
        logits = self.core(ids.to(self.device), positions=where.to(self.device)).logits.float().cpu()[0]
        probs = logits.softmax(dim=-1)
        top = probs.topk(min(5, probs.numel()))
        predictions = [{"token": tok.id_to_token(i), "probability": round(float(p), 5)}
                       for p, i in zip(top.values.tolist(), top.indices.tolist(), strict=True)]
        return {"text": text, "answer": answer, "predictions": predictions,
                "correct": bool(predictions and predictions[0]["token"] == answer)}

    def start_info(self):
        return {"unigram_baseline": self.baseline, "objective": self.config.objective}

    def status_extra(self):
        return {"unigram_baseline": self.baseline, "objective": self.config.objective}


class ImageTask(Task):
    """A masked autoencoder on random crops of a picture pool."""

    throughput_key = "images_per_s"
    adam_betas = ((0.9, 0.95), 1e-8)

    def __init__(self, config: TrainConfig, data, device: torch.device):
        super().__init__(config, data, device)
        self.eval_mask: PatchMask | None = None  # the fixed held-out masks (prepare_eval)

    @classmethod
    def build_data(cls, config, *, run_dir=None, log=None):
        from mlm_lab.training.data import build_image_data

        return build_image_data(config, log=log)

    def _new_model(self):
        from mlm_lab.models import MaskedAutoencoder, image_config

        return MaskedAutoencoder(_fits(image_config(self.config.preset, mask_ratio=self.config.masking.ratio)))

    @property
    def stream_size(self):
        return len(self.data.pool)

    def forward(self, model, idx, gen):
        images = self.data.train_batch(idx, gen)  # [B, 3, S, S] in [0, 1]
        patch_mask = mask_patches(images.shape[0], self.core.config.grid, self.config.masking, generator=gen)
        out = model(self.core.normalize(images.to(self.device)), patch_mask=patch_mask)
        return out.loss, images.shape[0]

    def prepare_eval(self):
        gen = torch.Generator().manual_seed(EVAL_SEED)
        noise = torch.rand(self.data.eval_images.shape[0], self.core.config.num_patches, generator=gen)
        self.eval_mask = patch_mask_from_noise(noise, EVAL_MASK_RATIO)

    def evaluate(self, final: bool = False):
        core, images, pm = self.core, self.data.eval_images, self.eval_mask
        loss_sum, se_sum, hidden = 0.0, 0.0, 0
        step = EVAL_BATCH["image"]
        for i in range(0, images.shape[0], step):
            batch = images[i : i + step].to(self.device)
            sub = PatchMask(pm.mask[i : i + step], pm.ids_keep[i : i + step], pm.ids_restore[i : i + step])
            out = core(core.normalize(batch), patch_mask=sub)
            loss_sum += float(out.loss) * batch.shape[0]
            error = patch_squared_error(core, batch, predicted_pixels(core, batch, out.pred))  # [b, N]
            mask = sub.mask.to(self.device)
            se_sum += float(error[mask].sum())
            hidden += int(mask.sum())
        return {"eval_loss": loss_sum / images.shape[0], "eval_psnr": psnr_from_mse(se_sum / max(hidden, 1))}

    def snapshot(self, step, folder):
        core = self.core
        images = self.data.eval_images[:SNAPSHOT_IMAGES].to(self.device)  # [b, 3, S, S]
        gen = torch.Generator().manual_seed(SNAPSHOT_SEED)
        pm = mask_patches(images.shape[0], core.config.grid, self.config.masking, generator=gen)
        out = core(core.normalize(images), patch_mask=pm)
        pixels = predicted_pixels(core, images, out.pred)  # [b, N, P*P*C]
        recon, masked, pasted = compose(core, images, pixels, pm.mask)
        error = patch_squared_error(core, images, pixels)  # [b, N]
        mask = pm.mask.to(self.device)
        items, rows = [], []
        for b in range(images.shape[0]):
            mse = float(error[b][mask[b]].mean()) if bool(mask[b].any()) else 0.0
            panels = [_uint8(t[b]) for t in (images, masked, recon, pasted)]
            items.append({"index": b, "original": panels[0], "masked": panels[1], "reconstruction": panels[2],
                          "pasted": panels[3], "psnr": psnr_from_mse(mse)})
            gap = np.full((panels[0].shape[0], 2, 3), 255, dtype=np.uint8)
            rows.append(np.concatenate([panels[0], gap, panels[1], gap, panels[2], gap, panels[3]], axis=1))
        strip = np.concatenate([np.concatenate([r, np.full((2, r.shape[1], 3), 255, np.uint8)]) for r in rows])
        scale = max(1, 128 // images.shape[-1])
        png = Path(folder) / f"step-{step}.png"
        write_bytes_atomic(png, _png_bytes(strip.repeat(scale, axis=0).repeat(scale, axis=1)))
        summary = [{"index": it["index"], "psnr": it["psnr"]} for it in items]
        write_json_atomic(Path(folder) / f"step-{step}.json", {"step": step, "png": png.name, "images": summary})
        return items, png


def next_token_labels(rows: torch.Tensor, pad_id: int) -> torch.Tensor:
    """[B, T] targets of a causal LM: position t predicts the token at t + 1; -100 at the
    last position and wherever the next token is padding (nothing to predict)."""
    labels = torch.full_like(rows, -100)
    labels[:, :-1] = rows[:, 1:]
    return labels.masked_fill(labels == pad_id, -100)


def _next_token_baseline(data) -> float:
    """Accuracy on the held-out next-token targets of always guessing the most frequent
    training target (the causal LM's unigram baseline; [SEP] counts, as a target)."""
    pad = data.tokenizer.pad_token_id

    def targets(rows: torch.Tensor) -> torch.Tensor:
        labels = next_token_labels(rows, pad)
        return labels[labels != -100]

    train = targets(data.train_rows)
    if train.numel() == 0:
        return 0.0
    common = int(torch.bincount(train).argmax())
    held = targets(data.eval_rows)
    return float((held == common).float().mean()) if held.numel() else 0.0


def _uint8(image: torch.Tensor) -> np.ndarray:
    """[3, H, W] float in [0, 1] -> HxWx3 uint8."""
    return (image.detach().float().clamp(0, 1).permute(1, 2, 0).cpu().numpy() * 255.0 + 0.5).astype(np.uint8)


def _png_bytes(rgb: np.ndarray) -> bytes:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(rgb).save(buf, format="PNG")
    return buf.getvalue()


__all__ = ["ImageTask", "Task", "TextTask", "next_token_labels", "task_for"]
