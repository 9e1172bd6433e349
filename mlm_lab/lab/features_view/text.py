"""The Features tab's text side, without Qt: the sentence's tokens, the corpus index of the text
model at the state's layer, a clicked token's nearest corpus tokens and the sentence search
(`TextSide`, held by the tab's `FeaturesPresenter` as `presenter.text`).

The index is built in the slow lane under the key "index" (once per model and layer; kept in the
cache folder); the neighbours ("neighbours") and the search ("search") are asked of the quick lane
once it is there. An index answer carries the text model's generation and the layer it was built
for, a neighbours or search answer the index it was asked of: one for a model, a layer or an index
replaced since is dropped.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mlm_lab.lab.features_view.presenter import FeaturesPresenter

INDEX, NEIGHBOURS, SEARCH = "index", "neighbours", "search"
NEIGHBOUR_COUNT = 8  # corpus tokens listed for a clicked token
HITS = 5  # corpus sentences listed per search


class TextSide:
    """The index, the neighbours and the search hits on screen, and the corpus they come from."""

    def __init__(self, owner: FeaturesPresenter, corpus: Sequence[str] | None = None,
                 cache_dir: str | os.PathLike | None = None):
        """`corpus`: the sentences to index (None: the shipped reference corpus, read when first
        needed); `cache_dir`: where indexes are kept (None: the user cache, `MLM_LAB_CACHE`)."""
        self.owner = owner
        self.corpus = list(corpus) if corpus is not None else None
        self.cache_dir = cache_dir
        self.index = None  # the TokenIndex of (text model, layer), once built
        self.neighbours: tuple[str, list] | None = None  # (the clicked token, its Neighbour list) on screen
        self.hits: dict | None = None  # {"embedding": [...], "tfidf": [...]} on screen

    def corpus_sentences(self) -> list[str]:
        if self.corpus is None:
            from mlm_lab.features.token_index import reference_sentences

            self.corpus = reference_sentences()
        return self.corpus

    def forget(self) -> None:
        """A new text model: nothing of the last one's stays on screen."""
        self.index = self.neighbours = self.hits = None

    def layer(self) -> int:
        """The state's layer in the text model (-1: its last)."""
        n = self.owner.models.text.model.config.num_layers
        layer = self.owner.state.layer
        return n if layer < 0 else min(layer, n)

    def tokens(self) -> tuple[list[str], list[bool]] | None:
        """The sentence's tokens and which of them can be clicked (not [CLS], [SEP], punctuation);
        None without a text model."""
        tm = self.owner.models.text
        if tm is None:
            return None
        tok = tm.tokenizer
        e = tok.encode(self.owner.state.sentence, max_length=tm.model.config.max_position)
        clickable = [not (bool(sp) or i in (tok.cls_token_id, tok.sep_token_id)) and any(c.isalnum() for c in t)
                     for t, sp, i in zip(e.tokens, e.special, e.ids, strict=True)]
        return list(e.tokens), clickable

    # -- the index ---------------------------------------------------------------------------------
    def submit_index(self) -> None:
        """Build (or read from the cache) the index of the text model at the state's layer."""
        from mlm_lab.features import TokenIndex

        owner = self.owner
        tm, layer, corpus, cache = owner.models.text, self.layer(), self.corpus_sentences(), self.cache_dir
        generation, progress = owner.generation["text"], owner.progress_of(INDEX)
        owner.submit(INDEX, lambda: (generation, layer, TokenIndex.cached(
            tm, sentences=corpus, layer=layer, cache_dir=cache, progress=progress)))

    def accept_index(self, payload) -> bool:
        """The index job's answer: kept (True) when it is for the text model and the layer of now;
        the neighbours and the search are owed again, from it."""
        generation, layer, index = payload
        if generation != self.owner.generation["text"] or layer != self.layer():
            return False
        self.index = index
        self.owner.stale |= {NEIGHBOURS, SEARCH}
        return True

    # -- neighbours and search ---------------------------------------------------------------------
    def submit_neighbours(self) -> bool:
        """Ask for the clicked token's neighbours; False (none on screen from now on) when the state's
        token is none, past the sentence's end or not a word."""
        s = self.owner.state
        tokens = self.tokens()
        if s.token is None or not tokens or s.token >= len(tokens[0]) or not tokens[1][s.token]:
            self.neighbours = None
            return False
        index, sentence, token = self.index, s.sentence, s.token
        self.owner.submit(NEIGHBOURS, lambda: (index, tokens[0][token],
                                               index.neighbours(sentence, token, k=NEIGHBOUR_COUNT)))
        return True

    def submit_search(self) -> None:
        index, query = self.index, self.owner.state.query
        self.owner.submit(SEARCH, lambda: (index, index.sentence_search(query, HITS)))

    def accept_neighbours(self, payload) -> bool:
        """(index, token, neighbours): kept (True) when asked of the index in use."""
        index, token, neighbours = payload
        if index is not self.index:
            return False
        self.neighbours = (token, neighbours)
        return True

    def accept_search(self, payload) -> bool:
        """(index, hits): kept (True) when asked of the index in use."""
        index, hits = payload
        if index is not self.index:
            return False
        self.hits = hits
        return True
