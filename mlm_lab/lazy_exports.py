"""A package's lazy exports: names its `__init__` offers without importing the submodule
(and torch) that defines them until first use.

    __getattr__ = lazy_getattr(__name__, {"Trainer": "trainer", ...})
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping


def lazy_getattr(package: str, names: Mapping[str, str]) -> Callable[[str], object]:
    """A module-level `__getattr__` for `package`: `names` maps an exported name to the
    submodule of `package` that defines it. The first access imports that submodule and
    stores the value on the package, so later accesses never come back here."""

    def __getattr__(name: str) -> object:
        submodule = names.get(name)
        if submodule is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{submodule}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
