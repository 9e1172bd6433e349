"""Model configs checked before anything is built: each field by type and range (the message
names the field and the fix), then the memory the model would take against the memory free
on this machine, then a weights file's names and shapes against the model's (read from the
safetensors header, before the model is built or a tensor is read).

The check of a value runs on the JSON as read (a dict), so a config that the dataclasses
would choke on (`num_heads = 0`, `hidden_size = 64.0`, `patch_size = 0`) is refused with a
sentence, never a ZeroDivisionError. Hugging Face configs go through the same table with
their own field names (`names`: lab field -> the name in the file).
"""

from __future__ import annotations

import json
import math
import os
import struct
from collections.abc import Callable
from pathlib import Path

from mlm_lab.errors import msg, words
from mlm_lab.models.errors import ModelLoadError

# (kind, low, high) per field: kind "int" (a JSON integer, never a float or bool), "float"
# (a finite number), "bool"; a bound None has no limit. Limits far past any model this lab
# trains or imports (BERT-large: 1024 x 24, 30,522 words; ViT-MAE-huge: 1280 x 32, 224 px).
INT, FLOAT, BOOL = "int", "float", "bool"
TEXT_FIELDS: dict[str, tuple[str, float | None, float | None]] = {
    "vocab_size": (INT, 6, 2**31 - 1),  # the five special tokens and one word; past it: the memory check
    "max_position": (INT, 3, 1 << 20),  # [CLS] x [SEP]
    "hidden_size": (INT, 1, 1 << 16),
    "num_layers": (INT, 1, 1024),
    "num_heads": (INT, 1, 1 << 16),
    "intermediate_size": (INT, 1, 1 << 20),
    "dropout": (FLOAT, 0.0, 0.999),
    "pre_norm": (BOOL, None, None),
    "layer_norm_eps": (FLOAT, 1e-30, 1.0),
    "pad_token_id": (INT, 0, 2**31 - 1),
    "initializer_range": (FLOAT, 0.0, 10.0),
    "type_vocab_size": (INT, 1, 1024),
    "causal": (BOOL, None, None),
}
IMAGE_FIELDS: dict[str, tuple[str, float | None, float | None]] = {
    "image_size": (INT, 1, 8192),
    "patch_size": (INT, 1, 8192),
    "in_channels": (INT, 1, 64),
    "hidden_size": (INT, 4, 1 << 16),
    "num_layers": (INT, 1, 1024),
    "num_heads": (INT, 1, 1 << 16),
    "decoder_hidden_size": (INT, 4, 1 << 16),
    "decoder_num_layers": (INT, 1, 1024),
    "decoder_num_heads": (INT, 1, 1 << 16),
    "mlp_ratio": (FLOAT, 0.01, 64.0),
    "mask_ratio": (FLOAT, 0.0, 0.999),
    "norm_pix_loss": (BOOL, None, None),
    "layer_norm_eps": (FLOAT, 1e-30, 1.0),
    "initializer_range": (FLOAT, 0.0, 10.0),
}
MAX_PATCHES = 1 << 16  # a grid of 256 x 256 patches


def check_config_values(kind: str, data: dict, where: str, names: dict[str, str] | None = None) -> None:
    """Raise ModelLoadError naming the first field of `data` (a "masked_lm" or "mae" config as
    read, absent fields taking their defaults) whose type or range is wrong, and the fix."""
    names = names or {}
    table = TEXT_FIELDS if kind == "masked_lm" else IMAGE_FIELDS

    def name(field: str) -> str:
        return names.get(field, field)

    def refuse(problem: str, fix: str) -> None:  # problem: "<field> <value> is ...", both marked words()
        raise ModelLoadError(msg("{where}: {problem}; {fix}", where=where, problem=problem, fix=fix))

    def said(field: str, value) -> tuple[str, str]:
        return name(field), _show(value)

    for field, (type_, low, high) in table.items():
        if field not in data:
            continue
        value = data[field]
        if type_ == BOOL:
            if not isinstance(value, bool):
                field_name, shown = said(field, value)
                refuse(msg("{field_name} {shown} is not true or false",
                           field_name=field_name, shown=shown), msg("write {field_name}: true or false",
                                                                                field_name=field_name))
            continue
        if type_ == INT and (isinstance(value, bool) or not isinstance(value, int)):
            hint = msg(" (write {int_value}, not {value})",
                       int_value=int(value), value=value) if isinstance(value, float) and value.is_integer() else ""
            field_name, shown = said(field, value)
            refuse(msg("{field_name} {shown} is not a whole number", field_name=field_name, shown=shown),
                   msg("set it to a whole number from {low:,} to {high:,}{hint}", low=low, high=high, hint=hint))
        if type_ == FLOAT and (isinstance(value, bool) or not isinstance(value, (int, float))
                               or not math.isfinite(value)):
            field_name, shown = said(field, value)
            refuse(msg("{field_name} {shown} is not a finite number",
                       field_name=field_name, shown=shown), msg("set it to a number from {low:g} to {high:g}",
                                                                              low=low, high=high))
        if not low <= value <= high:
            field_name, shown = said(field, value)
            fix = (msg("set it to a value from {low:,} to {high:,}", low=low, high=high) if type_ == INT
                   else msg("set it to a value from {low:g} to {high:g}", low=low, high=high))
            refuse(msg("{field_name} {shown} is out of range", field_name=field_name, shown=shown), fix)
    get = {field: data.get(field, default) for field, default in _defaults(kind).items()}
    if kind == "masked_lm":
        _divides(get, "hidden_size", "num_heads", refuse, said)
        if get["pad_token_id"] >= get["vocab_size"]:
            field_name, shown = said("pad_token_id", get["pad_token_id"])
            refuse(msg("{field_name} {shown} is not a token of the {get_vocab_size:,}-word vocabulary",
                       field_name=field_name, shown=shown, get_vocab_size=get['vocab_size']),
                   msg("set it below {name_vocab_size} (0 in the lab's tokenizers)",
                       name_vocab_size=name('vocab_size')))
        return
    _divides(get, "hidden_size", "num_heads", refuse, said)
    _divides(get, "decoder_hidden_size", "decoder_num_heads", refuse, said)
    for field in ("hidden_size", "decoder_hidden_size"):
        if get[field] % 4:
            field_name, shown = said(field, get[field])
            refuse(msg("{field_name} {shown} does not divide by 4 (the 2-D sine-cosine positions need it)",
                       field_name=field_name, shown=shown),
                   msg("use {get_field_4_4_or_4} or {get_field_4_4_4}",
                       get_field_4_4_or_4=get[field] // 4 * 4 or 4, get_field_4_4_4=get[field] // 4 * 4 + 4))
    if get["patch_size"] > get["image_size"] or get["image_size"] % get["patch_size"]:
        sizes = [d for d in _divisors(get["image_size"]) if 2 <= d <= 64] or [get["image_size"]]
        field_name, shown = said("patch_size", get["patch_size"])
        refuse(msg("{field_name} {shown} does not divide {name_image_size} {get_image_size}",
                   field_name=field_name, shown=shown, name_image_size=name('image_size'),
                   get_image_size=get['image_size']),
               msg("use one of {join_map_str_sizes_8}", join_map_str_sizes_8=', '.join(map(str, sizes[:8]))))
    patches = (get["image_size"] // get["patch_size"]) ** 2
    if patches > MAX_PATCHES:
        field_name, shown = said("patch_size", get["patch_size"])
        refuse(msg("{field_name} {shown} cuts a {get_image_size} px image into {patches:,} patches",
                   field_name=field_name, shown=shown, get_image_size=get['image_size'], patches=patches),
               msg("use a patch of at least {math_ceil_get_image_size} px (at most {max_patches:,} patches)",
                   math_ceil_get_image_size=math.ceil(get['image_size'] / 256), max_patches=MAX_PATCHES))
    for field in ("image_mean", "image_std"):
        value = data.get(field, get[field])
        ok = isinstance(value, (list, tuple)) and len(value) == get["in_channels"] and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in value)
        if ok and field == "image_std":
            ok = all(v > 0 for v in value)
        if not ok:
            field_name, shown = said(field, value)
            above = words(" above 0") if field == "image_std" else ""
            refuse(msg("{field_name} {shown} is not {get_in_channels} finite numbers{above}",
                       field_name=field_name, shown=shown, get_in_channels=get['in_channels'], above=above),
                   msg("write a list of {get_in_channels} numbers, e.g. {list_default_stat_field}",
                       get_in_channels=get['in_channels'], list_default_stat_field=list(_default_stat(field))))


def _show(value) -> str:
    text = json.dumps(value) if isinstance(value, (bool, int, float, str, type(None))) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _divides(get: dict, width: str, heads: str, refuse: Callable, said: Callable) -> None:
    if get[width] % get[heads]:
        options = [d for d in _divisors(get[width]) if d <= 64][-6:]
        field_name, shown = said(heads, get[heads])
        refuse(msg("{field_name} {shown} does not divide {width} {get_width}",
                   field_name=field_name, shown=shown, width=width, get_width=get[width]),
               msg("use one of {join_map_str_options}", join_map_str_options=', '.join(map(str, options))))


def _divisors(n: int) -> list[int]:
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def _defaults(kind: str) -> dict:
    from dataclasses import MISSING, fields

    from mlm_lab.models.encoder import MaskedLMConfig
    from mlm_lab.models.mae import MAEConfig

    cls = MaskedLMConfig if kind == "masked_lm" else MAEConfig
    return {f.name: f.default for f in fields(cls) if f.default is not MISSING}


def _default_stat(field: str) -> tuple:
    from mlm_lab.models.mae import IMAGENET_MEAN, IMAGENET_STD

    return IMAGENET_MEAN if field == "image_mean" else IMAGENET_STD


# -- memory -------------------------------------------------------------------------------------
def shape_of(config) -> dict[str, tuple[tuple[int, ...], int]]:
    """{name: (shape, bytes per element)} of every parameter and buffer of the model `config`
    builds, read off a copy built on torch's meta device (nothing is allocated)."""
    model = meta_model(config)
    out = {name: (tuple(t.shape), t.element_size()) for name, t in model.named_parameters()}
    out.update({name: (tuple(t.shape), t.element_size()) for name, t in model.named_buffers()})
    return out


def model_bytes(config) -> int:
    """Bytes of the model's parameters and buffers (float32), built."""
    return sum(math.prod(shape) * size for shape, size in shape_of(config).values())


def free_memory_bytes() -> int | None:
    """Memory this process may still take: the system's available memory, or the container's
    (cgroup) limit less its use when that is lower; None when it cannot be told."""
    found = []
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    found.append(int(line.split()[1]) * 1024)
    except (OSError, ValueError, IndexError):
        pass
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if limit.isdigit():
            found.append(int(limit) - int(Path("/sys/fs/cgroup/memory.current").read_text().strip()))
    except (OSError, ValueError):
        pass
    if not found and hasattr(os, "sysconf"):
        try:
            found.append(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
        except (OSError, ValueError):
            pass
    if not found and os.name == "nt":  # pragma: no cover - Windows
        found.append(_windows_available())
    found = [f for f in found if f and f > 0]
    return min(found) if found else None


def _windows_available() -> int:  # pragma: no cover - Windows
    import ctypes

    class Status(ctypes.Structure):
        _fields_ = [("length", ctypes.c_ulong), ("load", ctypes.c_ulong), ("total", ctypes.c_ulonglong),
                    ("available", ctypes.c_ulonglong), ("page_total", ctypes.c_ulonglong),
                    ("page_available", ctypes.c_ulonglong), ("virtual_total", ctypes.c_ulonglong),
                    ("virtual_available", ctypes.c_ulonglong), ("extended", ctypes.c_ulonglong)]

    status = Status()
    status.length = ctypes.sizeof(Status)
    ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status))
    return int(status.available)


def check_memory(config, where: str, *, factor: float = 1.0, extra_bytes: int = 0,
                 free: int | None = None) -> int:
    """Refuse (ModelLoadError, with the numbers) a model whose parameters and buffers, times
    `factor` (4 to train: weights, gradients and AdamW's two moments), plus `extra_bytes`,
    exceed the memory free now. Returns the estimate in bytes."""
    need = int(model_bytes(config) * factor) + int(extra_bytes)
    free = free_memory_bytes() if free is None else free
    if free is not None and need > free:
        params = sum(math.prod(s) for s, _ in shape_of(config).values())
        raise ModelLoadError(
            msg("{where}: this model would need about {gb_text_need} of memory ({params_1000000_0:,.1f} M parameters"
                "{for_training_if_factor_1}), more than the {gb_text_free} free on this machine; "
                "make it smaller (vocab_size, hidden_size, num_layers)",
                where=where, gb_text_need=gb_text(need), params_1000000_0=params / 1000000.0,
                for_training_if_factor_1=words(' for training') if factor > 1 else '', gb_text_free=gb_text(free)))
    return need


# the sizes a Hugging Face config may give, by the names the architectures use (BERT's, DistilBERT's,
# ViT-MAE's decoder), each a whole number from 1 to its limit: checked before transformers or the
# lab's conversion divides by one (`num_attention_heads = 0` is a sentence, never a ZeroDivisionError)
HF_SIZE_FIELDS: dict[str, int] = {
    "vocab_size": 2**31 - 1, "hidden_size": 1 << 16, "dim": 1 << 16, "embedding_size": 1 << 16,
    "num_attention_heads": 1 << 16, "n_heads": 1 << 16, "num_key_value_heads": 1 << 16,
    "num_hidden_layers": 1024, "n_layers": 1024, "intermediate_size": 1 << 20, "hidden_dim": 1 << 20,
    "max_position_embeddings": 1 << 20, "patch_size": 1 << 12, "image_size": 1 << 14, "num_channels": 64,
    "decoder_hidden_size": 1 << 16, "decoder_num_attention_heads": 1 << 16, "decoder_num_hidden_layers": 1024,
    "decoder_intermediate_size": 1 << 20,
}
HF_HEAD_PAIRS = (("hidden_size", "num_attention_heads"), ("dim", "n_heads"),
                 ("decoder_hidden_size", "decoder_num_attention_heads"))


def check_hf_sizes(data: dict, where: str) -> None:
    """Refuse a Hugging Face config whose sizes are not whole numbers in range, or whose hidden
    size does not split into its attention heads: one ModelLoadError naming the field."""
    for key, high in HF_SIZE_FIELDS.items():
        if key not in data or data[key] is None:
            continue
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, int):
            raise ModelLoadError(msg("{where}: {key} {show_value} is not a whole number; "
                                     "set it to a whole number from 1 to {high:,}",
                                     where=where, key=key, show_value=_show(value), high=high))
        if not 1 <= value <= high:
            raise ModelLoadError(msg("{where}: {key} {show_value} is out of range; set it to a value from 1 to {high:,}",
                                     where=where, key=key, show_value=_show(value), high=high))
    for size, heads in HF_HEAD_PAIRS:
        if isinstance(data.get(size), int) and isinstance(data.get(heads), int) and data[size] % data[heads]:
            raise ModelLoadError(msg("{where}: {size} {data_size} does not split into {heads} {data_heads} "
                                     "attention heads; make {size} a multiple of {heads}",
                                     where=where, size=size, data_size=data[size], heads=heads, data_heads=data[heads]))


def gb_text(n: int) -> str:
    """A byte count as a person reads it in a message: "1.2 GB" from 100 MB up, else "35 MB"."""
    return f"{n / 1e9:,.1f} GB" if n >= 1e8 else f"{n / 1e6:,.0f} MB"


# -- the weights file, before the model is built -----------------------------------------------------
MAX_HEADER = 100_000_000  # safetensors' own limit on a header
# bytes per element of each dtype safetensors writes
DTYPE_BYTES = {"F64": 8, "F32": 4, "F16": 2, "BF16": 2, "I64": 8, "I32": 4, "I16": 2, "I8": 1, "U64": 8,
               "U32": 4, "U16": 2, "U8": 1, "BOOL": 1, "F8_E4M3": 1, "F8_E5M2": 1}


def read_safetensors_header(path: str | os.PathLike) -> dict[str, dict]:
    """{name: {"dtype", "shape", "data_offsets"}} of a safetensors file, from its header only,
    checked against the file's size (a truncated file is refused here, not half-read later)."""
    from mlm_lab.userfiles import open_user_file

    path = Path(path)
    fd = open_user_file(path, what="weights file", error=ModelLoadError)  # never a pipe or a device
    try:
        size = os.fstat(fd).st_size
        with os.fdopen(fd, "rb") as handle:
            head = handle.read(8)
            if len(head) < 8:
                raise ModelLoadError(msg("cannot read {path}: {size} bytes, too short for a safetensors file",
                                         path=path, size=size))
            (n,) = struct.unpack("<Q", head)
            if n > min(MAX_HEADER, size - 8):
                raise ModelLoadError(msg("cannot read {path}: its header claims {n:,} bytes of a {size:,}-byte file",
                                         path=path, n=n, size=size))
            header = json.loads(handle.read(n).decode("utf-8"))
    except OSError as exc:
        raise ModelLoadError(msg("cannot read {path}: {exc_strerror_or_exc}",
                                 path=path, exc_strerror_or_exc=exc.strerror or exc)) from None
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ModelLoadError(msg("cannot read {path}: the safetensors header is not JSON ({exc})",
                                 path=path, exc=exc)) from None
    if not isinstance(header, dict):
        raise ModelLoadError(msg("cannot read {path}: the safetensors header is not a JSON object", path=path))
    header.pop("__metadata__", None)
    data_size = size - 8 - n
    for name, info in header.items():
        offsets = info.get("data_offsets") if isinstance(info, dict) else None
        shape = info.get("shape") if isinstance(info, dict) else None
        if not (isinstance(offsets, list) and len(offsets) == 2 and isinstance(shape, list)
                and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in offsets + shape)):
            raise ModelLoadError(msg("cannot read {path}: the entry for {name!r} in its header is malformed",
                                     path=path, name=name))
        if offsets[1] > data_size or offsets[0] > offsets[1]:
            raise ModelLoadError(msg("cannot read {path}: it is cut short ({name} ends at byte {offsets_1:,} of "
                                     "{data_size:,}); the file is truncated",
                                     path=path, name=name, offsets_1=offsets[1], data_size=data_size))
        width = DTYPE_BYTES.get(info.get("dtype"))
        if width is None:
            raise ModelLoadError(msg("cannot read {path}: {name!r} has dtype {str_info_get_dtype_20!r}, which "
                                     "is not one safetensors writes",
                                     path=path, name=name, str_info_get_dtype_20=str(info.get('dtype'))[:20]))
        need = math.prod(shape) * width
        if offsets[1] - offsets[0] != need:
            raise ModelLoadError(msg("cannot read {path}: its header gives {name!r} {offsets_1_offsets_0:,} bytes, "
                                     "but its shape {shape} of {info_dtype} takes {need:,}; the file is damaged",
                                     path=path, name=name, offsets_1_offsets_0=offsets[1] - offsets[0], shape=shape,
                                     info_dtype=info['dtype'], need=need))
    return header


def check_weights_file(config, path: str | os.PathLike, where: str) -> int:
    """Refuse a weights file whose tensor names or shapes do not fit `config`'s model (read
    from the header, nothing built or loaded). Returns the bytes its tensors take."""
    header = read_safetensors_header(path)
    expected = {name: shape for name, (shape, _) in shape_of(config).items()}
    persistent = _persistent_names(config)
    expected = {k: v for k, v in expected.items() if k in persistent}
    found = {name: tuple(info["shape"]) for name, info in header.items()}
    missing = sorted(set(expected) - set(found))
    unexpected = sorted(set(found) - set(expected))
    if missing or unexpected:
        raise ModelLoadError(msg("{path_path_name} does not match {where}: missing {missing_3}, "
                                 "unexpected {unexpected_3}",
                                 path_path_name=Path(path).name, where=where, missing_3=missing[:3],
                                 unexpected_3=unexpected[:3]))
    for name, shape in expected.items():
        if found[name] != shape:
            raise ModelLoadError(msg("{path_path_name} does not match {where}: {name} is {list_found_name} in the "
                                     "file, {list_shape} by the config",
                                     path_path_name=Path(path).name, where=where, name=name,
                                     list_found_name=list(found[name]), list_shape=list(shape)))
    return sum(info["data_offsets"][1] - info["data_offsets"][0] for info in header.values())


def _persistent_names(config) -> set[str]:
    """Names a state_dict holds (parameters and persistent buffers)."""
    return set(meta_model(config).state_dict())


def meta_model(config):
    """The model `config` builds, on torch's meta device: shapes without memory."""
    import torch

    from mlm_lab.models.encoder import MaskedLM, MaskedLMConfig
    from mlm_lab.models.mae import MaskedAutoencoder

    with torch.device("meta"):
        return MaskedLM(config) if isinstance(config, MaskedLMConfig) else MaskedAutoencoder(config)
