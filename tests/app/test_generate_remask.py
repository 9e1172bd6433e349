"""The Generate tab's taking a token back (remask, ReMDM; issue 41 item 3): the control and what
it turns off, a revised chip's mark and history (tooltip and accessible description), a setting
the generation refuses said in the banner with the rows kept, and a lab file's round trip."""

from __future__ import annotations

import json

import pytest
from generate_tabs import TIMEOUT, generated

from mlm_lab.app.generate.view import REVISED_MARK
from mlm_lab.lab import load_state

GENERATE_TAB_SIZE = (1024, 768)  # the generate_tab fixture's size


@pytest.fixture
def tab(generate_tab):
    return generate_tab


def test_remask_revises_chips_and_shows_their_history(qtbot, tab):
    ui = tab.ui
    assert tab.state.remask == 0 and ui.remask_spin.isEnabled() and ui.remask_spin.text() == "off"
    ui.prompt_edit.setPlainText("")
    ui.take_prompt()
    ui.length_spin.setValue(12)
    ui.steps_spin.setValue(24)  # more steps than positions: the extra ones revise
    ui.remask_spin.setValue(0.25)
    assert tab.state.remask == 0.25
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    assert result.steps == 24
    row = result.rows[0]
    assert row.revisions, "a quarter taken back on each loop step revises tokens"
    chips = tab.rows_view.rows[0].chips
    revised = [c for c in chips if REVISED_MARK in c.sub_text]
    assert revised and all(c.state == "none" for c in revised)
    first = revised[0]
    history = [v for v in row.revisions if v.position == first.index]
    assert history and f"taken back in round {history[0].taken_back_in}" in first.toolTip()
    assert f"“{history[0].token}”" in first.toolTip() and "revised: was" in first.accessibleDescription()
    # one-way decoding takes at most one step a position: 24 steps for 12 are refused in the banner
    ui.remask_spin.setValue(0.0)
    qtbot.waitUntil(lambda: tab.banner.level() == "error", timeout=TIMEOUT)
    assert "steps (24) is more than the 12" in tab.banner.text() and tab.result.rows[0].revisions
    ui.steps_spin.setValue(12)  # no mark, no history
    generated(qtbot, tab, lambda r: r.request == tab.request())
    assert not any(REVISED_MARK in c.sub_text for c in tab.rows_view.rows[0].chips)
    assert not tab.result.rows[0].revisions


def test_remask_with_a_rule_it_cannot_take_is_off_or_refused_and_nothing_changes(qtbot, tab):
    ui = tab.ui
    ui.remasking_combo.setCurrentIndex(ui.remasking_combo.findData("threshold"))
    assert not ui.remask_spin.isEnabled()  # the threshold sets its own steps: nothing to loop over
    ui.remasking_combo.setCurrentIndex(ui.remasking_combo.findData("confidence"))
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    before = [c.main_text for c in tab.rows_view.rows[0].chips]
    ui.block_spin.setValue(2)
    ui.remask_spin.setValue(0.3)
    qtbot.waitUntil(lambda: tab.banner.level() == "error", timeout=TIMEOUT)
    assert "remask cannot be combined with blocks" in tab.banner.text()
    assert tab.result is result and [c.main_text for c in tab.rows_view.rows[0].chips] == before
    # a value out of range cannot be typed: the box stops below 1
    ui.remask_spin.setValue(5.0)
    assert ui.remask_spin.value() < 1 and tab.state.remask < 1


def test_a_lab_file_keeps_remask_and_a_bad_one_is_refused(qtbot, lab_window, tmp_path):
    w = lab_window
    gen = w.lab_tabs["generate"]
    w.tabs.setCurrentWidget(gen)
    qtbot.waitUntil(lambda: w.is_ready() and gen.result is not None, timeout=TIMEOUT)
    gen.state.remask = 0.2
    generated(qtbot, gen, lambda r: r.request == gen.request())
    path = w.save_lab_state(tmp_path / "r.mlmlab")
    data = json.loads(path.read_text())
    assert data["generate"]["remask"] == 0.2 and load_state(path).generate.remask == 0.2
    for bad_value in (1.0, -0.1, "much"):
        data["generate"]["remask"] = bad_value
        bad = tmp_path / "bad.mlmlab"
        bad.write_text(json.dumps(data))
        before = w.state.generate.to_dict()
        assert not w.open_lab_state(bad)
        assert w.state.generate.to_dict() == before and abs(gen.ui.remask_spin.value() - 0.2) < 1e-9
