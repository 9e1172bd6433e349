"""Handouts a class can read (issue 26 item 6): the view's picture rendered at handout size (its
smallest text at least 9 pt on A4 and on US Letter), `--paper a4|letter`, lesson 4's training
plots saying "run it in class" instead of the runs of the machine that wrote the handout, and
the window back as it was afterwards."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF

from mlm_lab.app.lessons.handout import HANDOUT_WIDTH, HandoutExporter, handout_window
from mlm_lab.app.lessons.pdf import HANDOUT_TEXT_PT, PAPERS, picture_box
from mlm_lab.lab.lesson import bundled_lessons, load_lesson

MEDIA_BOX = re.compile(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_handouts_pictures_are_readable_on_the_page_and_the_window_comes_back(qtbot, lab_window, tmp_path,
                                                                                   paper):
    w = lab_window
    path = next(p for p in bundled_lessons() if p.name.startswith("4-"))
    lesson = load_lesson(path)
    w.lessons.player.start(lesson, path, 1)
    before = (w.size(), w.is_presentation())
    exporter = HandoutExporter(w, w.lessons.player, paper=paper)
    exporter.start(tmp_path / f"four-{paper}.pdf")
    qtbot.waitUntil(lambda: not exporter.running(), timeout=120000)
    assert len(exporter.shots) == len(lesson.steps) and not exporter.timed_out
    assert min(exporter.text_pt) >= HANDOUT_TEXT_PT, exporter.text_pt
    assert (w.size(), w.is_presentation()) == before and w.lessons.player.index == 1
    data = (tmp_path / f"four-{paper}.pdf").read_bytes()
    width_pt, height_pt = (float(v) for v in MEDIA_BOX.search(data).groups())
    want_mm = PAPERS[paper][1]
    assert abs(width_pt - want_mm[0] / 25.4 * 72) < 2 and abs(height_pt - want_mm[1] / 25.4 * 72) < 2


def test_a_handout_window_is_shaped_like_the_pages_picture_box():
    for paper in PAPERS:
        w, h = handout_window(paper)
        box_w, box_h = picture_box(paper)
        assert w == HANDOUT_WIDTH and abs(w / h - box_w / box_h) < 0.01
        assert QRectF(0, 0, box_w, box_h).isValid()


def test_the_cli_writes_a_letter_handout_whose_training_plots_say_run_it_in_class(tmp_path, monkeypatch):
    """In process: the handout's window has its own empty runs folder, whatever MLM_LAB_RUNS says."""
    from types import SimpleNamespace

    from mlm_lab.app.lessons import cli as lesson_cli

    runs = tmp_path / "someone-elses-runs"
    runs.mkdir()
    monkeypatch.setenv("MLM_LAB_RUNS", str(runs))
    seen = {}
    real = lesson_cli._say_run_it_in_class

    def spy(window):
        real(window)
        seen["runs_dir"] = window.runs_dir
        seen["text"] = window.training_tab.loss_plot.empty_label.toPlainText()

    monkeypatch.setattr(lesson_cli, "_say_run_it_in_class", spy)
    two = tmp_path / "two.mlmlesson"
    source = next(p for p in bundled_lessons() if p.name.startswith("4-"))
    data = load_lesson(source)
    data.steps = data.steps[:2]
    from mlm_lab.lab.lesson import save_lesson

    save_lesson(data, two)
    args = SimpleNamespace(file=str(two), pdf=str(tmp_path / "two.pdf"), timeout=120.0, paper="letter")
    assert lesson_cli.cmd_lesson(args, (1400, 900)) == 0
    assert seen["runs_dir"] != str(runs) and str(seen["runs_dir"]).endswith("runs")
    assert "Run it in class" in seen["text"]
    pdf = (tmp_path / "two.pdf").read_bytes()
    width_pt, _ = (float(v) for v in MEDIA_BOX.search(pdf).groups())
    assert abs(width_pt - 612) < 2  # US Letter: 8.5 in


def test_a_presentation_screenshot_at_200_percent_is_exactly_the_size_asked(tmp_path):
    """`mlm-lab screenshot --lesson F --step N --presentation --size WxH` writes exactly WxH, also on a
    screen scaled 200 % (the window is laid out at half of it; it used to widen to 1664 px)."""
    import os
    import subprocess
    import sys

    from PIL import Image

    out = tmp_path / "room.png"
    lesson = next(p for p in bundled_lessons() if p.name.startswith("1-"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2",
           "MLM_LAB_SETTINGS": str(tmp_path / "settings.ini")}
    result = subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", "--lesson", str(lesson), "--step", "4",
                             "--presentation", "--size", "1920x1080", "--out", str(out)],
                            capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    assert "(1920x1080, lesson step 4, presentation)" in result.stdout and "needs at least" not in result.stdout
    with Image.open(out) as img:
        assert img.size == (1920, 1080)
