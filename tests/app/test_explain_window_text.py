"""The Text tab's "Why?" panel, driven as a user would (pytest-qt, offscreen, a small real model):
what it shows equals mlm_lab.explain.explain_text on the same input."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from mlm_lab.app.looks.explain_views import fmt_score
from mlm_lab.app.text.explain_display import FAILURE, MEANING, METHOD_LABELS
from mlm_lab.app.text.tab import TextTab
from mlm_lab.explain import PATCH_METHODS, TEXT_METHODS, explain_text
from mlm_lab.lab import explain as lab_explain
from mlm_lab.lab.text import TextState

SENTENCE = "The cat sat on the mat and looked out of the window."
STATE = {"text": SENTENCE, "strategy": "random", "mask_prob": 0.3, "seed": 1}
TOL = 1e-4  # two runs of the same float32 model, maybe on other thread counts


@pytest.fixture
def tab(qtbot, text_model):
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.resize(1300, 900)
    tab.show()
    tab.set_model(text_model)
    tab.set_state(STATE)
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=20000)
    yield tab
    tab.shutdown()
    assert not tab.explainer.worker.is_running()


def _wait_explained(qtbot, tab, method: str):
    qtbot.waitUntil(lambda: tab.explainer.result is not None and tab.explainer.result.method == method
                    and not tab.explainer.is_busy(), timeout=20000)
    return tab.explainer.result


def _click_chip(qtbot, tab, index: int) -> None:
    chip = tab.tokens.columns[index].chip
    qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)


def test_the_lab_knows_the_cores_methods():
    assert lab_explain.TEXT_METHODS == TEXT_METHODS
    assert lab_explain.PATCH_METHODS == PATCH_METHODS
    assert set(MEANING) == set(FAILURE) == set(METHOD_LABELS) == set(TEXT_METHODS)


def test_click_a_chip_then_why_shows_the_cores_occlusion_scores(qtbot, tab, text_model):
    panel = tab.explainer
    assert panel.body.isHidden() and panel.why_button.isVisible()
    position = tab.presenter.masking.selected[-1]
    _click_chip(qtbot, tab, position)
    qtbot.mouseClick(panel.why_button, Qt.MouseButton.LeftButton)
    assert tab.state.explain.on and tab.state.explain.position == position
    shown = _wait_explained(qtbot, tab, "occlusion")
    core = explain_text(text_model, None, tab.presenter.masking.input_ids, position, target="top1", method="occlusion")
    assert shown.position == position and shown.target == core.target
    np.testing.assert_allclose(panel.strip.scores, core.scores, atol=TOL)
    assert panel.strip.tokens == core.tokens
    assert panel.body.isVisible() and panel.strip.isVisible()
    # the colours are signed: red where the score is positive, blue where negative
    colors = panel.strip.colors()
    for j, s in enumerate(core.scores):
        if s > 1e-3:
            assert colors[j, 0] > colors[j, 2]
        elif s < -1e-3:
            assert colors[j, 2] > colors[j, 0]
    j = next(j for j in range(len(core.tokens)) if not core.special[j] and j != position)
    assert fmt_score(float(core.scores[j])) in panel.strip.tooltip_for(j)
    assert "log p(target) drops" in panel.meaning.text()
    assert "Known failure mode" in panel.failure.text() and "[MASK]" in panel.failure.text()
    assert panel.legend.labels()[2] == fmt_score(float(np.abs(core.scores).max()))


def test_switching_method_and_target_updates_the_strip(qtbot, tab, text_model):
    panel = tab.explainer
    position = tab.presenter.masking.selected[0]
    assert panel.open_at(position)
    first = _wait_explained(qtbot, tab, "occlusion")
    panel.method_combo.setCurrentIndex(TEXT_METHODS.index("ig"))
    panel.method_combo.activated.emit(TEXT_METHODS.index("ig"))
    shown = _wait_explained(qtbot, tab, "ig")
    core = explain_text(text_model, None, tab.presenter.masking.input_ids, position, target="top1", method="ig")
    np.testing.assert_allclose(panel.strip.scores, core.scores, atol=TOL)
    assert shown.completeness_gap == pytest.approx(core.completeness_gap, abs=1e-3)
    assert panel.completeness.isVisible() and "Completeness" in panel.completeness.text()
    assert "baseline" in panel.failure.text()
    # the second of the top-5 as the target
    index = 1
    token = panel.target_combo.itemData(index)
    assert token == first.top[1][0]
    panel.target_combo.setCurrentIndex(index)
    panel.target_combo.activated.emit(index)
    qtbot.waitUntil(lambda: panel.result.target == token and not panel.is_busy(), timeout=20000)
    core = explain_text(text_model, None, tab.presenter.masking.input_ids, position, target=token, method="ig")
    np.testing.assert_allclose(panel.strip.scores, core.scores, atol=TOL)
    assert tab.state.explain.target == token
    # the true token
    true = panel.target_combo.findData("true")
    panel.target_combo.activated.emit(true)
    truth = text_model.tokenizer.id_to_token(tab.presenter.masking.ids[position])
    qtbot.waitUntil(lambda: panel.result.target == truth and not panel.is_busy(), timeout=20000)
    core = explain_text(text_model, None, tab.presenter.masking.input_ids, position, target=truth, method="ig")
    np.testing.assert_allclose(panel.strip.scores, core.scores, atol=TOL)


def test_the_lens_table_has_a_row_per_layer_and_the_embeddings(qtbot, tab, text_model):
    panel = tab.explainer
    tab.state.explain = tab.state.explain.but(on=True, position=tab.presenter.masking.selected[0], method="lens")
    shown = _wait_explained(qtbot, tab, "lens")
    layers = text_model.model.config.num_layers
    assert len(shown.layers) == layers + 1
    assert panel.lens_table.rowCount() == layers + 1 and panel.lens_table.isVisible()
    assert panel.lens_table.item(0, 0).text() == "embeddings"
    token, p = shown.layers[-1].top[0]
    assert panel.lens_table.item(layers, 1).text() == f"{token} {p * 100:.1f}\u00a0%"
    assert panel.strip.isHidden()  # the lens has no score per token


def test_a_heads_grid_cell_opens_the_large_map(qtbot, tab, text_model):
    panel = tab.explainer
    tab.state.explain = tab.state.explain.but(on=True, position=tab.presenter.masking.selected[0], method="attention")
    shown = _wait_explained(qtbot, tab, "attention")
    cfg = text_model.model.config
    assert panel.heads_grid.shape() == (cfg.num_layers, cfg.num_heads)
    assert panel.heads_scroll.isVisible() and not panel.large_map.isVisible()
    layer, head = cfg.num_layers - 1, 1
    qtbot.mouseClick(panel.heads_grid, Qt.MouseButton.LeftButton, pos=panel.heads_grid.cell_rect(layer, head).center())
    assert panel.large_map.isVisible()
    assert (panel.large_map.layer, panel.large_map.head) == (layer, head)
    np.testing.assert_allclose(panel.large_map.view.matrix, shown.attentions[layer, head])
    assert "Jain & Wallace" in panel.failure.text()
    assert panel.legend.labels()[0] == "0"  # rollout shares are not signed


def test_a_chip_that_is_not_predicted_gives_a_message_not_an_explanation(qtbot, tab):
    panel = tab.explainer
    plain = next(i for i, s in enumerate(tab.presenter.masking.special) if not s and i not in tab.presenter.masking.selected)
    with qtbot.waitSignal(tab.status_message) as said:
        assert not panel.open_at(plain)
    assert "not one the model is asked about" in said.args[0]
    assert not tab.state.explain.on and panel.body.isHidden()


def test_the_choice_round_trips_and_a_bad_one_is_refused_naming_the_field(qtbot, tab):
    position = tab.presenter.masking.selected[0]
    tab.state.explain = tab.state.explain.but(on=True, position=position, method="gradxinput")
    _wait_explained(qtbot, tab, "gradxinput")
    saved = tab.get_state()
    assert saved["explain"] == {"on": True, "position": position, "method": "gradxinput", "target": "top1"}
    other = TextTab()
    qtbot.addWidget(other)
    try:
        other.set_model(tab.presenter.model)
        other.set_state(saved)
        assert other.state.explain == tab.state.explain
        qtbot.waitUntil(lambda: other.explainer.result is not None and not other.explainer.is_busy(), timeout=20000)
        np.testing.assert_allclose(other.explainer.strip.scores, tab.explainer.strip.scores, atol=TOL)
        # a position the masking does not predict: refused, the field named
        plain = next(i for i, s in enumerate(other.presenter.masking.special) if not s and i not in other.presenter.masking.selected)
        bad = dict(saved, explain={"on": True, "position": plain, "method": "ig", "target": "top1"})
        with qtbot.waitSignal(other.error_message) as said:
            other.set_state(bad)
        assert said.args[0].startswith("text.explain.position:")
        assert not other.state.explain.on and other.explainer.body.isHidden()
    finally:
        other.shutdown()
    with pytest.raises(ValueError, match=r"text\.explain\.method"):
        TextState.from_dict(dict(saved, explain={"on": True, "position": position, "method": "saliency"}))
    with pytest.raises(ValueError, match=r"text\.explain\.position"):
        TextState.from_dict(dict(saved, explain={"on": True, "position": -1}))
    assert "explain" not in TextState().to_dict()  # the default is not written


def test_explain_hides_and_presentation_scales_the_panel(qtbot, tab):
    panel = tab.explainer
    assert "explain" in tab.control_names
    tab.state.explain = tab.state.explain.but(on=True, position=tab.presenter.masking.selected[0])
    _wait_explained(qtbot, tab, "occlusion")
    before = panel.title.font().pointSizeF()
    tab.set_presentation(True)
    assert panel.title.font().pointSizeF() > before * 1.3
    tab.set_presentation(False)
    assert tab.hide_controls(["explain"]) == []
    assert panel.isHidden() and panel.why_button.isHidden()
    tab.hide_controls([])
    assert panel.isVisible()


def test_the_chips_context_menu_offers_why(qtbot, tab):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    panel = tab.explainer
    position = tab.presenter.masking.selected[0]
    chip = tab.tokens.columns[position].chip
    center = QPoint(chip.width() // 2, chip.height() // 2)
    QApplication.sendEvent(chip, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, center, chip.mapToGlobal(center)))
    action = panel.chip_menu.actions()[0]
    assert action.text().startswith("Why?") and action.isEnabled()
    action.trigger()
    panel.chip_menu.close()
    assert tab.state.explain.on and tab.state.explain.position == position
    _wait_explained(qtbot, tab, "occlusion")
    plain = next(i for i, s in enumerate(tab.presenter.masking.special) if not s and i not in tab.presenter.masking.selected)
    chip = tab.tokens.columns[plain].chip
    center = QPoint(chip.width() // 2, chip.height() // 2)
    QApplication.sendEvent(chip, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, center, chip.mapToGlobal(center)))
    assert not panel.chip_menu.actions()[0].isEnabled()  # not a predicted chip
    panel.chip_menu.close()


def test_the_explanation_follows_a_new_masking(qtbot, tab, text_model):
    panel = tab.explainer
    tab.set_state({"strategy": "manual", "manual": [2, 5]})
    tab.state.explain = tab.state.explain.but(on=True, position=2, method="occlusion")
    first = _wait_explained(qtbot, tab, "occlusion")
    assert first.tokens[5] == "[MASK]"
    tab.state.manual = [2]  # (as a click on a chip does) the other mask goes: the answer for the old masking is not kept
    qtbot.waitUntil(lambda: panel.result is not first and not panel.is_busy(), timeout=20000)
    core = explain_text(text_model, None, tab.presenter.masking.input_ids, 2, target="top1", method="occlusion")
    assert panel.result.tokens == core.tokens and panel.result.tokens[5] != "[MASK]"
    np.testing.assert_allclose(panel.strip.scores, core.scores, atol=TOL)
    tab.state.manual = [5]  # position 2 is no longer asked about: said, nothing stale shown
    assert panel.result is None and "not one the model is asked about" in panel.title.text()
    assert tab.state.explain.on  # the choice stays: it shows again when the position is masked again
