"""The PySide6 application: the only part of mlm_lab that imports Qt.

Its code lives in sub-packages, one per role (docs/explanation/architecture.md, "The rooms"): the
window and its parts (`window`, `text`, `image`, `generate`, `features`, `training`, `lessons`,
`classroom`, `export`, `compare`) stand on the shared rooms `qt`, `i18n`, `looks` and `jobs`. No
module lives here but this one (tests/test_import_graph.py)."""

try:  # guard against PySide6 6.12's None reference leak on Python 3.11 (see qt/compat.py)
    from mlm_lab.app.qt.compat import protect_none as _protect_none

    _protect_none()
except ImportError:  # PySide6 missing: the core still works; the app will say so when started
    pass
