"""The house's soft warning on module length: a module holds one job and is as long as that job, and
one over SOFT_LIMIT lines is worth a look (has a second job begun in it?). A warning, never a failure:
a file is split where a second job begins, not to meet a count.

    python scripts/module_sizes.py            # the modules over 600 lines, longest first (exit 0)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOFT_LIMIT = 600


def long_modules(root: Path = ROOT / "mlm_lab", limit: int = SOFT_LIMIT) -> list[tuple[int, str]]:
    """(lines, path relative to `root`) of each .py file under `root` longer than `limit`, longest first."""
    found = []
    for path in root.rglob("*.py"):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > limit:
            found.append((n, str(path.relative_to(root))))
    return sorted(found, reverse=True)


def main() -> int:
    found = long_modules()
    for n, path in found:
        print(f"warning: mlm_lab/{path} has {n} lines (over {SOFT_LIMIT}): does it hold a second job?")
    if not found:
        print(f"no module over {SOFT_LIMIT} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
