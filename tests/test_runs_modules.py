"""Run folders are read by three modules: runs.py (the folder, its metrics and checkpoints),
run_status.py (status.json, whether its process lives) and run_lock.py (the one-writer lock).
The names other modules import from runs.py are run_status.py's own, reading a status through
a RunInfo or a path gives the same, and none of the three imports torch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mlm_lab.training import run_lock, run_status, runs

ROOT = Path(__file__).resolve().parents[1]


def test_the_status_names_runs_gives_are_run_status_own():
    for name in ("read_status", "process_alive", "is_regular_file"):
        assert getattr(runs, name) is getattr(run_status, name), name


def test_a_status_reads_the_same_through_a_run_info_a_path_or_a_text(tmp_path):
    run = runs.create_run_dir(tmp_path, "status")
    (run / "config.json").write_text(json.dumps({"task": "text"}), encoding="utf-8")
    (run / "status.json").write_text(json.dumps({"state": "stopped", "step": 7, "pid": "text", "steps": None,
                                                 "final_metrics": {"eval_loss": 1.5, "note": "x"}}),
                                     encoding="utf-8")
    expected = {"state": "stopped", "step": 7, "final_metrics": {"eval_loss": 1.5}}
    info = runs.load_run(run)
    assert info.status == expected
    assert run_status.read_status(info) == run_status.read_status(run) == run_status.read_status(str(run)) == expected
    assert info.step == 7 and info.state == "stopped"


def test_a_held_lock_names_its_process_and_a_released_one_nobody(tmp_path):
    run = runs.create_run_dir(tmp_path, "locked")
    with run_lock.RunLock(run) as lock:
        assert lock.held and (run / run_lock.LOCK_NAME).is_file()
        with pytest.raises(run_lock.RunLocked) as caught:  # flock: a second open file of this process is refused
            run_lock.RunLock(run).acquire()
        assert caught.value.pid == os.getpid()
    assert not lock.held and run_lock.lock_holder(run) is None


def test_reading_run_folders_imports_no_torch():
    code = ("import sys\n"
            "import mlm_lab.training.run_lock, mlm_lab.training.run_status, mlm_lab.training.runs\n"
            "assert 'torch' not in sys.modules\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
