"""The token half of "Reveal in rounds…": MaskGIT's tokens revealed by confidence beside the MAE's pixel rounds,
on the same photo and mask, computed off the GUI thread."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from gui_work import assert_light
from PySide6.QtCore import Qt

from mlm_lab.app.image.tab import ImageTab
from mlm_lab.lab.image_view import jobs
from mlm_lab.models import image_tokens_io
from mlm_lab.models.image_tokens_io import ImageTokenModel, save_image_tokens
from mlm_lab.models.token_transformer import TokenTransformer, TokenTransformerConfig
from mlm_lab.models.vq import VQAutoencoder, VQConfig


@pytest.fixture
def token_folder(tmp_path, monkeypatch):
    """A tiny random pair saved where the app looks for the bundled one."""
    torch.manual_seed(0)
    vq = VQAutoencoder(VQConfig(channels=8, codebook_size=16, code_dim=4))
    tf = TokenTransformer(TokenTransformerConfig(codebook_size=16, grid=12, hidden_size=32, num_layers=1, num_heads=2))
    folder = save_image_tokens(ImageTokenModel(vq, tf), tmp_path / "image-tokens-tiny")
    monkeypatch.setattr(image_tokens_io, "bundled_image_tokens_dir", lambda: folder)
    monkeypatch.setattr(jobs, "_PAIRS", {})
    return folder


@pytest.fixture
def tab(qtbot):
    from mlm_lab.inference import bundled_image_model

    widget = ImageTab()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    widget.set_model(bundled_image_model(), "tiny")  # 96 px, 12 x 12 patches: the tokenizer's grid
    qtbot.waitUntil(lambda: widget.is_idle() and widget.result is not None, timeout=30000)
    yield widget
    widget.shutdown()


def test_tokens_are_revealed_beside_the_mae_on_the_same_mask(qtbot, tab, token_folder, gui_work):
    gui_work.take()
    qtbot.mouseClick(tab.ui.rounds_button, Qt.MouseButton.LeftButton)
    view = tab.rounds_view
    qtbot.waitUntil(lambda: tab.is_idle() and view.result is not None and view.tokens.result is not None,
                    timeout=30000)
    mae, tok = view.result, view.tokens.result
    np.testing.assert_array_equal(tok.start_mask, mae.start_mask)  # the same patches hidden
    assert len(tok.rounds) == len(mae.rounds) == 4 and sum(tok.counts) == int(tok.start_mask.sum())
    panels = view.tokens.round_panels
    assert len(panels) == 4
    for panel, rnd in zip(panels, tok.rounds, strict=True):
        assert panel.image().shape == (96, 96, 3) and panel.title() == f"Round {rnd.index}"
        assert str(len(rnd.revealed)) in panel.caption() and "still masked" in panel.toolTip()
    np.testing.assert_array_equal(view.tokens.ceiling_panel.image(), tok.ceiling)
    order = view.tokens.order_panel.image()
    first, last = tok.rounds[0].revealed[0], tok.rounds[-1].revealed[0]
    r0, c0 = divmod(int(first), 12)
    r1, c1 = divmod(int(last), 12)
    assert order[r0 * 8 + 4, c0 * 8 + 4].sum() > order[r1 * 8 + 4, c1 * 8 + 4].sum()  # early light, late dark
    assert "fine detail" in view.tokens.summary.text() and "fine detail" in view.tokens.ceiling_panel.caption()
    assert_light(gui_work, "token rounds")  # decoding ran in the worker, never here

    view.rounds_spin.setValue(8)  # the settings drive both halves
    qtbot.waitUntil(lambda: tab.is_idle() and view.tokens.result is not None and len(view.tokens.result.rounds) == 8,
                    timeout=30000)
    assert len(view.tokens.round_panels) == 8
    view.resize(1024, 768)
    qtbot.wait(50)
    view.grab().save("/tmp/token_rounds_view.png")


def test_without_a_token_model_the_mae_half_still_works(qtbot, tab, tmp_path, monkeypatch):
    monkeypatch.setattr(image_tokens_io, "bundled_image_tokens_dir", lambda: tmp_path / "absent")
    monkeypatch.setattr(jobs, "_PAIRS", {})
    view = tab.open_rounds()
    qtbot.waitUntil(lambda: tab.is_idle() and view.result is not None, timeout=30000)
    qtbot.waitUntil(lambda: "Cannot reveal tokens" in view.tokens.summary.text(), timeout=30000)
    assert view.tokens.result is None and len(view.result.rounds) == 4
    assert "absent" in view.tokens.summary.text()
