"""The trainer: run folders, callbacks, exact resume, the divergence guard, data sources."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch
from PIL import Image

from mlm_lab.data.text_files import DataError
from mlm_lab.training import TrainConfig, Trainer, TrainerCallback, list_runs, load_metrics, read_status
from mlm_lab.training.checkpoint import list_checkpoints, load_checkpoint


def quick(task="text", **overrides) -> TrainConfig:
    base = dict(task=task, steps=8, batch_size=16 if task == "text" else 8, eval_every=4, snapshot_every=4,
                checkpoint_every=100, threads=1, eval_size=64 if task == "text" else 8)
    base.update(overrides)
    return TrainConfig.from_dict(base)


class Recorder(TrainerCallback):
    def __init__(self, stop_at=None):
        self.events = []
        self.stop_at = stop_at
        self.trainer = None

    def on_start(self, run_dir, info):
        self.events.append(("start", run_dir, info))

    def on_metrics(self, record):
        self.events.append(("metrics", record))
        if self.stop_at is not None and record["step"] == self.stop_at:
            self.trainer.request_stop()

    def on_snapshot(self, step, items, path):
        self.events.append(("snapshot", step, items, path))

    def on_status(self, state, message, step):
        self.events.append(("status", state, message, step))

    def on_log(self, message):
        self.events.append(("log", message))

    def of(self, kind):
        return [e for e in self.events if e[0] == kind]


def run(config, runs_dir, stop_at=None, resume=None, extra=()):
    rec = Recorder(stop_at)
    trainer = Trainer(config, runs_dir=runs_dir, resume=resume, callbacks=[rec, *extra])
    rec.trainer = trainer
    return trainer.run(), rec


def test_text_run_writes_a_complete_run_folder(tmp_path):
    result, rec = run(quick(checkpoint_every=4), tmp_path)
    assert result.state == "finished" and result.step == 8
    folder = result.run_dir
    assert folder.parent == tmp_path and folder.name.endswith("-text-nano-toy")
    assert folder.name[:8].isdigit() and folder.name[8] == "-"
    assert TrainConfig.load(folder / "config.json") == quick(checkpoint_every=4)
    records = load_metrics(folder)
    assert [r["step"] for r in records] == list(range(9))
    assert "train_loss" not in records[0] and records[0]["eval_accuracy"] >= 0  # the untrained model
    for r in records[1:]:
        assert math.isfinite(r["train_loss"]) and r["tokens_per_s"] > 0 and r["lr"] > 0
    assert {r["step"] for r in records if "eval_loss" in r} == {0, 4, 8}
    assert records[-1]["eval_loss"] < records[0]["eval_loss"]
    status = read_status(folder)
    assert status["state"] == "finished" and status["step"] == 8
    assert status["final_metrics"]["eval_accuracy"] == records[-1]["eval_accuracy"]
    assert 0.1 < status["unigram_baseline"] < 0.25
    assert [p.name for p in list_checkpoints(folder)] == ["step-4", "step-8"]
    # the checkpoint is a model folder the rest of the lab can use
    from mlm_lab.inference import fill_mask, load_text_model

    model = load_text_model(folder / "checkpoints" / "step-8")
    assert len(fill_mask("the cow says [MASK] .", model=model, top_k=3)[0]) == 3
    snapshot = json.loads((folder / "snapshots" / "step-8.json").read_text())
    assert len(snapshot["probes"]) == 6 and len(snapshot["probes"][0]["predictions"]) == 5
    # callbacks saw the same
    assert rec.of("start")[0][1] == folder
    assert [e[1]["step"] for e in rec.of("metrics")] == list(range(9))
    assert [e[1] for e in rec.of("snapshot")] == [0, 4, 8]
    assert rec.of("status")[-1][1] == "finished"
    assert not list(folder.rglob("*.tmp"))
    # list_runs finds it
    runs = list_runs(tmp_path)
    assert [r.path for r in runs] == [folder]
    assert runs[0].state == "finished" and runs[0].final_metrics["step"] == 8 and runs[0].config.task == "text"


@pytest.mark.parametrize("task", ["text", "image"])
def test_resume_after_stop_gives_the_same_losses(tmp_path, task):
    config = quick(task, steps=20, eval_every=5, snapshot_every=100, checkpoint_every=100)
    straight, _ = run(config, tmp_path / "a")
    stopped, rec = run(config, tmp_path / "b", stop_at=10)
    assert stopped.state == "stopped" and stopped.step == 10
    assert "resume" in stopped.message
    assert [p.name for p in list_checkpoints(stopped.run_dir)] == ["step-10"]
    assert read_status(stopped.run_dir)["state"] == "stopped"
    resumed, rec2 = run(None, None, resume=stopped.run_dir)
    assert resumed.state == "finished" and resumed.run_dir == stopped.run_dir
    assert rec2.of("start")[0][2]["step"] == 10 and rec2.of("start")[0][2]["resumed"]
    a = {r["step"]: r for r in load_metrics(straight.run_dir)}
    b = load_metrics(stopped.run_dir)
    assert [r["step"] for r in b] == list(range(21))  # nothing lost, nothing repeated
    for r in b[1:]:
        assert r["train_loss"] == pytest.approx(a[r["step"]]["train_loss"], abs=1e-6)
    assert b[-1]["eval_loss"] == pytest.approx(a[20]["eval_loss"], abs=1e-6)


def test_resume_cannot_change_what_the_run_learns(tmp_path):
    result, _ = run(quick(steps=2), tmp_path)
    with pytest.raises(ValueError, match="cannot change"):
        Trainer(quick(steps=4, seed=9), resume=result.run_dir).run()
    longer, _ = run(quick(steps=4), None, resume=result.run_dir)  # more steps is fine
    assert longer.step == 4 and [r["step"] for r in load_metrics(result.run_dir)] == list(range(5))


class _Crash(TrainerCallback):
    def on_metrics(self, record):
        if record["step"] == 3:
            raise RuntimeError("the machine fell over")


def test_a_run_that_crashed_before_its_first_checkpoint_restarts_cleanly(tmp_path):
    from mlm_lab.training import TrainingError

    with pytest.raises(TrainingError, match="fell over"):
        Trainer(quick(steps=6), runs_dir=tmp_path, callbacks=[_Crash()]).run()
    run_dir = next(tmp_path.iterdir())
    status = read_status(run_dir)
    assert status["state"] == "failed" and "fell over" in status["message"]
    assert not list_checkpoints(run_dir)
    result, _ = run(None, None, resume=run_dir)
    assert result.state == "finished"
    assert [r["step"] for r in load_metrics(run_dir)] == list(range(7))


class _Poison(TrainerCallback):
    """Breaks the weights after step 5, as a far too high learning rate would."""

    def __init__(self):
        self.trainer = None

    def on_metrics(self, record):
        if record["step"] == 5:
            with torch.no_grad():
                self.trainer.core.word_embeddings.weight.fill_(float("nan"))


def test_non_finite_loss_stops_the_run_and_keeps_the_last_good_checkpoint(tmp_path):
    poison = _Poison()
    rec = Recorder()
    trainer = Trainer(quick(steps=20, checkpoint_every=2, keep_checkpoints=1), runs_dir=tmp_path,
                      callbacks=[rec, poison])
    poison.trainer = trainer
    result = trainer.run()
    assert result.state == "diverged" and result.step == 5
    assert "learning rate" in result.message and "step 6" in result.message
    status = read_status(result.run_dir)
    assert status["state"] == "diverged" and "learning rate" in status["message"]
    ckpts = list_checkpoints(result.run_dir)
    assert [p.name for p in ckpts] == ["step-4"]
    from mlm_lab.models import MaskedLM, text_config

    model = MaskedLM(text_config("nano", trainer.data.tokenizer.vocab_size))
    load_checkpoint(ckpts[-1], model=model, restore_global_rng=False)
    assert all(torch.isfinite(p).all() for p in model.parameters())
    assert max(r["step"] for r in load_metrics(result.run_dir)) == 5


def test_a_loss_ten_times_its_running_median_is_divergence():
    from collections import deque

    trainer = Trainer(quick(warmup=5))
    trainer.config, trainer.step = quick(warmup=5), 50
    window = deque([2.0] * 30)
    assert trainer._divergence(15.0, window, 1e-3) is None
    message = trainer._divergence(25.0, window, 1e-3)
    assert "10x its running median" in message and "learning rate" in message
    trainer.step = 2  # during warmup only a non-finite loss counts
    assert trainer._divergence(25.0, window, 1e-3) is None
    assert "nan" in trainer._divergence(float("nan"), window, 1e-3)


def test_user_text_with_bad_bytes_trains_its_own_tokenizer(tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    words = "the quick brown fox jumps over the lazy dog while a small cat sleeps in the warm sun".split()
    rng = np.random.default_rng(0)
    for n in range(3):
        lines = [" ".join(rng.choice(words, 14)) for _ in range(120)]
        data = ("\n".join(lines)).encode()
        if n == 0:
            data = data[:50] + b"\xff\xfe" + data[50:]
        (books / f"book{n}.txt").write_bytes(data)
    config = quick(data=str(books), preset="nano", seq_len=32, vocab_size=200, steps=3, eval_every=3)
    result, rec = run(config, tmp_path / "runs")
    assert result.state == "finished"
    logs = [e[1] for e in rec.of("log")]
    assert any("2 undecodable byte(s)" in m for m in logs)
    from mlm_lab.tokenization import WordPieceTokenizer

    tok = WordPieceTokenizer.load(result.run_dir / "tokenizer.json")
    assert tok.vocab_size <= 200
    # reuse that tokenizer in another run
    again, _ = run(config.replace(tokenizer=str(result.run_dir / "tokenizer.json"), vocab_size=0), tmp_path / "r2")
    assert (again.run_dir / "tokenizer.json").read_text() == (result.run_dir / "tokenizer.json").read_text()
    probes = json.loads((again.run_dir / "snapshots" / "step-3.json").read_text())["probes"]
    assert probes and all(p["text"].count("[MASK]") == 1 for p in probes)


def test_too_small_data_fails_before_a_run_folder_exists(tmp_path):
    (tmp_path / "tiny.txt").write_text("just a few words here\nand here\n")
    with pytest.raises(DataError, match="too small"):
        Trainer(quick(data=str(tmp_path / "tiny.txt"), vocab_size=100), runs_dir=tmp_path / "runs").run()
    assert not (tmp_path / "runs").exists() or not list((tmp_path / "runs").iterdir())


def test_image_run_on_a_folder_writes_png_snapshots(tmp_path):
    pics = tmp_path / "pics"
    (pics / "sub").mkdir(parents=True)
    rng = np.random.default_rng(0)
    for n in range(5):
        Image.fromarray(rng.integers(0, 255, (48 + n, 64, 3), dtype=np.uint8)).save(pics / ("sub" if n % 2 else "")
                                                                                     / f"p{n}.png")
    (pics / "bad.png").write_bytes(b"nope")
    result, rec = run(quick("image", data=str(pics), steps=4), tmp_path / "runs")
    assert result.state == "finished"
    assert any("skipped 1 unreadable image" in e[1] for e in rec.of("log"))
    snap = rec.of("snapshot")[-1]
    assert snap[1] == 4 and snap[3].endswith("step-4.png")
    item = snap[2][0]
    for key in ("original", "masked", "reconstruction", "pasted"):
        assert item[key].dtype == np.uint8 and item[key].shape == (32, 32, 3)
    assert np.isfinite(item["psnr"])
    with Image.open(snap[3]) as img:
        assert img.size[0] > 4 * 32
    records = load_metrics(result.run_dir)
    assert records[-1]["eval_psnr"] > 0 and records[-1]["images_per_s"] > 0


def test_sample_photos_run(tmp_path):
    result, _ = run(quick("image", data="samples", steps=2, eval_every=2), tmp_path)
    assert result.state == "finished" and "eval_psnr" in result.final_metrics
    assert "scikit-image" in read_status(result.run_dir)["data"]


def test_metrics_reader_skips_a_half_written_line(tmp_path):
    (tmp_path / "metrics.jsonl").write_text('{"step": 1, "train_loss": 2.0}\n{"step": 2, "train_lo')
    assert load_metrics(tmp_path) == [{"step": 1, "train_loss": 2.0}]
