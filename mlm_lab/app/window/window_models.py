"""The main window's models: loading them through its `ModelLoader`, handing them to the tabs,
the model picker, the model and device labels in the status bar, and each tab's last status
line. `MainWindow` takes these methods from `WindowModels`; they use the window's own
attributes (`loader`, `model_tabs`, `lab_tabs`, `state`, ...), made in its `__init__` and `_build`.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from mlm_lab.app.window.model_loader import MODEL_KINDS, ModelRequest, kind_name
from mlm_lab.app.window.model_sources import BUNDLED
from mlm_lab.app.window.tab_protocol import TAB_NAMES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class WindowModels:
    """Mixed into `MainWindow` (before QMainWindow): its models and status lines."""

    def load_model(self, source: str | os.PathLike) -> None:
        """Use the model(s) of `source` ("bundled", a model folder or a run folder)."""
        self.loader.request(ModelRequest.for_source(source))

    def use_model(self, source: str) -> None:
        """From the Training tab's "Use this model": a run folder or checkpoint."""
        self.load_model(source)

    def _on_model_loading(self, req: ModelRequest) -> None:
        self._status(QCoreApplication.translate("MainWindow", "Loading %1…").replace("%1", req.describe()))
        for kind in req.kinds:
            self.model_tabs[kind].set_model_loading()
        features = self.lab_tabs.get("features")
        if hasattr(features, "models_loading"):
            features.models_loading(req.kinds)

    def _on_models_loaded(self, req: ModelRequest, models, problems) -> None:
        for loaded in models:
            self.model_tabs[loaded.kind].set_model(loaded.model, loaded.label)
            self._model_sources[loaded.kind] = loaded.source
            self._model_labels[loaded.kind] = loaded.label
        self._keep_models()
        self._update_model_label()
        if models:
            self._combo_source = req.source if req.source == BUNDLED else models[0].source
            self._status(translate("MainWindow", "Using {models}").format(models=", ".join(m.label for m in models)))
        for problem in problems:
            if "text" in problem:
                self.text_tab.set_model_error(problem)
            self.show_message(translate("MainWindow", "{problem}. Pick a model with the Model menu in the toolbar.").format(
                problem=problem), "warning")
        self._refresh_model_combo()
        self.models_changed.emit()
        if models:
            from mlm_lab.app import gc_guard

            gc_guard.sweep()  # the old model's cycles freed now, not during the next generation

    def _on_model_failed(self, req: ModelRequest, message: str) -> None:
        kept = ", ".join(f"{kind_name(k)}: {v}" for k, v in self._model_labels.items()) or translate("MainWindow", "none")
        self.show_message(QCoreApplication.translate("MainWindow", "Could not load the model from %1: %2. Still using %3.")
                          .replace("%1", req.describe()).replace("%2", message).replace("%3", kept), "error")
        for kind in req.kinds:
            self.model_tabs[kind].set_model_error(message)
        self._refresh_model_combo()

    def _on_device(self, text: str) -> None:
        self._device = text
        self._update_model_label()

    def text_model(self):
        return self.text_tab.model

    def model_sources(self) -> dict[str, str]:
        return dict(self._model_sources)

    def _keep_models(self) -> None:
        """The lab state's models: each kind's source in use, else the one asked for (until it loads)."""
        self.state.models = {k: self._model_sources.get(k, self._wanted_sources.get(k, BUNDLED)) for k in MODEL_KINDS}

    def _update_model_label(self) -> None:
        parts = [f"{kind_name(k)}: {self._model_labels[k]}" for k in MODEL_KINDS if k in self._model_labels]
        self.model_label.setText(" · ".join(parts) if parts else translate("MainWindow", "Models: loading…"))
        self.device_label.setText(translate("MainWindow", "Device: {device}").format(device=self._device))

    def _on_busy(self, busy: bool) -> None:
        self.busy_indicator.set_busy("models", busy, translate("MainWindow", "Loading the models…"))
        loading = translate("MainWindow", "Loading %1…").split("%1")[0]
        if not busy and loading and self.status_label.text().startswith(loading):
            self._status(translate("MainWindow", "Ready"))

    def _refresh_model_combo(self) -> None:
        from mlm_lab.app.training.bridge import list_run_infos

        runs = [(info.path, translate("MainWindow", "Run: {name}").format(name=info.name) + (f" ({info.task})" if info.task else ""))
                for info in list_run_infos(self.runs_dir) if info.has_checkpoint]
        kind = self._current().model_kind
        current = (self._model_sources.get(kind) if kind else None) or self._combo_source or BUNDLED
        self.model_combo.refill(runs, [self._model_sources.get(k, "") for k in MODEL_KINDS], current)

    def _on_tab_status(self, tab, text: str) -> None:
        self._tab_status[id(tab)] = text
        if tab is self._current():
            self._status(text)

    def _on_tab_changed(self, index: int) -> None:
        self.state.tab = TAB_NAMES[index]
        if not self.loader.pending():  # the tab in front says its own last line, never another tab's
            self._status(self._tab_status.get(id(self._current()), translate("MainWindow", "Ready")))
        kind = self._current().model_kind
        if kind and kind in self._model_sources:
            self._combo_source = self._model_sources[kind]
            self._refresh_model_combo()

    def _model_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("MainWindow", "Open a model folder or a training run"))
        if folder:
            self.load_model(folder)
        else:
            self._refresh_model_combo()
