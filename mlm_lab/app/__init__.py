"""The PySide6 application: the only part of mlm_lab that imports Qt."""
