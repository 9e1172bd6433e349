"""Write the whole catalogue of bad inputs (tests/bad_inputs.py) into a folder, for testing by hand.

    python scripts/make_bad_inputs.py bad-inputs     # then open each file in the app
    python scripts/make_bad_inputs.py bad-inputs --json # the records as JSON, one per line

Prints one line per input: its kind, path, and what the refusal must say (or "valid").
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import bad_inputs  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="where to write the inputs (created if needed)")
    parser.add_argument("--json", action="store_true", help="print the records as JSON lines")
    parser.add_argument("--no-runs", action="store_true",
                        help="leave out the damaged run folders (they need a real run, trained here in a few seconds)")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    base_run = None if args.no_runs else bad_inputs.stopped_run(folder / "base-run")
    records = bad_inputs.catalogue(folder, bundled_text=ROOT / "resources" / "models" / "text-tiny", base_run=base_run)
    for r in records:
        if args.json:
            print(json.dumps({"name": r.name, "kind": r.kind, "path": str(r.path), "fragment": r.fragment,
                              "valid": r.valid, "note": r.note}))
        else:
            answer = "valid" if r.valid else f"must say {r.fragment!r}"
            print(f"{r.kind:13} {r.name:32} {answer:34} {r.path}")
    print(f"{len(records)} inputs in {folder}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
