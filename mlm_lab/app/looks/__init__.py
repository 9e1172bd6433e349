"""How the panes look and the widgets they share: the window's style and presentation scale (`style`),
contrast and accessible names (`accessibility`), live curves (`plots`), the small shared widgets
(`widgets`: the banner, image panels, the controls column), rows that give way (`reflow`) and the
widgets that draw an explanation for the Text and Image tabs (`explain_views`).

Imports Qt, pyqtgraph, the core and, of mlm_lab.app, only `qt` and `i18n` (tests/test_import_graph.py)."""
