"""One truth on screen (issue 37 item 5): the status bar speaks of what the view shows, or nothing.
A sentence typed before a lesson leaves no loss in the status bar once a step shows another
sentence; a step whose answer is hidden shows no loss there until it is revealed; and the line
shown is the current answer's own figures."""

from __future__ import annotations

import json

from mlm_lab.app.i18n.languages import fmt_number
from mlm_lab.lab.lesson import FORMAT

WAIT = 60000


def _lesson(tmp_path, text_model_dir):
    text = {"strategy": "manual", "manual": [2]}
    steps = [
        {"title": "Hidden", "reveal": True, "state": {"tab": "text", "models": {"text": str(text_model_dir)},
                                                      "text": {**text, "text": "the quick brown fox jumps"}}},
        {"title": "Shown", "state": {"tab": "text", "models": {"text": str(text_model_dir)},
                                     "text": {**text, "text": "a masked language model predicts words"}}},
    ]
    path = tmp_path / "status.mlmlesson"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "title": "Status", "steps": steps}))
    return path


def _loss_line(w) -> str:
    loss = w.text_tab.presenter.prediction.loss
    return f"loss {fmt_number(loss, 2)} nats"


def test_the_status_bar_shows_the_answer_on_screen_or_nothing(qtbot, lab_window, tmp_path, text_model_dir):
    w = lab_window
    w.show_tab(0)
    w.text_tab.state.text = "students compare masking strategies in the laboratory"
    w.text_tab.state.strategy = "manual"
    w.text_tab.state.manual = [1, 3]
    qtbot.waitUntil(lambda: w.is_ready() and w.text_tab.presenter.prediction is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: "loss" in w.status_label.text(), timeout=WAIT)
    before = w.status_label.text()
    assert _loss_line(w) in before

    player = w.lessons.player
    assert player.open(_lesson(tmp_path, text_model_dir))
    qtbot.waitUntil(lambda: w.is_ready() and w.text_tab.presenter.prediction is not None, timeout=WAIT)
    assert player.answer_hidden()
    assert "loss" not in w.status_label.text() and "nats" not in w.status_label.text()  # hidden: no figure
    assert before != w.status_label.text()

    assert player.reveal()
    qtbot.waitUntil(lambda: "loss" in w.status_label.text(), timeout=WAIT)
    assert _loss_line(w) in w.status_label.text()  # the figures of the sentence on screen
    assert _loss_line(w) in w.text_tab.tokens.metrics_label.text().replace("<b>", "").replace("</b>", "")

    assert player.next()  # another sentence: its own figures, never the last step's
    shown = w.text_tab.presenter
    qtbot.waitUntil(lambda: w.is_ready() and shown.prediction is not None
                    and "masked language" in w.text_tab.state.text, timeout=WAIT)
    qtbot.waitUntil(lambda: _loss_line(w) in w.status_label.text(), timeout=WAIT)

    assert player.back()  # back to the hidden step: its answer hidden again, and no loss
    qtbot.waitUntil(lambda: w.is_ready() and player.answer_hidden(), timeout=WAIT)
    assert "loss" not in w.status_label.text()
