"""Token chips for the Text tab: a flow layout, a coloured chip per token, the legend,
and the top-5 prediction list shown under a selected token."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
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
SELECTED_BORDER_CONTRAST = "#000000"
CORRECT_COLOR = "#2e7d32"
WRONG_COLOR = "#c62828"


class FlowLayout(QLayout):
    """Lays widgets out left to right and wraps to a new row when the width is used up."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
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
        return self._arrange(QRect(0, 0, width, 0), apply=False)

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
        while self._items:
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


def chip_style(bg: str, fg: str, *, scale: float = 1.0, border: str | None = None, contrast: bool = False) -> str:
    width = 3 if border else 1
    edge = border or ("#000000" if contrast else "rgba(0,0,0,40)")
    return (
        f"QLabel {{ background: {bg}; color: {fg}; border: {width}px solid {edge}; border-radius: {int(6 * scale)}px;"
        f" padding: {int(3 * scale)}px {int(6 * scale)}px; font-size: {11 * scale:.1f}pt; }}"
    )


class TokenChip(QLabel):
    """One token: the token the model sees, with a small second line (what it was, its order...)."""

    clicked = Signal(int)

    def __init__(self, index: int, main: str, sub: str = "", state: str = "none", *, scale: float = 1.0,
                 contrast: bool = False, selected: bool = False, colors: tuple[str, str] | None = None,
                 tooltip: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.index = index
        self.state = state
        self.main_text = main
        self.sub_text = sub
        palette = CONTRAST_COLORS if contrast else STATE_COLORS
        self.colors = colors or palette.get(state, palette["none"])
        self.selected = selected
        border = (SELECTED_BORDER_CONTRAST if contrast else SELECTED_BORDER) if selected else None
        self.setStyleSheet(chip_style(*self.colors, scale=scale, border=border, contrast=contrast))
        text = f"<b>{html.escape(main)}</b>"
        if sub:
            text += f"<br><span style='font-size:{8.5 * scale:.1f}pt'>{html.escape(sub)}</span>"
        self.setText(text)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tooltip or STATE_TIPS.get(state, ""))

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
    """The model's top-k for one position: token, probability bar, percent; the true token marked."""

    def __init__(self, top: list[tuple[str, float]], top_ids: list[int], true_id: int | None,
                 true_token: str | None, true_prob: float | None, true_rank: int | None, *,
                 scale: float = 1.0, contrast: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.entries = list(top)
        self.true_marked_row: int | None = None
        grid = QGridLayout(self)
        grid.setContentsMargins(2, 2, 2, 2)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(1)
        font = f"font-size: {9 * scale:.1f}pt;"
        bar_height = int(9 * scale)
        for row, ((token, prob), token_id) in enumerate(zip(top, top_ids, strict=True)):
            is_true = true_id is not None and token_id == true_id
            name = QLabel(("✓ " if is_true else "") + token)
            name.setStyleSheet(f"QLabel {{ {font} color: {CORRECT_COLOR if is_true else ('#000' if contrast else '#222')};"
                               f" font-weight: {'bold' if is_true else 'normal'}; }}")
            name.setToolTip("the true token" if is_true else f"guess {row + 1}")
            bar = QProgressBar()
            bar.setRange(0, 1000)
            bar.setValue(int(round(prob * 1000)))
            bar.setTextVisible(False)
            bar.setFixedSize(int(60 * scale), bar_height)
            chunk = CORRECT_COLOR if is_true else ("#1f4e99" if contrast else "#5b8def")
            bar.setStyleSheet(f"QProgressBar {{ border: 1px solid #888; background: #fff; }}"
                              f" QProgressBar::chunk {{ background: {chunk}; }}")
            bar.setToolTip(f"P({token}) = {prob:.3f}")
            pct = QLabel(f"{prob * 100:.1f}%")
            pct.setStyleSheet(f"QLabel {{ {font} }}")
            grid.addWidget(name, row, 0)
            grid.addWidget(bar, row, 1)
            grid.addWidget(pct, row, 2, Qt.AlignmentFlag.AlignRight)
            if is_true:
                self.true_marked_row = row
        if true_id is not None and self.true_marked_row is None and true_prob is not None:
            miss = QLabel(f"true: {true_token} (rank {true_rank}, {true_prob * 100:.2f}%)")
            miss.setStyleSheet(f"QLabel {{ {font} color: {WRONG_COLOR}; }}")
            miss.setToolTip("The true token is not among the model's top guesses.")
            grid.addWidget(miss, len(top), 0, 1, 3)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)


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
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_pending(self, text: str, scale: float = 1.0) -> None:
        if self._pending is None:
            self._pending = QLabel()
            self._pending.setStyleSheet(f"QLabel {{ color: #666; font-size: {8.5 * scale:.1f}pt; }}")
            self._box.addWidget(self._pending)
        self._pending.setText(text)

    def set_predictions(self, widget: PredictionList) -> None:
        if self._pending is not None:
            self._pending.hide()
        if self.predictions is not None:
            self.predictions.setParent(None)
            self.predictions.deleteLater()
        self.predictions = widget
        self._box.addWidget(widget)
        self.adjustSize()
