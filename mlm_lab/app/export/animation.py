"""Export > Animation…: record a sweep (a slider of the tab, a series of seeds, the rounds of a
generation or of "Fill several masks", a run's checkpoints) as GIF, APNG or MP4.

Every frame is a settled view: the recorder sets the value, waits, one timer tick at a time, until
`window.is_ready()` (the test `mlm-lab screenshot` waits on) has held for a few event-loop turns,
grabs, and captions the picture with the value. The model work stays in the tabs' own workers and
the file is encoded on a plain thread, so the window answers all along; the status bar shows a
progress bar and Cancel. What the sweep changed is put back when it ends.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image
from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

# The dialog and the helpers that build its sweeps live in animation_dialog.py; the window opens the
# dialog and `mlm-lab animate` counts rounds through this module, so both stay importable from here.
from mlm_lab.app.export.animation_dialog import AnimationDialog, frame_count  # noqa: F401
from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.export import ExportError, caption_band, caption_frame, check_writable, write_animation
from mlm_lab.export.animation import animation_format, check_fps
from mlm_lab.export.sweep import Sweep

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

POLL_MS = 10  # how often the recorder looks whether the view has settled
SETTLED_POLLS = 3  # ready this many looks in a row: the last answers are painted
FRAME_TIMEOUT_S = 120.0


def qimage_to_pil(image: QImage) -> Image.Image:
    """A QImage (a grab) as an RGB Pillow image, pixel for pixel."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    return Image.frombuffer("RGB", (rgb.width(), rgb.height()), bytes(rgb.constBits()), "raw", "RGB",
                            rgb.bytesPerLine(), 1).copy()


def view_image(widget: QWidget) -> QImage:
    """What `widget` shows now, as `widget.grab()` would paint it: copied from its window's backing
    store (about 1 ms) where that is an image holding the whole widget, else painted by grab()
    (tens of ms on a big tab). The recorder asks only once the view has settled, so both agree."""
    window = widget.window()
    store = window.backingStore() if window.isVisible() else None
    device = store.paintDevice() if store is not None else None
    if isinstance(device, QImage) and not device.isNull():
        dpr = device.devicePixelRatio()
        top = widget.mapTo(window, QPoint(0, 0)) if widget is not window else QPoint(0, 0)
        rect = QRect(round(top.x() * dpr), round(top.y() * dpr), round(widget.width() * dpr),
                     round(widget.height() * dpr))
        if device.rect().contains(rect) and widget.isVisible() and _unclipped(widget, window):
            image = device.copy(rect)
            image.setDevicePixelRatio(dpr)
            return image
    return widget.grab().toImage()


def _unclipped(widget: QWidget, window: QWidget) -> bool:
    """True when no parent clips `widget` (a scroll area's page may be partly out of view)."""
    rect, child = widget.rect(), widget
    while child is not window:
        parent = child.parentWidget()
        if parent is None:
            return False
        rect = rect.translated(child.pos())
        if not parent.rect().contains(rect):
            return False
        child = parent
    return True


def fitted(image: QImage, size: tuple[int, int] | None) -> QImage:
    """Scaled (smoothly, aspect kept) to fit in `size`; as it is when no size or it already fits."""
    if size is None or (image.width() <= size[0] and image.height() <= size[1]
                        and (image.width() == size[0] or image.height() == size[1])):
        return image
    return image.scaled(QSize(*size), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


def finish_frame(image: QImage, text: str, size: tuple[int, int] | None) -> Image.Image:
    """A grabbed view as an animation's frame: fitted into `size`, captioned with `text`. QImage and
    Pillow both work off the GUI thread, so the writer's thread does this for every frame."""
    room = size if size is None or not text else (size[0], max(1, size[1] - caption_band(size[1])))
    return caption_frame(qimage_to_pil(fitted(image, room)), text, size)  # (the band under the view)


def finish_frames(raw: list, size: tuple[int, int] | None) -> list[Image.Image]:
    """`FrameRecorder.finished`'s (QImage, caption) pairs as Pillow frames."""
    return [finish_frame(image, text, size) for image, text in raw]


class FrameRecorder(QObject):
    """Renders the frames of `sweep` from settled views of `window`, one at a time from timers.
    `grab()` gives the picture (a QImage: `lambda: view_image(tab)`); `size` fits every frame into WxH
    (None: as grabbed); `captions`: the value to draw on each frame. Emits finished(list of (QImage,
    caption) pairs: `finish_frames(raw, recorder.size)` makes the Pillow frames, on any thread),
    failed(message) or canceled(); progress(done, total) after each frame. On the GUI thread a frame
    costs one copy of the window's backing store. The sweep's field is put back at the end."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    canceled = Signal()

    def __init__(self, window, sweep: Sweep, *, grab: Callable[[], object], size: tuple[int, int] | None = None,
                 captions: bool = True, parent: QObject | None = None):
        super().__init__(parent or window)
        self.window, self.sweep, self._grab, self.size, self.captions = window, sweep, grab, size, captions
        self.raw: list[tuple[QImage, str]] = []
        self._index = 0
        self._ready_polls = 0
        self._waited_ms = 0
        self._cancel = False
        self._done = False
        self._restore: Callable[[], None] | None = None
        self.longest_step_ms = 0.0  # the longest the recorder itself held the GUI thread (a grab)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        return not self._done

    def start(self) -> None:
        self._restore = self._remember()
        QTimer.singleShot(0, self, self._next)

    def cancel(self) -> None:
        self._cancel = True

    # -- what a frame changes ---------------------------------------------------------------
    def _remember(self) -> Callable[[], None]:
        s, w = self.sweep, self.window
        if s.kind in ("field", "seeds") or (s.kind == "rounds" and s.part == "generate"):
            state = w.lab_tabs[s.part].state
            old = getattr(state, s.field)
            return lambda: setattr(state, s.field, old)
        if s.kind == "rounds":  # the fill's table: back to no round selected (the whole fill), the page shown before
            text = w.lab_tabs["text"]
            page = text.state.view

            def restore():
                text.views.fill_view.rounds.clearSelection()
                text.state.view = page

            return restore
        kind = "image" if s.part == "image" else "text"
        old_source = w.model_sources().get(kind)
        return (lambda: w.load_model(old_source)) if old_source else (lambda: None)

    def _apply(self, value) -> None:
        s, w = self.sweep, self.window
        if s.kind == "run":
            w.load_model(value)
        elif s.kind == "rounds" and s.part == "text":
            text = w.lab_tabs["text"]
            text.state.view = "fill"  # the rounds are on the "Fill several masks" page
            text.views.fill_view.rounds.selectRow(int(value) - 1)
        else:
            setattr(w.lab_tabs[s.part].state, s.field, value)

    # -- the loop ---------------------------------------------------------------------------
    def _next(self) -> None:
        if self._cancel:
            self._end(self.canceled.emit)
            return
        if self._index >= len(self.sweep):
            raw = self.raw
            self._end(lambda: self.finished.emit(raw))
            return
        try:
            self._apply(self.sweep.values[self._index])
        except ValueError as exc:  # a value the state refuses (checked before; a model's own limit)
            message = core_text(exc)
            self._end(lambda: self.failed.emit(message))
            return
        self._ready_polls = self._waited_ms = 0
        self._timer.start()

    def _poll(self) -> None:
        if self._cancel:
            self._timer.stop()
            self._next()
            return
        self._waited_ms += POLL_MS
        self._ready_polls = self._ready_polls + 1 if self.window.is_ready() else 0
        if self._ready_polls < SETTLED_POLLS:
            if self._waited_ms > FRAME_TIMEOUT_S * 1000:
                self._timer.stop()
                caption = self.sweep.captions[self._index]
                self._end(lambda: self.failed.emit(f"the view did not settle at {caption} within "
                                                   f"{FRAME_TIMEOUT_S:.0f} s"))
            return
        self._timer.stop()
        began = time.perf_counter()
        text = self.sweep.captions[self._index] if self.captions else ""
        self.raw.append((self._grab(), text))
        self.longest_step_ms = max(self.longest_step_ms, (time.perf_counter() - began) * 1000)
        self._index += 1
        self.progress.emit(self._index, len(self.sweep))
        QTimer.singleShot(0, self, self._next)

    def _end(self, emit: Callable[[], None]) -> None:
        self._timer.stop()
        self._done = True
        if self._restore is not None:
            self._restore()
        emit()


def record_blocking(app, recorder: FrameRecorder) -> list[Image.Image]:
    """Run `recorder` to its end in a local event loop (the CLI); its frames, or ExportError on failure."""
    loop = QEventLoop()
    outcome: dict = {}
    recorder.finished.connect(lambda frames: (outcome.setdefault("frames", frames), loop.quit()))
    recorder.failed.connect(lambda message: (outcome.setdefault("error", message), loop.quit()))
    recorder.canceled.connect(loop.quit)
    recorder.start()
    loop.exec()
    if "error" in outcome:
        raise ExportError(outcome["error"])
    return finish_frames(outcome.get("frames", []), recorder.size)


class _Writer(QObject):
    """Captions, encodes and writes the file on a plain thread; done(path) or failed(message) come back queued."""

    done = Signal(str)
    failed = Signal(str)

    def write(self, path: str, raw: list, fps: float, size: tuple[int, int] | None) -> None:
        def work():
            try:
                written = write_animation(path, finish_frames(raw, size), fps)
            except ExportError as exc:
                self.failed.emit(core_text(exc))
            else:
                self.done.emit(str(written))

        threading.Thread(target=work, name="mlm-lab animation", daemon=True).start()


class AnimationExport(QObject):
    """The window's animation export: one at a time, with a progress bar and Cancel in the status bar."""

    written = Signal(str)  # the path, once the file is on disk

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.recorder: FrameRecorder | None = None
        self._writer = _Writer(self)
        self._writer.done.connect(self._on_written)
        self._writer.failed.connect(self._on_failed)
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(180)
        self.bar.setFormat(translate("Export", "frame {n} of {total}").format(n="%v", total="%m"))
        self.cancel_button = QPushButton(translate("Export", "Cancel"))
        self.cancel_button.setToolTip(translate("Export", "Stop recording the animation; nothing is written"))
        self.cancel_button.clicked.connect(self.cancel)
        self._box = QWidget()
        row = QHBoxLayout(self._box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translate("Export", "Animation:")))
        row.addWidget(self.bar)
        row.addWidget(self.cancel_button)
        window.statusBar().addPermanentWidget(self._box)
        self._box.hide()
        self._path = ""
        self._fps = 8.0

    @property
    def busy(self) -> bool:
        return self._box.isVisible()

    def start(self, sweep: Sweep, path: str, *, fps: float = 8, size: tuple[int, int] | None = (960, 540)) -> bool:
        """Check everything, then record; a problem is a message and nothing changes. True once started."""
        w = self.window
        if self.busy:
            w.show_message(translate("Export", "An animation is being recorded already: wait for it or cancel it."), "warning", 6000)
            return False
        try:
            if not len(sweep):
                raise ExportError(translate("Export", "the animation has no frames"))
            animation_format(path)
            check_writable(path)
            self._fps = check_fps(fps)
        except ExportError as exc:
            w.show_message(translate("Export", "Cannot record the animation: {error}").format(error=core_text(exc)), "error")
            return False
        self._path = path
        tab = w.lab_tabs[sweep.part]
        w.tabs.setCurrentWidget(tab)
        self.recorder = FrameRecorder(w, sweep, grab=lambda: view_image(tab), size=size)
        self.recorder.progress.connect(lambda done, total: self.bar.setValue(done))
        self.recorder.finished.connect(self._on_frames)
        self.recorder.failed.connect(self._on_failed)
        self.recorder.canceled.connect(self._on_canceled)
        self.bar.setRange(0, len(sweep))
        self.bar.setValue(0)
        self.cancel_button.setEnabled(True)
        self._box.show()
        w.show_status(translate("Export", "Recording {n} frames for {name}…").format(n=len(sweep), name=Path(path).name))
        self.recorder.start()
        return True

    def cancel(self) -> None:
        if self.recorder is not None and self.recorder.running:
            self.recorder.cancel()

    def _on_frames(self, raw: list) -> None:
        self.cancel_button.setEnabled(False)
        self.window.show_status(translate("Export", "Writing {n} frames to {name}…").format(n=len(raw), name=Path(self._path).name))
        self._writer.write(self._path, raw, self._fps, self.recorder.size)

    def _on_written(self, path: str) -> None:
        self._box.hide()
        count = len(self.recorder.raw) if self.recorder is not None else 0
        self.window.show_status(translate("Export", "Wrote {path} ({n} frames at {fps} fps)").format(
            path=path, n=count, fps=fmt_number(self._fps, 0 if float(self._fps).is_integer() else 2)))
        self.written.emit(path)

    def _on_failed(self, message: str) -> None:
        self._box.hide()
        self.window.show_message(translate("Export", "Cannot record the animation: {error}").format(error=message), "error")

    def _on_canceled(self) -> None:
        self._box.hide()
        self.window.show_status(translate("Export", "Animation canceled; nothing was written"))
