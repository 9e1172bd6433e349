"""The token half of "Reveal in rounds…": the same photo and mask revealed by MaskGIT's decoding over the
small VQ tokenizer's 12 x 12 grid (mlm_lab.generation.token_rounds), beside the MAE's pixel rounds.

Parts the dialog places (rounds_view.ImageRoundsView): `ceiling_panel` (the tokenizer's own
reconstruction, nothing masked: what any choice of tokens can give back), `order_panel` (the grid,
each hidden cell coloured by the round that committed it: light first, dark last), `title`, `strip`
(one picture a round, still-masked tokens faded, this round's outlined) and `summary`.
The computation runs in the tab's worker (`lab.image_view.jobs.run_token_rounds`); this widget only
shows results."""

from __future__ import annotations

import html
import math

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.looks.widgets import ImagePanel

translate = QCoreApplication.translate
ImageTab = Context("ImageTab")
PER_ROW = 8
DIM = 0.6
OUTLINE = np.array([1.0, 0.62, 0.0], dtype=np.float32)  # this round's tokens: an orange frame
EARLY, LATE = np.array([1.0, 0.93, 0.55]), np.array([0.45, 0.05, 0.35])  # reveal order: first -> last
TITLE = QT_TRANSLATE_NOOP(
    "ImageTab", "With discrete tokens (MaskGIT): each round draws a token for every masked patch and keeps "
    "the most confident (framed); faded: still masked")
def round_picture(image: np.ndarray, hidden: np.ndarray, revealed: np.ndarray, patch_size: int) -> np.ndarray:
    """One round: still-masked patches faded towards grey, the ones this round committed framed."""
    P = patch_size
    cells = np.kron(np.asarray(hidden, dtype=bool), np.ones((P, P), dtype=bool))[..., None]
    out = np.where(cells, (1.0 - DIM) * image + DIM * 0.5, image).astype(np.float32)
    cols = hidden.shape[1]
    for index in np.asarray(revealed).tolist():
        r, c = divmod(int(index), cols)
        y, x = r * P, c * P
        out[y, x:x + P] = out[y + P - 1, x:x + P] = OUTLINE
        out[y:y + P, x] = out[y:y + P, x + P - 1] = OUTLINE
    return out


def order_picture(r) -> np.ndarray:
    """The grid at the picture's size: visible patches the original (dimmed), each hidden one coloured
    by the round that committed it (light: early, dark: late)."""
    P, (rows, cols) = r.patch_size, r.start_mask.shape
    when = np.zeros(rows * cols)
    for rnd in r.rounds:
        when[rnd.revealed] = rnd.index
    share = (when - 1) / max(1, len(r.rounds) - 1)
    colour = EARLY[None] + share[:, None] * (LATE - EARLY)[None]  # [N, 3]
    cells = np.kron(colour.reshape(rows, cols, 3), np.ones((P, P, 1)))
    hidden = np.kron(r.start_mask, np.ones((P, P), dtype=bool))[..., None]
    return np.where(hidden, cells, 0.35 + 0.3 * r.original).astype(np.float32)


def _share(part: float, whole: float) -> str:
    return "—" if not whole or math.isnan(part) or math.isnan(whole) else fmt_percent(part / whole)


class TokenRoundsPane(QWidget):
    """Holds the token view's parts (the dialog lays them out) and fills them from a TokenRounds."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.result = None
        self.ceiling_panel = ImagePanel(
            translate("ImageTab", "Tokenizer alone"),
            tooltip=translate("ImageTab", "The VQ tokenizer's own reconstruction of the whole photo, nothing masked: "
                              "the best any choice of its tokens can give back"))
        self.order_panel = ImagePanel(
            translate("ImageTab", "Reveal order"),
            tooltip=translate("ImageTab", "Each hidden patch coloured by the round that committed its token: light "
                              "first (the model was most confident), dark last"))
        for panel in (self.ceiling_panel, self.order_panel):
            panel.set_placeholder(translate("ImageTab", "Computing…"))
        self.title = QLabel(translate("ImageTab", TITLE))
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)
        self.strip = QWidget()
        self.strip.setObjectName("tokenRoundStrip")
        self._layout = QGridLayout(self.strip)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.round_panels: list[ImagePanel] = []
        self.summary = QLabel("")
        self.summary.setObjectName("metrics")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.hide()  # a holder only: its parts live in the dialog's layout

    def show_token_rounds(self, r) -> None:
        self.result = r
        self.ceiling_panel.set_image(r.ceiling)
        self.ceiling_panel.set_caption(translate("ImageTab", "fine detail {share}").format(
            share=_share(r.ceiling_sharpness, r.original_sharpness)))
        self.order_panel.set_image(order_picture(r))
        self.order_panel.set_caption(ImageTab.tr("%n round(s)", "", len(r.rounds)))
        self._fill_strip(r)
        self.summary.setText(ImageTab.tr(
            "<b>With tokens</b> · %n round(s): fine detail <b>{final}</b> of the original's (the tokenizer "
            "alone: {ceiling}), PSNR <b>{psnr}</b>", "", len(r.rounds)).format(
                final=_share(r.final.sharpness, r.original_sharpness),
                ceiling=_share(r.ceiling_sharpness, r.original_sharpness),
                psnr=translate("ImageTab", "{value} dB").format(value=fmt_number(r.final.psnr, 1))))

    def _fill_strip(self, r) -> None:
        while len(self.round_panels) > len(r.rounds):
            panel = self.round_panels.pop()
            self._layout.removeWidget(panel)
            panel.deleteLater()
        while len(self.round_panels) < len(r.rounds):
            panel = ImagePanel(translate("ImageTab", "Round {n}").format(n=len(self.round_panels) + 1))
            panel.canvas.setMinimumSize(60, 60)
            self.round_panels.append(panel)
        per_row = min(PER_ROW, len(self.round_panels))
        for panel in self.round_panels:
            self._layout.removeWidget(panel)
        for i, panel in enumerate(self.round_panels):
            self._layout.addWidget(panel, i // per_row, i % per_row)
        for c in range(PER_ROW):
            self._layout.setColumnStretch(c, 1 if c < per_row else 0)
        for rnd, panel in zip(r.rounds, self.round_panels, strict=True):
            panel.set_image(round_picture(rnd.image, rnd.hidden, rnd.revealed, r.patch_size))
            panel.set_caption(ImageTab.tr("%n token(s)", "", len(rnd.revealed)))
            panel.setToolTip(translate("ImageTab", "Round {n}: {count} tokens committed, their probability "
                                       "{high} to {low}; {left} still masked").format(
                n=rnd.index, count=fmt_number(len(rnd.revealed)), high=fmt_percent(float(rnd.confidence.max())),
                low=fmt_percent(float(rnd.confidence.min())), left=fmt_number(int(rnd.hidden.sum()))))

    def fit(self, width: int, text_height: int) -> None:
        """No taller than its square pictures need."""
        n = len(self.round_panels)
        if not n:
            return
        per_row = min(PER_ROW, n)
        spacing = self._layout.spacing()
        side = max(60, (width - spacing * (per_row - 1)) // per_row - 4)
        rows = math.ceil(n / per_row)
        self.strip.setMaximumHeight(rows * (side + text_height) + spacing * (rows - 1))

    def show_error(self, message: str) -> None:
        self.result = None
        for panel in (self.ceiling_panel, self.order_panel):
            panel.set_image(None)
            panel.set_placeholder(translate("ImageTab", "No token model"))
        for panel in self.round_panels:
            panel.set_image(None)
        self.summary.setText(translate("ImageTab", "<b>Cannot reveal tokens:</b> {error}").format(
            error=html.escape(message, quote=False)))

    def round_captions(self) -> list[str]:
        return [p.caption() for p in self.round_panels]


__all__ = ["TokenRoundsPane", "order_picture", "round_picture"]
