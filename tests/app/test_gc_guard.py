"""Python's collector runs on the GUI thread only (mlm_lab.app.gc_guard): garbage made by a
worker thread waits for the GUI thread's timer, so no Qt object is ever freed off it."""

from __future__ import annotations

import gc
import threading
import weakref

from mlm_lab.app import gc_guard


class Node:
    pass


def test_garbage_of_a_worker_thread_is_collected_by_the_gui_thread(qtbot):
    collector = gc_guard.install()
    assert collector is not None and gc_guard.install() is collector and not gc.isenabled()
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
    from mlm_lab.app.inference_worker import InferenceWorker

    gc_guard.uninstall()
    assert gc.isenabled()
    worker = InferenceWorker()
    try:
        assert not gc.isenabled() and gc_guard._collector is not None
    finally:
        worker.shutdown()
