"""Does the window fit the room? What a lesson step talks about, and whether everything is in sight.

- `focus_widgets(window, focus)`: the widgets a step's `focus` ("text.chips", "training.plots",
  lesson.FOCUS_PARTS) names, as the window shows them now.
- `show_focus(window, focus)`: scrolls them into sight (each scroll area they sit in).
- `fully_visible(widget, window)`: its whole rectangle is on screen, cut by no parent and no
  scroll area's viewport.
- `small_text(root, least_px)`: every label and plot text (ticks, titles, legends, notes) under
  `root` smaller than `least_px` pixels (what a class must read: 18 px on a 1080-line projector).
- `layout_problems(window)`: every visible widget that sticks out of its parent (outside the
  window, or cut by a parent too small for it), and every label or button whose text does
  not fit, and every two widgets one layout lays over one another. Content inside a scroll area may lie outside its viewport (it scrolls); nothing
  else may, and a tab's page (`scroll_page`) may scroll down but never across. One line per problem, naming the widget by its class, object name and text.

- `scroll_page(tab)`: puts a tab's whole content in a scroll area of the tab, so a window
  smaller than the content's minimum (1024x768, 1920x1080 at 200 %) scrolls the page instead
  of growing past the screen or cutting it; at sizes the content fits there is no scroll bar.

The window, the screenshot command and the room tests (tests/app/test_rooms.py) use them.
"""

from __future__ import annotations

import re
import weakref

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QFrame,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

TOLERANCE = 1  # px a child may stick out (rounding at fractional scale factors)


PAGE_NAME = "pageScroll"


_PAGES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # tab -> its page (scroll_page)


def page_area(tab: QWidget | None) -> QScrollArea | None:
    """The scroll area `scroll_page` made for `tab`, or None (a tab without a page, or none)."""
    return _PAGES.get(tab) if tab is not None else None


def scroll_page(tab: QWidget) -> QScrollArea:
    """Move `tab`'s layout (and the widgets in it) into a scroll area that fills the tab; the area is
    the tab's page from then on (`page_area(tab)`)."""
    inner = QWidget()
    inner.setObjectName("pageContent")
    inner.setLayout(tab.layout())  # takes the layout from the tab, and its widgets with it
    area = QScrollArea(tab)
    area.setObjectName(PAGE_NAME)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(inner)
    outer = QVBoxLayout(tab)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(area)
    _PAGES[tab] = area
    return area


def page_scrolls(tab: QWidget) -> tuple[bool, bool]:
    """(across, down): whether the tab's page is smaller than its content now."""
    area = page_area(tab)
    if area is None:
        return False, False
    return area.horizontalScrollBar().maximum() > 0, area.verticalScrollBar().maximum() > 0


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def _is_viewport(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    return isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget


def _name(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    elif hasattr(widget, "title") and callable(widget.title):
        try:
            text = str(widget.title())
        except TypeError:
            text = ""
    text = " ".join(text.split())[:40]
    name = type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else "")
    chain = []
    parent = widget.parentWidget()
    while parent is not None and len(chain) < 3:
        if parent.objectName() and not parent.objectName().startswith("qt_"):
            chain.append(parent.objectName())
        parent = parent.parentWidget()
    where = f" in {'/'.join(reversed(chain))}" if chain else ""
    return f"{name}{f' “{text}”' if text else ''}{where}"


def _contains(outer: QRect, inner: QRect) -> bool:
    return (inner.left() >= outer.left() - TOLERANCE and inner.top() >= outer.top() - TOLERANCE
            and inner.right() <= outer.right() + TOLERANCE and inner.bottom() <= outer.bottom() + TOLERANCE)


def fully_visible(widget: QWidget, window: QWidget, rect: QRect | None = None) -> bool:
    """`widget` (or `rect` of it, in its own coordinates) is shown whole: inside every ancestor
    up to `window`, scroll areas' viewports included."""
    if not widget.isVisible():
        return False
    r = QRect(rect) if rect is not None else QRect(QPoint(0, 0), widget.size())
    r.moveTopLeft(widget.mapTo(window, r.topLeft()))
    ancestor = widget.parentWidget()
    while ancestor is not None:
        if not _contains(_rect_in(ancestor, window) if ancestor is not window else window.rect(), r):
            return False
        if ancestor is window:
            return True
        ancestor = ancestor.parentWidget()
    return True


def _text_cut(widget: QWidget) -> str:
    """Why `widget`'s own text does not fit it ("" when it fits)."""
    if isinstance(widget, QLabel):
        if not widget.text() or (widget.pixmap() is not None and not widget.pixmap().isNull()):
            return ""
        if widget.wordWrap():
            need = widget.heightForWidth(widget.width())
            return f"needs {need} px of height, has {widget.height()}" if widget.height() + TOLERANCE < need else ""
        hint = widget.minimumSizeHint()
        if widget.width() + TOLERANCE < hint.width():
            return f"needs {hint.width()} px of width, has {widget.width()}"
        if widget.height() + TOLERANCE < hint.height():
            return f"needs {hint.height()} px of height, has {widget.height()}"
        return ""
    if isinstance(widget, (QPushButton, QCheckBox, QRadioButton)) and widget.text():
        hint = widget.sizeHint()
        if widget.width() + TOLERANCE < min(hint.width(), widget.fontMetrics().horizontalAdvance(widget.text())):
            return f"needs {hint.width()} px of width, has {widget.width()}"
    return ""


def _laid_out(parent: QWidget, layout: QLayout) -> list[QWidget]:
    """`parent`'s child widgets that `layout` or one of its nested layouts places (asked by widget:
    holding Python wrappers of a layout's items lets them be deleted under the layout)."""
    layouts = [layout, *layout.findChildren(QLayout)]
    return [w for w in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if any(each.indexOf(w) >= 0 for each in layouts)]


def overlaps(parent: QWidget) -> list[str]:
    """Pairs of visible widgets that `parent`'s layout places over one another (a layout squeezed
    under its least size draws one row of its content over the next)."""
    layout = parent.layout()
    if layout is None or isinstance(parent, QSplitter):
        return []
    shown = [w for w in _laid_out(parent, layout) if w.isVisible() and w.width() > 0 and w.height() > 0]
    found = []
    for a in shown:  # given less height than it asks for at least: its content is drawn cut or over
        least = a.minimumSizeHint().height() if a.minimumHeight() == 0 else a.minimumHeight()
        if (a.sizePolicy().verticalPolicy() != QSizePolicy.Policy.Ignored and not isinstance(a, QAbstractScrollArea)
                and a.height() + TOLERANCE < least):
            found.append(f"{_name(a)} is squeezed to {a.height()} px of the {least} it needs (in {_name(parent)})")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            common = a.geometry().intersected(b.geometry())
            if common.width() > TOLERANCE and common.height() > TOLERANCE:
                found.append(f"{_name(a)} and {_name(b)} lie over one another ({common.width()}x{common.height()} px"
                             f" at ({common.x()}, {common.y()}) in {_name(parent)})")
    return found


def layout_problems(window: QWidget) -> list[str]:
    """Every visible widget of `window` that is cut or off-screen, that its layout lays over another,
    and every text that does not fit."""
    problems: list[str] = list(overlaps(window))
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        parent = widget.parentWidget()
        if parent is None or _is_viewport(parent) or isinstance(parent, QAbstractScrollArea):
            pass  # content of a scroll area scrolls; its scroll bars and viewport are the area's own
        elif not _contains(parent.rect(), widget.geometry()):
            g, p = widget.geometry(), parent.rect()
            problems.append(f"{_name(widget)} sticks out of its parent {_name(parent)}: "
                            f"{g.width()}x{g.height()} at ({g.x()}, {g.y()}) in {p.width()}x{p.height()}")
            continue
        if (isinstance(widget, QScrollArea) and widget.widget() is not None and widget.widget().isVisible()
                and widget.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                and widget.widget().width() > widget.viewport().width() + TOLERANCE):
            problems.append(f"{_name(widget)}: its content is {widget.widget().width()} px wide in a "
                            f"{widget.viewport().width()} px view that does not scroll across")
        if isinstance(widget, QScrollArea) and widget.parentWidget() is not None \
                and page_area(widget.parentWidget()) is widget:
            bar = widget.horizontalScrollBar()
            if bar.maximum() > TOLERANCE:  # a page must fit across: scrolled, its columns' words are cut
                side = "left" if bar.value() > TOLERANCE else "right"
                problems.append(f"{_name(widget)}: the page is {bar.maximum()} px wider than the window shows, "
                                f"so it scrolls across and its {side} side is cut")
        why = _text_cut(widget)
        if why:
            problems.append(f"{_name(widget)}: text cut ({why})")
        problems += overlaps(widget)
    return problems


def _css_px(size: str | None, dpi: float) -> float | None:
    """A CSS font size ("12pt", "18px") in pixels at `dpi`; None when it is not one."""
    m = re.fullmatch(r"\s*([0-9.]+)\s*(pt|px)\s*", size or "")
    if not m:
        return None
    return float(m.group(1)) * (dpi / 72 if m.group(2) == "pt" else 1.0)


def _font_px(font: QFont, dpi: float) -> float:
    return float(font.pixelSize()) if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


def plot_texts(view, owner: str) -> list[tuple[str, float]]:
    """(what, pixel size) of every text a pyqtgraph view draws: tick labels, axis titles, plot
    titles, legends, text items (the marker lines' labels)."""
    import pyqtgraph as pg

    dpi = float(view.logicalDpiY() or 96)
    found: list[tuple[str, float]] = []
    for item in view.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, pg.AxisItem):
            if item.style.get("showValues", True) and item.height() > 0 and item.width() > 0:
                tick = item.style.get("tickFont") or view.font()
                found.append((f"{owner} {item.orientation} ticks", _font_px(tick, dpi)))
            if item.label.isVisible() and item.labelText:
                px = _css_px(item.labelStyle.get("font-size"), dpi)
                found.append((f"{owner} axis title “{item.labelText}”", px or _font_px(item.label.font(), dpi)))
        elif isinstance(item, pg.LabelItem) and item.text:
            px = _css_px(item.opts.get("size"), dpi)
            found.append((f"{owner} “{re.sub('<[^>]+>', '', item.text)[:30]}”", px or _font_px(item.item.font(), dpi)))
        elif isinstance(item, pg.TextItem) and item.textItem.toPlainText():
            found.append((f"{owner} “{item.textItem.toPlainText()[:30]}”", _font_px(item.textItem.font(), dpi)))
    return found


def small_text(root: QWidget, least_px: float) -> list[str]:
    """Every visible text under `root` a class reads that is smaller than `least_px` pixels: the
    labels and the plots' words (ticks, titles, legends, notes). One line per widget."""
    small: list[str] = []
    for label in root.findChildren(QLabel):
        if label.isVisible() and label.text() and label.fontInfo().pixelSize() < least_px:
            small.append(f"{_name(label)} is {label.fontInfo().pixelSize()} px")
    try:
        import pyqtgraph as pg
    except ImportError:  # pragma: no cover - a dependency of the app
        return small
    for view in root.findChildren(pg.GraphicsView):
        if not view.isVisible() or view.width() < 2:
            continue
        for what, px in plot_texts(view, _name(view)):
            if px < least_px:
                small.append(f"{what} is {px:.1f} px")
    return small


# -- what a step talks about ------------------------------------------------------------------
def focus_widgets(window, focus: str) -> list[QWidget]:
    """The widgets `focus` ("tab.part") names, as the window shows them now (visible ones only)."""
    if not focus:
        return []
    tab_key, _, part = focus.partition(".")
    tab = window.lab_tabs.get(tab_key)
    if tab is None:
        return []
    found: list[QWidget] = []
    if tab_key == "text":
        if part == "chips":
            masking = tab.presenter.masking
            positions = list(getattr(masking, "selected", []) or []) if masking is not None else []
            columns = tab.tokens.columns
            found = [columns[i] for i in positions if i in columns]
            changed = [i for i in positions if i in columns and masking.states[i] != "kept"]
            if changed and len(changed) < len(found):  # the blanks the narration talks about: those
                found = [columns[i] for i in changed]  # the input changed first (a kept one looks untouched)
            if tab.tokens.t5_box.isVisible():  # T5: its input with the sentinels and its target are what it shows
                found = [tab.tokens.t5_box]
            if not found:
                found = [tab.tokens.chips_holder]
        elif part == "views":
            found = [tab.views]
    elif tab_key == "image":
        found = [tab.panels] if part == "panels" else [getattr(tab, "ui", None)]
    elif tab_key == "training":
        found = [{"form": getattr(tab, "form_view", None), "plots": getattr(tab, "plot_pair", None),
                  "runs": getattr(tab, "runs_box", None), "snapshots": getattr(tab, "snapshot_box", None)}.get(part)]
    elif tab_key == "features":
        if part == "probe":
            found = [tab.probe]
        else:
            found = [tab.image_view if tab.image_view.isVisible() else tab.text_view]
    elif tab_key == "generate":
        found = [tab.rows_view]
    return [w for w in found if w is not None and w.isVisible()]


def _bounds(widgets: list[QWidget], area: QScrollArea) -> QRect:
    content = area.widget()
    rect = QRect()
    for w in widgets:
        if content is not None and content.isAncestorOf(w):
            rect = rect.united(_rect_in(w, content))
    return rect


def _grow_pane(widgets: list[QWidget], area: QScrollArea, window) -> None:
    """Where the parts are taller than their scroll area's view and the area sits in a pane of
    a vertical splitter, give that pane the height the other panes can spare (their minimum kept)."""
    rect = _bounds(widgets, area)
    deficit = rect.height() + 8 - area.viewport().height()
    child, parent = area, area.parentWidget()
    while deficit > 0 and parent is not None and parent is not window:
        if isinstance(parent, QSplitter) and parent.orientation() == Qt.Orientation.Vertical:
            index = parent.indexOf(child)
            sizes = parent.sizes()
            for j in reversed(range(len(sizes))):
                if j == index or deficit <= 0:
                    continue
                spare = max(sizes[j] - parent.widget(j).minimumSizeHint().height(), 0)
                take = min(spare, deficit)
                sizes[j] -= take
                sizes[index] += take
                deficit -= take
            parent.setSizes(sizes)
            return
        child, parent = parent, parent.parentWidget()


def _scroll_to(bar, start: int, end: int, view: int) -> None:
    """Scroll so [start, end] is in a view `view` px long; where it is longer, its start at the top."""
    value = bar.value()
    if end - start > view - 8:
        value = start - 4
    elif start - 4 < value:
        value = start - 4
    elif end + 4 > value + view:
        value = end + 4 - view
    bar.setValue(max(bar.minimum(), min(value, bar.maximum())))


def show_focus(window, focus: str) -> bool:
    """Scroll the parts `focus` names into sight (giving their pane more height where a splitter
    can); True when they are all fully visible now."""
    widgets = focus_widgets(window, focus)
    if not widgets:
        return False
    first = widgets[0].parentWidget()
    while first is not None and first is not window and not isinstance(first, QScrollArea):
        first = first.parentWidget()
    if isinstance(first, QScrollArea):
        _grow_pane(widgets, first, window)
    areas: list[QScrollArea] = []  # innermost first
    parent = widgets[0].parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QScrollArea):
            areas.append(parent)
        parent = parent.parentWidget()
    shown = widgets
    for area in areas:
        rect = _bounds(shown, area)
        if not rect.isNull():
            view = area.viewport().size()
            _scroll_to(area.verticalScrollBar(), rect.top(), rect.bottom(), view.height())
            _scroll_to(area.horizontalScrollBar(), rect.left(), rect.right(), view.width())  # least movement
        shown = [area]  # the areas around this one show this one
    return all(fully_visible(w, window) for w in widgets)


def focus_in_sight(window, focus: str) -> tuple[bool, str]:
    """Whether what `focus` names is in sight: every part fully visible; or, where the parts are
    taller than their scroll area's view can be, the view filled by them from the first part
    (fully visible) on. Returns (ok, why not)."""
    widgets = focus_widgets(window, focus)
    if not widgets:
        return False, f"nothing shown for focus {focus!r}"
    hidden = [w for w in widgets if not fully_visible(w, window)]
    if not hidden:
        return True, ""
    area = widgets[0].parentWidget()
    while area is not None and area is not window:
        if isinstance(area, QScrollArea):
            rect = _bounds(widgets, area)
            view = area.viewport().size()
            top = area.widget().mapTo(area.viewport(), rect.topLeft())
            taller = rect.height() > view.height() - 8
            if taller and -TOLERANCE <= top.y() <= 8 and (page_area(area.parentWidget()) is area
                                                          or fully_visible(area.viewport(), window)):
                return True, ""  # taller than the view can be: it starts at the top of the view
        area = area.parentWidget()
    return False, f"{len(hidden)} of {len(widgets)} parts of {focus} not fully visible: {_name(hidden[0])}"


# -- one room's picture: what `mlm-lab screenshot --size` and the room tests both do -----------
def logical_size(window, size: tuple[int, int]) -> tuple[int, int]:
    """The window size (logical pixels) whose picture is `size` screen pixels at the screen's
    scale factor (QT_SCALE_FACTOR=2: a 1920x1080 picture is a 960x540 window)."""
    ratio = window.devicePixelRatioF() or 1.0
    return round(size[0] / ratio), round(size[1] / ratio)


def show_room(window, size: tuple[int, int], *, presentation: bool, lesson=None, wait=None) -> None:
    """Put `window` in the room: sized so its picture is `size` pixels, presentation mode on or off,
    `lesson` = (Lesson, path, step index, reveal) opened at that step; `wait(condition, seconds)`
    runs the event loop until `condition()` (the models' answers, the refit)."""
    width, height = logical_size(window, size)
    window.resize(width, height)
    if lesson is not None:
        read, path, index, reveal = lesson
        player = window.lessons.player
        if player.lesson is read:
            player.go(index)
        else:
            player.start(read, path, index)
        if reveal:
            player.reveal()
    if presentation != window.is_presentation():
        window.set_presentation(presentation, fullscreen=False)
    window.resize(width, height)
    if wait is not None:
        from mlm_lab.app.window.presentation import REFIT_SHARE

        def settled() -> bool:
            fitted = window.presentation.fitted_height
            return (window.width(), window.height()) == (width, height) and (
                not presentation or abs(fitted - height) <= REFIT_SHARE * max(fitted, 1))

        wait(settled, 10)
