"""The toolbar's model picker lists the Hugging Face cache: a compatible entry loads like a
folder, an incompatible one is greyed out with the reason. The cache is a temporary folder
laid out as the Hub does; the MAE is a lab model exported as ViTMAEForPreTraining."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hub_layout import hub_snapshot

COMMIT = "89abcdef0123456789abcdef0123456789abcdef"


def _hub_entry(cache: Path, ident: str, source: Path) -> Path:
    return hub_snapshot(cache, ident, source, COMMIT)


@pytest.fixture
def hub(tmp_path, monkeypatch):
    from conftest import build_image_model_dir

    from mlm_lab.models import load_pretrained
    from mlm_lab.models.hf import export_hf

    lab = build_image_model_dir(tmp_path / "lab-mae", seed=4)
    export_hf(load_pretrained(lab), tmp_path / "hf-mae")
    gpt2 = tmp_path / "gpt2"
    gpt2.mkdir()
    (gpt2 / "config.json").write_text(json.dumps({"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"]}))
    cache = tmp_path / "hub"
    snapshot = _hub_entry(cache, "lab-test/tiny-mae", tmp_path / "hf-mae")
    _hub_entry(cache, "lab-test/tiny-gpt2", gpt2)
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    return snapshot


def _row(combo, words: str) -> int:
    rows = [i for i in range(combo.count()) if words in combo.itemText(i)]
    assert len(rows) == 1, [combo.itemText(i) for i in range(combo.count())]
    return rows[0]


def test_the_picker_lists_the_cache_and_loads_an_entry_like_a_folder(qtbot, hub, lab_window):
    w = lab_window
    w.tabs.setCurrentWidget(w.image_tab)
    combo = w.model_combo
    combo.refill([], [], "bundled")
    mae, gpt2 = _row(combo, "lab-test/tiny-mae"), _row(combo, "lab-test/tiny-gpt2")
    assert "MAE" in combo.itemText(mae) and combo.model().item(mae).isEnabled()
    assert not combo.model().item(gpt2).isEnabled() and "'gpt2'" in combo.itemText(gpt2)
    assert "GPT2LMHeadModel" in combo.model().item(gpt2).toolTip()
    old = w.image_tab.model()
    combo.activated.emit(mae)
    qtbot.waitUntil(lambda: w.is_ready() and w.image_tab.model() is not old, timeout=30000)
    assert w.model_sources()["image"] == str(hub)
    assert "lab-test/tiny-mae" in w.model_label.text()
    assert combo.currentData() == str(hub) and combo.currentIndex() == _row(combo, "lab-test/tiny-mae")
    combo.activated.emit(gpt2)  # greyed out: nothing happens, the model stays
    assert w.model_sources()["image"] == str(hub)
