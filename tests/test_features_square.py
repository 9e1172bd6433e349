"""A picture becomes the same square whether it is given as an array or by its path: both are
centre-cropped, then resized (was: an array was stretched, a path cropped)."""

from __future__ import annotations

import numpy as np
from PIL import Image

from mlm_lab.features.image import images_to_tensor


def test_an_array_and_its_file_give_the_same_square(tmp_path):
    rng = np.random.default_rng(0)
    wide = np.zeros((40, 80, 3), dtype=np.uint8)
    wide[:, 20:60] = rng.integers(0, 256, (40, 40, 3), dtype=np.uint8)  # the centre square holds the picture
    path = tmp_path / "wide.png"
    Image.fromarray(wide).save(path)
    from_array = images_to_tensor(wide, 32)
    from_path = images_to_tensor([str(path)], 32)
    assert from_array.shape == from_path.shape == (1, 3, 32, 32)
    diff = (from_array - from_path).abs()  # two bicubic resizes (torch's, Pillow's) of the same crop
    assert float(diff.mean()) < 0.01 and float(diff.max()) < 0.1
    assert float(from_array[0, :, :, :4].mean()) > 0.2  # the black margins are cropped away, not squeezed in
