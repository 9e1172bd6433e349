"""Run a study: its pending runs one after another (or `parallel` at once in processes),
then the results table and the plots.

    from mlm_lab.studies import StudySpec, Study, StudyRunner
    study = Study.create_or_continue(folder, spec)
    outcome = StudyRunner(study, callbacks=[my_callback]).run()

Callbacks come in the thread that calls run() (a worker thread in the app; the GUI
thread never runs this). A stop request (request_stop(), or the stop_event) stops the
run in progress at its next step with a checkpoint; running the study again resumes
that run and does the rest. A finished (or diverged) run is never trained again.

Data reuse: the runs of a study share the data object (tokenized rows and tokenizer, or
the image pool) when the fields that define the data are the same (data_key), and the
step-0 evaluation when a run starts from the same weights on the same data as an earlier
one (a mask-rate study's runs of one seed), so the gap between runs is the model's setup
and, for a new initialisation, its step-0 evaluation.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.errors import message_of, msg
from mlm_lab.studies.compare import COMPARE_FILE
from mlm_lab.studies.data_cache import DATA_FIELDS, DataCache, data_key  # noqa: F401 (re-exported)
from mlm_lab.studies.folder import PlannedRun, Study
from mlm_lab.studies.run_watch import RunWatch
from mlm_lab.studies.spec import StudyError
from mlm_lab.studies.yardsticks import Yardstick, default_yardsticks, measure

BACKENDS = ("local", "ray")  # local: in this process, or --parallel processes; ray: Ray tasks (ray_backend)


class StudyCallback:
    """Override what you need; each is called in the thread that runs the study."""

    def on_study_start(self, study: Study, planned: list[PlannedRun]) -> None: ...

    def on_run_start(self, run: PlannedRun, run_dir: Path, info: dict) -> None: ...

    def on_run_metrics(self, run: PlannedRun, record: dict) -> None: ...

    def on_run_end(self, run: PlannedRun, row: dict | None, state: str, message: str) -> None: ...

    def on_log(self, message: str) -> None: ...

    def on_study_end(self, outcome: StudyOutcome) -> None: ...


@dataclass
class StudyOutcome:
    state: str  # finished | stopped | failed
    message: str
    rows: list[dict]  # every run that has ended, in plan order
    trained: int  # runs trained (or resumed) in this call
    wall_s: float
    overheads_s: list[float] = field(default_factory=list)  # gap from one run's end to the next's first step
    yardstick_s: float = 0.0
    data_build_s: float = 0.0
    files: list[Path] = field(default_factory=list)


class StudyRunner:
    def __init__(self, study: Study, *, callbacks=(), stop_event=None, parallel: int = 1, threads: int = 0,
                 max_runs: int | None = None, yardsticks: list[Yardstick] | None = None, plots: bool = True,
                 backend: str = "local", address: str | None = None):
        if backend not in BACKENDS:
            raise StudyError(msg("backend must be one of {join_backends}, got {backend!r}",
                                 join_backends=', '.join(BACKENDS), backend=backend))
        if parallel < 1:
            raise StudyError(msg("parallel must be at least 1, got {parallel}", parallel=parallel))
        if threads < 0:
            raise StudyError(msg("threads must be 0 or more, got {threads}", threads=threads))
        self.study = study
        self.callbacks = list(callbacks)
        self.stop_event = stop_event if stop_event is not None else threading.Event()
        self.parallel = int(parallel)
        self.backend, self.address = backend, address or None
        cores = os.cpu_count() or 1
        self.threads = int(threads) or max(1, cores // self.parallel)
        self.max_runs = max_runs
        self.yardsticks = default_yardsticks() if yardsticks is None else list(yardsticks)
        self.plots = plots
        self._cache = DataCache(log=self._log)
        self._eval_memo: dict = {}  # step-0 evaluations shared by runs that start alike (see Trainer)
        self._last_yardstick_s = 0.0
        self._yardstick_total = 0.0

    # -- control ----------------------------------------------------------------------------
    def request_stop(self) -> None:
        """Stop the run in progress at its next step (checkpointed) and start no other."""
        self.stop_event.set()

    @property
    def stop_requested(self) -> bool:
        return self.stop_event.is_set()

    def _emit(self, name: str, *args) -> None:
        for cb in self.callbacks:
            method = getattr(cb, name, None)
            if method is not None:
                method(*args)

    def _log(self, message: str) -> None:
        self._emit("on_log", message)

    # -- the study --------------------------------------------------------------------------
    def prepare(self) -> None:
        """Build the data of the first new run now, so bad data is reported (StudyError)
        before anything starts; the runs then reuse it."""
        from mlm_lab.data.text_files import DataError
        from mlm_lab.training.config import ConfigError

        fresh = [p for p in self.study.pending() if p.run_dir is None]
        if not fresh:
            return
        held: list[str] = []  # its log lines are shown only when it worked (an error is one line)
        self._cache.log = held.append
        try:
            self._cache.get(fresh[0].config.replace(threads=self.threads))
        except (DataError, ConfigError, OSError) as exc:
            raise StudyError(message_of(exc)) from None
        finally:
            self._cache.log = self._log
        for message in held:
            self._log(message)

    def run(self) -> StudyOutcome:
        t0 = time.perf_counter()
        planned = self.study.planned()
        self._emit("on_study_start", self.study, planned)
        busy = [p for p in planned if p.state == "running"]
        todo = [p for p in planned if not p.done and p.state != "running"]
        for p in busy:
            self._log(f"{p.label}: {p.run_dir.name} is being trained by another process; left alone")
        if self.max_runs is not None:
            todo = todo[: max(0, self.max_runs)]
        todo = [self._with_threads(p) for p in todo]
        if self.backend == "ray" and todo:
            from mlm_lab.studies.ray_backend import run_ray

            trained, overheads, failed = run_ray(self, todo)
        elif self.parallel > 1 and len(todo) > 1:
            from mlm_lab.studies.parallel import run_parallel

            trained, overheads, failed = run_parallel(self, todo)
        else:
            trained, overheads, failed = self._run_sequential(todo)
        return self._conclude(t0, trained, overheads, failed)

    def _with_threads(self, p: PlannedRun) -> PlannedRun:
        p.config = p.config.replace(threads=self.threads)
        return p

    def _run_sequential(self, todo: list[PlannedRun]) -> tuple[int, list[float], list[str]]:
        from mlm_lab.data.text_files import DataError
        from mlm_lab.training.config import ConfigError
        from mlm_lab.training.trainer import Trainer, TrainingError

        trained, overheads, failed = 0, [], []
        prev_end: float | None = None
        for p in todo:
            if self.stop_requested:
                break
            watch = RunWatch(self, p)
            try:
                if p.run_dir is not None:  # resume from its newest checkpoint, with its own tokenizer
                    self._log(f"{p.label}: resuming {p.run_dir.name} at step {p.step}")
                    trainer = Trainer(p.config, resume=p.run_dir, callbacks=[watch], stop_event=self.stop_event)
                else:
                    data = self._cache.get(p.config)
                    trainer = Trainer(p.config, runs_dir=self.study.runs_dir, data=data, callbacks=[watch],
                                      stop_event=self.stop_event, eval_memo=self._eval_memo)
                result = trainer.run()
                state, message, run_dir = result.state, result.message, result.run_dir
            except (DataError, ConfigError) as exc:
                raise StudyError(msg("{p_label}: {exc}", p_label=p.label, exc=exc)) from None
            except TrainingError as exc:
                state, message, run_dir = "failed", str(exc), trainer.run_dir
            end = time.perf_counter()
            trained += 1
            start = watch.first_step_start()
            if prev_end is not None and start is not None:  # yardsticks are measurement: reported apart
                overheads.append(start - prev_end - self._last_yardstick_s)
            if state == "failed":
                failed.append(f"{p.label}: {message}")
            self._run_ended(p, run_dir, state, message)
            prev_end = end
        return trained, overheads, failed

    def _run_ended(self, p: PlannedRun, run_dir: Path | None, state: str, message: str) -> None:
        """After a run: its yardsticks, its row, the table so far."""
        p.run_dir, p.state = run_dir, state
        row = None
        self._last_yardstick_s = 0.0
        if p.done and run_dir is not None and self.yardsticks:
            t0 = time.perf_counter()
            measure(run_dir, self.yardsticks, log=self._log)
            self._last_yardstick_s = time.perf_counter() - t0
            self._yardstick_total += self._last_yardstick_s
        rows = self.study.rows()
        for r in rows:
            if run_dir is not None and r.get("run") == run_dir.name:
                row = r
        if rows:
            self.study.write_results(rows)
        self._emit("on_run_end", p, row, state, message)

    def _conclude(self, t0: float, trained: int, overheads: list[float], failed: list[str]) -> StudyOutcome:
        planned = self.study.planned()
        if self.yardsticks:  # runs finished before a yardstick existed get it now (kept ones are not redone)
            t1 = time.perf_counter()
            for p in planned:
                if p.done and p.run_dir is not None:
                    measure(p.run_dir, self.yardsticks, log=self._log)
            self._yardstick_total += time.perf_counter() - t1
        rows = self.study.rows(planned)
        files: list[Path] = []
        if rows:
            files.append(self.study.write_results(rows))
            if self.plots and (trained or not self.study.has_plots()):
                files.extend(self.study.write_plots(rows))
        left = [p for p in planned if not p.done]
        if not left and self.plots and (trained or not (self.study.folder / COMPARE_FILE).is_file()):
            files.extend(self._compare())
        if not left:
            if not self.study.spec.finished:
                self.study.mark_finished(time.strftime("%Y-%m-%dT%H:%M:%S"))
            state, message = "finished", f"all {len(planned)} runs done"
        elif failed:
            state, message = "failed", f"{len(failed)} run(s) failed ({failed[0]}); {len(left)} of {len(planned)} left"
        else:
            state, message = "stopped", (f"{len(planned) - len(left)} of {len(planned)} runs done; "
                                         f"run the same command again (or mlm-lab study resume "
                                         f"{self.study.folder}) to continue")
        outcome = StudyOutcome(state, message, rows, trained, time.perf_counter() - t0, overheads,
                               self._yardstick_total, self._cache.build_s, files)
        self._emit("on_study_end", outcome)
        return outcome


    def _compare(self) -> list[Path]:
        """An objective study that has finished: the masked-vs-causal comparison (compare.json
        and its figure), its probes counted with the yardsticks. A failure is logged."""
        spec = self.study.spec
        if spec.knob != "objective" or spec.task != "text" or spec.is_grid:
            return []
        from mlm_lab.studies.compare import COMPARE_FILE, CompareError, compare_study

        t0 = time.perf_counter()
        try:
            compare_study(self.study.folder, probes=bool(self.yardsticks), data_for=self._cache.peek, log=self._log)
        except (CompareError, OSError, ValueError) as exc:
            self._log(f"comparison not written: {exc}")
            return []
        finally:
            self._yardstick_total += time.perf_counter() - t0
        self._log(f"comparison written: {COMPARE_FILE} and compare.png/.svg")
        return [self.study.folder / name for name in (COMPARE_FILE, "compare.png", "compare.svg")]


def run_study(study: Study, **kwargs) -> StudyOutcome:
    """StudyRunner(study, **kwargs).run()"""
    return StudyRunner(study, **kwargs).run()
