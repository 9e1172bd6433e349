"""Masked vs causal LM, side by side: `compare.json` (+ `compare.png` / `.svg`) in a study folder.

    from mlm_lab.studies.compare import compare_study, read_compare
    comparison = compare_study("~/runs/studies/objective-text")   # measures, writes the files
    comparison = read_compare("docs/studies/objective-text")       # reads them back (light)

For each objective (mean and min-max over seeds):
- curves of the held-out metric of its own objective (masked-token loss/accuracy at 15 %
  for mlm, next-token loss/accuracy for clm) and of the training loss, against four
  x-axes: steps, tokens seen, supervised (loss-bearing) tokens, wall time;
- (a) linear-probe accuracy per layer (0 = embeddings) of the final checkpoints, with a
  random-init model of the same shape (mlm_lab.features.probe_model, word categories);
- (b) cloze accuracy split by the side of the clue (left / right of the blank), with the
  chance level, at every checkpoint each run still has.

Tokens seen and supervised tokens are not logged by the engine: they are computed from
the run's data and masking. Tokens seen per step = batch_size x the mean number of real
(non-[PAD]) tokens per row, as the engine counts them for tokens/s. Supervised tokens per
step: a causal LM has a target at every real position but the last ([CLS] predicts the
first word, the last word predicts [SEP]); a masked LM at the positions its masking selects,
counted by drawing the run's own masking over the training rows (15 % of the non-special
tokens for random masking). Both are expectations over the rows, which every epoch visits once.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from mlm_lab.errors import msg, words

COMPARE_FILE = "compare.json"
FORMAT = 1
AXES = {  # x-axis key -> label
    "steps": "training steps",
    "tokens_seen": "tokens seen",
    "supervised_tokens": "supervised (loss-bearing) tokens",
    "wall_s": "wall time, s",
}
SERIES = {  # curve key -> label
    "eval_loss": "held-out loss of its own objective",
    "eval_accuracy": "held-out accuracy of its own objective",
    "train_loss": "training loss",
}
OWN_METRIC = {"mlm": "masked tokens, 15 % masked", "clm": "next token", "diffusion": "masked tokens, 15 % masked"}
MAX_POINTS = 120  # training-loss points kept per objective (windowed means)
PROBE_TASK = "words"
MASK_SAMPLE_ROWS = 8192  # rows the masking is drawn over to count its selected tokens


class CompareError(ValueError):
    """Nothing to compare (no runs, one objective only, an unreadable compare.json)."""


# -- what a run is trained on -------------------------------------------------------------------
def supervision_per_step(config, data) -> dict:
    """Tokens seen and supervised tokens per optimiser step (expected over the rows)."""
    import torch

    from mlm_lab.masking import mask_tokens
    from mlm_lab.training.tasks import next_token_labels

    rows = data.train_rows  # [N, T]
    pad = data.tokenizer.pad_token_id
    real_per_row = float((rows != pad).sum()) / rows.shape[0]
    if config.objective == "clm":
        labels = next_token_labels(rows, pad)  # [N, T], -100 where nothing is scored
        supervised_per_row = float((labels != -100).sum()) / rows.shape[0]
    elif config.objective == "diffusion":  # t ~ U(eps, 1): on average (1 + eps) / 2 of the ordinary tokens
        from mlm_lab.training.config import DIFFUSION_EPS

        ordinary = float((~data.special_mask(rows)).sum()) / rows.shape[0]
        supervised_per_row = ordinary * (1.0 + DIFFUSION_EPS) / 2.0
    else:
        gen = torch.Generator().manual_seed(0)
        sample = rows[torch.randperm(rows.shape[0], generator=gen)[:MASK_SAMPLE_ROWS]]  # [n, T]
        tok = data.tokenizer
        words = data.word_ids(sample) if config.masking.strategy != "random" else None
        masked = mask_tokens(sample, config.masking, mask_token_id=tok.mask_token_id, vocab_size=tok.vocab_size,
                             special_tokens_mask=data.special_mask(sample), word_ids=words, generator=gen,
                             special_ids=tok.special_ids)
        supervised_per_row = float(masked.selected.sum()) / sample.shape[0]
    b = config.batch_size
    return {"tokens_per_step": b * real_per_row, "supervised_per_step": b * supervised_per_row,
            "real_tokens_per_row": real_per_row, "supervised_per_row": supervised_per_row}


def _run_data(run_dir: Path, config, data_for: Callable | None, built: dict):
    """The run's training rows: from `data_for(config)` (a study's data cache) when it has
    them, else rebuilt with the run's own tokenizer (once per data key and tokenizer)."""
    if data_for is not None:
        data = data_for(config)
        if data is not None:
            return data
    from mlm_lab.data.text_files import DataError
    from mlm_lab.studies.data_cache import data_key
    from mlm_lab.tokenization import WordPieceTokenizer
    from mlm_lab.training.data import build_text_data

    try:
        tokenizer_text = (run_dir / "tokenizer.json").read_text(encoding="utf-8")
        key = (data_key(config), tokenizer_text)
        if key not in built:
            built[key] = build_text_data(config, tokenizer=WordPieceTokenizer.load(run_dir / "tokenizer.json"))
    except (DataError, OSError, ValueError) as exc:
        raise CompareError(msg("cannot rebuild the training data of {run_dir_name} to count its tokens: {exc}",
                               run_dir_name=run_dir.name, exc=exc)) from None
    return built[key]


# -- one run ------------------------------------------------------------------------------------
def run_series(run_dir: Path) -> dict:
    """{"eval": [(step, elapsed_s, loss, accuracy)], "train": [(step, elapsed_s, loss)]} from metrics.jsonl."""
    from mlm_lab.training.runs import load_metrics

    evals, train = [], []
    for r in load_metrics(run_dir):
        step, t = r.get("step"), r.get("elapsed_s")
        if not isinstance(step, int) or not _num(t):
            continue
        if _num(r.get("eval_loss")):
            evals.append((step, float(t), float(r["eval_loss"]), _float(r.get("eval_accuracy"))))
        if _num(r.get("train_loss")):
            train.append((step, float(t), float(r["train_loss"])))
    return {"eval": evals, "train": train}


def probe_layers(checkpoint: Path, *, random_init: bool, progress=None) -> dict:
    """Word-category probe accuracy at every layer (0 = embeddings) of one checkpoint."""
    from mlm_lab.features import probe_model

    result = probe_model(checkpoint, PROBE_TASK, random_init=random_init, progress=progress)
    out = {"layers": list(result["layers"]), "acc": [float(a) for a in result["model_acc"]],
           "majority": float(result.get("majority_acc", 0.0))}
    if random_init:
        out["random_init_acc"] = [float(a) for a in result["random_init_acc"]]
    return out


def cloze_at(checkpoint: Path) -> dict:
    from mlm_lab.studies.yardsticks import ClozeBySide

    return ClozeBySide().at_checkpoint(checkpoint)


# -- the comparison -----------------------------------------------------------------------------
def build_comparison(run_dirs: Sequence[str | os.PathLike], *, probes: bool = True, data_for: Callable | None = None,
                     log: Callable[[str], None] | None = None, title: str = "") -> dict:
    """The comparison of finished text runs, grouped by objective (JSON-ready)."""
    from mlm_lab.training.checkpoint import list_checkpoints
    from mlm_lab.training.config import ConfigError, TrainConfig

    log = log or (lambda message: None)
    groups: dict[str, list[dict]] = {}
    for run_dir in map(Path, run_dirs):
        try:
            config = TrainConfig.load(run_dir / "config.json")
        except (OSError, ValueError, ConfigError) as exc:
            raise CompareError(msg("{run_dir} is not a run folder ({exc})", run_dir=run_dir, exc=exc)) from None
        if config.task != "text":
            raise CompareError(msg("{run_dir_name} is an {config_task} run; the comparison is of text objectives",
                                   run_dir_name=run_dir.name, config_task=config.task))
        groups.setdefault(config.objective, []).append({"dir": run_dir, "config": config})
    if len(groups) < 2:
        raise CompareError(msg("need runs of at least two objectives (mlm, clm, diffusion), found "
                               "{sorted_groups_or_no_runs}",
                               sorted_groups_or_no_runs=sorted(groups) or words('no runs')))
    out: dict = {"format": FORMAT, "title": title, "axes": AXES, "series": SERIES, "probe_task": PROBE_TASK,
                 "objectives": {}, "notes": []}
    built: dict = {}
    for objective in sorted(groups, key=lambda o: (o != "mlm", o)):
        runs = groups[objective]
        for run in runs:
            log(f"{objective}: reading {run['dir'].name}")
            run["series"] = run_series(run["dir"])
            run["supervision"] = supervision_per_step(run["config"], _run_data(run["dir"], run["config"], data_for, built))
            run["checkpoints"] = list_checkpoints(run["dir"])
        per_step = {k: _mean([r["supervision"][k] for r in runs]) for k in runs[0]["supervision"]}
        entry: dict = {"own_metric": OWN_METRIC.get(objective, objective), "runs": [r["dir"].name for r in runs],
                       "seeds": [r["config"].seed for r in runs], "per_step": per_step,
                       "curves": {"eval_loss": _curve(runs, "eval", 2, per_step),
                                  "eval_accuracy": _curve(runs, "eval", 3, per_step),
                                  "train_loss": _curve(runs, "train", 2, per_step, window=True)}}
        entry["cloze"] = _cloze(runs, log)
        if probes:
            entry["probe"] = _probes(runs, log)
        out["objectives"][objective] = entry
    mlm, clm = out["objectives"].get("mlm"), out["objectives"].get("clm")
    if mlm and clm:
        out["supervised_ratio_clm_to_mlm"] = clm["per_step"]["supervised_per_step"] / mlm["per_step"]["supervised_per_step"]
    out["notes"].append("tokens seen and supervised tokens are computed from each run's data and masking "
                        "(expected per step), not logged")
    return out


def _curve(runs: list[dict], kind: str, col: int, per_step: dict, window: bool = False) -> dict:
    """Mean / min / max over seeds at the steps every run has, with the four x-axes."""
    tables = [{p[0]: p for p in r["series"][kind] if p[col] is not None} for r in runs]
    steps = sorted(set.intersection(*(set(t) for t in tables))) if tables else []
    if window and len(steps) > MAX_POINTS:  # windowed means keep the shape and the file small
        size = math.ceil(len(steps) / MAX_POINTS)
        chunks = [steps[i : i + size] for i in range(0, len(steps), size)]
    else:
        chunks = [[s] for s in steps]
    out = {k: [] for k in ("steps", "tokens_seen", "supervised_tokens", "wall_s", "mean", "min", "max")}
    for chunk in chunks:
        ys = [_mean([t[s][col] for s in chunk]) for t in tables]  # one value per seed
        step = chunk[-1]
        out["steps"].append(step)
        out["tokens_seen"].append(round(step * per_step["tokens_per_step"]))
        out["supervised_tokens"].append(round(step * per_step["supervised_per_step"]))
        out["wall_s"].append(round(_mean([t[step][1] for t in tables]), 3))
        out["mean"].append(round(_mean(ys), 6))
        out["min"].append(round(min(ys), 6))
        out["max"].append(round(max(ys), 6))
    return out


def _cloze(runs: list[dict], log) -> dict:
    """Cloze by side at each checkpoint step all runs have (mean/min/max over seeds)."""
    by_step: dict[int, list[dict]] = {}
    runs = [r for r in runs if r["config"].data_kind == "toy"]  # the cloze set is of the generated language
    for r in runs:
        for ckpt in r["checkpoints"]:
            log(f"cloze: {r['dir'].name} {ckpt.name}")
            values = cloze_at(ckpt)
            if values:
                by_step.setdefault(int(ckpt.name.split("-", 1)[1]), []).append(values)
    steps = sorted(s for s, v in by_step.items() if runs and len(v) == len(runs))
    out: dict = {"steps": steps}
    for side in ("left", "right"):
        for stat, fn in (("mean", _mean), ("min", min), ("max", max)):
            out[f"{side}_{stat}"] = [round(fn([v[f"cloze_{side}_acc"] for v in by_step[s]]), 6) for s in steps]
        chance = [v[f"cloze_{side}_chance_acc"] for s in steps for v in by_step[s]]
        out[f"{side}_chance"] = round(_mean(chance), 6) if chance else None
    return out


def _probes(runs: list[dict], log) -> dict:
    """Probe per layer at the final checkpoint of each run; random init once (its first seed)."""
    results, random_init = [], None
    for r in runs:
        if not r["checkpoints"]:
            continue
        log(f"probe per layer: {r['dir'].name} {r['checkpoints'][-1].name}")
        try:
            res = probe_layers(r["checkpoints"][-1], random_init=random_init is None)
        except (ValueError, OSError) as exc:  # e.g. a tokenizer that splits the probe's words too finely
            log(f"probe per layer: {r['dir'].name} not probed: {exc}")
            continue
        random_init = random_init or res.get("random_init_acc")
        results.append(res)
    if not results:
        return {}
    layers = results[0]["layers"]
    accs = [res["acc"] for res in results]
    return {"task": PROBE_TASK, "layers": layers, "runs": len(results),
            "step": int(runs[0]["checkpoints"][-1].name.split("-", 1)[1]),
            "mean": [round(_mean(col), 6) for col in zip(*accs, strict=True)],
            "min": [round(min(col), 6) for col in zip(*accs, strict=True)],
            "max": [round(max(col), 6) for col in zip(*accs, strict=True)],
            "random_init": [round(a, 6) for a in random_init or []], "majority": results[0]["majority"]}


def _mean(xs) -> float:
    xs = list(xs)
    return sum(xs) / len(xs) if xs else float("nan")


def _num(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _float(v):
    return float(v) if _num(v) else None


# -- a study folder -----------------------------------------------------------------------------
def compare_study(folder: str | os.PathLike, *, probes: bool = True, figure: bool = True,
                  data_for: Callable | None = None, log: Callable[[str], None] | None = None) -> dict:
    """Measure the finished runs of a study folder and write compare.json (+ figure) into it."""
    from mlm_lab.studies.folder import Study
    from mlm_lab.studies.spec import StudyError

    try:
        study = Study.open(folder)
    except (StudyError, OSError, ValueError) as exc:
        raise CompareError(msg("{folder} is not a study folder ({exc})", folder=folder, exc=exc)) from None
    if study.spec.knob != "objective" or study.spec.is_grid:
        raise CompareError(msg("{study_folder_name} is a {study_spec_title} study; compare measures an objective study "
                               "(mlm vs clm vs diffusion: mlm-lab study objective), or run folders given with --out",
                               study_folder_name=study.folder.name, study_spec_title=study.spec.title))
    if not study.runs_dir.is_dir():
        raise CompareError(msg("{study_folder} has no runs/ folder to measure (a shipped study keeps its "
                               "{compare_file} as is)",
                               study_folder=study.folder, compare_file=COMPARE_FILE))
    runs = [p.run_dir for p in study.planned() if p.done and p.run_dir is not None]
    spec = study.spec
    title = f"{spec.task} {spec.fixed.preset}, {spec.fixed.steps} steps, {len(spec.seeds)} seed(s)"
    comparison = build_comparison(runs, probes=probes, data_for=data_for, log=log, title=title)
    write_compare(study.folder, comparison, figure=figure)
    return comparison


def write_compare(folder: str | os.PathLike, comparison: dict, *, figure: bool = True) -> list[Path]:
    from mlm_lab.atomic import write_text_atomic

    written = [write_text_atomic(Path(folder) / COMPARE_FILE, json.dumps(comparison, indent=1) + "\n")]
    if figure:
        from mlm_lab.studies.compare_plot import write_compare_figure

        written += write_compare_figure(folder, comparison)
    return written


def read_compare(folder: str | os.PathLike) -> dict | None:
    """The comparison kept in a study folder; None when it has none; CompareError when unreadable."""
    path = Path(folder).expanduser() / COMPARE_FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CompareError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None
    objectives = data.get("objectives") if isinstance(data, dict) else None
    if not isinstance(objectives, dict) or not objectives or data.get("format") != FORMAT:
        raise CompareError(msg("{path} is not a comparison this version reads", path=path))
    for name, entry in objectives.items():
        curves = entry.get("curves") if isinstance(entry, dict) else None
        if not isinstance(curves, dict) or not all(_curve_ok(c) for c in curves.values()):
            raise CompareError(msg("{path}: objective {name!r} has malformed curves", path=path, name=name))
    return data


def _curve_ok(curve) -> bool:
    if not isinstance(curve, dict):
        return False
    columns = [curve.get(k) for k in (*AXES, "mean", "min", "max")]
    return all(isinstance(c, list) for c in columns) and len({len(c) for c in columns}) == 1
