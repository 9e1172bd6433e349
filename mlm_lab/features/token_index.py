"""Nearest neighbours in a reference corpus: every token's contextual embedding at one
layer (normalised), and every sentence's mean-pooled embedding, beside a TF-IDF baseline.

`TokenIndex.build` runs the model over the corpus in batches with a progress callback;
`TokenIndex.cached` loads it from the user cache dir (platformdirs) when the same
model weights, layer and corpus were indexed before: float16 `.npy` arrays (loaded with
`allow_pickle=False`) and a JSON file, written atomically; never pickle. A search is
one matrix-vector product over the index (milliseconds for tens of thousands of tokens).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from mlm_lab.atomic import write_bytes_atomic, write_json_atomic
from mlm_lab.errors import msg, words
from mlm_lab.features.text import token_features, unpack_text_model

Progress = Callable[[int, int], None]
INDEX_VERSION = 2


@dataclass
class Neighbour:
    sentence: str
    span: tuple[int, int]  # character span of the token in the sentence
    token: str
    cosine: float
    sentence_index: int


@dataclass
class SentenceHit:
    sentence: str
    score: float  # cosine similarity (embedding or TF-IDF)
    sentence_index: int


def weights_hash(model: torch.nn.Module) -> str:
    """sha256 over every parameter and buffer (names, shapes, float32 bytes) in state_dict order."""
    h = hashlib.sha256()
    for name, tensor in model.state_dict().items():
        t = tensor.detach().cpu().contiguous()
        h.update(name.encode())
        h.update(str(tuple(t.shape)).encode())
        h.update((t.float() if t.is_floating_point() else t).numpy().tobytes())
    return h.hexdigest()


def corpus_hash(sentences: Sequence[str]) -> str:
    return hashlib.sha256("\n".join(sentences).encode()).hexdigest()


def default_cache_dir() -> Path:
    override = os.environ.get("MLM_LAB_CACHE")
    if override:
        return Path(override).expanduser() / "token-index"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mlm-lab", appauthor=False)) / "token-index"


def _npy_bytes(array: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, array, allow_pickle=False)
    return buf.getvalue()


class TokenIndex:
    def __init__(self, sentences: list[str], token_vectors: np.ndarray, token_sentence: np.ndarray,
                 token_spans: np.ndarray, sentence_vectors: np.ndarray, layer: int, model=None, tokenizer=None):
        self.sentences = sentences
        self.token_vectors = token_vectors.astype(np.float32)  # [M, D], unit norm
        self._token_matrix = torch.from_numpy(self.token_vectors)  # shares memory; torch's matvec is the fast one
        self.token_sentence = token_sentence  # [M] int32
        self.token_spans = token_spans  # [M, 2] int32 character spans
        self.sentence_vectors = sentence_vectors.astype(np.float32)  # [S, D], unit norm
        self.layer = layer
        self.model, self.tokenizer = model, tokenizer
        self._tfidf = None

    def __len__(self) -> int:
        return self.token_vectors.shape[0]

    # -- building and caching -------------------------------------------------------------------
    @classmethod
    def build(cls, model, tokenizer=None, sentences: Sequence[str] = (), layer: int = -1, *, batch_size: int = 64,
              progress: Progress | None = None) -> TokenIndex:
        net, tok = unpack_text_model(model, tokenizer)
        sentences = list(sentences)
        if not sentences:
            raise ValueError(words("the corpus is empty"))
        vecs, owner, spans, sent = [], [], [], []
        for start in range(0, len(sentences), batch_size):
            chunk = sentences[start : start + batch_size]
            feats = token_features(net, tok, chunk, layer=layer, batch_size=batch_size)
            for i, (emb, special, offsets) in enumerate(zip(feats.embeddings, feats.special, feats.offsets,
                                                            strict=True)):
                # every token but specials and bare punctuation (nobody asks for the neighbours of a comma)
                keep = [t for t, s in enumerate(special) if not s and any(c.isalnum() for c in feats.tokens[i][t])]
                vecs.append(emb[keep])
                owner.append(np.full(len(keep), start + i, dtype=np.int32))
                spans.append(np.array([offsets[t] for t in keep], dtype=np.int32).reshape(-1, 2))
            sent.append(feats.sentence)
            if progress is not None:
                progress(min(start + batch_size, len(sentences)), len(sentences))
        k = feats.layer
        return cls(sentences, _unit(np.concatenate(vecs)), np.concatenate(owner), np.concatenate(spans),
                   _unit(np.concatenate(sent)), k, net, tok)

    @staticmethod
    def cache_key(model, sentences: Sequence[str], layer: int) -> str:
        net = model.model if hasattr(model, "model") else model
        return f"v{INDEX_VERSION}-{weights_hash(net)[:20]}-L{layer}-{corpus_hash(sentences)[:12]}"

    @classmethod
    def cached(cls, model, tokenizer=None, sentences: Sequence[str] = (), layer: int = -1, *,
               cache_dir: str | os.PathLike | None = None, progress: Progress | None = None) -> TokenIndex:
        """Load the index of (model weights, layer, corpus) from the cache, or build and save it."""
        net, tok = unpack_text_model(model, tokenizer)
        from mlm_lab.features.image import encoder_layer_index

        k = encoder_layer_index(net.config.num_layers, layer)
        folder = Path(cache_dir) if cache_dir else default_cache_dir()
        folder = folder / cls.cache_key(net, sentences, k)
        if (folder / "index.json").is_file():
            try:
                return cls.load(folder, net, tok, sentences).prepare()
            except (OSError, ValueError):
                pass  # a damaged cache entry is rebuilt
        index = cls.build(net, tok, sentences, k, progress=progress)
        index.save(folder)
        return index.prepare()

    def prepare(self) -> TokenIndex:
        """Fit the TF-IDF baseline now (a second or so), so the first search is fast too."""
        if self._tfidf is None:
            from sklearn.feature_extraction.text import TfidfVectorizer

            vectorizer = TfidfVectorizer(lowercase=True)
            self._tfidf = (vectorizer, vectorizer.fit_transform(self.sentences))
        return self

    def save(self, folder: str | os.PathLike) -> Path:
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(folder / "tokens.npy", _npy_bytes(self.token_vectors.astype(np.float16)))
        write_bytes_atomic(folder / "sentences.npy", _npy_bytes(self.sentence_vectors.astype(np.float16)))
        write_bytes_atomic(folder / "owners.npy", _npy_bytes(self.token_sentence.astype(np.int32)))
        write_bytes_atomic(folder / "spans.npy", _npy_bytes(self.token_spans.astype(np.int32)))
        write_json_atomic(folder / "index.json", {"version": INDEX_VERSION, "layer": self.layer,
                                                  "tokens": len(self), "sentences": len(self.sentences),
                                                  "corpus_sha256": corpus_hash(self.sentences)})
        return folder

    @classmethod
    def load(cls, folder: str | os.PathLike, model, tokenizer, sentences: Sequence[str]) -> TokenIndex:
        folder = Path(folder)
        meta = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        if meta.get("version") != INDEX_VERSION or meta.get("corpus_sha256") != corpus_hash(sentences):
            raise ValueError(words("cache entry is for another corpus or version"))

        def arr(name):
            return np.load(folder / name, allow_pickle=False)

        index = cls(list(sentences), arr("tokens.npy"), arr("owners.npy"), arr("spans.npy"), arr("sentences.npy"),
                    int(meta["layer"]), model, tokenizer)
        if len(index) != meta["tokens"]:
            raise ValueError(words("cache entry is incomplete"))
        return index

    # -- queries ----------------------------------------------------------------------------------
    def query_vector(self, text: str, token: int) -> tuple[np.ndarray, str]:
        """The contextual vector of token `token` of `text` (index among its tokens, [CLS] = 0)."""
        feats = token_features(self.model, self.tokenizer, [text], layer=self.layer)
        if not 0 <= token < len(feats.tokens[0]):
            raise IndexError(f"token {token} outside 0..{len(feats.tokens[0]) - 1}")
        return _unit(feats.embeddings[0][token][None])[0], feats.tokens[0][token]

    def neighbours(self, text: str, token: int, k: int = 10) -> list[Neighbour]:
        """The `k` corpus tokens nearest (cosine) to token `token` of `text`."""
        vector, _ = self.query_vector(text, token)
        return self.neighbours_of_vector(vector, k)

    def neighbours_of_vector(self, vector: np.ndarray, k: int = 10) -> list[Neighbour]:
        with torch.no_grad():
            scores_t = torch.mv(self._token_matrix, torch.from_numpy(np.ascontiguousarray(vector, dtype=np.float32)))
            values, top = torch.topk(scores_t, min(k, scores_t.shape[0]))  # sorted, best first
        scores = scores_t.numpy()
        out = []
        for i in top.tolist():
            s = int(self.token_sentence[i])
            a, b = (int(v) for v in self.token_spans[i])
            out.append(Neighbour(self.sentences[s], (a, b), self.sentences[s][a:b], float(scores[i]), s))
        return out

    def sentence_search(self, text: str, k: int = 5) -> dict[str, list[SentenceHit]]:
        """Nearest corpus sentences by mean-pooled embedding ("embedding") and by TF-IDF ("tfidf")."""
        feats = token_features(self.model, self.tokenizer, [text], layer=self.layer)
        emb = self.sentence_vectors @ _unit(feats.sentence)[0]
        return {"embedding": self._top(emb, k), "tfidf": self.tfidf_search(text, k)}

    def tfidf_search(self, text: str, k: int = 5) -> list[SentenceHit]:
        vectorizer, matrix = self.prepare()._tfidf
        scores = (matrix @ vectorizer.transform([text]).T).toarray()[:, 0]  # rows are unit norm
        return self._top(scores, k)

    def _top(self, scores: np.ndarray, k: int) -> list[SentenceHit]:
        k = min(k, scores.shape[0])
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top])]
        return [SentenceHit(self.sentences[i], float(scores[i]), int(i)) for i in top]


def _unit(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    return x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-12)


def reference_sentences() -> list[str]:
    """The shipped reference corpus (resources/corpus/sentences.txt), one sentence a line."""
    from mlm_lab.resources import resources_dir

    path = resources_dir() / "corpus" / "sentences.txt"
    if not path.is_file():
        raise ValueError(msg("the reference corpus is missing: {path}", path=path))
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
