"""Export > Animation…'s dialog: what to sweep (a slider of the tab, a series of seeds, the rounds of
a generation or of "Fill several masks", a run's checkpoints), from / to / step, frame rate, size
and the file; and the helpers that build those sweeps (the window's recorder and `mlm-lab animate`
use `frame_count` too, through mlm_lab.app.export.animation). Moved out of animation.py, which
keeps the recording and the writing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.qt import dialogs
from mlm_lab.export import ExportError, check_writable
from mlm_lab.export.animation import animation_format, check_fps
from mlm_lab.export.sweep import SLIDERS, Sweep, parse_seeds, parse_sweep, rounds_sweep, run_sweep

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


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
        folder = dialogs.existing_dir(self, translate("Export", "A run folder"), self.run_edit.text() or str(Path.home()))
        if folder:
            self.run_edit.setText(folder)

    def _browse(self) -> None:
        path, _ = dialogs.save_file(self, translate("Export", "Save the animation as"), self.path_edit.text(),
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
            self.problem.setText(core_text(exc))
            self.problem.show()
            return
        self.result_sweep = sweep
        self.accept()
