"""The tabs' strategy menus list exactly the catalog's entries, with its labels and explanations
(the engine, the lab state, the CLI and the study knob: tests/test_catalog.py)."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from mlm_lab.lab import ImageState, TextState
from mlm_lab.lab.training import TrainingForm
from mlm_lab.masking.catalog import IMAGE_STRATEGIES, TEXT_STRATEGIES, TRAINABLE, training_choices


def _items(combo) -> list[tuple[str, str]]:
    return [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]


def test_the_text_menu_lists_every_text_strategy(qtbot):
    from mlm_lab.app.text.controls import TextControls

    controls = TextControls(TextState(), resample=lambda: None, batch=contextlib.nullcontext)
    qtbot.addWidget(controls)
    assert _items(controls.strategy_combo) == [(s.key, s.label) for s in TEXT_STRATEGIES]


def test_the_image_menu_lists_every_image_strategy_with_its_explanation(qtbot):
    from mlm_lab.app.image.controls import ImageControls

    host = QWidget()
    qtbot.addWidget(host)
    nothing = lambda *args: None  # noqa: E731
    controls = ImageControls(ImageState(), QVBoxLayout(host), on_pick_source=nothing, on_open=nothing,
                             on_resample=nothing, on_strategy=nothing, on_fill=nothing, on_invert=nothing)
    combo = controls.strategy_combo
    assert _items(combo) == [(s.key, s.label) for s in IMAGE_STRATEGIES]
    assert [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())] == [
        s.explanation for s in IMAGE_STRATEGIES]


@pytest.mark.parametrize("task", ["text", "image"])
def test_the_training_menu_lists_the_trainable_strategies(qtbot, task):
    from mlm_lab.app.training.form import TrainingFormView

    view = TrainingFormView(TrainingForm.defaults(task))
    qtbot.addWidget(view)
    assert [key for key, _ in _items(view.strategy_combo)] == list(TRAINABLE[task])


@pytest.mark.parametrize("task", ["text", "image"])
def test_the_training_menu_shows_the_catalog_labels(qtbot, task):
    from mlm_lab.app.training.form import TrainingFormView

    view = TrainingFormView(TrainingForm.defaults(task))
    qtbot.addWidget(view)
    assert _items(view.strategy_combo) == training_choices(task)
