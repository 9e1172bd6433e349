"""The whole lab state in a small JSON file (`.mlmlab`), so a teacher can hand out a starting point.

    {
      "format": "mlm-lab-state", "version": 1,
      "tab": "image",                                  # text | image | training
      "models": {"text": "bundled", "image": "/path/to/run/checkpoints/step-300"},
      "text": {...},                                   # whatever the Text tab's get_state() returns
      "image": {"source": "sample:astronaut", "strategy": "random", "ratio": 0.75, "seed": 0,
                "manual_mask": [[0, 1, ...], ...]},
      "training": {...},                               # the Training tab's form
      "hide": ["image.strategy", "text.attention"],    # controls a lesson does not need
      "presentation": false
    }

No Qt in this file: the state is plain data, the window reads and writes it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.atomic import write_json_atomic

FORMAT = "mlm-lab-state"
VERSION = 1
SUFFIX = ".mlmlab"
TABS = ("text", "image", "training")
MAX_STATE_BYTES = 2_000_000  # a lab state is a few kB; anything this big is not one


class LabStateError(ValueError):
    """A .mlmlab file that cannot be used; the message says why."""


@dataclass
class LabState:
    tab: str = "text"
    models: dict = field(default_factory=dict)  # kind ("text" | "image") -> "bundled" or a folder
    text: dict = field(default_factory=dict)
    image: dict = field(default_factory=dict)
    training: dict = field(default_factory=dict)
    hide: list = field(default_factory=list)  # "tab.control" names, e.g. "image.strategy"
    presentation: bool = False

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "tab": self.tab,
            "models": dict(self.models),
            "text": dict(self.text),
            "image": dict(self.image),
            "training": dict(self.training),
            "hide": list(self.hide),
            "presentation": bool(self.presentation),
        }

    @classmethod
    def from_dict(cls, data) -> LabState:
        if not isinstance(data, dict):
            raise LabStateError("a lab state must be a JSON object")
        if data.get("format") != FORMAT:
            raise LabStateError(f"not an MLM Lab state (format is {data.get('format')!r}, expected {FORMAT!r})")
        version = data.get("version")
        if not isinstance(version, int) or version > VERSION:
            raise LabStateError(f"lab state version {version!r} is newer than this app understands ({VERSION})")
        tab = data.get("tab", "text")
        if tab not in TABS:
            raise LabStateError(f"tab must be one of {', '.join(TABS)}, got {tab!r}")
        state = cls(tab=tab)
        for name in ("models", "text", "image", "training"):
            value = data.get(name, {})
            if not isinstance(value, dict):
                raise LabStateError(f"{name!r} must be a JSON object")
            setattr(state, name, dict(value))
        for kind, source in state.models.items():
            if kind not in ("text", "image") or not isinstance(source, str) or not source:
                raise LabStateError(f"models must map 'text'/'image' to 'bundled' or a folder, got {kind!r}: {source!r}")
        hide = data.get("hide", [])
        if not isinstance(hide, list) or not all(isinstance(h, str) for h in hide):
            raise LabStateError("'hide' must be a list of control names")
        state.hide = list(hide)
        presentation = data.get("presentation", False)
        if not isinstance(presentation, bool):
            raise LabStateError("'presentation' must be true or false")
        state.presentation = presentation
        return state


def save_state(state: LabState, path: str | os.PathLike) -> Path:
    """Write `state` to `path` atomically (adds .mlmlab when the name has no suffix)."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SUFFIX)
    return write_json_atomic(path, state.to_dict())


def load_state(path: str | os.PathLike) -> LabState:
    """Read a .mlmlab file; any problem raises LabStateError with a one-line reason."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError:
        raise LabStateError(f"no such lab file: {path}") from None
    if not path.is_file():
        raise LabStateError(f"{path} is not a file")
    if size > MAX_STATE_BYTES:
        raise LabStateError(f"{path.name} is {size / 1e6:.1f} MB; a lab state is a small JSON file")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise LabStateError(f"{path.name} is not a text file") from None
    except OSError as exc:
        raise LabStateError(f"cannot read {path.name}: {exc.strerror or exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LabStateError(f"{path.name} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    return LabState.from_dict(data)


def hidden_for(tab: str, hide: list[str]) -> list[str]:
    """The control names of one tab in a hide list: ["image.seed", "text.x"] -> ["seed"] for "image"."""
    prefix = f"{tab}."
    return [h[len(prefix):] for h in hide if h.startswith(prefix) and len(h) > len(prefix)]
