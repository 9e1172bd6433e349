"""One self-contained HTML page from plain data: a Text view (token chips with their top-5 on
hover, the masking legend, the strategy's explanation) and an Image view (a slider over frames
rendered beforehand, e.g. a mask-ratio sweep). Qt-free.

Nothing in the page points outside it: the CSS and the script are inline, the frames are data:
URIs, the fonts are the reader's own. It opens from a USB stick, a course site or a slide deck
with no network. `#frame=N` in the address shows frame N (from 0).
"""

from __future__ import annotations

import base64
import html
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.atomic import write_text_atomic
from mlm_lab.errors import msg, words
from mlm_lab.export.animation import check_writable
from mlm_lab.export.sweep import ExportError


@dataclass
class TextChip:
    text: str  # what the model sees
    sub: str = ""  # the second line (what it was, a probability)
    state: str = "none"  # mask | random | kept | none | special | ...
    background: str = "#e8ecf1"
    color: str = "#1b1f24"
    top: list[tuple[str, float]] = field(default_factory=list)  # the model's top-5 here (empty: not asked)
    tip: str = ""


@dataclass
class ImageFrame:
    caption: str  # "mask ratio 75 %"
    data: bytes  # an encoded picture
    mime: str = "image/png"


@dataclass
class WebPage:
    title: str = "MLM Lab"
    sentence: str = ""
    strategy: str = ""  # its name, as the app shows it
    explanation: str = ""
    metrics: str = ""  # the metrics line under the chips (plain text)
    chips: list[TextChip] = field(default_factory=list)
    legend: list[tuple[str, str, str, str]] = field(default_factory=list)  # (label, background, colour, tip)
    frames: list[ImageFrame] = field(default_factory=list)
    frames_label: str = "mask ratio"
    start: int = 0  # the frame shown first
    image_note: str = ""
    footer: str = ""


_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto; max-width: 1100px;
       color: #1b1f24; background: #fafbfc; padding: 0 16px; }
h1 { font-size: 1.5em; margin: 0 0 4px; } h2 { font-size: 1.2em; margin: 28px 0 8px; }
section { background: #fff; border: 1px solid #d5dae0; border-radius: 8px; padding: 14px 18px; }
.sentence { color: #59636e; font-style: italic; }
.chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 12px 0; }
.chip { position: relative; display: inline-flex; flex-direction: column; align-items: center; border-radius: 6px;
        padding: 3px 8px; border: 1px solid #b4bcc6; cursor: default; font-size: 1.05em; }
.chip b { font-weight: 700; } .chip small { font-size: 0.72em; }
.chip .top { display: none; position: absolute; top: 100%; left: 0; z-index: 5; margin-top: 4px; background: #fff;
             color: #1b1f24; border: 1px solid #8a949e; border-radius: 6px; padding: 6px 10px; min-width: 150px;
             box-shadow: 0 2px 8px rgba(0,0,0,.2); font-size: 0.85em; text-align: left; white-space: nowrap; }
.chip:hover .top, .chip:focus .top { display: block; }
.top ol { margin: 4px 0 0; padding-left: 20px; } .top i { color: #59636e; font-style: normal; }
.legend { display: flex; flex-wrap: wrap; gap: 4px; margin: 8px 0; }
.legend span { border-radius: 4px; padding: 2px 6px; font-size: 0.85em; border: 1px solid rgba(0,0,0,.25); }
.metrics { font-weight: 600; } .explanation { max-width: 75ch; line-height: 1.45; }
.frames img { max-width: 100%; border: 1px solid #d5dae0; border-radius: 4px; }
.slider { display: flex; align-items: center; gap: 12px; margin: 10px 0; }
.slider input { flex: 1; } #caption { min-width: 11em; font-weight: 600; }
footer { color: #59636e; font-size: 0.85em; margin-top: 24px; }
"""

_SCRIPT = """
(function () {
  var slider = document.getElementById("slider");
  if (!slider) { return; }
  var frames = document.querySelectorAll(".frames img");
  var caption = document.getElementById("caption");
  function show(i) {
    i = Math.max(0, Math.min(frames.length - 1, i | 0));
    for (var k = 0; k < frames.length; k++) { frames[k].hidden = (k !== i); }
    slider.value = i;
    caption.textContent = frames[i].getAttribute("data-caption");
    document.body.setAttribute("data-frame", String(i));
  }
  slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
  function fromHash() {
    var m = /frame=(\\d+)/.exec(location.hash);
    if (m) { show(parseInt(m[1], 10)); }
  }
  window.addEventListener("hashchange", fromHash);
  show(parseInt(slider.value, 10));
  fromHash();
})();
"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def _plain(text: str) -> str:
    """Rich text from a Qt label as plain words (tags dropped, entities read)."""
    words = html.unescape(re.sub(r"<[^>]+>", " ", text or "")).replace("\xa0", " ")
    return re.sub(r"\s+", " ", words).strip()


def _chip(chip: TextChip) -> str:
    top = ""
    if chip.top:
        rows = "".join(f"<li>{_e(token)} <i>{p * 100:.1f} %</i></li>" for token, p in chip.top)
        top = f'<span class="top">top {len(chip.top)} here:<ol>{rows}</ol></span>'
    sub = f"<small>{_e(chip.sub)}</small>" if chip.sub else ""
    tip = f' title="{_e(chip.tip)}"' if chip.tip and not chip.top else ""
    return (f'<span class="chip" tabindex="0" data-state="{_e(chip.state)}"{tip} '
            f'style="background:{_e(chip.background)};color:{_e(chip.color)}"><b>{_e(chip.text)}</b>{sub}{top}</span>')


def render_web_page(page: WebPage) -> str:
    """The page as one HTML string (see the module docstring)."""
    parts = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
             f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
             f"<title>{_e(page.title)}</title><style>{_CSS}</style></head><body>",
             f"<h1>{_e(page.title)}</h1>"]
    if page.chips:
        legend = "".join(f'<span style="background:{_e(bg)};color:{_e(fg)}" title="{_e(tip)}">{_e(label)}</span>'
                         for label, bg, fg, tip in page.legend)
        parts += ['<h2>Text: masked language modeling</h2><section id="text">',
                  f'<p class="sentence">{_e(page.sentence)}</p>' if page.sentence else "",
                  f"<p>Strategy: <b>{_e(page.strategy)}</b></p>" if page.strategy else "",
                  f'<div class="chips">{"".join(_chip(c) for c in page.chips)}</div>',
                  f'<div class="legend">{legend}</div>' if legend else "",
                  f'<p class="metrics" id="metrics">{_e(_plain(page.metrics))}</p>' if page.metrics else "",
                  f'<p class="explanation"><b>What this strategy does.</b> {_e(page.explanation)}</p>'
                  if page.explanation else "",
                  "<p><small>Hover over (or tab to) a chip to see the model's five likeliest tokens there.</small></p>",
                  "</section>"]
    if page.frames:
        start = max(0, min(len(page.frames) - 1, page.start))
        imgs = "".join(
            f'<img alt="{_e(f.caption)}" data-caption="{_e(f.caption)}" data-index="{i}"'
            f'{"" if i == start else " hidden"} src="data:{f.mime};base64,{base64.b64encode(f.data).decode("ascii")}">'
            for i, f in enumerate(page.frames))
        parts += ['<h2>Image: masked autoencoding</h2><section id="image">',
                  f'<div class="slider"><label for="slider">{_e(page.frames_label)}</label>'
                  f'<input type="range" id="slider" min="0" max="{len(page.frames) - 1}" step="1" value="{start}">'
                  f'<span id="caption">{_e(page.frames[start].caption)}</span></div>',
                  f'<div class="frames">{imgs}</div>',
                  f"<p><small>{_e(page.image_note)}</small></p>" if page.image_note else "",
                  "</section>"]
    if page.footer:
        parts.append(f"<footer>{_e(page.footer)}</footer>")
    parts.append(f"<script>{_SCRIPT}</script></body></html>\n")
    return "".join(parts)


def write_web_page(path: str | os.PathLike, page: WebPage) -> Path:
    """Write the page to `path` (.html or .htm), atomically."""
    if Path(path).suffix.lower() not in (".html", ".htm"):
        raise ExportError(msg("a web page is written as .html, not {path_path_suffix_or_a_fi}",
                              path_path_suffix_or_a_fi=Path(path).suffix or words('a file without a suffix')))
    path = check_writable(path)
    if not page.chips and not page.frames:
        raise ExportError(words("the web page would be empty: no text view and no image frames"))
    try:
        return write_text_atomic(path, render_web_page(page))
    except OSError as exc:
        raise ExportError(msg("cannot write {path}: {exc_strerror_or_exc}",
                              path=path, exc_strerror_or_exc=exc.strerror or exc)) from None
