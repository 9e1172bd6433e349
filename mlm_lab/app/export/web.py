"""Export > Web page (and `mlm-lab screenshot --out view.html`): one self-contained HTML file with
the Text tab's chips (their top-5 on hover), legend, metrics and the strategy's explanation, and
the Image tab's panels at every mask ratio of a sweep under a slider (mlm_lab.export.web).

The text is read from what the Text tab shows; the frames are rendered as the animation's are
(`FrameRecorder`: one settled view per ratio, from timers) and encoded as JPEG on a plain thread.
"""

from __future__ import annotations

import io
import os
import threading
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QCoreApplication, QObject, Signal

from mlm_lab.app.export.animation import FrameRecorder, finish_frames, record_blocking, view_image
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.app.text.chips import STATE_COLORS, STATE_LABELS, state_label, state_tip
from mlm_lab.export import ExportError, ImageFrame, TextChip, WebPage, check_writable, write_web_page
from mlm_lab.export.sweep import Sweep, parse_sweep
from mlm_lab.lab.catalog import IMAGE, TEXT

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

WEB_SWEEP = "image.ratio=0:0.95:0.05"  # 20 frames
JPEG_QUALITY = 82
FRAME_BOX = (960, 720)  # frames larger than this are scaled down: 20 of them stay under 3 MB


def web_sweep() -> Sweep:
    return parse_sweep(WEB_SWEEP, tab="image")


def text_view(text_tab) -> dict:
    """What the Text tab shows, as plain data for the page: chips (with their top-5), legend,
    strategy, explanation, metrics and the sentence."""
    state = text_tab.state
    tops = {}
    prediction = text_tab.presenter.prediction
    if prediction is not None and text_tab.predictions_shown():
        tops = {p.position: list(p.top) for p in prediction.predictions}
    chips = []
    for position in sorted(text_tab.tokens.columns):
        chip = text_tab.tokens.columns[position].chip
        chips.append(TextChip(chip.main_text, chip.sub_text, chip.state, chip.colors[0], chip.colors[1],
                              tops.get(position, []), chip.toolTip()))
    strategy = TEXT[state.strategy]
    legend = [(state_label(s), *STATE_COLORS[s], state_tip(s)) for s in strategy.legend
              if s in STATE_COLORS and s in STATE_LABELS]
    return {"chips": chips, "legend": legend, "strategy": translate("Catalog", strategy.label),
            "explanation": translate("Catalog", strategy.explanation),
            "metrics": text_tab.tokens.metrics_label.text(), "sentence": state.text}


def jpeg_bytes(image) -> bytes:
    """A frame as JPEG, scaled down to fit FRAME_BOX (aspect kept)."""
    image = image.convert("RGB")
    if image.width > FRAME_BOX[0] or image.height > FRAME_BOX[1]:
        image = image.copy()
        image.thumbnail(FRAME_BOX, Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    image.save(buf, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return buf.getvalue()


def build_page(window, frames: list, sweep: Sweep) -> WebPage:
    """The page from the Text tab as it is and the Image tab's `frames` (PIL images, one per value)."""
    return build_page_parts(text_view(window.lab_tabs["text"]), frames, sweep, window.lab_tabs["image"].state,
                            _model_labels(window))


def build_page_parts(text: dict, frames: list, sweep: Sweep, image_state, labels: dict) -> WebPage:
    """The page from plain data (safe on a worker thread: no widget is read)."""
    start = min(range(len(sweep)), key=lambda i: abs(sweep.values[i] - image_state.ratio)) if len(sweep) else 0
    models = ", ".join(f"{kind}: {label}" for kind, label in sorted(labels.items()))
    return WebPage(
        title=translate("Export", "MLM Lab: what masking does"), frames=[ImageFrame(c, jpeg_bytes(f), "image/jpeg")
                                                   for c, f in zip(sweep.captions, frames, strict=True)],
        frames_label=translate("Export", "mask ratio"), start=start,
        image_note=translate("Export", "{strategy}, seed {seed}, on {source}: original with its patch grid, what the "
                             "encoder sees, the reconstruction, the visible patches pasted back, and the error per "
                             "hidden patch. Drag the slider (or use the arrow keys).").format(
            strategy=translate("Catalog", IMAGE[image_state.strategy].label), seed=image_state.seed,
            source=image_state.source),
        footer=(translate("Export", "Made with MLM Lab ({models}). This page needs no network.").format(models=models)
                if models else translate("Export", "Made with MLM Lab. This page needs no network.")), **text)


def _image_recorder(window, sweep: Sweep) -> FrameRecorder:
    image_tab = window.lab_tabs["image"]
    return FrameRecorder(window, sweep, grab=lambda: view_image(image_tab.panels), size=None, captions=False)


def write_web_blocking(app, window, path: str | os.PathLike) -> Path:
    """The CLI's way: record the frames in a local event loop, then write the page."""
    check_writable(path)
    before = window.tabs.currentIndex()
    window.tabs.setCurrentWidget(window.lab_tabs["image"])
    sweep = web_sweep()
    try:
        frames = record_blocking(app, _image_recorder(window, sweep))
    finally:
        window.tabs.setCurrentIndex(before)
    return write_web_page(path, build_page(window, frames, sweep))


class WebExport(QObject):
    """The window's Export > Web page: the frames from timers (progress in the status bar through
    the window's busy bar), the JPEGs and the file on a plain thread."""

    written = Signal(str)
    failed = Signal(str)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.recorder: FrameRecorder | None = None
        self._path = ""
        self._tab_before = 0
        self.written.connect(self._on_written)
        self.failed.connect(self._on_failed)

    @property
    def busy(self) -> bool:
        return self.recorder is not None and self.recorder.running

    def start(self, path: str) -> bool:
        w = self.window
        if self.busy:
            w.show_message(translate("Export", "A web page is being written already."), "warning", 6000)
            return False
        try:
            check_writable(path)
            if Path(path).suffix.lower() not in (".html", ".htm"):
                raise ExportError(translate("Export", "a web page is written as .html, not {suffix}").format(
                    suffix=Path(path).suffix or translate("Export", "no suffix")))
        except ExportError as exc:
            w.show_message(translate("Export", "Cannot write the web page: {error}").format(error=core_text(exc)), "error")
            return False
        self._path = path
        self._tab_before = w.tabs.currentIndex()
        w.tabs.setCurrentWidget(w.lab_tabs["image"])
        sweep = web_sweep()
        self.recorder = _image_recorder(w, sweep)
        self.recorder.progress.connect(lambda done, total: w.show_status(
            translate("Export", "Web page: frame {n} of {total}…").format(n=done, total=total)))
        self.recorder.finished.connect(lambda raw: self._write(raw, sweep))
        self.recorder.failed.connect(self._on_failed)
        self.recorder.start()
        return True

    def _write(self, raw: list, sweep: Sweep) -> None:
        w = self.window
        w.tabs.setCurrentIndex(self._tab_before)
        text = text_view(w.lab_tabs["text"])  # read on the GUI thread; the thread gets plain data
        image_state = w.lab_tabs["image"].state.copy()
        labels = _model_labels(w)
        path = self._path

        def work():
            try:
                frames = finish_frames(raw, None)
                written = write_web_page(path, build_page_parts(text, frames, sweep, image_state, labels))
            except ExportError as exc:
                self.failed.emit(core_text(exc))
            else:
                self.written.emit(str(written))

        threading.Thread(target=work, name="mlm-lab web page", daemon=True).start()

    def _on_written(self, path: str) -> None:
        size = Path(path).stat().st_size
        self.window.show_status(translate("Export", "Wrote {path} ({size} MB, opens with no network)").format(
            path=path, size=fmt_number(size / 1e6, 1)))

    def _on_failed(self, message: str) -> None:
        self.window.tabs.setCurrentIndex(self._tab_before)
        self.window.show_message(translate("Export", "Cannot write the web page: {error}").format(error=message),
                                 "error")


def _model_labels(window) -> dict[str, str]:
    """The window's model labels by kind ({} for a window without a model control)."""
    control = getattr(window, "model_control", None)
    return dict(control.labels) if control is not None else {}
