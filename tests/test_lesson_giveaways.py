"""Exercises that teach (issue 37 item 6): no bundled lesson, in English or in any of its
translations, gives a guess's or a choice's answer away in the words shown above the question
before the reveal (the step's narration, its question and the exercise's prompt).

The answer is looked for as it would be read: a guess's word (or an accepted spelling) as a word
of its own, a choice's right option whole; and, where an option's point is one word, that word
(KEY_WORDS). Two steps use an answer's words for something else, each said in ALLOWED."""

from __future__ import annotations

import re

import pytest

from mlm_lab.lab.lesson import bundled_lessons, load_lesson
from mlm_lab.lab.lesson_translation import available_languages

# (lesson prefix, step from 1) -> why the answer's words may stand in the narration there
ALLOWED = {
    ("1-", 1): "“word” is the narration's noun for any word (“One word of this sentence is hidden”)",
    ("6-", 6): "the step is about blocks, which decode the most confident first; the question asks which rule "
               "fell into the run of full stops, which steps 4 and 5 showed",
}
# (lesson prefix, step from 1) -> words that say the right option without its whole text, per language
KEY_WORDS = {
    ("6-", 4): {"en": ["punctuation", "full stops"], "de": ["Satzzeichen", "Punkte"],
                "es": ["puntuación", "puntos"], "zh_CN": ["标点", "句号"]},
}


def _said(needle: str, text: str) -> bool:
    needle, text = needle.lower().strip(), text.lower()
    if not needle:
        return False
    if re.search(r"[\u3040-\u9fff]", needle):  # Chinese: no spaces between words
        return needle in text
    return re.search(r"(?<![\w#])" + re.escape(needle) + r"(?!\w)", text) is not None


def _cases():
    for path in bundled_lessons():
        for lang in dict.fromkeys(("en", *available_languages(path))):
            yield pytest.param(path, lang, id=f"{path.name[:2]}{lang}")


@pytest.mark.parametrize(("path", "lang"), list(_cases()))
def test_no_narration_gives_the_answer_away_above_its_question(path, lang):
    lesson = load_lesson(path, language=None if lang == "en" else lang)
    prefix = path.name[:2]
    checked = 0
    for i, step in enumerate(lesson.steps, 1):
        ex = step.exercise
        if ex is None or ex.kind not in ("guess", "choice") or (prefix, i) in ALLOWED:
            continue
        before = "\n".join((step.narration, step.question, ex.prompt))
        if ex.kind == "guess":
            answers = [ex.answer, *ex.accept]
        else:
            answers = [ex.options[k] for k in ex.correct]
        answers += KEY_WORDS.get((prefix, i), {}).get(lang, [])
        given = [a for a in answers if _said(a, before)]
        assert not given, f"{path.name} ({lang}) step {i}: the answer {given[0]!r} is in the words above the question"
        checked += 1
    assert checked or not any(s.exercise for s in lesson.steps if s.exercise and s.exercise.kind in ("guess", "choice"))


def test_the_check_finds_an_answer_given_away():
    assert _said("##ed", "it hid the `##ed` of *watered*")
    assert _said("A run of punctuation", "... will write: a run of punctuation.")
    assert not _said("ed", "it hid the piece after `water`")  # a piece of another word is not the answer
    assert _said("标点", "最常见的词元：标点符号。")
