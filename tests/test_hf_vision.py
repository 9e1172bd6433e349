"""ViT and DINOv2 folders as the Features tab's image feature extractors, through transformers:
tiny random Dinov2Model / ViTModel saved as safetensors, features equal to transformers' own
hidden states, a PCA map over them, clear refusals."""

from __future__ import annotations

import json
from importlib.util import find_spec

import numpy as np
import pytest
import torch

pytestmark = pytest.mark.skipif(find_spec("transformers") is None, reason="needs the hf extra (transformers)")

SMALL = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=48, image_size=56,
             patch_size=14)


def _save(kind: str, folder, **more):
    import transformers as T

    torch.manual_seed(3)
    if kind == "dinov2":
        net = T.Dinov2Model(T.Dinov2Config(**SMALL, **more))
    else:
        net = T.ViTModel(T.ViTConfig(**SMALL, **more), add_pooling_layer=False)
    net.eval().save_pretrained(folder, safe_serialization=True)
    return net


def _pictures(n=3, side=70):
    rng = np.random.default_rng(0)
    return rng.random((n, side, side, 3)).astype(np.float32)


@pytest.mark.parametrize("kind", ["dinov2", "vit"])
def test_features_are_the_models_own_hidden_states(tmp_path, kind):
    from mlm_lab.features.image import image_features, images_to_tensor, pca_rgb
    from mlm_lab.models.hf_vision import HFImageEncoder, load_runtime_image_encoder

    net = _save(kind, tmp_path)
    encoder = load_runtime_image_encoder(tmp_path)
    assert isinstance(encoder, HFImageEncoder) and encoder.config.grid == (4, 4)
    pictures = _pictures()
    last = image_features(encoder, pictures, layer=-1)
    first = image_features(str(tmp_path), pictures, layer=0)  # a folder is loaded as well
    assert last.patches.shape == (3, 16, 32) and last.cls.shape == (3, 32) and last.grid == (4, 4)
    assert first.layer == 0 and last.layer == 2
    pixels = images_to_tensor(pictures, 56)
    mean = torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1)
    std = torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1)
    with torch.no_grad():
        out = net(pixel_values=(pixels - mean) / std, output_hidden_states=True)
    np.testing.assert_allclose(last.patches, out.last_hidden_state[:, 1:].numpy(), atol=1e-5)
    np.testing.assert_allclose(last.cls, out.last_hidden_state[:, 0].numpy(), atol=1e-5)
    np.testing.assert_allclose(first.patches, out.hidden_states[0][:, 1:].numpy(), atol=1e-5)
    colours = pca_rgb(last.patches)
    assert colours.rgb.shape == (3, 16, 3) and 0 <= colours.rgb.min() and colours.rgb.max() <= 1


def test_registers_are_left_out_and_the_folder_statistics_are_used(tmp_path):
    import transformers as T

    from mlm_lab.features.image import image_features
    from mlm_lab.models.hf_vision import load_runtime_image_encoder

    torch.manual_seed(3)
    net = T.Dinov2WithRegistersModel(T.Dinov2WithRegistersConfig(**SMALL, num_register_tokens=2)).eval()
    net.save_pretrained(tmp_path, safe_serialization=True)
    (tmp_path / "preprocessor_config.json").write_text(json.dumps(
        {"image_mean": [0.5, 0.5, 0.5], "image_std": [0.5, 0.5, 0.5], "crop_size": {"height": 42, "width": 42}}))
    encoder = load_runtime_image_encoder(tmp_path)
    assert encoder.config.image_size == 42 and encoder.config.grid == (3, 3)
    feats = image_features(encoder, _pictures(2), layer=-1)
    assert feats.patches.shape == (2, 9, 32)
    from mlm_lab.features.image import images_to_tensor

    with torch.no_grad():
        out = net(pixel_values=(images_to_tensor(_pictures(2), 42) - 0.5) / 0.5)
    np.testing.assert_allclose(feats.patches, out.last_hidden_state[:, -9:].numpy(), atol=1e-5)


def test_bad_folders_are_refused_with_the_reason(tmp_path):
    from mlm_lab.models import ModelLoadError
    from mlm_lab.models.hf_vision import load_runtime_image_encoder

    _save("vit", tmp_path)
    (tmp_path / "model.safetensors").rename(tmp_path / "pytorch_model.bin")
    with pytest.raises(ModelLoadError, match="never unpickles"):
        load_runtime_image_encoder(tmp_path)
    other = tmp_path / "bert"
    other.mkdir()
    (other / "config.json").write_text(json.dumps({"model_type": "bert"}))
    with pytest.raises(ModelLoadError, match="'bert' model.*ViT, DINOv2"):
        load_runtime_image_encoder(other)


def test_the_probe_compares_with_a_random_twin(tmp_path):
    from mlm_lab.features.probe import probe_images, random_init_like
    from mlm_lab.models.hf_vision import load_runtime_image_encoder

    _save("dinov2", tmp_path)
    encoder = load_runtime_image_encoder(tmp_path)
    twin = random_init_like(encoder, seed=1)
    assert type(twin) is type(encoder) and twin.config.grid == encoder.config.grid
    assert not torch.equal(next(twin.net.parameters()), next(encoder.net.parameters()))
    out = probe_images(encoder, "shapes", n_train=25, n_test=15)
    assert all(0 <= out[k] <= 1 for k in ("pretrained_acc", "random_init_acc", "pixels_acc"))


def test_no_pixel_decoder_is_said_in_one_line_and_the_listing_check_reads_no_weights(tmp_path, monkeypatch):
    from mlm_lab.models.hf_vision import NoPixelDecoder, load_runtime_image_encoder, no_decoder_reason
    from mlm_lab.models.hf_vision_types import vision_refusal, vision_type

    _save("dinov2", tmp_path / "dino")
    encoder = load_runtime_image_encoder(tmp_path / "dino")
    reason = no_decoder_reason(encoder)
    assert reason == ("DINOv2 has no pixel decoder: it gives features, not reconstructions; see the Features tab")
    assert encoder.config.norm_pix_loss is False and "\n" not in reason
    with pytest.raises(NoPixelDecoder, match="DINOv2 has no pixel decoder"):
        encoder(torch.rand(1, 3, 56, 56), patch_mask=object())
    assert encoder(torch.rand(1, 3, 56, 56)).shape == (1, 17, 32)  # features still come
    assert vision_type(tmp_path / "dino") == "dinov2" and vision_refusal(tmp_path / "dino") == ""
    (tmp_path / "dino" / "model.safetensors").rename(tmp_path / "dino" / "pytorch_model.bin")
    assert "never unpickles" in vision_refusal(tmp_path / "dino")
    (tmp_path / "bert").mkdir()
    (tmp_path / "bert" / "config.json").write_text(json.dumps({"model_type": "bert"}))
    assert vision_type(tmp_path / "bert") is None and vision_refusal(tmp_path / "bert") is None
    monkeypatch.setattr("mlm_lab.models.hf_support.transformers_available", lambda: False)
    _save("vit", tmp_path / "vit")
    assert "runs through transformers" in vision_refusal(tmp_path / "vit")



def test_the_cache_listing_and_mlm_lab_models_call_a_vit_or_dinov2_image_features(tmp_path, monkeypatch, capsys):
    """A ViT / DINOv2 in the Hugging Face cache is a features model (the Features tab), not
    "unsupported"; its cache id resolves to its snapshot; weights only as a pickle are refused."""
    from mlm_lab.cli import main
    from mlm_lab.models.hf_cache import FEATURES, UNSUPPORTED, resolve_model_source, scan_cache

    cache = tmp_path / "hub"
    for name, pickled in (("tiny-dinov2", False), ("tiny-vit-pickled", True)):
        snap = cache / f"models--lab-test--{name}" / "snapshots" / "0123abcd"
        _save("vit" if pickled else "dinov2", snap)
        if pickled:
            (snap / "model.safetensors").rename(snap / "pytorch_model.bin")
        (snap.parents[1] / "refs").mkdir()
        (snap.parents[1] / "refs" / "main").write_text("0123abcd")
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    entries = {e.id: e for e in scan_cache()}
    assert (entries["lab-test/tiny-dinov2"].kind, entries["lab-test/tiny-dinov2"].reason) == (FEATURES, "")
    assert entries["lab-test/tiny-vit-pickled"].kind == UNSUPPORTED
    assert "pickle" in entries["lab-test/tiny-vit-pickled"].reason
    assert str(resolve_model_source("lab-test/tiny-dinov2")).endswith("0123abcd")
    assert main(["models", "--runs-dir", str(tmp_path / "runs")]) == 0
    out = capsys.readouterr().out
    assert "lab-test/tiny-dinov2" in out and "image features (ViT, DINOv2)" in out
