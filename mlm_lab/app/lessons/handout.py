"""Render every step of the open lesson and write the PDF handout, without blocking the window:
a timer shows step 1 (answer revealed), waits until the window is ready (models loaded,
every tab showing its newest answer), lets it paint, grabs the view, and moves on. At the
end the step that was shown before is shown again and the handout is written
(lesson_pdf.write_handout). The CLI (`mlm-lab lesson FILE --pdf OUT`) runs the same
exporter offscreen.

A lesson with steps that train is rendered in a window of its own, as the CLI does
(`ClassroomHandout`): it has an empty runs folder, so the author's own runs are never on the
pages; it is laid out but never put on the screen, and the window the teacher works in is
left alone. A training step's plots show the runs shipped with the lesson instead: the run
folders its `handout_runs` names, relative to the lesson's folder (lesson 4's are in
resources/lessons/4-watch-a-model-learn-runs), drawn from their metrics.jsonl
(`ShippedRunPlots`; `HandoutExporter.plotted` keeps what each page drew). A step that names
none, or whose runs are not there, says to run it in class (RUN_IN_CLASS).

The picture is rendered at handout size, not at the screen's: for the export the window is
put in its print look (presentation mode's black on white, narration panel and control
panels hidden: the page has the words) at `handout_window(paper)`, shaped like the page's
picture box, with type fitted to HANDOUT_LINES lines and the step's focus scrolled into
sight, so the picture's smallest text is at least lesson_pdf.HANDOUT_TEXT_PT on the page
(`text_pt` says what it was, per step). The window gets its size, look and panels back.
"""

from __future__ import annotations

import copy
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from mlm_lab.app.lessons.pdf import check_paper, picture_box, write_handout

POLL_MS = 50
SETTLE_S = 0.3  # after the window says ready, let the last answers paint
STEP_TIMEOUT_S = 120.0  # a step whose models never answer is grabbed as it is
HANDOUT_WIDTH = 1100  # px of the window while a handout is rendered
HANDOUT_LINES = 40  # its type: the window's height / 40 (a presentation screen has 60)


def handout_window(paper: str = "a4") -> tuple[int, int]:
    """The window size a handout renders at: HANDOUT_WIDTH wide, shaped like the page's picture box."""
    w, h = picture_box(paper)
    return HANDOUT_WIDTH, round(HANDOUT_WIDTH * h / w)


def smallest_text_px(widget) -> int:
    """The smallest text (font pixels) a reader reads in `widget`: its visible labels, group box
    titles, tables and their headers, tab bars, and the plots' ticks, titles and legends (the buttons
    of a hidden control panel are not on the page)."""
    import pyqtgraph as pg
    from PySide6.QtWidgets import QAbstractItemView, QGroupBox, QHeaderView, QLabel, QTabBar

    from mlm_lab.app.lessons.room_fit import plot_texts

    sizes = [w.fontInfo().pixelSize() for w in widget.findChildren(QLabel) if w.isVisible() and w.text()]
    sizes += [w.fontInfo().pixelSize() for w in widget.findChildren(QGroupBox) if w.isVisible() and w.title()]
    sizes += [w.fontInfo().pixelSize() for w in widget.findChildren(QTabBar) if w.isVisible() and w.count()]
    sizes += [w.fontInfo().pixelSize() for w in widget.findChildren(QHeaderView)
              if w.isVisible() and w.model() is not None and w.count()]
    sizes += [w.fontInfo().pixelSize() for w in widget.findChildren(QAbstractItemView)
              if w.isVisible() and not isinstance(w, QHeaderView) and w.model() is not None
              and w.model().rowCount() > 0]
    for view in widget.findChildren(pg.GraphicsView):
        if view.isVisible() and view.width() >= 2:
            sizes += [round(px) for _what, px in plot_texts(view, "")]
    return min(sizes) if sizes else widget.fontInfo().pixelSize()


class HandoutExporter(QObject):
    finished = Signal(str)  # the PDF written
    failed = Signal(str)  # one line
    progress = Signal(int, int)  # step done (1-based), steps

    def __init__(self, window, player, parent: QObject | None = None, *, step_timeout_s: float = STEP_TIMEOUT_S,
                 paper: str = "a4", answers: bool = False):
        super().__init__(parent)
        self.answers = bool(answers)  # the teacher's copy: the exercises' answer key on their pages
        self.window, self.player = window, player
        self.step_timeout_s = step_timeout_s
        self.paper = check_paper(paper)
        self.shots: list = []
        self.text_pt: list[float] = []  # per step: the smallest text of its picture on the page, in points
        self.in_sight: list[bool] = []  # per step: whether the part it talks about (its focus) was in the picture
        # per step: the shipped runs' curves on its training plots, {series: (steps, values)} ({}: none)
        self.plotted: list[dict[str, tuple[list[float], list[float]]]] = []
        self._shipped = ShippedRunPlots(window)
        self._restore = None
        self.timed_out: list[int] = []  # steps grabbed before the window was ready
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._tick)
        self._path: Path | None = None
        self._index = 0
        self._back_to = 0
        self._ready_at: float | None = None
        self._deadline = 0.0

    def start(self, path: str | os.PathLike) -> None:
        self._path = Path(path)
        self._back_to = self.player.index
        self.shots, self.timed_out, self.text_pt, self.plotted, self.in_sight = [], [], [], [], []
        self._print_look(True)
        self._show(0)
        self._timer.start()

    def _print_look(self, on: bool) -> None:
        """The window at handout size in its print look (on), or back as it was (off)."""
        w = self.window
        if on:
            self._restore = (w.size(), w.is_presentation(), w.lessons._panel_hidden, w.presentation.controls_hidden)
            w.set_controls_hidden(True)
            w.set_type_lines(HANDOUT_LINES)
            w.resize(*handout_window(self.paper))
            w.set_presentation(True, fullscreen=False)
            w.refit()
        elif self._restore is not None:
            size, presenting, panel_hidden, controls_hidden = self._restore
            self._restore = None
            w.set_type_lines(None)
            w.set_presentation(presenting, fullscreen=False)
            w.resize(size)
            w.set_controls_hidden(controls_hidden)
            w.lessons.set_panel_hidden(panel_hidden)
            w.refit()

    def _grab(self):
        """The tab (the step's focus scrolled into sight) as an image; and its smallest text on the
        page, in points."""
        from mlm_lab.app.lessons.room_fit import focus_in_sight, show_focus

        step = self.player.step
        if step is not None and step.focus:
            show_focus(self.window, step.focus)
        target = self.window.tabs.currentWidget()
        image = target.grab().toImage()
        box_w, box_h = picture_box(self.paper)
        ratio = target.devicePixelRatioF() or 1.0
        mm_per_px = min(box_w / max(image.width() / ratio, 1), box_h / max(image.height() / ratio, 1))
        self.text_pt.append(smallest_text_px(target) * mm_per_px * 72 / 25.4)
        self.in_sight.append(not (step is not None and step.focus) or focus_in_sight(self.window, step.focus)[0])
        self.plotted.append(self._shipped.shown())
        return image

    def running(self) -> bool:
        return self._timer.isActive()

    def _show(self, index: int) -> None:
        self._index = index
        self.player.go(index)
        step = self.player.step
        if self.answers or step.exercise is None:  # the students' copy keeps an exercise's answer hidden
            self.player.reveal()  # a handout shows the answers
        trains = step.lab_state().tab == "training"
        self._shipped.show(handout_runs(step, self.player.path) if trains else [])
        if self._restore is not None:
            self.window.set_controls_hidden(True)  # the step's own hide list showed the panels again
        self._ready_at = None
        self._deadline = time.monotonic() + self.step_timeout_s

    def _tick(self) -> None:
        now = time.monotonic()
        if self._ready_at is None:
            if self.window.is_ready():
                self._ready_at = now
            elif now < self._deadline:
                return
            else:
                self.timed_out.append(self._index)
                self._ready_at = now - SETTLE_S
        if now - self._ready_at < SETTLE_S:
            return
        self.shots.append(self._grab())
        self.progress.emit(self._index + 1, self.player.count)
        if self._index + 1 < self.player.count:
            self._show(self._index + 1)
            return
        self._timer.stop()
        self._shipped.show([])  # the window's plots as they were
        self._print_look(False)
        self.player.go(self._back_to)
        try:
            written = write_handout(self._path, self.player.lesson, self.shots, name=self.player.path,
                                    paper=self.paper, answers=self.answers)
        except OSError as exc:
            self.failed.emit(f"Cannot write the handout {self._path}: {exc.strerror or exc}")
            return
        self.finished.emit(str(written))


def lesson_trains(lesson) -> bool:
    """Whether any step of `lesson` shows the Training tab (its plots would show the runs of the
    machine that renders the handout)."""
    return any(step.lab_state().tab == "training" for step in lesson.steps)


RUN_IN_CLASS = "Run it in class: press Start (Space), and the curves grow here"
HANDOUT_RUNS = "handout_runs"  # a step's key: the run folders shipped with the lesson that its page draws
RUN_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2")


def handout_runs(step, lesson_path) -> list[Path]:
    """The run folders a step's handout page draws: its `handout_runs` (a list of folders relative
    to the lesson's folder, e.g. "4-watch-a-model-learn-runs/mask-15"), those that stay inside
    that folder and hold a metrics.jsonl, in the step's order. [] for a step that names none,
    a lesson without a file, or runs that are not there (the page then says RUN_IN_CLASS)."""
    names = getattr(step, "extra", {}).get(HANDOUT_RUNS) if step is not None else None
    if not lesson_path or not isinstance(names, list):
        return []
    from mlm_lab.training.runs import has_metrics

    folder = Path(lesson_path).absolute().parent
    found = []
    for name in names:
        if not isinstance(name, str) or not name.strip():
            continue
        run = folder / name
        try:
            if Path(name).is_absolute() or not run.resolve().is_relative_to(folder.resolve()):
                continue  # the lesson's own runs only: nothing from elsewhere on the machine
            if has_metrics(run):
                found.append(run)
        except (OSError, ValueError, RuntimeError):
            continue
    return found


def run_curves(run: str | os.PathLike) -> dict[str, tuple[list[float], list[float]]]:
    """A run's curves from its metrics.jsonl (the engine's reader): "train" the training loss of
    every step, "eval" the evaluation loss, "metric" the masked-token accuracy in % (a text run)
    or the PSNR in dB (an image run), each as (steps, values)."""
    from mlm_lab.training.runs import load_metrics

    records = load_metrics(run)

    def curve(key: str, scale: float = 1.0) -> tuple[list[float], list[float]]:
        points = [(float(r["step"]), float(r[key]) * scale) for r in records if r.get(key) is not None]
        return [p[0] for p in points], [p[1] for p in points]

    text = any(r.get("eval_accuracy") is not None for r in records)
    return {"train": curve("train_loss"), "eval": curve("eval_loss"),
            "metric": curve("eval_accuracy", 100.0) if text else curve("eval_psnr")}


class ShippedRunPlots:
    """The shipped runs of a handout's step on the window's Training tab: per run (its folder's
    name, "mask-15"), "<name> train" (solid) and "<name> eval" (dashed, dots) on the loss plot and
    "<name>" on the accuracy plot, a colour a run, and the first run's last snapshot (the model's
    guesses on the fixed examples) in the snapshot strip. `show([])` takes them off again; the
    window's own series (a live run, overlays) are left alone and its snapshot comes back."""

    def __init__(self, window):
        self.window = window
        self._series: list[tuple[object, str]] = []  # (plot, series name) drawn
        self._strip_before = None  # (snapshot, caption) the strip showed before a shipped snapshot

    def show(self, runs: list[Path]) -> None:
        tab = getattr(self.window, "training_tab", None)
        if tab is None:
            return
        for plot, name in self._series:
            plot.remove_series(name)
        self._series = []
        self._show_snapshot(tab.snapshot_box, runs[0] if runs else None)
        plots = loss_plot, metric_plot = tab.loss_plot, tab.metric_plot
        for i, run in enumerate(runs):
            curves = run_curves(run)
            color = RUN_COLORS[i % len(RUN_COLORS)]
            for plot, name, key, style in ((loss_plot, f"{run.name} train", "train", {}),
                                           (loss_plot, f"{run.name} eval", "eval", {"dashed": True, "symbol": "o"}),
                                           (metric_plot, run.name, "metric", {"symbol": "o"})):
                xs, ys = curves[key]
                if not xs or name in plot.series_names():
                    continue
                plot.ensure_series(name, color=color, width=1.6, **style)
                plot.set_series(name, xs, ys)
                self._series.append((plot, name))
        for plot in plots:
            plot.redraw()

    def _show_snapshot(self, strip, run: Path | None) -> None:
        from mlm_lab.app.training.bridge import saved_snapshot

        snapshot = saved_snapshot(run) if run is not None else None
        if snapshot is not None and not isinstance(snapshot, str):
            if self._strip_before is None:
                self._strip_before = (strip.last, strip.caption.text())
            strip.show_snapshot(snapshot, f"{run.name}, step {snapshot.step}")
        elif self._strip_before is not None:  # the strip as it was
            last, caption = self._strip_before
            self._strip_before = None
            if last is not None:
                strip.show_snapshot(last, caption)
            else:
                strip.clear(caption)

    def shown(self) -> dict[str, tuple[list[float], list[float]]]:
        """What the plots hold of the shipped runs now: {series name: (steps, values)}."""
        out = {}
        for plot, name in self._series:
            xs, ys = plot.data(name)
            out[name] = (xs.tolist(), ys.tolist())
        return out


def say_run_it_in_class(window) -> None:
    """The training plots of a handout: the lesson's own runs, where a step names them (`handout_runs`);
    where it does not, no run was made for the handout, and the page says so."""
    from html import escape

    for plot in (window.training_tab.loss_plot, window.training_tab.metric_plot):
        plot.empty_label.setHtml(f'<div style="text-align:center; color:#555">{escape(RUN_IN_CLASS)}</div>')


class ClassroomHandout(QObject):
    """The handout of a lesson that trains, from the window's menu: rendered by a HandoutExporter in
    a private main window (an empty runs folder in a temporary folder, its own settings file, laid
    out but never shown on the screen) whose training plots show the lesson's shipped runs, or say
    "Run it in class" where a step has none, as the CLI's handout does. The teacher's window, its lesson and its runs are left as they were. Same
    signals as HandoutExporter."""

    finished = Signal(str)
    failed = Signal(str)
    progress = Signal(int, int)

    def __init__(self, lesson, path, size: tuple[int, int], parent: QObject | None = None, *,
                 window_class=None, paper: str = "a4", answers: bool = False,
                 step_timeout_s: float = STEP_TIMEOUT_S):
        """window_class: the main window's class, given by the window that asks (the lessons package
        never imports the window that holds it)."""
        super().__init__(parent)
        if window_class is None:
            raise ValueError("ClassroomHandout needs the main window's class")
        self.window_class = window_class
        self.lesson, self.lesson_path = copy.deepcopy(lesson), path  # edits made meanwhile are not on the pages
        self.size, self.paper, self.answers, self.step_timeout_s = size, check_paper(paper), answers, step_timeout_s
        self.window = None
        self.exporter: HandoutExporter | None = None
        self._tmp: tempfile.TemporaryDirectory | None = None

    @property
    def timed_out(self) -> list[int]:
        return self.exporter.timed_out if self.exporter is not None else []

    def start(self, out: str | os.PathLike) -> None:
        from PySide6.QtCore import Qt

        self._tmp = tempfile.TemporaryDirectory(prefix="mlm-lab-handout-")
        tmp = Path(self._tmp.name)
        window = self.window = self.window_class(settings_path=tmp / "settings.ini", runs_dir=tmp / "runs", restore=False)
        window.ask = lambda title, text: True
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)  # laid out and painted, not on screen
        window.resize(*self.size)
        window.show()
        say_run_it_in_class(window)
        window.lessons.player.start(self.lesson, self.lesson_path)
        self.exporter = HandoutExporter(window, window.lessons.player, self, step_timeout_s=self.step_timeout_s,
                                        paper=self.paper, answers=self.answers)
        self.exporter.progress.connect(self.progress)
        self.exporter.finished.connect(lambda written: self._done(self.finished, written))
        self.exporter.failed.connect(lambda message: self._done(self.failed, message))
        self.exporter.start(out)

    def running(self) -> bool:
        return self.exporter is not None and self.exporter.running()

    def _done(self, signal, value: str) -> None:
        QTimer.singleShot(0, self._close_window)  # not from inside the exporter's own tick
        signal.emit(value)

    def _close_window(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None
