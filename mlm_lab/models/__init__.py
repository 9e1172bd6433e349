"""The lab's models: a BERT-style masked LM and a masked autoencoder (MAE).

`TEXT_PRESETS` / `IMAGE_PRESETS` import without torch (the training config reads them);
the models themselves load their module (and torch) on first use.
"""

from mlm_lab.lazy_exports import lazy_getattr
from mlm_lab.models.presets import IMAGE_PRESETS, TEXT_PRESETS, image_config, text_config

# name -> the submodule that defines it (imported on first access: it needs torch)
_LAZY = {
    "MaskedLM": "encoder",
    "MaskedLMConfig": "encoder",
    "MaskedLMOutput": "encoder",
    "ModelLoadError": "io",
    "build_model": "io",
    "load_pretrained": "io",
    "save_pretrained": "io",
    "MAEConfig": "mae",
    "MAEOutput": "mae",
    "MaskedAutoencoder": "mae",
}

__all__ = ["IMAGE_PRESETS", "TEXT_PRESETS", "image_config", "text_config", *sorted(_LAZY)]

__getattr__ = lazy_getattr(__name__, _LAZY)
