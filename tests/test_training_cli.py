"""`mlm-lab train` and `mlm-lab runs`."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.training import TrainConfig, list_runs, load_metrics, read_status


def _train(argv, capsys):
    code = main(["train", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_train_text_prints_progress_and_a_summary(tmp_path, capsys):
    code, out, err = _train(["text", "--steps", "6", "--batch-size", "16", "--eval-every", "3", "--threads", "1",
                             "--runs-dir", str(tmp_path), "--name", "demo", "--mask-prob", "0.3",
                             "--strategy", "whole_word"], capsys)
    assert code == 0, err
    run_dir = next(tmp_path.iterdir())
    assert run_dir.name.endswith("-demo")
    assert "finished 6 steps" in out and "finished: finished" not in out and "masked-token accuracy" in out and str(run_dir) in out
    assert "unigram baseline accuracy" in err and "step 3: eval loss" in err
    config = TrainConfig.load(run_dir / "config.json")
    assert config.masking.mask_prob == 0.3 and config.masking.strategy == "whole_word"
    assert [r["step"] for r in load_metrics(run_dir)] == list(range(7))

    # resume with more steps: only the steps (and a few knobs) may change
    code, out, err = _train(["--resume", str(run_dir), "--steps", "9", "--threads", "1"], capsys)
    assert code == 0, err
    assert [r["step"] for r in load_metrics(run_dir)] == list(range(10))
    assert read_status(run_dir)["step"] == 9

    code = main(["runs", "--runs-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert run_dir.name in out and "finished" in out and "9/9" in out and "accuracy" in out


def test_train_image_on_a_folder(tmp_path, capsys):
    pics = tmp_path / "pics"
    pics.mkdir()
    for n in range(3):
        Image.fromarray(np.full((40, 40, 3), 60 * n, np.uint8)).save(pics / f"{n}.png")
    code, out, err = _train(["image", "--data", str(pics), "--steps", "2", "--batch-size", "4", "--threads", "1",
                             "--mask-ratio", "0.5", "--runs-dir", str(tmp_path / "runs")], capsys)
    assert code == 0, err
    assert "PSNR" in out
    run = list_runs(tmp_path / "runs")[0]
    assert run.config.masking.ratio == 0.5 and run.state == "finished"


@pytest.mark.parametrize("argv, message", [
    (["image", "--mask-prob", "0.2"], "--mask-prob is for text"),
    (["text", "--mask-prob", "0.2", "--mask-ratio", "0.5"], "not both"),
    (["text", "--data", "/no/such/folder"], "no such file or folder"),
    (["text", "--data", "samples"], "for image runs"),
    (["image", "--data", "toy"], "for text runs"),
    (["text", "--strategy", "block"], "strategy"),
    (["text", "--steps", "0"], "--steps"),
    (["text", "--lr", "-1"], "--lr"),
    (["text", "--mask-prob", "1.5"], "--mask-prob"),
    ([], "say text or image"),
    (["--resume", "/no/such/run"], "not a run folder"),
])
def test_bad_options_exit_2_with_one_line(argv, message, tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["train", *argv, "--runs-dir", str(tmp_path)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err
    assert not list(tmp_path.iterdir())  # no run folder for a run that never started


def test_bad_data_exits_2(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    (tmp_path / "small.txt").write_text("too little text\n" * 3)
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / "a.jpg").write_bytes(b"junk")
    for argv, message in ((["image", "--data", str(empty)], "no image files"),
                          (["text", "--data", str(empty)], "no .txt files"),
                          (["image", "--data", str(tmp_path / "junk")], "no readable images"),
                          (["text", "--data", str(tmp_path / "small.txt")], "too small")):
        with pytest.raises(SystemExit) as exc:
            main(["train", *argv, "--runs-dir", str(tmp_path / "runs")])
        assert exc.value.code == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and message in err, err


def test_resume_cannot_change_the_preset(tmp_path, capsys):
    code, _, err = _train(["text", "--steps", "2", "--batch-size", "8", "--threads", "1",
                           "--runs-dir", str(tmp_path)], capsys)
    assert code == 0, err
    run_dir = next(tmp_path.iterdir())
    with pytest.raises(SystemExit) as exc:
        main(["train", "--resume", str(run_dir), "--preset", "tiny"])
    assert exc.value.code == 2 and "--preset cannot change" in capsys.readouterr().err


def test_runs_on_an_empty_folder_and_as_json(tmp_path, capsys):
    assert main(["runs", "--runs-dir", str(tmp_path)]) == 0
    assert "no runs" in capsys.readouterr().out
    assert main(["runs", "--runs-dir", str(tmp_path), "--json"]) == 0
    assert capsys.readouterr().out.strip() == "[]"


def test_the_console_command_uses_mlm_lab_runs_env(tmp_path):
    env = {"MLM_LAB_RUNS": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "mlm_lab", "train", "image", "--steps", "1", "--batch-size", "2",
                          "--threads", "1"], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    assert len(list(tmp_path.iterdir())) == 1
    out = subprocess.run([sys.executable, "-m", "mlm_lab", "train", "image", "--mask-prob", "0.3"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1
