"""Warmup-stable-decay schedules, branching a run, and held-out evaluation data."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PIL import Image

from mlm_lab.cli import main
from mlm_lab.training import TrainConfig, Trainer, load_metrics, read_status
from mlm_lab.training.checkpoint import list_checkpoints, load_checkpoint
from mlm_lab.training.config import ConfigError
from mlm_lab.training.data import build_image_data, build_text_data
from mlm_lab.training.runs import branch_run
from mlm_lab.training.trainer import lr_at


def test_wsd_is_constant_then_falls_linearly_over_the_decay():
    cfg = TrainConfig(task="text", steps=100, warmup=10, lr=1e-3, schedule="wsd", decay_steps=20, min_lr_ratio=0.0)
    lrs = [lr_at(cfg, s) for s in range(100)]
    assert lrs[0] == pytest.approx(1e-4) and lrs[9] == pytest.approx(1e-3)  # warmup
    assert all(lr == 1e-3 for lr in lrs[10:80])  # stable
    decay = lrs[80:]
    assert all(a > b for a, b in zip(decay, decay[1:], strict=False))  # falling every step
    assert decay[0] == pytest.approx(1e-3 * 19 / 20) and decay[-1] == pytest.approx(0.0, abs=1e-12)
    steps = np.diff(decay)
    assert np.allclose(steps, steps[0])  # linear
    # the default decay is the last 20 % of the steps, down to min_lr_ratio x lr
    default = TrainConfig(task="text", steps=100, warmup=10, lr=1e-3, schedule="wsd", min_lr_ratio=0.1)
    assert lr_at(default, 79) == 1e-3 and lr_at(default, 80) < 1e-3
    assert lr_at(default, 99) == pytest.approx(1e-4)
    # a longer main run keeps the same learning rate at the steps both have
    longer = cfg.replace(steps=200, decay_steps=20)
    assert [lr_at(longer, s) for s in range(80)] == lrs[:80] and lr_at(longer, 150) == 1e-3


@pytest.mark.parametrize("data, match", [
    (dict(task="text", steps=10, schedule="wsd", decay_steps=11), "decay_steps"),
    (dict(task="text", schedule="sawtooth"), "schedule"),
    (dict(task="text", data="toy", eval_data="/some/books"), "eval_data"),
    (dict(task="text", decay_steps=-1), "decay_steps"),
])
def test_bad_schedule_configs_raise(data, match):
    with pytest.raises(ConfigError, match=match):
        TrainConfig.from_dict(data)


def _books(folder, names, words=3000):
    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    vocab = [f"w{i}" for i in range(60)]
    for name in names:
        lines = [" ".join(rng.choice(vocab, 12)) for _ in range(words // 12)]
        (folder / f"{name}.txt").write_text("\n".join(lines) + f"\nonly{name} appears here\n", encoding="utf-8")


def test_text_eval_data_inside_the_data_is_not_trained_on(tmp_path):
    _books(tmp_path / "books", ["a", "b", "c"])
    _books(tmp_path / "books" / "held", ["d"])
    _books(tmp_path / "three", ["a", "b", "c"])  # the same books without the held-out one
    cfg = TrainConfig(task="text", data=str(tmp_path / "books"), eval_data=str(tmp_path / "books" / "held"),
                      vocab_size=120, seq_len=32, batch_size=8, eval_size=4096)
    data = build_text_data(cfg)
    alone = build_text_data(TrainConfig(task="text", data=str(tmp_path / "three"), eval_data=str(tmp_path / "books" / "held"),
                                        vocab_size=120, seq_len=32, batch_size=8, eval_size=4096))

    def text(d, rows):
        return [d.tokenizer.decode(row.tolist()) for row in rows]

    assert text(data, data.train_rows) == text(alone, alone.train_rows)  # trained on a, b, c only
    assert text(data, data.eval_rows) == text(alone, alone.eval_rows)  # evaluated on d only
    d_rows = -(-sum(len(data.tokenizer.encode_plain(line)) for line in
                    (tmp_path / "books" / "held" / "d.txt").read_text().splitlines()) // 30)
    assert d_rows - 1 <= data.eval_rows.shape[0] <= d_rows  # d alone (a short last piece may be dropped)
    assert "evaluated on" in data.description
    # without eval_data the held-out part is a 10 % split by book, and the held folder trains too
    whole = build_text_data(cfg.replace(eval_data=""))
    assert whole.train_rows.shape[0] + whole.eval_rows.shape[0] > data.train_rows.shape[0] + 10


def test_image_eval_data_is_held_out(tmp_path):
    photos = tmp_path / "photos"
    (photos / "val").mkdir(parents=True)
    for n in range(6):
        Image.fromarray(np.full((48, 48, 3), 20 * n, np.uint8)).save(photos / f"{n}.png")
    for n in range(3):
        Image.fromarray(np.full((48, 48, 3), 250 - n, np.uint8)).save(photos / "val" / f"{n}.png")
    cfg = TrainConfig(task="image", data=str(photos), eval_data=str(photos / "val"), eval_size=3)
    data = build_image_data(cfg)
    assert len(data.pool) == 6 and all(int(p.max()) <= 100 for p in data.pool)
    assert data.eval_images.shape[0] == 3 and float(data.eval_images.min()) > 0.95
    with pytest.raises(ValueError, match="outside"):
        build_image_data(TrainConfig(task="image", data=str(photos / "val"), eval_data=str(photos / "val")))


def _quick(tmp_path, steps=12):
    cfg = TrainConfig(task="text", steps=steps, batch_size=16, eval_every=4, snapshot_every=100,
                      checkpoint_every=4, threads=1, eval_size=64, schedule="constant", warmup=2)
    return Trainer(cfg, runs_dir=tmp_path).run()


def test_a_branch_continues_from_the_newest_checkpoint_and_leaves_the_source_alone(tmp_path):
    main_run = _quick(tmp_path / "runs")
    source = main_run.run_dir
    before = {str(p.relative_to(source)): p.stat().st_mtime_ns for p in source.rglob("*") if p.is_file()}
    branch = branch_run(source)
    assert branch.parent == source.parent and branch.name.endswith("-text-nano-toy-from-12")
    assert [p.name for p in list_checkpoints(branch)] == ["step-12"]
    assert [r["step"] for r in load_metrics(branch)] == list(range(13))
    assert read_status(branch)["state"] == "stopped" and read_status(branch)["step"] == 12
    # the branch started from exactly the source's weights
    import torch

    from mlm_lab.models import MaskedLM, text_config

    def weights(folder):
        from mlm_lab.tokenization import WordPieceTokenizer

        tok = WordPieceTokenizer.load(folder.parent.parent / "tokenizer.json")
        model = MaskedLM(text_config("nano", tok.vocab_size))
        load_checkpoint(folder, model=model)
        return torch.cat([p.detach().flatten() for p in model.parameters()])

    assert torch.equal(weights(branch / "checkpoints" / "step-12"), weights(source / "checkpoints" / "step-12"))
    # anneal the branch over 8 more steps
    config = TrainConfig.load(branch / "config.json").replace(steps=20, schedule="wsd", decay_steps=8,
                                                              min_lr_ratio=0.0)
    result = Trainer(config, resume=branch).run()
    assert result.state == "finished" and result.step == 20
    records = load_metrics(branch)
    assert [r["step"] for r in records] == list(range(21))
    lrs = [r["lr"] for r in records[13:]]
    assert lrs[0] < config.lr and lrs[-1] == pytest.approx(0.0, abs=1e-12)
    assert TrainConfig.load(branch / "config.json").schedule == "wsd"
    # the source run is untouched: same files, same times, still 12 steps
    after = {str(p.relative_to(source)): p.stat().st_mtime_ns for p in source.rglob("*") if p.is_file()}
    assert after == before and read_status(source)["step"] == 12


def test_branch_refuses_a_folder_that_is_not_a_run(tmp_path):
    with pytest.raises(ConfigError, match="not a run folder"):
        branch_run(tmp_path)
    (tmp_path / "config.json").write_text(TrainConfig(task="text").to_json())
    with pytest.raises(ConfigError, match="no checkpoint"):
        branch_run(tmp_path)


def test_cli_branch_anneals_a_copy(tmp_path, capsys):
    runs = tmp_path / "runs"
    assert main(["train", "text", "--steps", "6", "--batch-size", "8", "--threads", "1", "--schedule", "constant",
                 "--checkpoint-every", "3", "--runs-dir", str(runs), "--name", "main"]) == 0
    source = next(runs.iterdir())
    capsys.readouterr()
    assert main(["train", "--branch", str(source), "--steps", "10", "--schedule", "wsd", "--decay-steps", "4",
                 "--min-lr-ratio", "0", "--threads", "1"]) == 0
    err = capsys.readouterr().err
    branch = next(p for p in runs.iterdir() if p != source)
    assert "branched" in err and branch.name.endswith("-main-from-6")
    records = load_metrics(branch)
    assert [r["step"] for r in records] == list(range(11))
    assert records[-1]["lr"] == pytest.approx(0.0, abs=1e-12) and records[6]["lr"] == records[1]["lr"]
    assert read_status(source)["step"] == 6 and len(load_metrics(source)) == 7
    saved = json.loads((branch / "config.json").read_text())
    assert saved["schedule"] == "wsd" and saved["decay_steps"] == 4 and saved["steps"] == 10


@pytest.mark.parametrize("argv, message", [
    (["--branch", "/no/such/run"], "not a run folder"),
    (["--branch", "X", "--resume", "X"], "not both"),
    (["text", "--data", "toy", "--eval-data", "/no/such/books"], "no such file or folder"),
    (["text", "--schedule", "wsd", "--steps", "10", "--decay-steps", "20"], "decay_steps"),
    (["text", "--min-lr-ratio", "2"], "--min-lr-ratio"),
])
def test_bad_branch_and_schedule_options_exit_2(argv, message, tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["train", *argv, "--runs-dir", str(tmp_path)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err, err
    assert not list(tmp_path.iterdir())
