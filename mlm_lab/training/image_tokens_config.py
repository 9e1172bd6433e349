"""ImageTokensConfig: one stage of an image-token run (the VQ tokenizer, or the MaskGIT transformer), as JSON.

A run of `mlm-lab train image-tokens` trains one stage and writes the same run folder as the
engine's other runs (config.json, metrics.jsonl, status.json, checkpoints/step-N/); its config.json
holds this dataclass (with "task": "image-tokens"). No torch here.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from mlm_lab import ranges
from mlm_lab.errors import msg, words
from mlm_lab.ranges import Span
from mlm_lab.training.config import ConfigError

STAGES = ("tokenizer", "transformer")
BUILTIN_IMAGE_DATA = ("generated", "samples")
# the two stages' model shapes: what this run's fields take (the run's own fields take mlm_lab.ranges')
SHAPE_SPANS = {
    "crop": Span(8, 512), "codebook_size": Span(2, 65536), "code_dim": Span(1, 1024), "channels": Span(1, 512),
    "views_per_image": Span(1, 10_000), "hidden_size": Span(8, 2048), "num_layers": Span(1, 48),
    "num_heads": Span(1, 64), "edge_weight": Span(0.0, 100.0, whole=False),
}
IMAGE_SIZE = 96  # the side both stages work at: the bundled MAE's, so the token grid is its 12 x 12 patch grid


@dataclass
class ImageTokensConfig:
    stage: str = "tokenizer"  # "tokenizer" (stage 1: the VQ autoencoder) or "transformer" (stage 2: MaskGIT)
    data: str = "generated"  # "generated", "samples" (scikit-image photos) or a folder of photos
    tokenizer: str = ""  # stage 2: the stage-1 run folder (or a tokenizer folder) whose codes it learns
    steps: int = 1000  # optimizer steps
    batch_size: int = 0  # crops (stage 1) or token grids (stage 2) per step; 0 = 32 / 64
    lr: float = 0.0  # peak AdamW learning rate; 0 = 1e-3 (stage 1) / 5e-4 (stage 2)
    warmup: int = -1  # linear warmup steps; -1 = 5 % of the steps, at most 200
    min_lr_ratio: float = 0.1  # cosine decay to this fraction of the peak
    weight_decay: float = 0.0  # AdamW weight decay (0 = 0 for the tokenizer, 0.05 for the transformer)
    grad_clip: float = 1.0
    seed: int = 0
    threads: int = 0  # CPU threads for torch (0 = torch's choice)
    crop: int = 32  # stage 1: side of the training crops, cut from 96 px views (a multiple of 8)
    codebook_size: int = 512  # stage 1: K codes
    code_dim: int = 32  # stage 1: width of a code
    channels: int = 64  # stage 1: width of the conv stack
    edge_weight: float = 1.0  # stage 1: weight of an L1 loss on the pixel differences (keeps fine detail)
    views_per_image: int = 24  # stage 2: 96 px views tokenized per training photo, once, before training
    hidden_size: int = 256  # stage 2
    num_layers: int = 4  # stage 2
    num_heads: int = 4  # stage 2
    eval_every: int = 100
    checkpoint_every: int = 250
    log_every: int = 10  # a metrics record every N steps (train_loss: their mean)
    keep_checkpoints: int = 2
    eval_size: int = 64  # held-out 96 px views
    name: str = ""  # run name ("" = image-tokens-<stage>)

    def __post_init__(self) -> None:
        if self.stage not in STAGES:
            raise ConfigError(msg("stage must be one of {join_stages}, got {self_stage!r}",
                                  join_stages=', '.join(STAGES), self_stage=self.stage))
        if not self.batch_size:
            self.batch_size = 32 if self.stage == "tokenizer" else 64
        if not self.lr:
            self.lr = 1e-3 if self.stage == "tokenizer" else 5e-4
        if self.warmup == -1:
            self.warmup = max(1, min(200, int(self.steps) // 20)) if isinstance(self.steps, int) else 1
        if self.stage == "transformer" and not self.weight_decay:
            self.weight_decay = 0.05
        self._check()

    def _check(self) -> None:
        def check(name: str, span: ranges.Span) -> None:
            setattr(self, name, span.check(name, getattr(self, name), ConfigError))

        # a training run's fields take TrainConfig's spans; the model's shape its own
        for name in ("steps", "eval_every", "checkpoint_every", "log_every"):
            check(name, ranges.STEPS)
        for name, span in (("batch_size", ranges.BATCH), ("warmup", ranges.STEPS_OR_NONE),
                           ("keep_checkpoints", ranges.STEPS_OR_NONE), ("seed", ranges.SEED),
                           ("threads", ranges.THREADS), ("eval_size", ranges.EVAL_SIZE), ("lr", ranges.LR),
                           ("min_lr_ratio", ranges.MIN_LR_RATIO), ("weight_decay", ranges.WEIGHT_DECAY),
                           ("grad_clip", ranges.GRAD_CLIP)):
            check(name, span)
        for name, span in SHAPE_SPANS.items():
            check(name, span)
        if self.crop % 8:
            raise ConfigError(msg("crop must be a multiple of 8 (one token covers 8 pixels), got {self_crop}",
                                  self_crop=self.crop))
        if self.hidden_size % self.num_heads:
            raise ConfigError(msg("hidden_size {self_hidden_size} must be a multiple of num_heads {self_num_heads}",
                                  self_hidden_size=self.hidden_size, self_num_heads=self.num_heads))
        for name in ("data", "tokenizer", "name"):
            if not isinstance(getattr(self, name), str):
                raise ConfigError(msg("{name} must be text, got {getattr_self_name!r}",
                                      name=name, getattr_self_name=getattr(self, name)))
        if self.stage == "transformer" and not self.tokenizer:
            raise ConfigError(words("the transformer stage learns a tokenizer's codes: give the stage-1 run folder (--tokenizer RUN_DIR)"))
        if self.stage == "tokenizer" and self.tokenizer:
            raise ConfigError(words("the tokenizer stage trains a tokenizer; --tokenizer is for --stage transformer"))
        if self.name and any(c in self.name for c in "/\\\0"):
            raise ConfigError(msg("name may not contain / or \\: {self_name!r}", self_name=self.name))

    @property
    def data_kind(self) -> str:
        return self.data if self.data in BUILTIN_IMAGE_DATA else "path"

    def run_name(self) -> str:
        return self.name or f"image-tokens-{self.stage}"

    def to_dict(self) -> dict:
        return {"task": "image-tokens", **asdict(self)}

    @classmethod
    def from_dict(cls, data: dict) -> ImageTokensConfig:
        if not isinstance(data, dict) or data.get("task") != "image-tokens":
            raise ConfigError(words("not an image-tokens run config (task 'image-tokens')"))
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known - {"task"})
        if unknown:
            raise ConfigError(msg("unknown image-tokens config field(s): {join_unknown}",
                                  join_unknown=', '.join(unknown)))
        try:
            return cls(**{k: v for k, v in data.items() if k != "task"})
        except TypeError as exc:
            raise ConfigError(msg("invalid image-tokens config: {exc}", exc=exc)) from None

    def save(self, path: str | os.PathLike) -> Path:
        from mlm_lab.atomic import write_text_atomic

        return write_text_atomic(path, json.dumps(self.to_dict(), indent=2) + "\n")

    @classmethod
    def load(cls, path: str | os.PathLike) -> ImageTokensConfig:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise ConfigError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None
        return cls.from_dict(data)


# fields a resumed run may change; the others define what it learns
RESUMABLE_FIELDS = ("steps", "eval_every", "checkpoint_every", "log_every", "threads", "keep_checkpoints")

__all__ = ["IMAGE_SIZE", "RESUMABLE_FIELDS", "STAGES", "ImageTokensConfig"]
