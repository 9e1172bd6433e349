"""Model work off the GUI thread: the panes' background thread, where the newest request under a key
wins (`inference_worker`).

Imports Qt, the core and, of mlm_lab.app, only `qt` and `i18n` (tests/test_import_graph.py)."""
