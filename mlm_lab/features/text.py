"""Text representations of a masked LM: contextual embeddings per token at any layer,
and mean-pooled sentence embeddings (special tokens left out).

Every layer is read from the model's own forward pass (`output_hidden_states=True`;
layer 0 = the embeddings, the last = after the final norm), so the attention mask is the
model's: padding, and causal for a model whose config says `causal=True`.
Shapes: B texts, T tokens, D width.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import torch

from mlm_lab.features.image import encoder_layer_index

Progress = Callable[[int, int], None]


@dataclass
class TokenFeatures:
    tokens: list[list[str]]  # per text, the tokens ([CLS] and [SEP] included)
    offsets: list[list[tuple[int, int]]]  # per text, the character span of each token
    word_ids: list[list[int]]  # per text, the word index of each token (-1 for specials)
    special: list[list[bool]]  # per text, True for [CLS], [SEP], [MASK]
    embeddings: list[np.ndarray]  # per text [T_i, D] float32
    sentence: np.ndarray  # [B, D] mean over the non-special tokens (zeros if a text has none)
    layer: int  # 0 = embeddings, k = after block k, num_layers = final output


def unpack_text_model(model, tokenizer=None):
    """(MaskedLM, tokenizer) from a TextModel, a folder, or a MaskedLM + tokenizer (the engine's one
    resolver, `inference.resolve_text_model`, decides); `tokenizer` overrides the model's own."""
    from mlm_lab.inference import resolve_text_model

    if hasattr(model, "model") and hasattr(model, "tokenizer"):  # a TextModel, or one from transformers
        return model.model, tokenizer or model.tokenizer
    tm = resolve_text_model(model, tokenizer)
    return tm.model, tokenizer or tm.tokenizer


def text_hidden_states(model, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                       layers: Sequence[int]) -> dict[int, torch.Tensor]:
    """input_ids, attention_mask [B, T] -> {layer: [B, T, D]} for layer indices in 0..num_layers.

    The model's own forward pass (`MaskedLM.encode(..., output_hidden_states=True)`): its
    attention mask (padding, and causal where the config says so), its final norm."""
    _, _, hidden = model.encode(input_ids, attention_mask, output_hidden_states=True)
    return {k: hidden[k] for k in sorted(set(layers))}


def batch_encode(tokenizer, texts: Sequence[str], max_length: int):
    """Encode texts and pad: (encodings, ids [B, T], attention [B, T])."""
    encs = [tokenizer.encode(t, max_length=max_length) for t in texts]
    T = max(len(e.ids) for e in encs)
    ids = torch.full((len(encs), T), tokenizer.pad_token_id, dtype=torch.long)
    attn = torch.zeros((len(encs), T), dtype=torch.long)
    for i, e in enumerate(encs):
        ids[i, : len(e.ids)] = torch.tensor(e.ids)
        attn[i, : len(e.ids)] = 1
    return encs, ids, attn


@torch.no_grad()
def token_features(model, tokenizer=None, texts: Sequence[str] = (), layer: int = -1, *, batch_size: int = 64,
                   progress: Progress | None = None) -> TokenFeatures:
    """Contextual embeddings per token at `layer` (0 = embeddings, -1 = final) and the
    mean-pooled sentence embedding of each text (special tokens excluded)."""
    if isinstance(texts, str):
        texts = [texts]
    net, tok = unpack_text_model(model, tokenizer)
    k = encoder_layer_index(net.config.num_layers, layer)
    net.eval()
    result = TokenFeatures([], [], [], [], [], np.zeros((len(texts), net.config.hidden_size), np.float32), k)
    for start in range(0, len(texts), batch_size):
        chunk = list(texts[start : start + batch_size])
        encs, ids, attn = batch_encode(tok, chunk, net.config.max_position)
        hidden = text_hidden_states(net, ids, attn, [k])[k].float().numpy()  # [b, T, D]
        for i, e in enumerate(encs):
            vecs = hidden[i, : len(e.ids)].copy()  # [T_i, D]
            special = [bool(s) or t in (tok.cls_token_id, tok.sep_token_id) for s, t in zip(e.special, e.ids, strict=True)]
            result.tokens.append(list(e.tokens))
            result.offsets.append([tuple(o) for o in e.offsets])
            result.word_ids.append(list(e.word_ids))
            result.special.append(special)
            result.embeddings.append(vecs)
            body = ~np.asarray(special)
            if body.any():
                result.sentence[start + i] = vecs[body].mean(axis=0)
        if progress is not None:
            progress(min(start + batch_size, len(texts)), len(texts))
    return result
