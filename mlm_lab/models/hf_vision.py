"""ViT and DINOv2 folders as image feature extractors (issue 28 item 4, the Features tab's side),
run through `transformers` itself (the optional `hf` extra), inference only.

`HFImageEncoder` gives what `mlm_lab.features.image` reads of a MaskedAutoencoder: a `config`
(image_size, patch_size, grid, num_patches, num_layers, hidden_size), `normalize` (the folder's
own image mean and spread, ImageNet's by default) and `forward_encoder(pixels, keep,
output_hidden_states=True)` with every patch kept: hidden states [B, 1 + N, D] per layer, 0 the
patch embeddings, num_layers the output after the final norm (register tokens, where DINOv2 has
them, are left out). Local files only, safetensors only, no remote code; the memory is estimated
from the safetensors headers before loading. `transformers` is imported on the first load only.

Such an encoder has no pixel decoder: `forward(..., patch_mask=...)` (what a reconstruction asks)
raises NoPixelDecoder with the one line the Image tab shows (`no_decoder_reason`);
`hf_vision_types.vision_refusal` tells a listing, without torch, whether a folder is one the
lab can load.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import torch
from torch import nn

from mlm_lab.errors import msg
from mlm_lab.models.errors import ModelLoadError
from mlm_lab.models.hf_ids import display_name
from mlm_lab.models.hf_support import check_runtime_memory, weight_files
from mlm_lab.models.hf_vision_types import VISION_TYPES
from mlm_lab.userfiles import read_model_json

IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)
# the Image tab's one line for such a model (%1: its kind, e.g. "DINOv2"); the app translates it
NO_DECODER = "%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab"


class NoPixelDecoder(ValueError):
    """A reconstruction was asked of a features-only encoder."""


@dataclass
class HFVisionConfig:
    image_size: int
    patch_size: int
    num_layers: int
    hidden_size: int
    num_heads: int
    model_type: str
    architecture: str
    kind: str = "image_encoder"  # features only: no decoder, no reconstruction
    mean: tuple[float, ...] = IMAGENET_MEAN  # the folder's image statistics (normalize)
    std: tuple[float, ...] = IMAGENET_STD
    hf_config: object = field(default=None, repr=False, compare=False)  # transformers' config (a random twin)
    norm_pix_loss = False  # (not a field) no pixel targets: read by views that describe a MAE's targets

    @property
    def display_kind(self) -> str:
        """"ViT", "DINOv2" or "DINOv2 with registers"."""
        return VISION_TYPES.get(self.model_type, self.model_type)

    @property
    def grid(self) -> tuple[int, int]:
        side = self.image_size // self.patch_size
        return side, side

    @property
    def num_patches(self) -> int:
        h, w = self.grid
        return h * w

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in ("image_size", "patch_size", "num_layers", "hidden_size", "num_heads",
                                              "model_type", "architecture", "kind")}


class HFImageEncoder(nn.Module):
    """A transformers ViTModel / Dinov2Model seen as the lab's image encoder (features only).
    `HFImageEncoder(config)` alone builds the same architecture with random weights (the probe's
    random-init baseline)."""

    def __init__(self, net: nn.Module | HFVisionConfig, config: HFVisionConfig | None = None, source: str = ""):
        super().__init__()
        if isinstance(net, HFVisionConfig):
            from transformers import AutoModel

            config, net = net, AutoModel.from_config(net.hf_config).eval()
        mean, std = config.mean, config.std
        self.net = net
        self.config = config
        self.source = source
        self.register_buffer("mean", torch.tensor(mean, dtype=torch.float32).view(1, 3, 1, 1), persistent=False)
        self.register_buffer("std", torch.tensor(std, dtype=torch.float32).view(1, 3, 1, 1), persistent=False)

    def normalize(self, pixels: torch.Tensor) -> torch.Tensor:
        """[B, 3, S, S] in [0, 1] -> what the model was trained on."""
        return (pixels - self.mean) / self.std

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.net.parameters())

    @torch.no_grad()
    def forward_encoder(self, pixels: torch.Tensor, keep=None, output_hidden_states: bool = False):
        """(last [B, 1 + N, D], hidden states or None, None); `keep` is ignored (every patch is kept:
        these models were not trained to see a subset)."""
        out = self.net(pixel_values=pixels, output_hidden_states=True, return_dict=True)
        n = pixels.shape[-2] // self.config.patch_size * (pixels.shape[-1] // self.config.patch_size)
        states = list(out.hidden_states[:-1]) + [out.last_hidden_state]  # the last after the final norm
        hidden = [torch.cat([h[:, :1], h[:, -n:]], dim=1) for h in states]  # cls and the patches, no registers
        return hidden[-1], (hidden if output_hidden_states else None), None

    def forward(self, pixels: torch.Tensor, patch_mask=None) -> torch.Tensor:
        """The final hidden states [B, 1 + N, D] of pixels in [0, 1]; a `patch_mask` (a
        reconstruction's request) raises NoPixelDecoder."""
        if patch_mask is not None:
            raise NoPixelDecoder(no_decoder_reason(self))
        return self.forward_encoder(self.normalize(pixels))[0]


def no_decoder_reason(model) -> str:
    """The one line that says why `model` gives no reconstruction ("" for a model that does)."""
    config = getattr(model, "config", None)
    if getattr(config, "kind", "") != "image_encoder":
        return ""
    return NO_DECODER.replace("%1", getattr(config, "display_kind", "This model"))


def is_vision_folder(data: dict) -> bool:
    return str(data.get("model_type")) in VISION_TYPES


def load_runtime_image_encoder(folder: str | os.PathLike) -> HFImageEncoder:
    """A ViT or DINOv2 folder (config.json, model.safetensors) as an image feature extractor;
    ModelLoadError with the reason otherwise (nothing is downloaded, no pickle is opened)."""
    from mlm_lab.models.hf_import import read_hf_config, resolve_hf_folder
    from mlm_lab.models.hf_support import transformers_available

    folder = resolve_hf_folder(folder)
    data = read_hf_config(folder)
    model_type = str(data.get("model_type"))
    if model_type not in VISION_TYPES:
        raise ModelLoadError(msg("{display_name_folder} holds a {model_type!r} model; as an image feature extractor the lab runs {join_vision_types_values}",
                                 display_name_folder=display_name(folder), model_type=model_type,
                                 join_vision_types_values=', '.join(VISION_TYPES.values())))
    if not transformers_available():
        raise ModelLoadError(msg("{display_name_folder} ({vision_types_model_type}) needs the hf extra: "
                                 "pip install 'mlm-lab[hf]'",
                                 display_name_folder=display_name(folder),
                                 vision_types_model_type=VISION_TYPES[model_type]))
    weight_files(folder)  # safetensors, or the reason (pickles are never opened)
    check_runtime_memory(folder)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from transformers import AutoModel

    from mlm_lab.models.hf_runtime import first_line, quiet_transformers

    quiet_transformers()
    options = dict(local_files_only=True, use_safetensors=True, trust_remote_code=False, add_pooling_layer=False)
    try:
        try:
            net = AutoModel.from_pretrained(str(folder), dtype=torch.float32, **options)
        except TypeError:  # transformers 4: torch_dtype; a model without a pooler takes no add_pooling_layer
            options.pop("add_pooling_layer")
            net = AutoModel.from_pretrained(str(folder), dtype=torch.float32, **options)
    except (OSError, ValueError, KeyError, RuntimeError, AttributeError, ImportError, TypeError) as exc:
        raise ModelLoadError(msg("transformers cannot load {display_name_folder} ({vision_types_model_type}): "
                                 "{first_line_exc}",
                                 display_name_folder=display_name(folder),
                                 vision_types_model_type=VISION_TYPES[model_type],
                                 first_line_exc=first_line(exc))) from None
    net.eval()
    cfg = net.config
    size = cfg.image_size if isinstance(cfg.image_size, int) else int(cfg.image_size[0])
    patch = cfg.patch_size if isinstance(cfg.patch_size, int) else int(cfg.patch_size[0])
    size = _processor_size(folder) or size
    size -= size % patch
    config = HFVisionConfig(image_size=size, patch_size=patch, num_layers=int(cfg.num_hidden_layers),
                            hidden_size=int(cfg.hidden_size), num_heads=int(cfg.num_attention_heads),
                            model_type=model_type, architecture=type(net).__name__)
    config.mean, config.std = _processor_stats(folder)
    config.hf_config = cfg
    return HFImageEncoder(net, config, str(folder))


def _processor(folder: Path) -> dict:
    try:
        data = read_model_json((folder / "preprocessor_config.json"), what="preprocessor config")
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _processor_stats(folder: Path) -> tuple[tuple[float, ...], tuple[float, ...]]:
    data = _processor(folder)
    mean, std = data.get("image_mean"), data.get("image_std")
    ok = all(isinstance(v, list) and len(v) == 3 and all(isinstance(x, (int, float)) for x in v) for v in (mean, std))
    if ok and all(x > 0 for x in std):
        return tuple(float(x) for x in mean), tuple(float(x) for x in std)
    return IMAGENET_MEAN, IMAGENET_STD


def _processor_size(folder: Path) -> int | None:
    """The crop the model was shown (DINOv2: 224 of its 518-px position table), if the folder says."""
    data = _processor(folder)
    for key in ("crop_size", "size"):
        value = data.get(key)
        if isinstance(value, dict):
            value = value.get("height") or value.get("shortest_edge")
        if isinstance(value, int) and not isinstance(value, bool) and 16 <= value <= 1024:
            return value
    return None
