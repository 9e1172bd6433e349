"""The core's messages in the window's language (mlm_lab/app/i18n/core_messages.py): the list of templates
is current, every catalogue translates all of them, a message (mlm_lab.errors.Message) is shown by its
template with its own values, decimals in the locale's way, a wrapped error translated inside its
wrapper, text that is no message as it is, and the window shows the bad lab files' messages translated
while the CLI keeps them in English."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from bad_lab_files import bad_lab_files

from mlm_lab.app.i18n import languages
from mlm_lab.app.i18n.core_messages import FIELD, core_text
from mlm_lab.app.i18n.core_strings import CORE_STRINGS
from mlm_lab.errors import UserError, joined, msg, words

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("de", "es", "zh_CN")


pytestmark = pytest.mark.usefixtures("english_afterwards")  # (tests/app/conftest.py)


def _translations(lang: str) -> dict[str, str]:
    root = ET.parse(languages.ts_file(lang, "mlm_lab_core")).getroot()
    return {m.findtext("source"): (m.find("translation").text or "") for m in root.iter("message")
            if m.find("translation").get("type") not in ("unfinished", "obsolete", "vanished")}


def _filled(template: str, values: dict[str, str]) -> str:
    return FIELD.sub(lambda m: values[m.group(1)], template)


def _values(template: str) -> dict[str, str]:
    """Distinct values no template's words contain: v0x, v1x, ..."""
    return {name: f"v{i}x" for i, name in enumerate(dict.fromkeys(FIELD.findall(template)))}


def test_the_list_of_core_messages_is_current():
    """A message added to the core is in app/i18n/core_strings/ (scripts/update_translations.py was run)."""
    done = subprocess.run([sys.executable, "scripts/make_core_strings.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert len(CORE_STRINGS) > 400
    assert all(re.search(r"[A-Za-z]{3,}", FIELD.sub("", t)) for t in CORE_STRINGS)
    # the CLI's own messages are not in it
    assert not any("usage: mlm-lab" in t for t in CORE_STRINGS)


@pytest.mark.parametrize("lang", (*SHIPPED, "pseudo"))
def test_every_core_catalogue_holds_the_templates_and_translates_them_all(lang):
    root = ET.parse(languages.ts_file(lang, "mlm_lab_core")).getroot()
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
    """Every template, made into a message with values of its own, comes back as the catalogue's translation
    holding the same values."""
    assert languages.install(lang, qapp) == lang
    done = _translations(lang)
    wrong = []
    for template in CORE_STRINGS:
        values = _values(template)
        shown = core_text(UserError(msg(template, **values)))
        if shown != _filled(done[template], values):
            wrong.append((template, shown, done[template]))
    assert not wrong, f"{lang}: {len(wrong)} wrong, e.g. {wrong[:3]}"


def test_a_wrapped_message_decimals_and_unknown_text_in_german(qapp):
    from mlm_lab.lab.checks import LabStateError
    from mlm_lab.lab.document import decode_json_bytes

    assert languages.install("de", qapp) == "de"
    done = _translations("de")
    # a decimal the core writes "3.5 MB": the German way, in the German sentence, the kind translated too
    with pytest.raises(LabStateError) as caught:
        decode_json_bytes(b" " * 3_500_000, "big.json", max_bytes=1000)
    assert str(caught.value) == "big.json is 3.5 MB; a lab state is a small JSON file"  # what the CLI prints
    german = languages.fmt_number(3.5, 1)
    assert german == "3,5"
    assert core_text(caught.value) == _filled(done["{name} is {len_raw_1000000_0} MB; {kind} is a small JSON file"],
                                              {"name": "big.json", "len_raw_1000000_0": german,
                                               "kind": done["a lab state"]})
    # a whole number the core writes grouped (5,000) is grouped the German way; one it writes plain stays
    with pytest.raises(LabStateError) as caught:
        decode_json_bytes(b'{"a": ' + b"7" * 5000 + b"}", "lab.json")
    assert "5,000 digits" in str(caught.value)
    assert "5.000" in core_text(caught.value)
    # "<where>: <message>", as the core wraps a message it passes on: the inner message translated
    inner = "no texts to check"
    assert core_text(msg("{path}: {error}", path="lesson.json", error=ValueError(words(inner)))) == \
        f"lesson.json: {done[inner]}"
    # an exception: its text; a message that is no template, and English: as they are
    assert core_text(ValueError(words(inner))) == done[inner]
    assert core_text("Something only the operating system says") == "Something only the operating system says"
    assert core_text(KeyError()) == "KeyError"
    languages.install("en", qapp)
    assert core_text(ValueError(words(inner))) == inner


def test_a_wrapped_error_is_translated_inside_its_wrapper(qapp):
    """A core error passed on inside another message ("{path}: {exc}", a re-raise as another error, pieces
    joined by "; ") is translated where it stands, at any depth; the wrapper's own words too."""
    from mlm_lab.errors import message_of
    from mlm_lab.lab.checks import LabStateError
    from mlm_lab.lab.document import decode_json_bytes
    from mlm_lab.studies.spec import StudyError

    assert languages.install("de", qapp) == "de"
    done = _translations("de")
    with pytest.raises(LabStateError) as caught:
        decode_json_bytes(b"\xff\xfe\x00", "lab.json")
    inner = _filled(done["{name} is not a text file"], {"name": "lab.json"})
    assert core_text(caught.value) == inner
    wrapped = msg("{path}: {exc}", path="study/", exc=caught.value)
    assert str(wrapped) == "study/: lab.json is not a text file"
    assert core_text(StudyError(wrapped)) == f"study/: {inner}"
    assert core_text(StudyError(message_of(StudyError(wrapped)))) == f"study/: {inner}"  # re-raised, kept
    # inside a template with words of its own, two levels down
    outer = msg("cannot write the {what} {name}: {why_exc}", what=words("file"), name="out.json",
                why_exc=UserError(wrapped))
    assert core_text(outer) == _filled(done["cannot write the {what} {name}: {why_exc}"],
                                       {"what": done["file"], "name": "out.json", "why_exc": f"study/: {inner}"})
    # pieces joined by "; ", and a piece added at the end
    assert core_text(joined([words("no texts to check"), caught.value])) == f"{done['no texts to check']}; {inner}"
    assert core_text(caught.value.args[0] + words(" (same top-5)")) == inner + done[" (same top-5)"]
    # a plain exception inside a message: as it is
    assert core_text(msg("{path}: {exc}", path="a", exc=OSError("Disk full"))) == "a: Disk full"


def test_text_that_is_no_message_is_shown_as_it_is(qapp):
    """Text the core did not make with msg() (the operating system's words, a message that came as plain text)
    is shown as it is, even when its words are a template's; a piece of words alone is looked up."""
    assert languages.install("de", qapp) == "de"
    done = _translations("de")
    english = "a.json is not a text file"
    assert done["{name} is not a text file"] != "{name} is not a text file"
    assert core_text(english) == english
    assert core_text(ValueError(english)) == english
    assert core_text(OSError(28, "No space left on device")) == "[Errno 28] No space left on device"
    assert core_text("{name} is not a text file") == "{name} is not a text file"  # never a bare template
    assert core_text("the class server did not start in time") == done["the class server did not start in time"]
    assert core_text(msg("{a}: {b}", a="x", b="y")) == "x: y"  # a template in no catalogue: itself


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
    assert languages.install(lang, qapp) == lang
    lead = languages.Context("MainWindow").tr("Cannot open the lab file: {error}").split("{error}")[0]
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

    assert languages.install(lang, qapp) == lang
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

    assert languages.install(lang, qapp) == lang
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
