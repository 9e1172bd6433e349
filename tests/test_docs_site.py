"""The documentation site is tested like code (issue 39 item 4).

- It builds with `mkdocs build --strict`, and the project's own validation settings fail a page with a
  broken link or a broken anchor.
- Every fenced block marked runnable (```` ```console { .runnable } ````, see docs/development.md) is run:
  quick ones here, those also marked `.slow` behind the `slow_docs` marker (`pytest -m slow_docs`); the
  output a page shows under a command is checked against what the command prints.
- The docs' screenshots come from lab files kept beside them (docs/screenshots/labs/), and each one must
  still open through the window's own loader; every screenshot has a recipe in scripts/docs_screenshots.py.
- The built site is opened in headless Chromium from the file system, with no network, and its search
  finds the page that explains whole-word masking.
- Nothing in the built site loads from the network (no web fonts, no CDN).
"""

from __future__ import annotations

import html
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"),
                             shutil.which("google-chrome"), "/usr/bin/chromium") if p and Path(p).exists()), None)


def _mkdocs(config: Path, site: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(config),
                           "--site-dir", str(site)], cwd=config.parent, capture_output=True, text=True,
                          timeout=300, env=env)


@pytest.fixture(scope="module")
def built_site(tmp_path_factory):
    """The site as `make docs` builds it (without regenerating the reference pages), in a temporary folder."""
    site = tmp_path_factory.mktemp("site")
    done = _mkdocs(ROOT / "mkdocs.yml", site)
    assert done.returncode == 0, done.stderr[-4000:]
    return site


def test_the_site_builds_strict(built_site):
    for page in ("index.html", "explanation/concepts.html", "tutorials/first-exploration.html",
                 "user-guide/lessons.html", "search/search_index.js"):
        assert (built_site / page).is_file(), page


def _nav_pages(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [p for value in node.values() for p in _nav_pages(value)]
    return [p for item in node for p in _nav_pages(item)]


def test_every_page_is_in_the_navigation():
    """A page under docs/ that mkdocs.yml's nav does not list is only reachable by search: add it to the nav."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    listed = _nav_pages(config["nav"])
    pages = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    assert sorted(pages - set(listed)) == [], "pages missing from the nav"
    assert sorted(set(listed) - pages) == [], "nav entries without a page"
    assert len(listed) == len(set(listed)), "a page listed twice"


def _tiny_site(tmp_path: Path, pages: dict[str, str]) -> Path:
    """A copy of the project's mkdocs.yml (theme, extensions, validation) over a docs folder of `pages`."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["docs_dir"] = "docs"
    config["nav"] = list(pages)
    config["plugins"] = [p for p in config["plugins"] if p in ("search", "offline")]  # not the API pages' plugin
    config.pop("extra", None)
    (tmp_path / "docs").mkdir(parents=True)
    for name, text in pages.items():
        (tmp_path / "docs" / name).write_text(text, encoding="utf-8")
    path = tmp_path / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


GOOD = "# Home\n\n## Whole-word masking\n\nSee [the other page](other.md#a-section).\n"
OTHER = "# Other\n\n## A section\n\nBack [home](index.md#whole-word-masking).\n"


def test_the_tiny_site_builds(tmp_path):
    """The control for the next test: the same two pages with their links whole build."""
    good = _mkdocs(_tiny_site(tmp_path / "good", {"index.md": GOOD, "other.md": OTHER}), tmp_path / "good-site")
    assert good.returncode == 0, good.stderr[-2000:]


@pytest.mark.parametrize(("bad", "says"), [
    ("# Other\n\nA link to [a page that is not there](missing.md).\n", "missing.md"),
    ("# Other\n\nA link to [a heading that is not there](index.md#no-such-heading).\n", "no-such-heading"),
], ids=["missing-page", "missing-anchor"])
def test_a_broken_link_or_anchor_fails_the_build(tmp_path, bad, says):
    broken = _mkdocs(_tiny_site(tmp_path / "bad", {"index.md": GOOD, "other.md": OTHER + "\n" + bad}),
                     tmp_path / "bad-site")
    assert broken.returncode != 0
    assert "WARNING" in broken.stderr and says in broken.stderr, broken.stderr[-2000:]


# -- runnable blocks ----------------------------------------------------------------------------------

FENCE = re.compile(r"^(?P<indent> *)(?P<ticks>`{3,})(?P<info>[^`]*)$")


@dataclass
class Command:
    line: str  # what the page shows after "$ "
    expected: list[str] = field(default_factory=list)  # the output lines shown under it, if any


@dataclass
class Block:
    page: str
    lineno: int
    slow: bool
    commands: list[Command]

    @property
    def id(self) -> str:
        return f"{self.page}:{self.lineno}"


def runnable_blocks(text: str, page: str) -> list[Block]:
    """The blocks of one page marked `{ .runnable }` (and maybe `.slow`): each `$ ` line is a command and
    the lines under it, up to the next `$ ` line, the output the page shows for it."""
    blocks, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        start, indent, ticks = i, len(m["indent"]), m["ticks"]
        classes = re.findall(r"\.([\w-]+)", m["info"].split("{", 1)[1]) if "{" in m["info"] else []
        body = []
        i += 1
        while i < len(lines) and lines[i].strip() != ticks:
            body.append(lines[i][indent:])
            i += 1
        i += 1
        if "runnable" not in classes:
            continue
        commands: list[Command] = []
        for line in body:
            if line.startswith("$ "):
                commands.append(Command(line[2:].strip()))
            elif commands and (line.strip() or commands[-1].expected):
                commands[-1].expected.append(line.rstrip())
        for c in commands:
            while c.expected and not c.expected[-1]:
                c.expected.pop()
        assert commands, f"{page}:{start + 1}: a runnable block without a `$ ` command"
        blocks.append(Block(page, start + 1, "slow" in classes, commands))
    return blocks


def all_blocks() -> list[Block]:
    found = []
    for path in sorted(DOCS.rglob("*.md")):
        found += runnable_blocks(path.read_text(encoding="utf-8"), path.relative_to(DOCS).as_posix())
    return found


def output_matches(expected: list[str], actual: list[str]) -> bool:
    """The lines a page shows against the lines printed, trailing spaces aside; a line `...` on the page
    (indented or not) stands for any number of printed lines."""
    expected = ["..." if e.strip() == "..." else e.rstrip() for e in expected]
    actual = [a.rstrip() for a in actual]
    if "..." not in expected:
        return expected == actual
    head, tail = expected[:expected.index("...")], expected[expected.index("...") + 1:]
    if actual[:len(head)] != head:
        return False
    rest = actual[len(head):]
    return any(output_matches(tail, rest[k:]) for k in range(len(rest) + 1))


def _argv(line: str) -> list[str]:
    words = shlex.split(line, comments=True)
    if words and words[0] == "mlm-lab":
        return [sys.executable, "-m", "mlm_lab", *words[1:]]
    if words and words[0] == "python":
        return [sys.executable, *words[1:]]
    raise AssertionError(f"a runnable block runs mlm-lab or python, not {words[:1]}")


def run_block(block: Block, workdir: Path) -> None:
    """Run each command in `workdir` (which sees the repository's resources/ and docs/), its runs and
    caches kept there; each must exit 0 and print what the page shows under it."""
    for name in ("resources", "docs"):
        if not (workdir / name).exists():
            (workdir / name).symlink_to(ROOT / name, target_is_directory=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "OMP_NUM_THREADS": "1", "NO_COLOR": "1",
           "MLM_LAB_RUNS": str(workdir / "runs"), "PYTHONPATH": str(ROOT), "COLUMNS": "100"}
    for command in block.commands:
        done = subprocess.run(_argv(command.line), cwd=workdir, capture_output=True, text=True, timeout=900, env=env)
        assert done.returncode == 0, f"{block.id}: `{command.line}` exited {done.returncode}: {done.stderr[-2000:]}"
        if command.expected:
            printed = done.stdout.rstrip("\n").splitlines()
            assert output_matches(command.expected, printed), (
                f"{block.id}: `{command.line}` printed\n" + "\n".join(printed) + "\nbut the page shows\n"
                + "\n".join(command.expected))


BLOCKS = all_blocks()
QUICK = [b for b in BLOCKS if not b.slow]
SLOW = [b for b in BLOCKS if b.slow]


def test_the_runnable_markers_are_read():
    sample = ("text\n\n```console { .runnable }\n$ mlm-lab mask \"a b\" --seed 0\n[CLS] a [MASK] [SEP]\n\n"
              "$ mlm-lab runs\n```\n\n```console\n$ not run\n```\n\n    ```console { .runnable .slow }\n"
              "    $ mlm-lab train text\n    ```\n")
    blocks = runnable_blocks(sample, "sample.md")
    assert [(b.lineno, b.slow, [c.line for c in b.commands]) for b in blocks] == [
        (3, False, ['mlm-lab mask "a b" --seed 0', "mlm-lab runs"]), (14, True, ["mlm-lab train text"])]
    assert blocks[0].commands[0].expected == ["[CLS] a [MASK] [SEP]"] and blocks[0].commands[1].expected == []
    assert QUICK and SLOW, "the pages mark quick and slow runnable blocks"
    assert any(c.expected for b in QUICK for c in b.commands), "a quick block shows its output"


def test_output_is_compared_line_by_line_with_an_ellipsis_for_any_lines():
    assert output_matches(["a", "b"], ["a", "b  "])
    assert not output_matches(["a", "b"], ["a", "c"])
    assert not output_matches(["a"], ["a", "b"])
    assert output_matches(["a", "...", "z"], ["a", "b", "c", "z"])
    assert output_matches(["a", "...", "z"], ["a", "z"])
    assert not output_matches(["a", "...", "z"], ["a", "b", "y"])
    assert output_matches(["a", "  ...", "  z"], ["a", "  b", "  z"])


@pytest.mark.parametrize("block", QUICK, ids=[b.id for b in QUICK])
def test_quick_runnable_block(block, tmp_path):
    run_block(block, tmp_path)


@pytest.mark.slow_docs
@pytest.mark.parametrize("block", SLOW, ids=[b.id for b in SLOW])
def test_slow_runnable_block(block, tmp_path):
    run_block(block, tmp_path)


def test_a_page_that_shows_the_wrong_output_fails(tmp_path):
    block = runnable_blocks("```console { .runnable }\n$ python -c \"print('door')\"\nwindow\n```\n", "wrong.md")[0]
    with pytest.raises(AssertionError, match="but the page shows"):
        run_block(block, tmp_path)


# -- screenshots and their lab files --------------------------------------------------------------------

def _screenshot_script():
    spec = importlib.util.spec_from_file_location("docs_screenshots", ROOT / "scripts" / "docs_screenshots.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_every_screenshot_has_a_recipe():
    """Each picture in docs/screenshots comes from a lab file beside it or from a named script, and each lab
    file makes a picture that is there."""
    shots = _screenshot_script()
    made = {r.out.relative_to(shots.SHOTS).as_posix() for r in shots.recipes()}
    there = {p.relative_to(shots.SHOTS).as_posix() for p in shots.SHOTS.rglob("*.png")}
    assert there - made == set(), "screenshots without a recipe in scripts/docs_screenshots.py"
    assert {r.out.relative_to(shots.SHOTS).as_posix() for r in shots.recipes() if r.lab} <= there
    labs = {p.name for p in shots.LABS.glob("*.mlmlab")}
    assert labs == {r.lab.name for r in shots.recipes() if r.lab}, "a lab file no recipe uses, or one missing"


def test_every_lab_file_beside_the_screenshots_opens(qapp):
    """Through the loader `mlm-lab screenshot --state` and the window use: the file, its hide names, its
    picture and its model folders are all checked."""
    from mlm_lab.cli.app import read_state

    labs = sorted((DOCS / "screenshots" / "labs").glob("*.mlmlab"))
    assert len(labs) >= 10
    failed = {}
    for lab in labs:
        try:
            read_state(lab)
        except Exception as exc:  # any refusal is a lab file that no longer opens
            failed[lab.name] = str(exc)
    assert failed == {}


def test_a_lab_file_that_no_longer_opens_is_caught(qapp, tmp_path):
    from mlm_lab.cli.app import read_state
    from mlm_lab.lab import LabStateError

    lab = tmp_path / "old.mlmlab"
    lab.write_text('{"format": "mlm-lab-state", "version": 1, "tab": "image", "image": {"ratio": 1.5}}',
                   encoding="utf-8")
    with pytest.raises(LabStateError, match="image.ratio"):
        read_state(lab)


# -- the built site in a browser, offline ----------------------------------------------------------------

def _dump_dom(url: str, profile: Path) -> str:
    """The page's DOM after its scripts ran, from headless Chromium with every network request sent to a
    proxy that is not there (file:// pages do not use it)."""
    done = subprocess.run([CHROMIUM, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                           f"--user-data-dir={profile}", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                           "--virtual-time-budget=20000", "--dump-dom", url],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _results(dom: str) -> list[tuple[str, str]]:
    """(link, text) of each search result in the order shown."""
    items = re.findall(r'<li class="md-search-result__item">(.*?)</li>', dom, flags=re.S)
    out = []
    for item in items:
        link = re.search(r'href="([^"]+)"', item)
        text = html.unescape(re.sub(r"<[^>]+>", " ", item))
        out.append((link.group(1) if link else "", " ".join(text.split())))
    return out


@pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (apt-get install chromium)")
def test_search_finds_whole_word_masking_offline_in_a_browser(built_site, tmp_path):
    url = (built_site / "index.html").as_uri()
    results = _results(_dump_dom(url + "?q=whole-word+masking", tmp_path / "profile"))
    assert results, "the search gave no results"
    top = [link for link, _ in results[:3]]
    assert any("explanation/concepts.html" in link for link in top), results[:5]
    concepts = next(text for link, text in results if "explanation/concepts.html" in link)
    assert "whole" in concepts.lower() and "word" in concepts.lower()


def test_nothing_in_the_site_loads_from_the_network(built_site):
    """No web fonts, no CDN: every script, style sheet, picture and font the pages load is a file of the site."""
    loads = re.compile(r'<(?:script|img|iframe|source)\b[^>]*\bsrc="(https?:)?//|<link\b[^>]*\bhref="(https?:)?//')
    for page in built_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not loads.search(text), page
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text, page
    for sheet in built_site.rglob("*.css"):
        text = sheet.read_text(encoding="utf-8")
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", text), sheet
        assert "@import" not in text or "http" not in text, sheet
    shim = (built_site / "index.html").read_text(encoding="utf-8")
    assert 'src="assets/javascripts/iframe-worker.js"' in shim


# -- the README ---------------------------------------------------------------------------------------

def test_the_readme_is_short_and_its_links_are_there():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250
    assert "make test" in text and "make docs" in text and "site/index.html" in text
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if not target.startswith(("http://", "https://")):
            assert (ROOT / target).exists(), target
