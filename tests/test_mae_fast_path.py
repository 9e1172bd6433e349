"""The MAE's training fast path (decode only the hidden patches) gives what the full path gives."""

import pytest
import torch

from mlm_lab.masking.patches import patch_mask_from_bool
from mlm_lab.models import MaskedAutoencoder, image_config, load_pretrained
from mlm_lab.resources import bundled_model_dir


def _model(preset="nano", **overrides):
    torch.manual_seed(0)
    model = MaskedAutoencoder(image_config(preset, **overrides))
    with torch.no_grad():  # non-zero mask token and biases, so every path matters
        for p in model.parameters():
            p.add_(0.05 * torch.randn_like(p))
    return model


@pytest.mark.parametrize("preset, norm_pix", [("nano", False), ("nano", True), ("tiny", False)])
def test_hidden_only_gives_the_same_loss_predictions_and_gradients(preset, norm_pix):
    model = _model(preset, norm_pix_loss=norm_pix)
    S, N = model.config.image_size, model.config.num_patches
    x, noise = torch.randn(3, 3, S, S), torch.rand(3, N)
    grads, outs = {}, {}
    for fast in (False, True):
        model.zero_grad()
        outs[fast] = model(x, noise=noise, hidden_only=fast)
        outs[fast].loss.backward()
        grads[fast] = {n: p.grad.clone() for n, p in model.named_parameters()}
    fast, full = outs[True], outs[False]
    assert float(fast.loss.detach()) == pytest.approx(float(full.loss.detach()), abs=1e-6)
    assert torch.allclose(fast.pred, full.pred, atol=1e-5)  # computed on first use
    assert fast.pred.shape == (3, N, model.config.patch_size ** 2 * 3)
    for name, g in grads[False].items():
        if name.endswith("attention.key.bias"):  # mathematically zero (softmax ignores a shift)
            continue
        assert torch.allclose(grads[True][name], g, rtol=1e-4, atol=1e-6 * float(g.abs().max()) + 1e-9), name


def test_training_mode_takes_the_fast_path_and_eval_mode_the_full_one():
    model = _model()
    x, noise = torch.randn(2, 3, 32, 32), torch.rand(2, 64)
    model.train()
    assert callable(model(x, noise=noise)._pred)  # pred deferred: the loss did not need it
    model.eval()
    assert not callable(model(x, noise=noise)._pred)


def test_a_painted_mask_gives_the_same_outputs_on_both_paths():
    model = _model()
    x = torch.randn(1, 3, 32, 32)
    mask = torch.zeros(1, 64, dtype=torch.bool)
    mask[0, 5:29] = True  # a band of 24 hidden patches, as a user paints in the Image tab
    pm = patch_mask_from_bool(mask)
    with torch.no_grad():
        fast, full = model(x, patch_mask=pm, hidden_only=True), model(x, patch_mask=pm, hidden_only=False)
    assert torch.allclose(fast.pred, full.pred, atol=1e-6)
    per_patch = ((full.pred - model.patchify(x)) ** 2).mean(-1)
    assert float(fast.loss) == pytest.approx(float(per_patch[mask].mean()), abs=1e-6)


def test_nothing_hidden_gives_zero_loss_on_both_paths():
    model = _model()
    x = torch.randn(1, 3, 32, 32)
    pm = patch_mask_from_bool(torch.zeros(1, 64, dtype=torch.bool))
    for fast in (True, False):
        out = model(x, patch_mask=pm, hidden_only=fast)
        assert float(out.loss.detach()) == 0.0 and out.pred.shape == (1, 64, 48)


def test_patch_embedding_matmul_equals_the_convolution_it_replaces():
    model = _model("tiny").eval()
    x, noise = torch.randn(2, 3, 96, 96), torch.rand(2, 144)
    torch.set_grad_enabled(False)
    try:
        _check_patch_embedding(model, x, noise)
    finally:
        torch.set_grad_enabled(True)


def _check_patch_embedding(model, x, noise):
    out = model(x, noise=noise, hidden_only=False)
    keep = (~out.mask).nonzero()[:, 1].view(2, -1)  # [B, L] visible patches in order
    conv = model.patch_embed(x).flatten(2).transpose(1, 2) + model.pos_embed[:, 1:, :]  # [B, N, D]
    ref = torch.cat([(model.cls_token + model.pos_embed[:, :1, :]).expand(2, -1, -1),
                     torch.gather(conv, 1, keep.unsqueeze(-1).expand(-1, -1, conv.shape[-1]))], dim=1)
    for block in model.blocks:
        ref, _ = block(ref)
    from mlm_lab.masking.patches import patch_mask_from_noise

    pm = patch_mask_from_noise(noise, model.config.mask_ratio)
    order = pm.ids_keep.argsort(dim=1)  # the encoder keeps ids_keep's order; compare as sets of patches
    latent = model.forward_encoder(x, pm)
    sorted_latent = torch.cat([latent[:, :1], torch.gather(latent[:, 1:], 1, order.unsqueeze(-1).expand(
        -1, -1, latent.shape[-1]))], dim=1)
    assert torch.allclose(sorted_latent, model.norm(ref), atol=1e-5)


@pytest.mark.skipif(not (bundled_model_dir("image") / "model.safetensors").is_file(), reason="no bundled MAE")
def test_the_shipped_mae_gives_the_same_outputs_on_both_paths():
    model = load_pretrained(bundled_model_dir("image")).float()
    x, noise = torch.randn(4, 3, 96, 96), torch.rand(4, 144, generator=torch.Generator().manual_seed(0))
    with torch.no_grad():
        fast, full = model(x, noise=noise, hidden_only=True), model(x, noise=noise, hidden_only=False)
        assert float(fast.loss) == pytest.approx(float(full.loss), abs=1e-6)
        assert float((fast.pred - full.pred).abs().max()) < 1e-5
