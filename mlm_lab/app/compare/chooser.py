"""What the Text and Image tabs' side by side share: the second pane's small chooser (which model
answers on the right, at which mask rate), the row over both panes (the named differences and
the "Compare…" toggle), and `CompareModels`, which turns a choice into a model in the pane's
worker thread (a folder loaded, a twin built) and keeps the ones it made.

The choice lives in the tab's state (`text.compare` / `image.compare`, mlm_lab/lab/compare.py);
these widgets write a new choice and redraw from it. A model folder is loaded before the choice
is written: a folder that holds no model, or a model of the other kind, is one message and the
choice stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.qt import dialogs
from mlm_lab.lab.compare import BUNDLED, SAME, TWIN

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

FOLDER_ENTRY = "__folder__"
SAME_RATE = -1  # the spin box's "same as the left"
KIND_WORDS = {"text": "text", "image": "image"}


def model_label(source: str) -> str:
    from mlm_lab.app.window.model_sources import short_label

    return {SAME: translate("Widgets", "the same model"), TWIN: translate("Widgets", "its random-init twin"),
            BUNDLED: translate("Widgets", "the bundled model")}.get(source) or short_label(source)


class CompareChooser(QWidget):
    """The second pane's chooser: a model menu and the right side's mask rate ("same as the left")."""

    def __init__(self, kind: str, rate_label: str, rate_max: int, on_model: Callable[[str], None],
                 on_rate: Callable[[float | None], None], runs_dir: Callable[[], object], parent=None):
        super().__init__(parent)
        self.kind = kind
        self._on_model, self._on_rate, self._runs_dir = on_model, on_rate, runs_dir
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translate("Widgets", "Right:")))
        self.model_combo = _ModelCombo(lambda: self.refill(self._current))  # runs listed again when opened
        self.model_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.model_combo.setToolTip(translate("Widgets", "Which model answers on the right: the same model (at another mask rate), its "
                                    "random-init twin (same shape, seed 0, never trained), the bundled model, a "
                                    "training run's newest checkpoint or a model folder"))
        self.model_combo.activated.connect(self._on_activated)
        row.addWidget(self.model_combo, 1)
        self.rate_label = QLabel(rate_label)
        row.addWidget(self.rate_label)
        self.rate_spin = QSpinBox()
        self.rate_spin.setRange(SAME_RATE, rate_max)
        self.rate_spin.setSuffix(" %")
        self.rate_spin.setSpecialValueText(translate("Widgets", "same"))
        self.rate_spin.setToolTip(translate("Widgets", "The right side's mask rate; \"same\" hides exactly the left's positions "
                                  "(same seed, same strategy). Another rate draws with the same seed."))
        self.rate_spin.valueChanged.connect(self._on_spin)
        row.addWidget(self.rate_spin)
        self._current = SAME
        self._shown_rate: float | None = None  # the rate the spin box shows (show_rate)
        self._key: tuple[str, bool] | None = None  # (choice, split on) the menu was last listed for

    def show_model(self, current: str, on: bool) -> None:
        """Show `current` in the menu; the entries are listed again only when it or the split's being on
        changes (or the menu opens); the runs are read only while the split is on."""
        if (current, on) != self._key:
            self._key = (current, on)
            self.refill(current, runs=on)

    def refill(self, current: str, *, runs: bool = True) -> None:
        """The entries: same, twin, bundled, the runs of this kind with a checkpoint, the folder in use."""
        from mlm_lab.app.training.bridge import list_run_infos

        self._current = current
        combo = self.model_combo  # listens to activated (a person's pick) only: refilling calls nothing
        combo.clear()
        combo.addItem(translate("Widgets", "Same model"), SAME)
        combo.addItem(translate("Widgets", "Random-init twin (never trained)"), TWIN)
        combo.addItem(translate("Widgets", "Bundled model"), BUNDLED)
        for info in list_run_infos(self._runs_dir()) if runs else ():
            if info.has_checkpoint and info.task in ("", self.kind):
                combo.addItem(translate("Widgets", "Run: {name}").format(name=info.name), info.path)
        if current not in (SAME, TWIN, BUNDLED) and not any(_inside(current, str(combo.itemData(i)))
                                                            for i in range(combo.count())):
            combo.addItem(translate("Widgets", "Folder: {name}").format(name=model_label(current)), current)
        combo.addItem(translate("Widgets", "Model folder or run…"), FOLDER_ENTRY)
        index = combo.findData(current)
        if index < 0:
            index = next((i for i in range(combo.count()) if _inside(current, str(combo.itemData(i)))), 0)
        combo.setCurrentIndex(index)

    def show_rate(self, rate: float | None) -> None:
        self._shown_rate = rate
        self.rate_spin.setValue(self._spin_value(rate))  # its valueChanged is an echo `_on_spin` passes over

    @staticmethod
    def _spin_value(rate: float | None) -> int:
        return SAME_RATE if rate is None else int(round(rate * 100))

    def _on_activated(self, index: int) -> None:
        data = self.model_combo.itemData(index)
        if data == FOLDER_ENTRY:
            folder = dialogs.existing_dir(self, translate("Widgets", "Compare with a model folder or a training run"))
            self.refill(self._current)  # the menu shows the choice in use until the folder has loaded
            if folder:
                self._on_model(folder)
        elif data:
            self._on_model(str(data))

    def _on_spin(self, value: int) -> None:
        # a spin box has no signal of a person's edit alone (valueChanged follows setValue too): the
        # value the choice's rate already shows is an echo (a rate of 0.155 shown as 16 % stays 0.155)
        if value != self._spin_value(self._shown_rate):
            self._on_rate(None if value == SAME_RATE else value / 100.0)


class _ModelCombo(QComboBox):
    """A combo box that lists its entries again just before its menu opens (a run may have finished)."""

    def __init__(self, before_popup: Callable[[], None]):
        super().__init__()
        self._before_popup = before_popup

    def showPopup(self) -> None:
        self._before_popup()
        super().showPopup()


def _inside(path: str, folder: str) -> bool:
    import os

    return bool(folder) and folder not in (SAME, TWIN, BUNDLED, FOLDER_ENTRY) and (
        path == folder or path.startswith(folder.rstrip("/" + os.sep) + os.sep))


class SplitHolder(QWidget):
    """The row over both panes (the differences line, the "Compare…" toggle) and the two panes
    side by side in a splitter; the right one shows only while the split is on."""

    def __init__(self, left: QWidget, right: QWidget, on_toggle: Callable[[bool], None], parent=None, *,
                 right_share: float = 0.5):
        super().__init__(parent)
        self._right_share = right_share
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        row = QHBoxLayout()
        self.differences = QLabel("")
        self.differences.setObjectName("compareDifferences")
        self.differences.setWordWrap(True)
        self.differences.setTextFormat(Qt.TextFormat.RichText)
        self.differences.hide()
        row.addWidget(self.differences, 1)
        self.toggle = QPushButton(translate("Widgets", "Compare…"))
        self.toggle.setObjectName("compareToggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolTip(translate("Widgets", "Side by side: the same input and mask for a second model, or for this model at "
                               "another mask rate, with the differences named"))
        self.toggle.clicked.connect(on_toggle)  # a person's press (clicked), not show_on's check mark (toggled)
        row.addStretch(0)
        row.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout.addWidget(self.splitter, 1)

    def set_differences(self, text: str, tooltip: str = "") -> None:
        """The line of named differences (rich text); the row grows to show it whole."""
        self.differences.setText(text)
        self.differences.setToolTip(tooltip)
        self._fit()

    def _fit(self) -> None:
        label = self.differences
        if label.isVisible() and label.width() > 0:
            label.setMinimumHeight(max(0, label.heightForWidth(label.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def show_on(self, on: bool) -> None:
        self.toggle.setChecked(on)  # emits toggled only: on_toggle listens to clicked
        self.toggle.setText(translate("Widgets", "Close compare") if on else translate("Widgets", "Compare…"))
        right = self.splitter.widget(1)
        if right.isHidden() == on:
            right.setVisible(on)
            if on:
                QTimer.singleShot(0, self, self._share)
        self.differences.setVisible(on)
        self._fit()

    def _share(self) -> None:
        total = self.splitter.width() or sum(self.splitter.sizes())
        if total > 2:
            right = int(total * self._right_share)
            self.splitter.setSizes([total - right, right])


class CompareModels:
    """The right side's model for one tab kind. `get(choice, left)` gives it at once when it is the
    left's own or already made, else asks the worker (a twin built, a folder loaded) and gives None;
    `on_ready()` is called when it arrives, `on_failed(source, message)` when a folder fails."""

    def __init__(self, kind: str, worker, on_ready: Callable[[], None], on_failed: Callable[[str, str], None]):
        self.kind = kind
        self.worker = worker
        self._on_ready, self._on_failed = on_ready, on_failed
        self._twin: tuple[object, object] | None = None  # (left model, its twin)
        self._folders: dict[str, object] = {}  # "bundled" or a folder -> its model
        self._asked: set[str] = set()
        self._then: dict[str, Callable[[], None]] = {}  # after a folder loads (the user's choice)

    def get(self, source: str, left):
        if source == SAME:
            return left
        if source == TWIN:
            if left is None:
                return None
            if self._twin is not None and self._twin[0] is left:
                return self._twin[1]
            if "twin" not in self._asked:
                self._asked.add("twin")
                kind = self.kind
                self.worker.submit("twin", lambda: (left, _twin(kind, left)))
            return None
        if source in self._folders:
            return self._folders[source]
        self.load(source)
        return None

    def load(self, source: str, then: Callable[[], None] | None = None) -> None:
        """Load `source` ("bundled" or a folder) in the worker; `then()` once it is in."""
        if then is not None:
            self._then[source] = then
        if source in self._folders:
            self._finish(source)
            return
        key = f"load:{source}"
        if key in self._asked:
            return
        self._asked.add(key)
        kind = self.kind
        self.worker.submit(key, lambda: (source, _load(source, kind)))

    def loaded(self, source: str) -> bool:
        return source in (SAME,) or source in self._folders

    def pending(self) -> bool:
        return bool(self._asked)

    def on_result(self, key: str, payload) -> bool:
        """A worker answer for this holder (True when it was one)."""
        if key == "twin":
            self._asked.discard("twin")
            self._twin = payload
            self._on_ready()
            return True
        if key.startswith("load:"):
            self._asked.discard(key)
            source, model = payload
            self._folders[source] = model
            self._finish(source)
            self._on_ready()
            return True
        return False

    def on_failure(self, key: str, message: str) -> bool:
        if key == "twin":
            self._asked.discard(key)
            self._on_failed(TWIN, message)
            return True
        if key.startswith("load:"):
            self._asked.discard(key)
            source = key[len("load:"):]
            self._then.pop(source, None)
            self._on_failed(source, message)
            return True
        return False

    def _finish(self, source: str) -> None:
        then = self._then.pop(source, None)
        if then is not None:
            QTimer.singleShot(0, then)


class CompareChoice:
    """A pane's side-by-side choice, the tab state's `compare`: what the chooser and the toggle write
    (a model folder is loaded before it is chosen), the chooser and the split shown as it says, and the
    last model the pane could show put back when another fails. `state` is the tab's part of the lab
    state (its `compare` is the choice), `status` and `error` say things (a signal's emit); `pane` has
    `models`, `chooser`, `holder` and `request()`; `rate_field` is the choice's rate ("mask_prob" or
    "ratio")."""

    def __init__(self, pane, rate_field: str, *, state, status, error):
        self._pane = pane
        self._rate_field = rate_field
        self._state, self._status, self._error = state, status, error
        self.good_model = SAME  # the last model choice the pane could show

    @property
    def value(self):
        return self._state.compare

    def _write(self, **change) -> None:
        self._state.compare = self.value.but(**change)

    def changed(self, *_args) -> None:
        """The state's choice changed: show it, and redraw the pane."""
        self.show()
        self._pane.request()

    def set_on(self, on: bool) -> None:
        """The "Compare…" toggle and the View menu's action."""
        self._write(on=bool(on))

    def choose_model(self, source: str) -> None:
        """Show `source` on the right ("same", "twin", "bundled", a model or run folder). A folder is
        loaded first; one that fails is a message and the choice stays."""
        pane = self._pane
        if source in (SAME, TWIN) or pane.models.loaded(source):
            self._write(model=source)
            return
        self._status(translate("Widgets", "Loading {model} for the right side…").format(
            model=model_label(source)))
        pane.models.load(source, then=lambda: self._write(model=source))

    def choose_rate(self, rate: float | None) -> None:
        self._write(**{self._rate_field: rate})

    def show(self) -> None:
        c, pane = self.value, self._pane
        pane.holder.show_on(c.on)
        pane.chooser.show_model(c.model, c.on)
        pane.chooser.show_rate(getattr(c, self._rate_field))

    def model_failed(self, source: str, message: str) -> None:
        pane = self._pane
        self._error(translate("Widgets", "Cannot compare with {model}: {error}. The right side still "
                              "shows {kept}.").format(model=model_label(source), error=message,
                                                      kept=model_label(self.good_model)))
        if self.value.model == source:  # a lab file named it: back to what was shown
            self._write(model=self.good_model)
        pane.chooser.refill(self.value.model)  # the menu shows the choice in use again
        self.show()


def _twin(kind: str, left):
    from mlm_lab.compare import image_twin, text_twin

    return text_twin(left) if kind == "text" else image_twin(left)


def _load(source: str, kind: str):
    """The worker job: the model of `source` for a `kind` tab, or ModelLoadError saying why not."""
    from mlm_lab.app.window.model_sources import load_models
    from mlm_lab.models.io import ModelLoadError

    models, problems = load_models(source, (kind,))
    for loaded in models:
        if loaded.kind == kind:
            return loaded.model
    other = models[0].kind if models else None
    if other:
        raise ModelLoadError(translate("Widgets", "it holds an image model, not a text model") if other == "image"
                             else translate("Widgets", "it holds a text model, not an image model"))
    raise ModelLoadError("; ".join(problems) or translate("Widgets", "no model in it"))
