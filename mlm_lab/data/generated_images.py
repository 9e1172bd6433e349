"""Images the lab draws itself: shapes on gradients, stripes, checkerboards and textures.

Numpy only, no files. Image `i` of seed `s` is always the same picture
(`generated_image(size, seed=s, index=i)`), so a training set of any size can be
rebuilt exactly, and a held-out set is just another seed. Edges are anti-aliased
(the coverage of each pixel by a shape), so patches hold smooth, learnable structure:
a masked autoencoder can infer a hidden patch from the gradient, the stripes or the
outline of the shape around it.
"""

from __future__ import annotations

import math

import numpy as np

from mlm_lab.errors import msg

BACKGROUNDS = ("solid", "linear", "radial", "stripes", "checker", "texture")
SHAPES = ("circle", "ellipse", "rectangle", "triangle", "ring")

# Saturated colours and a few neutrals (RGB in [0, 1]).
PALETTE = np.array([
    [0.90, 0.10, 0.10], [0.10, 0.60, 0.20], [0.15, 0.30, 0.90], [0.98, 0.85, 0.10], [0.95, 0.50, 0.05],
    [0.60, 0.20, 0.75], [0.05, 0.75, 0.80], [0.95, 0.40, 0.70], [0.50, 0.30, 0.10], [0.98, 0.98, 0.98],
    [0.08, 0.08, 0.08], [0.55, 0.55, 0.55],
], dtype=np.float32)


def _colour(rng: np.random.Generator) -> np.ndarray:
    """A palette colour, jittered, or a random one."""
    if rng.random() < 0.7:
        base = PALETTE[rng.integers(len(PALETTE))]
        return np.clip(base + rng.normal(0.0, 0.06, 3), 0.0, 1.0).astype(np.float32)
    return rng.random(3).astype(np.float32)


def _grid(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Pixel-centre coordinates in [0, 1): y [S, 1], x [1, S]."""
    c = (np.arange(size, dtype=np.float32) + 0.5) / size
    return c[:, None], c[None, :]


def _blend(a: np.ndarray, b: np.ndarray, t: np.ndarray) -> np.ndarray:
    """a, b colours [3]; t [S, S] in [0, 1] -> [S, S, 3]."""
    t = t[..., None]
    return a * (1.0 - t) + b * t


def _background(rng: np.random.Generator, size: int) -> np.ndarray:
    return _background_kind(rng, size)[0]


def _background_kind(rng: np.random.Generator, size: int) -> tuple[np.ndarray, str]:
    """A background [S, S, 3] and its kind (one of BACKGROUNDS)."""
    y, x = _grid(size)
    kind = BACKGROUNDS[rng.integers(len(BACKGROUNDS))]
    return _draw_background(kind, rng, size, x, y), kind


def _draw_background(kind: str, rng: np.random.Generator, size: int, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    a, b = _colour(rng), _colour(rng)
    if kind == "solid":
        return np.broadcast_to(a, (size, size, 3)).copy()
    if kind == "linear":
        angle = rng.uniform(0, 2 * math.pi)
        t = (x - 0.5) * math.cos(angle) + (y - 0.5) * math.sin(angle)
        return _blend(a, b, np.clip(t / 1.42 + 0.5, 0.0, 1.0))
    if kind == "radial":
        cy, cx = rng.uniform(0.2, 0.8, 2)
        t = np.sqrt((x - cx) ** 2 + (y - cy) ** 2) / rng.uniform(0.5, 1.0)
        return _blend(a, b, np.clip(t, 0.0, 1.0))
    if kind == "stripes":
        angle = rng.uniform(0, math.pi)
        period = rng.uniform(0.2, 0.5)
        u = (x * math.cos(angle) + y * math.sin(angle)) / period
        t = 0.5 + 0.5 * np.sin(2 * math.pi * u)
        sharp = rng.uniform(1.0, 4.0)  # from soft waves to hard-edged stripes
        return _blend(a, b, np.clip((t - 0.5) * sharp + 0.5, 0.0, 1.0))
    if kind == "checker":
        cells = int(rng.integers(2, 5))
        t = ((np.floor(x * cells) + np.floor(y * cells)) % 2).astype(np.float32)
        return _blend(a, b, np.broadcast_to(t, (size, size)))
    # texture: a few low-frequency waves, a smooth random field
    field = np.zeros((size, size), dtype=np.float32)
    for _ in range(4):
        fx, fy = rng.uniform(-2.5, 2.5, 2)
        field += np.sin(2 * math.pi * (fx * x + fy * y) + rng.uniform(0, 2 * math.pi))
    t = 0.5 + field / 8.0
    return _blend(a, b, np.clip(t, 0.0, 1.0))


def _coverage(signed_distance: np.ndarray, size: int) -> np.ndarray:
    """Anti-aliased inside-ness from a signed distance in image units (negative = inside)."""
    return np.clip(0.5 - signed_distance * size, 0.0, 1.0)


def _shape(rng: np.random.Generator, size: int) -> tuple[np.ndarray, str]:
    """Coverage [S, S] in [0, 1] of one random shape, and its kind (one of SHAPES)."""
    y, x = _grid(size)
    kind = SHAPES[rng.integers(len(SHAPES))]
    cy, cx = rng.uniform(0.2, 0.8, 2)
    r = rng.uniform(0.12, 0.32)
    if kind == "circle":
        d = np.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r
    elif kind == "ring":
        d = np.abs(np.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r) - rng.uniform(0.03, 0.08)
    elif kind == "ellipse":
        ry = r * rng.uniform(0.4, 1.0)
        angle = rng.uniform(0, math.pi)
        u = (x - cx) * math.cos(angle) + (y - cy) * math.sin(angle)
        v = -(x - cx) * math.sin(angle) + (y - cy) * math.cos(angle)
        k = np.sqrt((u / r) ** 2 + (v / ry) ** 2)
        d = (k - 1.0) * min(r, ry)  # approximate distance, exact enough for the edge blend
    elif kind == "rectangle":
        hw, hh = r, r * rng.uniform(0.4, 1.0)
        angle = rng.uniform(0, math.pi / 2) if rng.random() < 0.5 else 0.0
        u = (x - cx) * math.cos(angle) + (y - cy) * math.sin(angle)
        v = -(x - cx) * math.sin(angle) + (y - cy) * math.cos(angle)
        d = np.maximum(np.abs(u) - hw, np.abs(v) - hh)
    else:  # triangle: intersection of three half-planes
        start = rng.uniform(0, 2 * math.pi)
        corners = [(cx + r * math.cos(start + k * 2 * math.pi / 3), cy + r * math.sin(start + k * 2 * math.pi / 3))
                   for k in range(3)]
        d = np.full((size, size), -np.inf, dtype=np.float32)
        for k in range(3):
            (x0, y0), (x1, y1) = corners[k], corners[(k + 1) % 3]
            nx, ny = y1 - y0, -(x1 - x0)  # outward normal for counter-clockwise corners
            norm = math.hypot(nx, ny)
            d = np.maximum(d, ((x - x0) * nx + (y - y0) * ny) / norm)
    return _coverage(np.broadcast_to(d, (size, size)).astype(np.float32), size), kind


def _draw(size: int, seed: int, index: int) -> tuple[np.ndarray, dict]:
    if size < 4:
        raise ValueError(msg("size must be at least 4, got {size}", size=size))
    rng = np.random.default_rng([int(seed) & 0xFFFFFFFF, int(index)])
    img, background = _background_kind(rng, size)
    shapes = []
    for _ in range(int(rng.integers(1, 4))):
        cover, kind = _shape(rng, size)
        cover = cover[..., None]
        shapes.append(kind)
        if rng.random() < 0.2:  # a striped shape
            fill = _background(np.random.default_rng(rng.integers(2**32)), size)
        else:
            fill = _colour(rng)
        img = img * (1.0 - cover) + fill * cover
    return np.clip(img, 0.0, 1.0).astype(np.float32), {"background": background, "shapes": shapes}


def generated_image(size: int, *, seed: int = 0, index: int = 0) -> np.ndarray:
    """One picture: [size, size, 3] float32 in [0, 1]; the same (seed, index) gives the same one."""
    return _draw(size, seed, index)[0]


def generated_image_labels(size: int, *, seed: int = 0, index: int = 0) -> dict:
    """What `generated_image(size, seed=seed, index=index)` drew: {"background": one of
    BACKGROUNDS, "shapes": the kinds of its 1-3 shapes, bottom first}."""
    return _draw(size, seed, index)[1]


def generated_images(n: int, size: int, *, seed: int = 0, start: int = 0) -> np.ndarray:
    """Pictures `start` .. `start + n - 1` of a seed: [n, size, size, 3] uint8."""
    out = np.empty((n, size, size, 3), dtype=np.uint8)
    for i in range(n):
        out[i] = (generated_image(size, seed=seed, index=start + i) * 255.0 + 0.5).astype(np.uint8)
    return out


def shape_images(n: int, size: int, *, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """A labelled set for probes: `n` pictures with exactly one shape each on a random
    background, [n, size, size, 3] uint8, and the shape's index in SHAPES, [n] int64.
    Classes come in turn (i % 5), so every class is equally represented."""
    images = np.empty((n, size, size, 3), dtype=np.uint8)
    labels = np.arange(n, dtype=np.int64) % len(SHAPES)
    for i in range(n):
        rng = np.random.default_rng([int(seed) & 0xFFFFFFFF, 7_777_777, i])
        img, _ = _background_kind(rng, size)
        while True:  # redraw until the shape is the wanted class (the draw picks the kind first)
            state = rng.bit_generator.state
            cover, kind = _shape(rng, size)
            if kind == SHAPES[labels[i]]:
                break
            rng.bit_generator.state = state
            rng.integers(1 << 30)  # move on
        fill = _colour(rng)
        for _ in range(8):  # a shape the colour of its background would be invisible
            if float(np.abs(fill - img.mean(axis=(0, 1))).max()) > 0.25:
                break
            fill = _colour(rng)
        img = img * (1.0 - cover[..., None]) + fill * cover[..., None]
        images[i] = (np.clip(img, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)
    return images, labels
