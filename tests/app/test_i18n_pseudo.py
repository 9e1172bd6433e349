"""No string left behind (issue 27 item 4): the app in the pseudo-locale (every catalogue string in
brackets, accented and 40 % longer, scripts/make_pseudo_locale.py), driven through what a person
sees beyond the tabs' first look: every dialog the menus open, the views after a model has answered
(the Text tab's chips, top-5 and views, the Generate tab after a generation, the Image tab after a
reconstruction) and every step of every bundled lesson through the window's lesson player.

A text a person sees fails when it holds a catalogue string in English: the whole string (a text
that never went through translate()) or a piece of a template between its {fields} (a template
formatted without translate()). A pseudo label narrower than its text fails as clipped.

A second detector finds words that never reached the catalogue: three English words outside every
pseudo-translated string. Content is not checked: the example sentences (the model reads English),
the model's guesses and generated text, a lesson's narration and exercises (English where the lesson
has no translation, as in the pseudo-locale). Qt's own dialog buttons come from qtbase's catalogues.

The tabs and files other engineers own are not changed here: the English they still show is listed
in KNOWN_ENGLISH (and a page that scrolls across in KNOWN_SCROLLING) with the file it belongs to,
and the test fails on anything else.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

from mlm_lab.app.i18n import languages

# English the pseudo-locale still shows, from files outside the i18n engineer's: text -> its file
KNOWN_ENGLISH: dict[str, str] = {}

# tab pages that scroll across at 1400 x 900 in the pseudo-locale (longer words), from files outside the
# i18n engineer's: where -> its file
KNOWN_SCROLLING: dict[str, str] = {}  # tab -> file

PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%L?\d+|%n")
TAG = re.compile(r"<[^>]*>")


def _plain(text: str) -> str:
    """What a reader sees of a label's text: tags dropped, entities decoded, mnemonics and spaces folded."""
    text = html.unescape(TAG.sub(" ", text or "")).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def _catalogue() -> tuple[set[str], list[str]]:
    """(whole sources a text may equal, template pieces a text may contain) from the German catalogue."""
    whole: set[str] = set()
    pieces: list[str] = []
    for message in ET.parse(languages.ts_file("de")).getroot().iter("message"):
        source = _plain(message.findtext("source") or "")
        for part in PLACEHOLDER.split(source):
            part = part.strip(" .,:;()–-")
            if len(part) >= 16 and len(part.split()) >= 3:
                pieces.append(part)
        if not PLACEHOLDER.search(source) and len(source) > 1 and (" " in source or source[:1].isupper()):
            whole.add(source)
    return whole, sorted(set(pieces), key=len, reverse=True)


WHOLE, PIECES = _catalogue()


def english(text: str) -> str | None:
    """The catalogue English in `text` (None when there is none)."""
    plain = _plain(text)
    if not plain:
        return None
    if plain in WHOLE:
        return plain
    for piece in PIECES:
        if piece in plain:
            return piece
    return None


SPECIAL_TOKENS = re.compile(r"\[(MASK|CLS|SEP|UNK|PAD)\]")
PSEUDO_SEGMENT = re.compile(r"\[[^\[\]]*~\]")  # one pseudo-translated string (after the ones inside it)
ENGLISH_RUN = re.compile(r"(?<![\w/\\.-])[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}")


def untranslated(text: str) -> str | None:
    """Three or more English words outside every pseudo-translated string: words that never went
    through the catalogue at all (a string not wrapped, so not in the catalogue either)."""
    rest = SPECIAL_TOKENS.sub(" ", _plain(text))
    while True:
        shorter = PSEUDO_SEGMENT.sub(" ", rest)
        if shorter == rest:
            break
        rest = shorter
    found = ENGLISH_RUN.search(rest)
    return found.group(0) if found else None


def _content_widgets(window) -> set[int]:
    """Widgets that show content rather than the app's words: a lesson's narration (English where the
    lesson has no translation), the model's guesses and generated text, file paths."""
    out = set()
    panel = getattr(getattr(window, "lessons", None), "panel", None)
    if panel is not None:
        for name in ("narration", "step_title", "question", "lesson_label"):
            w = getattr(panel, name, None)
            if w is not None:
                out.add(id(w))
        # the example sentences are what the model reads: they stay English (docs/user-guide/languages.md, "What stays English")
        out.add(id(window.lab_tabs["text"].controls.examples))
        editor = getattr(panel, "editor", None)
        if editor is not None and getattr(editor, "list", None) is not None:
            out.add(id(editor.list))
    return out


def _is_content(widget, skip: set[int]) -> bool:
    w = widget
    while w is not None:
        if id(w) in skip or type(w).__name__ in ("TokenColumn", "QLineEdit", "QPlainTextEdit", "QTextEdit",
                                                 "QDialogButtonBox"):  # (Qt's own words: qtbase's catalogue)
            return True
        # the model's generated text; a lesson's exercise (its prompt, choices, key and the step titles in the
        # score are the lesson's words: English where the lesson has no translation)
        if w.objectName() in ("finalText", "exercisePrompt", "exerciseAnswer", "exerciseSummary") \
                or type(w).__name__ == "ChoiceLabel" or w.toolTip().endswith(".mlmlesson"):  # a lesson's title
            return True
        w = w.parentWidget()
    return False


def visible_texts(root, skip: set[int] = frozenset()) -> list[tuple[object, str]]:
    """(widget, text) for the words on screen under `root`: labels, buttons, group titles, tab names,
    combo box entries, window titles, tooltips, and the plots' titles, axes, legends and notes."""
    import pyqtgraph as pg
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QTabBar, QWidget

    found: list[tuple[object, str]] = []
    if root.isWindow() and root.windowTitle():
        found.append((root, root.windowTitle()))
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or _is_content(w, skip):
            continue
        if isinstance(w, (QLabel, QAbstractButton)) and w.text().strip():
            found.append((w, w.text()))
        if isinstance(w, QGroupBox) and QGroupBox.title(w).strip():
            found.append((w, QGroupBox.title(w)))
        if isinstance(w, QTabBar):
            found += [(w, w.tabText(i)) for i in range(w.count())]
        if isinstance(w, QComboBox):
            found += [(w, w.itemText(i)) for i in range(w.count())]
        if w.toolTip().strip():
            found.append((w, w.toolTip()))
        if isinstance(w, pg.GraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if not item.isVisible():
                    continue
                if isinstance(item, pg.LabelItem) and item.text:
                    found.append((w, item.text))
                elif isinstance(item, pg.AxisItem) and item.labelText:
                    found.append((w, item.labelText))
                elif isinstance(item, pg.TextItem) and item.toPlainText().strip():
                    found.append((w, item.toPlainText()))
    return found


def problems_in(root, where: str, skip: set[int] = frozenset()) -> list[str]:
    from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

    QApplication.sendPostedEvents()  # the layouts settle on the texts just set
    QApplication.processEvents()
    out = []
    presenting = getattr(getattr(root, "presentation", None), "is_on", lambda: False)()
    for scroll in root.findChildren(QScrollArea, "pageScroll"):  # at the desk (presentation's type is fitted
        if presenting or not scroll.isVisible() or scroll.horizontalScrollBar().maximum() == 0:  # to the room)
            continue
        tab = next((key for key, page in getattr(root, "lab_tabs", {}).items() if page.isAncestorOf(scroll)), "")
        if tab not in KNOWN_SCROLLING:
            out.append(f"{where}: the {tab} page scrolls across ({scroll.widget().width()} px in "
                       f"{scroll.viewport().width()})")
    for widget, text in visible_texts(root, skip):
        found = english(text) or untranslated(text)
        if found is not None and found not in KNOWN_ENGLISH:
            out.append(f"{where}: English {found!r} in {type(widget).__name__} ({_plain(text)[:80]!r})")
        if (isinstance(widget, QLabel) and text == widget.text() and text.startswith("[") and not widget.wordWrap()
                and widget.width() < widget.minimumSizeHint().width()):
            out.append(f"{where}: clipped {_plain(text)[:60]!r} ({widget.width()} < {widget.minimumSizeHint().width()})")
    return out


class Dialogs:
    """Opens no dialog modally: exec() shows the dialog, has its words checked and closes it (Cancel);
    the standard file and input dialogs report the title and filters they were given."""

    def __init__(self, monkeypatch, qapp, window):
        from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QInputDialog, QMessageBox

        self.seen: list[str] = []
        self.problems: list[str] = []
        self.where = ""
        dialogs = self

        def fake_exec(dialog):
            dialog.show()
            qapp.processEvents()
            dialogs.seen.append(type(dialog).__name__)
            content = _content_widgets(window)
            # the lessons a class may host, by their titles: content (a lesson without a translation is English)
            content |= {id(w) for w in dialog.findChildren(QComboBox, "hostLesson")}
            dialogs.problems += problems_in(dialog, f"{dialogs.where} / {type(dialog).__name__}", content)
            dialog.reject()
            return 0

        def words(kind: str, *texts: str) -> None:
            dialogs.seen.append(kind)
            for text in texts:
                for part in str(text).split(";;"):
                    found = english(part) or untranslated(part)
                    if found is not None and found not in KNOWN_ENGLISH:
                        dialogs.problems.append(f"{dialogs.where} / {kind}: English {found!r}")

        monkeypatch.setattr(QDialog, "exec", fake_exec)
        monkeypatch.setattr(QMessageBox, "exec", fake_exec)
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            staticmethod(lambda parent=None, caption="", folder="", filters="", *a, **k:
                                         (words("open file", caption, filters), ("", ""))[1]))
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            staticmethod(lambda parent=None, caption="", name="", filters="", *a, **k:
                                         (words("save file", caption, filters), ("", ""))[1]))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                            staticmethod(lambda parent=None, caption="", *a, **k: (words("folder", caption), "")[1]))
        monkeypatch.setattr(QInputDialog, "getText",
                            staticmethod(lambda parent=None, title="", label="", *a, **k:
                                         (words("input", title, label), ("", False))[1]))
        window.ask = lambda title, text: (words("question", title, text), False)[1]
        # Help > User guide: a built site would open in a real browser; record the address instead
        from PySide6.QtGui import QDesktopServices

        monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: (dialogs.seen.append("browser"), True)[1]))


@pytest.fixture
def pseudo(qapp, tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.mktemp("qm")
    monkeypatch.setattr(languages, "cache_dir", lambda: folder)
    monkeypatch.delenv(languages.LANG_ENV, raising=False)
    # the pages are measured at 1400 x 900 as the window is sized here; leaving presentation mode fits a
    # window to its screen (tests/app/test_screen_fit.py), and the offscreen screen is 800 x 800
    monkeypatch.setattr("mlm_lab.app.window.presentation.fit_to_screen", lambda window: False)
    assert languages.install("pseudo", qapp) == "pseudo"
    yield
    languages.install("en", qapp)


def _window(qtbot, tmp_path, models=None):
    from mlm_lab.app.window.main_window import MainWindow

    window = MainWindow(settings_path=tmp_path / "settings.ini", runs_dir=tmp_path / "runs", models=models,
                        restore=False)
    window.ask = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitUntil(window.is_ready, timeout=120000)
    return window


def _report(problems: list[str]) -> str:
    unique = sorted(set(problems))
    return f"{len(unique)} problems:\n" + "\n".join(unique[:400])


def test_the_detector_finds_english_and_passes_pseudo_text():
    assert english("Type a sentence first.") == "Type a sentence first."
    assert english("<b>Completeness:</b> the scores sum to +0.1; f(input) − f(baseline) = 1") is not None
    assert english("[Týpé á séñtéñçé fîrst.~~~~~~~~~]") is None
    assert english("the") is None and english("42 %") is None


def test_menus_dialogs_and_runtime_views_show_no_english(pseudo, qapp, qtbot, tmp_path, monkeypatch,
                                                         text_model_dir, image_model_dir):
    """Every menu action that opens a dialog (file dialogs, the animation, SVG/PDF and progress
    exports, the lesson editor's step and title dialogs), and the tabs after their models answered."""
    window = _window(qtbot, tmp_path, {"text": str(text_model_dir), "image": str(image_model_dir)})
    dialogs = Dialogs(monkeypatch, qapp, window)
    skip = _content_widgets(window)
    problems: list[str] = []

    # the tabs with their answers: chips and top-5, every view page, the image's reconstruction
    text = window.lab_tabs["text"]
    window.tabs.setCurrentWidget(text)
    qtbot.waitUntil(window.is_ready, timeout=60000)
    assert text.presenter.prediction is not None and text.tokens.columns
    for page in range(text.views.count()):
        text.views.setCurrentIndex(page)
        qtbot.waitUntil(window.is_ready, timeout=60000)
        problems += problems_in(window, f"text view {page}", skip)
    for strategy in ("span", "t5", "permutation", "manual"):
        text.state.strategy = strategy
        qtbot.waitUntil(window.is_ready, timeout=60000)
        problems += problems_in(window, f"text {strategy}", skip)
    text.state.strategy = "random"
    qtbot.waitUntil(window.is_ready, timeout=60000)
    position = sorted(text.presenter.masking.selected)[0]
    assert text.explainer.open_at(position)
    qtbot.waitUntil(window.is_ready, timeout=60000)
    problems += problems_in(window, "text explain", skip)
    for key in window.lab_tabs:
        window.tabs.setCurrentWidget(window.lab_tabs[key])
        qtbot.waitUntil(window.is_ready, timeout=120000)
        problems += problems_in(window, f"tab {key}", skip)
    generate = window.lab_tabs["generate"]
    window.tabs.setCurrentWidget(generate)
    qtbot.waitUntil(lambda: generate.result is not None and generate.is_drawn(), timeout=120000)
    problems += problems_in(window, "generate after a generation", skip)
    generate.state.compare = True
    qtbot.waitUntil(lambda: window.is_ready() and generate.result is not None and generate.result.compare,
                    timeout=120000)
    problems += problems_in(window, "generate side by side", skip)

    # every menu action but those that leave, switch the language or open a lesson
    window.tabs.setCurrentWidget(text)
    lesson_entries = {a for a in window.lessons.menu.actions() if not a.text().startswith("[")}  # the lessons' titles
    for top in window.menuBar().actions():
        for action in _leaf_actions(top.menu()):
            if (action is window.act_quit or action in window.language_actions.values() or action in lesson_entries
                    or not action.isEnabled()):
                continue
            dialogs.where = f"{_plain(top.text())} > {_plain(action.text())}"
            checked, group = action.isChecked(), action.actionGroup()
            before = group.checkedAction() if group is not None else None
            action.trigger()
            qapp.processEvents()
            problems += problems_in(window, dialogs.where, skip)
            if before is not None and group.checkedAction() is not before:
                before.trigger()  # back (a text size, ...), so the next action starts from the window as it was
            elif before is None and action.isCheckable() and action.isChecked() != checked:
                action.trigger()
            qapp.processEvents()
            qtbot.waitUntil(window.is_ready, timeout=60000)

    # the lesson editor's dialogs: a new lesson, then Edit… and Lesson title…
    window.lessons.new_lesson()
    qapp.processEvents()
    panel = window.lessons.panel
    dialogs.where = "lesson editor"
    problems += problems_in(window, dialogs.where, skip)
    panel.edit_step_dialog(0)
    panel.rename_dialog()
    from mlm_lab.app.lessons.start import maybe_show_start_page

    dialogs.where = "welcome page"
    maybe_show_start_page(window, force=True)
    assert {"StepDialog", "StartPage", "input", "AnimationDialog", "VectorDialog", "save file", "open file",
            "folder"} <= set(dialogs.seen), dialogs.seen
    window.ask = lambda title, text: True
    window.close()
    assert not problems + dialogs.problems, _report(problems + dialogs.problems)


def _leaf_actions(menu):
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            yield from _leaf_actions(action.menu())
        else:
            yield action


def test_every_step_of_every_bundled_lesson_shows_no_english(pseudo, qapp, qtbot, tmp_path, monkeypatch):
    """Every step of every bundled lesson, opened through the window's lesson player (the narration is
    the lesson's own words: English where the lesson has no translation, so it is not checked)."""
    from mlm_lab.lab.lesson import bundled_lessons, load_lesson

    window = _window(qtbot, tmp_path)
    Dialogs(monkeypatch, qapp, window)
    skip = _content_widgets(window)
    player = window.lessons.player
    problems: list[str] = []
    steps = 0
    for path in bundled_lessons():
        assert window.lessons.open(path), window.banner.text()
        for i in range(len(load_lesson(path).steps)):
            player.go(i)
            qtbot.waitUntil(window.is_ready, timeout=120000)
            problems += problems_in(window, f"{path.name} step {i + 1}", skip)
            if player.answer_hidden():
                player.reveal()
                qtbot.waitUntil(window.is_ready, timeout=120000)
                problems += problems_in(window, f"{path.name} step {i + 1} revealed", skip)
            steps += 1
    assert steps >= 30
    window.ask = lambda title, text: True
    window.close()
    assert not problems, _report(problems)


def test_known_english_is_listed_with_its_file():
    """Each KNOWN_ENGLISH and KNOWN_SCROLLING entry names a file outside the i18n engineer's, and each
    English text is one the detectors find (a catalogue string, or three English words)."""
    for text, owner in KNOWN_ENGLISH.items():
        assert owner.startswith(("mlm_lab/app/image/", "mlm_lab/app/training/", "mlm_lab/app/features/",
                                 "mlm_lab/app/lessons/handout.py", "mlm_lab/app/lessons/pdf.py",
                                 "mlm_lab/app/lessons/exercise", "mlm_lab/app/window/model_sources.py",
                                 "mlm_lab/app/window/model_picker.py")), (text, owner)
        assert english(text) or untranslated(text), text
    for tab, owner in KNOWN_SCROLLING.items():
        assert owner.startswith(("mlm_lab/app/image/", "mlm_lab/app/training/", "mlm_lab/app/features/")), (tab, owner)
