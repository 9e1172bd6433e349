"""The Features tab's worker-thread jobs: plain functions of numpy arrays and models, no Qt.

- `feature_maps`: the shown pictures' patch features at one layer and their joint PCA
  colour maps (one fit over every shown picture, so one colour means one direction);
- `similarity_maps`: one patch's cosine similarity over every shown picture, drawn as a
  heatmap (in the colours the caller hands over: the app's are inferno) over each picture
  with the best-matching patch outlined;
- `probe_per_layer`: a text or image probe for every layer of the current model, against
  its random-init twin (and raw pixels for pictures), with the majority baseline;
  `shipped_or_live_probe`: the result shipped for exactly these weights, else a live run.
Shapes: B pictures, N = h * w patches, D width, S the model's image side.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

Progress = Callable[[int, int], None]
MARK = np.array([0.0, 1.0, 0.2], dtype=np.float32)  # the outline of the best-matching patch
GREY = np.repeat(np.linspace(0.0, 1.0, 256, dtype=np.float32)[:, None], 3, axis=1)  # [256, 3]: dark to bright
QUERY_MARK = np.array([1.0, 1.0, 1.0], dtype=np.float32)  # the outline of the clicked patch


@dataclass
class FeatureMaps:
    """What one request for the image view produced."""

    sources: list[str]
    pictures: list[np.ndarray]  # B x [S, S, 3] float32 in [0, 1]: what the model saw
    patches: np.ndarray  # [B, N, D] float32 patch features at `layer`
    pca: np.ndarray  # [B, h, w, 3] float32 in [0, 1]
    grid: tuple[int, int]  # (h, w)
    patch_size: int
    layer: int  # resolved: 0 = embeddings .. num_layers = final
    num_layers: int
    background_removed: bool
    label: str  # what the colours are, for the caption
    explained: list[float]  # the variance ratio of the three components
    seconds: float  # features + PCA, wall clock
    random_init: bool = False  # drawn for a random-init twin of the model, not its trained weights


def model_view(model, rgb: np.ndarray) -> np.ndarray:
    """[H, W, 3] float in [0, 1] -> the [S, S, 3] picture the model is given."""
    from mlm_lab.features.image import images_to_tensor

    x = images_to_tensor(np.asarray(rgb, dtype=np.float32), model.config.image_size)  # [1, 3, S, S]
    return x[0].permute(1, 2, 0).numpy().astype(np.float32)


def feature_maps(model, sources: list[str], rgbs: list[np.ndarray], layer: int,
                 remove_background: bool, *, random_init: bool = False) -> FeatureMaps:
    """Features of every picture at `layer` (-1 = final) and one PCA fitted on all of them
    (`random_init` only labels the result: `model` is then a random-init twin)."""
    import torch

    from mlm_lab.features import image_features, pca_rgb
    from mlm_lab.features.image import encoder_layer_index

    t0 = time.perf_counter()
    cfg = model.config
    k = encoder_layer_index(cfg.num_layers, min(layer, cfg.num_layers))
    pictures = [model_view(model, rgb) for rgb in rgbs]
    pixels = torch.from_numpy(np.stack(pictures)).permute(0, 3, 1, 2).contiguous()  # [B, 3, S, S]
    feats = image_features(model, pixels, layer=k)
    h, w = feats.grid
    colours = pca_rgb(feats.patches, n=3, remove_background=remove_background)  # rgb [B, N, 3]
    return FeatureMaps(list(sources), pictures, feats.patches, colours.rgb.reshape(len(pictures), h, w, 3),
                       (h, w), cfg.patch_size, k, cfg.num_layers, remove_background, colours.label,
                       [float(v) for v in colours.explained_variance_ratio], time.perf_counter() - t0, random_init)


def upscale(grid_rgb: np.ndarray, patch_size: int) -> np.ndarray:
    """[h, w, 3] per patch -> [h * p, w * p, 3] blocks (what the panels draw)."""
    return np.kron(grid_rgb, np.ones((patch_size, patch_size, 1), dtype=np.float32))


def outline(image: np.ndarray, patch: int, grid: tuple[int, int], patch_size: int, colour: np.ndarray) -> None:
    """Draw a square around patch `patch` (row-major) of `image` [S, S, 3] in place."""
    row, col = divmod(int(patch), grid[1])
    y0, x0 = row * patch_size, col * patch_size
    y1, x1 = y0 + patch_size - 1, x0 + patch_size - 1
    t = max(1, patch_size // 6)
    image[y0:y0 + t, x0:x1 + 1] = colour
    image[y1 - t + 1:y1 + 1, x0:x1 + 1] = colour
    image[y0:y1 + 1, x0:x0 + t] = colour
    image[y0:y1 + 1, x1 - t + 1:x1 + 1] = colour


@dataclass
class SimilarityMaps:
    image: int  # the picture clicked
    patch: int  # the patch clicked (row-major)
    similarity: np.ndarray  # [B, N] cosine similarity with the clicked patch
    best: list[int]  # per picture, the best-matching patch
    overlays: list[np.ndarray]  # B x [S, S, 3]: heatmap over the picture, best match outlined


def similarity_maps(maps: FeatureMaps, image: int, patch: int, colours: np.ndarray = GREY) -> SimilarityMaps:
    """Cosine similarity of one patch with every patch of every shown picture; `colours` [256, 3]
    (float in [0, 1], least similar first) colour the heatmap."""
    from mlm_lab.features import best_match, patch_similarity

    if not 0 <= image < len(maps.pictures):
        raise IndexError(f"picture {image} is not shown")
    sim = patch_similarity(maps.patches[image], patch, maps.patches)  # [B, N]
    best = [int(b) for b in best_match(sim)]
    lut = np.asarray(colours, dtype=np.float32)
    lo, hi = float(sim.min()), float(sim.max())
    h, w = maps.grid
    overlays = []
    for b, picture in enumerate(maps.pictures):
        scaled = np.clip((sim[b] - lo) / max(hi - lo, 1e-8), 0.0, 1.0)  # one scale for every picture
        heat = upscale(lut[(scaled * 255).astype(np.int64)].reshape(h, w, 3), maps.patch_size)
        grey = picture.mean(axis=-1, keepdims=True)
        over = (0.3 * grey + 0.7 * heat).astype(np.float32)
        if b == image:
            outline(over, patch, maps.grid, maps.patch_size, QUERY_MARK)
        if b != image or best[b] != patch:
            outline(over, best[b], maps.grid, maps.patch_size, MARK)
        overlays.append(over)
    return SimilarityMaps(image, int(patch), sim, best, overlays)


# -- probes per layer ----------------------------------------------------------------------------
def probe_per_layer(kind: str, model, task: str, *, progress: Progress | None = None, **kwargs) -> dict:
    """Probe accuracy at every layer (0 = embeddings) of the current model.

    kind "text": `probe_text` (task words | agreement), model vs random init.
    kind "image": `probe_images` (task "shapes" or a class folder) once per layer,
    pretrained vs random init, beside raw pixels (one figure for every layer).
    Returns {"task", "layers", "model_acc", "random_init_acc", "majority_acc", ["pixels_acc"]}."""
    if kind == "text":
        from mlm_lab.features import probe_text

        out = probe_text(model, task=task, progress=progress, **kwargs)
        return {"kind": kind, "task": task, "layers": out["layers"], "model_acc": out["model_acc"],
                "random_init_acc": out["random_init_acc"], "majority_acc": out["majority_acc"],
                "n_train": out["n_train"], "n_test": out["n_test"]}
    from mlm_lab.features import probe_images, read_image_folder

    if task != "shapes":
        read_image_folder(task)  # a bad folder fails at once, before any model work
    layers = list(range(model.config.num_layers + 1))
    out = {"kind": kind, "task": task, "layers": layers, "model_acc": [], "random_init_acc": []}
    for i, k in enumerate(layers):
        r = probe_images(model, task, layer=k, **kwargs)
        out["model_acc"].append(r["pretrained_acc"])
        out["random_init_acc"].append(r["random_init_acc"])
        out.update(pixels_acc=r["pixels_acc"], majority_acc=r["majority_acc"], n_train=r["n_train"],
                   n_test=r["n_test"], classes=r["classes"])
        if progress is not None:
            progress(i + 1, len(layers))
    return out


def shipped_or_live_probe(kind: str, model, task: str, *, live: bool = False,
                          progress: Progress | None = None) -> tuple[dict, str]:
    """The probe per layer for `task`: the result shipped in resources/probes for exactly these
    weights when there is one (and `live` is False), else a run of `probe_per_layer`.
    Returns (result, origin): origin is "" for a live run, else the shipped file's provenance."""
    if not live and task in ("words", "agreement", "shapes"):
        from mlm_lab.features.shipped import shipped_probe

        net = model.model if kind == "text" else model  # the text model is (model, tokenizer)
        shipped = shipped_probe(net, task)
        if shipped is not None:
            result = {"kind": kind, "task": task, **shipped["result"]}
            # what a class reads under the plot: when, not the developer's command that made it
            return result, f"measured on these weights on {shipped.get('made_on', '?')} and shipped with the app"
    return probe_per_layer(kind, model, task, progress=progress), ""
