"""The main window's chrome: its actions, toolbar, menus, status bar and presentation keys.
`build_chrome(window, exports=..., files=...)` makes them and sets them as the attributes the
window declares for them (act_*, toolbar, model_combo, busy, busy_indicator, status_label,
device_label, model_label, tab_actions, presentation_keys). The export and lab-file actions go to the
window's `WindowExports` and `LabFiles` parts; the others to the window's own slots.

Keys: Ctrl+1..N show the main tabs (one action each, in the View menu) and Ctrl+Tab /
Ctrl+Shift+Tab the next and previous main tab, wherever the focus is (a window action,
so the Training tab's own inner tabs do not keep them). Space is the Lessons menu's
"Reveal" (lesson_menu.py); Left/Right, R, H and Esc are presentation mode's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QProgressBar, QToolButton

from mlm_lab.app.i18n import languages
from mlm_lab.app.looks.accessibility import install as install_accessibility
from mlm_lab.app.looks.widgets import ElidedLabel
from mlm_lab.app.window.busy import BusyIndicator
from mlm_lab.app.window.export import WindowExports
from mlm_lab.app.window.files import LabFiles
from mlm_lab.app.window.model_picker import ModelPicker
from mlm_lab.app.window.presentation import add_appearance_actions
from mlm_lab.app.window.tab_protocol import TAB_SPECS

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


def _action(window, text: str, slot, *, shortcut=None, tooltip: str = "", checkable: bool = False) -> QAction:
    """A window action: `slot` gets `toggled` when checkable, else `triggered`. An action with a
    shortcut is also added to the window, so the key works while the menu bar is hidden."""
    act = QAction(text, window)
    act.setCheckable(checkable)
    if tooltip:
        act.setToolTip(tooltip)
    (act.toggled if checkable else act.triggered).connect(slot)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
        window.addAction(act)
    return act


def _language_actions(w, menu) -> dict[str, QAction]:
    """View > Language: one checkable action per language, named in that language. The choice
    is kept in the settings and takes effect at the next start (the window's texts are made
    once, in the language it started in)."""
    group = QActionGroup(w)
    group.setExclusive(True)
    actions = {}
    for code, name in languages.LANGUAGES.items():
        act = QAction(name, w)
        act.setCheckable(True)
        act.setData(code)
        act.setChecked(code == languages.current())
        act.triggered.connect(lambda _checked=False, code=code: choose_language(w, code))
        group.addAction(act)
        menu.addAction(act)
        actions[code] = act
    return actions


def choose_language(w, code: str) -> None:
    """Remember `code` as the window's language; say that it applies from the next start."""
    w.settings.setValue(languages.SETTINGS_KEY, code)
    w.settings.sync()
    if code == languages.current():
        return
    w.show_message(translate("MainWindow", "MLM Lab will be in %1 the next time it starts.")
                   .replace("%1", languages.LANGUAGES[code]), "info")


def build_chrome(w, *, exports: WindowExports, files: LabFiles) -> None:
    keys = QKeySequence.StandardKey
    w.act_presentation = _action(
        w, translate("MainWindow", "Presentation"), lambda on: w.set_presentation(on) if on != w.is_presentation() else None, checkable=True,
        shortcut="F11", tooltip=translate("MainWindow", "Full screen, large high-contrast text, keyboard control (F11)\n"
                "Left/Right: move the slider · R: resample · H: hide controls · Esc: leave\n"
                "Space: reveal a lesson's answer; on the Training tab without a lesson, start/stop training"))
    w.act_hide_controls = _action(w, translate("MainWindow", "Hide controls"), w.set_controls_hidden, checkable=True,
                                  tooltip=translate("MainWindow", "Hide the control panels so the panes fill the screen (H)"))
    w.act_export_png = _action(w, translate("MainWindow", "Export view as PNG…"), exports.png_dialog, shortcut="Ctrl+E")
    w.act_export_csv = _action(w, translate("MainWindow", "Export metrics as CSV…"), exports.csv_dialog)
    w.act_save_state = _action(
        w, translate("MainWindow", "Save lab state…"), files.save_dialog, shortcut=keys.Save,
        tooltip=translate("MainWindow", "Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file"))
    w.act_open_state = _action(w, translate("MainWindow", "Open lab state…"), files.open_dialog, shortcut=keys.Open)
    w.act_open_image = _action(w, translate("MainWindow", "Open image…"), files.open_image_dialog)
    w.act_model_folder = _action(w, translate("MainWindow", "Open model folder…"), w.model_control.folder_dialog)
    w.act_quit = _action(w, translate("MainWindow", "Quit"), w.close, shortcut=keys.Quit)

    bar = w.addToolBar(translate("MainWindow", "Main toolbar"))
    bar.setObjectName("mainToolbar")
    bar.setMovable(False)
    bar.addWidget(QLabel(translate("MainWindow", " Model: ")))
    w.model_combo = ModelPicker()
    w.model_combo.source_picked.connect(w.load_model)
    w.model_combo.folder_wanted.connect(w.model_control.folder_dialog)
    bar.addWidget(w.model_combo)
    bar.addSeparator()
    bar.addAction(w.act_presentation)
    bar.addAction(w.act_hide_controls)
    bar.addSeparator()
    for text, actions, tooltip in (
        (translate("MainWindow", "Export"), (w.act_export_png, w.act_export_csv, *exports.talk_actions()),
         translate("MainWindow", "Save the current view as a PNG picture, SVG / PDF, an animation or a web page, or its metrics as CSV")),
        (translate("MainWindow", "Lab file"), (w.act_save_state, w.act_open_state),
         translate("MainWindow", "Save or open the whole lab state (.mlmlab): hand students a starting point")),
    ):
        button = QToolButton()
        button.setText(text)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.addActions(list(actions))
        button.setToolTip(tooltip)
        bar.addWidget(button)
    w.toolbar = bar

    file_menu = w.menuBar().addMenu(translate("MainWindow", "&File"))
    for act in (w.act_open_image, w.act_model_folder, None, w.act_open_state, w.act_save_state, None,
                w.act_export_png, w.act_export_csv, *exports.talk_actions(), None, w.act_quit):
        if act is None:
            file_menu.addSeparator()
        else:
            file_menu.addAction(act)
    view = w.menuBar().addMenu(translate("MainWindow", "&View"))
    view.addAction(w.act_presentation)
    view.addAction(w.act_hide_controls)
    add_appearance_actions(w, view)  # High contrast, Text size
    view.addSeparator()
    w.tab_actions = []
    for i, spec in enumerate(TAB_SPECS):
        act = _action(w, translate("MainWindow", "%1 tab").replace("%1", translate("Tabs", spec.title)), lambda _checked=False, i=i: w.show_tab(i), shortcut=f"Ctrl+{i + 1}",
                      tooltip=translate("Tabs", spec.tooltip))
        view.addAction(act)
        w.tab_actions.append(act)
    w.act_next_tab = _action(w, translate("MainWindow", "Next tab"), lambda: w.cycle_tab(+1), shortcut="Ctrl+Tab")
    w.act_previous_tab = _action(w, translate("MainWindow", "Previous tab"), lambda: w.cycle_tab(-1), shortcut="Ctrl+Shift+Tab")
    view.addAction(w.act_next_tab)
    view.addAction(w.act_previous_tab)
    view.addSeparator()
    w.language_menu = view.addMenu(translate("MainWindow", "&Language"))
    w.language_actions = _language_actions(w, w.language_menu)

    status = w.statusBar()
    w.busy = QProgressBar()
    w.busy.setRange(0, 0)
    w.busy.setMaximumWidth(140)
    w.busy.setTextVisible(False)
    w.busy_indicator = BusyIndicator(w.busy)  # shown while any source's work lasts (busy.py); hidden now
    # one line each, ended with … where a longer language does not fit (file and folder names shown as typed)
    w.status_label = ElidedLabel(translate("MainWindow", "Starting…"))
    w.device_label = ElidedLabel(translate("MainWindow", "Device: …"))
    w.device_label.setToolTip(translate("MainWindow", "Where the Text and Image tabs run their model"))
    w.model_label = ElidedLabel(translate("MainWindow", "Models: loading…"))
    status.addWidget(w.busy)
    status.addWidget(w.status_label, 1)
    status.addPermanentWidget(w.model_label)
    status.addPermanentWidget(w.device_label)

    w.presentation_keys = [
        QShortcut(QKeySequence(Qt.Key.Key_Left), w, activated=lambda: w.step_active_slider(-1)),
        QShortcut(QKeySequence(Qt.Key.Key_Right), w, activated=lambda: w.step_active_slider(+1)),
        QShortcut(QKeySequence(Qt.Key.Key_R), w, activated=w.resample),
        QShortcut(QKeySequence(Qt.Key.Key_H), w, activated=w.act_hide_controls.toggle),
        QShortcut(QKeySequence(Qt.Key.Key_Escape), w, activated=lambda: w.set_presentation(False)),
    ]
    for sc in w.presentation_keys:
        sc.setEnabled(False)
    install_accessibility(w, w.tabs)  # every control named for a screen reader (accessibility.py)
