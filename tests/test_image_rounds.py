"""Reveal in rounds with the MAE (mlm_lab.generation.image_rounds)."""

from __future__ import annotations

import numpy as np
import pytest

from mlm_lab.generation.image_rounds import ORDERS, reveal_in_rounds, within_patch_sharpness
from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.inference import bundled_image_model, reconstruct
from mlm_lab.metrics import pixel_mask


@pytest.fixture(scope="module")
def mae():
    return bundled_image_model()


@pytest.fixture(scope="module")
def photo():
    """A smooth picture with edges (no file, no decoding): 120 x 160, so it is cropped and resized."""
    y, x = np.mgrid[0:120, 0:160] / 160.0
    rgb = np.stack([x, y, 0.5 + 0.5 * np.sin(12 * x) * (y > 0.4)], axis=2)
    return np.clip(rgb, 0, 1).astype(np.float32)


@pytest.mark.parametrize("order", ORDERS)
def test_shapes_schedule_and_a_full_picture_at_the_end(mae, photo, order):
    r = reveal_in_rounds(mae, photo, ratio=0.95, rounds=4, order=order, seed=3)
    side, grid, n = mae.config.image_size, mae.config.grid, mae.config.num_patches
    hidden = r.hidden_count
    assert hidden == n - int(n * 0.05)
    assert r.original.shape == r.one_shot.shape == (side, side, 3)
    assert r.start_mask.shape == grid and int(r.start_mask.sum()) == hidden
    assert len(r.rounds) == 4 and [x.index for x in r.rounds] == [1, 2, 3, 4]
    assert r.counts == reveal_counts(hidden, 4, "linear") and sum(r.counts) == hidden
    still = r.start_mask.copy()
    seen: set[int] = set()
    for rnd, count in zip(r.rounds, r.counts, strict=True):
        assert rnd.image.shape == (side, side, 3) and rnd.image.dtype == np.float32
        assert 0.0 <= rnd.image.min() and rnd.image.max() <= 1.0
        assert len(rnd.revealed) == count  # each round reveals its schedule's count
        assert len(set(rnd.revealed.tolist())) == count
        assert still.reshape(-1)[rnd.revealed].all()  # only patches that were still hidden
        assert not seen & set(rnd.revealed.tolist())
        seen |= set(rnd.revealed.tolist())
        still.reshape(-1)[rnd.revealed] = False
        assert np.array_equal(rnd.hidden, still)
        assert np.isfinite(rnd.psnr) and np.isfinite(rnd.sharpness)
    assert not r.final.hidden.any()  # the final picture has no hidden patch
    assert seen == set(np.flatnonzero(r.start_mask).tolist())


@pytest.mark.parametrize("order", ORDERS)
def test_visible_patches_never_change_and_revealed_ones_stay_put(mae, photo, order):
    r = reveal_in_rounds(mae, photo, ratio=0.9, rounds=5, order=order, seed=1)
    P = r.patch_size
    visible = pixel_mask(~r.start_mask, P)
    for rnd in r.rounds:
        assert np.array_equal(rnd.image[visible], r.original[visible])
    for i, rnd in enumerate(r.rounds):  # a patch revealed in round i keeps its pixels to the end
        where = np.zeros(r.start_mask.size, dtype=bool)
        where[rnd.revealed] = True
        px = pixel_mask(where.reshape(r.start_mask.shape), P)
        for later in r.rounds[i:]:
            assert np.array_equal(later.image[px], rnd.image[px])


def test_the_model_sees_its_own_output(mae, photo):
    """Round 2 is not the one-shot: its input carries round 1's predictions, so its guesses differ."""
    r = reveal_in_rounds(mae, photo, ratio=0.95, rounds=2, order="random", seed=0)
    still = pixel_mask(r.rounds[0].hidden, r.patch_size)
    assert not np.allclose(r.rounds[1].image[still], r.one_shot[still])


def test_one_round_is_the_one_shot_reconstruction(mae, photo):
    r = reveal_in_rounds(mae, photo, ratio=0.95, rounds=1, seed=5)
    one = reconstruct(photo, model=mae, ratio=0.95, seed=5)  # the Image tab's call, same mask
    assert np.array_equal(r.start_mask, one.mask)
    # (the same pass; the encoder's visible patches come in another order, so floats differ at 1e-7)
    assert np.allclose(r.one_shot, one.pasted, atol=1e-5)
    assert np.allclose(r.final.image, r.one_shot, atol=1e-6)
    assert r.final.psnr == pytest.approx(r.one_shot_psnr, abs=1e-4)


def test_the_same_seed_gives_the_same_images_and_another_seed_does_not(mae, photo):
    for order in ORDERS:
        a = reveal_in_rounds(mae, photo, rounds=3, order=order, seed=7)
        b = reveal_in_rounds(mae, photo, rounds=3, order=order, seed=7)
        assert np.array_equal(a.start_mask, b.start_mask)
        for x, y in zip(a.rounds, b.rounds, strict=True):
            assert np.array_equal(x.image, y.image) and np.array_equal(x.revealed, y.revealed)
    c = reveal_in_rounds(mae, photo, rounds=3, order="random", seed=8)
    assert not np.array_equal(a.start_mask, c.start_mask)


def test_confidence_order_reveals_the_patches_next_to_visible_ones_first(mae, photo):
    r = reveal_in_rounds(mae, photo, ratio=0.95, rounds=8, order="confidence", seed=2)
    rows, cols = r.start_mask.shape
    visible = np.flatnonzero(~r.start_mask)
    vr, vc = np.divmod(visible, cols)
    first = r.rounds[0].revealed
    fr, fc = np.divmod(first, cols)
    distance = np.sqrt((fr[:, None] - vr[None]) ** 2 + (fc[:, None] - vc[None]) ** 2).min(axis=1)
    hidden = np.flatnonzero(r.start_mask)
    hr, hc = np.divmod(hidden, cols)
    all_distance = np.sqrt((hr[:, None] - vr[None]) ** 2 + (hc[:, None] - vc[None]) ** 2).min(axis=1)
    assert distance.max() <= np.sort(all_distance)[len(first) - 1]  # the nearest ones, none farther


def test_sharpness_is_low_for_a_blur_and_ignores_patch_seams():
    rng = np.random.default_rng(0)
    mask = np.ones((4, 4), dtype=bool)
    noisy = rng.random((32, 32, 3)).astype(np.float32)
    flat = np.kron(rng.random((4, 4, 3)), np.ones((8, 8, 1))).astype(np.float32)  # flat patches, hard seams
    assert within_patch_sharpness(flat, mask, 8) == 0.0
    assert within_patch_sharpness(noisy, mask, 8) > 0.1  # about 0.18 for uniform noise
    assert np.isnan(within_patch_sharpness(noisy, np.zeros((4, 4), dtype=bool), 8))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"ratio": 0.0}, "ratio must be a number more than 0 and less than 1"),
        ({"ratio": 1.0}, "ratio must be a number more than 0 and less than 1"),
        ({"ratio": -0.2}, "ratio must be a number more than 0 and less than 1"),
        ({"ratio": "half"}, "ratio must be a number more than 0 and less than 1"),
        ({"rounds": 0}, "rounds must be a whole number, at least 1"),
        ({"rounds": 2.5}, "rounds must be a whole number"),
        ({"rounds": 1000}, "1000 rounds for 137 hidden patches"),
        ({"order": "sharpest"}, "order must be one of confidence, random"),
    ],
)
def test_bad_arguments_say_what_is_wrong(mae, photo, kwargs, message):
    with pytest.raises(ValueError, match=message):
        reveal_in_rounds(mae, photo, **kwargs)


def test_as_many_rounds_as_hidden_patches_reveals_one_a_round(mae, photo):
    r = reveal_in_rounds(mae, photo, ratio=0.05, rounds=8, order="random")  # 144 patches: 8 hidden
    assert r.counts == [1] * 8 and not r.final.hidden.any()
