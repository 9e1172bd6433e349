"""The Image and Training tabs' run-time words go through Qt's translation (issue 27 item 1):
captions, metrics, status lines and durations are looked up in the catalogue (here a stand-in
translator that marks every text it is asked for), and the numbers in them are written for
the locale (a decimal comma in German)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator


class _Marking(QTranslator):
    """Answers every lookup in the tabs' contexts with the text in brackets (as a catalogue would
    with its translation), and remembers what was asked."""

    def __init__(self):
        super().__init__()
        self.asked: list[tuple[str, str]] = []

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        if context in ("ImageTab", "TrainingTab"):
            self.asked.append((context, source))
            return f"[{source}]"
        return None


@pytest.fixture
def marking(qapp):
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def german():
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    yield
    QLocale.setDefault(before)


def _result(hidden: int, total: int, strategy: str = "random", ratio: float = 0.75):
    from mlm_lab.app.image.panels import ImageResult

    return ImageResult(None, 19.73, 0.356, hidden, total, "sample:chelsea", strategy, ratio, 0)


def test_the_image_captions_and_the_training_lines_are_looked_up(marking):
    from mlm_lab.app.image.controls import source_label
    from mlm_lab.app.image.panels import hidden_caption, size_caption
    from mlm_lab.app.training.tab import ended_status
    from mlm_lab.app.training.worker_controller import fmt_duration

    assert hidden_caption(_result(108, 144)) == "[108 of 144 patches hidden (75\u00a0%)]"
    assert size_caption(96, (12, 12)) == "[96 px · 12×12 patches]"
    assert source_label("sample:chelsea") == "[Chelsea the cat]"
    assert ended_status("stopped") == "[Training stopped]"
    assert fmt_duration(75) == "[1 min 15 s]"
    asked = {source for _, source in marking.asked}
    assert "{hidden} of %n patch(es) hidden ({share})" in asked  # one catalogue entry with its plural
    assert "{min} min {s} s" in asked


def test_numbers_follow_the_locale(german):
    from mlm_lab.app.image.panels import format_value, hidden_caption
    from mlm_lab.app.image.rounds_view import _db, _share

    assert format_value(19.73, " dB", 1) == "19,7 dB"
    assert format_value(0.3561, "", 3) == "0,356"
    assert hidden_caption(_result(9, 64, ratio=0.15)) == "9 of 64 patches hidden (14\u00a0%: the nearest the grid gets to 15\u00a0%)"
    assert _db(23.44) == "23,4 dB"
    assert _share(1.0, 4.0) == "25\u00a0%"


def test_the_words_marked_for_the_catalogue_are_the_ones_shown():
    """Lists kept beside words that come from modules without Qt: the same words, so none is missed."""
    from mlm_lab.app.image.controls import SAMPLE_NAMES
    from mlm_lab.app.training.bridge import DATA_CHOICES, OBJECTIVE_CHOICES, PRESET_LABELS
    from mlm_lab.app.training.form import MENU_WORDS
    from mlm_lab.lab.resources import SAMPLES

    assert SAMPLE_NAMES == [label for _, label in SAMPLES]
    shown = set(PRESET_LABELS.values()) | {label for choices in DATA_CHOICES.values() for _, label in choices} \
        | {label for _, label in OBJECTIVE_CHOICES}
    assert shown == set(MENU_WORDS)
