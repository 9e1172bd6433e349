"""Representations: what masked pretraining is for, seen and measured.

Image: `image_features` (patch + cls features at any encoder layer, nothing masked),
`pca_rgb` (DINOv2-style colour maps fitted jointly), `patch_similarity`.
Text: `token_features` (contextual embeddings per token, mean-pooled sentences),
`TokenIndex` (nearest tokens / sentences in a reference corpus, cached per model).
Probes: `linear_probe`, `probe_text`, `probe_images`, `probe_run`, `probe_model`.
No Qt; numpy outputs and progress callbacks, for worker threads.
"""

from mlm_lab.features.image import ImageFeatures, PCAColours, best_match, image_features, patch_similarity, pca_rgb
from mlm_lab.features.probe import (
    ProbeResult,
    linear_probe,
    probe_images,
    probe_model,
    probe_run,
    probe_text,
    random_init_like,
    read_image_folder,
)
from mlm_lab.features.text import TokenFeatures, token_features
from mlm_lab.features.token_index import Neighbour, SentenceHit, TokenIndex, reference_sentences, weights_hash

__all__ = [
    "ImageFeatures",
    "Neighbour",
    "SentenceHit",
    "TokenIndex",
    "reference_sentences",
    "weights_hash",
    "PCAColours",
    "ProbeResult",
    "TokenFeatures",
    "best_match",
    "image_features",
    "linear_probe",
    "patch_similarity",
    "pca_rgb",
    "probe_images",
    "probe_model",
    "probe_run",
    "probe_text",
    "random_init_like",
    "read_image_folder",
    "token_features",
]
