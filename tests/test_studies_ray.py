"""Studies on a real Ray cluster on this machine: a head and a second node on 127.0.0.1, a
study through --address, a worker killed mid-run and retried from its checkpoint, the same
results as the local pool; the cluster is always stopped. Skipped without ray.

The cluster test is marked slow (over ~90 s on a 2-core machine: two studies and a cluster's
start); run it with `pytest -m slow tests/test_studies_ray.py`. Ray's GCS and raylet listen on
every interface whatever --node-ip-address says, so where the system allows it (`unshare -rn`)
the test runs itself again inside a network namespace of its own, holding only a loopback
device: nothing it starts can be reached from another machine. Where `unshare -rn` does not
work (a CI runner whose user namespaces are off) it is skipped, saying why: tests open no port
beyond loopback.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mlm_lab.cli import main

ray = pytest.importorskip("ray")

RAY = str(Path(sys.executable).with_name("ray"))
# a few dozen steps, a checkpoint every 10: a kill after the first one must not restart from 0
STUDY = ["mask-rate", "--values", "0.15,0.5", "--steps", "40", "--eval-every", "10", "--checkpoint-every", "10",
         "--threads", "1"]
# what differs between two runs of the same study on other machines or backends: not results
NOT_RESULTS = {"wall_s", "tokens_per_s", "run", "retries"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _env(tmp: Path) -> dict:
    # a HOME of its own: no ~/.ray/auth_token of another cluster (Ray would expect it from every node)
    (tmp / "home").mkdir(exist_ok=True)
    return {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "OMP_NUM_THREADS": "1", "RAY_TMPDIR": str(tmp),
            "HOME": str(tmp / "home"), "PYTHONPATH": str(Path(__file__).resolve().parents[1])}


NETNS = "MLM_LAB_TEST_NETNS"  # set in the copy of this test that runs in its own network namespace


def _netns_works() -> bool:
    try:
        return subprocess.run(["unshare", "-rn", "true"], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@contextlib.contextmanager
def cluster():
    """A Ray head (1 CPU) and a second node (1 CPU) on 127.0.0.1; `ray stop --force` after, always."""
    tmp = Path("/tmp") / f"rt{os.getpid()}"  # short: Ray's socket paths have a length limit
    tmp.mkdir(exist_ok=True)
    port = _free_port()
    env = _env(tmp)
    address = f"127.0.0.1:{port}"
    common = ["--node-ip-address", "127.0.0.1", "--num-cpus", "1", "--disable-usage-stats"]
    try:
        _ray(["start", "--head", "--port", str(port), "--include-dashboard=false", "--temp-dir", str(tmp),
              *common], env)
        _ray(["start", "--address", address, *common], env)
        yield address, env
    finally:
        subprocess.run([RAY, "stop", "--force"], env=env, capture_output=True, timeout=120)
        shutil.rmtree(tmp, ignore_errors=True)


def _ray(args: list[str], env: dict) -> None:
    done = subprocess.run([RAY, *args], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"ray {args[0]}: {done.stdout[-3000:]}{done.stderr[-3000:]}"


def _rows(folder: Path) -> list[dict]:
    with open(folder / "results.csv", newline="") as handle:
        return list(csv.DictReader(handle))


def _results(rows: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k not in NOT_RESULTS} for r in rows]


def _kill_when_checkpointed(folder: Path, proc: subprocess.Popen, deadline: float) -> tuple[int, int]:
    """Wait for run 0 to have a checkpoint and not be finished, kill its worker process; (pid, step)."""
    from mlm_lab.training.runs import list_checkpoints

    while time.time() < deadline and proc.poll() is None:
        attempts = list((folder / ".ray").glob("*-0.json"))
        runs = list((folder / "runs").glob("*mask-rate-0.15-seed0"))
        if attempts and runs:
            checkpoints = list_checkpoints(runs[0])
            status = json.loads((runs[0] / "status.json").read_text()) if (runs[0] / "status.json").is_file() else {}
            if checkpoints and status.get("state") == "running":
                pid = json.loads(attempts[0].read_text())["pid"]
                os.kill(pid, signal.SIGKILL)
                return pid, int(checkpoints[-1].name.split("-")[-1])
        time.sleep(0.2)
    raise AssertionError("run 0 never reached a checkpoint while running")


@pytest.mark.slow
def test_a_study_on_a_ray_cluster_survives_a_killed_worker_and_equals_the_local_pool(tmp_path, capsys):
    if os.environ.get(NETNS) != "1" and not _netns_works():
        pytest.skip("`unshare -rn` is not available here: Ray's GCS and raylet would listen on every interface, "
                    "and tests open no port beyond loopback")
    if os.environ.get(NETNS) != "1":
        me = f"{__file__}::test_a_study_on_a_ray_cluster_survives_a_killed_worker_and_equals_the_local_pool"
        inner = (f"ip link set lo up && exec {sys.executable} -m pytest -q -s -p no:cacheprovider -m slow "
                 f"--basetemp {tmp_path / 'inner'} {me}")
        done = subprocess.run(["unshare", "-rn", "sh", "-c", inner], env={**os.environ, NETNS: "1"},
                              capture_output=True, text=True, timeout=880)
        assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
        print(next((line for line in done.stdout.splitlines() if line.startswith("ray study")), ""))
        return
    with cluster() as (address, env):
        _study_with_a_killed_worker(address, env, tmp_path, capsys)


def _study_with_a_killed_worker(address: str, env: dict, tmp_path: Path, capsys) -> None:
    t0 = time.time()
    ray_dir = tmp_path / "ray"
    proc = subprocess.Popen([sys.executable, "-m", "mlm_lab", "study", *STUDY, "--out", str(ray_dir),
                             "--backend", "ray", "--address", address], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        pid, step = _kill_when_checkpointed(ray_dir, proc, time.time() + 240)
        out, _ = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, out
    assert "retry 1 of 2" in out, out
    assert json.loads((ray_dir / "retries.json").read_text()) == {"mask-rate-0.15-seed0": 1}
    rows = _rows(ray_dir)
    assert [r["retries"] for r in rows] == ["1", "0"] and all(r["state"] == "finished" for r in rows)
    # the retry resumed the killed run's folder from its checkpoint: one folder, step > 0 in its log
    folders = list((ray_dir / "runs").glob("*mask-rate-0.15-seed0"))
    resumed = [int(m) for m in re.findall(r"resumed at step (\d+)", out)]
    assert len(folders) == 1 and step >= 10 and resumed and resumed[0] >= 10, out
    ray_s = time.time() - t0

    local_dir = tmp_path / "local"
    assert main(["study", *STUDY, "--out", str(local_dir), "--parallel", "2"]) == 0
    capsys.readouterr()
    assert _results(rows) == _results(_rows(local_dir))
    print(f"ray study with a killed worker: {ray_s:.1f} s (pid {pid} killed after step {step}); "
          f"local pool: {time.time() - t0 - ray_s:.1f} s; results equal")


def test_resume_reads_the_backend_from_the_study_folder(tmp_path, capsys):
    """A study run with --backend ray records it; `study resume` uses it (here: an address that no
    longer answers, so the resume stops at once with one line)."""
    folder = tmp_path / "s"
    assert main(["study", *STUDY, "--steps", "2", "--values", "0.15", "--out", str(folder), "--max-runs", "0"]) == 0
    spec = json.loads((folder / "study.json").read_text())
    assert spec["backend"] == {"name": "local", "address": None}
    spec["backend"] = {"name": "ray", "address": f"127.0.0.1:{_free_port()}"}
    (folder / "study.json").write_text(json.dumps(spec))
    capsys.readouterr()
    t0 = time.time()
    with pytest.raises(SystemExit) as exited:
        main(["study", "resume", str(folder)])
    assert exited.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no Ray cluster at 127.0.0.1:" in err[0] and time.time() - t0 < 30


def test_an_unreachable_address_is_one_line_and_exit_2(tmp_path, capsys):
    t0 = time.time()
    with pytest.raises(SystemExit) as exited:
        main(["study", *STUDY, "--out", str(tmp_path / "s"), "--backend", "ray", "--address", "127.0.0.1:1"])
    err = capsys.readouterr().err.strip().splitlines()
    assert exited.value.code == 2 and len(err) == 1 and "no Ray cluster at 127.0.0.1:1" in err[0]
    assert time.time() - t0 < 30 and not (tmp_path / "s").exists()


def test_without_ray_installed_backend_ray_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails, as where it is not installed
    with pytest.raises(SystemExit) as exited:
        main(["study", *STUDY, "--out", str(tmp_path / "s"), "--backend", "ray"])
    err = capsys.readouterr().err.strip().splitlines()
    assert exited.value.code == 2 and len(err) == 1 and "mlm-lab[cluster]" in err[0] and not (tmp_path / "s").exists()
