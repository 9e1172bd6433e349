"""The model's top-5 under a token chip (`PredictionList`) and the column that holds a chip and
its list (`TokenColumn`). Both are updated in place when a new answer arrives."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QSizePolicy, QVBoxLayout, QWidget

from mlm_lab.app.i18n.languages import fmt_number, fmt_percent
from mlm_lab.app.text.chips import CORRECT_COLOR, WRONG_COLOR, TokenChip

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings


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
        self._miss.setToolTip(translate("TextTab", "The true token is not among the model's top guesses."))
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
            name.setToolTip(translate("TextTab", "the true token") if is_true
                            else translate("TextTab", "guess {n}").format(n=row + 1))
            bar.setValue(int(round(prob * 1000)))
            bar.setToolTip(f"P({token}) = {fmt_number(prob, 3)}")
            pct.setText(fmt_percent(prob, 1))
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
            self._miss.setText(translate("TextTab", "true: {token} (rank {rank}, {percent})").format(
                token=true_token, rank=true_rank, percent=fmt_percent(true_prob, 2)))
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

    def can_refill(self, scale: float, contrast: bool) -> bool:
        """Whether a new answer goes into the list already under the chip (same look)."""
        pred = self.predictions
        return pred is not None and pred.scale == scale and pred.contrast == contrast

    def show_predictions(self, top, top_ids, true_id, true_token, true_prob, true_rank, *, scale: float = 1.0,
                         contrast: bool = False) -> None:
        """Show the top-k under the chip, in the list it already has when the look is the same."""
        if self._pending is not None:
            self._pending.hide()
        pred = self.predictions
        if self.can_refill(scale, contrast):
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
        widget.show()  # a child added to a column already on screen stays hidden until shown
        self.adjustSize()
