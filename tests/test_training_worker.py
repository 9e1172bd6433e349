"""The worker process: events over a pipe, stop within a step, consistent after SIGKILL."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import numpy as np
import pytest

from mlm_lab.training import TrainConfig, Trainer, load_metrics, read_status
from mlm_lab.training.checkpoint import list_checkpoints
from mlm_lab.training.events import Log, Metrics, Snapshot, Started, Status
from mlm_lab.training.worker import start_worker


def _drain(handle, until, timeout=120.0):
    """Poll until `until(event)` is true for an event, or the worker has gone; returns all events."""
    events, deadline = [], time.monotonic() + timeout
    while time.monotonic() < deadline:
        new = handle.poll(timeout=0.1)
        events.extend(new)
        if any(until(e) for e in new):
            return events
        if not new and not handle.is_alive():
            events.extend(handle.poll(timeout=0.5))
            return events
    raise AssertionError("the worker did not answer in time")


def _config(**kw):
    base = dict(task="text", steps=400, batch_size=64, eval_every=50, snapshot_every=100, checkpoint_every=25,
                threads=1, eval_size=64)
    base.update(kw)
    return TrainConfig.from_dict(base)


def test_worker_streams_events_and_stops_within_a_step(tmp_path):
    handle = start_worker(_config(task="image", batch_size=8, eval_size=8, eval_every=5, snapshot_every=5),
                          runs_dir=tmp_path)
    events = _drain(handle, lambda e: isinstance(e, Metrics) and e.step >= 7)
    handle.stop()
    events += _drain(handle, lambda e: isinstance(e, Status) and e.state != "running")
    assert handle.join(30) == 0 and not handle.is_alive()
    kinds = {type(e) for e in events}
    assert {Started, Metrics, Snapshot, Status, Log} <= kinds
    started = next(e for e in events if isinstance(e, Started))
    assert handle.run_dir is not None and str(handle.run_dir) == started.run_dir
    status = [e for e in events if isinstance(e, Status)][-1]
    steps = [e.step for e in events if isinstance(e, Metrics)]
    assert status.state == "stopped" and status.step == steps[-1]
    assert 7 <= status.step <= 9  # answered within a step or so of the request
    snap = next(e for e in events if isinstance(e, Snapshot) and e.step == 5)
    assert isinstance(snap.items[0]["reconstruction"], np.ndarray)
    assert snap.items[0]["reconstruction"].dtype == np.uint8
    assert read_status(handle.run_dir)["state"] == "stopped"
    assert [p.name for p in list_checkpoints(handle.run_dir)][-1] == f"step-{status.step}"


def test_sigkill_mid_run_then_resume_loses_and_repeats_no_step(tmp_path):
    config = _config()
    handle = start_worker(config, runs_dir=tmp_path / "runs")
    _drain(handle, lambda e: isinstance(e, Metrics) and e.step >= 60)
    assert handle.is_alive()
    handle.kill()
    handle.join(30)
    run_dir = handle.run_dir
    killed_at = max(r["step"] for r in load_metrics(run_dir))
    assert killed_at < config.steps  # it really died mid-run
    assert read_status(run_dir)["state"] == "running"  # no one got to write anything else
    from mlm_lab.training.runs import load_run

    assert load_run(run_dir).state == "interrupted"  # its process is gone
    newest = list_checkpoints(run_dir)[-1].name
    assert int(newest.split("-")[1]) >= 50

    again = start_worker(None, resume=run_dir)
    events = _drain(again, lambda e: isinstance(e, Status) and e.state != "running")
    assert again.join(30) == 0
    started = next(e for e in events if isinstance(e, Started))
    assert started.resumed and started.step == int(newest.split("-")[1])
    assert read_status(run_dir)["state"] == "finished"
    records = load_metrics(run_dir)
    assert [r["step"] for r in records] == list(range(config.steps + 1))
    # and the losses are those of a run that was never interrupted
    straight = Trainer(config, runs_dir=tmp_path / "straight").run()
    reference = {r["step"]: r for r in load_metrics(straight.run_dir)}
    for r in records[1:]:
        assert r["train_loss"] == pytest.approx(reference[r["step"]]["train_loss"], abs=1e-6)
    assert not list(run_dir.rglob("*.tmp"))


def test_bad_data_is_reported_as_a_failed_status(tmp_path):
    handle = start_worker(_config(data=str(tmp_path / "missing")), runs_dir=tmp_path)
    events = _drain(handle, lambda e: isinstance(e, Status))
    assert handle.join(30) == 2
    status = [e for e in events if isinstance(e, Status)][-1]
    assert status.state == "failed" and "no such file" in status.message
    assert not list(tmp_path.iterdir())


def test_worker_module_prints_events_as_json_lines(tmp_path):
    cfg = tmp_path / "c.json"
    _config(task="image", steps=3, batch_size=4, eval_size=4, eval_every=3, snapshot_every=3).save(cfg)
    out = subprocess.run([sys.executable, "-m", "mlm_lab.training.worker", "--config", str(cfg),
                          "--runs-dir", str(tmp_path / "runs")], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    events = [json.loads(line) for line in out.stdout.splitlines()]
    assert [e for e in events if e["type"] != "log"][0]["type"] == "started"
    assert events[-1] == {"type": "status", "state": "finished", "message": "finished 3 steps", "step": 3}
    snap = [e for e in events if e["type"] == "snapshot"][-1]
    assert snap["path"].endswith("step-3.png") and "original" not in snap["items"][0]
