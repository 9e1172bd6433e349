"""Accessibility helpers: WCAG 2.2 contrast arithmetic and accessible names for controls.

- `contrast_ratio(a, b)`: WCAG's (L1 + 0.05) / (L2 + 0.05) over relative luminance
  (sRGB channels linearised: c / 12.92 at or below 0.04045, else ((c + 0.055) / 1.055) ** 2.4;
  L = 0.2126 R + 0.7152 G + 0.0722 B). AA asks 4.5:1 for text, 3:1 for large text
  (18 pt, or 14 pt bold) and for the parts of a control (borders, focus rings).
- `name_controls(root)`: every focusable widget under `root` without an accessible name gets one
  from what a sighted user reads beside it: its label's text (QLabel.setBuddy or a form row),
  its own text (buttons, check boxes), its placeholder, or the first sentence of its tooltip.
  A screen reader then announces "Mask probability, slider" instead of "slider".
"""

from __future__ import annotations

import re

AA_TEXT = 4.5
AA_LARGE = 3.0  # large text (>= 18 pt, or >= 14 pt bold) and user-interface parts

_HEX = re.compile(r"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")
_NAMED = {"white": "#ffffff", "black": "#000000", "gray": "#808080", "grey": "#808080"}


def parse_colour(text: str) -> tuple[int, int, int]:
    """'#rgb', '#rrggbb' or a few CSS names -> (r, g, b) 0..255."""
    text = _NAMED.get(text.strip().lower(), text.strip())
    m = _HEX.match(text)
    if m is None:
        raise ValueError(f"not a colour: {text!r}")
    digits = m.group(1)
    if len(digits) == 3:
        digits = "".join(ch * 2 for ch in digits)
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def _linear(channel: int) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: str | tuple[int, int, int]) -> float:
    """WCAG 2.2 relative luminance, 0 (black) .. 1 (white)."""
    r, g, b = parse_colour(colour) if isinstance(colour, str) else colour
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def contrast_ratio(a: str | tuple[int, int, int], b: str | tuple[int, int, int]) -> float:
    """WCAG contrast ratio between two colours, 1 .. 21 (order does not matter)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def _first_sentence(text: str) -> str:
    text = text.strip().split("\n")[0]
    m = re.match(r"(.+?[.:;(])(\s|$)", text)
    sentence = (m.group(1) if m else text).rstrip(".:;( ")
    return sentence[:80]


def _strip_mnemonic(text: str) -> str:
    return re.sub(r"&(?!&)", "", text).replace("&&", "&").strip()


def _box_title(widget) -> str:
    """The title of the group box right around `widget`, or ''."""
    from PySide6.QtWidgets import QGroupBox

    parent = widget.parentWidget()
    return _strip_mnemonic(QGroupBox.title(parent)) if isinstance(parent, QGroupBox) else ""  # (not a field "title")


def _alone_in_box(widget) -> bool:
    """`widget` is the only field of its box ("Prompt": one text box), so the box's title is its name."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QWidget

    box = widget.parentWidget()
    fields = [w for w in box.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
              if is_focusable(w) and not isinstance(w, QAbstractButton)]
    return fields == [widget]


def label_for(widget) -> str:
    """The text a sighted user reads as this widget's name ('' when there is none)."""
    from PySide6.QtWidgets import QAbstractButton, QFormLayout, QLabel, QLineEdit

    parent = widget.parentWidget()
    if parent is not None:
        for label in parent.findChildren(QLabel):
            if label.buddy() is widget and label.text():
                return _strip_mnemonic(re.sub(r"<[^>]+>", "", label.text())).rstrip(":")
        layout = parent.layout()
        if isinstance(layout, QFormLayout):
            label = layout.labelForField(widget)
            if isinstance(label, QLabel) and label.text():
                return _strip_mnemonic(re.sub(r"<[^>]+>", "", label.text())).rstrip(":")
    if isinstance(widget, QAbstractButton) and widget.text():
        return _strip_mnemonic(widget.text()).replace("\n", " ")
    title = _box_title(widget)
    if title and _alone_in_box(widget):
        return title  # a box's only field ("Prompt"), named by the box's title
    if isinstance(widget, QLineEdit) and widget.placeholderText():
        return widget.placeholderText()
    placeholder = getattr(widget, "placeholderText", None)
    if callable(placeholder) and placeholder():
        return placeholder()
    if widget.toolTip():
        return _first_sentence(re.sub(r"<[^>]+>", "", widget.toolTip()))
    if widget.whatsThis():
        return _first_sentence(widget.whatsThis())
    if title and not isinstance(widget, QAbstractButton):
        return title  # a field no label names, in a box: the box's title
    return _pane_name(widget)


def _pane_name(widget) -> str:
    """A pane's name where no label names it: a plot's title, a scroll area's content, a tab
    widget's tabs, else its class in words ("TextControls" -> "Text controls")."""
    from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QTabWidget

    title = getattr(widget, "_title_text", None)  # a LivePlot's title
    if isinstance(title, str) and title:
        return title
    if isinstance(widget, QScrollArea) and widget.widget() is not None:
        inner = widget.widget()
        name = inner.accessibleName() or (label_for(inner) if inner.toolTip() else "")
        if name:
            return name
    if isinstance(widget, QAbstractScrollArea) and widget.objectName() == "pageScroll":
        owner = widget.parentWidget()
        if owner is not None and owner.accessibleName():
            return owner.accessibleName()
    if isinstance(widget, QTabWidget) and widget.count():
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("Widgets", "Tabs: {names}").format(
            names=", ".join(_strip_mnemonic(widget.tabText(i)) for i in range(widget.count())))
    cls = type(widget).__name__
    if cls.startswith("Q") or cls.startswith("_"):
        owner = widget.parentWidget()  # a bare QWidget/QScrollArea inside a named pane: the pane's name
        while owner is not None:
            if owner.accessibleName():
                return owner.accessibleName()
            if not type(owner).__name__.startswith("Q"):
                return label_for(owner)  # its tooltip, title or class in words
            owner = owner.parentWidget()
        return ""
    return _words(cls)


def _words(cls: str) -> str:
    words = re.findall(r"[A-Z][a-z0-9]*|[a-z0-9]+", cls)
    return " ".join([words[0], *(w.lower() for w in words[1:])]) if words else cls


def is_focusable(widget) -> bool:
    from PySide6.QtCore import Qt

    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def name_controls(root) -> int:
    """Give every focusable widget under `root` (and `root`) without an accessible name the text
    a sighted user reads as its name (see `label_for`). Returns how many were named."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    if not shiboken6.isValid(root):
        return 0  # deleted before a signal reached us (a dialog that closed)
    # Hold a wrapper of every widget above `root` for the whole walk. A dialog Qt makes itself
    # (QInputDialog.getText, QFileDialog's own) has no Python wrapper of its own: the ones made
    # here on the way (parentWidget()) are temporary, and when such a parent wrapper dies shiboken
    # retires the wrappers of its children, `root` among them ("Internal C++ object (QLineEdit)
    # already deleted" from setAccessibleName after the "Your name" dialog).
    above = []
    up = root.parentWidget()
    while up is not None:
        above.append(up)
        up = up.parentWidget()
    named = 0
    for widget in [root, *root.findChildren(QWidget)]:
        if not shiboken6.isValid(widget) or not is_focusable(widget) or widget.accessibleName():
            continue
        name = label_for(widget)
        if not name:
            # inside a compound control (a spin box's line edit, a combo's list): the owner's name
            owner = widget.parentWidget()
            while owner is not None and not name:
                name = owner.accessibleName() or label_for(owner)
                owner = owner.parentWidget()
        if name and shiboken6.isValid(widget):
            widget.setAccessibleName(name)
            named += 1
    del above  # (the walk is over: the parents' wrappers may go)
    return named


def free_tab_key(root) -> None:
    """No keyboard trap (WCAG 2.1.2): in the text boxes under `root` Tab moves the focus on instead of
    typing a tab character (a sentence, a lesson's answer or a run's notes never need one)."""
    from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

    for box in root.findChildren(QPlainTextEdit) + root.findChildren(QTextEdit):
        if not box.tabChangesFocus():
            box.setTabChangesFocus(True)


def follow_in_focus(anchor, widgets) -> None:
    """Widgets made after the page (a row of token chips) visited right after `anchor`, in order."""
    from PySide6.QtWidgets import QWidget

    previous = anchor
    for widget in widgets:  # a row's chips: one of them is its Tab stop (TokenChip.focusInEvent)
        if is_focusable(widget):  # (Qt ignores a pair with a widget Tab never stops at)
            QWidget.setTabOrder(previous, widget)
            previous = widget


def describe(widget, description: str) -> None:
    """Set a pane's accessible description (what a sighted user sees now) and tell assistive
    technology it changed (nothing is sent when it did not)."""
    if widget.accessibleDescription() == description:
        return
    widget.setAccessibleDescription(description)


def install(window, tabs):
    """Name every control of `window` now and as it changes: once here, for the tab that comes to
    the front (tabs build some controls late), and for any widget that takes the focus unnamed.
    The watcher is a child of the window (its connections end with it)."""
    from PySide6.QtCore import QCoreApplication, QObject
    from PySide6.QtWidgets import QApplication

    class Namer(QObject):
        def tab_changed(self, _index: int) -> None:
            page = tabs.currentWidget()
            if page is not None:
                name_controls(page)
                free_tab_key(page)

        def focus_changed(self, _old, new) -> None:
            import shiboken6

            if new is None or not shiboken6.isValid(new):
                return  # the focus moved as a dialog was deleted
            if not new.accessibleName() and is_focusable(new):
                name_controls(new)

    namer = Namer(window)
    namer.setObjectName("accessibilityNamer")
    for i in range(tabs.count()):  # each tab's page by its title ("Text tab")
        page = tabs.widget(i)
        if not page.accessibleName():
            page.setAccessibleName(QCoreApplication.translate("Widgets", "{name} tab").format(
                name=_strip_mnemonic(tabs.tabText(i))))
    name_controls(window)
    free_tab_key(window)
    tabs.currentChanged.connect(namer.tab_changed)
    QApplication.instance().focusChanged.connect(namer.focus_changed)
    return namer
