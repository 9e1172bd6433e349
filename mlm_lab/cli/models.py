"""`mlm-lab models`: the bundled models, the training runs and the Hugging Face cache's entries,
with kind and size. Reads folders only; loads no model and never downloads."""

from __future__ import annotations

import json
from pathlib import Path

from mlm_lab.userfiles import read_model_json


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "models",
        help="list the bundled models, the training runs and the Hugging Face cache's models",
        description="List what --model takes: the bundled models, the runs folder's runs (their newest "
        "checkpoint), and the entries of the local Hugging Face cache (HF_HUB_CACHE, else HF_HOME/hub, else "
        "~/.cache/huggingface/hub) with their kind and size; a cache id such as org/name works as --model.",
    )
    p.add_argument("--runs-dir", help="the runs folder (default: $MLM_LAB_RUNS, else the user data folder)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_models)


def _kind_of(folder: Path) -> str:
    try:
        data = read_model_json(folder / "config.json")
    except (OSError, ValueError, RecursionError):
        return "unknown"
    kind = data.get("kind") if isinstance(data, dict) else None
    return {"masked_lm": "text", "mae": "image"}.get(kind, "unknown")


def cmd_models(args) -> int:
    from mlm_lab.models.hf_cache import KIND_NAMES, cache_dir, human_size, scan_cache, size_on_disk
    from mlm_lab.resources import bundled_model_dir
    from mlm_lab.training.runs import default_runs_dir, list_runs, newest_checkpoint

    bundled = []
    for kind in ("text", "image", "generator"):
        folder = bundled_model_dir(kind)
        if (folder / "config.json").is_file():
            bundled.append({"name": folder.name, "kind": "text" if kind == "generator" else kind,
                            "size": size_on_disk(folder), "folder": str(folder)})
    runs_root = Path(args.runs_dir).expanduser() if args.runs_dir else default_runs_dir()
    runs = []
    for run in list_runs(runs_root):
        ckpt = newest_checkpoint(run.path)
        runs.append({"name": run.name, "kind": _kind_of(ckpt) if ckpt else "unknown", "state": run.state,
                     "checkpoint": str(ckpt) if ckpt else None, "size": size_on_disk(run.path),
                     "folder": str(run.path)})
    cache = scan_cache()
    if args.json:
        print(json.dumps({"bundled": bundled, "runs": runs, "runs_dir": str(runs_root),
                          "cache": [e.to_json() for e in cache], "cache_dir": str(cache_dir())}))
        return 0
    print("Bundled:")
    for m in bundled:
        print(f"  {m['name']:<32} {m['kind']:<18} {human_size(m['size']):>9}")
    print(f"Runs ({runs_root}):" + ("" if runs else " none"))
    for r in runs:
        note = "" if r["checkpoint"] else "  (no checkpoint yet)"
        print(f"  {r['name']:<32} {r['kind']:<18} {human_size(r['size']):>9}  {r['state']}{note}")
    print(f"Hugging Face cache ({cache_dir()}):" + ("" if cache else " none"))
    for e in cache:
        note = f"  {e.reason}" if e.reason else ""
        print(f"  {e.id:<32} {KIND_NAMES[e.kind]:<18} {human_size(e.size):>9}{note}")
    return 0
