"""Widgets show the lab state; they are not silenced to be set (issue 42, item 5).

A handler that passes over the value the state already shows (an echo of `setValue`, a clamping
`setRange`, an icon's `itemChanged`) needs no `blockSignals`; what is left is a list refilled
from nothing, at most four places in the app, each saying why on its line or the line above."""

from __future__ import annotations

import re
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "mlm_lab" / "app"
MOST = 4


def silenced(root: Path = APP) -> list[tuple[str, int, str]]:
    """Each `blockSignals(True)` under `root`: (file, line number, the reason: a comment on its line
    or the line above, "" without one)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            if re.search(r"\.blockSignals\(\s*True\s*\)", line):
                comment = line.partition("#")[2].strip()
                above = lines[n - 1].strip() if n else ""
                reason = comment or (above[1:].strip() if above.startswith("#") else "")
                found.append((str(path.relative_to(root)), n + 1, reason))
    return found


def test_the_finder_sees_a_silencing_and_its_reason(tmp_path):
    (tmp_path / "a.py").write_text("w.blockSignals(True)  # refilled\nw.blockSignals(False)\n"
                                   "# a reason above\nv.blockSignals( True )\nu.blockSignals(True)\n")
    assert silenced(tmp_path) == [("a.py", 1, "refilled"), ("a.py", 4, "a reason above"), ("a.py", 5, "")]


def test_at_most_four_silencings_in_the_app_each_with_its_reason():
    found = silenced()
    assert len(found) <= MOST, found
    assert all(reason for _file, _line, reason in found), [f for f in found if not f[2]]
