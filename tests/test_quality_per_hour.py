"""scripts/quality_per_hour.py on real (tiny) engine runs: the matched-hours table and its errors."""

import subprocess
import sys
from pathlib import Path

from mlm_lab.training import TrainConfig, Trainer, load_metrics

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "quality_per_hour.py"


def run_script(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_two_runs_give_their_evaluations_and_a_matched_table(tmp_path):
    config = TrainConfig.from_dict(dict(task="text", steps=6, batch_size=16, eval_every=3, snapshot_every=6,
                                        checkpoint_every=100, threads=1, eval_size=64))
    a = Trainer(config.replace(name="a"), runs_dir=tmp_path).run().run_dir
    b = Trainer(config.replace(name="b", lr=1e-5), runs_dir=tmp_path).run().run_dir
    last = min(load_metrics(r)[-1]["elapsed_s"] for r in (a, b)) / 3600
    out = run_script(a, b, "--every", last / 4, "--plot", tmp_path / "curve.png")
    assert out.returncode == 0, out.stderr
    evals = [r for r in load_metrics(a) if "eval_loss" in r]
    assert [r["step"] for r in evals] == [0, 3, 6]
    for r in evals:  # every logged evaluation is listed with its loss
        assert f"step {r['step']:6d}" in out.stdout and f"loss {r['eval_loss']:.4f}" in out.stdout
    table = [row for row in out.stdout.split("at matched hours", 1)[1].splitlines() if "%" in row]
    assert 4 <= len(table) <= 6 and all(len(row.split("/")) == 5 for row in table)  # loss / top-1 / step, twice
    assert "wrote" in out.stdout
    assert (tmp_path / "curve.png").stat().st_size > 1000


def test_runs_of_the_same_name_in_two_folders_are_told_apart(tmp_path):
    config = TrainConfig.from_dict(dict(task="text", steps=3, batch_size=16, eval_every=3, snapshot_every=3,
                                        checkpoint_every=100, threads=1, eval_size=64, name="main"))
    a = Trainer(config, runs_dir=tmp_path / "base").run().run_dir
    b = Trainer(config.replace(lr=1e-5), runs_dir=tmp_path / "deep").run().run_dir
    b = b.rename(b.parent / a.name)  # started in the same second, as two runs of one script do
    out = run_script(a, b)
    assert out.returncode == 0, out.stderr
    assert f"base/{a.name}:" in out.stdout and f"deep/{b.name}:" in out.stdout


def test_bad_folders_are_one_line_and_status_1(tmp_path):
    out = run_script(tmp_path, tmp_path / "nope")
    assert out.returncode != 0 and "not a run folder" in out.stderr and "Traceback" not in out.stderr
    out = run_script(tmp_path)
    assert out.returncode != 0 and "two or more" in out.stderr
