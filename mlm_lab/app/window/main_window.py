"""The main window: the tabs of `tab_protocol.TAB_SPECS`, the model picker, the lab state.
Its menus and toolbar are built by `chrome.build_chrome`; three parts are composed into it,
each given what it needs: `files` (LabFiles: lab files and drops), `exports` (WindowExports:
PNG, CSV, animation, SVG / PDF, web page) and `presentation` (Presentation: presentation mode,
its keys, hidden controls). The window's own methods of the same names hand over to them.
Its model handling (loading, the picker, the status-bar labels) is a `window_models.WindowModels` it holds.

The window holds the lab's state (`mlm_lab.lab.LabState`); each tab gets its part and
observes it. The window speaks to a tab only through the `LabTab` protocol. It is shown
before torch is imported: models load in `ModelLoader`'s worker thread behind it (a busy
bar in the status bar says so) and are handed to the tabs when they arrive.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.classroom import ClassMenu
from mlm_lab.app.compare.menu import install_compare_action
from mlm_lab.app.lessons.menu import Lessons
from mlm_lab.app.lessons.room_fit import scroll_page
from mlm_lab.app.looks.widgets import Banner
from mlm_lab.app.window.busy import BusyIndicator
from mlm_lab.app.window.chrome import build_chrome
from mlm_lab.app.window.export import WindowExports, pixmap_png_bytes
from mlm_lab.app.window.files import LabFiles
from mlm_lab.app.window.help_menu import install_help_menu
from mlm_lab.app.window.lab_opener import LabFileOpener
from mlm_lab.app.window.model_loader import MODEL_KINDS, ModelLoader
from mlm_lab.app.window.model_picker import ModelPicker
from mlm_lab.app.window.model_sources import BUNDLED
from mlm_lab.app.window.presentation import Presentation, apply_chrome_style
from mlm_lab.app.window.screen_fit import FIRST_SIZE, available_geometry, first_geometry, fit_to_screen
from mlm_lab.app.window.tab_protocol import TAB_NAMES, TAB_SPECS, LabTab
from mlm_lab.app.window.window_models import WindowModels
from mlm_lab.lab import LabState, LabStateError, hidden_for, parse_lab_bytes, unknown_hide_names
from mlm_lab.lab.checks import CheckedState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SETTINGS_ENV = "MLM_LAB_SETTINGS"  # path of an .ini file to use instead of the user's settings
RUNS_ENV = "MLM_LAB_RUNS"
__all__ = ["TAB_NAMES", "MainWindow", "copy_lab_state", "open_settings", "pixmap_png_bytes"]


def open_settings(path: str | os.PathLike | None = None) -> QSettings:
    path = path or os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "mlm-lab", "mlm-lab")


def copy_lab_state(state: LabState) -> LabState:
    """A copy of `state` that shares nothing with it: every part by its own `copy()` (nested
    parts and lists too), every other field deep-copied. A part added to LabState is copied too."""
    def copied(value):
        return value.copy() if isinstance(value, CheckedState) else copy.deepcopy(value)

    return LabState(**{f.name: copied(getattr(state, f.name)) for f in dataclasses.fields(LabState)})


class MainWindow(QMainWindow):
    models_changed = Signal()
    presentation_changed = Signal(bool)

    # the chrome, made by chrome.build_chrome
    act_presentation: QAction
    act_hide_controls: QAction
    act_export_png: QAction
    act_export_csv: QAction
    act_save_state: QAction
    act_open_state: QAction
    act_open_image: QAction
    act_model_folder: QAction
    act_quit: QAction
    act_next_tab: QAction
    act_previous_tab: QAction
    act_user_guide: QAction  # Help > User guide (help_menu.py)
    tab_actions: list[QAction]
    toolbar: QToolBar
    model_combo: ModelPicker
    busy: QProgressBar
    busy_indicator: BusyIndicator  # counts the sources of lasting work that show `busy` (busy.py)
    status_label: QLabel
    device_label: QLabel
    model_label: QLabel
    presentation_keys: list[QShortcut]  # Left/Right, R, H, Esc: enabled in presentation mode
    language_menu: QMenu  # View > Language
    language_actions: dict[str, QAction]

    def __init__(self, *, settings_path: str | os.PathLike | None = None, runs_dir: str | os.PathLike | None = None,
                 models: dict | None = None, restore: bool = True, parent: QWidget | None = None):
        """`models` ({"text": folder|"bundled", "image": ...}) overrides the saved choice;
        `restore=False` starts from defaults instead of the last session's state."""
        from mlm_lab.app.qt import dialogs, gc_guard, wheel_guard

        gc_guard.install()  # Qt objects freed by Python's collector: only on this (the GUI) thread
        wheel_guard.install()  # the wheel scrolls the columns; a spin box or combo takes it only when focused
        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "MLM Lab"))
        self.setAcceptDrops(True)
        self.settings = open_settings(settings_path)
        dialogs.remember_folders(self.settings)  # each file dialog starts in the last one's folder
        self.runs_dir = runs_dir or os.environ.get(RUNS_ENV) or None
        self.state = LabState()  # the tabs observe its parts; the window keeps its tab and models in it
        self._base_pt = QApplication.font().pointSizeF() if QApplication.font().pointSizeF() > 0 else 10.0
        self.model_control = WindowModels(self)  # the models in use, the picker, the status-bar labels
        # tests and the screenshot command answer this instead of a dialog: (title, text) -> yes?
        self.ask: Callable[[str, str], bool] = self._ask_box
        self.last_message = ""
        self.presentation: Presentation | None = None  # made last in _build (it drives the chrome and lessons)
        self._placed = None  # the geometry _restore_window gave; fitted again, frame included, once shown

        self.loader = ModelLoader(self)
        models_ctl = self.model_control
        self.loader.loading.connect(models_ctl.on_loading)
        self.loader.loaded.connect(models_ctl.on_loaded)
        self.loader.failed.connect(models_ctl.on_failed)
        self.loader.device_found.connect(models_ctl.on_device)
        self.loader.busy_changed.connect(models_ctl.on_busy)
        self.opener = LabFileOpener(self)

        self._build()
        apply_chrome_style(self, self.toolbar, self.tabs, self._base_pt, False)
        self._restore_window(restore)
        state = self._initial_state(restore)
        self.apply_lab_state(state, load_models=False)
        wanted = {k: state.models.get(k, BUNDLED) for k in MODEL_KINDS}
        wanted.update({k: str(v) for k, v in (models or {}).items()})
        self.model_control.wanted = dict(wanted)
        self.model_control.keep()
        QTimer.singleShot(0, self, lambda: self._start_loading(wanted))  # from the first event-loop turn:
        # the window is built and shown with no worker importing torch (and holding the GIL) meanwhile

    def _start_loading(self, wanted: dict[str, str]) -> None:
        self.loader.request_sources(wanted)
        self.loader.find_device()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.banner = Banner()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.lab_tabs: dict[str, LabTab] = {}
        for spec in TAB_SPECS:
            tab = spec.make(self, getattr(self.state, spec.key), self.runs_dir)
            scroll_page(tab)  # a window smaller than the tab's content scrolls it (room_fit)
            self.lab_tabs[spec.key] = tab
            self.tabs.addTab(tab, QCoreApplication.translate("Tabs", spec.title))
            self.tabs.setTabToolTip(self.tabs.count() - 1, QCoreApplication.translate("Tabs", spec.tooltip))
            tab.status_message.connect(lambda text, tab=tab: self.model_control.on_tab_status(tab, text))
            tab.error_message.connect(lambda text: self.show_message(text, "error"))
        self.model_tabs = {tab.model_kind: tab for tab in self.lab_tabs.values() if tab.model_kind}
        self.text_tab, self.image_tab, self.training_tab = (self.lab_tabs[k] for k in ("text", "image", "training"))
        self.training_tab.use_model_requested.connect(self.use_model)
        self.training_tab.runs_changed.connect(self.model_control.refresh_combo)
        self.state.tab = TAB_NAMES[self.tabs.currentIndex()]
        self.tabs.currentChanged.connect(self.model_control.on_tab_changed)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 4, 6, 0)
        layout.setSpacing(4)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.exports = WindowExports(self, self.tabs, self.lab_tabs, show_message=self.show_message,
                                     status=self.show_status)
        self.files = LabFiles(self, self.state, self.opener, self.tabs, self.image_tab, banner=self.banner,
                              lab_state=self.lab_state, apply_lab_state=self.apply_lab_state, controls=self.controls,
                              show_message=self.show_message, status=self.show_status, load_model=self.load_model,
                              open_lesson=self._open_lesson)
        build_chrome(self, exports=self.exports, files=self.files)
        for key, tab in self.lab_tabs.items():  # a tab's lasting work (a reconstruction) shows the busy bar too
            if hasattr(tab, "busy_changed"):
                tab.busy_changed.connect(lambda on, text, key=key: self.busy_indicator.set_busy(key, on, text))
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # a file name's tags are shown, never rendered
        install_compare_action(self)  # View > Compare side by side… (the Text and Image tabs' split)
        self.lessons = Lessons(self)  # the Lessons menu, the narration panel, their keys
        self.classroom = ClassMenu(self)  # File > Host a class… / Join a class… (mlm_lab/app/classroom)
        install_help_menu(self)  # Help > User guide: the built documentation site (help_menu.py), the last menu
        self.presentation = Presentation(
            self, self.state, self.tabs, self.lab_tabs, self.lessons, toolbar=self.toolbar,
            act_presentation=self.act_presentation, act_hide_controls=self.act_hide_controls,
            keys=self.presentation_keys, show_message=self.show_message, base_pt=self._base_pt,
            normal_palette=self.palette())
        self.presentation.changed.connect(self.presentation_changed)
        self.model_control.refresh_combo()

    def _open_lesson(self, path: Path) -> None:
        self.lessons.open(path)

    def current_tab(self) -> LabTab:
        return self.lab_tabs[TAB_NAMES[self.tabs.currentIndex()]]

    # -- models (window_models.WindowModels) ----------------------------------------------
    def load_model(self, source: str | os.PathLike) -> None:
        """Use the model(s) of `source` ("bundled", a model folder or a run folder)."""
        self.model_control.load(source)

    def use_model(self, source: str) -> None:
        """From the Training tab's "Use this model": a run folder or checkpoint."""
        self.model_control.load(source)

    def text_model(self):
        return self.text_tab.model

    def model_sources(self) -> dict[str, str]:
        return dict(self.model_control.sources)

    # -- messages -------------------------------------------------------------------------
    def show_message(self, text: str, level: str = "error", timeout_ms: int = 0) -> None:
        """Say something in the window (inline banner; nothing else changes). One line: a newline
        or another control character (from a file name, say) is shown escaped, never acted on."""
        from mlm_lab.imaging import shown_message

        text = shown_message(text.strip(), limit=600) if text else ""  # long names cut, never the reason
        self.last_message = text
        self.banner.show_message(text, level, timeout_ms)
        self.show_status(text)

    def show_status(self, text: str) -> None:
        self.status_label.setText(text)

    def _ask_box(self, title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a lesson or file name is shown as typed
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    # -- lab state ------------------------------------------------------------------------
    def lab_state(self) -> LabState:
        """A copy of the lab's state as it is now (what Save writes): the tabs' parts, the tab in
        front and the models in use are all kept in `self.state`, so this is one whole copy."""
        return copy_lab_state(self.state)

    def apply_lab_state(self, state: LabState, *, prepared=None, load_models: bool = True) -> list[str]:
        """Show `state` (checked, its resources resolved: `prepared` is lab.resources.Resolved or
        None). Returns the hide names that hide nothing."""
        for key, tab in self.lab_tabs.items():
            tab.apply_state(getattr(state, key), prepared)
        self.state.extra = dict(state.extra)
        unknown = self.set_hidden_controls(state.hide)
        self.tabs.setCurrentIndex(self._visible_tab(state.tab))
        if state.presentation != self.state.presentation:
            self.set_presentation(state.presentation)
        if load_models:
            changed = {k: v for k, v in state.models.items() if v != self.model_control.sources.get(k)}
            self.model_control.wanted.update(changed)
            self.model_control.keep()
            if changed:
                self.loader.request_sources(changed)
        return unknown

    def _visible_tab(self, key: str) -> int:
        index = TAB_NAMES.index(key)
        if self.tabs.isTabVisible(index):
            return index
        return next(i for i in range(self.tabs.count()) if self.tabs.isTabVisible(i))

    def set_hidden_controls(self, hide: list[str]) -> list[str]:
        """Hide the named controls ("image.seed", "text.strategy", "tabs.training", "window.toolbar")
        for a lesson; returns the names that hide nothing."""
        self.state.hide = list(hide)
        for key, tab in self.lab_tabs.items():
            tab.hide_controls(hidden_for(key, hide))
        hidden_tabs = hidden_for("tabs", hide)
        for i, name in enumerate(TAB_NAMES):
            self.tabs.setTabVisible(i, name not in hidden_tabs)
        self.toolbar.setVisible("toolbar" not in hidden_for("window", hide))
        return unknown_hide_names(hide, self.controls())

    def controls(self) -> dict[str, tuple[str, ...]]:
        return {key: tuple(tab.control_names) for key, tab in self.lab_tabs.items()}

    # -- the window's API, handed over to its parts (lessons, exports, the CLI, scripts) -----
    def save_lab_state(self, path: str | os.PathLike) -> Path:
        return self.files.save(path)

    def open_lab_state(self, path: str | os.PathLike) -> bool:
        """See LabFiles.open: False when refused at once, True when applied (now or once read)."""
        return self.files.open(path)

    def grab_view(self):
        return self.exports.grab_view()

    def export_png(self, path: str | os.PathLike, *, whole_window: bool = False) -> Path:
        return self.exports.png(path, whole_window=whole_window)

    def export_csv(self, path: str | os.PathLike) -> Path | None:
        return self.exports.csv(path)

    def export_animation(self, sweep, path: str, *, fps: float = 8, size=(960, 540)) -> bool:
        return self.exports.start_animation(sweep, path, fps=fps, size=size)

    def export_vector(self, path: str | os.PathLike, widget=None) -> Path | None:
        return self.exports.vector(path, widget)

    def export_web_page(self, path: str | os.PathLike) -> bool:
        return self.exports.start_web_page(path)

    def is_presentation(self) -> bool:
        return self.state.presentation

    def set_presentation(self, on: bool, *, fullscreen: bool = True) -> None:
        self.presentation.set(on, fullscreen=fullscreen)

    def set_type_lines(self, lines: int | None) -> None:
        self.presentation.set_type_lines(lines)

    def refit(self) -> None:
        self.presentation.refit()

    def set_controls_hidden(self, hidden: bool) -> None:
        self.presentation.set_controls_hidden(hidden)

    def space_key(self) -> None:
        self.presentation.space_key()

    def step_active_slider(self, direction: int) -> None:
        self.presentation.step_active_slider(direction)

    def resample(self) -> None:
        """R in presentation mode: the tab in front draws again."""
        self.current_tab().resample()

    def show_tab(self, index: int) -> None:
        """Ctrl+1..N: that main tab (a tab a lesson hides stays hidden)."""
        if 0 <= index < self.tabs.count() and self.tabs.isTabVisible(index):
            self.tabs.setCurrentIndex(index)

    def cycle_tab(self, direction: int) -> None:
        """Ctrl+Tab / Ctrl+Shift+Tab: the next / previous visible main tab, wrapping around."""
        n = self.tabs.count()
        i = self.tabs.currentIndex()
        for _ in range(n):
            i = (i + direction) % n
            if self.tabs.isTabVisible(i):
                self.tabs.setCurrentIndex(i)
                return

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.presentation is not None:  # (None while the window is being built)
            self.presentation.refit_soon()

    def dragEnterEvent(self, event) -> None:
        self.files.drag_enter(event)

    def dropEvent(self, event) -> None:
        self.files.drop(event)

    # -- readiness (screenshot command, tests) --------------------------------------------
    def is_ready(self) -> bool:
        """Models loaded (or failed), no lab file half-read, and every tab showing its newest answer."""
        if self.loader.started == 0 or self.loader.pending() or self.opener.pending():
            return False
        return not any(tab.is_busy() for tab in self.lab_tabs.values())

    # -- window life ----------------------------------------------------------------------
    def _initial_state(self, restore: bool) -> LabState:
        if restore:
            raw = self.settings.value("lab_state", "")
            if raw:
                try:
                    state = parse_lab_bytes(str(raw).encode("utf-8"), "the saved lab state")
                    state.hide, state.presentation = [], False
                    return state
                except LabStateError:  # last session's state no longer fits: start fresh
                    pass
        return LabState()

    def _restore_window(self, restore: bool) -> None:
        """The geometry the settings remember, fitted to the screen the window opens on now (a
        smaller one than last time: a projector); a first launch gets screen_fit.first_geometry."""
        geometry = self.settings.value("geometry") if restore else None
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry):
            fit_to_screen(self)
        else:
            available = available_geometry(self)
            if available is None:
                self.resize(FIRST_SIZE)
            else:
                self.setGeometry(first_geometry(available))
        self._placed = self.geometry()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._placed is not None:  # the frame is known once shown: the whole window, frame too, on the screen
            placed, self._placed = self._placed, None
            QTimer.singleShot(0, self, lambda: self._fit_placed(placed))

    def _fit_placed(self, placed) -> None:
        if self.geometry() == placed:  # unless the caller sized it since: a test, a screenshot's --size
            fit_to_screen(self)

    def save_settings(self) -> None:
        state = self.lab_state()
        state.hide, state.presentation = [], False
        if not self.state.presentation:
            self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("lab_state", json.dumps(state.to_dict()))
        self.settings.sync()

    def training_running(self) -> bool:
        return self.training_tab.is_running() or self.training_tab.study_running()

    def closeEvent(self, event) -> None:
        if self.training_running():
            if not self.ask(translate("MainWindow", "Stop training?"),
                            translate("MainWindow", "A training run is still going. Stop it and close MLM Lab?\n"
                                      "The run keeps its last checkpoint and can be resumed later.")):
                event.ignore()
                return
        if not self.lessons.may_close():
            event.ignore()
            return
        self.classroom.may_close()
        self.save_settings()
        for tab in self.lab_tabs.values():
            tab.shutdown()
        self.loader.shutdown()
        self.opener.shutdown()
        event.accept()
