"""File > Export > Metrics as CSV on the Text tab, through the real window (pytest-qt, offscreen).

The CSV is read back with the csv module and compared with what the tab shows: one row per
predicted token, the sentence's own tokens at those positions, the accuracy of the metrics line.
"""

from __future__ import annotations

import csv
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from mlm_lab.lab.text_view.metrics import METRICS_HEADER

SENTENCE = "The cat sat on the mat and looked out of the window."


@pytest.fixture(scope="module")
def the_model_dir(text_model_dir, tmp_path_factory):
    """The random nano model with its output bias pushed far toward "the": its first guess is
    "the" everywhere, so a known share of any set of positions is right (not always 0 %)."""
    import torch

    from mlm_lab.models import load_pretrained, save_pretrained
    from mlm_lab.tokenization import WordPieceTokenizer

    tok = WordPieceTokenizer.load(text_model_dir / "tokenizer.json")
    model = load_pretrained(text_model_dir)
    with torch.no_grad():
        model.head_bias[tok.token_to_id("the")] += 50.0
    return save_pretrained(model, tmp_path_factory.mktemp("the-model") / "likes-the", tokenizer=tok)


@pytest.fixture
def window(qtbot, lab_window, the_model_dir):
    """The real window, its Text tab on the model that always says "the"."""
    lab_window.load_model(the_model_dir)
    tab = lab_window.text_tab
    qtbot.waitUntil(lambda: tab.presenter.model is not None and tab.presenter.model.source == str(the_model_dir)
                    and lab_window.is_ready(), timeout=30000)
    lab_window.tabs.setCurrentWidget(tab)
    return lab_window


@pytest.fixture
def export_via_menu(monkeypatch, lab_window):
    """Trigger the window's "Export metrics as CSV…" action, the save dialog answering `path`."""

    def export(path):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
        lab_window.act_export_csv.trigger()
        return path

    return export


def _read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    return rows[0], [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]


def _shown_accuracy(tab) -> tuple[int, int]:
    """(hits, predicted tokens) as the tab's metrics line shows them."""
    found = re.search(r"accuracy <b>(\d+)/(\d+)</b>", tab.tokens.metrics_label.text())
    assert found, tab.tokens.metrics_label.text()
    return int(found.group(1)), int(found.group(2))


@pytest.mark.parametrize("strategy", ["random", "whole_word", "span", "manual"])
def test_text_metrics_csv_has_one_row_per_predicted_token(qtbot, window, export_via_menu, tmp_path, strategy):
    w = window
    tab = w.text_tab
    tok = tab.presenter.model.tokenizer
    tab.set_state({"text": SENTENCE, "strategy": strategy, "mask_prob": 0.5, "seed": 4, "manual": [],
                   "mask_token_prob": 0.5, "random_token_prob": 0.25, "keep_prob": 0.25})
    if strategy == "manual":  # pick two tokens by clicking their chips, like a user
        for word in ("cat", "window"):
            position = tab.presenter.masking.tokens.index(word)
            qtbot.mouseClick(tab.tokens.columns[position].chip, Qt.MouseButton.LeftButton)
    view = tab.presenter.masking
    assert len(view.selected) >= 2
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=20000)

    out = export_via_menu(tmp_path / f"{strategy}.csv")
    header, rows = _read_csv(out)
    assert header == METRICS_HEADER
    assert len(rows) == len(view.selected)
    positions = [int(r["position"]) for r in rows]
    assert positions == view.selected
    sentence_tokens = tok.encode(SENTENCE).tokens  # tokenized again, independently of the tab
    assert [r["true_token"] for r in rows] == [sentence_tokens[i] for i in positions]
    expected_what = {"mask": "masked", "random": "random", "kept": "kept"}
    assert [r["what_happened"] for r in rows] == [expected_what[view.states[i]] for i in positions]
    for r in rows:
        if r["what_happened"] == "masked":
            assert r["model_input"] == "[MASK]"
        elif r["what_happened"] == "kept":
            assert r["model_input"] == r["true_token"]
        else:
            assert r["model_input"] != "[MASK]"

    # the accuracy in the file is the accuracy the tab shows, and the mean of the correct column
    hits, n = _shown_accuracy(tab)
    assert n == len(rows)
    assert sum(int(r["correct"]) for r in rows) == hits
    for r in rows:
        assert float(r["example_accuracy"]) == pytest.approx(hits / n, abs=1e-6)
        assert float(r["example_loss_nats"]) == pytest.approx(tab.presenter.prediction.loss, abs=1e-5)
        assert f"{float(r['example_loss_nats']):.2f}" in tab.tokens.metrics_label.text()
        # the top-5 as the chip column lists it
        shown = tab.tokens.columns[int(r["position"])].predictions.entries
        assert r["top1_prediction"] == shown[0][0]
        assert float(r["top1_probability"]) == pytest.approx(shown[0][1], abs=1e-6)
        assert float(r["top1_probability"]) >= float(r["true_token_probability"]) - 1e-6
        in_top5 = [t for t, _ in shown].index(r["true_token"]) + 1 if r["true_token"] in [t for t, _ in shown] else ""
        assert r["true_token_rank_in_top5"] == str(in_top5)
        assert (r["correct"] == "1") == (r["true_token_rank_in_top5"] == "1")
        assert r["strategy"] == strategy and r["text"] == SENTENCE and r["model"]
        if strategy == "manual":
            assert (r["mask_prob"], r["seed"], r["mask_token_prob"]) == ("", "", "1.0")
        else:
            assert float(r["mask_prob"]) == 0.5 and r["seed"] == "4"
            assert [float(r[k]) for k in ("mask_token_prob", "random_token_prob", "keep_prob")] == [0.5, 0.25, 0.25]
        assert r["model"] == "likes-the"
    assert str(out) in w.status_label.text()


def test_text_metrics_csv_accuracy_is_the_share_the_model_got_right(qtbot, window, export_via_menu, tmp_path):
    """The model guesses "the" everywhere: hiding the three "the"s, "cat" and "mat" by hand gives 3/5."""
    tab = window.text_tab
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": []})
    tokens = tab.presenter.masking.tokens
    picks = [i for i, t in enumerate(tokens) if t in ("the", "cat", "mat")]
    assert [tokens[i] for i in picks].count("the") == 3 and len(picks) == 5
    for i in picks:
        qtbot.mouseClick(tab.tokens.columns[i].chip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=20000)
    assert _shown_accuracy(tab) == (3, 5)
    _, rows = _read_csv(export_via_menu(tmp_path / "manual.csv"))
    assert [int(r["position"]) for r in rows] == picks
    assert [r["correct"] for r in rows] == ["1" if tokens[i] == "the" else "0" for i in picks]
    assert {r["top1_prediction"] for r in rows} == {"the"}
    assert [float(r["example_accuracy"]) for r in rows] == [pytest.approx(0.6)] * 5
    for r in rows:
        if r["true_token"] == "the":
            assert r["true_token_rank_in_top5"] == "1"
        else:
            assert r["true_token_rank_in_top5"] in ("", "2", "3", "4", "5")


@pytest.mark.parametrize("strategy, said", [("t5", "T5"), ("permutation", "permutation")])
def test_text_metrics_csv_says_why_t5_and_permutation_have_none(qtbot, window, export_via_menu, tmp_path,
                                                               strategy, said):
    w = window
    w.text_tab.set_state({"text": SENTENCE, "strategy": strategy, "mask_prob": 0.3, "seed": 1})
    assert w.text_tab.presenter.masking.selected  # tokens are chosen, yet nothing is predicted
    out = export_via_menu(tmp_path / "none.csv")
    assert not out.exists()
    assert w.banner.isVisible() and said in w.banner.text() and "no per-token metrics" in w.banner.text()
    assert w.isVisible()


def test_text_metrics_csv_of_an_empty_sentence_writes_nothing(qtbot, window, export_via_menu, tmp_path):
    w = window
    tab = w.text_tab
    tab.controls.text_edit.setPlainText("")  # as a user clearing the box
    qtbot.waitUntil(lambda: tab.presenter.masking is not None and tab.presenter.masking.empty, timeout=5000)
    out = export_via_menu(tmp_path / "empty.csv")
    assert not out.exists()
    assert list(tmp_path.glob("empty*")) == []  # no temporary file left either
    assert w.banner.isVisible() and "empty" in w.banner.text()
    # the window keeps working: type a sentence, hide a token, export
    tab.controls.text_edit.setPlainText(SENTENCE)
    qtbot.waitUntil(lambda: tab.presenter.masking is not None and not tab.presenter.masking.empty, timeout=5000)
    tab.set_state({"strategy": "manual", "manual": [2]})
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=20000)
    export_via_menu(tmp_path / "again.csv")
    _, rows = _read_csv(tmp_path / "again.csv")
    assert [int(r["position"]) for r in rows] == [2]


def test_text_metrics_csv_to_a_place_that_cannot_be_written_says_so(qtbot, window, export_via_menu, tmp_path):
    tab = window.text_tab
    tab.set_state({"text": SENTENCE, "strategy": "manual", "manual": [2, 3]})
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None, timeout=20000)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    export_via_menu(blocker / "metrics.csv")
    assert window.banner.level() == "error" and "Cannot write" in window.banner.text()
    assert blocker.read_text() == "not a folder"
    assert tab.presenter.masking.selected == [2, 3] and window.isVisible()  # nothing on screen is lost
