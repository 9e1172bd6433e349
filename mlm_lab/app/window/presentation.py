"""Presentation mode of the main window: large type and a light high-contrast palette on every
tab, full screen, no menu bar, the presentation keys (Left/Right move the current tab's slider,
or a lesson's steps where there is none; Space; R; H; Esc), and controls hidden on request.

`Presentation` is a part of the window (composed, not inherited): it is given the window, the
lab state whose `presentation` flag it keeps, the tabs, the lessons and the chrome it drives,
and touches nothing else. The window's `set_presentation`, `set_controls_hidden`, ... hand over to it.

The type is fitted to the screen it presents on (style.fit_presentation_scale: a 60th of the
screen's height), and fitted again when the window's height changes by more than REFIT_SHARE
(another screen, a screenshot's --size); the narration panel moves beside or below the view
to suit the window's width (Lessons.place_panel) whenever the window is resized.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QFontInfo, QPalette, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QTabWidget, QToolBar

from mlm_lab.app.looks.style import (
    LINES_PER_SCREEN,
    TEXT_SIZES,
    chrome_stylesheets,
    fit_presentation_scale,
    presentation_palette,
    set_text_scale,
    window_stylesheet,
)
from mlm_lab.app.window.screen_fit import fit_to_screen
from mlm_lab.app.window.tab_protocol import TAB_NAMES, LabTab
from mlm_lab.lab import LabState

if TYPE_CHECKING:
    from mlm_lab.app.lessons.menu import Lessons

REFIT_SHARE = 0.05
HIGH_CONTRAST_KEY = "appearance/high_contrast"  # the window's settings remember View > High contrast
TEXT_SIZE_KEY = "appearance/text_size"  # ... and View > Text size (percent)


def apply_chrome_style(window: QMainWindow, toolbar: QToolBar, tabs: QTabWidget, base_pt: float, on: bool) -> None:
    """The toolbar, tab bar and status bar in presentation type (on) or the normal one; the window's
    own sheet: the focus ring, and View > High contrast and Text size (outside presentation mode,
    which has its own contrast and type)."""
    sheets = chrome_stylesheets(base_pt, on)
    part = getattr(window, "presentation", None)
    high_contrast = bool(part is not None and part.high_contrast and not on)
    percent = part.text_size if part is not None and not on else 100
    sheet = window_stylesheet(high_contrast, base_pt * percent / 100 if percent != 100 else None)
    if window.styleSheet() != sheet:
        window.setStyleSheet(sheet)  # visible keyboard focus on every control, in both modes
    toolbar.setStyleSheet(sheets["toolbar"])
    tabs.tabBar().setStyleSheet(sheets["tabbar"])
    window.statusBar().setStyleSheet(sheets["statusbar"])


def add_appearance_actions(w, view_menu: QMenu) -> None:
    """View > High contrast and View > Text size (100 / 125 / 150 / 200 %): the desk's look for low
    vision, remembered in the settings (presentation mode has its own). Sets w.act_high_contrast and
    w.act_text_sizes {percent: action}; they call the window's Presentation when chosen."""
    w.act_high_contrast = QAction(QCoreApplication.translate("MainWindow", "High contrast"), w)
    w.act_high_contrast.setCheckable(True)
    w.act_high_contrast.setToolTip(QCoreApplication.translate(
        "MainWindow", "Black text on white with heavy outlines on every control (remembered)"))
    # triggered, not toggled: a person's choice (or trigger()), never the check mark set to follow the state
    w.act_high_contrast.triggered.connect(lambda on: w.presentation.set_high_contrast(on))
    view_menu.addAction(w.act_high_contrast)
    sizes = view_menu.addMenu(QCoreApplication.translate("MainWindow", "Text size"))
    sizes.setToolTipsVisible(True)
    group = QActionGroup(w)
    group.setExclusive(True)
    w.act_text_sizes = {}
    for percent in TEXT_SIZES:
        act = QAction(f"{percent} %", w)
        act.setCheckable(True)
        act.setChecked(percent == 100)
        act.triggered.connect(lambda on, p=percent: w.presentation.set_text_size(p) if on else None)
        group.addAction(act)
        sizes.addAction(act)
        w.act_text_sizes[percent] = act


class Presentation(QObject):
    changed = Signal(bool)  # presentation mode went on (True) or off

    def __init__(self, window: QMainWindow, state: LabState, tabs: QTabWidget, lab_tabs: Mapping[str, LabTab],
                 lessons: Lessons, *, toolbar: QToolBar, act_presentation: QAction, act_hide_controls: QAction,
                 keys: Sequence[QShortcut], show_message: Callable[[str, str, int], None], base_pt: float,
                 normal_palette: QPalette):
        super().__init__(window)
        self._window, self._state, self._tabs, self._lab_tabs = window, state, tabs, lab_tabs
        self._lessons, self._toolbar = lessons, toolbar
        self._act_presentation, self._act_hide_controls, self._keys = act_presentation, act_hide_controls, keys
        self._show_message, self._base_pt, self._normal_palette = show_message, base_pt, normal_palette
        self.controls_hidden = False  # "Hide controls" (H)
        self.high_contrast = False  # View > High contrast (outside presentation mode)
        self.text_size = 100  # View > Text size, percent (outside presentation mode)
        self.fitted_height = 0  # the window height the presentation type was last fitted to
        self._was_maximized = False  # the window was maximised when presentation mode went full screen
        self._type_lines: int | None = None
        self._refit_timer = QTimer(self)  # a resize comes in bursts: refit once, after this turn of the loop
        self._refit_timer.setSingleShot(True)
        self._refit_timer.setInterval(0)
        self._refit_timer.timeout.connect(self.refit)
        self.restore_appearance()

    def _current(self) -> LabTab:
        return self._lab_tabs[TAB_NAMES[self._tabs.currentIndex()]]

    def is_on(self) -> bool:
        return self._state.presentation

    def set(self, on: bool, *, fullscreen: bool = True) -> None:
        on = bool(on)
        changed = on != self._state.presentation
        self._state.presentation = on
        w = self._window
        if on:
            screen = w.screen()
            self._fit_type(screen.geometry().height() if fullscreen and screen is not None else w.height())
        if self._act_presentation.isChecked() != on:
            self._act_presentation.setChecked(on)  # (its toggled calls back here: nothing left to change)
        set_text_scale(1.0 if on else self.text_size / 100)
        apply_chrome_style(w, self._toolbar, self._tabs, self._base_pt, on)
        w.setPalette(presentation_palette(self._normal_palette) if on or self.high_contrast else self._normal_palette)
        for tab in self._lab_tabs.values():
            tab.set_presentation(on)
        for sc in self._keys:
            sc.setEnabled(on)
        w.menuBar().setVisible(not on)
        if on and fullscreen:
            if not w.isFullScreen():
                self._was_maximized = w.isMaximized()  # Esc gives it back as it was
            w.showFullScreen()
        elif not on and w.isFullScreen():
            self._leave_fullscreen()
        if changed:
            self.changed.emit(on)
        self.refit_soon()

    def _leave_fullscreen(self) -> None:
        """Back to the window it was before: maximised where it was, else a normal one that fits
        the screen it is on now (Qt's remembered normal geometry may be larger: a window sized on
        another screen, or by the first launch on a larger one)."""
        w = self._window
        if self._was_maximized:
            w.showMaximized()
        else:
            w.showNormal()
            fit_to_screen(w)
        self._was_maximized = False

    def toggle(self) -> None:
        self.set(not self._state.presentation)

    # -- View > High contrast, View > Text size (the desk's look; presentation mode has its own) ----
    def set_high_contrast(self, on: bool, *, remember: bool = True) -> None:
        """Black on white with heavy outlines and a dark red highlight, at the desk's type size."""
        changed = bool(on) != self.high_contrast
        self.high_contrast = bool(on)
        self._sync_actions()
        if remember:
            self._remember(HIGH_CONTRAST_KEY, self.high_contrast)
        if changed and not self.is_on():
            self.set(False, fullscreen=False)

    def set_text_size(self, percent: int, *, remember: bool = True) -> None:
        """The desk's text at `percent` % of the system's font (one of TEXT_SIZES)."""
        size = min(TEXT_SIZES, key=lambda p: abs(p - int(percent)))
        changed = size != self.text_size
        self.text_size = size
        self._sync_actions()
        if remember:
            self._remember(TEXT_SIZE_KEY, self.text_size)
        if changed and not self.is_on():
            self.set(False, fullscreen=False)

    def restore_appearance(self) -> None:
        """High contrast and text size as the settings remember them."""
        settings = getattr(self._window, "settings", None)
        if settings is None:
            return
        raw = settings.value(HIGH_CONTRAST_KEY, False)
        on = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1", "yes")
        try:
            percent = int(settings.value(TEXT_SIZE_KEY, 100))
        except (TypeError, ValueError):
            percent = 100
        self.set_high_contrast(on, remember=False)
        self.set_text_size(percent, remember=False)

    def _sync_actions(self) -> None:
        """The View menu's check marks follow (they call back on `triggered` only, which setting a
        check mark does not emit)."""
        w = self._window
        act = getattr(w, "act_high_contrast", None)
        if act is not None:
            act.setChecked(self.high_contrast)
        for percent, act in getattr(w, "act_text_sizes", {}).items():
            act.setChecked(percent == self.text_size)

    def _remember(self, key: str, value) -> None:
        settings = getattr(self._window, "settings", None)
        if settings is not None:
            settings.setValue(key, value)

    def _fit_type(self, height: int) -> None:
        self.fitted_height = max(int(height), 1)
        lines = self._type_lines or LINES_PER_SCREEN
        fit_presentation_scale(round(self.fitted_height * LINES_PER_SCREEN / lines),
                               QFontInfo(QApplication.font()).pixelSize())

    def set_type_lines(self, lines: int | None) -> None:
        """Presentation type at the window's height / `lines` (None: a screen's LINES_PER_SCREEN);
        the handout renders with fewer, bigger lines. Takes effect at the next fit."""
        self._type_lines = lines
        self.fitted_height = 0  # fit again

    # -- fitting the window to its room ------------------------------------------------------
    def refit_soon(self) -> None:
        """After this turn of the event loop (a resize comes in bursts): refit the type and the panel."""
        self._refit_timer.start()

    def refit(self) -> None:
        """Type fitted to the window's height in presentation mode; the narration beside or below."""
        height = self._window.height()
        fitted = self.fitted_height
        if self._state.presentation and abs(height - fitted) > REFIT_SHARE * max(fitted, 1):
            self._fit_type(height)
            apply_chrome_style(self._window, self._toolbar, self._tabs, self._base_pt, True)
            for tab in self._lab_tabs.values():
                tab.set_presentation(True)
            self._lessons.panel.set_presentation(True)
        self._lessons.place_panel()

    # -- keys ---------------------------------------------------------------------------------
    def space_key(self) -> None:
        """Space. With a lesson open it reveals the step's answer, or does nothing; it starts or
        stops the training run only on a step that says so (`start_run`), and says it did. With
        no lesson, in presentation mode, it starts or stops training on the Training tab only."""
        lessons = self._lessons
        if lessons.player.is_open:
            if lessons.space():
                return
            step = lessons.player.step
            if step is not None and step.start_run:
                self._space_toggles_training()
            return
        if self.is_on() and self._current() is self._lab_tabs["training"]:
            self._space_toggles_training()

    def _space_toggles_training(self) -> None:
        tab = self._lab_tabs["training"]
        running = tab.is_running()
        tab.toggle_run()
        if self._current() is not tab:
            self._tabs.setCurrentWidget(tab)
        if running:
            self._show_message(QCoreApplication.translate("MainWindow", "Stopping the training run (Space): it keeps its last checkpoint."), "info", 6000)
        elif tab.is_running():
            self._show_message(QCoreApplication.translate("MainWindow", "Training started (Space). Space again stops it."), "info", 6000)

    def set_controls_hidden(self, hidden: bool) -> None:
        self.controls_hidden = bool(hidden)
        if self._act_hide_controls.isChecked() != self.controls_hidden:
            self._act_hide_controls.setChecked(self.controls_hidden)
        for tab in self._lab_tabs.values():
            tab.set_controls_visible(not hidden)
        self._lessons.set_panel_hidden(self.controls_hidden)

    def step_active_slider(self, direction: int) -> None:
        """Left/Right in presentation mode: to the next multiple of the slider's step (21 -> 25 -> 30)."""
        slider = self._current().active_slider()
        if slider is None or not slider.isEnabled():
            self._lessons.step(direction)  # no slider to move: Left/Right move through a lesson's steps
            return
        step = max(slider.pageStep(), 1) if slider.pageStep() <= 10 else slider.singleStep()
        value = slider.value()
        target = (value // step + 1) * step if direction > 0 else ((value - 1) // step) * step
        slider.setValue(target)
