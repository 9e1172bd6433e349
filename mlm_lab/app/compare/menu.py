"""The View menu's "Compare side by side…" (Ctrl+D): opens or closes the split of the tab in front
(Text or Image, the tabs with a `compare` pane); greyed out on the others, ticked while the split
of the tab in front is open. The tabs' own "Compare…" buttons do the same."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SHORTCUT = "Ctrl+D"


def _view_menu(window):
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is not None and action.text().replace("&", "") == "View":
            return menu
    return None


def install_compare_action(window) -> QAction:
    """Add the action to the window (and to its View menu, after presentation and hide controls)."""
    act = QAction(translate("Widgets", "Compare side by side…"), window)
    act.setCheckable(True)
    act.setShortcut(QKeySequence(SHORTCUT))
    act.setToolTip(translate("Widgets", "Split the Text or Image tab: the same input and mask for a second model (its random-init "
                   "twin, a training run, a model folder) or at another mask rate, with the differences named"))
    window.addAction(act)
    menu = _view_menu(window)
    if menu is not None:
        actions = menu.actions()
        before = next((a for a in actions if a.isSeparator()), None)
        menu.insertAction(before, act) if before is not None else menu.addAction(act)

    def current_pane():
        return getattr(window.tabs.currentWidget(), "compare", None)

    def sync(*_args) -> None:
        pane = current_pane()
        act.setEnabled(pane is not None)
        act.setChecked(pane is not None and pane.choice.on)  # emits toggled, not triggered: no call back

    def toggled(on: bool) -> None:
        pane = current_pane()
        if pane is not None:
            pane.picked.set_on(on)
        sync()

    act.triggered.connect(toggled)  # a person's choice (menu, shortcut, trigger()), not sync's check mark
    window.tabs.currentChanged.connect(sync)
    for tab in window.lab_tabs.values():
        pane = getattr(tab, "compare", None)
        if pane is not None:
            tab.state.events.compare.connect(sync)
    window.act_compare = act
    sync()
    return act
