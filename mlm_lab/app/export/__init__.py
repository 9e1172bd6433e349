"""Exports of a view: animations, SVG/PDF, a self-contained web page."""
