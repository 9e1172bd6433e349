"""Studies with --parallel: runs in worker processes, their events back through a queue."""

from __future__ import annotations

import json

from mlm_lab.studies import Study, StudyEventCallback, StudyRunner, StudySpec
from mlm_lab.studies.events import RunEnded, RunMetrics, RunStarted, StudyEnded, StudyStarted
from mlm_lab.training import TrainConfig


def test_parallel_runs_in_processes_and_reports_each(tmp_path):
    fixed = TrainConfig(task="image", steps=3, batch_size=8, eval_every=5, checkpoint_every=100, eval_size=8)
    spec = StudySpec(knob="mask-ratio", task="image", values=[0.5, 0.75], seeds=[0], fixed=fixed)
    events: list = []
    outcome = StudyRunner(Study.create_or_continue(tmp_path / "s", spec), parallel=2, threads=1, yardsticks=[],
                          plots=False, callbacks=[StudyEventCallback(events.append)]).run()
    assert outcome.state == "finished" and outcome.trained == 2
    assert [r["mask_ratio"] for r in outcome.rows] == [0.5, 0.75]
    kinds = [type(e) for e in events]
    assert kinds[0] is StudyStarted and kinds[-1] is StudyEnded
    assert kinds.count(RunStarted) == 2 and kinds.count(RunEnded) == 2
    assert {e.index for e in events if isinstance(e, RunMetrics) and e.step == 3} == {0, 1}
    configs = [json.loads((p / "config.json").read_text()) for p in (tmp_path / "s" / "runs").iterdir()]
    assert sorted(c["masking"]["ratio"] for c in configs) == [0.5, 0.75] and all(c["threads"] == 1 for c in configs)
