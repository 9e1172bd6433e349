"""The strategy catalog, as the lab state and the tabs read it. Its home is
`mlm_lab.masking.catalog` (the engine's configs derive their keys from it too); this
module re-exports it for the lab."""

from mlm_lab.masking.catalog import (
    IMAGE,
    IMAGE_KEYS,
    IMAGE_STRATEGIES,
    PREDICTED,
    TEXT,
    TEXT_KEYS,
    TEXT_STRATEGIES,
    TRAINABLE,
    Strategy,
    keys,
    select,
    training_choices,
)

__all__ = ["IMAGE", "IMAGE_KEYS", "IMAGE_STRATEGIES", "PREDICTED", "TEXT", "TEXT_KEYS", "TEXT_STRATEGIES",
           "TRAINABLE", "Strategy", "keys", "select", "training_choices"]
