"""The main window: Text, Image and Training tabs, the model picker, presentation mode, export.

The window is shown before torch is imported: models load in a worker thread behind it
(a busy bar in the status bar says so) and are handed to the tabs when they arrive.
"""

from __future__ import annotations

import csv
import gc
import io
import json
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.image_tab import ImageTab
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.lab_state import SUFFIX, LabState, LabStateError, hidden_for, load_state, save_state
from mlm_lab.app.model_sources import BUNDLED, folder_kind, short_label
from mlm_lab.app.style import chrome_stylesheets, presentation_palette
from mlm_lab.app.widgets import Banner
from mlm_lab.atomic import write_bytes_atomic, write_text_atomic

TAB_NAMES = ("text", "image", "training")
SETTINGS_ENV = "MLM_LAB_SETTINGS"  # path of an .ini file to use instead of the user's settings
RUNS_ENV = "MLM_LAB_RUNS"


def open_settings(path: str | os.PathLike | None = None) -> QSettings:
    path = path or os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "mlm-lab", "mlm-lab")


def _make_text_tab(parent):
    try:
        from mlm_lab.app.text_tab import TextTab
    except ImportError:
        return None
    return TextTab(parent=parent)


def _make_training_tab(window, runs_dir):
    try:
        from mlm_lab.app.training_tab import TrainingTab
    except ImportError:
        return None
    return TrainingTab(runs_dir=runs_dir, parent=window)


def _placeholder(text: str) -> QWidget:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class MainWindow(QMainWindow):
    models_changed = Signal()
    presentation_changed = Signal(bool)

    def __init__(
        self,
        *,
        settings_path: str | os.PathLike | None = None,
        runs_dir: str | os.PathLike | None = None,
        models: dict | None = None,
        restore: bool = True,
        parent: QWidget | None = None,
    ):
        """`models` ({"text": folder|"bundled", "image": ...}) overrides the saved choice;
        `restore=False` starts from defaults instead of the last session's state."""
        super().__init__(parent)
        self.setWindowTitle("MLM Lab")
        self.setAcceptDrops(True)
        self.settings = open_settings(settings_path)
        self.runs_dir = runs_dir or os.environ.get(RUNS_ENV) or None
        self._presentation = False
        self._controls_hidden = False
        self._hide: list[str] = []
        self._base_pt = QApplication.font().pointSizeF() if QApplication.font().pointSizeF() > 0 else 10.0
        self._model_sources: dict[str, str] = {}  # kind -> source actually in use
        self._model_labels: dict[str, str] = {}
        self._wanted_sources: dict[str, str] = {}
        self._loads_started = 0
        self._awaiting_loads: set[str] = set()
        self._combo_source = ""  # what the model picker shows
        self._device = "…"
        # tests and the screenshot command answer this instead of a dialog: (title, text) -> yes?
        self.ask: Callable[[str, str], bool] = self._ask_box
        self.last_message = ""

        self._loader = InferenceWorker(self, name="mlm-lab model loader")
        self._loader.finished.connect(self._on_loaded)
        self._loader.failed.connect(self._on_load_failed)
        self._loader.busy_changed.connect(self._on_busy)

        self._build()
        self._normal_palette = self.palette()
        self._apply_chrome_style(False)
        self._restore_window(restore)
        state = self._initial_state(restore)
        try:
            self._apply_without_models(state)
        except (LabStateError, ValueError):  # last session's state no longer fits: start fresh
            state = LabState(tab="text")
        wanted = dict(state.models)
        if models:
            wanted.update({k: str(v) for k, v in models.items()})
        for kind in ("text", "image"):
            wanted.setdefault(kind, BUNDLED)
        # load after the window has had a chance to paint
        QTimer.singleShot(0, lambda: self._start_loading(wanted))
        self._loader.submit("device", _describe_device)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.banner = Banner()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)

        self.text_tab = _make_text_tab(self)
        self.image_tab = ImageTab(self)
        self.training_tab = _make_training_tab(self, self.runs_dir)
        self.tabs.addTab(self.text_tab or _placeholder("The Text tab is not installed in this build."), "Text")
        self.tabs.addTab(self.image_tab, "Image")
        self.tabs.addTab(self.training_tab or _placeholder("The Training tab is not installed in this build."),
                         "Training")
        self.tabs.setTabToolTip(0, "Masked language modeling (BERT): hide words and watch the model guess them")
        self.tabs.setTabToolTip(1, "Masked autoencoding (MAE): hide image patches and watch them rebuilt")
        self.tabs.setTabToolTip(2, "Pretrain a tiny model yourself and watch it learn")
        for tab in self._tabs():
            for sig in ("status_message",):
                if hasattr(tab, sig):
                    getattr(tab, sig).connect(self._status)
            if hasattr(tab, "error_message"):
                tab.error_message.connect(lambda text: self.show_message(text, "error"))
        if self.training_tab is not None:
            if hasattr(self.training_tab, "use_model_requested"):
                self.training_tab.use_model_requested.connect(self.use_model)
            if hasattr(self.training_tab, "runs_changed"):
                self.training_tab.runs_changed.connect(self._refresh_model_combo)

        self.tabs.currentChanged.connect(self._on_tab_changed)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 4, 6, 0)
        layout.setSpacing(4)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self._build_actions()
        self._build_toolbar()
        self._build_menus()
        self._build_statusbar()
        self._build_shortcuts()

    def _action(self, text: str, slot, *, shortcut=None, tooltip: str = "", checkable: bool = False) -> QAction:
        """A window action: `slot` gets `toggled` when checkable, else `triggered`. An action with a
        shortcut is also added to the window, so the key works while the menu bar is hidden."""
        act = QAction(text, self)
        act.setCheckable(checkable)
        if tooltip:
            act.setToolTip(tooltip)
        (act.toggled if checkable else act.triggered).connect(slot)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
            self.addAction(act)
        return act

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_presentation = self._action(
            "Presentation", lambda on: self.set_presentation(on), checkable=True,
            tooltip="Full screen, large high-contrast text, keyboard control (F11)\n"
                    "Left/Right: move the slider · R: resample · Space: start/stop training")
        self.act_hide_controls = self._action(
            "Hide controls", self.set_controls_hidden, checkable=True,
            tooltip="Hide the control panels so the panes fill the screen (H)")
        self.act_export_png = self._action("Export view as PNG…", self._export_png_dialog, shortcut="Ctrl+E")
        self.act_export_csv = self._action("Export metrics as CSV…", self._export_csv_dialog)
        self.act_save_state = self._action(
            "Save lab state…", self._save_state_dialog, shortcut=keys.Save,
            tooltip="Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file")
        self.act_open_state = self._action("Open lab state…", self._open_state_dialog, shortcut=keys.Open)
        self.act_open_image = self._action("Open image…", self._open_image_dialog)
        self.act_model_folder = self._action("Open model folder…", self._model_folder_dialog)
        self.act_quit = self._action("Quit", self.close, shortcut=keys.Quit)

    def _build_toolbar(self) -> None:
        bar = self.addToolBar("Main")
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        bar.addWidget(QLabel(" Model: "))
        self.model_combo = QComboBox()
        self.model_combo.setToolTip("Which model the Text and Image tabs use: the bundled ones, a training "
                                    "run's newest checkpoint, or a model folder")
        self.model_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.model_combo.setMinimumContentsLength(18)
        self.model_combo.activated.connect(self._on_model_picked)
        bar.addWidget(self.model_combo)
        bar.addSeparator()
        bar.addAction(self.act_presentation)
        bar.addAction(self.act_hide_controls)
        bar.addSeparator()
        for text, actions, tooltip in (
            ("Export", (self.act_export_png, self.act_export_csv),
             "Save the current view as a PNG picture or its metrics as a CSV table"),
            ("Lab file", (self.act_save_state, self.act_open_state),
             "Save or open the whole lab state (.mlmlab): hand students a starting point"),
        ):
            button = QToolButton()
            button.setText(text)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            button.addActions(list(actions))
            button.setToolTip(tooltip)
            bar.addWidget(button)
        self.toolbar = bar
        self._refresh_model_combo()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        for act in (self.act_open_image, self.act_model_folder, None, self.act_open_state, self.act_save_state, None,
                    self.act_export_png, self.act_export_csv, None, self.act_quit):
            if act is None:
                file_menu.addSeparator()
            else:
                file_menu.addAction(act)
        view = self.menuBar().addMenu("&View")
        view.addAction(self.act_presentation)
        view.addAction(self.act_hide_controls)

    def _build_statusbar(self) -> None:
        bar = self.statusBar()
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(140)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.status_label = QLabel("Starting…")
        self.device_label = QLabel("Device: …")
        self.device_label.setToolTip("Where the Text and Image tabs run their model")
        self.model_label = QLabel("Models: loading…")
        bar.addWidget(self.busy)
        bar.addWidget(self.status_label, 1)
        bar.addPermanentWidget(self.model_label)
        bar.addPermanentWidget(self.device_label)

    def _build_shortcuts(self) -> None:
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, activated=self.toggle_presentation)
        self._pres_shortcuts = [
            QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=lambda: self.step_active_slider(-1)),
            QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=lambda: self.step_active_slider(+1)),
            QShortcut(QKeySequence(Qt.Key.Key_R), self, activated=self.resample),
            QShortcut(QKeySequence(Qt.Key.Key_Space), self, activated=self.toggle_training),
            QShortcut(QKeySequence(Qt.Key.Key_H), self, activated=self.act_hide_controls.toggle),
            QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=lambda: self.set_presentation(False)),
        ]
        for sc in self._pres_shortcuts:
            sc.setEnabled(False)

    def _tabs(self) -> list:
        return [t for t in (self.text_tab, self.image_tab, self.training_tab) if t is not None]

    # -- messages -------------------------------------------------------------------------
    def show_message(self, text: str, level: str = "error", timeout_ms: int = 0) -> None:
        """Say something in the window (inline banner; nothing else changes)."""
        self.last_message = text
        self.banner.show_message(text, level, timeout_ms)
        self._status(text.splitlines()[0] if text else "")

    def _status(self, text: str) -> None:
        self.status_label.setText(text)

    def _ask_box(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # -- models ---------------------------------------------------------------------------
    def _start_loading(self, wanted: dict[str, str]) -> None:
        self._wanted_sources.update(wanted)
        bundled = tuple(k for k in ("text", "image") if wanted.get(k) == BUNDLED)
        if bundled:
            self._submit_load(BUNDLED, bundled)
        for kind in ("text", "image"):
            source = wanted.get(kind)
            if source and source != BUNDLED:
                self._submit_load(source, (kind,))

    def _submit_load(self, source: str, kinds: tuple[str, ...]) -> None:
        from mlm_lab.app.model_sources import load_models

        self._loads_started += 1
        self._awaiting_loads.add(f"load:{source}:{','.join(kinds)}")
        self._status(f"Loading {'the bundled models' if source == BUNDLED else short_label(source)}…")
        if "image" in kinds:
            self.image_tab.set_loading(True)
        if "text" in kinds and self.text_tab is not None and hasattr(self.text_tab, "set_model_loading"):
            self.text_tab.set_model_loading()
        key = f"load:{source}:{','.join(kinds)}"
        self._loader.submit(key, lambda: (source, load_models(source, kinds)))

    def load_model(self, source: str | os.PathLike) -> None:
        """Use the model(s) of `source` ("bundled", a model folder or a run folder)."""
        source = str(source)
        if source == BUNDLED:
            self._submit_load(BUNDLED, ("text", "image"))
            return
        kind = folder_kind(source)
        self._submit_load(source, (kind,) if kind else ("text", "image"))

    def use_model(self, source: str) -> None:
        """From the Training tab's "Use this model": a run folder or checkpoint."""
        self.load_model(source)

    def _on_loaded(self, key: str, request_id: int, payload) -> None:
        self._awaiting_loads.discard(key)
        if key == "device":
            self._device = str(payload)
            self._update_model_label()
            return
        source, (models, problems) = payload
        for loaded in models:
            self._set_model(loaded.kind, loaded.model, loaded.source, loaded.label)
        if models:
            self._combo_source = source if source == BUNDLED else models[0].source
        for problem in problems:
            if "text" in problem and self.text_tab is not None and hasattr(self.text_tab, "set_model_error"):
                self.text_tab.set_model_error(problem)
            self.show_message(f"{problem}. Pick a model with the Model menu in the toolbar.", "warning")
        if models:
            self._status(f"Using {', '.join(m.label for m in models)}")
            # the models and libraries are loaded for good: keep them out of the cyclic garbage
            # collector's full passes (one took ~100 ms on the GUI thread during a training run)
            gc.collect()
            gc.freeze()
        self._refresh_model_combo()
        self.models_changed.emit()

    def _on_load_failed(self, key: str, request_id: int, message: str) -> None:
        self._awaiting_loads.discard(key)
        if key == "device":
            return
        source = key.split(":", 1)[1].rsplit(":", 1)[0] if ":" in key else key
        kept = ", ".join(f"{k}: {v}" for k, v in self._model_labels.items()) or "none"
        self.show_message(f"Could not load the model from {short_label(source)}: {message}. "
                          f"Still using {kept}.", "error")
        self.image_tab.set_loading(False)
        if self.text_tab is not None and "text" in key.rsplit(":", 1)[-1] and hasattr(self.text_tab, "set_model_error"):
            self.text_tab.set_model_error(message)
        self._refresh_model_combo()

    def _set_model(self, kind: str, model, source: str, label: str) -> None:
        tab = self.text_tab if kind == "text" else self.image_tab
        if tab is not None:
            if kind == "image":
                tab.set_model(model, label)
            else:
                tab.set_model(model)
            if hasattr(tab, "set_loading"):
                tab.set_loading(False)
        self._model_sources[kind] = source
        self._model_labels[kind] = label
        self._update_model_label()

    def text_model(self):
        return getattr(self.text_tab, "model", None) if self.text_tab is not None else None

    def model_sources(self) -> dict[str, str]:
        return dict(self._model_sources)

    def _update_model_label(self) -> None:
        parts = [f"{k.capitalize()}: {self._model_labels[k]}" for k in ("text", "image") if k in self._model_labels]
        self.model_label.setText(" · ".join(parts) if parts else "Models: loading…")
        self.device_label.setText(f"Device: {self._device}")

    def _on_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        if not busy and self.status_label.text().startswith("Loading"):
            self._status("Ready")

    def _refresh_model_combo(self) -> None:
        combo = self.model_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem("Bundled models", BUNDLED)
        for run_dir, label in self._run_entries():
            combo.addItem(label, run_dir)
        for kind in ("text", "image"):
            src = self._model_sources.get(kind)
            if src and src != BUNDLED and combo.findData(src) < 0:
                combo.addItem(f"Folder: {short_label(src)}", src)
        combo.addItem("Model folder…", "__folder__")
        kind = {0: "text", 1: "image"}.get(self.tabs.currentIndex())
        current = (self._model_sources.get(kind) if kind else None) or self._combo_source or BUNDLED
        idx = combo.findData(current)
        if idx < 0:  # a checkpoint of a listed run
            for i in range(combo.count()):
                data = str(combo.itemData(i))
                if data not in (BUNDLED, "__folder__") and current.startswith(data.rstrip("/") + os.sep):
                    idx = i
        combo.setCurrentIndex(max(idx, 0))
        combo.blockSignals(False)

    def _on_tab_changed(self, index: int) -> None:
        kind = {0: "text", 1: "image"}.get(index)
        if kind and kind in self._model_sources and hasattr(self, "model_combo"):
            self._combo_source = self._model_sources[kind]
            self._refresh_model_combo()

    def _run_entries(self) -> list[tuple[str, str]]:
        from mlm_lab.app.training_bridge import list_run_infos

        return [(info.path, f"Run: {info.name}{f' ({info.task})' if info.task else ''}")
                for info in list_run_infos(self.runs_dir) if info.has_checkpoint]

    def _on_model_picked(self, index: int) -> None:
        data = self.model_combo.itemData(index)
        if data == "__folder__":
            self._model_folder_dialog()
            self._refresh_model_combo()
            return
        if data:
            self.load_model(str(data))

    def _model_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Open a model folder or a training run")
        if folder:
            self.load_model(folder)

    # -- state ----------------------------------------------------------------------------
    def lab_state(self) -> LabState:
        state = LabState(tab=TAB_NAMES[self.tabs.currentIndex()])
        state.models = {k: self._model_sources.get(k, self._wanted_sources.get(k, BUNDLED)) for k in ("text", "image")}
        if self.text_tab is not None:
            state.text = dict(self.text_tab.get_state())
        state.image = self.image_tab.get_state()
        if self.training_tab is not None and hasattr(self.training_tab, "get_state"):
            state.training = dict(self.training_tab.get_state())
        state.hide = list(self._hide)
        state.presentation = self._presentation
        return state

    def apply_lab_state(self, state: LabState, *, load_models: bool = True) -> None:
        """Show `state`. Every part is checked first, so a bad file changes nothing."""
        from mlm_lab.app.image_tab import validate_image_state

        try:
            validate_image_state(state.image)
        except ValueError as exc:
            raise LabStateError(str(exc)) from None
        for kind, source in state.models.items():
            if source != BUNDLED and not Path(source).exists():
                raise LabStateError(f"the {kind} model folder {source} does not exist")
        self._apply_without_models(state)
        if load_models:
            changed = {k: v for k, v in state.models.items() if v != self._model_sources.get(k)}
            if changed:
                self._start_loading(changed)

    def _apply_without_models(self, state: LabState) -> None:
        if self.text_tab is not None and state.text:
            try:
                self.text_tab.set_state(dict(state.text))
            except (ValueError, TypeError, KeyError) as exc:
                raise LabStateError(f"text part: {exc}") from None
        if state.image:
            self.image_tab.set_state(state.image)
        if self.training_tab is not None and state.training and hasattr(self.training_tab, "set_state"):
            try:
                self.training_tab.set_state(dict(state.training))
            except (ValueError, TypeError, KeyError) as exc:
                raise LabStateError(f"training part: {exc}") from None
        self.set_hidden_controls(state.hide)
        self.tabs.setCurrentIndex(TAB_NAMES.index(state.tab))
        if state.presentation != self._presentation:
            self.set_presentation(state.presentation)

    def set_hidden_controls(self, hide: list[str], *, keep_text_own: bool = True) -> None:
        """Hide the named controls ("image.seed", "text.strategy", "tabs.training", ...) for a lesson."""
        self._hide = list(hide)
        self.image_tab.hide_controls(hidden_for("image", hide))
        if self.text_tab is not None:
            names = hidden_for("text", hide)
            own = getattr(self.text_tab, "hidden_controls", []) if keep_text_own else []
            self.text_tab.hide_controls(names + [n for n in own if n not in names])
        if self.training_tab is not None and hasattr(self.training_tab, "hide_controls"):
            self.training_tab.hide_controls(hidden_for("training", hide))
        hidden_tabs = hidden_for("tabs", hide)
        for i, name in enumerate(TAB_NAMES):
            self.tabs.setTabVisible(i, name not in hidden_tabs)
        toolbar_hidden = hidden_for("window", hide)
        self.toolbar.setVisible("toolbar" not in toolbar_hidden)

    def save_lab_state(self, path: str | os.PathLike) -> Path:
        written = save_state(self.lab_state(), path)
        self._status(f"Saved the lab state to {written}")
        return written

    def open_lab_state(self, path: str | os.PathLike) -> bool:
        """Open a .mlmlab file; a bad one shows a message and changes nothing. Returns success."""
        try:
            state = load_state(path)
            self.apply_lab_state(state)
        except LabStateError as exc:
            self.show_message(f"Cannot open the lab file: {exc}", "error")
            return False
        self.banner.clear()
        self._status(f"Opened {Path(path).name}")
        return True

    def _save_dialog(self, title: str, name: str, file_filter: str, write: Callable[[str], object],
                     verb: str = "write") -> None:
        """Ask where to save, then `write(path)`; a file that cannot be written is a message."""
        path, _ = QFileDialog.getSaveFileName(self, title, name, file_filter)
        if path:
            try:
                write(path)
            except OSError as exc:
                self.show_message(f"Cannot {verb} {path}: {exc.strerror or exc}", "error")

    def _save_state_dialog(self) -> None:
        self._save_dialog("Save the lab state", "lesson" + SUFFIX, f"MLM Lab state (*{SUFFIX})", self.save_lab_state,
                          verb="save")

    def _open_state_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a lab state", "", f"MLM Lab state (*{SUFFIX});;All files (*)")
        if path:
            self.open_lab_state(path)

    def _open_image_dialog(self) -> None:
        self.tabs.setCurrentWidget(self.image_tab)
        self.image_tab._open_dialog()

    # -- export ---------------------------------------------------------------------------
    def grab_view(self):
        """The current tab as a QPixmap (what Export PNG writes)."""
        return self.tabs.currentWidget().grab()

    def export_png(self, path: str | os.PathLike, *, whole_window: bool = False) -> Path:
        pixmap = self.grab() if whole_window else self.grab_view()
        return write_bytes_atomic(path, pixmap_png_bytes(pixmap))

    def export_csv(self, path: str | os.PathLike) -> Path | None:
        tab = self.tabs.currentWidget()
        if not hasattr(tab, "metrics_rows"):
            self.show_message("This tab has no metrics to export.", "info", 6000)
            return None
        header, rows = tab.metrics_rows()
        if not rows:
            reason = tab.metrics_empty_reason() if hasattr(tab, "metrics_empty_reason") else ""
            self.show_message(reason or "There are no metrics to export yet.", "info", 6000)
            return None
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        written = write_text_atomic(path, buf.getvalue())
        self._status(f"Wrote {len(rows)} rows to {written}")
        return written

    def _export_png_dialog(self) -> None:
        def write(path: str) -> None:
            self.export_png(path)
            self._status(f"Saved {path}")

        name = f"mlm-lab-{TAB_NAMES[self.tabs.currentIndex()]}.png"
        self._save_dialog("Export the view as PNG", name, "PNG image (*.png)", write)

    def _export_csv_dialog(self) -> None:
        name = f"mlm-lab-{TAB_NAMES[self.tabs.currentIndex()]}-metrics.csv"
        self._save_dialog("Export metrics as CSV", name, "CSV table (*.csv)", self.export_csv)

    # -- presentation ---------------------------------------------------------------------
    def is_presentation(self) -> bool:
        return self._presentation

    def set_presentation(self, on: bool, *, fullscreen: bool = True) -> None:
        on = bool(on)
        changed = on != self._presentation
        self._presentation = on
        self.act_presentation.blockSignals(True)
        self.act_presentation.setChecked(on)
        self.act_presentation.blockSignals(False)
        self._apply_chrome_style(on)
        self.setPalette(presentation_palette(self._normal_palette) if on else self._normal_palette)
        for tab in self._tabs():
            if hasattr(tab, "set_presentation"):
                tab.set_presentation(on)
        for sc in self._pres_shortcuts:
            sc.setEnabled(on)
        self.menuBar().setVisible(not on)
        if on and fullscreen:
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showNormal()
        if changed:
            self.presentation_changed.emit(on)

    def _apply_chrome_style(self, on: bool) -> None:
        sheets = chrome_stylesheets(self._base_pt, on)
        self.toolbar.setStyleSheet(sheets["toolbar"])
        self.tabs.tabBar().setStyleSheet(sheets["tabbar"])
        self.statusBar().setStyleSheet(sheets["statusbar"])

    def toggle_presentation(self) -> None:
        self.set_presentation(not self._presentation)

    def set_controls_hidden(self, hidden: bool) -> None:
        self._controls_hidden = bool(hidden)
        self.act_hide_controls.blockSignals(True)
        self.act_hide_controls.setChecked(self._controls_hidden)
        self.act_hide_controls.blockSignals(False)
        for tab in self._tabs():
            if hasattr(tab, "set_controls_visible"):
                tab.set_controls_visible(not hidden)
            elif hasattr(tab, "hide_controls"):
                names = hidden_for(TAB_NAMES[self._tab_index(tab)], self._hide)
                tab.hide_controls(names + (["controls"] if hidden else []))

    def _tab_index(self, tab) -> int:
        return self.tabs.indexOf(tab)

    def step_active_slider(self, direction: int) -> None:
        tab = self.tabs.currentWidget()
        slider = tab.active_slider() if hasattr(tab, "active_slider") else None
        if slider is None or not slider.isEnabled():
            return
        step = max(slider.pageStep(), 1) if slider.pageStep() <= 10 else slider.singleStep()
        slider.setValue(slider.value() + direction * step)

    def resample(self) -> None:
        tab = self.tabs.currentWidget()
        if hasattr(tab, "resample"):
            tab.resample()

    def toggle_training(self) -> None:
        if self.training_tab is not None and hasattr(self.training_tab, "toggle_run"):
            self.training_tab.toggle_run()

    # -- readiness (screenshot command, tests) --------------------------------------------
    def is_ready(self) -> bool:
        """Models loaded (or failed) and every tab showing its newest answer."""
        if self._loads_started == 0 or self._awaiting_loads:
            return False
        for tab in self._tabs():
            idle = getattr(tab, "is_idle", None)
            if callable(idle) and not idle():
                return False
        if self.text_tab is not None and not callable(getattr(self.text_tab, "is_idle", None)):
            tab = self.text_tab
            masking = getattr(tab, "masking", None)
            if masking is None and getattr(tab, "model", None) is not None:
                return False  # still starting
            if (getattr(tab, "model", None) is not None and masking is not None and not getattr(masking, "empty", True)
                    and getattr(tab, "prediction", None) is None):
                return False
        if self.image_tab.model() is not None and self.image_tab.result is None:
            return False
        return True

    # -- window life ----------------------------------------------------------------------
    def _initial_state(self, restore: bool) -> LabState:
        if restore:
            raw = self.settings.value("lab_state", "")
            if raw:
                try:
                    state = LabState.from_dict(json.loads(str(raw)))
                    state.hide, state.presentation = [], False
                    return state
                except (ValueError, LabStateError):
                    pass
        return LabState(tab="text")

    def _restore_window(self, restore: bool) -> None:
        geometry = self.settings.value("geometry") if restore else None
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)

    def save_settings(self) -> None:
        try:
            state = self.lab_state()
        except Exception:  # never lose the window over a settings problem
            return
        state.hide, state.presentation = [], False
        if not self._presentation:
            self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("lab_state", json.dumps(state.to_dict()))
        self.settings.sync()

    def training_running(self) -> bool:
        tab = self.training_tab
        return bool(tab is not None and hasattr(tab, "is_running") and tab.is_running())

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.training_running():
            if not self.ask("Stop training?", "A training run is still going. Stop it and close MLM Lab?\n"
                            "The run keeps its last checkpoint and can be resumed later."):
                event.ignore()
                return
        self.save_settings()
        if self.training_tab is not None and hasattr(self.training_tab, "shutdown"):
            self.training_tab.shutdown()
        for tab in (self.text_tab, self.image_tab):
            if tab is not None and hasattr(tab, "shutdown"):
                tab.shutdown()
        self._loader.shutdown()
        event.accept()

    # -- drag and drop onto the window ------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if not files:
            return
        path = Path(files[0])
        if path.suffix == SUFFIX:
            self.open_lab_state(path)
        elif path.is_dir():
            self.load_model(path)
        else:
            self.tabs.setCurrentWidget(self.image_tab)
            self.image_tab.open_file(path)
        event.acceptProposedAction()


def pixmap_png_bytes(pixmap) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def _describe_device() -> str:
    import torch

    text = f"CPU ({os.cpu_count()} cores)"
    if torch.cuda.is_available():
        text += f" (training can use {torch.cuda.get_device_name(0)})"
    return text
