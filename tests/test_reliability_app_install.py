"""Issue 29, a newcomer's first install: pyproject.toml names every package (the code's and the
resources' data folders, so setuptools warns about none) and gives the licence as an SPDX string."""

from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+
ROOT = Path(__file__).resolve().parents[1]


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_and_resource_folder_is_listed():
    data = _project()
    listed = set(data["tool"]["setuptools"]["packages"])
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "mlm_lab").rglob("__init__.py")}
    assert code <= listed, sorted(code - listed)  # mlm_lab.explain was missing
    resources = {f"mlm_lab_resources.{p.name}" for p in (ROOT / "resources").iterdir()
                 if p.is_dir() and p.name.isidentifier() and not p.name.startswith("__")}
    assert resources <= listed, sorted(resources - listed)


def test_the_licence_is_an_spdx_string_and_setuptools_is_new_enough_for_it():
    data = _project()
    assert data["project"]["license"] == "MIT"
    assert "setuptools>=77" in data["build-system"]["requires"]


def test_every_resource_file_is_shipped_by_a_package_data_pattern():
    """An installed lab holds every file of resources/ (a lesson's shipped runs were missed: the
    pattern "lessons/*" does not reach into sub-folders), as setuptools globs the patterns."""
    patterns = _project()["tool"]["setuptools"]["package-data"]["mlm_lab_resources"]
    folder = ROOT / "resources"
    shipped = {p for pattern in patterns for p in folder.glob(pattern) if p.is_file()}
    files = {p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts
             and p.name != "__init__.py" and not p.name.endswith(".pyc")}
    missing = sorted(str(p.relative_to(folder)) for p in files - shipped)
    assert not missing, missing[:10]
