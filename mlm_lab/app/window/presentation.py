"""Presentation mode of the main window: large type and a light high-contrast palette on every
tab, full screen, no menu bar, the presentation keys (Left/Right move the current tab's slider,
or a lesson's steps where there is none), and controls hidden on request. A mixin of `MainWindow`.

The type is fitted to the screen it presents on (style.fit_presentation_scale: a 60th of the
screen's height), and fitted again when the window's height changes by more than REFIT_SHARE
(another screen, a screenshot's --size); the narration panel moves beside or below the view
to suit the window's width (Lessons.place_panel) whenever the window is resized.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from mlm_lab.app.style import (
    FOCUS_STYLE,
    LINES_PER_SCREEN,
    chrome_stylesheets,
    fit_presentation_scale,
    presentation_palette,
)

REFIT_SHARE = 0.05


class PresentationMixin:
    def is_presentation(self) -> bool:
        return self.state.presentation

    def set_presentation(self, on: bool, *, fullscreen: bool = True) -> None:
        on = bool(on)
        changed = on != self.state.presentation
        self.state.presentation = on
        if on:
            screen = self.screen()
            self._fit_type(screen.geometry().height() if fullscreen and screen is not None else self.height())
        if self.act_presentation.isChecked() != on:
            self.act_presentation.setChecked(on)  # (its toggled calls back here: nothing left to change)
        self._apply_chrome_style(on)
        self.setPalette(presentation_palette(self._normal_palette) if on else self._normal_palette)
        for tab in self.lab_tabs.values():
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
        self._refit_soon()

    def _fit_type(self, height: int) -> None:
        self._fitted_height = max(int(height), 1)
        lines = getattr(self, "_type_lines", None) or LINES_PER_SCREEN
        fit_presentation_scale(round(self._fitted_height * LINES_PER_SCREEN / lines),
                               QFontInfo(QApplication.font()).pixelSize())

    def set_type_lines(self, lines: int | None) -> None:
        """Presentation type at the window's height / `lines` (None: a screen's LINES_PER_SCREEN);
        the handout renders with fewer, bigger lines. Takes effect at the next fit."""
        self._type_lines = lines
        self._fitted_height = 0  # fit again

    # -- fitting the window to its room ------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._refit_soon()

    def _refit_soon(self) -> None:
        """After this turn of the event loop (a resize comes in bursts): refit the type and the panel."""
        timer = getattr(self, "_refit_timer", None)
        if timer is None:
            timer = self._refit_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(0)
            timer.timeout.connect(self.refit)
        timer.start()

    def refit(self) -> None:
        """Type fitted to the window's height in presentation mode; the narration beside or below."""
        if not hasattr(self, "lessons"):
            return  # still being built
        fitted = getattr(self, "_fitted_height", 0)
        if self.state.presentation and abs(self.height() - fitted) > REFIT_SHARE * max(fitted, 1):
            self._fit_type(self.height())
            self._apply_chrome_style(True)
            for tab in self.lab_tabs.values():
                tab.set_presentation(True)
            self.lessons.panel.set_presentation(True)
        self.lessons.place_panel()

    def _apply_chrome_style(self, on: bool) -> None:
        sheets = chrome_stylesheets(self._base_pt, on)
        if self.styleSheet() != FOCUS_STYLE:
            self.setStyleSheet(FOCUS_STYLE)  # visible keyboard focus on every control, in both modes
        self.toolbar.setStyleSheet(sheets["toolbar"])
        self.tabs.tabBar().setStyleSheet(sheets["tabbar"])
        self.statusBar().setStyleSheet(sheets["statusbar"])

    def toggle_presentation(self) -> None:
        self.set_presentation(not self.state.presentation)

    # -- keys that work everywhere ---------------------------------------------------------
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

    def space_key(self) -> None:
        """Space. With a lesson open it reveals the step's answer, or does nothing; it starts or
        stops the training run only on a step that says so (`start_run`), and says it did. With
        no lesson, in presentation mode, it starts or stops training on the Training tab only."""
        lessons = self.lessons
        if lessons.player.is_open:
            if lessons.space():
                return
            step = lessons.player.step
            if step is not None and step.start_run:
                self._space_toggles_training()
            return
        if self.is_presentation() and self._current() is self.training_tab:
            self._space_toggles_training()

    def _space_toggles_training(self) -> None:
        tab = self.training_tab
        running = tab.is_running()
        tab.toggle_run()
        if self._current() is not tab:
            self.tabs.setCurrentWidget(tab)
        if running:
            self.show_message("Stopping the training run (Space): it keeps its last checkpoint.", "info", 6000)
        elif tab.is_running():
            self.show_message("Training started (Space). Space again stops it.", "info", 6000)

    def set_controls_hidden(self, hidden: bool) -> None:
        self._controls_hidden = bool(hidden)
        if self.act_hide_controls.isChecked() != self._controls_hidden:
            self.act_hide_controls.setChecked(self._controls_hidden)
        for tab in self.lab_tabs.values():
            tab.set_controls_visible(not hidden)
        self.lessons.set_panel_hidden(self._controls_hidden)

    def step_active_slider(self, direction: int) -> None:
        """Left/Right in presentation mode: to the next multiple of the slider's step (21 -> 25 -> 30)."""
        slider = self._current().active_slider()
        if slider is None or not slider.isEnabled():
            self.lessons.step(direction)  # no slider to move: Left/Right move through a lesson's steps
            return
        step = max(slider.pageStep(), 1) if slider.pageStep() <= 10 else slider.singleStep()
        value = slider.value()
        target = (value // step + 1) * step if direction > 0 else ((value - 1) // step) * step
        slider.setValue(target)
