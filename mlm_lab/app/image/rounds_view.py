"""The Image tab's "Reveal in rounds…": hide 95 % of the picture, let the MAE reconstruct,
keep some of its predicted patches as if seen, repeat (mlm_lab.generation.image_rounds); the
one-shot reconstruction beside the rounds, each round with its PSNR, and a caption that says
why this is not how image generators work.

The window computes nothing: it asks (`on_request(ratio, rounds, order)`, the tab's presenter
submits `lab.image_view.jobs.run_rounds` to its worker thread) and shows what comes back
(`show_rounds`)."""

from __future__ import annotations

import html
import math

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import Context, fmt_number, fmt_percent
from mlm_lab.app.image.panels import size_caption
from mlm_lab.app.image.token_rounds_view import TokenRoundsPane
from mlm_lab.app.looks.widgets import ImagePanel

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings
ImageTab = Context("ImageTab")  # ImageTab.tr(text, "", n): a text with a plural (%n)

ORDER_LABELS = (  # English sources, marked for the catalogue; shown through translate("ImageTab", ...)
    ("confidence", QT_TRANSLATE_NOOP("ImageTab", "Nearest to what is visible"),
     QT_TRANSLATE_NOOP("ImageTab", "A regression MAE gives no probability to rank patches by, so this is a stand-in "
                       "for 'most confident first': the hidden patches nearest to a visible one are revealed first")),
    ("random", QT_TRANSLATE_NOOP("ImageTab", "Random"),
     QT_TRANSLATE_NOOP("ImageTab", "Each round reveals a uniformly random share of the patches still hidden")),
)
CAPTION = QT_TRANSLATE_NOOP(
    "ImageTab",
    "A pixel-regression MAE predicts the average of what could be in a hidden patch: a blur. "
    "Revealing in rounds feeds that blur back as if it had been seen, so each round works from "
    "blurrier input and the detail never comes back. Image generators (MaskGIT, MAGE) unmask "
    "discrete tokens instead: each round commits to one sharp choice per patch."
)
PER_ROW = 8  # rounds in one row of the strip
DIM = 0.6  # how far a still-hidden patch's guess is faded towards grey in the strip


def faded(image: np.ndarray, hidden: np.ndarray, patch_size: int) -> np.ndarray:
    """`image` with the patches still `hidden` faded towards grey (they are this round's guess)."""
    where = np.kron(np.asarray(hidden, dtype=bool), np.ones((patch_size, patch_size), dtype=bool))[..., None]
    return np.where(where, (1.0 - DIM) * image + DIM * 0.5, image).astype(np.float32)


def _db(value: float) -> str:
    if value is None or math.isnan(value):
        return "—"
    return "∞" if math.isinf(value) else translate("ImageTab", "{value} dB").format(value=fmt_number(value, 1))


def _share(part: float, whole: float) -> str:
    return "—" if not whole or math.isnan(part) or math.isnan(whole) else fmt_percent(part / whole)


class ImageRoundsView(QDialog):
    """The dialog: settings, original / hidden at start / one shot, the strip of rounds, the caption."""

    def __init__(self, parent: QWidget | None = None, *, on_request=None, on_token_request=None):
        super().__init__(parent)
        self._on_token_request = on_token_request  # (ratio, rounds): the same photo and mask, MaskGIT's tokens
        self.setWindowTitle(translate("ImageTab", "Reveal in rounds"))
        self.setObjectName("imageRoundsView")
        self._on_request = on_request
        self.result = None  # the ImageRounds on screen
        self.pending = False
        layout = QVBoxLayout(self)

        row = QHBoxLayout()
        self.ratio_spin = QSpinBox()
        self.ratio_spin.setRange(50, 99)
        self.ratio_spin.setValue(95)
        self.ratio_spin.setSuffix(" %")
        self.ratio_spin.setToolTip(translate("ImageTab", "Share of the patches hidden at the start"))
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(1, 16)
        self.rounds_spin.setValue(4)
        self.rounds_spin.setToolTip(translate("ImageTab", "Model passes: each reveals an equal share of the hidden patches, "
                                    "the last one the rest. 1 round is the ordinary one-shot reconstruction"))
        self.order_combo = QComboBox()
        for key, label, tip in ORDER_LABELS:
            self.order_combo.addItem(translate("ImageTab", label), key)
            self.order_combo.setItemData(self.order_combo.count() - 1, translate("ImageTab", tip),
                                         Qt.ItemDataRole.ToolTipRole)
        self.order_combo.setToolTip(translate("ImageTab", "Which still-hidden patches a round reveals"))
        for text, widget in ((translate("ImageTab", "Hidden"), self.ratio_spin),
                             (translate("ImageTab", "Rounds"), self.rounds_spin),
                             (translate("ImageTab", "Order"), self.order_combo)):
            row.addWidget(QLabel(text))
            row.addWidget(widget)
        row.addStretch(1)
        self.status = QLabel("")
        self.status.setObjectName("hint")
        row.addWidget(self.status)
        layout.addLayout(row)

        top = QHBoxLayout()
        self.original_panel = ImagePanel(translate("ImageTab", "Original"))
        self.start_panel = ImagePanel(translate("ImageTab", "Hidden at the start"), tooltip=translate("ImageTab", "Grey: the patches the model must fill"))
        self.one_shot_panel = ImagePanel(
            translate("ImageTab", "One shot"), tooltip=translate("ImageTab", "Every hidden patch predicted in one pass from the real visible patches: "
            "the MAE's normal use"))
        for panel in (self.original_panel, self.start_panel, self.one_shot_panel):
            panel.set_placeholder(translate("ImageTab", "Computing…"))
            top.addWidget(panel, 1)
        self.tokens = TokenRoundsPane(self)
        if on_token_request is not None:
            top.addWidget(self.tokens.ceiling_panel, 1)
            top.addWidget(self.tokens.order_panel, 1)
        layout.addLayout(top, 3)

        strip_title = QLabel(translate("ImageTab", "In rounds: the model's own predictions become its visible input "
                         "(faded: still hidden, this round's guess)"))
        strip_title.setObjectName("panelTitle")
        strip_title.setWordWrap(True)
        layout.addWidget(strip_title)
        self.strip = QWidget()
        self.strip.setObjectName("roundStrip")
        self._strip_layout = QGridLayout(self.strip)
        self._strip_layout.setContentsMargins(0, 0, 0, 0)
        self._strip_layout.setSpacing(4)
        layout.addWidget(self.strip, 2)
        self.round_panels: list[ImagePanel] = []
        if on_token_request is not None:
            layout.addWidget(self.tokens.title)
            layout.addWidget(self.tokens.strip, 2)

        self.summary = QLabel("")
        self.summary.setObjectName("metrics")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        if on_token_request is not None:
            layout.addWidget(self.tokens.summary)
        self.caption = QLabel(translate("ImageTab", CAPTION))
        self.caption.setObjectName("note")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)

        self._timer = QTimer(self)  # settings changed in one event-loop turn make one request
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.request)
        self.ratio_spin.valueChanged.connect(lambda _v: self._timer.start())
        self.rounds_spin.valueChanged.connect(lambda _v: self._timer.start())
        self.order_combo.currentIndexChanged.connect(lambda _i: self._timer.start())
        self.resize(1100, 760)

    # -- settings -> a request ---------------------------------------------------------------
    def settings(self) -> tuple[float, int, str]:
        return self.ratio_spin.value() / 100.0, self.rounds_spin.value(), self.order_combo.currentData()

    def request(self) -> None:
        """Ask for the rounds of the current settings (the tab computes them in its worker)."""
        if self._on_request is None:
            return
        self.pending = True
        self.status.setText(translate("ImageTab", "Computing…"))
        self._on_request(*self.settings())
        if self._on_token_request is not None:
            ratio, rounds, _order = self.settings()  # tokens are always revealed by confidence
            self._on_token_request(ratio, rounds)

    # -- results -> the screen --------------------------------------------------------------------
    def show_rounds(self, r) -> None:
        """Show an ImageRounds (from mlm_lab.generation.image_rounds)."""
        self.result, self.pending = r, False
        self.status.setText("")
        P, grid = r.patch_size, r.start_mask.shape
        hidden, total = r.hidden_count, r.start_mask.size
        from mlm_lab.mae_pixels import GREY

        start = np.where(np.kron(r.start_mask, np.ones((P, P), dtype=bool))[..., None], GREY, r.original)
        self.original_panel.set_image(r.original)
        self.original_panel.set_caption(size_caption(r.original.shape[0], grid))
        self.start_panel.set_image(start.astype(np.float32))
        self.start_panel.set_caption(ImageTab.tr("{hidden} of %n patch(es) hidden ({share})", "", total).format(
            hidden=fmt_number(hidden), share=fmt_percent(hidden / total)))
        self.one_shot_panel.set_image(r.one_shot)
        self.one_shot_panel.set_caption(translate("ImageTab", "PSNR {psnr}").format(psnr=_db(r.one_shot_psnr)))
        self._fill_strip(r)
        final = r.final
        self.summary.setText(
            ImageTab.tr("<b>Over the {hidden} hidden patches</b> · one shot: PSNR <b>{one_shot}</b>, fine detail "
                        "{one_shot_detail} of the original's · %n round(s): PSNR <b>{final}</b>, fine detail "
                        "{final_detail} <span style='color:#59636e'>(detail: mean step between neighbouring pixels "
                        "inside a patch)</span>", "", len(r.rounds)).format(
                hidden=fmt_number(hidden), one_shot=_db(r.one_shot_psnr),
                one_shot_detail=_share(r.one_shot_sharpness, r.original_sharpness), final=_db(final.psnr),
                final_detail=_share(final.sharpness, r.original_sharpness)))

    def _fill_strip(self, r) -> None:
        while len(self.round_panels) > len(r.rounds):
            panel = self.round_panels.pop()
            self._strip_layout.removeWidget(panel)
            panel.deleteLater()
        while len(self.round_panels) < len(r.rounds):
            panel = ImagePanel(translate("ImageTab", "Round {n}").format(n=len(self.round_panels) + 1))
            panel.canvas.setMinimumSize(60, 60)
            self.round_panels.append(panel)
        per_row = min(PER_ROW, len(self.round_panels))
        for panel in self.round_panels:  # placed afresh: the number per row may have changed
            self._strip_layout.removeWidget(panel)
        for i, panel in enumerate(self.round_panels):
            self._strip_layout.addWidget(panel, i // per_row, i % per_row)
        for c in range(PER_ROW):  # the rounds share the width: 4 rounds are larger than 8
            self._strip_layout.setColumnStretch(c, 1 if c < per_row else 0)
        for row in range(math.ceil(16 / PER_ROW)):
            self._strip_layout.setRowStretch(row, 1 if row * per_row < len(self.round_panels) else 0)
        self._fit_strip()
        for rnd, count, panel in zip(r.rounds, r.counts, self.round_panels, strict=True):
            panel.setToolTip(ImageTab.tr("Round {n} of {total}: %n patch(es) revealed, {left} still hidden", "",
                                         int(count)).format(n=rnd.index, total=len(r.rounds),
                                                            left=fmt_number(int(rnd.hidden.sum()))))
            panel.set_image(faded(rnd.image, rnd.hidden, r.patch_size))
            panel.set_caption(translate("ImageTab", "PSNR {psnr}").format(psnr=_db(rnd.psnr)))

    def _fit_strip(self) -> None:
        """No taller than its square pictures need (with their titles and captions): the rest of the
        height goes to the three large pictures."""
        n = len(self.round_panels)
        if not n:
            return
        per_row = min(PER_ROW, n)
        spacing = self._strip_layout.spacing()
        side = max(60, (self.strip.width() - spacing * (per_row - 1)) // per_row - 4)
        text = 2 * self.fontMetrics().height() + 16  # the title and the caption, with the margins
        rows = math.ceil(n / per_row)
        self.strip.setMaximumHeight(rows * (side + text) + spacing * (rows - 1))
        self.tokens.fit(self.strip.width(), text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_strip()

    def show_error(self, message: str) -> None:
        self.pending = False
        self.status.setText("")
        self.summary.setText(translate("ImageTab", "<b>Cannot reveal in rounds:</b> {error}").format(
            error=html.escape(message, quote=False)))

    def show_token_rounds(self, r) -> None:
        """Show a TokenRounds (mlm_lab.generation.token_rounds) beside the MAE's rounds."""
        self.tokens.show_token_rounds(r)
        self._fit_strip()

    def show_token_error(self, message: str) -> None:
        self.tokens.show_error(message)

    def round_captions(self) -> list[str]:
        return [p.caption() for p in self.round_panels]
