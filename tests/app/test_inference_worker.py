"""The newest-request-wins worker thread shared by the Text and Image tabs."""

from __future__ import annotations

import threading

import pytest

from mlm_lab.app.jobs.inference_worker import InferenceWorker


@pytest.fixture
def worker(qapp):
    w = InferenceWorker()
    yield w
    w.shutdown()
    assert not w.is_running()


def _collect(worker):
    got = []
    worker.finished.connect(lambda key, rid, result: got.append((key, rid, result)))
    return got


def test_result_arrives_on_gui_thread(qtbot, worker):
    got = _collect(worker)
    where = {}

    def job():
        where["thread"] = threading.get_ident()
        return 41 + 1

    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        rid = worker.submit("k", job)
    assert blocker.args == ["k", rid, 42]
    assert got == [("k", rid, 42)]
    assert where["thread"] != threading.get_ident()  # the job ran off the GUI thread


def test_stale_results_are_dropped(qtbot, worker):
    gate = threading.Event()
    started = threading.Event()

    def blocker_job():
        started.set()
        gate.wait(5)
        return "blocker"

    got = _collect(worker)
    worker.submit("k", blocker_job)
    assert started.wait(5)
    ran = []
    ids = []
    for i in range(5):  # five quick requests while the first one still runs
        ids.append(worker.submit("k", lambda i=i: ran.append(i) or f"job {i}"))
    assert worker.latest_id("k") == ids[-1]
    # The runner emits its results in order and job 4 is the last one, so once job 4's
    # result is here every earlier (stale) result has landed too: no wait for "late" signals.
    with qtbot.waitSignal(worker.finished, timeout=5000, check_params_cb=lambda key, rid, result: rid == ids[-1]):
        gate.set()
    assert got == [("k", ids[-1], "job 4")]  # the blocker's and jobs 0-3's results never reach the screen
    qtbot.waitUntil(lambda: not worker.is_busy(), timeout=5000)
    assert ran == [4]  # jobs 0-3 were replaced before they started
    assert worker.dropped == 5  # four replaced, one stale result dropped


def test_keys_are_independent(qtbot, worker):
    got = _collect(worker)
    worker.submit("a", lambda: "A")
    worker.submit("b", lambda: "B")
    qtbot.waitUntil(lambda: len(got) == 2, timeout=5000)
    assert sorted(r for _, _, r in got) == ["A", "B"]


def test_failure_is_reported_and_thread_survives(qtbot, worker):
    def bad():
        raise ValueError("the text is empty")

    with qtbot.waitSignal(worker.failed, timeout=5000) as blocker:
        rid = worker.submit("k", bad)
    assert blocker.args == ["k", rid, "the text is empty"]
    assert "ValueError" in worker.last_traceback()
    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        worker.submit("k", lambda: "still alive")
    assert blocker.args[2] == "still alive"


def test_long_job_can_see_it_is_stale(qtbot, worker):
    """The running job polls is_stale and stops once a newer request arrives; its result is dropped.
    (The job waits until its own id is known: it may start before submit() has returned.)"""
    seen = threading.Event()
    first_started = threading.Event()
    id_known = threading.Event()
    holder = {}

    def long_job():
        first_started.set()
        if not id_known.wait(10):
            return "no id"
        for _ in range(1000):  # a poll loop as a long job has one; the test never waits on its timing
            if worker.is_stale("k", holder["id"]):
                seen.set()
                return "stopped"
            seen.wait(0.01)
        return "finished"

    got = _collect(worker)
    holder["id"] = worker.submit("k", long_job)
    id_known.set()
    assert first_started.wait(10)
    assert not worker.is_stale("k", holder["id"])
    with qtbot.waitSignal(worker.finished, timeout=15000) as blocker:
        new_id = worker.submit("k", lambda: "new")
    assert seen.is_set()
    assert blocker.args == ["k", new_id, "new"]
    assert got == [("k", new_id, "new")]  # "stopped" came back first and was dropped as stale
    assert worker.dropped == 1


def test_shutdown_waits_for_running_job_and_stops_thread(qapp):
    w = InferenceWorker()
    started = threading.Event()
    finished = threading.Event()

    def job():
        started.set()
        threading.Event().wait(0.2)
        finished.set()
        return 1

    w.submit("k", job)
    w.submit("other", lambda: 2)
    assert started.wait(5)
    assert w.shutdown()
    assert finished.is_set()  # the running job ended before the thread stopped
    assert not w.is_running()
    assert w.submit("k", lambda: 3) == -1  # nothing is accepted after shutdown
    assert w.shutdown()  # twice is fine


def test_a_worker_dropped_without_shutdown_is_stopped_at_exit(qapp):
    from mlm_lab.app.jobs.inference_worker import _LIVE_THREADS, stop_all_workers

    w = InferenceWorker()
    thread = w._thread
    assert thread in _LIVE_THREADS and thread.isRunning()
    del w  # its thread stays referenced, so Qt never destroys a running QThread
    stop_all_workers()
    assert not thread.isRunning() and thread not in _LIVE_THREADS


def test_worker_can_run_torch_on_one_thread(qtbot, qapp):
    import torch

    w = InferenceWorker(torch_threads=1)
    try:
        with qtbot.waitSignal(w.finished, timeout=5000) as blocker:
            w.submit("k", torch.get_num_threads)
        assert blocker.args[2] == 1
    finally:
        w.shutdown()
