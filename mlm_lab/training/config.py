"""TrainConfig: everything a training run needs, as a typed dataclass with a JSON round trip.

The same object drives the CLI flags, the app's form and the saved `config.json`.
Fields left as None are filled from the preset when the config is built, so a saved
config always holds concrete numbers.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from mlm_lab import ranges
from mlm_lab.errors import msg, words
from mlm_lab.masking.configs import PatchMaskingConfig, TokenMaskingConfig
from mlm_lab.models.presets import IMAGE_PRESETS, TEXT_PRESETS

TASKS = ("text", "image")
OBJECTIVES = ("mlm", "clm", "diffusion")
DEVICES = ("auto", "cpu", "cuda", "mps")
SCHEDULES = ("cosine", "linear", "constant", "wsd")
BUILTIN_DATA = {"text": ("toy",), "image": ("generated", "samples")}

EVAL_MASK_PROB = 0.15  # text runs are always evaluated at 15 % random masking, all [MASK]
DIFFUSION_EPS = 1e-3  # diffusion: the smallest masking rate t drawn in training (t ~ U(eps, 1))
DIFFUSION_EVAL_RATES = (0.1, 0.3, 0.5, 0.7, 0.9)  # diffusion: the fixed grid of t the held-out bound is read on
EVAL_MASK_RATIO = 0.75  # image runs are always evaluated at 75 % random patch masking
TOKENS_PER_STEP = 4096  # default text batch: about this many token slots per step

# Per task and preset: learning rate, weight decay, image batch size. Measured on the
# generated language / images: nano leaves the unigram plateau within 300 steps at 6e-3.
PRESET_DEFAULTS = {
    ("text", "nano"): dict(lr=6e-3, weight_decay=0.01),
    ("text", "tiny"): dict(lr=1e-3, weight_decay=0.01),
    ("text", "small"): dict(lr=1e-3, weight_decay=0.01),
    ("image", "nano"): dict(lr=3e-3, weight_decay=0.05, batch_size=64),
    ("image", "tiny"): dict(lr=1.5e-3, weight_decay=0.05, batch_size=64),
    ("image", "small"): dict(lr=1.5e-3, weight_decay=0.05, batch_size=64),
}

# What the app's forms offer (its Training tab and Study page read them here): the small
# presets, and a narrower band of steps and learning rates than the engine takes, where a
# value past it is a slip in a classroom, not a choice.
FORM_PRESETS = ("nano", "tiny")
FORM_STEPS = (ranges.FORM_STEPS.low, ranges.FORM_STEPS.high)
FORM_LR = (ranges.FORM_LR.low, ranges.FORM_LR.high)


def preset_lr(task: str, preset: str) -> float:
    """The peak learning rate a `task` run at `preset` takes when none is given."""
    return PRESET_DEFAULTS[(task, preset)]["lr"]


class ConfigError(ValueError):
    """A training configuration that cannot be used; the message names the field."""


@dataclass
class TrainConfig:
    task: str = "text"  # "text" (masked LM) or "image" (masked autoencoder)
    objective: str = "mlm"  # text: "mlm" (masked LM, BERT), "clm" (causal LM: the same encoder with a causal
    # attention mask and a next-token loss on every position) or "diffusion" (masked diffusion, MDLM / LLaDA: per
    # row a rate t ~ U(eps, 1), every chosen token [MASK], loss weighted by 1/t; `masking` is not used);
    # image runs are always masked ("mlm")
    preset: str = "nano"  # model size: "nano" (learns in minutes on a CPU) or "tiny"
    data: str = ""  # text: "toy" or a .txt file/folder; image: "generated", "samples" or a folder ("" = built-in)
    masking: TokenMaskingConfig | PatchMaskingConfig | None = None  # None: 15 % random (text), 75 % random (image)
    steps: int = 1000  # optimizer steps in the whole run
    batch_size: int | None = None  # rows (text) or images per step and per process; None: 64 images, or ~4096 token slots
    lr: float | None = None  # peak learning rate (AdamW); None: preset default
    warmup: int | None = None  # linear warmup steps; None: 10 % of the steps, at most 200
    weight_decay: float | None = None  # AdamW weight decay on matrices; None: 0.01 text, 0.05 image
    schedule: str = "cosine"  # after warmup: "cosine" or "linear" decay to min_lr_ratio x lr, "constant", or
    # "wsd" (warmup-stable-decay): constant, then a linear fall to min_lr_ratio x lr over the last decay_steps
    decay_steps: int = 0  # wsd only: length of the final decay (0 = the last 20 % of the steps)
    min_lr_ratio: float = 0.1  # final learning rate as a fraction of the peak
    grad_clip: float = 1.0  # clip the gradient norm to this (0 = off)
    seed: int = 0  # model init, data order and masks; the same seed gives the same run
    device: str = "auto"  # "auto" (cuda, then mps, then cpu), "cpu", "cuda" or "mps"
    eval_every: int = 100  # evaluate on the held-out split every N steps (and at the start and end)
    snapshot_every: int = 100  # probe predictions / reconstructions every N steps
    checkpoint_every: int = 500  # write checkpoints/step-N every N steps (and at the end or a stop)
    log_every: int = 1  # a metrics record every N steps (train_loss is their mean)
    keep_checkpoints: int = 2  # newest checkpoints kept (0 = all)
    threads: int = 0  # CPU threads for torch (0 = torch's default)
    name: str = ""  # run name, part of the folder name; "" = task-preset-data
    tokenizer: str | None = None  # text: reuse this tokenizer.json (file or model folder) instead of training one
    vocab_size: int = 0  # text: WordPiece vocabulary to train on your text (0 = 4096 nano, 8192 tiny; toy: its words)
    seq_len: int = 0  # text: tokens per row (0 = the preset's max_position; 12 for the toy language)
    image_size: int = 0  # image: side in pixels (fixed by the preset; 0 = the preset's)
    eval_data: str = ""  # a text file/folder or image folder to evaluate on instead of a 10 % split of data;
    # when it lies inside data, its files are left out of training
    eval_size: int = 0  # held-out rows (text) or images used per evaluation (0 = 2048 toy rows, 256 rows, 64 images)
    extra_images: str = ""  # image: a .npy of uint8 pictures [N, H, W, 3] trained on beside data, each taken whole
    extra_rows: int = 0  # image: only the first N rows of extra_images (0 = all), e.g. to hold a test split out
    extra_share: float = 0.5  # image: about this fraction of the training views comes from extra_images

    def __post_init__(self) -> None:
        if self.task not in TASKS:
            raise ConfigError(msg("task must be one of {tasks}, got {self_task!r}", tasks=TASKS, self_task=self.task))
        if self.objective not in OBJECTIVES:
            raise ConfigError(msg("objective must be one of {objectives}, got {self_objective!r}",
                                  objectives=OBJECTIVES, self_objective=self.objective))
        if self.task == "image" and self.objective != "mlm":
            raise ConfigError(msg("image runs are masked autoencoders: objective {self_objective!r} is for text",
                                  self_objective=self.objective))
        presets = TEXT_PRESETS if self.task == "text" else IMAGE_PRESETS
        if self.preset not in presets:
            raise ConfigError(msg("unknown preset {self_preset!r}; choose from {sorted_presets}",
                                  self_preset=self.preset, sorted_presets=sorted(presets)))
        if not self.data:
            self.data = BUILTIN_DATA[self.task][0]
        other = "image" if self.task == "text" else "text"
        if self.data in BUILTIN_DATA[other]:
            raise ConfigError(msg("data {self_data!r} is for {other} runs; {self_task} runs take "
                                  "{or_join_builtin_data_sel} or a path",
                                  self_data=self.data, other=other, self_task=self.task,
                                  or_join_builtin_data_sel=' or '.join(BUILTIN_DATA[self.task])))
        self.masking = _masking_for(self.task, self.masking)
        defaults = PRESET_DEFAULTS[(self.task, self.preset)]
        for name in ("seq_len", "steps", "image_size"):  # used in the defaults below: checked first
            value = getattr(self, name)
            if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
                setattr(self, name, int(value))
            elif isinstance(value, bool) or not isinstance(value, int):
                raise ConfigError(msg("{name} must be a whole number, got {value!r}", name=name, value=value))
        if self.task == "text":
            if not self.seq_len:
                max_pos = TEXT_PRESETS[self.preset]["max_position"]
                self.seq_len = min(12, max_pos) if self.data == "toy" else max_pos
            if not self.vocab_size and not self.tokenizer and self.data != "toy":
                self.vocab_size = 4096 if self.preset == "nano" else 8192
        else:
            preset_size = IMAGE_PRESETS[self.preset]["image_size"]
            if self.image_size and int(self.image_size) != preset_size:
                raise ConfigError(msg("the {self_preset} preset works at {preset_size} px, not {self_image_size}",
                                      self_preset=self.preset, preset_size=preset_size,
                                      self_image_size=self.image_size))
            self.image_size = preset_size
        if self.batch_size is None:
            self.batch_size = defaults.get("batch_size") or _floor_pow2(max(1, TOKENS_PER_STEP // self.seq_len))
        if self.lr is None:
            self.lr = defaults["lr"]
        if self.weight_decay is None:
            self.weight_decay = defaults["weight_decay"]
        if self.warmup is None:
            self.warmup = max(1, min(200, int(self.steps) // 10))
        if not self.eval_size:
            self.eval_size = 64 if self.task == "image" else (2048 if self.data == "toy" else 256)
        self._check()

    def _check(self) -> None:
        def check(name: str, span: ranges.Span) -> None:
            setattr(self, name, span.check(name, getattr(self, name), ConfigError))

        for name in ("steps", "eval_every", "snapshot_every", "checkpoint_every", "log_every"):
            check(name, ranges.STEPS)
        check("batch_size", ranges.BATCH)
        check("eval_size", ranges.EVAL_SIZE)
        for name in ("warmup", "keep_checkpoints", "decay_steps", "extra_rows"):
            check(name, ranges.STEPS_OR_NONE)
        check("threads", ranges.THREADS)
        check("seed", ranges.SEED)
        if not (type(self.vocab_size) is int and self.vocab_size == 0):  # 0: the preset's default
            check("vocab_size", ranges.VOCAB_SIZE)
        if self.task == "text":
            check("seq_len", ranges.SEQ_LEN)
            max_pos = TEXT_PRESETS[self.preset]["max_position"]
            if self.seq_len > max_pos:
                raise ConfigError(msg("seq_len {self_seq_len} is longer than the {self_preset} preset's {max_pos}",
                                      self_seq_len=self.seq_len, self_preset=self.preset, max_pos=max_pos))
            ranges.TRAIN_MASK_PROB.check("mask_prob", self.masking.mask_prob, ConfigError)
        else:
            ranges.TRAIN_MASK_RATIO.check("ratio", self.masking.ratio, ConfigError)
        if self.extra_images and self.task != "image":
            raise ConfigError(words("extra_images is for image runs"))
        check("extra_share", ranges.EXTRA_SHARE)
        for name, span in (("lr", ranges.LR), ("weight_decay", ranges.WEIGHT_DECAY),
                           ("min_lr_ratio", ranges.MIN_LR_RATIO), ("grad_clip", ranges.GRAD_CLIP)):
            check(name, span)
        if self.schedule not in SCHEDULES:
            raise ConfigError(msg("schedule must be one of {schedules}, got {self_schedule!r}",
                                  schedules=SCHEDULES, self_schedule=self.schedule))
        if self.schedule == "wsd" and self.decay_steps > self.steps:
            raise ConfigError(msg("decay_steps ({self_decay_steps}) cannot exceed steps ({self_steps})",
                                  self_decay_steps=self.decay_steps, self_steps=self.steps))
        if self.eval_data and self.data_kind != "path":
            raise ConfigError(msg("eval_data goes with data from a file or folder, not the built-in {self_data!r}",
                                  self_data=self.data))
        if self.device not in DEVICES:
            raise ConfigError(msg("device must be one of {devices}, got {self_device!r}",
                                  devices=DEVICES, self_device=self.device))
        for name in ("data", "eval_data", "extra_images", "name"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise ConfigError(msg("{name} must be text, got {value!r}", name=name, value=value))
        if self.tokenizer is not None and not isinstance(self.tokenizer, str):
            raise ConfigError(msg("tokenizer must be a path, got {self_tokenizer!r}", self_tokenizer=self.tokenizer))
        if self.name and any(c in self.name for c in "/\\\0"):
            raise ConfigError(msg("name may not contain / or \\: {self_name!r}", self_name=self.name))
        if len(self.name) > 100:
            raise ConfigError(msg("name must be at most 100 characters (a folder name), got {len_self_name}",
                                  len_self_name=len(self.name)))

    # -- what the run is --------------------------------------------------------------------
    @property
    def data_kind(self) -> str:
        """"toy", "generated", "samples" or "path"."""
        return self.data if self.data in BUILTIN_DATA[self.task] else "path"

    def run_name(self) -> str:
        if self.name:
            return self.name
        data = self.data if self.data_kind != "path" else (Path(self.data).stem or "data")
        return f"{self.task}-{self.preset}-{data}"

    # -- JSON --------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = asdict(self)
        data["masking"] = self.masking.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict) -> TrainConfig:
        if not isinstance(data, dict):
            raise ConfigError(words("a training config must be a JSON object"))
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(msg("unknown training config field(s): {join_unknown}", join_unknown=', '.join(unknown)))
        values = dict(data)
        try:
            masking = values.get("masking")
            if isinstance(masking, dict):
                values["masking"] = _masking_for(values.get("task", "text"), masking)
            return cls(**values)
        except ConfigError:
            raise
        except (TypeError, ValueError, OverflowError) as exc:  # e.g. int("abc") of a field, a masking check
            raise ConfigError(msg("invalid training config: {exc}", exc=exc)) from None

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"

    @classmethod
    def from_json(cls, text: str) -> TrainConfig:
        return cls.from_dict(_parsed(text))

    def save(self, path: str | os.PathLike) -> Path:
        from mlm_lab.atomic import write_text_atomic

        return write_text_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike) -> TrainConfig:
        return cls.load_given(path)[0]

    @classmethod
    def load_given(cls, path: str | os.PathLike) -> tuple[TrainConfig, dict]:
        """The config a file holds, read once, and the fields the file itself gives ({name: checked
        value}; "task" always): `train --config` keeps those and works the rest out with the flags."""
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None
        data = _parsed(text)
        config = cls.from_dict(data)
        checked = config.to_dict()
        return config, {key: value for key, value in checked.items() if key in data or key == "task"}

    def replace(self, **changes) -> TrainConfig:
        data = self.to_dict()
        data.update(changes)
        if "masking" in changes and not isinstance(changes["masking"], dict) and changes["masking"] is not None:
            data["masking"] = changes["masking"].to_dict()
        return TrainConfig.from_dict(data)


# Fields that define what a run learns; a resumed run may not change them.
IDENTITY_FIELDS = ("task", "objective", "preset", "data", "masking", "batch_size", "seed", "tokenizer", "vocab_size",
                   "seq_len", "image_size", "eval_data", "eval_size", "extra_images", "extra_rows", "extra_share")


def _parsed(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(msg("the training config is not valid JSON: {exc}", exc=exc)) from None
    except (RecursionError, ValueError) as exc:  # nested too deep; an integer of thousands of digits
        raise ConfigError(msg("the training config cannot be read: {type_exc_name}: {exc}",
                              type_exc_name=type(exc).__name__, exc=exc)) from None


def _floor_pow2(n: int) -> int:
    return 1 << (int(n).bit_length() - 1)


def _masking_for(task: str, masking) -> TokenMaskingConfig | PatchMaskingConfig:
    cls = TokenMaskingConfig if task == "text" else PatchMaskingConfig
    if masking is None:
        return cls()
    if isinstance(masking, dict):
        if task == "image" and "mask_prob" in masking:
            raise ConfigError(words("image runs take a patch mask ratio, not mask_prob"))
        if task == "text" and "ratio" in masking:
            raise ConfigError(words("text runs take mask_prob, not a patch ratio"))
        unknown = sorted(set(masking) - set(cls.__dataclass_fields__))
        if unknown:
            raise ConfigError(msg("unknown masking field(s) for {task}: {join_unknown}",
                                  task=task, join_unknown=', '.join(unknown)))
        return cls.from_dict(masking)
    if not isinstance(masking, cls):
        raise ConfigError(msg("{task} runs need a {cls_name}, got {type_masking_name}",
                              task=task, cls_name=cls.__name__, type_masking_name=type(masking).__name__))
    return masking
