"""Make a trained text encoder (or an MAE's decoder) deeper without changing what it computes.

Progressive stacking (Gong et al., ICML 2019) trains a shallow BERT and then stacks copies of
its layers to start a deeper one. Here the deeper model starts as the very same function: each
new block is a copy of the block just before it whose two output projections (attention output
and feed-forward output, weights and biases) are zero. In a pre-LN block that adds nothing to
the residual stream, so the grown model's outputs equal the trained model's; the copied inner
weights give the zero projections useful gradients from the first step.

The new blocks go after evenly spaced existing blocks: 4 -> 6 puts them after blocks 2 and 4
(1-based), giving the order 1, 2, 2', 3, 4, 4'. An MAE's decoder grows the same way
(`grow_decoder`: 2 -> 4 gives 1, 1', 2, 2'); its encoder, and so its features, are untouched.
"""

from __future__ import annotations

import copy
from dataclasses import replace

import torch

from mlm_lab.errors import msg, words
from mlm_lab.models.encoder import MaskedLM
from mlm_lab.models.mae import MaskedAutoencoder


def insertion_points(old_layers: int, new_layers: int) -> list[int]:
    """0-based indices of the blocks a copy follows, one per new block, in order."""
    extra = new_layers - old_layers
    if old_layers < 1 or extra < 0:
        raise ValueError(msg("cannot grow {old_layers} blocks to {new_layers}",
                             old_layers=old_layers, new_layers=new_layers))
    return [((i + 1) * old_layers) // extra - 1 for i in range(extra)]


def _grown_blocks(blocks: torch.nn.ModuleList, num_layers: int) -> torch.nn.ModuleList:
    """The blocks with zero-output copies inserted (see the module's docstring)."""
    after = insertion_points(len(blocks), num_layers)
    grown = []
    for i, block in enumerate(blocks):
        grown.append(block)
        for _ in range(after.count(i)):
            twin = copy.deepcopy(block)
            for linear in (twin.attention.output, twin.ffn_output):
                linear.weight.zero_()
                linear.bias.zero_()
            grown.append(twin)
    return torch.nn.ModuleList(grown)


@torch.no_grad()
def grow_depth(model: MaskedLM, num_layers: int) -> MaskedLM:
    """A new MaskedLM with `num_layers` blocks computing the same outputs as `model` (pre-LN only)."""
    cfg = model.config
    if not cfg.pre_norm:
        raise ValueError(words("only a pre-LN encoder grows without changing its outputs"))
    grown = copy.deepcopy(model)
    grown.blocks = _grown_blocks(grown.blocks, num_layers)
    grown.config = replace(cfg, num_layers=num_layers)
    return grown


@torch.no_grad()
def grow_decoder(model: MaskedAutoencoder, decoder_num_layers: int) -> MaskedAutoencoder:
    """A new MaskedAutoencoder whose decoder has `decoder_num_layers` blocks, with the same
    reconstructions as `model` (its blocks are pre-LN)."""
    grown = copy.deepcopy(model)
    grown.decoder_blocks = _grown_blocks(grown.decoder_blocks, decoder_num_layers)
    grown.config = replace(model.config, decoder_num_layers=decoder_num_layers)
    return grown
