"""Hugging Face interoperability: export, import, equivalence with `transformers`, CLI.

Every model here is small and random, built in a temporary folder; nothing is downloaded.
"""

from __future__ import annotations

import json
import os
from importlib.util import find_spec

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: these tests never touch the network
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import numpy as np
import pytest
import torch
from safetensors.torch import load_file, save_file

from mlm_lab.cli import main as cli_main
from mlm_lab.inference import fill_mask, load_image_model, load_text_model, reconstruct
from mlm_lab.models import (
    MaskedAutoencoder,
    MaskedLM,
    MaskedLMConfig,
    ModelLoadError,
    image_config,
    load_pretrained,
    save_pretrained,
)
from mlm_lab.models.hf import export_hf, import_hf, load_hf_tokenizer
from mlm_lab.models.mae import sincos_2d
from mlm_lab.resources import bundled_model_dir
from mlm_lab.tokenization import SPECIAL_TOKENS, WordPieceTokenizer

needs_transformers = pytest.mark.skipif(find_spec("transformers") is None, reason="the hf extra is not installed")

SENTENCES = [
    "the cat sat on the mat and looked at the dog",
    "the dog barked at the cat in the garden",
    "a bird sang in the tall tree near the house",
    "she opened the door and walked into the garden",
    "he took off his hat and sat down by the fire",
    "the children ran down the hill laughing and shouting",
    "they went to the market to buy bread and milk",
    "the old man lived alone in a small house near the café",
] * 3
QUERIES = ["the cat [MASK] on the mat.", "the [MASK] barked at the [MASK] in the garden", "Café [MASK] near the HOUSE!"]


@pytest.fixture(scope="module", autouse=True)
def _one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def tok():
    return WordPieceTokenizer.train(SENTENCES, vocab_size=150, min_frequency=1)


def randomize(module: torch.nn.Module, std: float = 0.3, seed: int = 0, skip: tuple[str, ...] = ()) -> None:
    """Push every weight well away from its init so a wrong mapping cannot hide."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in module.named_parameters():
            if not any(s in name for s in skip):
                p.add_(torch.randn(p.shape, generator=gen) * std)


def lab_text_model(vocab: int, pre_norm: bool, **kw) -> MaskedLM:
    cfg = MaskedLMConfig(vocab_size=vocab, max_position=40, hidden_size=32, num_layers=2, num_heads=4,
                         intermediate_size=64, pre_norm=pre_norm, **kw)
    torch.manual_seed(1)
    model = MaskedLM(cfg)
    randomize(model)
    return model.eval()


def lab_mae(norm_pix_loss: bool = False) -> MaskedAutoencoder:
    torch.manual_seed(2)
    model = MaskedAutoencoder(image_config("nano", norm_pix_loss=norm_pix_loss, mask_ratio=0.6))
    randomize(model, std=0.2)
    return model.eval()


def hf_bert(folder, vocab: int, pre_norm: bool = False, **kw):
    """A random transformers BertForMaskedLM (or RobertaPreLayerNorm) saved with save_pretrained."""
    import transformers

    name = "RobertaPreLayerNorm" if pre_norm else "Bert"
    config = getattr(transformers, name + "Config")(
        vocab_size=vocab, hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=64,
        max_position_embeddings=48, **kw)
    torch.manual_seed(3)
    model = getattr(transformers, name + "ForMaskedLM")(config)
    randomize(model, seed=3)
    model.save_pretrained(folder)
    return model.eval()


def hf_mae(folder, qkv_bias: bool = True):
    from transformers import ViTMAEConfig, ViTMAEForPreTraining

    config = ViTMAEConfig(image_size=32, patch_size=4, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                          intermediate_size=64, decoder_hidden_size=16, decoder_num_hidden_layers=2,
                          decoder_num_attention_heads=2, decoder_intermediate_size=32, mask_ratio=0.75,
                          qkv_bias=qkv_bias)
    torch.manual_seed(4)
    model = ViTMAEForPreTraining(config)
    randomize(model, std=0.2, seed=4, skip=("position_embeddings", "decoder_pos_embed"))
    with torch.no_grad():  # the fixed sine-cosine tables, as facebook/vit-mae-base stores them
        model.vit.embeddings.position_embeddings.copy_(sincos_2d(32, 8).unsqueeze(0))
        model.decoder.decoder_pos_embed.copy_(sincos_2d(16, 8).unsqueeze(0))
    model.save_pretrained(folder)
    return model.eval()


def write_bert_vocab(folder, tok: WordPieceTokenizer) -> list[str]:
    """A BERT-style vocab.txt: specials at other ids than the lab's (as in bert-base-uncased)."""
    words = [t for t, _ in sorted(tok.backend.get_vocab().items(), key=lambda kv: kv[1]) if t not in SPECIAL_TOKENS]
    vocab = ["[PAD]", "[unused0]", "[unused1]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words
    (folder / "vocab.txt").write_text("".join(t + "\n" for t in vocab), encoding="utf-8")
    (folder / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "BertTokenizer", "do_lower_case": True}))
    return vocab


def random_ids(vocab: int, shape, seed: int = 0, low: int = 5) -> torch.Tensor:
    return torch.randint(low, vocab, shape, generator=torch.Generator().manual_seed(seed))


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = cli_main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


# -- export: the exported transformers model computes what the lab model computes -------------
@needs_transformers
@pytest.mark.parametrize("pre_norm", [True, False])
def test_exported_text_model_gives_the_same_logits(tmp_path, tok, pre_norm):
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    lab = lab_text_model(tok.vocab_size, pre_norm)
    export_hf(lab, tmp_path, tok)
    hf, info = AutoModelForMaskedLM.from_pretrained(tmp_path, output_loading_info=True)
    assert type(hf).__name__ == ("RobertaPreLayerNormForMaskedLM" if pre_norm else "BertForMaskedLM")
    assert not info["missing_keys"] and not info["unexpected_keys"] and not info["mismatched_keys"]
    hf.eval()
    ids = random_ids(tok.vocab_size, (3, 40))
    mask = torch.ones_like(ids)
    ids[1, 30:], mask[1, 30:] = tok.pad_token_id, 0  # right padding on one row
    with torch.no_grad():
        ours = lab(ids, attention_mask=mask).logits
        theirs = hf(input_ids=ids, attention_mask=mask).logits
    real = mask.bool()
    assert ours.shape == theirs.shape == (3, 40, tok.vocab_size)
    assert ours.abs().max() > 1.0, "logits too flat to tell a wrong mapping"
    assert (ours[real] - theirs[real]).abs().max() < 1e-4
    hf_tok = AutoTokenizer.from_pretrained(tmp_path)
    for text in QUERIES + SENTENCES[:3]:
        assert hf_tok(text)["input_ids"] == tok.encode(text).ids
    assert hf_tok.mask_token_id == tok.mask_token_id and hf_tok.pad_token_id == tok.pad_token_id


@needs_transformers
@pytest.mark.parametrize("norm_pix_loss", [False, True])
def test_exported_mae_gives_the_same_loss_predictions_and_mask(tmp_path, norm_pix_loss):
    from transformers import AutoImageProcessor, ViTMAEForPreTraining

    lab = lab_mae(norm_pix_loss)
    export_hf(lab, tmp_path)
    hf, info = ViTMAEForPreTraining.from_pretrained(tmp_path, output_loading_info=True)
    assert not info["missing_keys"] and not info["unexpected_keys"] and not info["mismatched_keys"]
    assert hf.config.mask_ratio == pytest.approx(0.6) and hf.config.norm_pix_loss == norm_pix_loss
    hf.eval()
    gen = torch.Generator().manual_seed(5)
    images = torch.randn(3, 3, 32, 32, generator=gen)
    noise = torch.rand(3, lab.config.num_patches, generator=gen)
    with torch.no_grad():
        ours, theirs = lab(images, noise=noise), hf(pixel_values=images, noise=noise)
    assert torch.equal(ours.mask.float(), theirs.mask)
    assert int(ours.mask[0].sum()) == 64 - int(64 * 0.4)
    assert torch.equal(ours.ids_restore, theirs.ids_restore)
    assert (ours.pred - theirs.logits).abs().max() < 1e-4
    assert abs(float(ours.loss) - float(theirs.loss)) < 1e-5
    proc = AutoImageProcessor.from_pretrained(tmp_path)
    assert list(proc.image_mean) == pytest.approx(list(lab.config.image_mean))
    assert list(proc.image_std) == pytest.approx(list(lab.config.image_std))
    assert (proc.size["height"], proc.size["width"]) == (32, 32)


@needs_transformers
def test_lab_position_table_is_the_vit_mae_layout():
    """The lab's fixed sine-cosine table equals the one transformers builds for ViT-MAE."""
    from transformers import ViTMAEConfig, ViTMAEForPreTraining

    config = ViTMAEConfig(image_size=32, patch_size=4, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                          intermediate_size=64, decoder_hidden_size=16, decoder_num_hidden_layers=1,
                          decoder_num_attention_heads=2, decoder_intermediate_size=32)
    model = ViTMAEForPreTraining(config)
    emb = model.vit.embeddings
    emb.patch_embeddings.projection._is_hf_initialized = False  # transformers 5 skips its own init otherwise
    emb.initialize_weights()
    table = emb.position_embeddings.detach()[0]
    assert (table - sincos_2d(32, 8)).abs().max() < 1e-6
    assert (table[1:9, :16] - table[9:17, :16]).abs().max() < 1e-6, "first half encodes the column"


# -- import: a transformers folder becomes a lab model with the same outputs -------------------
@needs_transformers
@pytest.mark.parametrize("pre_norm", [False, True])
def test_imported_text_model_gives_the_same_logits(tmp_path, pre_norm):
    hf = hf_bert(tmp_path, 120, pre_norm)
    lab = import_hf(tmp_path)
    assert isinstance(lab, MaskedLM) and lab.config.pre_norm == pre_norm
    assert lab.config.type_vocab_size == 2 and lab.config.max_position == (46 if pre_norm else 48)
    ids = random_ids(120, (2, 30), seed=1, low=2)
    with torch.no_grad():
        ours, theirs = lab(ids).logits, hf(input_ids=ids).logits
    assert ours.abs().max() > 1.0
    assert (ours - theirs).abs().max() < 1e-4


@needs_transformers
@pytest.mark.parametrize("qkv_bias", [True, False])
def test_imported_mae_gives_the_same_outputs(tmp_path, qkv_bias):
    hf = hf_mae(tmp_path, qkv_bias)
    lab = import_hf(tmp_path)
    assert isinstance(lab, MaskedAutoencoder) and lab.config.image_size == 32 and lab.config.mlp_ratio == 2.0
    gen = torch.Generator().manual_seed(6)
    images, noise = torch.randn(2, 3, 32, 32, generator=gen), torch.rand(2, 64, generator=gen)
    with torch.no_grad():
        ours, theirs = lab(images, noise=noise), hf(pixel_values=images, noise=noise)
    assert torch.equal(ours.mask.float(), theirs.mask)
    assert (ours.pred - theirs.logits).abs().max() < 1e-4
    assert abs(float(ours.loss) - float(theirs.loss)) < 1e-5


@needs_transformers
@pytest.mark.parametrize("kind", ["bert", "roberta", "mae"])
def test_import_then_export_round_trips_weights_exactly(tmp_path, kind):
    from transformers import AutoModelForMaskedLM, ViTMAEForPreTraining

    src, out = tmp_path / "src", tmp_path / "out"
    if kind == "mae":
        hf_mae(src)
        loader = ViTMAEForPreTraining
    else:
        hf_bert(src, 120, pre_norm=kind == "roberta", pad_token_id=0)
        loader = AutoModelForMaskedLM
    export_hf(import_hf(src), out)
    a, b = loader.from_pretrained(src).state_dict(), loader.from_pretrained(out).state_dict()
    if kind == "roberta":  # rows below pad_token_id + 1 are never used by the lab and export as zeros
        key = "roberta_prelayernorm.embeddings.position_embeddings.weight"
        a[key], b[key] = a[key][1:], b[key][1:]
    assert a.keys() == b.keys()
    for key in a:
        assert torch.equal(a[key], b[key]), key


def test_export_then_import_round_trips_lab_weights_exactly(tmp_path, tok):
    """Needs no transformers: the lab reads back exactly what it wrote, text (both norms) and MAE."""
    for i, model in enumerate([lab_text_model(tok.vocab_size, True), lab_text_model(tok.vocab_size, False), lab_mae()]):
        export_hf(model, tmp_path / str(i), tok if isinstance(model, MaskedLM) else None)
        back = import_hf(tmp_path / str(i))
        assert type(back) is type(model) and back.config.to_dict() == model.config.to_dict()
        for name, tensor in model.state_dict().items():
            assert torch.equal(back.state_dict()[name], tensor), name
        assert all(not n.endswith((".bin", ".pt", ".pkl")) for n in os.listdir(tmp_path / str(i)))


@needs_transformers
def test_imported_bert_saved_in_lab_format_loads_identically(tmp_path, capsys):
    hf = hf_bert(tmp_path / "hf", 120)
    code, out, err = run_cli(capsys, "import-hf", str(tmp_path / "hf"), str(tmp_path / "lab"))
    assert code == 2 and "vocab.txt" in err, "a text folder without a tokenizer is refused"
    write_bert_vocab(tmp_path / "hf", WordPieceTokenizer.train(SENTENCES, vocab_size=120 - 2, min_frequency=1))
    code, out, err = run_cli(capsys, "import-hf", str(tmp_path / "hf"), str(tmp_path / "lab"))
    assert code == 0 and err == "" and "wrote" in out
    lab = load_pretrained(tmp_path / "lab")
    assert json.loads((tmp_path / "lab" / "config.json").read_text())["type_vocab_size"] == 2
    ids = random_ids(120, (2, 16), seed=2, low=7)
    with torch.no_grad():
        assert (lab(ids).logits - hf(input_ids=ids).logits).abs().max() < 1e-4
    assert WordPieceTokenizer.load(tmp_path / "lab").mask_token_id == 6


def test_old_lab_config_without_type_vocab_size_still_loads(tmp_path, tok):
    model = lab_text_model(tok.vocab_size, True)
    save_pretrained(model, tmp_path, tokenizer=tok)
    data = json.loads((tmp_path / "config.json").read_text())
    del data["type_vocab_size"]
    (tmp_path / "config.json").write_text(json.dumps(data))
    back = load_pretrained(tmp_path)
    assert back.config.type_vocab_size == 1 and back.token_type_embeddings.weight.shape[0] == 1
    ids = random_ids(tok.vocab_size, (1, 12))
    with torch.no_grad():
        assert torch.equal(back(ids).logits, model(ids).logits)


# -- inference parity: fill-mask equals transformers' pipeline ---------------------------------
def _pipeline_top(folder, text: str, k: int):
    from transformers import pipeline

    fill = pipeline("fill-mask", model=str(folder), tokenizer=str(folder), device="cpu")
    result = fill(text, top_k=k)
    per_mask = result if isinstance(result[0], list) else [result]
    return [[(d["token"], d["score"]) for d in preds] for preds in per_mask]


@needs_transformers
@pytest.mark.parametrize("layout", ["hf-bert-vocab-txt", "lab-export-pre-ln", "lab-export-post-ln"])
def test_fill_mask_matches_transformers_pipeline(tmp_path, tok, layout):
    if layout == "hf-bert-vocab-txt":
        vocab = write_bert_vocab(tmp_path, tok)
        hf_bert(tmp_path, len(vocab))
    else:
        export_hf(lab_text_model(tok.vocab_size, layout.endswith("pre-ln")), tmp_path, tok)
    tm = load_text_model(tmp_path)
    if layout == "hf-bert-vocab-txt":
        assert tm.tokenizer.mask_token_id == 6 and tm.tokenizer.cls_token_id == 4
    for text in QUERIES:
        ours = fill_mask(text, model=tm, top_k=5)
        theirs = _pipeline_top(tmp_path, text, 5)
        assert len(ours) == len(theirs) == text.count("[MASK]")
        for mine, ref in zip(ours, theirs, strict=True):
            assert [tm.tokenizer.token_to_id(t) for t, _ in mine] == [i for i, _ in ref]
            assert np.allclose([p for _, p in mine], [p for _, p in ref], atol=1e-4, rtol=0)


@needs_transformers
def test_lab_tokenizer_from_vocab_txt_matches_transformers(tmp_path, tok):
    from transformers import AutoTokenizer

    write_bert_vocab(tmp_path, tok)
    ours, theirs = load_hf_tokenizer(tmp_path), AutoTokenizer.from_pretrained(tmp_path)
    for text in QUERIES + ["Ünïcode naïve CAFÉ, hello-world!!", "日本 the cat"]:
        assert ours.encode(text).ids == theirs(text)["input_ids"]


# -- the command line -----------------------------------------------------------------------------
def test_cli_export_then_fill_mask_and_reconstruct_on_the_hf_folders(tmp_path, tok, capsys):
    lab_text, lab_image = tmp_path / "lab-text", tmp_path / "lab-image"
    model = lab_text_model(tok.vocab_size, True)
    save_pretrained(model, lab_text, tokenizer=tok)
    save_pretrained(lab_mae(), lab_image)
    code, out, err = run_cli(capsys, "export-hf", str(lab_text), str(tmp_path / "hf-text"))
    assert code == 0 and "RobertaPreLayerNormForMaskedLM" in out and err == ""
    code, out, err = run_cli(capsys, "export-hf", str(lab_image), str(tmp_path / "hf-image"))
    assert code == 0 and "ViTMAEForPreTraining" in out
    for name in ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "vocab.txt"):
        assert (tmp_path / "hf-text" / name).is_file(), name
    assert (tmp_path / "hf-image" / "preprocessor_config.json").is_file()

    code, out, err = run_cli(capsys, "fill-mask", QUERIES[1], "--model", str(tmp_path / "hf-text"), "--json")
    assert code == 0, err
    got = json.loads(out)
    want = fill_mask(QUERIES[1], model=model, tokenizer=tok, top_k=5)
    assert [[d["token"] for d in m] for m in got] == [[t for t, _ in m] for m in want]
    assert np.allclose([[d["probability"] for d in m] for m in got], [[p for _, p in m] for m in want], atol=1e-5)

    rng = np.random.default_rng(0)
    image = (rng.random((40, 50, 3)) * 255).astype(np.uint8)
    from PIL import Image

    Image.fromarray(image).save(tmp_path / "photo.png")
    code, out, err = run_cli(capsys, "reconstruct", str(tmp_path / "photo.png"), "--model", str(tmp_path / "hf-image"),
                             "--out", str(tmp_path / "x.png"))
    assert code == 0, err
    with Image.open(tmp_path / "x.png") as strip:
        assert strip.size == (4 * 32 + 3 * 4, 32)
    ours = reconstruct(tmp_path / "photo.png", model=load_image_model(tmp_path / "hf-image"), seed=3)
    ref = reconstruct(tmp_path / "photo.png", model=load_image_model(lab_image), seed=3)
    assert np.array_equal(ours.mask, ref.mask) and np.abs(ours.reconstruction - ref.reconstruction).max() < 1e-5


def test_cli_import_hf_round_trip_through_the_command_line(tmp_path, tok, capsys):
    model = lab_mae()
    export_hf(model, tmp_path / "hf")
    code, out, err = run_cli(capsys, "import-hf", str(tmp_path / "hf"), str(tmp_path / "lab"))
    assert code == 0 and "MaskedAutoencoder" in out
    back = load_pretrained(tmp_path / "lab")
    for name, tensor in model.state_dict().items():
        assert torch.equal(back.state_dict()[name], tensor), name
    # a Hugging Face cache entry resolves to its snapshot (still nothing downloaded)
    snap = tmp_path / "cache" / "models--org--tiny-mae" / "snapshots" / "abc123"
    export_hf(model, snap)
    (snap.parent.parent / "refs").mkdir()
    (snap.parent.parent / "refs" / "main").write_text("abc123")
    code, out, err = run_cli(capsys, "import-hf", str(snap.parent.parent), str(tmp_path / "lab2"))
    assert code == 0, err
    assert (tmp_path / "lab2" / "model.safetensors").is_file()


def _one_error_line(code, err) -> str:
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_cli_user_errors_exit_2_with_one_line(tmp_path, tok, capsys):
    line = _one_error_line(*run_cli(capsys, "import-hf", str(tmp_path / "missing"), str(tmp_path / "o"))[::2])
    assert "never downloads" in line and "BertForMaskedLM" in line and "ViTMAEForPreTraining" in line

    gpt = tmp_path / "gpt"
    gpt.mkdir()
    (gpt / "config.json").write_text(json.dumps({"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"]}))
    line = _one_error_line(*run_cli(capsys, "import-hf", str(gpt), str(tmp_path / "o"))[::2])
    assert "'gpt2'" in line and "BertForMaskedLM" in line and "ViTMAEForPreTraining" in line
    line = _one_error_line(*run_cli(capsys, "fill-mask", "a [MASK]", "--model", str(gpt))[::2])
    assert "gpt2" in line

    relu = tmp_path / "relu"
    export_hf(lab_text_model(tok.vocab_size, False), relu, tok)
    data = json.loads((relu / "config.json").read_text())
    (relu / "config.json").write_text(json.dumps({**data, "hidden_act": "relu"}))
    line = _one_error_line(*run_cli(capsys, "import-hf", str(relu), str(tmp_path / "o"))[::2])
    assert "hidden_act" in line and "gelu" in line

    lab = tmp_path / "lab"
    save_pretrained(lab_mae(), lab)
    line = _one_error_line(*run_cli(capsys, "export-hf", str(lab), str(relu))[::2])
    assert "not empty" in line and "--overwrite" in line
    line = _one_error_line(*run_cli(capsys, "export-hf", str(tmp_path / "nope"), str(tmp_path / "o"))[::2])
    assert "no such model folder" in line
    line = _one_error_line(*run_cli(capsys, "import-hf", str(lab), str(tmp_path / "o"))[::2])
    assert "lab model folder already" in line
    assert not (tmp_path / "o").exists(), "nothing written on error"


def test_pickle_weights_are_refused_and_never_opened(tmp_path, tok, capsys, monkeypatch):
    import pickle

    export_hf(lab_text_model(tok.vocab_size, False), tmp_path, tok)
    (tmp_path / "model.safetensors").unlink()
    (tmp_path / "pytorch_model.bin").write_bytes(b"\x80\x04not really a pickle")

    def forbidden(*args, **kwargs):
        raise AssertionError("unpickling was attempted")

    monkeypatch.setattr(pickle, "load", forbidden)
    monkeypatch.setattr(pickle, "loads", forbidden)
    monkeypatch.setattr(torch, "load", forbidden)
    with pytest.raises(ModelLoadError, match="never unpickles"):
        import_hf(tmp_path)
    line = _one_error_line(*run_cli(capsys, "fill-mask", "the [MASK]", "--model", str(tmp_path))[::2])
    assert "pytorch_model.bin" in line and "safetensors" in line


def test_models_the_lab_cannot_represent_are_refused(tmp_path, tok):
    # an output projection not tied to the input embeddings
    folder = tmp_path / "untied"
    export_hf(lab_text_model(tok.vocab_size, False), folder, tok)
    state = load_file(folder / "model.safetensors")
    state["cls.predictions.decoder.weight"] = torch.randn_like(state["bert.embeddings.word_embeddings.weight"])
    save_file(state, folder / "model.safetensors")
    with pytest.raises(ModelLoadError, match="tied"):
        import_hf(folder)
    # an MAE whose position table is not the fixed sine-cosine one
    folder = tmp_path / "learned"
    export_hf(lab_mae(), folder)
    state = load_file(folder / "model.safetensors")
    state["vit.embeddings.position_embeddings"] = state["vit.embeddings.position_embeddings"] + 0.1
    save_file(state, folder / "model.safetensors")
    with pytest.raises(ModelLoadError, match="sine-cosine"):
        import_hf(folder)
    # missing tensors are named
    folder = tmp_path / "partial"
    export_hf(lab_mae(), folder)
    state = load_file(folder / "model.safetensors")
    del state["decoder.decoder_pred.weight"]
    save_file(state, folder / "model.safetensors")
    with pytest.raises(ModelLoadError, match="decoder.decoder_pred.weight"):
        import_hf(folder)


def test_export_writes_atomically_and_leaves_no_temporary_files(tmp_path, tok):
    export_hf(lab_text_model(tok.vocab_size, True), tmp_path, tok)
    names = sorted(os.listdir(tmp_path))
    assert names == ["config.json", "model.safetensors", "special_tokens_map.json", "tokenizer.json",
                     "tokenizer_config.json", "vocab.txt"]
    config = json.loads((tmp_path / "config.json").read_text())
    assert config["model_type"] == "roberta-prelayernorm" and config["max_position_embeddings"] == 40 + 1
    table = load_file(tmp_path / "model.safetensors")["roberta_prelayernorm.embeddings.position_embeddings.weight"]
    assert table.shape == (41, 32) and not table[0].any(), "position 0 (pad_token_id) is never used"
    with pytest.raises(TypeError):
        export_hf(torch.nn.Linear(2, 2), tmp_path / "x")


def test_conversion_works_without_transformers(tmp_path):
    """The lab never needs transformers to convert: run with it made unimportable."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['transformers'] = None\n"
        "import torch\n"
        "from mlm_lab.models import MaskedAutoencoder, image_config\n"
        "from mlm_lab.models.hf import export_hf, import_hf\n"
        "m = MaskedAutoencoder(image_config('nano'))\n"
        f"export_hf(m, {str(tmp_path)!r})\n"
        f"b = import_hf({str(tmp_path)!r})\n"
        "print(all(torch.equal(b.state_dict()[k], v) for k, v in m.state_dict().items()))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True"


def test_tf_era_gamma_beta_names_are_read(tmp_path, tok):
    """Old BERT checkpoints (bert-base-uncased) name LayerNorm weights gamma and beta."""
    model = lab_text_model(tok.vocab_size, False)
    export_hf(model, tmp_path, tok)
    state = load_file(tmp_path / "model.safetensors")
    renamed = {k.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta"): v
               for k, v in state.items()}
    assert any(k.endswith("gamma") for k in renamed)
    renamed["bert.embeddings.position_ids"] = torch.arange(40).unsqueeze(0)  # an old buffer: ignored
    renamed["cls.predictions.decoder.weight"] = state["bert.embeddings.word_embeddings.weight"].clone()  # tied copy
    save_file(renamed, tmp_path / "model.safetensors")
    back = import_hf(tmp_path)
    for name, tensor in model.state_dict().items():
        assert torch.equal(back.state_dict()[name], tensor), name


BUNDLED = {kind: bundled_model_dir(kind) for kind in ("text", "image")}


@needs_transformers
@pytest.mark.parametrize("kind", ["text", "image"])
def test_bundled_models_export_and_agree(tmp_path, kind):
    folder = BUNDLED[kind]
    if not (folder / "model.safetensors").is_file():
        pytest.skip(f"the bundled {kind} model is not there yet")
    if kind == "text":
        from transformers import AutoModelForMaskedLM

        tm = load_text_model(folder)
        export_hf(tm, tmp_path)
        hf = AutoModelForMaskedLM.from_pretrained(tmp_path).eval()
        ids = torch.tensor([tm.tokenizer.encode(SENTENCES[0] + " [MASK] " + SENTENCES[1]).ids])
        with torch.no_grad():
            assert (tm.model(ids).logits - hf(input_ids=ids).logits).abs().max() < 1e-4
        text = "the cat sat on the [MASK]."
        ours, theirs = fill_mask(text, model=tm), _pipeline_top(tmp_path, text, 5)
        assert [tm.tokenizer.token_to_id(t) for t, _ in ours[0]] == [i for i, _ in theirs[0]]
    else:
        from transformers import ViTMAEForPreTraining

        mae = load_image_model(folder)
        export_hf(mae, tmp_path)
        hf = ViTMAEForPreTraining.from_pretrained(tmp_path).eval()
        side = mae.config.image_size
        gen = torch.Generator().manual_seed(0)
        images = torch.randn(2, 3, side, side, generator=gen)
        noise = torch.rand(2, mae.config.num_patches, generator=gen)
        with torch.no_grad():
            ours, theirs = mae(images, noise=noise), hf(pixel_values=images, noise=noise)
        assert torch.equal(ours.mask.float(), theirs.mask)
        assert (ours.pred - theirs.logits).abs().max() < 1e-4
