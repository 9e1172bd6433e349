"""Whether a Hugging Face folder can run through `transformers` (models.hf_runtime), told from
its JSON files and safetensors headers only: no torch, no transformers import (the cache
listing asks this for every entry, on the GUI thread)."""

from __future__ import annotations

import importlib.util
import math
import os
from pathlib import Path

from mlm_lab.errors import msg
from mlm_lab.models.errors import ModelLoadError
from mlm_lab.models.hf_ids import display_name
from mlm_lab.models.hf_names import PICKLE_FILES, RUNTIME_TEXT_TYPES

FLOAT32_BYTES = 4
OVERHEAD = 1.2  # the model's tensors in float32, plus a fifth for activations and the tokenizer
HF_EXTRA_HINT = "install the hf extra: pip install 'mlm-lab[hf]'"
_DTYPE_BYTES = {"F64": 8, "F32": 4, "F16": 2, "BF16": 2, "I64": 8, "I32": 4, "I16": 2, "I8": 1, "U8": 1, "BOOL": 1}


# -- what a folder is, read from JSON only (the cache listing asks this) ----------------------
def transformers_available() -> bool:
    """Whether the `hf` extra is installed (without importing it: that costs seconds)."""
    return importlib.util.find_spec("transformers") is not None


def model_type_of(data: dict) -> str:
    return str(data.get("model_type", "")).replace("_", "-")


def weight_files(folder: Path) -> list[Path]:
    """The safetensors files holding the weights; raises ModelLoadError when there are none
    (naming the pickle files it leaves unopened)."""
    single, index = folder / "model.safetensors", folder / "model.safetensors.index.json"
    if single.is_file():
        return [single]
    if index.is_file():
        from mlm_lab.userfiles import read_model_json

        data = read_model_json(index, what="weights index", error=ModelLoadError)
        try:
            names = sorted(set(data["weight_map"].values()))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ModelLoadError(msg("cannot read {index}: {exc}", index=index, exc=exc)) from None
        if any(Path(str(n)).name != n for n in names):
            raise ModelLoadError(msg("{index} points outside its folder", index=index))
        return [folder / n for n in names]
    try:
        pickles = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in PICKLE_FILES)
    except OSError:
        pickles = []
    if pickles:
        raise ModelLoadError(msg("{folder} has only {join_pickles}; the lab reads weights from model.safetensors "
                                 "only and never unpickles files",
                                 folder=folder, join_pickles=', '.join(pickles)))
    raise ModelLoadError(msg("no model.safetensors in {folder}", folder=folder))


def estimate_bytes(folder: Path) -> tuple[int, int]:
    """(bytes the model takes in memory once loaded, parameter count), from the safetensors
    headers only: every tensor as float32, plus OVERHEAD."""
    from mlm_lab.models.checks import read_safetensors_header

    count = 0
    for path in weight_files(folder):
        for name, info in read_safetensors_header(path).items():
            if name == "__metadata__" or not isinstance(info, dict):
                continue
            count += math.prod(int(s) for s in info.get("shape", []))
    return int(count * FLOAT32_BYTES * OVERHEAD), count


def check_runtime_memory(folder: Path, free: int | None = None) -> int:
    """Refuse, with the estimate and what is free, a model that would not fit in memory now."""
    from mlm_lab.models.checks import free_memory_bytes, gb_text

    need, count = estimate_bytes(folder)
    free = free_memory_bytes() if free is None else free
    if free is not None and need > free:
        raise ModelLoadError(msg("{display_name_folder}: this model would need about {gb_text_need} of memory "
                                 "({count_1000000_0:,.1f} M parameters in float32), more than the {gb_text_free} free "
                                 "on this machine; close other programs or choose a smaller model",
                                 display_name_folder=display_name(folder), gb_text_need=gb_text(need),
                                 count_1000000_0=count / 1000000.0, gb_text_free=gb_text(free)))
    return need


def runtime_refusal(folder: Path, data: dict, *, memory: bool = True) -> str:
    """Why the runtime cannot run this folder ("" when it can): an architecture it does not run
    (named), ELECTRA's discriminator (no masked-LM head), remote code, no safetensors, no tokenizer,
    the `hf` extra missing, too large for memory. Reads JSON and safetensors headers only."""
    model_type = model_type_of(data)
    archs = data.get("architectures") if isinstance(data.get("architectures"), list) else []
    named = f" ({', '.join(map(str, archs))})" if archs else ""
    if model_type not in RUNTIME_TEXT_TYPES:
        return f"architecture {data.get('model_type')!r}{named} is not supported"
    if model_type == "electra" and archs and "ElectraForMaskedLM" not in archs:
        return (f"ELECTRA's discriminator{named} has no masked-LM head; "
                "its generator (e.g. electra-small-generator) has")
    if data.get("auto_map"):
        return "the model needs its own code (auto_map), which the lab never runs"
    try:
        weight_files(folder)
        files = {p.name for p in folder.iterdir()}
    except (ModelLoadError, OSError) as exc:
        return str(exc).replace(str(folder) + os.sep, "").replace(str(folder), "the snapshot")
    if not files & {"tokenizer.json", "spm.model", "sentencepiece.bpe.model", "vocab.txt", "vocab.json"}:
        return "no tokenizer (tokenizer.json, or the files transformers builds one from)"
    if not transformers_available():
        return f"{RUNTIME_TEXT_TYPES[model_type]} runs through transformers: {HF_EXTRA_HINT}"
    if memory:
        try:
            check_runtime_memory(folder)
        except ModelLoadError as exc:
            return str(exc).split(": ", 1)[-1]
    return ""
