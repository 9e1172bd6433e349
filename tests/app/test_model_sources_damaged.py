"""model_sources.folder_kind never raises on a damaged config.json: it says it does not know."""

from __future__ import annotations

import pytest

from mlm_lab.app.window.model_sources import folder_kind


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"kind": "masked_lm"', "\udcff", "[1, 2]", ""])
def test_a_damaged_config_is_no_known_kind(tmp_path, text):
    (tmp_path / "config.json").write_text(text, encoding="utf-8", errors="surrogateescape")
    assert folder_kind(tmp_path) is None


def test_a_lab_config_is_known(tmp_path):
    (tmp_path / "config.json").write_text('{"kind": "masked_lm"}', encoding="utf-8")
    assert folder_kind(tmp_path) == "text"
