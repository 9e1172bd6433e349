"""The Study page's grid and backend: a second knob makes the same grid `mlm-lab study grid` makes,
run in a real process and shown as a heatmap with the best cell framed; "Run on: a Ray cluster at"
enables the address box, and without Ray says the CLI's line and starts nothing; Resume continues
an interrupted study as `mlm-lab study resume` does."""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path

import pytest

from mlm_lab.app.training.tab import TrainingTab
from mlm_lab.lab.study import StudyForm
from mlm_lab.studies import Study, StudyRunner, StudySpec
from mlm_lab.studies.heatmap import grid_cells
from mlm_lab.studies.ray_backend import RAY_MISSING
from mlm_lab.studies.results import read_csv
from mlm_lab.training import TrainConfig

STEPS = 10


@pytest.fixture
def tab(qtbot, tmp_path):
    widget = TrainingTab(runs_dir=tmp_path / "runs")
    qtbot.addWidget(widget)
    widget.resize(1024, 768)
    widget.show()
    widget.show_page("study")
    yield widget
    widget.shutdown()
    assert multiprocessing.active_children() == []


def _pick(combo, key) -> None:
    """Choose `key` in a combo box as a person does."""
    combo.setCurrentIndex(combo.findData(key))
    combo.activated.emit(combo.findData(key))


def _grid_form(page, values="0.15", values2="random, whole_word") -> None:
    form = page.form_view
    form.values_edit.setText(values)
    _pick(form.knob2_combo, "strategy")
    form.values2_edit.setText(values2)
    form.steps_spin.setValue(STEPS)


def test_the_app_and_the_cli_make_the_same_grid_on_the_same_backend():
    from mlm_lab.cli import build_parser

    form = StudyForm(values="0.15, 0.4", knob2="strategy", values2="random, span", steps=STEPS, backend="ray",
                     address="127.0.0.1:6379")
    spec = form.to_spec()
    args = build_parser().parse_args(form.command_line().split()[1:])
    cli = args.build(args)
    assert spec.identity() == cli.identity() and spec.name == cli.name and spec.is_grid
    # the CLI keeps {"name": backend, "address": address} in study.json; the form's spec carries the same
    assert spec.extra["backend"] == {"name": args.backend, "address": args.address} == \
        {"name": "ray", "address": "127.0.0.1:6379"}
    local = StudyForm(address="left over").to_spec()  # the address box is for Ray only
    assert local.extra["backend"] == {"name": "local", "address": None}


def test_the_second_knob_and_the_address_box_follow_the_choices(tab):
    form = tab.study_page.form_view
    assert not form.values2_edit.isEnabled() and not form.address_edit.isEnabled()
    choices = [form.knob2_combo.itemData(i) for i in range(form.knob2_combo.count())]
    assert choices == ["", "strategy", "objective"]  # the text task's other knobs
    _pick(form.knob2_combo, "strategy")
    assert form.values2_edit.isEnabled() and form.state.values2 == "random, whole_word, span"
    _pick(form.backend_combo, "ray")
    assert form.address_edit.isEnabled() and form.state.backend == "ray"
    _pick(form.knob_combo, "strategy")  # a knob for text and images, paired with mask-rate
    _pick(form.knob2_combo, "mask-rate")
    assert form.state.knob2 == "mask-rate" and form.state.values2 == "0.15, 0.3, 0.45, 0.6, 0.8"
    _pick(form.task_combo, "image")  # mask-rate is for text: the grid goes back to one knob
    assert form.state.task == "image" and form.state.knob2 == "" and form.state.values2 == ""
    assert [form.knob2_combo.itemData(i) for i in range(form.knob2_combo.count())] == ["", "mask-ratio"]
    assert not form.values2_edit.isEnabled()
    _pick(form.backend_combo, "local")
    assert not form.address_edit.isEnabled()


def test_without_ray_the_page_says_the_cli_line_and_starts_nothing(tab, monkeypatch):
    page = tab.study_page
    monkeypatch.setitem(sys.modules, "ray", None)  # as where ray is not installed
    _pick(page.form_view.backend_combo, "ray")
    page.update_estimate()
    assert RAY_MISSING.split(":")[0] in page.estimate_label.text()
    assert not page.start() and 'pip install "mlm-lab[cluster]"' in page.last_error
    assert not page.is_running() and not page.studies_dir.exists()


def test_a_grid_from_the_form_runs_in_a_process_and_shows_its_heatmap(qtbot, tab):
    page = tab.study_page
    _grid_form(page)
    page.update_estimate()
    assert "2 runs" in page.estimate_label.text() and "1 x 2 values" in page.estimate_label.text()
    done: list[str] = []
    page.study_finished.connect(done.append)
    assert page.start(), page.last_error
    qtbot.waitUntil(lambda: bool(done), timeout=300_000)
    assert done == ["finished"], page.last_error
    folder = Path(page.state.folder)
    assert folder.name == "mask-rate-x-strategy-text-nano-toy"
    rows = read_csv(folder / "results.csv")
    header, cells = page.view.table_rows()
    assert header[:2] == ["mask_prob", "strategy"] and [c[1] for c in cells] == ["random", "whole_word"]
    view = page.view
    assert view.knob_stack.currentWidget() is view.heatmap
    view.set_metric("eval_loss_at_15")
    expected = grid_cells(rows, ("mask_prob", "strategy"), [0.15], ["random", "whole_word"], "eval_loss_at_15")
    assert view.heatmap.cells["best"] == expected["best"] and view.heatmap.frame.isVisible()
    assert len(view.heatmap.cell_texts()) == 2
    assert (folder / "heatmap-eval_loss_at_15.png").is_file()
    assert sorted(view.curve_names()) == ["0.15 / random seed 0", "0.15 / whole_word seed 0"]
    assert not page.resume_button.isEnabled()  # nothing left to resume
    page.grab().save(str(folder.parent / "grid-page.png"))


def test_resume_continues_an_interrupted_grid(qtbot, tab):
    page = tab.study_page
    spec = StudySpec(knob="mask-rate", task="text", values=[0.15], knob2="strategy", values2=["random", "span"],
                     seeds=[0], fixed=TrainConfig(task="text", steps=STEPS, eval_every=4))
    folder = page.studies_dir / "stopped-grid"
    study = Study.create_or_continue(folder, spec)
    StudyRunner(study, threads=1, yardsticks=[], max_runs=1).run()
    first = {p.name for p in study.runs_dir.iterdir()}
    assert len(first) == 1 and not page.resume_button.isEnabled()
    assert page.open_folder(folder)
    assert page.resume_button.isEnabled()
    done: list[str] = []
    page.study_finished.connect(done.append)
    page.resume_button.click()
    assert page.is_running() and not page.resume_button.isEnabled()
    qtbot.waitUntil(lambda: bool(done), timeout=300_000)
    assert done == ["finished"], page.last_error
    runs = {p.name for p in study.runs_dir.iterdir()}
    assert first < runs and len(runs) == 2
    assert len(read_csv(folder / "results.csv")) == 2 and not page.resume_button.isEnabled()
