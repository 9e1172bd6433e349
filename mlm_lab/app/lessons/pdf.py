"""A lesson as a PDF handout, written with Qt's own PDF writer: one A4 or US Letter page per
step with the lesson's name, "Step n of N", the step's title, a picture of its view, its
narration (rendered from the narration Markdown) and its question.

    write_handout("class.pdf", lesson, [window.grab_view().toImage() for each step], paper="letter")

The picture is drawn into `picture_box(paper)`; the exporter renders the view at a size whose
text lands at HANDOUT_TEXT_PT or more there (lesson_handout.py), not at the screen's size.

QtGui only (QPdfWriter, QPainter, QTextDocument): no widget is made, so the window can
write a handout from screenshots it took, and `mlm-lab lesson FILE --pdf` can do it
offscreen. The file is written atomically (built in memory, then renamed into place).
"""

from __future__ import annotations

import html
import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen, QTextDocument

from mlm_lab.atomic import write_bytes_atomic
from mlm_lab.lab.exercises import printed_lines
from mlm_lab.lab.lesson import Lesson, lesson_title
from mlm_lab.lab.narration import narration_html

RESOLUTION = 150  # dots per inch of the page's coordinates (screenshots are drawn at their own size, scaled)
MARGIN_MM = 15.0
IMAGE_SHARE = 0.55  # at most this share of the page's height goes to the screenshot
BODY_PT = 11.0  # narration font size
TITLE_PT = 18.0
HEADER_PT = 9.0
GAP_PT = 10.0  # space between blocks
PAPERS = {"a4": (QPageSize.PageSizeId.A4, (210.0, 297.0)), "letter": (QPageSize.PageSizeId.Letter, (215.9, 279.4))}
HANDOUT_TEXT_PT = 9.0  # the smallest text of a view's picture on the page, at least


def picture_box(paper: str = "a4") -> tuple[float, float]:
    """(width, height) in mm that a page gives the view's picture at most."""
    w, h = PAPERS[paper][1]
    return w - 2 * MARGIN_MM, (h - 2 * MARGIN_MM) * IMAGE_SHARE


def check_paper(paper: str) -> str:
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, got {paper!r}")
    return paper


def write_handout(path: str | os.PathLike, lesson: Lesson, screenshots: list[QImage | None],
                  *, name: str | os.PathLike | None = None, paper: str = "a4", answers: bool = False) -> Path:
    """Write the handout of `lesson` to `path` (.pdf added when it has no suffix): one page
    per step, `screenshots[i]` (a QImage, or None for no picture) on page i. `name` (the
    lesson's file) names an untitled lesson. Raises OSError when the file cannot be written."""
    if len(screenshots) != len(lesson.steps):
        raise ValueError(f"{len(lesson.steps)} steps but {len(screenshots)} screenshots")
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(".pdf")
    data = handout_bytes(lesson, screenshots, name=name, paper=paper, answers=answers)
    return write_bytes_atomic(path, data)


def handout_bytes(lesson: Lesson, screenshots: list[QImage | None], *, name=None, paper: str = "a4",
                  answers: bool = False) -> bytes:
    """The handout's PDF as bytes (see write_handout; `answers`: the teacher's copy, with the exercises' key)."""
    title = lesson_title(lesson, name)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("MLM Lab")
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[check_paper(paper)][0]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    painter = QPainter(writer)
    try:
        total = len(lesson.steps)
        for i, (step, shot) in enumerate(zip(lesson.steps, screenshots, strict=True)):
            if i:
                writer.newPage()
            _draw_page(painter, writer, RESOLUTION, title, i + 1, total, step, shot, answers)
    finally:
        painter.end()
    buffer.close()
    return bytes(QByteArray(buffer.data()).data())


def page_image(lesson: Lesson, index: int, shot: QImage | None, *, dpi: int = 72, name=None,
               paper: str = "a4", answers: bool = False) -> QImage:
    """Page `index` of the handout as an image (its paper at `dpi`): to look at the layout, or preview it."""
    w, h = PAPERS[check_paper(paper)][1]
    side_mm = w - 2 * MARGIN_MM, h - 2 * MARGIN_MM
    image = QImage(round(side_mm[0] / 25.4 * dpi), round(side_mm[1] / 25.4 * dpi), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        _draw_page(painter, image, dpi, lesson_title(lesson, name), index + 1, len(lesson.steps),
                   lesson.steps[index], shot, answers)
    finally:
        painter.end()
    return image


def asked_lines(step, *, answers: bool = False) -> list[str]:
    """The boxed lines under a step's narration, as plain text: its question, and its exercise
    (printed_lines: the answer only in the teacher's copy, `answers`)."""
    lines = [f"Question: {step.question}"] if step.question else []
    if step.exercise is not None:
        lines += printed_lines(step.exercise, answers=answers)
    return lines


def page_lines(lesson: Lesson, index: int, *, name=None, answers: bool = False) -> list[str]:
    """The words on page `index` of the handout, as plain text lines (the header, the step's title,
    its narration as written, the boxed lines): what a reader of the PDF can read, to check a
    handout's words without a PDF text extractor."""
    step = lesson.steps[index]
    return [f"{lesson_title(lesson, name)} · step {index + 1} of {len(lesson.steps)}",
            step.title or f"Step {index + 1}", *step.narration.splitlines(), *asked_lines(step, answers=answers)]


def _text_block(device, rich: str, width: float, point_size: float) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(device)  # lay out in the page's resolution, not the screen's
    font = QFont()
    font.setPointSizeF(point_size)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(rich)
    doc.setTextWidth(width)
    return doc


def _draw_text(painter: QPainter, doc: QTextDocument, x: float, y: float) -> float:
    """Draw `doc` with its top-left corner at (x, y); returns its height."""
    painter.save()
    painter.translate(x, y)
    doc.drawContents(painter)
    painter.restore()
    return doc.size().height()


def _draw_page(painter: QPainter, device, dpi: float, title: str, n: int, total: int, step, shot,
               answers: bool = False) -> None:
    """One step's page on `device` (the PDF writer or an image; `dpi` its resolution)."""
    page = QRectF(0, 0, device.width(), device.height())  # the printable area, in device pixels
    width, gap = page.width(), GAP_PT * dpi / 72.0
    header = _text_block(device, f'<span style="color:#555">{html.escape(title)} · step {n} of {total}</span>',
                         width, HEADER_PT)
    y = _draw_text(painter, header, 0, 0) + gap / 2
    heading = _text_block(device, f"<b>{html.escape(step.title or f'Step {n}')}</b>", width, TITLE_PT)
    y += _draw_text(painter, heading, 0, y) + gap
    body = _text_block(device, narration_html(step.narration), width, BODY_PT)
    question = None
    asked = [html.escape(line) for line in asked_lines(step, answers=answers)]
    if step.question:
        asked[0] = asked[0].replace("Question:", "<b>Question:</b>", 1)
    if asked:
        question = _text_block(device, "<br>".join(asked), width - 2 * gap, BODY_PT)
    words = body.size().height() + (question.size().height() + 3 * gap if question else 0)
    room = max(page.height() - y - words - gap, 0.0)
    y += _draw_shot(painter, shot, QRectF(0, y, width, min(room, page.height() * IMAGE_SHARE))) + gap
    y += _draw_text(painter, body, 0, y) + gap
    if question is not None:
        box = QRectF(0, y, width, question.size().height() + 2 * gap)
        painter.save()
        painter.setPen(QPen(QColor("#444"), 0.8 * dpi / 72.0))
        painter.setBrush(QColor("#f2f2f2"))
        painter.drawRect(box)
        painter.restore()
        _draw_text(painter, question, gap, y + gap)


def _draw_shot(painter: QPainter, shot: QImage | None, area: QRectF) -> float:
    """Draw the screenshot scaled into `area` (aspect kept, centred); returns the height used."""
    if shot is None or shot.isNull() or area.height() <= 0:
        return 0.0
    size = QSizeF(shot.size()).scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
    target = QRectF(area.x() + (area.width() - size.width()) / 2, area.y(), size.width(), size.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(target, shot)
    painter.setPen(QPen(QColor("#999"), 1))
    painter.drawRect(target)
    painter.restore()
    return size.height()
