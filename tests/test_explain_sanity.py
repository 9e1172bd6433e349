"""The explanations' sanity checks (issue 25 item 5), on real models: integrated gradients'
completeness, the model-randomisation test against the random-init twin, the planted
subject-verb dependency of the generated language, and the MAE's locality."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mlm_lab.explain import explain_text
from mlm_lab.explain.sanity import (
    RANDOMISATION_SENTENCES,
    agreement_cases,
    mae_locality,
    planted_agreement,
    randomisation_test,
    spearman,
)
from mlm_lab.features import random_init_like
from mlm_lab.inference import bundled_image_model, bundled_text_model, load_text_model
from mlm_lab.models.text_model import TextModel

AGREEMENT_MODEL = Path(__file__).parent / "data" / "toy-nano-agreement"  # scripts/train_explain_toy.py


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


@pytest.fixture(scope="module")
def twin(tm):
    return TextModel(random_init_like(tm.model, seed=0), tm.tokenizer)


def test_spearman_is_a_rank_correlation():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 400]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    assert spearman([1, 1, 1], [1, 2, 3]) == 0.0
    assert spearman([1, 1, 2], [1, 2, 3]) == pytest.approx(1.5 / 3 ** 0.5)  # ties share their average rank


@pytest.mark.parametrize("text", RANDOMISATION_SENTENCES[:4])
def test_integrated_gradients_complete_within_one_percent_at_32_steps(tm, text):
    e = explain_text(tm, None, text, method="ig", steps=32)
    assert e.completeness_gap < 0.01, (text, e.completeness_gap)
    assert abs(e.f_input - e.f_baseline) > 0.5  # a real difference to account for, not 0 = 0


@pytest.mark.parametrize("method", ["occlusion", "ig"])
def test_attributions_change_on_the_random_init_twin(tm, twin, method):
    sentences = RANDOMISATION_SENTENCES if method == "occlusion" else RANDOMISATION_SENTENCES[:4]
    result = randomisation_test(tm, twin, method, sentences, steps=16)
    assert len(result.correlations) == len(sentences)
    assert result.mean < 0.5, result.correlations
    # and the test can fail: the trained model against itself correlates perfectly
    same = randomisation_test(tm, tm, method, sentences[:2], steps=16)
    assert same.mean == pytest.approx(1.0)


def test_planted_agreement_occlusion_finds_the_subject_and_a_random_model_does_not():
    trained = load_text_model(AGREEMENT_MODEL)
    cases = agreement_cases(trained.tokenizer, n=100)
    assert len(cases) == 100
    assert {c.verb for c in cases} >= {"says", "say", "is", "are"}
    result = planted_agreement(trained, cases, "occlusion")
    assert result.rate >= 0.8, result
    fresh = planted_agreement(TextModel(random_init_like(trained.model, seed=0), trained.tokenizer), cases, "occlusion")
    assert abs(fresh.rate - fresh.chance) < 0.12, fresh  # about chance (about 1 in 4.5 context tokens)
    assert result.rate - fresh.rate > 0.5


def test_bundled_mae_influence_falls_with_distance_at_every_layer():
    from mlm_lab.data.image_sources import sample_photos

    mae = bundled_image_model()
    photos = sample_photos(("chelsea", "coffee")).images
    gradient = mae_locality(mae, photos, "gradient", patches_per_image=3)
    assert gradient.layer_names[:2] == ["final", "embedding"] and len(gradient.layer_names) == mae.config.num_layers + 2
    assert all(c < -0.2 for c in gradient.correlations), dict(zip(gradient.layer_names, gradient.correlations, strict=True))
    assert all(near > 2 * far for near, far in gradient.near_far)
    attention = mae_locality(mae, photos, "attention", patches_per_image=3)
    per_block = dict(zip(attention.layer_names, attention.correlations, strict=True))
    assert per_block["decoder block 1"] < -0.2 and per_block["decoder block 2"] < -0.2, per_block
    occlusion = mae_locality(mae, photos[:1], "occlusion", patches_per_image=3)
    assert occlusion.correlations[0] < 0
    near, far = occlusion.near_far[0]
    assert near > 2 * far
    assert np.isfinite(occlusion.correlations).all()
