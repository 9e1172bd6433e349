"""TextModel: a masked LM with its tokenizer, the unit the panes and the importers pass around.

Its own small module so that `inference` (which uses it) and `models.hf` (which builds it
from a Hugging Face folder) both import it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mlm_lab.models.encoder import MaskedLM
    from mlm_lab.tokenization import WordPieceTokenizer


@dataclass
class TextModel:
    """A masked LM with its tokenizer."""

    model: MaskedLM
    tokenizer: WordPieceTokenizer
    source: str = ""  # folder it came from, or "bundled"

    @property
    def max_length(self) -> int:
        return self.model.config.max_position

    @property
    def causal(self) -> bool:
        """A causal (left-to-right) LM, objective "clm", rather than a masked (bidirectional) one."""
        return is_causal(self.model)


def is_causal(model) -> bool:
    """Whether `model` (a TextModel, the lab's MaskedLM, or a runtime model from transformers) attends
    left to right only: the one place the lab asks. A model whose config has no such flag is masked."""
    net = model.model if isinstance(model, TextModel) else model
    return bool(getattr(getattr(net, "config", None), "causal", False))
