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
"""

from __future__ import annotations

import io
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic
from mlm_lab.csvfile import dict_csv_text

DEFAULT_STEPS = (1, 4, 16, 64)
DEFAULT_RULES = ("random", "confidence")
COLUMNS = ("steps", "remasking", "steps_used", "valid", "distinct_2", "distinct_3", "repetition",
           "gen_perplexity", "example")


def toy_lengths(limit: int = 5000) -> list[int]:
    """Sentence lengths (tokens, without [CLS] and [SEP]) of the toy language's training rows."""
    from mlm_lab.data import toy_language

    corpus = toy_language.toy_corpus(0)
    return [len(corpus.tokenizer.encode_plain(s)) for s in corpus.train[:limit]]


def steps_study(tm, *, steps: Sequence[int] = DEFAULT_STEPS, rules: Sequence[str] = DEFAULT_RULES,
                samples: int = 500, seed: int = 0, length: int = 24, data: str = "text", scorer=None,
                temperature: float = 1.0, log: Callable[[str], None] | None = None) -> dict:
    """Measure `tm` (a TextModel, masked LM) for every K in `steps` and rule in `rules`."""
    from mlm_lab.generation.measures import (
        distinct_n,
        generative_perplexity,
        repetition_rate,
        toy_samples,
        toy_valid_share,
    )
    from mlm_lab.generation.unmask import GenerationError, ids_to_text

    log = log or (lambda message: None)
    if data not in ("text", "toy"):
        raise ValueError(f"data must be 'text' or 'toy', got {data!r}")
    lengths = toy_lengths() if data == "toy" else [length]
    if data != "toy" and max(steps) > length:
        raise GenerationError(f"--steps {max(steps)} is more than the {length} positions to write; "
                              f"use at most {length} or a longer --length")
    rows = []
    start = time.perf_counter()
    for rule in rules:
        for k in steps:
            ids = toy_samples(tm, samples, lengths, steps=k, remasking=rule, seed=seed, temperature=temperature)
            texts = [ids_to_text(tm.tokenizer, r) for r in ids]
            row = {"steps": k, "remasking": rule, "steps_used": min(k, max(lengths)),
                   "valid": round(toy_valid_share(tm, ids), 4) if data == "toy" else None,
                   "distinct_2": round(distinct_n(texts, 2), 4), "distinct_3": round(distinct_n(texts, 3), 4),
                   "repetition": round(repetition_rate(texts), 4),
                   "gen_perplexity": round(generative_perplexity(scorer, texts), 2) if scorer is not None else None,
                   "example": texts[0]}
            rows.append(row)
            log(f"{rule} {k} steps: " + ", ".join(f"{c} {row[c]}" for c in COLUMNS[3:8] if row[c] is not None))
    return {"format": 1, "model": getattr(tm, "source", ""), "data": data, "samples": samples, "seed": seed,
            "length": None if data == "toy" else length, "temperature": temperature,
            "scorer": getattr(scorer, "source", None) if scorer is not None else None, "rows": rows,
            "wall_s": round(time.perf_counter() - start, 1)}


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

    metric = "valid" if result["data"] == "toy" else ("gen_perplexity" if result.get("scorer") else "repetition")
    label = {"valid": "valid sentences (toy recogniser)", "gen_perplexity": "generative perplexity (scorer)",
             "repetition": "repetition rate (words)"}[metric]
    fig = Figure(figsize=(5.5, 3.4), dpi=120)
    ax = fig.add_subplot(1, 1, 1)
    for rule in dict.fromkeys(r["remasking"] for r in result["rows"]):
        rows = [r for r in result["rows"] if r["remasking"] == rule]
        ys = [100 * r[metric] if metric != "gen_perplexity" else r[metric] for r in rows]
        ax.plot([r["steps"] for r in rows], ys, "o-", label=rule)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("steps K")
    ax.set_ylabel(label + (" (%)" if metric != "gen_perplexity" else ""), fontsize=8)
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
        raise ValueError(f"cannot read {path}: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
        raise ValueError(f"{path} is not a steps study")
    return data


__all__ = ["DEFAULT_RULES", "DEFAULT_STEPS", "read_steps_study", "steps_study", "toy_lengths", "write_steps_study"]
