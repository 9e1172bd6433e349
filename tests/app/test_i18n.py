"""The app's languages (mlm_lab/app/i18n/languages.py): the catalogues are complete, `--lang de` shows German
menus, View > Language is remembered, numbers follow the locale, and in the pseudo-locale no
wrapped string shows in English and no label is clipped by the longer text."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mlm_lab.app.i18n import languages

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("de", "es", "zh_CN")


pytestmark = pytest.mark.usefixtures("english_afterwards")  # (tests/app/conftest.py)


def messages(lang: str) -> list[ET.Element]:
    return list(ET.parse(languages.ts_file(lang)).getroot().iter("message"))


def sources(lang: str) -> set[tuple[str, str]]:
    root = ET.parse(languages.ts_file(lang)).getroot()
    return {(ctx.findtext("name"), m.findtext("source")) for ctx in root.iter("context") for m in ctx.iter("message")}


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_entry_is_translated(lang):
    found = messages(lang)
    assert found, f"mlm_lab_{lang}.ts is empty"
    missing = []
    for m in found:
        t = m.find("translation")
        forms = [f.text for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text]
        if t.get("type") in ("unfinished", "obsolete", "vanished") or not all(f and f.strip() for f in forms):
            missing.append(m.findtext("source"))
    assert not missing, f"{lang}: {len(missing)} untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_translations_keep_their_markers(lang):
    """%1, %n, {name} and the & of a menu title survive translation (a lost %1 shows a blank, a lost or
    renamed {name} stops .format())."""
    for m in messages(lang):
        source = m.findtext("source")
        t = m.find("translation")
        for text in ([f.text for f in t.iter("numerusform")] or [t.text]):
            for marker in ("%1", "%2", "%n"):
                if marker in source and not (m.get("numerus") == "yes" and marker == "%n" and lang == "zh_CN"):
                    assert marker in (text or ""), (lang, source, text)
            if source.startswith("&"):
                assert "&" in (text or ""), (lang, source, text)
            for name in re.findall(r"\{[a-z_0-9]*\}", source):  # str.format's fields: a lost one is a KeyError
                assert name in (text or ""), (lang, source, text)
            assert sorted(re.findall(r"\{[^}]*\}", text or "")) == sorted(re.findall(r"\{[^}]*\}", source)), \
                (lang, source, text)


def test_all_catalogues_hold_the_same_strings_as_the_code():
    """Each .ts is current (scripts/update_translations.py was run): the same entries in every language,
    and the pseudo-locale made from them."""
    de = sources("de")
    for lang in (*SHIPPED[1:], "pseudo"):
        assert sources(lang) == de, lang
    out = subprocess.run([sys.executable, "-c", (
        "import sys; sys.path.insert(0, 'scripts'); import make_pseudo_locale as m; print(m.pseudo('Open image…'))")],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    assert out.startswith("[") and out.endswith("]") and len(out) >= len("Open image…") * 1.4


def test_the_cli_and_the_module_offer_the_same_languages():
    from mlm_lab.cli import LANG_CHOICES, build_parser, lang_arg

    assert LANG_CHOICES == languages.choices()
    assert lang_arg("zh-cn") == "zh_CN" and lang_arg("DE") == "de"
    parser = build_parser()
    assert parser.parse_args(["--lang", "de"]).lang == "de"
    assert parser.parse_args(["screenshot", "--tab", "text", "--out", "x.png", "--lang", "es"]).lang == "es"
    assert parser.parse_args(["lesson", "a.mlmlesson", "--lang", "zh_CN"]).lang == "zh_CN"
    from mlm_lab.errors import UserError

    with pytest.raises((SystemExit, UserError)):
        parser.parse_args(["--lang", "xx"])


def test_the_language_follows_cli_then_settings_then_system(tmp_path, monkeypatch):
    from mlm_lab.app.window.main_window import open_settings

    settings = open_settings(tmp_path / "s.ini")
    monkeypatch.setattr(languages, "system_language", lambda: "es")
    assert languages.choose_language(None, settings) == "es"
    settings.setValue(languages.SETTINGS_KEY, "zh_CN")
    assert languages.choose_language(None, settings) == "zh_CN"
    assert languages.choose_language("de", settings) == "de"
    assert [languages.normalise(c) for c in ("de_AT", "es-MX", "zh-Hans-CN", "zh_TW", "fr")] == ["de", "es", "zh_CN",
                                                                                           None, None]


def test_the_catalogue_is_built_once_and_rebuilt_when_its_source_changes(tmp_path, monkeypatch):
    src = tmp_path / "translations"
    src.mkdir()
    (src / "mlm_lab_de.ts").write_bytes(languages.ts_file("de").read_bytes())
    monkeypatch.setattr(languages, "translations_dir", lambda: src)
    first = languages.qm_file("de", out_dir=tmp_path / "qm")
    assert first is not None and first.is_file() and first.stat().st_size > 0
    assert languages.qm_file("de", out_dir=tmp_path / "qm") == first
    (src / "mlm_lab_de.ts").write_text((src / "mlm_lab_de.ts").read_text().replace("<TS ", "<TS  "))
    second = languages.qm_file("de", out_dir=tmp_path / "qm")
    assert second != first and second.is_file() and not first.exists()
    assert languages.qm_file("en") is None


def test_numbers_and_percentages_follow_the_locale(qapp):
    languages.install("de", qapp)
    assert languages.fmt_number(1234.5, 1) == "1.234,5"
    assert languages.fmt_percent(0.755, 1) == "75,5\u00a0%"
    languages.install("en", qapp)
    assert languages.fmt_number(1234.5, 1) == "1,234.5"
    assert languages.fmt_percent(0.75) == "75\u00a0%"
    languages.install("zh_CN", qapp)
    assert languages.fmt_percent(0.75) == "75%"


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_lang_de_shows_german_menus(qapp, tmp_path, monkeypatch):
    """`mlm-lab --lang de`: run_app installs German before the window is made."""
    from PySide6.QtWidgets import QApplication

    from mlm_lab.app.window import main
    from mlm_lab.app.window.main_window import MainWindow

    seen = {}

    def fake_exec(app=None):
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["menus"] = _menu_titles(window)
        seen["tabs"] = [window.tabs.tabText(i) for i in range(window.tabs.count())]
        window.ask = lambda title, text: True
        window.close()
        return 0

    monkeypatch.setenv("MLM_LAB_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert main.run_app([], start_page=False, lang="de") == 0
    assert languages.current() == "de"
    assert "&Datei" in seen["menus"] and "&Ansicht" in seen["menus"], seen["menus"]
    assert seen["tabs"][:2] == ["Text", "Bild"], seen["tabs"]


def test_view_language_is_remembered(qapp, qtbot, tmp_path):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    assert set(window.language_actions) == set(languages.LANGUAGES)
    assert window.language_actions["en"].isChecked()
    window.language_actions["de"].trigger()
    assert window.language_actions["de"].isChecked()
    assert "Deutsch" in window.last_message
    window.close()
    from mlm_lab.app.window.main_window import open_settings

    assert languages.choose_language(None, open_settings(tmp_path / "settings.ini")) == "de"


def _visible_texts(window) -> list[tuple[object, str]]:
    """(widget, text) for every text a person sees in the window's current tab and chrome."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar

    found = [(window.menuBar(), t) for t in _menu_titles(window)]
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if w.isVisible() and w.text().strip():
            found.append((w, w.text()))
    for g in window.findChildren(QGroupBox):
        title = QGroupBox.title(g)  # (a subclass may name an attribute "title")
        if g.isVisible() and title.strip():
            found.append((g, title))
    for bar in window.findChildren(QTabBar):
        if bar.isVisible():
            found += [(bar, bar.tabText(i)) for i in range(bar.count())]
    return found


def test_pseudo_locale_shows_no_wrapped_string_in_english_and_clips_no_label(qapp, qtbot, tmp_path):
    """Every tab opened in the pseudo-locale: a text that is a catalogue's English source did not go
    through tr() (or went with the wrong context); a pseudo label narrower than its text is clipped."""
    from PySide6.QtWidgets import QLabel

    from mlm_lab.app.window.main_window import MainWindow

    assert languages.install("pseudo", qapp) == "pseudo"
    english = {s for _ctx, s in sources("de") if s and len(s.strip()) > 1}
    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    problems = []
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        qapp.processEvents()
        for widget, text in _visible_texts(window):
            if text in english:
                problems.append(f"tab {i}: English {text!r} in {type(widget).__name__}")
            if (isinstance(widget, QLabel) and text.startswith("[") and not widget.wordWrap()
                    and widget.width() < widget.minimumSizeHint().width()):
                problems.append(f"tab {i}: clipped {text!r} ({widget.width()} < {widget.minimumSizeHint().width()})")
    assert all(t.startswith("[") for t in _menu_titles(window)), _menu_titles(window)
    window.close()
    assert not problems, "\n".join(sorted(set(problems))[:40])


def test_an_unwritable_cache_leaves_the_app_in_english(qapp, tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setattr(languages, "cache_dir", lambda: blocker / "translations")
    assert languages.install("de", qapp) == "en"
    assert "could not build the de catalogue" in capsys.readouterr().err


def test_lesson_and_its_handout_take_lang(qapp, monkeypatch):
    """`mlm-lab lesson FILE --lang de` hands the language to the window (MLM_LAB_LANG, read before the
    settings); with --pdf the handout is rendered in it (English without --lang)."""
    import argparse
    import os

    from mlm_lab.app.lessons import cli as lessons_cli
    from mlm_lab.cli import app as cli_app

    seen = []
    monkeypatch.setattr(lessons_cli, "cmd_lesson",
                        lambda args, size: seen.append((languages.current(), os.environ.get(languages.LANG_ENV))) or 0)
    args = argparse.Namespace(file="x.mlmlesson", pdf="out.pdf", size="1400x900", lang="de")
    assert cli_app.cmd_lesson(args) == 0 and seen[-1][0] == "de"
    assert cli_app.cmd_lesson(argparse.Namespace(file="x", pdf="o.pdf", size="1400x900", lang=None)) == 0
    assert seen[-1][0] == "en"
    assert cli_app.cmd_lesson(argparse.Namespace(file="x", pdf=None, size="1400x900", lang="es")) == 0
    assert seen[-1][1] == "es" and languages.choose_language(None, None) == "es"
    monkeypatch.delenv(languages.LANG_ENV, raising=False)


def test_plural_texts_read_right_in_english_and_in_german(qapp):
    """A %n text (languages.Context(name).tr) is one catalogue entry with its plural forms: English needs no
    catalogue ("1 token", "2 tokens"), German takes its forms from the catalogue."""
    from mlm_lab.app.text.tokens import TextTab

    assert TextTab.tr("%n token(s)", "", 1) == "1 token" and TextTab.tr("%n token(s)", "", 3) == "3 tokens"
    assert languages.install("de", qapp) == "de"
    assert TextTab.tr("%n token(s)", "", 1) == "1 Token" and TextTab.tr("%n token(s)", "", 3) == "3 Tokens"
    numerus = {m.findtext("source") for m in messages("de") if m.get("numerus") == "yes"}
    assert "%n token(s) to predict" in numerus  # pyside6-lupdate saw the Name.tr(text, "", n) form


def test_plot_ticks_and_run_time_texts_follow_the_locale(qapp):
    from mlm_lab.app.looks.plots import LocaleAxis, accuracy_ticks
    from mlm_lab.app.text.fill import iterative_summary

    languages.install("de", qapp)
    assert LocaleAxis("bottom").tickStrings([0.5, 1.5], 1, 0.5) == ["0,5", "1,5"]
    assert accuracy_ticks() == [[(0.0, "0,0"), (0.2, "0,2"), (0.4, "0,4"), (0.6, "0,6"), (0.8, "0,8"), (1.0, "1,0")]]
    languages.install("zh_CN", qapp)
    assert LocaleAxis("bottom").tickStrings([0.5], 1, 0.5) == ["0.5"]
    assert [label for _v, label in accuracy_ticks()[0]] == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]

    class Result:  # the one-by-one filling of 4 masks, 3 right
        positions = [1, 2, 3, 4]

        @staticmethod
        def iterative_correct():
            return 3

    assert "3/4" in iterative_summary(Result()) and "4 次前向传播" in iterative_summary(Result())
    languages.install("en", qapp)
    assert iterative_summary(Result()) == "<b>3 of 4</b> right, 4 forward passes"


def test_run_summaries_and_exercise_counts_follow_the_locale(qapp):
    """The Training tab's run list (bridge.py, no Qt at import) and the exercise box's try counts
    in German: the words translated, the numbers with a decimal comma, the plurals right."""
    from types import SimpleNamespace

    from mlm_lab.app.lessons.exercise import tries_text
    from mlm_lab.app.training import bridge

    text = SimpleNamespace(config=SimpleNamespace(task="text", objective="mlm", masking=SimpleNamespace(mask_prob=0.15)),
                           final_metrics={"step": 1200, "eval_loss": 2.3104, "eval_accuracy": 0.401}, step=1200,
                           task="text", name="run-a")
    image = SimpleNamespace(config=SimpleNamespace(task="image", masking=SimpleNamespace(ratio=0.75)),
                            final_metrics={"eval_psnr": 19.74}, step=0, task="image", name="run-b")
    assert bridge._summary(text) == "mask 15\u00a0% · step 1,200 · eval loss 2.310 · accuracy 40.1\u00a0%"
    assert bridge._summary(image) == "mask 75\u00a0% · PSNR 19.7 dB"
    assert (tries_text(1), tries_text(3)) == ("1 try", "3 tries")
    languages.install("de", qapp)
    assert bridge._summary(text) == "Maskierung 15\u00a0% · Schritt 1.200 · Eval-Verlust 2,310 · Genauigkeit 40,1\u00a0%"
    assert bridge._summary(image) == "Maskierung 75\u00a0% · PSNR 19,7 dB"
    row = bridge.RunRow(text, "interrupted", summary=bridge._summary(text))
    assert row.label.splitlines()[0] == "run-a · Text · unterbrochen"
    assert (tries_text(1), tries_text(3)) == ("1 Versuch", "3 Versuche")
