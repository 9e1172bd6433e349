"""`GuiWork`: records the heavy calls made on the GUI (main) thread, so a window test can
assert that a path did none of them there (instead of timing the GUI thread, which a loaded
machine makes meaningless). The `gui_work` fixture (tests/app/conftest.py) makes one per test."""

from __future__ import annotations

import threading

import PIL.Image
import safetensors.torch
import torch

from mlm_lab.app.text.controls import MAX_BOX_CHARS
from mlm_lab.models import hf_import, io
from mlm_lab.tokenization import WordPieceTokenizer


class GuiWork:
    """Records heavy calls made on the GUI (main) thread: torch module calls, image
    decoding, weight files read, and the length of each text tokenized there."""

    def __init__(self, monkeypatch):
        self.calls: list[str] = []
        self.encoded: list[int] = []
        self._wrap(monkeypatch, torch.nn.Module, "__call__", lambda args: f"module {type(args[0]).__name__}")
        self._wrap(monkeypatch, PIL.Image, "open", lambda args: "image decode")
        for owner in (safetensors.torch, io, hf_import):
            self._wrap(monkeypatch, owner, "load_file", lambda args: "weights read")
        original = WordPieceTokenizer.encode

        def encode(tok, text, *args, **kwargs):
            if threading.current_thread() is threading.main_thread():
                self.encoded.append(len(text))
            return original(tok, text, *args, **kwargs)

        monkeypatch.setattr(WordPieceTokenizer, "encode", encode)

    def _wrap(self, monkeypatch, owner, name, describe):
        original = getattr(owner, name)

        def wrapper(*args, **kwargs):
            if threading.current_thread() is threading.main_thread():
                self.calls.append(describe(args))
            return original(*args, **kwargs)

        monkeypatch.setattr(owner, name, wrapper)

    def take(self) -> tuple[list[str], list[int]]:
        calls, encoded = self.calls, self.encoded
        self.calls, self.encoded = [], []
        return calls, encoded


def assert_light(gui_work, name):
    calls, encoded = gui_work.take()
    assert calls == [], (name, sorted(set(calls)))
    assert all(n <= MAX_BOX_CHARS for n in encoded), (name, max(encoded))
