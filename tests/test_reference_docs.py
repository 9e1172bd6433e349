"""The generated reference pages (docs/reference, docs/figures) match what scripts/make_reference.py makes now.

The pages are generated, never edited by hand: a change to a parser, a schema or a recorded figure that
is not followed by `scripts/make_reference.py` fails here.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def make_reference():
    spec = importlib.util.spec_from_file_location("make_reference", ROOT / "scripts" / "make_reference.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_reference"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def wanted(make_reference):
    return make_reference.pages()


def test_cli_page_is_what_the_parsers_make_now(make_reference, wanted):
    path = make_reference.REFERENCE / "cli.md"
    assert path.read_text(encoding="utf-8") == wanted[path], \
        "docs/reference/cli.md is stale: run .venv/bin/python scripts/make_reference.py"


def test_every_subcommand_and_flag_is_on_the_cli_page(make_reference):
    import argparse

    from mlm_lab.cli import build_parser

    page = (make_reference.REFERENCE / "cli.md").read_text(encoding="utf-8")
    paths = make_reference.command_paths()
    assert {"mask", "train", "study mask-rate", "study show", "class host", "class export"} <= set(paths)
    for path in paths:
        assert f"\n## mlm-lab {path}\n" in page or f"\n### mlm-lab {path}\n" in page, path
    for path, parser, _help in make_reference._commands(build_parser()):
        section = page.split(f" mlm-lab {' '.join(path)}\n", 1)[1].split("\n## ", 1)[0]
        for action in parser._actions:
            if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
                continue
            name = action.option_strings[0] if action.option_strings else (action.metavar or action.dest)
            assert f"`{name}`" in section, f"mlm-lab {' '.join(path)}: {name} not on the page"


def test_no_generated_page_is_stale(make_reference, wanted):
    assert make_reference.stale(wanted) == []
