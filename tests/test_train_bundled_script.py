"""scripts/train_bundled.py: the bundled recipe on the training engine, resumed and annealed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from mlm_lab.training import TrainConfig, list_runs, load_metrics, read_status

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "train_bundled.py"


def _script(*argv, cwd):
    return subprocess.run([sys.executable, str(SCRIPT), *argv, "--threads", "1", "--device", "cpu"],
                          cwd=cwd, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    folder = tmp_path_factory.mktemp("books")
    rng = np.random.default_rng(0)
    words = [f"{a}{b}" for a in "bcdfghklmnprst" for b in ("a", "e", "i", "o", "u", "an", "en", "on")]
    for n in range(10):
        lines = [" ".join(rng.choice(words, 14)) + " ." for _ in range(150)]
        (folder / f"book{n}.txt").write_text("\n".join(lines), encoding="utf-8")
    return folder


def test_text_recipe_trains_resumes_and_anneals_a_branch(books, tmp_path):
    work = tmp_path / "work"
    first = _script("text", "--data", str(books), "--work", str(work), "--steps", "2", cwd=tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    (main_run,) = list_runs(work)
    assert main_run.name.endswith("-main") and main_run.state == "finished" and main_run.step == 2
    config = TrainConfig.load(main_run.path / "config.json")
    assert (config.preset, config.batch_size, config.seq_len, config.lr, config.warmup) == ("tiny", 64, 128, 1e-3, 400)
    assert config.masking.mask_prob == 0.25 and config.schedule == "constant" and config.data == str(books)
    # run again with more steps: it resumes the same run
    more = _script("text", "--work", str(work), "--steps", "3", cwd=tmp_path)
    assert more.returncode == 0, more.stderr[-2000:]
    assert "resuming" in more.stdout and [r.path for r in list_runs(work)] == [main_run.path]
    assert [r["step"] for r in load_metrics(main_run.path)] == [0, 2, 3]  # evaluated at the start and each end
    # anneal a branch over 2 steps: the main run stays at step 3
    decay = _script("text", "--work", str(work), "--decay", "2", cwd=tmp_path)
    assert decay.returncode == 0, decay.stderr[-2000:]
    branch = next(r for r in list_runs(work) if r.path != main_run.path)
    assert branch.name.endswith("-main-from-3") and branch.state == "finished" and branch.step == 5
    saved = TrainConfig.load(branch.path / "config.json")
    assert saved.schedule == "wsd" and saved.decay_steps == 2 and saved.min_lr_ratio == 0.0
    assert read_status(main_run.path)["step"] == 3
    records = load_metrics(branch.path)
    assert [r["step"] for r in records] == [0, 2, 3, 5]  # the main run's records, then the branch's
    assert records[2]["lr"] == pytest.approx(1e-3 * 3 / 400)  # still warming up (400 steps)
    assert records[3]["lr"] == pytest.approx(0.0, abs=1e-12)  # the decay ends at zero, even so


def test_decay_without_a_main_run_says_so(tmp_path):
    result = _script("text", "--work", str(tmp_path / "empty"), "--decay", "10", cwd=tmp_path)
    assert result.returncode != 0 and "no main run" in result.stderr
