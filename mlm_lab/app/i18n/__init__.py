"""The app's languages: Qt's translators, the catalogues and the locale's numbers (`languages`), the
core's messages in the window's language (`core_messages`), and the generated lists of texts that
pyside6-lupdate reads: the masking catalogue's names (`catalog_strings`, scripts/make_catalog_strings.py)
and the templates of the messages the core raises (`core_strings/`, scripts/make_core_strings.py).

Imports Qt and the core only, never another part of mlm_lab.app (tests/test_import_graph.py)."""
