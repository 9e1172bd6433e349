"""Lessons in other languages (issue 27 item 3): a translation file beside the lesson, its words
applied when the lesson is read, steps whose English changed kept in English, and the bundled
lessons complete and in sync in German, Spanish and Simplified Chinese."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mlm_lab.lab import LabStateError
from mlm_lab.lab.lesson import bundled_lessons, load_lesson
from mlm_lab.lab.lesson_translation import (
    apply_translation,
    available_languages,
    check_translation,
    fingerprint,
    step_texts,
    template,
    translated_title,
    translation_path,
)

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("de", "es", "zh_CN")


def lesson_json(steps: int = 2) -> dict:
    out = {"format": "mlm-lab-lesson", "version": 1, "title": "Two blanks", "description": "A small lesson.",
           "steps": []}
    for i in range(steps):
        out["steps"].append({"title": f"Step {i}", "narration": f"Say **{i + 3}** things.",
                             "state": {"tab": "text", "text": {"text": "The cat sat on the mat.", "seed": i}},
                             "question": "What fits?"})
    out["steps"][1]["exercise"] = {"kind": "choice", "prompt": "Pick one.", "options": ["cat", "dog", "mat"],
                                   "correct": [0], "explanation": "Cats sit."}
    return out


@pytest.fixture
def lesson_file(tmp_path):
    path = tmp_path / "two.mlmlesson"
    path.write_text(json.dumps(lesson_json()), encoding="utf-8")
    return path


def german(lesson) -> dict:
    data = template(lesson, "de")
    data.update(title="Zwei Lücken", description="Eine kleine Lektion.", note="Das Modell liest Englisch.")
    for i, row in enumerate(data["steps"]):
        row.update(title=f"Schritt {i}", narration=f"Sag **{i + 3}** Dinge.", question="Was passt?")
    data["steps"][1]["exercise"] = {"prompt": "Wähle eins.", "explanation": "Katzen sitzen.",
                                    "options": ["Katze", "Hund", "Matte"]}
    return data


def test_a_translation_replaces_the_words_and_nothing_else(lesson_file):
    lesson = load_lesson(lesson_file)
    translation_path(lesson_file, "de").write_text(json.dumps(german(lesson)), encoding="utf-8")
    de = load_lesson(lesson_file, language="de")
    assert (de.language, de.untranslated, de.title) == ("de", [], "Zwei Lücken")
    assert [s.title for s in de.steps] == ["Schritt 0", "Schritt 1"]
    assert de.steps[0].narration.startswith("Sag **3** Dinge.") and de.steps[0].narration.endswith(
        "*Das Modell liest Englisch.*")  # the note closes the first step
    assert de.steps[1].narration == "Sag **4** Dinge."
    ex = de.steps[1].exercise
    assert (ex.prompt, ex.options, ex.correct) == ("Wähle eins.", ["Katze", "Hund", "Matte"], [0])
    # what the steps show and check is the lesson's own
    assert [s.state for s in de.steps] == [s.state for s in lesson.steps]
    # the English lesson is untouched, and asking for English or a missing language gives it
    assert load_lesson(lesson_file).steps[0].title == "Step 0"
    assert load_lesson(lesson_file, language="en").language == ""
    assert load_lesson(lesson_file, language="es").title == "Two blanks"
    assert available_languages(lesson_file) == ["en", "de"]
    assert translated_title(lesson_file, "de") == "Zwei Lücken" and translated_title(lesson_file, "es") is None


def test_a_step_whose_english_changed_stays_english_and_is_listed(lesson_file):
    lesson = load_lesson(lesson_file)
    translation_path(lesson_file, "de").write_text(json.dumps(german(lesson)), encoding="utf-8")
    changed = lesson_json()
    changed["steps"][1]["narration"] = "Say four things, now in other words."
    lesson_file.write_text(json.dumps(changed), encoding="utf-8")
    de = load_lesson(lesson_file, language="de")
    assert de.untranslated == [1]
    assert de.steps[0].title == "Schritt 0"
    assert (de.steps[1].title, de.steps[1].narration) == ("Step 1", "Say four things, now in other words.")
    assert de.steps[1].exercise.options == ["cat", "dog", "mat"]


def test_the_fingerprint_follows_the_words_not_the_view():
    lesson = load_lesson_from(lesson_json())
    before = fingerprint(lesson.steps[1])
    lesson.steps[1].state = {"tab": "text", "text": {"seed": 9}}
    assert fingerprint(lesson.steps[1]) == before
    lesson.steps[1].exercise.options[2] = "rug"
    assert fingerprint(lesson.steps[1]) != before
    assert step_texts(lesson.steps[1])["exercise"]["options"] == ["cat", "dog", "rug"]


def load_lesson_from(data: dict):
    from mlm_lab.lab.lesson import Lesson

    return Lesson.from_dict(data)


@pytest.mark.parametrize("change, message", [
    ({"format": "mlm-lab-lesson"}, "not a lesson translation"),
    ({"version": 7}, "version"),
    ({"colour": "red"}, "no such field: colour"),
    ({"steps": "none"}, "steps: must be a list"),
    ({"steps": [{}, {}, {}]}, "3 steps translated, but the lesson has 2"),
    ({"steps": [{"source": "x", "answer": "dog"}]}, "steps[0]: no such field: answer"),
    ({"steps": [{"source": "x", "exercise": {"options": [1, 2]}}]}, "options: must be a list of strings"),
    ({"title": 5}, "title"),
])
def test_a_bad_translation_file_is_one_message_naming_the_field(lesson_file, change, message):
    lesson = load_lesson(lesson_file)
    data = {**template(lesson, "de"), **change}
    with pytest.raises(LabStateError, match=re.escape(message)):
        check_translation(data, steps=2, name="two.de.json")
    translation_path(lesson_file, "de").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LabStateError, match=re.escape(message)):
        load_lesson(lesson_file, language="de")


def test_a_choice_translation_with_the_wrong_number_of_options_keeps_the_english_options(lesson_file):
    lesson = load_lesson(lesson_file)
    data = german(lesson)
    data["steps"][1]["exercise"]["options"] = ["Katze"]
    de = apply_translation(lesson, data, "de")
    assert de.steps[1].exercise.options == ["cat", "dog", "mat"] and de.steps[1].exercise.prompt == "Wähle eins."


def test_the_script_writes_a_template_checks_and_refreshes(tmp_path):
    folder = tmp_path / "l"
    folder.mkdir()
    path = folder / "two.mlmlesson"
    path.write_text(json.dumps(lesson_json()), encoding="utf-8")
    script = [sys.executable, str(ROOT / "scripts" / "lesson_translation.py")]
    run = lambda *a: subprocess.run([*script, *a], capture_output=True, text=True, cwd=ROOT)  # noqa: E731
    assert run("new", str(path), "de").returncode == 0
    data = json.loads((folder / "two.de.json").read_text(encoding="utf-8"))
    assert [row["title"] for row in data["steps"]] == ["Step 0", "Step 1"]
    assert run("new", str(path), "de").returncode == 2  # never overwrites a translation
    checked = run("check", str(path))
    assert checked.returncode == 0 and "two.de.json: de, up to date" in checked.stdout
    changed = lesson_json()
    changed["steps"][0]["question"] = "What else fits?"
    path.write_text(json.dumps(changed), encoding="utf-8")
    checked = run("check", str(path))
    assert checked.returncode == 1 and "out of date: steps 1" in checked.stdout
    assert run("refresh", str(path), "de").returncode == 0
    assert run("check", str(path)).returncode == 0


# -- the bundled lessons -------------------------------------------------------------------------

NUMBER = re.compile(r"\d+(?:[.,\u00a0\u202f]\d+)*")


def numbers(texts) -> Counter:
    """The numbers a text states, separators dropped ("8,192", "8.192" and "8 192" alike)."""
    out = Counter()
    for text in texts:
        for match in NUMBER.findall(text or ""):
            out[re.sub(r"\D", "", match)] += 1
    return out


def words(texts: dict) -> list[str]:
    ex = texts.get("exercise") or {}
    return [texts.get("title", ""), texts.get("narration", ""), texts.get("question", ""),
            ex.get("prompt", ""), ex.get("explanation", ""), *ex.get("options", [])]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", bundled_lessons(), ids=lambda p: p.stem.split("-")[0])
def test_every_bundled_lesson_is_translated_in_full_and_in_sync(path, language):
    english = load_lesson(path)
    tr = translation_path(path, language)
    assert tr.is_file(), f"{tr.name} is missing"
    shown = load_lesson(path, language=language)
    assert shown.language == language and shown.untranslated == [], (
        f"{tr.name}: steps {[i + 1 for i in shown.untranslated]} are out of date "
        f"(python scripts/lesson_translation.py refresh {path.relative_to(ROOT)} {language})")
    data = json.loads(tr.read_text(encoding="utf-8"))
    assert data["language"] == language and data.get("note"), "say that the model reads English"
    assert shown.title != english.title and shown.description != english.description
    for i, (en_step, row) in enumerate(zip(english.steps, data["steps"], strict=True)):
        en = step_texts(en_step)
        assert row["narration"] != en["narration"], f"step {i + 1}: the narration is still English"
        if en["question"]:
            assert row.get("question") and row["question"] != en["question"], f"step {i + 1}: question"
        if "exercise" in en:
            ex = row.get("exercise") or {}
            assert ex.get("prompt") and ex["prompt"] != en["exercise"]["prompt"], f"step {i + 1}: exercise prompt"
            if "options" in en["exercise"]:
                assert len(ex.get("options", [])) == len(en["exercise"]["options"]), f"step {i + 1}: options"
        # a fact stated in English is stated in the translation: the same numbers, as many times
        assert numbers(words(row)) == numbers(words(en)), (
            f"{tr.name} step {i + 1}: numbers differ: English {sorted(numbers(words(en)).elements())}, "
            f"translation {sorted(numbers(words(row)).elements())}")


def test_bundled_translations_are_installed_with_the_lessons():
    """The package data patterns that ship the lessons also ship their translation files."""
    import fnmatch

    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["mlm_lab_resources"]
    files = [p for p in bundled_lessons()[0].parent.glob("*.json")]
    assert files, "no translation files beside the bundled lessons"
    for f in files:
        assert any(fnmatch.fnmatch(f"lessons/{f.name}", pat) for pat in patterns), f.name
