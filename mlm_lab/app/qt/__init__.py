"""Qt plumbing the whole app stands on, none of it a pane: the guard against PySide6's lost
references (`compat`, installed by mlm_lab/app/__init__.py), the collector run on the GUI thread
(`gc_guard`), the wheel that scrolls the page (`wheel_guard`), a widget's link to its evented lab
state (`binding`) and the window's file dialogs (`dialogs`).

Imports Qt and the core only, never another part of mlm_lab.app (tests/test_import_graph.py)."""
