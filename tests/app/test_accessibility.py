"""Screen reader (issue 27 item 5): every focusable widget of every tab has an accessible name, as
assistive technology reads it through Qt's accessibility tree (QAccessible), and the panes describe
what a sighted user sees, kept current as the view changes."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from mlm_lab.app.looks.accessibility import is_focusable, label_for, name_controls

SENTENCE = "The cat sat on the mat and looked out of the window."


def _accessible_name(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid(), widget
    return iface.text(QAccessible.Text.Name).strip()


def _unnamed(root) -> list[str]:
    """Focusable, visible widgets under `root` whose accessible interface has no name."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or not is_focusable(widget) or not widget.isEnabled():
            continue
        if not _accessible_name(widget):
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} in "
                           f"{type(widget.parentWidget()).__name__ if widget.parentWidget() else '-'}")
    return missing


def test_the_accessibility_tree_of_every_tab_names_every_focusable_widget(lab_window, qtbot):
    w = lab_window
    missing = {}
    for i in range(w.tabs.count()):
        w.tabs.setCurrentIndex(i)
        QApplication.processEvents()
        found = _unnamed(w.tabs.currentWidget())
        if found:
            missing[w.tabs.tabText(i)] = found
    missing["chrome"] = _unnamed(w.toolbar) + _unnamed(w.statusBar()) + _unnamed(w.tabs.tabBar())
    missing = {k: v for k, v in missing.items() if v}
    assert not missing, "\n".join(f"{k}: {v}" for k, v in missing.items())
    # and the tree itself: the window's interface reaches the tabs' widgets as its descendants
    root = QAccessible.queryAccessibleInterface(w)
    assert root is not None and root.childCount() > 0


def test_name_controls_reads_the_label_a_sighted_user_reads(qtbot):
    from PySide6.QtWidgets import QFormLayout, QLabel, QSlider, QSpinBox

    holder = QWidget()
    qtbot.addWidget(holder)
    form = QFormLayout(holder)
    spin = QSpinBox()
    form.addRow("Seed:", spin)
    slider = QSlider()
    label = QLabel("&Mask probability")
    label.setBuddy(slider)
    form.addRow(label)
    form.addRow(slider)
    tipped = QSpinBox()
    tipped.setToolTip("Steps per round. More steps train longer")
    form.addRow(tipped)
    assert label_for(spin) == "Seed" and label_for(slider) == "Mask probability"
    assert name_controls(holder) >= 3
    assert spin.accessibleName() == "Seed" and slider.accessibleName() == "Mask probability"
    assert tipped.accessibleName() == "Steps per round"
    assert _accessible_name(slider) == "Mask probability"


def test_chips_and_image_panels_describe_what_is_seen(lab_window, qtbot):
    w = lab_window
    w.tabs.setCurrentWidget(w.text_tab)
    tab = w.text_tab
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.3, "seed": 1})
    qtbot.waitUntil(w.is_ready, timeout=20000)
    view = tab.presenter.masking
    i = view.selected[0]
    chip = tab.tokens.columns[i].chip
    qtbot.waitUntil(lambda: "first guess" in chip.accessibleDescription(), timeout=10000)
    text = chip.accessibleDescription()
    assert text.startswith(f"token {i}, {view.shown[i]}")
    assert {"mask": "replaced by [MASK]", "random": "replaced by a random token",
            "kept": "kept, but predicted"}[view.states[i]] in text
    top = tab.presenter.prediction.predictions[0].top[0]
    assert f"model's first guess {top[0]}, {top[1] * 100:.0f}\u00a0%" in text
    assert chip.accessibleName() == f"token {i}, {view.shown[i]}"
    holder = tab.tokens.chips_holder
    assert holder.accessibleDescription().startswith(f"{len(view.tokens)} tokens: ")
    assert f"{len(view.selected)}" in holder.accessibleDescription() or view.states.count("mask") > 0

    w.tabs.setCurrentWidget(w.image_tab)
    image = w.image_tab
    panels = image.panels
    image.set_state({"strategy": "random", "ratio": 0.75, "seed": 0})
    qtbot.waitUntil(w.is_ready, timeout=20000)
    r = image.result
    first = panels.masked_panel.accessibleDescription()
    share = 100 * r.hidden / r.total
    assert first.startswith(f"{r.hidden} of {r.total} patches hidden, {share:.0f}\u00a0%; PSNR ")
    assert first.endswith("dB over the hidden patches")
    assert panels.masked_panel.accessibleName() == panels.masked_panel.title()
    # kept current: another ratio, another description
    image.set_state({"strategy": "random", "ratio": 0.25, "seed": 0})
    qtbot.waitUntil(lambda: image.result is not None and image.result.ratio == 0.25 and w.is_ready(), timeout=20000)
    assert panels.masked_panel.accessibleDescription() != first
    assert panels.masked_panel.accessibleDescription().startswith(f"{image.result.hidden} of ")
    assert np.isfinite(image.result.psnr)


def test_naming_the_focused_control_of_a_dialog_qt_makes_prints_no_traceback(qtbot, capfd, monkeypatch):
    """Issue 37 item 8: 'Internal C++ object (QLineEdit) already deleted' from name_controls (via
    focus_changed) after the "Your name" dialog and after cancelling Lessons > Export progress…:
    dialogs Qt makes itself (QInputDialog.getText, QFileDialog.getSaveFileName) open, take the
    focus, are named, and close with nothing on stderr and no exception in a slot."""
    import sys

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMainWindow, QTabWidget

    from mlm_lab.app.looks import accessibility

    unraisable: list = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    window = QMainWindow()
    qtbot.addWidget(window)
    tabs = QTabWidget()
    tabs.addTab(QLineEdit(), "Text")
    window.setCentralWidget(tabs)
    window.show()
    accessibility.install(window, tabs)
    seen: list[str] = []

    def close_it(tries: int = 0) -> None:  # what a person does: looks (the focused box is named), then cancels
        dialog = QApplication.activeModalWidget()
        focused = QApplication.focusWidget()
        name = focused.accessibleName() if focused is not None else ""
        if dialog is None or not name and tries < 100:  # not shown or not named yet (a loaded machine)
            QTimer.singleShot(50, lambda: close_it(tries + 1))
            return
        seen.append(name)
        dialog.reject()

    capfd.readouterr()
    with qtbot.capture_exceptions() as raised:
        for _ in range(2):  # a second time: the focus comes back to a window whose wrappers were retired
            QTimer.singleShot(200, close_it)
            QInputDialog.getText(window, "Your name", "Your name, for the answers to “Lesson”:")
            QTimer.singleShot(200, close_it)
            QFileDialog.getSaveFileName(window, "Export the students' progress", "progress.csv", "CSV (*.csv)",
                                        options=QFileDialog.Option.DontUseNativeDialog)
        qtbot.wait(50)
    err = capfd.readouterr().err
    assert not raised, raised
    assert not unraisable, unraisable
    assert "Traceback" not in err and "already deleted" not in err, err
    assert len(seen) == 4 and seen[0].startswith("Your name"), seen  # the dialog's box, named by its label
