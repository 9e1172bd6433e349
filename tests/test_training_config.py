"""TrainConfig: defaults from the preset, JSON round trip, clear errors."""

from __future__ import annotations

import json

import pytest

from mlm_lab.masking import PatchMaskingConfig, TokenMaskingConfig
from mlm_lab.training import TrainConfig
from mlm_lab.training.config import ConfigError


def test_text_defaults_are_concrete_and_round_trip(tmp_path):
    cfg = TrainConfig(task="text")
    assert cfg.data == "toy" and isinstance(cfg.masking, TokenMaskingConfig)
    assert cfg.masking.mask_prob == 0.15
    assert cfg.seq_len == 12 and cfg.batch_size == 256 and cfg.lr > 0 and cfg.warmup == 100
    data = json.loads(cfg.to_json())
    assert data["masking"]["mask_prob"] == 0.15
    assert TrainConfig.from_json(cfg.to_json()) == cfg
    cfg.save(tmp_path / "c.json")
    assert TrainConfig.load(tmp_path / "c.json") == cfg


def test_image_defaults_come_from_the_preset():
    cfg = TrainConfig(task="image", preset="tiny", masking=PatchMaskingConfig("block", 0.5))
    assert cfg.data == "generated" and cfg.image_size > 32
    back = TrainConfig.from_dict(json.loads(cfg.to_json()))
    assert back == cfg and back.masking == PatchMaskingConfig("block", 0.5)


def test_user_text_uses_the_preset_sequence_length():
    cfg = TrainConfig(task="text", data="/some/books", preset="tiny")
    assert cfg.seq_len == 128 and cfg.batch_size == 32 and cfg.vocab_size == 8192
    assert cfg.data_kind == "path" and cfg.run_name() == "text-tiny-books"


@pytest.mark.parametrize("data, match", [
    (dict(task="image", masking={"mask_prob": 0.2}), "mask ratio"),
    (dict(task="text", masking={"ratio": 0.5}), "mask_prob"),
    (dict(task="text", data="samples"), "for image runs"),
    (dict(task="image", data="toy"), "for text runs"),
    (dict(task="text", preset="huge"), "unknown preset"),
    (dict(task="text", steps=0), "steps"),
    (dict(task="text", lr=-1.0), "lr"),
    (dict(task="text", device="tpu"), "device"),
    (dict(task="text", bogus=1), "unknown training config field"),
    (dict(task="sound"), "task"),
])
def test_bad_configs_raise_a_clear_error(data, match):
    with pytest.raises(ConfigError, match=match):
        TrainConfig.from_dict(data)


def test_replace_keeps_the_rest():
    cfg = TrainConfig(task="text", steps=50, seed=3)
    more = cfg.replace(steps=80)
    assert more.steps == 80 and more.seed == 3 and more.masking == cfg.masking


def test_runs_dir_comes_from_the_environment_or_the_user_data_folder(monkeypatch, tmp_path):
    from mlm_lab.training import default_runs_dir

    monkeypatch.setenv("MLM_LAB_RUNS", str(tmp_path / "mine"))
    assert default_runs_dir() == tmp_path / "mine"
    monkeypatch.delenv("MLM_LAB_RUNS")
    path = default_runs_dir()
    assert path.name == "runs" and "mlm-lab" in str(path.parent)
