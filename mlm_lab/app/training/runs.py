"""The Training tab's runs list: every run folder, ticked ones overlaid on the curves, the
selected one resumed or its model used. A box of its own that the tab holds; it reads the
run folders through the bridge and draws overlays on the plots it is given."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from mlm_lab.app.i18n.core_messages import core_text
from mlm_lab.app.looks.plots import LivePlot
from mlm_lab.app.training.bridge import RunRow, list_run_infos, newest_checkpoint, read_run_metrics
from mlm_lab.lab.training import TrainingState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

OVERLAY_COLORS = ["#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
ROLE = Qt.ItemDataRole.UserRole


class RunsPanel(QGroupBox):
    selection_changed = Signal(object)  # the selected RunRow, or None
    changed = Signal()  # the list was read again
    overlay_added = Signal(str)  # the task of a run just overlaid ("text" | "image")
    use_model_requested = Signal(str)  # a checkpoint folder
    error = Signal(str)

    def __init__(self, state: TrainingState, runs_dir: str | None, loss_plot: LivePlot, metric_plot: LivePlot,
                 *, live_run=lambda: None, parent: QWidget | None = None):
        """`live_run()` is the folder of the run in progress (None when none): it is never overlaid."""
        super().__init__(translate("TrainingTab", "Runs (tick to overlay)"), parent)
        self.state = state
        self.runs_dir = runs_dir
        self.loss_plot, self.metric_plot = loss_plot, metric_plot
        self._live_run = live_run
        self._wanted: list[str] = []  # overlays asked for before the list has them (a lab file)
        self._overlaid: dict[str, list[tuple[LivePlot, str]]] = {}  # run dir -> its series
        self._colors: dict[str, str] = {}  # run dir -> curve colour
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setToolTip(translate("TrainingTab", "Tick runs to overlay their curves; select one to resume it or use its model"))
        self.list.itemChanged.connect(self._on_checked)
        self.list.currentItemChanged.connect(self._on_selected)
        self.list.setMinimumHeight(120)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.use_button = QPushButton(translate("TrainingTab", "Use this model"))
        self.use_button.setToolTip(translate("TrainingTab", "Load the selected run's newest checkpoint into the Text or Image tab"))
        self.use_button.clicked.connect(self.use_selected)
        self.refresh_button = QPushButton(translate("TrainingTab", "Refresh"))
        self.refresh_button.clicked.connect(self.refresh)
        row.addWidget(self.use_button)
        row.addWidget(self.refresh_button)
        layout.addLayout(row)
        self.probe_button = QPushButton(translate("TrainingTab", "Probe checkpoints"))
        self.probe_button.setToolTip(translate("TrainingTab", "Probe each checkpoint the selected run kept (a linear classifier on its "
                                     "frozen features) and plot accuracy against step"))
        layout.addWidget(self.probe_button)
        self._update_buttons()

    # -- the list --------------------------------------------------------------------------
    def refresh(self) -> None:
        rows = list_run_infos(self.runs_dir)
        wanted = set(self._wanted) | set(self._overlaid)
        self._wanted = []
        current = self.selected()
        live = self._live_run()
        # refilling is not a person's tick or pick: each item's check state would emit itemChanged (an
        # overlay added before the list is whole) and the current row a selection; the overlays follow below
        self.list.blockSignals(True)
        self.list.clear()
        for info in rows:
            item = QListWidgetItem(info.label)
            item.setData(ROLE, info)
            item.setToolTip(info.tooltip)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            is_live = live is not None and Path(info.path) == Path(live)
            item.setCheckState(Qt.CheckState.Checked if info.path in wanted and not is_live else Qt.CheckState.Unchecked)
            self.list.addItem(item)
            if current is not None and info.path == current.path:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        # overlays: drop the ones no longer ticked or gone, add the ticked ones
        ticked = {info.path for info, item in self._items() if item.checkState() == Qt.CheckState.Checked}
        for path in list(self._overlaid):
            if path not in ticked:
                self._remove_overlay(path)
        for info, _item in self._items():
            if info.path in ticked and info.path not in self._overlaid:
                self._add_overlay(info)
            elif info.path in self._colors:
                self._set_swatch(info.path, self._colors[info.path])
        self._update_buttons()
        self.changed.emit()

    def _items(self) -> list[tuple[RunRow, QListWidgetItem]]:
        return [(self.list.item(i).data(ROLE), self.list.item(i)) for i in range(self.list.count())]

    def rows(self) -> list[RunRow]:
        return [info for info, _ in self._items()]

    def selected(self) -> RunRow | None:
        item = self.list.currentItem()
        return None if item is None else item.data(ROLE)

    def select(self, path: str, *, quietly: bool = False) -> None:
        """Make the run in `path` the selected one; `quietly`: no selection_changed (its snapshot
        is not redrawn), the state still follows."""
        for i, (info, _item) in enumerate(self._items()):
            if info.path == str(path):
                if quietly:
                    self.list.blockSignals(True)  # the caller asked for no selection_changed: nothing redraws
                    self.list.setCurrentRow(i)
                    self.list.blockSignals(False)
                    self.state.selected = info.path
                    self._update_buttons()
                else:
                    self.list.setCurrentRow(i)
                return

    def want_overlays(self, paths: list[str]) -> None:
        """Overlay these runs once the list has them (the next refresh)."""
        self._wanted = list(paths)

    def _on_selected(self, *_args) -> None:
        info = self.selected()
        self.state.selected = info.path if info is not None else None
        self._update_buttons()
        self.selection_changed.emit(info)

    def _update_buttons(self) -> None:
        info = self.selected()
        self.use_button.setEnabled(info is not None and info.has_checkpoint)
        self.probe_button.setEnabled(info is not None and info.has_checkpoint)

    def use_selected(self) -> bool:
        info = self.selected()
        if info is None:
            self.error.emit(translate("TrainingTab", "Select a run in the list first."))
            return False
        ckpt = newest_checkpoint(info.path)
        if ckpt is None:
            self.error.emit(translate("TrainingTab", "Run {name} has no checkpoint yet.").format(name=info.name))
            return False
        self.use_model_requested.emit(str(ckpt))
        return True

    # -- overlays --------------------------------------------------------------------------
    def set_overlay(self, path: str, on: bool) -> None:
        for info, item in self._items():
            if info.path == str(path):
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def overlaid(self) -> list[str]:
        return list(self._overlaid)

    def _on_checked(self, item: QListWidgetItem) -> None:
        info = item.data(ROLE)
        ticked = item.checkState() == Qt.CheckState.Checked
        if ticked == (info.path in self._overlaid):
            return  # itemChanged follows any of the item's data (its swatch icon too): only a new tick acts
        if ticked:
            self._add_overlay(info)
        else:
            self._remove_overlay(info.path)
        self.loss_plot.redraw()
        self.metric_plot.redraw()

    def _add_overlay(self, info: RunRow) -> None:
        if info.path in self._overlaid:
            return
        try:
            records = read_run_metrics(info.path)
        except (OSError, ValueError) as exc:
            self.error.emit(translate("TrainingTab", "Cannot read the metrics of {name}: {error}").format(name=info.name,
                                                                                                         error=core_text(exc)))
            return
        used = set(self._colors.values())
        color = next((c for c in OVERLAY_COLORS if c not in used), OVERLAY_COLORS[len(used) % len(OVERLAY_COLORS)])
        self._colors[info.path] = color
        series: list[tuple[LivePlot, str]] = []
        train = [(m.step, m.value("train_loss")) for m in records if m.value("train_loss") is not None]
        if train:
            name = f"{info.short} train"
            self.loss_plot.ensure_series(name, color=color, width=1.6, dashed=True)
            self.loss_plot.set_series(name, *zip(*train, strict=False))
            series.append((self.loss_plot, name))
        key, scale = ("eval_accuracy", 100.0) if info.task == "text" else ("eval_psnr", 1.0)
        metric = [(m.step, m.value(key) * scale) for m in records if m.value(key) is not None]
        if metric:
            self.metric_plot.ensure_series(info.short, color=color, width=1.6, dashed=True, symbol="t")
            self.metric_plot.set_series(info.short, *zip(*metric, strict=False))
            series.append((self.metric_plot, info.short))
        self._overlaid[info.path] = series
        self.state.overlay = list(self._overlaid)
        self._set_swatch(info.path, color)
        if info.task in ("text", "image"):
            self.overlay_added.emit(info.task)

    def _remove_overlay(self, path: str) -> None:
        for plot, name in self._overlaid.pop(path, []):
            plot.remove_series(name)
        self._colors.pop(path, None)
        self._set_swatch(path, None)  # (after the pop: the icon's itemChanged finds nothing to do)
        self.state.overlay = list(self._overlaid)

    def _set_swatch(self, path: str, color: str | None) -> None:
        """The run's curve colour beside its name in the list (None: no swatch)."""
        for info, item in self._items():
            if info.path == path:
                # an icon is item data too: its itemChanged finds the tick unchanged (_on_checked)
                if color is None:
                    item.setIcon(QIcon())
                else:
                    pix = QPixmap(14, 14)
                    pix.fill(QColor(color))
                    item.setIcon(QIcon(pix))


__all__ = ["OVERLAY_COLORS", "RunsPanel"]
