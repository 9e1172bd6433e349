"""A lesson in another language: a translation file beside the lesson, applied when it is read.

A lesson `1-fill-in-the-blank.mlmlesson` is written once, in English, with its views, answers
and checks. Its German text lives beside it in `1-fill-in-the-blank.de.json`
(format "mlm-lab-lesson-translation", version 1):

    {
      "format": "mlm-lab-lesson-translation", "version": 1,
      "language": "de",
      "title": "...", "description": "...",
      "note": "Das Modell liest Englisch: ...",      # optional: appended to the first step's narration
      "steps": [
        {"source": "3f2a9c01d4e5",                   # fingerprint of the English step it translates
         "title": "...", "narration": "...", "question": "...",
         "exercise": {"prompt": "...", "explanation": "...", "options": ["...", "..."]}}
      ]
    }

Why a file per language and not the translations inside the lesson: the lesson's views and
checks stay in one place (a translator cannot change what a step shows or which answer is
right), several people translate at once without touching the same file, and a teacher who
only needs English shares one file. What keeps them in sync is each step's `source`
fingerprint: the hash of the English text it was translated from. When the English step
changes, its translation no longer matches; that step is then shown in English (never a
translation of older text) and `Lesson.untranslated` lists it, so the player can say so and
the bundled lessons' test fails until the translation is brought up to date.

Only words are translated: a guess's answer and accepted spellings, a choice's right options,
an estimate's figure and tolerance and a task's condition come from the lesson itself. The
bundled models read English, so the sentences a step gives the model stay English too (they
are in the step's state, which a translation cannot hold).

`scripts/lesson_translation.py` writes a template (the English text and fingerprints) for a
new language and lists the steps whose translation is out of date. No Qt in this module.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
from pathlib import Path

import mlm_lab.lab.checks as checks
from mlm_lab.errors import msg, words
from mlm_lab.lab.checks import LabStateError
from mlm_lab.lab.document import decode_json_bytes, read_small_file, shown_name

FORMAT = "mlm-lab-lesson-translation"
VERSION = 1
SOURCE_LANGUAGE = "en"  # the language lessons are written in
MAX_BYTES = 2_000_000
KNOWN_KEYS = ("format", "version", "language", "title", "description", "note", "steps")
STEP_KEYS = ("source", "title", "narration", "question", "exercise")
EXERCISE_TEXT = ("prompt", "explanation")  # an exercise's words; "options" (a choice's) too
LIMIT = 10_000
KIND = words("a lesson translation")


def translation_path(lesson_path: str | os.PathLike, language: str) -> Path:
    """Where the `language` text of the lesson at `lesson_path` lives: beside it, `<stem>.<lang>.json`."""
    path = Path(lesson_path)
    return path.with_name(f"{path.stem}.{language}.json")


def available_languages(lesson_path: str | os.PathLike) -> list[str]:
    """The languages a lesson has translation files for (by name; not read), English first."""
    path = Path(lesson_path)
    found = []
    for candidate in path.parent.glob(f"{path.stem}.*.json"):
        code = candidate.name[len(path.stem) + 1:-len(".json")]
        if code and "." not in code:
            found.append(code)
    return [SOURCE_LANGUAGE, *sorted(found)]


def step_texts(step) -> dict:
    """The words of one step (a LessonStep) that a translation replaces, as the lesson holds them."""
    out = {"title": step.title, "narration": step.narration, "question": step.question}
    ex = step.exercise
    if ex is not None:
        words = {key: getattr(ex, key) for key in EXERCISE_TEXT}
        if ex.kind == "choice":
            words["options"] = list(ex.options)
        out["exercise"] = words
    return out


def fingerprint(step) -> str:
    """12 hex digits of the SHA-256 of the step's English words: what its translation was made from."""
    text = json.dumps(step_texts(step), ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def template(lesson, language: str) -> dict:
    """A translation file for `language` holding the English words and their fingerprints, to be
    translated in place (what scripts/lesson_translation.py writes)."""
    return {
        "format": FORMAT, "version": VERSION, "language": language,
        "title": lesson.title, "description": lesson.description, "note": "",
        "steps": [{"source": fingerprint(step), **step_texts(step)} for step in lesson.steps],
    }


def _text(name: str, data: dict, key: str) -> str | None:
    if key not in data:
        return None
    return checks.string(f"{name}.{key}", data[key], limit=LIMIT)


def check_translation(data, *, steps: int, name: str = "the translation") -> dict:
    """Check a translation file's JSON against a lesson of `steps` steps; returns it. Raises
    LabStateError naming the field."""
    if not isinstance(data, dict):
        raise LabStateError(msg("{name}: must be a JSON object", name=name))
    if data.get("format") != FORMAT:
        raise LabStateError(msg("{name}: format: not a lesson translation (expected {format!r}, "
                                "got {checks_show_data_get_for})",
                                name=name, format=FORMAT, checks_show_data_get_for=checks.show(data.get('format'))))
    version = data.get("version")
    if not checks.is_int(version) or not 1 <= version <= VERSION:
        raise LabStateError(msg("{name}: version: this app reads translation version {version}, got {checks_show_version}",
                                name=name, version=VERSION, checks_show_version=checks.show(version)))
    unknown = [k for k in data if k not in KNOWN_KEYS]
    if unknown:
        raise LabStateError(msg("{name}: no such field: {join_unknown}", name=name, join_unknown=', '.join(unknown)))
    checks.string(f"{name}.language", data.get("language", ""), limit=20)
    for key in ("title", "description", "note"):
        _text(name, data, key)
    rows = data.get("steps", [])
    if not isinstance(rows, list):
        raise LabStateError(msg("{name}.steps: must be a list, got {checks_show_rows}",
                                name=name, checks_show_rows=checks.show(rows)))
    if len(rows) > steps:
        raise LabStateError(msg("{name}.steps: {len_rows} steps translated, but the lesson has {steps}",
                                name=name, len_rows=len(rows), steps=steps))
    for i, row in enumerate(rows):
        where = f"{name}.steps[{i}]"
        if not isinstance(row, dict):
            raise LabStateError(msg("{where}: must be a JSON object, got {checks_show_row}",
                                    where=where, checks_show_row=checks.show(row)))
        unknown = [k for k in row if k not in STEP_KEYS]
        if unknown:
            raise LabStateError(msg("{where}: no such field: {join_unknown}",
                                    where=where, join_unknown=', '.join(unknown)))
        checks.string(f"{where}.source", row.get("source", ""), limit=64)
        for key in ("title", "narration", "question"):
            _text(where, row, key)
        ex = row.get("exercise")
        if ex is not None:
            if not isinstance(ex, dict):
                raise LabStateError(msg("{where}.exercise: must be a JSON object, got {checks_show_ex}",
                                        where=where, checks_show_ex=checks.show(ex)))
            for key in EXERCISE_TEXT:
                _text(f"{where}.exercise", ex, key)
            options = ex.get("options")
            if options is not None and (not isinstance(options, list)
                                        or not all(isinstance(o, str) for o in options)):
                raise LabStateError(msg("{where}.exercise.options: must be a list of strings", where=where))
    return data


def apply_translation(lesson, data: dict, language: str):
    """A copy of `lesson` in the words of the (checked) translation `data`. A step whose English
    changed since it was translated (its fingerprint differs), or that the file leaves out, stays
    in English and is listed in the copy's `untranslated`."""
    out = copy.deepcopy(lesson)
    out.language = language
    out.untranslated = []
    out.title = data.get("title") or lesson.title
    out.description = data.get("description") or lesson.description
    rows = data.get("steps", [])
    for i, step in enumerate(out.steps):
        row = rows[i] if i < len(rows) else None
        if row is None or row.get("source") != fingerprint(lesson.steps[i]):
            out.untranslated.append(i)
            continue
        for key in ("title", "narration", "question"):
            if row.get(key):
                setattr(step, key, row[key])
        ex_words = row.get("exercise") or {}
        if step.exercise is not None:
            for key in EXERCISE_TEXT:
                if ex_words.get(key):
                    setattr(step.exercise, key, ex_words[key])
            options = ex_words.get("options")
            if step.exercise.kind == "choice" and options and len(options) == len(step.exercise.options):
                step.exercise.options = list(options)
    note = data.get("note", "")
    if note and out.steps and 0 not in out.untranslated:
        out.steps[0].narration = f"{out.steps[0].narration}\n\n*{note}*"
    return out


def read_translation(path: str | os.PathLike, *, steps: int) -> dict:
    """Read and check a translation file for a lesson of `steps` steps (LabStateError when bad)."""
    path = Path(path)
    raw = read_small_file(path, MAX_BYTES, kind=words("translation file"), what=KIND)
    data = decode_json_bytes(raw, shown_name(path.name), kind=KIND, max_bytes=MAX_BYTES)
    return check_translation(data, steps=steps, name=shown_name(path.name))


def translate_lesson(lesson, lesson_path: str | os.PathLike, language: str | None):
    """`lesson` (read from `lesson_path`) in `language` when a translation file for it exists;
    otherwise the lesson itself. A bad translation file raises LabStateError."""
    if not language or language == SOURCE_LANGUAGE:
        return lesson
    path = translation_path(lesson_path, language)
    if not path.is_file():
        return lesson
    return apply_translation(lesson, read_translation(path, steps=len(lesson.steps)), language)


def translated_title(lesson_path: str | os.PathLike, language: str | None) -> str | None:
    """The lesson's title in `language` read cheaply from its translation file (for a menu), or None."""
    if not language or language == SOURCE_LANGUAGE:
        return None
    from mlm_lab.userfiles import read_user_json

    try:  # a menu's title: a pipe or a damaged file gives none, never a wait or an error
        data = read_user_json(translation_path(lesson_path, language), what=KIND, max_bytes=MAX_BYTES)
    except (OSError, ValueError):
        return None
    title = data.get("title") if isinstance(data, dict) else None
    return title if isinstance(title, str) and title else None
