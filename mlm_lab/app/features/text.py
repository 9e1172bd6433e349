"""The Features tab's text view: the sentence as clickable tokens, the clicked token's nearest
neighbours among the reference corpus's tokens (each in its sentence, the token highlighted,
with the cosine), and sentence search by mean-pooled embedding beside a TF-IDF baseline.

The view draws what the tab hands it and reports clicks; the corpus index is built and
queried in the tab's job queue (`TokenIndex.cached`), with its progress shown here.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.features.boxes import titled_box
from mlm_lab.app.i18n.languages import Context, fmt_number
from mlm_lab.app.text.chips import FlowLayout

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
FeaturesTab = Context("FeaturesTab")  # the texts with a plural (%n); lupdate takes the context from this name

HONEST_NOTE = QT_TRANSLATE_NOOP(
    "FeaturesTab",
    "How good are raw masked-LM sentence embeddings? Not very: the mean of a masked LM's token vectors, "
    "with no training for similarity, is dominated by frequent words and sentence form, so it often finds "
    "sentences that look alike rather than mean alike, and a bag-of-words TF-IDF baseline is a hard one to "
    "beat (Reimers and Gurevych 2019 found mean-pooled BERT below averaged GloVe vectors on STS). Compare "
    "the two lists: where they differ, judge which one found the meaning.")


def highlight(sentence: str, span: tuple[int, int]) -> str:
    """The sentence as HTML with the characters of `span` marked."""
    a, b = span
    return (f"{html.escape(sentence[:a])}<b style='background:#ffd54f'>{html.escape(sentence[a:b])}</b>"
            f"{html.escape(sentence[b:])}")


class FeatureTextView(QWidget):
    token_clicked = Signal(int)  # token index in the sentence ([CLS] = 0)
    search_requested = Signal(str)  # the query sentence

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.token_buttons: list[QPushButton] = []
        self.neighbours: list = []  # the Neighbour list shown
        self.hits: dict = {}  # {"embedding": [...], "tfidf": [...]} shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)

        self.index_label = QLabel(translate("FeaturesTab", "The corpus index is built the first time this view is used."))
        self.index_label.setObjectName("hint")
        self.index_label.setWordWrap(True)
        self.index_progress = QProgressBar()
        self.index_progress.setRange(0, 100)
        self.index_progress.setFormat(translate("FeaturesTab", "index: %p %"))
        self.index_progress.hide()
        layout.addWidget(self.index_label)
        layout.addWidget(self.index_progress)

        tokens_box, tl, _title = titled_box(translate("FeaturesTab", "Click a token: its nearest neighbours among the corpus tokens"))
        self.tokens_host = QWidget()
        self.tokens_flow = FlowLayout(self.tokens_host)
        tl.addWidget(self.tokens_host)
        self.neighbour_browser = QTextBrowser()
        self.neighbour_browser.setOpenLinks(False)
        self.neighbour_browser.setPlaceholderText(translate("FeaturesTab", "Neighbours appear here."))
        tl.addWidget(self.neighbour_browser, 1)
        layout.addWidget(tokens_box, 3)

        search_box, sl, _title = titled_box(translate("FeaturesTab", "Sentence search: nearest corpus sentences"))
        row = QHBoxLayout()
        self.query_edit = QLineEdit()
        self.query_edit.setPlaceholderText(translate("FeaturesTab", "Type a sentence and press Enter"))
        self.query_edit.returnPressed.connect(lambda: self.search_requested.emit(self.query_edit.text()))
        self.search_button = QPushButton(translate("FeaturesTab", "Search"))
        self.search_button.clicked.connect(lambda: self.search_requested.emit(self.query_edit.text()))
        row.addWidget(self.query_edit, 1)
        row.addWidget(self.search_button)
        sl.addLayout(row)
        lists = QHBoxLayout()
        self.embedding_browser, self.tfidf_browser = QTextBrowser(), QTextBrowser()
        for browser in (self.neighbour_browser, self.embedding_browser, self.tfidf_browser):
            browser.setMinimumHeight(40)  # the window must fit small screens; the lists scroll
        for title, browser in ((translate("FeaturesTab", "Mean-pooled embedding (the model)"), self.embedding_browser),
                               (translate("FeaturesTab", "TF-IDF (bag of words, the baseline)"), self.tfidf_browser)):
            col = QVBoxLayout()
            label = QLabel(title)
            label.setObjectName("panelTitle")
            label.setWordWrap(True)  # the lists side by side fit a 960-px projector: their titles wrap
            browser.setMinimumWidth(60)
            col.addWidget(label)
            col.addWidget(browser, 1)
            lists.addLayout(col, 1)
        sl.addLayout(lists, 1)
        self.overlap_label = QLabel("")
        self.overlap_label.setWordWrap(True)
        self.note = QLabel(translate("FeaturesTab", HONEST_NOTE))
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        sl.addWidget(self.overlap_label)
        sl.addWidget(self.note)
        layout.addWidget(search_box, 2)

    # -- index progress -------------------------------------------------------------------------
    def show_index_progress(self, done: int, total: int, text: str) -> None:
        self.index_progress.show()
        self.index_progress.setValue(int(100 * done / max(total, 1)))
        self.index_label.setText(text)

    def show_index_ready(self, text: str) -> None:
        self.index_progress.hide()
        self.index_label.setText(text)

    # -- tokens ---------------------------------------------------------------------------------
    def show_tokens(self, tokens: list[str], clickable: list[bool], selected: int | None) -> None:
        self.tokens_flow.clear()  # (deletes the old buttons)
        self.token_buttons = []
        for i, (token, ok) in enumerate(zip(tokens, clickable, strict=True)):
            button = QPushButton(token)
            button.setCheckable(True)
            button.setStyleSheet("QPushButton { padding: 3px 8px; min-width: 0px; }")
            button.setChecked(i == selected)
            button.setEnabled(ok)
            button.setToolTip(translate("FeaturesTab", "List this token's nearest neighbours") if ok else
                              translate("FeaturesTab", "special token"))
            button.clicked.connect(lambda _=False, i=i: self.token_clicked.emit(i))
            self.tokens_flow.addWidget(button)
            self.token_buttons.append(button)
        self.tokens_host.updateGeometry()

    def select_token(self, index: int | None) -> None:
        for i, button in enumerate(self.token_buttons):
            button.setChecked(i == index)

    def show_neighbours(self, token: str, neighbours: list) -> None:
        self.neighbours = list(neighbours)
        head = FeaturesTab.tr("%1: the %n nearest corpus token(s) by cosine similarity of their contextual "
                              "embeddings", "", len(neighbours))
        rows = [f"<p>{head.replace('%1', '<b>' + html.escape(token) + '</b>')}</p><ol>"]
        for n in neighbours:
            rows.append(f"<li><span style='color:#555'>{fmt_number(n.cosine, 3)}</span>&nbsp; "
                        f"{highlight(n.sentence, n.span)}</li>")
        rows.append("</ol>")
        self.neighbour_browser.setHtml("".join(rows))

    def clear_neighbours(self, text: str = "") -> None:
        self.neighbours = []
        self.neighbour_browser.setHtml(f"<p>{html.escape(text)}</p>" if text else "")

    # -- sentence search ------------------------------------------------------------------------
    def clear_hits(self, text: str = "") -> None:
        """No search results on screen (the model they came from is gone); `text` says why."""
        self.hits = {}
        for browser in (self.embedding_browser, self.tfidf_browser):
            browser.setHtml(f"<p>{html.escape(text)}</p>" if text else "")
        self.overlap_label.setText("")

    def show_hits(self, hits: dict) -> None:
        self.hits = hits
        for key, browser in (("embedding", self.embedding_browser), ("tfidf", self.tfidf_browser)):
            items = "".join(f"<li><span style='color:#555'>{fmt_number(h.score, 3)}</span>&nbsp; "
                            f"{html.escape(h.sentence)}</li>" for h in hits.get(key, []))
            browser.setHtml(f"<ol>{items}</ol>")
        emb = {h.sentence_index for h in hits.get("embedding", [])}
        tfidf = {h.sentence_index for h in hits.get("tfidf", [])}
        n = len(hits.get("embedding", []))
        self.overlap_label.setText(FeaturesTab.tr("%1 of the %n sentence(s) are in both lists.", "", n).replace(
            "%1", fmt_number(len(emb & tfidf))))
