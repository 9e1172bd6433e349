"""The study worker process (spawn_worker, as a training run's): its events are typed; a study
that cannot start says why in one StudyFailed and exits 2."""

from __future__ import annotations

import time

from mlm_lab.studies import StudySpec
from mlm_lab.studies.events import StudyFailed
from mlm_lab.studies.worker import start_study_worker
from mlm_lab.training import TrainConfig


def test_a_study_that_cannot_start_reports_one_typed_failure(tmp_path):
    spec = StudySpec(knob="mask-rate", task="text", values=[0.15], seeds=[0], fixed=TrainConfig(task="text", steps=10))
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    handle = start_study_worker(spec, blocked, threads=1)
    events, deadline = [], time.monotonic() + 120
    while handle.is_alive() and time.monotonic() < deadline:
        events += handle.poll(timeout=0.2)
    assert handle.join(30) == 2
    events += handle.poll(timeout=0.5)
    assert len(events) == 1 and isinstance(events[0], StudyFailed), events
    assert events[0].message and "\n" not in events[0].message
    assert events[0].to_dict() == {"type": "study_failed", "message": events[0].message}
