"""The Features tab's one job queue (mlm_lab/app/features/work.py): a slow key's job (the corpus index,
a probe) runs in a lane of its own, so a quick key's answer comes while it runs; each key's request
ids are its lane's, and both lanes answer through the queue's own signals."""

from __future__ import annotations

import threading

from mlm_lab.lab.features_view.presenter import SLOW_KEYS

WAIT = 60_000  # ms: the test machine is heavily loaded


def test_a_slow_job_does_not_hold_up_a_quick_one(qtbot):
    from mlm_lab.app.features.work import FeatureJobs

    jobs = FeatureJobs()
    answers: list[tuple[str, int, object]] = []
    jobs.finished.connect(lambda key, rid, result: answers.append((key, rid, result)))
    started, release = threading.Event(), threading.Event()

    def slow():
        started.set()
        release.wait()  # until the test lets it end
        return "index built"

    try:
        assert "index" in SLOW_KEYS and jobs.lane("index") is jobs.slow and jobs.lane("maps") is jobs.quick
        index_id = jobs.submit("index", slow)
        qtbot.waitUntil(started.is_set, timeout=WAIT)
        maps_id = jobs.submit("maps", lambda: "maps drawn")
        qtbot.waitUntil(lambda: bool(answers), timeout=WAIT)
        assert answers == [("maps", maps_id, "maps drawn")] and jobs.is_busy()  # while the index still runs
        assert jobs.latest_id("index") == index_id and jobs.latest_id("maps") == maps_id
        assert not jobs.is_stale("index", index_id)
        release.set()
        qtbot.waitUntil(lambda: len(answers) == 2 and not jobs.is_busy(), timeout=WAIT)
        assert answers[1] == ("index", index_id, "index built")
        jobs.cancel("maps")
        assert jobs.is_stale("maps", maps_id) and not jobs.is_stale("index", index_id)
    finally:
        release.set()
        jobs.shutdown()
