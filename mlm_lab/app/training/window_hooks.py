"""The Training tab's side of the window's protocol (window/tab_protocol.py `LabTab`):
export its metrics, presentation mode, a lesson's hidden controls and the no-op hooks.

`TrainingTab` (tab.py) builds on `TrainingWindowHooks`, which relies on the widgets and
fields it makes: run, runs_box, the plots, the control columns, study_page, _named.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

from mlm_lab.app.style import pane_stylesheet, presentation_scale
from mlm_lab.app.training.bridge import metrics_table, read_run_metrics
from mlm_lab.app.widgets import fit_scroll_width
from mlm_lab.lab.training import TrainingState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

PRESENTING_MIN_COLUMN = 240  # px: the narrowest a control column gets in presentation mode
CONTROL_NAMES = TrainingState.CONTROLS  # declared with the state (mlm_lab/lab/training.py)


class TrainingWindowHooks(QWidget):
    """Export, presentation and lesson hooks of the Training tab (see tab.py)."""

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The metrics of the run in view (the live or last run, else the selected one)."""
        path = self.run.run_dir
        if path is None:
            info = self.selected_run()
            path = info.path if info else None
        try:
            records = read_run_metrics(path) if path is not None else []
        except (OSError, ValueError):
            records = []
        return metrics_table(records)

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        scale = presentation_scale() if on else 1.0
        for plot in (self.loss_plot, self.metric_plot, self.study_page.view.curves_plot):
            plot.set_scale(scale)
        self._fit_controls()
        QTimer.singleShot(0, self._fit_controls)  # again once the style sheet is applied

    def _fit_controls(self) -> None:
        """Each page's control column as wide as its widest row needs. In presentation mode the floor
        is lower: the forms put a field under its label where the row is too wide, so on a small
        projector with a lesson's narration beside the tab the columns give way and the page fits."""
        floor = PRESENTING_MIN_COLUMN if self._presenting else 330
        for scroll, content in ((self.controls_scroll, self.controls),
                                (self.study_page.controls_scroll, self.study_page.controls)):
            fit_scroll_width(scroll, content, minimum=floor, maximum=800 if self._presenting else 460)

    def showEvent(self, event) -> None:
        """In presentation mode, fit the control column again once shown: fitted while another tab
        was in front (the type refitted to a new room), its rows had not been laid out in their new fonts."""
        super().showEvent(event)
        if self._presenting:
            QTimer.singleShot(0, self._fit_controls)

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide named controls for a lesson (CONTROL_NAMES); returns the names it does not know."""
        self._hidden = list(names)
        for name, widgets in self._named.items():
            for w in widgets:
                w.setVisible(name not in names)
        return [n for n in names if n not in CONTROL_NAMES]

    def is_busy(self) -> bool:
        return False  # a training run goes on in its own process; the tab always answers

    def resample(self) -> None:
        """Nothing to redraw at random here."""

    def set_answer_hidden(self, hidden: bool) -> None:
        """No model answer to hide here: the curves are the run's own."""

    def metrics_empty_reason(self) -> str:
        return translate("TrainingTab", "No run to export: start one, or select a run in the list.")

    def set_controls_visible(self, visible: bool) -> None:
        self.controls_scroll.setVisible(visible and "controls" not in self._hidden)
        self.study_page.controls_scroll.setVisible(visible and "controls" not in self._hidden)

    def active_slider(self):
        return None


__all__ = ["CONTROL_NAMES", "PRESENTING_MIN_COLUMN", "TrainingWindowHooks"]
