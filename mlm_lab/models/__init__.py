"""The lab's models: a BERT-style masked LM and a masked autoencoder (MAE)."""

from mlm_lab.models.encoder import MaskedLM, MaskedLMConfig, MaskedLMOutput
from mlm_lab.models.io import ModelLoadError, build_model, load_pretrained, save_pretrained
from mlm_lab.models.mae import MAEConfig, MAEOutput, MaskedAutoencoder
from mlm_lab.models.presets import IMAGE_PRESETS, TEXT_PRESETS, image_config, text_config

__all__ = [
    "IMAGE_PRESETS",
    "TEXT_PRESETS",
    "MAEConfig",
    "MAEOutput",
    "MaskedAutoencoder",
    "MaskedLM",
    "MaskedLMConfig",
    "MaskedLMOutput",
    "ModelLoadError",
    "build_model",
    "image_config",
    "load_pretrained",
    "save_pretrained",
    "text_config",
]
