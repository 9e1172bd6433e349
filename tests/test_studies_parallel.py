"""Studies with --parallel: runs in worker processes, their events back through a queue."""

from __future__ import annotations

import json

from mlm_lab.studies import Study, StudyEventCallback, StudyRunner, StudySpec
from mlm_lab.training import TrainConfig


def test_parallel_runs_in_processes_and_reports_each(tmp_path):
    fixed = TrainConfig(task="image", steps=3, batch_size=8, eval_every=5, checkpoint_every=100, eval_size=8)
    spec = StudySpec(knob="mask-ratio", task="image", values=[0.5, 0.75], seeds=[0], fixed=fixed)
    events: list[dict] = []
    outcome = StudyRunner(Study.create_or_continue(tmp_path / "s", spec), parallel=2, threads=1, yardsticks=[],
                          plots=False, callbacks=[StudyEventCallback(events.append)]).run()
    assert outcome.state == "finished" and outcome.trained == 2
    assert [r["mask_ratio"] for r in outcome.rows] == [0.5, 0.75]
    kinds = [e["type"] for e in events]
    assert kinds[0] == "study_started" and kinds[-1] == "study_ended"
    assert kinds.count("run_started") == 2 and kinds.count("run_ended") == 2
    assert {e["index"] for e in events if e["type"] == "run_metrics" and e["step"] == 3} == {0, 1}
    configs = [json.loads((p / "config.json").read_text()) for p in (tmp_path / "s" / "runs").iterdir()]
    assert sorted(c["masking"]["ratio"] for c in configs) == [0.5, 0.75] and all(c["threads"] == 1 for c in configs)
