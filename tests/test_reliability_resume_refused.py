"""Issue 29: a resume that does not begin (no intact checkpoint, the run in use by another
process, no room to write) is reported by the training worker as "refused", with the reason,
not as a failed run, and the run's record is left as it was; a new run that cannot start is
still "failed"."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import bad_inputs

from mlm_lab.training.events import Status
from mlm_lab.training.run_lock import RunLock
from mlm_lab.training.worker import _run


@pytest.fixture(scope="module")
def base_run(tmp_path_factory):
    return bad_inputs.stopped_run(tmp_path_factory.mktemp("base"))


@pytest.fixture
def run_copy(base_run, tmp_path):
    dest = tmp_path / "runs" / base_run.name
    shutil.copytree(base_run, dest)
    (dest / "run.lock").unlink(missing_ok=True)
    return dest


def _record(run: Path) -> dict:
    return {name: (run / name).read_bytes() for name in ("status.json", "metrics.jsonl")}


def _in_worker(config, runs_dir, resume) -> tuple[int, list]:
    """The worker's body in this process (its SIGINT and SIGTERM handlers put back after)."""
    import signal

    events, handlers = [], {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        code = _run(config, runs_dir, resume, events.append, None)
    finally:
        for sig, handler in handlers.items():
            signal.signal(sig, handler)
    return code, events


def _resume(run: Path) -> tuple[int, list]:
    return _in_worker(None, None, str(run))


def test_no_intact_checkpoint_is_refused_not_failed(run_copy):
    for ckpt in (run_copy / "checkpoints").iterdir():
        path = ckpt / "model.safetensors"
        path.write_bytes(path.read_bytes()[:100])
    before = _record(run_copy)
    code, events = _resume(run_copy)
    statuses = [e for e in events if isinstance(e, Status)]
    assert code == 2
    assert [s.state for s in statuses] == ["refused"], statuses
    assert "no intact checkpoint" in statuses[0].message and "step-4" in statuses[0].message
    assert _record(run_copy) == before


def test_a_run_in_use_is_refused_with_the_holders_pid(run_copy):
    import os

    before = _record(run_copy)
    lock = RunLock(run_copy).acquire()
    try:
        code, events = _resume(run_copy)
    finally:
        lock.release()
    statuses = [e for e in events if isinstance(e, Status)]
    assert code == 2 and [s.state for s in statuses] == ["refused"], statuses
    assert f"in use by process {os.getpid()}" in statuses[0].message
    assert _record(run_copy) == before


def test_no_room_for_the_first_record_is_refused(run_copy, monkeypatch):
    import errno

    from mlm_lab.training.runs import RunFolder

    def no_room(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(self.path / "status.json"))

    before = _record(run_copy)
    monkeypatch.setattr(RunFolder, "write_status", no_room)
    code, events = _resume(run_copy)
    statuses = [e for e in events if isinstance(e, Status)]
    assert code == 2 and [s.state for s in statuses] == ["refused"], statuses
    assert "No space left on device" in statuses[0].message
    assert _record(run_copy) == before


def test_a_new_run_that_cannot_start_is_still_failed(tmp_path):
    config = {"task": "text", "data": str(tmp_path / "no-such-data.txt"), "preset": "nano", "steps": 2}
    code, events = _in_worker(config, str(tmp_path / "runs"), None)
    statuses = [e for e in events if isinstance(e, Status)]
    assert code == 2 and [s.state for s in statuses] == ["failed"], statuses


def test_a_good_resume_warns_of_the_checkpoint_it_skipped(run_copy):
    from mlm_lab.training.events import Log

    path = run_copy / "checkpoints" / "step-4" / "model.safetensors"
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    code, events = _resume(run_copy)
    assert code == 0
    warnings = [e.message for e in events if isinstance(e, Log) and e.message.startswith("warning: ")]
    assert any("skipped the damaged checkpoint(s) step-4" in w and "resuming from step-2" in w for w in warnings)
    assert [e.state for e in events if isinstance(e, Status)][-1] == "finished"
