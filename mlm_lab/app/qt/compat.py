"""A guard against a PySide6 bug that ends the process after enough Qt calls.

PySide6 6.12.0 on Python 3.11 returns `None` from every void method (QPainter.drawLine,
QLabel.setText, QWidget.update, ...), and passes `True` / `False` to the slots of bool
signals (toggled, ...), without taking a reference to them. On Python 3.12+ these
objects are immortal and nothing happens; on 3.11 each call lowers a reference count by
one, and after some hundred thousand calls (minutes of live plots, or one long test
session) Python aborts with "Fatal Python error: none_dealloc" (or bool_dealloc).

`protect_none()` measures the leak with harmless calls and, only when there is one,
raises the reference counts of None, True and False so far (2**60) that no session can
use them up. It is called when `mlm_lab.app` is imported, before any widget exists.
"""

from __future__ import annotations

import ctypes
import sys

_PROTECTED = False
HEADROOM = 2**60


def none_refcount_leak(calls: int = 64) -> int:
    """How many references to None one void PySide6 call loses (0 when the binding is sound)."""
    from PySide6.QtCore import QPoint

    point = QPoint()
    before = sys.getrefcount(None)
    for _ in range(calls):
        point.setX(1)
    after = sys.getrefcount(None)
    return max(0, round((before - after) / calls))


def protect_none() -> bool:
    """Make None's reference count unreachable by the leak, when there is a leak. Returns
    True when the guard is (or already was) applied."""
    global _PROTECTED
    if _PROTECTED:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False  # None is immortal there
    if none_refcount_leak() == 0:  # the same build also drops True/False refs (bool signal arguments)
        return False
    for singleton in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is PyObject's first field
        refcnt.value += HEADROOM
    _PROTECTED = True
    return True
