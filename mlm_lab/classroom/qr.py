"""A QR code of the class's join link (segno), as SVG text or PNG bytes. No Qt here."""

from __future__ import annotations

import io


def qr_svg(link: str, scale: int = 6) -> str:
    import segno

    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="svg", scale=scale, border=2, xmldecl=False)
    return out.getvalue().decode("utf-8")


def qr_png(link: str, scale: int = 8) -> bytes:
    import segno

    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="png", scale=scale, border=2)
    return out.getvalue()


def qr_terminal(link: str) -> str:
    """The QR code drawn with block characters, for `mlm-lab class host` in a terminal."""
    import segno

    out = io.StringIO()
    segno.make(link, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
