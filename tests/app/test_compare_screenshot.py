"""`mlm-lab screenshot` of a lab state with the split on: the window renders both panes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
from PIL import Image


def test_a_screenshot_of_the_text_tab_split_with_its_twin(tmp_path, text_model_dir, image_model_dir):
    state = {"format": "mlm-lab-state", "version": 1, "tab": "text",
             "models": {"text": str(text_model_dir), "image": str(image_model_dir)},
             "text": {"mask_prob": 0.3, "compare": {"on": True, "model": "twin", "mask_prob": None}}}
    lab = tmp_path / "split.mlmlab"
    lab.write_text(json.dumps(state), encoding="utf-8")
    out = tmp_path / "split.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MLM_LAB_SETTINGS": str(tmp_path / "user.ini")}
    result = subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", "--state", str(lab), "--out", str(out),
                             "--size", "1200x800"], capture_output=True, text=True, timeout=240, env=env)
    assert result.returncode == 0, result.stderr
    assert "text tab" in result.stdout
    with Image.open(out) as img:
        assert img.size == (1200, 800)
        pixels = np.asarray(img.convert("RGB")).astype(float)
    # the chips replaced by [MASK] are red, once in each pane, and each pane's legend has one red chip
    from scipy import ndimage

    from mlm_lab.inference import load_text_model
    from mlm_lab.lab import LabState
    from mlm_lab.lab.text_view.masking import compute_masking

    tm = load_text_model(text_model_dir)
    view = compute_masking(tm.tokenizer, LabState.from_dict(state).text, max_length=tm.max_length)
    masked = sum(1 for i in view.selected if view.states[i] == "mask")
    red = (pixels[..., 0] > 170) & (pixels[..., 1] < 110) & (pixels[..., 2] < 120)
    blobs, _ = ndimage.label(red)
    boxes = ndimage.find_objects(blobs)  # a chip is a filled box, not a line (the attention map's outline)
    chips = sum(1 for rows, cols in boxes if rows.stop - rows.start >= 15 and cols.stop - cols.start >= 25
                and red[rows, cols].mean() > 0.5)
    assert masked >= 2 and chips == 2 * masked + 2
