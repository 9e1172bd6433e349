"""Two ways to fill several masks, side by side: every position at once from one pass
(what BERT's fill-mask pipeline does) and one position per round, most confident first,
re-predicting the rest each round (MaskGIT-style decoding). The numbers are computed
without Qt (mlm_lab/lab/text_view/fill.py); this page shows them."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QStyle,
    QStyleOptionGroupBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import Context, fmt_percent
from mlm_lab.app.looks.widgets import WrapAwareWidget
from mlm_lab.app.text.chips import CORRECT_COLOR, WRONG_COLOR, FlowLayout, TokenChip
from mlm_lab.lab.text_view.fill import FillResult

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
TextTab = Context("TextTab")  # TextTab.tr(text, "", n): a text with a plural


class _SentencePanel(QGroupBox):
    """One way of filling: its title on the frame where it fits, else at the head of its score line,
    which wraps (a long title in a narrow room: German at 1280x720 in presentation); the sentence."""

    def __init__(self, title: str, tooltip: str):
        super().__init__(title)
        self.setToolTip(tooltip)
        self.setAccessibleName(title)
        self.setObjectName("fillPanel")
        self._title, self._summary, self._wrapped = title, "", False
        self.box = QVBoxLayout(self)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.box.addWidget(self.summary)
        self.holder = QWidget()
        self.flow = FlowLayout(self.holder, spacing=3)
        scroll = QScrollArea()  # a long sentence scrolls instead of being cut
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # across only where a column is narrower than its widest chip (a narrow window): never cut
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(self.holder)
        self.box.addWidget(scroll, 1)

    def set_summary(self, text: str) -> None:
        """The score line ("1 of 4 right, ..."), after the title where the title is not on the frame."""
        self._summary = text
        if self._wrapped:
            text = f"<b>{html.escape(self._title)}</b>" + (f" · {text}" if text else "")
        self.summary.setText(text)
        self.updateGeometry()

    def title_fits(self, width: int) -> bool:
        """Whether the title fits on the frame of a box `width` px wide, where the style puts it, with
        as much room after it as before it."""
        option = QStyleOptionGroupBox()
        self.initStyleOption(option)
        option.text = self._title
        option.rect = QRect(0, 0, width, max(self.height(), 1))
        label = self.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, option,
                                            QStyle.SubControl.SC_GroupBoxLabel, self)
        return label.right() + max(label.left(), 0) < width  # as far from the right edge as from the left

    def minimumSizeHint(self) -> QSize:
        """At least as tall as the score line needs wrapped at its width (a short room squeezes the
        sentence, which scrolls, never the words)."""
        hint = super().minimumSizeHint()
        label = self.summary
        if not label.text() or label.width() <= 0:
            return hint
        extra = label.heightForWidth(label.width()) - label.minimumSizeHint().height()
        return QSize(hint.width(), hint.height() + max(0, extra))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        wrapped = not self.title_fits(event.size().width())
        if wrapped != self._wrapped:
            self._wrapped = wrapped
            self.setTitle("" if wrapped else self._title)
            self.setStyleSheet("QGroupBox#fillPanel { margin-top: 0px; }" if wrapped else "")  # no room kept above
            self.set_summary(self._summary)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the score line's lines (the least height) follow the width

    def show_sentence(self, tokens: list[str], filled: dict[int, tuple[str, float]], truth: dict[int, str],
                      *, scale: float, contrast: bool, order: dict[int, int] | None = None) -> None:
        self.flow.clear()
        for i, tok in enumerate(tokens):
            if i in filled:
                guess, prob = filled[i]
                right = guess == truth[i]
                color = (CORRECT_COLOR if right else WRONG_COLOR, "#ffffff")
                pct = fmt_percent(prob, 1 if prob < 0.1 else 0)
                sub = pct + (" · " + translate("TextTab", "round {n}").format(n=order[i]) if order and i in order else "")
                if not right:
                    sub += " · " + translate("TextTab", "true: {token}").format(token=truth[i])
                tip = translate("TextTab", "guessed '{guess}' ({percent}); the true token is '{token}'").format(
                    guess=guess, percent=fmt_percent(prob, 1), token=truth[i])
                chip = TokenChip(i, guess, sub, "none", scale=scale, contrast=contrast, colors=color, tooltip=tip)
            else:
                chip = TokenChip(i, tok, "", "special" if tok in ("[CLS]", "[SEP]") else "none", scale=scale,
                                 contrast=contrast, tooltip=translate("TextTab", "not masked here"))
            self.flow.addWidget(chip)


def iterative_summary(result: FillResult) -> str:
    """"3 of 4 right, 4 forward passes": the one-by-one filling's score."""
    n = len(result.positions)
    return TextTab.tr("<b>{right} of {total}</b> right, %n forward pass(es)", "", n).format(
        right=result.iterative_correct(), total=n)


class FillComparisonView(WrapAwareWidget):
    """Independent top-1 vs iterative filling of the same masks, and the rounds of the latter."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.result: FillResult | None = None
        self._scale, self._contrast = 1.0, False
        box = QVBoxLayout(self)
        box.setContentsMargins(2, 2, 2, 2)
        self.caption = QLabel(translate("TextTab", "Every token the model is asked about is hidden as [MASK] and filled in two ways. "
                              "Green: the guess is the true token; red: it is not."))
        self.caption.setWordWrap(True)
        box.addWidget(self.caption)
        sides = QHBoxLayout()
        self.independent = _SentencePanel(
            translate("TextTab", "All at once (one pass)"),
            translate("TextTab", "What BERT's fill-mask pipeline does: one forward pass, and each mask takes its own "
                      "top-1 guess, without knowing what the other masks became."))
        self.iterative = _SentencePanel(
            translate("TextTab", "One by one (MaskGIT style)"),
            translate("TextTab", "Each round fills only the mask the model is most confident about, then predicts the "
                      "rest again with that word in place, so later guesses can agree with earlier ones."))
        sides.addWidget(self.independent, 1)
        sides.addWidget(self.iterative, 1)
        box.addLayout(sides, 3)
        self.rounds = QTableWidget(0, 5)
        self.rounds.setHorizontalHeaderLabels([translate("TextTab", "round"), translate("TextTab", "position"),
                                               translate("TextTab", "filled with"), translate("TextTab", "probability"),
                                               translate("TextTab", "true token")])
        self.rounds.verticalHeader().setVisible(False)
        self.rounds.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rounds.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.rounds.horizontalHeader()
        header.setStretchLastSection(True)
        for col in range(4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.rounds.setToolTip(translate("TextTab", "The rounds of the one-by-one filling; select a round to see the sentence after it."))
        self.rounds.itemSelectionChanged.connect(self._on_round_selected)
        box.addWidget(self.rounds, 2)

    def clear(self, message: str) -> None:
        self.result = None
        self.caption.setText(message)
        self.independent.flow.clear()
        self.iterative.flow.clear()
        self.independent.set_summary("")
        self.iterative.set_summary("")
        self.rounds.setRowCount(0)

    def set_result(self, result: FillResult) -> None:
        self.result = result
        n = len(result.positions)
        if result.cut:
            caption = TextTab.tr("%n token(s) hidden as [MASK] and filled in two ways ({cut} more left out: one-by-one "
                                 "filling runs one pass per mask).", "", n).format(cut=result.cut)
        else:
            caption = TextTab.tr("%n token(s) hidden as [MASK] and filled in two ways.", "", n)
        self.caption.setText(caption + " " + translate("TextTab", "Green: the guess is the true token; red: it is not."))
        self.independent.set_summary(translate("TextTab", "<b>{right} of {n}</b> right, 1 forward pass").format(
            right=result.independent_correct(), n=n))
        self.iterative.set_summary(iterative_summary(result))
        self.rounds.setRowCount(len(result.rounds))  # a kept selection draws its round; every round is drawn below
        truth = dict(zip(result.positions, result.tokens_true(), strict=True))
        for row, r in enumerate(result.rounds):
            right = truth[r["position"]] == r["token"]
            cells = [str(row + 1), str(r["position"]), r["token"], fmt_percent(r["prob"], 1),
                     ("✓ " if right else "✗ ") + truth[r["position"]]]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.rounds.setItem(row, col, item)
        self._draw(len(result.rounds))

    def _on_round_selected(self) -> None:
        rows = self.rounds.selectionModel().selectedRows()
        if self.result is not None and rows:
            self._draw(rows[0].row() + 1)

    def _draw(self, upto: int) -> None:
        result = self.result
        if result is None:
            return
        truth = dict(zip(result.positions, result.tokens_true(), strict=True))
        once = {pos: (tok, prob) for pos, _, tok, prob in result.independent}
        self.independent.show_sentence(result.tokens, once, truth, scale=self._scale, contrast=self._contrast)
        done = {r["position"]: (r["token"], r["prob"]) for r in result.rounds[:upto]}
        order = {r["position"]: k + 1 for k, r in enumerate(result.rounds[:upto])}
        tokens = list(result.tokens)
        for pos in result.positions:
            if pos not in done:
                tokens[pos] = "[MASK]"
        self.iterative.show_sentence(tokens, done, truth, scale=self._scale, contrast=self._contrast, order=order)
        if upto < len(result.rounds):
            self.iterative.set_summary(translate("TextTab", "after round {n} of {total}").format(
                n=upto, total=len(result.rounds)))
        else:
            self.iterative.set_summary(iterative_summary(result))

    def set_scale(self, scale: float, contrast: bool) -> None:
        self._scale, self._contrast = scale, contrast
        if self.result is not None:
            self._draw(len(self.result.rounds))
