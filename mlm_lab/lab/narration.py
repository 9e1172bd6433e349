"""A lesson step's narration: plain text with a small, safe part of Markdown, turned into the
rich text Qt shows (QLabel, QTextDocument).

What is understood, and nothing else:
    paragraphs        separated by a blank line (single line breaks join, as in Markdown)
    **bold**          -> <b>bold</b>
    *italic*          -> <i>italic</i>
    `code`            -> <code>code</code> (nothing inside is formatted)
    - item / * item   -> a bullet list (an indented line continues the item above)

Everything is HTML-escaped first and only these rules add tags, so a narration can never
hold raw HTML, a link, an image or a script: `<a href=...>` shows as the characters typed.
No Qt here: the result is a string.
"""

from __future__ import annotations

import html
import re

_CODE = re.compile(r"`([^`\n]+)`")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"\*(?=[^\s*])(.+?)(?<=[^\s*])\*")
_PERCENT = re.compile(r"(\d) %")
_BULLET = re.compile(r"^\s{0,3}[-*]\s+(.*)$")


def inline_html(text: str) -> str:
    """One run of text -> escaped HTML with **bold**, *italic* and `code` applied."""
    out = []
    last = 0
    for match in _CODE.finditer(text):
        out.append(_emphasis(html.escape(text[last:match.start()], quote=False)))
        out.append(f"<code>{html.escape(match.group(1), quote=False)}</code>")
        last = match.end()
    out.append(_emphasis(html.escape(text[last:], quote=False)))
    return "".join(out)


def _emphasis(escaped: str) -> str:
    escaped = _PERCENT.sub("\\1\u00a0%", escaped)  # "15 %" never breaks between the number and its sign
    escaped = _BOLD.sub(r"<b>\1</b>", escaped)
    return _ITALIC.sub(r"<i>\1</i>", escaped)


def _blocks(text: str) -> list[tuple[str, list[str]]]:
    """Lines -> [("p", [line, ...]) | ("ul", [item, ...])], in order."""
    blocks: list[tuple[str, list[str]]] = []
    current: tuple[str, list[str]] | None = None
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        bullet = _BULLET.match(line)
        if not line.strip():
            current = None
        elif bullet:
            if current is None or current[0] != "ul":
                current = ("ul", [])
                blocks.append(current)
            current[1].append(bullet.group(1).strip())
        elif current is not None and current[0] == "ul" and line[:1].isspace():
            current[1][-1] += " " + line.strip()  # an indented line continues the item
        else:
            if current is None or current[0] != "p":
                current = ("p", [])
                blocks.append(current)
            current[1].append(line.strip())
    return blocks


def narration_html(text: str) -> str:
    """A narration -> Qt rich text ("" for an empty narration)."""
    parts = []
    for kind, lines in _blocks(text or ""):
        if kind == "p":
            parts.append(f"<p>{inline_html(' '.join(lines))}</p>")
        else:
            items = "".join(f"<li>{inline_html(item)}</li>" for item in lines)
            parts.append(f"<ul>{items}</ul>")
    return "".join(parts)


def narration_plain(text: str) -> str:
    """A narration without its markup (for a terminal, a tooltip or a search)."""
    out = []
    for kind, lines in _blocks(text or ""):
        if kind == "p":
            out.append(_strip(" ".join(lines)))
        else:
            out.append("\n".join(f"• {_strip(item)}" for item in lines))
    return "\n\n".join(out)


def _strip(text: str) -> str:
    out, last = [], 0
    for match in _CODE.finditer(text):  # code is kept as typed, emphasis marks elsewhere are dropped
        out.append(_BOLD.sub(r"\1", text[last:match.start()]))
        out.append(match.group(1))
        last = match.end()
    out.append(_BOLD.sub(r"\1", text[last:]))
    return "".join(_ITALIC.sub(r"\1", part) if i % 2 == 0 else part for i, part in enumerate(out))
