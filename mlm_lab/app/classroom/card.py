"""The join card for the projector: the class's name, the address to open, the code in big
letters and a QR code of the join link (which carries the code). Nothing on it names a student.

Sized for the room: at 1024 x 768 in presentation mode it fits on the screen, the code readable
from the back of the room; a smaller screen gets a card as large as it has room for.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

translate = QCoreApplication.translate

QR_SIDE = 340  # px of the QR code on the card


def spaced_code(code: str) -> str:
    """'K7QF2M' -> 'K7Q F2M': three letters at a time, as people read a code aloud."""
    return " ".join(code[i:i + 3] for i in range(0, len(code), 3))


def _big(label: QLabel, factor: float, *, bold: bool = False, mono: bool = False) -> QLabel:
    font = QFont(label.font())
    if mono:
        font.setFamilies(["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
        font.setStyleHint(QFont.StyleHint.Monospace)
    font.setPointSizeF(max(8.0, label.font().pointSizeF()) * factor)
    font.setBold(bold)
    label.setFont(font)
    return label


class QrView(QLabel):
    """The QR code of the join link, drawn from its SVG (QSvgWidget) where QtSvg is there, else
    from its PNG; a square that keeps its side."""

    def __init__(self, link: str, side: int = QR_SIDE, parent=None):
        super().__init__(parent)
        self.link = link
        self.setObjectName("classQr")
        self.setAccessibleName(translate("Classroom", "QR code of the join link"))
        self.setToolTip(link)
        self.setFixedSize(side, side)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet("background: white;")  # the code's quiet zone is white whatever the theme
        self.svg = None
        try:
            from PySide6.QtSvgWidgets import QSvgWidget

            from mlm_lab.classroom.qr import qr_svg

            self.svg = QSvgWidget(self)
            self.svg.load(QByteArray(qr_svg(link).encode("utf-8")))
            self.svg.setGeometry(0, 0, side, side)
        except ImportError:
            from PySide6.QtGui import QPixmap

            from mlm_lab.classroom.qr import qr_png

            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(link))
            self.setPixmap(pixmap.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio,
                                         Qt.TransformationMode.FastTransformation))


class JoinCard(QDialog):
    """Show it on the projector (it is a window of its own, not modal: the lesson goes on)."""

    def __init__(self, info: dict, join_link: str, parent=None):
        super().__init__(parent)
        self.setObjectName("classCard")
        self.setWindowTitle(translate("Classroom", "Join the class"))
        self.setModal(False)
        self.info, self.join_link = info, join_link
        name = _big(QLabel(info.get("name", "")), 2.2, bold=True)
        name.setTextFormat(Qt.TextFormat.PlainText)  # a class name is shown as typed
        name.setWordWrap(True)
        name.setObjectName("cardName")
        how = _big(QLabel(translate("Classroom", "In a browser, open:")), 1.4)
        self.url = _big(QLabel(info.get("url", "")), 1.8, bold=True, mono=True)
        self.url.setObjectName("cardUrl")
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lab = _big(QLabel(translate("Classroom", "or in MLM Lab: File > Join a class…")), 1.4)
        lab.setWordWrap(True)
        code_title = _big(QLabel(translate("Classroom", "Code")), 1.4)
        self.code = _big(QLabel(spaced_code(info.get("code", ""))), 6.0, bold=True, mono=True)
        self.code.setObjectName("cardCode")
        self.code.setAccessibleName(translate("Classroom", "The class's code: {code}").format(
            code=" ".join(info.get("code", ""))))
        scan = _big(QLabel(translate("Classroom", "Or scan the code with a phone or tablet:")), 1.4)
        scan.setWordWrap(True)
        self.qr = QrView(join_link)
        close = QPushButton(translate("Classroom", "Close"))
        close.clicked.connect(self.close)

        words = QVBoxLayout()
        words.setSpacing(10)
        for w in (name, how, self.url, lab, code_title, self.code):
            words.addWidget(w)
        words.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(scan)
        right.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        right.addStretch(1)
        right.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        row = QHBoxLayout(self)
        row.setContentsMargins(28, 24, 28, 20)
        row.setSpacing(32)
        row.addLayout(words, 1)
        row.addLayout(right)
        for w in (name, how, self.url, lab, code_title, self.code, scan):
            w.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.resize(self._fitted(QSize(980, 620)))

    def _fitted(self, wanted: QSize) -> QSize:
        screen = (self.parentWidget().screen() if self.parentWidget() is not None else None) or \
            QGuiApplication.primaryScreen()
        if screen is None:
            return wanted
        room = screen.availableGeometry().size()
        return QSize(min(wanted.width(), room.width() - 40), min(wanted.height(), room.height() - 60))
