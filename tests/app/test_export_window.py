"""Export > Animation, SVG / PDF and Web page in the real window (offscreen, the nano models):
frames are settled views, files hold what the window shows, bad requests are a message."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

from PIL import Image, ImageChops

from mlm_lab.app.export.animation import FrameRecorder, finish_frames, qimage_to_pil, view_image
from mlm_lab.app.export.animation_dialog import AnimationDialog
from mlm_lab.app.export.vector import panes
from mlm_lab.export import Sweep, caption_frame, parse_seeds, parse_sweep, rounds_sweep


def _settled(qtbot, window):
    """Every pane shows its newest answer (grab() paints what the widgets hold now)."""
    qtbot.waitUntil(window.is_ready, timeout=30000)


def test_each_frame_is_the_view_at_that_value_and_the_value_is_put_back(qtbot, lab_window):
    window = lab_window
    window.tabs.setCurrentWidget(window.image_tab)
    window.image_tab.state.ratio = 0.6
    _settled(qtbot, window)
    sweep = parse_sweep("image.ratio=0.25:0.75:0.5", tab="image")
    recorder = FrameRecorder(window, sweep, grab=lambda: view_image(window.image_tab), size=None)
    progress = []
    recorder.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(recorder.finished, timeout=60000) as blocker:
        recorder.start()
        assert window.image_tab.state.ratio == 0.6  # nothing changes before the first timer tick
    frames = finish_frames(blocker.args[0], None)
    assert progress == [(1, 2), (2, 2)]
    assert len(frames) == 2 and frames[0].size == frames[1].size
    assert ImageChops.difference(frames[0], frames[1]).getbbox() is not None  # 25 % and 75 % differ
    assert window.image_tab.state.ratio == 0.6  # put back
    window.image_tab.state.ratio = 0.75
    _settled(qtbot, window)
    shot = caption_frame(qimage_to_pil(window.image_tab.grab().toImage()), sweep.captions[1])
    assert ImageChops.difference(shot, frames[1]).getbbox() is None  # the same pixels as a screenshot at 75 %
    whole = qimage_to_pil(window.grab().toImage())
    assert ImageChops.difference(whole, qimage_to_pil(view_image(window))).getbbox() is None  # the window too


def test_animation_from_the_window_writes_a_gif_with_progress(qtbot, lab_window, tmp_path):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    seed_before = window.text_tab.state.seed
    out = tmp_path / "seeds.gif"
    assert window.export_animation(parse_seeds("0:2", "text"), str(out), fps=4, size=(480, 300))
    export = window.exports.animation_export
    assert export.busy and export.bar.maximum() == 3
    with qtbot.waitSignal(export.written, timeout=60000):
        pass
    assert not export.busy
    with Image.open(out) as film:
        assert film.n_frames == 3 and film.size == (480, 300) and film.info["duration"] == 250
    assert window.text_tab.state.seed == seed_before
    names = {a.text() for a in window.menuBar().actions()[0].menu().actions()}
    assert {"Export animation…", "Export as SVG or PDF…", "Export web page…"} <= names
    assert "Wrote" in window.status_label.text() and "3 frames" in window.status_label.text()


def test_bad_animation_requests_are_a_message_and_cancel_writes_nothing(qtbot, lab_window, tmp_path, monkeypatch):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    before = window.lab_state().to_dict()
    sweep = parse_sweep("image.ratio=0:0.5:0.25", tab="image")
    folder = tmp_path / "folder.gif"
    folder.mkdir()
    for path, words in ((tmp_path / "film.avi", "not .avi"), (tmp_path / "missing" / "film.gif", "does not exist"),
                        (folder, "is a folder")):
        assert not window.export_animation(sweep, str(path))
        assert "Cannot record the animation" in window.last_message and words in window.last_message
    assert not window.export_animation(Sweep("field", "image", "ratio", (), ()), str(tmp_path / "empty.gif"))
    assert "no frames" in window.last_message
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # as where the mp4 extra is not installed
    assert not window.export_animation(sweep, str(tmp_path / "film.mp4"))
    assert "pip install 'mlm-lab[mp4]'" in window.last_message
    assert window.tabs.currentWidget() is window.text_tab  # not even the tab changed
    assert window.lab_state().to_dict() == before and list(tmp_path.iterdir()) == [folder]
    # Cancel: nothing written, the value put back
    window.tabs.setCurrentWidget(window.image_tab)
    out = tmp_path / "never.gif"
    assert window.export_animation(parse_sweep("image.ratio=0:0.9:0.1", tab="image"), str(out), size=(320, 240))
    export = window.exports.animation_export
    with qtbot.waitSignal(export.recorder.canceled, timeout=60000):
        export.cancel_button.click()
    assert not out.exists() and not export.busy
    assert window.image_tab.state.ratio == 0.75
    assert "canceled" in window.status_label.text()


def test_the_dialog_checks_before_it_records(qtbot, lab_window, tmp_path):
    dialog = AnimationDialog(lab_window, "image")
    qtbot.addWidget(dialog)
    keys = [dialog.what.itemData(i) for i in range(dialog.what.count())]
    assert keys == ["field:image.ratio", "seeds", "run"]
    assert (dialog.start_spin.value(), dialog.stop_spin.value(), dialog.step_spin.value()) == (0, 0.95, 0.05)
    dialog.path_edit.setText(str(tmp_path / "sweep.gif"))
    dialog.start_spin.setValue(0.5)
    dialog.stop_spin.setValue(0.1)
    dialog._accept()
    assert dialog.result_sweep is None and "gives no frames" in dialog.problem.text()
    dialog.start_spin.setValue(0.0)
    dialog.stop_spin.setValue(0.5)
    dialog.path_edit.setText(str(tmp_path / "sweep.webm"))
    dialog._accept()
    assert dialog.result_sweep is None and "not .webm" in dialog.problem.text()
    dialog.path_edit.setText(str(tmp_path / "sweep.gif"))
    dialog._accept()
    assert dialog.result_sweep is not None and len(dialog.result_sweep) == 11
    features = AnimationDialog(lab_window, "features")
    qtbot.addWidget(features)
    assert features.what.itemData(0) == "field:features.layer"


def _chip_tokens(window):
    columns = window.text_tab.tokens.columns
    return [columns[i].chip.main_text for i in sorted(columns)]


def test_svg_keeps_the_chips_as_text_and_pdf_is_a_page_of_the_view(qtbot, lab_window, tmp_path):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    _settled(qtbot, window)
    tokens = _chip_tokens(window)
    assert "[MASK]" in tokens and len(tokens) > 5
    svg = window.export_vector(tmp_path / "view.svg")
    root = ET.parse(svg).getroot()
    texts = [(el.text or "").strip() for el in root.iter("{http://www.w3.org/2000/svg}text")]
    for token in tokens:
        assert token in texts
    assert root.iter("{http://www.w3.org/2000/svg}image")  # the pictures are embedded as images
    pdf = window.export_vector(tmp_path / "view.pdf")
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    w, h = window.text_tab.width() * 0.75, window.text_tab.height() * 0.75
    box = [float(x) for x in re.search(rb"/MediaBox \[([\d. ]+)\]", data).group(1).split()]
    assert abs(box[2] - w) < 1 and abs(box[3] - h) < 1
    assert b"/FontFile2" in data  # the fonts are embedded
    if shutil.which("pdftotext"):
        words = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        for token in tokens:
            assert token in words
    assert not window.export_vector(tmp_path / "view.eps")
    assert "svg or .pdf" in window.last_message and not (tmp_path / "view.eps").exists()
    # a pane alone
    found = dict(panes(window.text_tab))
    assert list(found)[0] == "The whole tab" and found["The whole tab"] is window.text_tab
    box = found["What this strategy does"]
    svg = window.export_vector(tmp_path / "explanation.svg", box)
    root = ET.parse(svg).getroot()
    assert root.get("viewBox") == f"0 0 {box.width()} {box.height()}"
    words = " ".join((el.text or "") for el in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "BERT" in words and "[CLS]" not in words  # the box's words, not the chips'


def test_web_page_from_the_window(qtbot, lab_window, tmp_path):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    _settled(qtbot, window)
    tokens = _chip_tokens(window)
    out = tmp_path / "view.html"
    assert window.export_web_page(str(out))
    with qtbot.waitSignal(window.exports.web_export.written, timeout=60000):
        pass
    assert window.tabs.currentWidget() is window.text_tab  # back where it was
    page = out.read_text(encoding="utf-8")
    assert not re.search(r"https?://", page)
    assert page.count("<img ") == 20 and page.count("data:image/jpeg;base64,") == 20
    for token in tokens:
        assert f"<b>{token}</b>" in page
    assert window.text_tab.tokens.metrics_label.text().split()[0] in page
    assert not window.export_web_page(str(tmp_path / "nowhere" / "view.html"))
    assert "does not exist" in window.last_message


def test_the_rounds_of_a_generation_one_frame_each(qtbot, lab_window):
    window = lab_window
    tab = window.lab_tabs["generate"]
    window.tabs.setCurrentWidget(tab)
    tab.state.steps = 3
    _settled(qtbot, window)
    recorder = FrameRecorder(window, rounds_sweep("generate", 3), grab=lambda: view_image(tab), size=(400, 300))
    with qtbot.waitSignal(recorder.finished, timeout=60000) as blocker:
        recorder.start()
    frames = finish_frames(blocker.args[0], recorder.size)
    assert [f.size for f in frames] == [(400, 300)] * 3
    assert ImageChops.difference(frames[0], frames[2]).getbbox() is not None  # round 1 is not round 3
    assert tab.state.round == 0  # back to the last round


def test_a_runs_checkpoints_one_frame_each_then_the_model_is_back(qtbot, lab_window, tmp_path, nano_text_run):
    window = lab_window
    window.tabs.setCurrentWidget(window.text_tab)
    before = window.model_control.sources["text"]
    dialog = AnimationDialog(window, "text")
    qtbot.addWidget(dialog)
    dialog.what.setCurrentIndex(dialog.what.findData("run"))
    dialog.run_edit.setText(str(nano_text_run))
    dialog.path_edit.setText(str(tmp_path / "learning.gif"))
    dialog._accept()
    sweep = dialog.result_sweep
    assert sweep.kind == "run" and sweep.captions == ("step 150", "step 300")  # its checkpoints, oldest first
    assert window.export_animation(sweep, str(tmp_path / "learning.gif"), fps=2, size=(480, 300))
    with qtbot.waitSignal(window.exports.animation_export.written, timeout=120000):
        pass
    with Image.open(tmp_path / "learning.gif") as film:
        assert film.n_frames == 2
        film.seek(0)
        first = film.convert("RGB")
        film.seek(1)
        last = film.convert("RGB")
    assert ImageChops.difference(first, last).getbbox() is not None  # another model answers
    qtbot.waitUntil(lambda: window.model_control.sources["text"] == before and window.is_ready(), timeout=60000)
