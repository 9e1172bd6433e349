"""`mlm-lab study`: a series of runs that differ in one knob, then a table and plots.

    mlm-lab study mask-rate --task text --values 0.15,0.3,0.45,0.6,0.8 --steps 600 --seeds 2
    mlm-lab study mask-ratio --task image --values 0.25,0.5,0.75,0.9
    mlm-lab study strategy --task text          # values: every strategy of the task
    mlm-lab study objective --task text         # mlm vs clm
    mlm-lab study mask-rate --backend ray --address HEAD:6379   # each run a Ray task on a cluster
    mlm-lab study grid --task text --knob mask_prob=0.1,0.2,0.4 --knob strategy=random,whole_word
    mlm-lab study resume STUDY_DIR              # continue a stopped study (its spec from study.json)
    mlm-lab study show STUDY_DIR [--json]       # the results table of a study folder
    mlm-lab study compare STUDY_DIR             # masked vs causal: compare.json + compare.png
    mlm-lab study decode MODEL --thresholds 0.5,0.7,0.9,0.99 --out DIR   # parallel decoding: calls vs quality

Running the same command again continues the study: finished runs are kept, a stopped
run resumes from its newest checkpoint. Ctrl+C stops after the current step.
"""

from __future__ import annotations

import json
import signal
import sys
import time
from pathlib import Path

from mlm_lab.cli import UserError, seed_arg
from mlm_lab.cli.study_args import (
    KNOB_TASK,
    command_line,
    fixed_config,
    knob_options,
    run_options,
    split_values,
)
from mlm_lab.wording import plural


def register(subparsers) -> None:
    from mlm_lab.cli.limits import number_arg
    from mlm_lab.studies.spec import KNOBS

    p = subparsers.add_parser("study", help="a series of runs that differ in one knob (mask rate, strategy...)",
                              description="Run a study: one run per knob value and seed, the rest fixed; "
                                          "writes study.json, results.csv and a plot per metric.")
    sub = p.add_subparsers(dest="study_command",
                           metavar="{" + ",".join([*KNOBS, "grid", "resume", "show", "compare", "steps", "decode",
                                                          "remask"]) + "}")
    for name, knob in KNOBS.items():
        k = sub.add_parser(name, help=knob.help, description=f"A {name} study: {knob.help}.")
        knob_options(k, name)
        k.set_defaults(func=cmd_study, knob=name)
    from mlm_lab.cli.study_grid import register_grid

    register_grid(sub, cmd_study)
    r = sub.add_parser("resume", help="continue a study folder: finished runs kept, stopped ones resumed",
                       description="Continue the study in FOLDER (its spec is read from study.json): finished runs "
                                   "are kept, a stopped or interrupted run resumes from its newest checkpoint, the "
                                   "rest are trained; on the backend the study was run with unless --backend says.")
    r.add_argument("folder", help="a study folder (with study.json)")
    run_options(r, resume=True)
    r.set_defaults(func=cmd_resume)
    s = sub.add_parser("show", help="print the results table of a study folder")
    s.add_argument("folder", help="a study folder (with study.json)")
    s.add_argument("--json", action="store_true", help="print the spec and rows as JSON")
    s.add_argument("--all", action="store_true", help="every column, not the main ones")
    s.set_defaults(func=cmd_show)
    c = sub.add_parser("compare", help="masked vs causal LM: compare.json + compare.png of an objective study",
                       description="Measure the finished runs of an objective study (or the run folders given, "
                                   "with --out): curves against steps, tokens seen, supervised tokens and wall "
                                   "time, probe accuracy per layer, cloze by side; writes compare.json and "
                                   "compare.png/.svg.")
    c.add_argument("folders", nargs="+", metavar="FOLDER", help="a study folder, or run folders of both objectives")
    c.add_argument("--out", help="where compare.json goes when run folders are given")
    c.add_argument("--no-probes", action="store_true", help="skip the per-layer probes (the slow part)")
    c.set_defaults(func=cmd_compare)
    g = sub.add_parser("steps", help="generation quality against steps and remasking, for one model",
                       description="Write --samples sequences from nothing by unmasking with each number of "
                                   "steps and each remasking rule; measure valid toy sentences (--data toy), "
                                   "distinct-2/3, repetition and, with --scorer, generative perplexity; writes "
                                   "steps.json, steps.csv and steps.png in --out.")
    g.add_argument("model", help="a masked-LM folder (or a run's checkpoint folder)")
    g.add_argument("--steps", default="1,4,16,64", help="comma-separated numbers of steps (default 1,4,16,64)")
    g.add_argument("--remasking", default="random,confidence", help="comma-separated rules (default random,confidence)")
    g.add_argument("--samples", type=number_arg("study_samples"), default=500, help="sequences per point (default 500)")
    g.add_argument("--length", type=number_arg("length"), default=24, help="positions to write (text; toy lengths follow its rows)")
    g.add_argument("--data", choices=["text", "toy"], default="text",
                   help="toy: the model knows the generated toy language; its sentences are checked")
    g.add_argument("--scorer", help="a causal model folder (objective clm) for generative perplexity")
    g.add_argument("--seed", type=seed_arg, default=0)
    g.add_argument("--out", required=True, help="folder for steps.json, steps.csv and steps.png")
    g.add_argument("--json", action="store_true", help="print the result as JSON")
    g.set_defaults(func=cmd_steps)
    d = sub.add_parser("decode", help="parallel decoding by confidence: model calls per token against quality",
                       description="Write --samples sequences from nothing with remasking threshold at each "
                                   "--thresholds value (each step reveals every token at least that probable, at "
                                   "least one) and with each fixed number of --steps; measure the model calls per "
                                   "token written against valid toy sentences (--data toy), distinct-2/3, "
                                   "repetition and, with --scorer, generative perplexity; writes decode.json, "
                                   "decode.csv and decode.png in --out.")
    d.add_argument("model", help="a masked-LM folder (or a run's checkpoint folder)")
    d.add_argument("--thresholds", default="0.5,0.7,0.9,0.99",
                   help="comma-separated thresholds, each more than 0 and at most 1 (default 0.5,0.7,0.9,0.99)")
    d.add_argument("--steps", default="4,8,16", help="fixed numbers of steps to compare with (default 4,8,16; '' = none)")
    d.add_argument("--remasking", default="confidence", help="rules of the fixed-steps runs (default confidence)")
    d.add_argument("--samples", type=number_arg("study_samples"), default=200, help="sequences per point (default 200)")
    d.add_argument("--length", type=number_arg("length"), default=24, help="positions to write (text; toy lengths follow its rows)")
    d.add_argument("--data", choices=["text", "toy"], default="text",
                   help="toy: the model knows the generated toy language; its sentences are checked")
    d.add_argument("--scorer", help="a causal model folder (objective clm) for generative perplexity")
    d.add_argument("--seed", type=seed_arg, default=0)
    d.add_argument("--out", required=True, help="folder for decode.json, decode.csv and decode.png")
    d.add_argument("--json", action="store_true", help="print the result as JSON")
    d.set_defaults(func=cmd_decode)
    from mlm_lab.cli import study_remask

    study_remask.register(sub)
    p.set_defaults(func=_need_knob)


def _need_knob(args) -> int:
    from mlm_lab.studies.spec import KNOBS

    raise UserError(f"mlm-lab study: say which knob ({', '.join(KNOBS)}) or show STUDY_DIR")


def build_spec(args):
    """The StudySpec the arguments describe; UserError (one line) for anything unusable."""
    from mlm_lab.studies.spec import KNOBS, StudyError, StudySpec
    from mlm_lab.training.config import ConfigError

    knob = KNOBS[args.knob]
    task = args.task or KNOB_TASK[args.knob]
    if args.values is None:
        values = knob.default_values(task) if task in knob.tasks else []
    else:
        values = split_values(args.values, "--values")
    config = fixed_config(args, task)
    try:
        return StudySpec(knob=args.knob, task=task, values=values, seeds=list(range(args.seeds)), fixed=config,
                         name=args.name or "", command=command_line())
    except (StudyError, ConfigError, ValueError) as exc:
        raise UserError(f"mlm-lab study: {exc}") from None


def study_folder(args, spec) -> Path:
    if args.out:
        return Path(args.out).expanduser()
    from mlm_lab.studies import default_studies_dir
    from mlm_lab.training.runs import _safe_name

    return default_studies_dir(args.runs_dir) / _safe_name(spec.name)


class _StudyProgress:
    """A line per run start/end and per evaluation, on stderr."""

    def __init__(self, total: int, stream=None):
        self.total = total
        self.stream = stream or sys.stderr
        self.started: dict[int, float] = {}

    def _say(self, text: str) -> None:
        print(text, file=self.stream, flush=True)

    def on_study_start(self, study, planned):
        done = sum(p.done for p in planned)
        self._say(f"study folder: {study.folder} ({plural(len(planned), 'run')}, {done} already done)")

    def on_run_start(self, run, run_dir, info):
        self.started[run.index] = time.perf_counter()
        resumed = f", resumed at step {info.get('step')}" if info.get("resumed") else ""
        self._say(f"[{run.index + 1}/{self.total}] {run.label}: {run_dir.name}{resumed}")

    def on_run_metrics(self, run, record):
        if "eval_loss" not in record or record.get("step", 0) == 0:
            return
        score = (f"accuracy@15% {record['eval_accuracy']:.3f}" if "eval_accuracy" in record
                 else f"PSNR@75% {record.get('eval_psnr', float('nan')):.2f} dB")
        self._say(f"    {run.label} step {record['step']}/{run.config.steps}: eval loss {record['eval_loss']:.4f}, "
                  f"{score}")

    def on_run_end(self, run, row, state, message):
        took = time.perf_counter() - self.started.get(run.index, time.perf_counter())
        self._say(f"[{run.index + 1}/{self.total}] {run.label}: {state} in {took:.1f} s"
                  f"{'' if state == 'finished' else ' (' + message.splitlines()[0] + ')'}")

    def on_log(self, message):
        if "training on" in message:
            return
        self._say(f"    {message}")


def cmd_study(args) -> int:
    """A new study (or the same one continued): one knob, or a grid's two (args.build)."""
    from mlm_lab.studies import Study, StudyError, estimate_seconds
    from mlm_lab.studies.spec import value_label

    command = getattr(args, "message_prefix", "mlm-lab study")  # "mlm-lab study grid" for a grid
    spec = getattr(args, "build", build_spec)(args)
    folder = study_folder(args, spec)
    if args.dry_run:
        study = Study(folder, spec)
        if (folder / "study.json").is_file():
            try:
                study = Study.create_or_continue(folder, spec)
            except StudyError as exc:
                raise UserError(f"{command}: {exc}") from None
        left = study.pending() if study.runs_dir.is_dir() else None
        print(f"study folder: {folder}")
        for value, seed in spec.plan():
            print(f"  {spec.title} {value_label(value)} seed {seed}: {plural(spec.fixed.steps, 'step')}")
        print(f"estimate: about {_clock(estimate_seconds(study, parallel=args.parallel, threads=args.threads or 0))}"
              f" ({plural(len(left) if left is not None else len(spec.plan()), 'run')} to do; rough)")
        return 0
    _check_backend(args.backend, args.address, command)
    is_new = not (folder / "study.json").is_file()
    existed = folder.exists()
    try:
        study = Study.create_or_continue(folder, spec)
    except (StudyError, OSError) as exc:
        raise UserError(f"{command}: {exc}") from None
    return _run(args, study, is_new=is_new, existed=existed)


def _check_backend(backend: str, address: str | None, command: str = "mlm-lab study") -> None:
    """--backend ray without Ray, or a cluster that does not answer: one line, before anything is written."""
    if address and backend != "ray":
        raise UserError(f"{command}: --address is for --backend ray")
    if backend != "ray":
        return
    from mlm_lab.studies.ray_backend import RayUnavailable, check_address, import_ray

    try:
        import_ray()
        check_address(address)
    except RayUnavailable as exc:
        raise UserError(f"{command}: {exc}") from None


def cmd_resume(args) -> int:
    from mlm_lab.studies import Study, StudyError

    try:
        study = Study.open(args.folder)
    except StudyError as exc:
        raise UserError(f"mlm-lab study resume: {exc}") from None
    from mlm_lab.studies.ray_backend import saved_backend

    backend, address = saved_backend(study.spec)
    if args.backend is None:
        args.backend = backend
    if args.address is None and args.backend == "ray":
        args.address = address
    _check_backend(args.backend, args.address)
    left = len(study.pending())
    print(f"resuming {study.folder}: {left} of {len(study.spec.plan())} runs left, on {args.backend}"
          f"{' at ' + args.address if args.address else ''}", file=sys.stderr, flush=True)
    return _run(args, study, is_new=False, existed=True)


def _run(args, study, *, is_new: bool, existed: bool) -> int:
    from mlm_lab.studies import StudyError, StudyRunner, estimate_seconds, format_table
    from mlm_lab.studies.ray_backend import record_backend

    spec = study.spec
    record_backend(study, args.backend, args.address)  # what `study resume` uses
    runner = StudyRunner(study, callbacks=[_StudyProgress(len(spec.plan()))], parallel=args.parallel,
                         threads=args.threads or 0, max_runs=args.max_runs, backend=args.backend,
                         address=args.address)
    try:
        runner.prepare()
    except StudyError as exc:
        if is_new and not study.run_infos():  # bad data: leave no study folder behind
            _remove_new_study(study.folder, existed)
        raise UserError(f"mlm-lab study: {exc}") from None
    pending = study.pending()
    print(f"estimate: about {_clock(estimate_seconds(study, parallel=args.parallel, threads=args.threads or 0))} "
          f"for {len(pending)} run(s) (rough)", file=sys.stderr, flush=True)

    def on_signal(signum, frame):
        if runner.stop_requested:
            raise KeyboardInterrupt
        print("\nstopping after this step (Ctrl+C again to abort)...", file=sys.stderr, flush=True)
        runner.request_stop()

    previous = signal.signal(signal.SIGINT, on_signal)
    previous_term = signal.signal(signal.SIGTERM, on_signal)
    try:
        outcome = runner.run()
    except StudyError as exc:
        raise UserError(f"mlm-lab study: {exc}") from None
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.signal(signal.SIGTERM, previous_term)
    print(format_table(outcome.rows, spec.columns))
    print(f"{outcome.state}: {outcome.message}")
    gaps = outcome.overheads_s
    gap = f"; between runs {max(gaps):.2f} s at most (mean {sum(gaps) / len(gaps):.2f} s)" if gaps else ""
    built = f"; data built once in {outcome.data_build_s:.1f} s" if outcome.data_build_s else ""
    probes = f"; yardsticks {outcome.yardstick_s:.1f} s" if outcome.yardstick_s else ""
    print(f"wall time {outcome.wall_s:.1f} s for {outcome.trained} run(s){gap}{built}{probes}")
    print(f"study folder: {study.folder}")
    return 1 if outcome.state == "failed" else 0


def _remove_new_study(folder: Path, existed: bool) -> None:
    """Undo a study folder this command just made, when its first run could not start."""
    import shutil

    (folder / "study.json").unlink(missing_ok=True)
    shutil.rmtree(folder / "runs", ignore_errors=True)
    if not existed and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def cmd_show(args) -> int:
    from mlm_lab.studies import Study, StudyError, format_table

    try:
        study = Study.open(args.folder)
        rows = study.rows()
    except StudyError as exc:
        raise UserError(f"mlm-lab study show: {exc}") from None
    spec = study.spec
    if args.json:
        print(json.dumps({"study": spec.to_dict(), "rows": rows}))
        return 0
    print(f"{spec.title} {'grid' if spec.is_grid else 'study'} ({spec.task}, {spec.fixed.preset}, {plural(spec.fixed.steps, 'step')}, seeds "
          f"{','.join(map(str, spec.seeds))}): {len(rows)} of {len(spec.plan())} runs done"
          f"{'' if not spec.finished else ', finished ' + spec.finished}")
    print(format_table(rows, spec.columns, all_columns=args.all))
    return 0


def cmd_compare(args) -> int:
    from mlm_lab.studies.compare import CompareError, build_comparison, compare_study, write_compare

    folders = [Path(f).expanduser() for f in args.folders]
    missing = [str(f) for f in folders if not f.is_dir()]
    if missing:
        raise UserError(f"mlm-lab study compare: no such folder: {missing[0]}")

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    try:
        if len(folders) == 1 and (folders[0] / "study.json").is_file():
            if args.out:
                raise UserError("mlm-lab study compare: --out is for run folders; a study keeps compare.json itself")
            out = folders[0]
            comparison = compare_study(out, probes=not args.no_probes, log=log)
        else:
            if not args.out:
                raise UserError("mlm-lab study compare: give a study folder (with study.json), or run folders "
                                "and --out DIR")
            from mlm_lab.atomic import check_output_path

            out = check_output_path(args.out, "comparison (compare.json)", folder=True,
                                    files=("compare.json", "compare.png", "compare.svg"))
            comparison = build_comparison(folders, probes=not args.no_probes, log=log,
                                          title=", ".join(f.name for f in folders))
            out.mkdir(parents=True, exist_ok=True)
            write_compare(out, comparison)
    except CompareError as exc:
        raise UserError(f"mlm-lab study compare: {exc}") from None
    for name, entry in comparison["objectives"].items():
        per, cloze, probe = entry["per_step"], entry.get("cloze") or {}, entry.get("probe") or {}
        line = f"{name}: {per['tokens_per_step']:.0f} tokens / step, {per['supervised_per_step']:.0f} supervised"
        if cloze.get("steps"):
            line += f"; cloze left {cloze['left_mean'][-1]:.3f}, right {cloze['right_mean'][-1]:.3f}"
        if probe.get("mean"):
            line += "; probe per layer " + " ".join(f"{a:.3f}" for a in probe["mean"])
        print(line)
    print(f"written: {out / 'compare.json'}, compare.png, compare.svg")
    return 0


def _clock(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"


def _steps_and_rules(args, *, steps_optional: bool = False) -> tuple[list[int], list[str]]:
    from mlm_lab.cli import UserError
    from mlm_lab.generation.schedule import REMASKING

    try:
        steps = [int(v) for v in args.steps.split(",") if v.strip()]
    except ValueError:
        raise UserError(f"mlm-lab: --steps must be comma-separated whole numbers, got {args.steps!r}") from None
    rules = [v.strip() for v in args.remasking.split(",") if v.strip()]
    if (not steps and not steps_optional) or (steps and min(steps) < 1):
        raise UserError("mlm-lab: --steps must be whole numbers >= 1")
    bad = [r for r in rules if r not in REMASKING or r == "threshold"]
    if bad or not rules:
        fixed = [r for r in REMASKING if r != "threshold"]
        raise UserError(f"mlm-lab: --remasking takes {', '.join(fixed)}, got {args.remasking!r}")
    return steps, rules


def _models(args):
    """(the masked LM, the causal scorer or None) of a steps or decode study, checked."""
    from mlm_lab.cli import UserError
    from mlm_lab.inference import load_text_model

    tm = load_text_model(args.model)
    scorer = load_text_model(args.scorer) if args.scorer else None
    if scorer is not None and not scorer.causal:
        raise UserError(f"mlm-lab: the scorer {args.scorer} is not a causal model (train one with --objective clm)")
    if tm.causal:
        raise UserError("mlm-lab: the model is causal: unmasking needs a masked LM")
    return tm, scorer


def cmd_steps(args) -> int:
    from mlm_lab.cli import UserError
    from mlm_lab.generation.unmask import GenerationError
    from mlm_lab.models import ModelLoadError
    from mlm_lab.studies.steps import steps_study, write_steps_study

    steps, rules = _steps_and_rules(args)
    from mlm_lab.atomic import check_output_path

    # a file of that name, a read-only folder, a full disk: refused before the study runs
    check_output_path(args.out, "steps study (steps.json, steps.csv, steps.png)", folder=True,
                      files=("steps.json", "steps.csv", "steps.png"))
    try:
        tm, scorer = _models(args)
        result = steps_study(tm, steps=steps, rules=rules, samples=args.samples, seed=args.seed, length=args.length,
                             data=args.data, scorer=scorer, log=lambda m: print(f"mlm: {m}", file=sys.stderr))
    except (ModelLoadError, GenerationError) as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    out = write_steps_study(result, args.out)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{'remasking':12s} {'steps':>5s} {'valid':>7s} {'dist-2':>7s} {'repeat':>7s} {'gen-ppl':>8s}  example")
    for r in result["rows"]:
        valid = f"{100 * r['valid']:6.1f}%" if r["valid"] is not None else "      -"
        ppl = f"{r['gen_perplexity']:8.1f}" if r["gen_perplexity"] is not None else "       -"
        print(f"{r['remasking']:12s} {r['steps']:5d} {valid} {r['distinct_2']:7.3f} {100 * r['repetition']:6.1f}% "
              f"{ppl}  {r['example'][:60]}")
    print(f"wrote {out}/steps.json, steps.csv, steps.png ({result['wall_s']} s)")
    return 0


def cmd_decode(args) -> int:
    from mlm_lab.atomic import check_output_path
    from mlm_lab.cli import UserError
    from mlm_lab.cli.limits import RANGES
    from mlm_lab.generation.unmask import GenerationError
    from mlm_lab.models import ModelLoadError
    from mlm_lab.studies.steps import decode_study, write_decode_study

    steps, rules = _steps_and_rules(args, steps_optional=True)
    thresholds = []
    for text in (v.strip() for v in args.thresholds.split(",")):
        try:
            thresholds.append(RANGES["threshold"].check(text))
        except Exception as exc:  # argparse.ArgumentTypeError: the range, said once in limits
            raise UserError(f"mlm-lab: --thresholds: each {exc}") from None
    check_output_path(args.out, "decode study (decode.json, decode.csv, decode.png)", folder=True,
                      files=("decode.json", "decode.csv", "decode.png"))
    try:
        tm, scorer = _models(args)
        result = decode_study(tm, thresholds=thresholds, steps=steps, rules=rules, samples=args.samples,
                              seed=args.seed, length=args.length, data=args.data, scorer=scorer,
                              log=lambda m: print(f"mlm: {m}", file=sys.stderr))
    except (ModelLoadError, GenerationError) as exc:
        raise UserError(f"mlm-lab: {str(exc).splitlines()[0]}") from None
    out = write_decode_study(result, args.out)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{'decoding':18s} {'calls/token':>11s} {'valid':>7s} {'dist-2':>7s} {'repeat':>7s} {'gen-ppl':>8s}  example")
    for r in result["rows"]:
        name = f"threshold {r['threshold']:g}" if r["remasking"] == "threshold" else f"{r['remasking']} K={r['steps']}"
        valid = f"{100 * r['valid']:6.1f}%" if r["valid"] is not None else "      -"
        ppl = f"{r['gen_perplexity']:8.1f}" if r["gen_perplexity"] is not None else "       -"
        print(f"{name:18s} {r['calls_per_token']:11.3f} {valid} {r['distinct_2']:7.3f} {100 * r['repetition']:6.1f}% "
              f"{ppl}  {r['example'][:50]}")
    print(f"wrote {out}/decode.json, decode.csv, decode.png ({result['wall_s']} s)")
    return 0
