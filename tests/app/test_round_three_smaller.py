"""Issue 37 item 8, the smaller findings a teacher met (each checked on what is drawn)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics


def _drawable(widget, text: str) -> list[str]:
    """The characters of `text` the widget's font has no glyph for (Qt then draws a box)."""
    metrics = QFontMetrics(widget.font())
    return [ch for ch in text if not ch.isspace() and not metrics.inFontUcs4(ord(ch))]


def test_the_play_and_pause_button_draws_no_missing_glyph_box(qtbot):
    from mlm_lab.app.generate.view import RoundPlayer

    player = RoundPlayer()
    qtbot.addWidget(player)
    player.slider.setRange(1, 5)
    player.show()
    for playing in (False, True):
        if playing:
            player.play()
        button = player.play_button
        assert button.text() == ("Pause" if playing else "Play")
        assert not _drawable(button, button.text()), button.text()
        assert not button.icon().isNull()  # the style's media icon stands for the symbol
    player.pause()
