"""Which model generates: the bundled generator (text-tiny-diffusion, trained with the
diffusion objective) by default, falling back to text-tiny when it is absent; or any
masked LM the caller names (a folder or a loaded TextModel)."""

from __future__ import annotations

from functools import lru_cache

from mlm_lab.resources import bundled_model_dir


def bundled_generator_dir():
    """The generator's folder when it is shipped, else text-tiny's."""
    folder = bundled_model_dir("generator")
    return folder if (folder / "model.safetensors").is_file() else bundled_model_dir("text")


@lru_cache(maxsize=1)
def bundled_generator():
    from mlm_lab.inference import load_text_model

    return load_text_model(bundled_generator_dir())


def generator_model(model):
    """None -> the bundled generator; a folder, TextModel or (MaskedLM + tokenizer) as inference takes them."""
    if model is None:
        return bundled_generator()
    from mlm_lab.inference import resolve_text_model

    return resolve_text_model(model, None)
