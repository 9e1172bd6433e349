"""What every tab of the window is, to the window: one small protocol, and the list of tabs.

The window talks to a tab only through `LabTab`: it hands the tab its part of the lab state
(`mlm_lab.lab`), switches presentation mode, hides a lesson's controls, asks whether the
tab is still working, exports its metrics, resamples, steps its slider, and shuts it down.
A new tab (features, a study view, a lesson player) is a class that implements this and
one `TabSpec` in `TAB_SPECS`, plus its state class in `mlm_lab.lab.document.PARTS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QSlider, QWidget


@runtime_checkable
class LabTab(Protocol):
    key: str  # its part of the lab state and of hide names: "text" | "image" | "training"
    control_names: tuple[str, ...]  # what a lab file may hide in this tab ("image.seed" -> "seed")
    # Qt signals every tab has: status_message(str) for the status bar, error_message(str) for the banner

    @property
    def state(self) -> Any:
        """Its part of the lab state (TextState, ImageState, TrainingState): the widgets observe it."""

    def apply_state(self, state: Any, prepared: Any = None) -> None:
        """Make `state` (a checked part, same class as `self.state`) the tab's state in one step;
        `prepared` is what `prepare` resolved for it (an image already decoded)."""

    def set_presentation(self, on: bool) -> None:
        """Large high-contrast fonts (style.presentation_scale(), fitted to the screen) for a projector, or back."""

    def hide_controls(self, names: list[str]) -> list[str]:
        """Hide the named controls (a lesson's), show the others; returns the names it does not know."""

    def set_controls_visible(self, visible: bool) -> None:
        """The window's "Hide controls" (H): the control panel, on top of the lesson's hidden names."""

    def is_busy(self) -> bool:
        """True while an answer for the current state is still being computed or loaded."""

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """(header, rows) for File > Export metrics as CSV; no rows when there is nothing to export."""

    def metrics_empty_reason(self) -> str:
        """Why metrics_rows() has no rows ("" when it has some)."""

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: hide the model's answer (predictions,
        reconstruction, metrics) behind lesson_reveal.REVEAL_HINT until revealed; no-op where
        the tab shows no answer."""

    def resample(self) -> None:
        """A new draw with the same settings (R in presentation mode)."""

    def active_slider(self) -> QSlider | None:
        """The slider Left/Right move in presentation mode, or None."""

    def shutdown(self) -> None:
        """Stop the tab's threads and processes (the window is closing)."""


@dataclass(frozen=True)
class TabSpec:
    key: str
    title: str
    tooltip: str
    make: Callable[..., QWidget]  # make(window, state_part, runs_dir) -> the tab widget


def _text(window, state, runs_dir):
    from mlm_lab.app.text.tab import TextTab

    return TextTab(parent=window, state=state)


def _image(window, state, runs_dir):
    from mlm_lab.app.image.tab import ImageTab

    return ImageTab(window, state=state)


def _training(window, state, runs_dir):
    from mlm_lab.app.training.tab import TrainingTab

    tab = TrainingTab(runs_dir=runs_dir, parent=window, state=state)
    show = getattr(window, "show_message", None)
    if show is not None:  # a resume's skipped checkpoint, in the banner as a warning
        tab.warning_message.connect(lambda text: show(text, "warning"))
    return tab


def _features(window, state, runs_dir):
    from mlm_lab.app.features.tab import FeaturesTab

    tab = FeaturesTab(window, state=state)
    window.loader.loaded.connect(tab.on_models_loaded)  # the window's text and image models
    return tab


def _generate(window, state, runs_dir):
    from mlm_lab.app.generate.tab import GenerateTab

    tab = GenerateTab(window, state=state)
    window.loader.loaded.connect(tab.on_models_loaded)  # a run or folder picked as the text model generates too
    return tab


# titles and tooltips marked for pyside6-lupdate; the window translates them where it shows them
TAB_SPECS: tuple[TabSpec, ...] = (
    TabSpec("text", QT_TRANSLATE_NOOP("Tabs", "Text"),
            QT_TRANSLATE_NOOP("Tabs", "Masked language modeling (BERT): hide words and watch the model guess them"),
            _text),
    TabSpec("image", QT_TRANSLATE_NOOP("Tabs", "Image"),
            QT_TRANSLATE_NOOP("Tabs", "Masked autoencoding (MAE): hide image patches and watch them rebuilt"),
            _image),
    TabSpec("training", QT_TRANSLATE_NOOP("Tabs", "Training"),
            QT_TRANSLATE_NOOP("Tabs", "Pretrain a tiny model yourself and watch it learn"), _training),
    TabSpec("features", QT_TRANSLATE_NOOP("Tabs", "Features"),
            QT_TRANSLATE_NOOP("Tabs", "What the encoder learned: PCA maps, patch similarity, token neighbours, "
                              "linear probes per layer"), _features),
    TabSpec("generate", QT_TRANSLATE_NOOP("Tabs", "Generate"),
            QT_TRANSLATE_NOOP("Tabs", "Generation by unmasking (masked diffusion, MDLM / LLaDA): start from [MASK] "
                              "everywhere and watch the model reveal the tokens round by round"), _generate),
)
TAB_NAMES = tuple(spec.key for spec in TAB_SPECS)
