"""The Training tab's form chooses the objective for text runs: masked LM, masked diffusion or causal."""

from __future__ import annotations

import pytest

from mlm_lab.app.training.form import TrainingFormView
from mlm_lab.lab import LabStateError
from mlm_lab.lab.training import TrainingForm
from mlm_lab.training.config import ConfigError


def test_the_objective_reaches_the_engine_and_comes_back(qtbot):
    form = TrainingForm()
    view = TrainingFormView(form)
    qtbot.addWidget(view)
    view.show()
    assert view.objective_combo.isVisible()
    view.objective_combo.setCurrentIndex(view.objective_combo.findData("diffusion"))
    assert form.objective == "diffusion"
    config = form.to_config()
    assert config.objective == "diffusion" and config.task == "text"
    assert TrainingForm.from_config(config).objective == "diffusion"
    form.objective = "clm"  # the state drives the widget too
    assert view.objective_combo.currentData() == "clm"
    view.task_combo.setCurrentIndex(view.task_combo.findData("image"))
    assert form.task == "image" and form.objective == "mlm" and not view.objective_combo.isVisible()


def test_an_image_form_with_a_text_objective_is_refused():
    with pytest.raises(LabStateError, match="training.form.objective"):
        TrainingForm.from_dict({"task": "image", "objective": "diffusion"})
    form = TrainingForm.defaults("image")
    form.objective = "clm"  # one field at a time is let by (the pair is checked when a file is read) ...
    with pytest.raises(ConfigError, match="objective 'clm' is for text"):
        form.to_config()  # ... and the engine's check refuses the run
