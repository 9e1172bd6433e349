"""The Text tab's tokens area: which model answers, the metrics line, notices, the legend,
one chip per token (with the model's top-5 under the predicted ones) and T5's input and
target. `TokensView.show_masking` redraws it for a new masking, reusing the chips it
already has: a slider move changes a few chips' colours, it does not rebuild the sentence.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.looks.accessibility import describe, follow_in_focus
from mlm_lab.app.looks.reflow import ReflowRow
from mlm_lab.app.looks.style import text_scale
from mlm_lab.app.text.chips import FlowLayout, Legend, TokenChip, state_label
from mlm_lab.app.text.predictions import TokenColumn
from mlm_lab.lab.catalog import TEXT
from mlm_lab.lab.text_view.masking import MLM_STRATEGIES, MaskingView

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
TextTab = Context("TextTab")  # TextTab.tr(text, "", n): a text with a plural

STALE_MS = 150  # how long a previous answer may stand under a chip before "predicting…" replaces it
STATE_WORDS = {
    "mask": QT_TRANSLATE_NOOP("TextTab", "replaced by [MASK]; the model must guess it"),
    "kept": QT_TRANSLATE_NOOP("TextTab", "kept as it is, but the model is asked about it too"),
    "none": QT_TRANSLATE_NOOP("TextTab", "untouched"),
    "special": QT_TRANSLATE_NOOP("TextTab", "a special token: never masked"),
    "dropped": QT_TRANSLATE_NOOP("TextTab", "dropped: a sentinel stands for its span"),
    "target": QT_TRANSLATE_NOOP("TextTab", "predicted from the tokens earlier in the order"),
}


def chip_text(view: MaskingView, i: int) -> str:
    """What token i's chip says: the token the model sees, as a reader sees it (a runtime model's
    tokenizer gives its pieces without byte-level BPE's Ġ or SentencePiece's ▁ in view.tokens)."""
    shown = view.shown[i]
    if i < len(view.input_ids) and view.input_ids[i] == view.ids[i]:
        return view.tokens[i]
    return shown[1:] if shown[:1] in ("Ġ", "▁") and len(shown) > 1 else shown


def chip_sub(view: MaskingView, i: int, hide_truth: bool = False) -> str:
    """The small second line of token i's chip (`hide_truth`: a lesson asks the room to guess first)."""
    state, tok = view.states[i], view.tokens[i]
    if state in ("mask", "random"):
        return translate("TextTab", "was: ?") if hide_truth else translate("TextTab", "was: {token}").format(token=tok)
    if state == "kept":
        return translate("TextTab", "kept")
    if state == "dropped":
        return translate("TextTab", "dropped")
    if view.strategy == "permutation" and i in view.perm_positions:
        return translate("TextTab", "step {n}").format(n=view.perm_rank[view.perm_positions.index(i)] + 1)
    return ""


def chip_tip(view: MaskingView, i: int, hide_truth: bool = False) -> str:
    state = view.states[i]
    hidden = hide_truth and state in ("mask", "random")
    base = (translate("TextTab", "token {i}: (hidden until the answer is revealed)").format(i=i) if hidden
            else translate("TextTab", "token {i}: “{token}”").format(i=i, token=view.tokens[i]))
    if view.word_ids[i] >= 0:
        base += " " + translate("TextTab", "(word {n})").format(n=view.word_ids[i] + 1)
    if state == "random":
        what = translate("TextTab", "replaced by the random token “{token}”; the model must still guess the original"
                         ).format(token=chip_text(view, i))
    else:
        what = translate("TextTab", STATE_WORDS[state]) if state in STATE_WORDS else state
    hint = (translate("TextTab", "Click to hide or show it.") if view.strategy == "manual"
            else translate("TextTab", "Click to follow it in the views below."))
    return f"{base}: {what}. {hint}"


def metrics_text(view: MaskingView | None, prediction, has_model: bool) -> str:
    """The line over the chips: loss and accuracy of the answer, or what is missing."""
    if view is None or view.empty or view.strategy not in MLM_STRATEGIES:
        return ""
    if not view.selected:
        return (translate("TextTab", "Click tokens to hide them.") if view.strategy == "manual"
                else translate("TextTab", "No token chosen: raise p or resample."))
    if not has_model:
        return TextTab.tr("%n token(s) to predict", "", len(view.selected))
    if prediction is None:
        return TextTab.tr("%n token(s) to predict…", "", len(view.selected)) + " "
    n = len(prediction.predictions)
    hits = sum(1 for p in prediction.predictions if p.true_rank == 1)
    return translate("TextTab", "masked-LM loss <b>{loss}</b> nats · accuracy <b>{hits}/{n}</b> ({percent})").format(
        loss=fmt_number(prediction.loss, 2), hits=hits, n=n, percent=fmt_percent(prediction.accuracy))


def answer_status(prediction) -> str:
    """The status bar's line after an answer: "Text: loss 2.31 nats, accuracy 60 % over 5 tokens"."""
    n = len(prediction.predictions)
    return TextTab.tr("Text: loss {loss} nats, accuracy {percent} over %n token(s)", "", n).format(
        loss=fmt_number(prediction.loss, 2), percent=fmt_percent(prediction.accuracy))


def tokens_description(view: MaskingView) -> str:
    """The chip row for a screen reader: "14 tokens: 2 replaced by [MASK], 1 kept, 11 untouched"."""
    counts: dict[str, int] = {}
    for state in view.states:
        counts[state] = counts.get(state, 0) + 1
    parts = [f"{n} {state_label(state)}" for state, n in counts.items()]
    keys = (translate("TextTab", "Tab to the tokens, arrows move, Enter or Space hides or shows one")
            if view.strategy == "manual" else
            translate("TextTab", "Tab to the tokens, arrows move, Enter or Space follows one in the views below"))
    return (TextTab.tr("%n token(s)", "", len(view.tokens)) + ": "
            + ", ".join(parts) + ". " + keys)


def guess_words(top, true_rank) -> str:
    """A chip's prediction for a screen reader: "model's first guess opened, 80 %" (and whether it is right)."""
    if not top:
        return ""
    word, prob = top[0]
    text = translate("TextTab", "model's first guess {word}, {percent}").format(word=word, percent=fmt_percent(prob))
    if true_rank == 1:
        text += ", " + translate("TextTab", "right")
    elif true_rank is not None:
        text += ", " + translate("TextTab", "the true token is its guess number {n}").format(n=true_rank)
    return text


def one_line_width(label: QLabel) -> int:
    """The width `label`'s text takes on one line (a rich text's too), in its font."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    if label.textFormat() == Qt.TextFormat.PlainText:
        doc.setPlainText(label.text())
    else:
        doc.setHtml(label.text())
    margins = label.contentsMargins()
    return int(doc.idealWidth()) + 2 + margins.left() + margins.right() + 2 * label.margin()


class OneLineRow(ReflowRow):
    """Side by side only where each label's words fit on one line; else one under the other."""

    def across_width(self) -> int:
        labels = [w for w in self.findChildren(QLabel) if not w.isHidden() and w.text()]
        return sum(one_line_width(w) for w in labels) + self.box.spacing() * max(len(labels) - 1, 0)

    def _labels(self) -> list[QLabel]:
        return [w for w in self.findChildren(QLabel) if not w.isHidden() and w.text()]

    def _height(self) -> int:
        """The height its labels need at the width they have now (wrapped ones: every line)."""
        heights = [w.heightForWidth(max(w.width(), 1)) if w.wordWrap() else w.sizeHint().height() for w in self._labels()]
        heights = [max(h, 0) for h in heights]
        if not heights:
            return 0
        if self.stacked():
            return sum(heights) + self.box.spacing() * (len(heights) - 1)
        return max(heights)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._height()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._height()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the wrapped lines follow the width

    def arrange(self, width: int) -> None:
        super().arrange(width)
        across = not self.stacked()
        for label in self.findChildren(QLabel):  # across, each keeps its one line (none squeezed to wrap)
            least = one_line_width(label) if across and label.text() else 0
            if label.minimumWidth() != least:
                label.setMinimumWidth(least)


class TokensView(QWidget):
    chip_clicked = Signal(int)  # token position

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(translate("TextTab", "Tokens"))
        self.columns: dict[int, TokenColumn] = {}
        self._column_list: list[TokenColumn] = []  # in the flow layout, in order (some may be hidden)
        # a slider move keeps the previous top-5 under a chip until the new answer fills the same
        # widgets (usually within a few ms); if it takes longer, "predicting…" replaces them
        self._stale: list[TokenColumn] = []
        self._stale_scale = 1.0
        self._stale_timer = QTimer(self)
        self._stale_timer.setSingleShot(True)
        self._stale_timer.setInterval(STALE_MS)
        self._stale_timer.timeout.connect(self._show_pending)
        self._legend_key = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # the model and the metrics side by side, or one under the other where the pane is too
        # narrow for both on one line (a word a line reads as nothing: 1024x768 in presentation)
        self.top_row = top = OneLineRow()
        self.model_label = QLabel()
        self.model_label.setWordWrap(True)
        self.model_label.setToolTip(translate("TextTab", "The model that makes the predictions (choose another in the toolbar)."))
        top.add(self.model_label, 1)
        self.metrics_label = QLabel()
        self.metrics_label.setWordWrap(True)
        self.metrics_label.setToolTip(translate("TextTab", "Cross-entropy of the true tokens at the predicted positions (lower is "
                                      "better; ln(vocabulary size) is a blind guess) and top-1 accuracy there."))
        self.metrics_label.setTextFormat(Qt.TextFormat.RichText)
        top.add(self.metrics_label)
        layout.addWidget(top)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("QLabel { background: #fff4ce; color: #4a3b00; border: 1px solid #e0c060;"
                                  " border-radius: 4px; padding: 4px 8px; }")
        self.notice.hide()
        layout.addWidget(self.notice)
        self.legend = Legend()
        layout.addWidget(self.legend)

        self.tokens_scroll = QScrollArea()
        self.tokens_scroll.setWidgetResizable(True)
        self.tokens_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()
        self.tokens_scroll.setWidget(holder)
        inner = QVBoxLayout(holder)
        inner.setContentsMargins(0, 0, 0, 0)
        self.chips_holder = QWidget()
        self.chips_holder.setAccessibleName(translate("TextTab", "Tokens"))
        self.chips_holder.setToolTip(translate("TextTab", "The WordPiece tokens. Click one to follow it in the views below"
                                     " (in “By hand” mode, a click hides or shows it)."))
        self.chips_layout = FlowLayout(self.chips_holder, spacing=6)
        inner.addWidget(self.chips_holder)
        self.empty_label = QLabel()
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()
        inner.addWidget(self.empty_label)
        self.set_scale(1.0)

        self.t5_box = QGroupBox(translate("TextTab", "T5 sees and writes"))
        t5 = QFormLayout(self.t5_box)
        self.t5_inputs_holder = QWidget()
        self.t5_inputs = FlowLayout(self.t5_inputs_holder, spacing=4)
        self.t5_targets_holder = QWidget()
        self.t5_targets = FlowLayout(self.t5_targets_holder, spacing=4)
        self.t5_inputs_holder.setToolTip(translate("TextTab", "The encoder's input: each dropped span is one sentinel."))
        self.t5_targets_holder.setToolTip(translate("TextTab", "The decoder's target: each sentinel, then the tokens it replaced; "
                                          "a last sentinel ends it."))
        t5.addRow(translate("TextTab", "Input"), self.t5_inputs_holder)
        t5.addRow(translate("TextTab", "Target"), self.t5_targets_holder)
        self.t5_box.setMinimumWidth(120)  # its chips wrap: a narrow window must not widen it past the view
        self.t5_box.hide()
        inner.addWidget(self.t5_box)
        inner.addStretch(1)
        layout.addWidget(self.tokens_scroll, 1)

    def show_model(self, model, name: str, status: str, error: str) -> None:
        """Which model answers (`status`: "none" | "loading" | "ready" | "error")."""
        if model is not None:
            cfg = model.model.config
            text = translate("TextTab", "Model: <b>{name}</b> ({layers} layers × {width}, {length} tokens)").format(
                name=html.escape(name, quote=False), layers=cfg.num_layers, width=cfg.hidden_size,
                length=fmt_number(cfg.max_position))
            tip = model.source + "\n" + translate(
                "TextTab", "{layers} layers, {heads} heads, width {width}, vocabulary {vocab}; reads up to {length} tokens"
            ).format(layers=cfg.num_layers, heads=cfg.num_heads, width=cfg.hidden_size,
                     vocab=fmt_number(cfg.vocab_size), length=fmt_number(cfg.max_position))
        else:
            text = {"loading": translate("TextTab", "<b>Loading model…</b> the masking works already; predictions follow."),
                    "error": translate("TextTab", "<b>No model</b> ({error}): masking only, no predictions.").format(
                        error=html.escape(error, quote=False))}.get(
                status, translate("TextTab", "<b>No model loaded yet</b>: masking only, no predictions."))
            tip = translate("TextTab", "Choose a model in the toolbar; until then the bundled tokenizer splits the text.")
        self.model_label.setText(text)
        self.model_label.setToolTip(tip)

    def set_scale(self, scale: float) -> None:
        self.empty_label.setStyleSheet(f"QLabel {{ color: #555; font-size: {14 * scale:.0f}pt; padding: 24px; }}")

    # -- what it shows --------------------------------------------------------------------
    def show_header(self, view: MaskingView, prediction, has_model: bool, scale: float, contrast: bool) -> None:
        """The legend, the notices (text cut to the model's length...), T5's box and the metrics line;
        an empty sentence's message in place of the chips."""
        self.set_legend(view.strategy, scale, contrast)
        notices = []
        if view.truncated:
            length = (translate("TextTab", "{n} tokens").format(n=fmt_number(view.total_tokens)) if view.total_tokens
                      else translate("TextTab", "more than {n} tokens ({chars} characters are read)").format(
                          n=fmt_number(view.max_length), chars=fmt_number(view.read_chars)))
            notices.append(translate("TextTab", "The text is {length} long; the model reads at most {n}, so it was cut "
                                     "off after token {last} (the rest is not shown).").format(
                length=length, n=fmt_number(view.max_length), last=view.max_length - 1))
        if view.message:
            notices.append(view.message)
        self.set_notice(" ".join(notices))
        self.show_t5(view, scale, contrast)
        self.metrics_label.setText(metrics_text(view, prediction, has_model))
        if view.empty:
            self.show_empty(view.message)

    def set_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_legend(self, strategy: str, scale: float, contrast: bool) -> None:
        key = (strategy, scale, contrast, text_scale())
        if key != self._legend_key:
            self._legend_key = key
            self.legend.set_states(list(TEXT[strategy].legend), scale=scale, contrast=contrast)

    def show_empty(self, message: str) -> None:
        self._drop_columns(0)
        self.empty_label.setText(message)
        self.empty_label.show()

    def show_masking(self, view: MaskingView, selected: int | None, pending: bool, scale: float,
                     contrast: bool, hide_truth: bool = False) -> None:
        """One chip per token of `view`; "predicting…" under the predicted ones when `pending`;
        `hide_truth`: the hidden tokens' originals are not shown (a lesson's guess-first step)."""
        self.empty_label.hide()
        self._stale = []
        self._stale_scale = scale
        n = len(view.tokens)
        self._drop_columns(n)
        self.columns = {}
        # Many new chips: add them to a hidden holder and show it once. Qt re-lays the parent out
        # for every child shown in a visible parent, so 128 new chips cost 128 layouts (0.4 s).
        bulk = n - len(self._column_list) > 8 and self.chips_holder.isVisible()
        made = len(self._column_list)
        if bulk:
            self.chips_holder.hide()
        for i in range(n):
            state = view.states[i]
            if i < len(self._column_list):
                column = self._column_list[i]
                column.chip.configure(chip_text(view, i), chip_sub(view, i, hide_truth), state, scale=scale,
                                      contrast=contrast, selected=(i == selected),
                                      tooltip=chip_tip(view, i, hide_truth))
            else:
                chip = TokenChip(i, chip_text(view, i), chip_sub(view, i, hide_truth), state, scale=scale,
                                 contrast=contrast, selected=(i == selected), tooltip=chip_tip(view, i, hide_truth))
                chip.clicked.connect(self.chip_clicked)
                column = TokenColumn(chip)
                self.chips_layout.addWidget(column)
                self._column_list.append(column)
            if pending and i in view.selected:
                if column.predictions is None or column.predictions.isHidden():
                    column.set_pending(translate("TextTab", "predicting…"), scale)
                else:  # the last answer stays until the new one replaces it in place (no relayout)
                    self._stale.append(column)
            else:
                column.clear_below()
            column.chip.describe(translate("TextTab", "model's guess pending") if pending and i in view.selected else "")
            self.columns[i] = column
        if bulk:
            self.chips_holder.show()
        if len(self._column_list) > made:  # new chips: Tab reaches them right after the row's scroll area
            self.chips_follow_scroll()
        if self._stale:
            self._stale_timer.start()
        describe(self.chips_holder, tokens_description(view))

    def chips_follow_scroll(self) -> None:
        """Tab goes from the row's scroll area into its chips (one stop: the current one), wherever the
        scroll area stands in the tab order."""
        follow_in_focus(self.tokens_scroll, [c.chip for c in self._column_list])

    def show_selection(self, selected: int | None) -> None:
        """Only the selection moved: re-outline two chips."""
        for i, column in self.columns.items():
            chip = column.chip
            if chip.selected != (i == selected):
                key = chip._key
                chip.configure(key[0], key[1], key[2], scale=key[3], contrast=key[4], selected=(i == selected),
                               colors=key[6], tooltip=key[7])

    def _show_pending(self) -> None:
        for column in self._stale:
            column.set_pending(translate("TextTab", "predicting…"), self._stale_scale)
        self._stale = []

    def show_prediction(self, prediction, tokenizer, scale: float, contrast: bool) -> None:
        """The model's top-5 under each predicted chip."""
        self._stale_timer.stop()
        self._stale = []
        # Many new lists (a new text): build them in the hidden holder and show it once, as
        # show_masking does for chips; lists already there are refilled in place.
        fresh = sum(1 for p in prediction.predictions if (c := self.columns.get(p.position)) is not None
                    and not c.can_refill(scale, contrast))
        bulk = fresh > 8 and self.chips_holder.isVisible()
        if bulk:
            self.chips_holder.hide()
        for p in prediction.predictions:
            column = self.columns.get(p.position)
            if column is None:
                continue
            shown = getattr(tokenizer, "display_token", None)  # a runtime model's pieces as a reader sees them
            true_token = (shown or tokenizer.id_to_token)(p.true_id) if (tokenizer is not None and p.true_id is not None) \
                else None
            top = [(shown(t), q) for (_, q), t in zip(p.top, p.top_ids, strict=True)] if shown else p.top
            column.show_predictions(top, p.top_ids, p.true_id, true_token, p.true_prob, p.true_rank, scale=scale,
                                    contrast=contrast)
            column.chip.describe(guess_words(p.top, p.true_rank))
        if bulk:
            self.chips_holder.show()

    def show_t5(self, view: MaskingView, scale: float, contrast: bool) -> None:
        self.t5_inputs.clear()
        self.t5_targets.clear()
        show = view.strategy == "t5" and bool(view.t5_inputs)
        self.t5_box.setVisible(show)
        if not show:
            return
        for k, tok in enumerate(view.t5_inputs):
            state = "sentinel" if tok.startswith("<extra_id_") else "none"
            self.t5_inputs.addWidget(TokenChip(k, tok, "", state, scale=scale, contrast=contrast))
        for k, tok in enumerate(view.t5_targets):
            state = "sentinel" if tok.startswith("<extra_id_") else "dropped"
            self.t5_targets.addWidget(TokenChip(k, tok, "", state, scale=scale, contrast=contrast))
        saved = len(view.ids) - 2 - len(view.t5_inputs)
        self.t5_box.setTitle(translate("TextTab", "T5 sees and writes: the input is {saved} tokens shorter, the "
                                       "target {n} tokens long").format(saved=saved, n=len(view.t5_targets)))

    def _drop_columns(self, keep: int) -> None:
        self._stale = [c for c in self._stale if c in self._column_list[:keep]]
        if len(self._column_list) > keep:
            self.chips_layout.truncate(keep)
            del self._column_list[keep:]
        if keep == 0:
            self.columns = {}
