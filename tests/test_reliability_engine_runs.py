"""Run folders under damage (issue 29): a damaged status.json or metrics line never stops the
run list, a run folder has one writer, a resume falls back to the newest intact checkpoint,
and a failed resume leaves the run's record as it was."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlm_lab.cli import main
from mlm_lab.training import TrainConfig, Trainer, list_runs, load_metrics, read_status
from mlm_lab.training.checkpoint import list_checkpoints
from mlm_lab.training.run_lock import RunLock, RunLocked, lock_holder
from mlm_lab.training.run_setup import ResumeError
from mlm_lab.training.runs import load_run, read_metrics

ROOT = Path(__file__).resolve().parents[1]


def _corpus(folder: Path) -> Path:
    """600 seeded lines and a tokenizer trained on them once (a run of it builds its data in
    a tenth of a second, where the toy language takes seconds)."""
    from mlm_lab.tokenization import WordPieceTokenizer

    rng = random.Random(5)
    words = ("the cat sat on mat and dog ran to house by sea old man lived alone in a small garden she "
             "opened door walked into room bird sang tall tree near children laughed hill market").split()
    lines = [" ".join(rng.choice(words) for _ in range(rng.randint(6, 14))) + "." for _ in range(600)]
    path = folder / "lines.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    WordPieceTokenizer.train(lines, vocab_size=200).save(folder / "tokenizer.json")
    return path


def _config(data: Path, **changes) -> TrainConfig:
    base = dict(task="text", data=str(data), tokenizer=str(data.with_name("tokenizer.json")), preset="nano",
                seq_len=32, steps=6, batch_size=8, eval_every=3, snapshot_every=6, checkpoint_every=2,
                keep_checkpoints=0, threads=1, eval_size=32)
    base.update(changes)
    return TrainConfig.from_dict(base)


class _StopAt:
    def __init__(self, step):
        self.step, self.trainer = step, None

    def on_metrics(self, record):
        if record["step"] == self.step:
            self.trainer.request_stop()


@pytest.fixture(scope="module")
def stopped_run(tmp_path_factory):
    """A nano text run stopped at step 4 of 6, checkpoints at 2 and 4 (never changed: copy it)."""
    stop = _StopAt(4)
    corpus = _corpus(tmp_path_factory.mktemp("corpus"))
    trainer = Trainer(_config(corpus), runs_dir=tmp_path_factory.mktemp("runs"), callbacks=[stop])
    stop.trainer = trainer
    result = trainer.run()
    assert result.state == "stopped" and result.step == 4
    return result.run_dir


@pytest.fixture(scope="module")
def finished_weights(stopped_run, tmp_path_factory):
    """The weights of the stopped run resumed to its end from its newest checkpoint."""
    dest = tmp_path_factory.mktemp("clean") / stopped_run.name
    shutil.copytree(stopped_run, dest)
    assert Trainer(resume=dest).run().state == "finished"
    return _weights(dest)


@pytest.fixture
def run_copy(stopped_run, tmp_path):
    dest = tmp_path / "runs" / stopped_run.name
    shutil.copytree(stopped_run, dest)
    (dest / "run.lock").unlink(missing_ok=True)
    return dest


def _cli(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


# -- the run list reads any status.json -------------------------------------------------------------
DAMAGED_STATUS = {
    "step_null": {"state": "stopped", "step": None, "steps": 6, "final_metrics": {"eval_loss": 3.0}},
    "final_metrics_text": {"state": "stopped", "step": 4, "steps": 6, "final_metrics": "abc"},
    "no_eval_loss": {"state": "finished", "step": 6, "steps": 6, "final_metrics": {"eval_accuracy": 0.5}},
    "types_all_wrong": {"state": 7, "step": "four", "steps": [6], "pid": "abc", "host": 3, "final_metrics": [1, 2]},
    "negative_pid": {"state": "running", "step": -3, "pid": -1, "final_metrics": {"eval_loss": "x", "lr": True}},
    "a_list": [1, 2, 3],
    "not_json": "{oops",
    "deep": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("name", sorted(DAMAGED_STATUS))
def test_a_damaged_status_json_is_read_not_raised(name, run_copy, capsys):
    data = DAMAGED_STATUS[name]
    (run_copy / "status.json").write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    runs = list_runs(run_copy.parent)
    assert [r.name for r in runs] == [run_copy.name]
    run = runs[0]
    assert isinstance(run.step, int) and run.step >= 0
    assert isinstance(run.final_metrics, dict)
    assert all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in run.final_metrics.values())
    assert isinstance(run.state, str) and run.resumable in (True, False)
    assert run.config is not None and run.config.steps == 6
    status = read_status(run_copy)
    assert all(isinstance(status.get(k, ""), str) for k in ("state", "message", "host"))
    # the command line lists it too, with its own table and as JSON
    code, out, err = _cli(["runs", "--runs-dir", str(run_copy.parent)], capsys)
    assert code == 0 and err == "" and run_copy.name in out
    code, out, err = _cli(["runs", "--runs-dir", str(run_copy.parent), "--json"], capsys)
    assert code == 0 and json.loads(out)[0]["name"] == run_copy.name


def test_the_run_list_reads_what_a_damaged_status_can_say(run_copy, capsys):
    (run_copy / "status.json").write_text(json.dumps(DAMAGED_STATUS["no_eval_loss"]), encoding="utf-8")
    code, out, _ = _cli(["runs", "--runs-dir", str(run_copy.parent)], capsys)
    assert code == 0 and "accuracy 0.500" in out and "eval loss -" in out and "6/6" in out
    (run_copy / "status.json").write_text(json.dumps(DAMAGED_STATUS["step_null"]), encoding="utf-8")
    run = load_run(run_copy)
    assert run.step == 0 and run.final_metrics == {"eval_loss": 3.0} and run.state == "stopped"


def test_a_damaged_config_json_lists_the_run_without_a_config(run_copy):
    for text in ('{"task": "text", "masking": {"mask_prob": "lots"}}', '{"steps": 1e999}', "[" * 50_000,
                 '{"task": "text", "seed": 1180591620717411303424}', '{"task": "text", "seq_len": "abc"}'):
        (run_copy / "config.json").write_text(text, encoding="utf-8")
        runs = list_runs(run_copy.parent)
        assert len(runs) == 1 and runs[0].config is None and runs[0].task == "" and not runs[0].resumable


# -- metrics.jsonl ------------------------------------------------------------------------------------
def test_damaged_metrics_lines_are_skipped_and_counted_and_resume_goes_on(run_copy):
    good, _ = read_metrics(run_copy)
    steps = [r["step"] for r in good]
    with open(run_copy / "metrics.jsonl", "a", encoding="utf-8") as handle:
        handle.write('{"step": null}\n{"step": "5"}\n[1, 2]\nnot json at all\n{"step": true}\n'
                     '{"step": 3, "train_loss": "abc", "lr": [1]}\n{"step": 4, "train_lo')
    records, skipped = read_metrics(run_copy)
    assert skipped == 6
    assert [r["step"] for r in records] == [*steps, 3]
    assert records[-1] == {"step": 3}  # its values that are not numbers are dropped
    logs = []

    class Log:
        def on_log(self, message):
            logs.append(message)

    result = Trainer(resume=run_copy, callbacks=[Log()]).run()
    assert result.state == "finished" and result.step == 6
    assert any("skipped 6 damaged line(s) of metrics.jsonl" in m for m in logs), logs
    assert read_metrics(run_copy)[1] == 0  # rewritten whole on resume
    assert max(r["step"] for r in load_metrics(run_copy)) == 6


# -- one writer per run folder ----------------------------------------------------------------------
def test_a_run_folder_has_one_writer_and_the_second_is_told_the_pid(run_copy, capsys):
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\n"
        "from mlm_lab.training.run_lock import RunLock\n"
        "lock = RunLock(sys.argv[1]).acquire()\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n"), str(run_copy)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert holder.stdout.readline().strip() == "held"
        assert lock_holder(run_copy) == holder.pid
        before = {p.name: p.stat().st_mtime_ns for p in run_copy.rglob("*") if p.is_file()}
        code, _, err = _cli(["train", "--resume", str(run_copy)], capsys)
        assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
        assert f"in use by process {holder.pid}" in err
        after = {p.name: p.stat().st_mtime_ns for p in run_copy.rglob("*") if p.is_file()}
        assert after == before  # nothing of the running run was touched
        with pytest.raises(RunLocked) as caught:
            RunLock(run_copy).acquire()
        assert caught.value.pid == holder.pid
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
    assert lock_holder(run_copy) is None  # the lock went with the process
    result = Trainer(resume=run_copy).run()
    assert result.state == "finished"


# -- checkpoints: the newest intact one -------------------------------------------------------------
def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif how == "flip":
        path.write_bytes(data[:-9] + bytes([data[-9] ^ 0xFF]) + data[-8:])
    elif how == "empty":
        path.write_bytes(b"")


@pytest.mark.parametrize("file,how", [("model.safetensors", "truncate"), ("optimizer.safetensors", "flip"),
                                      ("trainer_state.json", "truncate")])
def test_resume_falls_back_to_the_newest_intact_checkpoint_and_names_the_one_it_skipped(
        file, how, finished_weights, run_copy, capsys):
    newest = list_checkpoints(run_copy)[-1]
    assert newest.name == "step-4"
    _damage(newest / file, how)
    code, out, err = _cli(["train", "--resume", str(run_copy)], capsys)
    assert code == 0, err
    assert "skipped the damaged checkpoint(s) step-4" in err and file in err and "resuming from step-2" in err
    assert "resumed at step 2 from step-2" in read_status(run_copy)["message"] or "finished" in out
    status = read_status(run_copy)
    assert status["state"] == "finished" and status["step"] == 6
    # the same weights as the run resumed from its intact newest checkpoint (resume is exact)
    assert _weights(run_copy) == finished_weights


def _weights(run_dir: Path) -> bytes:
    from safetensors.torch import load_file

    state = load_file(str(list_checkpoints(run_dir)[-1] / "model.safetensors"))
    return b"".join(state[k].numpy().tobytes() for k in sorted(state))


def test_a_failed_resume_leaves_the_runs_record_as_it_was(run_copy, capsys):
    for path in list_checkpoints(run_copy):
        _damage(path / "model.safetensors", "truncate")
    before = (run_copy / "status.json").read_bytes()
    metrics = (run_copy / "metrics.jsonl").read_bytes()
    code, _, err = _cli(["train", "--resume", str(run_copy)], capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert "no intact checkpoint" in err and "step-4" in err and "step-2" in err
    assert (run_copy / "status.json").read_bytes() == before  # "stopped, step 4" stays
    assert (run_copy / "metrics.jsonl").read_bytes() == metrics
    run = load_run(run_copy)
    assert run.state == "stopped" and run.step == 4 and run.final_metrics
    with pytest.raises(ResumeError):
        Trainer(resume=run_copy).run()
    assert (run_copy / "status.json").read_bytes() == before


# -- more careless and hostile run folders -------------------------------------------------------------
def test_a_damaged_tokenizer_or_config_or_runs_folder_is_one_line(run_copy, tmp_path, capsys):
    (run_copy / "tokenizer.json").write_text("{not json", encoding="utf-8")
    before = (run_copy / "status.json").read_bytes()
    code, _, err = _cli(["train", "--resume", str(run_copy)], capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "tokenizer" in err and "Traceback" not in err, err
    assert (run_copy / "status.json").read_bytes() == before
    config = json.loads((run_copy / "config.json").read_text())
    (run_copy / "config.json").write_text(json.dumps({**config, "steps": 10**12}), encoding="utf-8")
    code, _, err = _cli(["train", "--resume", str(run_copy)], capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "steps must be a whole number" in err, err
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("x")
    code, _, err = _cli(["train", "text", "--steps", "1", "--runs-dir", str(a_file / "runs")], capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "cannot create a run folder" in err, err
    code, _, err = _cli(["train", "--resume", str(tmp_path)], capsys)
    assert code == 2 and "not a run folder" in err
