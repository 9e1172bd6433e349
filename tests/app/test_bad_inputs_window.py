"""The catalogue of bad inputs (tests/bad_inputs.py) fed to the real window through its own
entry points: the Image tab's open-file path and a drop on it, the model picker's "Model
folder…", the sentence box (a paste), the Training form's data field and Start. Lab files
go through the menu and a drop in test_lab_files.py; lesson files have no opener on main
yet (skipped here).

For every bad record: the window lives, one message names the problem (the record's
fragment), the state and the panes are exactly as before, no exception reached Qt (an
excepthook fails the test), and the GUI thread did none of the heavy work: a `GuiWork`
recorder wraps the heavy entry points (every torch module call, image decoding, reading
weights, tokenizing) and the test asserts that none ran on the GUI thread, except the
tokenizing of the sentence box, which is only ever given the box's first 10,000
characters. How long the GUI thread went without its event loop (a `StallWatch` at 20 ms)
is printed per record as a figure, not asserted. Valid but odd records are accepted.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bad_inputs
from gui_work import assert_light as _assert_light

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.looks.widgets import StallWatch
from mlm_lab.app.text.controls import MAX_BOX_CHARS


@pytest.fixture
def hook(monkeypatch):
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def _panes(w):
    """What the panes show: the image panels' pixels, the chips, the models."""
    image = w.image_tab.panels.masked_panel.image().copy()
    masking = w.text_tab.presenter.masking
    return image, (list(masking.shown), list(masking.states)), dict(w.model_sources())


def _assert_unchanged(w, before_state, before_panes, name):
    assert w.lab_state().to_dict() == before_state, name
    image, chips, models = _panes(w)
    np.testing.assert_array_equal(image, before_panes[0], err_msg=name)
    assert chips == before_panes[1], name
    assert models == before_panes[2], name


def _drop_on(widget, path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    widget.dropEvent(event)


def _report(kind, stalls):
    worst = max(stalls)
    lines = ", ".join(f"{name} {wall * 1000:.0f}/{cpu * 1000:.0f}" for cpu, wall, name in stalls)
    print(f"\n{kind}: worst GUI stall per record, ms wall/GUI-thread CPU: {lines}; worst {worst[2]}")


@pytest.mark.parametrize("entry", ["open", "drop"])
def test_images_through_the_image_tab(qtbot, lab_window, tmp_path, hook, monkeypatch, gui_work, entry):
    w = lab_window
    w.tabs.setCurrentWidget(w.image_tab)
    qtbot.waitUntil(w.is_ready, timeout=30000)
    stalls = []
    for rec in bad_inputs.images(tmp_path / "images"):
        w.banner.clear()
        before_state, before_panes = w.lab_state().to_dict(), _panes(w)
        watch = StallWatch(20).start()
        gui_work.take()
        if entry == "open":
            monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, p=str(rec.path), **k: (p, "")))
            w.image_tab.open_dialog()
        else:
            _drop_on(w.image_tab, rec.path)
        if rec.valid:
            qtbot.waitUntil(lambda p=str(rec.path): w.is_ready() and w.image_tab.result.source == p, timeout=30000)
            assert w.banner.isHidden(), (rec.name, w.banner.text())
        else:
            # once the window is ready nothing more is on its way: what the banner says now is final
            qtbot.waitUntil(lambda: w.banner.isVisible() and w.is_ready(), timeout=30000)
            text = w.banner.text()
            assert rec.fragment.lower() in text.lower(), (rec.name, text)
            assert "\n" not in text and w.banner.level() == "error"
            _assert_unchanged(w, before_state, before_panes, rec.name)
        watch.stop()
        _assert_light(gui_work, rec.name)
        stalls.append((watch.worst_cpu, watch.worst_wall, rec.name))
    assert hook == []
    _report(f"images ({entry})", stalls)


def test_model_folders_through_the_model_picker(qtbot, lab_window, tmp_path, hook, monkeypatch, gui_work):
    w = lab_window
    qtbot.waitUntil(w.is_ready, timeout=30000)
    stalls = []
    for rec in bad_inputs.model_folders(tmp_path / "models"):
        w.banner.clear()
        before_state, before_panes = w.lab_state().to_dict(), _panes(w)
        watch = StallWatch(20).start()
        gui_work.take()
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, p=str(rec.path), **k: p))
        w.model_combo.folder_wanted.emit()
        qtbot.waitUntil(lambda: w.banner.isVisible() and not w.loader.pending(), timeout=30000)
        qtbot.waitUntil(w.is_ready, timeout=30000)  # then nothing more is on its way: the banner is final
        watch.stop()
        _assert_light(gui_work, rec.name)
        stalls.append((watch.worst_cpu, watch.worst_wall, rec.name))
        text = w.banner.text()
        assert rec.fragment.lower() in text.lower(), (rec.name, text)
        assert "\n" not in text
        _assert_unchanged(w, before_state, before_panes, rec.name)
    assert hook == []
    _report("model folders", stalls)


def _paste(qtbot, edit, text):
    QApplication.clipboard().setText(text)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_text_pasted_into_the_sentence_box_never_freezes_the_window(qtbot, lab_window, tmp_path, hook, gui_work):
    """The app accepts any text (it masks it itself): a 2 MB line keeps its first 10,000
    characters with a note, and a slider step after it costs what a sentence costs. The
    fill-mask refusals of the catalogue (empty, no [MASK]) are the CLI's; here the box says
    the sentence is empty or masks the words itself."""
    w = lab_window
    tab = w.text_tab
    w.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(w.is_ready, timeout=30000)
    stalls = []
    for rec in bad_inputs.texts(tmp_path / "text"):
        text = rec.path.read_text(encoding="utf-8")
        watch = StallWatch(20).start()
        gui_work.take()
        _paste(qtbot, tab.controls.text_edit, text)
        expected = text[:MAX_BOX_CHARS]
        qtbot.waitUntil(lambda e=expected: tab.state.text == e and w.is_ready(), timeout=30000)
        step = 30 if tab.controls.mask_slider.value() != 30 else 40  # a slider step after the paste
        tab.controls.mask_slider.setValue(step)
        # the step's masking is made at once and the model asked; ready once its answer is shown
        qtbot.waitUntil(lambda s=step: tab.state.mask_prob == s / 100 and w.is_ready(), timeout=30000)
        watch.stop()
        _assert_light(gui_work, rec.name)
        stalls.append((watch.worst_cpu, watch.worst_wall, rec.name))
        assert tab.controls.text_edit.toPlainText() == expected
        if len(text) > MAX_BOX_CHARS:
            said = f"{fmt_number(len(text))} characters"  # the length as the app's locale writes it
            assert tab.controls.cut_label.isVisible() and said in tab.controls.cut_label.text()
            assert "cut off" in tab.tokens.notice.text()
            assert len(tab.presenter.masking.ids) == w.text_model().max_length
        else:
            assert not tab.controls.cut_label.isVisible(), rec.name
        if not text.strip():
            assert "empty" in tab.tokens.empty_label.text()
        else:
            assert tab.presenter.masking.ids, rec.name
    assert hook == []
    _report("text pasted", stalls)


def test_training_data_through_the_training_form(qtbot, lab_window, tmp_path, hook, gui_work):
    w = lab_window
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    stalls = []
    path_index = tab.form_view.data_combo.findData("path")
    for rec in bad_inputs.training_data(tmp_path / "training"):
        w.banner.clear()
        tab.form_view.data_combo.setCurrentIndex(path_index)
        tab.form_view.path_edit.setText(str(rec.path))
        before_form = tab.state.form.to_dict()
        watch = StallWatch(20).start()
        gui_work.take()
        qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
        if rec.valid:
            qtbot.waitUntil(lambda: tab.is_running() and tab.run.step > 0, timeout=120000)
            assert w.banner.isHidden(), (rec.name, w.banner.text())
            tab.stop()
            qtbot.waitUntil(lambda: not tab.is_running(), timeout=60000)
        else:
            qtbot.waitUntil(lambda: not tab.is_running() and w.banner.isVisible(), timeout=120000)
            text = w.banner.text()
            assert rec.fragment.lower() in text.lower(), (rec.name, text)
            assert "\n" not in text
        watch.stop()
        _assert_light(gui_work, rec.name)
        stalls.append((watch.worst_cpu, watch.worst_wall, rec.name))
        assert tab.state.form.to_dict() == before_form, rec.name
    assert hook == []
    _report("training data", stalls)
