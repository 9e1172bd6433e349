"""mlm_lab/studies/remote_runs.py: the worker side (Forward) and the study side (dispatch, Outcomes) that
the local process pool and the Ray backend share. The backends themselves are run for real in
tests/test_studies_parallel.py and tests/test_studies_ray.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from mlm_lab.studies.remote_runs import Forward, Outcomes, dispatch
from mlm_lab.studies.spec import StudyError


class Watch:
    def __init__(self):
        self.seen = []

    def on_start(self, run_dir, info):
        self.seen.append(("start", run_dir, info))

    def on_metrics(self, record):
        self.seen.append(("metrics", record))

    def on_log(self, message):
        self.seen.append(("log", message))


class Runner:
    def __init__(self):
        self.stopped = False
        self.ended = []

    def request_stop(self):
        self.stopped = True

    def _run_ended(self, planned, run_dir, state, message):
        self.ended.append((planned.label, run_dir, state, message))


class Planned:
    def __init__(self, label):
        self.label = label


def test_forward_sends_plain_events_tagged_with_the_run():
    sent = []
    forward = Forward(3, sent.append)
    forward.on_start("/runs/a", {"steps": 10, "name": "a", "model": object()})
    forward.on_metrics({"step": 1, "train_loss": 2.5})
    forward.on_log("first line\nsecond line")
    forward.on_log("Traceback (most recent call last):\n  ...")
    assert [(i, kind, payload) for i, kind, payload, _ in sent] == [
        (3, "start", ("/runs/a", {"steps": 10, "name": "a"})),  # the object is left out: it would not travel
        (3, "metrics", {"step": 1, "train_loss": 2.5}),
        (3, "log", "first line"),
    ]
    assert all(isinstance(t, float) for *_, t in sent)


def test_dispatch_hands_each_event_to_its_runs_watch():
    watches = {0: Watch(), 1: Watch()}
    sent = []
    forward = Forward(1, sent.append)
    forward.on_start("/runs/b", {"steps": 4})
    forward.on_metrics({"step": 2})
    forward.on_log("hello")
    assert [dispatch(watches, i, kind, payload) for i, kind, payload, _ in sent] == [True, True, True]
    assert watches[0].seen == []
    assert watches[1].seen == [("start", Path("/runs/b"), {"steps": 4}), ("metrics", {"step": 2}), ("log", "hello")]
    assert dispatch(watches, 0, "attempt", (2, 123, "host")) is False and watches[0].seen == []


def test_outcomes_count_runs_list_failures_and_stop_at_the_first_error():
    runner = Runner()
    outcomes = Outcomes(runner)
    outcomes.ended(Planned("a"), "skipped", "the study was stopped", None)
    outcomes.ended(Planned("b"), "finished", "", "/runs/b")
    outcomes.ended(Planned("c"), "failed", "loss is nan", "/runs/c")
    assert outcomes.result() == (2, [], ["c: loss is nan"])
    assert runner.ended == [("b", Path("/runs/b"), "finished", ""), ("c", Path("/runs/c"), "failed", "loss is nan")]
    assert not runner.stopped
    outcomes.ended(Planned("d"), "error", "no such data folder", None)
    outcomes.ended(Planned("e"), "error", "another", None)
    assert runner.stopped and len(runner.ended) == 2  # an error leaves no run folder to record
    with pytest.raises(StudyError, match="^d: no such data folder$"):  # the first error is the one said
        outcomes.result()
