"""Issue 26's smaller things, in the real window with the small random models: a finished run is
the selected one ("Use this model" works at once), the runs list is newest first as lesson 4 says,
and closing a lesson leaves no empty narration panel."""

from __future__ import annotations

import json

from mlm_lab.lab.lesson import bundled_lessons, load_lesson


def test_a_finished_run_is_selected_so_use_this_model_works_at_once(qtbot, lab_window):
    w = lab_window
    tab = w.training_tab
    w.tabs.setCurrentWidget(tab)
    form = tab.state.form
    form.task, form.data, form.preset, form.steps, form.name = "text", "generated", "nano", 10, "first"
    with qtbot.waitSignal(tab.run_finished, timeout=120000):
        tab.start()
    first = tab.selected_run()
    assert first is not None and first.name.endswith("-first") and first.has_checkpoint
    assert tab.runs_box.use_button.isEnabled()
    form.name = "second"
    with qtbot.waitSignal(tab.run_finished, timeout=120000):
        tab.start()
    assert tab.selected_run().name.endswith("-second") and tab.runs_box.use_button.isEnabled()
    names = [info.name for info in tab.run_infos()]
    assert names.index(tab.selected_run().name) < names.index(first.name)  # newest first, as lesson 4 says
    lesson4 = load_lesson(next(p for p in bundled_lessons() if p.name.startswith("4-")))
    assert "the newest run is at the top" in lesson4.steps[3].narration
    assert "Tick the first run" not in lesson4.steps[3].narration


def test_closing_a_lesson_closes_its_narration_panel(qtbot, lab_window, tmp_path):
    w = lab_window
    path = tmp_path / "one.mlmlesson"
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "One",
                                "steps": [{"title": "A", "narration": "Words.", "state": {"tab": "text"}}]}))
    assert w.lessons.open(path)
    qtbot.waitUntil(w.lessons.dock.isVisible, timeout=5000)
    assert w.lessons.player.close()
    assert not w.lessons.dock.isVisible() and not w.lessons.act_panel.isChecked()
    qtbot.waitUntil(lambda: w.centralWidget().width() > w.width() - 20, timeout=5000)  # the view has the room back


def test_the_shipped_probes_caption_says_when_it_was_measured_not_a_developer_command():
    import pytest

    from mlm_lab.features.shipped import shipped_probe
    from mlm_lab.inference import bundled_text_model
    from mlm_lab.lab.features_view.jobs import shipped_or_live_probe

    tm = bundled_text_model()
    if shipped_probe(tm.model, "words") is None:
        pytest.skip("no shipped probe matches the bundled text model: run scripts/make_lesson_probes.py")
    _result, origin = shipped_or_live_probe("text", tm, "words")
    assert origin.startswith("measured on these weights on ") and "shipped with the app" in origin
    assert "python" not in origin and "scripts/" not in origin and "PYTHONPATH" not in origin
