"""GIF, APNG and MP4 files from a list of Pillow images, written atomically. Qt-free.

The suffix picks the format: `.gif` (Pillow), `.png` (animated PNG, Pillow; lossless) or `.mp4`
(H.264 through the optional `imageio-ffmpeg` wheel, which ships its own ffmpeg binary).
"""

from __future__ import annotations

import functools
import importlib.util
import io
import os
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from mlm_lab.errors import msg, words
from mlm_lab.export.sweep import ExportError

ANIMATION_SUFFIXES = {".gif": "GIF", ".png": "APNG", ".mp4": "MP4"}
MP4_MISSING = ("MP4 needs the optional imageio-ffmpeg package: pip install 'mlm-lab[mp4]' "
               "(or write a .gif or .png animation)")
MAX_FPS = 60
MIN_FPS = 0.1  # ten seconds a frame; an APNG stores a frame's delay in 16 bits of ms (at most 65.5 s)


def mp4_available() -> bool:
    return importlib.util.find_spec("imageio_ffmpeg") is not None


def animation_format(path: str | os.PathLike) -> str:
    """"GIF" | "APNG" | "MP4" for the path's suffix; ExportError for another suffix or a missing MP4 writer."""
    suffix = Path(path).suffix.lower()
    if suffix not in ANIMATION_SUFFIXES:
        raise ExportError(msg("an animation is written as .gif, .png (APNG) or .mp4, not {suffix_or_a_file_without}"
                              " ({path_path_name})",
                              suffix_or_a_file_without=suffix or words('a file without a suffix'),
                              path_path_name=Path(path).name))
    if suffix == ".mp4" and not mp4_available():
        raise ExportError(MP4_MISSING)
    return ANIMATION_SUFFIXES[suffix]


def check_writable(path: str | os.PathLike, what: str = words("file"), *, inputs: tuple = ()) -> Path:
    """The path, if `what` can be written there; else ExportError (one line). The one destination
    check of every output (mlm_lab.atomic.check_output_path): not a folder, its folder exists and is
    writable, none of `inputs` (the files the command reads), and a test write there succeeds (a full
    disk, a read-only mount); a name the system refuses (over 255 bytes, a NUL) is a message too."""
    from mlm_lab.atomic import check_output_path

    return check_output_path(path, what, inputs=inputs, error=ExportError)


def check_fps(fps: float) -> float:
    if not (MIN_FPS <= fps <= MAX_FPS):
        raise ExportError(msg("the frame rate must be from {min_fps:g} to {max_fps} frames a second, got {fps:g}",
                              min_fps=MIN_FPS, max_fps=MAX_FPS, fps=fps))
    return float(fps)


@functools.lru_cache(maxsize=8)
def _font(size: int):
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1: one small bitmap font
        return ImageFont.load_default()


def caption_band(height: int) -> int:
    """The height of the caption's band under a picture `height` pixels tall."""
    return max(12, height // 24) + 2 * max(4, height // 90) + 2


def caption_frame(image: Image.Image, text: str, size: tuple[int, int] | None = None) -> Image.Image:
    """The frame an animation shows: `image` with `text` in a dark band of its own under it, so the
    caption covers nothing the window shows (it sat over the status bar and the controls' corner).
    With `size` the frame is that size: the picture fitted above the band (letterboxed on white,
    aspect kept; not rescaled when it already fits one side). Without, the band is added under it."""
    picture = image.convert("RGB")
    band = caption_band(size[1] if size is not None else picture.height) if text else 0
    if size is not None:
        w, h = size
        room = (w, max(1, h - band))
        fitted = picture
        if picture.size != room and (picture.width > room[0] or picture.height > room[1]
                                     or (picture.width < room[0] and picture.height < room[1])):
            scale = min(room[0] / picture.width, room[1] / picture.height)
            fitted = picture.resize((max(1, round(picture.width * scale)), max(1, round(picture.height * scale))),
                                    Image.Resampling.LANCZOS)
        frame = Image.new("RGB", (w, h), (255, 255, 255))
        frame.paste(fitted, ((w - fitted.width) // 2, (room[1] - fitted.height) // 2))
    else:
        frame = Image.new("RGB", (picture.width, picture.height + band), (255, 255, 255))
        frame.paste(picture, (0, 0))
    if text:
        draw = ImageDraw.Draw(frame)
        top_of_band = frame.height - band
        draw.rectangle((0, top_of_band, frame.width, frame.height), fill=(20, 24, 30))
        font = _font(max(12, (size[1] if size is not None else picture.height) // 24))
        left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
        pad = max(4, frame.height // 90)
        y = top_of_band + (band - (bottom - top)) // 2 - top
        draw.text((pad * 2 - left, y), text, fill=(255, 255, 255), font=font)
    return frame


def encode_animation(frames: Sequence[Image.Image], fmt: str, fps: float) -> bytes:
    """The bytes of a GIF or APNG of `frames` (all one size) at `fps`, looping."""
    if not frames:
        raise ExportError(words("the animation has no frames"))
    duration = max(10, round(1000 / check_fps(fps)))  # ms a frame (GIF counts in 10 ms)
    buf = io.BytesIO()
    if fmt == "GIF":
        # one palette for the whole film (from a strip of every frame) keeps colours from flickering
        paletted = _quantized(frames)
        paletted[0].save(buf, format="GIF", save_all=True, append_images=paletted[1:], duration=duration,
                         loop=0, optimize=False, disposal=1)
    elif fmt == "APNG":
        rgb = [f.convert("RGB") for f in frames]
        rgb[0].save(buf, format="PNG", save_all=True, append_images=rgb[1:], duration=duration, loop=0,
                    default_image=False, compress_level=6)
    else:
        raise ExportError(msg("unknown animation format {fmt}", fmt=fmt))
    return buf.getvalue()


def _quantized(frames: Sequence[Image.Image]) -> list[Image.Image]:
    rgb = [f.convert("RGB") for f in frames]
    thumbs = [f.resize((max(1, f.width // 4), max(1, f.height // 4)), Image.Resampling.NEAREST) for f in rgb]
    strip = Image.new("RGB", (thumbs[0].width, sum(t.height for t in thumbs)))
    y = 0
    for t in thumbs:
        strip.paste(t, (0, y))
        y += t.height
    palette = strip.quantize(colors=255, method=Image.Quantize.MEDIANCUT)
    return [f.quantize(palette=palette, dither=Image.Dither.NONE) for f in rgb]


def write_animation(path: str | os.PathLike, frames: Sequence[Image.Image], fps: float = 8) -> Path:
    """Write `frames` (Pillow images, one size) as the animation the suffix names, atomically
    (a temporary name in the same folder, then a rename). Returns the path."""
    fmt = animation_format(path)
    path = check_writable(path)
    if not frames:
        raise ExportError(words("the animation has no frames"))
    if len({f.size for f in frames}) != 1:
        raise ExportError(words("the frames of an animation must all have one size"))
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp{path.suffix}")
    try:
        if fmt == "MP4":
            _write_mp4(tmp, frames, check_fps(fps))
        else:
            data = encode_animation(frames, fmt, fps)
            with open(tmp, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        raise ExportError(msg("cannot write {path}: {exc_strerror_or_exc}",
                              path=path, exc_strerror_or_exc=exc.strerror or exc)) from None
    finally:
        if tmp.exists():
            tmp.unlink()
    return path


def _write_mp4(path: Path, frames: Sequence[Image.Image], fps: float) -> None:
    import imageio_ffmpeg  # the optional extra: animation_format checked that it is there

    w, h = frames[0].size
    even = (w - w % 2, h - h % 2)  # H.264 in yuv420p wants even sides
    writer = imageio_ffmpeg.write_frames(str(path), even, fps=fps, codec="libx264", pix_fmt_out="yuv420p",
                                         quality=8, macro_block_size=1, ffmpeg_log_level="error")
    writer.send(None)  # start ffmpeg
    try:
        for frame in frames:
            rgb = frame.convert("RGB")
            if rgb.size != even:
                rgb = rgb.crop((0, 0, *even))
            writer.send(rgb.tobytes())
    finally:
        writer.close()
