"""The generated reference pages (docs/reference, docs/figures) match what scripts/make_reference.py makes now.

The pages are generated, never edited by hand: a change to a parser, a schema or a recorded figure that
is not followed by `scripts/make_reference.py` fails here.
"""

from __future__ import annotations

import importlib.util
import subprocess
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


def test_format_and_json_pages_are_what_the_schemas_make_now(make_reference, wanted):
    for page in ("formats.md", "json.md"):
        path = make_reference.REFERENCE / page
        assert path.read_text(encoding="utf-8") == wanted[path], f"docs/reference/{page} is stale"


def test_every_schema_has_its_section_and_a_link_to_its_file(make_reference):
    text = "".join((make_reference.REFERENCE / p).read_text(encoding="utf-8") for p in ("formats.md", "json.md"))
    for name in make_reference.load_schemas():
        assert f"{{#{name}}}" in text and f"(schemas/{name}.schema.json)" in text, name


def test_every_core_module_is_on_an_api_page(make_reference):
    listed = {m for key in make_reference.API_PAGES for m in make_reference.api_modules(key)}
    missing = [m for m in make_reference.core_modules()
               if m not in listed and not m.startswith(make_reference.API_LEFT_OUT)]
    assert not missing, f"core modules on no page of docs/reference/api: {missing}"
    for key in make_reference.API_PAGES:
        page = (make_reference.REFERENCE / "api" / f"{key}.md").read_text(encoding="utf-8")
        for module in make_reference.api_modules(key):
            assert f"::: {module}\n" in page


def test_the_script_imports_no_qt():
    code = ("import sys; sys.path.insert(0, 'scripts'); import make_reference as m; m.pages(); "
            "bad = [n for n in sys.modules if n.startswith(('PySide6', 'mlm_lab.app'))]; print(bad); "
            "raise SystemExit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_check_exits_1_on_a_stale_page_and_0_when_current(make_reference, wanted, monkeypatch, capsys):
    assert make_reference.main(["--check"]) == 0
    path = make_reference.REFERENCE / "cli.md"
    monkeypatch.setattr(make_reference, "pages", lambda: {path: wanted[path] + "\nedited by hand\n"})
    assert make_reference.main(["--check"]) == 1
    assert "docs/reference/cli.md" in capsys.readouterr().err


def test_every_benchmark_record_says_when_where_and_how(make_reference):
    records = make_reference.load_results()
    assert len(records) >= 10
    for name, record in records.items():
        for key in ("date", "machine", "command", "source", "figures"):
            assert record.get(key), f"benchmarks/results/{name}.json has no {key}"
        assert record["bench"] == name and (ROOT / "benchmarks" / f"{name}.py").is_file(), name
        if record["source"].startswith("recorded from the README"):
            assert record.get("text"), f"{name}: a figure recorded from the README keeps the README's words"


def test_figures_pages_are_what_the_records_make_now(make_reference, wanted):
    pages = {p: t for p, t in wanted.items() if p.parent == make_reference.FIGURES}
    assert make_reference.FIGURES / "index.md" in pages and make_reference.FIGURES / "studies.md" in pages
    for path, text in pages.items():
        assert path.is_file() and path.read_text(encoding="utf-8") == text, f"{path.name} is stale"
    on_disk = {p for p in make_reference.FIGURES.glob("*.md")}
    assert on_disk == set(pages), f"pages in docs/figures/ the script does not make: {on_disk - set(pages)}"
    text = "".join(pages.values())
    for name in make_reference.load_results():
        assert f"{{#{name}}}" in text, name
    for study in (ROOT / "docs" / "studies").glob("*/study.json"):
        assert f"{{#{study.parent.name}}}" in pages[make_reference.FIGURES / "studies.md"]


def test_no_generated_page_is_stale(make_reference, wanted):
    assert make_reference.stale(wanted) == []
