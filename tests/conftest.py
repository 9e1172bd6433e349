"""Shared fixtures: small real models and tokenizers built in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

SENTENCES = [
    "the cat sat on the mat and looked at the dog",
    "the dog barked at the cat in the garden",
    "a bird sang in the tall tree near the house",
    "she opened the door and walked into the garden",
    "he took off his hat and sat down by the fire",
    "the children ran down the hill laughing and shouting",
    "they went to the market to buy bread and milk",
    "the old man lived alone in a small house near the sea",
] * 4


@pytest.fixture(scope="session")
def small_tokenizer():
    from mlm_lab.tokenization import WordPieceTokenizer

    return WordPieceTokenizer.train(SENTENCES, vocab_size=200, min_frequency=1)


@pytest.fixture(scope="session")
def small_text_model_dir(tmp_path_factory, small_tokenizer):
    import torch

    from mlm_lab.models import MaskedLM, save_pretrained, text_config

    torch.manual_seed(0)
    model = MaskedLM(text_config("nano", small_tokenizer.vocab_size))
    folder = tmp_path_factory.mktemp("text-model")
    save_pretrained(model, folder, tokenizer=small_tokenizer)
    return folder


@pytest.fixture(scope="session")
def small_image_model_dir(tmp_path_factory):
    import torch

    from mlm_lab.models import MaskedAutoencoder, image_config, save_pretrained

    torch.manual_seed(0)
    folder = tmp_path_factory.mktemp("image-model")
    save_pretrained(MaskedAutoencoder(image_config("nano")), folder)
    return folder
