"""A row of controls that gives way: side by side where the row has the width they ask for,
one under another where it has not (a lesson's narration panel beside the tab, presentation
fonts, a 1024x768 projector). Its minimum width is the widest item's, not the sum of them, so
a pane holding it can shrink without scrolling across."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QBoxLayout, QFormLayout, QLayout, QWidget


class ReflowRow(QWidget):
    """Add widgets (or layouts) with `add`; `stacked()` says which way they are laid out now."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6):
        super().__init__(parent)
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(spacing)

    def add(self, item: QWidget | QLayout, stretch: int = 0) -> None:
        if isinstance(item, QLayout):
            self.box.addLayout(item, stretch)
        else:
            self.box.addWidget(item, stretch)

    def add_stretch(self, stretch: int = 1) -> None:
        """Room that takes what is left when the items are side by side."""
        self.box.addStretch(stretch)

    def stacked(self) -> bool:
        return self.box.direction() == QBoxLayout.Direction.TopToBottom

    def _items(self) -> list:
        items = (self.box.itemAt(i) for i in range(self.box.count()))
        return [it for it in items if not it.isEmpty() and it.spacerItem() is None]

    def across_width(self) -> int:
        """The width the items ask for side by side."""
        items = self._items()
        return sum(it.sizeHint().width() for it in items) + self.box.spacing() * max(len(items) - 1, 0)

    def _size(self, sizes: list[QSize], stacked: bool) -> QSize:
        if not sizes:
            return QSize(0, 0)
        gaps = self.box.spacing() * (len(sizes) - 1)
        if stacked:
            return QSize(max(s.width() for s in sizes), sum(s.height() for s in sizes) + gaps)
        return QSize(sum(s.width() for s in sizes) + gaps, max(s.height() for s in sizes))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest item (stacked); as tall as the way it is laid out now needs."""
        mins = [it.minimumSize() for it in self._items()]
        narrow = self._size(mins, True)
        return QSize(narrow.width(), self._size(mins, self.stacked()).height())

    def sizeHint(self) -> QSize:
        hints = [it.sizeHint() for it in self._items()]
        return QSize(self._size(hints, False).width(), self._size(hints, self.stacked()).height())

    def arrange(self, width: int) -> None:
        """Side by side when `width` holds the items' asked-for widths, else stacked."""
        across = width >= self.across_width()
        direction = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self.box.direction() != direction:
            self.box.setDirection(direction)
            self.updateGeometry()  # the height it needs changes

    def resizeEvent(self, event) -> None:
        self.arrange(event.size().width())
        super().resizeEvent(event)


class FormWrap(QObject):
    """A form (QFormLayout) whose fields go under their labels, all of them, when the form is
    narrower than its widest label and field side by side; side by side again when it is wide
    enough. A mix (some rows wrapped, some not, as WrapLongRows does) reads badly in a column."""

    def __init__(self, owner: QWidget, form: QFormLayout):
        super().__init__(owner)
        self.owner, self.form = owner, form
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # the minimum width: the widest part
        owner.installEventFilter(self)

    def across_width(self) -> int:
        """The width every row needs with its label and field side by side."""
        form = self.form
        labels, fields = [0], [0]
        for row in range(form.rowCount()):
            for role, widths in ((QFormLayout.ItemRole.LabelRole, labels), (QFormLayout.ItemRole.FieldRole, fields)):
                item = form.itemAt(row, role)
                if item is not None and not item.isEmpty():
                    widths.append(item.sizeHint().width())
        margins = form.contentsMargins()
        outer = self.owner.contentsMargins()
        return (max(labels) + form.horizontalSpacing() + max(fields) + margins.left() + margins.right()
                + outer.left() + outer.right())

    def wrapped(self) -> bool:
        return self.form.rowWrapPolicy() == QFormLayout.RowWrapPolicy.WrapAllRows

    def arrange(self, width: int) -> None:
        policy = (QFormLayout.RowWrapPolicy.WrapLongRows if width >= self.across_width()
                  else QFormLayout.RowWrapPolicy.WrapAllRows)
        if self.form.rowWrapPolicy() != policy:
            self.form.setRowWrapPolicy(policy)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.owner and event.type() == QEvent.Type.Resize:
            self.arrange(event.size().width())
        return False
