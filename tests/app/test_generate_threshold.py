"""The Generate tab's parallel decoding by confidence (remasking "threshold", issue 41 item 1) and
key/value caches (item 2): the threshold box, the controls it turns off, the rounds it shows, the
cache's line, and a lab file's round trip."""

from __future__ import annotations

import json

import pytest
from generate_tabs import TIMEOUT, generated

from mlm_lab.lab import load_state


@pytest.fixture
def tab(generate_tab):
    return generate_tab


def test_threshold_turns_off_steps_and_schedule_and_its_rounds_follow_the_confidence(qtbot, tab):
    ui = tab.ui
    assert not ui.threshold_spin.isEnabled() and ui.steps_spin.isEnabled()
    ui.prompt_edit.setPlainText("")
    ui.take_prompt()
    ui.length_spin.setValue(16)
    ui.remasking_combo.setCurrentIndex(ui.remasking_combo.findData("threshold"))
    assert tab.state.remasking == "threshold"
    assert ui.threshold_spin.isEnabled() and not ui.steps_spin.isEnabled() and not ui.schedule_combo.isEnabled()
    ui.threshold_spin.setValue(1.0)
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    assert tab.state.threshold == 1.0 and result.steps == 16  # nothing is sure: one token a step
    ui.threshold_spin.setValue(0.05)
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    row = result.rows[0]
    assert result.steps < 16 and sum(len(r.positions) for r in row.rounds) == 16
    assert any(len(r.positions) > 1 for r in row.rounds)  # a step revealed several at once
    widget = tab.rows_view.rows[0]
    assert sum(1 for c in widget.chips if c.state == "mask") == 0
    assert tab.round_label.text().startswith(f"Round {result.steps} of {result.steps}")
    tab.state.compare = True
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    assert "steps (every token at least 0.05 sure)" in tab.rows_view.rows[1].title.text()


def test_a_lab_file_keeps_the_threshold_and_a_bad_one_is_refused(qtbot, lab_window, tmp_path):
    w = lab_window
    gen = w.lab_tabs["generate"]
    w.tabs.setCurrentWidget(gen)
    qtbot.waitUntil(lambda: w.is_ready() and gen.result is not None, timeout=TIMEOUT)
    gen.state.remasking, gen.state.threshold = "threshold", 0.35
    gen.state.cache, gen.state.cache_refresh = "prefix", 3
    generated(qtbot, gen, lambda r: r.request == gen.request())
    path = w.save_lab_state(tmp_path / "t.mlmlab")
    data = json.loads(path.read_text())
    assert data["generate"]["remasking"] == "threshold" and data["generate"]["threshold"] == 0.35
    assert (data["generate"]["cache"], data["generate"]["cache_refresh"], data["generate"]["attention"]) == (
        "prefix", 3, "full")
    loaded = load_state(path).generate
    assert (loaded.threshold, loaded.cache, loaded.cache_refresh) == (0.35, "prefix", 3)
    data["generate"]["threshold"] = 1.5
    bad = tmp_path / "bad.mlmlab"
    bad.write_text(json.dumps(data))
    before = w.state.generate.to_dict()
    assert not w.open_lab_state(bad)
    assert w.state.generate.to_dict() == before and abs(gen.ui.threshold_spin.value() - 0.35) < 1e-9


def test_a_cache_says_what_it_kept_and_how_far_it_drifted(qtbot, tab):
    ui = tab.ui
    assert not tab.cache_label.isVisible() and not ui.refresh_spin.isEnabled()
    ui.prompt_edit.setPlainText("")
    ui.take_prompt()
    tab.state.length, tab.state.steps, tab.state.block_length = 16, 16, 8
    ui.cache_combo.setCurrentIndex(ui.cache_combo.findData("dual"))
    assert tab.state.cache == "dual" and ui.refresh_spin.isEnabled()
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    assert result.calls["full_calls"] == 4 and result.calls["row_calls"] == 12
    text = tab.cache_label.text()
    assert tab.cache_label.isVisible() and text.startswith("Cache dual (approximate: all computed again every 4 calls)")
    assert "4 full calls, 12 on the block alone" in text
    drift = 100 * sum(result.calls["drift"]) / len(result.calls["drift"])
    assert drift > 0 and f"{drift:.1f} % from fresh ones" in text
    ui.attention_combo.setCurrentIndex(ui.attention_combo.findData("block-causal"))
    assert not ui.refresh_spin.isEnabled()
    result = generated(qtbot, tab, lambda r: r.request == tab.request())
    assert "(exact: block-causal attention" in tab.cache_label.text() and "0.0 % from fresh ones" in tab.cache_label.text()
    assert "at 100 % of the positions" in tab.cache_label.text()
    ui.cache_combo.setCurrentIndex(ui.cache_combo.findData("none"))
    generated(qtbot, tab, lambda r: r.request == tab.request())
    assert not tab.cache_label.isVisible()
