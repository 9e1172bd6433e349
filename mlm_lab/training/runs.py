"""Run folders: where a training run keeps everything it writes.

    <runs dir>/<YYYYmmdd-HHMMSS>-<name>/
        config.json         the TrainConfig
        tokenizer.json      text runs: the tokenizer the run trains with
        metrics.jsonl       one JSON object per line, appended and flushed as the run goes
        status.json         state (running|stopped|finished|failed|diverged), message, step, final metrics
        checkpoints/step-N/ model (a loadable model folder), optimizer, scheduler and RNG states
        snapshots/          step-N.json (and step-N.png for images)

Every file but metrics.jsonl is written atomically; a line of metrics.jsonl that a
killed process left half-written is ignored when read and dropped on resume.

Reading run folders needs no torch: the app lists runs, reads their metrics and finds
their newest checkpoint with this module on the GUI thread. status.json is read by
run_status.py (read_status, process_alive), the folder's one-writer lock (run.lock) is
run_lock.py's (RunLock, RunLocked, lock_holder).
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.atomic import write_json_atomic, write_text_atomic
from mlm_lab.errors import msg
from mlm_lab.training.config import ConfigError, TrainConfig
from mlm_lab.training.run_status import is_number, is_regular_file, is_whole, process_alive, read_status

STATES = ("running", "stopped", "finished", "failed", "diverged")


def default_runs_dir() -> Path:
    """$MLM_LAB_RUNS, else the user data folder (platformdirs) + /runs."""
    override = os.environ.get("MLM_LAB_RUNS")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("mlm-lab", appauthor=False)) / "runs"


MAX_NAME_BYTES = 100  # of a run's or study's name in its folder name (a file name is at most 255 bytes)


def safe_name(name: str) -> str:
    """`name` as one folder name: letters, digits, `-`, `_` and `.` kept, anything else (`/`,
    `\\`, spaces, control characters) a `-`, no leading or trailing `.` or `-` (so never `..`),
    at most MAX_NAME_BYTES bytes of UTF-8 (cut at a character); "run" when nothing is left."""
    cleaned = "".join(c if c.isalnum() or c in "-_." else "-" for c in name.strip())
    cleaned = cleaned.encode("utf-8")[:MAX_NAME_BYTES].decode("utf-8", errors="ignore")
    return cleaned.strip(".-") or "run"


_safe_name = safe_name  # the old name, for a caller not yet moved to safe_name


def create_run_dir(runs_dir: str | os.PathLike | None, name: str) -> Path:
    """Make a new, empty `<runs dir>/<YYYYmmdd-HHMMSS>-<name>` (suffix -2, -3... if taken)."""
    root = Path(runs_dir).expanduser() if runs_dir else default_runs_dir()
    root.mkdir(parents=True, exist_ok=True)
    base = f"{time.strftime('%Y%m%d-%H%M%S')}-{safe_name(name)}"
    for n in range(1, 1000):
        path = root / (base if n == 1 else f"{base}-{n}")
        try:
            path.mkdir()
        except FileExistsError:
            continue
        (path / "checkpoints").mkdir()
        (path / "snapshots").mkdir()
        return path
    raise OSError(msg("cannot create a run folder in {root}", root=root))


class RunFolder:
    """Writes one run's files."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self._metrics = None
        self._ragged = False  # metrics.jsonl does not end with a newline

    @property
    def checkpoints(self) -> Path:
        return self.path / "checkpoints"

    @property
    def snapshots(self) -> Path:
        return self.path / "snapshots"

    def write_config(self, config: TrainConfig) -> None:
        config.save(self.path / "config.json")

    def write_status(self, state: str, message: str = "", *, step: int = 0, steps: int = 0,
                     final_metrics: dict | None = None, **extra) -> dict:
        if state not in STATES:
            raise ValueError(msg("state must be one of {states}", states=STATES))
        status = {"state": state, "message": message, "step": int(step), "steps": int(steps),
                  "final_metrics": final_metrics or {}, "updated": time.strftime("%Y-%m-%dT%H:%M:%S"),
                  "pid": os.getpid(), "host": socket.gethostname(), **extra}
        write_json_atomic(self.path / "status.json", status)
        return status

    def append_metrics(self, record: dict) -> None:
        """One line, flushed. A line a full disk or a kill cut short is ended first, so the
        next record never runs into it."""
        if self._metrics is None:
            path = self.path / "metrics.jsonl"
            self._metrics = open(path, "a", encoding="utf-8")  # open for the run
            self._ragged = _ends_ragged(path)
        line = json.dumps(record) + "\n"
        if self._ragged:
            line = "\n" + line
        try:
            self._metrics.write(line)
            self._metrics.flush()
        except OSError:
            self._ragged = True
            raise
        self._ragged = False

    def truncate_metrics(self, max_step: int) -> tuple[list[dict], int]:
        """Keep the records up to `max_step` (a resume starts after it); rewrite atomically.
        Returns (the records kept, the number of damaged lines dropped)."""
        self.close()
        records, skipped = read_metrics(self.path)
        kept = [r for r in records if r["step"] <= max_step]
        write_text_atomic(self.path / "metrics.jsonl", "".join(json.dumps(r) + "\n" for r in kept))
        return kept, skipped

    def remove_temporaries(self) -> None:
        """Leftovers of writes a killed process did not finish (hidden .tmp names)."""
        import shutil

        for folder in (self.path, self.checkpoints, self.snapshots):
            if not folder.is_dir():
                continue
            for item in folder.iterdir():
                if item.name.startswith(".") and item.name.endswith(".tmp"):
                    shutil.rmtree(item) if item.is_dir() else item.unlink(missing_ok=True)

    def close(self) -> None:
        if self._metrics is not None:
            with contextlib.suppress(OSError):  # the flush of a full disk
                self._metrics.close()
            self._metrics = None


def _ends_ragged(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            if handle.tell() == 0:
                return False
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) != b"\n"
    except OSError:
        return False


@dataclass
class RunInfo:
    path: Path
    name: str  # the folder name
    config: TrainConfig | None  # None when config.json is missing or unreadable
    status: dict = field(default_factory=dict)  # status.json
    final_metrics: dict = field(default_factory=dict)

    @property
    def state(self) -> str:
        """The recorded state; "interrupted" for a run marked running whose process is gone."""
        state = self.status.get("state", "unknown")
        if state == "running" and not self.process_alive():
            return "interrupted"
        return state

    @property
    def step(self) -> int:
        step = self.status.get("step", 0)
        return step if is_whole(step) else 0

    @property
    def task(self) -> str:
        """"text" or "image" ("" when config.json could not be read)."""
        return self.config.task if self.config is not None else ""

    @property
    def short(self) -> str:
        """The folder name without its YYYYmmdd-HHMMSS- prefix."""
        return self.name.split("-", 2)[2] if self.name.count("-") >= 2 and self.name[:8].isdigit() else self.name

    @property
    def newest_checkpoint(self) -> Path | None:
        return newest_checkpoint(self.path)

    @property
    def resumable(self) -> bool:
        """Has a config, a checkpoint, and ended without finishing (stopped, interrupted, failed)."""
        return (self.config is not None and self.state in ("stopped", "interrupted", "failed")
                and self.newest_checkpoint is not None)

    def process_alive(self) -> bool:
        return process_alive(self.status.get("pid"), self.status.get("host"))


def list_checkpoints(run_dir: str | os.PathLike) -> list[Path]:
    """Complete checkpoint folders of a run (checkpoints/step-N holding model.safetensors and
    trainer_state.json), oldest first. The lab's one rule for "a checkpoint"."""
    root = Path(run_dir) / "checkpoints"
    found = []
    try:
        entries = list(root.iterdir())
    except OSError:
        return []
    for path in entries:
        if not path.name.startswith("step-"):
            continue
        if not ((path / "trainer_state.json").is_file() and (path / "model.safetensors").is_file()):
            continue  # not complete
        try:
            found.append((int(path.name.split("-", 1)[1]), path))
        except ValueError:
            continue
    return [p for _, p in sorted(found)]


def newest_checkpoint(run_dir: str | os.PathLike) -> Path | None:
    """The newest complete checkpoint folder of a run, or None."""
    checkpoints = list_checkpoints(run_dir)
    return checkpoints[-1] if checkpoints else None


def load_run(path: str | os.PathLike) -> RunInfo:
    """A run folder as the run list shows it; a damaged config.json gives config None."""
    path = Path(path)
    try:
        config = TrainConfig.load(path / "config.json")
    except (ConfigError, ValueError, TypeError, RecursionError):
        config = None
    status = read_status(path)
    return RunInfo(path, path.name, config, status, dict(status.get("final_metrics") or {}))


def list_runs(runs_dir: str | os.PathLike | None = None) -> list[RunInfo]:
    """Every run folder (one holding config.json) under the runs dir, newest first."""
    root = Path(runs_dir).expanduser() if runs_dir else default_runs_dir()
    if not root.is_dir():
        return []
    runs = []
    for p in root.iterdir():
        try:
            if p.is_dir() and (p / "config.json").is_file():
                runs.append(load_run(p))
        except OSError:  # a folder that vanished or cannot be read while listing
            continue
    return sorted(runs, key=lambda r: r.name, reverse=True)


def has_metrics(run: str | os.PathLike | RunInfo) -> bool:
    """Whether a run folder holds its metrics.jsonl (a regular file, which `load_metrics` reads)."""
    return is_regular_file(Path(run.path if isinstance(run, RunInfo) else run) / "metrics.jsonl")


def load_metrics(run: str | os.PathLike | RunInfo) -> list[dict]:
    """The records of metrics.jsonl in order; a damaged or half-written line is skipped."""
    return read_metrics(run)[0]


def read_metrics(run: str | os.PathLike | RunInfo) -> tuple[list[dict], int]:
    """(records, how many lines were skipped): a line that is not a JSON object with a whole
    `step` (half-written by a killed process, `{"step": null}`, edited by hand) is skipped;
    a record's values that are not numbers (or null) are dropped from it."""
    path = Path(run.path if isinstance(run, RunInfo) else run) / "metrics.jsonl"
    if not is_regular_file(path):  # a named pipe or a device is never read (a read could wait forever)
        return [], 0
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return [], 0
    records, skipped = [], 0
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            skipped += 1
            continue
        if not isinstance(record, dict) or not is_whole(record.get("step")):
            skipped += 1
            continue
        records.append({str(k): v for k, v in record.items() if v is None or is_number(v)})
    return records, skipped


def final_metrics(records: list[dict]) -> dict:
    """The newest value of each metric (eval metrics from the last evaluation)."""
    out: dict = {}
    for record in records:
        for key, value in record.items():
            if value is not None:
                out[key] = value
    return out


def branch_run(source: str | os.PathLike, runs_dir: str | os.PathLike | None = None, name: str = "") -> Path:
    """A new run folder that starts where `source`'s newest checkpoint is: its config,
    tokenizer, that checkpoint and the metrics up to it are copied; `source` is untouched.
    Resume the branch (with another schedule or more steps) to anneal or extend a run
    without losing the original, e.g. the decay of a warmup-stable-decay run."""
    import shutil

    source = Path(source).expanduser()
    if not (source / "config.json").is_file():
        raise ConfigError(msg("{source} is not a run folder (no config.json)", source=source))
    checkpoints = list_checkpoints(source)
    if not checkpoints:
        raise ConfigError(msg("{source} has no checkpoint to branch from", source=source))
    newest = checkpoints[-1]
    step = int(json.loads((newest / "trainer_state.json").read_text(encoding="utf-8"))["step"])
    config = TrainConfig.load(source / "config.json")
    base = source.name.split("-", 2)[-1] if source.name[:8].isdigit() else source.name
    dest = create_run_dir(runs_dir if runs_dir else source.parent, name or f"{base}-from-{step}")
    try:
        config.save(dest / "config.json")
        if (source / "tokenizer.json").is_file():
            shutil.copy2(source / "tokenizer.json", dest / "tokenizer.json")
        shutil.copytree(newest, dest / "checkpoints" / newest.name)
        kept = [r for r in load_metrics(source) if r["step"] <= step]
        write_text_atomic(dest / "metrics.jsonl", "".join(json.dumps(r) + "\n" for r in kept))
        RunFolder(dest).write_status("stopped", f"branched from {source.name} at step {step}", step=step,
                                     steps=config.steps, final_metrics=final_metrics(kept),
                                     branched_from=str(source))
    except BaseException:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    return dest
