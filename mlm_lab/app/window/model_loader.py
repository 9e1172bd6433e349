"""Loading models for the Text and Image tabs: one object, typed requests, a worker thread.

    loader.request(ModelRequest.for_source("/runs/x"))   # -> loading, then loaded or failed

`ModelRequest` says what to load (a source and the kinds it should give); the loader runs
`model_sources.load_models` in its own worker thread (torch is imported there, never on
the GUI thread) and reports with Qt signals. The window only connects them to its tabs.
"""

from __future__ import annotations

import gc
import os
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.window.model_sources import BUNDLED, folder_kind, short_label

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

MODEL_KINDS = ("text", "image")


@dataclass(frozen=True)
class ModelRequest:
    source: str  # "bundled", a model folder or a training run folder
    kinds: tuple[str, ...]  # which tabs' models it should give: ("text",), ("image",) or both

    @classmethod
    def for_source(cls, source: str | os.PathLike) -> ModelRequest:
        """The kinds a source holds: both for "bundled", the folder's one kind, else both (it fails)."""
        source = str(source)
        if source == BUNDLED:
            return cls(BUNDLED, MODEL_KINDS)
        kind = folder_kind(source)
        return cls(source, (kind,) if kind else MODEL_KINDS)

    @property
    def key(self) -> str:
        return f"load:{self.source}:{','.join(self.kinds)}"

    def describe(self) -> str:
        return translate("MainWindow", "the bundled models") if self.source == BUNDLED else short_label(self.source)


class ModelLoader(QObject):
    loading = Signal(object)  # ModelRequest: started
    loaded = Signal(object, object, object)  # ModelRequest, list[LoadedModel], list[str] problems
    failed = Signal(object, str)  # ModelRequest, message
    device_found = Signal(str)  # where the models run, e.g. "CPU (2 threads)"
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._requests: dict[str, ModelRequest] = {}
        self.started = 0  # requests made so far (the window is not ready before the first)
        self._worker = InferenceWorker(self, name="mlm-lab model loader")
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._worker.busy_changed.connect(self.busy_changed)

    def request(self, req: ModelRequest) -> None:
        from mlm_lab.app.window.model_sources import load_models

        self.started += 1
        self._requests[req.key] = req
        self.loading.emit(req)
        self._worker.submit(req.key, lambda: load_models(req.source, req.kinds))

    def request_sources(self, wanted: dict[str, str]) -> None:
        """Load each kind's source ({"text": "bundled", "image": folder}); bundled ones in one request."""
        bundled = tuple(k for k in MODEL_KINDS if wanted.get(k) == BUNDLED)
        if bundled:
            self.request(ModelRequest(BUNDLED, bundled))
        for kind in MODEL_KINDS:
            source = wanted.get(kind)
            if source and source != BUNDLED:
                self.request(ModelRequest(source, (kind,)))

    def find_device(self) -> None:
        self._worker.submit("device", _describe_device)

    def pending(self) -> bool:
        """A model request is still unanswered."""
        return bool(self._requests)

    def shutdown(self) -> None:
        self._worker.shutdown()

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        if key == "device":
            self.device_found.emit(str(payload))
            return
        req = self._requests.pop(key, None)
        if req is None:
            return
        models, problems = payload
        if models:
            # the models and libraries are loaded for good: keep them out of the cyclic garbage
            # collector's full passes (one took ~100 ms on the GUI thread during a training run)
            gc.collect()
            gc.freeze()
        self.loaded.emit(req, models, problems)

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        req = self._requests.pop(key, None)
        if req is not None:
            self.failed.emit(req, message)


def _describe_device() -> str:
    import torch

    text = QCoreApplication.translate("MainWindow", "CPU ({n} cores)").format(n=os.cpu_count())
    if torch.cuda.is_available():
        text += " " + QCoreApplication.translate("MainWindow", "(training can use {gpu})").format(
            gpu=torch.cuda.get_device_name(0))
    return text


def kind_name(kind: str) -> str:
    """A model kind as the status bar names it: "Text", "Image"."""
    return {"text": QCoreApplication.translate("MainWindow", "Text"),
            "image": QCoreApplication.translate("MainWindow", "Image")}.get(kind, kind.capitalize())
