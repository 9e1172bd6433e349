"""The remask study: taking a token back (ReMDM, Wang et al. 2025) on the toy language, for one
model (no training; issue 41 item 3). Two parts, on the same shares and steps:

- repair: sentences with a planted agreement error given as committed tokens
  (generation.remask); for each share and K, the share of planted errors fixed, of sentences
  valid, of planted tokens taken back at least once, and of correct tokens spoiled;
- calls: sentences written from nothing, one-way (share 0: K capped at the length, one token a
  call at most) beside remasking at each share (K calls, the extra ones in ReMDM-loop's window):
  valid sentences against model calls per token. ReMDM's claim is that quality keeps rising as K
  grows past the length, where one-way decoding cannot use more calls.

Writes `remask.json`, `repair.csv`, `calls.csv` and `remask.png` in the output folder.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic
from mlm_lab.csvfile import dict_csv_text

DEFAULT_SHARES = (0.0, 0.1, 0.2, 0.4)
DEFAULT_STEPS = (4, 8, 16, 32)
REPAIR_COLUMNS = ("remask", "steps", "sentences", "fixed", "valid", "taken", "spoiled", "example")
CALLS_COLUMNS = ("remask", "steps", "calls_per_token", "valid", "distinct_2", "repetition", "example")
FILES = ("remask.json", "repair.csv", "calls.csv", "remask.png")


def remask_study(tm, *, shares: Sequence[float] = DEFAULT_SHARES, steps: Sequence[int] = DEFAULT_STEPS,
                 samples: int = 500, seed: int = 0, temperature: float = 1.0,
                 log: Callable[[str], None] | None = None) -> dict:
    """Both parts for `tm`, a masked LM trained on the toy language."""
    from mlm_lab.generation.measures import distinct_n, repetition_rate, toy_samples, toy_valid_share
    from mlm_lab.generation.remask import plant_errors, repair_test
    from mlm_lab.generation.unmask import GenerationSettings, ids_to_text
    from mlm_lab.studies.steps import toy_lengths

    log = log or (lambda message: None)
    for share in shares:  # the settings' own check, so the range is said once
        GenerationSettings(remask=share).check()
    start = time.perf_counter()
    errors = plant_errors(samples, seed=seed)
    repair = []
    for share in shares:
        for k in steps:
            counts = repair_test(tm, errors, remask=share, steps=k, seed=seed, temperature=temperature)
            repair.append({"remask": share, "steps": k, "sentences": counts.sentences, **counts.shares(),
                           "example": " ".join(errors[0].words)})
            log(f"repair, remask {share:g}, K = {k}: " + ", ".join(f"{c} {repair[-1][c]}" for c in REPAIR_COLUMNS[3:7]))
    repair_s = time.perf_counter() - start
    lengths = toy_lengths()
    calls_rows = []
    for share in shares:
        for k in steps:
            used: list[int] = []
            ids = toy_samples(tm, samples, lengths, steps=k, remasking="confidence", seed=seed,
                              temperature=temperature, calls=used, remask=share)
            written = sum(len(r) - 2 for r in ids)
            texts = [ids_to_text(tm.tokenizer, r) for r in ids]
            calls_rows.append({"remask": share, "steps": k, "calls_per_token": round(sum(used) / max(written, 1), 4),
                               "valid": round(toy_valid_share(tm, ids), 4), "distinct_2": round(distinct_n(texts, 2), 4),
                               "repetition": round(repetition_rate(texts), 4), "example": texts[0]})
            log(f"calls, remask {share:g}, K = {k}: {calls_rows[-1]['calls_per_token']} calls a token, "
                f"valid {calls_rows[-1]['valid']}")
    return {"format": 1, "study": "remask", "model": getattr(tm, "source", ""), "samples": samples, "seed": seed,
            "temperature": temperature, "rule": "confidence", "repair": repair, "calls": calls_rows,
            "repair_s": round(repair_s, 1), "wall_s": round(time.perf_counter() - start, 1)}


def remask_tables(results: dict | Sequence[dict]) -> str:
    """Both parts as markdown tables (percentages) of one study, or of studies run with different
    seeds on the same settings: the mean and, with several, the lowest and highest in brackets."""
    results = [results] if isinstance(results, dict) else list(results)

    def cell(part: str, i: int, key: str, scale: float, digits: int) -> str:
        values = [scale * r[part][i][key] for r in results]
        text = f"{sum(values) / len(values):.{digits}f}"
        return text + (f" ({min(values):.{digits}f}-{max(values):.{digits}f})" if len(values) > 1 else "")

    first = results[0]
    lines = ["| remask | K | fixed % | valid % | taken back % | spoiled % |", "|---|---|---|---|---|---|"]
    for i, r in enumerate(first["repair"]):
        lines.append(f"| {r['remask']:g} | {r['steps']} | " + " | ".join(
            cell("repair", i, key, 100, 1) for key in ("fixed", "valid", "taken", "spoiled")) + " |")
    lines += ["", "| remask | K | calls per token | valid % | distinct-2 | repetition % |",
              "|---|---|---|---|---|---|"]
    for i, r in enumerate(first["calls"]):
        lines.append(f"| {r['remask']:g} | {r['steps']} | {cell('calls', i, 'calls_per_token', 1, 3)} | "
                     f"{cell('calls', i, 'valid', 100, 1)} | {cell('calls', i, 'distinct_2', 1, 3)} | "
                     f"{cell('calls', i, 'repetition', 100, 1)} |")
    return "\n".join(lines)


def write_remask_study(result: dict, out: str | Path) -> Path:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    write_json_atomic(out / "remask.json", result)
    write_text_atomic(out / "repair.csv", dict_csv_text(result["repair"], REPAIR_COLUMNS))
    write_text_atomic(out / "calls.csv", dict_csv_text(result["calls"], CALLS_COLUMNS))
    write_bytes_atomic(out / "remask.png", _plot(result))
    return out


def _plot(result: dict) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure(figsize=(9, 3.4), dpi=120)
    left, right = fig.add_subplot(1, 2, 1), fig.add_subplot(1, 2, 2)
    for share in dict.fromkeys(r["remask"] for r in result["repair"]):
        if not share:
            continue
        rows = [r for r in result["repair"] if r["remask"] == share]
        ks = [r["steps"] for r in rows]
        line, = left.plot(ks, [100 * r["fixed"] for r in rows], "o-", label=f"fixed, remask {share:g}")
        left.plot(ks, [100 * r["spoiled"] for r in rows], "s--", color=line.get_color(), label=f"spoiled, {share:g}")
    left.set_xscale("log", base=2)
    left.set_xlabel("loop steps K")
    left.set_ylabel("planted errors fixed / correct tokens spoiled (%)", fontsize=7)
    left.set_title("planted agreement errors", fontsize=9)
    left.legend(fontsize=6)
    left.grid(alpha=0.3)
    for share in dict.fromkeys(r["remask"] for r in result["calls"]):
        rows = sorted((r for r in result["calls"] if r["remask"] == share), key=lambda r: r["calls_per_token"])
        right.plot([r["calls_per_token"] for r in rows], [100 * r["valid"] for r in rows],
                   "s--" if not share else "o-", label="one-way" if not share else f"remask {share:g}")
    right.set_xlabel("model calls per token written")
    right.set_ylabel("valid sentences (%)", fontsize=8)
    right.set_title(f"{Path(str(result['model'])).name}: {result['samples']} sentences a point", fontsize=9)
    right.legend(fontsize=7)
    right.grid(alpha=0.3)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


__all__ = ["CALLS_COLUMNS", "DEFAULT_SHARES", "DEFAULT_STEPS", "FILES", "REPAIR_COLUMNS", "remask_study",
           "remask_tables", "write_remask_study"]
