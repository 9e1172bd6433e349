"""The Training tab's widgets, built onto the tab (as window/chrome.py builds the window's): the
two pages ("Single run" and "Study"), the run form, the Start / Stop / Resume buttons, the
progress line, the loss and accuracy plots, the snapshots and the runs list. It sets them as the
tab's attributes and connects them to the tab's methods; `TrainingTab` (tab.py) holds the logic.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.looks.plots import LivePlot, PlotPair
from mlm_lab.app.looks.widgets import controls_pane
from mlm_lab.app.training.form import TrainingFormView
from mlm_lab.app.training.runs import RunsPanel
from mlm_lab.app.training.snapshots import SnapshotStrip
from mlm_lab.app.training.study_page import StudyPage

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


def build_training_page(tab) -> None:
    """Make the Training tab's widgets on `tab` (a TrainingTab whose state and runs folder are set)."""
    single = QWidget()
    tab.study_page = StudyPage(tab._state.study, tab.runs_dir, other_busy=tab._study_blocked)
    tab.study_page.status_message.connect(tab.status_message)
    tab.study_page.error_message.connect(tab._error)
    tab.study_page.running_changed.connect(lambda _running: tab._update_buttons())
    tab.pages = QTabWidget()
    tab.pages.addTab(single, translate("TrainingTab", "Single run"))
    tab.pages.addTab(tab.study_page, translate("TrainingTab", "Study"))
    tab.pages.setTabToolTip(1, translate("TrainingTab", "A series of runs that differ in one knob (mask rate, "
                                          "strategy...): the metric against the knob, the runs' curves, a results table"))
    tab.pages.currentChanged.connect(tab._on_page)
    outer = QVBoxLayout(tab)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(tab.pages)
    pane = controls_pane(single, minimum=330, maximum=460)
    tab.controls, col, tab.controls_scroll = pane.controls, pane.column, pane.scroll

    tab.form_view = TrainingFormView(tab._state.form)
    col.addWidget(tab.form_view)

    buttons = QWidget()
    bl = QHBoxLayout(buttons)
    bl.setContentsMargins(0, 0, 0, 0)
    tab.start_button = QPushButton(translate("TrainingTab", "Start"))
    tab.start_button.setToolTip(translate("TrainingTab", "Start a new run with these settings [Space in presentation mode]"))
    tab.start_button.clicked.connect(tab.start)
    tab.stop_button = QPushButton(translate("TrainingTab", "Stop"))
    tab.stop_button.setToolTip(translate("TrainingTab", "Finish the current step, save a checkpoint and stop"))
    tab.stop_button.clicked.connect(tab.stop)
    tab.resume_button = QPushButton(translate("TrainingTab", "Resume"))
    tab.resume_button.setToolTip(translate("TrainingTab", "Continue the run selected in the list from its newest checkpoint"))
    tab.resume_button.clicked.connect(tab.resume_selected)
    for b in (tab.start_button, tab.stop_button, tab.resume_button):
        bl.addWidget(b)
    tab.buttons = buttons
    col.addWidget(buttons)

    tab.progress = QProgressBar()
    tab.progress.setRange(0, 100)
    tab.progress.setValue(0)
    tab.progress.setFormat(translate("TrainingTab", "no run yet"))
    tab.eta_label = QLabel(translate("TrainingTab", "No run yet"))
    tab.eta_label.setWordWrap(True)
    tab.eta_label.setObjectName("hint")
    col.addWidget(tab.progress)
    col.addWidget(tab.eta_label)

    waiting = translate("TrainingTab", "No run yet: press Start, or tick a run to overlay it")
    tab.loss_plot = LivePlot(translate("TrainingTab", "Loss"), translate("TrainingTab", "cross-entropy (nats)"),
                              empty_text=waiting)
    tab.metric_plot = LivePlot(translate("TrainingTab", "Masked-token accuracy (at 15 %)"),
                                translate("TrainingTab", "accuracy (%)"), legend_corner="bottom",
                                empty_text=waiting, empty_y=(0, 100))
    plots = tab.plot_pair = PlotPair(tab.loss_plot, tab.metric_plot)

    tab.snapshot_box = SnapshotStrip()
    tab.runs_box = RunsPanel(tab._state, tab.runs_dir, tab.loss_plot, tab.metric_plot,
                              live_run=lambda: tab.run.run_dir if tab.is_running() else None)
    tab.runs_box.selection_changed.connect(tab._on_run_selected)
    tab.runs_box.changed.connect(tab.runs_changed)
    tab.runs_box.overlay_added.connect(tab._on_overlay_added)
    tab.runs_box.use_model_requested.connect(tab.use_model_requested)
    tab.runs_box.error.connect(tab._error)
    tab.runs_box.probe_button.clicked.connect(tab.probe_selected)
    tab.probe_window = None  # features.run_probe.RunProbeWindow, made on first use
    col.addWidget(tab.runs_box, 1)

    split = QSplitter(Qt.Orientation.Vertical)
    split.addWidget(plots)
    split.addWidget(tab.snapshot_box)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    split.setChildrenCollapsible(False)

    pane.row.addWidget(split, 1)
    tab._named = {
        "form": [tab.form_view],
        "buttons": [tab.buttons],
        "runs": [tab.runs_box],
        "snapshots": [tab.snapshot_box],
        "controls": [tab.controls_scroll, tab.study_page.controls_scroll],
    }
