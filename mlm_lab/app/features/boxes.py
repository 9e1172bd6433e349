"""Widgets of the Features tab that give way on narrow screens (a projector at 960x540 or
1024x768): a group box whose title wraps (a QGroupBox's own title never does, and its width is
the box's minimum), a check box whose words wrap (a QCheckBox's text never does), a combo
box that asks for its longest entry's width but makes do with a few letters (elided), and a
controls column that asks for the width its rows want and gives way down to its narrowest
control's (`ColumnScroll.fit`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)


class ColumnScroll(QScrollArea):
    """A frameless column of controls that scrolls up and down only. `fit` sets its width: the
    rows' preferred width where there is room, down to their least width where there is not."""

    def __init__(self, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("FeaturesTab", "Controls"))
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self._preferred = 0

    def fit(self, narrowest: int, widest: int) -> None:
        content = self.widget()
        content.ensurePolished()
        for w in content.findChildren(QWidget):
            w.ensurePolished()
        bar = self.verticalScrollBar().sizeHint().width() + 4
        least = max(narrowest, content.minimumSizeHint().width() + bar)
        self._preferred = min(max(least, content.sizeHint().width() + bar), max(least, widest))
        self.setMinimumWidth(least)
        self.setMaximumWidth(max(least, widest))
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._preferred, hint.height()) if self._preferred else hint


class VerticalScroll(QScrollArea):
    """`content` in a frameless area that scrolls up and down only, never narrower than the
    content's least width: where the height is short (960x540) its wrapped words keep the
    height they need (a splitter or a stack does not give a label the height its width needs)."""

    def __init__(self, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QScrollArea.Shape.NoFrame)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), self.widget().minimumSizeHint().width() + bar), hint.height())


class NarrowCombo(QComboBox):
    """Its size hint fits its longest entry; its least width fits `letters` characters (the
    entry is then elided in the box and shown whole in its list)."""

    def __init__(self, letters: int = 12, parent: QWidget | None = None):
        super().__init__(parent)
        self._letters = letters
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def minimumSizeHint(self) -> QSize:
        full = super().minimumSizeHint()
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(self.fontMetrics().horizontalAdvance("x" * self._letters), self.fontMetrics().height())
        least = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, self)
        return QSize(min(full.width(), least.width()), full.height())


# a box without a title of its own keeps no room above its frame for one (the app's style gives
# every group box a top margin for its title); the title line inside takes that place
UNTITLED = "QGroupBox#untitledBox { margin-top: 0px; }"


def untitled(box: QGroupBox) -> None:
    """Take away the room above `box`'s frame that a group box keeps for its own title."""
    box.setObjectName("untitledBox")
    box.setStyleSheet(UNTITLED)


def titled_box(title: str, parent: QWidget | None = None) -> tuple[QGroupBox, QVBoxLayout, QLabel]:
    """A group box with `title` as a wrapping bold line at its top: (box, its layout, the title)."""
    box = QGroupBox(parent)
    untitled(box)
    box.setAccessibleName(title)
    layout = QVBoxLayout(box)
    margins = layout.contentsMargins()
    layout.setContentsMargins(margins.left(), 2, margins.right(), margins.bottom())  # the title line sits on the frame
    label = QLabel(title)
    label.setObjectName("panelTitle")
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # its width never widens the box
    layout.addWidget(label)
    return box, layout, label


class _Words(QLabel):
    """The check box's words: a click on them toggles it, as on a QCheckBox's own text."""

    def __init__(self, text: str, box: QCheckBox):
        super().__init__(text)
        self._box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._box.isEnabled():
            self._box.toggle()
            self._box.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)


class WrapCheck(QWidget):
    """A check box (`box`, what code reads and sets) beside its words (`label`), which wrap."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        words = " ".join(text.split())  # the line breaks written for a fixed-width box go: the label wraps
        self.box = QCheckBox()
        self.box.setAccessibleName(words)
        self.label = _Words(words, self.box)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.label, 1)

    def setToolTip(self, text: str) -> None:
        super().setToolTip(text)
        self.box.setToolTip(text)
        self.label.setToolTip(text)
