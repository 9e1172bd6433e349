"""The guard against PySide6's lost references to None / True / False (see mlm_lab.app.qt.compat)."""

from __future__ import annotations

import subprocess
import sys

CODE = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import mlm_lab.app  # applies the guard
from PySide6.QtCore import QObject, QPoint, Signal
class Emitter(QObject):
    flag = Signal(bool)
e = Emitter()
e.flag.connect(lambda value: None)
point = QPoint()
for _ in range(300_000):  # enough to use up None's and True's references without the guard
    point.setX(1)
    e.flag.emit(True)
print("alive")
"""


def test_many_void_calls_and_bool_signals_do_not_abort_python():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.strip() == "alive"


def test_the_guard_reports_what_it_did():
    from mlm_lab.app.qt import compat

    leak = compat.none_refcount_leak()
    assert leak in (0, 1)
    assert compat.protect_none() == (leak == 1 and sys.version_info < (3, 12))
