"""Model configs checked before anything is built (issue 29): each field by type and range,
named with its fix; the memory a model would take against the memory free; the weights
file's header against the config before the model exists; Hugging Face configs through the
same checks; and a Hugging Face cache entry whose ref or links lead outside it refused."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
import torch

from mlm_lab.cli import main
from mlm_lab.models import MaskedAutoencoder, MaskedLM, image_config, load_pretrained, save_pretrained, text_config
from mlm_lab.models.checks import (
    check_memory,
    check_weights_file,
    free_memory_bytes,
    model_bytes,
    read_safetensors_header,
    shape_of,
)
from mlm_lab.models.hf import export_hf, import_hf, resolve_hf_folder
from mlm_lab.models.io import ModelLoadError

HUGE = {"vocab_size": 2**31 - 1, "hidden_size": 1024, "num_heads": 16}  # 8.8 TB of embeddings: no machine has it


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("models")
    torch.manual_seed(0)
    text, image = MaskedLM(text_config("nano", 100)), MaskedAutoencoder(image_config("nano"))
    save_pretrained(text, root / "text")
    save_pretrained(image, root / "image")
    export_hf(text, root / "hf-text", None)
    export_hf(image, root / "hf-image", None)
    return root


def _with(folders: Path, tmp_path: Path, which: str, **changes) -> Path:
    dest = tmp_path / which
    shutil.copytree(folders / which, dest)
    config = json.loads((dest / "config.json").read_text())
    config.update(changes)
    (dest / "config.json").write_text(json.dumps(config))
    return dest


LAB_CASES = [
    ("text", dict(num_heads=0), "num_heads 0 is out of range"),
    ("text", dict(hidden_size=64.0), "hidden_size 64.0 is not a whole number"),
    ("text", dict(num_heads=3), "num_heads 3 does not divide hidden_size 64; use one of"),
    ("text", dict(num_layers=-1), "num_layers -1"),
    ("text", dict(num_layers=10**12), "num_layers 1000000000000 is out of range"),
    ("text", dict(intermediate_size="256"), "intermediate_size \"256\" is not a whole number"),
    ("text", dict(dropout=1.5), "dropout 1.5 is out of range"),
    ("text", dict(pre_norm="yes"), "pre_norm \"yes\" is not true or false"),
    ("text", dict(pad_token_id=100), "pad_token_id 100 is not a token"),
    ("text", dict(layer_norm_eps=0), "layer_norm_eps 0"),
    ("text", dict(vocab_size=4_000_000), "head_bias is [100] in the file, [4000000] by the config"),
    ("text", dict(max_position=True), "max_position true is not a whole number"),
    ("image", dict(patch_size=0), "patch_size 0 is out of range"),
    ("image", dict(image_size=-32), "image_size -32 is out of range"),
    ("image", dict(patch_size=5), "patch_size 5 does not divide image_size 32; use one of 2, 4, 8, 16, 32"),
    ("image", dict(image_size=8192, patch_size=1), "67,108,864 patches"),
    ("image", dict(hidden_size=130), "num_heads 4 does not divide hidden_size 130"),
    ("image", dict(decoder_hidden_size=66, decoder_num_heads=2), "decoder_hidden_size 66 does not divide by 4"),
    ("image", dict(image_std=[0.2, 0.2, 0.0]), "image_std [0.2, 0.2, 0.0] is not 3 finite numbers above 0"),
    ("image", dict(mlp_ratio=float("inf")), "mlp_ratio Infinity is not a finite number"),
    ("image", dict(in_channels=1), "image_mean [0.485, 0.456, 0.406] is not 1 finite numbers"),
    ("image", dict(decoder_num_layers=3), "does not match"),  # a valid config, but not the weights' one
]


@pytest.mark.parametrize("which,changes,fragment", LAB_CASES, ids=[f"{w}-{next(iter(c))}" for w, c, _ in LAB_CASES])
def test_a_bad_lab_config_is_refused_naming_the_field_and_the_fix(which, changes, fragment, folders, tmp_path):
    folder = _with(folders, tmp_path, which, **changes)
    with pytest.raises(ModelLoadError) as caught:
        load_pretrained(folder)
    message = str(caught.value)
    assert fragment in message, message
    assert "\n" not in message
    if "out of range" in message or "whole number" in message:
        assert "set it to" in message  # the fix


def test_the_command_line_says_it_in_one_line(folders, tmp_path, capsys):
    folder = _with(folders, tmp_path, "text", num_heads=0)
    try:
        code = main(["fill-mask", "the [MASK] sat.", "--model", str(folder)])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and "num_heads 0" in err and "Traceback" not in err


def test_a_model_larger_than_free_memory_is_refused_with_the_numbers(folders, tmp_path):
    folder = _with(folders, tmp_path, "text", **HUGE)
    with pytest.raises(ModelLoadError) as caught:
        load_pretrained(folder)
    message = str(caught.value)
    assert "would need about 8,8" in message and "GB of memory" in message and "free on this machine" in message
    free = free_memory_bytes()
    assert free is not None and free > 0
    # free memory moves while other tests run beside this one: the figure in the
    # message is the free memory of that moment, read back within 1 GB
    stated = re.search(r"more than the ([\d,.]+) GB free", message)
    assert stated, message
    assert abs(float(stated.group(1).replace(",", "")) - free / 1e9) < 1.0


def test_the_estimate_is_the_models_own_size(folders):
    for config, model in ((text_config("nano", 100), MaskedLM(text_config("nano", 100))),
                          (image_config("nano"), MaskedAutoencoder(image_config("nano")))):
        real = sum(t.numel() * t.element_size() for t in [*model.parameters(), *model.buffers()])
        assert model_bytes(config) == real
        shapes = {k: tuple(v.shape) for k, v in [*model.named_parameters(), *model.named_buffers()]}
        assert {k: s for k, (s, _) in shape_of(config).items()} == shapes
    # a model that fits passes, one that does not is refused, by the number given
    config = text_config("nano", 100)
    need = model_bytes(config)
    assert check_memory(config, "x", free=need) == need
    with pytest.raises(ModelLoadError, match="for training"):
        check_memory(config, "x", factor=4, free=need)


def test_the_weights_header_is_checked_before_the_model_is_built(folders, tmp_path):
    weights = folders / "text" / "model.safetensors"
    header = read_safetensors_header(weights)
    assert "word_embeddings.weight" in header
    assert check_weights_file(text_config("nano", 100), weights, "config.json") == sum(
        v["data_offsets"][1] - v["data_offsets"][0] for v in header.values())
    cut = tmp_path / "cut"
    shutil.copytree(folders / "text", cut)
    data = (cut / "model.safetensors").read_bytes()
    (cut / "model.safetensors").write_bytes(data[: len(data) - 100])
    with pytest.raises(ModelLoadError, match="truncated"):
        load_pretrained(cut)
    (cut / "model.safetensors").write_bytes(b"\xff" * 8 + b"{}")
    with pytest.raises(ModelLoadError, match="header claims"):
        load_pretrained(cut)


# -- Hugging Face configs -------------------------------------------------------------------------
HF_CASES = [
    ("hf-text", dict(num_attention_heads=0), "num_attention_heads 0 is out of range"),
    ("hf-text", dict(hidden_size=64.0), "hidden_size must be an integer"),
    ("hf-text", dict(num_attention_heads=3), "num_attention_heads 3 does not divide hidden_size 64"),
    ("hf-text", dict(vocab_size=10**9, hidden_size=4096, num_attention_heads=16), "free on this machine"),
    ("hf-text", dict(max_position_embeddings=-5), "max_position_embeddings"),
    ("hf-text", dict(hidden_dropout_prob="high"), "hidden_dropout_prob \"high\" is not a finite number"),
    ("hf-text", dict(layer_norm_eps=None), "layer_norm_eps null"),
    ("hf-image", dict(patch_size=0), "patch_size 0 is out of range"),
    ("hf-image", dict(image_size=-32), "image_size -32 is out of range"),
    ("hf-image", dict(hidden_size=0), "hidden_size 0 is out of range"),
    ("hf-image", dict(intermediate_size=0), "intermediate_size / hidden_size 0.0 is out of range"),
    ("hf-image", dict(num_channels="3"), "3-channel"),
    ("hf-image", dict(decoder_num_attention_heads=3), "decoder_num_attention_heads 3 does not divide"),
]


@pytest.mark.parametrize("which,changes,fragment", HF_CASES, ids=[f"{w}-{next(iter(c))}" for w, c, _ in HF_CASES])
def test_a_bad_hugging_face_config_is_refused_naming_its_field(which, changes, fragment, folders, tmp_path, capsys):
    folder = _with(folders, tmp_path, which, **changes)
    with pytest.raises(ModelLoadError) as caught:
        import_hf(folder)
    assert fragment in str(caught.value), str(caught.value)
    try:
        code = main(["import-hf", str(folder), str(tmp_path / "out")])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and fragment in err
    assert not (tmp_path / "out").exists()


# -- a Hugging Face cache entry: no path leads out of it ---------------------------------------------
def _cache_entry(folders: Path, root: Path, *, ref: str | None = "abc123") -> Path:
    """models--lab--nano as the hub lays it out: blobs/ by hash, snapshots/<commit>/ of links."""
    entry = root / "hub" / "models--lab--nano"
    (entry / "blobs").mkdir(parents=True)
    snap = entry / "snapshots" / "abc123"
    snap.mkdir(parents=True)
    for i, path in enumerate(sorted((folders / "hf-text").iterdir())):
        blob = entry / "blobs" / f"blob{i}"
        shutil.copy(path, blob)
        os.symlink(Path("..", "..", "blobs", blob.name), snap / path.name)
    if ref is not None:
        (entry / "refs").mkdir()
        (entry / "refs" / "main").write_text(ref)
    return entry


def test_a_cache_entry_imports_from_its_own_snapshot(folders, tmp_path):
    entry = _cache_entry(folders, tmp_path)
    assert resolve_hf_folder(entry) == entry / "snapshots" / "abc123"
    assert isinstance(import_hf(entry), MaskedLM)


@pytest.mark.parametrize("ref,fragment", [
    ("../../../outside", "does not name a snapshot"),
    ("..", "does not name a snapshot"),
    ("/etc", "does not name a snapshot"),
    ("abc123\x00", "does not name a snapshot"),
    ("x" * 10_000, "does not name a snapshot"),
    ("def456", "names snapshot def456, which"),
])
def test_a_ref_must_name_a_snapshot_inside_its_entry(ref, fragment, folders, tmp_path, capsys):
    entry = _cache_entry(folders, tmp_path, ref=ref)
    outside = tmp_path / "outside"
    shutil.copytree(folders / "hf-text", outside)  # a model a ref could lead to
    with pytest.raises(ModelLoadError, match=fragment):
        resolve_hf_folder(entry)
    try:
        code = main(["import-hf", str(entry), str(tmp_path / "out")])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_a_snapshot_or_file_linked_outside_the_entry_is_refused(folders, tmp_path):
    entry = _cache_entry(folders, tmp_path, ref="evil")
    outside = tmp_path / "outside"
    shutil.copytree(folders / "hf-text", outside)
    os.symlink(outside, entry / "snapshots" / "evil")
    with pytest.raises(ModelLoadError, match="leads outside"):
        resolve_hf_folder(entry)
    entry2 = _cache_entry(folders, tmp_path / "two")
    weights = entry2 / "snapshots" / "abc123" / "model.safetensors"
    weights.unlink()
    os.symlink(outside / "model.safetensors", weights)
    with pytest.raises(ModelLoadError, match="outside the cache entry"):
        import_hf(entry2)

