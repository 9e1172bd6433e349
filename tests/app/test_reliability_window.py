"""Issue 29 through the real window (offscreen): a file name over 255 bytes, a newline or HTML
in a file name, an upper-case suffix, a relative picture path, damaged study folders, huge
run snapshots. Each bad input: one message naming it, nothing on screen changed, no exception
reached Qt, the window keeps working."""

from __future__ import annotations

import json
import struct
import sys
import zlib
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bad_inputs

HTML_NAME = "<font size=7 color=red>HUGE</font>.png"
LONG = "n" * 300


@pytest.fixture
def hook(monkeypatch):
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def _drop(widget, path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    widget.dropEvent(QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier))


def _lab_file(path: Path, **parts) -> Path:
    path.write_text(json.dumps({"format": "mlm-lab-state", "version": 1, **parts}), encoding="utf-8")
    return path


def _rendered_as_html(label: QLabel) -> bool:
    """Whether a label would render its text as rich text (a tag in it acted on)."""
    fmt = label.textFormat()
    text = label.text()
    if fmt == Qt.TextFormat.PlainText or "<font" not in text.lower():
        return False
    return fmt == Qt.TextFormat.RichText or GuiQt.mightBeRichText(text)


def _no_label_renders_the_tag(w) -> None:
    bad = [lb.objectName() or lb.text()[:80] for lb in w.findChildren(QLabel) if _rendered_as_html(lb)]
    assert bad == []


def _refused(qtbot, w, fragment: str, before: dict) -> str:
    qtbot.waitUntil(lambda: w.banner.isVisible() and w.is_ready(), timeout=30000)
    text = w.banner.text()
    assert fragment.lower() in text.lower(), text
    assert "\n" not in text and w.banner.level() == "error", text
    assert w.lab_state().to_dict() == before
    return text


def test_names_over_255_bytes_at_every_entry_point(qtbot, lab_window, tmp_path, hook, monkeypatch):
    w = lab_window
    before = w.lab_state().to_dict()
    entries = {
        "lab file (menu)": lambda: w.open_lab_state(tmp_path / (LONG + ".mlmlab")),
        "lab file (drop)": lambda: _drop(w, tmp_path / (LONG + ".mlmlab")),
        "lesson (open)": lambda: w.lessons.open(tmp_path / (LONG + ".mlmlesson")),
        "lesson (drop)": lambda: _drop(w, tmp_path / (LONG + ".mlmlesson")),
        "image (drop on the window)": lambda: _drop(w, tmp_path / (LONG + ".png")),
        "image (drop on the tab)": lambda: _drop(w.image_tab, tmp_path / (LONG + ".png")),
        "folder (drop)": lambda: _drop(w, tmp_path / LONG),
    }
    for name, act in entries.items():
        w.banner.clear()
        act()
        text = _refused(qtbot, w, "255", before)
        assert "Errno" not in text, (name, text)
    assert hook == []


def test_training_start_with_a_data_path_over_255_bytes(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    tab.form_view.data_combo.setCurrentIndex(tab.form_view.data_combo.findData("path"))
    for path in (tmp_path / (LONG + ".txt"), tmp_path / "with\nnewline.txt"):
        w.banner.clear()
        tab.form_view.path_edit.setText(str(path))
        form = tab.state.form.to_dict()
        qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not tab.is_running() and w.banner.isVisible(), timeout=60000)
        assert "\n" not in w.banner.text() and "Traceback" not in w.banner.text()
        assert tab.state.form.to_dict() == form
    assert hook == []
    assert not any(Path(w.training_tab.runs_dir).glob("*/status.json"))  # no run folder left behind


def test_html_and_newlines_in_file_names_are_shown_as_typed(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    before = w.lab_state().to_dict()
    fake = tmp_path / HTML_NAME.replace("/", "_")
    fake.write_text("not a picture")
    _drop(w, fake)
    text = _refused(qtbot, w, "<font size=7 color=red>", before)
    assert "not an image file" in text
    _no_label_renders_the_tag(w)
    w.banner.clear()
    _drop(w, tmp_path / "two\nlines.png")
    _refused(qtbot, w, "two\\nlines.png", before)
    w.banner.clear()
    lab = _lab_file(tmp_path / "html.mlmlab", tab="image", image={"source": str(tmp_path / "<b>bold</b>\n.png")})
    w.open_lab_state(lab)
    text = _refused(qtbot, w, "image.source", before)
    assert "<b>bold</b>\\n.png" in text
    assert w.banner.findChild(QLabel).textFormat() == Qt.TextFormat.PlainText
    import shutil

    model = tmp_path / "<font size=7 color=red>MODEL"
    shutil.copytree(Path(w.model_sources()["text"]), model)
    w.load_model(model)  # a model folder with HTML in its name: its name is shown as typed
    qtbot.waitUntil(lambda: w.is_ready() and Path(w.model_sources()["text"]) == model, timeout=30000)
    assert "&lt;font size=7" in w.text_tab.tokens.model_label.text()
    _no_label_renders_the_tag(w)
    assert hook == []


def test_upper_case_suffixes_and_relative_pictures(qtbot, lab_window, tmp_path, hook):
    w = lab_window
    folder = tmp_path / "handout"
    (folder / "pics").mkdir(parents=True)
    Image.new("RGB", (48, 48), (250, 250, 0)).save(folder / "pics" / "sun.png")
    lab = _lab_file(folder / "LESSON.MLMLAB", tab="image", image={"source": "pics/sun.png", "ratio": 0.5})
    _drop(w, lab)  # opened as a lab file, not as an image
    qtbot.waitUntil(lambda: w.is_ready() and w.lab_state().image.ratio == 0.5, timeout=30000)
    assert Path(w.lab_state().image.source) == folder / "pics" / "sun.png"
    assert w.tabs.currentWidget() is w.image_tab
    assert not w.banner.isVisible() or w.banner.level() != "error", w.banner.text()
    steps = [{"title": "Sun", "narration": "Look.", "state": {"tab": "image", "image": {"source": "pics/sun.png"}}}]
    lesson = folder / "SUN.MLMLESSON"
    lesson.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Sun", "steps": steps}))
    _drop(w, lesson)
    qtbot.waitUntil(lambda: w.lessons.player.is_open, timeout=30000)
    assert w.lessons.player.path == lesson
    # a lesson whose second step's picture is a text file named .png: refused when opened
    (folder / "pics" / "fake.png").write_text("not a picture\n")
    bad_steps = steps + [{"title": "Fake", "narration": "Look.",
                          "state": {"tab": "image", "image": {"source": "pics/fake.png"}}}]
    bad = folder / "bad.mlmlesson"
    bad.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Bad", "steps": bad_steps}))
    w.banner.clear()
    w.lessons.open(bad)
    qtbot.waitUntil(w.banner.isVisible, timeout=10000)
    assert "steps[1].state.image.source: fake.png is not an image file" in w.banner.text(), w.banner.text()
    assert w.lessons.player.path == lesson  # the open lesson stays
    assert hook == []


def test_damaged_study_folders_in_the_study_page(qtbot, lab_window, tmp_path, hook, monkeypatch):
    w = lab_window
    page = w.training_tab.study_page
    good = Path(__file__).resolve().parents[2] / "docs" / "studies" / "mask-rate-text"
    assert page.open_folder(good)
    shown = (page.view.caption.text(), page._state.to_dict())
    messages = []
    page.error_message.connect(messages.append)
    records = bad_inputs.study_folders(tmp_path / "studies")
    for rec in [r for r in records if not r.valid]:
        messages.clear()
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, p=str(rec.path), **k: p))
        qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
        assert len(messages) == 1, rec.name
        assert rec.fragment.lower() in messages[0].lower(), (rec.name, messages[0])
        assert "\n" not in messages[0]
        assert (page.view.caption.text(), page._state.to_dict()) == shown, rec.name
    for rec in [r for r in records if r.valid]:  # odd but readable results.csv: shown, no message
        messages.clear()
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, p=str(rec.path), **k: p))
        qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
        assert messages == [] and page._state.folder == str(rec.path), rec.name
        for i in range(page.view.metric_combo.count()):
            page.view.metric_combo.setCurrentIndex(i)  # every metric of it drawn, as a person picks it
            page.view.metric_combo.activated.emit(i)
    assert hook == []


def _png_header(width: int, height: int) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


def _fake_image_run(runs: Path, name: str, png: bytes | None, *, size: tuple[int, int] | None = None,
                    images: list | None = None) -> Path:
    """A stopped image run folder copied from the real engine's layout, its snapshot replaced."""
    run = runs / name
    (run / "snapshots").mkdir(parents=True)
    (run / "config.json").write_text(json.dumps({"task": "image", "steps": 30}))
    (run / "status.json").write_text(json.dumps({"state": "stopped", "step": 20, "total_steps": 30}))
    (run / "metrics.jsonl").write_text(json.dumps({"step": 10, "train_loss": 0.5}) + "\n")
    summary = {"images": images} if images is not None else {}
    (run / "snapshots" / "step-20.json").write_text(json.dumps({"step": 20, "png": "step-20.png", **summary}))
    if png is not None:
        (run / "snapshots" / "step-20.png").write_bytes(png)
    else:
        Image.new("RGB", size, (30, 60, 90)).save(run / "snapshots" / "step-20.png", compress_level=1)
    return run


def test_huge_and_bomb_snapshots_are_refused_from_their_header(qtbot, lab_window, tmp_path, hook, monkeypatch):
    from PIL import ImageFile

    decoded = []  # the sizes of the pictures whose pixels were decoded
    original = ImageFile.ImageFile.load

    def load(img, *args, **kwargs):
        decoded.append(img.size)
        return original(img, *args, **kwargs)

    monkeypatch.setattr(ImageFile.ImageFile, "load", load)
    w = lab_window
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    runs = Path(tab.runs_dir)
    _fake_image_run(runs, "image-big", None, size=(6000, 6000))
    _fake_image_run(runs, "image-bomb", _png_header(20000, 20000))
    _fake_image_run(runs, "image-text", b"not a png at all")
    # laid out as the trainer writes it: one image, original | masked | reconstruction | pasted,
    # 64 px panels with 2-pixel gaps (4 x 64 + 3 x 2 = 262 wide, 64 + 2 high)
    small = _fake_image_run(runs, "image-small", None, size=(262, 66), images=[{"index": 0, "psnr": 20.0}])
    tab.refresh_runs()
    names = {info.name for info in tab.run_infos()}
    assert {"image-big", "image-bomb", "image-small"} <= names, names
    for name, fragment in (("image-big", "6000x6000"), ("image-bomb", "decompression bomb"),
                           ("image-text", "not a picture")):
        w.banner.clear()
        tab.select_run(str(runs / name))
        qtbot.waitUntil(w.banner.isVisible, timeout=10000)
        assert fragment in w.banner.text() and name in w.banner.text(), w.banner.text()
    assert all(width * height <= 2_000_000 for width, height in decoded), decoded
    w.banner.clear()
    tab.select_run(str(small))
    qtbot.waitUntil(lambda: tab.snapshot_box.last is not None and bool(tab.snapshot_box.last.items), timeout=10000)
    assert tab.snapshot_box.last.items[0]["original"].shape == (64, 64, 3)
    assert hook == []
    QApplication.processEvents()


def test_the_window_starts_beside_damaged_run_status_files(qtbot, tmp_path, text_model_dir, image_model_dir, hook):
    """Runs whose status.json says "step": null, "final_metrics": "abc", a text pid, no
    eval_loss, not JSON at all: the window is built, lists every run and stays usable."""
    from mlm_lab.app.window.main_window import MainWindow

    runs = tmp_path / "runs"
    damaged = {"step-null": {"state": "stopped", "step": None, "total_steps": 30},
               "metrics-abc": {"state": "finished", "step": 30, "final_metrics": "abc"},
               "metrics-list": {"state": "finished", "step": 30, "final_metrics": [1, 2]},
               "pid-text": {"state": "running", "step": 5, "pid": "twelve"},
               "no-eval": {"state": "finished", "step": 30, "final_metrics": {"train_loss": 1.0}},
               "state-number": {"state": 7, "step": "x"},
               "<font size=7 color=red>renamed": {"state": "stopped", "step": 20, "total_steps": 30},
               "not-json": None}
    for name, status in damaged.items():
        run = runs / name
        (run / "checkpoints").mkdir(parents=True)
        (run / "config.json").write_text(json.dumps({"task": "text", "steps": 30}))
        (run / "status.json").write_text("{not json" if status is None else json.dumps(status))
        (run / "metrics.jsonl").write_text('{"step": null}\n{"step": 10, "train_loss": 2.5}\n')
    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=runs,
                        models={"text": str(text_model_dir), "image": str(image_model_dir)}, restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.is_ready, timeout=60000)
    tab = window.training_tab
    listed = {info.name for info in tab.run_infos()}
    assert set(damaged) - {"not-json"} <= listed, listed
    for name in listed:  # selecting and ticking each one is answered, never raised
        tab.select_run(str(runs / name))
        tab.set_overlay(str(runs / name), True)
    window.tabs.setCurrentWidget(tab)
    _no_label_renders_the_tag(window)  # a run folder renamed by hand, shown as it is named
    assert hook == []
    window.close()
