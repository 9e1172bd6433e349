"""Growing a trained text encoder deeper (mlm_lab.models.grow): same outputs, more blocks."""

import pytest
import torch

from mlm_lab.models import MaskedLM, text_config
from mlm_lab.models.grow import grow_depth, insertion_points


def trained_like(layers: int = 4) -> MaskedLM:
    """A tiny-shaped model with weights far from the init (so zero projections would show)."""
    torch.manual_seed(0)
    model = MaskedLM(text_config("tiny", 512, num_layers=layers))
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.05)
    return model.eval()


def test_insertion_points_spread_the_new_blocks():
    assert insertion_points(4, 6) == [1, 3]
    assert insertion_points(4, 8) == [0, 1, 2, 3]
    assert insertion_points(3, 4) == [2]
    assert insertion_points(4, 4) == []
    with pytest.raises(ValueError):
        insertion_points(4, 3)


def test_grown_model_computes_the_same_outputs_and_keeps_the_original():
    model = trained_like()
    before = {k: v.clone() for k, v in model.state_dict().items()}
    grown = grow_depth(model, 6).eval()
    assert len(grown.blocks) == 6 and grown.config.num_layers == 6
    assert grown.config == text_config("tiny", 512, num_layers=6)
    assert grown.config == text_config("small", 512)
    ids = torch.randint(5, 512, (3, 40), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        a = model(ids).logits
        b = grown(ids).logits
    assert torch.allclose(a, b, atol=1e-5)
    assert a.abs().max() > 1.0  # real logits, not a degenerate model
    # the source model is untouched
    assert all(torch.equal(before[k], v) for k, v in model.state_dict().items())
    # block order 1, 2, 2', 3, 4, 4': copies share the inner weights, output projections are zero
    assert torch.equal(grown.blocks[2].attention.query.weight, model.blocks[1].attention.query.weight)
    assert torch.equal(grown.blocks[3].intermediate.weight, model.blocks[2].intermediate.weight)
    assert grown.blocks[5].ffn_output.weight.abs().sum() == 0
    assert grown.blocks[2].attention.output.weight.abs().sum() == 0


def test_new_blocks_learn_from_the_first_step():
    grown = grow_depth(trained_like(), 6).train()
    ids = torch.randint(5, 512, (2, 24), generator=torch.Generator().manual_seed(2))
    labels = ids.clone()
    out = grown(ids, labels=labels)
    out.loss.backward()
    g = grown.blocks[2].attention.output.weight.grad
    assert g is not None and g.abs().sum() > 0  # zero projections still get a gradient


def test_post_ln_models_are_refused():
    torch.manual_seed(0)
    model = MaskedLM(text_config("tiny", 256, pre_norm=False))
    with pytest.raises(ValueError, match="pre-LN"):
        grow_depth(model, 6)


def test_a_grown_mae_decoder_rebuilds_the_same_pixels_with_the_same_encoder():
    from mlm_lab.masking.patches import patch_mask_from_noise
    from mlm_lab.models import MaskedAutoencoder, image_config
    from mlm_lab.models.grow import grow_decoder

    torch.manual_seed(0)
    model = MaskedAutoencoder(image_config("tiny"))
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.05)
    grown = grow_decoder(model, 4)
    assert grown.config == image_config("small") and len(grown.decoder_blocks) == 4
    assert len(model.decoder_blocks) == 2  # the source is untouched
    x = torch.randn(2, 3, 96, 96)
    pm = patch_mask_from_noise(torch.rand(2, 144, generator=torch.Generator().manual_seed(3)), 0.75)
    for train in (False, True):  # the full decoder and the training fast path
        model.train(train), grown.train(train)
        with torch.no_grad():
            a, b = model(x, patch_mask=pm), grown(x, patch_mask=pm)
        assert torch.allclose(a.pred, b.pred, atol=1e-5)
        assert float(a.loss) == pytest.approx(float(b.loss), abs=1e-6)
    assert a.pred.abs().max() > 0.5
    assert torch.equal(grown.blocks[5].intermediate.weight, model.blocks[5].intermediate.weight)
    # order 1, 1', 2, 2': the copies have zero output projections
    assert grown.decoder_blocks[1].ffn_output.weight.abs().sum() == 0
    assert torch.equal(grown.decoder_blocks[2].attention.query.weight, model.decoder_blocks[1].attention.query.weight)
