"""The command line: each command works; each bad input exits 2 with one line on stderr."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from mlm_lab.cli import main


def run(args, capsys):
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_mask_json_marks_what_happened(capsys, small_text_model_dir):
    code, out, err = run(["mask", "the cat sat on the mat", "--prob", "0.5", "--seed", "3",
                          "--model", str(small_text_model_dir), "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    states = [t["state"] for t in data["tokens"]]
    assert states[0] == "special" and states[-1] == "special"
    assert any(s in ("mask", "random", "kept") for s in states)
    for t in data["tokens"]:
        if t["state"] == "mask":
            assert t["shown"] == "[MASK]"
        if t["state"] in ("none", "kept", "special"):
            assert t["shown"] == t["token"]
    # the same seed gives the same corruption
    assert run(["mask", "the cat sat on the mat", "--prob", "0.5", "--seed", "3",
                "--model", str(small_text_model_dir), "--json"], capsys)[1] == out


@pytest.mark.parametrize("strategy", ["whole_word", "span", "t5"])
def test_mask_other_strategies(capsys, small_text_model_dir, strategy):
    code, out, err = run(["mask", "the old man lived alone in a small house near the sea", "--strategy", strategy,
                          "--prob", "0.3", "--model", str(small_text_model_dir), "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    if strategy == "t5":
        assert any(t.startswith("<extra_id_") for t in data["inputs"])
        assert data["targets"][0] == "<extra_id_0>"


def test_mask_plain_text_output(capsys, small_text_model_dir):
    code, out, _ = run(["mask", "the cat sat", "--prob", "1.0", "--model", str(small_text_model_dir)], capsys)
    assert code == 0 and out.startswith("[CLS]")


def test_fill_mask_json(capsys, small_text_model_dir):
    code, out, err = run(["fill-mask", "the [MASK] sat on the [MASK]", "--model", str(small_text_model_dir),
                          "--top-k", "3", "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert len(data) == 2 and len(data[0]) == 3
    assert data[0][0]["probability"] >= data[0][1]["probability"]


def test_reconstruct_writes_four_panels(tmp_path, capsys, small_image_model_dir):
    src = tmp_path / "in.png"
    Image.fromarray((np.random.default_rng(0).random((50, 70, 3)) * 255).astype(np.uint8)).save(src)
    out = tmp_path / "out.png"
    code, stdout, err = run(["reconstruct", str(src), "--model", str(small_image_model_dir), "--ratio", "0.5",
                             "--out", str(out)], capsys)
    assert code == 0, err
    img = Image.open(out)
    assert img.size == (4 * 32 + 3 * 4, 32)
    assert "32/64 patches hidden" in stdout


@pytest.mark.parametrize(
    "args, needle",
    [
        (["mask", "text", "--prob", "2"], "--prob"),
        (["mask", "text", "--strategy", "nope"], "invalid choice"),
        (["mask", "   ", "--model", "{text}"], "empty"),
        (["fill-mask", "no mask", "--model", "{text}"], "MASK"),
        (["fill-mask", "a [MASK]", "--model", "/nonexistent/folder"], "not found"),
        (["fill-mask", "a [MASK]", "--model", "{text}", "--top-k", "0"], "top-k"),
        (["reconstruct", "/nonexistent.png", "--model", "{image}", "--out", "{tmp}/o.png"], "no such image"),
        (["reconstruct", "{bad}", "--model", "{image}", "--out", "{tmp}/o.png"], "not an image"),
        (["reconstruct", "{bad}", "--model", "{image}", "--out", "{tmp}/o.jpg"], ".png"),
        (["reconstruct", "{bad}", "--model", "{text}", "--out", "{tmp}/o.png"], "text model"),
        (["reconstruct", "{bad}", "--ratio", "1.0", "--out", "{tmp}/o.png"], "--ratio"),
        (["fill-mask", "a [MASK]", "--model", "{pickle}"], "pickle"),
        (["no-such-command"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, small_text_model_dir, small_image_model_dir, args, needle):
    bad = tmp_path / "bad.png"
    bad.write_text("not an image")
    pickle_dir = tmp_path / "pk"
    pickle_dir.mkdir()
    (pickle_dir / "pytorch_model.bin").write_bytes(b"\x80\x04")
    subs = {"{text}": str(small_text_model_dir), "{image}": str(small_image_model_dir), "{tmp}": str(tmp_path),
            "{bad}": str(bad), "{pickle}": str(pickle_dir)}
    args = [a for a in args]
    for i, a in enumerate(args):
        for k, v in subs.items():
            a = a.replace(k, v)
        args[i] = a
    code, out, err = run(args, capsys)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert needle in lines[0]
    assert "Traceback" not in err


def test_python_dash_m_and_console_script_agree(small_text_model_dir):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "mlm_lab", "--version"], capture_output=True, text=True, env=env)
    assert proc.returncode == 0 and proc.stdout.strip()
    proc = subprocess.run([sys.executable, "-m", "mlm_lab", "fill-mask", "nothing", "--model",
                           str(small_text_model_dir)], capture_output=True, text=True, env=env)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
