"""The masked LM and the MAE: shapes, loss where it belongs, gradients, save/load, learning."""

import json

import pytest
import torch

from mlm_lab.models import (
    MaskedAutoencoder,
    MaskedLM,
    ModelLoadError,
    image_config,
    load_pretrained,
    save_pretrained,
    text_config,
)


@pytest.fixture()
def lm():
    torch.manual_seed(0)
    return MaskedLM(text_config("nano", 300))


@pytest.fixture()
def mae():
    torch.manual_seed(0)
    return MaskedAutoencoder(image_config("nano"))


def test_lm_shapes_and_sparse_prediction(lm):
    ids = torch.randint(5, 300, (3, 20))
    out = lm(ids)
    assert out.logits.shape == (3, 20, 300) and out.hidden_states.shape == (3, 20, 64)
    labels = torch.full_like(ids, -100)
    labels[0, 2], labels[2, 7] = ids[0, 2], ids[2, 7]
    out = lm(ids, labels=labels)
    assert out.logits.shape == (2, 300), "logits only at the labelled positions"
    expected = torch.nn.functional.cross_entropy(lm(ids).logits[[0, 2], [2, 7]], ids[[0, 2], [2, 7]])
    assert torch.allclose(out.loss, expected, atol=1e-5)


def test_lm_loss_ignores_unlabelled_positions(lm):
    ids = torch.randint(5, 300, (2, 16))
    labels = torch.full_like(ids, -100)
    labels[:, 3] = ids[:, 3]
    base = lm(ids, labels=labels).loss
    other = labels.clone()
    # what the labels say elsewhere does not matter when -100; the input there does, through attention
    assert torch.allclose(lm(ids, labels=other).loss, base)
    labels2 = labels.clone()
    labels2[:, 5] = ids[:, 5]
    assert not torch.allclose(lm(ids, labels=labels2).loss, base)


def test_lm_gradients_flow_to_every_parameter(lm):
    ids = torch.randint(5, 300, (4, 16))
    labels = torch.where(torch.rand(4, 16) < 0.5, ids, torch.full_like(ids, -100))
    lm(ids, labels=labels).loss.backward()
    for name, p in lm.named_parameters():
        assert p.grad is not None and p.grad.abs().sum() > 0, name


def test_lm_attentions_and_padding(lm):
    ids = torch.randint(5, 300, (2, 10))
    out = lm(ids, return_attentions=True)
    assert len(out.attentions) == 2 and out.attentions[0].shape == (2, 2, 10, 10)
    assert torch.allclose(out.attentions[0].sum(-1), torch.ones(2, 2, 10), atol=1e-5)
    fast = lm(ids).logits
    assert torch.allclose(out.logits, fast, atol=1e-5), "explicit attention equals SDPA"
    mask = torch.ones(2, 10, dtype=torch.long)
    mask[1, 6:] = 0
    padded = lm(ids, attention_mask=mask, return_attentions=True)
    assert padded.attentions[0][1, :, :, 6:].abs().max() < 1e-6, "nobody attends to padding"
    short = lm(ids[1:, :6]).logits
    assert torch.allclose(padded.logits[1, :6], short[0], atol=1e-4)


def test_lm_rejects_too_long_input(lm):
    with pytest.raises(ValueError, match="max_position"):
        lm(torch.zeros(1, 65, dtype=torch.long))


def test_lm_post_norm_variant_works():
    model = MaskedLM(text_config("nano", 100, pre_norm=False))
    assert model.final_norm is None
    out = model(torch.randint(5, 100, (2, 8)))
    assert torch.isfinite(out.logits).all()


def test_nano_lm_overfits_one_batch(lm):
    torch.manual_seed(1)
    ids = torch.randint(5, 300, (8, 24))
    labels = torch.where(torch.rand(8, 24) < 0.3, ids, torch.full_like(ids, -100))
    inputs = torch.where(labels != -100, torch.full_like(ids, 4), ids)
    opt = torch.optim.AdamW(lm.parameters(), lr=3e-3)
    first = None
    for _ in range(150):
        loss = lm(inputs, labels=labels).loss
        first = first if first is not None else loss.item()
        opt.zero_grad()
        loss.backward()
        opt.step()
    assert loss.item() < 0.1 * first, (first, loss.item())


def test_mae_shapes_mask_and_patchify_round_trip(mae):
    x = torch.randn(3, 3, 32, 32)
    assert torch.equal(mae.unpatchify(mae.patchify(x)), x)
    out = mae(x, mask_ratio=0.75)
    assert out.pred.shape == (3, 64, 4 * 4 * 3)
    assert out.mask.shape == (3, 64) and (out.mask.sum(1) == 48).all()


def test_mae_loss_only_on_hidden_patches(mae):
    x = torch.randn(2, 3, 32, 32)
    noise = torch.rand(2, 64)
    out = mae(x, noise=noise)
    per_patch = ((out.pred - mae.patchify(x)) ** 2).mean(-1)
    assert torch.allclose(out.loss, per_patch[out.mask].mean(), atol=1e-6)
    # changing the pixels of a visible patch changes the encoder input; changing a hidden
    # patch changes only the target, and only of that patch
    hidden = int(out.mask[0].nonzero()[0])
    r, c = divmod(hidden, 8)
    x2 = x.clone()
    x2[0, :, r * 4 : r * 4 + 4, c * 4 : c * 4 + 4] += 1.0
    out2 = mae(x2, noise=noise)
    assert torch.allclose(out2.pred, out.pred, atol=1e-6), "hidden pixels never reach the encoder"


def test_mae_norm_pix_loss_uses_normalized_targets():
    model = MaskedAutoencoder(image_config("nano", norm_pix_loss=True))
    t = model.target_patches(torch.rand(2, 3, 32, 32))
    assert torch.allclose(t.mean(-1), torch.zeros(2, 64), atol=1e-5)


def test_mae_gradients_flow(mae):
    mae(torch.randn(2, 3, 32, 32)).loss.backward()
    for name, p in mae.named_parameters():
        assert p.grad is not None, name


def test_nano_mae_overfits_one_batch(mae):
    torch.manual_seed(2)
    x = torch.nn.functional.interpolate(torch.rand(4, 3, 4, 4), size=(32, 32), mode="bilinear")
    noise = torch.rand(4, 64)
    opt = torch.optim.AdamW(mae.parameters(), lr=1e-3)
    first = None
    for _ in range(320):
        loss = mae(x, noise=noise).loss
        first = first if first is not None else loss.item()
        opt.zero_grad()
        loss.backward()
        opt.step()
    assert loss.item() < 0.1 * first, (first, loss.item())


@pytest.mark.parametrize("kind", ["text", "image"])
def test_save_then_load_gives_identical_outputs(tmp_path, kind, lm, mae):
    model = lm if kind == "text" else mae
    save_pretrained(model, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.json", "model.safetensors"]
    loaded = load_pretrained(tmp_path)
    model.eval()
    if kind == "text":
        ids = torch.randint(5, 300, (2, 12))
        assert torch.equal(model(ids).logits, loaded(ids).logits)
    else:
        x, noise = torch.randn(2, 3, 32, 32), torch.rand(2, 64)
        assert torch.equal(model(x, noise=noise).pred, loaded(x, noise=noise).pred)


@pytest.mark.parametrize("name", ["model.pt", "pytorch_model.bin", "weights.pkl"])
def test_pickle_files_are_refused_unopened(tmp_path, name):
    bad = tmp_path / name
    bad.write_bytes(b"\x80\x04this would be a pickle")
    with pytest.raises(ModelLoadError, match="pickle"):
        load_pretrained(bad)
    with pytest.raises(ModelLoadError, match="pickle"):
        load_pretrained(tmp_path)


def test_bad_model_folders_give_clear_errors(tmp_path, lm):
    with pytest.raises(ModelLoadError, match="not found"):
        load_pretrained(tmp_path / "missing")
    save_pretrained(lm, tmp_path)
    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(ModelLoadError, match="cannot read"):
        load_pretrained(tmp_path)
    cfg = lm.config.to_dict()
    cfg["hidden_size"] = 32
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    with pytest.raises(ModelLoadError, match="does not match"):
        load_pretrained(tmp_path)
    (tmp_path / "config.json").write_text(json.dumps({"kind": "gpt"}))
    with pytest.raises(ModelLoadError, match="kind"):
        load_pretrained(tmp_path)
    (tmp_path / "model.safetensors").write_bytes(b"garbage")
    (tmp_path / "config.json").write_text(json.dumps(lm.config.to_dict()))
    with pytest.raises(ModelLoadError, match="cannot read"):
        load_pretrained(tmp_path)
