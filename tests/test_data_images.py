"""Generated images, image folders and the scikit-image sample photos."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PIL import Image

from mlm_lab.data import image_sources as src
from mlm_lab.data.generated_images import generated_image, generated_images
from mlm_lab.data.text_files import DataError


def test_generated_images_are_deterministic_and_varied():
    a = generated_images(16, 32, seed=7)
    b = generated_images(16, 32, seed=7)
    assert a.shape == (16, 32, 32, 3) and a.dtype == np.uint8
    assert np.array_equal(a, b)
    assert not np.array_equal(a, generated_images(16, 32, seed=8))
    # picture i does not depend on how many were drawn before it
    assert np.array_equal(generated_images(4, 32, seed=7, start=12), a[12:])
    # different pictures, each with structure (not flat)
    assert len({img.tobytes() for img in a}) == 16
    assert np.mean([img.std() for img in a]) > 20
    one = generated_image(48, seed=1, index=3)
    assert one.shape == (48, 48, 3) and one.dtype == np.float32 and 0 <= one.min() and one.max() <= 1


def _write_folder(root):
    (root / "nested" / "deeper").mkdir(parents=True)
    rng = np.random.default_rng(0)
    Image.fromarray(rng.integers(0, 255, (40, 60, 3), dtype=np.uint8)).save(root / "a.png")
    Image.fromarray(rng.integers(0, 255, (50, 30), dtype=np.uint8)).save(root / "nested" / "b.jpg")
    Image.fromarray(rng.integers(0, 255, (80, 80, 4), dtype=np.uint8)).save(root / "nested" / "deeper" / "c.PNG")
    (root / "broken.jpg").write_bytes(b"not an image at all")
    (root / "notes.txt").write_text("ignored")


def test_image_folder_is_read_recursively_and_unreadable_files_are_counted(tmp_path):
    _write_folder(tmp_path)
    loaded = src.load_image_folder(tmp_path, short_side=32, threads=1)
    assert sorted(loaded.names) == ["a.png", "nested/b.jpg", "nested/deeper/c.PNG"]
    assert [name for name, _ in loaded.skipped] == ["broken.jpg"]
    for img in loaded.images:
        assert img.dtype == np.uint8 and img.ndim == 3 and img.shape[2] == 3
        assert min(img.shape[:2]) <= 32


def test_empty_or_unreadable_folders_are_errors(tmp_path):
    with pytest.raises(DataError, match="no image files"):
        src.load_image_folder(tmp_path, short_side=32)
    (tmp_path / "x.png").write_bytes(b"garbage")
    with pytest.raises(DataError, match="no readable images"):
        src.load_image_folder(tmp_path, short_side=32)
    with pytest.raises(DataError, match="no such file"):
        src.load_image_folder(tmp_path / "missing", short_side=32)


def test_sample_photos_ship_with_scikit_image_and_eval_ones_are_held_out():
    train = src.sample_photos(src.SAMPLE_TRAIN, short_side=64)
    held = src.sample_photos(src.SAMPLE_EVAL, short_side=64)
    assert len(train.images) >= 8 and len(held.images) == 2
    assert not set(train.names) & set(held.names)
    assert all(min(img.shape[:2]) == 64 and img.shape[2] == 3 for img in train.images)


def test_random_resized_crop_is_reproducible_and_in_range():
    img = src.to_chw(np.random.default_rng(1).integers(0, 255, (60, 90, 3), dtype=np.uint8))
    a = src.random_resized_crop(img, 16, torch.Generator().manual_seed(3))
    b = src.random_resized_crop(img, 16, torch.Generator().manual_seed(3))
    c = src.random_resized_crop(img, 16, torch.Generator().manual_seed(4))
    assert a.shape == (3, 16, 16) and torch.equal(a, b) and not torch.equal(a, c)
    assert 0 <= float(a.min()) and float(a.max()) <= 1
    # a full-size crop without flip gives the picture back
    whole = src.resized_crop(img, 0, 0, 60, 90, 16)
    assert whole.shape == (3, 16, 16)
    square = src.center_square(img, 60)
    assert torch.allclose(square, img[:, :, 15:75].float() / 255, atol=1e-6)
