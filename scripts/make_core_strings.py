"""Write mlm_lab/app/i18n/core_strings/: the messages the core raises (it imports no Qt and writes them
in English, as the CLI prints them), each as a template marked for pyside6-lupdate in the context "Core",
so the app can show them in its language (mlm_lab/app/i18n/core_messages.py).

The core writes each message with its template (mlm_lab/errors.py):
    raise LabStateError(msg("{path}: 'strategy' must be one of {names}", path=path, names=names))
        -> "{path}: 'strategy' must be one of {names}"
    words("the runs folder")  (a piece with no values)  -> "the runs folder"
The message keeps its template and values; the app looks the template up and puts the values into the
translation. A template's format specs ("{loss:.2f}") are the English text's business, not the template's.

Read: every `msg("...", ...)` and `words("...")` in mlm_lab outside mlm_lab/app and mlm_lab/cli (the CLI's
own messages stay English). A template without a word of its own (such as "{path}: {error}") is left out:
the app translates its parts. A message the user is shown (any error but the programmer's: TypeError,
AssertionError, ...) that is still written as a plain string or f-string is named, and --check fails on it.
Run by scripts/update_translations.py; the generated file is not edited by hand.

    .venv/bin/python scripts/make_core_strings.py          # write it
    .venv/bin/python scripts/make_core_strings.py --check  # exit 1 when it is out of date
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from string import Formatter

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "mlm_lab"
OUT = PACKAGE / "app" / "i18n" / "core_strings"  # a package: one module per room of the core (lab.py, models.py, ...)
SKIPPED_DIRS = ("app", "cli")
NOT_SHOWN = {"TypeError", "IndexError", "AssertionError", "NotImplementedError", "AttributeError", "SystemExit",
             "KeyError", "StopIteration", "ArgumentTypeError"}
WORD = re.compile(r"[A-Za-z]{3,}")  # a word of its own: "is", "on" alone make a template that fits too much
# errors whose message is plain text on purpose: a class's refusal goes to another machine as text
PLAIN_TEXT = {"ProtocolError"}


def _called(node: ast.AST, name: str) -> bool:
    """`name("...", ...)` or `<module>.name("...", ...)` with its text written out."""
    return (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (isinstance(node.func, ast.Name) and node.func.id == name
                 or isinstance(node.func, ast.Attribute) and node.func.attr == name))


def template_of(node: ast.Call) -> str:
    """The catalogue's key of a msg(...) or words(...) call: its text with each value a "{name}"."""
    text = node.args[0].value
    if _called(node, "words"):
        return text.replace("{", "{{").replace("}", "}}")
    key = []
    for literal, name, _spec, _conversion in Formatter().parse(text):
        key.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is not None:
            key.append("{" + name + "}")
    return "".join(key)


def _raised_name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _written_out(expr: ast.expr) -> bool:
    """A message written as a plain string, an f-string or a sum of them (not a Message)."""
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
        return _written_out(expr.left) or _written_out(expr.right)
    return isinstance(expr, ast.JoinedStr) or isinstance(expr, ast.Constant) and isinstance(expr.value, str)


def room(path: Path) -> str:
    """The module a file's messages go to: its folder under mlm_lab ("lab", "models", ...), "core" at the top."""
    parts = path.relative_to(PACKAGE).parts
    return parts[0] if len(parts) > 1 else "core"


def collect() -> tuple[dict[str, str], list[str]]:
    """({template: its room} in source order, "file:line" of each raise whose message is still written
    as a string or f-string, not made by msg() or words()). A template met in two rooms stays in the first."""
    templates: dict[str, str] = {}
    plain: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] in SKIPPED_DIRS:
            continue
        where = room(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if _called(node, "msg") or _called(node, "words"):
                text = template_of(node)
                if WORD.search(re.sub(r"\{[a-z_0-9]+\}", "", text)):
                    templates.setdefault(text, where)
            elif (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args
                  and _raised_name(node.exc) not in NOT_SHOWN | PLAIN_TEXT and _written_out(node.exc.args[0])):
                plain.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return templates, plain


def render_room(name: str, templates: list[str]) -> str:
    lines = [f'"""Generated by scripts/make_core_strings.py from the messages mlm_lab/{name if name != "core" else ""}'
             f'{"/" if name != "core" else "*.py"} raises: do not edit.',
             'Each is a template ({name} for a value), marked for pyside6-lupdate in the context "Core";',
             'mlm_lab/app/i18n/core_messages.py shows a message (mlm_lab.errors.Message) by its template, translated."""',
             "", "from PySide6.QtCore import QT_TRANSLATE_NOOP", "", "STRINGS = ("]
    lines += [f"    QT_TRANSLATE_NOOP(\"Core\", {text!r})," for text in templates]
    lines += [")", ""]
    return "\n".join(lines)


def render(templates: dict[str, str]) -> dict[str, str]:
    """{file name: its text}: a module per room and the package's __init__.py that joins them."""
    rooms = list(dict.fromkeys(templates.values()))
    files = {f"{r}.py": render_room(r, [t for t, w in templates.items() if w == r]) for r in rooms}
    init = ['"""Generated by scripts/make_core_strings.py: the messages the core raises, as templates, a module per',
            'room of the core (their marks for pyside6-lupdate are there). Do not edit."""', "",
            f"from . import {', '.join(sorted(rooms))}", "",
            f"_ROOMS = ({', '.join(rooms)})",
            "CORE_STRINGS = tuple(text for room in _ROOMS for text in room.STRINGS)", ""]
    files["__init__.py"] = "\n".join(init)
    return files


def main(argv: list[str]) -> int:
    templates, plain = collect()
    files = render(templates)
    for where in plain:
        print(f"{where}: a message written as a string; make it with msg(...) or words(...) (mlm_lab/errors.py) "
              "so that the app can translate it", file=sys.stderr)
    present = {p.name: p.read_text(encoding="utf-8") for p in OUT.glob("*.py")} if OUT.is_dir() else {}
    if "--check" in argv:
        if present != files:
            print(f"{OUT} is out of date: run scripts/make_core_strings.py", file=sys.stderr)
            return 1
        return 1 if plain else 0
    OUT.mkdir(exist_ok=True)
    for name in set(present) - set(files):  # a room that raises nothing any more
        (OUT / name).unlink()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(templates)} templates in {len(files) - 1} modules)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
