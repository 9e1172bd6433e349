"""Translate a lesson: write a translation file to fill in, or list what is out of date.

    python scripts/lesson_translation.py new resources/lessons/1-fill-in-the-blank.mlmlesson de
        -> resources/lessons/1-fill-in-the-blank.de.json: the English words of every step and their
           fingerprints; translate the words in place (leave "source" alone).
    python scripts/lesson_translation.py check [LESSON ...]     (default: the bundled lessons)
        -> one line per translation file: its language, and the steps whose English changed since
           they were translated (shown in English until updated). Exit 1 when any is out of date.
    python scripts/lesson_translation.py refresh LESSON LANG
        -> after the English changed: each out-of-date step gets the new fingerprint and its
           English words beside the old translation ("was": ...) to be translated again.

The file format and why it is a file per language: mlm_lab/lab/lesson_translation.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mlm_lab.lab import LabStateError
from mlm_lab.lab.lesson import bundled_lessons, load_lesson
from mlm_lab.lab.lesson_translation import (
    available_languages,
    fingerprint,
    read_translation,
    step_texts,
    template,
    translation_path,
)


def _write(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def cmd_new(lesson_file: str, language: str) -> int:
    lesson = load_lesson(lesson_file)
    out = translation_path(lesson_file, language)
    if out.exists():
        print(f"{out} exists; use `refresh` to bring it up to date", file=sys.stderr)
        return 2
    _write(out, template(lesson, language))
    print(f"wrote {out}: translate the words of its {len(lesson.steps)} steps")
    return 0


def stale_steps(lesson, data: dict) -> list[int]:
    rows = data.get("steps", [])
    return [i for i, step in enumerate(lesson.steps)
            if i >= len(rows) or rows[i].get("source") != fingerprint(step)]


def cmd_check(files: list[str]) -> int:
    bad = 0
    for lesson_file in files or [str(p) for p in bundled_lessons()]:
        lesson = load_lesson(lesson_file)
        for language in available_languages(lesson_file)[1:]:
            path = translation_path(lesson_file, language)
            try:
                data = read_translation(path, steps=len(lesson.steps))
            except LabStateError as exc:
                print(f"{path.name}: {exc}")
                bad += 1
                continue
            stale = stale_steps(lesson, data)
            bad += bool(stale)
            said = "up to date" if not stale else "out of date: steps " + ", ".join(str(i + 1) for i in stale)
            print(f"{path.name}: {language}, {said}")
    return 1 if bad else 0


def cmd_refresh(lesson_file: str, language: str) -> int:
    lesson = load_lesson(lesson_file)
    path = translation_path(lesson_file, language)
    data = read_translation(path, steps=len(lesson.steps))
    rows = data.setdefault("steps", [])
    stale = stale_steps(lesson, data)
    for i in stale:
        english = step_texts(lesson.steps[i])
        old = rows[i] if i < len(rows) else {}
        row = {"source": fingerprint(lesson.steps[i]), **english}
        if old:
            row["narration"] = f"{english['narration']}\n\n(was: {old.get('narration', '')})"
        if i < len(rows):
            rows[i] = row
        else:
            rows.append(row)
    _write(path, data)
    print(f"{path.name}: {len(stale)} step(s) to translate again" if stale else f"{path.name}: up to date")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("new")
    p.add_argument("lesson")
    p.add_argument("language")
    p = sub.add_parser("check")
    p.add_argument("lessons", nargs="*")
    p = sub.add_parser("refresh")
    p.add_argument("lesson")
    p.add_argument("language")
    args = parser.parse_args(argv)
    try:
        if args.command == "new":
            return cmd_new(args.lesson, args.language)
        if args.command == "check":
            return cmd_check(args.lessons)
        return cmd_refresh(args.lesson, args.language)
    except LabStateError as exc:
        print(f"lesson_translation: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
