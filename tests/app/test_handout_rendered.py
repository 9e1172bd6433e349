"""The handout as a reader gets it (issue 37 item 4): lesson 1's handout written from the window
with the bundled models, then every page rasterised (pypdfium2) and measured. Each picture shows
its step's subject (the part the step talks about was in the picture when it was taken), page 8's
two statistics plots have bars of a real height on the page (they were 0 mm tall), every text of
a picture is at least 9 pt on the page (labels, group titles, tables and their headers, tab bars,
the plots' ticks, titles and legends), and the page's own words, read back from the PDF, are too.
"""

from __future__ import annotations

import numpy as np
import pytest

from mlm_lab.app.lessons.pdf import HANDOUT_TEXT_PT
from mlm_lab.lab.lesson import bundled_lessons

pdfium = pytest.importorskip("pypdfium2", reason="pypdfium2 (a dev dependency) rasterises the PDF")

DPI = 150
OBSERVED = (0x3B, 0x6F, 0xD8)  # mlm_lab.app.text.stats: the observed bars
CONFIGURED = (0xF0, 0xA0, 0x30)  # ... and the configured ones


@pytest.fixture(scope="module")
def handout(qapp, tmp_path_factory):
    from PySide6.QtCore import QCoreApplication

    from mlm_lab.app.window.main_window import MainWindow

    tmp = tmp_path_factory.mktemp("handout")
    window = MainWindow(settings_path=tmp / "settings.ini", runs_dir=tmp / "runs", restore=False)
    window.ask = lambda title, text: True
    window.resize(1400, 900)
    window.show()
    lesson = next(p for p in bundled_lessons() if p.name.startswith("1-"))
    assert window.lessons.open(lesson)
    exporter = window.lessons.export_pdf(tmp / "one.pdf")
    import time

    deadline = time.monotonic() + 600
    while exporter.running() and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        time.sleep(0.01)
    assert not exporter.running()
    doc = pdfium.PdfDocument(str(tmp / "one.pdf"))
    yield exporter, doc
    doc.close()
    window.close()
    window.deleteLater()


def _pixels(page) -> np.ndarray:
    return np.asarray(page.render(scale=DPI / 72).to_pil().convert("RGB")).astype(int)


def _mask(img: np.ndarray, colour: tuple[int, int, int], tol: int = 24) -> np.ndarray:
    return (np.abs(img - np.array(colour)) <= tol).all(axis=2)


def test_every_picture_holds_its_subject_and_text_of_at_least_9_pt(handout):
    exporter, doc = handout
    assert len(doc) == 8 and len(exporter.shots) == 8 and not exporter.timed_out
    assert all(exporter.in_sight), exporter.in_sight
    assert min(exporter.text_pt) >= HANDOUT_TEXT_PT, [round(x, 1) for x in exporter.text_pt]


def test_the_pages_own_words_are_at_least_9_pt_read_back_from_the_pdf(handout):
    _exporter, doc = handout
    for number in range(len(doc)):
        text = doc[number].get_textpage()
        heights = []
        for i in range(text.count_chars()):
            if text.get_text_range(i, 1).isalnum():
                _l, bottom, _r, top = text.get_charbox(i, loose=True)
                heights.append(top - bottom)
        assert len(heights) > 50, number
        # a loose box is the font's line height: about 1.16 x its size for the fonts used here
        assert min(heights) / 1.2 >= HANDOUT_TEXT_PT - 0.5, (number + 1, min(heights))
        text.close()


def test_page_8s_statistics_plots_have_bars_on_the_page(handout):
    _exporter, doc = handout
    img = _pixels(doc[7])
    mm_per_px = 25.4 / DPI
    for colour in (OBSERVED, CONFIGURED):
        rows = np.flatnonzero(_mask(img, colour).sum(axis=1) >= 3)
        assert rows.size, f"no {colour} bars on page 8"
        # the legend's swatch is small; the bars stand 10 mm or more (they were 0 mm)
        assert (rows.max() - rows.min()) * mm_per_px >= 10, (colour, rows.min(), rows.max())
    # the observed bars are in two plots side by side: the fraction histogram and the split
    columns = np.flatnonzero(_mask(img, OBSERVED).sum(axis=0) >= 10)
    assert columns.size and (columns.max() - columns.min()) * mm_per_px >= 60

