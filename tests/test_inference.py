"""What the panes ask of a model, on real (small, random) model folders and real images."""

import numpy as np
import pytest
from PIL import Image

from mlm_lab.imaging import ImageError, load_image
from mlm_lab.inference import fill_mask, iterative_fill, load_text_model, predict_tokens, reconstruct
from mlm_lab.models import ModelLoadError


def test_fill_mask_one_list_per_mask_best_first(small_text_model_dir):
    out = fill_mask("the [MASK] sat on the [MASK]", model=small_text_model_dir, top_k=4)
    assert len(out) == 2 and all(len(preds) == 4 for preds in out)
    for preds in out:
        probs = [p for _, p in preds]
        assert probs == sorted(probs, reverse=True) and 0 < sum(probs) <= 1.0 + 1e-6
        assert all(isinstance(t, str) for t, _ in preds)
    batch = fill_mask(["the [MASK] sat", "a [MASK] sang"], model=small_text_model_dir)
    assert len(batch) == 2 and len(batch[0]) == 1 and len(batch[0][0]) == 5


def test_fill_mask_needs_a_mask(small_text_model_dir):
    with pytest.raises(ValueError, match="MASK"):
        fill_mask("no mask here", model=small_text_model_dir)


def test_predict_tokens_reports_true_token_rank_and_attention(small_text_model_dir):
    tm = load_text_model(small_text_model_dir)
    enc = tm.tokenizer.encode("the cat sat on the mat")
    ids = list(enc.ids)
    true = ids[2]
    ids[2] = tm.tokenizer.mask_token_id
    res = predict_tokens(ids, [2], model=tm, true_ids=[true], return_attentions=True)
    pred = res.predictions[0]
    assert pred.true_id == true and 1 <= pred.true_rank <= tm.tokenizer.vocab_size
    assert res.loss == pytest.approx(-np.log(pred.true_prob), rel=1e-4)
    assert res.accuracy in (0.0, 1.0)
    assert len(res.attentions) == tm.model.config.num_layers
    assert res.attentions[0].shape == (tm.model.config.num_heads, len(ids), len(ids))


def test_iterative_fill_fills_every_mask_once(small_text_model_dir):
    tm = load_text_model(small_text_model_dir)
    ids = tm.tokenizer.encode("the [MASK] sat on the [MASK] [MASK]").ids
    positions = [i for i, t in enumerate(ids) if t == tm.tokenizer.mask_token_id]
    rounds = iterative_fill(ids, positions, model=tm)
    assert sorted(r["position"] for r in rounds) == positions
    assert tm.tokenizer.mask_token_id not in rounds[-1]["ids"]


def test_text_model_folder_errors(tmp_path, small_text_model_dir):
    with pytest.raises(ModelLoadError):
        load_text_model(tmp_path / "nothing")


def _photo(tmp_path, mode="RGB", size=(80, 60), name="x.png"):
    arr = (np.random.default_rng(0).random((size[1], size[0], 3)) * 255).astype(np.uint8)
    img = Image.fromarray(arr).convert(mode)
    path = tmp_path / name
    img.save(path)
    return path


def test_reconstruct_panels(tmp_path, small_image_model_dir):
    r = reconstruct(_photo(tmp_path), model=small_image_model_dir, ratio=0.75, seed=3)
    for name in ("original", "masked", "reconstruction", "pasted"):
        arr = getattr(r, name)
        assert arr.shape == (32, 32, 3) and arr.dtype == np.float32
        assert arr.min() >= 0 and arr.max() <= 1
    assert r.mask.shape == (8, 8) and r.mask.sum() == 48
    hidden = np.kron(r.mask, np.ones((4, 4), bool))
    assert np.array_equal(r.pasted[~hidden], r.original[~hidden]), "visible patches come from the original"
    assert np.array_equal(r.pasted[hidden], r.reconstruction[hidden])
    assert np.allclose(r.masked[hidden], 0.5)
    assert r.error.shape == (32, 32) and np.all(r.error[~hidden] == 0)
    assert r.patch_error.shape == (8, 8)


def test_reconstruct_manual_mask_and_seed(tmp_path, small_image_model_dir):
    path = _photo(tmp_path)
    mask = np.zeros((8, 8), bool)
    mask[2:4, 2:4] = True
    r = reconstruct(path, model=small_image_model_dir, mask=mask)
    assert np.array_equal(r.mask, mask)
    a = reconstruct(path, model=small_image_model_dir, seed=1)
    b = reconstruct(path, model=small_image_model_dir, seed=1)
    c = reconstruct(path, model=small_image_model_dir, seed=2)
    assert np.array_equal(a.mask, b.mask) and not np.array_equal(a.mask, c.mask)


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L", "P", "CMYK", "I;16", "LA", "1"])
def test_any_image_mode_is_converted(tmp_path, mode):
    suffix = "tif" if mode == "CMYK" else "png"
    path = _photo(tmp_path, mode=mode, name=f"x.{suffix}")
    rgb = load_image(path)
    assert rgb.shape == (60, 80, 3) and rgb.dtype == np.float32 and 0 <= rgb.min() and rgb.max() <= 1


def test_sixteen_bit_images_use_the_full_range(tmp_path):
    arr = np.full((10, 10), 65535, dtype=np.uint16)
    Image.fromarray(arr).save(tmp_path / "w.png")
    assert load_image(tmp_path / "w.png").min() > 0.99


def test_first_frame_of_an_animation(tmp_path):
    frames = [Image.new("RGB", (20, 20), c) for c in ((255, 0, 0), (0, 0, 255))]
    frames[0].save(tmp_path / "a.gif", save_all=True, append_images=frames[1:])
    rgb = load_image(tmp_path / "a.gif")
    assert rgb[..., 0].mean() > 0.9 and rgb[..., 2].mean() < 0.1


def test_bad_images_are_refused_clearly(tmp_path):
    with pytest.raises(ImageError, match="no such"):
        load_image(tmp_path / "missing.png")
    (tmp_path / "text.png").write_text("not an image")
    with pytest.raises(ImageError, match="not an image"):
        load_image(tmp_path / "text.png")
    good = _photo(tmp_path, name="t.png")
    data = good.read_bytes()
    (tmp_path / "trunc.png").write_bytes(data[: len(data) // 2])
    with pytest.raises(ImageError):
        load_image(tmp_path / "trunc.png")


def test_huge_images_refused_before_decoding(tmp_path):
    # a 10000 x 6000 PNG header: 60 megapixels; refused from the header alone
    big = Image.new("1", (10000, 6000))
    big.save(tmp_path / "big.png", optimize=False)
    with pytest.raises(ImageError, match="megapixels"):
        load_image(tmp_path / "big.png")
