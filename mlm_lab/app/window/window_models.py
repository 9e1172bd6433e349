"""The main window's models: loading them through its `ModelLoader`, handing them to the tabs,
the model picker, the model and device labels in the status bar, and each tab's last status
line. `MainWindow` holds one `WindowModels` (`model_control`), which keeps the models' sources and
labels and reads the window's parts (`loader`, `model_tabs`, `lab_tabs`, `state`, ...).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.qt import dialogs
from mlm_lab.app.window.model_loader import MODEL_KINDS, ModelRequest, kind_name
from mlm_lab.app.window.model_sources import BUNDLED
from mlm_lab.app.window.tab_protocol import TAB_NAMES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


class WindowModels:
    """The window's models and status lines, composed into `MainWindow` (its `model_control`)."""

    def __init__(self, window):
        self.w = window
        self.sources: dict[str, str] = {}  # kind -> source actually in use
        self.wanted: dict[str, str] = {}  # kind -> source asked for (in use once it loads)
        self.labels: dict[str, str] = {}
        self.combo_source = ""  # what the model picker shows
        self.device = "…"
        self.tab_status: dict[int, str] = {}  # each tab's last status line (by id), shown when it comes to the front

    def load(self, source: str | os.PathLike) -> None:
        """Use the model(s) of `source` ("bundled", a model folder or a run folder)."""
        self.w.loader.request(ModelRequest.for_source(source))

    def use(self, source: str) -> None:
        """From the Training tab's "Use this model": a run folder or checkpoint."""
        self.load(source)

    def on_loading(self, req: ModelRequest) -> None:
        self.w.show_status(QCoreApplication.translate("MainWindow", "Loading %1…").replace("%1", req.describe()))
        for kind in req.kinds:
            self.w.model_tabs[kind].set_model_loading()
        features = self.w.lab_tabs.get("features")
        if hasattr(features, "models_loading"):
            features.models_loading(req.kinds)

    def on_loaded(self, req: ModelRequest, models, problems) -> None:
        for loaded in models:
            self.w.model_tabs[loaded.kind].set_model(loaded.model, loaded.label)
            self.sources[loaded.kind] = loaded.source
            self.labels[loaded.kind] = loaded.label
        self.keep()
        self.update_label()
        if models:
            self.combo_source = req.source if req.source == BUNDLED else models[0].source
            self.w.show_status(translate("MainWindow", "Using {models}").format(models=", ".join(m.label for m in models)))
        for problem in problems:
            if "text" in problem:
                self.w.text_tab.set_model_error(problem)
            self.w.show_message(translate("MainWindow", "{problem}. Pick a model with the Model menu in the toolbar.").format(
                problem=problem), "warning")
        self.refresh_combo()
        self.w.models_changed.emit()
        if models:
            from mlm_lab.app.qt import gc_guard

            gc_guard.sweep()  # the old model's cycles freed now, not during the next generation

    def on_failed(self, req: ModelRequest, message: str) -> None:
        kept = ", ".join(f"{kind_name(k)}: {v}" for k, v in self.labels.items()) or translate("MainWindow", "none")
        self.w.show_message(QCoreApplication.translate("MainWindow", "Could not load the model from %1: %2. Still using %3.")
                          .replace("%1", req.describe()).replace("%2", message).replace("%3", kept), "error")
        for kind in req.kinds:
            self.w.model_tabs[kind].set_model_error(message)
        self.refresh_combo()

    def on_device(self, text: str) -> None:
        self.device = text
        self.update_label()

    def text_model(self):
        return self.w.text_tab.model

    def model_sources(self) -> dict[str, str]:
        return dict(self.sources)

    def keep(self) -> None:
        """The lab state's models: each kind's source in use, else the one asked for (until it loads)."""
        self.w.state.models = {k: self.sources.get(k, self.wanted.get(k, BUNDLED)) for k in MODEL_KINDS}

    def update_label(self) -> None:
        parts = [f"{kind_name(k)}: {self.labels[k]}" for k in MODEL_KINDS if k in self.labels]
        self.w.model_label.setText(" · ".join(parts) if parts else translate("MainWindow", "Models: loading…"))
        self.w.device_label.setText(translate("MainWindow", "Device: {device}").format(device=self.device))

    def on_busy(self, busy: bool) -> None:
        self.w.busy_indicator.set_busy("models", busy, translate("MainWindow", "Loading the models…"))
        loading = translate("MainWindow", "Loading %1…").split("%1")[0]
        if not busy and loading and self.w.status_label.text().startswith(loading):
            self.w.show_status(translate("MainWindow", "Ready"))

    def refresh_combo(self) -> None:
        from mlm_lab.app.training.bridge import list_run_infos

        runs = [(info.path, translate("MainWindow", "Run: {name}").format(name=info.name) + (f" ({info.task})" if info.task else ""))
                for info in list_run_infos(self.w.runs_dir) if info.has_checkpoint]
        kind = self.w.current_tab().model_kind
        current = (self.sources.get(kind) if kind else None) or self.combo_source or BUNDLED
        self.w.model_combo.refill(runs, [self.sources.get(k, "") for k in MODEL_KINDS], current)

    def on_tab_status(self, tab, text: str) -> None:
        self.tab_status[id(tab)] = text
        if tab is self.w.current_tab():
            self.w.show_status(text)

    def on_tab_changed(self, index: int) -> None:
        self.w.state.tab = TAB_NAMES[index]
        if not self.w.loader.pending():  # the tab in front says its own last line, never another tab's
            self.w.show_status(self.tab_status.get(id(self.w.current_tab()), translate("MainWindow", "Ready")))
        kind = self.w.current_tab().model_kind
        if kind and kind in self.sources:
            self.combo_source = self.sources[kind]
            self.refresh_combo()

    def folder_dialog(self) -> None:
        folder = dialogs.existing_dir(self.w, translate("MainWindow", "Open a model folder or a training run"))
        if folder:
            self.load(folder)
        else:
            self.refresh_combo()
