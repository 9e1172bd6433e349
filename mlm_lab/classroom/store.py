"""The class's record: one SQLite file on the teacher's machine, written as things happen.

WAL journal, one writer (the host's store thread), synchronous=FULL: an answer is committed
before the host acknowledges it, so a crash of the teacher's app loses no acknowledged answer,
and `mlm-lab class host --resume` reopens the same class from this file. Answers are unique per
(student, client answer id): a resend after a reconnect is recognised and not counted twice.

Tables:
    info(key, value)       the class: name, code, lesson (its JSON), fingerprint, step, locked, ...
    students               id, name, token, client, joined, last_seen, step, removed
    answers                student, client_id, step, kind, answer (JSON), correct, feedback, at
    events                 at, kind, detail (JSON): steps paced, pauses, reveals, removals

No Qt, no network here.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from mlm_lab.atomic import write_text_atomic
from mlm_lab.errors import UserError, msg
from mlm_lab.userfiles import is_regular_file, open_user_file

SCHEMA = """
CREATE TABLE IF NOT EXISTS info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, token TEXT NOT NULL UNIQUE, client TEXT NOT NULL,
    joined REAL NOT NULL, last_seen REAL NOT NULL, step INTEGER NOT NULL DEFAULT 0,
    reached INTEGER NOT NULL DEFAULT 0, removed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY, student INTEGER NOT NULL REFERENCES students(id), client_id TEXT NOT NULL,
    step INTEGER NOT NULL, kind TEXT NOT NULL, answer TEXT NOT NULL, correct INTEGER, feedback TEXT NOT NULL,
    at REAL NOT NULL, UNIQUE (student, client_id));
CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, at REAL NOT NULL, kind TEXT NOT NULL,
    detail TEXT NOT NULL);
"""
FORMAT = "mlm-lab-class"
INFO_TYPES = (("code", str), ("name", str), ("fingerprint", str), ("lesson", dict))  # what a class's info keeps
# what a class file's tables must hold for this module to read them (SCHEMA makes them so)
TABLE_COLUMNS = {"info": ("key", "value"),
                 "students": ("id", "name", "token", "client", "joined", "last_seen", "step", "reached", "removed"),
                 "answers": ("id", "student", "client_id", "step", "kind", "answer", "correct", "feedback", "at")}
STATE_KEYS = ("step", "locked", "paused", "project", "ended")


@dataclass
class Answer:
    student: int
    client_id: str
    step: int
    kind: str
    answer: object
    correct: bool | None
    feedback: str
    at: float


class ClassStore:
    """One class's SQLite file. Use from one thread (the host's store thread)."""

    def __init__(self, path: str | os.PathLike, *, create: dict | None = None, readonly: bool = False):
        """`create`: the new class's info (name, code, lesson, fingerprint, ...); None opens an
        existing class file (resume). Raises UserError for a file that is not a class."""
        self.path = Path(path)
        if create is None:
            check_class_file(self.path)  # a folder, a pipe, a device, not SQLite: one line, never opened by SQLite
        elif is_regular_file(self.path):
            raise UserError(msg("{self_path}: a class file is already there (use --resume to continue it, or "
                                "name another --db)",
                                self_path=self.path))
        else:  # a folder, a pipe there, a missing or read-only folder, a full disk: before the class starts
            from mlm_lab.atomic import check_output_path

            check_output_path(self.path, "class file", overwrite_ok=False)
        try:
            if readonly:
                uri = f"{self.path.resolve().as_uri()}?mode=ro"
                self.db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
            else:
                self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            # the file is checked to be a class before anything is written to it (WAL changes its header)
            if create is None and self.db.execute("SELECT 1 FROM sqlite_master WHERE name = 'info'").fetchone() is None:
                self.db.close()
                raise UserError(msg("{self_path}: not a class file (an SQLite database without a class in it)",
                                    self_path=self.path))
            if create is None and self.info().get("format") != FORMAT:
                self.db.close()
                raise UserError(msg("{self_path}: not a class file (no '{format}' record)",
                                    self_path=self.path, format=FORMAT))
            if create is None:  # what every class keeps, and tables of its columns: before a row is read
                info = self.info()
                lacking = next((key for key, kind in INFO_TYPES if not isinstance(info.get(key), kind)), None)
                if lacking is not None:
                    self.db.close()
                    raise UserError(msg("{self_path}: not a class file (its {lacking} is missing or damaged)",
                                        self_path=self.path, lacking=lacking))
                self._check_tables()
            if not readonly:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=FULL")
                self.db.execute("PRAGMA foreign_keys=ON")
                self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise UserError(msg("{self_path}: not a class file ({exc})", self_path=self.path, exc=exc)) from None
        if create is not None:
            with self.db:
                self.db.execute("BEGIN")
                for key, value in {"format": FORMAT, "created": time.time(), "step": 0, "locked": False,
                                   "paused": False, "project": False, "ended": False, "revealed": [],
                                   **create}.items():
                    self.db.execute("INSERT INTO info VALUES (?, ?)", (key, json.dumps(value)))

    def _check_tables(self) -> None:
        """Each table a class file has holds the columns this module reads (checked before anything
        is written: WAL and the schema come after); UserError naming the first one short."""
        for table, columns in TABLE_COLUMNS.items():
            have = {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}
            missing = [c for c in columns if c not in have]
            if missing:
                self.db.close()
                if not have:
                    raise UserError(msg("{self_path}: not a class file (no table {table})",
                                        self_path=self.path, table=table))
                raise UserError(msg("{self_path}: not a class file (its table {table} has no column {missing_0})",
                                    self_path=self.path, table=table, missing_0=missing[0]))

    def close(self) -> None:
        self.db.close()

    # the class
    def info(self) -> dict:
        try:
            return {k: json.loads(v) for k, v in self.db.execute("SELECT key, value FROM info")}
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise UserError(msg("{self_path}: not a class file ({exc})", self_path=self.path, exc=exc)) from None

    def set_info(self, **values) -> None:
        with self.db:
            for key, value in values.items():
                self.db.execute("INSERT OR REPLACE INTO info VALUES (?, ?)", (key, json.dumps(value)))

    def log(self, kind: str, **detail) -> None:
        self.db.execute("INSERT INTO events (at, kind, detail) VALUES (?, ?, ?)",
                        (time.time(), kind, json.dumps(detail)))

    # students
    def add_student(self, name: str, token: str, client: str) -> int:
        now = time.time()
        with self.db:
            cur = self.db.execute("INSERT INTO students (name, token, client, joined, last_seen) VALUES (?, ?, ?, ?, ?)",
                                  (name, token, client, now, now))
        return int(cur.lastrowid)

    def student_by_token(self, token: str) -> dict | None:
        row = self.db.execute("SELECT id, name, client, removed, step FROM students WHERE token = ?",
                              (token,)).fetchone()
        return None if row is None else {"id": row[0], "name": row[1], "client": row[2], "removed": bool(row[3]),
                                         "step": row[4]}

    def seen(self, student: int, step: int | None = None) -> None:
        if step is None:
            self.db.execute("UPDATE students SET last_seen = ? WHERE id = ?", (time.time(), student))
        else:
            self.db.execute("UPDATE students SET last_seen = ?, step = ?, reached = MAX(reached, ?) WHERE id = ?",
                            (time.time(), step, step, student))

    def remove_student(self, student: int) -> bool:
        with self.db:
            cur = self.db.execute("UPDATE students SET removed = 1 WHERE id = ?", (student,))
            self.log("remove", student=student)
        return cur.rowcount == 1

    def students(self) -> list[dict]:
        rows = self.db.execute("SELECT id, name, client, joined, last_seen, step, reached, removed FROM students "
                               "ORDER BY id")
        return [{"id": r[0], "name": r[1], "client": r[2], "joined": r[3], "last_seen": r[4], "step": r[5],
                 "reached": r[6], "removed": bool(r[7])} for r in rows]

    # answers
    def record_answer(self, answer: Answer) -> bool:
        """Commit one answer; False when this student's client id is already stored (a resend)."""
        try:
            with self.db:
                self.db.execute("INSERT INTO answers (student, client_id, step, kind, answer, correct, feedback, at) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                (answer.student, answer.client_id, answer.step, answer.kind,
                                 json.dumps(answer.answer, ensure_ascii=False), answer.correct, answer.feedback,
                                 answer.at))
        except sqlite3.IntegrityError:
            return False
        return True

    def answer_ids(self, student: int) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT client_id FROM answers WHERE student = ?", (student,))]

    def answers(self, student: int | None = None) -> list[Answer]:
        query = "SELECT student, client_id, step, kind, answer, correct, feedback, at FROM answers"
        rows = (self.db.execute(query + " WHERE student = ? ORDER BY id", (student,)) if student is not None
                else self.db.execute(query + " ORDER BY id"))
        return [Answer(r[0], r[1], r[2], r[3], json.loads(r[4]), None if r[5] is None else bool(r[5]), r[6], r[7])
                for r in rows]


SQLITE_HEADER = b"SQLite format 3\x00"


def check_class_file(path: str | os.PathLike) -> Path:
    """`path` if it is a regular file that begins as an SQLite database; else UserError in one
    line: no such file, a folder, a named pipe or a device (looked at, never read: through
    mlm_lab.userfiles), a file that is not SQLite (an empty one included)."""
    path = Path(path)
    fd = open_user_file(path, what="class file", error=UserError)
    try:
        with os.fdopen(fd, "rb") as fh:
            head = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise UserError(msg("{path}: cannot read the class file ({exc_strerror_or_exc})",
                            path=path, exc_strerror_or_exc=exc.strerror or exc)) from None
    if head != SQLITE_HEADER:
        raise UserError(msg("{path}: not a class file (not an SQLite database)", path=path))
    return path


def open_store_readonly(path: str | os.PathLike) -> ClassStore:
    """A class file for export, checked to be one (a file that is not SQLite is one line)."""
    return ClassStore(check_class_file(path), readonly=True)


def class_rows(store: ClassStore) -> list[dict]:
    """One row per student and step they answered: the last answer, whether it was right, how many
    tries, when. Students who answered nothing get one row with step empty."""
    info = store.info()
    lesson = info.get("lesson") if isinstance(info.get("lesson"), dict) else {}
    listed = lesson.get("steps") if isinstance(lesson.get("steps"), list) else []
    steps = {i: s for i, s in enumerate(listed) if isinstance(s, dict)}  # a damaged lesson: rows without titles
    by_key: dict[tuple[int, int], list[Answer]] = {}
    for a in store.answers():
        by_key.setdefault((a.student, a.step), []).append(a)
    rows = []
    for s in store.students():
        mine = sorted((k[1], v) for k, v in by_key.items() if k[0] == s["id"])
        base = {"class": info.get("name", ""), "student": s["name"], "student_id": s["id"], "client": s["client"],
                "removed": s["removed"], "step_reached": s["reached"] + 1}
        if not mine:
            rows.append({**base, "step": "", "step_title": "", "kind": "", "answer": "", "correct": "", "tries": 0,
                         "answered_at": ""})
        for step, answers in mine:
            last = answers[-1]
            right = any(a.correct for a in answers)
            rows.append({**base, "step": step + 1, "step_title": steps.get(step, {}).get("title", ""),
                         "kind": last.kind, "answer": _shown(last.answer), "correct": right, "tries": len(answers),
                         "answered_at": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(last.at))})
    return rows


def _shown(value) -> str:
    if isinstance(value, list):
        return ", ".join(chr(65 + i) for i in value)
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _cell(value) -> str:
    """A CSV cell a spreadsheet shows as text: one beginning with = + - @ (or a tab / CR) gets a
    leading apostrophe (OWASP's rule against formula injection, kept by mlm_lab.csvfile)."""
    from mlm_lab.csvfile import safe_cell

    return safe_cell(str(value))


def export_class(store: ClassStore, *, csv_path: str | os.PathLike | None = None,
                 json_path: str | os.PathLike | None = None) -> int:
    """Write the class's rows as CSV and/or JSON (atomically). Returns the number of rows."""
    try:
        rows = class_rows(store)
    except (sqlite3.DatabaseError, ValueError) as exc:  # a row that is not what a class writes
        raise UserError(msg("{store_path}: not a class file ({exc})", store_path=store.path, exc=exc)) from None
    if csv_path is not None:
        from mlm_lab.csvfile import dict_csv_text

        fields = list(rows[0]) if rows else ["class", "student", "step", "answer", "correct"]
        write_text_atomic(csv_path, dict_csv_text(({k: _cell(v) for k, v in row.items()} for row in rows), fields))
    if json_path is not None:
        info = store.info()
        lesson = info.get("lesson") if isinstance(info.get("lesson"), dict) else {}
        doc = {"format": "mlm-lab-class-export", "version": 1, "class": info.get("name", ""),
               "lesson": lesson.get("title", ""), "fingerprint": info.get("fingerprint", ""),
               "rows": rows}
        write_text_atomic(json_path, json.dumps(doc, indent=1, ensure_ascii=False))
    return len(rows)
