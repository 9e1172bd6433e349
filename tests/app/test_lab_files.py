"""Lab files fed to the real window through its own entry points (the menu's open_lab_state and a
drop on the window): a bad file changes nothing and one message names the problem; no exception
reaches Qt; the GUI thread does none of the heavy work (a `GuiWork` recorder: no model call,
no image decoded, no weights read there); the longest gap of its event loop is printed as a
figure, not asserted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import numpy as np
import pytest
from bad_lab_files import bad_lab_files, odd_lab_files
from gui_work import assert_light
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent


class _Stalls:
    """The longest gap between the ticks of a 10 ms timer, i.e. how long the GUI thread was blocked."""

    def __init__(self):
        self.longest = 0.0
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)

    def _tick(self):
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last - 0.010)
        self._last = now

    def __enter__(self):
        self._last = time.perf_counter()
        self.timer.start()
        return self

    def __exit__(self, *exc):
        self.timer.stop()


@pytest.fixture
def hook(monkeypatch):
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def _drop(window, path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)


def _snapshot(w):
    return (w.lab_state().to_dict(), w.image_tab.panels.masked_panel.image().copy(), w.tabs.currentIndex(),
            [w.tabs.isTabVisible(i) for i in range(w.tabs.count())], w.image_tab.ui.strategy_combo.currentData(),
            w.image_tab.ui.seed_spin.value(), w.text_tab.controls.text_edit.toPlainText())


@pytest.mark.parametrize("entry", ["menu", "drop"])
def test_every_bad_lab_file_changes_nothing_and_names_the_problem(qtbot, lab_window, tmp_path, hook, gui_work,
                                                                   entry):
    w = lab_window
    w.tabs.setCurrentIndex(1)
    qtbot.waitUntil(w.is_ready, timeout=30000)
    before = _snapshot(w)
    stalls = []
    for name, path, expect in bad_lab_files(tmp_path / "bad"):
        w.banner.clear()
        gui_work.take()
        with _Stalls() as stall:
            if entry == "menu":
                w.open_lab_state(path)
            else:
                _drop(w, path)
            # refused: nothing was applied and nothing is on its way, so the banner is final
            qtbot.waitUntil(lambda: not w.opener.pending() and w.banner.isVisible(), timeout=30000)
        stalls.append((stall.longest, name))
        assert_light(gui_work, name)
        text = w.banner.text()
        assert w.banner.level() == "error", (name, text)
        assert text.startswith("Cannot open the lab file:"), (name, text)
        assert expect in text, (name, text)
        assert "\n" not in text
        now = _snapshot(w)
        assert now[0] == before[0], name
        np.testing.assert_array_equal(now[1], before[1])
        assert now[2:] == before[2:], name
    assert hook == []
    worst = max(stalls)
    print(f"\nlongest GUI stall over {len(stalls)} bad lab files ({entry}): {worst[0] * 1000:.0f} ms ({worst[1]})")


def test_a_lab_file_naming_a_new_picture_is_applied_whole_once_it_is_read(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    data = w.lab_state().to_dict()
    data.update(tab="image", image={"source": "sample:coffee", "strategy": "grid", "ratio": 0.5, "seed": 7})
    data["text"]["seed"] = 11
    path = tmp_path / "coffee.mlmlab"
    path.write_text(json.dumps(data))
    assert w.open_lab_state(path)
    assert not w.is_ready()  # the picture is being read: nothing has changed yet
    assert w.image_tab.strategy() != "grid" and w.text_tab.state.seed != 11
    qtbot.waitUntil(lambda: w.is_ready() and w.image_tab.result.source == "sample:coffee", timeout=30000)
    r = w.image_tab.result
    assert (r.strategy, r.seed, w.image_tab.ui.seed_spin.value()) == ("grid", 7, 7)
    assert w.image_tab.ui.strategy_combo.currentData() == "grid"
    assert w.text_tab.state.seed == 11 and w.tabs.currentWidget() is w.image_tab
    assert w.banner.isHidden()
    assert hook == []


def test_odd_but_valid_lab_files_open_and_unknown_hide_names_are_reported(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    base = w.lab_state().to_dict()
    for name, path, warning in odd_lab_files(tmp_path / "odd", base):
        w.banner.clear()
        assert w.open_lab_state(path), name
        qtbot.waitUntil(w.is_ready, timeout=30000)
        if warning:
            assert w.banner.isVisible() and w.banner.level() == "warning", name
            text = w.banner.text()
            assert text.startswith(f"Opened {path.name}, but ") and warning in text, (name, text)
            typos = {"unknown-hide-names": ("image.sed", "tabs.trainning", "window.menus", "imgae.seed"),
                     "unknown-settings": ("image.ratoi (did you mean ratio?)",)}[name]
            for typo in typos:
                assert typo in text
            # the window is ready: every answer the file asked for has arrived, and none overwrote the warning
            assert w.banner.text() == text and typo in w.status_label.text()
            if name == "unknown-settings":  # the rest of the file is applied; the typos change nothing
                assert w.lab_state().training.form.mask == base["training"]["form"]["mask"]
                assert w.lab_state().image.ratio == base["image"]["ratio"]
        else:
            assert w.banner.isHidden(), (name, w.banner.text())
            assert w.tabs.currentWidget() is w.image_tab
    assert hook == []


@pytest.mark.parametrize(("case", "expect"), [("deep-nesting", "nested too deeply"),
                                              ("missing-sample", "image.source"),
                                              ("hides-every-tab", "hides every tab")])
def test_screenshot_with_a_bad_state_file_exits_2_with_one_line(tmp_path, case, expect):
    path = dict((n, p) for n, p, _ in bad_lab_files(tmp_path / "bad"))[case]
    out = subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", "--tab", "image", "--out",
                          str(tmp_path / "x.png"), "--state", str(path)], capture_output=True, text=True, timeout=240,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                              "MLM_LAB_SETTINGS": str(tmp_path / "settings.ini")})
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mlm-lab: ") and expect in lines[0], out.stderr
    assert not (tmp_path / "x.png").exists()
