"""The models compute some rows themselves (issue 42, item 2): `Block.forward_at`,
`MaskedLM.logits_at` and `MaskedAutoencoder.predict_at` run the last block at the asked rows
only, and give what the full forward gives there, for slices and index lists, pre- and post-LN,
bidirectional and causal, padded rows included."""

from __future__ import annotations

import pytest
import torch

from mlm_lab.masking.patches import patch_mask_from_noise
from mlm_lab.models import MaskedLM
from mlm_lab.models.encoder import MaskedLMConfig
from mlm_lab.models.layers import Block
from mlm_lab.models.mae import MAEConfig, MaskedAutoencoder


def _close(a, b):
    torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("pre_norm", [True, False])
def test_a_block_at_some_rows_equals_the_block_there(pre_norm):
    torch.manual_seed(0)
    block = Block(16, 4, 32, eps=1e-6, pre_norm=pre_norm).eval()
    x = torch.randn(2, 7, 16)
    causal = torch.zeros(7, 7).masked_fill(torch.ones(7, 7, dtype=torch.bool).triu(1), float("-inf"))[None, None]
    pad = torch.zeros(2, 1, 1, 7)
    pad[1, ..., 5:] = float("-inf")
    with torch.no_grad():
        for bias in (None, causal, pad):
            full, _ = block(x, bias)
            for rows in (slice(0, 1), slice(3, 7), slice(6, None), torch.tensor([1, 4, 5])):
                _close(block.forward_at(x, rows, bias), full[:, rows])


@pytest.mark.parametrize("pre_norm,causal", [(True, False), (False, False), (True, True)])
def test_the_lm_gives_its_logits_at_the_asked_rows(pre_norm, causal):
    torch.manual_seed(1)
    net = MaskedLM(MaskedLMConfig(vocab_size=40, max_position=12, hidden_size=32, num_layers=2, num_heads=4,
                                  intermediate_size=48, pre_norm=pre_norm, causal=causal)).eval()
    ids = torch.randint(5, 40, (3, 10))
    attention = torch.ones(3, 10, dtype=torch.long)
    attention[2, 7:] = 0
    with torch.no_grad():
        full = net(ids, attention_mask=attention).logits  # [B, T, V]
        for rows in (slice(0, 1), slice(2, 6), torch.tensor([0, 9])):
            _close(net.logits_at(ids, rows, attention_mask=attention), full[:, rows])
    with pytest.raises(ValueError, match="longer than max_position 12"):
        net.logits_at(torch.randint(5, 40, (1, 13)), slice(0, 1))


def test_the_mae_gives_its_prediction_at_the_asked_patches():
    torch.manual_seed(2)
    mae = MaskedAutoencoder(MAEConfig(image_size=32, patch_size=8, hidden_size=32, num_layers=2, num_heads=4,
                                      decoder_hidden_size=24, decoder_num_layers=2, decoder_num_heads=4)).eval()
    images = torch.randn(2, 3, 32, 32)
    pm = patch_mask_from_noise(torch.rand(2, 16, generator=torch.Generator().manual_seed(3)), 0.75)
    with torch.no_grad():
        full = mae(images, patch_mask=pm, hidden_only=False).pred  # [B, N, P*P*C]
        for rows in (slice(0, 1), slice(5, 16), torch.tensor([2, 3, 15])):
            _close(mae.predict_at(images, pm, rows), full[:, rows])


@pytest.mark.parametrize("causal", [False, True])
def test_is_causal_is_read_from_the_model_whatever_wraps_it(causal):
    from mlm_lab.models.text_model import TextModel, is_causal
    from mlm_lab.tokenization import WordPieceTokenizer

    net = MaskedLM(MaskedLMConfig(vocab_size=40, max_position=12, hidden_size=32, num_layers=1, num_heads=4,
                                  intermediate_size=64, causal=causal))
    tm = TextModel(net, WordPieceTokenizer.__new__(WordPieceTokenizer), "test")
    assert is_causal(net) is causal and is_causal(tm) is causal and tm.causal is causal


def test_a_model_without_the_flag_is_masked():
    from mlm_lab.models.text_model import is_causal

    class Runtime:  # a model from transformers: its config says nothing about "causal"
        config = object()

    assert is_causal(Runtime()) is False and is_causal(object()) is False
