"""The core's messages in the window's language (mlm_lab/app/core_messages.py): the list of templates
is current, every catalogue translates all of them, a message is recognised by its template and shown
with its own values, decimals in the locale's way, and the window shows the bad lab files' messages
translated while the CLI keeps them in English."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from bad_lab_files import bad_lab_files

from mlm_lab.app import i18n
from mlm_lab.app.core_messages import FIELD, core_text
from mlm_lab.app.core_strings import CORE_STRINGS, NUMBERS

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("de", "es", "zh_CN")


pytestmark = pytest.mark.usefixtures("english_afterwards")  # (tests/app/conftest.py)


def _translations(lang: str) -> dict[str, str]:
    root = ET.parse(i18n.ts_file(lang, "mlm_lab_core")).getroot()
    return {m.findtext("source"): (m.find("translation").text or "") for m in root.iter("message")
            if m.find("translation").get("type") not in ("unfinished", "obsolete", "vanished")}


def _filled(template: str, values: dict[str, str]) -> str:
    return FIELD.sub(lambda m: values[m.group(1)], template)


def _values(template: str) -> dict[str, str]:
    """Distinct values no template's words contain: v0x, v1x, ...; a field right after another ("{high}{hint}",
    an optional piece) is empty, as it mostly is (the pieces themselves are read in the test below)."""
    values = {name: f"v{i}x" for i, name in enumerate(dict.fromkeys(FIELD.findall(template)))}
    for name in re.findall(r"\}\{([a-z_0-9]+)\}", template):
        values[name] = ""
    return values


def test_the_list_of_core_messages_is_current():
    """A message added to the core is in app/core_strings/ (scripts/update_translations.py was run)."""
    done = subprocess.run([sys.executable, "scripts/make_core_strings.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert len(CORE_STRINGS) > 400
    assert all(re.search(r"[A-Za-z]{3,}", FIELD.sub("", t)) for t in CORE_STRINGS)
    # the CLI's own messages are not in it
    assert not any("usage: mlm-lab" in t for t in CORE_STRINGS)


@pytest.mark.parametrize("lang", (*SHIPPED, "pseudo"))
def test_every_core_catalogue_holds_the_templates_and_translates_them_all(lang):
    root = ET.parse(i18n.ts_file(lang, "mlm_lab_core")).getroot()
    sources = [m.findtext("source") for m in root.iter("message")]
    assert sorted(sources) == sorted(set(CORE_STRINGS))
    done = _translations(lang)
    missing = [s for s in sources if not done.get(s, "").strip()]
    assert not missing, f"{lang}: {len(missing)} of {len(sources)} core messages untranslated, e.g. {missing[:3]}"
    for source, text in done.items():
        assert sorted(FIELD.findall(text)) == sorted(FIELD.findall(source)), (lang, source, text)
        if text == source:  # the same as the English only when it holds no English words (identifiers, units)
            assert not re.search(r"[a-z]{3,} [a-z]{3,} [a-z]{3,}", FIELD.sub("", source)), (lang, "English", source)


@pytest.mark.parametrize("lang", (*SHIPPED, "pseudo"))
def test_a_message_is_shown_with_its_own_values_in_the_translation(qapp, lang):
    """Every template, filled with values of its own, comes back as the catalogue's translation holding the same
    values (or a twin's: two templates may share their words, with other field names)."""
    assert i18n.install(lang, qapp) == lang
    done = _translations(lang)
    by_words: dict[str, list[str]] = {}
    for t in CORE_STRINGS:
        by_words.setdefault(FIELD.sub("\0", t), []).append(t)
    wrong = []
    for template in CORE_STRINGS:
        values = _values(template)
        shown = core_text(_filled(template, values))
        expected = set()
        for twin in by_words[FIELD.sub("\0", template)]:  # the twin's fields, by position, take these values
            rename = dict(zip(FIELD.findall(twin), FIELD.findall(template), strict=True))
            expected.add(FIELD.sub(lambda m, rename=rename, values=values: values[rename[m.group(1)]], done[twin]))
        if shown not in expected:
            wrong.append((template, shown, sorted(expected)[:1]))
    assert not wrong, f"{lang}: {len(wrong)} wrong, e.g. {wrong[:3]}"


def test_a_wrapped_message_decimals_and_unknown_text_in_german(qapp):
    assert i18n.install("de", qapp) == "de"
    done = _translations("de")
    template = next(t for t, n in NUMBERS.items() if any(d > 0 for d in n.values()))
    name = next(k for k, d in NUMBERS[template].items() if d > 0)
    values = _values(template)
    values[name] = "3.5"
    shown = core_text(_filled(template, values))
    german = i18n.fmt_number(3.5, NUMBERS[template][name])  # "3,5" or "3,50"
    assert german.startswith("3,5") and "3.5" not in shown
    assert shown == _filled(done[template], {**values, name: german})
    # a whole number the core writes grouped (5,000) is grouped the German way; one it writes plain stays
    grouped = "a number of {len_digits_lstrip} digits; no field of {kind} needs one"
    assert NUMBERS[grouped] == {"len_digits_lstrip": 0}
    assert "5.000" in core_text(_filled(grouped, {"len_digits_lstrip": "5,000", "kind": "a lab state"}))
    # "<where>: <message>", as the core wraps a message it passes on
    inner = "no texts to check"
    assert core_text(f"lesson.json: {inner}") == f"lesson.json: {done[inner]}"
    # an exception: its text; a message that is no template, and English: as they are
    assert core_text(ValueError(inner)) == done[inner]
    assert core_text("Something only the operating system says") == "Something only the operating system says"
    assert core_text(KeyError()) == "KeyError"
    i18n.install("en", qapp)
    assert core_text(ValueError(inner)) == inner


@pytest.mark.parametrize("lang", ["pseudo", "de"])
def test_the_window_shows_a_bad_lab_files_message_in_its_language(qapp, qtbot, lab_window, tmp_path, lang):
    """Each bad lab file through the real window: first in English (the core's words), then in `lang`:
    the English message is gone and the translated one is shown, with the file's own values."""
    w = lab_window
    records = bad_lab_files(tmp_path / "bad")

    def shown(path) -> str:
        w.banner.clear()
        w.open_lab_state(path)
        qtbot.waitUntil(lambda: not w.opener.pending() and w.banner.isVisible(), timeout=30000)
        return w.banner.text()

    english = {name: shown(path) for name, path, _ in records}
    assert all(t.startswith("Cannot open the lab file: ") for t in english.values())
    assert i18n.install(lang, qapp) == lang
    lead = i18n.Context("MainWindow").tr("Cannot open the lab file: {error}").split("{error}")[0]
    untranslated = []
    for name, path, _ in records:
        text = shown(path)
        core = english[name].removeprefix("Cannot open the lab file: ")
        assert text.startswith(lead), (name, text)
        if core in text or text[len(lead):] == core_text(core) == core:
            untranslated.append((name, core))
    assert not untranslated, f"{lang}: {len(untranslated)} of {len(records)} shown in English: {untranslated}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_refused_model_config_and_an_exercise_verdict_read_in_the_language(qapp, lang):
    """Messages the core builds from pieces: a model config's refusal ("<where>: <problem>; <fix>", each piece
    marked with words()) and an exercise's verdict (its hint a piece of its own) come out with no English
    sentence left, only the field names and values."""
    from mlm_lab.lab.exercises import check_choice, parse_exercise
    from mlm_lab.models.checks import check_config_values
    from mlm_lab.models.errors import ModelLoadError

    assert i18n.install(lang, qapp) == lang
    english_words = re.compile(r"\b(?:is|out|of|range|set|it|to|value|from|not|quite|try|again|or|reveal|options|"
                               r"are|right)\b")
    shown = []
    for data in ({"num_heads": 0}, {"hidden_size": 64.0}, {"pre_norm": "yes"}, {"dropout": 1.5}):
        with pytest.raises(ModelLoadError) as caught:
            check_config_values("masked_lm", data, "my-model/config.json")
        shown.append(core_text(caught.value))
    exercise = parse_exercise({"kind": "choice", "prompt": "Which?", "options": ["a", "b", "c"], "correct": [0, 2]})
    shown.append(core_text(check_choice(exercise, [1]).feedback))
    for text in shown:
        assert not english_words.search(text), (lang, text)
    assert all(t.startswith("my-model/config.json: ") for t in shown[:4])
    assert "num_heads 0" in shown[0] and "1.5" in shown[3] or "1,5" in shown[3]


@pytest.mark.parametrize("lang", SHIPPED)
def test_the_side_by_side_summaries_read_in_the_language(qapp, lang):
    """The compare row's line is pieces joined by "; " (each marked words()): every piece translated, the
    numbers kept, the decimals in the locale's way."""
    from mlm_lab.compare import ImageDifferences, PositionChange, TextDifferences

    assert i18n.install(lang, qapp) == lang
    changes = [PositionChange(2, "door", ["hall", "room"], ["room", "hall"]), PositionChange(5, "the", ["the"], ["the"])]
    text = TextDifferences(changes, 2, 3, 2.31, 4.87, 1, 0, left_rate=0.15, right_rate=0.4)
    image = ImageDifferences(17.2, 11.0, 0.412, 0.12, 108, 108, 144, True, left_better=90, right_better=18)
    point = r"|\d\.\d" if lang in ("de", "es") else ""  # a decimal comma there
    english = re.compile(r"\b(?:differs|masks|both|hide|loss|accuracy|rebuilds|hidden|patches|better|vs)\b" + point)
    for diff in (text, image):
        shown = core_text(diff.summary())
        assert not english.search(shown), (lang, shown)
    shown = core_text(text.summary())
    assert "15 %" in shown or "15%" in shown
    assert ("2,31" if lang in ("de", "es") else "2.31") in shown and "(door)" in shown
    assert all(n in core_text(image.summary()) for n in ("90", "108"))
