"""The PySide6 application: the only part of mlm_lab that imports Qt."""

try:  # guard against PySide6 6.12's None reference leak on Python 3.11 (see qt_compat)
    from mlm_lab.app.qt_compat import protect_none as _protect_none

    _protect_none()
except ImportError:  # PySide6 missing: the core still works; the app will say so when started
    pass
