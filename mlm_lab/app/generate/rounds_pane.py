"""The Generate tab's right side, built from its state and presenter: the banner, the model's
line, the round player, what the round revealed, the cache's line, the legend and the rows of
chips. It draws what the presenter holds (`draw`); the round slider writes the state's
`round` (the tab's binding redraws); it never asks the worker anything."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mlm_lab.app.generate.view import (
    ProbabilityLegend,
    RoundPlayer,
    SequenceRows,
    cache_line,
    round_line,
    row_title,
)
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.widgets import Banner
from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.generate_view.presenter import GeneratePresenter

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

NEW_CHIPS_PER_TURN = 32  # chip widgets made in one turn of the event loop (one row of 32), the rest on the next
FALLBACK_NOTE = QT_TRANSLATE_NOOP("GenerateTab", "trained as a masked LM at one rate, not with the diffusion objective: "
                                  "expect repeats (“. . .”); a generator trained for it is used once it is shipped")


class GenerateRoundsPane(QWidget):
    """See the module docstring. `scale`, `presenting` and `answer_hidden` are how it draws
    (the tab sets them: `set_look`, `set_answer_hidden`)."""

    round_shown = Signal(int)  # the rows now show this round (1-based)

    def __init__(self, state: GenerateState, presenter: GeneratePresenter, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.presenter = presenter
        self.scale = 1.0
        self.presenting = False
        self.answer_hidden = False
        self._draw_serial = 0  # bumped by each draw; a row drawn on a later turn checks it
        self.drawn_serial = 0  # the draw whose rows are all on screen
        self._shown = []  # rows_shown.ShownRow of the current draw
        rl = QVBoxLayout(self)
        rl.setContentsMargins(4, 4, 4, 4)
        rl.setSpacing(6)
        self.banner = Banner()
        rl.addWidget(self.banner)
        self.model_label = QLabel()
        self.model_label.setTextFormat(Qt.TextFormat.PlainText)  # a model folder's name, as it is
        self.model_label.setObjectName("hint")
        self.model_label.setWordWrap(True)
        self.model_label.setToolTip(translate("GenerateTab", "The model that generates: the bundled generator"))
        rl.addWidget(self.model_label)
        self.player = RoundPlayer()
        self.player.slider.valueChanged.connect(self._on_slider)
        rl.addWidget(self.player)
        self.round_label = QLabel()
        self.round_label.setObjectName("metrics")
        self.round_label.setWordWrap(True)
        self.round_label.setTextFormat(Qt.TextFormat.PlainText)
        self.round_label.setToolTip(translate("GenerateTab", "What the round on screen revealed: each token, the model's probability "
                                    "of it, and its position"))
        rl.addWidget(self.round_label)
        self.cache_label = QLabel()
        self.cache_label.setObjectName("hint")
        self.cache_label.setWordWrap(True)
        self.cache_label.setToolTip(translate("GenerateTab", "With a key/value cache: how far the keys and values kept "
                                    "from an earlier call were from fresh ones, and how often the likeliest token "
                                    "was the same"))
        self.cache_label.hide()
        rl.addWidget(self.cache_label)
        self.legend = ProbabilityLegend()
        rl.addWidget(self.legend)
        self.rows_view = SequenceRows()
        rl.addWidget(self.rows_view, 1)

    def named_widgets(self) -> dict[str, list[QWidget]]:
        """The widgets behind the pane's hideable names."""
        return {"player": [self.player], "legend": [self.legend]}

    def set_look(self, scale: float, presenting: bool) -> None:
        """Draw at `scale`, in presentation's high contrast when `presenting` (the next draw)."""
        self.scale, self.presenting = scale, presenting
        self.legend.set_scale(scale, presenting)

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: the tokens, probabilities and texts wait."""
        if bool(hidden) != self.answer_hidden:
            self.answer_hidden = bool(hidden)
            self.draw()

    def show_model(self) -> None:
        """The model's line: which generator, or that it is on its way, missing or not loaded yet."""
        p = self.presenter
        if p.model_status == "ready":
            note = "; " + translate("GenerateTab", FALLBACK_NOTE) if p.is_fallback() else ""
            self.model_label.setText(translate("GenerateTab", "Generator: {model}").format(model=p.model_name) + note)
        else:
            self.model_label.setText({"loading": translate("GenerateTab", "Loading the generator…"),
                                      "error": translate("GenerateTab", "No generator could be loaded"),
                                      "none": translate("GenerateTab", "Generator: loaded when this tab is first shown")}[
                p.model_status])

    # -- drawing --------------------------------------------------------------------------
    def draw(self) -> None:
        """Draw the presenter's generation at the round shown (a placeholder before the first)."""
        p = self.presenter
        result = p.result
        if result is None:
            self._draw_serial += 1  # a continuation of an earlier draw has nothing left to draw
            self.drawn_serial = self._draw_serial
            self._shown = []
            self.player.show_rounds(1, 0)
            self.round_label.setText("")
            self.cache_label.hide()
            self.rows_view.set_row_count(0)
            self.rows_view.show_placeholder(translate("GenerateTab", "Generating…") if p.model_status != "error" else
                                            translate("GenerateTab", "No generator: nothing to show"))
            return
        self.rows_view.show_placeholder("")
        shown = p.shown_round()
        self.player.show_rounds(shown, result.steps)
        self.rows_view.set_row_count(len(result.rows))
        self._draw_serial += 1
        self._shown = p.rows_shown()
        self.draw_rows(self._draw_serial, 0)
        self.round_label.setText(reveal_hint() if self.answer_hidden else round_line(p.round_summary()))
        cached = cache_line(p.cache_summary())
        self.cache_label.setText(cached)
        self.cache_label.setVisible(bool(cached))
        self.round_shown.emit(shown)

    def draw_rows(self, serial: int, start: int) -> None:
        """Rows `start`.. of the current draw. Making chip widgets is the costly part (0.15 ms each;
        8 new samples of 32 are ~50 ms): after NEW_CHIPS_PER_TURN of them the rest is drawn on the
        next turn of the event loop, so the GUI thread never holds on for long. `serial` drops a
        continuation that a newer draw has replaced."""
        if serial != self._draw_serial:
            return
        result, hide, shown = self.presenter.result, self.answer_hidden, self._shown
        rows = self.rows_view.rows
        made = 0
        for i in range(start, min(len(rows), len(shown))):
            row = shown[i]
            title = row_title(row.row, i, result)
            if result.compare:
                title = translate("GenerateTab", "{row}: round {n} of {total}").format(row=title, n=row.round,
                                                                                       total=row.row.steps)
            made += rows[i].show_row(title, row.chips, "" if hide else row.text, scale=self.scale,
                                     contrast=self.presenting, hidden=hide)
            if made >= NEW_CHIPS_PER_TURN and i + 1 < len(shown):
                QTimer.singleShot(0, self, lambda nxt=i + 1: self.draw_rows(serial, nxt))
                return
        self.drawn_serial = serial

    def is_drawn(self) -> bool:
        """Every row of the current draw is on screen (none waiting for the next turn)."""
        return self.drawn_serial == self._draw_serial

    def _on_slider(self, value: int) -> None:
        wanted = self.presenter.round_for_slider(value)
        if wanted is None:
            return
        self.state.round = wanted
        if wanted == 0:
            self.draw()  # (0 may already be the state: no event then)
