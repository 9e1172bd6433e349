"""What the Features tab's request parts share: the models they ask about (`FeatureModels`) and
the bookkeeping of their work (`FeatureWork`): the two newest-request-wins workers, what the
state asks for that is not submitted yet (`stale`) and what is submitted and not answered
(`awaiting`). The tab makes one of each and gives them to its parts (image_requests,
text_requests, probe_requests); the tab alone reads the answers (`FeaturesTab._on_finished`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mlm_lab.app.inference_worker import InferenceWorker


@dataclass
class FeatureModels:
    """The window's text and image models (None until loaded) and the names the tab shows for them."""

    text: Any = None
    image: Any = None
    names: dict[str, str] = field(default_factory=lambda: {"text": "", "image": ""})

    def of(self, kind: str):
        return self.text if kind == "text" else self.image


@dataclass
class FeatureWork:
    quick: InferenceWorker  # maps, similarity, neighbours, search
    background: InferenceWorker  # the corpus index, probes
    stale: set[str] = field(default_factory=set)  # work the state asks for, not yet submitted (the tab was hidden)
    awaiting: set[str] = field(default_factory=set)  # submitted, not yet answered

    def submit(self, worker: InferenceWorker, key: str, fn: Callable[[], Any]) -> None:
        self.awaiting.add(key)
        worker.submit(key, fn)
