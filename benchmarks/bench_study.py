"""Wall time of a study: the whole study, each run, and the gap between runs.

    .venv/bin/python benchmarks/bench_study.py                       # a small mask-rate study, nano
    .venv/bin/python benchmarks/bench_study.py --knob mask-ratio --task image --values 0.5,0.75 --steps 200
    .venv/bin/python benchmarks/bench_study.py --show docs/studies/mask-rate-text   # a finished study

The first form runs a study in a temporary folder through mlm_lab.studies.StudyRunner
(one process, --threads torch threads) and prints, per run, its training wall time and
the time from the previous run's end to its first training step (the study's overhead:
model setup, run folder, step-0 evaluation; the data is built once, before the first
run, and a run that starts from the same weights as an earlier one, e.g. another mask
rate at the same seed, reuses that run's step-0 evaluation). `--show` prints the same figures from the results.csv of a study folder (the gaps
are not recorded there) and the study's span from study.json.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class _Times:
    def __init__(self):
        self.start: dict[int, float] = {}
        self.end: dict[int, float] = {}

    def on_run_start(self, run, run_dir, info):
        self.start[run.index] = time.perf_counter()

    def on_run_end(self, run, row, state, message):
        self.end[run.index] = time.perf_counter()


def _show(folder: str) -> int:
    from datetime import datetime

    from mlm_lab.studies import Study

    study = Study.open(folder)
    rows = study.rows()
    column = study.spec.knob_info.column
    for r in rows:
        print(f"{column} {r[column]} seed {r['seed']}: {r.get('wall_s') or 0:.1f} s training, {r['steps']} steps")
    total = sum(float(r.get("wall_s") or 0) for r in rows)
    print(f"{len(rows)} runs: {total:.1f} s of training in all")
    if study.spec.finished and study.spec.created:
        span = datetime.fromisoformat(study.spec.finished) - datetime.fromisoformat(study.spec.created)
        print(f"study span (created to finished, including any pause): {span.total_seconds():.0f} s")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--knob", default="mask-rate")
    ap.add_argument("--task", default="text")
    ap.add_argument("--values", default="0.15,0.3,0.5")
    ap.add_argument("--seeds", type=int, default=1)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--preset", default="nano")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--show", metavar="STUDY_DIR", help="print the figures of an existing study folder")
    args = ap.parse_args()
    if args.show:
        return _show(args.show)

    import torch

    from mlm_lab.studies import Study, StudyRunner, StudySpec
    from mlm_lab.training import TrainConfig

    torch.set_num_threads(args.threads)
    values = [v.strip() for v in args.values.split(",")]
    fixed = TrainConfig(task=args.task, preset=args.preset, steps=args.steps, checkpoint_every=10**6,
                        keep_checkpoints=1)
    spec = StudySpec(knob=args.knob, task=args.task, values=values, seeds=list(range(args.seeds)), fixed=fixed)
    times = _Times()
    with tempfile.TemporaryDirectory() as tmp:
        study = Study.create_or_continue(Path(tmp) / "study", spec)
        t0 = time.perf_counter()
        outcome = StudyRunner(study, callbacks=[times], threads=args.threads, yardsticks=[], plots=False).run()
        study_s = time.perf_counter() - t0
        t1 = time.perf_counter()
        study.write_plots(outcome.rows)
        plots_s = time.perf_counter() - t1
    column = spec.knob_info.column
    print(f"{spec.knob} study, {args.task} {args.preset}, {args.steps} steps, {len(spec.plan())} runs, "
          f"{args.threads} thread(s)")
    for i, r in enumerate(outcome.rows):
        gap = outcome.overheads_s[i - 1] if 0 < i <= len(outcome.overheads_s) else None
        own = times.end.get(i, 0) - times.start.get(i, 0)
        print(f"  {column} {r[column]} seed {r['seed']}: {r['wall_s']:.2f} s training ({own:.2f} s start to end)"
              + (f"; {gap:.2f} s from the previous run's end to its first step" if gap is not None else ""))
    gaps = outcome.overheads_s
    print(f"study wall time {study_s:.1f} s (data built once: {outcome.data_build_s:.2f} s); "
          f"plots {plots_s:.2f} s")
    if gaps:
        import statistics

        print(f"between runs: median {statistics.median(gaps):.2f} s, mean {sum(gaps) / len(gaps):.2f} s, "
              f"max {max(gaps):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
