"""Fault injection in training (issue 29, item 5): a run killed with SIGKILL at ten moments
drawn by a seeded RNG, a disk that fills up at a checkpoint, a runs folder that is read
only. After each fault no file of the run is half-written, and the run, resumed, ends with
the same weights (and the same losses, step by step) as a run never interrupted.

The kills go to real processes: a "zygote" process imports torch once and forks a child for
each session of the run (the child runs the Trainer as `mlm-lab train` does), so ten kills
cost ten forks, not ten interpreter starts. The moment of a kill is a file event the run
writes (its Nth metrics record, a checkpoint folder being written or just renamed in),
found by polling the folder. The full disk is a size-limited tmpfs (mounted as root) filled
to the last byte just before a checkpoint is written: the OS answers ENOSPC. The read-only
folder is that tmpfs remounted read-only (or, when not root, a folder without write
permission)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mlm_lab.cli import main
from mlm_lab.training import TrainConfig, Trainer, read_status
from mlm_lab.training.checkpoint import list_checkpoints
from mlm_lab.training.run_lock import lock_holder
from mlm_lab.training.runs import load_run, read_metrics
from mlm_lab.training.trainer import TrainingError

ROOT = Path(__file__).resolve().parents[1]
STEPS = 60
TRIALS = 10
RNG_SEED = 29

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or sys.platform != "linux",
                                reason="the kill test forks and the disk tests mount a tmpfs (Linux)")


def _corpus(path: Path) -> Path:
    rng = random.Random(5)
    words = ("the cat sat on mat and dog ran to house by sea old man lived alone in a small garden she "
             "opened door walked into room bird sang tall tree near children laughed hill market").split()
    lines = [" ".join(rng.choice(words) for _ in range(rng.randint(6, 14))) + "." for _ in range(600)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _config(data: Path) -> dict:
    # one tokenizer for every run: WordPiece training may break ties differently in another process
    return dict(task="text", data=str(data), preset="nano", tokenizer=str(data.with_name("tokenizer.json")),
                seq_len=32, steps=STEPS, batch_size=8,
                eval_every=2, snapshot_every=10, checkpoint_every=3, keep_checkpoints=2, threads=1, eval_size=32,
                warmup=5)


def _weights(run_dir: Path) -> str:
    from safetensors.torch import load_file

    newest = list_checkpoints(run_dir)[-1]
    assert newest.name == f"step-{STEPS}"
    state = load_file(str(newest / "model.safetensors"))
    digest = hashlib.sha256()
    for key in sorted(state):
        digest.update(key.encode() + state[key].numpy().tobytes())
    return digest.hexdigest()


def _losses(run_dir: Path) -> list[tuple]:
    records, skipped = read_metrics(run_dir)
    assert skipped == 0
    return [(r["step"], r.get("train_loss"), r.get("eval_loss"), r.get("eval_accuracy")) for r in records]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    from mlm_lab.tokenization import WordPieceTokenizer

    path = _corpus(tmp_path_factory.mktemp("corpus") / "lines.txt")
    WordPieceTokenizer.train(path.read_text().splitlines(), vocab_size=200).save(path.with_name("tokenizer.json"))
    return path


@pytest.fixture(scope="module")
def reference(corpus, tmp_path_factory):
    """The run never interrupted: (weights digest, losses step by step)."""
    result = Trainer(TrainConfig.from_dict(_config(corpus)), runs_dir=tmp_path_factory.mktemp("ref")).run()
    assert result.state == "finished"
    return _weights(result.run_dir), _losses(result.run_dir)


def assert_no_half_written_file(run_dir: Path) -> None:
    """Every file of the run but a hidden temporary (cleared on resume) reads back whole."""
    from PIL import Image
    from safetensors.torch import load_file

    for path in sorted(run_dir.rglob("*")):
        rel = path.relative_to(run_dir)
        if any(part.startswith(".") and part.endswith(".tmp") for part in rel.parts) or not path.is_file():
            continue
        if path.suffix == ".json":
            json.loads(path.read_text(encoding="utf-8"))
        elif path.suffix == ".safetensors":
            load_file(str(path))
        elif path.name == "metrics.jsonl":
            text = path.read_text(encoding="utf-8")
            assert text == "" or text.endswith("\n"), "a metrics line cut short"
            for line in text.splitlines():
                assert isinstance(json.loads(line)["step"], int)
        elif path.suffix == ".png":
            with Image.open(path) as img:
                img.load()
    for ckpt in list_checkpoints(run_dir):  # a checkpoint folder is complete or absent
        assert {"model.safetensors", "optimizer.safetensors", "trainer_state.json", "config.json"} <= {
            p.name for p in ckpt.iterdir()}


# -- kill -9 -----------------------------------------------------------------------------------------
ZYGOTE = r"""
import json, os, sys, tempfile
from mlm_lab.training import TrainConfig, Trainer

for line in sys.stdin:
    job = json.loads(line)
    if "warm_up" in job:  # one short run here, so that every child finds the engine loaded (one thread:
        # no OpenMP team exists to be lost by a fork; TOKENIZERS_PARALLELISM is off)
        with tempfile.TemporaryDirectory() as runs:
            Trainer(TrainConfig.from_dict(job["warm_up"]), runs_dir=runs).run()
        print(json.dumps({"warm": True}), flush=True)
        continue
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            fd = os.open(job["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            if job.get("resume"):
                result = Trainer(resume=job["resume"]).run()
            else:
                result = Trainer(TrainConfig.from_dict(job["config"]), runs_dir=job["runs_dir"]).run()
            code = 0 if result.state == "finished" else 3
        except BaseException as exc:
            print("child failed:", type(exc).__name__, exc, flush=True)
        os._exit(code)
    print(json.dumps({"pid": pid}), flush=True)
    _, status = os.waitpid(pid, 0)
    print(json.dumps({"signal": os.WIFSIGNALED(status) and os.WTERMSIG(status),
                      "code": os.WIFEXITED(status) and os.WEXITSTATUS(status)}), flush=True)
"""


class Zygote:
    def __init__(self, log: Path):
        env = dict(os.environ, PYTHONPATH=str(ROOT), OMP_NUM_THREADS="1", TOKENIZERS_PARALLELISM="false")
        self.proc = subprocess.Popen([sys.executable, "-c", ZYGOTE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env, cwd=ROOT)
        self.log = log

    def warm_up(self, config: dict) -> None:
        self.proc.stdin.write(json.dumps({"warm_up": {**config, "steps": 3}}) + "\n")
        self.proc.stdin.flush()
        assert json.loads(self.proc.stdout.readline()) == {"warm": True}

    def start(self, **job) -> int:
        self.proc.stdin.write(json.dumps({**job, "log": str(self.log)}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())["pid"]

    def ended(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, f"the zygote died: {self.log.read_text()[-2000:] if self.log.exists() else ''}"
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def _wait_for(predicate, what: str, timeout: float = 120.0):
    """Poll the run folder until `predicate()` holds (not a fixed sleep: each wait is 1 ms)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"never saw {what}"
        time.sleep(0.001)


def _newest_step(run_dir: Path) -> int:
    """The step of the newest metrics record on disk (-1 if none yet)."""
    try:
        with open(run_dir / "metrics.jsonl", "rb") as handle:
            handle.seek(0, os.SEEK_END)
            handle.seek(max(0, handle.tell() - 400))
            lines = handle.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return -1
    for line in reversed(lines):
        with contextlib.suppress(ValueError, KeyError, TypeError):
            return int(json.loads(line)["step"])
    return -1


def _inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino
    except OSError:
        return None


def _moment(rng: random.Random, run_dir: Path, low: int):
    """A kill moment after step `low`: (description, predicate over the run folder). Only
    records this session wrote count: a resume rewrites metrics.jsonl (a new inode) first."""
    target = min(low + rng.randint(1, 5), STEPS - 5)
    kind = rng.choice(["metrics", "checkpoint being written", "checkpoint renamed in"])
    checkpoints = run_dir / "checkpoints"
    old = _inode(run_dir / "metrics.jsonl")

    def step() -> int:
        inode = _inode(run_dir / "metrics.jsonl")
        return _newest_step(run_dir) if inode is not None and inode != old else -1

    def writing():  # a checkpoint's hidden folder exists: the kill lands inside save_checkpoint
        return step() >= target and any(p.name.endswith(".tmp") for p in checkpoints.iterdir())

    def renamed():
        return step() >= 0 and any(p.name == f"step-{s}" for s in range(target, STEPS + 1)
                                   for p in checkpoints.iterdir())

    def metrics():
        return step() >= target

    chosen = {"metrics": metrics, "checkpoint being written": writing, "checkpoint renamed in": renamed}[kind]
    # a checkpoint folder exists only for milliseconds: if the poll misses it, the next step's record will do
    return f"{kind} at step >= {target}", lambda: chosen() or step() >= target + 3


def test_kill_9_at_ten_moments_then_resume_gives_the_uninterrupted_weights(corpus, reference, tmp_path):
    rng = random.Random(RNG_SEED)
    runs = tmp_path / "runs"
    zygote = Zygote(tmp_path / "child.log")
    moments = []
    t0 = time.monotonic()
    try:
        zygote.warm_up(_config(corpus))
        t0 = time.monotonic()
        pid = zygote.start(config=_config(corpus), runs_dir=str(runs))
        _wait_for(lambda: runs.is_dir() and any((p / "config.json").is_file() for p in runs.iterdir()), "the run")
        run_dir = next(runs.iterdir())
        for trial in range(TRIALS):
            resumed_at = max([int(p.name.split("-")[1]) for p in list_checkpoints(run_dir)], default=0)
            what, moment = _moment(rng, run_dir, resumed_at)
            _wait_for(lambda m=moment, p=pid: m() or not _alive(p), what)
            os.kill(pid, signal.SIGKILL)
            ended = zygote.ended()
            assert ended["signal"] == signal.SIGKILL, (trial, what, ended, (tmp_path / "child.log").read_text()[-3000:])
            torn = sorted(p.name for p in (run_dir / "checkpoints").iterdir() if p.name.endswith(".tmp"))
            moments.append((what, _newest_step(run_dir), torn, round(time.monotonic() - t0, 2)))
            assert_no_half_written_file(run_dir)
            assert lock_holder(run_dir) is None  # the lock went with the process
            assert load_run(run_dir).state == "interrupted" and load_run(run_dir).resumable
            pid = zygote.start(resume=str(run_dir))
        ended = zygote.ended()
        assert ended["code"] == 0, (tmp_path / "child.log").read_text()[-3000:]
    finally:
        with contextlib.suppress(ProcessLookupError, UnboundLocalError):
            os.kill(pid, signal.SIGKILL)
        zygote.close()
    print("kill moments (what, newest record on disk, temporaries left, seconds):", moments)
    assert len(moments) == TRIALS
    assert sum("written" in w for w, *_ in moments) >= 1  # some kills went into a checkpoint's writing
    assert_no_half_written_file(run_dir)
    assert not [p for p in run_dir.rglob("*.tmp")]
    assert read_status(run_dir)["state"] == "finished" and read_status(run_dir)["step"] == STEPS
    weights, losses = reference
    assert _weights(run_dir) == weights
    assert _losses(run_dir) == losses


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


# -- a full disk, a read-only folder -------------------------------------------------------------------
@contextlib.contextmanager
def tmpfs(path: Path, size: str = "64m"):
    if os.geteuid() != 0:
        pytest.skip("a size-limited tmpfs needs root")
    path.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)], capture_output=True)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode()[:200]}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True)


def _fill(folder: Path) -> Path:
    """Take every free byte of the filesystem holding `folder`; returns the filler file."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        for size in (1 << 20, 1 << 12, 1):
            with contextlib.suppress(OSError):
                while os.write(fd, b"\0" * size):
                    pass
    finally:
        os.close(fd)
    assert os.statvfs(folder).f_bavail == 0
    return filler


class FillAt:
    """Fills the disk when the metrics record of `step` is written: the checkpoint that
    follows it at the same step is the first write that finds no room."""

    def __init__(self, step: int, folder: Path):
        self.step, self.folder, self.filler = step, folder, None

    def on_metrics(self, record):
        if record["step"] == self.step and self.filler is None:
            self.filler = _fill(self.folder)


def test_a_full_disk_at_a_checkpoint_fails_cleanly_and_the_run_resumes_exactly(corpus, reference, tmp_path, capsys):
    with tmpfs(tmp_path / "disk") as disk:
        runs = disk / "runs"
        fill = FillAt(9, disk)
        with pytest.raises(TrainingError) as caught:
            Trainer(TrainConfig.from_dict(_config(corpus)), runs_dir=runs, callbacks=[fill]).run()
        message = str(caught.value)
        assert "No space left on device" in message and "resume" in message
        run_dir = next(runs.iterdir())
        assert fill.filler is not None
        assert not [p for p in run_dir.rglob("*") if p.name.endswith(".tmp")]  # nothing half-written left
        assert_no_half_written_file(run_dir)
        assert [p.name for p in list_checkpoints(run_dir)] == ["step-3", "step-6"]
        # with the disk still full, a resume is refused in one line and changes nothing
        before = {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file()}
        try:
            code = main(["train", "--resume", str(run_dir)])
        except SystemExit as exc:
            code = exc.code
        err = capsys.readouterr().err
        assert "Traceback" not in err, err
        assert code == 2 and len(err.splitlines()) == 1, (code, err)
        assert "No space left on device" in err and "make room" in err, err
        assert_no_half_written_file(run_dir)
        assert {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file() and p.name != "run.lock"} == {
            p: b for p, b in before.items() if p.name != "run.lock"}
        fill.filler.unlink()
        result = Trainer(resume=run_dir).run()
        assert result.state == "finished"
        weights, losses = reference
        assert _weights(run_dir) == weights
        assert _losses(run_dir) == losses


@contextlib.contextmanager
def read_only(folder: Path, mount_point: Path | None):
    """`folder` read-only: its tmpfs remounted ro when root, else its write permission removed."""
    if mount_point is not None:
        subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], check=True, capture_output=True)
        try:
            yield
        finally:
            subprocess.run(["mount", "-o", "remount,rw", str(mount_point)], check=True, capture_output=True)
        return
    modes = {p: p.stat().st_mode for p in [folder, *folder.rglob("*")] if p.is_dir()}
    for p in modes:
        p.chmod(0o555)
    try:
        yield
    finally:
        for p, mode in modes.items():
            p.chmod(mode)


def test_a_read_only_runs_folder_is_refused_in_one_line_and_nothing_is_changed(corpus, reference, tmp_path, capsys):
    root = os.geteuid() == 0
    with (tmpfs(tmp_path / "disk") if root else contextlib.nullcontext(tmp_path / "disk")) as disk:
        disk.mkdir(parents=True, exist_ok=True)
        runs = disk / "runs"
        stop = _StopAt(8)
        trainer = Trainer(TrainConfig.from_dict(_config(corpus)), runs_dir=runs, callbacks=[stop])
        stop.trainer = trainer
        assert trainer.run().state == "stopped"
        run_dir = next(runs.iterdir())
        before = {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file()}
        with read_only(runs, disk if root else None):
            for argv in (["train", "--resume", str(run_dir)],
                         ["train", "text", "--data", str(corpus), "--steps", "2", "--runs-dir", str(runs)]):
                try:
                    code = main(argv)
                except SystemExit as exc:
                    code = exc.code
                err = capsys.readouterr().err
                assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
                assert "Read-only file system" in err or "Permission denied" in err, err
            assert sorted(p.name for p in runs.iterdir()) == [run_dir.name]  # no new run folder
        assert {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file()} == before
        assert read_status(run_dir)["state"] == "stopped"
        result = Trainer(resume=run_dir).run()
        assert result.state == "finished"
        weights, losses = reference
        assert _weights(run_dir) == weights
        assert _losses(run_dir) == losses


class _StopAt:
    def __init__(self, step):
        self.step, self.trainer = step, None

    def on_metrics(self, record):
        if record["step"] == self.step:
            self.trainer.request_stop()


@pytest.mark.parametrize("where", ["metrics.jsonl", "status.json"])
def test_a_resume_that_finds_no_room_for_its_first_record_is_refused_and_changes_nothing(where, corpus, tmp_path,
                                                                                          capsys, monkeypatch):
    """The disk fills between the config and the first record of a resume (the metrics cut back
    to the checkpoint, or status.json "running"): a refusal in one line, exit 2, not a failed
    run; status.json keeps "stopped" and the run resumes once there is room."""
    import errno

    from mlm_lab.training.runs import RunFolder

    stop = _StopAt(8)
    trainer = Trainer(TrainConfig.from_dict(_config(corpus)), runs_dir=tmp_path / "runs", callbacks=[stop])
    stop.trainer = trainer
    assert trainer.run().state == "stopped"
    run_dir = trainer.run_dir
    before = {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file() and p.name != "run.lock"}

    def no_room(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(self.path / where))

    method = "truncate_metrics" if where == "metrics.jsonl" else "write_status"
    with monkeypatch.context() as patch:
        patch.setattr(RunFolder, method, no_room)
        try:
            code = main(["train", "--resume", str(run_dir)])
        except SystemExit as exc:
            code = exc.code
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    assert code == 2 and len(err.splitlines()) == 1, (code, err)
    assert "No space left on device" in err and "left as it was" in err, err
    after = {p: p.read_bytes() for p in run_dir.rglob("*") if p.is_file() and p.name != "run.lock"}
    assert after == before  # status.json still "stopped", at step 8, its metrics kept
    assert read_status(run_dir)["state"] == "stopped" and read_status(run_dir)["step"] == 8
    assert lock_holder(run_dir) is None  # the lock is released
    assert Trainer(resume=run_dir).run().state == "finished"
