"""Model-free baselines that a masked model must beat.

Images: fill hidden patches with the mean colour of the visible ones, or interpolate
each hidden pixel from the nearest visible pixels. Text: see `TrigramFiller`, which
predicts a masked token from its left and right neighbours with back-off.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Container, Iterable, Sequence

import numpy as np

from mlm_lab.metrics import pixel_mask


def mean_colour_fill(image: np.ndarray, mask: np.ndarray, patch_size: int) -> np.ndarray:
    """HxWx3 in [0, 1]: hidden pixels get the mean colour of all visible pixels."""
    hidden = pixel_mask(mask, patch_size)
    out = image.copy()
    if hidden.all():
        out[:] = 0.5
    elif hidden.any():
        out[hidden] = image[~hidden].mean(axis=0)
    return out


def interpolate_fill(image: np.ndarray, mask: np.ndarray, patch_size: int) -> np.ndarray:
    """HxWx3 in [0, 1]: hidden pixels linearly interpolated (Delaunay) from visible pixels;
    outside their convex hull, the nearest visible pixel."""
    from scipy.interpolate import griddata

    hidden = pixel_mask(mask, patch_size)
    out = image.copy()
    if not hidden.any() or hidden.all():
        return mean_colour_fill(image, mask, patch_size)
    vis_yx = np.argwhere(~hidden)
    hid_yx = np.argwhere(hidden)
    values = image[~hidden]
    linear = griddata(vis_yx, values, hid_yx, method="linear")
    missing = np.isnan(linear).any(axis=1)
    if missing.any():
        linear[missing] = griddata(vis_yx, values, hid_yx[missing], method="nearest")
    out[hidden] = np.clip(linear, 0.0, 1.0)
    return out


class TrigramFiller:
    """Predict a masked token from its neighbours: counts of (left, x, right), then
    (left, x), (x, right), then unigram, counted on training token sequences.

    The score of candidate x is the first level that has seen the context; ties and
    unseen contexts back off to the next level.
    """

    def __init__(self) -> None:
        self.both: dict[tuple[int, int], Counter] = defaultdict(Counter)
        self.left: dict[int, Counter] = defaultdict(Counter)
        self.right: dict[int, Counter] = defaultdict(Counter)
        self.unigram: Counter = Counter()

    def fit(self, sequences: Iterable[Sequence[int]], targets: Container[int] | None = None) -> TrigramFiller:
        """Count every token of `sequences` as the middle one, or only those in `targets`
        (its neighbours still count as context whatever they are)."""
        for seq in sequences:
            seq = list(seq)
            for i, x in enumerate(seq):
                if targets is not None and x not in targets:
                    continue
                self.unigram[x] += 1
                if i > 0:
                    self.left[seq[i - 1]][x] += 1
                if i + 1 < len(seq):
                    self.right[seq[i + 1]][x] += 1
                if 0 < i < len(seq) - 1:
                    self.both[(seq[i - 1], seq[i + 1])][x] += 1
        self._unigram_top = [t for t, _ in self.unigram.most_common(5)]
        return self

    def predict(self, left: int | None, right: int | None, k: int = 5) -> list[int]:
        """The k most likely tokens between `left` and `right` (None at an edge or if masked)."""
        ranked: list[int] = []
        levels = []
        if left is not None and right is not None:
            levels.append(self.both.get((left, right)))
        if left is not None:
            levels.append(self.left.get(left))
        if right is not None:
            levels.append(self.right.get(right))
        for counter in levels:
            if counter:
                for token, _ in counter.most_common(k):
                    if token not in ranked:
                        ranked.append(token)
            if len(ranked) >= k:
                return ranked[:k]
        for token in self._unigram_top:
            if token not in ranked:
                ranked.append(token)
        return ranked[:k]

    def hits(self, queries: Iterable[tuple[int | None, int | None, int]], k: int = 5) -> tuple[int, int]:
        """(top-1 hits, top-k hits) over (left, right, truth) queries: how often the truth is
        the first guess, and how often it is among the k guesses."""
        top1 = topk = 0
        for left, right, truth in queries:
            guess = self.predict(left, right, k=k)
            top1 += int(bool(guess) and guess[0] == truth)
            topk += int(truth in guess)
        return top1, topk
