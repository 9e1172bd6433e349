"""A widget's link to an evented state object (mlm_lab/lab): field events become one call of
`on_change(names)`, several writes inside `batch()` become one call after the last.

    self.binding = StateBinding(state, self._on_state_changed)
    with self.binding.batch():          # a lab file: every field at once, one redraw
        state.strategy, state.ratio = "grid", 0.5

Setting a field to the value it holds emits nothing (psygnal compares), so a widget that
writes back what it shows closes no loop and needs no blocked signals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields


class StateBinding:
    def __init__(self, state, on_change: Callable[[set[str]], None]):
        self.state = state
        self._on_change = on_change
        self._depth = 0
        self._pending: set[str] = set()
        self.applying = False  # True while `assign` copies a whole state in (not a user's edit)
        state.events.connect(self._on_event)

    @contextmanager
    def batch(self) -> Iterator[None]:
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._pending:
                names, self._pending = self._pending, set()
                self._on_change(names)

    def assign(self, other, names: tuple[str, ...] | None = None) -> None:
        """Copy `other`'s fields (all, or `names`) into the state: one `on_change` for all of them."""
        self.applying = True
        try:
            with self.batch():
                for name in names or tuple(f.name for f in fields(other)):
                    setattr(self.state, name, getattr(other, name))
        finally:
            self.applying = False

    def _on_event(self, info) -> None:
        if self._depth:
            self._pending.add(info.signal.name)
        else:
            self._on_change({info.signal.name})
