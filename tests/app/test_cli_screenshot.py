"""`mlm-lab screenshot`: the real window rendered offscreen to a PNG; bad arguments exit 2 with one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image


def _run(args, tmp_path, timeout=240):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MLM_LAB_SETTINGS": str(tmp_path / "user-settings.ini")}
    return subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_screenshot_of_the_image_tab_from_a_lab_file(tmp_path, text_model_dir, image_model_dir):
    state = {
        "format": "mlm-lab-state", "version": 1, "tab": "text",
        "models": {"text": str(text_model_dir), "image": str(image_model_dir)},
        "image": {"source": "sample:coffee", "strategy": "center", "ratio": 0.5, "seed": 0},
    }
    lab = tmp_path / "lesson.mlmlab"
    lab.write_text(json.dumps(state))
    out = tmp_path / "shot.png"
    result = _run(["--tab", "image", "--out", str(out), "--state", str(lab), "--size", "1000x700"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    with Image.open(out) as img:
        assert img.size == (1000, 700)
        pixels = np.asarray(img.convert("RGB"))
    assert pixels.std() > 10  # a real picture, not a blank window
    assert not (tmp_path / "user-settings.ini").exists()  # the user's settings are left alone


def test_without_tab_the_state_chooses_it_and_a_mistyped_setting_is_warned_of(tmp_path, text_model_dir,
                                                                               image_model_dir):
    state = {"format": "mlm-lab-state", "version": 1, "tab": "image",
             "models": {"text": str(text_model_dir), "image": str(image_model_dir)},
             "image": {"source": "sample:coffee", "ratoi": 0.5}}
    lab = tmp_path / "typo.mlmlab"
    lab.write_text(json.dumps(state))
    out = tmp_path / "shot.png"
    result = _run(["--out", str(out), "--state", str(lab), "--size", "1000x700"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "image tab" in result.stdout and out.is_file()
    assert result.stderr.strip() == ("mlm-lab: warning: it holds settings this version does not know: "
                                     "image.ratoi (did you mean ratio?) (ignored)")


def test_screenshot_in_presentation_mode_is_high_contrast(tmp_path, text_model_dir, image_model_dir):
    out = tmp_path / "pres.png"
    result = _run(["--tab", "image", "--out", str(out), "--presentation", "--text-model", str(text_model_dir),
                   "--image-model", str(image_model_dir)], tmp_path)
    assert result.returncode == 0, result.stderr
    with Image.open(out) as img:
        assert img.size == (1920, 1080)
        grey = np.asarray(img.convert("L"), dtype=np.float32)
    assert np.median(grey) > 250  # high-contrast theme: pure white background...
    assert (grey < 40).mean() > 0.01  # ...with black text and borders


@pytest.mark.parametrize("args, expected", [
    (["--tab", "audio", "--out", "x.png"], "invalid choice"),
    (["--tab", "image", "--out", "x.jpg"], ".png"),
    (["--tab", "image", "--out", "/no/such/folder/x.png"], "folder does not exist"),
    (["--tab", "image", "--out", "x.png", "--size", "big"], "--size"),
    (["--tab", "image", "--out", "x.png", "--state", "missing.mlmlab"], "no such lab file"),
    (["--tab", "image", "--out", "x.png", "--image-model", "/no/model"], "no such model folder"),
    (["--out", "x.png"], "required"),
])
def test_bad_arguments_exit_2_with_one_line(tmp_path, args, expected):
    result = _run(args, tmp_path, timeout=120)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0]
    assert result.stdout == ""


def test_a_corrupt_lab_file_exits_2(tmp_path):
    bad = tmp_path / "bad.mlmlab"
    bad.write_text("{ nope")
    result = _run(["--tab", "text", "--out", str(tmp_path / "x.png"), "--state", str(bad)], tmp_path)
    assert result.returncode == 2
    assert "not valid JSON" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "x.png").exists()
