"""Issue 38's window items (part C): a lab file's side-by-side folder read from the lab file's
folder (and never out of it without saying so); exports with a name the system refuses; a visible
patch asked for an explanation; a long folder name in a message; a 10 MB paste into the Generate
prompt. Each through the real window: a bad input is one clear message, nothing else changes, no
exception reaches Qt."""

from __future__ import annotations

import json
import shutil
import time

import numpy as np
from file_dialogs import FileDialogs
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

WAIT = 30000
LONG = "a" * 300  # a name over the system's 255 bytes


def _lab_file(folder, text_compare: dict) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "side.mlmlab"
    path.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, "tab": "text",
                                "text": {"compare": text_compare}}), encoding="utf-8")
    return str(path)


def _opened(qtbot, w, path) -> None:
    w.banner.clear()
    w.open_lab_state(path)
    qtbot.waitUntil(lambda: not w.opener.pending() and w.is_ready(), timeout=WAIT)


def test_a_lab_files_compare_folder_is_read_from_the_lab_files_folder(qtbot, lab_window, tmp_path, text_model_dir,
                                                                    monkeypatch):
    w = lab_window
    lab = tmp_path / "lab"
    shutil.copytree(text_model_dir, lab / "m")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # the app started from another folder
    with qtbot.capture_exceptions() as raised:
        _opened(qtbot, w, _lab_file(lab, {"on": True, "model": "m"}))
        assert w.banner.level() != "error", w.banner.text()
        assert w.text_tab.state.compare.model == str(lab / "m")  # beside the lab file, not beside the app
        assert w.text_tab.state.compare.on
        before = w.lab_state().to_dict()
        (tmp_path / "m").mkdir()  # a folder out of the lab file's: refused, naming the field
        shutil.copytree(text_model_dir, tmp_path / "outside")
        for model in ("../m", "../outside"):
            _opened(qtbot, w, _lab_file(lab / "inner", {"on": True, "model": model}))
            text = w.banner.text()
            assert w.banner.level() == "error" and "text.compare.model" in text and "leads out" in text, text
            assert w.lab_state().to_dict() == before
    assert not raised, raised


def test_exports_with_a_name_the_system_refuses_are_a_message(qtbot, lab_window, tmp_path):
    from mlm_lab.app.export.vector import VectorDialog
    from mlm_lab.export import parse_sweep

    w = lab_window
    w.tabs.setCurrentWidget(w.image_tab)
    before = w.lab_state().to_dict()
    answering = FileDialogs()
    try:
        with qtbot.capture_exceptions() as raised:
            def in_vector(dialog) -> None:  # Export as SVG or PDF…, the name typed into its box
                dialog.path_edit.setText(str(tmp_path / f"{LONG}.svg"))
                dialog.accept()

            timer = QTimer()
            timer.timeout.connect(lambda: isinstance(QApplication.activeModalWidget(), VectorDialog)
                                  and (timer.stop(), in_vector(QApplication.activeModalWidget())))
            timer.start(20)
            w.exports.act_vector.trigger()
            timer.stop()
            assert "Cannot export" in w.last_message and "too long" in w.last_message, w.last_message
            for ext in ("svg", "pdf"):
                w.banner.clear()
                assert w.export_vector(tmp_path / f"{LONG}.{ext}") is None
                assert "the name is too long" in w.last_message, w.last_message
            answering.answer(str(tmp_path / f"{LONG}.png"))
            w.act_export_png.trigger()
            assert "too long" in w.last_message, w.last_message
            assert not w.export_web_page(str(tmp_path / f"{LONG}.html"))
            assert "Cannot write the web page" in w.last_message and "too long" in w.last_message, w.last_message
            assert not w.export_animation(parse_sweep("image.ratio=0:0.5:0.25", tab="image"),
                                          str(tmp_path / f"{LONG}.gif"))
            assert "Cannot record the animation" in w.last_message and "too long" in w.last_message, w.last_message
            assert LONG not in w.last_message  # the name is shown shortened, the reason whole
    finally:
        answering.stop()
    assert not raised, raised
    assert w.lab_state().to_dict() == before and list(tmp_path.iterdir()) == []


def test_explaining_a_visible_patch_keeps_the_panel_and_says_so_in_a_line_that_fits(qtbot, lab_window):
    w = lab_window
    tab = w.image_tab
    w.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: w.is_ready() and tab.result is not None, timeout=WAIT)
    ex = tab.explainer
    mask = tab.result.reconstruction.mask
    hidden, visible = np.argwhere(mask)[0], np.argwhere(~mask)[0]
    with qtbot.capture_exceptions() as raised:
        ex.click(int(hidden[0]), int(hidden[1]))
        qtbot.waitUntil(lambda: ex.result is not None and not ex.is_busy(), timeout=WAIT)
        shown = (ex.caption.text(), ex.overlay.isVisible(), ex.legend.isVisible(), ex.overlay.influence.copy())
        state = tab.state.to_dict()
        tab.state.explain = tab.state.explain.but(patch=[int(visible[0]), int(visible[1])])  # "explain this one"
        qtbot.wait(50)
    assert not raised, raised
    assert (ex.caption.text(), ex.overlay.isVisible(), ex.legend.isVisible()) == shown[:3]  # the panel as it was
    np.testing.assert_array_equal(ex.overlay.influence, shown[3])
    assert tab.state.to_dict() == state
    _says_whole(w, f"({visible[0]}, {visible[1]}) is visible")
    ex.clear()  # nothing explained: the panel says why at length, the line in short
    w.status_label.clear()
    tab.state.explain = tab.state.explain.but(patch=[int(visible[0]), int(visible[1])])
    qtbot.waitUntil(lambda: "is visible in this mask" in ex.caption.text(), timeout=WAIT)
    assert tab.state.explain.patch is None and ex.overlay.isHidden()
    _says_whole(w, f"({visible[0]}, {visible[1]}) is visible")


def _says_whole(w, words: str) -> None:
    line = w.status_label
    assert words in line.text(), line.text()
    assert line.fontMetrics().horizontalAdvance(line.text()) <= line.contentsRect().width(), \
        (line.text(), line.contentsRect().width())  # the whole line shows, not cut


def test_a_long_model_folder_name_is_shortened_in_the_message_never_the_reason(qtbot, lab_window, tmp_path):
    w = lab_window
    folder = tmp_path / ("b" * 250)
    folder.mkdir()
    (folder / "notes.txt").write_text("not a model", encoding="utf-8")
    w.banner.clear()
    with qtbot.capture_exceptions() as raised:
        w.load_model(str(folder))
        qtbot.waitUntil(lambda: w.banner.level() == "error", timeout=WAIT)
    assert not raised, raised
    text = w.last_message
    assert text.startswith("Could not load the model from ") and text.endswith(". Still using text: nano, image: nano.") \
        or "Still using" in text, text
    assert "b" * 100 not in text and "…" in text  # the name cut in its middle
    reason = text.split(": ", 1)[1]
    assert "…bbbb" in reason and "Still using" in reason, text  # the reason after the name, whole
    assert w.banner.text() == text


def test_a_10_mb_paste_into_the_generate_prompt_is_cut_with_a_note_and_never_holds_the_window(qtbot, lab_window):
    from mlm_lab.app.i18n.languages import fmt_number
    from mlm_lab.lab.generate import MAX_PROMPT

    w = lab_window
    tab = w.lab_tabs["generate"]
    w.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(w.is_ready, timeout=WAIT)
    edit = tab.ui.prompt_edit
    big = "word " * 2_000_000  # 10 MB
    QApplication.clipboard().setText(big)
    edit.setFocus()
    edit.selectAll()
    with qtbot.capture_exceptions() as raised:
        started = time.perf_counter()
        edit.paste()
        took = time.perf_counter() - started
        tab.ui.take_prompt()
        qtbot.waitUntil(w.is_ready, timeout=WAIT)
    assert not raised, raised
    assert took < 1.0, took  # was 4.7 s
    assert edit.toPlainText() == big[:MAX_PROMPT] and tab.state.prompt == big[:MAX_PROMPT]
    note = tab.ui.prompt_cut_label
    said = (f"{fmt_number(len(big))} characters", f"first {fmt_number(MAX_PROMPT)}")  # as the app's locale writes them
    assert note.isVisible() and all(words in note.text() for words in said), note.text()
    QApplication.clipboard().setText("a short prompt")  # a paste that fits: whole, the note gone
    edit.selectAll()
    edit.paste()
    assert edit.toPlainText() == "a short prompt" and not note.isVisible()


def test_the_your_name_dialog_and_a_cancelled_export_progress_name_their_controls_without_an_error(
        qtbot, lab_window, capfd, monkeypatch):
    """Issue 37's 'Internal C++ object (QLineEdit) already deleted' from accessibility.name_controls
    (via focus_changed), through the window's own dialogs: a lesson's Check asks "Your name"
    (QInputDialog.getText), Lessons > Export progress… (the real file dialog), each cancelled, twice."""
    import sys

    from PySide6.QtWidgets import QInputDialog

    from mlm_lab.app.lessons.exercise import export_progress_dialog
    from mlm_lab.lab.lesson import bundled_lessons

    w = lab_window
    unraisable: list = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    assert w.lessons.open(bundled_lessons()[0])
    box = w.lessons.panel.exercise
    answering = FileDialogs()
    names: list[str] = []

    def cancel_the_name() -> None:
        dialog, focused = QApplication.activeModalWidget(), QApplication.focusWidget()
        if isinstance(dialog, QInputDialog) and focused is not None and dialog.isAncestorOf(focused):
            timer.stop()  # what a person does: looks (the focused box is named), then cancels
            names.append(focused.accessibleName())
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(cancel_the_name)
    capfd.readouterr()
    try:
        with qtbot.capture_exceptions() as raised:
            for _ in range(2):
                timer.start(20)
                assert box._ask_name(w.lessons.player.title()) == ""
                answering.answer(None)
                export_progress_dialog(w)
                qtbot.wait(50)
    finally:
        timer.stop()
        answering.stop()
    err = capfd.readouterr().err
    assert not raised, raised
    assert not unraisable, unraisable
    assert "Traceback" not in err and "already deleted" not in err, err
    assert len(names) == 2 and names[0].startswith("Your name"), names  # the box was named, by its label
    assert len(answering.seen) == 2 and not any(seen["unexpected"] for seen in answering.seen)
