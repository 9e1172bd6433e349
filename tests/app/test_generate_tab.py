"""The Generate tab: generation by unmasking with the bundled generator, shown round by round.

The tab alone (with the real model, loaded in its worker) for the chips, the player, the side by
side view and bad input; the real window for a lab file's round trip, the window's own use of
the tab (presentation, hide names, export) and the GUI thread doing none of the model's work."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from generate_tabs import TIMEOUT, generated
from gui_work import assert_light

from mlm_lab.app.generate.tab import CONTROL_NAMES, GenerateTab
from mlm_lab.app.lessons.reveal import REVEAL_HINT
from mlm_lab.generation.schedule import reveal_counts
from mlm_lab.lab import load_state
from mlm_lab.lab.generate_view.rounds import prob_text


def _kinds(row_widget) -> list[str]:
    return [c.main_text if c.state == "none" else "[MASK]" for c in row_widget.chips]


def _masked(row_widget) -> int:
    return sum(1 for c in row_widget.chips if c.state == "mask")


def _revealed(row_widget) -> int:
    return sum(1 for c in row_widget.chips if c.sub_text.startswith("r"))


@pytest.fixture
def tab(generate_tab):
    return generate_tab


def test_generating_fills_one_chip_per_position(qtbot, tab):
    r = tab.result
    row = r.rows[0]
    positions = row.positions
    assert len(positions) == 5 and r.steps == 5  # the default prompt: 5 [MASK], 5 steps
    widget = tab.rows_view.rows[0]
    special = sum(1 for t in row.tokens if t in ("[CLS]", "[SEP]"))
    assert len(widget.chips) == len(row.tokens) - special
    # at the last round every position is revealed: a coloured chip with its round and probability
    assert _masked(widget) == 0 and _revealed(widget) == len(positions)
    shown = {c.index: c for c in widget.chips}
    for p in positions:
        at, prob = row.revealed[p]
        assert shown[p].sub_text == f"r{at} · {prob_text(prob)}"  # the number, not colour alone
        assert shown[p].main_text == row.rounds[at - 1].tokens[row.rounds[at - 1].positions.index(p)]
    assert "[MASK]" not in widget.text_label.text() and widget.text_label.text() == row.text
    assert tab.round_label.text().startswith("Round 5 of 5: revealed 1 (")
    header, rows = tab.metrics_rows()
    assert header == ["sample", "round", "position", "token", "probability"]
    assert len(rows) == len(positions) and sorted(x[2] for x in rows) == positions
    assert tab.metrics_empty_reason() == ""


def test_the_slider_goes_back_to_an_earlier_round_with_fewer_revealed(qtbot, tab):
    tab.state.prompt, tab.state.length, tab.state.steps = "", 12, 4
    r = generated(qtbot, tab, lambda r: r.steps == 4 and len(r.rows[0].positions) == 12)
    widget = tab.rows_view.rows[0]
    assert _revealed(widget) == 12
    model_calls = tab.worker.latest_id("generate")
    counts = reveal_counts(12, 4)
    for value in (1, 2, 3):
        tab.player.slider.setValue(value)
        assert tab.state.round == value and tab.shown_round() == value
        assert _revealed(widget) == sum(counts[:value]) and _masked(widget) == 12 - sum(counts[:value])
        new = [c for c in widget.chips if c.selected]  # the round shown: a thick border
        assert len(new) == counts[value - 1]
        assert tab.round_label.text().startswith(f"Round {value} of 4: revealed {counts[value - 1]}")
        assert "[MASK]" in widget.text_label.text()
    tab.player.slider.setValue(4)
    assert tab.state.round == 0  # the last round is stored as "the last"
    assert tab.worker.latest_id("generate") == model_calls  # the slider never asked the model
    assert tab.result is r


def test_play_advances_the_rounds_and_pause_stops_them(qtbot, tab):
    tab.state.prompt, tab.state.length, tab.state.steps = "", 16, 16
    generated(qtbot, tab, lambda r: r.steps == 16)
    tab.player.slider.setValue(1)
    model_calls = tab.worker.latest_id("generate")
    with qtbot.waitSignal(tab.player.playing_changed, timeout=5000):
        tab.player.play_button.click()
    assert tab.is_playing() and tab.player.play_button.text().endswith("Pause")
    qtbot.waitUntil(lambda: tab.player.slider.value() >= 3, timeout=10000)
    assert tab.state.round == tab.player.slider.value()
    assert _revealed(tab.rows_view.rows[0]) == tab.player.slider.value()  # linear, 16 in 16: one a round
    tab.player.play_button.click()  # Pause
    assert not tab.is_playing() and tab.player.play_button.text().endswith("Play")
    stopped = tab.player.slider.value()
    with qtbot.assertNotEmitted(tab.round_shown, wait=1200):  # three ticks' time: nothing moves
        pass
    assert tab.player.slider.value() == stopped < 16
    # played to the end it stops by itself at the last round
    tab.player.slider.setValue(13)
    tab.play()
    with qtbot.waitSignal(tab.player.playing_changed, timeout=10000, check_params_cb=lambda on: not on):
        pass
    assert tab.player.slider.value() == 16 and tab.state.round == 0
    assert tab.worker.latest_id("generate") == model_calls  # playing never runs the model


def test_side_by_side_shows_three_rows(qtbot, tab):
    tab.ui.compare_check.setChecked(True)
    assert tab.state.compare
    r = generated(qtbot, tab, lambda r: r.compare)
    n = len(r.rows[0].positions)
    assert [row.key for row in r.rows] == ["one-step", "k-steps", "left-to-right"]
    assert [row.steps for row in r.rows] == [1, 5, n]
    assert len(tab.rows_view.rows) == 3
    titles = [w.title.text() for w in tab.rows_view.rows]
    assert titles[0].startswith("1 step (all at once, BERT-style)")
    assert titles[1].startswith("5 steps (confidence, linear)") and titles[2].startswith("left to right")
    assert all(w.text_label.text() and "[MASK]" not in w.text_label.text() for w in tab.rows_view.rows)
    tab.player.slider.setValue(1)  # round 1 of 5: the one-step row is done, the others have begun
    one, k, ltr = tab.rows_view.rows
    assert _masked(one) == 0 and _revealed(k) == 1 and _revealed(ltr) == 1
    ltr_revealed = [c.index for c in ltr.chips if c.sub_text.startswith("r")]
    assert ltr_revealed == [min(r.rows[2].positions)]  # left to right: the leftmost first
    header, rows = tab.metrics_rows()
    assert {x[0] for x in rows} == {row.label for row in r.rows} and len(rows) == 3 * n


def test_several_samples_stack_one_row_each_and_resample_draws_others(qtbot, tab):
    tab.ui.samples_spin.setValue(3)
    r = generated(qtbot, tab, lambda r: len(r.rows) == 3)
    assert [w.title.text() for w in tab.rows_view.rows] == ["Sample 1", "Sample 2", "Sample 3"]
    assert tab.round_label.text().startswith("Round 5 of 5: each sample revealed 1")
    before = [row.text for row in r.rows]
    tab.resample()
    assert tab.ui.seed_spin.value() == 1
    r = generated(qtbot, tab, lambda r: r.request[1]["seed"] == 1)
    assert [row.text for row in r.rows] != before


@pytest.mark.parametrize(("change", "message"), [
    (lambda tab: tab.ui.steps_spin.setValue(9), "steps (9) is more than the 5 masked position(s) to fill"),
    (lambda tab: setattr(tab.state, "prompt", "the door " * 100), "the prompt is longer than the model's 128 tokens"),
    (lambda tab: (tab.ui.prompt_edit.setPlainText("a b c d e f g h i j k l"), tab.ui.generate_button.click(),
                  tab.ui.length_spin.setValue(120)), "a length of 120 with this prompt needs"),
])
def test_bad_input_shows_a_message_in_the_banner_and_changes_nothing_else(qtbot, tab, change, message):
    shown, widget = tab.result, tab.rows_view.rows[0]
    chips = [(c.main_text, c.sub_text) for c in widget.chips]
    settings = tab.state.to_dict()
    change(tab)
    qtbot.waitUntil(lambda: not tab.is_busy() and message in tab.banner.text(), timeout=TIMEOUT)
    assert tab.banner.isVisible() and tab.banner.level() == "error"
    if "length of 120" not in message:  # (the third case generated once for its prompt, then failed)
        assert tab.result is shown
        assert [(c.main_text, c.sub_text) for c in widget.chips] == chips
        changed = {k for k, v in tab.state.to_dict().items() if settings[k] != v}
        assert len(changed) == 1  # only the setting that was typed
    assert "The rows show the last generation" in tab.banner.text()
    # put right, the banner goes and the rows follow
    tab.state.prompt, tab.state.steps, tab.state.length = settings["prompt"], settings["steps"], settings["length"]
    generated(qtbot, tab, lambda r: r.request[0] == settings["prompt"])
    assert not tab.banner.isVisible()


def test_the_lab_tab_protocol(qtbot, tab):
    assert tab.active_slider() is tab.player.slider
    assert tab.hide_controls(["steps", "player", "nonsense"]) == ["nonsense"]
    assert not tab.ui.steps_spin.isVisible() and not tab.player.isVisible() and tab.ui.length_spin.isVisible()
    tab.hide_controls([])
    assert tab.player.isVisible()
    tab.set_controls_visible(False)
    assert not tab.controls_scroll.isVisible()
    tab.set_controls_visible(True)
    words = [c.main_text for c in tab.rows_view.rows[0].chips]
    tab.set_answer_hidden(True)
    widget = tab.rows_view.rows[0]
    assert tab.round_label.text() == REVEAL_HINT and not widget.text_label.isVisible()
    hidden = [c.main_text for c in widget.chips]
    assert hidden.count("?") == 5 and all(w in words for w in hidden if w != "?")
    tab.set_answer_hidden(False)
    assert [c.main_text for c in widget.chips] == words
    desk_scale = widget.chips[0]._scale
    tab.set_presentation(True)
    assert widget.chips[0]._scale > desk_scale  # presentation type is larger (style.fit_presentation_scale)
    tab.set_presentation(False)
    assert not tab.is_busy() and set(CONTROL_NAMES) >= {"prompt", "steps", "remasking", "player"}


def test_nothing_runs_while_hidden_and_no_model_call_on_the_gui_thread(qtbot, gui_work):
    tab = GenerateTab()
    qtbot.addWidget(tab)
    tab.resize(1100, 700)
    tab.state.steps = 3  # hidden: nothing asked, nothing busy
    assert not tab.is_busy() and tab.result is None and tab.model is None
    assert tab.metrics_empty_reason().startswith("Nothing has been generated yet")
    tab.show()
    generated(qtbot, tab)
    tab.state.compare = True
    generated(qtbot, tab, lambda r: r.compare)
    tab.player.slider.setValue(1)
    tab.play()
    qtbot.waitUntil(lambda: not tab.is_playing(), timeout=10000)
    tab.ui.prompt_edit.setPlainText("")
    tab.ui.generate_button.click()
    generated(qtbot, tab, lambda r: r.request[0] == "")
    tab.ui.steps_spin.setValue(100)  # refused in the worker too
    qtbot.waitUntil(lambda: not tab.is_busy() and "steps (100)" in tab.banner.text(), timeout=TIMEOUT)
    assert_light(gui_work, "generate tab")
    tab.shutdown()


def test_a_lab_file_brings_back_the_settings_and_the_round(qtbot, lab_window, tmp_path, gui_work):
    w = lab_window
    gen = w.lab_tabs["generate"]
    assert gen.state is w.state.generate and not gen.is_busy()  # hidden: nothing loaded, nothing asked
    w.tabs.setCurrentWidget(gen)
    qtbot.waitUntil(lambda: w.is_ready() and gen.result is not None, timeout=TIMEOUT)
    gen.ui.prompt_edit.setPlainText("")
    gen.ui.generate_button.click()
    gen.ui.length_spin.setValue(10)
    gen.ui.steps_spin.setValue(5)
    gen.ui.remasking_combo.setCurrentIndex(gen.ui.remasking_combo.findData("random"))
    gen.ui.schedule_combo.setCurrentIndex(gen.ui.schedule_combo.findData("cosine"))
    gen.ui.temperature_spin.setValue(0.8)
    gen.ui.top_k_spin.setValue(40)
    gen.ui.seed_spin.setValue(7)
    gen.ui.samples_spin.setValue(2)
    generated(qtbot, gen, lambda r: r.request == gen.request())
    gen.player.slider.setValue(2)
    chips = [[c.main_text for c in row.chips] for row in gen.rows_view.rows]
    saved = w.state.generate.to_dict()
    path = w.save_lab_state(tmp_path / "gen.mlmlab")
    data = json.loads(path.read_text())
    assert data["tab"] == "generate" and data["generate"]["round"] == 2 and data["generate"]["top_k"] == 40
    assert load_state(path).generate.to_dict() == saved
    # change everything, then open the file again
    gen.state.seed, gen.state.samples, gen.state.remasking, gen.state.round = 3, 1, "confidence", 0
    generated(qtbot, gen, lambda r: r.request == gen.request())
    assert w.open_lab_state(path)
    qtbot.waitUntil(lambda: w.is_ready() and gen.result.request == gen.request(), timeout=TIMEOUT)
    assert w.state.generate.to_dict() == saved
    assert (gen.ui.length_spin.value(), gen.ui.steps_spin.value(), gen.ui.seed_spin.value(), gen.ui.samples_spin.value(),
            gen.ui.top_k_spin.value()) == (10, 5, 7, 2, 40)
    assert gen.ui.remasking_combo.currentData() == "random" and gen.ui.schedule_combo.currentData() == "cosine"
    assert abs(gen.ui.temperature_spin.value() - 0.8) < 1e-9 and gen.ui.prompt_edit.toPlainText() == ""
    assert gen.player.slider.value() == 2 and gen.shown_round() == 2
    assert [[c.main_text for c in row.chips] for row in gen.rows_view.rows] == chips  # the same seed, the same rounds
    # the window's own use of the tab: presentation, export, hide names in a lab file
    w.set_presentation(True, fullscreen=False)
    assert gen.rows_view.rows[0].chips[0]._scale > 1.0  # presentation type, fitted to the screen (style.fit_presentation_scale)
    w.set_presentation(False)
    header, rows = gen.metrics_rows()
    assert len(rows) == 2 * 10
    assert w.set_hidden_controls(["generate.seed", "generate.nope"]) == ["generate.nope"]
    assert not gen.ui.seed_spin.isVisible()
    w.set_hidden_controls([])
    assert_light(gui_work, "generate tab in the window")


def test_screenshot_of_the_generate_tab_shows_the_states_round(tmp_path):
    state = {"format": "mlm-lab-state", "version": 1, "tab": "generate",
             "generate": {"prompt": "", "length": 12, "steps": 4, "round": 2, "seed": 1}}
    lab = tmp_path / "gen.mlmlab"
    lab.write_text(json.dumps(state))
    out = tmp_path / "gen.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MLM_LAB_SETTINGS": str(tmp_path / "user.ini")}
    done = subprocess.run([sys.executable, "-m", "mlm_lab", "screenshot", "--tab", "generate", "--state", str(lab),
                           "--out", str(out), "--size", "1000x700"], capture_output=True, text=True, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert "generate tab" in done.stdout and out.is_file()


def test_a_model_picked_in_the_window_generates_and_a_causal_one_is_refused(qtbot, tab, tmp_path):
    from mlm_lab.app.window.model_loader import ModelRequest
    from mlm_lab.app.window.model_sources import BUNDLED, LoadedModel
    from mlm_lab.models import MaskedLM, MaskedLMConfig
    from mlm_lab.models.text_model import TextModel

    first = tab.model
    tok = first.tokenizer
    small = MaskedLMConfig(vocab_size=tok.vocab_size, hidden_size=32, num_layers=1, num_heads=2, intermediate_size=64)
    run_model = TextModel(MaskedLM(small), tok, str(tmp_path / "run"))
    tab.on_models_loaded(ModelRequest(str(tmp_path / "run"), ("text",)), [LoadedModel("text", run_model, "x", "my run")],
                         [])
    assert tab.model is run_model and "my run" in tab.model_label.text()
    generated(qtbot, tab, lambda result: result.request == tab.request())
    causal_cfg = MaskedLMConfig(vocab_size=tok.vocab_size, hidden_size=32, num_layers=1, num_heads=2,
                                intermediate_size=64, causal=True)
    causal = TextModel(MaskedLM(causal_cfg), tok, "c")
    tab.on_models_loaded(ModelRequest("c", ("text",)), [LoadedModel("text", causal, "c", "causal run")], [])
    assert tab.model is run_model  # unchanged
    assert tab.banner.level() == "warning" and "causal" in tab.banner.text()
    tab.on_models_loaded(ModelRequest(BUNDLED, ("text", "image")), [], [])  # back to the bundled generator
    generated(qtbot, tab, lambda result: tab.model is not None and tab.model is not run_model)
    assert tab.model is not run_model


def test_many_new_samples_are_drawn_over_several_turns_of_the_event_loop(qtbot, tab, monkeypatch):
    """Making chip widgets is the GUI thread's costly part: a batch that needs many new chips is
    drawn a few rows per turn, and the tab counts as busy until every row is on screen."""
    import mlm_lab.app.generate.rounds_pane as pane_module

    monkeypatch.setattr(pane_module, "NEW_CHIPS_PER_TURN", 20)
    turns = []
    pane = tab.rounds_pane
    draw_rows = pane.draw_rows
    monkeypatch.setattr(pane, "draw_rows", lambda serial, start: (turns.append(start), draw_rows(serial, start)))
    tab.state.length, tab.state.steps, tab.state.samples = 16, 4, 6
    result = generated(qtbot, tab, lambda r: len(r.rows) == 6 and r.steps == 4)
    assert tab.is_drawn()
    # row 1 keeps the first generation's chips; 12 new chips a row, 20 a turn: rows 1-3 in the first
    # turn (0 + 12 + 12 new), rows 4-5 in the second, row 6 in the third
    assert turns[-3:] == [0, 3, 5]
    rows = tab.rows_view.rows[:6]
    counts = [len(w.chips) for w in rows]
    assert len(set(counts)) == 1 and counts[0] >= 8  # every row whole (the generator's own length rule)
    assert [w.text_label.text() for w in rows] == [row.text for row in result.rows]
