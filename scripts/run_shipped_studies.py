"""Run the shipped studies and copy their results into docs/studies/<name>/.

    .venv/bin/python scripts/run_shipped_studies.py                 # all four, 2 threads
    .venv/bin/python scripts/run_shipped_studies.py --only mask-rate-text --threads 1
    .venv/bin/python scripts/run_shipped_studies.py --dry-run       # print the commands

Each study runs with `mlm-lab study ... --out <runs dir>/<name>` (run folders and
checkpoints stay there, outside the repository; default ~/runs/studies). Then
study.json, results.csv and the plots are copied to docs/studies/<name>/ with a
README.md holding the exact command, the wall time and the results table. Running the
script again continues an unfinished study (finished runs are kept) and refreshes the
copies; the wall time recorded is that of the last invocation, and the README adds the
sum of the runs' own training times.

Steps were chosen for 5-12 minutes per study with nano on 1-2 threads of the 2-core
development machine (about 12 nano steps/s at 1 thread, 2026-12-01).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# name -> the arguments after `mlm-lab`
STUDIES = {
    "mask-rate-text": ["study", "mask-rate", "--task", "text", "--values", "0.15,0.3,0.45,0.6,0.8",
                       "--steps", "600", "--seeds", "2"],
    "mask-ratio-image": ["study", "mask-ratio", "--task", "image", "--values", "0.25,0.5,0.75,0.9",
                         "--steps", "600", "--seeds", "2"],
    "strategy-text": ["study", "strategy", "--task", "text", "--steps", "800", "--seeds", "2"],
    "objective-text": ["study", "objective", "--task", "text", "--steps", "800", "--seeds", "3"],
}
COPIED = ("study.json", "results.csv")
OPTIONAL = ("compare.json",)


def _readme(name: str, command: str, wall_s: float, threads: int, table: str, train_s: float) -> str:
    return (f"# Study: {name}\n\n"
            f"Command (run from the repository root, {threads} torch thread(s)):\n\n"
            f"    {command}\n\n"
            f"Wall time of the last invocation: {wall_s:.0f} s ({wall_s / 60:.1f} min); the runs' own training "
            f"time adds up to {train_s:.0f} s.\n"
            f"Measured on: {os.cpu_count()} CPU core(s), {time.strftime('%Y-%m-%d')}.\n\n"
            "Every run is evaluated the same way whatever it trains with: held-out masked-token accuracy and "
            "loss with 15 % of the tokens masked (text), PSNR of the hidden patches with 75 % hidden (images).\n\n"
            "## Results\n\n```\n" + table.rstrip() + "\n```\n\n"
            "Plots: one `<metric>.png` / `.svg` per metric against the knob (mean over seeds, bars min-max).\n\n"
            "## What the lab found, next to the papers\n\n(to be written from the figures above)\n")


def run_one(name: str, runs_dir: Path, threads: int, python: str, dry_run: bool) -> int:
    args = [*STUDIES[name], "--out", str(runs_dir / name), "--threads", str(threads)]
    shown = "mlm-lab " + " ".join(STUDIES[name]) + f" --threads {threads} --out {runs_dir / name}"
    print(f"== {name}: {shown}", flush=True)
    if dry_run:
        return 0
    env = {**os.environ, "PYTHONPATH": str(ROOT), "OMP_NUM_THREADS": str(threads)}
    t0 = time.perf_counter()
    code = subprocess.call([python, "-m", "mlm_lab", *args], cwd=ROOT, env=env)
    wall = time.perf_counter() - t0
    if code != 0:
        print(f"{name}: mlm-lab exited {code}; nothing copied", file=sys.stderr)
        return code
    source, dest = runs_dir / name, ROOT / "docs" / "studies" / name
    dest.mkdir(parents=True, exist_ok=True)
    for old in list(dest.glob("*.png")) + list(dest.glob("*.svg")):
        old.unlink()
    kept = [source / f for f in OPTIONAL if (source / f).is_file()]  # an objective study's comparison
    for item in [*(source / f for f in COPIED), *kept, *source.glob("*.png"), *source.glob("*.svg")]:
        shutil.copy2(item, dest / item.name)
    table = subprocess.run([python, "-m", "mlm_lab", "study", "show", str(source)], cwd=ROOT, env=env,
                           capture_output=True, text=True, check=True).stdout
    sys.path.insert(0, str(ROOT))
    from mlm_lab.studies import Study

    train_s = sum(float(r.get("wall_s") or 0) for r in Study.open(source).rows())
    home = str(Path.home())
    readme_command = shown.replace(home, "~") if home != "/" else shown
    (dest / "README.md").write_text(_readme(name, readme_command, wall, threads, table, train_s), encoding="utf-8")
    print(f"{name}: {wall:.0f} s; copied into {dest}", flush=True)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=list(STUDIES), action="append", help="run only this study (repeatable)")
    ap.add_argument("--runs-dir", default=str(Path.home() / "runs" / "studies"))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--dry-run", action="store_true", help="print the commands only")
    args = ap.parse_args()
    runs_dir = Path(args.runs_dir).expanduser()
    worst = 0
    for name in args.only or list(STUDIES):
        worst = max(worst, run_one(name, runs_dir, args.threads, args.python, args.dry_run))
    return worst


if __name__ == "__main__":
    raise SystemExit(main())
