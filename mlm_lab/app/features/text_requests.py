"""The Features tab's text requests (a mixin of `FeaturesTab`): the sentence's tokens, the
corpus index built in the background worker with its progress, a clicked token's
neighbours and the sentence search in the quick worker."""

from __future__ import annotations

NEIGHBOURS = 8  # corpus tokens listed for a clicked token
HITS = 5  # corpus sentences listed per search


class TextRequestsMixin:
    def _corpus_sentences(self) -> list[str]:
        if self._corpus is None:
            from mlm_lab.features.token_index import reference_sentences

            self._corpus = reference_sentences()
        return self._corpus

    def _submit_index(self) -> None:
        from mlm_lab.features import TokenIndex

        tm, layer, corpus, cache = self.text_model, self._text_layer(), self._corpus_sentences(), self._cache_dir
        self.text_view.show_index_progress(0, 1, f"Indexing {len(corpus):,} corpus sentences with "
                                                 f"{self._names['text'] or 'the text model'} (once per model and "
                                                 "layer; kept in the cache)…")
        self.status_message.emit("Building the corpus index in the background…")
        self._submit(self._background, "index", lambda: (tm, layer, TokenIndex.cached(
            tm, sentences=corpus, layer=layer, cache_dir=cache, progress=self._index_progress.emit)))

    def _submit_neighbours(self) -> None:
        s = self._state
        tokens = self._tokens()
        if s.token is None or not tokens or s.token >= len(tokens[0]) or not tokens[1][s.token]:
            self.text_view.clear_neighbours("Click a token of the sentence.")
            return
        index, sentence, token = self._index, s.sentence, s.token
        self._submit(self._worker, "neighbours",
                     lambda: (tokens[0][token], index.neighbours(sentence, token, k=NEIGHBOURS)))

    def _submit_search(self) -> None:
        index, query = self._index, self._state.query
        self._submit(self._worker, "search", lambda: index.sentence_search(query, HITS))

    def _search_now(self, query: str) -> None:
        self._state.query = query
        self._stale.add("search")
        self._refresh()

    def _text_layer(self) -> int:
        n = self.text_model.model.config.num_layers
        return n if self._state.layer < 0 else min(self._state.layer, n)

    def _tokens(self) -> tuple[list[str], list[bool]] | None:
        """The sentence's tokens and which of them can be clicked (not [CLS], [SEP], punctuation)."""
        if self.text_model is None:
            return None
        tok = self.text_model.tokenizer
        e = tok.encode(self._state.sentence, max_length=self.text_model.model.config.max_position)
        clickable = [not (bool(sp) or i in (tok.cls_token_id, tok.sep_token_id)) and any(c.isalnum() for c in t)
                     for t, sp, i in zip(e.tokens, e.special, e.ids, strict=True)]
        return list(e.tokens), clickable

    def _show_tokens(self) -> None:
        tokens = self._tokens()
        if tokens is not None:
            self.text_view.show_tokens(*tokens, self._state.token)

    def _on_index_progress(self, done: int, total: int) -> None:
        if "index" in self._awaiting:
            self.text_view.show_index_progress(done, total, f"Indexing the corpus: {done:,} of {total:,} sentences…")

