"""Models from the local Hugging Face cache: the scanner, `mlm-lab models`, and cache ids
wherever a model folder is taken. The cache is a temporary folder laid out as the Hub lays
it out (blobs/, snapshots/<hash>/ with links into blobs/, refs/main); nothing is downloaded."""

from __future__ import annotations

import json
import os
import shutil
from importlib.util import find_spec
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import pytest
import torch
from hub_layout import hub_snapshot

from mlm_lab.cli import main as cli_main
from mlm_lab.inference import fill_mask, load_image_model, load_text_model
from mlm_lab.models import MaskedAutoencoder, ModelLoadError
from mlm_lab.models.hf_cache import IMAGE, TEXT, UNSUPPORTED, cache_dir, resolve_model_source, scan_cache
from mlm_lab.models.mae import sincos_2d

pytestmark = pytest.mark.skipif(find_spec("transformers") is None, reason="the hf extra is not installed")

WORDS = ["the", "cat", "dog", "sat", "on", "mat", "ran", "in", "garden", "a", "bird", "sang", "tree", "house",
         "near", "old", "man", "door", "##s", "##ed"]
COMMIT = "0123456789abcdef0123456789abcdef01234567"


@pytest.fixture(scope="module", autouse=True)
def _one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def _bert(folder: Path) -> None:
    from transformers import BertConfig, BertForMaskedLM, BertTokenizerFast

    vocab = ["[PAD]", "[unused0]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("".join(w + "\n" for w in vocab), encoding="utf-8")
    BertTokenizerFast(vocab_file=str(folder / "vocab.txt"), do_lower_case=True).save_pretrained(folder)
    config = BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                        intermediate_size=64, max_position_embeddings=32)
    torch.manual_seed(5)
    model = BertForMaskedLM(config)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape) * 0.3)
    model.save_pretrained(folder)


def _mae(folder: Path) -> None:
    from transformers import ViTMAEConfig, ViTMAEForPreTraining

    config = ViTMAEConfig(image_size=32, patch_size=4, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                          intermediate_size=64, decoder_hidden_size=16, decoder_num_hidden_layers=1,
                          decoder_num_attention_heads=2, decoder_intermediate_size=32)
    torch.manual_seed(6)
    model = ViTMAEForPreTraining(config)
    with torch.no_grad():  # the fixed sine-cosine tables, as facebook/vit-mae-base stores them
        model.vit.embeddings.position_embeddings.copy_(sincos_2d(32, 8).unsqueeze(0))
        model.decoder.decoder_pos_embed.copy_(sincos_2d(16, 8).unsqueeze(0))
    model.save_pretrained(folder)


def _gpt2(folder: Path) -> None:
    from transformers import GPT2Config, GPT2LMHeadModel

    GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=1, n_head=2)).save_pretrained(folder)


def hub_entry(cache: Path, ident: str, source: Path, commit: str = COMMIT) -> Path:
    """The cache entry folder of `ident`, laid out as the Hub does (hub_layout)."""
    return hub_snapshot(cache, ident, source, commit).parents[1]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("built")
    _bert(root / "bert")
    _mae(root / "mae")
    _gpt2(root / "gpt2")
    return root


@pytest.fixture
def cache(tmp_path, built, monkeypatch):
    hub = tmp_path / "hub"
    hub.mkdir()
    hub_entry(hub, "lab-test/tiny-bert", built / "bert")
    hub_entry(hub, "lab-test/tiny-mae", built / "mae")
    hub_entry(hub, "lab-test/tiny-gpt2", built / "gpt2")
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    return hub


def run_cli(capsys, *argv):
    try:
        code = cli_main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_the_cache_folder_follows_the_hub_variables(monkeypatch, tmp_path):
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HF_HOME", raising=False)
    assert cache_dir() == Path("~/.cache/huggingface/hub").expanduser()
    monkeypatch.setenv("HF_HOME", str(tmp_path / "home"))
    assert cache_dir() == tmp_path / "home" / "hub"
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    assert cache_dir() == tmp_path / "hub"
    assert scan_cache() == []  # a cache that does not exist is empty, not an error


def test_the_listing_reports_id_kind_size_and_snapshot(cache):
    entries = {e.id: e for e in scan_cache()}
    assert list(entries) == ["lab-test/tiny-bert", "lab-test/tiny-gpt2", "lab-test/tiny-mae"]
    bert, mae, gpt2 = entries["lab-test/tiny-bert"], entries["lab-test/tiny-mae"], entries["lab-test/tiny-gpt2"]
    assert (bert.kind, bert.reason, mae.kind, mae.reason) == (TEXT, "", IMAGE, "")
    assert bert.snapshot == cache / "models--lab-test--tiny-bert" / "snapshots" / COMMIT
    blobs = cache / "models--lab-test--tiny-bert" / "blobs"
    assert bert.size == sum(p.stat().st_size for p in blobs.iterdir()) + len(COMMIT)
    assert gpt2.kind == UNSUPPORTED and "'gpt2'" in gpt2.reason and "GPT2LMHeadModel" in gpt2.reason


def test_bad_entries_are_reported_one_by_one(cache, built):
    missing = hub_entry(cache, "bad/missing-snapshot", built / "mae")
    shutil.rmtree(missing / "snapshots" / COMMIT)
    damaged = hub_entry(cache, "bad/damaged-config", built / "mae")
    config = damaged / "snapshots" / COMMIT / "config.json"
    config.unlink()
    config.write_text('{"model_type": "vit_mae", ')
    escaping = hub_entry(cache, "bad/escaping-ref", built / "mae")
    (escaping / "refs" / "main").write_text("../../models--lab-test--tiny-mae/snapshots/" + COMMIT)
    pickled = hub_entry(cache, "bad/pickle-only", built / "mae")
    weights = pickled / "snapshots" / COMMIT / "model.safetensors"
    weights.rename(weights.with_name("pytorch_model.bin"))
    entries = {e.id: e for e in scan_cache()}
    assert all(entries[i].kind == UNSUPPORTED for i in entries if i.startswith("bad/"))
    assert COMMIT in entries["bad/missing-snapshot"].reason and entries["bad/missing-snapshot"].snapshot is None
    # the reason whole (it was cut after 80 characters of the snapshot's path: "not JSON: cannot read /tmp/…")
    assert entries["bad/damaged-config"].reason.startswith("cannot read config.json as a model config: not valid JSON")
    assert "does not name a snapshot" in entries["bad/escaping-ref"].reason
    assert "weights only as a pickle" in entries["bad/pickle-only"].reason
    assert entries["lab-test/tiny-mae"].kind == IMAGE  # its neighbours do not spoil it


def test_models_json_lists_bundled_runs_and_cache(cache, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MLM_LAB_RUNS", str(tmp_path / "no-runs"))
    code, out, err = run_cli(capsys, "models", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert {m["name"] for m in data["bundled"]} >= {"text-tiny", "mae-tiny"}
    assert data["runs"] == []
    cached = {m["id"]: m for m in data["cache"]}
    assert cached["lab-test/tiny-bert"]["kind"] == "text" and cached["lab-test/tiny-bert"]["size"] > 0
    assert cached["lab-test/tiny-gpt2"]["kind"] == "unsupported" and "gpt2" in cached["lab-test/tiny-gpt2"]["reason"]
    code, out, err = run_cli(capsys, "models")
    assert code == 0 and "lab-test/tiny-mae" in out and "MAE" in out and "gpt2" in out


def test_fill_mask_with_a_cache_id_equals_the_snapshot_folder(cache, capsys):
    snapshot = cache / "models--lab-test--tiny-bert" / "snapshots" / COMMIT
    text = "the cat [MASK] on the mat."
    code, out, err = run_cli(capsys, "fill-mask", text, "--model", "lab-test/tiny-bert", "--json")
    assert code == 0 and err == ""
    by_id = json.loads(out)
    code, out, _ = run_cli(capsys, "fill-mask", text, "--model", str(snapshot), "--json")
    assert code == 0 and json.loads(out) == by_id and len(by_id[0]) == 5
    assert fill_mask(text, model=load_text_model("lab-test/tiny-bert")) == fill_mask(text, model=load_text_model(snapshot))
    assert isinstance(load_image_model("lab-test/tiny-mae"), MaskedAutoencoder)


@pytest.mark.parametrize("ident, words", [
    ("nobody/not-there", ["nobody/not-there", "not in the Hugging Face cache"]),
    ("lab-test/tiny-gpt2", ["lab-test/tiny-gpt2", "'gpt2'"]),
    ("bad/missing-snapshot", ["bad/missing-snapshot", COMMIT]),
    ("bad/damaged-config", ["bad/damaged-config", "damaged"]),
    ("bad/escaping-ref", ["bad/escaping-ref", "does not name a snapshot"]),
])
def test_a_bad_cache_id_is_one_line_and_exit_2(cache, built, capsys, ident, words):
    if ident.startswith("bad/"):
        entry = hub_entry(cache, ident, built / "bert")
        if ident.endswith("missing-snapshot"):
            shutil.rmtree(entry / "snapshots" / COMMIT)
        elif ident.endswith("damaged-config"):
            (entry / "snapshots" / COMMIT / "config.json").unlink()
            (entry / "snapshots" / COMMIT / "config.json").write_text("{not json")
        else:
            (entry / "refs" / "main").write_text("../../../elsewhere")
    code, out, err = run_cli(capsys, "fill-mask", "the [MASK] sat.", "--model", ident)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert all(w in err for w in words), err
    with pytest.raises(ModelLoadError):
        resolve_model_source(ident)


def test_an_existing_folder_wins_over_a_cache_id(cache, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resolve_model_source("hub") == "hub"  # a folder here, even if the cache held hub
    assert resolve_model_source("lab-test/tiny-bert") == cache / "models--lab-test--tiny-bert" / "snapshots" / COMMIT


def test_text_model_and_image_model_take_cache_ids(cache):
    from mlm_lab.cli import UserError
    from mlm_lab.cli.animate import _cache_id as animate_id
    from mlm_lab.cli.app import _cache_id as screenshot_id

    snapshot = cache / "models--lab-test--tiny-mae" / "snapshots" / COMMIT
    for resolve in (animate_id, screenshot_id):
        assert resolve("lab-test/tiny-mae") == str(snapshot)
        with pytest.raises(UserError, match="lab-test/tiny-gpt2.*'gpt2'"):
            resolve("lab-test/tiny-gpt2")
