"""A benchmark's figures as a JSON record in benchmarks/results/, the source of docs/figures/.

    from results_file import figure, write_record
    write_record("benchmarks/results/bench_plots.json", bench="bench_plots", title="...",
                 figures=[figure("legend placement, median", 1.8, "ms")])

Each record says when (date), where (machine: cores, memory, Python, torch) and how (command) its
figures were measured; `scripts/make_reference.py` renders the records into docs/figures/, so a figure
and its page cannot drift apart. A record that an earlier run left in the file is kept under
"earlier" (the newest five), so a figure recorded from the README stays beside the new measurement.
The format is docs/reference/schemas/benchmark-result.schema.json. No Qt, no torch import here.
"""

from __future__ import annotations

import json
import os
import platform
import shlex
import sys
import time
from importlib import metadata
from pathlib import Path

KEEP_EARLIER = 5
ENV_NAMES = ("OMP_NUM_THREADS", "QT_QPA_PLATFORM", "PYTHONPATH")


def figure(name: str, value, unit: str = "", **extra) -> dict:
    """One figure: a number, a [low, high] range or a short text, with its unit, target or note."""
    out = {"name": name, "value": value}
    if unit:
        out["unit"] = unit
    out.update({k: v for k, v in extra.items() if v not in (None, "")})
    return out


def machine() -> str:
    """'2 CPU cores (AMD EPYC, x86_64), 23 GiB, Python 3.11.7, torch 2.14.1': what a figure depends on."""
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        memory = f", {round(pages * size / 2**30)} GiB"
    except (ValueError, OSError, AttributeError):
        pass
    try:
        torch = f", torch {metadata.version('torch').split('+')[0]}"
    except metadata.PackageNotFoundError:
        torch = ""
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load {os.getloadavg()[0]:.1f} at the end"
    where = ", ".join(p for p in (cpu, platform.machine()) if p)
    return (f"{os.cpu_count()} CPU cores ({where}){memory}, Python {platform.python_version()}{torch}{load}")


def command_line(argv: list[str] | None = None, drop: tuple[str, ...] = ("--record",)) -> str:
    """The command that measured: the environment that matters, python, the script and its arguments
    (the --record PATH itself left out)."""
    argv = list(sys.argv if argv is None else argv)
    kept, skip = [], False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in drop:
            skip = True
            continue
        if any(arg.startswith(d + "=") for d in drop):
            continue
        kept.append(arg)
    if kept:
        script = Path(kept[0])
        kept[0] = f"benchmarks/{script.name}" if script.parent.name == "benchmarks" else kept[0]
    env = [f"{k}={os.environ[k]}" for k in ENV_NAMES if os.environ.get(k)]
    return " ".join([*env, ".venv/bin/python", *map(shlex.quote, kept)])


def write_record(path: str | os.PathLike, *, bench: str, title: str, figures: list[dict], note: str = "",
                 command: str | None = None) -> Path:
    """Write the record (atomically), keeping the record the file held before under "earlier"."""
    path = Path(path)
    record = {"bench": bench, "title": title, "date": time.strftime("%Y-%m-%d", time.gmtime()), "machine": machine(),
              "command": command or command_line(), "source": "measured by the command above, with --record",
              "figures": figures}
    if note:
        record["note"] = note
    earlier = []
    if path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            old = None
        if isinstance(old, dict) and old.get("figures"):
            earlier = [{k: v for k, v in old.items() if k != "earlier"}, *old.get("earlier", [])]
    if earlier:
        record["earlier"] = earlier[:KEEP_EARLIER]
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)
    print(f"recorded {path}", file=sys.stderr)
    return path
