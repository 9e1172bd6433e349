"""The mouse wheel over the controls column scrolls it (issue 37 item 8): a spin box or combo under
the pointer takes the wheel only once it has the focus (mlm_lab/app/qt/wheel_guard.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDoubleSpinBox, QScrollArea, QVBoxLayout, QWidget

from mlm_lab.app.qt import wheel_guard


def _wheel(widget, steps: int = -1) -> None:
    """One notch of the wheel (down for -1) over the middle of `widget`, through the window system
    as a person's wheel comes (QTest.wheelEvent: a spontaneous event, which Qt hands on to the
    parents when the widget under the pointer ignores it)."""
    top = widget.window()
    at = widget.mapTo(top, QPoint(widget.width() // 2, widget.height() // 2))
    QTest.wheelEvent(top.windowHandle(), QPointF(at), QPoint(0, 120 * steps))
    QApplication.processEvents()


def _column(qtbot):
    area = QScrollArea()
    qtbot.addWidget(area)
    inner = QWidget()
    layout = QVBoxLayout(inner)
    spin = QDoubleSpinBox()
    spin.setRange(0.01, 5)
    spin.setSingleStep(0.5)
    spin.setValue(1.0)
    combo = QComboBox()
    combo.addItems(["confidence", "random", "margin"])
    layout.addSpacing(300)
    layout.addWidget(spin)
    layout.addWidget(combo)
    layout.addSpacing(900)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.resize(300, 500)
    return area, spin, combo


def test_the_wheel_scrolls_the_column_over_an_unfocused_spin_box_or_combo(qtbot):
    wheel_guard.install()
    area, spin, combo = _column(qtbot)
    area.show()
    qtbot.waitExposed(area)
    area.setFocus()  # (shown, the first control took the focus)
    qtbot.waitUntil(lambda: not spin.hasFocus())
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus and combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    bar = area.verticalScrollBar()
    for widget in (spin, combo):
        before = bar.value()
        _wheel(widget)
        assert (spin.value(), combo.currentIndex()) == (1.0, 0)  # nothing under the pointer changed
        assert bar.value() > before  # the column scrolled instead
        assert not widget.hasFocus()  # and the wheel gave it no focus
    spin.setFocus()  # clicked or tabbed into, it takes the wheel
    qtbot.waitUntil(spin.hasFocus)
    at = bar.value()
    _wheel(spin)
    assert spin.value() == 0.5 and bar.value() == at


def test_the_window_guards_its_controls_columns(lab_window, qtbot):
    """In the real window: the Generate tab's Temperature spin box under the pointer keeps 1.00."""
    w = lab_window
    w.tabs.setCurrentIndex(4)
    tab = w.tabs.currentWidget()
    spin = tab.ui.temperature_spin
    qtbot.waitUntil(spin.isVisible)
    w.setFocus()
    before = spin.value()
    _wheel(spin)
    _wheel(spin, +1)
    assert spin.value() == before and not spin.hasFocus()
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus
