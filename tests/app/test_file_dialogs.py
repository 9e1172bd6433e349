"""Every file dialog of the app through its real call (issue 38, item 4): the action a person uses
opens Qt's own QFileDialog (mlm_lab/app/qt/dialogs.py), which the test answers as a person does
(file_dialogs.py: a path typed into its file name box, then Open / Save, or Cancel). Nothing is
replaced, so a call with wrong arguments (File > Open model folder… handed the dialog a
non-widget parent: 'getExistingDirectory called with wrong argument types') fails here. For each
dialog: its parent is a widget of the window, its filters and accept mode are the ones meant, and
what was chosen reaches the app."""

from __future__ import annotations

import pytest
from file_dialogs import FileDialogs
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from mlm_lab.app.qt import dialogs

OPEN, SAVE = QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave
FILE, NEW, DIRECTORY = QFileDialog.FileMode.ExistingFile, QFileDialog.FileMode.AnyFile, QFileDialog.FileMode.Directory
WAIT = 20000


@pytest.fixture
def file_dialogs(qapp):
    answering = FileDialogs()
    yield answering
    answering.stop()
    assert not any(seen["unexpected"] for seen in answering.seen), answering.seen


def _checked(seen: dict, window, mode, file_mode, *filters: str) -> dict:
    """The dialog belongs to the window, is Qt's own, and asks what it is meant to."""
    parent = seen["parent"]
    assert isinstance(parent, QWidget), seen
    assert parent is window or window.isAncestorOf(parent) or parent.parentWidget() is window, seen
    assert not seen["native"], seen
    assert seen["accept_mode"] == mode and seen["file_mode"] == file_mode, seen
    for wanted in filters:
        assert any(wanted in f for f in seen["filters"]), (wanted, seen["filters"])
    assert seen["title"], seen
    return seen


def _picture(path) -> str:
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    assert image.save(str(path))
    return str(path)


def _when_open(kind, do) -> QTimer:
    """Run `do(dialog)` once a modal `kind` dialog (not a file dialog) is open."""
    timer = QTimer()

    def tick() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and dialog.isVisible():
            timer.stop()
            do(dialog)

    timer.timeout.connect(tick)
    timer.start(20)
    return timer


def test_a_dialogs_parent_must_be_a_widget(qtbot):
    """The root of the Open model folder… fault, refused in words: a dialog's parent is a widget."""
    with pytest.raises(TypeError, match="must be a QWidget or None, not object"):
        dialogs.existing_dir(object(), "A folder")
    with pytest.raises(TypeError, match="not WindowModels"):
        from mlm_lab.app.window.window_models import WindowModels

        dialogs.open_file(WindowModels.__new__(WindowModels), "A file")


def test_open_model_folder_and_the_pickers_model_folder_open_the_real_dialog(qtbot, lab_window, file_dialogs,
                                                                             image_model_dir, monkeypatch):
    w = lab_window
    loads: list[str] = []
    real_load = w.model_control.load
    monkeypatch.setattr(w.model_control, "load", lambda source: (loads.append(str(source)), real_load(source)))
    from mlm_lab.app.window.model_picker import FOLDER_ENTRY

    with qtbot.capture_exceptions() as raised:
        file_dialogs.answer(str(image_model_dir))
        w.act_model_folder.trigger()  # File > Open model folder…
        qtbot.waitUntil(w.is_ready, timeout=60000)
        file_dialogs.answer(None)  # the picker's "Model folder or run…", then Cancel
        before = w.model_combo.currentText()
        w.model_combo.activated.emit(w.model_combo.findData(FOLDER_ENTRY))
    assert not raised, raised
    assert len(file_dialogs.seen) == 2, file_dialogs.seen
    for seen in file_dialogs.seen:
        _checked(seen, w, OPEN, DIRECTORY)
        assert seen["parent"] is w
    assert loads == [str(image_model_dir)]
    assert w.model_combo.currentText() == before  # cancelled: the picker shows the model in use


def test_lab_state_save_and_open_image_png_csv_and_web_page_through_the_real_dialogs(qtbot, lab_window,
                                                                                     file_dialogs, tmp_path):
    w = lab_window
    lab, png, csv, page = tmp_path / "mine.mlmlab", tmp_path / "view.png", tmp_path / "m.csv", tmp_path / "p.html"
    picture = _picture(tmp_path / "teal.png")
    with qtbot.capture_exceptions() as raised:
        file_dialogs.answer(str(lab))
        w.act_save_state.trigger()
        assert lab.is_file()
        save = _checked(file_dialogs.last, w, SAVE, NEW, "*.mlmlab")
        assert save["proposed"].endswith(".mlmlab")
        assert w.settings.value(dialogs.LAST_FOLDER_KEY) == str(tmp_path)  # the window's settings keep it
        file_dialogs.answer(str(lab))
        w.act_open_state.trigger()
        opened = _checked(file_dialogs.last, w, OPEN, FILE, "*.mlmlab", "(*)")
        assert opened["directory"] == str(tmp_path)  # File > Open lab file… starts where the save was
        qtbot.waitUntil(w.is_ready, timeout=WAIT)
        file_dialogs.answer(str(png))
        w.act_export_png.trigger()
        assert png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        _checked(file_dialogs.last, w, SAVE, NEW, "*.png")
        file_dialogs.answer(str(csv))
        w.act_export_csv.trigger()
        _checked(file_dialogs.last, w, SAVE, NEW, "*.csv")
        file_dialogs.answer(str(page))
        w.exports.act_web.trigger()
        _checked(file_dialogs.last, w, SAVE, NEW, "*.html")
        qtbot.waitUntil(page.is_file, timeout=60000)
        file_dialogs.answer(picture)
        w.act_open_image.trigger()  # File > Open image…: the Image tab's dialog
        _checked(file_dialogs.last, w, OPEN, FILE, "*.png", "*.jpg")
        qtbot.waitUntil(lambda: w.image_tab.source() == picture, timeout=WAIT)
    assert not raised, raised
    assert len(file_dialogs.seen) == 6


def test_the_svg_and_animation_dialogs_browse_through_the_real_dialogs(qtbot, lab_window, file_dialogs, tmp_path):
    from mlm_lab.app.export.animation_dialog import AnimationDialog
    from mlm_lab.app.export.vector import VectorDialog

    w = lab_window
    chosen: dict[str, str] = {}

    def in_vector(dialog) -> None:
        dialog._browse()
        chosen["svg"] = dialog.path_edit.text()
        dialog.reject()

    def in_animation(dialog) -> None:
        dialog._browse()
        chosen["gif"] = dialog.path_edit.text()
        dialog._browse_run()
        chosen["run"] = dialog.run_edit.text()
        dialog.reject()

    run = tmp_path / "runs"
    run.mkdir(exist_ok=True)
    with qtbot.capture_exceptions() as raised:
        file_dialogs.answer(str(tmp_path / "fig.svg"))
        timer = _when_open(VectorDialog, in_vector)
        w.exports.act_vector.trigger()
        timer.stop()
        vector = file_dialogs.last
        file_dialogs.answer(str(tmp_path / "anim.gif"), str(run))
        timer = _when_open(AnimationDialog, in_animation)
        w.exports.act_animation.trigger()
        timer.stop()
    assert not raised, raised
    assert chosen == {"svg": str(tmp_path / "fig.svg"), "gif": str(tmp_path / "anim.gif"), "run": str(run)}
    _checked(vector, w, SAVE, NEW, "*.svg", "*.pdf")
    assert isinstance(vector["parent"], VectorDialog)
    gif, folder = file_dialogs.seen[-2:]
    _checked(gif, w, SAVE, NEW, "*.gif", "*.png", "*.mp4")
    _checked(folder, w, OPEN, DIRECTORY)
    assert isinstance(gif["parent"], AnimationDialog) and isinstance(folder["parent"], AnimationDialog)


def test_the_lessons_dialogs_open_save_export_and_progress(qtbot, lab_window, file_dialogs, tmp_path, monkeypatch):
    from mlm_lab.app.lessons.exercise import export_progress_dialog
    from mlm_lab.app.lessons.menu import PAPER_FILTERS
    from mlm_lab.lab.lesson import bundled_lessons

    w = lab_window
    lessons = w.lessons
    handouts: list[tuple] = []
    monkeypatch.setattr(lessons, "export_pdf", lambda path, **kw: handouts.append((path, kw.get("paper"))))
    with qtbot.capture_exceptions() as raised:
        file_dialogs.answer(str(bundled_lessons()[0]))
        lessons.open_dialog()  # Lessons > Open lesson…
        assert lessons.player.is_open
        _checked(file_dialogs.last, w, OPEN, FILE, "*.mlmlesson", "(*)")
        copy = tmp_path / "copy.mlmlesson"
        file_dialogs.answer(str(copy))
        lessons.panel.save_dialog(as_new=True)  # the editor's Save as…
        assert copy.is_file()
        _checked(file_dialogs.last, w, SAVE, NEW, "*.mlmlesson")
        letter = lessons.tr(PAPER_FILTERS["letter"])
        file_dialogs.answer((str(tmp_path / "handout.pdf"), letter))
        lessons.export_dialog()  # Lessons > Export handout…
        _checked(file_dialogs.last, w, SAVE, NEW, "*.pdf")
        assert handouts == [(str(tmp_path / "handout.pdf"), "letter")]
        file_dialogs.answer(None)  # Lessons > Export progress…, cancelled: nothing written, no message
        export_progress_dialog(w)
        progress = _checked(file_dialogs.last, w, SAVE, NEW, "*.csv", "*.json")
        assert progress["proposed"] == "progress.csv"
        qtbot.wait(50)
    assert not raised, raised


def test_the_tabs_dialogs_training_study_features_probe_and_compare(qtbot, lab_window, file_dialogs, tmp_path):
    from mlm_lab.app.compare.chooser import FOLDER_ENTRY

    w = lab_window
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("a small corpus\n", encoding="utf-8")
    texts = tmp_path / "texts"
    texts.mkdir()
    picture = _picture(tmp_path / "feature.png")
    training = w.training_tab
    form = training.form_view
    features = w.lab_tabs["features"]
    probed: list[tuple] = []
    features.probe.run_requested.connect(lambda kind, key: probed.append((kind, key)))
    with qtbot.capture_exceptions() as raised:
        w.show_tab(list(w.lab_tabs).index("training"))
        form.task_combo.setCurrentIndex(form.task_combo.findData("text"))
        file_dialogs.answer(str(corpus))
        form._browse()  # the corpus's Browse…: a text file
        assert form.path_edit.text() == str(corpus)
        text_file = _checked(file_dialogs.last, w, OPEN, FILE, "*.txt")
        file_dialogs.answer(None, str(texts))
        form._browse()  # cancelled: then a folder of .txt files
        assert form.path_edit.text() == str(texts)
        text_folder = _checked(file_dialogs.last, w, OPEN, DIRECTORY)
        file_dialogs.answer(None)
        training.study_page._open_dialog()  # Open study…, cancelled
        study = _checked(file_dialogs.last, w, OPEN, DIRECTORY)
        file_dialogs.answer(picture)
        features.open_dialog()  # Features: Add an image…
        added = _checked(file_dialogs.last, w, OPEN, FILE, "*.png")
        probe = features.probe
        probe.task_combo.setCurrentIndex(probe.task_combo.findData("folder"))
        file_dialogs.answer(None)
        probe._on_run()  # a class folder, cancelled: no probe
        assert probed == []
        folder = _checked(file_dialogs.last, w, OPEN, DIRECTORY)
        chooser = w.text_tab.compare.chooser
        chooser.refill(chooser._current)
        file_dialogs.answer(None)
        chooser.model_combo.activated.emit(chooser.model_combo.findData(FOLDER_ENTRY))
        compare = _checked(file_dialogs.last, w, OPEN, DIRECTORY)
    assert not raised, raised
    assert text_file["parent"] is form and text_folder["parent"] is form
    assert study["parent"] is training.study_page and added["parent"] is features
    assert folder["parent"] is probe and compare["parent"] is chooser


def test_the_classrooms_dialogs_the_lesson_file_and_the_answers_export(qtbot, lab_window, file_dialogs, tmp_path,
                                                                         monkeypatch):
    from mlm_lab.app.classroom.host_dialog import OPEN_FILE, HostDialog
    from mlm_lab.classroom.addresses import free_port
    from mlm_lab.lab.lesson import bundled_lessons

    monkeypatch.setenv("MLM_LAB_CLASS_DIR", str(tmp_path / "classes"))
    w = lab_window
    lesson = str(bundled_lessons()[1])
    out = tmp_path / "answers.json"
    with qtbot.capture_exceptions() as raised:
        assert w.lessons.open(bundled_lessons()[0])
        dialog = HostDialog(w.classroom)
        dialog.show()
        file_dialogs.answer(lesson)
        index = dialog.lesson.findData(OPEN_FILE)
        dialog.lesson.setCurrentIndex(index)  # "Open file…", as picked from the list
        dialog.lesson.activated.emit(index)
        assert dialog.lesson.currentData() == lesson
        pick = _checked(file_dialogs.last, w, OPEN, FILE, "*.mlmlesson")
        assert pick["parent"] is dialog
        dialog.port.setValue(free_port())
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.announce.setChecked(False)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: w.classroom.teacher is not None, timeout=WAIT)
        teacher = w.classroom.teacher
        file_dialogs.answer((str(out), "JSON (*.json)"))
        teacher.export_dialog()  # the dashboard's Export answers…
        qtbot.waitUntil(out.is_file, timeout=WAIT)
        export = _checked(file_dialogs.last, w, SAVE, NEW, "*.csv", "*.json")
        assert export["parent"] is teacher.dashboard and export["proposed"].endswith(".csv")
        w.close()
    assert not raised, raised


def test_a_dialog_starts_in_the_folder_the_last_one_was_answered_in(qtbot, file_dialogs, tmp_path):
    """The remembered folder, on a bare widget: kept in the settings given, used by a dialog that
    names no folder or only a file name, never over a folder the caller names."""
    from PySide6.QtCore import QSettings

    parent = QWidget()
    qtbot.addWidget(parent)
    first, other = tmp_path / "first", tmp_path / "other"
    first.mkdir()
    other.mkdir()
    (first / "notes.txt").write_text("a\n", encoding="utf-8")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialogs.remember_folders(settings)
    try:
        file_dialogs.answer(str(first / "notes.txt"))
        assert dialogs.open_file(parent, "A file", "", "Text (*.txt)")[0] == str(first / "notes.txt")
        assert settings.value(dialogs.LAST_FOLDER_KEY) == str(first) and dialogs.last_folder() == str(first)
        file_dialogs.answer(None)
        assert dialogs.save_file(parent, "Save", "table.csv", "CSV (*.csv)") == ("", "")
        proposed = file_dialogs.last
        assert proposed["directory"] == str(first) and proposed["proposed"] == "table.csv"
        assert not proposed["native"] and proposed["parent"] is parent
        file_dialogs.answer(str(other))
        assert dialogs.existing_dir(parent, "A folder", str(tmp_path)) == str(other)
        assert file_dialogs.last["directory"] == str(tmp_path)  # the caller's folder wins
        assert dialogs.last_folder() == str(other)
        other.rmdir()
        assert dialogs.last_folder() == ""  # a remembered folder that went away is forgotten
    finally:
        dialogs.remember_folders(None)


def test_the_platforms_dialogs_only_when_asked_and_never_offscreen(monkeypatch):
    native = QFileDialog.Option(0)
    monkeypatch.delenv(dialogs.NATIVE_ENV, raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert dialogs.options() == dialogs.OPTIONS
    monkeypatch.setenv(dialogs.NATIVE_ENV, "1")
    assert dialogs.options() == native
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert dialogs.options() == dialogs.OPTIONS
