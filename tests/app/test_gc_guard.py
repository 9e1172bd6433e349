"""Python's collector runs on the GUI thread only (mlm_lab.app.qt.gc_guard): garbage made by a
worker thread waits for the GUI thread's timer, so no Qt object is ever freed off it."""

from __future__ import annotations

import gc
import threading
import weakref

from mlm_lab.app.qt import gc_guard


class Node:
    pass


def test_garbage_of_a_worker_thread_is_collected_by_the_gui_thread(qtbot):
    gc_guard.uninstall()
    assert gc.get_freeze_count() == 0
    collector = gc_guard.install()
    assert collector is not None and gc_guard.install() is collector and not gc.isenabled()
    assert gc.get_freeze_count() > 1000  # the modules imported by now are never scanned again
    seen = []

    def work():
        for _ in range(3 * gc.get_threshold()[0]):  # enough cycles to start a collection
            a, b = Node(), Node()
            a.b, b.a = b, a
        cycle = Node()
        cycle.me = cycle
        seen.append(weakref.ref(cycle))

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert seen[0]() is not None  # nothing collected on the worker
    before = collector.collections
    qtbot.waitUntil(lambda: seen[0]() is None, timeout=5000)  # the GUI thread's timer did
    assert collector.collections > before
    assert threading.current_thread() is threading.main_thread()


def test_a_worker_thread_host_without_a_main_window_gets_the_guard(qtbot):
    from mlm_lab.app.jobs.inference_worker import InferenceWorker

    gc_guard.uninstall()
    assert gc.isenabled()
    worker = InferenceWorker()
    try:
        assert not gc.isenabled() and gc_guard._collector is not None
    finally:
        worker.shutdown()


def _full_collection_due() -> list:
    """Make gc's counts say generation 2 is due (as a long run of allocations would)."""
    limits = gc.get_threshold()
    for _ in range(limits[2] + 1):
        gc.collect(1)  # each collection of generation 1 counts towards generation 2
    return [[] for _ in range(2 * limits[0])]  # tracked allocations over generation 0's limit, kept alive


def test_the_survivors_of_a_full_collection_are_frozen_and_a_sweep_frees_their_cycles(qtbot):
    collector = gc_guard.install()
    gc.unfreeze()
    cycle = Node()
    cycle.me = cycle
    ref = weakref.ref(cycle)
    allocations = _full_collection_due()
    assert gc.get_count()[0] > collector.thresholds[0], (gc.get_count(), collector.thresholds)
    assert collector.collect_due() == 2
    del allocations
    assert gc.get_freeze_count() > 0  # what lived through it is no longer scanned
    del cycle  # a frozen object become cyclic garbage: ordinary collections leave it
    for generation in (0, 1, 2):
        gc.collect(generation)
    assert ref() is not None
    collector.last_sweep = float("-inf")
    assert gc_guard.sweep() is True and ref() is None  # the sweep scans the frozen objects too
    assert gc.get_freeze_count() > 0
    assert gc_guard.sweep() is False  # at most once a minute
    gc.unfreeze()
