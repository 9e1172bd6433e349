"""Features core: unmasked patch features, joint PCA colours, patch similarity, token
features and neighbours (mlm_lab.features)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from mlm_lab.data.generated_images import generated_images
from mlm_lab.features import (
    TokenIndex,
    image_features,
    linear_probe,
    patch_similarity,
    pca_rgb,
    token_features,
)
from mlm_lab.models import MAEConfig, MaskedAutoencoder
from mlm_lab.models.mae import sincos_2d


@pytest.fixture(scope="module")
def mae():
    torch.manual_seed(0)
    return MaskedAutoencoder(MAEConfig(image_size=32, patch_size=4, hidden_size=64, num_layers=2, num_heads=2,
                                       decoder_hidden_size=32, decoder_num_layers=1, decoder_num_heads=2)).eval()


@pytest.fixture(scope="module")
def pictures():
    return generated_images(4, 32, seed=11)


def test_image_features_shapes_layers_and_no_masking(mae, pictures):
    f = image_features(mae, pictures)
    assert f.patches.shape == (4, 64, 64) and f.cls.shape == (4, 64) and f.grid == (8, 8)
    assert f.layer == 2
    # the final layer equals the model's own encoder run with every patch kept
    from mlm_lab.masking.patches import patch_mask_from_noise

    x = mae.normalize(torch.from_numpy(pictures.astype(np.float32) / 255).permute(0, 3, 1, 2))
    keep_all = patch_mask_from_noise(torch.arange(64.0).repeat(4, 1), 0.0)
    with torch.no_grad():
        latent = mae.forward_encoder(x, keep_all).numpy()
    np.testing.assert_allclose(f.patches, latent[:, 1:], atol=1e-4)
    np.testing.assert_allclose(f.cls, latent[:, 0], atol=1e-4)
    f0 = image_features(mae, pictures, layer=0)
    assert f0.layer == 0 and not np.allclose(f0.patches, f.patches)
    with pytest.raises(ValueError, match="layer"):
        image_features(mae, pictures, layer=5)


def test_pca_colours_deterministic_and_consistent_across_a_joint_fit(mae, pictures):
    f = image_features(mae, pictures).patches  # [4, 64, D]
    joint = pca_rgb([f[0], f[1]])
    again = pca_rgb([f[0], f[1]])
    np.testing.assert_array_equal(joint.rgb, again.rgb)
    assert joint.rgb.shape == (2, 64, 3) and joint.rgb.min() >= 0 and joint.rgb.max() <= 1
    # image 0 alone, coloured with the joint fit: exactly its colours in the joint map
    alone_joint = pca_rgb(f[0], fit_on=[f[0], f[1]])
    np.testing.assert_allclose(alone_joint.rgb, joint.rgb[0], atol=1e-6)
    # a fit on image 0 only is another colouring: the joint fit is what makes colours correspond
    assert not np.allclose(pca_rgb(f[0]).rgb, joint.rgb[0], atol=1e-3)
    assert not joint.background_removed and "background" not in joint.label


def test_pca_colours_follow_feature_clusters_and_background_removal_finds_the_centre():
    rng = np.random.default_rng(0)
    side, D = 8, 16
    centre = np.zeros((side, side), bool)
    centre[2:6, 2:6] = True
    a, b = rng.normal(size=D) * 3, rng.normal(size=D) * 3
    feats = np.where(centre.reshape(-1, 1), a, b) + rng.normal(scale=0.1, size=(side * side, D))  # [64, D]
    out = pca_rgb(feats)
    inside, outside = out.rgb[centre.reshape(-1)], out.rgb[~centre.reshape(-1)]
    assert np.abs(inside.mean(0) - outside.mean(0)).max() > 0.5  # two clusters, two colours
    fg = pca_rgb(feats[None], remove_background=True)
    assert fg.background_removed and "background" in fg.label
    np.testing.assert_array_equal(fg.foreground[0], centre.reshape(-1))
    assert np.all(fg.rgb[0][~centre.reshape(-1)] == 0)


def test_a_patch_is_most_similar_to_itself(mae, pictures):
    f = image_features(mae, pictures).patches
    for index in (0, 17, 63):
        sim = patch_similarity(f[1], index)
        assert sim.shape == (64,) and int(np.argmax(sim)) == index
        assert sim[index] == pytest.approx(1.0, abs=1e-5)
    across = patch_similarity(f[1], 17, f)  # [4, 64] over every shown image
    assert across.shape == (4, 64) and int(np.argmax(across[1])) == 17
    assert np.all(across <= 1 + 1e-5) and np.all(across >= -1 - 1e-5)


def test_imported_hugging_face_vit_mae_gives_the_same_features_as_transformers(tmp_path, pictures):
    transformers = pytest.importorskip("transformers")
    from mlm_lab.inference import load_image_model

    cfg = transformers.ViTMAEConfig(image_size=32, patch_size=4, hidden_size=32, num_hidden_layers=2,
                                    num_attention_heads=2, intermediate_size=64, decoder_hidden_size=16,
                                    decoder_num_hidden_layers=1, decoder_num_attention_heads=2,
                                    decoder_intermediate_size=32, mask_ratio=0.75)
    torch.manual_seed(0)
    hf = transformers.ViTMAEForPreTraining(cfg).eval()
    with torch.no_grad():  # the fixed sine-cosine tables, as facebook/vit-mae-base stores them
        hf.vit.embeddings.position_embeddings.copy_(sincos_2d(32, 8).unsqueeze(0))
        hf.decoder.decoder_pos_embed.copy_(sincos_2d(16, 8).unsqueeze(0))
        for name, p in hf.named_parameters():  # weights away from their init, so the check means something
            if "pos" not in name:
                p.add_(torch.randn_like(p) * 0.05)
    hf.save_pretrained(tmp_path)
    lab = load_image_model(tmp_path)
    f = image_features(lab, pictures[:2])
    x = lab.normalize(torch.from_numpy(pictures[:2].astype(np.float32) / 255).permute(0, 3, 1, 2))
    hf.config.mask_ratio = 0.0
    hf.vit.embeddings.config.mask_ratio = 0.0
    with torch.no_grad():
        out = hf.vit(pixel_values=x, noise=torch.arange(64.0).repeat(2, 1)).last_hidden_state  # [2, 65, 32]
    np.testing.assert_allclose(f.patches, out[:, 1:].numpy(), atol=1e-4)


def test_linear_probe_separates_separable_classes_and_reports_counts():
    rng = np.random.default_rng(0)
    x = np.concatenate([rng.normal(0, 1, (60, 5)), rng.normal(4, 1, (60, 5))])
    y = np.array([0] * 60 + [1] * 60)
    order = rng.permutation(120)
    x, y = x[order], y[order]
    res = linear_probe(x[:80], y[:80], x[80:], y[80:])
    assert res.accuracy > 0.95 and res.confusion.shape == (2, 2) and res.confusion.sum() == 40
    assert sum(res.train_counts.values()) == 80 and res.converged
    noise = linear_probe(rng.normal(size=(80, 5)), y[:80], rng.normal(size=(40, 5)), y[80:])
    assert noise.accuracy < 0.8
    with pytest.raises(ValueError, match="two classes"):
        linear_probe(x[:10], np.zeros(10), x[10:20], y[10:20])


# -- text --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def text_model():
    from mlm_lab.inference import bundled_text_model

    return bundled_text_model()


def test_token_features_align_tokens_and_pool_without_specials(text_model):
    feats = token_features(text_model, texts=["the cat sat on the mat .", "a dog ran"], layer=-1)
    assert len(feats.embeddings) == 2 and feats.tokens[0][0] == "[CLS]" and feats.tokens[0][-1] == "[SEP]"
    body = ~np.array(feats.special[1])
    np.testing.assert_allclose(feats.sentence[1], feats.embeddings[1][body].mean(0), atol=1e-5)
    layer0 = token_features(text_model, texts=["the cat sat on the mat ."], layer=0)
    assert layer0.layer == 0 and not np.allclose(layer0.embeddings[0], feats.embeddings[0])
    # contextual: the same word in two sentences gets two vectors
    two = token_features(text_model, texts=["the cat sat .", "a cat ran away quickly ."])
    i, j = two.tokens[0].index("cat"), two.tokens[1].index("cat")
    assert not np.allclose(two.embeddings[0][i], two.embeddings[1][j])


SMALL_CORPUS = [
    "the cat sat on the mat by the fire .",
    "he opened the window and looked at the sea .",
    "they walked to the market in the morning .",
    "the old man sold bread and cheese .",
    "she wrote a long letter to her brother .",
    "the horse ran across the green field .",
]


def test_neighbours_of_a_token_find_the_same_word_in_a_similar_context(text_model, tmp_path, monkeypatch):
    index = TokenIndex.cached(text_model, sentences=SMALL_CORPUS, cache_dir=tmp_path)
    query = "a cat sat on a mat near the fire ."
    token = text_model.tokenizer.encode(query).tokens.index("cat")
    best = index.neighbours(query, token, k=3)
    assert best[0].token == "cat" and best[0].sentence == SMALL_CORPUS[0]
    assert best[0].sentence[best[0].span[0] : best[0].span[1]] == "cat"
    assert best[0].cosine >= best[1].cosine >= best[2].cosine
    hits = index.sentence_search("the horse ran across a field", k=2)
    assert hits["embedding"][0].sentence == SMALL_CORPUS[5] and hits["tfidf"][0].sentence == SMALL_CORPUS[5]
    # the second time it comes from the cache (float16 .npy + JSON), not from the model
    files = sorted(p.name for p in next(tmp_path.iterdir()).iterdir())
    assert files == ["index.json", "owners.npy", "sentences.npy", "spans.npy", "tokens.npy"]
    monkeypatch.setattr(TokenIndex, "build", classmethod(lambda *a, **k: pytest.fail("rebuilt")))
    again = TokenIndex.cached(text_model, sentences=SMALL_CORPUS, cache_dir=tmp_path)
    assert len(again) == len(index)
    assert again.neighbours(query, token, k=1)[0].sentence == SMALL_CORPUS[0]
