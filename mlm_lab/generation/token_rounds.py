"""Reveal in rounds with discrete tokens: MaskGIT's decoding (Chang et al. 2022) on the lab's small pair (no Qt).

    from mlm_lab.generation.token_rounds import reveal_tokens_in_rounds
    r = reveal_tokens_in_rounds(pair, "photo.png", ratio=0.95, rounds=8)   # pair: models.image_tokens_io
    r.final.image, r.final.sharpness, r.ceiling_sharpness, r.original_sharpness

The photo is resized as the MAE's reveal does (96 px) and tokenized into its 12 x 12 grid (one token
per 8 x 8 patch: the MAE's patch grid), and the same patches are hidden (MAE's random masking, drawn
from the same seed as `image_rounds.reveal_in_rounds`, so both views hide the same patches). The
hidden tokens become [MASK]. Each round (`maskgit_decode`):

1. the transformer predicts a distribution over the codebook at every masked position;
2. a token is *drawn* at each (a categorical sample at `sample_temperature`; 0 = the most probable),
   one sharp choice per patch, not the mean of the choices as the MAE's regression gives;
3. each drawn token's confidence is its log-probability plus Gumbel noise scaled by
   `temperature * (1 - r / rounds)` (MaskGIT's annealed randomness; 0 = pure confidence order);
4. the round's count of the most confident join the grid for good (the cosine schedule:
   generation.schedule.reveal_counts(..., "cosine"): few at first, more as the context grows);
   the others go back under [MASK] for the next round.

The tokenizer's decoder turns each round's grid into pixels (still-masked positions show that round's
draw). `ceiling` is the tokenizer's own reconstruction, nothing masked: what any choice of tokens
can give back. Fine detail is measured as for the MAE (image_rounds.within_patch_sharpness over the
hidden-at-start patches, against the original's).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import torch

from mlm_lab.errors import msg, words
from mlm_lab.generation.image_rounds import within_patch_sharpness
from mlm_lab.generation.schedule import reveal_counts


@dataclass
class TokenRound:
    index: int  # 1 .. rounds
    tokens: np.ndarray  # [rows, cols] long: the grid after the round (still-masked: this round's draw)
    image: np.ndarray  # [H, W, 3] float32 in [0, 1]: that grid decoded, the visible patches the original's
    hidden: np.ndarray  # [rows, cols] bool: still masked after the round
    revealed: np.ndarray  # [k] int: positions (row-major) this round committed, most confident first
    confidence: np.ndarray  # [k] float: their probability under the model (before the Gumbel noise)
    psnr: float  # over the hidden-at-start patches
    sharpness: float  # within-patch sharpness over the hidden-at-start patches


@dataclass
class TokenRounds:
    original: np.ndarray  # [H, W, 3] float32 at the tokenizer's size
    start_mask: np.ndarray  # [rows, cols] bool, True = hidden at the start
    patch_size: int
    ratio: float
    seed: int
    temperature: float
    counts: list[int]
    rounds: list[TokenRound]
    ceiling: np.ndarray  # [H, W, 3]: the tokenizer's reconstruction of the whole photo, nothing masked
    ceiling_psnr: float  # over the hidden-at-start patches
    ceiling_sharpness: float
    original_sharpness: float
    extra: dict = field(default_factory=dict)

    @property
    def final(self) -> TokenRound:
        return self.rounds[-1]


@dataclass
class DecodeStep:
    tokens: torch.Tensor  # [N] long after the step (still masked: the step's draw)
    still: torch.Tensor  # [N] bool, True = still masked
    revealed: torch.Tensor  # [k] long, most confident first
    probability: torch.Tensor  # [k] the revealed draws' probabilities


@torch.inference_mode()
def maskgit_decode(transformer, tokens: torch.Tensor, hidden: torch.Tensor, rounds: int, *,
                   temperature: float = 4.5, sample_temperature: float = 1.0, seed: int = 0) -> list[DecodeStep]:
    """MaskGIT's iterative decoding of one grid. tokens [N] long (the values at `hidden` are ignored),
    hidden [N] bool. Returns one DecodeStep a round; after the last every position is committed."""
    N = tokens.numel()
    n_hidden = int(hidden.sum())
    if n_hidden < 1:
        raise ValueError(words("nothing is hidden: there is no token to reveal"))
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= n_hidden:
        raise ValueError(msg("rounds must be a whole number from 1 to {n_hidden} (the hidden tokens), got {rounds!r}",
                             n_hidden=n_hidden, rounds=rounds))
    for name, value in (("temperature", temperature), ("sample_temperature", sample_temperature)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise ValueError(msg("{name} must be a number of at least 0, got {value!r}", name=name, value=value))
    mask_id = transformer.config.mask_id
    gen = torch.Generator().manual_seed(int(seed))
    current = tokens.clone().long()
    still = hidden.clone().bool()
    current[still] = mask_id
    out: list[DecodeStep] = []
    for r, count in enumerate(reveal_counts(n_hidden, rounds, "cosine"), start=1):
        if transformer.training:
            transformer.eval()
        logits = transformer(current[None])[0]  # [N, K]
        if sample_temperature > 0:
            probs = torch.softmax(logits / sample_temperature, dim=-1)
            drawn = torch.multinomial(probs, 1, generator=gen).squeeze(1)  # [N]
        else:
            drawn = logits.argmax(-1)
        p = torch.softmax(logits, dim=-1).gather(1, drawn[:, None]).squeeze(1)  # [N]
        score = torch.log(p.clamp_min(1e-30))
        noise_scale = temperature * (1 - r / rounds)
        if noise_scale > 0:
            u = torch.rand(N, generator=gen).clamp(1e-10, 1 - 1e-10)
            score = score + noise_scale * -torch.log(-torch.log(u))  # Gumbel noise
        score = torch.where(still, score, torch.full_like(score, -math.inf))
        pick = torch.argsort(score, descending=True, stable=True)[:count]
        current[pick] = drawn[pick]
        still[pick] = False
        shown = torch.where(still, drawn, current)
        out.append(DecodeStep(shown.clone(), still.clone(), pick.clone(), p[pick].clone()))
    return out


@torch.inference_mode()
def reveal_tokens_in_rounds(pair, image, *, ratio: float = 0.95, rounds: int = 8, seed: int = 0,
                            temperature: float = 4.5, sample_temperature: float = 1.0) -> TokenRounds:
    """Hide `ratio` of the patches of `image` (the MAE reveal's mask for this seed), reveal their tokens
    in `rounds` rounds by confidence; see the module docstring. `pair`: an ImageTokenModel or its folder."""
    from mlm_lab.generation.image_rounds import check_arguments
    from mlm_lab.imaging import crop_resize_square, load_image
    from mlm_lab.masking import PatchMaskingConfig, mask_patches
    from mlm_lab.metrics import psnr_hidden
    from mlm_lab.models.image_tokens_io import load_image_tokens

    if not hasattr(pair, "tokenizer"):
        pair = load_image_tokens(pair)
    vq, tf = pair.tokenizer, pair.transformer
    grid = tuple(vq.config.grid)
    n = grid[0] * grid[1]
    check_arguments(n, ratio, rounds, "random")
    P = vq.config.patch_size
    rgb = crop_resize_square(load_image(image), vq.config.image_size)  # [H, W, 3]
    gen = torch.Generator().manual_seed(int(seed))  # the same draw as the MAE's reveal_in_rounds
    start = mask_patches(1, grid, PatchMaskingConfig("random", float(ratio)), generator=gen).mask[0]  # [N]
    start_np = start.numpy().reshape(grid)
    x01 = torch.from_numpy(rgb).permute(2, 0, 1)[None].float()
    if vq.training:
        vq.eval()
    tokens = vq.encode(x01)[0].flatten()  # [N]
    ceiling = _pixels(vq, tokens, grid)
    steps = maskgit_decode(tf, tokens, start, int(rounds), temperature=temperature,
                           sample_temperature=sample_temperature, seed=seed)
    visible = ~np.kron(start_np, np.ones((P, P), dtype=bool))[..., None]  # [H, W, 1]
    out = []
    for r, s in enumerate(steps, start=1):
        picture = np.where(visible, rgb, _pixels(vq, s.tokens, grid)).astype(np.float32)
        out.append(TokenRound(r, s.tokens.numpy().reshape(grid).copy(), picture, s.still.numpy().reshape(grid).copy(),
                              s.revealed.numpy().astype(np.int64), s.probability.numpy().astype(np.float32),
                              psnr_hidden(rgb, picture, start_np, P), within_patch_sharpness(picture, start_np, P)))
    ceiling_pasted = np.where(visible, rgb, ceiling).astype(np.float32)
    return TokenRounds(
        original=rgb.astype(np.float32), start_mask=start_np.copy(), patch_size=P, ratio=float(ratio), seed=int(seed),
        temperature=float(temperature), counts=[len(s.revealed) for s in steps], rounds=out, ceiling=ceiling,
        ceiling_psnr=psnr_hidden(rgb, ceiling_pasted, start_np, P),
        ceiling_sharpness=within_patch_sharpness(ceiling_pasted, start_np, P),
        original_sharpness=within_patch_sharpness(rgb, start_np, P))


def _pixels(vq, tokens: torch.Tensor, grid: tuple[int, int]) -> np.ndarray:
    return vq.decode(tokens.view(1, *grid))[0].permute(1, 2, 0).numpy().astype(np.float32)


__all__ = ["DecodeStep", "TokenRound", "TokenRounds", "maskgit_decode", "reveal_tokens_in_rounds"]
