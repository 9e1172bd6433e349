"""The catalogue's later families (tests/bad_inputs.py) through the real window's own entry
points: file names dropped on the window, the catalogue's lab files (Lab file → Open) and
lessons (Lessons → Open), Hugging Face cache entries (the model picker's list and its
"Model folder…"), damaged run folders (the Training tab's list, a click on each, Resume); and
round four's (issue 38): a lesson's damaged progress (an exercise's Check, Lessons → Export
progress), cache entries whose model is damaged ("Model folder…"), bad destinations of Export
animation… and Export web page…. (Generate's prompts: Qt drops a lone surrogate from a paste, so
the window never holds one; class files: the window reads only those of its classes folder.)

For every bad record: one message naming it (the record's fragment) in the banner, on one
line; nothing on screen changed; no exception reached Qt; the window keeps working. A resume
that is refused says so ("Resume refused: ...", never "The run failed" or "Failed at step 0")
and leaves the run's record as it was; a resume past a damaged newest checkpoint names it."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bad_inputs


@pytest.fixture
def hook(monkeypatch):
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


@pytest.fixture(scope="module")
def base_run(tmp_path_factory):
    return bad_inputs.stopped_run(tmp_path_factory.mktemp("base-run"))


def _drop(widget, path):
    """A drop as a file manager makes it: the file's URL, its name's bytes percent-encoded."""
    import os
    import urllib.parse

    mime = QMimeData()
    mime.setUrls([QUrl.fromEncoded(("file://" + urllib.parse.quote_from_bytes(os.fsencode(path))).encode())])
    widget.dropEvent(QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier))


def _refused(qtbot, w, rec, before: dict) -> str:
    # once the window is ready nothing more is on its way: what the banner says now is final
    qtbot.waitUntil(lambda: w.banner.isVisible() and w.is_ready(), timeout=30000)
    text = w.banner.text()
    assert rec.fragment.lower() in text.lower(), (rec.name, text)
    assert "\n" not in text and w.banner.level() == "error", (rec.name, text)
    assert "Traceback" not in text and "Errno" not in text, (rec.name, text)
    assert w.lab_state().to_dict() == before, rec.name
    return text


def _window(qtbot, tmp_path, text_model_dir, image_model_dir, runs: Path):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=runs,
                        models={"text": str(text_model_dir), "image": str(image_model_dir)}, restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitUntil(window.is_ready, timeout=60000)
    return window


# -- file names ---------------------------------------------------------------------------------------
NOT_UTF8 = "name_not_utf8_picture"


def test_file_names_dropped_on_the_window(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    for rec in [r for r in bad_inputs.file_names(tmp_path / "names") if r.name != NOT_UTF8]:
        w.banner.clear()
        before = w.lab_state().to_dict()
        _drop(w, rec.path)
        if not rec.valid:
            _refused(qtbot, w, rec, before)
        elif rec.path.suffix.lower() == ".mlmlab":  # opened as a lab file (ratio 0.5 on the Image tab)
            qtbot.waitUntil(lambda: w.is_ready() and w.lab_state().image.ratio == 0.5, timeout=30000)
            assert w.tabs.currentWidget() is w.image_tab
        else:  # a picture: shown
            qtbot.waitUntil(lambda p=str(rec.path): w.is_ready() and w.lab_state().image.source == p, timeout=30000)
            assert not w.banner.isVisible() or w.banner.level() != "error", (rec.name, w.banner.text())
    assert hook == []


@pytest.mark.parametrize("where", ["window", "image tab"])
def test_a_dropped_picture_whose_name_is_not_utf8_opens(where, qtbot, lab_window, tmp_path, hook):
    """A name in Latin-1 bytes (an old archive): the drop keeps its bytes (QUrl.toLocalFile made
    them U+FFFD, and the picture was "not found"), as the CLI does."""
    w = lab_window
    (rec,) = [r for r in bad_inputs.file_names(tmp_path / "names") if r.name == NOT_UTF8]
    w.banner.clear()
    _drop(w if where == "window" else w.image_tab, rec.path)
    qtbot.waitUntil(lambda: w.is_ready() and (w.banner.isVisible() or w.lab_state().image.source == str(rec.path)),
                    timeout=30000)
    assert w.lab_state().image.source == str(rec.path), w.banner.text()
    assert hook == []


# -- the catalogue's lab files and lessons ----------------------------------------------------------------
def test_the_catalogues_lab_files_through_lab_file_open(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    for rec in bad_inputs.lab_files(tmp_path / "lab"):
        w.banner.clear()
        before = w.lab_state().to_dict()
        w.open_lab_state(rec.path)
        if not rec.valid:
            _refused(qtbot, w, rec, before)
            continue
        qtbot.waitUntil(w.is_ready, timeout=30000)  # applied, and every answer it asked for shown
        if rec.fragment:  # opens with one warning naming it
            assert w.banner.level() == "warning" and rec.fragment in w.banner.text(), (rec.name, w.banner.text())
        else:
            assert not w.banner.isVisible() or w.banner.level() != "error", (rec.name, w.banner.text())
        if rec.name == "lab_file_image_source_relative_inside":  # read from the lab file's folder
            qtbot.waitUntil(lambda: w.lab_state().image.ratio == 0.5, timeout=30000)
            assert Path(w.lab_state().image.source).resolve() == (rec.path.parent / "pics" / "dot.png").resolve()
    assert hook == []


def test_the_catalogues_lessons_through_lessons_open(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    records = bad_inputs.lesson_files(tmp_path / "lessons")
    for rec in [r for r in records if not r.valid]:
        w.banner.clear()
        before = w.lab_state().to_dict()
        w.lessons.open(rec.path)
        _refused(qtbot, w, rec, before)
        assert not w.lessons.player.is_open, rec.name
    for rec in [r for r in records if r.valid]:  # a lesson saved with a byte-order mark opens
        w.banner.clear()
        assert w.lessons.open(rec.path), (rec.name, w.banner.text())
        qtbot.waitUntil(lambda: w.lessons.player.is_open, timeout=30000)
    assert hook == []


# -- Hugging Face cache entries ----------------------------------------------------------------------
def test_hf_cache_entries_in_the_model_picker(qtbot, tmp_path, text_model_dir, image_model_dir, hook, monkeypatch):
    """The picker lists the cache when the window is built (a link loop there raised out of the
    window's constructor): each entry that leads out is greyed out with its reason; chosen with
    "Model folder…", it is refused by name and the models stay."""
    records = bad_inputs.hf_cache_entries(tmp_path / "hf")
    monkeypatch.setenv("HF_HUB_CACHE", str(records[0].path.parent))
    w = _window(qtbot, tmp_path, text_model_dir, image_model_dir, tmp_path / "runs")
    combo = w.model_combo
    listed = {combo.itemText(i): combo.model().item(i).isEnabled() for i in range(combo.count())}
    for rec in records:
        ident = "bad/" + rec.path.name.split("--")[-1]
        (text, enabled), = [(t, e) for t, e in listed.items() if f"HF cache: {ident} " in t]
        assert not enabled and rec.fragment.lower() in text.lower(), (rec.name, text)
    models = dict(w.model_sources())
    for rec in records:
        w.banner.clear()
        before = w.lab_state().to_dict()
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, p=str(rec.path), **k: p))
        combo.folder_wanted.emit()
        qtbot.waitUntil(lambda: w.banner.isVisible() and not w.loader.pending(), timeout=30000)
        _refused(qtbot, w, rec, before)
        assert dict(w.model_sources()) == models, rec.name
    outside = tmp_path / "hf" / "outside"
    assert sorted(p.name for p in outside.iterdir()) == ["config.json", "model.safetensors", "vocab.txt"]
    assert hook == []


# -- run folders -------------------------------------------------------------------------------------------
def _gather(records, runs: Path) -> dict[str, Path]:
    """Each record's run folder moved into one runs folder, named after its record (a move keeps
    a named pipe a pipe)."""
    runs.mkdir(parents=True, exist_ok=True)
    out = {}
    for rec in records:
        dest = runs / (rec.path.name if rec.name == "run_html_name" else rec.name)
        shutil.move(str(rec.path), str(dest))
        out[rec.name] = dest
    return out


def test_damaged_run_folders_in_the_training_tab(qtbot, tmp_path, text_model_dir, image_model_dir, hook, base_run):
    """The window is built beside every damaged run folder of the catalogue (a named pipe for a
    status.json or metrics.jsonl included: never read), lists each one that has a config.json,
    and answers a click on each (its snapshot, its curves) without raising."""
    records = bad_inputs.run_folders(tmp_path / "made", base_run)
    runs = _gather(records, tmp_path / "runs")
    w = _window(qtbot, tmp_path, text_model_dir, image_model_dir, tmp_path / "runs")
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    listed = {Path(info.path).name: info for info in tab.run_infos()}
    expected = {path.name for path in runs.values() if (path / "config.json").is_file()}
    assert set(listed) == expected
    for info in listed.values():
        assert "failed" not in info.label, info.label
        tab.select_run(info.path)  # answered at once: its snapshot read and shown, or its problem said
        assert tab.selected_run().path == info.path
        tab.grab()  # drawn now (a damaged snapshot's picture painted), not whenever the event loop gets to it
        tab.set_overlay(info.path, True)
        tab.grab()
    assert w.is_ready()
    assert hook == []


def _one_run(records, name: str, runs: Path) -> Path:
    (rec,) = [r for r in records if r.name == name]
    runs.mkdir(parents=True, exist_ok=True)
    dest = runs / rec.path.name
    shutil.move(str(rec.path), str(dest))
    return dest


def _resume_in_window(qtbot, w, run: Path) -> list[str]:
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    tab.refresh_runs()
    tab.select_run(str(run))
    assert tab.resume_button.isEnabled()
    done = []
    tab.run_finished.connect(done.append)
    w.banner.clear()
    qtbot.mouseClick(tab.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(done), timeout=180000)
    return done


def _row(w, run: Path):
    (info,) = [i for i in w.training_tab.run_infos() if Path(i.path) == run]
    return info


@pytest.mark.parametrize("why", ["all_checkpoints_damaged", "in_use"])
def test_a_refused_resume_says_refused_and_leaves_the_run_as_it_was(why, qtbot, tmp_path, text_model_dir,
                                                                   image_model_dir, hook, base_run):
    from mlm_lab.training.run_lock import RunLock

    name = "run_all_checkpoints_damaged" if why == "all_checkpoints_damaged" else "run_status_step_null"
    run = _one_run(bad_inputs.run_folders(tmp_path / "made", base_run), name, tmp_path / "runs")
    if why == "in_use":  # a run another process is training: its lock is held (here by this test)
        (run / "status.json").write_bytes((base_run / "status.json").read_bytes())
    before = {p: (run / p).read_bytes() for p in ("status.json", "metrics.jsonl")}
    w = _window(qtbot, tmp_path, text_model_dir, image_model_dir, tmp_path / "runs")
    label_before = _row(w, run).label
    lock = RunLock(run).acquire() if why == "in_use" else None
    try:
        done = _resume_in_window(qtbot, w, run)
    finally:
        if lock is not None:
            lock.release()
    tab = w.training_tab
    assert done == ["refused"]
    text = w.banner.text()
    assert text.startswith("Resume refused: ") and w.banner.level() == "error", text
    assert ("no intact checkpoint" in text and "step-4" in text) if why != "in_use" else "in use by process" in text
    assert "failed" not in text.lower() and "\n" not in text
    assert "Failed" not in tab.eta_label.text() and "refused" in tab.eta_label.text(), tab.eta_label.text()
    assert {p: (run / p).read_bytes() for p in before} == before  # status.json, metrics.jsonl as they were
    assert _row(w, run).label == label_before and "failed" not in label_before
    assert "stopped" in label_before and "step 4" in label_before
    assert tab.resume_button.isEnabled()  # it can be resumed again once the cause is gone
    assert hook == []


def test_resume_past_a_truncated_newest_checkpoint_names_it_and_keeps_the_record(qtbot, tmp_path, text_model_dir,
                                                                                image_model_dir, hook, base_run):
    run = _one_run(bad_inputs.run_folders(tmp_path / "made", base_run), "run_newest_checkpoint_truncated",
                   tmp_path / "runs")
    kept = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    w = _window(qtbot, tmp_path, text_model_dir, image_model_dir, tmp_path / "runs")
    warnings = []
    w.training_tab.warning_message.connect(warnings.append)
    done = _resume_in_window(qtbot, w, run)
    assert done == ["finished"]
    assert warnings and "step-4" in warnings[0] and "model.safetensors" in warnings[0], warnings
    assert "resuming from step-2" in warnings[0]
    assert w.banner.level() == "warning" and "skipped the damaged checkpoint(s) step-4" in w.banner.text().lower()
    status = json.loads((run / "status.json").read_text())
    assert status["state"] == "finished" and status["step"] == 6 and status["final_metrics"]
    records = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    assert records[: len([r for r in kept if r["step"] <= 2])] == [r for r in kept if r["step"] <= 2]
    assert records[-1]["step"] == 6
    label = _row(w, run).label
    assert "finished" in label and "failed" not in label and "0/" not in label, label
    assert hook == []


# -- round four's entry points (issue 38) ------------------------------------------------------------
def _quiz(folder: Path, text_model_dir) -> Path:
    """The lesson the catalogue's progress files are the progress of (bad_inputs.PROGRESS_LESSON):
    its first step a word to guess."""
    title, name = bad_inputs.PROGRESS_LESSON
    state = {"tab": "text", "models": {"text": str(text_model_dir)},
             "text": {"text": "the quick brown fox jumps over the lazy dog", "strategy": "manual", "manual": [2]}}
    steps = [{"title": "Guess", "state": state,
              "exercise": {"kind": "guess", "blank": 2, "answer": "quick", "explanation": "It is quick."}},
             {"title": "The end", "state": state}]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": title, "steps": steps}))
    return path


def _kept(path: Path):
    """A progress file as it is: its bytes, or what it is when it is not a file (a pipe, a folder)."""
    import stat

    mode = path.lstat().st_mode
    return path.read_bytes() if stat.S_ISREG(mode) else stat.S_IFMT(mode)


def test_damaged_progress_files_through_check_and_export_progress(qtbot, lab_window, tmp_path, text_model_dir,
                                                                  hook, monkeypatch):
    """Each damaged progress file of the catalogue beside the lesson it belongs to: the exercise's
    Check says in one line which file and why, checks nothing and keeps the file as it was (a pipe is
    never opened: the window hung on one); Lessons > Export progress names it as skipped."""
    from mlm_lab.app.lessons.exercise import STUDENT_KEY, export_progress_to

    w = lab_window
    player, box = w.lessons.player, w.lessons.panel.exercise
    w.settings.setValue(STUDENT_KEY, "Ada")
    lesson = _quiz(tmp_path / "lesson", text_model_dir)
    for rec in bad_inputs.progress_files(tmp_path / "progress"):
        monkeypatch.setenv("MLM_LAB_PROGRESS", str(rec.path.parent))
        player.close()
        w.banner.clear()
        before = _kept(rec.path)
        assert player.open(lesson), w.banner.text()
        qtbot.waitUntil(w.is_ready, timeout=60000)
        box.word.setText("quick")
        if rec.valid:
            assert box.check() is True, (rec.name, w.banner.text())
            continue
        state = w.lab_state().to_dict()
        assert box.check() is None, rec.name
        _refused(qtbot, w, rec, state)
        assert w.banner.text().startswith("Cannot read the saved answers: "), w.banner.text()
        assert box.feedback.text().startswith("Not checked"), box.feedback.text()
        assert _kept(rec.path) == before, rec.name  # kept, for the teacher to look at
        out = tmp_path / "exports" / f"{rec.name}.csv"
        out.parent.mkdir(exist_ok=True)
        assert export_progress_to(w, out) == 0
        said = w.last_message
        assert "skipped, unreadable" in said and rec.fragment.lower() in said.lower(), (rec.name, said)
        assert "\n" not in said and _kept(rec.path) == before
    assert hook == []


def test_damaged_cache_models_through_the_model_picker(qtbot, tmp_path, text_model_dir, image_model_dir, hook,
                                                       monkeypatch):
    """Entries of the cache whose model cannot be built (a config transformers would divide by zero
    with, offsets short of their shapes): chosen with "Model folder…", each is refused by name in one
    line, and the models stay."""
    records = bad_inputs.hf_cache_models(tmp_path / "hf-models")
    monkeypatch.setenv("HF_HUB_CACHE", str(records[0].path.parent))
    w = _window(qtbot, tmp_path, text_model_dir, image_model_dir, tmp_path / "runs")
    models = dict(w.model_sources())
    for rec in records:
        w.banner.clear()
        before = w.lab_state().to_dict()
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, p=str(rec.path), **k: p))
        w.model_combo.folder_wanted.emit()
        qtbot.waitUntil(lambda: w.banner.isVisible() and not w.loader.pending(), timeout=30000)
        _refused(qtbot, w, rec, before)
        assert dict(w.model_sources()) == models, rec.name
    assert hook == []


def test_bad_destinations_of_the_windows_exports(qtbot, lab_window, tmp_path, hook):
    """The catalogue's bad destinations for a file given to Export animation… and Export web page…:
    each a message naming it and why, nothing recorded, nothing written."""
    from mlm_lab.export import parse_sweep

    w = lab_window
    records = bad_inputs.output_files(tmp_path / "out-files")
    before_files = sorted(str(p) for p in (tmp_path / "out-files").rglob("*"))
    sweep = parse_sweep("image.ratio=0:0.5:0.25", tab="image")
    for rec in records:
        for export in ("animation", "web page"):
            w.banner.clear()
            before = w.lab_state().to_dict()
            if export == "animation":
                assert not w.export_animation(sweep, str(rec.path)), rec.name
            else:
                assert not w.export_web_page(str(rec.path)), rec.name  # the destination is checked first
            said = w.last_message
            assert rec.fragment.lower() in said.lower() and "\n" not in said, (rec.name, export, said)
            assert "Errno" not in said and w.lab_state().to_dict() == before, (rec.name, said)
            assert not w.exports.animation_export.busy
    assert sorted(str(p) for p in (tmp_path / "out-files").rglob("*")) == before_files  # nothing written
    assert hook == []
