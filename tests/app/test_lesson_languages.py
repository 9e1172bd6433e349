"""A lesson in the window's language (issue 27 item 3): the player reads the translation beside
the lesson, the Lessons menu lists translated titles, `mlm-lab screenshot --lesson --lang` shows
the translated step, and a translated lesson is never saved over its English original."""

from __future__ import annotations

import argparse
import json

import pytest

from mlm_lab.app.i18n import languages
from mlm_lab.lab.lesson import bundled_lessons, load_lesson
from mlm_lab.lab.lesson_translation import template, translation_path

SENTENCE = "She looked at him for a long time without saying a word."


@pytest.fixture(autouse=True)
def _english_afterwards(qapp, tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.mktemp("qm")
    monkeypatch.setattr(languages, "cache_dir", lambda: folder)
    yield
    languages.install("en", qapp)


@pytest.fixture
def lesson_file(tmp_path):
    path = tmp_path / "two.mlmlesson"
    steps = [{"title": "One blank", "narration": "Guess the **word**.", "question": "Which word?",
              "state": {"tab": "text", "text": {"text": SENTENCE, "strategy": "manual", "manual": [12]}}},
             {"title": "Many blanks", "narration": "Now 15 % of them.",
              "state": {"tab": "text", "text": {"text": SENTENCE, "strategy": "random", "seed": 1}}}]
    path.write_text(json.dumps({"format": "mlm-lab-lesson", "version": 1, "title": "Blanks", "steps": steps}))
    data = template(load_lesson(path), "de")
    data.update(title="Lücken", note="Das Modell liest Englisch.")
    data["steps"][0].update(title="Eine Lücke", narration="Raten Sie das **Wort**.", question="Welches Wort?")
    data["steps"][1].update(title="Viele Lücken", narration="Jetzt 15 % davon.")
    translation_path(path, "de").write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_player_shows_the_lesson_in_the_windows_language(qapp, qtbot, lab_window, lesson_file):
    w = lab_window
    assert languages.install("de", qapp) == "de"
    assert w.lessons.open(lesson_file)
    qtbot.waitUntil(w.is_ready, timeout=60000)
    panel, player = w.lessons.panel, w.lessons.player
    assert player.lesson.language == "de" and player.lesson.title == "Lücken"
    assert panel.step_title.text() == "Eine Lücke"
    assert "<b>Wort</b>" in panel.narration.text() and "Das Modell liest Englisch." in panel.narration.text()
    assert "Welches Wort?" in panel.question.text()
    assert w.state.text.text == SENTENCE  # what the model reads stays the lesson's own
    player.go(1)
    assert panel.step_title.text() == "Viele Lücken"
    # saved where it came from, the German would replace the English original: refused, nothing written
    before = lesson_file.read_bytes()
    with pytest.raises(ValueError, match="Original"):  # (in German: the window is)
        player.save()
    assert lesson_file.read_bytes() == before
    # saved under another name, it is a lesson of its own in German
    copy = lesson_file.with_name("lucken.mlmlesson")
    player.save(copy)
    assert load_lesson(copy).title == "Lücken" and load_lesson(copy).steps[1].title == "Viele Lücken"
    assert player.lesson.language == "" and player.save() == copy
    # in English the same file shows the English words
    languages.install("en", qapp)
    assert w.lessons.open(lesson_file)
    assert w.lessons.player.lesson.title == "Blanks" and w.lessons.panel.step_title.text() == "One blank"


def test_the_lessons_menu_lists_translated_titles(qapp):
    from mlm_lab.app.lessons.menu import bundled_menu_entries

    english = [title for title, _ in bundled_menu_entries()]
    languages.install("de", qapp)
    german = [title for title, _ in bundled_menu_entries()]
    assert len(german) == len(english) == len(bundled_lessons())
    expected = [json.loads(translation_path(p, "de").read_text(encoding="utf-8"))["title"] for p in bundled_lessons()]
    assert german == expected and all(g != e for g, e in zip(german, english, strict=True))


def test_screenshot_of_a_lesson_step_takes_its_language(monkeypatch, lesson_file, tmp_path):
    from mlm_lab.cli import app as cli_app

    seen = []
    monkeypatch.setattr(cli_app, "_render", lambda out, tab, size, presentation, state, prepared, models, runs,
                        timeout, lesson, **kw: seen.append((lesson, kw)) or 0)
    base = dict(out=str(tmp_path / "x.png"), tab=None, state=None, lesson=str(lesson_file), step=1, reveal=False,
                presentation=False, size=None, timeout=60, text_model=None, image_model=None, runs_dir=None,
                study=None)
    assert cli_app.cmd_screenshot(argparse.Namespace(**base, lang="de")) == 0
    lesson, kw = seen[-1]
    assert lesson[0].steps[0].title == "Eine Lücke" and kw["lang"] == "de"
    assert cli_app.cmd_screenshot(argparse.Namespace(**base, lang=None)) == 0
    assert seen[-1][0][0].steps[0].title == "One blank"
