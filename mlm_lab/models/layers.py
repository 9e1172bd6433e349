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

    def forward(self, x, attn_bias=None, return_attention: bool = False):
        B, T, D = x.shape
        H = self.num_heads
        q = self.query(x).view(B, T, H, D // H).transpose(1, 2)  # [B, H, T, D/H]
        k = self.key(x).view(B, T, H, D // H).transpose(1, 2)
        v = self.value(x).view(B, T, H, D // H).transpose(1, 2)
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

    def forward(self, x, attn_bias=None, return_attention: bool = False):
        if self.pre_norm:
            a, weights = self.attention(self.attention_norm(x), attn_bias, return_attention)
            x = x + self.drop(a)
            x = x + self.drop(self.ffn_output(F.gelu(self.intermediate(self.ffn_norm(x)))))
        else:
            a, weights = self.attention(x, attn_bias, return_attention)
            x = self.attention_norm(x + self.drop(a))
            x = self.ffn_norm(x + self.drop(self.ffn_output(F.gelu(self.intermediate(x)))))
        return x, weights


def init_weights(module: nn.Module, std: float) -> None:
    """BERT's init: normal(0, std) for linear and embedding weights, zero biases, unit LayerNorm."""
    if isinstance(module, (nn.Linear, nn.Embedding)):
        nn.init.normal_(module.weight, mean=0.0, std=std)
    if isinstance(module, nn.Linear) and module.bias is not None:
        nn.init.zeros_(module.bias)
    if isinstance(module, nn.LayerNorm):
        nn.init.ones_(module.weight)
        nn.init.zeros_(module.bias)
