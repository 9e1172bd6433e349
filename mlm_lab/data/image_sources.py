"""Photos to train on: any folder of images (recursive) and the sample photos inside
scikit-image, kept in memory at a modest size and cut into random crops on demand.

Every picture is read with `mlm_lab.imaging.load_image` (any mode to RGB, size limit
before decoding); files that cannot be read are skipped and counted, never fatal.
"""

from __future__ import annotations

import math
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

from mlm_lab.data.text_files import DataError, is_within
from mlm_lab.errors import msg, words
from mlm_lab.imaging import ImageError, load_image

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".tif", ".tiff", ".webp", ".ppm", ".pgm", ".pbm")

# Colour and grey photographs that ship inside scikit-image (no download needed).
# Two are held out for evaluation: the cat and the coins never appear in training.
SAMPLE_TRAIN = ("astronaut", "coffee", "rocket", "hubble_deep_field", "immunohistochemistry", "retina",
                "camera", "moon", "brick", "grass", "gravel", "clock", "cell")
SAMPLE_EVAL = ("chelsea", "coins")


@dataclass
class LoadedImages:
    images: list[np.ndarray]  # HxWx3 uint8 each, shorter side scaled to at most `short_side`
    names: list[str]
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (file, reason)


def find_image_files(path: str | os.PathLike, *, exclude: str | os.PathLike | None = None) -> list[Path]:
    """An image file, or every file with an image suffix under a folder (recursive, sorted),
    leaving out those within `exclude` (a held-out file or folder)."""
    path = Path(path)
    if not path.exists():
        raise DataError(msg("no such file or folder: {path}", path=path))
    if path.is_file():
        if is_within(path, exclude):
            raise DataError(msg("{path} is the held-out image itself: nothing is left to train on", path=path))
        return [path]
    files = sorted(p for p in path.rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES and p.is_file()
                   and not is_within(p, exclude))
    if not files:
        where = f"{path} outside {exclude}" if exclude else str(path)
        raise DataError(msg("no image files ({join_image_suffixes_4}, ...) in {where}",
                            join_image_suffixes_4=', '.join(IMAGE_SUFFIXES[:4]), where=where))
    return files


def shrink(rgb: np.ndarray, short_side: int) -> np.ndarray:
    """HxWx3 float in [0, 1] or uint8 -> uint8 with the shorter side at most `short_side`."""
    arr = rgb if rgb.dtype == np.uint8 else (np.clip(rgb, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)
    h, w = arr.shape[:2]
    scale = short_side / min(h, w)
    if scale >= 1.0:
        return np.ascontiguousarray(arr)
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return np.asarray(Image.fromarray(arr).resize(size, Image.Resampling.BICUBIC, reducing_gap=3.0))


def load_image_folder(path: str | os.PathLike, *, short_side: int, threads: int = 2,
                      exclude: str | os.PathLike | None = None) -> LoadedImages:
    """Read every image under `path` (but not within `exclude`); unreadable ones are skipped and listed."""
    files = find_image_files(path, exclude=exclude)
    root = Path(path)

    def read(file: Path):
        try:
            return shrink(load_image(file), short_side), None
        except (ImageError, OSError, ValueError, MemoryError) as exc:
            return None, str(exc) or type(exc).__name__

    with ThreadPoolExecutor(max_workers=max(1, threads)) as pool:
        results = list(pool.map(read, files))
    loaded = LoadedImages([], [])
    for file, (img, error) in zip(files, results, strict=True):
        name = str(file.relative_to(root)) if root.is_dir() else file.name
        if img is None:
            loaded.skipped.append((name, error))
        else:
            loaded.images.append(img)
            loaded.names.append(name)
    if not loaded.images:
        raise DataError(msg("no readable images in {path} ({len_loaded_skipped} file(s) could not be decoded)",
                            path=path, len_loaded_skipped=len(loaded.skipped)))
    return loaded


def sample_photos(names=SAMPLE_TRAIN, *, short_side: int = 256) -> LoadedImages:
    """scikit-image's sample photos by name (grey ones become RGB)."""
    import skimage.data

    loaded = LoadedImages([], [])
    for name in names:
        try:
            raw = getattr(skimage.data, name)()
            loaded.images.append(shrink((load_image(np.asarray(raw)) * 255.0 + 0.5).astype(np.uint8), short_side))
            loaded.names.append(name)
        except Exception as exc:  # a photo missing from this scikit-image install
            loaded.skipped.append((name, str(exc).splitlines()[0] if str(exc) else type(exc).__name__))
    if not loaded.images:
        raise DataError(words("scikit-image's sample photos are not available"))
    return loaded


def stretch_resize_square(x: torch.Tensor, size: int) -> torch.Tensor:
    """[B, 3, h, w] float in [0, 1] -> [B, 3, size, size], bicubic (antialiased), clamped to
    [0, 1]; unchanged when already that size. A picture that is not square is stretched, not
    cropped (`imaging.crop_resize_square` crops). The one resize of whole pictures that both the
    training's extra pictures and the probe's CIFAR-10 images go through."""
    if x.shape[-2:] == (size, size):
        return x
    return F.interpolate(x, size=(size, size), mode="bicubic", align_corners=False, antialias=True).clamp(0, 1)


def load_image_array(path: str | os.PathLike, *, rows: int = 0, size: int) -> list[torch.Tensor]:
    """A .npy file of uint8 pictures [N, H, W, 3] (read without pickle) -> its first `rows`
    rows (0 = all) as [3, size, size] uint8 tensors, resized bicubic (antialiased)."""
    path = Path(path)
    try:
        arr = np.load(path, mmap_mode="r", allow_pickle=False)
    except (OSError, ValueError) as e:
        raise DataError(msg("cannot read {path} as a .npy array of pictures: {e}", path=path, e=e)) from None
    if arr.dtype != np.uint8 or arr.ndim != 4 or arr.shape[-1] != 3 or not arr.shape[0]:
        raise DataError(msg("{path} holds {arr_dtype} {tuple_arr_shape}: expected uint8 pictures [N, H, W, 3]",
                            path=path, arr_dtype=arr.dtype, tuple_arr_shape=tuple(arr.shape)))
    if rows > arr.shape[0]:
        raise DataError(msg("{path} has {arr_shape_0} pictures, fewer than the {rows} asked for",
                            path=path, arr_shape_0=arr.shape[0], rows=rows))
    chosen = arr[: rows or arr.shape[0]]
    out: list[torch.Tensor] = []
    for start in range(0, chosen.shape[0], 512):
        x = torch.from_numpy(np.array(chosen[start : start + 512])).permute(0, 3, 1, 2).float() / 255.0
        out.extend((stretch_resize_square(x, size) * 255.0 + 0.5).to(torch.uint8))
    return [t.contiguous() for t in out]


def to_chw(img: np.ndarray) -> torch.Tensor:
    """HxWx3 uint8 -> [3, H, W] uint8 tensor."""
    return torch.from_numpy(np.array(img, dtype=np.uint8, copy=True)).permute(2, 0, 1).contiguous()


def resized_crop(img: torch.Tensor, top: int, left: int, h: int, w: int, size: int) -> torch.Tensor:
    """[3, H, W] uint8 -> [3, size, size] float in [0, 1] (bilinear, antialiased)."""
    crop = img[:, top : top + h, left : left + w].float().unsqueeze(0) / 255.0
    if crop.shape[-2:] != (size, size):
        crop = F.interpolate(crop, size=(size, size), mode="bilinear", antialias=True, align_corners=False)
    return crop[0].clamp_(0.0, 1.0)


def random_resized_crop(
    img: torch.Tensor,
    size: int,
    generator: torch.Generator,
    *,
    scale: tuple[float, float] = (0.2, 1.0),
    ratio: tuple[float, float] = (3 / 4, 4 / 3),
    flip: bool = True,
) -> torch.Tensor:
    """A random crop of area `scale` x the picture and aspect `ratio`, resized to size x size,
    flipped left-right half of the time (as torchvision's RandomResizedCrop + flip).
    Every draw comes from `generator`, so a batch is reproducible. [3, H, W] uint8 -> float."""
    _, H, W = img.shape
    area = H * W
    top, left, h, w = 0, 0, H, W
    for _ in range(10):
        u = torch.rand(4, generator=generator).tolist()
        target = area * (scale[0] + u[0] * (scale[1] - scale[0]))
        aspect = math.exp(math.log(ratio[0]) + u[1] * (math.log(ratio[1]) - math.log(ratio[0])))
        cw, ch = int(round(math.sqrt(target * aspect))), int(round(math.sqrt(target / aspect)))
        if 0 < cw <= W and 0 < ch <= H:
            top, left, h, w = int(u[2] * (H - ch + 1)), int(u[3] * (W - cw + 1)), ch, cw
            break
    else:  # fall back to the largest centred square
        side = min(H, W)
        top, left, h, w = (H - side) // 2, (W - side) // 2, side, side
    out = resized_crop(img, top, left, h, w, size)
    if flip and bool(torch.rand((), generator=generator) < 0.5):
        out = out.flip(-1)
    return out


def center_square(img: torch.Tensor, size: int) -> torch.Tensor:
    """The largest centred square, resized: [3, H, W] uint8 -> [3, size, size] float."""
    _, H, W = img.shape
    side = min(H, W)
    return resized_crop(img, (H - side) // 2, (W - side) // 2, side, side, size)
