"""Keyboard only, in reading order, with names in the window's language (issue 27, items 5 and 6).

Tab, pressed from the tab bar, goes through every control of each tab and comes back; the controls
column is read top to bottom before the panes; on the Text tab, Compare… and the tokens come before the
views and Why?. In the pseudo-locale every control Tab reaches is named in a translated string. The
Generate, Features and Training tabs are driven by keys alone (the Text and Image tabs are in
test_accessibility_keys.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QListWidget,
    QPlainTextEdit,
    QSlider,
    QTabBar,
)

from mlm_lab.app.i18n import languages
from mlm_lab.app.text.chips import TokenChip

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QSlider, QPlainTextEdit, QListWidget, QTabBar)


def _focus():
    return QApplication.focusWidget()


def _tab_chain(qtbot, window, limit: int = 300) -> list:
    """Every widget Tab stops at, from the window's tab bar round to it again."""
    bar = window.tabs.tabBar()
    window.activateWindow()
    bar.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: _focus() is bar, timeout=5000)
    chain = []
    for _ in range(limit):
        qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
        widget = _focus()
        if widget is bar:
            return chain
        chain.append(widget)
    raise AssertionError(f"Tab never came back to the tab bar: {[type(w).__name__ for w in chain[-10:]]}")


def _where(widget, window) -> QPoint:
    return widget.mapTo(window, QPoint(0, 0))


def _controls_column(stops, window):
    """The narrow scroll area on the left that holds the tab's controls (the most stops)."""
    columns = [w for w in stops if isinstance(w, QAbstractScrollArea) and w.width() < window.width() * 0.4
               and _where(w, window).x() < 40]
    return max(columns, key=lambda c: sum(1 for s in stops if c.isAncestorOf(s)), default=None)


def _settle(qtbot, window):
    qtbot.waitUntil(window.is_ready, timeout=30000)
    QApplication.processEvents()


def test_tab_reaches_every_control_of_each_tab_in_reading_order(lab_window, qtbot):
    w = lab_window
    for index in range(w.tabs.count()):
        w.tabs.setCurrentIndex(index)
        _settle(qtbot, w)
        page = w.tabs.currentWidget()
        name = w.tabs.tabText(index)
        stops = _tab_chain(qtbot, w)
        on_page = [s for s in stops if page.isAncestorOf(s)]
        # every control a sighted user can use here is a stop (a row of chips is one stop: its current chip)
        controls = [c for c in page.findChildren(QAbstractButton) + page.findChildren(QComboBox)
                    + page.findChildren(QAbstractSpinBox) + page.findChildren(QSlider)
                    + page.findChildren(QPlainTextEdit) + page.findChildren(QListWidget)
                    if c.isVisible() and c.isEnabled() and c.focusPolicy() & Qt.FocusPolicy.TabFocus
                    and c.visibleRegion().boundingRect().width() > 0 and not isinstance(c, TokenChip)]
        missed = [f"{type(c).__name__} {c.accessibleName()!r}" for c in controls if c not in on_page]
        assert not missed, f"{name}: Tab never reaches {missed}"
        # the controls column: one run of stops, read top to bottom (a row left to right)
        column = _controls_column(on_page, w)
        assert column is not None, name
        inside = [i for i, s in enumerate(on_page) if column.isAncestorOf(s)]
        assert inside == list(range(inside[0], inside[0] + len(inside))), f"{name}: the column is not read in one go"
        points = [_where(on_page[i], w) for i in inside]
        for (a, b), i in zip(zip(points, points[1:], strict=False), inside[1:], strict=True):
            assert b.y() > a.y() + 6 or abs(b.y() - a.y()) <= 6 and b.x() > a.x(), \
                f"{name}: {on_page[i].accessibleName()!r} at {b.toTuple()} comes after {a.toTuple()}"
        # the panes after the column
        assert all(not column.isAncestorOf(s) for s in on_page[inside[-1] + 1:])
    w.tabs.setCurrentWidget(w.text_tab)
    _settle(qtbot, w)
    stops = [s for s in _tab_chain(qtbot, w) if w.text_tab.isAncestorOf(s)]
    tab = w.text_tab
    order = [stops.index(tab.compare.holder.toggle), next(i for i, s in enumerate(stops) if isinstance(s, TokenChip)),
             stops.index(tab.views.tabBar()), stops.index(tab.explainer.why_button)]
    assert order == sorted(order), "Text tab: Compare…, the tokens, the views, Why? in this order"


@pytest.fixture
def pseudo(qapp, english_afterwards):
    """The pseudo-locale, installed before the window is built (ask for it before lab_window)."""
    assert languages.install("pseudo", qapp) == "pseudo"


def test_in_the_pseudo_locale_every_control_is_named_in_a_translated_string(qtbot, pseudo, lab_window):
    """A screen reader speaks the window's language: the name of every widget Tab reaches comes from the
    catalogue (in the pseudo-locale every catalogue string is in brackets), never from a class name."""
    window = lab_window
    assert languages.current() == "pseudo"
    english = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle(qtbot, window)
        for widget in _tab_chain(qtbot, window):
            if "[" not in widget.accessibleName():
                english.append(f"{window.tabs.tabText(index)}: {type(widget).__name__} {widget.accessibleName()!r}")
    assert not english, english


@pytest.fixture
def generate_window(lab_window, qtbot):
    w = lab_window
    qtbot.keyClick(w, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)  # View > Generate (Ctrl+5)
    assert w.tabs.currentWidget() is w.lab_tabs["generate"]
    _settle(qtbot, w)
    return w


def _tab_to(qtbot, window, found, limit: int = 300):
    for _ in range(limit):
        if found(_focus()):
            return _focus()
        qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached it")


def test_the_generate_tab_by_keys_alone(generate_window, qtbot):
    w = generate_window
    tab = w.lab_tabs["generate"]
    w.activateWindow()
    w.tabs.tabBar().setFocus(Qt.FocusReason.TabFocusReason)
    box = _tab_to(qtbot, w, lambda x: x is tab.ui.prompt_edit)
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # select all, then type over it
    qtbot.keyClicks(box, "a small dog [MASK] [MASK] [MASK] [MASK] [MASK] in the park .")  # 5 blanks, K = 5
    length = _tab_to(qtbot, w, lambda x: isinstance(x, QAbstractSpinBox) and x.accessibleName().startswith("Length"))
    qtbot.keyClick(length, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(length, "12")
    button = _tab_to(qtbot, w, lambda x: x is tab.ui.generate_button)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.result is not None and "small dog" in str(tab.result.request[0])
                    and tab.state.length == 12 and not tab.is_busy(), timeout=60000)
    row = tab.result.rows[0]
    assert tab.state.prompt.startswith("a small dog [MASK] [MASK]")
    assert len(row.positions) == 5 and len(row.revealed) == 5  # every blank filled, by keys alone


def test_the_features_tab_by_keys_alone(lab_window, qtbot):
    w = lab_window
    qtbot.keyClick(w, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # View > Features (Ctrl+4)
    tab = w.lab_tabs["features"]
    assert w.tabs.currentWidget() is tab
    _settle(qtbot, w)
    w.activateWindow()
    w.tabs.tabBar().setFocus(Qt.FocusReason.TabFocusReason)
    combo = _tab_to(qtbot, w, lambda x: x is tab.ui.view_combo)
    start = combo.currentIndex()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentIndex() == (start + 1) % combo.count() or combo.currentIndex() == start + 1
    qtbot.waitUntil(lambda: tab.state.view == combo.currentData(), timeout=10000)
    layer = _tab_to(qtbot, w, lambda x: x is tab.ui.layer_spin)
    value = layer.value()
    qtbot.keyClick(layer, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: tab.state.layer == value + 1, timeout=10000)


def test_the_training_tab_starts_and_stops_a_run_by_keys_alone(qtbot, tmp_path):
    """Tab to Steps, type 40, Tab to Start, Space: the run starts with 40 steps; Tab to Stop, Space: it stops.
    (The run itself is scripted: test_training_tab_events.ScriptedHandle streams its events.)"""
    from test_training_tab_events import ScriptedHandle, _events

    from mlm_lab.app.training.tab import TrainingTab

    configs, handles = [], []

    def start_worker(config, runs_dir=None, resume=None):
        configs.append(config)
        handles.append(ScriptedHandle("/tmp/fake-run", _events("text", 1)[:1], endless=True))
        return handles[-1]

    tab = TrainingTab(runs_dir=tmp_path, start_worker=start_worker)
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    tab.show()
    tab.activateWindow()
    first = next(w for w in _members_in_order(tab) if w.focusPolicy() & Qt.FocusPolicy.TabFocus)
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: _focus() is not None, timeout=5000)
    done = []
    tab.run_finished.connect(done.append)
    steps = _tab_to(qtbot, tab, lambda x: x is tab.form_view.steps_spin)
    qtbot.keyClick(steps, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(steps, "40")
    start = _tab_to(qtbot, tab, lambda x: x is tab.start_button)
    qtbot.keyClick(start, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.is_running() and tab.points() >= 3, timeout=10000)
    assert configs and configs[0].steps == 40
    stop = _tab_to(qtbot, tab, lambda x: x is tab.stop_button)  # Stop is enabled now, and a Tab stop
    qtbot.keyClick(stop, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: done == ["stopped"], timeout=10000)
    assert handles[0].stopped and not tab.is_running()
    tab.shutdown()


def _members_in_order(root) -> list:
    out, widget = [], root.nextInFocusChain()
    while widget is not root and widget is not None and len(out) < 1000:
        if root.isAncestorOf(widget):
            out.append(widget)
        widget = widget.nextInFocusChain()
    return out
