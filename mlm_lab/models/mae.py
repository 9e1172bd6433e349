"""A masked autoencoder (MAE, He et al. 2021): an asymmetric ViT that rebuilds hidden patches.

The encoder sees only the visible patches; a light decoder gets them back in order
with a shared mask token in every hidden slot and predicts pixels; the loss is the
MSE on hidden patches only. Parameter layout maps one to one onto Hugging Face's
ViTMAEForPreTraining. Shapes: B batch, N patches, L kept patches, K hidden patches,
D width, P patch size.

Speed (benchmarks/bench_mae_vs_hf.py): when training, only the hidden patches need a
prediction, so the decoder's last block, its norm and the pixel head run at those K
positions only (keys and values still come from every position); `MAEOutput.pred` for
all N patches is then computed on first use. The decoder keeps its tokens as [cls,
visible, hidden] (attention is blind to order; positions are in the embeddings), and its
first block projects a hidden slot's input (mask token + position, the same in every
image) once per patch position. The patch embedding is one matmul over the visible
patches only (the same weights as a stride-P convolution).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from mlm_lab.errors import msg, words
from mlm_lab.masking.patches import PatchMask, patch_mask_from_noise
from mlm_lab.models.layers import Block, init_weights
from mlm_lab.ranges import PATCH_RATIO

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
            raise ValueError(msg("image_size {self_image_size} must divide by patch_size {self_patch_size}",
                                 self_image_size=self.image_size, self_patch_size=self.patch_size))
        if self.hidden_size % self.num_heads or self.decoder_hidden_size % self.decoder_num_heads:
            raise ValueError(words("hidden sizes must divide by their number of heads"))
        self.mask_ratio = PATCH_RATIO.check("mask_ratio", self.mask_ratio)

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


class MAEOutput:
    """loss: MSE over hidden patches (per-patch normalized targets if norm_pix_loss);
    pred: [B, N, P*P*C] decoder output for every patch (computed on first use when the
    forward pass predicted only the hidden ones); mask: [B, N] bool, True = hidden;
    ids_restore: [B, N]. On request (forward's output_hidden_states / return_attentions):
    hidden_states, the encoder's embeddings then each block's output, [B, 1 + L, D] each (the
    last after the final norm); attentions, per encoder block [B, H, 1 + L, 1 + L] (cls, then
    the visible patches in ids_keep order); decoder_attentions, per decoder block
    [B, Hd, 1 + N, 1 + N] (cls, then every patch in patch order)."""

    def __init__(self, loss: torch.Tensor, pred: torch.Tensor | Callable[[], torch.Tensor], mask: torch.Tensor,
                 ids_restore: torch.Tensor, hidden_states: list[torch.Tensor] | None = None,
                 attentions: list[torch.Tensor] | None = None, decoder_attentions: list[torch.Tensor] | None = None):
        self.loss, self.mask, self.ids_restore = loss, mask, ids_restore
        self._pred = pred
        self.hidden_states, self.attentions, self.decoder_attentions = hidden_states, attentions, decoder_attentions

    @property
    def pred(self) -> torch.Tensor:
        if callable(self._pred):
            self._pred = self._pred()
        return self._pred


def sincos_2d(dim: int, grid: int, cls_token: bool = True) -> torch.Tensor:
    """Fixed 2-D sine-cosine position embedding as in MAE: [grid*grid (+1), dim]."""
    if dim % 4:
        raise ValueError(words("position embedding width must divide by 4"))
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

    # -- the two halves --------------------------------------------------------------------
    def forward_encoder(self, images: torch.Tensor, patch_mask: PatchMask, output_hidden_states: bool = False,
                        return_attentions: bool = False):
        """images [B, C, H, W] (normalized) -> latent [B, 1 + L, D] for the cls and visible patches.
        With output_hidden_states or return_attentions: (latent, hidden_states, attentions) as
        in MAEOutput (None for what was not asked)."""
        if output_hidden_states or return_attentions:
            trace: dict = {"hidden": [] if output_hidden_states else None,
                           "attentions": [] if return_attentions else None}
            latent = self._encode(self.patchify(images), patch_mask, trace)
            return latent, trace["hidden"], trace["attentions"]
        return self._encode(self.patchify(images), patch_mask)

    def _encode(self, patches: torch.Tensor, patch_mask: PatchMask, trace: dict | None = None) -> torch.Tensor:
        """patches [B, N, P*P*C] (patchify of the normalized images) -> latent [B, 1 + L, D].
        trace: {"hidden": list or None, "attentions": list or None}, filled per layer."""
        keep = patch_mask.ids_keep.to(patches.device)  # [B, L]
        visible = torch.gather(patches, 1, keep.unsqueeze(-1).expand(-1, -1, patches.shape[-1]))  # [B, L, P*P*C]
        w = self.patch_embed.weight  # [D, C, P, P]: the convolution's kernel, reordered to (p, q, c)
        x = F.linear(visible, w.permute(0, 2, 3, 1).reshape(w.shape[0], -1), self.patch_embed.bias)  # [B, L, D]
        x = x + self.pos_embed[0, 1:, :][keep]  # [B, L, D]
        cls = (self.cls_token + self.pos_embed[:, :1, :]).expand(x.shape[0], -1, -1)
        x = torch.cat([cls, x], dim=1)  # [B, 1 + L, D]
        if trace is None:
            for block in self.blocks:
                x, _ = block(x)
            return self.norm(x)
        hidden, attentions = trace["hidden"], trace["attentions"]
        if hidden is not None:
            hidden.append(x)
        for block in self.blocks:
            x, weights = block(x, None, attentions is not None)
            if attentions is not None:
                attentions.append(weights)
            if hidden is not None:
                hidden.append(x)
        x = self.norm(x)
        if hidden is not None:
            hidden[-1] = x
        return x

    def forward_decoder(self, latent: torch.Tensor, ids_restore: torch.Tensor,
                        attentions: list[torch.Tensor] | None = None) -> torch.Tensor:
        """latent [B, 1 + L, D] -> pred [B, N, P*P*C]. attentions: a list to which each decoder
        block's weights [B, Hd, 1 + N, 1 + N] (cls, then patch order) are appended."""
        x = self._decoder_input(latent, ids_restore)
        for block in self.decoder_blocks:
            x, weights = block(x, None, attentions is not None)
            if attentions is not None:
                attentions.append(weights)
        return self.decoder_pred(self.decoder_norm(x[:, 1:, :]))  # drop the cls slot

    def predict_at(self, images: torch.Tensor, patch_mask: PatchMask, rows) -> torch.Tensor:
        """The decoder's prediction at some patches only: images [B, C, H, W] (normalized), `rows`
        a slice or index tensor of patch indices -> [B, R, P*P*C], equal to
        `forward(images, patch_mask=..., hidden_only=False).pred[:, rows]`: the encoder sees the
        visible patches as always, the decoder every patch (a mask token where hidden), and its
        last block runs at those rows only (keys and values from every patch)."""
        x = self._decoder_input(self._encode(self.patchify(images), patch_mask), patch_mask.ids_restore)
        *first, last = self.decoder_blocks
        for block in first:
            x, _ = block(x)
        rows = slice(rows.start + 1, None if rows.stop is None else rows.stop + 1, rows.step) \
            if isinstance(rows, slice) else torch.as_tensor(rows) + 1  # past the cls slot
        return self.decoder_pred(self.decoder_norm(last.forward_at(x, rows)))

    def _decoder_input(self, latent: torch.Tensor, ids_restore: torch.Tensor) -> torch.Tensor:
        """latent [B, 1 + L, D] -> [B, 1 + N, Dd]: cls, then every patch in order (a mask token
        where hidden), plus positions."""
        x = self.decoder_embed(latent)  # [B, 1 + L, Dd]
        B, N = ids_restore.shape
        fill = self.mask_token.expand(B, N + 1 - x.shape[1], -1)  # one per hidden patch
        seq = torch.cat([x[:, 1:, :], fill], dim=1)  # [B, N, Dd], visible first
        restore = ids_restore.to(x.device).unsqueeze(-1).expand(-1, -1, x.shape[-1])
        seq = torch.gather(seq, 1, restore)  # back in patch order
        return torch.cat([x[:, :1, :], seq], dim=1) + self.decoder_pos_embed

    def _decode_hidden(self, latent: torch.Tensor, keep: torch.Tensor, hidden: torch.Tensor):
        """Predictions at the hidden patches only: keep [B, L] and hidden [B, K] patch indices ->
        (pred [B, K, P*P*C] in the order of `hidden`, a function that gives pred [B, N, P*P*C]
        for every patch in patch order).

        Attention does not care about the order of its tokens (positions are in the
        embeddings), so the sequence stays as [cls, visible, hidden] with no gather back into
        patch order. A hidden slot's input to the first block is the mask token plus its
        position: the same for every image, so that block's norm and query/key/value
        projections for hidden slots are computed once per patch position and looked up.
        The last block takes queries at the K hidden slots only (keys and values everywhere)."""
        x = self.decoder_embed(latent)  # [B, 1 + L, Dd]
        pos = self.decoder_pos_embed[0]  # [1 + N, Dd]
        top = x + torch.cat([pos[:1].expand(x.shape[0], 1, -1), pos[1:][keep]], dim=1)  # cls, visible
        table = self.mask_token[0] + pos[1:]  # [N, Dd]: a hidden slot's input, by patch position
        first, *rest = self.decoder_blocks
        start = top.shape[1]  # where the hidden slots begin
        if not rest:
            y = _first_decoder_block(first, top, table, hidden, hidden_queries_only=True)
        else:
            x = _first_decoder_block(first, top, table, hidden)
            for block in rest[:-1]:
                x, _ = block(x)
            y = rest[-1].forward_at(x, slice(start, None))  # [B, K, Dd]

        def everywhere() -> torch.Tensor:
            if rest:
                full, _ = rest[-1](x)
            else:
                full = _first_decoder_block(first, top, table, hidden)
            seq = self.decoder_pred(self.decoder_norm(full[:, 1:, :]))  # [B, N, P*P*C], visible then hidden
            order = torch.cat([keep, hidden], dim=1).unsqueeze(-1).expand_as(seq)
            return torch.empty_like(seq).scatter_(1, order, seq)  # back in patch order

        return self.decoder_pred(self.decoder_norm(y)), everywhere

    def target_patches(self, images: torch.Tensor) -> torch.Tensor:
        """What the decoder is asked to predict: [B, N, P*P*C]."""
        return self._normalized(self.patchify(images))

    def _normalized(self, target: torch.Tensor) -> torch.Tensor:
        """Patches [..., P*P*C] as the loss compares them (per patch normalized if norm_pix_loss)."""
        if self.config.norm_pix_loss:
            mean = target.mean(dim=-1, keepdim=True)
            var = target.var(dim=-1, keepdim=True)
            target = (target - mean) / (var + 1e-6) ** 0.5
        return target

    def loss(self, images: torch.Tensor, pred: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Mean squared error per patch, averaged over hidden patches only. mask: [B, N], 1 = hidden."""
        return self._loss_all(self.patchify(images), pred, mask)

    def _loss_all(self, patches: torch.Tensor, pred: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        per_patch = ((pred - self._normalized(patches)) ** 2).mean(dim=-1)  # [B, N]
        m = mask.to(per_patch.dtype)
        return (per_patch * m).sum() / m.sum().clamp(min=1.0)

    def forward(
        self,
        images: torch.Tensor,
        patch_mask: PatchMask | None = None,
        noise: torch.Tensor | None = None,
        mask_ratio: float | None = None,
        generator: torch.Generator | None = None,
        hidden_only: bool | None = None,
        output_hidden_states: bool = False,
        return_attentions: bool = False,
    ) -> MAEOutput:
        """images [B, C, H, W], normalized. The mask comes from `patch_mask`, or from MAE's
        random masking of `noise` ([B, N], smallest kept), or from fresh noise.
        hidden_only: decode only the hidden patches (the loss needs no more); None = when
        training. Either way `pred` covers all N patches (then computed on first use).
        What explanations need, on request (the default path is unchanged; either one decodes
        every patch): output_hidden_states gives `hidden_states` (the encoder's embeddings and
        every block's output), return_attentions `attentions` and `decoder_attentions`."""
        if patch_mask is None:
            if noise is None:
                noise = torch.rand(images.shape[0], self.config.num_patches, generator=generator)
            ratio = self.config.mask_ratio if mask_ratio is None else mask_ratio
            patch_mask = patch_mask_from_noise(noise.cpu(), ratio)
        mask = patch_mask.mask.to(images.device)
        patches = self.patchify(images)  # [B, N, P*P*C]
        if output_hidden_states or return_attentions:
            trace = {"hidden": [] if output_hidden_states else None, "attentions": [] if return_attentions else None}
            latent = self._encode(patches, patch_mask, trace)
            decoder_attentions = [] if return_attentions else None
            pred = self.forward_decoder(latent, patch_mask.ids_restore, decoder_attentions)
            return MAEOutput(self._loss_all(patches, pred, mask), pred, mask, patch_mask.ids_restore,
                             trace["hidden"], trace["attentions"], decoder_attentions)
        latent = self._encode(patches, patch_mask)
        counts = patch_mask.mask.sum(dim=1)
        if hidden_only is None:
            hidden_only = self.training
        if hidden_only and int(counts[0]) > 0 and bool((counts == counts[0]).all()):
            hidden = patch_mask.mask.nonzero()[:, 1].view(mask.shape[0], -1)  # [B, K], in patch order
            keep = patch_mask.ids_keep.to(images.device)
            pred_hidden, everywhere = self._decode_hidden(latent, keep, hidden.to(images.device))
            target = self._normalized(patches[mask].view_as(pred_hidden))  # [B, K, P*P*C]
            loss = F.mse_loss(pred_hidden, target)
            return MAEOutput(loss, everywhere, mask, patch_mask.ids_restore)
        pred = self.forward_decoder(latent, patch_mask.ids_restore)
        return MAEOutput(self._loss_all(patches, pred, mask), pred, mask, patch_mask.ids_restore)


def _heads(t: torch.Tensor, H: int) -> torch.Tensor:
    """[B, T, D] -> [B, H, T, D/H]"""
    B, T, D = t.shape
    return t.view(B, T, H, D // H).transpose(1, 2)


def _attend_and_feed(block: Block, q, k, v, residual: torch.Tensor) -> torch.Tensor:
    """The rest of a pre-LN block once its queries, keys and values are known: q [B, H, Q, d],
    k, v [B, H, T, d], residual [B, Q, D] (the block's input at the query rows) -> [B, Q, D]."""
    B, Q, D = residual.shape
    y = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, Q, D)
    x = residual + block.attention.output(y)
    return x + block.ffn_output(F.gelu(block.intermediate(block.ffn_norm(x))))


def _first_decoder_block(block: Block, top: torch.Tensor, table: torch.Tensor, hidden: torch.Tensor,
                         hidden_queries_only: bool = False) -> torch.Tensor:
    """The first decoder block on the sequence [top, table[hidden]]: top [B, 1 + L, D] (cls and
    visible tokens), table [N, D] (a hidden slot's input by patch position), hidden [B, K].
    Equal to block(cat) at every row (or at the hidden rows only), but the norm and the
    query/key/value projections of hidden slots run on the N table rows, not B x K."""
    att, H = block.attention, block.attention.num_heads
    h_top, h_tab = block.attention_norm(top), block.attention_norm(table)
    k = _heads(torch.cat([att.key(h_top), att.key(h_tab)[hidden]], dim=1), H)
    v = _heads(torch.cat([att.value(h_top), att.value(h_tab)[hidden]], dim=1), H)
    q_hidden, x_hidden = att.query(h_tab)[hidden], table[hidden]  # [B, K, D]
    if hidden_queries_only:
        return _attend_and_feed(block, _heads(q_hidden, H), k, v, x_hidden)
    q = _heads(torch.cat([att.query(h_top), q_hidden], dim=1), H)
    return _attend_and_feed(block, q, k, v, torch.cat([top, x_hidden], dim=1))
