"""`mlm-lab train --config FILE`: the file gives some fields, the flags override them, and what neither
gives is worked out for the data and steps actually used (a partial file once fixed the rows at the toy
language's 12 tokens and 256 a batch on a folder of books)."""

from __future__ import annotations

import json

import pytest

from mlm_lab.cli import UserError, build_parser
from mlm_lab.cli.train import _build_config

TEXT = "The old man walked to the sea. He saw the boat and the nets.\n" * 40


def _config(tmp_path, given: dict, *flags: str):
    cfg = tmp_path / "cfg.json"
    cfg.write_text(json.dumps(given), encoding="utf-8")
    corpus = tmp_path / "book.txt"
    corpus.write_text(TEXT, encoding="utf-8")
    args = build_parser().parse_args(["train", "text", "--config", str(cfg), "--data", str(corpus), *flags])
    return _build_config(args)


def test_a_partial_file_leaves_the_rest_to_the_data_given(tmp_path):
    config = _config(tmp_path, {"vocab_size": 1024})
    assert config.vocab_size == 1024
    assert config.seq_len == 64 and config.batch_size == 64  # nano's rows on a text file, not the toy's 12 x 256


def test_flags_override_the_file_and_the_warmup_follows_the_steps(tmp_path):
    config = _config(tmp_path, {"vocab_size": 512, "steps": 50, "lr": 0.01}, "--steps", "400", "--vocab-size", "256")
    assert (config.steps, config.vocab_size, config.lr) == (400, 256, 0.01)
    assert config.warmup == 40  # 10 % of the steps run, not of the file's


def test_a_file_for_another_task_is_refused(tmp_path):
    with pytest.raises(UserError, match="is a image config, not text"):
        _config(tmp_path, {"task": "image"})


def test_a_study_passes_its_vocabulary_and_warmup_to_every_run(tmp_path):
    from mlm_lab.cli.study_args import fixed_config

    corpus = tmp_path / "book.txt"
    corpus.write_text(TEXT, encoding="utf-8")
    args = build_parser().parse_args(["study", "objective", "--data", str(corpus), "--vocab-size", "1024",
                                      "--warmup", "30", "--steps", "300", "--seq-len", "32"])
    config = fixed_config(args, "text")
    assert (config.vocab_size, config.warmup, config.steps, config.seq_len) == (1024, 30, 300, 32)
    assert config.batch_size == 128  # the same token slots a step (4096) in shorter rows


def test_a_row_longer_than_the_preset_is_one_line(tmp_path, capsys):
    from mlm_lab.cli import main

    corpus = tmp_path / "book.txt"
    corpus.write_text(TEXT, encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        main(["study", "objective", "--data", str(corpus), "--seq-len", "65", "--out", str(tmp_path / "s")])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and len(err.strip().splitlines()) == 1 and "longer than the nano preset's 64" in err
    assert not (tmp_path / "s").exists()


@pytest.mark.parametrize("flag", ["--vocab-size", "--warmup", "--seq-len"])
def test_a_study_refuses_a_vocabulary_or_warmup_out_of_range(flag):
    with pytest.raises(UserError, match=f"argument {flag}: must be a whole number from"):
        build_parser().parse_args(["study", "objective", flag, "-3"])


def test_the_file_is_read_once_and_gives_its_own_fields_checked(tmp_path, monkeypatch):
    from pathlib import Path

    from mlm_lab.training.config import ConfigError, TrainConfig

    cfg = tmp_path / "cfg.json"
    cfg.write_text(json.dumps({"task": "text", "data": "toy", "lr": 2e-3, "steps": 30.0}), encoding="utf-8")
    reads = []
    real = Path.read_text
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self) or real(self, *a, **k))
    config, given = TrainConfig.load_given(cfg)
    assert reads == [cfg]
    assert given == {"task": "text", "data": "toy", "lr": 2e-3, "steps": 30}  # checked: 30.0 became 30
    assert config.batch_size == 256 and "batch_size" not in given  # worked out, not given
    cfg.write_text(json.dumps({"task": "text", "lr": 5.0}), encoding="utf-8")
    with pytest.raises(ConfigError, match="lr must be a number more than 0 and at most 1, got 5.0"):
        TrainConfig.load_given(cfg)
