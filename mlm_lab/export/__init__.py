"""Exports for a talk, Qt-free: what an animation sweeps (`sweep`), GIF / APNG / MP4 files from
a list of Pillow images (`animation`) and one self-contained HTML page from plain data (`web`).

The window and `mlm-lab animate` render the frames (mlm_lab.app.export.animation); everything
here works on values, images and strings, so a script or a test can use it without a window.

    from mlm_lab.export import parse_sweep, write_animation
    sweep = parse_sweep("image.ratio=0:0.95:0.05")    # 20 values, each checked by ImageState
    write_animation("sweep.gif", frames, fps=8)       # frames: a list of PIL images
"""

from mlm_lab.export.animation import (
    ANIMATION_SUFFIXES,
    animation_format,
    caption_band,
    caption_frame,
    check_writable,
    write_animation,
)
from mlm_lab.export.sweep import ExportError, Sweep, parse_range, parse_seeds, parse_sweep, rounds_sweep
from mlm_lab.export.web import ImageFrame, TextChip, WebPage, render_web_page, write_web_page

__all__ = [
    "ANIMATION_SUFFIXES", "ExportError", "ImageFrame", "Sweep", "TextChip", "WebPage",
    "animation_format", "caption_band", "caption_frame", "check_writable", "parse_range", "parse_seeds", "parse_sweep",
    "render_web_page", "rounds_sweep", "write_animation", "write_web_page",
]
