"""The toolbar's model picker: the bundled models, each training run with a checkpoint, the
folders in use, and "Model folder…". Picking an entry asks the window to load it."""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from mlm_lab.app.window.model_sources import BUNDLED, short_label

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
# models.hf_cache.KIND_NAMES, the core's English, as the menu shows them
_KINDS = (QT_TRANSLATE_NOOP("MainWindow", "text masked LM"), QT_TRANSLATE_NOOP("MainWindow", "MAE (image)"),
          QT_TRANSLATE_NOOP("MainWindow", "image features (ViT, DINOv2)"), QT_TRANSLATE_NOOP("MainWindow", "unsupported"))

FOLDER_ENTRY = "__folder__"


class ModelPicker(QComboBox):
    source_picked = Signal(str)  # "bundled", a run folder or a model folder
    folder_wanted = Signal()  # "Model folder…": the window asks for one

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setToolTip(translate("MainWindow", "Which model the Text and Image tabs use: the bundled ones, a training "
                        "run's newest checkpoint, or a model folder"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setMinimumContentsLength(18)
        self.activated.connect(self._on_activated)  # the user's picks only, never a refill

    def refill(self, runs: list[tuple[str, str]], in_use: list[str], current: str) -> None:
        """`runs`: (run folder, label); `in_use`: the sources the tabs use; `current`: the one to show."""
        self.clear()
        self.addItem(translate("MainWindow", "Bundled models"), BUNDLED)
        for run_dir, label in runs:
            self.addItem(label, run_dir)
        self._add_cache_entries()  # before the folders in use: a snapshot in use is not listed twice
        for src in in_use:
            if src and src != BUNDLED and self.findData(src) < 0 and not _inside_any(src, runs):
                self.addItem(translate("MainWindow", "Folder: %1").replace("%1", short_label(src)), src)
        self.addItem(translate("MainWindow", "Model folder…"), FOLDER_ENTRY)
        idx = self.findData(current)
        if idx < 0:  # a checkpoint of a listed run
            for i in range(self.count()):
                data = str(self.itemData(i))
                if data not in (BUNDLED, FOLDER_ENTRY) and _inside(current, data):
                    idx = i
        self.setCurrentIndex(max(idx, 0))

    def _add_cache_entries(self) -> None:
        """The Hugging Face cache's models (a listing of small files, no model read): a compatible
        one loads its snapshot like a folder; an incompatible one is greyed out with the reason.
        A ViT or DINOv2 is listed as an image model that gives features (the Features tab)."""
        from mlm_lab.models.hf_cache import FEATURES, KIND_NAMES, UNSUPPORTED, human_size, scan_cache
        from mlm_lab.models.hf_vision_types import VISION_TYPES, vision_refusal, vision_type

        for entry in scan_cache():
            kind, reason = translate("MainWindow", KIND_NAMES[entry.kind]), entry.reason
            if entry.kind in (FEATURES, UNSUPPORTED) and entry.snapshot is not None and vision_type(entry.snapshot):
                kind = translate("MainWindow", "%1, image features").replace(
                    "%1", VISION_TYPES[vision_type(entry.snapshot)])
                reason = vision_refusal(entry.snapshot) or ""
            text = translate("MainWindow", "HF cache: %1 (%2, %3)").replace("%1", entry.id).replace(
                "%2", kind).replace("%3", human_size(entry.size))
            if not reason:
                self.addItem(text, str(entry.snapshot))
                self.setItemData(self.count() - 1, f"{entry.snapshot}", Qt.ItemDataRole.ToolTipRole)
                continue
            self.addItem(f"{text}: {reason}", "")
            item = self.model().item(self.count() - 1)
            item.setEnabled(False)
            item.setToolTip(translate("MainWindow", "%1 cannot be used: %2").replace("%1", entry.id).replace("%2", reason))

    def _on_activated(self, index: int) -> None:
        data = self.itemData(index)
        if data == FOLDER_ENTRY:
            self.folder_wanted.emit()
        elif data:
            self.source_picked.emit(str(data))


def _inside(path: str, folder: str) -> bool:
    return path.startswith(folder.rstrip("/" + os.sep) + os.sep)


def _inside_any(path: str, runs: list[tuple[str, str]]) -> bool:
    """A checkpoint of a listed run: that run's entry stands for it (no second entry)."""
    return any(_inside(path, run_dir) for run_dir, _ in runs)
