"""The steps study: how the quality of text written by unmasking depends on the number of
steps K and the remasking rule, for one model (no training; issue 24 item 6).

For each (K, rule) the model writes `samples` sequences from nothing (all [MASK]) and the
study measures them:

- on the generated toy language (`data="toy"`, a model trained on it): the share of valid
  sentences by the toy recogniser; lengths are drawn from the training rows and K is
  capped at the length;
- on anything: distinct-2 / distinct-3 and the repetition rate of the words, and with a
  `scorer` (an independent causal model, never the generator) the generative perplexity.

Writes `steps.json`, `steps.csv` and `steps.png` in the output folder.

The decode study (`decode_study`, issue 41) puts parallel decoding by confidence beside it:
for each threshold the model reveals, each step, every token at least that probable (at
least one), and the study measures the model calls each sequence took per token written
against the same quality measures, next to the fixed-steps schedules (calls per token
min(K, length) / length). Writes `decode.json`, `decode.csv` and `decode.png`.
"""

from __future__ import annotations

import io
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic
from mlm_lab.csvfile import dict_csv_text
from mlm_lab.errors import msg

DEFAULT_STEPS = (1, 4, 16, 64)
DEFAULT_RULES = ("random", "confidence")
COLUMNS = ("steps", "remasking", "steps_used", "valid", "distinct_2", "distinct_3", "repetition",
           "gen_perplexity", "example")


DEFAULT_THRESHOLDS = (0.5, 0.7, 0.9, 0.99)
DECODE_COLUMNS = ("remasking", "steps", "threshold", "calls_per_token", "calls_mean", "valid", "distinct_2",
                  "distinct_3", "repetition", "gen_perplexity", "example")


def toy_lengths(limit: int = 5000) -> list[int]:
    """Sentence lengths (tokens, without [CLS] and [SEP]) of the toy language's training rows."""
    from mlm_lab.data import toy_language

    corpus = toy_language.toy_corpus(0)
    return [len(corpus.tokenizer.encode_plain(s)) for s in corpus.train[:limit]]


def steps_study(tm, *, steps: Sequence[int] = DEFAULT_STEPS, rules: Sequence[str] = DEFAULT_RULES,
                samples: int = 500, seed: int = 0, length: int = 24, data: str = "text", scorer=None,
                temperature: float = 1.0, log: Callable[[str], None] | None = None) -> dict:
    """Measure `tm` (a TextModel, masked LM) for every K in `steps` and rule in `rules`."""
    from mlm_lab.generation.measures import toy_samples

    log = log or (lambda message: None)
    lengths = _lengths(data, steps, length)
    rows = []
    start = time.perf_counter()
    for rule in rules:
        for k in steps:
            ids = toy_samples(tm, samples, lengths, steps=k, remasking=rule, seed=seed, temperature=temperature)
            row = {"steps": k, "remasking": rule, "steps_used": min(k, max(lengths)),
                   **_quality(tm, ids, data, scorer)}
            rows.append(row)
            log(f"{rule} {k} steps: " + ", ".join(f"{c} {row[c]}" for c in COLUMNS[3:8] if row[c] is not None))
    return _result({}, tm, data=data, samples=samples, seed=seed, length=length, temperature=temperature,
                   scorer=scorer, rows=rows, start=start)


def _lengths(data: str, steps: Sequence[int], length: int) -> list[int]:
    """The lengths the study writes (the toy language's, or `length`), its data and steps checked."""
    from mlm_lab.generation.unmask import GenerationError

    if data not in ("text", "toy"):
        raise ValueError(msg("data must be 'text' or 'toy', got {data!r}", data=data))
    if data != "toy" and steps and max(steps) > length:
        raise GenerationError(msg("--steps {max_steps} is more than the {length} positions to write; "
                                  "use at most {length} or a longer --length",
                                  max_steps=max(steps), length=length))
    return toy_lengths() if data == "toy" else [length]


def _result(head: dict, tm, *, data: str, samples: int, seed: int, length: int, temperature: float, scorer,
            rows: list[dict], start: float) -> dict:
    """A study's JSON: what it ran (after `head`), its rows and its wall time."""
    return {"format": 1, **head, "model": getattr(tm, "source", ""), "data": data, "samples": samples,
            "seed": seed, "length": None if data == "toy" else length, "temperature": temperature,
            "scorer": getattr(scorer, "source", None) if scorer is not None else None, "rows": rows,
            "wall_s": round(time.perf_counter() - start, 1)}


def _quality(tm, ids: list[list[int]], data: str, scorer) -> dict:
    """The measures of generated rows: valid toy sentences (toy data), distinct-2/3, repetition,
    the scorer's generative perplexity, and the first text as an example."""
    from mlm_lab.generation.measures import distinct_n, generative_perplexity, repetition_rate, toy_valid_share
    from mlm_lab.generation.unmask import ids_to_text

    texts = [ids_to_text(tm.tokenizer, r) for r in ids]
    return {"valid": round(toy_valid_share(tm, ids), 4) if data == "toy" else None,
            "distinct_2": round(distinct_n(texts, 2), 4), "distinct_3": round(distinct_n(texts, 3), 4),
            "repetition": round(repetition_rate(texts), 4),
            "gen_perplexity": round(generative_perplexity(scorer, texts), 2) if scorer is not None else None,
            "example": texts[0]}


def decode_study(tm, *, thresholds: Sequence[float] = DEFAULT_THRESHOLDS, steps: Sequence[int] = (4, 8, 16),
                 rules: Sequence[str] = ("confidence",), samples: int = 200, seed: int = 0, length: int = 24,
                 data: str = "text", scorer=None, temperature: float = 1.0,
                 log: Callable[[str], None] | None = None) -> dict:
    """Model calls per token against quality: parallel decoding at each threshold, beside the
    fixed-steps schedules (each K with each rule), on the same lengths and seeds."""
    from mlm_lab.generation.measures import toy_samples
    from mlm_lab.generation.unmask import GenerationSettings

    log = log or (lambda message: None)
    for t in thresholds:  # the settings' own check, so the range is said once
        GenerationSettings(remasking="threshold", threshold=t).check()
    lengths = _lengths(data, steps, length)
    rows = []
    start = time.perf_counter()

    def add(ids: list[list[int]], calls: list[int], said: str, **what) -> None:
        written = [len(r) - 2 for r in ids]  # without [CLS] and [SEP]
        calls = calls or [min(what["steps"], n) for n in written]  # a fixed schedule: min(K, n) calls
        row = {**what, "calls_per_token": round(sum(calls) / max(sum(written), 1), 4),
               "calls_mean": round(sum(calls) / max(len(calls), 1), 2), **_quality(tm, ids, data, scorer)}
        rows.append(row)
        log(f"{said}: {row['calls_per_token']} calls a token, " + _said(row))

    for t in thresholds:
        calls: list[int] = []
        ids = toy_samples(tm, samples, lengths, steps=1, remasking="threshold", threshold=t, seed=seed,
                          temperature=temperature, calls=calls)
        add(ids, calls, f"threshold {t:g}", remasking="threshold", steps=None, threshold=t)
    for rule in rules:
        for k in steps:
            ids = toy_samples(tm, samples, lengths, steps=k, remasking=rule, seed=seed, temperature=temperature)
            add(ids, [], f"{rule} {k} steps", remasking=rule, steps=k, threshold=None)
    return _result({"study": "decode"}, tm, data=data, samples=samples, seed=seed, length=length,
                   temperature=temperature, scorer=scorer, rows=rows, start=start)


def _said(row: dict) -> str:
    return ", ".join(f"{c} {row[c]}" for c in ("valid", "distinct_2", "repetition", "gen_perplexity")
                     if row[c] is not None)


def decode_table(results: Sequence[dict]) -> str:
    """A markdown table of decode studies run with different seeds on the same settings: each
    decoding's model calls per token and quality, the mean over the seeds and, with several, the
    lowest and highest in brackets."""
    def cell(values: list[float], scale: float, digits: int) -> str:
        mean = sum(values) / len(values)
        text = f"{scale * mean:.{digits}f}"
        if len(values) > 1:
            text += f" ({scale * min(values):.{digits}f}-{scale * max(values):.{digits}f})"
        return text

    first = results[0]
    metrics = [("valid", "valid %", 100, 1)] if first["data"] == "toy" else []
    metrics += [("distinct_2", "distinct-2", 1, 3), ("repetition", "repetition %", 100, 1)]
    if first.get("scorer"):
        metrics.append(("gen_perplexity", "gen. perplexity", 1, 1))
    lines = ["| decoding | calls per token | " + " | ".join(m[1] for m in metrics) + " |",
             "|---|---|" + "---|" * len(metrics)]
    for i, row in enumerate(first["rows"]):
        same = [r["rows"][i] for r in results]
        name = f"threshold {row['threshold']:g}" if row["remasking"] == "threshold" else f"{row['remasking']}, K = {row['steps']}"
        cells = [cell([r["calls_per_token"] for r in same], 1, 3)]
        cells += [cell([r[key] for r in same], scale, digits) for key, _, scale, digits in metrics]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_decode_study(result: dict, out: str | Path) -> Path:
    """decode.json, decode.csv and decode.png in `out`."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    write_json_atomic(out / "decode.json", result)
    write_text_atomic(out / "decode.csv", dict_csv_text(result["rows"], DECODE_COLUMNS))
    write_bytes_atomic(out / "decode.png", _decode_plot(result))
    return out


def _metric(result: dict) -> tuple[str, str]:
    metric = "valid" if result["data"] == "toy" else ("gen_perplexity" if result.get("scorer") else "repetition")
    label = {"valid": "valid sentences (toy recogniser)", "gen_perplexity": "generative perplexity (scorer)",
             "repetition": "repetition rate (words)"}[metric]
    return metric, label + (" (%)" if metric != "gen_perplexity" else "")


def _decode_plot(result: dict) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    metric, label = _metric(result)
    scale = 1 if metric == "gen_perplexity" else 100
    fig = Figure(figsize=(5.5, 3.4), dpi=120)
    ax = fig.add_subplot(1, 1, 1)
    for rule in dict.fromkeys(r["remasking"] for r in result["rows"]):
        rows = sorted((r for r in result["rows"] if r["remasking"] == rule), key=lambda r: r["calls_per_token"])
        xs, ys = [r["calls_per_token"] for r in rows], [scale * r[metric] for r in rows]
        name = "threshold (Fast-dLLM)" if rule == "threshold" else f"{rule}, fixed K"
        ax.plot(xs, ys, "o-" if rule == "threshold" else "s--", label=name)
        for r, x, y in zip(rows, xs, ys, strict=True):
            ax.annotate(f"{r['threshold']:g}" if rule == "threshold" else f"K={r['steps']}", (x, y), fontsize=7,
                        xytext=(3, 3), textcoords="offset points")
    ax.set_xlabel("model calls per token written")
    ax.set_ylabel(label, fontsize=8)
    ax.set_title(f"{Path(str(result['model'])).name}: {result['samples']} samples per point", fontsize=9)
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def write_steps_study(result: dict, out: str | Path) -> Path:
    """steps.json, steps.csv and steps.png in `out`."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    write_json_atomic(out / "steps.json", result)
    write_text_atomic(out / "steps.csv", dict_csv_text(result["rows"], COLUMNS))
    write_bytes_atomic(out / "steps.png", _plot(result))
    return out


def _plot(result: dict) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    metric, label = _metric(result)
    fig = Figure(figsize=(5.5, 3.4), dpi=120)
    ax = fig.add_subplot(1, 1, 1)
    for rule in dict.fromkeys(r["remasking"] for r in result["rows"]):
        rows = [r for r in result["rows"] if r["remasking"] == rule]
        ys = [100 * r[metric] if metric != "gen_perplexity" else r[metric] for r in rows]
        ax.plot([r["steps"] for r in rows], ys, "o-", label=rule)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("steps K")
    ax.set_ylabel(label, fontsize=8)
    ax.set_title(f"{Path(str(result['model'])).name}: {result['samples']} samples per point", fontsize=9)
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def read_steps_study(folder: str | Path) -> dict:
    path = Path(folder) / "steps.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(msg("cannot read {path}: {exc}", path=path, exc=exc)) from None
    if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
        raise ValueError(msg("{path} is not a steps study", path=path))
    return data


__all__ = ["DECODE_COLUMNS", "DEFAULT_RULES", "DEFAULT_STEPS", "DEFAULT_THRESHOLDS", "decode_study", "decode_table",
           "read_steps_study",
           "steps_study", "toy_lengths", "write_decode_study", "write_steps_study"]
