"""The Image tab's "Reveal in rounds…": the strip of rounds beside the one shot, computed off the GUI thread."""

from __future__ import annotations

import numpy as np
import pytest
from gui_work import assert_light
from PySide6.QtCore import Qt

from mlm_lab.app.image.rounds_view import CAPTION
from mlm_lab.app.image.tab import ImageTab


@pytest.fixture
def tab(qtbot, image_model):
    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    widget.set_model(image_model, "nano")
    qtbot.waitUntil(lambda: widget.is_idle() and widget.result is not None, timeout=30000)
    yield widget
    widget.shutdown()


def _wait_rounds(qtbot, view, rounds):
    qtbot.waitUntil(lambda: not view.pending and view.result is not None and len(view.result.rounds) == rounds,
                    timeout=30000)
    return view.result


def test_the_button_opens_the_strip_with_one_image_and_psnr_per_round(qtbot, tab, gui_work, image_model):
    gui_work.take()  # what building the tab did is not this test's business
    assert "one-shot" in tab.ui.rounds_button.toolTip()
    qtbot.mouseClick(tab.ui.rounds_button, Qt.MouseButton.LeftButton)
    view = tab.rounds_view
    assert view is not None and view.isVisible()
    r = _wait_rounds(qtbot, view, 4)
    side = image_model.config.image_size
    assert len(view.round_panels) == 4
    for panel, rnd in zip(view.round_panels, r.rounds, strict=True):
        assert panel.image() is not None and panel.image().shape == (side, side, 3)
        assert panel.title() == f"Round {rnd.index}"
    assert view.round_captions() == [f"PSNR {x.psnr:.1f} dB" for x in r.rounds]
    assert view.one_shot_panel.image() is not None
    np.testing.assert_array_equal(view.one_shot_panel.image(), r.one_shot)
    assert view.one_shot_panel.caption() == f"PSNR {r.one_shot_psnr:.1f} dB"
    assert "95\u00a0%" in view.start_panel.caption() and "PSNR" in view.summary.text()
    assert view.caption.text() == CAPTION and "MaskGIT" in CAPTION and "discrete tokens" in CAPTION
    # the last round has nothing still hidden: shown as it is, not faded
    np.testing.assert_array_equal(view.round_panels[-1].image(), r.final.image)
    assert_light(gui_work, "reveal in rounds")  # the model ran in the worker, never here

    view.rounds_spin.setValue(2)  # fewer rounds: the strip shrinks
    r = _wait_rounds(qtbot, view, 2)
    assert len(view.round_panels) == 2 and len(view.round_captions()) == 2
    view.order_combo.setCurrentIndex(view.order_combo.findData("random"))
    qtbot.waitUntil(lambda: not view.pending and view.result.order == "random", timeout=30000)
    view.rounds_spin.setValue(9)
    r = _wait_rounds(qtbot, view, 9)
    assert view.round_captions() == [f"PSNR {x.psnr:.1f} dB" for x in r.rounds]
    assert_light(gui_work, "reveal in rounds, settings")


def test_one_round_is_the_one_shot_and_the_seed_is_the_tabs(qtbot, tab):
    tab.state.seed = 3
    qtbot.waitUntil(lambda: tab.is_idle() and tab.result.seed == 3, timeout=30000)
    view = tab.open_rounds()
    view.rounds_spin.setValue(1)
    r = _wait_rounds(qtbot, view, 1)
    assert r.seed == 3
    np.testing.assert_allclose(view.round_panels[0].image(), view.one_shot_panel.image(), atol=1e-6)


def test_settings_the_model_cannot_do_say_why(qtbot, tab, image_model):
    view = tab.open_rounds()
    _wait_rounds(qtbot, view, 4)
    tab._request_rounds(0.95, 1000, "random")  # more rounds than hidden patches (the spin box stops at 16)
    qtbot.waitUntil(lambda: "Cannot reveal" in view.summary.text(), timeout=30000)
    assert "1000 rounds for" in view.summary.text() and "at most" in view.summary.text()
    assert not view.pending
