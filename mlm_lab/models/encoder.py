"""A BERT-style Transformer encoder with a masked-language-modeling head.

With `causal=True` the same network is a causal (left-to-right) LM: each position
attends only to itself and earlier ones, and is trained to predict the next token.

One readable file. Parameter names and layout map one to one onto Hugging Face's
BertForMaskedLM (post-LayerNorm, `pre_norm=False`) or RobertaPreLayerNormForMaskedLM
(`pre_norm=True`). Shapes: B batch, T tokens, D hidden, H heads, V vocabulary.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from mlm_lab.errors import msg
from mlm_lab.models.layers import Block, init_weights


@dataclass
class MaskedLMConfig:
    vocab_size: int = 8192  # WordPiece vocabulary, special tokens included
    max_position: int = 128  # longest sequence, [CLS] and [SEP] included
    hidden_size: int = 256  # D: width of every token vector
    num_layers: int = 4  # Transformer blocks
    num_heads: int = 4  # attention heads per block; D must divide by it
    intermediate_size: int = 1024  # feed-forward width (4 D as in BERT)
    dropout: float = 0.0  # tiny models rarely need it and it costs a quarter of a step
    pre_norm: bool = True  # LayerNorm before each sublayer: leaves the MLM plateau sooner
    layer_norm_eps: float = 1e-12  # as BERT
    pad_token_id: int = 0
    initializer_range: float = 0.02  # std of the normal init, as BERT
    type_vocab_size: int = 1  # segment-embedding rows; only row 0 is used (2 for imported BERT checkpoints)
    causal: bool = False  # True: position t attends to positions <= t only (a causal LM, objective "clm")
    kind: str = field(default="masked_lm", init=False)  # tells load_pretrained what to build

    def __post_init__(self) -> None:
        if self.hidden_size % self.num_heads:
            raise ValueError(msg("hidden_size {self_hidden_size} must divide by num_heads {self_num_heads}",
                                 self_hidden_size=self.hidden_size, self_num_heads=self.num_heads))
        for name in ("vocab_size", "max_position", "hidden_size", "num_layers", "num_heads", "intermediate_size",
                     "type_vocab_size"):
            if int(getattr(self, name)) < 1:
                raise ValueError(msg("{name} must be >= 1", name=name))
        if not 0.0 <= self.dropout < 1.0:
            raise ValueError(msg("dropout must be in [0, 1), got {self_dropout}", self_dropout=self.dropout))

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class MaskedLMOutput:
    loss: torch.Tensor | None  # mean cross-entropy over labelled positions
    logits: torch.Tensor  # [B, T, V], or [M, V] for the M labelled/asked positions
    hidden_states: torch.Tensor  # [B, T, D] after the last block
    attentions: list[torch.Tensor] | None = None  # per layer [B, H, T, T] (return_attentions=True)
    # output_hidden_states=True: num_layers + 1 tensors [B, T, D]: the embeddings (after their
    # norm), then each block's output; the last is after the final norm (equals hidden_states)
    layer_hidden_states: list[torch.Tensor] | None = None


class MaskedLM(nn.Module):
    """Embeddings -> N blocks -> (final LN if pre-LN) -> MLM head tied to the word embeddings."""

    def __init__(self, config: MaskedLMConfig):
        super().__init__()
        self.config = cfg = config
        self.word_embeddings = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.position_embeddings = nn.Embedding(cfg.max_position, cfg.hidden_size)
        self.token_type_embeddings = nn.Embedding(cfg.type_vocab_size, cfg.hidden_size)  # segment 0 only; BERT layout
        self.embedding_norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.drop = nn.Dropout(cfg.dropout)
        self.blocks = nn.ModuleList(
            Block(cfg.hidden_size, cfg.num_heads, cfg.intermediate_size, eps=cfg.layer_norm_eps,
                  pre_norm=cfg.pre_norm, dropout=cfg.dropout)
            for _ in range(cfg.num_layers)
        )
        self.final_norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps) if cfg.pre_norm else None
        # MLM head: dense -> GELU -> LN -> decoder (weights tied to word_embeddings) + bias
        self.head_dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.head_norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.head_bias = nn.Parameter(torch.zeros(cfg.vocab_size))
        self.apply(lambda m: init_weights(m, cfg.initializer_range))

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())

    def encode(self, input_ids, attention_mask=None, return_attentions: bool = False,
               output_hidden_states: bool = False, inputs_embeds: torch.Tensor | None = None):
        """input_ids [B, T] -> (hidden [B, T, D], per-layer attention [B, H, T, T] or None).

        output_hidden_states: also return every layer's hidden state as a third item (a list
        of num_layers + 1 [B, T, D]: embeddings, then each block; the last after the final
        norm). inputs_embeds [B, T, D]: word embeddings to use instead of looking up
        input_ids (positions and the segment row are still added): what gradients on the
        embeddings need. Neither changes the default path."""
        B, T = input_ids.shape
        if T > self.config.max_position:
            raise ValueError(msg("sequence of {t} tokens is longer than max_position {self_config_max_position}",
                                 t=T, self_config_max_position=self.config.max_position))
        x = self.embed(input_ids, inputs_embeds=inputs_embeds)  # [B, T, D]
        attn_bias = self.attention_bias(attention_mask, T, x.dtype, x.device)
        attentions = [] if return_attentions else None
        layers = [x] if output_hidden_states else None
        for block in self.blocks:
            x, weights = block(x, attn_bias, return_attentions)
            if attentions is not None:
                attentions.append(weights)
            if layers is not None:
                layers.append(x)
        if self.final_norm is not None:
            x = self.final_norm(x)
            if layers is not None:
                layers[-1] = x
        if output_hidden_states:
            return x, attentions, layers
        return x, attentions

    def encode_kv(self, input_ids: torch.Tensor, attn_bias: torch.Tensor | None = None):
        """Every position, as `encode`, and every layer's keys and values: (hidden [B, T, D] after
        the final norm, [(keys, values)] per layer, each [B, H, T, D/H]): a key/value cache.
        attn_bias [B or 1, 1, T, T] (additive, -inf where a query may not look) or None."""
        x = self.embed(input_ids)
        kv: list = []
        for block in self.blocks:
            x, _ = block(x, attn_bias, kv_out=kv)
        return (self.final_norm(x) if self.final_norm is not None else x), kv

    def encode_rows(self, input_ids: torch.Tensor, rows: torch.Tensor, kv: list, attn_bias: torch.Tensor | None = None):
        """Some positions only, against a key/value cache: `rows` [R] (ascending positions), `kv`
        from `encode_kv`; in every layer the rows' fresh keys and values replace the cached ones
        and the other positions' cached ones are used as they are (exact where those have not
        changed). attn_bias [B or 1, 1, R, T] or None. -> (hidden [B, R, D] after the final norm,
        the rows' [(keys, values)] per layer)."""
        x = self.embed(input_ids[:, rows], rows)  # [B, R, D]
        fresh = []
        for block, (keys, values) in zip(self.blocks, kv, strict=True):
            x, k, v = block.forward_rows(x, rows, keys, values, attn_bias)
            fresh.append((k, v))
        return (self.final_norm(x) if self.final_norm is not None else x), fresh

    def embed(self, input_ids: torch.Tensor, positions: torch.Tensor | None = None,
              inputs_embeds: torch.Tensor | None = None) -> torch.Tensor:
        """The blocks' input: input_ids [B, T] at `positions` [T] (default 0 .. T-1) -> [B, T, D]
        (word + position + segment 0, normed). inputs_embeds [B, T, D]: word embeddings to use
        instead of looking up input_ids (what gradients on the embeddings need)."""
        if positions is None:
            positions = torch.arange(input_ids.shape[1], device=input_ids.device)
        words = self.word_embeddings(input_ids) if inputs_embeds is None else inputs_embeds
        x = words + self.position_embeddings(positions) + self.token_type_embeddings.weight[0]
        return self.drop(self.embedding_norm(x))

    def logits_at(self, input_ids: torch.Tensor, rows, attention_mask=None,
                  inputs_embeds: torch.Tensor | None = None) -> torch.Tensor:
        """The MLM head's logits at some positions of every row: input_ids [B, T], `rows` a slice
        or index tensor -> [B, R, V], equal to `forward(...).logits[:, rows]` but cheaper: the
        last block runs at those rows only (its keys and values still come from every position),
        as nanoGPT's `lm_head(x[:, [-1], :])`. What explanations ask of one position."""
        B, T = input_ids.shape
        if T > self.config.max_position:
            raise ValueError(msg("sequence of {t} tokens is longer than max_position {self_config_max_position}",
                                 t=T, self_config_max_position=self.config.max_position))
        x = self.embed(input_ids, inputs_embeds=inputs_embeds)
        bias = self.attention_bias(attention_mask, T, x.dtype, x.device)
        *first, last = self.blocks
        for block in first:
            x, _ = block(x, bias)
        x = last.forward_at(x, rows, bias)  # [B, R, D]
        return self.head(self.final_norm(x) if self.final_norm is not None else x)

    def attention_bias(self, attention_mask, T: int, dtype, device) -> torch.Tensor | None:
        """Additive attention bias: -inf where a query may not look, [B or 1, 1, T, T] (or None).

        attention_mask [B, T]: 1 = real token, 0 = padding (never attended to). A causal
        model also hides every later position: the bias is -inf above the diagonal."""
        if not self.config.causal:
            if attention_mask is None:
                return None
            keep = attention_mask.bool()[:, None, None, :].to(device)  # [B, 1, 1, T]
            return torch.zeros(keep.shape, dtype=dtype, device=device).masked_fill(~keep, float("-inf"))
        allowed = torch.ones(T, T, dtype=torch.bool, device=device).tril()[None, None]  # [1, 1, T(query), T(key)]
        if attention_mask is not None:
            allowed = allowed & attention_mask.bool().to(device)[:, None, None, :]  # [B, 1, T, T]
            allowed = allowed | torch.eye(T, dtype=torch.bool, device=device)  # a padded query sees itself: no NaN
        return torch.zeros(allowed.shape, dtype=dtype, device=device).masked_fill(~allowed, float("-inf"))

    def head(self, hidden: torch.Tensor) -> torch.Tensor:
        """[..., D] -> logits [..., V]"""
        h = self.head_norm(F.gelu(self.head_dense(hidden)))
        return h @ self.word_embeddings.weight.t() + self.head_bias

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        labels: torch.Tensor | None = None,
        positions: torch.Tensor | None = None,
        return_attentions: bool = False,
        output_hidden_states: bool = False,
        inputs_embeds: torch.Tensor | None = None,
    ) -> MaskedLMOutput:
        """input_ids [B, T]; labels [B, T] with -100 where no prediction is scored.

        With labels, logits are computed only at the labelled positions ([M, V]); with
        `positions` ([B, T] bool), only there; otherwise at every position ([B, T, V]).
        What explanations need, on request (the default path is unchanged):
        return_attentions: `attentions`, per layer [B, H, T, T];
        output_hidden_states: `layer_hidden_states`, the embeddings and every block's output
        (as Hugging Face's output_hidden_states; the last is after the final norm);
        inputs_embeds [B, T, D]: word embeddings in place of the lookup of input_ids.
        """
        layers = None
        if output_hidden_states:
            hidden, attentions, layers = self.encode(input_ids, attention_mask, return_attentions, True, inputs_embeds)
        else:
            hidden, attentions = self.encode(input_ids, attention_mask, return_attentions,
                                             inputs_embeds=inputs_embeds)
        loss = None
        if labels is not None:
            where = labels != -100  # [B, T]
            logits = self.head(hidden[where])  # [M, V]: the sparse prediction
            loss = F.cross_entropy(logits, labels[where]) if logits.shape[0] else logits.sum() * 0.0
        elif positions is not None:
            logits = self.head(hidden[positions.bool()])  # [M, V]
        else:
            logits = self.head(hidden)  # [B, T, V]
        return MaskedLMOutput(loss, logits, hidden, attentions, layers)
