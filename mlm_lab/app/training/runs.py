"""The Training tab's runs list: every run folder, ticked ones overlaid on the curves, the
selected one resumed or its model used. A mixin of `TrainingTab`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem

from mlm_lab.app.training.bridge import (
    RunInfo,
    latest_snapshot_event,
    list_run_infos,
    newest_checkpoint,
    read_run_metrics,
)

OVERLAY_COLORS = ["#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]


class RunsListMixin:
    # -- runs list ------------------------------------------------------------------------
    def refresh_runs(self) -> None:
        infos = list_run_infos(self.runs_dir)
        wanted = set(self._wanted_overlay) | set(self._overlaid)
        self._wanted_overlay = []
        current = self.selected_run()
        self.runs_list.blockSignals(True)
        self.runs_list.clear()
        for info in infos:
            item = QListWidgetItem(info.label)
            item.setData(Qt.ItemDataRole.UserRole, info)
            item.setToolTip(info.tooltip)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            live = self._run_dir is not None and Path(info.path) == Path(self._run_dir) and self.is_running()
            item.setCheckState(Qt.CheckState.Checked if info.path in wanted and not live else Qt.CheckState.Unchecked)
            self.runs_list.addItem(item)
            if current is not None and info.path == current.path:
                self.runs_list.setCurrentItem(item)
        self.runs_list.blockSignals(False)
        # overlays: drop the ones no longer ticked or gone, add the ticked ones
        ticked = {self.runs_list.item(i).data(Qt.ItemDataRole.UserRole).path
                  for i in range(self.runs_list.count())
                  if self.runs_list.item(i).checkState() == Qt.CheckState.Checked}
        for path in list(self._overlaid):
            if path not in ticked:
                self._remove_overlay(path)
        for i in range(self.runs_list.count()):
            info = self.runs_list.item(i).data(Qt.ItemDataRole.UserRole)
            if info.path in ticked and info.path not in self._overlaid:
                self._add_overlay(info)
            elif info.path in self._overlay_colors:
                self._set_swatch(info.path, self._overlay_colors[info.path])
        self._update_buttons()
        self.runs_changed.emit()

    def run_infos(self) -> list[RunInfo]:
        return [self.runs_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.runs_list.count())]

    def selected_run(self) -> RunInfo | None:
        item = self.runs_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_run(self, path: str) -> None:
        for i in range(self.runs_list.count()):
            if self.runs_list.item(i).data(Qt.ItemDataRole.UserRole).path == str(path):
                self.runs_list.setCurrentRow(i)
                return

    def _on_run_selected(self, *_args) -> None:
        self._update_buttons()
        info = self.selected_run()
        self._state.selected = info.path if info is not None else None
        if info is None or self.is_running():
            return
        event = latest_snapshot_event(info.path)
        if event is not None and event.get("error"):
            self._error(f"Run {info.name}: {event['error']}")
        elif event is not None:
            self._show_snapshot(event)
            self.snapshot_caption.setText(f"{info.short}, step {event.get('step')}")

    def set_overlay(self, path: str, on: bool) -> None:
        for i in range(self.runs_list.count()):
            item = self.runs_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole).path == str(path):
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def overlaid_runs(self) -> list[str]:
        return list(self._overlaid)

    def _on_run_checked(self, item: QListWidgetItem) -> None:
        info = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            self._add_overlay(info)
        else:
            self._remove_overlay(info.path)
        self._redraw()

    def _add_overlay(self, info: RunInfo) -> None:
        if info.path in self._overlaid:
            return
        try:
            rows = read_run_metrics(info.path)
        except (OSError, ValueError) as exc:
            self._error(f"Cannot read the metrics of {info.name}: {exc}")
            return
        used = set(self._overlay_colors.values())
        color = next((c for c in OVERLAY_COLORS if c not in used), OVERLAY_COLORS[len(used) % len(OVERLAY_COLORS)])
        self._overlay_colors[info.path] = color
        names = []
        label = info.short
        train = [(r["step"], r["train_loss"]) for r in rows if r.get("train_loss") is not None]
        if train:
            name = f"{label} train"
            self.loss_plot.ensure_series(name, color=color, width=1.6, dashed=True)
            self.loss_plot.set_series(name, *zip(*train, strict=False))
            names.append(("loss", name))
        metric_key = "accuracy" if info.task == "text" else "psnr"
        scale = 100.0 if info.task == "text" else 1.0
        metric = [(r["step"], r[metric_key] * scale) for r in rows if r.get(metric_key) is not None]
        if metric:
            name = f"{label}"
            self.metric_plot.ensure_series(name, color=color, width=1.6, dashed=True, symbol="t")
            self.metric_plot.set_series(name, *zip(*metric, strict=False))
            names.append(("metric", name))
        if not self.is_running() and info.task in ("text", "image"):
            self._set_metric_axis(info.task)
        self._overlaid[info.path] = [f"{kind}:{name}" for kind, name in names]
        self._state.overlay = list(self._overlaid)
        self._set_swatch(info.path, color)

    def _set_swatch(self, path: str, color: str | None) -> None:
        """The run's curve colour beside its name in the list (None: no swatch)."""
        from PySide6.QtGui import QColor, QIcon, QPixmap

        for i in range(self.runs_list.count()):
            item = self.runs_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole).path == path:
                self.runs_list.blockSignals(True)
                if color is None:
                    item.setIcon(QIcon())
                else:
                    pix = QPixmap(14, 14)
                    pix.fill(QColor(color))
                    item.setIcon(QIcon(pix))
                self.runs_list.blockSignals(False)

    def _remove_overlay(self, path: str) -> None:
        self._set_swatch(path, None)
        self._overlay_colors.pop(path, None)
        for entry in self._overlaid.pop(path, []):
            kind, name = entry.split(":", 1)
            (self.loss_plot if kind == "loss" else self.metric_plot).remove_series(name)
        self._state.overlay = list(self._overlaid)

    def use_selected(self) -> bool:
        info = self.selected_run()
        if info is None:
            self._error("Select a run in the list first.")
            return False
        ckpt = newest_checkpoint(info.path)
        if ckpt is None:
            self._error(f"Run {info.name} has no checkpoint yet.")
            return False
        self.use_model_requested.emit(str(ckpt))
        return True
