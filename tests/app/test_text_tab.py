"""The Text tab, driven like a user would (pytest-qt, offscreen) with a small random model."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from PySide6.QtCore import Qt

from mlm_lab.app.text.chips import STATE_COLORS
from mlm_lab.app.text.tab import CONTROL_NAMES, TextTab
from mlm_lab.inference import TextModel, load_text_model
from mlm_lab.lab.text_view.masking import STRATEGIES, compute_masking, rebalance

SENTENCE = "The cat sat on the mat and looked out of the window."


@pytest.fixture
def make_tab(qtbot):
    tabs = []

    def make(model=None, **kwargs):
        tab = TextTab(**kwargs)
        qtbot.addWidget(tab)
        tab.resize(1400, 900)
        if model is not None:
            tab.set_model(model)
        tabs.append(tab)
        return tab

    yield make
    for tab in tabs:
        tab.shutdown()
        assert not tab.worker.is_running()


def _wait_prediction(qtbot, tab):
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=10000)
    return tab.presenter.prediction


def _chip_states(tab):
    return [tab.tokens.columns[i].chip.state for i in range(len(tab.tokens.columns))]


def test_tab_builds_with_model_and_shows_one_chip_per_token(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.3, "seed": 1})
    view = tab.presenter.masking
    assert view.tokens[0] == "[CLS]" and view.tokens[-1] == "[SEP]"
    assert len(tab.tokens.columns) == len(view.tokens)
    assert [tab.tokens.columns[i].chip.main_text for i in range(len(view.tokens))] == view.shown
    assert view.selected, "seed 1 at 30 % selects some tokens"
    pred = _wait_prediction(qtbot, tab)
    assert [p.position for p in pred.predictions] == view.selected
    assert "loss" in tab.tokens.metrics_label.text()


def test_mask_slider_changes_the_masked_tokens(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.15, "seed": 3})
    before = list(tab.presenter.masking.selected)
    states_before = _chip_states(tab)
    tab.active_slider().setValue(80)
    assert tab.get_state()["mask_prob"] == pytest.approx(0.80)
    after = tab.presenter.masking.selected
    assert len(after) > len(before)
    assert _chip_states(tab) != states_before
    assert tab.controls.mask_value.text() == "80\u00a0%"
    pred = _wait_prediction(qtbot, tab)
    assert [p.position for p in pred.predictions] == after  # the predictions are for the new mask


def test_chip_colours_match_the_masking_result(make_tab, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE * 2, "strategy": "random", "mask_prob": 0.6, "seed": 5,
                   "mask_token_prob": 0.4, "random_token_prob": 0.3, "keep_prob": 0.3})
    view = tab.presenter.masking
    counts = view.state_counts()
    assert counts["mask"] and counts["random"] and counts["kept"] and counts["none"] and counts["special"]
    tok = text_model.tokenizer
    for i, column in tab.tokens.columns.items():
        chip = column.chip
        assert chip.state == view.states[i]
        assert chip.colors == STATE_COLORS[chip.state]
        if chip.state == "mask":
            assert view.input_ids[i] == tok.mask_token_id and chip.main_text == "[MASK]"
        elif chip.state == "random":
            assert chip.main_text == tok.id_to_token(view.input_ids[i])
        elif chip.state in ("kept", "none"):
            assert view.input_ids[i] == view.ids[i]
        elif chip.state == "special":
            assert view.special[i]
    # the same masking straight from the core
    core = compute_masking(tok, tab.state, max_length=text_model.max_length)
    assert core.states == view.states and core.input_ids == view.input_ids


def test_clicking_a_chip_by_hand_masks_it_and_predictions_appear(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": []})
    assert tab.presenter.masking.selected == []
    target = tab.presenter.masking.tokens.index("cat")
    qtbot.mouseClick(tab.tokens.columns[target].chip, Qt.MouseButton.LeftButton)
    view = tab.presenter.masking
    assert view.selected == [target]
    assert view.input_ids[target] == text_model.tokenizer.mask_token_id
    assert tab.tokens.columns[target].chip.state == "mask"
    assert tab.get_state()["manual"] == [target]
    qtbot.waitUntil(lambda: tab.tokens.columns[target].predictions is not None, timeout=10000)
    assert len(tab.tokens.columns[target].predictions.entries) == 5
    # a second click shows the token again
    qtbot.mouseClick(tab.tokens.columns[target].chip, Qt.MouseButton.LeftButton)
    assert tab.presenter.masking.selected == [] and tab.tokens.columns[target].chip.state == "none"
    # special tokens cannot be picked
    qtbot.mouseClick(tab.tokens.columns[0].chip, Qt.MouseButton.LeftButton)
    assert tab.presenter.masking.selected == []


def test_the_status_line_counts_one_token_in_the_singular(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    messages: list[str] = []
    tab.status_message.connect(messages.append)
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": []})
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": [tab.presenter.masking.tokens.index("cat")]})
    qtbot.waitUntil(lambda: any(m.startswith("Text: loss") for m in messages), timeout=10000)
    line = [m for m in messages if m.startswith("Text: loss")][-1]
    assert line.endswith("over 1 token"), line


@pytest.fixture(scope="module")
def biased_model(text_model_dir):
    """The random model with its output bias pushed towards "the", so "the" is its first guess."""
    tm = load_text_model(text_model_dir)
    the = tm.tokenizer.token_to_id("the")
    with torch.no_grad():
        tm.model.head_bias[the] += 30.0
    return TextModel(tm.model, tm.tokenizer, "biased")


def test_predictions_show_top5_with_bars_and_the_true_token_marked(make_tab, qtbot, biased_model):
    tab = make_tab(biased_model)
    tokens = biased_model.tokenizer.encode(SENTENCE).tokens
    the, cat = tokens.index("the"), tokens.index("cat")
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": [the, cat]})
    pred = _wait_prediction(qtbot, tab)
    assert len(pred.predictions) == 2
    for p in pred.predictions:
        column = tab.tokens.columns[p.position]
        lst = column.predictions
        assert lst is not None and len(lst.entries) == 5
        probs = [prob for _, prob in lst.entries]
        assert sum(probs) <= 1.0 + 1e-6 and probs == sorted(probs, reverse=True)
        assert all(0.0 <= q <= 1.0 for q in probs)
    marked = tab.tokens.columns[the].predictions
    assert marked.entries[0][0] == "the" and marked.true_marked_row == 0
    unmarked = tab.tokens.columns[cat].predictions
    assert unmarked.true_marked_row is None  # "cat" is not in the top 5: shown below with its rank
    assert tab.presenter.prediction.accuracy == pytest.approx(0.5)
    assert "1/2" in tab.tokens.metrics_label.text()


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span"])
def test_statistics_view_fraction_within_3_sigma_of_p(make_tab, qtbot, text_model, strategy):
    tab = make_tab(text_model)
    p = 0.3
    tab.set_state({"text": SENTENCE + " " + SENTENCE, "strategy": strategy, "mask_prob": p, "seed": 7,
                   "view": "statistics"})
    qtbot.waitUntil(lambda: tab.presenter.statistics is not None, timeout=20000)
    stats = tab.views.stats_view.stats
    assert stats is tab.presenter.statistics and stats.resamples == 1000 and stats.fractions.shape == (1000,)
    assert abs(stats.mean_fraction - p) <= 3 * stats.sigma_of_mean
    assert stats.sigma_of_mean > 0
    mask, rand, keep = stats.shares
    assert mask == pytest.approx(0.8, abs=0.03) and rand == pytest.approx(0.1, abs=0.03)
    assert keep == pytest.approx(0.1, abs=0.03)
    assert "rule holds" in tab.views.stats_view.summary.text()
    if strategy == "span":
        assert stats.span_lengths.size > 0 and len(stats.expected_span_probs) == 10
        assert stats.span_lengths.max() <= 10


def test_statistics_run_in_the_worker_and_stale_ones_are_dropped(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.2, "view": "statistics"})
    for value in (30, 40, 50, 60, 70):  # five quick moves
        tab.active_slider().setValue(value)
    qtbot.waitUntil(lambda: tab.presenter.statistics is not None, timeout=20000)
    qtbot.waitUntil(lambda: not tab.worker.is_busy(), timeout=20000)
    assert tab.presenter.statistics.p == pytest.approx(0.7)  # only the newest setting reached the screen
    assert tab.worker.dropped >= 1


def test_worker_drops_stale_predictions(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    applied = []
    tab.worker.finished.connect(lambda key, rid, result: applied.append(key) if key == "predict" else None)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.5, "seed": 0})
    for seed in range(1, 6):  # five requests in a row
        tab.controls.seed_spin.setValue(seed)
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=10000)
    qtbot.waitUntil(lambda: not tab.worker.is_busy(), timeout=10000)
    assert applied.count("predict") <= 2  # at most one stale result can be in flight when the others queue
    assert [p.position for p in tab.presenter.prediction.predictions] == tab.presenter.masking.selected
    assert tab.state.seed == 5


def test_t5_view_shows_sentinels_and_targets(make_tab, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "t5", "mask_prob": 0.3, "seed": 2})
    view = tab.presenter.masking
    assert tab.tokens.t5_box.isVisibleTo(tab)
    sentinels_in = [t for t in view.t5_inputs if t.startswith("<extra_id_")]
    assert sentinels_in and sentinels_in[0] == "<extra_id_0>"
    assert view.t5_targets[0] == "<extra_id_0>"
    assert view.t5_targets[-1] == f"<extra_id_{len(sentinels_in)}>"
    shown = [tab.tokens.t5_inputs.itemAt(k).widget().main_text for k in range(tab.tokens.t5_inputs.count())]
    assert shown == view.t5_inputs
    dropped = [i for i, s in enumerate(view.states) if s == "dropped"]
    assert len(dropped) == len(view.t5_targets) - len(sentinels_in) - 1
    assert {tab.tokens.columns[i].chip.state for i in dropped} == {"dropped"}


def test_permutation_view_shows_order_and_nxn_matrix_without_model(make_tab):
    tab = make_tab(None)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.25, "seed": 4})
    tab.controls.strategy_combo.setCurrentIndex(STRATEGIES.index("permutation"))  # as a user would
    view = tab.presenter.masking
    assert view.strategy == "permutation"
    n = sum(1 for s in view.special if not s)
    matrix = tab.views.permutation_view.shown_matrix
    assert matrix.shape == (n, n)
    assert tab.views.permutation_view.matrix.image.image.shape == (n, n)
    rank = np.array(view.perm_rank)
    assert (matrix.sum(axis=1) == rank).all()  # each token sees exactly the ones before it in the order
    assert tab.views.currentIndex() == 3
    assert tab.views.permutation_view.order_layout.count() == n
    tab.views.permutation_view.include_self.setChecked(True)
    assert np.diag(tab.views.permutation_view.shown_matrix).all()


def test_empty_text_shows_a_message_and_the_tab_survives(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.controls.text_edit.setPlainText("   ")
    qtbot.waitUntil(lambda: tab.presenter.masking is not None and tab.presenter.masking.empty, timeout=3000)
    assert tab.tokens.empty_label.isVisibleTo(tab) and "empty" in tab.tokens.empty_label.text()
    assert tab.tokens.notice.isVisibleTo(tab)
    assert tab.tokens.columns == {}
    tab.set_state({"strategy": "span", "view": "statistics"})
    tab.set_state({"strategy": "t5"})
    tab.set_state({"strategy": "permutation"})
    tab.controls.text_edit.setPlainText(SENTENCE)
    qtbot.waitUntil(lambda: not tab.presenter.masking.empty, timeout=3000)
    assert not tab.tokens.empty_label.isVisibleTo(tab) and len(tab.tokens.columns) == len(tab.presenter.masking.tokens)


def test_overlong_text_is_truncated_with_a_notice(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": " ".join([SENTENCE] * 20), "strategy": "random", "mask_prob": 0.15})
    view = tab.presenter.masking
    assert view.truncated and len(view.ids) == text_model.max_length and view.tokens[-1] == "[SEP]"
    assert tab.tokens.notice.isVisibleTo(tab)
    assert f"at most {text_model.max_length}" in tab.tokens.notice.text()
    _wait_prediction(qtbot, tab)  # the model runs on the cut text without error


def test_get_state_set_state_round_trip(make_tab, text_model):
    tab = make_tab(text_model)
    state = {
        "text": "She opened the door and walked into the garden.",
        "strategy": "whole_word",
        "mask_prob": 0.37,
        "mask_token_prob": 0.5,
        "random_token_prob": 0.3,
        "keep_prob": 0.2,
        "seed": 12345,
        "manual": [2, 5],
        "selected_token": 3,
        "layer": 1,
        "head": 0,
        "view": "fill",
        "include_self": True,
        "hidden_controls": ["corruption", "statistics"],
    }
    tab.set_state(state)
    assert tab.get_state() == state
    assert json.loads(json.dumps(tab.get_state())) == state
    assert tab.controls.mask_value.text() == "37\u00a0%" and tab.controls.seed_spin.value() == 12345
    assert not tab.controls.corruption_box.isVisibleTo(tab) and not tab.views.isTabVisible(2)
    # a second tab given the same state shows the same masking
    other = make_tab(text_model)
    other.set_state(tab.get_state())
    assert other.presenter.masking.states == tab.presenter.masking.states and other.presenter.masking.input_ids == tab.presenter.masking.input_ids


def test_bad_state_raises_and_changes_nothing(make_tab, text_model):
    tab = make_tab(text_model)
    before = tab.get_state()
    for bad in ({"strategy": "nonsense"}, {"mask_prob": 1.5}, {"seed": "x"}, {"manual": "1,2"},
                {"mask_token_prob": 0.9, "random_token_prob": 0.9, "keep_prob": 0.1}, {"view": "nope"}, [1, 2]):
        with pytest.raises(ValueError):
            tab.set_state(bad)
        assert tab.get_state() == before


def test_corruption_probabilities_stay_summing_to_one(make_tab, text_model):
    tab = make_tab(text_model)
    tab.controls.prob_spins[0].setValue(0.6)
    s = tab.get_state()
    assert s["mask_token_prob"] == pytest.approx(0.6)
    assert s["random_token_prob"] == pytest.approx(0.2) and s["keep_prob"] == pytest.approx(0.2)
    tab.controls.prob_spins[2].setValue(0.0)
    s = tab.get_state()
    assert s["keep_prob"] == 0.0
    assert s["mask_token_prob"] + s["random_token_prob"] + s["keep_prob"] == pytest.approx(1.0)
    assert s["mask_token_prob"] / s["random_token_prob"] == pytest.approx(3.0)  # proportions kept
    assert [spin.value() for spin in tab.controls.prob_spins] == pytest.approx([0.75, 0.25, 0.0], abs=1e-3)
    assert rebalance((0.0, 0.0, 1.0), 2, 0.5) == (0.25, 0.25, 0.5)


def test_attention_view_for_layer_and_head(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.3, "seed": 1, "selected_token": 2})
    _wait_prediction(qtbot, tab)
    view = tab.views.attention_view
    n = len(tab.presenter.masking.tokens)
    layers = text_model.model.config.num_layers
    with tab.binding.batch():  # a lab file or a lesson step: the view follows the state
        tab.state.layer, tab.state.head = layers - 1, 1
    assert (view.layer_spin.value(), view.head_combo.currentIndex()) == (layers, 2)
    assert view.matrix.matrix.shape == (n, n)
    assert np.allclose(view.matrix.matrix.sum(axis=1), 1.0, atol=1e-4)  # each row is a distribution
    expected = tab.presenter.prediction.attentions[layers - 1][1][2]
    assert np.allclose(view.row, expected)
    assert view.heat_layout.count() == n
    view.layer_spin.setValue(1)  # user changes the layer: the state follows
    view.head_combo.setCurrentIndex(0)
    view.head_combo.activated.emit(0)  # as a person's pick
    assert tab.get_state()["layer"] == 0 and tab.get_state()["head"] == -1
    assert np.allclose(view.row, tab.presenter.prediction.attentions[0].mean(axis=0)[2])
    # clicking another chip follows it
    qtbot.mouseClick(tab.tokens.columns[4].chip, Qt.MouseButton.LeftButton)
    assert tab.get_state()["selected_token"] == 4 and tab.tokens.columns[4].chip.selected
    assert np.allclose(view.row, tab.presenter.prediction.attentions[0].mean(axis=0)[4])
    # a layer and head past the model's are kept in the state, shown as its last ones
    tab.set_state({"layer": 40, "head": 40})
    assert tab.get_state()["layer"] == 40 and view.layer_spin.value() == layers
    assert view.head_combo.currentIndex() == text_model.model.config.num_heads
    assert np.allclose(view.row, tab.presenter.prediction.attentions[layers - 1][-1][4])


def test_fill_view_compares_independent_and_iterative(make_tab, qtbot, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.4, "seed": 2, "view": "fill"})
    qtbot.waitUntil(lambda: tab.presenter.fill_result is not None, timeout=20000)
    result = tab.presenter.fill_result
    positions = tab.presenter.masking.selected
    assert result.positions == positions
    assert sorted(r["position"] for r in result.rounds) == sorted(positions)
    assert len(result.independent) == len(positions)
    assert tab.views.fill_view.rounds.rowCount() == len(positions)
    probs = [r["prob"] for r in result.rounds]
    assert all(0 < q <= 1 for q in probs)


def test_no_model_masks_and_says_so(make_tab, qtbot, text_model):
    tab = make_tab(None)
    assert "No model" in tab.tokens.model_label.text()
    assert tab.presenter.masking is not None and tab.presenter.masking.tokens and tab.presenter.prediction is None
    assert all(col.predictions is None for col in tab.tokens.columns.values())
    tab.set_model(text_model)
    _wait_prediction(qtbot, tab)
    tab.set_model(None)
    assert tab.presenter.prediction is None and "No model" in tab.tokens.model_label.text()


def test_window_can_say_a_model_is_loading_or_failed(make_tab, text_model):
    tab = make_tab(None)
    tab.set_model_loading()
    assert "Loading model" in tab.tokens.model_label.text()
    tab.set_model_error("no model.safetensors in /x")
    assert "no model.safetensors" in tab.tokens.model_label.text() and tab.presenter.masking.tokens
    tab.set_model(text_model)
    assert "nano" in tab.tokens.model_label.text()


def test_model_provider_loads_in_the_background(make_tab, qtbot, text_model_dir):
    tab = make_tab(None, model_provider=lambda: load_text_model(text_model_dir))
    qtbot.waitUntil(lambda: tab.presenter.model is not None, timeout=10000)
    assert tab.presenter.model_status == "ready" and "2 layers" in tab.tokens.model_label.text() and "nano" in tab.tokens.model_label.text()


def test_failing_model_provider_shows_a_message(make_tab, qtbot, tmp_path):
    messages = []

    def broken():
        return load_text_model(tmp_path / "nowhere")

    tab = TextTab(model_provider=broken)
    qtbot.addWidget(tab)
    tab.status_message.connect(messages.append)
    qtbot.waitUntil(lambda: tab.presenter.model_status == "error", timeout=10000)
    assert "not found" in tab.tokens.model_label.text() and messages
    assert tab.presenter.masking is not None and tab.presenter.masking.tokens  # the masking still works
    tab.shutdown()


def test_presentation_mode_scales_fonts_and_hides_controls(make_tab, text_model):
    tab = make_tab(text_model)
    base = tab.font().pointSizeF()
    base_chip = tab.tokens.columns[1].chip.font().pointSizeF()
    tab.set_presentation(True)
    from mlm_lab.app.looks.style import presentation_scale

    scale = presentation_scale()  # fitted to the screen: its height / 60 px (style.fit_presentation_scale)
    assert scale > 1.0
    assert tab.font().pointSizeF() > base and tab.font().pointSizeF() >= 0.95 * scale * base
    assert tab.tokens.columns[1].chip.font().pointSizeF() >= 0.95 * scale * base_chip
    assert "#000" in tab.styleSheet()  # high contrast
    tab.set_presentation(False)
    assert tab.font().pointSizeF() == pytest.approx(base)
    unknown = tab.hide_controls(["controls", "views", "not-a-control"])
    assert unknown == ["not-a-control"]
    assert not tab.controls.isVisibleTo(tab) and not tab.views.isVisibleTo(tab)
    tab.hide_controls([])
    assert tab.controls.isVisibleTo(tab)
    assert set(CONTROL_NAMES) >= {"strategy", "mask_prob", "corruption", "seed", "statistics"}


def test_every_strategy_and_resample(make_tab, text_model):
    tab = make_tab(text_model)
    for k, name in enumerate(STRATEGIES):
        tab.controls.strategy_combo.setCurrentIndex(k)
        assert tab.presenter.masking.strategy == name
        assert tab.controls.explanation.text()
        seed = tab.get_state()["seed"]
        tab.resample()
        assert tab.get_state()["seed"] == seed + 1
    # every control has a tooltip
    for widget in (tab.controls.examples, tab.controls.text_edit, tab.controls.strategy_combo, tab.controls.mask_slider, tab.controls.seed_spin,
                   tab.controls.resample_button, *tab.controls.prob_spins, tab.views.attention_view.layer_spin, tab.views.attention_view.head_combo,
                   tab.views.permutation_view.include_self):
        assert widget.toolTip(), widget


def test_examples_fill_the_text_box(make_tab, text_model):
    tab = make_tab(text_model)
    assert tab.controls.examples.count() > 1
    tab.controls.examples.setCurrentIndex(2)
    assert tab.controls.text_edit.toPlainText() == tab.controls.examples.itemText(2) == tab.get_state()["text"]


def test_closing_the_tab_stops_its_thread(qtbot, text_model):
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.set_model(text_model)
    tab.show()
    tab.close()
    assert not tab.worker.is_running()


def test_a_failing_prediction_shows_a_message_and_keeps_the_masking(make_tab, qtbot, text_model, monkeypatch):
    import mlm_lab.inference as inference

    def broken(*args, **kwargs):
        raise ValueError("the model broke")

    tab = make_tab(text_model)
    messages = []
    tab.status_message.connect(messages.append)
    monkeypatch.setattr(inference, "predict_tokens", broken)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.4, "seed": 9})
    qtbot.waitUntil(lambda: tab.tokens.notice.isVisibleTo(tab), timeout=10000)
    assert "the model broke" in tab.tokens.notice.text() and any("the model broke" in m for m in messages)
    assert tab.presenter.masking.selected and len(tab.tokens.columns) == len(tab.presenter.masking.tokens)  # nothing on screen lost
    monkeypatch.undo()
    tab.resample()
    _wait_prediction(qtbot, tab)
    assert not tab.tokens.notice.isVisibleTo(tab)


def test_text_of_special_tokens_only_says_there_is_nothing_to_mask(make_tab, text_model):
    tab = make_tab(text_model)
    tab.set_state({"text": "[MASK] [MASK]", "strategy": "random"})
    assert tab.presenter.masking.selected == [] and "no ordinary tokens" in tab.tokens.notice.text()
    tab.set_state({"strategy": "t5"})
    tab.set_state({"strategy": "permutation", "view": "permutation"})
    assert tab.views.permutation_view.shown_matrix is None


def test_the_open_page_and_the_followed_token_changing_together_still_fill_the_page(make_tab, qtbot, text_model):
    """A lesson's next step may keep the masking and change both the followed token and the page
    (lesson 2, step 6 -> 7): the statistics of the new page are computed all the same."""
    tab = make_tab(text_model)
    tab.set_state({"text": SENTENCE, "strategy": "random", "mask_prob": 0.3, "view": "attention", "selected_token": 1})
    _wait_prediction(qtbot, tab)
    assert tab.presenter.statistics is None
    tab.set_state({"view": "statistics", "selected_token": 3})
    qtbot.waitUntil(lambda: tab.presenter.statistics is not None, timeout=20000)
    assert tab.views.stats_view.stats is tab.presenter.statistics and tab.presenter.selected() == 3
