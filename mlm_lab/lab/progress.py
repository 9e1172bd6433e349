"""A student's answers to a lesson's exercises, kept in the user data folder.

One JSON file per lesson (format "mlm-lab-progress", version 1) in `default_progress_dir()`
($MLM_LAB_PROGRESS, else the user data folder + /progress), holding every student who
answered on this computer:

    {"format": "mlm-lab-progress", "version": 1, "lesson": "Fill in the blank ...",
     "file": "1-fill-in-the-blank.mlmlesson",
     "students": {"Ada": {"3": {"step": 3, "title": "...", "kind": "guess", "answer": "word",
                                "correct": true, "tries": 2, "time": "2026-12-02T18:40:12"}}}}

Each Check rewrites the file atomically (mlm_lab.atomic), so a crash loses at most the try
being written, never the file. The teacher collects the files' rows as CSV (one row per
student and step) or JSON. No Qt in this module.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from mlm_lab.atomic import write_json_atomic, write_text_atomic
from mlm_lab.errors import msg

FORMAT = "mlm-lab-progress"
VERSION = 1
SUFFIX = ".progress.json"
COLUMNS = ("student", "lesson", "step", "title", "kind", "answer", "correct", "tries", "time")
MAX_BYTES = 5_000_000


class ProgressError(ValueError):
    """A progress file that cannot be read (one line)."""


def default_progress_dir() -> Path:
    override = os.environ.get("MLM_LAB_PROGRESS")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("mlm-lab", appauthor=False)) / "progress"


@dataclass
class StepRecord:
    step: int  # the step's index, from 0 as in the file
    title: str
    kind: str
    answer: str = ""  # the last answer given
    correct: bool = False  # whether a try was right
    tries: int = 0
    time: str = ""  # when the last try was made (ISO, seconds)


def lesson_key(title: str, file: str | os.PathLike | None) -> str:
    """The progress file's name for a lesson: readable, and apart for two lessons of one title."""
    stem = "".join(c if c.isalnum() else "-" for c in (title or "lesson").lower()).strip("-")[:40] or "lesson"
    ident = f"{title}\n{Path(file).name if file else ''}".encode()
    return f"{stem}-{hashlib.sha1(ident).hexdigest()[:8]}{SUFFIX}"


class LessonProgress:
    """The answers to one lesson, every student's; `record` writes them at once."""

    def __init__(self, folder: str | os.PathLike, title: str, file: str | os.PathLike | None = None):
        self.folder = Path(folder)
        self.title = title
        self.file = Path(file).name if file else ""
        self.path = self.folder / lesson_key(title, file)
        self.students: dict[str, dict[int, StepRecord]] = {}
        if self.path.exists():
            self.students = read_progress(self.path)["students"]

    def steps(self, student: str) -> dict[int, StepRecord]:
        return self.students.get(student, {})

    def record(self, student: str, step: int, title: str, kind: str, answer: str, correct: bool,
               *, now: _dt.datetime | None = None) -> StepRecord:
        """One try at step `step`; a step once right stays right. Written before it returns."""
        rec = self.students.setdefault(student, {}).setdefault(step, StepRecord(step, title, kind))
        rec.title, rec.kind, rec.answer = title, kind, answer
        rec.correct = rec.correct or bool(correct)
        rec.tries += 1
        rec.time = (now or _dt.datetime.now()).isoformat(timespec="seconds")
        self.save()
        return rec

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "lesson": self.title, "file": self.file,
                "students": {name: {str(i): asdict(r) for i, r in sorted(steps.items())}
                             for name, steps in self.students.items()}}

    def save(self) -> Path:
        return write_json_atomic(self.path, self.to_dict())

    def summary(self, student: str, exercise_steps: list[tuple[int, str, str]]) -> list[dict]:
        """Per exercise step [(index, title, kind)]: its score for `student` (unanswered ones too)."""
        done = self.steps(student)
        return [{"step": i, "title": t, "kind": k, "correct": bool(done.get(i) and done[i].correct),
                 "tries": done[i].tries if i in done else 0} for i, t, k in exercise_steps]


def read_progress(path: str | os.PathLike) -> dict:
    """A progress file -> {"lesson", "file", "students": {name: {index: StepRecord}}}; raises ProgressError
    (one line): a named pipe, a device or a folder is never opened, a file over MAX_BYTES or nested
    deeper than MAX_DEPTH never parsed, and every field of every record has its type."""
    from mlm_lab.userfiles import read_user_json

    path = Path(path)
    data = read_user_json(path, what=WHAT, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, error=ProgressError)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressError(msg("{path_name} is not an MLM Lab progress file", path_name=path.name))
    students = data.get("students")
    if not isinstance(students, dict):
        raise ProgressError(msg("{path_name}: students must be an object", path_name=path.name))
    out: dict[str, dict[int, StepRecord]] = {}
    for name, steps in students.items():
        if not isinstance(steps, dict):
            raise ProgressError(msg("{path_name}: students.{name} must be an object", path_name=path.name, name=name))
        out[str(name)] = {}
        for key, rec in steps.items():
            index = _step_index(key)
            if index is None or not isinstance(rec, dict):
                raise ProgressError(msg("{path_name}: students.{name} holds a step that is not a record",
                                        path_name=path.name, name=name))
            out[str(name)][index] = _record(rec, index, f"{path.name}: students.{name}.{key}")
    return {"lesson": str(data.get("lesson", "")), "file": str(data.get("file", "")), "students": out}


WHAT = "progress file"
MAX_DEPTH = 8  # {"students": {name: {step: {field: value}}}} is four deep
MAX_TRIES = 10**9
# each field of a step's record: the JSON types it may have
_FIELD_TYPES = {"step": int, "title": str, "kind": str, "answer": str, "correct": bool, "tries": int, "time": str}


def _step_index(key) -> int | None:
    text = str(key)
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else None


def _record(rec: dict, index: int, where: str) -> StepRecord:
    """One step's record with each field checked: its type, and tries and step whole numbers >= 0."""
    values = {}
    for field, kind in _FIELD_TYPES.items():
        if field not in rec:
            continue
        value = rec[field]
        ok = isinstance(value, kind) and (kind is bool or not isinstance(value, bool))
        if ok and kind is int:
            ok = 0 <= value <= MAX_TRIES
        if ok and kind is str:
            ok = len(value) <= 100_000
        if not ok:
            wanted = {int: f"a whole number from 0 to {MAX_TRIES:,}", str: "text", bool: "true or false"}[kind]
            raise ProgressError(msg("{where}.{field} must be {wanted}, got {json_dumps_value_40}: "
                                    "not a progress record",
                                    where=where, field=field, wanted=wanted,
                                    json_dumps_value_40=json.dumps(value)[:40]))
        values[field] = value
    values.setdefault("step", index)
    values.setdefault("title", "")
    values.setdefault("kind", "")
    return StepRecord(**values)


def collect_rows(folder: str | os.PathLike | None = None) -> tuple[list[dict], list[str]]:
    """Every row (student, lesson, step, ...) of every progress file in `folder`, and the names
    of files that could not be read (skipped, each named once)."""
    folder = Path(folder) if folder else default_progress_dir()
    rows, bad = [], []
    for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []:
        try:
            data = read_progress(path)
        except ProgressError as exc:
            bad.append(str(exc))
            continue
        for student, steps in sorted(data["students"].items()):
            for index, rec in sorted(steps.items()):
                rows.append({"student": student, "lesson": data["lesson"], "step": index + 1, "title": rec.title,
                             "kind": rec.kind, "answer": rec.answer, "correct": bool(rec.correct),
                             "tries": rec.tries, "time": rec.time})
    return rows, bad


def rows_csv(rows: list[dict]) -> str:
    from mlm_lab.csvfile import dict_csv_text  # an answer "=1+1" is text, never a formula

    return dict_csv_text(({**row, "correct": int(bool(row["correct"]))} for row in rows), COLUMNS)


def export_progress(path: str | os.PathLike, folder: str | os.PathLike | None = None) -> tuple[Path, int, list[str]]:
    """Write every student's rows to `path`: CSV, or JSON when it ends in .json (atomically).
    Returns (written path, rows, files skipped)."""
    rows, bad = collect_rows(folder)
    path = Path(path)
    if path.suffix.lower() == ".json":
        written = write_json_atomic(path, {"format": "mlm-lab-progress-export", "version": VERSION, "rows": rows})
    else:
        written = write_text_atomic(path, rows_csv(rows))
    return written, len(rows), bad
