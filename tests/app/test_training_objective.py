"""The Training tab's form chooses the objective for text runs: masked LM, masked diffusion or causal."""

from __future__ import annotations

import pytest

from mlm_lab.app.training.bridge import config_from_form, form_from_config
from mlm_lab.app.training.form import TrainingFormView
from mlm_lab.lab import LabStateError
from mlm_lab.lab.training import TrainingForm


def test_the_objective_reaches_the_engine_and_comes_back(qtbot):
    form = TrainingForm()
    view = TrainingFormView(form)
    qtbot.addWidget(view)
    view.show()
    assert view.objective_combo.isVisible()
    view.objective_combo.setCurrentIndex(view.objective_combo.findData("diffusion"))
    assert form.objective == "diffusion"
    config = config_from_form(form.to_dict())
    assert config.objective == "diffusion" and config.task == "text"
    assert form_from_config(config)["objective"] == "diffusion"
    form.objective = "clm"  # the state drives the widget too
    assert view.objective_combo.currentData() == "clm"
    view.task_combo.setCurrentIndex(view.task_combo.findData("image"))
    assert form.task == "image" and form.objective == "mlm" and not view.objective_combo.isVisible()


def test_an_image_form_with_a_text_objective_is_refused():
    with pytest.raises(LabStateError, match="training.form.objective"):
        TrainingForm.from_dict({"task": "image", "objective": "diffusion"})
    with pytest.raises(ValueError, match="objective"):
        config_from_form({**TrainingForm.defaults("image").to_dict(), "objective": "clm"})
