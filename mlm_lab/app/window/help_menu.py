"""The Help menu: *User guide* opens the documentation site in the browser.

The site is built from the repository's docs/ folder by `make docs` into site/, beside the source
checkout (`site/index.html` opens from the file system, search included). `MLM_LAB_DOCS_SITE` names
another folder holding a built copy (a packaged one, a course share). Without a built copy the window
says, in its usual message banner, how to build one; nothing else changes."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QAction, QDesktopServices

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

SITE_ENV = "MLM_LAB_DOCS_SITE"


def checkout_root() -> Path:
    """The folder that holds the mlm_lab package: the repository in a source checkout."""
    return Path(__file__).resolve().parents[3]


def site_folder() -> Path:
    """Where the built site is looked for: $MLM_LAB_DOCS_SITE, else site/ beside the source checkout."""
    named = os.environ.get(SITE_ENV, "").strip()
    return Path(named).expanduser() if named else checkout_root() / "site"


def built_guide() -> Path | None:
    """The built site's front page, or None when there is none."""
    index = site_folder() / "index.html"
    return index if index.is_file() else None


def open_user_guide(w, root: Path | None = None) -> None:
    """Help > User guide: the built site in the browser, or a message saying how to build it. `root` is
    the folder holding the package (default: `checkout_root()`)."""
    root = checkout_root() if root is None else root
    index = built_guide()
    if index is None:
        if (root / "mkdocs.yml").is_file():  # a source checkout: it can build the site itself
            text = translate("MainWindow", "The user guide is not built yet: run “make docs” in %1, then choose "
                             "Help > User guide again (it opens %2).")
        else:  # an installed copy: the site is built from a checkout, or kept elsewhere
            text = translate("MainWindow", "No built user guide at %2. Build it with “make docs” in a source "
                             "checkout of MLM Lab (%1 is not one), or set MLM_LAB_DOCS_SITE to a folder holding a "
                             "built copy.")
        w.show_message(text.replace("%1", str(root)).replace("%2", str(site_folder() / "index.html")),
                       "info")
        return
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(index))):
        w.show_status(translate("MainWindow", "Opened the user guide in the browser: %1").replace("%1", str(index)))
    else:
        w.show_message(translate("MainWindow", "Could not open a browser. Open %1 in one to read the user guide.")
                       .replace("%1", str(index)), "warning")


def install_help_menu(w) -> None:
    """The menu bar's last menu, Help, with User guide (F1)."""
    menu = w.menuBar().addMenu(translate("MainWindow", "&Help"))
    w.act_user_guide = QAction(translate("MainWindow", "User guide"), w)
    w.act_user_guide.setShortcut("F1")
    w.act_user_guide.setToolTip(translate("MainWindow", "Open the documentation (built with make docs) in the browser"))
    w.act_user_guide.triggered.connect(lambda _checked=False: open_user_guide(w))
    w.addAction(w.act_user_guide)  # F1 works while the menu bar is hidden (presentation mode)
    menu.addAction(w.act_user_guide)
    w.help_menu = menu
