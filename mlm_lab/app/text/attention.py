"""Matrix views of the Text tab: the model's attention for a chosen layer and head, and
XLNet's permutation order with its attention mask (no model needed)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import Context, fmt_percent
from mlm_lab.app.looks.widgets import FittedScroll, WrapAwareWidget
from mlm_lab.app.text.chips import FlowLayout, TokenChip
from mlm_lab.lab.text import TextState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
TextTab = Context("TextTab")  # TextTab.tr(text, "", n): a text with a plural

HEAT_LOW = QColor("#ffffff")
HEAT_HIGH = QColor("#d35400")


def heat_color(weight: float) -> tuple[str, str]:
    """Background and text colour for a weight in [0, 1] (white to orange)."""
    w = min(max(weight, 0.0), 1.0)
    r = HEAT_LOW.red() + (HEAT_HIGH.red() - HEAT_LOW.red()) * w
    g = HEAT_LOW.green() + (HEAT_HIGH.green() - HEAT_LOW.green()) * w
    b = HEAT_LOW.blue() + (HEAT_HIGH.blue() - HEAT_LOW.blue()) * w
    return QColor(int(r), int(g), int(b)).name(), ("#ffffff" if w > 0.55 else "#000000")


MATRIX_LEAST = 110  # px at scale 1: the least height of a matrix plot, its axes included


class MatrixPlot(pg.PlotWidget):
    """A token-by-token matrix as an image, row 0 on top, token names on both axes, one row outlined."""

    def __init__(self, parent: QWidget | None = None, colormap: str = "viridis"):
        super().__init__(parent, background="w")
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(pg.colormap.get(colormap))
        self.addItem(self.image)
        self.invertY(True)
        self.setAspectLocked(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        for name in ("left", "bottom"):
            self.getAxis(name).enableAutoSIPrefix(False)
        self.outline = pg.PlotDataItem(pen=pg.mkPen("#e53935", width=3))
        self.addItem(self.outline)
        self.setMinimumHeight(MATRIX_LEAST)
        self.hide()  # empty axes (-0.4..0.4) mean nothing: the plot shows with its first matrix
        self.matrix: np.ndarray | None = None
        self._row_tokens: list[str] = []
        self._col_tokens: list[str] = []

    def set_matrix(self, matrix: np.ndarray, row_tokens: list[str], col_tokens: list[str],
                   levels: tuple[float, float] = (0.0, 1.0)) -> None:
        self.matrix = np.asarray(matrix, dtype=np.float32)
        self.show()
        self.image.setImage(self.matrix, levels=levels, autoLevels=False)
        n_rows, n_cols = self.matrix.shape
        self.image.setRect(0, 0, n_cols, n_rows)
        self._row_tokens, self._col_tokens = list(row_tokens), list(col_tokens)
        self._update_ticks()
        self.setXRange(0, n_cols, padding=0)
        self.setYRange(0, n_rows, padding=0)

    def _update_ticks(self) -> None:
        """Label as many rows and columns as fit without overlapping."""
        if getattr(self, "matrix", None) is None:
            return
        axis_font = self.getAxis("left").style.get("tickFont") or self.font()
        line = QFontMetrics(axis_font).height() + 1
        rect = self.getPlotItem().vb.geometry()
        height = rect.height() or self.height()
        width = rect.width() or self.width()
        n_rows, n_cols = self.matrix.shape
        row_step = max(1, int(np.ceil(n_rows * line / max(height, 1))))
        avg = QFontMetrics(axis_font).horizontalAdvance("mmmmm")
        col_step = max(1, int(np.ceil(n_cols * avg / max(width, 1))))
        self.getAxis("left").setTicks([[(i + 0.5, t) for i, t in enumerate(self._row_tokens) if i % row_step == 0]])
        self.getAxis("bottom").setTicks([[(i + 0.5, t) for i, t in enumerate(self._col_tokens) if i % col_step == 0]])

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._update_ticks()

    def outline_row(self, row: int | None) -> None:
        if row is None or self.matrix is None or not 0 <= row < self.matrix.shape[0]:
            self.outline.setData([], [])
            return
        width = self.matrix.shape[1]
        self.outline.setData([0, width, width, 0, 0], [row, row, row + 1, row + 1, row])

    def clear_matrix(self) -> None:
        """Nothing to show: the plot hides (the caption above says why)."""
        self.matrix = None
        self.hide()
        self.image.clear()
        self.outline.setData([], [])

    def set_scale(self, scale: float, contrast: bool) -> None:
        font = QFont()
        font.setPointSizeF(8 * scale)
        # rows a reader can tell apart under the axes' names and ticks (a small room gave it 30 px)
        self.setMinimumHeight(int(MATRIX_LEAST * scale))
        for name in ("bottom", "left"):
            axis = self.getAxis(name)
            axis.setTickFont(font)
            axis.setTextPen(pg.mkPen("#000" if contrast else "#333"))
        self._update_ticks()


ATTENTION_EMPTY = QT_TRANSLATE_NOOP("TextTab", "Attention appears when the model is loaded.")


def chips_over_matrix(owner: QWidget, top: QHBoxLayout, *, chips_tooltip: str, colormap: str,
                      matrix_tooltip: str, rows_label: str, columns_label: str
                      ) -> tuple[QWidget, FlowLayout, MatrixPlot]:
    """Lay `owner` out as both matrix views are: `top` (controls and caption), a row of token chips,
    the matrix. Returns the chip row, its layout and the matrix."""
    box = QVBoxLayout(owner)
    box.setContentsMargins(2, 2, 2, 2)
    box.addLayout(top)
    holder = QWidget()
    layout = FlowLayout(holder, spacing=3)
    holder.setToolTip(chips_tooltip)
    # the chips' rows whole where there is room; in a small room they scroll, never under the matrix
    box.addWidget(FittedScroll(holder))
    matrix = MatrixPlot(colormap=colormap)
    matrix.setToolTip(matrix_tooltip)
    matrix.setLabel("left", rows_label)
    matrix.setLabel("bottom", columns_label)
    box.addWidget(matrix, 1)
    box.addStretch(0)  # holds the caption at the top while the matrix is hidden
    return holder, layout, matrix


class AttentionView(WrapAwareWidget):
    """Attention of the selected token over the sentence, for the layer and head of `state` (the
    Text tab's TextState: its spin box and menu write `state.layer` / `state.head`, and
    `show_state` puts them back into them; the view keeps no copy)."""

    def __init__(self, state: TextState, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.attentions: list[np.ndarray] | None = None  # per layer [H, T, T]
        self.tokens: list[str] = []
        self.selected: int | None = None
        self.row: np.ndarray | None = None  # the weights shown as chips
        self._heat_chips: list[TokenChip] = []  # the chips of heat_layout, in order
        self._scale, self._contrast = 1.0, False
        controls = QHBoxLayout()
        self.layer_spin = QSpinBox()
        self.layer_spin.setRange(1, 64)
        self.layer_spin.setPrefix(translate("TextTab", "layer") + " ")
        self.layer_spin.setToolTip(translate("TextTab", "Which Transformer layer's attention to show (1 = closest to the input)."))
        self.head_combo = QComboBox()
        self.head_combo.setToolTip(translate("TextTab", "Which attention head of that layer; the mean averages every head."))
        self._fill_heads(4)
        controls.addWidget(QLabel(translate("TextTab", "Attention in")))
        controls.addWidget(self.layer_spin)
        controls.addWidget(self.head_combo)
        self.caption = QLabel(translate("TextTab", ATTENTION_EMPTY))
        self.caption.setWordWrap(True)
        controls.addWidget(self.caption, 1)
        self.heat_holder, self.heat_layout, self.matrix = chips_over_matrix(
            self, controls,
            chips_tooltip=translate("TextTab", "The selected token's attention over the sentence: darker = more attention."),
            colormap="viridis",
            matrix_tooltip=translate("TextTab", "The whole attention matrix of this layer and head: row = the token that "
                                     "looks, column = the token it looks at; each row sums to 1. The red box is the "
                                     "selected token."),
            rows_label=translate("TextTab", "token that looks"), columns_label=translate("TextTab", "token looked at"))
        self.show_state()
        self.layer_spin.valueChanged.connect(self._on_layer)
        self.head_combo.activated.connect(self._on_head)  # a person's pick (click, keys, wheel), not a refill

    def _fill_heads(self, n_heads: int) -> None:
        self.head_combo.clear()
        self.head_combo.addItem(translate("TextTab", "mean of all heads"))
        for h in range(n_heads):
            self.head_combo.addItem(translate("TextTab", "head {n}").format(n=h + 1))

    def show_state(self) -> None:
        """Show the state's layer and head (as far as the model has them) and redraw."""
        self.layer_spin.setValue(self._shown_layer())  # its valueChanged is an echo `_on_layer` passes over
        self.head_combo.setCurrentIndex(min(max(self.state.head + 1, 0), self.head_combo.count() - 1))
        self._redraw()

    def set_model_shape(self, n_layers: int, n_heads: int) -> None:
        self.layer_spin.setRange(1, max(n_layers, 1))  # a smaller range clamps the value: an echo as well
        self._fill_heads(n_heads)
        self.show_state()

    def _shown_layer(self) -> int:
        """The spin box's value for the state's layer: clamped to the layers this model has."""
        return min(max(self.state.layer + 1, 1), self.layer_spin.maximum())

    def _on_layer(self, value: int) -> None:
        # valueChanged follows setValue and a clamping setRange too: the value the state already shows
        # is an echo, not a choice (written back, a lab file's deeper layer would be lost to the clamp)
        if value != self._shown_layer():
            self.state.layer = value - 1  # (its event redraws through show_state)

    def _on_head(self, index: int) -> None:
        self.state.head = index - 1

    def shown_layer_head(self) -> tuple[int, int]:
        """The state's (layer, head) clamped to what the model has (-1: the mean of the heads), as
        the spin box and the menu show them."""
        n_layers = len(self.attentions) if self.attentions else self.layer_spin.maximum()
        n_heads = self.attentions[0].shape[0] if self.attentions else self.head_combo.count() - 1
        return min(max(self.state.layer, 0), n_layers - 1), min(max(self.state.head, -1), n_heads - 1)

    def _drop_heat_chips(self, keep: int) -> None:
        if len(self._heat_chips) > keep:
            self.heat_layout.truncate(keep)
            del self._heat_chips[keep:]

    def clear(self, message: str) -> None:
        self.attentions = None
        self.row = None
        self.caption.setText(message)
        self._drop_heat_chips(0)
        self.matrix.clear_matrix()

    def set_data(self, tokens: list[str], attentions: list[np.ndarray] | None, selected: int | None) -> None:
        self.tokens = list(tokens)
        self.attentions = attentions
        self.selected = selected
        self._redraw()

    def current_matrix(self) -> np.ndarray | None:
        if not self.attentions:
            return None
        layer, head = self.shown_layer_head()
        heads = self.attentions[layer]  # [H, T, T]
        return heads.mean(axis=0) if head < 0 else heads[head]

    def set_scale(self, scale: float, contrast: bool) -> None:
        self._scale, self._contrast = scale, contrast
        self.matrix.set_scale(scale, contrast)
        self._redraw()

    def _redraw(self) -> None:
        matrix = self.current_matrix()
        if matrix is None or matrix.shape[0] != len(self.tokens):
            self._drop_heat_chips(0)
            self.matrix.clear_matrix()
            self.row = None
            if self.attentions is None and self.tokens:
                self.caption.setText(translate("TextTab", "Waiting for the model…"))
            return
        self.matrix.set_matrix(matrix, self.tokens, self.tokens, levels=(0.0, float(max(matrix.max(), 1e-6))))
        sel = self.selected if self.selected is not None and 0 <= self.selected < len(self.tokens) else None
        self.matrix.outline_row(sel)
        if sel is None:
            self._drop_heat_chips(0)
            self.row = None
            self.caption.setText(translate("TextTab", "Click a token to see where it looks."))
            return
        self.row = matrix[sel]
        n = len(self.tokens)
        self._drop_heat_chips(n)
        for i, (tok, w) in enumerate(zip(self.tokens, self.row, strict=True)):
            bg, fg = heat_color(float(w) * n / 4)  # an even spread is light; 4x its share or more is full
            look = dict(scale=self._scale, contrast=self._contrast, selected=(i == sel), colors=(bg, fg),
                        tooltip=translate("TextTab", "{token}: {percent} of the attention of '{source}'").format(
                            token=tok, percent=fmt_percent(float(w), 1), source=self.tokens[sel]))
            if i < len(self._heat_chips):  # reuse the chips of the last answer: no widgets rebuilt
                self._heat_chips[i].configure(tok, fmt_percent(float(w)), "none", **look)
            else:
                chip = TokenChip(i, tok, fmt_percent(float(w)), "none", **look)
                self.heat_layout.addWidget(chip)
                self._heat_chips.append(chip)
        layer, head = self.shown_layer_head()
        head_name = (translate("TextTab", "the mean of all heads") if head < 0
                     else translate("TextTab", "head {n}").format(n=head + 1))
        best = int(np.argmax(self.row))
        self.caption.setText(translate("TextTab", "Where <b>{token}</b> (position {position}) looks, layer {layer}, "
                                       "{head}: most at <b>{best}</b> ({percent}).").format(
            token=self.tokens[sel], position=sel, layer=layer + 1, head=head_name, best=self.tokens[best],
            percent=fmt_percent(float(self.row[best]))))


class PermutationView(WrapAwareWidget):
    """XLNet: the factorization order as chips and the attention mask as an n x n image; whether a
    token sees itself is `state.include_self` (the check box writes it, `show_state` shows it)."""

    def __init__(self, state: TextState, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self._scale, self._contrast = 1.0, False
        self.view = None
        self.selected: int | None = None
        self.shown_matrix: np.ndarray | None = None
        top = QHBoxLayout()
        self.caption = QLabel(translate("TextTab", "Choose the permutation strategy to see an XLNet factorization order."))
        self.caption.setWordWrap(True)
        top.addWidget(self.caption, 1)
        self.include_self = QCheckBox(translate("TextTab", "a token sees itself (content stream)"))
        self.include_self.setToolTip(
            translate("TextTab", "XLNet has two streams. The query stream, which makes the prediction, must not see the token it "
            "predicts (unchecked); the content stream, which later tokens read, includes it (checked)."))
        self.include_self.setChecked(state.include_self)
        self.include_self.toggled.connect(self._on_include_self)
        top.addWidget(self.include_self)
        self.order_holder, self.order_layout, self.matrix = chips_over_matrix(
            self, top, chips_tooltip=translate("TextTab", "The tokens in the order they are predicted; the number is the step."),
            colormap="CET-L1",
            matrix_tooltip=translate("TextTab", "Row = the token being predicted, column = a token it may look at (bright "
                                     "= allowed). Everything above a token in the order is visible to it."),
            rows_label=translate("TextTab", "predicting"), columns_label=translate("TextTab", "may look at"))

    def _on_include_self(self, on: bool) -> None:
        self.state.include_self = bool(on)  # (its event redraws through show_state)

    def show_state(self) -> None:
        self.include_self.setChecked(self.state.include_self)  # (no change, no signal)
        self._redraw()

    def set_view(self, view, selected: int | None) -> None:
        self.view = view
        self.selected = selected
        self._redraw()

    def set_scale(self, scale: float, contrast: bool) -> None:
        self._scale, self._contrast = scale, contrast
        self.matrix.set_scale(scale, contrast)
        self._redraw()

    def _redraw(self) -> None:
        self.order_layout.clear()
        view = self.view
        if view is None or view.perm_matrix is None or not view.perm_positions:
            self.shown_matrix = None
            self.matrix.clear_matrix()
            self.caption.setText(translate("TextTab", "Choose “Permutation order (XLNet)” to see a factorization order and its mask."))
            return
        positions = view.perm_positions
        tokens = [view.tokens[i] for i in positions]
        matrix = view.perm_matrix.copy()
        if self.state.include_self:
            matrix |= np.eye(len(positions), dtype=bool)
        self.shown_matrix = matrix
        self.matrix.set_matrix(matrix.astype(np.float32), tokens, tokens)
        targets = set(view.selected)
        for k, j in enumerate(view.perm_order):
            pos = positions[j]
            state = "target" if pos in targets else "none"
            chip = TokenChip(pos, tokens[j], translate("TextTab", "step {n}").format(n=k + 1), state, scale=self._scale,
                             contrast=self._contrast, selected=(pos == self.selected),
                             tooltip=translate("TextTab", "'{token}' is predicted at step {n} of {total}").format(
                                 token=tokens[j], n=k + 1, total=len(positions)))
            self.order_layout.addWidget(chip)
        row = positions.index(self.selected) if self.selected in positions else None
        self.matrix.outline_row(row)
        if row is None:
            self.caption.setText(TextTab.tr("%n token(s), predicted in the order below (blue: the {counted} the loss "
                                            "counts). Click a token to follow it.", "", len(positions)).format(
                counted=len(targets)))
        else:
            seen = [tokens[c] for c in range(len(positions)) if matrix[row, c]]
            rank = view.perm_rank[row] + 1
            seen_text = ", ".join(seen) if seen else translate("TextTab", "nothing: it comes first")
            self.caption.setText(translate("TextTab", "<b>{token}</b> is predicted at step {n} and may look at: {seen}."
                                           ).format(token=tokens[row], n=rank, seen=seen_text))


__all__ = ["AttentionView", "MatrixPlot", "PermutationView", "chips_over_matrix", "heat_color"]
