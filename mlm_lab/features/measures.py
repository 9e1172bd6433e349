"""Numbers that say what a PCA map or a similarity map shows, so a lesson's words can be checked
(scripts/check_lessons.py, the lesson tests) instead of trusted. No Qt.

Shapes: B pictures, N patches, D feature width.
"""

from __future__ import annotations

import numpy as np

from mlm_lab.features.image import patch_similarity


def own_picture_preference(patches: np.ndarray, image: int, patch: int, other: int, top: int = 20) -> tuple[float, int]:
    """How much patch `patch` of picture `image` prefers its own picture to picture `other`.

    patches [B, N, D]. Returns (share, hits): `share` is the fraction of (own patch, other
    patch) pairs in which the own picture's patch (the clicked one left out) is the more
    cosine-similar to the clicked patch (0.5 = no preference, 1 = always its own picture);
    `hits` is how many of the `top` most similar patches of the two pictures are its own."""
    sim = patch_similarity(patches[image], patch, patches)  # [B, N]
    own = np.delete(sim[image], patch)  # [N - 1]
    oth = sim[other]  # [N]
    share = float((own[:, None] > oth[None, :]).mean())
    order = np.argsort(-np.concatenate([own, oth]), kind="stable")[:top]
    return share, int((order < len(own)).sum())


def mean_preference(patches: np.ndarray, image: int, other: int) -> float:
    """`own_picture_preference`'s share averaged over every patch of picture `image` clicked in turn."""
    return float(np.mean([own_picture_preference(patches, image, p, other)[0] for p in range(patches.shape[1])]))


def map_colour_stats(pca: np.ndarray) -> dict:
    """pca [B, h, w, 3] in [0, 1] -> per picture the mean distance of its patches' colours from
    that picture's mean colour ("spread"), and the distance between pictures 0 and 1's mean colours."""
    col = pca.reshape(pca.shape[0], -1, 3)  # [B, N, 3]
    means = col.mean(axis=1)  # [B, 3]
    spread = [float(np.linalg.norm(c - m, axis=1).mean()) for c, m in zip(col, means, strict=True)]
    gap = float(np.linalg.norm(means[0] - means[1])) if len(means) > 1 else 0.0
    return {"spread": spread, "gap": gap}


def brightness_correlation(patches: np.ndarray, pictures: list[np.ndarray], patch_size: int) -> float:
    """|correlation| between the first principal component of the patch features (one fit over
    every picture, as the maps) and each patch's mean brightness. patches [B, N, D]; pictures
    B x [S, S, 3] in [0, 1]."""
    x = patches.reshape(-1, patches.shape[-1]).astype(np.float64)
    x = x - x.mean(axis=0)
    first = x @ np.linalg.svd(x, full_matrices=False)[2][0]  # [B * N]
    s = pictures[0].shape[0]
    g = s // patch_size
    bright = np.stack([p.reshape(g, patch_size, g, patch_size, 3).mean(axis=(1, 3, 4)).reshape(-1) for p in pictures])
    return float(abs(np.corrcoef(first, bright.reshape(-1))[0, 1]))
