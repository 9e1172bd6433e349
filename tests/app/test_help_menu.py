"""Help > User guide (issue 39 item 2): the built documentation site opens in the browser; without a built
copy the window says how to build it, in its usual message banner, and nothing else changes. Only
QDesktopServices.openUrl is replaced (it would start a real browser): it records the address instead."""

from __future__ import annotations

from PySide6.QtGui import QDesktopServices

from mlm_lab.app.window import help_menu


def _record_urls(monkeypatch, answer: bool = True) -> list[str]:
    opened: list[str] = []

    def open_url(url):
        opened.append(url.toString())
        return answer

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(open_url))
    return opened


def _help_menu(window):
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert list(menus)[-1] == "&Help", list(menus)
    return menus["&Help"]


def test_user_guide_opens_the_built_site_in_the_browser(lab_window, tmp_path, monkeypatch):
    site = tmp_path / "built-site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html><title>MLM Lab</title>", encoding="utf-8")
    monkeypatch.setenv(help_menu.SITE_ENV, str(site))
    opened = _record_urls(monkeypatch)
    before = lab_window.lab_state().to_dict()

    action = next(a for a in _help_menu(lab_window).actions() if a.text() == "User guide")
    assert action is lab_window.act_user_guide and action.shortcut().toString() == "F1"
    action.trigger()

    assert opened == [(site / "index.html").as_uri()]
    assert lab_window.banner.isHidden()
    assert "Opened the user guide" in lab_window.status_label.text()
    assert lab_window.lab_state().to_dict() == before


def test_without_a_built_site_the_window_says_how_to_build_it(lab_window, tmp_path, monkeypatch):
    monkeypatch.setenv(help_menu.SITE_ENV, str(tmp_path / "never-built"))
    opened = _record_urls(monkeypatch)
    before = lab_window.lab_state().to_dict()
    tab = lab_window.tabs.currentIndex()

    lab_window.act_user_guide.trigger()

    assert opened == []
    assert not lab_window.banner.isHidden() and lab_window.banner.level() == "info"
    said = lab_window.banner.text()
    assert "make docs" in said and "not built" in said and "never-built/index.html" in said
    assert lab_window.last_message == said
    assert lab_window.lab_state().to_dict() == before and lab_window.tabs.currentIndex() == tab


def test_a_browser_that_does_not_open_is_said(lab_window, tmp_path, monkeypatch):
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html>", encoding="utf-8")
    monkeypatch.setenv(help_menu.SITE_ENV, str(site))
    opened = _record_urls(monkeypatch, answer=False)
    lab_window.act_user_guide.trigger()
    assert len(opened) == 1
    assert lab_window.banner.level() == "warning" and "site/index.html" in lab_window.banner.text()


def test_the_guide_is_looked_for_beside_the_source_checkout(monkeypatch):
    monkeypatch.delenv(help_menu.SITE_ENV, raising=False)
    root = help_menu.checkout_root()
    assert (root / "mlm_lab" / "__init__.py").is_file() and (root / "mkdocs.yml").is_file()
    assert help_menu.site_folder() == root / "site"


def test_an_installed_copy_without_a_checkout_names_the_other_ways(lab_window, tmp_path, monkeypatch):
    """Outside a source checkout `make docs` cannot be run where the package lives: the message says so."""
    monkeypatch.setenv(help_menu.SITE_ENV, str(tmp_path / "none"))
    opened = _record_urls(monkeypatch)
    help_menu.open_user_guide(lab_window, root=tmp_path / "site-packages")  # what the action does, from there
    assert opened == []
    said = lab_window.banner.text()
    assert "source checkout" in said and "MLM_LAB_DOCS_SITE" in said and lab_window.banner.level() == "info"
