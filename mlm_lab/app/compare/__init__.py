"""Side by side, shared by the Text and Image tabs: the second pane's chooser, the row over both panes
and the models a choice makes (`chooser`), and the View menu's "Compare side by side…" (`menu`).

Imports Qt, the core and the shared rooms of mlm_lab.app (`qt`, `i18n`, `looks`, `jobs`); to load a
chosen model it reaches, lazily, `window.model_sources` and `training.bridge` (the runs), so it is
not among the parts that never import the window (tests/test_import_graph.py)."""
