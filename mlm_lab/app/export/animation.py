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
    QT_TRANSLATE_NOOP,
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
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n import fmt_number
from mlm_lab.export import ExportError, caption_frame, check_writable, write_animation
from mlm_lab.export.animation import animation_format, check_fps
from mlm_lab.export.sweep import SLIDERS, Sweep, parse_seeds, parse_sweep, rounds_sweep, run_sweep

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
    return caption_frame(qimage_to_pil(fitted(image, size)), text, size)


def finish_frames(raw: list, size: tuple[int, int] | None) -> list[Image.Image]:
    """`FrameRecorder.finished`'s (QImage, caption) pairs as Pillow frames."""
    return [finish_frame(image, text, size) for image, text in raw]


def frame_count(window, kind: str, tab: str) -> int:
    """How many rounds a "rounds" sweep of `tab` has now (the generation's steps, the fill's rounds)."""
    if kind != "rounds":
        return 0
    if tab == "generate":
        return int(window.lab_tabs["generate"].state.steps)
    fill = window.lab_tabs["text"].presenter.fill_result
    return len(fill.rounds) if fill is not None else 0


def checkpoints_of(run_dir: str) -> list[tuple[str, str]]:
    """(checkpoint folder, "step N") of a run, oldest first."""
    from mlm_lab.training.runs import list_checkpoints

    return [(str(p), p.name.replace("-", " ")) for p in list_checkpoints(run_dir)]


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
        old_source = w._model_sources.get(kind)
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
            message = str(exc)
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
                self.failed.emit(str(exc))
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
            w.show_message(translate("Export", "Cannot record the animation: {error}").format(error=exc), "error")
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
        w._status(translate("Export", "Recording {n} frames for {name}…").format(n=len(sweep), name=Path(path).name))
        self.recorder.start()
        return True

    def cancel(self) -> None:
        if self.recorder is not None and self.recorder.running:
            self.recorder.cancel()

    def _on_frames(self, raw: list) -> None:
        self.cancel_button.setEnabled(False)
        self.window._status(translate("Export", "Writing {n} frames to {name}…").format(n=len(raw), name=Path(self._path).name))
        self._writer.write(self._path, raw, self._fps, self.recorder.size)

    def _on_written(self, path: str) -> None:
        self._box.hide()
        count = len(self.recorder.raw) if self.recorder is not None else 0
        self.window._status(translate("Export", "Wrote {path} ({n} frames at {fps} fps)").format(
            path=path, n=count, fps=fmt_number(self._fps, 0 if float(self._fps).is_integer() else 2)))
        self.written.emit(path)

    def _on_failed(self, message: str) -> None:
        self._box.hide()
        self.window.show_message(translate("Export", "Cannot record the animation: {error}").format(error=message), "error")

    def _on_canceled(self) -> None:
        self._box.hide()
        self.window._status(translate("Export", "Animation canceled; nothing was written"))


# -- the dialog -------------------------------------------------------------------------------
SLIDER_NAMES = {  # the sweepable sliders' names (mlm_lab.export.SLIDERS keeps them in English for the CLI)
    "mask ratio": QT_TRANSLATE_NOOP("Export", "mask ratio"),
    "seed": QT_TRANSLATE_NOOP("Export", "seed"),
    "mask probability": QT_TRANSLATE_NOOP("Export", "mask probability"),
    "attention layer": QT_TRANSLATE_NOOP("Export", "attention layer"),
    "layer": QT_TRANSLATE_NOOP("Export", "layer"),
    "steps": QT_TRANSLATE_NOOP("Export", "steps"),
    "temperature": QT_TRANSLATE_NOOP("Export", "temperature"),
}


def slider_name(name: str) -> str:
    return translate("Export", SLIDER_NAMES[name]) if name in SLIDER_NAMES else name


def sweep_choices(window, tab: str) -> list[tuple[str, str]]:
    """(key, label) of what the tab can sweep: "field:image.ratio", "seeds", "rounds", "run"."""
    out = [(f"field:{name}", translate("Export", "{name} (slider)").format(name=slider_name(spec[0])))
           for name, spec in SLIDERS.items() if name.startswith(f"{tab}.") and not name.endswith(".seed")]
    if any(name == f"{tab}.seed" for name in SLIDERS):
        out.append(("seeds", translate("Export", "a series of seeds")))
    if tab == "generate":
        out.append(("rounds", translate("Export", "the rounds of the generation")))
    if tab == "text":
        out.append(("rounds", translate("Export", 'the rounds of "Fill several masks"')))
    if tab in ("text", "image"):
        out.append(("run", translate("Export", "a run's checkpoints")))
    return out


class AnimationDialog(QDialog):
    """What to sweep, from / to / step, frame rate, size and the file. `sweep()` builds the checked
    Sweep (ExportError names the problem; the dialog shows it and stays open)."""

    def __init__(self, window, tab: str, parent: QWidget | None = None):
        super().__init__(parent or window)
        self.window, self.tab = window, tab
        self.setWindowTitle(translate("Export", "Export an animation"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.what = QComboBox()
        for key, label in sweep_choices(window, tab):
            self.what.addItem(label, key)
        self.what.setToolTip(translate("Export", "What changes from frame to frame"))
        form.addRow(translate("Export", "Sweep"), self.what)
        row = QHBoxLayout()
        self.start_spin, self.stop_spin, self.step_spin = (QDoubleSpinBox() for _ in range(3))
        for spin in (self.start_spin, self.stop_spin, self.step_spin):
            spin.setDecimals(3)
            spin.setRange(-1e6, 1e6)
            row.addWidget(spin)
        form.addRow(translate("Export", "From / to / step"), row)
        self.run_edit = QLineEdit()
        self.run_edit.setPlaceholderText(translate("Export", "a run folder (with checkpoints/step-N)"))
        self.run_browse = QPushButton(translate("Export", "Browse…"))
        self.run_browse.clicked.connect(self._browse_run)
        run_row = QHBoxLayout()
        run_row.addWidget(self.run_edit, 1)
        run_row.addWidget(self.run_browse)
        form.addRow(translate("Export", "Run"), run_row)
        self.fps_spin = QDoubleSpinBox()
        self.fps_spin.setRange(0.5, 60)
        self.fps_spin.setValue(8)
        form.addRow(translate("Export", "Frames a second"), self.fps_spin)
        size_row = QHBoxLayout()
        self.width_spin, self.height_spin = QSpinBox(), QSpinBox()
        for spin, value in ((self.width_spin, 960), (self.height_spin, 540)):
            spin.setRange(64, 7680)
            spin.setValue(value)
            size_row.addWidget(spin)
        form.addRow(translate("Export", "Size (width x height)"), size_row)
        path_row = QHBoxLayout()
        self.path_edit = QLineEdit(str(Path.home() / f"mlm-lab-{tab}.gif"))
        self.path_edit.setToolTip(translate("Export", ".gif, .png (animated PNG) or .mp4 (needs the optional imageio-ffmpeg)"))
        browse = QPushButton(translate("Export", "Browse…"))
        browse.clicked.connect(self._browse)
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(browse)
        form.addRow(translate("Export", "File"), path_row)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Export", "Record"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.what.currentIndexChanged.connect(self._on_what)
        self._on_what()
        self.result_sweep: Sweep | None = None

    def _on_what(self) -> None:
        key = self.what.currentData() or ""
        ranged = key.startswith("field:") or key == "seeds"
        for spin in (self.start_spin, self.stop_spin, self.step_spin):
            spin.setEnabled(ranged)
        self.run_edit.setEnabled(key == "run")
        self.run_browse.setEnabled(key == "run")
        if key.startswith("field:"):
            _, _, start, stop, step = SLIDERS[key[6:]]
        elif key == "seeds":
            start, stop, step = 0, 9, 1
        else:
            return
        self.start_spin.setValue(start)
        self.stop_spin.setValue(stop)
        self.step_spin.setValue(step)

    def _browse_run(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("Export", "A run folder"), self.run_edit.text() or str(Path.home()))
        if folder:
            self.run_edit.setText(folder)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("Export", "Save the animation as"), self.path_edit.text(),
                                              translate("Export", "GIF (*.gif);;Animated PNG (*.png);;MP4 video (*.mp4)"))
        if path:
            self.path_edit.setText(path)

    def sweep(self) -> Sweep:
        key = self.what.currentData() or ""
        if not key:
            raise ExportError(translate("Export", "the {tab} tab has nothing to sweep").format(tab=self.tab))
        span = f"{self.start_spin.value():g}:{self.stop_spin.value():g}:{self.step_spin.value():g}"
        if key.startswith("field:"):
            return parse_sweep(f"{key[6:]}={span}", tab=self.tab)
        if key == "seeds":
            return parse_seeds(span, self.tab)
        if key == "rounds":
            return rounds_sweep(self.tab, frame_count(self.window, "rounds", self.tab))
        folder = self.run_edit.text().strip()
        if not folder or not Path(folder).is_dir():
            raise ExportError(translate("Export", "no such run folder: {folder}").format(
                folder=folder or translate("Export", "(none given)")))
        return run_sweep(self.tab, checkpoints_of(folder))

    def settings(self) -> tuple[str, float, tuple[int, int]]:
        return self.path_edit.text().strip(), self.fps_spin.value(), (self.width_spin.value(), self.height_spin.value())

    def _accept(self) -> None:
        try:
            sweep = self.sweep()
            path, fps, _ = self.settings()
            animation_format(path)
            check_writable(path)
            check_fps(fps)
        except ExportError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        self.result_sweep = sweep
        self.accept()
