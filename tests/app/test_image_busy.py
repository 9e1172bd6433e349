"""The window's busy indicator while the Image tab reconstructs (issue 28 item 5): the bar in the
status bar shows while a reconstruction is in flight (once it has lasted window/busy.py's
SHOW_AFTER_MS), says what is going on, hides once the answer is in, and the sources are
counted: one finishing does not hide another's indicator. The job is held in the worker by an
event the test releases, so what is in flight is decided by the test, not by the clock."""

from __future__ import annotations

import threading

import pytest


@pytest.fixture
def held_reconstruction(monkeypatch):
    """The Image tab's reconstructions wait for `release` (set) before they run."""
    from mlm_lab.lab.image_view import jobs

    real = jobs.run_reconstruction
    started, release = threading.Event(), threading.Event()

    def held(*args, **kwargs):
        started.set()
        release.wait(60)
        return real(*args, **kwargs)

    monkeypatch.setattr(jobs, "run_reconstruction", held)
    yield started, release
    release.set()  # never leave the worker thread waiting


def test_the_busy_bar_shows_while_a_reconstruction_is_in_flight_and_hides_after(qtbot, lab_window,
                                                                                 held_reconstruction):
    w = lab_window
    tab = w.image_tab
    started, release = held_reconstruction
    said = []
    tab.busy_changed.connect(lambda on, text: said.append((on, text)))
    assert not w.busy.isVisible()
    tab.ui.ratio_slider.setValue(40)
    qtbot.waitUntil(started.is_set, timeout=10000)
    assert not tab.is_idle()
    qtbot.waitUntil(w.busy.isVisible, timeout=10000)  # the job lasts: the bar shows
    assert w.busy.accessibleName() == "Reconstructing…" and w.busy.toolTip() == "Reconstructing…"
    assert said[0] == (True, "Reconstructing…")
    release.set()
    qtbot.waitUntil(lambda: tab.is_idle() and tab.result is not None and abs(tab.result.ratio - 0.40) < 1e-9,
                    timeout=10000)
    qtbot.waitUntil(lambda: not w.busy.isVisible(), timeout=5000)
    assert said[-1] == (False, "")
    assert not w.busy_indicator.is_busy() and w.busy.accessibleName() == "Idle"


def test_one_source_finishing_does_not_hide_another_sources_indicator(qtbot, lab_window, held_reconstruction):
    w = lab_window
    tab = w.image_tab
    started, release = held_reconstruction
    w.busy_indicator.set_busy("models", True, "Loading the models…")  # as the model loader says it
    tab.ui.ratio_slider.setValue(55)
    qtbot.waitUntil(started.is_set, timeout=10000)
    qtbot.waitUntil(w.busy.isVisible, timeout=10000)
    assert w.busy_indicator.sources() == ["models", "image"]
    assert w.busy.toolTip() == "Loading the models…; Reconstructing…"
    release.set()
    qtbot.waitUntil(lambda: tab.is_idle() and tab.result is not None and abs(tab.result.ratio - 0.55) < 1e-9,
                    timeout=10000)
    qtbot.waitUntil(lambda: w.busy_indicator.sources() == ["models"], timeout=5000)
    assert w.busy.isVisible()  # the models still load: the image's answer does not hide the bar
    assert w.busy.toolTip() == "Loading the models…"
    w.busy_indicator.set_busy("models", False)
    assert not w.busy.isVisible()


def test_work_that_ends_at_once_shows_no_bar(qtbot):
    from PySide6.QtWidgets import QProgressBar

    from mlm_lab.app.window.busy import SHOW_AFTER_MS, BusyIndicator

    bar = QProgressBar()
    qtbot.addWidget(bar)
    bar.show()
    busy = BusyIndicator(bar)
    assert bar.isHidden() and SHOW_AFTER_MS > 0
    busy.set_busy("image", True, "Reconstructing…")
    assert bar.isHidden()  # not yet: only work that lasts shows it
    busy.set_busy("image", False)
    assert bar.isHidden() and not busy._timer.isActive()  # answered first: it never shows
    busy.set_busy("image", True, "Reconstructing…")
    qtbot.waitUntil(lambda: not bar.isHidden(), timeout=5000)
    busy.set_busy("image", True, "Reading the picture…")  # the same source says what it does now
    assert busy.sources() == ["image"] and bar.toolTip() == "Reading the picture…"
    busy.set_busy("other", False)  # a source that was not busy changes nothing
    assert not bar.isHidden()
    busy.set_busy("image", False)
    assert bar.isHidden() and busy.text() == ""
