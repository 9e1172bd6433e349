"""Issue 37 item 8, the smaller findings a teacher met (each checked on what is drawn)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics


def _drawable(widget, text: str) -> list[str]:
    """The characters of `text` the widget's font has no glyph for (Qt then draws a box)."""
    metrics = QFontMetrics(widget.font())
    return [ch for ch in text if not ch.isspace() and not metrics.inFontUcs4(ord(ch))]


def test_the_play_and_pause_button_draws_no_missing_glyph_box(qtbot):
    from mlm_lab.app.generate.view import RoundPlayer

    player = RoundPlayer()
    qtbot.addWidget(player)
    player.slider.setRange(1, 5)
    player.show()
    for playing in (False, True):
        if playing:
            player.play()
        button = player.play_button
        assert button.text() == ("Pause" if playing else "Play")
        assert not _drawable(button, button.text()), button.text()
        assert not button.icon().isNull()  # the style's media icon stands for the symbol
    player.pause()


LONG = ("The old man lived alone in a small house by the sea, and every morning he walked down to the "
        "river with his dog.")


def _waiter(qtbot):
    def wait(condition, seconds):
        try:
            qtbot.waitUntil(condition, timeout=int(seconds * 1000))
        except qtbot.TimeoutError:
            pass
    return wait


def _ink_in(image, rect, fill) -> int:
    """Pixels of `rect` in `image` far from the box's `fill` colour (its label's strokes)."""
    far = 0
    for y in range(rect.top() + 3, rect.bottom() - 2):
        for x in range(rect.left() + 3, rect.right() - 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - fill.red()) + abs(c.green() - fill.green()) + abs(c.blue() - fill.blue()) > 150:
                far += 1
    return far


def test_an_open_why_lies_over_nothing_at_1024x768_in_presentation_and_every_box_shows_its_word(qtbot, lab_window):
    """The Why? strip's rows were drawn under its legend and the attention view's chips under its
    matrix when the panel opened in a small room; every box of the strip shows its word ('.' too)."""
    from mlm_lab.app.lessons.room_fit import layout_problems, show_room

    w = lab_window
    tab = w.text_tab
    w.tabs.setCurrentWidget(tab)
    tab.set_state({"text": LONG, "strategy": "random", "mask_prob": 0.15, "seed": 3})
    qtbot.waitUntil(lambda: tab.presenter.prediction is not None and not tab.is_busy(), timeout=30000)
    position = tab.presenter.masking.selected[0]
    show_room(w, (1024, 768), presentation=True, wait=_waiter(qtbot))
    try:
        assert tab.explainer.open_at(position)
        panel = tab.explainer
        qtbot.waitUntil(lambda: panel.result is not None and not panel.is_busy(), timeout=30000)
        strip = panel.strip
        assert len(strip.tokens) > 20 and strip._rects[-1].top() > strip._rects[0].bottom()  # rows wrap

        def over() -> list[str]:  # widgets laid over one another or squeezed, cut texts, sideways scroll
            return layout_problems(w)

        _waiter(qtbot)(lambda: not over(), 3)
        assert over() == []
        # the strip is as tall as its rows (a scroll of the panel's own may move it, never squeeze it)
        assert strip.height() >= strip._rects[-1].bottom()
        assert strip.geometry().bottom() < panel.legend.mapTo(strip.parentWidget(), panel.legend.rect().topLeft()).y()
        image = strip.grab().toImage()
        ratio = image.devicePixelRatio()
        image = image.scaled(strip.width(), strip.height()) if ratio != 1 else image
        from PySide6.QtGui import QColor

        from mlm_lab.app.looks.explain_views import _qcolor

        colors = strip.colors()
        blank = []
        for i, rect in enumerate(strip._rects):
            fill = (QColor("#ffe08a") if i == strip.position else QColor("#d5d9de") if strip.special[i]
                    else _qcolor(colors[i]))
            if _ink_in(image, rect, fill) < 3:
                blank.append(strip.tokens[i])
        assert blank == [], blank
    finally:
        w.set_presentation(False, fullscreen=False)


def test_the_overlap_check_sees_a_squeezed_layout(qtbot):
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from mlm_lab.app.lessons.room_fit import overlaps

    holder = QWidget()
    qtbot.addWidget(holder)
    box = QVBoxLayout(holder)
    first, second = QLabel("one"), QLabel("two")
    for label in (first, second):
        label.setMinimumHeight(60)
        box.addWidget(label)
    holder.resize(200, 200)
    holder.show()
    qtbot.waitUntil(lambda: second.y() >= first.geometry().bottom(), timeout=2000)
    assert overlaps(holder) == []
    holder.setMinimumSize(0, 0)
    holder.layout().setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
    holder.resize(200, 70)  # under the two labels' least height: the layout lays one over the other
    qtbot.waitUntil(lambda: holder.height() == 70, timeout=2000)
    found = overlaps(holder)
    assert len(found) == 1 and "one" in found[0] and "two" in found[0]


def _arrow_pixels(spin) -> int:
    """Dark pixels in the spin box's button column (its two arrows' strokes)."""
    image = spin.grab().toImage()
    ratio = image.width() / max(spin.width(), 1)
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox

    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    up = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxUp, spin)
    down = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxDown, spin)
    dark = 0
    for rect in (up, down):
        for y in range(rect.top() + 1, rect.bottom()):
            for x in range(rect.left() + 2, rect.right()):  # (past the button's own left border)
                c = image.pixelColor(int(x * ratio), int(y * ratio))
                if c.red() + c.green() + c.blue() < 300:
                    dark += 1
    return dark


def test_spin_box_arrows_grow_with_the_presentation_type(qtbot, lab_window):
    """They shrank to dots in presentation (the sheet styled the box, its buttons stayed the desk's)."""
    from PySide6.QtWidgets import QDoubleSpinBox

    from mlm_lab.app.lessons.room_fit import show_room

    w = lab_window
    w.tabs.setCurrentWidget(w.text_tab)
    spin = next(s for s in w.text_tab.findChildren(QDoubleSpinBox) if s.isVisible())
    spin.setValue((spin.minimum() + spin.maximum()) / 2)  # both arrows live
    desk = _arrow_pixels(spin)
    show_room(w, (1920, 1080), presentation=True, wait=_waiter(qtbot))
    try:
        qtbot.waitUntil(lambda: w.is_presentation(), timeout=5000)
        shown = _arrow_pixels(spin)
        assert shown >= 40, (desk, shown)  # two arrows of at least 10 x 7 px (antialiased edges not counted)
        assert shown > 3 * desk, (desk, shown)
    finally:
        w.set_presentation(False, fullscreen=False)


def test_generate_is_in_sight_at_1280x720_in_presentation_with_the_column_at_its_top(qtbot, lab_window):
    """It was scrolled out of view under the settings; now it is pinned under the controls column."""
    from mlm_lab.app.lessons.room_fit import fully_visible, show_room

    w = lab_window
    tab = w.lab_tabs["generate"]
    w.tabs.setCurrentWidget(tab)
    show_room(w, (1280, 720), presentation=True, wait=_waiter(qtbot))
    try:
        tab.controls_scroll.verticalScrollBar().setValue(0)
        qtbot.waitUntil(lambda: tab.ui.generate_button.isVisible(), timeout=5000)
        assert tab.controls_scroll.verticalScrollBar().maximum() > 0  # the column does scroll here
        assert fully_visible(tab.ui.generate_button, w)
        assert not tab.controls.isAncestorOf(tab.ui.generate_button)  # outside what scrolls
        tab.set_controls_visible(False)
        assert not tab.ui.generate_button.isVisible()  # H hides it with its column
        tab.set_controls_visible(True)
        assert tab.hide_controls(["controls"]) == [] and not tab.ui.generate_button.isVisible()
        tab.hide_controls([])
        assert tab.ui.generate_button.isVisible()
    finally:
        w.set_presentation(False, fullscreen=False)
