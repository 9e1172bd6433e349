"""One data object shared by a study's runs when the fields that define it are equal."""

from __future__ import annotations

import time

from mlm_lab.training.config import TrainConfig

# TrainConfig fields that define what the data object holds (see training/data.py).
DATA_FIELDS = ("task", "data", "seq_len", "vocab_size", "tokenizer", "eval_data", "eval_size", "image_size",
               "batch_size")


def data_key(config: TrainConfig) -> tuple:
    """Runs with equal keys can share one data object. The generated images are drawn
    from the run's seed, so for them the seed is part of the key."""
    d = config.to_dict()
    key = tuple((k, d.get(k)) for k in DATA_FIELDS)
    if config.task == "image" and config.data_kind == "generated":
        key += (("seed", config.seed),)
    return key


class DataCache:
    """The data of the last few data keys (a study at several seeds of generated images
    needs one per seed; it is rebuilt when it comes round again)."""

    def __init__(self, size: int = 2, log=None):
        self.size = size
        self.log = log or (lambda message: None)
        self._items: dict[tuple, object] = {}
        self.builds = 0
        self.build_s = 0.0

    def peek(self, config: TrainConfig):
        """The data of `config` when it is held, else None (nothing is built)."""
        return self._items.get(data_key(config))

    def get(self, config: TrainConfig):
        from mlm_lab.training.data import build_image_data, build_text_data

        key = data_key(config)
        if key in self._items:
            return self._items[key]
        t0 = time.perf_counter()
        data = (build_text_data(config, log=self.log) if config.task == "text"
                else build_image_data(config, log=self.log))
        self.build_s += time.perf_counter() - t0
        self.builds += 1
        while len(self._items) >= self.size:
            self._items.pop(next(iter(self._items)))
        self._items[key] = data
        return data
