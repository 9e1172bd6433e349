"""A stand-in for a tab's job queue (mlm_lab.lab.worker.Worker) that the presenter tests drive by hand:
keyed jobs, the newest id of a key wins, a cancel makes a job in flight stale; nothing runs until the
test calls `run()`, which returns the answers (key, request_id, ok, result or message) in the order the
jobs were submitted, for the test to hand over in any order it likes."""

from __future__ import annotations


class StepWorker:
    def __init__(self):
        self.ids: dict[str, int] = {}
        self.queue: list[tuple[str, int, object]] = []

    def submit(self, key, job):
        self.ids[key] = self.ids.get(key, 0) + 1
        self.queue.append((key, self.ids[key], job))
        return self.ids[key]

    def cancel(self, key):
        self.ids[key] = self.ids.get(key, 0) + 1

    def latest_id(self, key):
        return self.ids.get(key, 0)

    def is_stale(self, key, request_id):
        return request_id != self.ids.get(key, 0)

    def run(self) -> list[tuple[str, int, bool, object]]:
        """Every job queued, run (a real worker runs the stale ones too; their answers are dropped)."""
        answers = []
        for key, rid, job in self.queue:
            try:
                answers.append((key, rid, True, job()))
            except Exception as exc:  # a job's error is the worker's failed answer
                answers.append((key, rid, False, str(exc)))
        self.queue = []
        return answers
