"""The lab's models: a BERT-style masked LM and a masked autoencoder (MAE).

`TEXT_PRESETS` / `IMAGE_PRESETS` import without torch (the training config reads them);
the models themselves load their module (and torch) on first use.
"""

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


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(f"mlm_lab.models.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mlm_lab.models' has no attribute {name!r}")
