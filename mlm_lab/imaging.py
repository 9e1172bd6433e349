"""Reading user images safely: any mode to RGB, first frame, a size limit before decoding."""

from __future__ import annotations

import io
import os
import warnings
from pathlib import Path

import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from mlm_lab.errors import msg, words

MAX_PIXELS = 50_000_000  # images over 50 megapixels are refused before decoding


MAX_SHOWN_NAME = 120  # a file name in a message is cut to this many characters


class ImageError(ValueError):
    """An image that cannot be used; the message says why."""


# characters that reorder the text around them (a name "photo\u202egnp.txt" shows as "photo‮txt.png")
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _escaped(ch: str) -> bool:
    return (ch < " " or ch == "\x7f" or "\u2028" <= ch <= "\u2029" or ch in _BIDI_CONTROLS
            or "\ud800" <= ch <= "\udfff")  # a lone surrogate: a name's bytes that are not UTF-8


def shown_name(name: str | os.PathLike, limit: int = MAX_SHOWN_NAME) -> str:
    """A file name or path as a one-line message shows it: control characters (a newline, a tab,
    an escape), the bidirectional controls that would show a name reversed (U+202E) and the
    bytes of a name that are not UTF-8 written as escapes (\\n, \\t, \\x1b, \\u202e, \\udce9),
    never acted on; a long name cut in the middle."""
    text = os.fspath(name)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if any(_escaped(ch) for ch in text):
        text = "".join(ch.encode("unicode_escape").decode("ascii") if _escaped(ch) else ch for ch in text)
    if len(text) > limit:
        keep = (limit - 1) // 2
        text = f"{text[:keep]}…{text[-keep:]}"
    return text


MAX_SHOWN_WORD = 80  # a run of characters without a space (a path, a name) longer than this is cut in a message


def shown_message(text: str, limit: int = 600, word: int = MAX_SHOWN_WORD) -> str:
    """A message as one line (its control characters escaped, as `shown_name`): the long names in
    it (runs without a space: paths, file and folder names) are cut in their middle, so the
    sentence around them, the reason, stays whole. Only a message still over `limit` characters
    then (a reason that long) is ended with … at its end, never cut in the middle."""
    import re

    text = shown_name(str(text), limit=len(str(text)) * 8 + 8)  # the escapes only
    text = re.sub(rf"\S{{{word + 1},}}", lambda m: shown_name(m.group(0), limit=word), text)
    if len(text) > limit:
        text = text[:limit - 1].rstrip() + "…"
    return text


def _is_file(path: Path) -> bool:
    """Path.is_file, with a name the system refuses (over 255 bytes, a NUL) as no file."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def load_image(source, *, max_pixels: int = MAX_PIXELS) -> np.ndarray:
    """A path, bytes, PIL image or HxW(xC) array -> HxWx3 float32 RGB in [0, 1]."""
    if isinstance(source, np.ndarray):
        return _array_to_rgb(source)
    if isinstance(source, Image.Image):
        return _pil_to_rgb(source)
    if isinstance(source, (bytes, bytearray)):
        return _open_and_convert(io.BytesIO(source), "the image data", max_pixels)
    if isinstance(source, (str, os.PathLike)):
        path = load_image_path_check(source)
        return _open_and_convert(path, shown_name(path.name), max_pixels)
    raise ImageError(msg("cannot read an image from a {type_source_name}", type_source_name=type(source).__name__))


def load_image_path_check(source: str | os.PathLike) -> Path:
    """The cheap part of load_image for a path: it names a file that exists (ImageError, the
    name shown escaped, when not)."""
    path = Path(source)
    if not _is_file(path):
        raise ImageError(msg("{not_a_file_path}{too_long_path}",
                             not_a_file_path=_not_a_file(path), too_long_path=_too_long(path)))
    return path


def _not_a_file(path: Path) -> str:
    """Why `path` is not a file to read, in words: no such file, a folder, a link to itself or
    to nothing, a device or a named pipe (never opened: reading a pipe would wait forever)."""
    import errno
    import stat

    shown = shown_name(path)
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return f"{shown} is a link that leads back to itself (a loop), not an image file"
        if exc.errno == errno.ENOENT and os.path.islink(path):
            return f"{shown} is a link to a file that is not there"
        return msg("no such {what}: {shown_path}", what=words("image file"), shown_path=shown)
    except ValueError:  # a NUL in the name
        return msg("no such {what}: {shown_path}", what=words("image file"), shown_path=shown)
    if stat.S_ISDIR(mode):
        return f"{shown} is a folder, not an image file"
    return f"{shown} is not a regular file (a device, a named pipe or a socket), not an image file"


def check_picture_file(source: str | os.PathLike, *, max_pixels: int = MAX_PIXELS) -> Path:
    """A file that exists and whose header is a picture's within the size limit, read without
    decoding the pixels (cheap: a lesson checks every step's picture when it is opened).
    ImageError naming the file otherwise."""
    path = load_image_path_check(source)
    name = shown_name(path.name)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as img:
                w, h = img.size
    except UnidentifiedImageError:
        raise ImageError(msg("{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)", name=name)) from None
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
        raise ImageError(msg("{name} could not be decoded ({exc})", name=name, exc=exc)) from None
    if w * h > max_pixels:
        raise ImageError(msg("{name} is {w}x{h} ({w_h_1000000_0:.0f} megapixels); the limit is {max_pixels_1000000_0:.0f}",
                             name=name, w=w, h=h, w_h_1000000_0=w * h / 1000000.0,
                             max_pixels_1000000_0=max_pixels / 1000000.0))
    return path


def _too_long(path: Path) -> str:
    """Why a name cannot be a file, when the reason is its length (most systems: 255 bytes a name)."""
    longest = max((len(os.fsencode(part)) for part in path.parts), default=0)
    return f" (a name of {longest} bytes; file names are at most 255)" if longest > 255 else ""


def _open_and_convert(file, name: str, max_pixels: int) -> np.ndarray:
    try:
        with warnings.catch_warnings():  # the size check below answers for itself, in one line
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            return _open_checked(file, name, max_pixels)
    except ImageError:
        raise
    except UnidentifiedImageError:
        raise ImageError(msg("{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)", name=name)) from None
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
        raise ImageError(msg("{name} could not be decoded ({exc})", name=name, exc=exc)) from None


def _open_checked(file, name: str, max_pixels: int) -> np.ndarray:
    with Image.open(file) as img:  # reads the header only
        w, h = img.size
        if w * h > max_pixels:
            raise ImageError(msg("{name} is {w}x{h} ({w_h_1000000_0:.0f} megapixels); the limit is {max_pixels_1000000_0:.0f}",
                                 name=name, w=w, h=h, w_h_1000000_0=w * h / 1000000.0,
                                 max_pixels_1000000_0=max_pixels / 1000000.0))
        img.seek(0)  # first frame of an animation
        img.load()
        return _pil_to_rgb(img)


def _pil_to_rgb(img: Image.Image) -> np.ndarray:
    try:
        img = ImageOps.exif_transpose(img)
    except Exception:  # a broken EXIF block is not worth refusing the picture
        pass
    mode = img.mode
    if mode in ("I;16", "I;16B", "I;16L", "I;16N", "I"):
        arr = np.asarray(img, dtype=np.float64)
        top = 65535.0 if mode.startswith("I;16") or arr.max() > 255 else 255.0
        return _array_to_rgb((np.clip(arr / top, 0, 1)).astype(np.float32))
    if mode == "F":
        arr = np.asarray(img, dtype=np.float32)
        lo, hi = float(arr.min()), float(arr.max())
        return _array_to_rgb((arr - lo) / (hi - lo) if hi > lo else np.zeros_like(arr))
    if mode in ("RGBA", "LA", "PA") or (mode == "P" and "transparency" in img.info):
        rgba = img.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        img = Image.alpha_composite(white, rgba)
    return np.asarray(img.convert("RGB"), dtype=np.float32) / 255.0


def _array_to_rgb(arr: np.ndarray) -> np.ndarray:
    arr = np.asarray(arr)
    if arr.ndim == 2:
        arr = arr[:, :, None]
    if arr.ndim != 3 or arr.shape[2] not in (1, 3, 4) or min(arr.shape[:2]) < 1:
        raise ImageError(msg("an image array must be HxW, HxWx1, HxWx3 or HxWx4, got shape {arr_shape}",
                             arr_shape=arr.shape))
    if arr.dtype == np.uint8:
        arr = arr.astype(np.float32) / 255.0
    elif arr.dtype == np.uint16:
        arr = arr.astype(np.float32) / 65535.0
    else:
        arr = arr.astype(np.float32)
        if arr.size and arr.max() > 1.0:
            arr = arr / 255.0
    if arr.shape[2] == 1:
        arr = np.repeat(arr, 3, axis=2)
    elif arr.shape[2] == 4:
        alpha = arr[:, :, 3:4]
        arr = arr[:, :, :3] * alpha + (1.0 - alpha)
    return np.clip(arr, 0.0, 1.0)


def crop_resize_square(rgb: np.ndarray, size: int) -> np.ndarray:
    """Centre-crop to a square, then resize to size x size (bicubic): a photo keeps its proportions.
    HxWx3 -> size x size x 3. (`data.image_sources.stretch_resize_square` resizes a batch of
    tensors without cropping; features.image crops before it, so both give the same picture.)"""
    h, w = rgb.shape[:2]
    side = min(h, w)
    top, left = (h - side) // 2, (w - side) // 2
    crop = rgb[top : top + side, left : left + side]
    img = Image.fromarray((np.clip(crop, 0, 1) * 255 + 0.5).astype(np.uint8))
    img = img.resize((size, size), Image.Resampling.BICUBIC)
    return np.asarray(img, dtype=np.float32) / 255.0


