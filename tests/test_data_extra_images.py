"""Extra pictures from a .npy array (e.g. the CIFAR-10 subset) trained on beside an image folder."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PIL import Image

from mlm_lab.data import image_sources as src
from mlm_lab.data.text_files import DataError
from mlm_lab.training.config import ConfigError, TrainConfig
from mlm_lab.training.data import build_image_data


def _folder_and_array(tmp_path, n_extra=30):
    rng = np.random.default_rng(3)
    photos = tmp_path / "photos"
    photos.mkdir()
    for i in range(4):
        Image.fromarray(rng.integers(0, 255, (70, 90, 3), dtype=np.uint8)).save(photos / f"p{i}.png")
    # each extra picture has its own flat colour, so a view tells which row it came from
    extra = np.zeros((n_extra, 8, 8, 3), dtype=np.uint8)
    extra[..., 0] = np.arange(n_extra, dtype=np.uint8)[:, None, None] * 5
    extra[..., 1] = 200
    path = tmp_path / "extra.npy"
    np.save(path, extra)
    return photos, path, extra


def test_extra_rows_are_held_to_the_first_n_and_take_the_asked_share_of_views(tmp_path):
    photos, path, extra = _folder_and_array(tmp_path)
    config = TrainConfig(task="image", data=str(photos), extra_images=str(path), extra_rows=20, extra_share=0.5)
    data = build_image_data(config)
    n_extra = len(data.pool) - data.whole_from
    assert n_extra == 20  # the last 10 rows (a held-out split) are never trained on
    assert data.whole_from % 3 == 0 and data.pool[0] is data.pool[3]  # 3 photos (one held out) repeated
    assert abs(n_extra / len(data.pool) - 0.5) < 0.1
    reds = {int(p[0, 0, 0]) for p in data.pool[data.whole_from:]}
    assert reds == {5 * i for i in range(20)}
    assert all(p.shape == (3, 32, 32) and p.dtype == torch.uint8 for p in data.pool[data.whole_from:])
    assert "20 pictures" in data.description and "taken whole" in data.description
    # an extra view is the whole (upscaled) picture, perhaps flipped: here a flat colour, exactly
    batch = data.train_batch(torch.tensor([data.whole_from + 7, 0]), torch.Generator().manual_seed(0))
    assert torch.allclose(batch[0, 0], torch.full((32, 32), 35 / 255)) and torch.allclose(batch[0, 1], torch.tensor(200 / 255))
    assert batch[1].std() > 0.05  # a photo view is a random crop of a noisy photo
    # a smaller share repeats the photos less
    fewer = build_image_data(config.replace(extra_share=0.2))
    assert (len(fewer.pool) - fewer.whole_from) / len(fewer.pool) < 0.3
    assert fewer.whole_from > data.whole_from


def test_extra_images_are_part_of_the_data_a_run_is_defined_by(tmp_path):
    photos, path, _ = _folder_and_array(tmp_path)
    config = TrainConfig(task="image", data=str(photos), extra_images=str(path), extra_rows=20)
    assert build_image_data(config).key != build_image_data(config.replace(extra_rows=10)).key
    assert TrainConfig.from_dict(config.to_dict()) == config


@pytest.mark.parametrize("fields, message", [
    (dict(task="text", extra_images="x.npy"), "extra_images is for image runs"),
    (dict(task="image", extra_share=1.0), "extra_share"),
    (dict(task="image", extra_share=0.0), "extra_share"),
    (dict(task="image", extra_rows=-1), "extra_rows"),
])
def test_bad_extra_settings_are_config_errors(fields, message):
    with pytest.raises(ConfigError, match=message):
        TrainConfig(**fields)


def test_bad_arrays_are_data_errors_and_never_unpickled(tmp_path):
    objects = tmp_path / "objects.npy"
    np.save(objects, np.array([{"a": 1}], dtype=object), allow_pickle=True)
    with pytest.raises(DataError, match="cannot read"):
        src.load_image_array(objects, size=16)
    floats = tmp_path / "floats.npy"
    np.save(floats, np.zeros((2, 8, 8, 3), dtype=np.float32))
    with pytest.raises(DataError, match="expected uint8 pictures"):
        src.load_image_array(floats, size=16)
    grey = tmp_path / "grey.npy"
    np.save(grey, np.zeros((2, 8, 8), dtype=np.uint8))
    with pytest.raises(DataError, match="expected uint8 pictures"):
        src.load_image_array(grey, size=16)
    (tmp_path / "text.npy").write_text("not numpy")
    with pytest.raises(DataError, match="cannot read"):
        src.load_image_array(tmp_path / "text.npy", size=16)
    np.save(tmp_path / "two.npy", np.zeros((2, 8, 8, 3), dtype=np.uint8))
    with pytest.raises(DataError, match="fewer than the 5"):
        src.load_image_array(tmp_path / "two.npy", rows=5, size=16)


def test_upscaling_keeps_a_smooth_picture_close(tmp_path):
    ramp = np.tile(np.linspace(0, 255, 16, dtype=np.float32)[None, :, None], (16, 1, 3)).astype(np.uint8)
    np.save(tmp_path / "ramp.npy", ramp[None])
    (big,) = src.load_image_array(tmp_path / "ramp.npy", size=48)
    row = big[0, 24].float()
    assert big.shape == (3, 48, 48)
    assert bool((row[1:] >= row[:-1] - 1).all()) and row[0] < 20 and row[-1] > 235


def test_training_and_the_probe_upscale_pictures_the_same_way(tmp_path):
    from mlm_lab.features.image import images_to_tensor

    pictures = np.random.default_rng(5).integers(0, 256, (3, 32, 32, 3), dtype=np.uint8)
    np.save(tmp_path / "p.npy", pictures)
    trained = torch.stack(src.load_image_array(tmp_path / "p.npy", size=96)).float() / 255.0
    probed = images_to_tensor(pictures, 96)
    assert probed.shape == trained.shape == (3, 3, 96, 96)
    # the same pixels up to the uint8 rounding of the training pool; a different resize
    # (bilinear, or no antialiasing) is off by far more on random pixels
    assert float((trained - probed).abs().max()) <= 0.5 / 255 + 1e-6
    bilinear = torch.nn.functional.interpolate(torch.from_numpy(pictures).permute(0, 3, 1, 2).float() / 255,
                                               size=(96, 96), mode="bilinear", antialias=True)
    assert float((trained - bilinear).abs().max()) > 0.05


@pytest.mark.parametrize("make, fragment", [
    (lambda d: d / "missing.npy", "no such file or folder"),
    (lambda d: (np.save(d / "f.npy", np.zeros((2, 8, 8, 3), np.float32)), d / "f.npy")[1], "expected uint8 pictures"),
])
def test_cli_refuses_bad_extra_images_with_one_line(tmp_path, capsys, make, fragment):
    from mlm_lab.cli import main

    photos, _, _ = _folder_and_array(tmp_path)
    with pytest.raises(SystemExit) as exit_:
        main(["train", "image", "--data", str(photos), "--extra-images", str(make(tmp_path)), "--steps", "1",
              "--runs-dir", str(tmp_path / "runs")])
    code = exit_.value.code
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and fragment in err[0] and "Traceback" not in err[0]
