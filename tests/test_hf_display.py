"""A runtime model's tokens as a reader sees them: byte-level BPE's Ġ and SentencePiece's ▁ never
reach the chips, the top-5 or generated text (tiny random RoBERTa and XLM-RoBERTa)."""

from __future__ import annotations

import os
from importlib.util import find_spec
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(find_spec("transformers") is None, reason="needs the hf extra (transformers)")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MARKERS = ("Ġ", "▁", "Ċ")
TEXT = "the old man sat near the door of the house in the garden."


def _clean(text: str) -> bool:
    return not any(m in text for m in MARKERS)


@pytest.fixture(scope="module", params=["roberta", "xlm-roberta"])
def model(request, tmp_path_factory):
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_hf_runtime import _build

    from mlm_lab.inference import load_text_model

    folder = tmp_path_factory.mktemp(request.param)
    _build(request.param, folder)
    return load_text_model(folder)


def test_display_tokens_have_no_space_markers(model):
    tok = model.tokenizer
    enc = tok.encode(TEXT)
    raw = [tok.id_to_token(i) for i in enc.ids]
    assert any(p[:1] in ("Ġ", "▁") for p in raw)  # the tokenizer does mark word starts
    assert all(_clean(t) for t in enc.tokens), enc.tokens
    assert [tok.display_token(i) for i in enc.ids] == enc.tokens
    assert enc.tokens[0] == tok.id_to_token(enc.ids[0])  # special tokens stay as they are
    words = [i for i in enc.ids if i not in tok.special_ids and tok.starts_word(i)]
    assert len(words) >= 8  # most words are one piece in these vocabularies; each starts one
    assert all(tok.display_token(i).strip() for i in range(min(tok.vocab_size, 400)))


def test_chips_and_the_top5_show_reader_forms(model, qtbot):
    from mlm_lab.app.text.tokens import TokensView
    from mlm_lab.lab.text import TextState
    from mlm_lab.lab.text_view.jobs import prediction_job
    from mlm_lab.lab.text_view.masking import compute_masking

    state = TextState(text=TEXT, mask_prob=0.5, seed=3, strategy="random", mask_token_prob=0.4,
                      random_token_prob=0.5, keep_prob=0.1)
    view = compute_masking(model.tokenizer, state, max_length=model.max_length)
    assert view.selected
    _, prediction = prediction_job(view, model, list(view.selected), 1)()
    tokens = TokensView()
    qtbot.addWidget(tokens)
    tokens.show_masking(view, None, False, 1.0, False)
    tokens.show_prediction(prediction, model.tokenizer, 1.0, False)
    chips = [tokens.columns[i].chip.main_text for i in range(len(view.tokens))]
    assert len(chips) == len(view.tokens)
    assert all(_clean(c) for c in chips), chips
    untouched = [i for i, st in enumerate(view.states) if st == "none"]
    assert untouched and all(chips[i] == view.tokens[i] for i in untouched)
    # pieces of the text as typed (a lone space piece shows as ␣)
    assert all(chips[i] in TEXT or chips[i] in ("␣", model.tokenizer.unk_token) for i in untouched)
    shown_top = [token for p in prediction.predictions for token, _ in tokens.columns[p.position].predictions.entries]
    assert shown_top and all(_clean(t) for t in shown_top), shown_top


def test_generated_text_reads_as_text(model):
    from mlm_lab.generation import generate
    from mlm_lab.generation.unmask import ids_to_text

    tok = model.tokenizer
    enc = tok.encode("the cat sat on the mat.")
    assert ids_to_text(tok, enc.ids) == "the cat sat on the mat."
    masked = list(enc.ids)
    masked[2] = tok.mask_token_id
    assert tok.mask_token in ids_to_text(tok, masked)
    out = generate(model, "the cat sat on the mat.", length=3, steps=3, seed=0)
    texts = [out.start_text] + [r.text for sample in out.samples for r in sample.rounds]
    assert texts[-1].startswith("the cat sat on the mat.")
    assert all(_clean(t) for t in texts), texts
