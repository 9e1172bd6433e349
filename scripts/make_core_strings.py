"""Write mlm_lab/app/core_strings/: the messages the core raises (it imports no Qt and writes them
in English, as the CLI prints them), each as a template marked for pyside6-lupdate in the context "Core",
so the app can show them in its language (mlm_lab/app/core_messages.py).

A template is the message's text with each value in braces, named after the expression that makes it:
    raise LabStateError(f"{path}: 'strategy' must be one of {names}")
        -> "{path}: 'strategy' must be one of {names}"
The app recognises a message by its template and puts the same values into the translation.

Read: every `raise SomeError(<text>)` in mlm_lab outside mlm_lab/app and mlm_lab/cli (the CLI's own
messages stay English), where <text> is a string, an f-string or a sum of them; the words one of its
values may be (`{' and more' if n > 3 else ''}`, `{folder or 'the runs folder'}`); and every piece
marked with `mlm_lab.errors.words("...")` (a message's part made elsewhere: what a file should have been,
a hint added at its end). Programmer errors (TypeError, AssertionError, ...) are left out, and so is a
template without a word of its own (such as "{path}: {error}"; the app translates its parts).
Run by scripts/update_translations.py; the generated file is not edited by hand.

    .venv/bin/python scripts/make_core_strings.py          # write it
    .venv/bin/python scripts/make_core_strings.py --check  # exit 1 when it is out of date
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "mlm_lab"
OUT = PACKAGE / "app" / "core_strings"  # a package: one module per room of the core (lab.py, models.py, ...)
SKIPPED_DIRS = ("app", "cli")
NOT_SHOWN = {"TypeError", "IndexError", "AssertionError", "NotImplementedError", "AttributeError", "SystemExit",
             "KeyError", "StopIteration", "ArgumentTypeError"}
WORD = re.compile(r"[A-Za-z]{3,}")  # a word of its own: "is", "on" alone make a template that fits too much


def _name(expr: ast.expr, taken: dict[str, str]) -> str:
    """A placeholder's name from its expression: `path.name` -> path_name, `len(rows)` -> len_rows;
    the same expression keeps its name, another one with the same name gets a number."""
    source = ast.unparse(expr)
    if source in taken.values():
        return next(k for k, v in taken.items() if v == source)
    base = re.sub(r"[^a-z0-9]+", "_", source.lower()).strip("_")[:24].strip("_") or "value"
    if base[0].isdigit():
        base = "v_" + base
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    taken[name] = source
    return name


def _spec(node: ast.FormattedValue) -> str:
    if node.format_spec is None:
        return ""
    return "".join(v.value for v in node.format_spec.values if isinstance(v, ast.Constant))


def template_of(expr: ast.expr, taken: dict[str, str], numbers: dict[str, int]) -> str | None:
    """The template of a message expression, or None when it is not written out in the call."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return expr.value.replace("{", "{{").replace("}", "}}")
    if isinstance(expr, ast.JoinedStr):
        out = []
        for part in expr.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value).replace("{", "{{").replace("}", "}}"))
            elif isinstance(part, ast.FormattedValue):
                name = _name(part.value, taken)
                spec = _spec(part)
                found = re.fullmatch(r"[<>^=]?[+-]?(,?)(?:\.(\d+))?([fd]?)", spec)
                if found and part.conversion == -1 and (found.group(3) == "f" or found.group(1)):
                    numbers[name] = int(found.group(2) or 0)  # a decimal, or a whole number written 8,192
                out.append("{" + name + "}")
            else:  # pragma: no cover - an f-string holds only these two
                return None
        return "".join(out)
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
        left = template_of(expr.left, taken, numbers)
        right = template_of(expr.right, taken, numbers)
        return None if left is None or right is None else left + right
    return None


def _raised_name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _alternatives(message: ast.expr) -> list[ast.expr]:
    """The words an f-string's value may be: `{' and more' if n > 3 else ''}`, `{folder or 'the runs folder'}`."""
    found = []
    for part in ast.walk(message):
        if isinstance(part, ast.FormattedValue):
            for node in ast.walk(part.value):
                if isinstance(node, ast.IfExp):
                    found += [node.body, node.orelse]
                elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
                    found += node.values
    return [n for n in found if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _is_words_call(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords
            and (isinstance(node.func, ast.Name) and node.func.id == "words"
                 or isinstance(node.func, ast.Attribute) and node.func.attr == "words"))


def room(path: Path) -> str:
    """The module a file's messages go to: its folder under mlm_lab ("lab", "models", ...), "core" at the top."""
    parts = path.relative_to(PACKAGE).parts
    return parts[0] if len(parts) > 1 else "core"


def collect() -> tuple[dict[str, str], dict[str, dict[str, int]], int]:
    """({template: its room} in source order, numeric placeholders per template, raises whose text is not
    written out). Read: the text of each raise, the words its values may be, and each `words(...)` piece;
    a template met in two rooms stays in the first."""
    templates: dict[str, str] = {}
    numeric: dict[str, dict[str, int]] = {}
    unreadable = 0
    where = "core"

    def add(expr: ast.expr) -> bool:
        numbers: dict[str, int] = {}
        text = template_of(expr, {}, numbers)
        if text is None:
            return False
        if WORD.search(re.sub(r"\{[a-z_0-9]+\}", "", text)):
            if text not in templates:
                templates[text] = where
                numeric[text] = numbers
            else:  # the same words written twice: a number only where both write it the same way
                numeric[text] = {k: v for k, v in numeric[text].items() if numbers.get(k) == v}
        return True

    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] in SKIPPED_DIRS:
            continue
        where = room(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if _is_words_call(node):
                add(node.args[0])
                continue
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                continue
            if _raised_name(node.exc) in NOT_SHOWN:
                continue
            if not add(node.exc.args[0]):
                unreadable += 1
                continue
            for piece in _alternatives(node.exc.args[0]):
                add(piece)
    return templates, numeric, unreadable


def render_room(name: str, templates: list[str], numeric: dict[str, dict[str, int]]) -> str:
    lines = [f'"""Generated by scripts/make_core_strings.py from the messages mlm_lab/{name if name != "core" else ""}'
             f'{"/" if name != "core" else "*.py"} raises: do not edit.',
             'Each is a template ({name} for a value), marked for pyside6-lupdate in the context "Core";',
             'mlm_lab/app/core_messages.py recognises a message by its template and shows it translated."""',
             "", "from PySide6.QtCore import QT_TRANSLATE_NOOP", "", "STRINGS = ("]
    lines += [f"    QT_TRANSLATE_NOOP(\"Core\", {text!r})," for text in templates]
    lines += [")", "", "# template -> {placeholder: decimals} for the values written as numbers (shown in the locale's way)",
              "NUMBERS = {"]
    lines += [f"    {text!r}: {numeric[text]!r}," for text in templates if numeric.get(text)]
    lines += ["}", ""]
    return "\n".join(lines)


def render(templates: dict[str, str], numeric: dict[str, dict[str, int]]) -> dict[str, str]:
    """{file name: its text}: a module per room and the package's __init__.py that joins them."""
    rooms = list(dict.fromkeys(templates.values()))
    files = {f"{r}.py": render_room(r, [t for t, w in templates.items() if w == r], numeric) for r in rooms}
    init = ['"""Generated by scripts/make_core_strings.py: the messages the core raises, as templates, a module per',
            'room of the core (their marks for pyside6-lupdate are there). Do not edit."""', "",
            f"from . import {', '.join(sorted(rooms))}", "",
            f"_ROOMS = ({', '.join(rooms)})",
            "CORE_STRINGS = tuple(text for room in _ROOMS for text in room.STRINGS)",
            "NUMBERS = {text: numbers for room in _ROOMS for text, numbers in room.NUMBERS.items()}", ""]
    files["__init__.py"] = "\n".join(init)
    return files


def main(argv: list[str]) -> int:
    templates, numeric, unreadable = collect()
    files = render(templates, numeric)
    present = {p.name: p.read_text(encoding="utf-8") for p in OUT.glob("*.py")} if OUT.is_dir() else {}
    if "--check" in argv:
        if present != files:
            print(f"{OUT} is out of date: run scripts/make_core_strings.py", file=sys.stderr)
            return 1
        return 0
    OUT.mkdir(exist_ok=True)
    for name in set(present) - set(files):  # a room that raises nothing any more
        (OUT / name).unlink()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(templates)} templates in {len(files) - 1} modules; "
          f"{unreadable} raises name their text elsewhere)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
