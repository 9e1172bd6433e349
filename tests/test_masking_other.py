"""Patch masks (MAE, BEiT, grid, center), T5 span corruption, XLNet permutation masks."""

import math

import pytest
import torch

from mlm_lab.masking import (
    PatchMaskingConfig,
    mask_patches,
    num_hidden_patches,
    patch_mask_from_bool,
    permutation_attention_mask,
    permutation_order,
    t5_span_corruption,
)


@pytest.mark.parametrize("strategy", ["random", "block", "grid", "center"])
@pytest.mark.parametrize("grid", [(14, 14), (8, 8), (12, 12)])
def test_every_row_hides_the_exact_count(strategy, grid):
    cfg = PatchMaskingConfig(strategy, 0.75)
    pm = mask_patches(16, grid, cfg, generator=torch.Generator().manual_seed(0))
    n = grid[0] * grid[1]
    assert pm.mask.shape == (16, n) and pm.mask.dtype == torch.bool
    want = n - int(n * 0.25) if strategy != "grid" else n - math.ceil(grid[0] / 2) * math.ceil(grid[1] / 2)
    assert (pm.mask.sum(dim=1) == want).all()
    assert pm.ids_keep.shape == (16, n - want)


@pytest.mark.parametrize("strategy", ["random", "block", "grid", "center"])
def test_ids_restore_inverts_the_shuffle_and_keep_lists_visible(strategy):
    pm = mask_patches(8, (14, 14), PatchMaskingConfig(strategy, 0.6), generator=torch.Generator().manual_seed(1))
    n = 196
    for b in range(8):
        shuffle = torch.argsort(pm.ids_restore[b])
        assert torch.equal(pm.ids_restore[b][shuffle], torch.arange(n))
        assert not pm.mask[b][pm.ids_keep[b]].any(), "ids_keep lists visible patches only"
        # the MAE convention: position in the shuffled sequence < n_keep <=> visible
        assert torch.equal(pm.ids_restore[b] >= pm.ids_keep.shape[1], pm.mask[b])


def test_random_masking_matches_mae_count_and_is_uniform():
    n = 196
    pm = mask_patches(4000, (14, 14), PatchMaskingConfig("random", 0.75), generator=torch.Generator().manual_seed(2))
    assert num_hidden_patches(n, 0.75) == n - int(n * 0.25) == 147
    per_patch = pm.mask.float().mean(dim=0)
    p = 147 / 196
    assert (per_patch - p).abs().max() < 4 * math.sqrt(p * (1 - p) / 4000) + 0.005


def _components(grid2d):
    rows, cols = grid2d.shape
    seen, sizes = set(), []
    for r in range(rows):
        for c in range(cols):
            if grid2d[r, c] and (r, c) not in seen:
                stack, size = [(r, c)], 0
                seen.add((r, c))
                while stack:
                    y, x = stack.pop()
                    size += 1
                    for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        ny, nx = y + dy, x + dx
                        if 0 <= ny < rows and 0 <= nx < cols and grid2d[ny, nx] and (ny, nx) not in seen:
                            seen.add((ny, nx))
                            stack.append((ny, nx))
                sizes.append(size)
    return sizes


def test_beit_blocks_are_contiguous_pieces():
    pm = mask_patches(50, (14, 14), PatchMaskingConfig("block", 0.4), generator=torch.Generator().manual_seed(3))
    random = mask_patches(50, (14, 14), PatchMaskingConfig("random", 0.4), generator=torch.Generator().manual_seed(3))
    block_pieces = [len(_components(m.view(14, 14))) for m in pm.mask]
    random_pieces = [len(_components(m.view(14, 14))) for m in random.mask]
    assert max(block_pieces) <= 6, block_pieces
    assert min(random_pieces) > 2 * max(block_pieces)
    for m in pm.mask:  # every piece is a sizeable block, not scattered patches
        assert min(_components(m.view(14, 14))) >= 12


def test_grid_keeps_one_of_each_2x2_cell():
    pm = mask_patches(2, (4, 6), PatchMaskingConfig("grid"))
    m = pm.mask[0].view(4, 6)
    for r in range(0, 4, 2):
        for c in range(0, 6, 2):
            assert m[r : r + 2, c : c + 2].sum() == 3


def test_center_box_is_centred():
    pm = mask_patches(1, (10, 10), PatchMaskingConfig("center", 0.36))
    m = pm.mask[0].view(10, 10)
    assert m.sum() == 100 - int(100 * 0.64)
    assert m[3:7, 3:7].all() and not m[0].any() and not m[:, 0].any()


def test_same_seed_same_patch_mask():
    a = mask_patches(4, (14, 14), PatchMaskingConfig("block"), generator=torch.Generator().manual_seed(5))
    b = mask_patches(4, (14, 14), PatchMaskingConfig("block"), generator=torch.Generator().manual_seed(5))
    assert torch.equal(a.mask, b.mask)


def test_manual_mask_to_index_form_and_bad_rows():
    m = torch.zeros(2, 9, dtype=torch.bool)
    m[0, [1, 4]] = True
    m[1, [0, 8]] = True
    pm = patch_mask_from_bool(m)
    assert pm.ids_keep.shape == (2, 7)
    m[1, 5] = True
    with pytest.raises(ValueError, match="same number"):
        patch_mask_from_bool(m)


@pytest.mark.parametrize("kwargs", [{"strategy": "stripes"}, {"ratio": 1.0}, {"ratio": -0.2}])
def test_invalid_patch_config(kwargs):
    with pytest.raises(ValueError):
        PatchMaskingConfig(**kwargs)


# -- T5 -------------------------------------------------------------------------------------
def test_t5_span_corruption_round_trips_the_sequence():
    sentinels = list(range(1000, 1100))
    g = torch.Generator().manual_seed(0)
    total_noise = total = 0
    span_lengths = []
    for _ in range(300):
        ids = torch.randint(5, 900, (100,), generator=g)
        res = t5_span_corruption(ids, sentinel_ids=sentinels, generator=g)
        # rebuild the original from inputs + targets
        targets = res.targets.tolist()
        pieces, k = {}, None
        for t in targets:
            if t >= 1000:
                k = t
                pieces[k] = []
            else:
                pieces[k].append(t)
        rebuilt = []
        for t in res.inputs.tolist():
            rebuilt.extend(pieces[t] if t >= 1000 else [t])
        assert rebuilt == ids.tolist()
        assert targets[-1] == sentinels[len(res.spans)], "targets end with a final sentinel"
        assert (res.inputs >= 1000).sum() == len(res.spans)
        total_noise += int(res.noise_mask.sum())
        total += 100
        span_lengths += [e - s for s, e in res.spans]
    assert abs(total_noise / total - 0.15) < 0.01
    assert abs(sum(span_lengths) / len(span_lengths) - 3.0) < 0.3


def test_t5_needs_enough_sentinels_and_valid_density():
    with pytest.raises(ValueError, match="sentinel"):
        t5_span_corruption(torch.arange(100), sentinel_ids=[1], generator=torch.Generator().manual_seed(0))
    with pytest.raises(ValueError, match="noise_density"):
        t5_span_corruption(torch.arange(10), noise_density=1.5, sentinel_ids=list(range(50)))


# -- XLNet ----------------------------------------------------------------------------------
def test_permutation_mask_follows_the_order():
    order = permutation_order(6, generator=torch.Generator().manual_seed(0))
    assert sorted(order.tolist()) == list(range(6))
    m = permutation_attention_mask(order)
    assert m.shape == (6, 6)
    first, last = int(order[0]), int(order[-1])
    assert not m[first].any(), "the first position predicted sees nothing"
    assert m[last].sum() == 5 and not m[last, last]
    for k in range(6):  # the k-th predicted position sees exactly the k earlier ones
        assert m[int(order[k])].sum() == k
        assert m[int(order[k]), order[:k]].all()
    with_self = permutation_attention_mask(order, include_self=True)
    assert torch.equal(with_self, m | torch.eye(6, dtype=torch.bool))
