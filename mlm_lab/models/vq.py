"""A small VQ autoencoder: the discrete image tokenizer that MaskGIT-style generation unmasks.

    vq = VQAutoencoder(VQConfig())               # 96 px -> a 12 x 12 grid of codes out of 512
    ids = vq.encode(images01)                    # images01: [B, 3, H, W] in [0, 1] -> [B, H/8, W/8] long
    pictures = vq.decode(ids)                    # [B, 3, H, W] in [0, 1]
    out = vq(images01)                           # training: out.loss, out.recon, out.ids, out.perplexity

The encoder is a plain conv stack (3 halvings, so one token covers an 8 x 8 pixel patch, the MAE's
patch at 96 px); each output vector snaps to its nearest codebook entry (van den Oord et al. 2017,
"Neural Discrete Representation Learning"). The snap has no gradient, so the decoder's gradient is
passed straight through to the encoder (`z + (z_q - z).detach()`), and a commitment loss
`beta * |z - sg(z_q)|^2` keeps the encoder near its codes. The codebook itself is not trained by
the gradient but follows the encoder outputs assigned to each code as an exponential moving average
(VQ-VAE-2's EMA update); a code no output has chosen for a while (its EMA count under
`restart_below`) is re-initialised to a random encoder output of the batch, so the codebook stays in
use. The network is fully convolutional: it trains on small crops and encodes any side divisible by 8.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import torch
import torch.nn.functional as F
from torch import nn

from mlm_lab.errors import msg


@dataclass
class VQConfig:
    image_size: int = 96  # the side the tokenizer is used at (it trains on crops; any multiple of 8 works)
    in_channels: int = 3
    channels: int = 64  # width of every conv layer
    downsamples: int = 3  # stride-2 steps: one token covers 2**3 = 8 pixels a side
    codebook_size: int = 512  # K: the token vocabulary
    code_dim: int = 32  # D: the width of a code vector
    commitment: float = 0.25  # beta of the commitment loss
    ema_decay: float = 0.99  # of the codebook's moving averages
    restart_below: float = 0.25  # a code whose EMA count falls below this is re-initialised from the batch

    @property
    def patch_size(self) -> int:
        return 2 ** self.downsamples

    @property
    def grid(self) -> tuple[int, int]:
        side = self.image_size // self.patch_size
        return side, side

    def to_dict(self) -> dict:
        return {**asdict(self), "kind": "vq"}


@dataclass
class VQOutput:
    recon: torch.Tensor  # [B, 3, H, W] in about [0, 1] (not clamped, so the loss sees overshoot)
    ids: torch.Tensor  # [B, h, w] long
    loss: torch.Tensor  # reconstruction MSE + commitment
    recon_loss: torch.Tensor
    commit_loss: torch.Tensor
    perplexity: torch.Tensor  # exp(entropy) of the batch's code usage: how many codes are in real use
    restarted: int  # codes re-initialised at this step


class ResBlock(nn.Module):
    def __init__(self, channels: int):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)

    def forward(self, x):  # [B, C, h, w]
        return x + self.conv2(F.silu(self.conv1(F.silu(x))))


class VectorQuantizer(nn.Module):
    """Nearest-code lookup with an EMA codebook and dead-code restarts."""

    def __init__(self, config: VQConfig):
        super().__init__()
        K, D = config.codebook_size, config.code_dim
        self.decay = config.ema_decay
        self.restart_below = config.restart_below
        self.register_buffer("embed", torch.randn(K, D) * 0.1)  # [K, D] the codebook
        self.register_buffer("cluster_size", torch.ones(K))  # [K] EMA of how many vectors chose each code
        self.register_buffer("embed_sum", self.embed.clone())  # [K, D] EMA of the sum of those vectors
        self.register_buffer("initialised", torch.zeros((), dtype=torch.bool))

    def lookup(self, z: torch.Tensor) -> torch.Tensor:
        """z: [M, D] -> [M] the nearest code of each vector."""
        distance = (z.pow(2).sum(1, keepdim=True) - 2 * z @ self.embed.t() + self.embed.pow(2).sum(1)[None])
        return distance.argmin(dim=1)

    @torch.no_grad()
    def _update(self, flat: torch.Tensor, ids: torch.Tensor, generator: torch.Generator | None) -> int:
        K = self.embed.shape[0]
        if not bool(self.initialised):  # the first batch: codes drawn from the encoder's outputs
            pick = torch.randint(flat.shape[0], (K,), generator=generator)
            self.embed.copy_(flat[pick])
            self.embed_sum.copy_(flat[pick])
            self.cluster_size.fill_(1.0)
            self.initialised.fill_(True)
            return 0
        onehot = F.one_hot(ids, K).type(flat.dtype)  # [M, K]
        self.cluster_size.mul_(self.decay).add_(onehot.sum(0), alpha=1 - self.decay)
        self.embed_sum.mul_(self.decay).add_(onehot.t() @ flat, alpha=1 - self.decay)
        n = self.cluster_size.sum()
        smoothed = (self.cluster_size + 1e-5) / (n + K * 1e-5) * n  # Laplace smoothing: no division by 0
        self.embed.copy_(self.embed_sum / smoothed[:, None])
        dead = (self.cluster_size < self.restart_below).nonzero().flatten()
        if dead.numel():
            pick = torch.randint(flat.shape[0], (dead.numel(),), generator=generator)
            self.embed[dead] = flat[pick]
            self.embed_sum[dead] = flat[pick]
            self.cluster_size[dead] = 1.0
        return int(dead.numel())

    def forward(self, z: torch.Tensor, generator: torch.Generator | None = None):
        """z: [B, D, h, w] -> (z_q with straight-through gradient, ids [B, h, w], commit MSE, perplexity, restarted)."""
        B, D, h, w = z.shape
        flat = z.permute(0, 2, 3, 1).reshape(-1, D)  # [M, D]
        restarted = 0
        if self.training:
            restarted = self._update(flat.detach(), self.lookup(flat.detach()), generator)
        ids = self.lookup(flat.detach())  # [M]
        z_q = self.embed[ids].view(B, h, w, D).permute(0, 3, 1, 2)  # [B, D, h, w]
        commit = F.mse_loss(z, z_q.detach())
        counts = torch.bincount(ids, minlength=self.embed.shape[0]).float()
        p = counts / counts.sum()
        perplexity = torch.exp(-(p * torch.log(p + 1e-10)).sum())
        z_st = z + (z_q - z).detach()  # straight-through: forward z_q, backward the identity
        return z_st, ids.view(B, h, w), commit, perplexity, restarted


class VQAutoencoder(nn.Module):
    def __init__(self, config: VQConfig):
        super().__init__()
        self.config = config
        C = config.channels
        down = [nn.Conv2d(config.in_channels, C, 3, padding=1)]
        for _ in range(config.downsamples):
            down += [nn.Conv2d(C, C, 4, stride=2, padding=1), ResBlock(C)]
        down += [nn.SiLU(), nn.Conv2d(C, config.code_dim, 1)]
        self.encoder = nn.Sequential(*down)
        self.quantizer = VectorQuantizer(config)
        up = [nn.Conv2d(config.code_dim, C, 3, padding=1), ResBlock(C)]
        for _ in range(config.downsamples):
            up += [nn.ConvTranspose2d(C, C, 4, stride=2, padding=1), ResBlock(C)]
        up += [nn.SiLU(), nn.Conv2d(C, config.in_channels, 3, padding=1)]
        self.decoder = nn.Sequential(*up)

    def check_side(self, images: torch.Tensor) -> None:
        P = self.config.patch_size
        if images.dim() != 4 or images.shape[-1] % P or images.shape[-2] % P:
            raise ValueError(msg("the tokenizer takes [B, 3, H, W] with H and W multiples of {p}, "
                                 "got {tuple_images_shape}",
                                 p=P, tuple_images_shape=tuple(images.shape)))

    def features(self, images01: torch.Tensor) -> torch.Tensor:
        """[B, 3, H, W] in [0, 1] -> [B, D, H/8, W/8] the encoder's vectors, before the snap."""
        self.check_side(images01)
        return self.encoder(images01 * 2 - 1)

    def forward(self, images01: torch.Tensor, generator: torch.Generator | None = None) -> VQOutput:
        z = self.features(images01)
        z_q, ids, commit, perplexity, restarted = self.quantizer(z, generator)
        recon = (self.decoder(z_q) + 1) / 2
        recon_loss = F.mse_loss(recon, images01)
        loss = recon_loss + self.config.commitment * commit
        return VQOutput(recon, ids, loss, recon_loss, commit, perplexity, restarted)

    @torch.no_grad()
    def encode(self, images01: torch.Tensor) -> torch.Tensor:
        """[B, 3, H, W] in [0, 1] -> [B, H/8, W/8] code ids."""
        z = self.features(images01)
        B, D, h, w = z.shape
        return self.quantizer.lookup(z.permute(0, 2, 3, 1).reshape(-1, D)).view(B, h, w)

    @torch.no_grad()
    def decode(self, ids: torch.Tensor) -> torch.Tensor:
        """[B, h, w] code ids -> [B, 3, 8h, 8w] pictures in [0, 1]."""
        K = self.config.codebook_size
        if ids.dim() != 3 or ids.dtype != torch.long or int(ids.min()) < 0 or int(ids.max()) >= K:
            raise ValueError(msg("decode takes [B, h, w] long ids in 0..{k_1}", k_1=K - 1))
        z_q = self.quantizer.embed[ids].permute(0, 3, 1, 2)  # [B, D, h, w]
        return ((self.decoder(z_q) + 1) / 2).clamp(0, 1)


__all__ = ["VQAutoencoder", "VQConfig", "VQOutput", "VectorQuantizer"]
