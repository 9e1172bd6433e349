"""The Generate tab as its tests open it: `generated` waits for the tab's answer (idle, a result,
and `check` true of it); the `generate_tab` fixture (conftest.py) shows one at the test module's
GENERATE_TAB_SIZE (default 1280x720) with its first generation done."""

from __future__ import annotations

TIMEOUT = 60000  # ms: one generation of the bundled generator, on a loaded 2-core machine


def answered(tab, check=lambda result: True) -> bool:
    return not tab.is_busy() and tab.result is not None and check(tab.result)


def generated(qtbot, tab, check=lambda result: True):
    qtbot.waitUntil(lambda: answered(tab, check), timeout=TIMEOUT)
    return tab.result
