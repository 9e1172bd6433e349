"""Transformer building blocks shared by the text encoder and the MAE.

Shapes: B batch, T tokens, D width, H heads.
"""

from __future__ import annotations

import math

import torch.nn.functional as F
from torch import nn


class SelfAttention(nn.Module):
    def __init__(self, dim: int, num_heads: int, dropout: float = 0.0):
        super().__init__()
        self.num_heads = num_heads
        self.query = nn.Linear(dim, dim)
        self.key = nn.Linear(dim, dim)
        self.value = nn.Linear(dim, dim)
        self.output = nn.Linear(dim, dim)
        self.dropout = dropout

    def forward(self, x, attn_bias=None, return_attention: bool = False, kv_out: list | None = None):
        """kv_out: a list that gets this layer's (keys, values), each [B, H, T, D/H] (a cache)."""
        B, T, D = x.shape
        H = self.num_heads
        q = self.query(x).view(B, T, H, D // H).transpose(1, 2)  # [B, H, T, D/H]
        k = self.key(x).view(B, T, H, D // H).transpose(1, 2)
        v = self.value(x).view(B, T, H, D // H).transpose(1, 2)
        if kv_out is not None:
            kv_out.append((k, v))
        weights = None
        if return_attention:  # the explicit form, so the app can show the weights
            scores = q @ k.transpose(-2, -1) / math.sqrt(D // H)  # [B, H, T, T]
            if attn_bias is not None:
                scores = scores + attn_bias
            weights = scores.softmax(dim=-1)
            y = weights @ v
        else:
            p = self.dropout if self.training else 0.0
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias, dropout_p=p)
        y = y.transpose(1, 2).reshape(B, T, D)  # [B, T, D]
        return self.output(y), weights

    def forward_rows(self, x, rows, keys, values, attn_bias=None):
        """Attention at some rows only, against cached keys and values: x [B, R, D] the rows'
        inputs, `rows` [R] their positions, keys/values [B, H, T, D/H] of every position, where
        the rows' own fresh ones take their places. attn_bias [B or 1, 1, R, T] or None.
        -> (output [B, R, D], the rows' keys, the rows' values, each [B, H, R, D/H])."""
        B, R, D = x.shape
        H = self.num_heads
        q = self.query(x).view(B, R, H, D // H).transpose(1, 2)  # [B, H, R, D/H]
        k = self.key(x).view(B, R, H, D // H).transpose(1, 2)
        v = self.value(x).view(B, R, H, D // H).transpose(1, 2)
        keys, values = keys.index_copy(2, rows, k), values.index_copy(2, rows, v)
        y = F.scaled_dot_product_attention(q, keys, values, attn_mask=attn_bias)
        return self.output(y.transpose(1, 2).reshape(B, R, D)), k, v


    def forward_at(self, x, rows, attn_bias=None):
        """Attention with queries at some rows only, keys and values from every row: x [B, T, D],
        `rows` a slice or index tensor of positions, attn_bias [B or 1, 1, T, T] (one row per
        query: the asked rows are kept), [B or 1, 1, 1, T] or None. -> [B, R, D], equal to
        `forward(x, attn_bias)[0][:, rows]`."""
        B, T, D = x.shape
        H = self.num_heads
        q = self.query(x[:, rows])
        R = q.shape[1]
        q = q.view(B, R, H, D // H).transpose(1, 2)  # [B, H, R, D/H]
        k = self.key(x).view(B, T, H, D // H).transpose(1, 2)
        v = self.value(x).view(B, T, H, D // H).transpose(1, 2)
        if attn_bias is not None and attn_bias.shape[-2] == T and T > 1:
            attn_bias = attn_bias[..., rows, :]
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias)
        return self.output(y.transpose(1, 2).reshape(B, R, D))


class Block(nn.Module):
    """One Transformer layer; pre-LN: x + f(LN(x)); post-LN (BERT): LN(x + f(x))."""

    def __init__(self, dim: int, num_heads: int, ffn_dim: int, *, eps: float, pre_norm: bool, dropout: float = 0.0):
        super().__init__()
        self.pre_norm = pre_norm
        self.attention = SelfAttention(dim, num_heads, dropout)
        self.attention_norm = nn.LayerNorm(dim, eps=eps)
        self.intermediate = nn.Linear(dim, ffn_dim)
        self.ffn_output = nn.Linear(ffn_dim, dim)
        self.ffn_norm = nn.LayerNorm(dim, eps=eps)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, attn_bias=None, return_attention: bool = False, kv_out: list | None = None):
        a, weights = self.attention(self._attention_input(x), attn_bias, return_attention, kv_out)
        return self._feed(x, a), weights

    def forward_rows(self, x, rows, keys, values, attn_bias=None):
        """The block at some rows only (x [B, R, D] at positions `rows` [R]), attending to cached
        keys/values [B, H, T, D/H] with the rows' fresh ones in place (SelfAttention.forward_rows).
        -> (x [B, R, D], the rows' keys, the rows' values)."""
        a, k, v = self.attention.forward_rows(self._attention_input(x), rows, keys, values, attn_bias)
        return self._feed(x, a), k, v

    def forward_at(self, x, rows, attn_bias=None):
        """The block at some rows only, keys and values from every row (nothing cached): x [B, T, D]
        -> [B, R, D], equal to `forward(x, attn_bias)[0][:, rows]` (SelfAttention.forward_at). The
        last block of a model whose other rows feed nothing read: one head position, one patch."""
        return self._feed(x[:, rows], self.attention.forward_at(self._attention_input(x), rows, attn_bias))

    def _attention_input(self, x):
        return self.attention_norm(x) if self.pre_norm else x

    def _feed(self, x, a):
        """The rest of the layer once its attention output `a` is known at the rows of `x`."""
        if self.pre_norm:
            x = x + self.drop(a)
            return x + self.drop(self.ffn_output(F.gelu(self.intermediate(self.ffn_norm(x)))))
        x = self.attention_norm(x + self.drop(a))
        return self.ffn_norm(x + self.drop(self.ffn_output(F.gelu(self.intermediate(x)))))


def init_weights(module: nn.Module, std: float) -> None:
    """BERT's init: normal(0, std) for linear and embedding weights, zero biases, unit LayerNorm."""
    if isinstance(module, (nn.Linear, nn.Embedding)):
        nn.init.normal_(module.weight, mean=0.0, std=std)
    if isinstance(module, nn.Linear) and module.bias is not None:
        nn.init.zeros_(module.bias)
    if isinstance(module, nn.LayerNorm):
        nn.init.ones_(module.weight)
        nn.init.zeros_(module.bias)
