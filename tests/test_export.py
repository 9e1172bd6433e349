"""The Qt-free exports: sweeps checked against the lab state, GIF / APNG / MP4 files from
Pillow images, and the self-contained web page."""

from __future__ import annotations

import io
import os
import re

import pytest
from PIL import Image, ImageChops

from mlm_lab.export import (
    ExportError,
    ImageFrame,
    TextChip,
    WebPage,
    animation_format,
    caption_band,
    caption_frame,
    parse_seeds,
    parse_sweep,
    render_web_page,
    rounds_sweep,
    write_animation,
    write_web_page,
)
from mlm_lab.export.animation import mp4_available


def test_ratio_sweep_has_twenty_checked_values():
    sweep = parse_sweep("image.ratio=0:0.95:0.05", tab="image")
    assert len(sweep) == 20
    assert sweep.values[0] == 0.0 and sweep.values[-1] == 0.95
    assert sweep.values[3] == 0.15  # no 0.15000000000000002
    assert sweep.captions[15] == "mask ratio 75 %"


def test_integer_sweep_and_seeds():
    sweep = parse_sweep("features.layer=0:3", tab="features")
    assert sweep.values == (0, 1, 2, 3) and sweep.captions[2] == "layer 2"
    seeds = parse_seeds("0:10", "image")
    assert seeds.values == tuple(range(11)) and seeds.field == "seed"
    assert rounds_sweep("generate", 4).values == (1, 2, 3, 4)


@pytest.mark.parametrize("spec, words", [
    ("image.ratio=0:1.2:0.1", "out of range"),  # past the field's 0.95
    ("image.ratio=-0.1:0.5:0.1", "out of range"),
    ("image.zoom=0:1:0.1", "no numeric field 'zoom'"),
    ("image.strategy=0:1:0.1", "no numeric field 'strategy'"),
    ("picture.ratio=0:1:0.1", "no tab 'picture'"),
    ("image.ratio=0.5:0.1:0.1", "gives no frames"),
    ("image.ratio=0:0.5:0", "step must not be 0"),
    ("image.ratio=0:0.5", "needs a step"),
    ("image.ratio", "must look like"),
    ("image.ratio=a:b:c", "must be numbers"),
    ("image.seed=0:2.5", "whole numbers"),
    ("text.mask_prob=0:0.5:0.1", "frames show the image tab"),
])
def test_bad_sweeps_name_the_problem(spec, words):
    with pytest.raises(ExportError, match=re.escape(words)):
        parse_sweep(spec, tab="image")


def test_bad_seeds_and_rounds():
    with pytest.raises(ExportError, match="no seed"):
        parse_seeds("0:3", "training")
    with pytest.raises(ExportError, match="gives no frames"):
        parse_seeds("5:1:1", "text")
    with pytest.raises(ExportError, match="0 frames"):
        rounds_sweep("generate", 0)


def _frames(n=3, size=(64, 48)):
    return [Image.new("RGB", size, (40 * i, 255 - 60 * i, 90)) for i in range(n)]


@pytest.mark.parametrize("suffix, fmt", [(".gif", "GIF"), (".png", "PNG")])
def test_gif_and_apng_hold_every_frame(tmp_path, suffix, fmt):
    out = write_animation(tmp_path / f"film{suffix}", _frames(), fps=5)
    with Image.open(out) as film:
        assert film.format == fmt
        assert film.n_frames == 3
        assert film.info.get("duration") == 200
        firsts = []
        for i in range(3):
            film.seek(i)
            firsts.append(film.convert("RGB").getpixel((10, 10)))
    assert len(set(firsts)) == 3  # every frame is its own picture
    assert [p.name for p in tmp_path.iterdir()] == [f"film{suffix}"]  # no temporary file left


def test_mp4(tmp_path):
    if not mp4_available():
        with pytest.raises(ExportError, match=r"imageio-ffmpeg.*mlm-lab\[mp4\]"):
            animation_format(tmp_path / "film.mp4")
        pytest.skip("imageio-ffmpeg is not installed: checked the message instead")
    out = write_animation(tmp_path / "film.mp4", _frames(6, (65, 49)), fps=6)
    data = out.read_bytes()
    assert data[4:8] == b"ftyp" and len(data) > 500


def test_animation_refusals(tmp_path):
    with pytest.raises(ExportError, match=r"\.gif, \.png \(APNG\) or \.mp4, not \.avi"):
        write_animation(tmp_path / "film.avi", _frames())
    with pytest.raises(ExportError, match="no frames"):
        write_animation(tmp_path / "film.gif", [])
    with pytest.raises(ExportError, match="does not exist"):
        write_animation(tmp_path / "nowhere" / "film.gif", _frames())
    with pytest.raises(ExportError, match="is a folder"):
        write_animation(_folder_named(tmp_path), _frames())
    with pytest.raises(ExportError, match="frame rate"):
        write_animation(tmp_path / "film.gif", _frames(), fps=0)
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(ExportError, match="permission denied"):
            write_animation(locked / "film.gif", _frames())
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in tmp_path.iterdir()
                                                                if not p.name.startswith("."))


def _folder_named(tmp_path):
    folder = tmp_path / "a.gif"
    folder.mkdir()
    return folder


def test_the_caption_has_a_band_of_its_own_and_covers_nothing_of_the_picture():
    base = Image.new("RGB", (200, 100), (200, 220, 240))
    base.paste((0, 120, 0), (150, 90, 200, 100))  # the window's bottom corner (its status bar), drawn
    captioned = caption_frame(base, "mask ratio 50 %")
    band = caption_band(100)
    assert captioned.size == (200, 100 + band)
    assert ImageChops.difference(captioned.crop((0, 0, 200, 100)), base).getbbox() is None  # every pixel kept
    strip = captioned.crop((0, 100, 200, 100 + band))
    assert strip.getpixel((199, band // 2)) == (20, 24, 30)  # dark across the whole width
    assert max(p[0] for p in strip.getdata()) > 200  # the words, in white
    fitted = caption_frame(base, "", (160, 120))
    assert fitted.size == (160, 120)
    assert fitted.getpixel((80, 5)) == (255, 255, 255)  # letterboxed: the aspect is kept
    sized = caption_frame(base, "seed 3", (400, 300))
    assert sized.size == (400, 300)
    band = caption_band(300)
    # the picture fitted above the band: its bottom-right corner (green) is whole and above the band
    above = sized.crop((0, 0, 400, 300 - band))
    greens = [(x, y) for y in range(above.height) for x in range(0, 400, 4) if above.getpixel((x, y)) == (0, 120, 0)
              or (abs(above.getpixel((x, y))[1] - 120) < 10 and above.getpixel((x, y))[0] < 10)]
    assert greens and max(y for _, y in greens) < 300 - band
    assert sized.getpixel((399, 300 - band // 2)) == (20, 24, 30)


def _page(frames=3):
    chips = [TextChip("[CLS]", state="special", background="#59636e", color="#ffffff"),
             TextChip("[MASK]", sub="fox", state="mask", background="#d1495b", color="#fff",
                      top=[("fox", 0.42), ("dog", 0.2), ("cat", 0.1), ("<b>", 0.05), ("owl", 0.01)]),
             TextChip("jumps")]
    pictures = []
    for i in range(frames):
        buf = io.BytesIO()
        Image.new("RGB", (8, 8), (30 * i, 0, 0)).save(buf, format="PNG")
        pictures.append(ImageFrame(f"mask ratio {i * 5} %", buf.getvalue()))
    return WebPage(title="Talk", sentence="the quick fox jumps", strategy="Random (BERT)", explanation="Each token...",
                   metrics="<b>top-1</b> 1/1", chips=chips, legend=[("replaced by [MASK]", "#d1495b", "#fff", "tip")],
                   frames=pictures, start=1)


def test_web_page_is_self_contained(tmp_path):
    out = write_web_page(tmp_path / "view.html", _page())
    text = out.read_text(encoding="utf-8")
    assert not re.search(r"https?://|//cdn|<link|@import|src=\"(?!data:)", text)
    assert text.count('<span class="chip"') == 3 and "[MASK]" in text and "fox <i>42.0 %</i>" in text
    assert "&lt;b&gt;" in text  # a token is text, never markup
    assert text.count("<img ") == 3 and text.count(" hidden src=") == 2  # frame 1 shown, the others hidden
    assert 'max="2"' in text and 'value="1"' in text
    assert "replaced by [MASK]" in text and "Each token..." in text and "top-1 1/1" in text


def test_web_page_refusals(tmp_path):
    with pytest.raises(ExportError, match="as .html"):
        write_web_page(tmp_path / "view.txt", _page())
    with pytest.raises(ExportError, match="empty"):
        write_web_page(tmp_path / "view.html", WebPage())
    assert "<img" not in render_web_page(_page(0))
