"""A masked autoencoder (MAE, He et al. 2021): an asymmetric ViT that rebuilds hidden patches.

The encoder sees only the visible patches; a light decoder gets them back in order
with a shared mask token in every hidden slot and predicts all pixels; the loss is the
MSE on hidden patches only. Parameter layout maps one to one onto Hugging Face's
ViTMAEForPreTraining. Shapes: B batch, N patches, L kept patches, D width, P patch size.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import torch
from torch import nn

from mlm_lab.masking.patches import PatchMask, patch_mask_from_noise
from mlm_lab.models.layers import Block, init_weights

IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)


@dataclass
class MAEConfig:
    image_size: int = 64  # square input side in pixels
    patch_size: int = 8  # P: side of one patch; image_size must divide by it
    in_channels: int = 3
    hidden_size: int = 192  # encoder width
    num_layers: int = 6  # encoder blocks
    num_heads: int = 3
    decoder_hidden_size: int = 128  # the decoder is light: narrower and shallower
    decoder_num_layers: int = 2
    decoder_num_heads: int = 4
    mlp_ratio: float = 4.0  # feed-forward width / block width
    mask_ratio: float = 0.75  # default fraction of patches hidden
    norm_pix_loss: bool = False  # predict per-patch normalized pixels (MAE's best setting)
    layer_norm_eps: float = 1e-6
    image_mean: tuple[float, float, float] = IMAGENET_MEAN  # input normalization
    image_std: tuple[float, float, float] = IMAGENET_STD
    initializer_range: float = 0.02
    kind: str = field(default="mae", init=False)

    def __post_init__(self) -> None:
        self.image_mean = tuple(float(v) for v in self.image_mean)
        self.image_std = tuple(float(v) for v in self.image_std)
        if self.image_size % self.patch_size:
            raise ValueError(f"image_size {self.image_size} must divide by patch_size {self.patch_size}")
        if self.hidden_size % self.num_heads or self.decoder_hidden_size % self.decoder_num_heads:
            raise ValueError("hidden sizes must divide by their number of heads")
        if not 0.0 <= self.mask_ratio < 1.0:
            raise ValueError(f"mask_ratio must be in [0, 1), got {self.mask_ratio}")

    @property
    def grid(self) -> tuple[int, int]:
        side = self.image_size // self.patch_size
        return side, side

    @property
    def num_patches(self) -> int:
        return self.grid[0] * self.grid[1]

    def to_dict(self) -> dict:
        data = asdict(self)
        data["image_mean"], data["image_std"] = list(self.image_mean), list(self.image_std)
        return data


@dataclass
class MAEOutput:
    loss: torch.Tensor  # MSE over hidden patches (per-patch normalized targets if norm_pix_loss)
    pred: torch.Tensor  # [B, N, P*P*C] decoder output for every patch
    mask: torch.Tensor  # [B, N] bool, True = hidden
    ids_restore: torch.Tensor  # [B, N]


def sincos_2d(dim: int, grid: int, cls_token: bool = True) -> torch.Tensor:
    """Fixed 2-D sine-cosine position embedding as in MAE: [grid*grid (+1), dim]."""
    if dim % 4:
        raise ValueError("position embedding width must divide by 4")
    coords = torch.arange(grid, dtype=torch.float64)
    gy, gx = torch.meshgrid(coords, coords, indexing="ij")
    omega = 1.0 / 10000 ** (torch.arange(dim // 4, dtype=torch.float64) / (dim / 4.0))

    def one_axis(pos: torch.Tensor) -> torch.Tensor:  # [M] -> [M, dim/2]
        out = pos.reshape(-1, 1) * omega.reshape(1, -1)
        return torch.cat([out.sin(), out.cos()], dim=1)

    emb = torch.cat([one_axis(gx), one_axis(gy)], dim=1)  # x first, as MAE's meshgrid(w, h)
    if cls_token:
        emb = torch.cat([torch.zeros(1, dim, dtype=torch.float64), emb], dim=0)
    return emb.float()


class MaskedAutoencoder(nn.Module):
    def __init__(self, config: MAEConfig):
        super().__init__()
        self.config = cfg = config
        P, C, D, Dd = cfg.patch_size, cfg.in_channels, cfg.hidden_size, cfg.decoder_hidden_size
        side = cfg.grid[0]
        self.patch_embed = nn.Conv2d(C, D, kernel_size=P, stride=P)  # one D-vector per patch
        self.cls_token = nn.Parameter(torch.zeros(1, 1, D))
        self.register_buffer("pos_embed", sincos_2d(D, side).unsqueeze(0), persistent=False)  # [1, N+1, D]
        self.blocks = nn.ModuleList(
            Block(D, cfg.num_heads, int(D * cfg.mlp_ratio), eps=cfg.layer_norm_eps, pre_norm=True)
            for _ in range(cfg.num_layers)
        )
        self.norm = nn.LayerNorm(D, eps=cfg.layer_norm_eps)
        self.decoder_embed = nn.Linear(D, Dd)
        self.mask_token = nn.Parameter(torch.zeros(1, 1, Dd))
        self.register_buffer("decoder_pos_embed", sincos_2d(Dd, side).unsqueeze(0), persistent=False)
        self.decoder_blocks = nn.ModuleList(
            Block(Dd, cfg.decoder_num_heads, int(Dd * cfg.mlp_ratio), eps=cfg.layer_norm_eps, pre_norm=True)
            for _ in range(cfg.decoder_num_layers)
        )
        self.decoder_norm = nn.LayerNorm(Dd, eps=cfg.layer_norm_eps)
        self.decoder_pred = nn.Linear(Dd, P * P * C)  # pixels of one patch
        self.apply(lambda m: init_weights(m, cfg.initializer_range))
        nn.init.normal_(self.cls_token, std=cfg.initializer_range)
        nn.init.normal_(self.mask_token, std=cfg.initializer_range)
        w = self.patch_embed.weight.data  # MAE: init the patch projection like a linear layer
        nn.init.xavier_uniform_(w.view(w.shape[0], -1))
        nn.init.zeros_(self.patch_embed.bias)

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())

    # -- pixels <-> patches ---------------------------------------------------------------
    def patchify(self, images: torch.Tensor) -> torch.Tensor:
        """images [B, C, H, W] -> patches [B, N, P*P*C] (row-major patches, pixels (p, q, c))."""
        B, C, H, W = images.shape
        P = self.config.patch_size
        h, w = H // P, W // P
        x = images.reshape(B, C, h, P, w, P)
        x = torch.einsum("nchpwq->nhwpqc", x)
        return x.reshape(B, h * w, P * P * C)

    def unpatchify(self, patches: torch.Tensor) -> torch.Tensor:
        """patches [B, N, P*P*C] -> images [B, C, H, W]."""
        B, N, _ = patches.shape
        P, C = self.config.patch_size, self.config.in_channels
        h = w = int(round(N**0.5))
        x = patches.reshape(B, h, w, P, P, C)
        x = torch.einsum("nhwpqc->nchpwq", x)
        return x.reshape(B, C, h * P, w * P)

    def normalize(self, images01: torch.Tensor) -> torch.Tensor:
        """[B, C, H, W] in [0, 1] -> the model's input space."""
        mean = torch.tensor(self.config.image_mean, device=images01.device).view(1, -1, 1, 1)
        std = torch.tensor(self.config.image_std, device=images01.device).view(1, -1, 1, 1)
        return (images01 - mean) / std

    def denormalize(self, images: torch.Tensor) -> torch.Tensor:
        mean = torch.tensor(self.config.image_mean, device=images.device).view(1, -1, 1, 1)
        std = torch.tensor(self.config.image_std, device=images.device).view(1, -1, 1, 1)
        return images * std + mean

    # -- the two halves --------------------------------------------------------------------
    def forward_encoder(self, images: torch.Tensor, patch_mask: PatchMask) -> torch.Tensor:
        """images [B, C, H, W] (normalized) -> latent [B, 1 + L, D] for the cls and visible patches."""
        x = self.patch_embed(images).flatten(2).transpose(1, 2)  # [B, N, D]
        x = x + self.pos_embed[:, 1:, :]
        keep = patch_mask.ids_keep.to(x.device)  # [B, L]
        x = torch.gather(x, 1, keep.unsqueeze(-1).expand(-1, -1, x.shape[-1]))  # [B, L, D]
        cls = (self.cls_token + self.pos_embed[:, :1, :]).expand(x.shape[0], -1, -1)
        x = torch.cat([cls, x], dim=1)  # [B, 1 + L, D]
        for block in self.blocks:
            x, _ = block(x)
        return self.norm(x)

    def forward_decoder(self, latent: torch.Tensor, ids_restore: torch.Tensor) -> torch.Tensor:
        """latent [B, 1 + L, D] -> pred [B, N, P*P*C]."""
        x = self.decoder_embed(latent)  # [B, 1 + L, Dd]
        B, N = ids_restore.shape
        fill = self.mask_token.expand(B, N + 1 - x.shape[1], -1)  # one per hidden patch
        seq = torch.cat([x[:, 1:, :], fill], dim=1)  # [B, N, Dd], visible first
        restore = ids_restore.to(x.device).unsqueeze(-1).expand(-1, -1, x.shape[-1])
        seq = torch.gather(seq, 1, restore)  # back in patch order
        x = torch.cat([x[:, :1, :], seq], dim=1) + self.decoder_pos_embed
        for block in self.decoder_blocks:
            x, _ = block(x)
        x = self.decoder_pred(self.decoder_norm(x))
        return x[:, 1:, :]  # drop the cls slot

    def target_patches(self, images: torch.Tensor) -> torch.Tensor:
        """What the decoder is asked to predict: [B, N, P*P*C]."""
        target = self.patchify(images)
        if self.config.norm_pix_loss:
            mean = target.mean(dim=-1, keepdim=True)
            var = target.var(dim=-1, keepdim=True)
            target = (target - mean) / (var + 1e-6) ** 0.5
        return target

    def loss(self, images: torch.Tensor, pred: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Mean squared error per patch, averaged over hidden patches only. mask: [B, N], 1 = hidden."""
        per_patch = ((pred - self.target_patches(images)) ** 2).mean(dim=-1)  # [B, N]
        m = mask.to(per_patch.dtype)
        return (per_patch * m).sum() / m.sum().clamp(min=1.0)

    def forward(
        self,
        images: torch.Tensor,
        patch_mask: PatchMask | None = None,
        noise: torch.Tensor | None = None,
        mask_ratio: float | None = None,
        generator: torch.Generator | None = None,
    ) -> MAEOutput:
        """images [B, C, H, W], normalized. The mask comes from `patch_mask`, or from MAE's
        random masking of `noise` ([B, N], smallest kept), or from fresh noise."""
        if patch_mask is None:
            if noise is None:
                noise = torch.rand(images.shape[0], self.config.num_patches, generator=generator)
            ratio = self.config.mask_ratio if mask_ratio is None else mask_ratio
            patch_mask = patch_mask_from_noise(noise.cpu(), ratio)
        latent = self.forward_encoder(images, patch_mask)
        pred = self.forward_decoder(latent, patch_mask.ids_restore)
        mask = patch_mask.mask.to(images.device)
        return MAEOutput(self.loss(images, pred, mask), pred, mask, patch_mask.ids_restore)
