"""Explanations core (mlm_lab.explain) and what the models give it (issue 25 items 1, 2, 6):
the models' hidden states and attentions on request, occlusion / integrated gradients /
gradient x input / lens / attention on the bundled text model, the MAE's influence maps on
the bundled MAE, the JSON shapes, and refusals. Real bundled models, real tokenizer."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from mlm_lab.explain import ExplainError, explain_patch, explain_text
from mlm_lab.inference import bundled_image_model, bundled_text_model
from mlm_lab.masking import PatchMaskingConfig, mask_patches

SENTENCE = "she opened the [MASK] and walked into the garden ."


@pytest.fixture(scope="module")
def tm():
    return bundled_text_model()


@pytest.fixture(scope="module")
def mae():
    return bundled_image_model()


@pytest.fixture(scope="module")
def photo():
    from mlm_lab.data.image_sources import sample_photos

    return sample_photos(("chelsea",)).images[0]


def _seeded_mask(mae, ratio=0.75, seed=0):
    """The mask the CLI and `reconstruct` draw for (ratio, seed): [N] bool, True = hidden."""
    gen = torch.Generator().manual_seed(seed)
    return mask_patches(1, mae.config.grid, PatchMaskingConfig("random", ratio), generator=gen).mask[0].numpy()


# -- item 1: the models give hidden states and attentions on request ------------------------------
def test_masked_lm_gives_every_layer_and_the_default_path_is_unchanged(tm):
    net = tm.model.eval()
    ids = torch.tensor([tm.tokenizer.encode(SENTENCE).ids])
    with torch.no_grad():
        plain = net(ids)
        full = net(ids, output_hidden_states=True, return_attentions=True)
        via_embeds = net(ids, inputs_embeds=net.word_embeddings(ids))
    assert plain.layer_hidden_states is None and plain.attentions is None
    L, T = net.config.num_layers, ids.shape[1]
    assert len(full.layer_hidden_states) == L + 1 and len(full.attentions) == L
    assert all(h.shape == (1, T, net.config.hidden_size) for h in full.layer_hidden_states)
    torch.testing.assert_close(full.layer_hidden_states[-1], plain.hidden_states)  # last = after the final norm
    torch.testing.assert_close(full.logits, plain.logits, atol=1e-4, rtol=1e-4)  # explicit attention vs SDPA
    torch.testing.assert_close(via_embeds.logits, plain.logits)
    assert not torch.allclose(full.layer_hidden_states[0], full.layer_hidden_states[1])


def test_mae_gives_encoder_states_and_both_attentions_and_the_same_prediction(mae, photo):
    from mlm_lab.features.image import images_to_tensor

    x = mae.normalize(images_to_tensor(photo, mae.config.image_size))
    gen = torch.Generator().manual_seed(0)
    pm = mask_patches(1, mae.config.grid, PatchMaskingConfig("random", 0.75), generator=gen)
    with torch.no_grad():
        plain = mae(x, patch_mask=pm)
        full = mae(x, patch_mask=pm, output_hidden_states=True, return_attentions=True)
        latent = mae.forward_encoder(x, pm)
    L, N = int((~pm.mask).sum()), mae.config.num_patches
    assert plain.hidden_states is None and plain.attentions is None and plain.decoder_attentions is None
    assert len(full.hidden_states) == mae.config.num_layers + 1
    torch.testing.assert_close(full.hidden_states[-1], latent)
    assert full.attentions[0].shape == (1, mae.config.num_heads, 1 + L, 1 + L)
    assert full.decoder_attentions[0].shape == (1, mae.config.decoder_num_heads, 1 + N, 1 + N)
    torch.testing.assert_close(full.decoder_attentions[-1].sum(-1), torch.ones(1, mae.config.decoder_num_heads, 1 + N))
    torch.testing.assert_close(full.pred, plain.pred, atol=1e-4, rtol=1e-4)


# -- item 2: text ------------------------------------------------------------------------------------
def test_occlusion_scores_are_the_drop_in_log_probability_when_one_token_is_masked(tm):
    e = explain_text(tm, None, SENTENCE, method="occlusion")
    assert e.target == e.top[0][0] == "door" and e.tokens[e.position] == "[MASK]"
    assert len(e.scores) == len(e.tokens) and e.scores[0] == 0 and e.scores[-1] == 0 and e.scores[e.position] == 0
    # by hand: mask "opened" and read log p(door) again
    ids = tm.tokenizer.encode(SENTENCE).ids
    j = e.tokens.index("opened")
    masked = list(ids)
    masked[j] = tm.tokenizer.mask_token_id
    with torch.no_grad():
        logp = torch.log_softmax(tm.model(torch.tensor([masked])).logits[0, e.position], -1)[e.target_id]
    assert e.scores[j] == pytest.approx(e.target_logprob - float(logp), abs=1e-3)
    assert int(np.argmax(e.scores)) == j  # "opened" is what makes it a door


def test_targets_foils_and_positions(tm):
    top = explain_text(tm, None, SENTENCE, target="top1")
    window = explain_text(tm, None, SENTENCE, target="window")
    assert window.target == "window" and window.target_logprob < top.target_logprob
    assert not np.allclose(window.scores, top.scores)
    contrast = explain_text(tm, None, SENTENCE, target="door", foil="window")
    assert contrast.foil == "window" and contrast.to_json()["foil"] == "window"
    # a position holding a real token is masked first; its token is the "true" target
    real = explain_text(tm, None, "she opened the door .", position=4, target="true")
    assert real.true_token == "door" and real.target == "door" and real.tokens[4] == "[MASK]"
    kept = explain_text(tm, None, "she opened the door .", position=4, mask_position=False, target="door")
    assert kept.tokens[4] == "door" and kept.true_token is None and kept.target_logprob > real.target_logprob
    two = "the [MASK] sat on the [MASK] ."
    second = explain_text(tm, None, two, position=6)
    assert second.position == 6 and second.scores[2] == 0  # the other [MASK] is special: 0


def test_integrated_gradients_are_complete_and_gradient_x_input_is_not(tm):
    ig = explain_text(tm, None, SENTENCE, method="ig", steps=32)
    assert ig.completeness_gap < 0.01
    assert float(np.sum(ig.scores)) == pytest.approx(ig.f_input - ig.f_baseline, rel=0.01)
    assert ig.f_input == pytest.approx(ig.target_logprob, abs=1e-4) and ig.f_baseline < ig.f_input
    assert all(ig.scores[j] == 0 for j in range(len(ig.tokens)) if ig.special[j])
    gxi = explain_text(tm, None, SENTENCE, method="gradxinput")
    assert gxi.steps is None and gxi.completeness_gap > 0.05
    data = ig.to_json()
    assert data["completeness"]["steps"] == 32 and data["completeness"]["relative_gap"] < 0.01


def test_lens_reads_every_layer_and_its_last_layer_is_the_model(tm):
    e = explain_text(tm, None, SENTENCE, method="lens")
    assert [lay.layer for lay in e.layers] == list(range(tm.model.config.num_layers + 1))
    last = e.layers[-1]
    assert [t for t, _ in last.top] == [t for t, _ in e.top] and last.target_rank == 1
    np.testing.assert_allclose([p for _, p in last.top], [p for _, p in e.top], atol=1e-5)
    assert e.layers[0].target_rank > 1  # the embeddings alone do not say "door"
    data = e.to_json()
    assert [d["layer"] for d in data["layers"]] == list(range(tm.model.config.num_layers + 1))
    assert all(len(d["top"]) == 5 and isinstance(d["top"][0][0], str) for d in data["layers"])


def test_attention_rollout_and_every_head(tm):
    e = explain_text(tm, None, SENTENCE, method="attention")
    L, H, T = tm.model.config.num_layers, tm.model.config.num_heads, len(e.tokens)
    assert e.attentions.shape == (L, H, T, T) and e.rollout.shape == (T, T)
    np.testing.assert_allclose(e.rollout.sum(axis=1), 1.0, atol=1e-6)  # each row a distribution
    assert (e.scores >= 0).all() and e.scores[e.position] == 0
    np.testing.assert_allclose(np.asarray(e.to_json()["attention_from_position"]),
                               e.attentions[:, :, e.position, :], atol=1e-5)
    from mlm_lab.explain import attention_rollout

    one_layer = np.zeros((1, 1, 3, 3))
    one_layer[0, 0, :, 0] = 1.0  # every query on token 0
    np.testing.assert_allclose(attention_rollout(one_layer)[1], [0.5, 0.5, 0.0])  # half residual, half attention


@pytest.mark.parametrize("call, fragment", [
    (dict(text_or_ids="the cat sat ."), "no [MASK]"),
    (dict(text_or_ids="the [MASK] sat on the [MASK] ."), "position"),
    (dict(text_or_ids=SENTENCE, method="shap"), "unknown method"),
    (dict(text_or_ids=SENTENCE, target="qwxzyvk"), "vocabulary"),
    (dict(text_or_ids=SENTENCE, position=0), "special"),
    (dict(text_or_ids=SENTENCE, position=99), "outside"),
    (dict(text_or_ids=SENTENCE, steps=0), "steps"),
    (dict(text_or_ids=SENTENCE, target="door", foil="door"), "foil"),
])
def test_bad_text_requests_are_refused_in_one_line(tm, call, fragment):
    with pytest.raises(ExplainError, match=None) as info:
        explain_text(tm, None, **call)
    assert fragment in str(info.value) and "\n" not in str(info.value)


def test_an_image_model_cannot_explain_text_nor_a_text_model_a_patch(mae, tm, photo):
    with pytest.raises(ExplainError, match="text model"):
        explain_text(mae, None, SENTENCE)
    with pytest.raises(ExplainError, match="image"):
        explain_patch(tm, photo, None, (0, 0))


# -- item 2: the MAE ----------------------------------------------------------------------------------
def test_patch_occlusion_is_the_error_with_the_patch_dropped_minus_the_error_with_it(mae, photo):
    hidden = _seeded_mask(mae)
    rows, cols = mae.config.grid
    h = int(np.flatnonzero(hidden)[10])
    e = explain_patch(mae, photo, None, (h // cols, h % cols), "occlusion")
    assert e.influence.shape == (rows, cols) and e.grid == (rows, cols)
    assert len(e.hidden) == int(hidden.sum()) and (e.influence.reshape(-1)[hidden] == 0).all()
    # by hand, for the visible patch with the largest influence, on the pixels the Image tab uses
    from mlm_lab.imaging import crop_resize_square, load_image
    from mlm_lab.masking import patch_mask_from_bool

    v = int(np.argmax(e.influence.reshape(-1)))
    assert not hidden[v]
    rgb = crop_resize_square(load_image(photo), mae.config.image_size)
    x = mae.normalize(torch.from_numpy(rgb).permute(2, 0, 1)[None])
    more = hidden.copy()
    more[v] = True
    with torch.no_grad():
        pred = mae(x, patch_mask=patch_mask_from_bool(torch.as_tensor(more)[None])).pred[0, h]
    target = mae.target_patches(x)[0, h]
    dropped = float(((pred - target) ** 2).mean())
    assert e.influence.reshape(-1)[v] == pytest.approx(dropped - e.error, rel=1e-3, abs=1e-6)
    data = e.to_json()
    assert data["grid"] == [rows, cols] and data["patch"] == [h // cols, h % cols]
    assert len(data["influence"]) == rows and len(data["influence"][0]) == cols
    assert [h // cols, h % cols] in data["hidden"]


def test_patch_gradient_and_attention_views(mae, photo):
    hidden = _seeded_mask(mae)
    cols = mae.config.grid[1]
    h = int(np.flatnonzero(hidden)[3])
    g = explain_patch(mae, photo, None, (h // cols, h % cols), "gradient")
    assert (g.influence >= 0).all() and (g.influence.reshape(-1)[hidden] == 0).all() and g.influence.max() > 0
    assert g.per_layer.shape == (mae.config.num_layers + 1, *mae.config.grid)
    assert g.layer_names[0] == "embedding"
    a = explain_patch(mae, photo, None, (h // cols, h % cols), "attention")
    assert (a.influence >= 0).all() and (a.influence.reshape(-1)[hidden] == 0).all()
    assert 0 < a.influence.sum() <= 1 + 1e-6  # a share of the rollout (the rest is on mask tokens)
    assert a.layer_names[-1] == "rollout" and a.per_layer.shape[0] == mae.config.decoder_num_layers + 1


def test_bad_patch_requests_are_refused(mae, photo):
    hidden = _seeded_mask(mae)
    cols = mae.config.grid[1]
    v = int(np.flatnonzero(~hidden)[0])
    with pytest.raises(ExplainError, match="visible"):
        explain_patch(mae, photo, None, (v // cols, v % cols))
    with pytest.raises(ExplainError, match="outside"):
        explain_patch(mae, photo, None, (mae.config.grid[0], 0))
    with pytest.raises(ExplainError, match="unknown method"):
        explain_patch(mae, photo, None, (0, 0), "ig")
    with pytest.raises(ExplainError, match="ratio"):
        explain_patch(mae, photo, None, (0, 0), ratio=1.0)


# -- item 6: the CLI's JSON ------------------------------------------------------------------------------
def _run(argv, capsys):
    from mlm_lab.cli import main

    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_text_json_shapes(capsys):
    code, out, err = _run(["explain", "She opened the [MASK] .", "--method", "occlusion", "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["tokens"][0] == "[CLS]" and data["target"] == "door" and data["method"] == "occlusion"
    assert data["tokens"][data["position"]] == "[MASK]" and len(data["scores"]) == len(data["tokens"])
    assert data["scores"][data["position"]] == 0 and data["scores"][0] == 0 and data["scores"][-1] == 0
    code, out, _ = _run(["explain", "She opened the [MASK] .", "--method", "lens", "--target", "window", "--json"],
                        capsys)
    lens = json.loads(out)
    assert code == 0 and lens["target"] == "window"
    assert [layer["layer"] for layer in lens["layers"]] == list(range(7))
    assert all(len(layer["top"]) == 5 for layer in lens["layers"])


def test_cli_image_json_shape(tmp_path, mae, photo, capsys):
    from PIL import Image

    path = tmp_path / "cat.png"
    Image.fromarray(photo).save(path)
    hidden = _seeded_mask(mae, 0.75, 3)
    rows, cols = mae.config.grid
    h = int(np.flatnonzero(hidden)[0])
    code, out, err = _run(["explain", "--image", str(path), "--patch", f"{h // cols},{h % cols}", "--ratio", "0.75",
                           "--seed", "3", "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["grid"] == [rows, cols] and data["patch"] == [h // cols, h % cols]
    assert sorted(map(tuple, data["hidden"])) == sorted((i // cols, i % cols) for i in np.flatnonzero(hidden))
    influence = np.asarray(data["influence"])
    assert influence.shape == (rows, cols) and (influence.reshape(-1)[hidden] == 0).all()
    assert np.abs(influence).max() > 0


def test_bfloat16_precision_is_close_to_float32_and_an_unknown_precision_is_refused(tm, mae, photo):
    exact = explain_text(tm, None, SENTENCE, method="occlusion")
    fast = explain_text(tm, None, SENTENCE, method="occlusion", precision="bfloat16")
    scale = np.abs(exact.scores).max()
    assert np.abs(fast.scores - exact.scores).max() < 0.05 * scale
    assert int(np.argmax(fast.scores)) == int(np.argmax(exact.scores))
    ig = explain_text(tm, None, SENTENCE, method="ig", steps=16, precision="bfloat16")
    assert ig.completeness_gap < 0.01
    with pytest.raises(ExplainError, match="precision"):
        explain_text(tm, None, SENTENCE, precision="float8")
    with pytest.raises(ExplainError, match="precision"):
        explain_patch(mae, photo, None, (0, 0), precision="half")
    hidden = _seeded_mask(mae)
    h = int(np.flatnonzero(hidden)[10])
    cols = mae.config.grid[1]
    exact_map = explain_patch(mae, photo, None, (h // cols, h % cols), "occlusion").influence
    fast_map = explain_patch(mae, photo, None, (h // cols, h % cols), "occlusion", precision="bfloat16").influence
    assert np.abs(fast_map - exact_map).max() < 0.1 * np.abs(exact_map).max()


# -- the fast paths equal the models' own forwards (they skip rows nothing reads) -----------
@pytest.mark.parametrize("pre_norm,causal", [(True, False), (False, False), (True, True)])
def test_logits_at_one_position_equal_the_models_forward(pre_norm, causal):
    from mlm_lab.explain.text import logits_at
    from mlm_lab.models import MaskedLM
    from mlm_lab.models.encoder import MaskedLMConfig

    torch.manual_seed(0)
    net = MaskedLM(MaskedLMConfig(vocab_size=50, max_position=16, hidden_size=32, num_layers=3, num_heads=4,
                                  intermediate_size=64, pre_norm=pre_norm, causal=causal)).eval()
    ids = torch.randint(5, 50, (3, 9))
    embeds = net.word_embeddings(ids).detach() * 1.5
    for position in (0, 4, 8):
        wanted = torch.zeros(3, 9, dtype=torch.bool)
        wanted[:, position] = True
        with torch.no_grad():
            torch.testing.assert_close(logits_at(net, ids, position), net(ids, positions=wanted).logits,
                                       atol=1e-5, rtol=1e-5)
            torch.testing.assert_close(logits_at(net, ids, position, inputs_embeds=embeds),
                                       net(ids, positions=wanted, inputs_embeds=embeds).logits, atol=1e-5, rtol=1e-5)


def test_prediction_at_one_patch_equals_the_maes_forward(mae, photo):
    from mlm_lab.explain.image import prediction_at
    from mlm_lab.imaging import crop_resize_square, load_image
    from mlm_lab.masking import patch_mask_from_bool

    rgb = crop_resize_square(load_image(photo), mae.config.image_size)
    x = mae.normalize(torch.from_numpy(rgb).permute(2, 0, 1)[None]).expand(2, -1, -1, -1)
    masks = torch.as_tensor(np.stack([_seeded_mask(mae), _seeded_mask(mae, seed=1)]))
    h = int(np.flatnonzero(masks[0].numpy() & masks[1].numpy())[3])
    with torch.no_grad():
        full = mae(x, patch_mask=patch_mask_from_bool(masks), hidden_only=False).pred[:, h]
        torch.testing.assert_close(prediction_at(mae, x, masks, h), full, atol=1e-5, rtol=1e-5)
