"""The WorkerController: one worker process seen from the GUI thread. A real nano run
(started, its typed events, progress with an ETA, finished), a long run shut down mid-way,
and a process that dies without a word."""

from __future__ import annotations

import math
import multiprocessing

import pytest

from mlm_lab.app.training.worker_controller import Progress, WorkerController
from mlm_lab.training import TrainConfig
from mlm_lab.training.events import Metrics, Started, Status
from mlm_lab.training.worker import start_worker


def _config(steps: int) -> TrainConfig:
    return TrainConfig(task="text", steps=steps, batch_size=32, eval_every=10, snapshot_every=steps,
                       checkpoint_every=10, threads=1, eval_size=64, name="controller")


class Owner:
    """What a tab does with the controller's signals: records them and reports what events say."""

    def __init__(self, controller: WorkerController):
        self.controller = controller
        self.events, self.progress, self.states, self.ended, self.errors = [], [], [], [], []
        controller.event.connect(self.on_event)
        controller.progress.connect(self.progress.append)
        controller.state_changed.connect(self.states.append)
        controller.ended.connect(self.ended.append)
        controller.error.connect(self.errors.append)

    def on_event(self, event) -> None:
        self.events.append(event)
        if isinstance(event, Started):
            self.controller.set_state("running")
            self.controller.set_total(event.steps)
        elif isinstance(event, Metrics):
            self.controller.set_progress(event.step)
        elif isinstance(event, Status):
            self.controller.set_state(event.state)


@pytest.fixture
def controller(qtbot):
    made = WorkerController("training")
    yield made
    made.shutdown()
    assert multiprocessing.active_children() == []


def test_a_real_run_streams_typed_events_progress_and_ends_finished(qtbot, controller, tmp_path):
    owner = Owner(controller)
    controller.start(lambda: start_worker(_config(20), runs_dir=tmp_path), total=20)
    assert controller.is_running() and owner.states == ["starting"]
    qtbot.waitUntil(lambda: bool(owner.ended), timeout=180_000)
    assert owner.ended == ["finished"] and owner.errors == [] and not controller.is_running()
    assert owner.states[:2] == ["starting", "running"] and owner.states[-1] == "finished"
    assert sum(isinstance(e, Started) for e in owner.events) == 1
    steps = [e.step for e in owner.events if isinstance(e, Metrics)]
    assert steps == list(range(21))
    assert all(isinstance(p, Progress) for p in owner.progress)
    assert [p.done for p in owner.progress] == steps and {p.total for p in owner.progress} == {20}
    assert math.isnan(owner.progress[0].eta_s)  # one report gives no rate yet
    assert owner.progress[-1].eta_s == 0 and owner.progress[-1].elapsed_s > 0
    assert controller.done == controller.total == 20


def test_stop_then_shutdown_of_a_long_run(qtbot, controller, tmp_path):
    owner = Owner(controller)
    controller.start(lambda: start_worker(_config(100_000), runs_dir=tmp_path), total=100_000)
    qtbot.waitUntil(lambda: len(owner.progress) >= 3, timeout=180_000)
    assert controller.stop() and controller.state == "stopping"
    qtbot.waitUntil(lambda: bool(owner.ended), timeout=120_000)
    assert owner.ended == ["stopped"] and not controller.is_running()
    # a second run, shut down while it trains (the window closing): stopped, waited for, no event after
    owner.progress.clear()
    controller.start(lambda: start_worker(_config(100_000), runs_dir=tmp_path), total=100_000)
    qtbot.waitUntil(lambda: len(owner.progress) >= 2, timeout=180_000)
    assert controller.state == "running"
    controller.shutdown(timeout=60)
    assert not controller.is_running() and multiprocessing.active_children() == []
    assert owner.ended == ["stopped"]  # shutdown emits no ended: the owner is going away


class Silent:
    """A worker handle whose process has died (killed, out of memory) without a final status."""

    pid = None

    def __init__(self):
        self.stopped = self.joined = False

    def poll(self, timeout=0):
        return []

    def is_alive(self):
        return False

    def stop(self):
        self.stopped = True

    def kill(self):
        pass

    def join(self, timeout=None):
        self.joined = True
        return -9


def test_a_process_that_dies_without_a_word_ends_failed_with_a_reason(qtbot, controller):
    owner = Owner(controller)
    handle = Silent()
    controller.start(lambda: handle)
    qtbot.waitUntil(lambda: bool(owner.ended), timeout=10_000)
    assert owner.ended == ["failed"] and handle.joined
    assert owner.errors == ["The training process ended without saying why (it may have run out of memory)."]
    assert not controller.stop()  # nothing to stop


def test_a_start_that_fails_changes_nothing(qtbot, controller):
    owner = Owner(controller)

    def refuse():
        raise OSError("no room for a process")

    with pytest.raises(OSError):
        controller.start(refuse)
    assert not controller.is_running() and owner.states == [] and controller.state == ""
