"""Where the app's models come from: "bundled", a model folder, or a training run's newest checkpoint.

A ViT or DINOv2 folder (or cache entry) is an image model that gives features only
(models.hf_vision.HFImageEncoder): the Features tab shows them, the Image tab says it has no
pixel decoder.

No Qt at import (QtCore is imported by `translate` on first use: the labels the window shows
are in its language). `load_models(source)` runs in a worker thread (it imports torch) and returns
the loaded models by kind; it raises ModelLoadError (a ValueError) with a clear reason.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from mlm_lab.app.i18n.core_messages import core_text  # no Qt at import
from mlm_lab.models.hf_vision_types import VISION_TYPES, vision_type  # a ViT / DINOv2 (no torch imported)
from mlm_lab.training.runs import newest_checkpoint  # the engine's rule (no torch): a complete checkpoint

BUNDLED = "bundled"
__all__ = ["BUNDLED", "LoadedModel", "folder_kind", "load_models", "newest_checkpoint", "resolve_folder",
           "short_label"]


@dataclass
class LoadedModel:
    kind: str  # "text" | "image"
    model: object  # TextModel | MaskedAutoencoder
    source: str  # "bundled" or the folder given
    label: str  # short, for the status bar


def translate(context: str, text: str) -> str:
    """QCoreApplication.translate, imported on first use (by this name pyside6-lupdate finds the strings)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def folder_kind(folder: str | os.PathLike) -> str | None:
    """"text" or "image" from a model folder's config.json, without importing torch; None if unknown."""
    from mlm_lab.userfiles import MAX_CONFIG_BYTES, read_user_json

    path = Path(folder) / "config.json"
    try:  # a named pipe there is refused, never waited on (this runs on the GUI thread)
        data = read_user_json(path, what="model config", max_bytes=MAX_CONFIG_BYTES)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):  # JSONDecodeError is a ValueError
        return None
    if not isinstance(data, dict):
        return None
    kind = data.get("kind")
    if kind == "masked_lm":
        return "text"
    if kind == "mae":
        return "image"
    model_type = str(data.get("model_type", ""))
    if model_type == "vit_mae" or model_type in VISION_TYPES:
        return "image"
    if model_type:
        return "text"
    return None


def resolve_folder(source: str | os.PathLike) -> Path:
    """A model folder, or a run folder (-> its newest checkpoint). Raises ModelLoadError."""
    from mlm_lab.models.hf_cache import resolve_model_source
    from mlm_lab.models.io import ModelLoadError

    path = Path(resolve_model_source(source))  # a Hugging Face cache id (org/name) -> its snapshot
    if not path.exists():
        raise ModelLoadError(translate("MainWindow", "no such model folder (not found): {path}").format(path=path))
    if path.is_file():
        path = path.parent
    ckpt = newest_checkpoint(path)  # a run folder has a config.json too: its checkpoint is the model
    if ckpt is not None:
        return ckpt
    if (path / "config.json").is_file():
        return path
    if (path / "pytorch_model.bin").exists():
        raise ModelLoadError(translate("MainWindow", "no model.safetensors and no config.json in {path} (its "
                                       "pytorch_model.bin is a pickle, which the lab never opens), and it is not a "
                                       "training run with a checkpoint").format(path=path))
    raise ModelLoadError(translate("MainWindow", "no model.safetensors and no config.json in {path}, and it is not a "
                                   "training run with a checkpoint").format(path=path))


def short_label(source: str) -> str:
    if source == BUNDLED:
        return translate("MainWindow", "bundled")
    path = Path(source)
    if path.parent.name == "snapshots" and path.parent.parent.name.startswith("models--"):  # Hugging Face cache
        return path.parent.parent.name[len("models--"):].replace("--", "/", 1)
    if path.name.startswith("step-") and path.parent.name == "checkpoints":
        return translate("MainWindow", "run %1 @ %2").replace("%1", path.parent.parent.name).replace("%2", path.name)
    return path.name or str(path)


def load_models(source: str, kinds: tuple[str, ...] = ("text", "image")) -> tuple[list[LoadedModel], list[str]]:
    """Load the models of `source`: (models, problems). "bundled" loads the bundled models
    asked for (one may be missing: a problem, not an error); a folder loads the one model it
    holds. Runs in a worker thread; raises ModelLoadError when nothing could be loaded."""
    from mlm_lab.inference import bundled_image_model, bundled_text_model, load_image_model, load_text_model
    from mlm_lab.models.io import ModelLoadError

    if source == BUNDLED:
        out, errors = [], []
        for kind in kinds:
            try:
                model = bundled_text_model() if kind == "text" else bundled_image_model()
            except ModelLoadError as exc:
                errors.append(core_text(exc))  # the core's reason, in the window's language
                continue
            name = "text-tiny" if kind == "text" else "mae-tiny"
            out.append(LoadedModel(kind, model, BUNDLED, translate("MainWindow", "bundled %1").replace("%1", name)))
        if errors and not out:
            raise ModelLoadError("; ".join(errors))
        return out, errors
    folder = resolve_folder(source)
    kind = folder_kind(folder)
    if kind is None:
        from mlm_lab.userfiles import MAX_CONFIG_BYTES, UserFileError, read_user_json

        try:  # a config the guard refuses (not JSON, nested too deep, a pipe): its reason, not "no kind"
            read_user_json(folder / "config.json", what="model config", max_bytes=MAX_CONFIG_BYTES)
        except UserFileError as exc:
            raise ModelLoadError(str(exc)) from None
        raise ModelLoadError(translate("MainWindow", "{folder}/config.json does not say which model it holds (no known "
                                       "\"kind\")").format(folder=folder))
    try:
        if kind == "image" and vision_type(folder):  # features only, through transformers
            from mlm_lab.models.hf_vision import load_runtime_image_encoder

            model = load_runtime_image_encoder(folder)
            label = f"{model.config.display_kind} {short_label(str(folder))}"
            return [LoadedModel(kind, model, str(folder), label)], []
        model = load_text_model(folder) if kind == "text" else load_image_model(folder)
    except ModelLoadError:
        raise
    except (OSError, ValueError, KeyError, RuntimeError) as exc:  # truncated weights, shape mismatch
        reason = core_text(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ModelLoadError(translate("MainWindow", "cannot load {folder}: {error}").format(folder=folder, error=reason)) \
            from None
    return [LoadedModel(kind, model, str(folder), short_label(str(folder)))], []
