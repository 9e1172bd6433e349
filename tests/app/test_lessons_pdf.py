"""The lesson handout (mlm_lab/app/lessons/pdf.py): one PDF page per step, the screenshots in it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QImage

from mlm_lab.app.lessons.pdf import handout_bytes, page_image, write_handout
from mlm_lab.lab.lesson import Lesson, LessonStep, bundled_lessons, load_lesson

PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")  # a page object, not the /Pages tree
IMAGE = re.compile(rb"/Subtype\s*/Image")


def _shot(color: str, w: int = 320, h: int = 200) -> QImage:
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    return image


def _lesson(n: int) -> Lesson:
    steps = [LessonStep(f"Step title {i}", f"Some **narration** for step {i}.\n\n- a point\n- another",
                        {"tab": "image"}, "A question?" if i % 2 else "", bool(i % 2)) for i in range(n)]
    return Lesson("Handout test", steps)


@pytest.mark.parametrize("n", [1, 3, 8])
def test_the_pdf_has_one_page_per_step(qapp, tmp_path, n):
    path = write_handout(tmp_path / "out", _lesson(n), [_shot("red") for _ in range(n)])
    assert path.name == "out.pdf"
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(PAGE.findall(data)) == n
    assert len(IMAGE.findall(data)) == n  # every page holds its screenshot
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]  # no temporary file left


def test_a_step_without_a_screenshot_still_gets_its_page(qapp):
    data = handout_bytes(_lesson(3), [_shot("blue"), None, QImage()])
    assert len(PAGE.findall(data)) == 3
    assert len(IMAGE.findall(data)) == 1


def test_a_long_narration_stays_on_its_page(qapp):
    lesson = Lesson("Long", [LessonStep("Long one", "A sentence of narration. " * 150, {}, "Q?")])
    assert len(PAGE.findall(handout_bytes(lesson, [_shot("green", 1600, 1000)]))) == 1


def test_screenshots_must_match_the_steps(qapp, tmp_path):
    with pytest.raises(ValueError, match="3 steps but 2 screenshots"):
        write_handout(tmp_path / "x.pdf", _lesson(3), [None, None])


def test_a_place_that_cannot_be_written_raises_oserror(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OSError):
        write_handout(blocker / "out.pdf", _lesson(1), [None])


def test_each_bundled_lesson_makes_one_page_per_step(qapp):
    for path in bundled_lessons():
        lesson = load_lesson(path)
        data = handout_bytes(lesson, [_shot("white") for _ in lesson.steps], name=path)
        assert len(PAGE.findall(data)) == len(lesson.steps), path.name


def test_a_page_image_shows_the_screenshot_under_the_title(qapp):
    image = page_image(_lesson(2), 1, _shot("red", 400, 200), dpi=50)
    assert not image.isNull() and image.width() < image.height()  # A4 portrait
    reds = [y for y in range(image.height()) if image.pixelColor(image.width() // 2, y) == QColor("red")]
    assert reds and reds[0] > image.height() * 0.05  # below the header and the title
