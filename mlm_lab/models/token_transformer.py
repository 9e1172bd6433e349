"""A bidirectional transformer over a grid of image tokens (MaskGIT's, Chang et al. 2022).

    net = TokenTransformer(TokenTransformerConfig(codebook_size=512, grid=12))
    logits = net(tokens)            # tokens: [B, N] long in 0..K (K = [MASK]) -> [B, N, K]
    logits = net(tokens, at=mask)   # only at the masked positions: [M, K] (training)

Every position sees every other (no causal mask), as in BERT; the input is the token grid read
row by row, with some tokens replaced by the extra id K ([MASK]), and the model predicts a
distribution over the K codebook entries at each position. Training (training/image_tokens.py)
masks a cosine-scheduled share of each grid and takes the cross-entropy on the masked positions;
decoding (generation/token_rounds.py) reveals the grid in rounds, the most confident first.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import torch
from torch import nn

from mlm_lab.errors import msg
from mlm_lab.models.layers import Block, init_weights


@dataclass
class TokenTransformerConfig:
    codebook_size: int = 512  # K: the tokenizer's vocabulary; id K is [MASK]
    grid: int = 12  # tokens per side (the tokenizer's grid at its image size)
    hidden_size: int = 256  # D
    num_layers: int = 4
    num_heads: int = 4
    mlp_ratio: float = 4.0  # feed-forward width as a multiple of D
    layer_norm_eps: float = 1e-6
    initializer_range: float = 0.02

    @property
    def mask_id(self) -> int:
        return self.codebook_size

    @property
    def num_tokens(self) -> int:
        return self.grid * self.grid

    def to_dict(self) -> dict:
        return {**asdict(self), "kind": "token_transformer"}


class TokenTransformer(nn.Module):
    def __init__(self, config: TokenTransformerConfig):
        super().__init__()
        self.config = config
        D = config.hidden_size
        self.token_embedding = nn.Embedding(config.codebook_size + 1, D)  # + [MASK]
        self.position_embedding = nn.Embedding(config.num_tokens, D)
        self.blocks = nn.ModuleList(
            Block(D, config.num_heads, int(D * config.mlp_ratio), eps=config.layer_norm_eps, pre_norm=True)
            for _ in range(config.num_layers))
        self.norm = nn.LayerNorm(D, eps=config.layer_norm_eps)
        self.head = nn.Linear(D, config.codebook_size)  # never predicts [MASK]
        self.apply(lambda m: init_weights(m, config.initializer_range))

    def forward(self, tokens: torch.Tensor, at: torch.Tensor | None = None) -> torch.Tensor:
        """tokens [B, N] long -> logits [B, N, K]; with `at` ([B, N] bool) only there: [M, K]."""
        B, N = tokens.shape
        if N != self.config.num_tokens:
            raise ValueError(msg("the transformer takes {self_config_num_tokens} tokens a grid, got {n}",
                                 self_config_num_tokens=self.config.num_tokens, n=N))
        x = self.token_embedding(tokens) + self.position_embedding.weight[None]  # [B, N, D]
        for block in self.blocks:
            x, _ = block(x)
        x = self.norm(x)
        if at is not None:
            x = x[at]  # [M, D]: the vocabulary projection only where a loss is taken
        return self.head(x)


__all__ = ["TokenTransformer", "TokenTransformerConfig"]
