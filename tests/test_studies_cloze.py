"""The clue-side cloze yardstick: a causal model is scored from the left context only, a
masked model from both sides; the study's yardstick writes both sides' accuracy."""

from dataclasses import replace

import numpy as np
import pytest
import torch

from mlm_lab.data import toy_cloze
from mlm_lab.data.toy_language import generate_sentences
from mlm_lab.models import MaskedLM, save_pretrained, text_config
from mlm_lab.tokenization import WordPieceTokenizer


@pytest.fixture(scope="module")
def toy_tokenizer():
    return WordPieceTokenizer.train(generate_sentences(2000, seed=0), vocab_size=600, min_frequency=1)


def _model(tokenizer, causal: bool):
    torch.manual_seed(0)
    return MaskedLM(text_config("nano", tokenizer.vocab_size, causal=causal))


def test_the_causal_scorer_reads_only_the_words_left_of_the_blank(toy_tokenizer):
    items = [i for i in toy_cloze.cloze_set(per_kind=3, seed=1) if i.blank + 2 < len(i.words)][:12]
    assert items
    # the same items with every word right of the blank replaced: the causal scores cannot change
    changed = [replace(i, words=i.words[: i.blank + 1] + ("ducks",) * (len(i.words) - i.blank - 1)) for i in items]
    model = _model(toy_tokenizer, causal=True)
    a = toy_cloze.causal_lm_candidate_logprobs(model, toy_tokenizer, items)
    b = toy_cloze.causal_lm_candidate_logprobs(model, toy_tokenizer, changed)
    for x, y in zip(a, b, strict=True):
        np.testing.assert_allclose(x, y, atol=1e-6)
    # while the masked model, reading both sides, does see the change
    masked = _model(toy_tokenizer, causal=False)
    c = toy_cloze.masked_lm_candidate_logprobs(masked, toy_tokenizer, items)
    d = toy_cloze.masked_lm_candidate_logprobs(masked, toy_tokenizer, changed)
    assert any(not np.allclose(x, y, atol=1e-4) for x, y in zip(c, d, strict=True))


def test_the_yardstick_scores_a_run_of_either_objective(tmp_path, toy_tokenizer):
    from mlm_lab.studies.yardsticks import ClozeBySide
    from mlm_lab.training.config import TrainConfig

    for causal in (False, True):
        run = tmp_path / f"run-{causal}"
        ckpt = run / "checkpoints" / "step-1"
        ckpt.mkdir(parents=True)
        save_pretrained(_model(toy_tokenizer, causal), ckpt, tokenizer=toy_tokenizer)
        (ckpt / "trainer_state.json").write_text('{"step": 1}')
        TrainConfig(task="text", data="toy", objective="clm" if causal else "mlm").save(run / "config.json")
        got = ClozeBySide(per_kind=4)(run)
        assert set(got) == {"cloze_left_acc", "cloze_right_acc", "cloze_left_chance_acc", "cloze_right_chance_acc"}
        assert all(0.0 <= v <= 1.0 for v in got.values())
        assert 0.05 < got["cloze_left_chance_acc"] < 0.6
    image_run = tmp_path / "image"
    image_run.mkdir()
    TrainConfig(task="image").save(image_run / "config.json")
    assert ClozeBySide()(image_run) == {}
