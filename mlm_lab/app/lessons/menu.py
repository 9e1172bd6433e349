"""Lessons in the main window: the narration panel as a dock, the File menu's "Open lesson…",
the Lessons menu (the bundled lessons, new / export / close), the presentation keys, and
the host side of the LessonPlayer. `Lessons(window)` installs it all; the window calls
`step(direction)`, `space()`, `set_panel_hidden(hidden)`, `open(path)` and `may_close()`
from its own handlers, and nothing else.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget

from mlm_lab.app.i18n.languages import plural
from mlm_lab.app.lessons.exercise import export_progress_dialog
from mlm_lab.app.lessons.panel import LessonPanel
from mlm_lab.app.lessons.player import LessonPlayer
from mlm_lab.app.qt import dialogs
from mlm_lab.lab.lesson import SUFFIX, bundled_lessons

FOCUS_POLL_MS = 100  # while a step's answers arrive, its focus is scrolled into sight again
FOCUS_TICKS = 300  # at most 30 s of that
PRESENTATION_DOCK_SHARE = 0.26  # of the window's width, for the narration beside the view in presentation mode
SIDE_WIDTH = (300, 600)  # px: the narration beside the view is this wide at least / at most
NARROW_SIDE = 220  # px: the narrowest it gets in presentation mode, where the page would scroll sideways
VIEW_BESIDE = 700  # px the view keeps when the narration is beside it; a narrower window puts it below,
DESK_VIEW_BESIDE = 900
SHORT = 700  # unless it is shorter than this (a 1920x1080 screen at 200 %): below would take the view's height
BELOW_SHARE = 0.3  # of the window's height, for the narration below the view
BELOW_HEIGHT = (150, 420)
BELOW_MOST = 0.45  # of the window's height: the most the panel below takes, for an exercise to show whole


PAPER_KEY = "lessons/handout_paper"  # the paper the last handout was exported on
PAPER_FILTERS = {"a4": QT_TRANSLATE_NOOP("Lessons", "PDF on A4 paper (*.pdf)"),
                 "letter": QT_TRANSLATE_NOOP("Lessons", "PDF on US Letter paper (*.pdf)")}


def default_paper() -> str:
    """US Letter where the locale measures in US units or is Canada's, else A4."""
    from PySide6.QtCore import QLocale

    locale = QLocale()
    us = locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if us or locale.territory() == QLocale.Country.Canada else "a4"


def bundled_menu_entries() -> list[tuple[str, Path]]:
    """(title, path) of each bundled lesson, for the menu and the start page (titles read cheaply;
    the file is checked in full when it is opened)."""
    from mlm_lab.app.i18n import languages
    from mlm_lab.lab.lesson_translation import translated_title

    out = []
    for path in bundled_lessons():
        title = translated_title(path, languages.current())  # in the window's language where the lesson has it
        if title is None:
            try:
                title = json.loads(path.read_text(encoding="utf-8-sig")).get("title") or path.stem
            except (OSError, ValueError, AttributeError):
                title = path.stem
        out.append((str(title), path))
    return out


class WindowHost:
    """What the LessonPlayer needs of the main window (see lesson_player's docstring)."""

    def __init__(self, window):
        self.window = window

    def controls(self) -> dict[str, tuple[str, ...]]:
        return self.window.controls()

    def lab_state(self):
        return self.window.lab_state()

    def apply_lab_state(self, state) -> None:
        self.window.apply_lab_state(state)

    def is_presentation(self) -> bool:
        return self.window.is_presentation()

    def set_answer_hidden(self, hidden: bool) -> None:
        for tab in self.window.lab_tabs.values():
            tab.set_answer_hidden(hidden)

    def show_message(self, text: str, level: str = "error", timeout_ms: int = 0) -> None:
        self.window.show_message(text, level, timeout_ms)

    def ask(self, title: str, text: str) -> bool:
        return self.window.ask(title, text)


class Lessons(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.player = LessonPlayer(WindowHost(window), self)
        self.panel = LessonPanel(self.player)
        self.dock = QDockWidget(self.tr("Lesson"), window)
        self.dock.setObjectName("lessonDock")
        self.dock.setWidget(self.panel)
        # not closable by its own button: the Lessons menu and H show and hide it
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self._panel_hidden = False  # by H / Hide controls
        self._shown_lesson = None  # the lesson the panel was last opened for
        self._build_actions()
        self._focus_timer = QTimer(self)
        self._focus_timer.setInterval(FOCUS_POLL_MS)
        self._focus_timer.timeout.connect(self._focus_tick)
        self._focus_ticks = self._ready_ticks = 0
        self._focus_index = None
        self.player.changed.connect(self._on_changed)
        window.presentation_changed.connect(self._on_presentation)
        self._on_presentation(window.is_presentation())
        self._on_changed()

    # -- menus ------------------------------------------------------------------------------
    def _build_actions(self) -> None:
        w = self.window
        self.act_open = QAction(self.tr("Open lesson…"), w)
        self.act_open.setToolTip(self.tr("Open a lesson (.mlmlesson): a sequence of prepared views with narration"))
        self.act_open.triggered.connect(self.open_dialog)
        file_menu = w.menuBar().actions()[0].menu()
        anchor = getattr(w, "act_save_state", None)
        file_menu.insertAction(self._after(file_menu, anchor), self.act_open)

        menu = self.menu = w.menuBar().addMenu(self.tr("&Lessons"))
        self.bundled_actions = []
        for title, path in bundled_menu_entries():
            act = menu.addAction(title)
            act.triggered.connect(lambda _checked=False, p=path: self.open(p))
            self.bundled_actions.append(act)
        menu.addSeparator()
        menu.addAction(self.act_open)
        self.act_new = menu.addAction(self.tr("New lesson from this view"))
        self.act_new.triggered.connect(self.new_lesson)
        self.act_add = menu.addAction(self.tr("Add this view as a step"))
        self.act_add.triggered.connect(self._add_view)
        self.act_edit = menu.addAction(self.tr("Edit lesson"))
        self.act_edit.setCheckable(True)
        self.act_edit.setToolTip(self.tr("The lesson's steps and the buttons that edit them, under the narration"))
        self.act_edit.toggled.connect(self.panel.set_editing)
        self.panel.edit_button.toggled.connect(self.act_edit.setChecked)
        self.act_pdf = menu.addAction(self.tr("Export handout (PDF)…"))
        self.act_pdf.triggered.connect(self.export_dialog)
        self.act_key = menu.addAction(self.tr("Export teacher's handout, with answers (PDF)…"))
        self.act_key.setToolTip(self.tr("The handout with each exercise's answer on its page (the students' copy has none)"))
        self.act_key.triggered.connect(lambda: self.export_dialog(answers=True))
        self.act_progress = menu.addAction(self.tr("Export progress…"))
        self.act_progress.setToolTip(self.tr("The students' answers and scores on this computer, as CSV or JSON"))
        self.act_progress.triggered.connect(lambda: export_progress_dialog(self.window))
        self.act_panel = menu.addAction(self.tr("Show the narration panel"))
        self.act_panel.setCheckable(True)
        self.act_panel.toggled.connect(self._toggle_panel)
        self.act_close = menu.addAction(self.tr("Close lesson"))
        self.act_close.triggered.connect(self.player.close)
        menu.addSeparator()
        # the lesson's keys, whenever a lesson is open (window actions: they work with the menu bar hidden)
        self.act_reveal = self._key_action(menu, self.tr("Reveal the answer"), Qt.Key.Key_Space, w.space_key,
                                           self.tr("Show the step's hidden answer (Space); nothing else"))
        self.act_next = self._key_action(menu, self.tr("Next step"), Qt.Key.Key_PageDown, self.player.next,
                                         self.tr("The next step (Page Down; Right in presentation mode)"))
        self.act_back = self._key_action(menu, self.tr("Previous step"), Qt.Key.Key_PageUp, self.player.back,
                                         self.tr("The previous step (Page Up; Left in presentation mode)"))
        self._keys = [self.act_reveal, self.act_next, self.act_back]

    def _key_action(self, menu, text: str, key, slot, tooltip: str) -> QAction:
        act = QAction(text, self.window)
        act.setShortcut(QKeySequence(key))
        act.setToolTip(tooltip)
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        self.window.addAction(act)
        return act

    @staticmethod
    def _after(menu, action):
        """The action after `action` in `menu` (None: the end), to insert below it."""
        actions = menu.actions()
        if action in actions:
            i = actions.index(action)
            return actions[i + 1] if i + 1 < len(actions) else None
        return None

    # -- what the window calls ----------------------------------------------------------------
    def open(self, path: str | os.PathLike) -> bool:
        return self.player.open(path)

    def step(self, direction: int) -> bool:
        """Left/Right in presentation mode when no slider takes them: back / next."""
        if not self.player.is_open:
            return False
        return self.player.next() if direction > 0 else self.player.back()

    def space(self) -> bool:
        """Space: reveal the step's answer; False when there is nothing to reveal."""
        return self.player.reveal()

    def set_panel_hidden(self, hidden: bool) -> None:
        """H (Hide controls) hides the narration panel with the controls."""
        self._panel_hidden = bool(hidden)
        self._show_dock()

    def may_close(self) -> bool:
        """Before the window closes: unsaved edits are asked about."""
        return self.player.close() if self.player.dirty else True

    # -- dialogs ------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        path, _ = dialogs.open_file(self.window, self.tr("Open a lesson"), "",
                                     self.tr("MLM Lab lesson (*%1);;All files (*)").replace("%1", SUFFIX))
        if path:
            self.open(path)

    def new_lesson(self) -> None:
        self.player.new_lesson()
        self.act_panel.setChecked(True)
        self.panel.set_editing(True)  # a new lesson is made in the editor

    def _add_view(self) -> None:
        self.player.add_current_view()
        self.act_panel.setChecked(True)
        self.panel.set_editing(True)

    def export_dialog(self, answers: bool = False) -> None:
        """Where to write the handout, and on which paper (the file dialog's two PDF types: A4 or US
        Letter; the last one chosen, else the one the locale uses, comes first)."""
        if not self.player.is_open:
            self.window.show_message(self.tr("Open a lesson first: the handout has one page per step."), "info", 6000)
            return
        name = (self.player.title() or "lesson").replace("/", "-") + (self.tr(" (answers)") + ".pdf" if answers else ".pdf")
        paper = str(self.window.settings.value(PAPER_KEY, "") or default_paper())
        paper = paper if paper in PAPER_FILTERS else "a4"
        filters = {key: self.tr(text) for key, text in PAPER_FILTERS.items()}
        path, chosen = dialogs.save_file(self.window, self.tr("Export the lesson as a PDF handout"), name,
                                         ";;".join(filters.values()), filters[paper])
        if path:
            paper = next((key for key, text in filters.items() if text == chosen), paper)
            self.window.settings.setValue(PAPER_KEY, paper)
            self.export_pdf(path, answers=answers, paper=paper)

    def export_pdf(self, path: str | os.PathLike, *, answers: bool = False, paper: str = "a4"):
        """Render every step (answers revealed) and write the handout on `paper` ("a4" or "letter";
        `answers`: the teacher's copy, with the exercises' key); returns the exporter. A lesson with
        steps that train is rendered in a private window whose plots say "Run it in class"
        (handout.ClassroomHandout), as the CLI's handout is; others in this window."""
        from mlm_lab.app.lessons.handout import ClassroomHandout, HandoutExporter, lesson_trains

        if lesson_trains(self.player.lesson):
            size = (self.window.width(), self.window.height())
            exporter = ClassroomHandout(self.player.lesson, self.player.path, size, self,
                                        window_class=type(self.window), paper=paper,
                                        answers=answers)
        else:
            exporter = HandoutExporter(self.window, self.player, self, answers=answers, paper=paper)
        exporter.finished.connect(lambda written: self.window.show_message(
            plural(self.tr("Wrote the handout %1 (%n page(s))", "", self.player.count), self.player.count).replace(
                "%1", str(written)),
            "info", 8000))
        exporter.failed.connect(lambda message: self.window.show_message(message, "error"))
        exporter.start(path)
        return exporter

    # -- keeping the window in step -----------------------------------------------------------
    def _on_changed(self) -> None:
        is_open = self.player.is_open
        for act in (self.act_pdf, self.act_key, self.act_close, self.act_edit):
            act.setEnabled(is_open)
        if self.player.lesson is not self._shown_lesson:  # a lesson opened (or closed): show its panel once
            self._shown_lesson = self.player.lesson
            self.act_panel.setChecked(is_open)  # closed: no empty panel left behind
        title = self.player.title()
        self.dock.setWindowTitle(self.tr("Lesson: %1").replace("%1", title) if title else self.tr("Lesson"))
        self._update_keys()
        key = (id(self.player.lesson), self.player.index) if is_open else None
        if key != self._focus_index:  # a new step: scroll what it talks about into sight as it arrives
            self._focus_index = key
            self.show_focus()
            for delay in (0, 200):  # once the exercise box shows the step's, and once its words have wrapped
                QTimer.singleShot(delay, self._grow_for_exercise)

    def show_focus(self) -> None:
        """Scroll the step's focus into sight now, and again while the window's answers arrive."""
        step = self.player.step
        if step is None or not step.focus:
            self._focus_timer.stop()
            return
        self._focus_ticks = 0
        self._ready_ticks = 0
        self._focus_timer.start()

    def _focus_tick(self) -> None:
        from mlm_lab.app.lessons.room_fit import show_focus

        step = self.player.step
        self._focus_ticks += 1
        if step is None or not step.focus or self._focus_ticks > FOCUS_TICKS:
            self._focus_timer.stop()
            return
        ready = self.window.is_ready()
        show_focus(self.window, step.focus)
        self._ready_ticks += int(ready)
        if self._ready_ticks >= 5:  # a few more after the answers are in: their layout may move it
            self._focus_timer.stop()

    def _toggle_panel(self, on: bool) -> None:
        self._show_dock()

    def _show_dock(self) -> None:
        show = self.act_panel.isChecked() and not self._panel_hidden
        self.dock.setVisible(show)
        if show:
            self.place_panel(force=True)

    def _on_presentation(self, on: bool) -> None:
        self.panel.set_presentation(on)
        # the panel names the lesson itself; the dock's small title bar goes in front of the room
        self.dock.setTitleBarWidget(QWidget() if on else None)
        self.place_panel(force=True)
        self._update_keys()

    def place_panel(self, *, force: bool = False) -> None:
        """The narration beside the view where the window is wide enough (the view keeps
        VIEW_BESIDE px) or too short for it below, else below it, laid out in a row; sized to
        the window."""
        w = self.window
        presenting = w.is_presentation()
        share = PRESENTATION_DOCK_SHARE if presenting else 0.22
        side = int(min(max(w.width() * share, SIDE_WIDTH[0]), SIDE_WIDTH[1]))
        keep = VIEW_BESIDE if presenting else DESK_VIEW_BESIDE  # at the desk the controls take more of the view
        beside = w.width() - side >= keep or (w.height() < SHORT and w.width() - side >= VIEW_BESIDE * 0.6)
        need = self._page_needs()
        if beside and presenting and need and w.width() - side < need:
            # the tab's page would scroll sideways beside a narration this wide (1024x768 on a real
            # screen: 51 px, the controls' column cut): the narration gives way down to NARROW_SIDE
            side = max(NARROW_SIDE, w.width() - need)
        area = Qt.DockWidgetArea.RightDockWidgetArea if beside else Qt.DockWidgetArea.BottomDockWidgetArea
        moved = w.dockWidgetArea(self.dock) != area
        if moved:
            w.addDockWidget(area, self.dock)
        self.panel.set_beside(beside)
        if (moved or force or presenting) and self.dock.isVisible():
            if beside:
                w.resizeDocks([self.dock], [side], Qt.Orientation.Horizontal)
            else:
                w.resizeDocks([self.dock], [self._below_height()], Qt.Orientation.Vertical)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable if beside
                              else QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        if moved or force:
            self.show_focus()

    def _page_needs(self) -> int:
        """The width the current tab's page needs without scrolling sideways (0: no such page)."""
        from mlm_lab.app.lessons.room_fit import page_area

        area = page_area(self.window.tabs.currentWidget())
        if area is None or area.widget() is None:
            return 0
        frame = 2 * area.frameWidth() + area.verticalScrollBar().sizeHint().width()
        separator = self.window.style().pixelMetric(self.window.style().PixelMetric.PM_DockWidgetSeparatorExtent)
        return area.widget().minimumSizeHint().width() + frame + separator + 8

    def _below_height(self) -> int:
        """The panel's height below the view: BELOW_SHARE of the window, or what the step's exercise
        needs to show whole (its choices, its answer box and Check), at most BELOW_MOST of it."""
        w = self.window
        share = int(min(max(w.height() * BELOW_SHARE, BELOW_HEIGHT[0]), BELOW_HEIGHT[1]))
        return int(min(max(share, self._exercise_needs()), w.height() * BELOW_MOST))

    def _exercise_needs(self) -> int:
        """The dock's height that shows the step's exercise whole (0 on a step without one)."""
        box = self.panel.exercise
        if not box.isVisibleTo(self.panel):
            return 0
        title = self.dock.height() - self.panel.height() if self.dock.isVisible() else 0
        margins = self.panel.contentsMargins()
        # two lines to spare: the choices' height is measured at the box's width now, and wraps anew at its next
        return box.sizeHint().height() + max(title, 0) + margins.top() + margins.bottom() + 8 + \
            2 * box.fontMetrics().lineSpacing()

    def _grow_for_exercise(self) -> None:
        """A new step at the desk, the panel below the view: taller if its exercise would be cut
        (never shorter: a height the teacher dragged to stays)."""
        w = self.window
        if w.is_presentation() or not self.dock.isVisible() or self.panel.is_beside():
            return
        need = min(self._exercise_needs(), int(w.height() * BELOW_MOST))
        if need > self.dock.height():
            w.resizeDocks([self.dock], [need], Qt.Orientation.Vertical)

    def _update_keys(self) -> None:
        """The lesson's keys work whenever a lesson is open, at the desk too; Space also in
        presentation mode without a lesson (the Training tab's start/stop)."""
        is_open = self.player.is_open
        self.act_next.setEnabled(is_open and self.player.index < self.player.count - 1)
        self.act_back.setEnabled(is_open and self.player.index > 0)
        self.act_reveal.setEnabled(is_open or self.window.is_presentation())
