"""Masked LMs run through `transformers` (models.hf_runtime): RoBERTa, XLM-RoBERTa, DistilBERT,
ModernBERT, ELECTRA's generator, DeBERTa-v2/v3, and BERT for comparison. Each is a small random
model built by transformers itself, with a tokenizer built by the `tokenizers` library and its
own mask token, saved into a temporary cache laid out as the Hub does; the lab's top-5 must be
transformers' own fill-mask pipeline's, attention must come back with its shape, and
`mlm-lab fill-mask --model org/name` must work. Nothing is downloaded."""

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
from mlm_lab.inference import fill_mask, load_text_model, predict_tokens
from mlm_lab.models import ModelLoadError
from mlm_lab.models.hf_cache import TEXT, UNSUPPORTED, scan_cache

pytestmark = pytest.mark.skipif(find_spec("transformers") is None, reason="the hf extra is not installed")

COMMIT = "89abcdef0123456789abcdef0123456789abcdef"
CORPUS = [
    "the cat sat on the mat.", "the dog ran in the garden.", "a bird sang in the old tree.",
    "the old man sat near the door.", "the cats ran to the house.", "a dog sat on the old mat near the tree.",
    "the bird and the cat sang.", "an old house stood in the garden near a tree.",
] * 4
SENTENCE = "the cat [MASK] on the mat near the old tree."
WORDS = sorted({w.strip(".") for line in CORPUS for w in line.split()} | {".", "##s", "##ed", "##ing"})


@pytest.fixture(scope="module", autouse=True)
def _one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


# -- tokenizers, each with its architecture's specials and mask -------------------------------------
def _wordpiece(specials=("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")):
    from tokenizers import Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import WordPiece

    vocab = {t: i for i, t in enumerate([*specials, *WORDS])}
    tok = Tokenizer(WordPiece(vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.decoder = decoders.WordPiece()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", vocab["[CLS]"]), ("[SEP]", vocab["[SEP]"])])
    tok.add_special_tokens(list(specials))
    return tok


def _byte_bpe(specials, mask, cls, sep):
    from tokenizers import AddedToken, Tokenizer, decoders, pre_tokenizers, processors
    from tokenizers.models import BPE
    from tokenizers.trainers import BpeTrainer

    tok = Tokenizer(BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = BpeTrainer(vocab_size=330, special_tokens=list(specials), show_progress=False,
                         initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(CORPUS, trainer=trainer)
    tok.add_special_tokens([AddedToken(mask, lstrip=True, special=True)])
    tok.post_processor = processors.TemplateProcessing(
        single=f"{cls} $A {sep}", pair=f"{cls} $A {sep} {sep} $B {sep}",
        special_tokens=[(cls, tok.token_to_id(cls)), (sep, tok.token_to_id(sep))])
    return tok


def _unigram(specials, mask, cls, sep):
    from tokenizers import AddedToken, Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import Unigram
    from tokenizers.trainers import UnigramTrainer

    tok = Tokenizer(Unigram())
    tok.normalizer = normalizers.Lowercase()
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    trainer = UnigramTrainer(vocab_size=120, special_tokens=list(specials), unk_token=specials[-1]
                             if "unk" in specials[-1].lower() else None, show_progress=False)
    tok.train_from_iterator(CORPUS, trainer=trainer)
    tok.add_special_tokens([AddedToken(mask, lstrip=True, special=True)])
    tok.post_processor = processors.TemplateProcessing(
        single=f"{cls} $A {sep}", pair=f"{cls} $A {sep} $B {sep}",
        special_tokens=[(cls, tok.token_to_id(cls)), (sep, tok.token_to_id(sep))])
    return tok


def _save_tokenizer(tok, folder: Path, tokenizer_class: str, roles: dict[str, str]) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    tok.save(str(folder / "tokenizer.json"))
    config = {"tokenizer_class": tokenizer_class, "model_max_length": 48, **roles}
    (folder / "tokenizer_config.json").write_text(json.dumps(config), encoding="utf-8")
    return tok.get_vocab_size()


# -- models: (tokenizer, tokenizer class, special roles, config builder) per architecture ----------------
SMALL = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=48,
             max_position_embeddings=64)
ROBERTA_ROLES = {"bos_token": "<s>", "cls_token": "<s>", "eos_token": "</s>", "sep_token": "</s>",
                 "pad_token": "<pad>", "unk_token": "<unk>", "mask_token": "<mask>"}
BERT_ROLES = {"cls_token": "[CLS]", "sep_token": "[SEP]", "pad_token": "[PAD]", "unk_token": "[UNK]",
              "mask_token": "[MASK]"}


def _build(kind: str, folder: Path) -> None:
    import transformers as T

    if kind in ("bert", "distilbert", "electra"):
        tok, cls_name, roles = _wordpiece(), {"bert": "BertTokenizer", "distilbert": "DistilBertTokenizer",
                                              "electra": "ElectraTokenizer"}[kind], BERT_ROLES
    elif kind == "roberta":
        tok = _byte_bpe(("<s>", "<pad>", "</s>", "<unk>"), "<mask>", "<s>", "</s>")
        cls_name, roles = "RobertaTokenizer", ROBERTA_ROLES
    elif kind == "xlm-roberta":
        tok = _unigram(("<s>", "<pad>", "</s>", "<unk>"), "<mask>", "<s>", "</s>")
        cls_name, roles = "XLMRobertaTokenizer", ROBERTA_ROLES
    elif kind == "deberta-v2":
        tok = _unigram(("[PAD]", "[CLS]", "[SEP]", "[UNK]"), "[MASK]", "[CLS]", "[SEP]")
        cls_name, roles = "DebertaV2Tokenizer", BERT_ROLES
    else:  # modernbert: byte-level BPE with BERT's specials
        tok = _byte_bpe(("[UNK]", "[CLS]", "[SEP]", "[PAD]"), "[MASK]", "[CLS]", "[SEP]")
        cls_name, roles = "PreTrainedTokenizerFast", BERT_ROLES
    vocab = _save_tokenizer(tok, folder, cls_name, roles)
    pad = tok.token_to_id(roles["pad_token"])
    ids = dict(pad_token_id=pad, bos_token_id=tok.token_to_id(roles["cls_token"]),
               eos_token_id=tok.token_to_id(roles["sep_token"]))
    if kind == "bert":
        config = T.BertConfig(vocab_size=vocab, **SMALL, pad_token_id=pad)
    elif kind == "roberta":
        config = T.RobertaConfig(vocab_size=vocab, **SMALL, **ids)
    elif kind == "xlm-roberta":
        config = T.XLMRobertaConfig(vocab_size=vocab, **SMALL, **ids)
    elif kind == "distilbert":
        config = T.DistilBertConfig(vocab_size=vocab, dim=32, n_layers=2, n_heads=4, hidden_dim=48,
                                    max_position_embeddings=64, pad_token_id=pad)
    elif kind == "electra":
        config = T.ElectraConfig(vocab_size=vocab, embedding_size=16, **SMALL, pad_token_id=pad)
    elif kind == "deberta-v2":
        config = T.DebertaV2Config(vocab_size=vocab, **SMALL, pad_token_id=pad, relative_attention=True,
                                   position_biased_input=False, pos_att_type=["p2c", "c2p"], position_buckets=16,
                                   max_relative_positions=-1)
    else:
        config = T.ModernBertConfig(vocab_size=vocab, **SMALL, **ids, cls_token_id=ids["bos_token_id"],
                                    sep_token_id=ids["eos_token_id"], global_attn_every_n_layers=2,
                                    local_attention=8)
    torch.manual_seed(11)
    model = T.AutoModelForMaskedLM.from_config(config)
    with torch.no_grad():  # random but far from the init's near-uniform predictions
        for p in model.parameters():
            p.add_(torch.randn(p.shape) * 0.2)
    model.save_pretrained(folder, safe_serialization=True)


def hub_entry(cache: Path, ident: str, source: Path) -> Path:
    return hub_snapshot(cache, ident, source, COMMIT)


KINDS = ["roberta", "xlm-roberta", "distilbert", "modernbert", "electra", "deberta-v2", "bert"]


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The temporary cache: one entry per architecture that this transformers can build."""
    root = tmp_path_factory.mktemp("runtime")
    cache, built = root / "hub", {}
    cache.mkdir()
    for kind in KINDS:
        try:
            _build(kind, root / "src" / kind)
        except (AttributeError, ImportError, TypeError, ValueError) as exc:  # not in this transformers version
            built[kind] = f"cannot be built here: {type(exc).__name__}: {exc}"
            continue
        built[kind] = hub_entry(cache, f"lab-test/tiny-{kind}", root / "src" / kind)
    from transformers import GPT2Config, GPT2LMHeadModel

    GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=1, n_head=2)).save_pretrained(
        root / "src" / "gpt2")
    hub_entry(cache, "lab-test/tiny-gpt2", root / "src" / "gpt2")
    return cache, built


@pytest.fixture
def cache(hub, monkeypatch):
    monkeypatch.setenv("HF_HUB_CACHE", str(hub[0]))
    return hub


def _snapshot(hub, kind: str) -> Path:
    found = hub[1][kind]
    if isinstance(found, str):
        pytest.skip(f"{kind} {found}")
    return found


def _pipeline_top5(snapshot: Path, text: str):
    from transformers import AutoModelForMaskedLM, AutoTokenizer, pipeline

    tok = AutoTokenizer.from_pretrained(str(snapshot), local_files_only=True)
    model = AutoModelForMaskedLM.from_pretrained(str(snapshot), local_files_only=True).eval()
    fill = pipeline("fill-mask", model=model, tokenizer=tok, top_k=5, device="cpu")
    return [(r["token"], r["score"]) for r in fill(text.replace("[MASK]", tok.mask_token))]


@pytest.mark.parametrize("kind", KINDS)
def test_top5_equals_the_fill_mask_pipeline(cache, kind):
    snapshot = _snapshot(cache, kind)
    tm = load_text_model(f"lab-test/tiny-{kind}")
    expected = _pipeline_top5(snapshot, SENTENCE)
    own = tm.tokenizer.mask_token if hasattr(tm.tokenizer, "mask_token") else "[MASK]"
    for text in (SENTENCE, SENTENCE.replace("[MASK]", own)):  # [MASK] and the model's own mask alike
        (got,) = fill_mask(text, model=tm, top_k=5)
        ids = [tm.tokenizer.token_to_id(t) for t, _ in got]
        assert ids == [i for i, _ in expected], (kind, got, expected)
        for (_, p), (_, q) in zip(got, expected, strict=True):
            assert abs(p - q) < 1e-5, (kind, got, expected)


@pytest.mark.parametrize("kind", KINDS)
def test_attention_hidden_states_and_the_head(cache, kind):
    snapshot = _snapshot(cache, kind)
    tm = load_text_model(snapshot)
    enc = tm.tokenizer.encode(SENTENCE, max_length=tm.max_length)
    T = len(enc.ids)
    mask_at = enc.ids.index(tm.tokenizer.mask_token_id)
    assert enc.special[0] and enc.special[-1] and enc.special[mask_at] and enc.word_ids[mask_at] == -1
    result = predict_tokens(enc.ids, [mask_at], model=tm, return_attentions=True)
    cfg = tm.model.config
    assert len(result.attentions) == cfg.num_layers
    assert all(a.shape == (cfg.num_heads, T, T) for a in result.attentions)
    ids = torch.tensor([enc.ids])
    with torch.no_grad():
        full = tm.model(ids, output_hidden_states=True)
        asked = tm.model(ids, positions=ids == tm.tokenizer.mask_token_id)
        lens = tm.model.head(full.layer_hidden_states[-1])
        embeds = tm.model(ids, positions=ids == tm.tokenizer.mask_token_id,
                          inputs_embeds=tm.model.word_embeddings(ids))
    assert full.logits.shape == (1, T, cfg.vocab_size) and asked.logits.shape == (1, cfg.vocab_size)
    assert len(full.layer_hidden_states) == cfg.num_layers + 1
    torch.testing.assert_close(asked.logits[0], full.logits[0, mask_at], atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(lens, full.logits, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(embeds.logits, asked.logits, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("kind", ["roberta", "xlm-roberta"])
def test_offsets_and_words_follow_the_text_as_typed(cache, kind):
    tm = load_text_model(_snapshot(cache, kind))
    text = "the cat [MASK] on the mat."
    enc = tm.tokenizer.encode(text)
    at = enc.ids.index(tm.tokenizer.mask_token_id)
    assert text[slice(*enc.offsets[at])].strip() == "[MASK]"
    assert enc.tokens[at] == tm.tokenizer.mask_token and text[slice(*enc.offsets[at])] == "[MASK]"
    cat = next(i for i, t in enumerate(enc.tokens) if "cat" in t)
    assert text[slice(*enc.offsets[cat])] == "cat"
    words = [w for w in enc.word_ids if w >= 0]
    assert words == sorted(words) and len(set(words)) >= 5
    cut = tm.tokenizer.encode(" ".join(["the old cat"] * 40), max_length=12)
    assert cut.truncated and len(cut.ids) == 12 and cut.ids[-1] == tm.tokenizer.sep_token_id and cut.special[-1]


def test_the_cache_lists_the_runtime_models_as_text(cache):
    entries = {e.id: e for e in scan_cache(sizes=False)}
    for kind in KINDS:
        if not isinstance(cache[1][kind], str):
            assert entries[f"lab-test/tiny-{kind}"].kind == TEXT, entries[f"lab-test/tiny-{kind}"].reason
    gpt2 = entries["lab-test/tiny-gpt2"]
    assert gpt2.kind == UNSUPPORTED and "'gpt2'" in gpt2.reason and "GPT2LMHeadModel" in gpt2.reason


def _run_cli(capsys, *argv):
    try:
        code = cli_main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("kind", ["roberta", "modernbert", "deberta-v2"])
def test_cli_fill_mask_takes_a_cache_id(cache, capsys, kind):
    snapshot = _snapshot(cache, kind)
    code, out, err = _run_cli(capsys, "fill-mask", SENTENCE, "--model", f"lab-test/tiny-{kind}", "--json")
    assert code == 0 and err == "", err
    got = json.loads(out)[0]
    expected = _pipeline_top5(snapshot, SENTENCE)
    tm = load_text_model(snapshot)
    assert [tm.tokenizer.token_to_id(r["token"]) for r in got] == [i for i, _ in expected]


def test_an_unsupported_architecture_is_named_in_one_line(cache, capsys):
    code, out, err = _run_cli(capsys, "fill-mask", SENTENCE, "--model", "lab-test/tiny-gpt2")
    assert code == 2 and out == "" and err.count("\n") == 1 and "'gpt2'" in err, err
    snapshot = cache[0] / "models--lab-test--tiny-gpt2" / "snapshots" / COMMIT
    with pytest.raises(ModelLoadError, match=r"'gpt2' \(GPT2LMHeadModel\) is not supported"):
        load_text_model(snapshot)


def test_electra_discriminator_pickles_and_memory_are_refused_with_the_reason(cache, tmp_path, monkeypatch):
    from mlm_lab.models import hf_support

    source = _snapshot(cache, "roberta")
    folder = tmp_path / "copy"
    shutil.copytree(source, folder)
    config = json.loads((folder / "config.json").read_text())
    disc = dict(config, model_type="electra", architectures=["ElectraForPreTraining"])
    (folder / "config.json").write_text(json.dumps(disc))
    with pytest.raises(ModelLoadError, match="discriminator"):
        load_text_model(folder)
    (folder / "config.json").write_text(json.dumps(config))
    monkeypatch.setattr(hf_support, "free_memory_bytes", lambda: 1000, raising=False)
    import mlm_lab.models.checks as checks

    monkeypatch.setattr(checks, "free_memory_bytes", lambda: 1000)
    with pytest.raises(ModelLoadError, match=r"would need about .* more than the .* free"):
        load_text_model(folder)
    assert "would need about" in hf_support.runtime_refusal(folder, config)
    monkeypatch.undo()
    (folder / "model.safetensors").rename(folder / "pytorch_model.bin")
    with pytest.raises(ModelLoadError, match="never unpickles"):
        load_text_model(folder)


@pytest.mark.parametrize("kind", ["roberta", "modernbert", "deberta-v2", "distilbert"])
def test_the_text_tab_work_runs_on_the_adapter(cache, kind):
    """What the Text tab asks of a model (masking, top-5 with attention, fill, explanations,
    generation) on a model run through transformers."""
    from mlm_lab.explain import explain_text
    from mlm_lab.explain.results import TEXT_METHODS
    from mlm_lab.generation import generate
    from mlm_lab.lab.text import TextState
    from mlm_lab.lab.text_view.jobs import fill_job, prediction_job
    from mlm_lab.lab.text_view.masking import compute_masking

    tm = load_text_model(_snapshot(cache, kind))
    state = TextState(text="the old man sat near the door of the house in the garden.", mask_prob=0.4, seed=3,
                      strategy="whole_word")
    view = compute_masking(tm.tokenizer, state, max_length=tm.max_length)
    assert view.selected and all(not view.special[i] for i in view.selected)
    assert view.special[0] and view.special[-1]
    _, result = prediction_job(view, tm, list(view.selected), 1)()
    assert len(result.predictions) == len(view.selected) and len(result.attentions) == tm.model.config.num_layers
    _, fill = fill_job(view, tm, 1)()
    assert fill is not None
    for method in TEXT_METHODS:
        explanation = explain_text(tm, text_or_ids=SENTENCE, method=method, steps=4)
        assert explanation is not None, method
    out = generate(tm, "the cat sat on the mat.", length=3, steps=3, seed=0)
    assert out is not None
    from mlm_lab.features.text import token_features

    feats = token_features(tm, texts=["the cat sat.", "a dog ran in the old garden."], layer=-1)
    assert [e.shape for e in feats.embeddings] == [(len(t), tm.model.config.hidden_size) for t in feats.tokens]


def test_without_the_hf_extra_the_entries_say_how_to_get_it(cache, monkeypatch):
    from mlm_lab.models import hf_support

    monkeypatch.setattr(hf_support, "transformers_available", lambda: False)
    entries = {e.id: e for e in scan_cache(sizes=False)}
    roberta = entries["lab-test/tiny-roberta"]
    assert roberta.kind == UNSUPPORTED and "RoBERTa runs through transformers" in roberta.reason
    assert "pip install 'mlm-lab[hf]'" in roberta.reason
    assert entries["lab-test/tiny-bert"].kind == TEXT  # converted: no transformers needed
    with pytest.raises(ModelLoadError, match=r"lab-test/tiny-roberta: RoBERTa runs through transformers"):
        load_text_model(_snapshot(cache, "roberta"))


def test_listing_and_loading_paths_do_not_import_transformers(cache):
    """transformers costs seconds to import: the listing never imports it, a load does."""
    import subprocess
    import sys

    code = ("import sys; from mlm_lab.models.hf_cache import scan_cache; import mlm_lab.models.load, mlm_lab.inference; "
            "assert [e for e in scan_cache() if e.kind == 'text']; print('transformers' in sys.modules)")
    env = dict(os.environ, HF_HUB_CACHE=str(cache[0]))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_weights_without_the_masked_lm_head_are_refused(cache, tmp_path):
    """A checkpoint without its head (DeBERTa-v3's discriminator, a bare encoder) is refused,
    never completed with random numbers."""
    from safetensors.torch import load_file, save_file

    folder = tmp_path / "headless"
    shutil.copytree(_snapshot(cache, "deberta-v2"), folder)
    weights = load_file(str(folder / "model.safetensors"))
    (folder / "model.safetensors").unlink()
    save_file({k: v for k, v in weights.items() if not k.startswith(("cls.", "lm_predictions."))},
              str(folder / "model.safetensors"), metadata={"format": "pt"})
    with pytest.raises(ModelLoadError, match="no trained masked-LM head") as refused:
        load_text_model(folder)
    assert "transformers cannot load" not in str(refused.value) and "cls.predictions" in str(refused.value)
