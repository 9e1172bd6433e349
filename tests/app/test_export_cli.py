"""`mlm-lab animate` and `mlm-lab screenshot --out view.svg|.pdf|.html`: the real window offscreen;
bad requests exit 2 with one line on stderr, before any window opens."""

from __future__ import annotations

import re
import sys

import pytest
from PIL import Image, ImageChops

from mlm_lab.cli import main


def _ok(capsys, monkeypatch, tmp_path, *args):
    """The command in this process (the test session's QApplication; no second torch import)."""
    monkeypatch.setenv("MLM_LAB_SETTINGS", str(tmp_path / "user-settings.ini"))
    assert main(list(args)) == 0
    out = capsys.readouterr()
    assert not (tmp_path / "user-settings.ini").exists()  # the user's settings are left alone
    return out.out


def test_animate_a_ratio_sweep_as_apng(qapp, capsys, monkeypatch, tmp_path, text_model_dir, image_model_dir):
    out = tmp_path / "sweep.png"
    said = _ok(capsys, monkeypatch, tmp_path, "animate", "--tab", "image", "--sweep", "image.ratio=0:0.5:0.25",
               "--out", str(out), "--size", "480x300", "--fps", "5", "--text-model", str(text_model_dir),
               "--image-model", str(image_model_dir))
    assert "3 frames" in said and "mask ratio 0 % .. mask ratio 50 %" in said
    with Image.open(out) as film:
        assert film.format == "PNG" and film.n_frames == 3 and film.size == (480, 300)
        frames = []
        for i in range(3):
            film.seek(i)
            frames.append(film.convert("RGB"))
    assert ImageChops.difference(frames[0], frames[2]).getbbox() is not None


def test_screenshot_writes_svg_and_html(qapp, capsys, monkeypatch, tmp_path, text_model_dir, image_model_dir):
    models = ["--text-model", str(text_model_dir), "--image-model", str(image_model_dir), "--size", "1000x700"]
    svg = tmp_path / "view.svg"
    assert "wrote" in _ok(capsys, monkeypatch, tmp_path, "screenshot", "--tab", "text", "--out", str(svg), *models)
    text = svg.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<text" in text and "[MASK]" in text
    page = tmp_path / "view.html"
    _ok(capsys, monkeypatch, tmp_path, "screenshot", "--tab", "text", "--out", str(page), *models)
    html = page.read_text(encoding="utf-8")
    assert not re.search(r"https?://", html) and html.count("<img ") == 20 and "[MASK]" in html


def _fails(capsys, *args):
    with pytest.raises(SystemExit) as exit_info:
        main(list(args))
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_bad_animations_exit_2_with_one_line(tmp_path, capsys, monkeypatch):
    out = str(tmp_path / "a.gif")
    assert "gives no frames" in _fails(capsys, "animate", "--tab", "image", "--sweep", "image.ratio=0.5:0.1:0.1",
                                       "--out", out)
    assert "no numeric field 'zoom'" in _fails(capsys, "animate", "--sweep", "image.zoom=0:1:0.1", "--out", out)
    assert "out of range" in _fails(capsys, "animate", "--sweep", "image.ratio=0:1:0.1", "--out", out)
    assert "does not exist" in _fails(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.1",
                                      "--out", str(tmp_path / "no" / "a.gif"))
    assert "not .avi" in _fails(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.1", "--out", "a.avi")
    assert "--fps: must be a number from 0.1 to 60" in _fails(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.1", "--out", out,
                                                               "--fps", "0")
    assert "no such run folder" in _fails(capsys, "animate", "--tab", "text", "--run", str(tmp_path / "r"),
                                          "--out", out)
    (tmp_path / "empty-run").mkdir()
    assert "no checkpoints" in _fails(capsys, "animate", "--tab", "text", "--run", str(tmp_path / "empty-run"),
                                      "--out", out)
    assert "not image" in _fails(capsys, "animate", "--tab", "image", "--rounds", "--out", out)
    assert "--tab is required" in _fails(capsys, "animate", "--seeds", "0:3", "--out", out)
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # as on a machine without the mp4 extra
    assert "pip install 'mlm-lab[mp4]'" in _fails(capsys, "animate", "--sweep", "image.ratio=0:0.5:0.1",
                                                  "--out", str(tmp_path / "a.mp4"))
    assert "must name a .png, .svg, .pdf or .html file" in _fails(capsys, "screenshot", "--tab", "text",
                                                                  "--out", str(tmp_path / "view.eps"))
    assert list(tmp_path.iterdir()) == [tmp_path / "empty-run"]  # nothing written
