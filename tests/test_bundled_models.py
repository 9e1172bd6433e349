"""The bundled models: they load, they match their cards, and they make sane predictions."""

import json

import numpy as np
import pytest

from mlm_lab import evaluation
from mlm_lab.inference import bundled_image_model, bundled_text_model, fill_mask, reconstruct
from mlm_lab.models import MaskedAutoencoder, MaskedLM, load_pretrained
from mlm_lab.resources import bundled_model_dir, sample_sentences

TEXT = bundled_model_dir("text")
IMAGE = bundled_model_dir("image")
need_text = pytest.mark.skipif(not (TEXT / "model.safetensors").is_file(), reason="bundled text model not built")
need_image = pytest.mark.skipif(not (IMAGE / "model.safetensors").is_file(), reason="bundled image model not built")


def test_bundled_folders_fit_the_size_budget():
    total = sum(p.stat().st_size for d in (TEXT, IMAGE) if d.is_dir() for p in d.rglob("*") if p.is_file())
    assert total < 60 * 1024 * 1024


@need_text
def test_text_model_loads_both_ways_and_has_a_card():
    assert isinstance(load_pretrained(TEXT), MaskedLM)
    assert bundled_text_model().tokenizer.vocab_size == 8192
    card = (TEXT / "MODEL_CARD.md").read_text()
    for needle in ("Gutenberg", "public domain", "scripts/train_bundled.py", "trigram", "Learning curve"):
        assert needle in card
    preds = fill_mask("She opened the [MASK] and walked into the garden.")
    assert len(preds) == 1 and len(preds[0]) == 5


@need_text
def test_text_figures_match_the_card():
    recorded = json.loads((TEXT / "metrics.json").read_text())["sample"]
    now = evaluation.text_sample_figures(bundled_text_model(), sample_sentences())
    assert now["masked_tokens"] == recorded["masked_tokens"]
    for key in ("top1", "top5", "loss"):
        assert now[key] == pytest.approx(recorded[key], abs=1e-4)


@need_text
@pytest.mark.parametrize(
    "text, word",
    [
        ("She opened the [MASK] and walked into the room.", "door"),
        ("He took off his [MASK] and sat down.", "hat"),
        ("She sat down at the [MASK] and began to eat her dinner.", "table"),
        ("It was a cold winter [MASK].", "night"),
    ],
)
def test_text_common_word_in_clear_context_is_in_top_5(text, word):
    metrics = json.loads((TEXT / "metrics.json").read_text())
    if metrics["top1"] < metrics["baseline_trigram_top1"]:
        pytest.skip("the shipped text model is still below its baseline (see MODEL_CARD.md)")
    assert word in [t for t, _ in fill_mask(text)[0]]


@need_image
def test_image_model_loads_both_ways_and_has_a_card():
    assert isinstance(load_pretrained(IMAGE), MaskedAutoencoder)
    assert bundled_image_model().config.norm_pix_loss is False
    card = (IMAGE / "MODEL_CARD.md").read_text()
    for needle in ("BSDS500", "research", "scripts/train_bundled.py", "mean colour", "interpolation"):
        assert needle in card


@need_image
def test_image_figures_match_the_card():
    recorded = json.loads((IMAGE / "metrics.json").read_text())["sample"]
    now = evaluation.image_sample_figures(bundled_image_model())
    for name, figures in recorded.items():
        for key, value in figures.items():
            assert now[name][key] == pytest.approx(value, abs=1e-3), (name, key)


@need_image
def test_reconstruction_beats_mean_colour_on_a_sample_photo():
    figures = evaluation.image_sample_figures(bundled_image_model())
    wins = [f["model_psnr"] > f["mean_colour_psnr"] for f in figures.values()]
    assert all(wins), figures
    r = reconstruct(evaluation.sample_photo("astronaut"), ratio=0.75, seed=0)
    assert r.original.shape == (96, 96, 3) and np.isfinite(r.reconstruction).all()
