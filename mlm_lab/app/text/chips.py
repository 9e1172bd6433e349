"""Token chips for the Text tab: a flow layout, a coloured chip per token and the legend
(the top-5 list under a chip is in `text_predictions`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QLabel,
    QLayout,
    QSizePolicy,
    QWidget,
    QWidgetItem,
)

from mlm_lab.app.looks.style import text_scale

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

# state -> (background, text) for the normal and the high-contrast (presentation) look. The normal
# look is the Okabe-Ito colour-blind-safe palette (vermillion, blue, yellow, bluish green, sky blue),
# with the text colour that gives each at least 4.5:1 (WCAG AA, tests/app/test_contrast.py); every
# kind also carries a symbol (STATE_SYMBOLS), so no kind is told by its colour alone.
STATE_COLORS = {
    "mask": ("#d55e00", "#000000"),
    "random": ("#0072b2", "#ffffff"),
    "kept": ("#f0e442", "#000000"),
    "none": ("#e8ecf1", "#1b1f24"),
    "special": ("#59636e", "#ffffff"),
    "dropped": ("#d55e00", "#000000"),
    "sentinel": ("#009e73", "#000000"),
    "target": ("#56b4e9", "#000000"),
}
CONTRAST_COLORS = {
    "mask": ("#b00020", "#ffffff"),
    "random": ("#5a189a", "#ffffff"),
    "kept": ("#ffd000", "#000000"),
    "none": ("#ffffff", "#000000"),
    "special": ("#000000", "#ffffff"),
    "dropped": ("#b00020", "#ffffff"),
    "sentinel": ("#005f73", "#ffffff"),
    "target": ("#0047b3", "#ffffff"),
}
# the second cue beside the colour: a symbol painted on the chip before its token, and in the legend
STATE_SYMBOLS = {
    "mask": "\u25b2",  # ▲ replaced by [MASK]
    "random": "\u21ba",  # ↺ replaced by a random token
    "kept": "\u25cf",  # ● kept, but predicted
    "none": "",
    "special": "\u25a0",  # ■ special token
    "dropped": "\u2715",  # ✕ dropped (T5)
    "sentinel": "\u25c6",  # ◆ sentinel
    "target": "\u2605",  # ★ predicted in the permutation order
}
CHIP_BORDER = "#6e7781"  # an unselected chip's outline: 4.5:1 on white (a UI part needs 3:1)
STATE_LABELS = {
    "mask": QT_TRANSLATE_NOOP("TextTab", "replaced by [MASK]"),
    "random": QT_TRANSLATE_NOOP("TextTab", "replaced by a random token"),
    "kept": QT_TRANSLATE_NOOP("TextTab", "kept, but predicted"),
    "none": QT_TRANSLATE_NOOP("TextTab", "untouched"),
    "special": QT_TRANSLATE_NOOP("TextTab", "special token (never masked)"),
    "dropped": QT_TRANSLATE_NOOP("TextTab", "dropped (T5)"),
    "sentinel": QT_TRANSLATE_NOOP("TextTab", "sentinel <extra_id_k>"),
    "target": QT_TRANSLATE_NOOP("TextTab", "predicted (last in the order)"),
}
STATE_TIPS = {
    "mask": QT_TRANSLATE_NOOP("TextTab", "The model sees [MASK] here and must guess the original token."),
    "random": QT_TRANSLATE_NOOP("TextTab", "The model sees a random token here, and must still guess the original one."),
    "kept": QT_TRANSLATE_NOOP("TextTab", "The model sees the original token here, but is still asked to predict it (and scored on it)."),
    "none": QT_TRANSLATE_NOOP("TextTab", "Left as it is; the model is not asked about it."),
    "special": QT_TRANSLATE_NOOP("TextTab", "[CLS], [SEP] and unknown-word tokens are never chosen for masking."),
    "dropped": QT_TRANSLATE_NOOP("TextTab", "Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target."),
    "sentinel": QT_TRANSLATE_NOOP("TextTab", "A sentinel stands for one dropped span; in the target it announces the tokens of that span."),
    "target": QT_TRANSLATE_NOOP("TextTab", "Predicted from the tokens before it in the factorization order."),
}


def state_label(state: str) -> str:
    """A chip kind's name in the app's language ("replaced by [MASK]")."""
    return translate("TextTab", STATE_LABELS[state]) if state in STATE_LABELS else state


def state_tip(state: str) -> str:
    """A chip kind's explanation in the app's language."""
    return translate("TextTab", STATE_TIPS[state]) if state in STATE_TIPS else ""


FOCUS_RING = "#1f6feb"  # style.FOCUS_COLOUR
_CHIP_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right,
              Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End)
SELECTED_BORDER = "#1565c0"
SELECTED_BORDER_CONTRAST = "#0050ff"
CORRECT_COLOR = "#2e7d32"
WRONG_COLOR = "#c62828"


class FlowLayout(QLayout):
    """Lays widgets out left to right and wraps to a new row when the width is used up."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
        self._height_cache: dict[int, int] = {}  # width -> height, until the layout is invalidated
        self._placed: QRect | None = None  # the rectangle the items were last placed in (None: place again)
        self.setContentsMargins(4, 4, 4, 4)

    def addItem(self, item) -> None:
        self._items.append(item)
        self.invalidate()

    def addWidget(self, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._height_cache.get(width)
        if height is None:
            height = self._height_cache[width] = self._arrange(QRect(0, 0, width, 0), apply=False)
        return height

    def invalidate(self) -> None:
        self._height_cache.clear()
        self._placed = None
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        if rect == self._placed:  # nothing moved or changed size since the items were placed
            return
        self._arrange(rect, apply=True)
        self._placed = QRect(rect)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def clear(self) -> None:
        """Remove and delete every widget."""
        self.truncate(0)

    def truncate(self, n: int) -> None:
        """Remove and delete every widget after the first `n`."""
        if len(self._items) > n:
            self.invalidate()
        while len(self._items) > n:
            item = self._items.pop()
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _arrange(self, rect: QRect, *, apply: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.widget() is not None and item.widget().isHidden():
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line > 0:
                x, y, line = area.x(), y + line + self._spacing, 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


class TokenChip(QWidget):
    """One token as a rounded, coloured chip: the token the model sees in bold, and a small
    second line (what it was, its step in the order, ...). Painted directly: a sentence
    rebuilds its chips on every slider move, and a style sheet per chip costs too much."""

    clicked = Signal(int)

    def __init__(self, index: int, main: str, sub: str = "", state: str = "none", *, scale: float = 1.0,
                 contrast: bool = False, selected: bool = False, colors: tuple[str, str] | None = None,
                 tooltip: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.index = index
        self._key = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Tab reaches the chips (not a mouse click: Space and the arrows stay the presenter's keys after one);
        # arrows move, Enter/Space click
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.description_extra = ""  # what the model made of it (tokens.py adds its first guess)
        self.configure(main, sub, state, scale=scale, contrast=contrast, selected=selected, colors=colors,
                       tooltip=tooltip)

    def configure(self, main: str, sub: str = "", state: str = "none", *, scale: float = 1.0,
                  contrast: bool = False, selected: bool = False, colors: tuple[str, str] | None = None,
                  tooltip: str = "") -> None:
        """Show another token or state in this chip (a new masking reuses the chips it can);
        nothing is redone when nothing changed."""
        size = text_scale()  # View > Text size (its key is the last: key[:8] are configure's arguments)
        key = (main, sub, state, scale, contrast, selected, colors, tooltip, size)
        if key == self._key:
            return
        resized = self._key is None or key[:2] != self._key[:2] or scale != self._key[3] or size != self._key[8] or \
            contrast != self._key[4] or selected != self._key[5] or \
            bool(STATE_SYMBOLS.get(state)) != bool(STATE_SYMBOLS.get(self._key[2]))
        self._key = key
        self.state = state
        self.main_text = main
        self.sub_text = sub
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        self.colors = colors or palette.get(state, palette["none"])
        self.selected = selected
        self.contrast = contrast
        scale = scale * size
        self._scale = scale
        self._border_color = QColor(
            (SELECTED_BORDER_CONTRAST if contrast else SELECTED_BORDER) if selected
            else ("#000000" if contrast else CHIP_BORDER))
        self._border = (4 if contrast else 3) if selected else (2 if contrast else 1)
        if resized:
            main_font = QFont(self.font())
            main_font.setPointSizeF(11 * scale)
            main_font.setBold(True)
            self.setFont(main_font)
            self._sub_font = QFont(main_font)
            self._sub_font.setBold(False)
            self._sub_font.setPointSizeF(8.5 * scale)
            self._pad_x, self._pad_y = int(round(7 * scale)), int(round(3 * scale))
            main_fm, sub_fm = QFontMetrics(main_font), QFontMetrics(self._sub_font)
            symbol = STATE_SYMBOLS.get(state, "")
            self._symbol_w = main_fm.horizontalAdvance(symbol + " ") if symbol else 0
            width = main_fm.horizontalAdvance(main) + self._symbol_w
            height = main_fm.height()
            if sub:
                width = max(width, sub_fm.horizontalAdvance(sub))
                height += sub_fm.height()
            edge = 2 * (self._border + 1)
            size = QSize(width + 2 * self._pad_x + edge, height + 2 * self._pad_y + edge)
            if size != getattr(self, "_size", None):
                self._size = size
                self.updateGeometry()
        self.setToolTip(tooltip or state_tip(state))
        self.setAccessibleName(translate("TextTab", "token {i}, {token}").format(i=self.index, token=main))
        self._describe()
        self.update()

    def describe(self, extra: str) -> None:
        """Add what the model made of this token to its accessible description ('' for nothing)."""
        if extra != self.description_extra:
            self.description_extra = extra
            self._describe()

    def _describe(self) -> None:
        parts = [translate("TextTab", "token {i}, {token}").format(i=self.index, token=self.main_text), state_label(self.state)]
        if self.sub_text and self.state not in ("kept", "dropped"):
            parts.append(self.sub_text)
        if self.description_extra:
            parts.append(self.description_extra)
        if self.selected:
            parts.append(translate("TextTab", "selected"))
        text = ", ".join(parts)
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self._border / 2
        rect = QRectF(self.rect()).adjusted(half + 0.5, half + 0.5, -half - 0.5, -half - 0.5)
        radius = 6 * self._scale
        painter.setPen(QPen(self._border_color, self._border))
        painter.setBrush(QColor(self.colors[0]))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QColor(self.colors[1]))
        inner = rect.adjusted(self._pad_x, self._pad_y, -self._pad_x, -self._pad_y)
        symbol = STATE_SYMBOLS.get(self.state, "")
        line = inner  # the token's line: right of the symbol; the second line takes the chip's whole width
        if symbol and self._symbol_w:  # the kind's symbol, left of the token: its cue besides the colour
            main_h = QFontMetrics(self.font()).height()
            painter.setFont(self.font())
            painter.drawText(QRectF(inner.left(), inner.top(), self._symbol_w, main_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, symbol)
            line = inner.adjusted(self._symbol_w, 0, 0, 0)
        if self.sub_text:
            main_h = QFontMetrics(self.font()).height()
            painter.setFont(self.font())
            painter.drawText(QRectF(line.left(), line.top(), line.width(), main_h),
                             Qt.AlignmentFlag.AlignCenter, self.main_text)
            painter.setFont(self._sub_font)
            painter.drawText(QRectF(inner.left(), inner.top() + main_h, inner.width(), inner.height() - main_h),
                             Qt.AlignmentFlag.AlignCenter, self.sub_text)
        else:
            painter.setFont(self.font())
            painter.drawText(line, Qt.AlignmentFlag.AlignCenter, self.main_text)
        if self.hasFocus():  # the keyboard focus: a dashed ring inside the outline
            pen = QPen(QColor(FOCUS_RING), max(2.0, 2 * self._scale), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = rect.adjusted(self._border, self._border, -self._border, -self._border)
            painter.drawRoundedRect(ring, radius, radius)
        painter.end()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        # one Tab stop per row of chips (the one last focused); the arrows move within the row
        row = self._row()
        if row is not None:
            for chip in row.findChildren(TokenChip):
                policy = Qt.FocusPolicy.TabFocus if chip is self else Qt.FocusPolicy.NoFocus
                if chip.focusPolicy() != policy:
                    chip.setFocusPolicy(policy)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def event(self, event) -> bool:
        # the window's single-key shortcuts (Space reveals a lesson's answer; Left/Right move a slider
        # in presentation mode) must not take these keys from a chip that has the focus
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in _CHIP_KEYS \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.index)  # as a click does
            event.accept()
            return
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1,
                Qt.Key.Key_Home: -10**9, Qt.Key.Key_End: 10**9}.get(key)
        if step is not None:
            chip = self._neighbour(step)
            if chip is not None:
                chip.setFocus(Qt.FocusReason.OtherFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)

    def _row(self) -> QWidget | None:
        """The widget whose flow layout holds this chip (its row of chips)."""
        row = self.parentWidget()
        while row is not None and not isinstance(row.layout(), FlowLayout):
            row = row.parentWidget()
        return row

    def _neighbour(self, step: int) -> TokenChip | None:
        """The visible chip `step` places before or after this one in its row of chips (clamped)."""
        row = self._row()
        if row is None:
            return None
        chips = [c for c in row.findChildren(TokenChip) if c.isVisibleTo(row)]
        chips.sort(key=lambda c: c.index)
        if self not in chips:
            return None
        at = min(max(chips.index(self) + step, 0), len(chips) - 1)
        return chips[at] if chips[at] is not self else None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)


class Legend(QWidget):
    """Coloured swatches naming the chip states in use."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = FlowLayout(self, spacing=4)
        self.setToolTip(translate("TextTab", "What the chip colours and symbols mean"))
        self.setAccessibleName(translate("TextTab", "Legend"))
        self.labels: dict[str, QLabel] = {}

    def set_states(self, states: list[str], *, scale: float = 1.0, contrast: bool = False) -> None:
        self._layout.clear()
        self.labels = {}
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        for state in states:
            bg, fg = palette[state]
            symbol = STATE_SYMBOLS.get(state, "")
            swatch = QLabel(f"{symbol} {state_label(state)}" if symbol else state_label(state))
            swatch.setStyleSheet(
                f"QLabel {{ background: {bg}; color: {fg}; border-radius: 4px; padding: 2px 6px;"
                f" font-size: {9.5 * scale * text_scale():.1f}pt; border: 1px solid {'#000' if contrast else 'rgba(0,0,0,60)'}; }}"
            )
            swatch.setToolTip(state_tip(state))
            self._layout.addWidget(swatch)
            self.labels[state] = swatch
        self.setAccessibleDescription("; ".join(
            (STATE_SYMBOLS[s] + ' ' if STATE_SYMBOLS.get(s) else '') + state_label(s) for s in states))
        self._fit_height()
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the swatches need at this width (a narrow window wraps them to more rows)."""
        need = self._layout.heightForWidth(max(self.width(), 1))
        if need != self.minimumHeight():
            self.setMinimumHeight(need)
