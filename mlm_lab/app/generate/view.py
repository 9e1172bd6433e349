"""The Generate tab's right side: the round player (Play / Pause and the round slider), the line
that says what the round revealed, the legend, and one row of token chips per sample (or per
way of decoding, side by side). Chips are `text_chips.TokenChip`s, reused from round to round:
moving the slider recolours a few of them, it never rebuilds the rows.

A chip is a prompt token (plain), a position still masked ([MASK], red), or a revealed token
coloured by the model's probability of it, with the probability and its round written under it
(colour is never the only cue); the ones the round on screen revealed get a thick border.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import Context, fmt_number
from mlm_lab.app.text.chips import CONTRAST_COLORS, STATE_COLORS, FlowLayout, TokenChip
from mlm_lab.lab.generate_view.rounds import ChipView, GenerateResult, GenerationRow
from mlm_lab.lab.generate_view.summaries import CacheSummary, RoundSummary

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
GenerateTab = Context("GenerateTab")  # GenerateTab.tr(text, "", n): a text with a plural (the tab's class is in tab.py)

PLAY_MS = 400  # Play shows the next round this often
# (upper bound of the probability, background, text): light yellow = unsure, dark blue = sure
PROB_COLORS = ((0.2, "#fde725", "#000000"), (0.4, "#b5de2b", "#000000"), (0.6, "#6ece58", "#000000"),
               (0.8, "#1f9e89", "#000000"), (1.01, "#31688e", "#ffffff"))
HIDDEN_COLORS = ("#c8ccd2", "#1b1f24")  # a revealed token while a lesson hides the answer


def prob_colors(p: float) -> tuple[str, str]:
    for top, bg, fg in PROB_COLORS:
        if p < top:
            return bg, fg
    return PROB_COLORS[-1][1:]


REVISED_MARK = "↺"  # written before a revised chip's round: a token taken back (remask) and written again


def history_text(chip: ChipView) -> str:
    """What a revised position went through, one clause per take-back ("" when never taken back)."""
    parts = []
    for v in chip.history:
        was = (translate("GenerateTab", "“{token}” (given)").format(token=v.token) if not v.drawn_in else
               translate("GenerateTab", "“{token}” (round {round}, p {p})").format(
                   token=v.token, round=v.drawn_in, p=fmt_number(v.prob or 0.0, 2)))
        if v.replaced_in is not None and v.replaced_in <= max(chip.round, v.taken_back_in):
            parts.append(translate("GenerateTab", "was {was}, taken back in round {back}, replaced by “{new}” in "
                                   "round {round}").format(was=was, back=v.taken_back_in, new=v.replaced_by,
                                                           round=v.replaced_in))
        else:
            parts.append(translate("GenerateTab", "was {was}, taken back in round {back}").format(
                was=was, back=v.taken_back_in))
    return "; ".join(parts)


def chip_text(chip: ChipView, hidden: bool) -> tuple[str, str, str, tuple[str, str] | None, str]:
    """(main, sub, state, colours, tooltip) of one chip."""
    main, sub, state, colors, tip = _chip_text(chip, hidden)
    if chip.history and not hidden:
        tip += "\n" + translate("GenerateTab", "Revised: {history}").format(history=history_text(chip))
        sub = f"{REVISED_MARK} {sub}" if chip.kind == "revealed" else sub
    return main, sub, state, colors, tip


def _chip_text(chip: ChipView, hidden: bool) -> tuple[str, str, str, tuple[str, str] | None, str]:
    if chip.kind == "prompt":
        return chip.token, translate("GenerateTab", "prompt"), "none", None, translate(
            "GenerateTab", "position {n}: “{token}”, from the prompt (never changed)").format(n=chip.position,
                                                                                          token=chip.token)
    if chip.kind == "mask":
        return "[MASK]", translate("GenerateTab", "hidden"), "mask", None, translate(
            "GenerateTab", "position {n}: still masked; the model predicts it again at the next step").format(
            n=chip.position)
    if hidden:
        return "?", f"r{chip.round}", "none", HIDDEN_COLORS, translate(
            "GenerateTab", "position {n}: revealed in round {round} (hidden until the answer is revealed)").format(
            n=chip.position, round=chip.round)
    tip = translate("GenerateTab", "position {n}: “{token}”, revealed in round {round} with probability {p}").format(
        n=chip.position, token=chip.token, round=chip.round, p=fmt_number(chip.prob, 3))
    if chip.new:
        tip += " " + translate("GenerateTab", "(this round)")
    return chip.token, f"r{chip.round} · {prob_text(chip.prob)}", "none", prob_colors(chip.prob), tip


def prob_text(p: float) -> str:
    """A probability in two decimals, written for the locale; one too small for them says so (never a bare 0.00)."""
    return "<" + fmt_number(0.01, 2) if p < 0.005 else fmt_number(p, 2)


def generated_message(positions: int, steps: int, rows: int, seconds: float) -> str:
    """The status line after a generation: "Generated 16 positions in 4 steps, 1 row, in 120 ms"."""
    return (GenerateTab.tr("Generated %n position(s)", "", positions) + " " + GenerateTab.tr("in %n step(s)", "", steps)
            + ", " + GenerateTab.tr("%n row(s)", "", rows) + ", "
            + translate("GenerateTab", "in {ms} ms").format(ms=fmt_number(1000 * seconds)))


def cache_line(summary: CacheSummary | None) -> str:
    """What the key/value cache did in the K-step generation, in the app's language ("" without one)."""
    if summary is None:
        return ""
    if summary.exact:
        kind = translate("GenerateTab", "exact: block-causal attention, the kept keys/values never change")
    else:
        kind = translate("GenerateTab", "approximate: all computed again every {n} calls").format(n=summary.refresh)
    return translate("GenerateTab", "Cache {cache} ({kind}): {full} full calls, {rows} on the block alone; the kept "
                     "keys/values were {drift:.1f} % from fresh ones and gave the likeliest token fresh ones give at "
                     "{agree:.0f} % of the positions").format(
        cache=summary.cache, kind=kind, full=summary.full_calls, rows=summary.row_calls,
        drift=summary.drift_percent, agree=summary.agree_percent)


def row_title(row: GenerationRow, index: int, result: GenerateResult) -> str:
    """A row's name ("Sample 2"; in the side-by-side view the way it decodes), in the app's language."""
    if row.key == "one-step":
        return translate("GenerateTab", "1 step (all at once, BERT-style)")
    if row.key == "k-steps":
        settings = result.request[1]
        if settings.get("remasking") == "threshold":
            return translate("GenerateTab", "{n} steps (every token at least {threshold:g} sure)").format(
                n=result.steps, threshold=settings.get("threshold", 0))
        return translate("GenerateTab", "{n} steps ({remasking}, {schedule})").format(
            n=result.steps, remasking=settings.get("remasking", ""), schedule=settings.get("schedule", ""))
    if row.key == "left-to-right":
        return translate("GenerateTab", "left to right ({n} steps, autoregressive order)").format(n=len(row.positions))
    return translate("GenerateTab", "Sample {n}").format(n=index + 1)


def revealed_words(revealed, limit: int = 6) -> str:
    """“door” 0.91 at 6, ... for the (position, token, probability) a round revealed."""
    parts = [translate("GenerateTab", "“{token}” {p} at {n}").format(token=t, p=prob_text(q), n=p)
             for p, t, q in revealed]
    more = len(parts) - limit
    text = ", ".join(parts[:limit])
    if more > 0:
        text += " " + translate("GenerateTab", "and {n} more").format(n=more)
    return text


def round_line(summary: RoundSummary) -> str:
    """“Round r of K: revealed …” for the round on screen."""
    n, words = len(summary.revealed), revealed_words(summary.revealed)
    if summary.each_sample:
        head = translate("GenerateTab", "Round {shown} of {k}: each sample revealed {n}; sample 1: {words}").format(
            shown=summary.shown, k=summary.steps, n=n, words=words)
    else:
        head = translate("GenerateTab", "Round {shown} of {k}: revealed {n} ({words})").format(
            shown=summary.shown, k=summary.steps, n=n, words=words)
    taken = summary.taken_back
    if taken:
        head += "; " + translate("GenerateTab", "took back {n} first ({words})").format(
            n=len(taken), words=", ".join(f"“{t}”" for t in taken[:6]) + (" …" if len(taken) > 6 else ""))
    if summary.still_masked:
        return head + "; " + translate("GenerateTab", "{n} still masked").format(n=summary.still_masked)
    return head + "; " + translate("GenerateTab", "every position is revealed")


class SequenceRow(QFrame):
    """One sample (or one way of decoding): its label, its chips and its text after the round."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sequenceRow")
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)  # a row's name in a longer language wraps rather than being cut
        self.chips_holder = QWidget()
        self.chips_layout = FlowLayout(self.chips_holder, spacing=4)
        self.chips_holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.text_label = QLabel()
        self.text_label.setObjectName("finalText")
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chips: list[TokenChip] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.chips_holder)
        layout.addWidget(self.text_label)

    def show_row(self, title: str, chips: list[ChipView], text: str, *, scale: float, contrast: bool,
                 hidden: bool) -> int:
        """Show one row; returns how many chip widgets had to be made (the costly part)."""
        made = max(len(chips) - len(self.chips), 0)
        self.title.setText(title)
        # New chips are made and shown while their holder is hidden, then the holder is shown once: a
        # chip shown into a visible row lays the whole row out again (32 new chips: 32 layouts, ~90 ms)
        batch = made > 1 and self.chips_holder.isVisible()
        if batch:
            self.chips_holder.hide()
        for i, chip in enumerate(chips):
            main, sub, state, colors, tip = chip_text(chip, hidden)
            kwargs = dict(scale=scale, contrast=contrast, selected=chip.new and not hidden, colors=colors,
                          tooltip=tip)
            if i < len(self.chips):
                self.chips[i].index = chip.position
                self.chips[i].configure(main, sub, state, **kwargs)
            else:
                widget = TokenChip(chip.position, main, sub, state, **kwargs)
                self.chips.append(widget)
                self.chips_layout.addWidget(widget)
                widget.show()  # now, while the holder is hidden: no layout yet
            self.chips[i].describe(translate("GenerateTab", "revised: {history}").format(history=history_text(chip))
                                   if chip.history and not hidden else "")
        if batch:
            self.chips_holder.show()
        if len(self.chips) > len(chips):
            self.chips_layout.truncate(len(chips))
            del self.chips[len(chips):]
        self.chips_layout.invalidate()
        self.text_label.setText(text)
        self.text_label.setVisible(bool(text))
        return made


class SequenceRows(QScrollArea):
    """The rows, stacked, in a scroll area that scrolls up and down (and across only where a
    window too narrow for the widest row would otherwise cut it)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(translate("GenerateTab", "Generated sequences"))
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        self.setWidget(holder)
        self._layout = QVBoxLayout(holder)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.placeholder = QLabel()
        self.placeholder.setObjectName("hint")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.placeholder)
        self._layout.addStretch(1)
        self.rows: list[SequenceRow] = []

    def set_row_count(self, n: int) -> list[SequenceRow]:
        while len(self.rows) < n:
            row = SequenceRow()
            self._layout.insertWidget(self._layout.count() - 1, row)
            self.rows.append(row)
        while len(self.rows) > n:
            row = self.rows.pop()
            row.hide()
            row.setParent(None)
            row.deleteLater()
        return self.rows

    def show_placeholder(self, text: str) -> None:
        self.placeholder.setText(text)
        self.placeholder.setVisible(bool(text))


class RoundPlayer(QWidget):
    """Play / Pause and the round slider (1..K). Play shows the next round every PLAY_MS and stops at
    the last; the slider only picks a round already computed."""

    playing_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.play_button = QPushButton()
        self._show_playing(False)
        self.play_button.setToolTip(translate("GenerateTab", "Show the rounds one after another, from the first; press again to pause"))
        self.play_button.clicked.connect(self.toggle)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(1, 1)
        self.slider.setPageStep(1)
        self.slider.setSingleStep(1)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setToolTip(translate("GenerateTab", "The round shown: drag back to see which positions were still masked then. "
                               "Every round was computed once; moving this does not run the model."))
        self.value_label = QLabel("")
        self.value_label.setMinimumWidth(self.value_label.fontMetrics().horizontalAdvance(translate("GenerateTab", "round") + " 126 / 126"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.play_button)
        layout.addWidget(QLabel(translate("GenerateTab", "Round")))
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.value_label)
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._tick)

    def is_playing(self) -> bool:
        return self.timer.isActive()

    def _show_playing(self, playing: bool) -> None:
        """The button says what a press does: the style's play or pause icon beside the word. The
        catalogue's texts open with a symbol (⏸ U+23F8) that the bundled and default fonts lack (a
        missing-glyph box, issue 37 item 8), so the symbol is dropped and the icon drawn instead."""
        text = translate("GenerateTab", "⏸ Pause") if playing else translate("GenerateTab", "▶ Play")
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setText(" ".join(text.replace("⏸", " ").replace("▶", " ").split()))
        self.play_button.setIcon(self.style().standardIcon(icon))

    def toggle(self) -> None:
        self.pause() if self.is_playing() else self.play()

    def play(self) -> None:
        if self.slider.maximum() <= 1:
            return
        if self.slider.value() >= self.slider.maximum():
            self.slider.setValue(1)  # from the start again
        self.timer.start()
        self._show_playing(True)
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if not self.timer.isActive():
            return
        self.timer.stop()
        self._show_playing(False)
        self.playing_changed.emit(False)

    def _tick(self) -> None:
        if self.slider.value() >= self.slider.maximum():
            self.pause()
            return
        self.slider.setValue(self.slider.value() + 1)
        if self.slider.value() >= self.slider.maximum():
            self.pause()

    def show_rounds(self, shown: int, steps: int) -> None:
        """Show round `shown` of `steps` (a redraw: the slider says nothing back)."""
        with QSignalBlocker(self.slider):
            self.slider.setMaximum(max(steps, 1))
            self.slider.setValue(max(shown, 1))
        self.slider.setEnabled(steps > 1)
        self.play_button.setEnabled(steps > 1)
        self.value_label.setText(f"{shown} / {steps}" if steps else "")


class ProbabilityLegend(QWidget):
    """What the chip colours mean, in words: masked, prompt, probability bands, this round."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        swatches = QWidget()
        self._layout = FlowLayout(swatches, spacing=4)
        self.note = QLabel(translate("GenerateTab", "Under a token: r<round> · <probability>; a thick border: revealed in the round shown")
                           + "; " + translate("GenerateTab", "↺: taken back and written again"))
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        column.addWidget(swatches)
        column.addWidget(self.note)
        self.setToolTip(translate("GenerateTab", "What the chips show: the number under a revealed token is its round and the model's "
                        "probability of it; the colour says the same probability"))
        self._key = None

    def set_scale(self, scale: float, contrast: bool) -> None:
        if self._key == (scale, contrast):
            return
        self._key = (scale, contrast)
        self._layout.clear()
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        edge = "#000" if contrast else "rgba(0,0,0,60)"
        items = [(translate("GenerateTab", "[MASK]: still hidden"), *palette["mask"]),
                 (translate("GenerateTab", "prompt"), *palette["none"])]
        low = 0.0
        for top, bg, fg in PROB_COLORS:
            items.append((f"p {fmt_number(low, 1)}–{fmt_number(min(top, 1.0), 1)}", bg, fg))
            low = top
        for text, bg, fg in items:
            swatch = QLabel(text)
            swatch.setStyleSheet(f"QLabel {{ background: {bg}; color: {fg}; border-radius: 4px; padding: 2px 6px; "
                                 f"font-size: {9.5 * scale:.1f}pt; border: 1px solid {edge}; }}")
            self._layout.addWidget(swatch)
        self.note.setStyleSheet(f"QLabel {{ font-size: {9.5 * scale:.1f}pt; }}")
        self.updateGeometry()
