"""The Features tab's text requests: the sentence's tokens, the corpus index built in the
background worker with its progress, a clicked token's neighbours and the sentence search in
the quick worker.

`TextRequests` is a part of the tab (composed, not inherited), given the state, the text view,
the models and the work it submits, the corpus and cache folder, and the tab's status line
and progress signal as callables."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from mlm_lab.app.features.text import FeatureTextView
from mlm_lab.app.features.work import FeatureModels, FeatureWork
from mlm_lab.app.i18n import Context, fmt_number
from mlm_lab.lab.features import FeaturesState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
FeaturesTab = Context("FeaturesTab")  # the texts with a plural (%n); lupdate takes the context from this name

NEIGHBOURS = 8  # corpus tokens listed for a clicked token
HITS = 5  # corpus sentences listed per search


class TextRequests:
    def __init__(self, state: FeaturesState, view: FeatureTextView, models: FeatureModels, work: FeatureWork, *,
                 corpus: Sequence[str] | None, cache_dir: str | os.PathLike | None, status: Callable[[str], None],
                 progress: Callable[[int, int], None]):
        """`corpus`: the sentences to index (None: the shipped reference corpus, read when first
        needed); `status(text)` says a line in the window; `progress(done, total)` is called from
        the background worker's thread (a queued signal of the tab)."""
        self._state, self._view, self._models, self._work = state, view, models, work
        self._corpus = list(corpus) if corpus is not None else None
        self._cache_dir = cache_dir
        self._status, self._progress = status, progress
        self.index = None  # the TokenIndex of (text model, layer), once built

    def corpus_sentences(self) -> list[str]:
        if self._corpus is None:
            from mlm_lab.features.token_index import reference_sentences

            self._corpus = reference_sentences()
        return self._corpus

    def submit_index(self) -> None:
        from mlm_lab.features import TokenIndex

        tm, layer, corpus, cache = self._models.text, self.layer(), self.corpus_sentences(), self._cache_dir
        name = self._models.names["text"] or translate("FeaturesTab", "the text model")
        self._view.show_index_progress(0, 1, FeaturesTab.tr(
            "Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…", "",
            len(corpus)).replace("%1", name))
        self._status(translate("FeaturesTab", "Building the corpus index in the background…"))
        progress = self._progress
        self._work.submit(self._work.background, "index", lambda: (tm, layer, TokenIndex.cached(
            tm, sentences=corpus, layer=layer, cache_dir=cache, progress=progress)))

    def take_index(self, payload) -> bool:
        """The index job's answer: kept (True) when it is for the text model and layer shown now."""
        tm, layer, index = payload
        if tm is not self._models.text or layer != self.layer():
            return False
        self.index = index
        self._view.show_index_ready(translate("FeaturesTab", "Corpus index: %1 tokens of %2 sentences at layer %3 (%4).")
                                    .replace("%1", fmt_number(len(index))).replace("%2", fmt_number(len(index.sentences)))
                                    .replace("%3", fmt_number(layer)).replace("%4", self._models.names["text"]))
        return True

    def submit_neighbours(self) -> None:
        s = self._state
        tokens = self.tokens()
        if s.token is None or not tokens or s.token >= len(tokens[0]) or not tokens[1][s.token]:
            self._view.clear_neighbours(translate("FeaturesTab", "Click a token of the sentence."))
            return
        index, sentence, token = self.index, s.sentence, s.token
        self._work.submit(self._work.quick, "neighbours",
                          lambda: (tokens[0][token], index.neighbours(sentence, token, k=NEIGHBOURS)))

    def submit_search(self) -> None:
        index, query = self.index, self._state.query
        self._work.submit(self._work.quick, "search", lambda: index.sentence_search(query, HITS))

    def layer(self) -> int:
        """The state's layer in the text model (-1: its last)."""
        n = self._models.text.model.config.num_layers
        return n if self._state.layer < 0 else min(self._state.layer, n)

    def tokens(self) -> tuple[list[str], list[bool]] | None:
        """The sentence's tokens and which of them can be clicked (not [CLS], [SEP], punctuation)."""
        tm = self._models.text
        if tm is None:
            return None
        tok = tm.tokenizer
        e = tok.encode(self._state.sentence, max_length=tm.model.config.max_position)
        clickable = [not (bool(sp) or i in (tok.cls_token_id, tok.sep_token_id)) and any(c.isalnum() for c in t)
                     for t, sp, i in zip(e.tokens, e.special, e.ids, strict=True)]
        return list(e.tokens), clickable

    def show_tokens(self) -> None:
        tokens = self.tokens()
        if tokens is not None:
            self._view.show_tokens(*tokens, self._state.token)

    def show_progress(self, done: int, total: int) -> None:
        """The index's progress, while it is being built."""
        if "index" in self._work.awaiting:
            self._view.show_index_progress(done, total, translate(
                "FeaturesTab", "Indexing the corpus: %1 of %2 sentences…").replace("%1", fmt_number(done)).replace(
                "%2", fmt_number(total)))
