"""Every tab implements LabTab, observes the window's own state objects, and writes them."""

from __future__ import annotations

from mlm_lab.app.window.tab_protocol import TAB_NAMES, LabTab


def test_every_tab_is_a_lab_tab_holding_its_part_of_the_window_state(lab_window):
    w = lab_window
    assert tuple(w.lab_tabs) == TAB_NAMES
    for key, tab in w.lab_tabs.items():
        assert isinstance(tab, LabTab), key
        assert tab.state is getattr(w.state, key)  # shared, never a copy
        assert tab.hide_controls(["no-such-control", tab.control_names[0]]) == ["no-such-control"]
        tab.hide_controls([])
    assert not w.training_tab.is_busy()


def test_widgets_write_the_state_and_the_state_moves_the_widgets(qtbot, lab_window):
    w = lab_window
    image, text = w.image_tab, w.text_tab
    seen = []
    image.state.events.ratio.connect(lambda new, old: seen.append(new))
    image.ui.ratio_slider.setValue(40)
    assert image.state.ratio == 0.4 and seen == [0.4]
    image.state.ratio = 0.55  # from a script or a lesson: the slider follows, nothing echoes back
    assert image.ui.ratio_slider.value() == 55 and image.ui.ratio_value.text() == "55\u00a0%"
    assert seen == [0.4, 0.55]
    qtbot.waitUntil(lambda: image.is_idle() and image.result.ratio == 0.55, timeout=30000)
    text.state.mask_token_prob, text.state.random_token_prob, text.state.keep_prob = 0.8125, 0.0875, 0.1
    assert text.state.mask_token_prob == 0.8125  # the 3-decimal spin box does not round the state
    assert abs(text.controls.prob_spins[0].value() - 0.812) < 1e-9 or abs(text.controls.prob_spins[0].value() - 0.813) < 1e-9
    text.state.seed = 9
    assert text.controls.seed_spin.value() == 9
    text.controls.seed_spin.setValue(10)
    assert text.state.seed == 10
    w.state.training.form.steps = 1234
    assert w.training_tab.form_view.steps_spin.value() == 1234
    w.training_tab.form_view.lr_spin.setValue(0.002)
    assert w.state.training.form.lr == 0.002
