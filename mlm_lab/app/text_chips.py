"""Token chips for the Text tab: a flow layout, a coloured chip per token, the legend,
and the top-5 prediction list shown under a selected token."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLayout,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

# state -> (background, text) for the normal and the high-contrast (presentation) look
STATE_COLORS = {
    "mask": ("#d1495b", "#ffffff"),
    "random": ("#7b4bb7", "#ffffff"),
    "kept": ("#f0b429", "#000000"),
    "none": ("#e8ecf1", "#1b1f24"),
    "special": ("#59636e", "#ffffff"),
    "dropped": ("#d1495b", "#ffffff"),
    "sentinel": ("#00798c", "#ffffff"),
    "target": ("#2e6fdb", "#ffffff"),
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
STATE_LABELS = {
    "mask": "replaced by [MASK]",
    "random": "replaced by a random token",
    "kept": "kept, but predicted",
    "none": "untouched",
    "special": "special token (never masked)",
    "dropped": "dropped (T5)",
    "sentinel": "sentinel <extra_id_k>",
    "target": "predicted (last in the order)",
}
STATE_TIPS = {
    "mask": "The model sees [MASK] here and must guess the original token.",
    "random": "The model sees a random token here, and must still guess the original one.",
    "kept": "The model sees the original token here, but is still asked to predict it (and scored on it).",
    "none": "Left as it is; the model is not asked about it.",
    "special": "[CLS], [SEP] and unknown-word tokens are never chosen for masking.",
    "dropped": "Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target.",
    "sentinel": "A sentinel stands for one dropped span; in the target it announces the tokens of that span.",
    "target": "Predicted from the tokens before it in the factorization order.",
}
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
        self.setContentsMargins(4, 4, 4, 4)

    def addItem(self, item) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        height = self._height_cache.get(width)
        if height is None:
            height = self._height_cache[width] = self._arrange(QRect(0, 0, width, 0), apply=False)
        return height

    def invalidate(self) -> None:
        self._height_cache.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
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
        self.configure(main, sub, state, scale=scale, contrast=contrast, selected=selected, colors=colors,
                       tooltip=tooltip)

    def configure(self, main: str, sub: str = "", state: str = "none", *, scale: float = 1.0,
                  contrast: bool = False, selected: bool = False, colors: tuple[str, str] | None = None,
                  tooltip: str = "") -> None:
        """Show another token or state in this chip (a new masking reuses the chips it can);
        nothing is redone when nothing changed."""
        key = (main, sub, state, scale, contrast, selected, colors, tooltip)
        if key == self._key:
            return
        resized = self._key is None or key[:2] != self._key[:2] or scale != self._key[3] or \
            contrast != self._key[4] or selected != self._key[5]
        self._key = key
        self.state = state
        self.main_text = main
        self.sub_text = sub
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        self.colors = colors or palette.get(state, palette["none"])
        self.selected = selected
        self.contrast = contrast
        self._scale = scale
        self._border_color = QColor(
            (SELECTED_BORDER_CONTRAST if contrast else SELECTED_BORDER) if selected
            else ("#000000" if contrast else "#b4bcc6"))
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
            width = main_fm.horizontalAdvance(main)
            height = main_fm.height()
            if sub:
                width = max(width, sub_fm.horizontalAdvance(sub))
                height += sub_fm.height()
            edge = 2 * (self._border + 1)
            size = QSize(width + 2 * self._pad_x + edge, height + 2 * self._pad_y + edge)
            if size != getattr(self, "_size", None):
                self._size = size
                self.updateGeometry()
        self.setToolTip(tooltip or STATE_TIPS.get(state, ""))
        self.setAccessibleName(f"{main} {sub}".strip())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return self._size

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self._size

    def paintEvent(self, event) -> None:  # noqa: N802
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
        if self.sub_text:
            main_h = QFontMetrics(self.font()).height()
            painter.setFont(self.font())
            painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), main_h),
                             Qt.AlignmentFlag.AlignCenter, self.main_text)
            painter.setFont(self._sub_font)
            painter.drawText(QRectF(inner.left(), inner.top() + main_h, inner.width(), inner.height() - main_h),
                             Qt.AlignmentFlag.AlignCenter, self.sub_text)
        else:
            painter.setFont(self.font())
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, self.main_text)
        painter.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802
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
        self.setToolTip("What the chip colours mean")
        self.labels: dict[str, QLabel] = {}

    def set_states(self, states: list[str], *, scale: float = 1.0, contrast: bool = False) -> None:
        self._layout.clear()
        self.labels = {}
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        for state in states:
            bg, fg = palette[state]
            swatch = QLabel(STATE_LABELS[state])
            swatch.setStyleSheet(
                f"QLabel {{ background: {bg}; color: {fg}; border-radius: 4px; padding: 2px 6px;"
                f" font-size: {9.5 * scale:.1f}pt; border: 1px solid {'#000' if contrast else 'rgba(0,0,0,60)'}; }}"
            )
            swatch.setToolTip(STATE_TIPS[state])
            self._layout.addWidget(swatch)
            self.labels[state] = swatch
        self.updateGeometry()


class PredictionList(QWidget):
    """The model's top-k for one position: token, probability bar, percent; the true token marked.
    `set_data` shows another answer in the same widgets (a slider move reuses the lists)."""

    def __init__(self, top: list[tuple[str, float]], top_ids: list[int], true_id: int | None,
                 true_token: str | None, true_prob: float | None, true_rank: int | None, *,
                 scale: float = 1.0, contrast: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.scale, self.contrast = scale, contrast
        ink = "#000" if contrast else "#222"
        chunk = "#1f4e99" if contrast else "#5b8def"
        # one style sheet for the whole list (cheaper than one per label and bar)
        self.setStyleSheet(
            f"QLabel {{ font-size: {9 * scale:.1f}pt; color: {ink}; }}"
            f" QLabel#true {{ color: {CORRECT_COLOR}; font-weight: bold; }}"
            f" QLabel#miss {{ color: {WRONG_COLOR}; }}"
            f" QProgressBar {{ border: 1px solid #888; background: #fff; }}"
            f" QProgressBar::chunk {{ background: {chunk}; }}"
            f" QProgressBar#true::chunk {{ background: {CORRECT_COLOR}; }}"
        )
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(2, 2, 2, 2)
        self._grid.setHorizontalSpacing(4)
        self._grid.setVerticalSpacing(1)
        self._bar_size = QSize(int(60 * scale), int(9 * scale))
        self._rows: list[tuple[QLabel, QProgressBar, QLabel]] = []
        self._miss = QLabel()
        self._miss.setObjectName("miss")
        self._miss.setToolTip("The true token is not among the model's top guesses.")
        self._miss_row = -1
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_data(top, top_ids, true_id, true_token, true_prob, true_rank)

    def _row(self, row: int) -> tuple[QLabel, QProgressBar, QLabel]:
        while len(self._rows) <= row:
            name, bar, pct = QLabel(), QProgressBar(), QLabel()
            bar.setRange(0, 1000)
            bar.setTextVisible(False)
            bar.setFixedSize(self._bar_size)
            r = len(self._rows)
            self._grid.addWidget(name, r, 0)
            self._grid.addWidget(bar, r, 1)
            self._grid.addWidget(pct, r, 2, Qt.AlignmentFlag.AlignRight)
            self._rows.append((name, bar, pct))
        return self._rows[row]

    def set_data(self, top: list[tuple[str, float]], top_ids: list[int], true_id: int | None,
                 true_token: str | None, true_prob: float | None, true_rank: int | None) -> None:
        self.entries = list(top)
        self.true_marked_row = None
        for row, ((token, prob), token_id) in enumerate(zip(top, top_ids, strict=True)):
            name, bar, pct = self._row(row)
            is_true = true_id is not None and token_id == true_id
            name.setText(("✓ " if is_true else "") + token)
            name.setToolTip("the true token" if is_true else f"guess {row + 1}")
            bar.setValue(int(round(prob * 1000)))
            bar.setToolTip(f"P({token}) = {prob:.3f}")
            pct.setText(f"{prob * 100:.1f}%")
            wanted = "true" if is_true else ""
            for widget in (name, bar):
                if widget.objectName() != wanted:  # the style sheet picks the colour by name
                    widget.setObjectName(wanted)
                    widget.style().unpolish(widget)
                    widget.style().polish(widget)
            if is_true:
                self.true_marked_row = row
            for widget in (name, bar, pct):
                widget.setVisible(True)
        for name, bar, pct in self._rows[len(top):]:
            for widget in (name, bar, pct):
                widget.setVisible(False)
        missed = true_id is not None and self.true_marked_row is None and true_prob is not None
        if missed:
            self._miss.setText(f"true: {true_token} (rank {true_rank}, {true_prob * 100:.2f}%)")
            if self._miss_row != len(top):
                self._grid.addWidget(self._miss, len(top), 0, 1, 3)
                self._miss_row = len(top)
        self._miss.setVisible(missed)


class TokenColumn(QWidget):
    """A chip, and under it (for a token the model is asked about) its prediction list."""

    def __init__(self, chip: TokenChip, parent: QWidget | None = None):
        super().__init__(parent)
        self.chip = chip
        self.predictions: PredictionList | None = None
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(2)
        self._box.addWidget(chip, 0, Qt.AlignmentFlag.AlignLeft)
        self._pending: QLabel | None = None
        self._pending_scale = 0.0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_pending(self, text: str, scale: float = 1.0) -> None:
        """Say under the chip that an answer is coming (the old answer, if any, is hidden)."""
        if self._pending is None:
            self._pending = QLabel()
            self._box.addWidget(self._pending)
        if scale != self._pending_scale:
            self._pending.setStyleSheet(f"QLabel {{ color: #666; font-size: {8.5 * scale:.1f}pt; }}")
            self._pending_scale = scale
        self._pending.setText(text)
        self._pending.show()
        if self.predictions is not None:
            self.predictions.hide()

    def clear_below(self) -> None:
        """Nothing under the chip (a token the model is not asked about)."""
        if self._pending is not None:
            self._pending.hide()
        if self.predictions is not None:
            self.predictions.hide()

    def show_predictions(self, top, top_ids, true_id, true_token, true_prob, true_rank, *, scale: float = 1.0,
                         contrast: bool = False) -> None:
        """Show the top-k under the chip, in the list it already has when the look is the same."""
        if self._pending is not None:
            self._pending.hide()
        pred = self.predictions
        if pred is not None and pred.scale == scale and pred.contrast == contrast:
            pred.set_data(top, top_ids, true_id, true_token, true_prob, true_rank)
            pred.show()
            return
        self.set_predictions(PredictionList(top, top_ids, true_id, true_token, true_prob, true_rank, scale=scale,
                                            contrast=contrast))

    def set_predictions(self, widget: PredictionList) -> None:
        if self._pending is not None:
            self._pending.hide()
        if self.predictions is not None:
            self.predictions.setParent(None)
            self.predictions.deleteLater()
        self.predictions = widget
        self._box.addWidget(widget)
        self.adjustSize()
