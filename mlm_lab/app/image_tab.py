"""The Image tab: hide patches of a photo and watch a masked autoencoder rebuild them.

The four panels of the MAE paper (original, masked, reconstruction, reconstruction with
the visible patches pasted back), a per-patch error heatmap and PSNR / SSIM over the
hidden region. Every control change asks the inference worker for a new reconstruction;
the newest request wins, so dragging the slider never queues up stale work.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.style import pane_stylesheet
from mlm_lab.app.widgets import ImagePanel, controls_pane, fit_scroll_width

# skimage.data photos that ship inside the scikit-image wheel (no download needed)
SAMPLES: list[tuple[str, str]] = [
    ("astronaut", "Astronaut (Eileen Collins)"),
    ("coffee", "Cup of coffee"),
    ("chelsea", "Chelsea the cat"),
    ("rocket", "Rocket launch"),
    ("immunohistochemistry", "Stained tissue"),
    ("hubble_deep_field", "Hubble deep field"),
    ("colorwheel", "Colour wheel"),
    ("camera", "Cameraman (grey)"),
    ("coins", "Coins (grey)"),
    ("brick", "Brick wall (grey)"),
    ("retina", "Retina"),
]
SAMPLE_PREFIX = "sample:"
DEFAULT_SOURCE = "sample:astronaut"
MAX_SOURCE_SIDE = 512  # the square crop kept in memory; models see far less

STRATEGIES: list[tuple[str, str, str]] = [
    ("random", "Random (MAE)",
     "Random: every patch is hidden with the same chance, independently. The MAE paper hides 75 % "
     "this way: so much that the model cannot copy neighbours and must learn what objects look like."),
    ("block", "Block-wise (BEiT)",
     "Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model must "
     "fill large holes from context far away instead of interpolating from close neighbours."),
    ("grid", "Grid (keep 1 of 4)",
     "Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the slider "
     "does not apply). Every hole is next to a visible patch, so this is the easiest task."),
    ("center", "Centre box (inpainting)",
     "Centre box: hides the patches nearest the centre, like classic inpainting. The subject of a "
     "photo is often in the middle, so the model must invent it from the border."),
    ("paint", "Paint by hand",
     "Paint by hand: click a patch to hide or show it; click and drag to paint several. Start from "
     "any strategy, then switch here to edit its mask."),
]
STRATEGY_KEYS = [s[0] for s in STRATEGIES]
CONTROL_NAMES = ("source", "strategy", "ratio", "seed", "explanation", "controls", "metrics", "error")


@dataclass
class ImageResult:
    """What one reconstruction request produced (made in the worker thread)."""

    reconstruction: object  # mlm_lab.inference.Reconstruction
    psnr: float
    ssim: float
    hidden: int
    total: int
    source: str
    strategy: str
    ratio: float
    seed: int


def read_source(source: str) -> np.ndarray:
    """A sample name (`sample:astronaut`) or a file path -> the centred square crop as
    float32 HxWx3 in [0, 1], at most MAX_SOURCE_SIDE pixels a side. Raises ImageError."""
    from PIL import Image

    from mlm_lab.imaging import ImageError, load_image

    if source.startswith(SAMPLE_PREFIX):
        name = source[len(SAMPLE_PREFIX):]
        if name not in dict(SAMPLES):
            raise ImageError(f"unknown sample photo {name!r}")
        import skimage.data

        rgb = load_image(getattr(skimage.data, name)())
    else:
        rgb = load_image(source)
    h, w = rgb.shape[:2]
    side = min(h, w)
    top, left = (h - side) // 2, (w - side) // 2
    crop = rgb[top:top + side, left:left + side]
    if side > MAX_SOURCE_SIDE:
        img = Image.fromarray((crop * 255 + 0.5).astype(np.uint8)).resize(
            (MAX_SOURCE_SIDE, MAX_SOURCE_SIDE), Image.Resampling.LANCZOS)
        crop = np.asarray(img, dtype=np.float32) / 255.0
    return np.ascontiguousarray(crop, dtype=np.float32)


def run_reconstruction(model, source_rgb: np.ndarray, source: str, strategy: str, ratio: float, seed: int,
                       manual: np.ndarray | None) -> ImageResult:
    """The worker-thread job: reconstruct and measure the hidden region."""
    from mlm_lab.inference import reconstruct
    from mlm_lab.metrics import psnr_hidden, ssim_hidden

    if strategy == "paint":
        rec = reconstruct(source_rgb, model=model, mask=manual)
    else:
        rec = reconstruct(source_rgb, model=model, ratio=ratio, strategy=strategy, seed=seed)
    psnr = psnr_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    ssim = ssim_hidden(rec.original, rec.reconstruction, rec.mask, rec.patch_size)
    return ImageResult(rec, psnr, ssim, int(rec.mask.sum()), int(rec.mask.size), source, strategy, ratio, seed)


def validate_image_state(state: dict) -> tuple[str, str, float, int, np.ndarray | None]:
    """Check an image state dict; returns (source, strategy, ratio, seed, manual mask or None).
    Raises ValueError with a one-line reason."""
    if not isinstance(state, dict):
        raise ValueError("the image part must be a JSON object")
    strategy = state.get("strategy", "random")
    if strategy not in STRATEGY_KEYS:
        raise ValueError(f"image strategy must be one of {', '.join(STRATEGY_KEYS)}, got {strategy!r}")
    ratio = state.get("ratio", 0.75)
    if isinstance(ratio, bool) or not isinstance(ratio, (int, float)) or not 0.0 <= ratio <= 0.95:
        raise ValueError(f"image ratio must be a number from 0 to 0.95, got {ratio!r}")
    seed = state.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31 - 1:
        raise ValueError(f"image seed must be a whole number >= 0, got {seed!r}")
    manual = state.get("manual_mask")
    if manual is not None:
        try:
            manual = np.asarray(manual, dtype=bool)
        except (TypeError, ValueError):
            raise ValueError("image manual_mask must be a grid of 0 and 1") from None
        if manual.ndim != 2 or manual.size == 0:
            raise ValueError("image manual_mask must be a grid (a list of rows)")
    source = state.get("source", DEFAULT_SOURCE)
    if not isinstance(source, str) or not source:
        raise ValueError("image source must be a sample name or a file path")
    return source, strategy, float(ratio), seed, manual


def _heatmap(patch_error: np.ndarray, hidden: np.ndarray, patch_size: int) -> tuple[np.ndarray, float]:
    """Per-patch error of the hidden patches as an inferno-coloured image; visible patches dark grey."""
    import pyqtgraph as pg

    lut = pg.colormap.get("inferno").getLookupTable(0.0, 1.0, 256, alpha=False).astype(np.float32) / 255.0
    top = float(patch_error[hidden].max()) if hidden.any() else 0.0
    scaled = np.zeros_like(patch_error) if top <= 0 else np.clip(patch_error / top, 0.0, 1.0)
    rgb = lut[(scaled * 255).astype(np.int64)]  # [rows, cols, 3]
    rgb[~hidden] = (0.80, 0.80, 0.80)  # visible: light grey, not scored
    return np.kron(rgb, np.ones((patch_size, patch_size, 1), dtype=np.float32)), top


def _fmt(value: float, unit: str = "", digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if math.isinf(value):
        return "∞"
    return f"{value:.{digits}f}{unit}"


class ImageTab(QWidget):
    status_message = Signal(str)  # a line for the status bar
    error_message = Signal(str)  # something went wrong (bad image...): the window shows it
    updated = Signal()  # the panels now show the newest request

    def __init__(self, parent: QWidget | None = None, *, worker: InferenceWorker | None = None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        self._worker = worker or InferenceWorker(self, name="mlm-lab image", torch_threads=1)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._model = None
        self._model_name = ""
        self._source = ""
        self._source_rgb: np.ndarray | None = None
        self._manual: np.ndarray | None = None  # [rows, cols] bool for "paint"
        self._paint_value = True
        self._pending_manual: np.ndarray | None = None  # from set_state, applied once the grid is known
        self.result: ImageResult | None = None
        self._awaiting: set[str] = set()  # keys submitted whose answer has not arrived
        self._requested_source = ""  # the newest image asked for (shown once read)
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._build()
        self.setStyleSheet(pane_stylesheet(self._base_pt, False))
        self._update_strategy_ui()

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        pane = controls_pane(self, minimum=290, maximum=420)
        self.controls, col, self.controls_scroll = pane.controls, pane.column, pane.scroll
        self.controls.setObjectName("controlsPanel")
        self.controls_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self.source_box = QGroupBox("Image")
        form = QVBoxLayout(self.source_box)
        self.sample_combo = QComboBox()
        self.sample_combo.setToolTip("Photos that come with scikit-image; or open your own")
        for key, label in SAMPLES:
            self.sample_combo.addItem(label, SAMPLE_PREFIX + key)
        self.sample_combo.currentIndexChanged.connect(self._on_sample_picked)
        self.open_button = QPushButton("Open image…")
        self.open_button.setToolTip("Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)")
        self.open_button.clicked.connect(self._open_dialog)
        drop = QLabel("or drop an image file here")
        drop.setObjectName("hint")
        form.addWidget(self.sample_combo)
        form.addWidget(self.open_button)
        form.addWidget(drop)
        col.addWidget(self.source_box)

        self.mask_box = QGroupBox("Masking")
        mform = QFormLayout(self.mask_box)
        mform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.strategy_combo = QComboBox()
        for key, label, text in STRATEGIES:
            self.strategy_combo.addItem(label, key)
            self.strategy_combo.setItemData(self.strategy_combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
        self.strategy_combo.currentIndexChanged.connect(self._on_strategy_changed)
        self.strategy_label = QLabel("Strategy")
        mform.addRow(self.strategy_label, self.strategy_combo)

        self.ratio_slider = QSlider(Qt.Orientation.Horizontal)
        self.ratio_slider.setRange(0, 95)
        self.ratio_slider.setValue(75)
        self.ratio_slider.setPageStep(5)
        self.ratio_slider.setToolTip("Fraction of patches hidden from the encoder (MAE uses 75 %)")
        self.ratio_slider.valueChanged.connect(self._on_ratio_changed)
        self.ratio_value = QLabel("75 %")
        self.ratio_value.setMinimumWidth(self.ratio_value.fontMetrics().horizontalAdvance("100 %"))
        ratio_row = QWidget()
        rl = QHBoxLayout(ratio_row)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.ratio_slider, 1)
        rl.addWidget(self.ratio_value)
        self.ratio_label = QLabel("Mask ratio")
        mform.addRow(self.ratio_label, ratio_row)

        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setToolTip("The random seed of the mask: the same seed gives the same mask")
        self.seed_spin.valueChanged.connect(lambda _v: self.request_update())
        self.resample_button = QPushButton("Resample")
        self.resample_button.setToolTip("Draw a new mask (next seed) [R]")
        self.resample_button.clicked.connect(self.resample)
        seed_row = QWidget()
        sl = QHBoxLayout(seed_row)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.seed_spin, 1)
        sl.addWidget(self.resample_button)
        self.seed_label = QLabel("Seed")
        mform.addRow(self.seed_label, seed_row)

        paint_row = QWidget()
        pl = QHBoxLayout(paint_row)
        pl.setContentsMargins(0, 0, 0, 0)
        self.clear_paint = QPushButton("Show all")
        self.clear_paint.setToolTip("Make every patch visible")
        self.clear_paint.clicked.connect(lambda: self._fill_manual(False))
        self.invert_paint = QPushButton("Invert")
        self.invert_paint.setToolTip("Hide the visible patches and show the hidden ones")
        self.invert_paint.clicked.connect(self._invert_manual)
        pl.addWidget(self.clear_paint)
        pl.addWidget(self.invert_paint)
        self.paint_row = paint_row
        mform.addRow("", paint_row)
        col.addWidget(self.mask_box)

        self.explanation = QLabel()
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        col.addWidget(self.explanation)
        self.norm_note = QLabel()
        self.norm_note.setObjectName("note")
        self.norm_note.setWordWrap(True)
        self.norm_note.hide()
        col.addWidget(self.norm_note)
        col.addStretch(1)


        panels = QWidget()
        grid = QGridLayout(panels)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(8)
        self.original_panel = ImagePanel(
            "Original", tooltip="What the model sees (its input size), with the patch grid. "
            "Click or drag on it to hide patches by hand.")
        self.original_panel.canvas.interactive = True
        self.original_panel.canvas.show_hidden_tint = True
        self.original_panel.canvas.setCursor(Qt.CursorShape.CrossCursor)
        self.original_panel.canvas.patch_pressed.connect(self._on_patch_pressed)
        self.original_panel.canvas.patch_dragged.connect(self._on_patch_dragged)
        self.masked_panel = ImagePanel("Masked", tooltip="The hidden patches are grey: the encoder never sees them")
        self.recon_panel = ImagePanel("Reconstruction", tooltip="The decoder's prediction for every patch")
        self.pasted_panel = ImagePanel(
            "Reconstruction + visible", tooltip="Visible patches from the original, hidden ones from the model "
            "(the MAE paper's figures)")
        self.error_panel = ImagePanel(
            "Error per hidden patch", tooltip="Mean squared error of each hidden patch: dark is good, bright is bad; "
            "visible patches are light grey (they are not scored)")
        for i, panel in enumerate((self.original_panel, self.masked_panel, self.recon_panel,
                                   self.pasted_panel, self.error_panel)):
            grid.addWidget(panel, i // 3, i % 3)
            panel.set_placeholder("Loading…")
        self.metrics_label = QLabel("")
        self.metrics_label.setObjectName("metrics")
        self.metrics_label.setWordWrap(True)
        self.metrics_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.metrics_label.setTextFormat(Qt.TextFormat.RichText)
        self.metrics_label.setToolTip("PSNR and SSIM compare the reconstruction with the original over the "
                                      "hidden patches only: the visible ones would be perfect anyway")
        grid.addWidget(self.metrics_label, 1, 2)
        for c in range(3):
            grid.setColumnStretch(c, 1)
        for r in range(2):
            grid.setRowStretch(r, 1)
        self.panels = panels
        pane.row.addWidget(panels, 1)
        self._named_controls = {
            "source": [self.source_box],
            "strategy": [self.strategy_label, self.strategy_combo],
            "ratio": [self.ratio_label, self.ratio_slider.parentWidget()],
            "seed": [self.seed_label, self.seed_spin.parentWidget()],
            "explanation": [self.explanation],
            "controls": [self.controls_scroll],
            "metrics": [self.metrics_label],
            "error": [self.error_panel],
        }

    # -- public API -----------------------------------------------------------------------
    def set_model(self, model, name: str = "") -> None:
        """Use `model` (a MaskedAutoencoder) from now on; None shows a placeholder."""
        self._model = model
        self._model_name = name
        if model is None:
            for p in self._panels():
                p.set_image(None)
                p.set_placeholder("No image model loaded")
            return
        grid = tuple(model.config.grid)
        if self._pending_manual is not None and self._pending_manual.shape == grid:
            self._manual = self._pending_manual
        elif self._manual is None or self._manual.shape != grid:
            self._manual = np.zeros(grid, dtype=bool)
        self._pending_manual = None
        if model.config.norm_pix_loss:
            self.norm_note.setText(
                "This model predicts each patch's pixels normalized by the patch's own mean and spread "
                "(norm_pix_loss). The reconstruction is shown with the true mean and spread of each "
                "hidden patch put back, as in the MAE paper's figures: the colours and brightness of "
                "hidden patches come from the original, the shapes from the model.")
            self.norm_note.show()
        else:
            self.norm_note.hide()
        if not self._source and not self._requested_source:  # nothing asked for yet
            self.load_source(DEFAULT_SOURCE)
        else:
            self.request_update()

    def model(self):
        return self._model

    def set_loading(self, loading: bool) -> None:
        """Say a model is on its way (the panels keep what they show, if anything)."""
        for p in self._panels():
            p.set_placeholder("Loading the image model…" if loading else
                              ("" if self._model is not None else "No image model loaded"))

    def source(self) -> str:
        return self._source

    def load_source(self, source: str) -> None:
        """Read a sample (`sample:name`) or an image file in the worker; the old image stays until it works."""
        source = str(source)
        self._requested_source = source
        self.status_message.emit(f"Reading {self._source_label(source)}…")
        self._submit("load", lambda: (source, read_source(source)))

    def open_file(self, path: str | os.PathLike) -> None:
        self.load_source(str(Path(path)))

    def resample(self) -> None:
        """Next seed: a fresh mask of the same kind."""
        self.seed_spin.setValue((self.seed_spin.value() + 1) % (2**31 - 1))

    def active_slider(self) -> QSlider:
        return self.ratio_slider

    def strategy(self) -> str:
        return self.strategy_combo.currentData()

    def set_strategy(self, key: str) -> None:
        idx = STRATEGY_KEYS.index(key)
        self.strategy_combo.setCurrentIndex(idx)

    def manual_mask(self) -> np.ndarray | None:
        return None if self._manual is None else self._manual.copy()

    def is_idle(self) -> bool:
        """True when every request has been answered and the answer is on screen."""
        return not self._awaiting

    def get_state(self) -> dict:
        state = {
            "source": self._source or DEFAULT_SOURCE,
            "strategy": self.strategy(),
            "ratio": self.ratio_slider.value() / 100.0,
            "seed": self.seed_spin.value(),
        }
        if self._manual is not None and self.strategy() == "paint":
            state["manual_mask"] = self._manual.astype(int).tolist()
        return state

    def set_state(self, state: dict) -> None:
        """Apply a state from get_state() (a .mlmlab file); unknown keys are ignored."""
        source, strategy, ratio, seed, manual = validate_image_state(state)
        widgets = (self.strategy_combo, self.ratio_slider, self.seed_spin)
        for w in widgets:
            w.blockSignals(True)
        try:
            self.strategy_combo.setCurrentIndex(STRATEGY_KEYS.index(strategy))
            self.ratio_slider.setValue(int(round(ratio * 100)))
            self.ratio_value.setText(f"{self.ratio_slider.value()} %")
            self.seed_spin.setValue(seed)
        finally:
            for w in widgets:
                w.blockSignals(False)
        if manual is not None:
            if self._model is not None and manual.shape == tuple(self._model.config.grid):
                self._manual = manual.copy()
            else:
                self._pending_manual = manual.copy()
        self._update_strategy_ui()
        if source != self._source:
            self.load_source(source)
        else:
            self.request_update()

    def hide_controls(self, names: list[str]) -> None:
        """Hide named controls for a lesson: source, strategy, ratio, seed, explanation, controls, metrics, error."""
        for name, widgets in self._named_controls.items():
            for w in widgets:
                w.setVisible(name not in names)
        self._hidden_names = list(names)

    def set_controls_visible(self, visible: bool) -> None:
        hidden = getattr(self, "_hidden_names", [])
        self.controls_scroll.setVisible(visible and "controls" not in hidden)

    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting))
        self._fit_controls()
        QTimer.singleShot(0, self._fit_controls)  # again once the new style sheet has been applied

    def _fit_controls(self) -> None:
        """Make the controls column as wide as its widest row needs (fonts change in presentation)."""
        fit_scroll_width(self.controls_scroll, self.controls, minimum=290,
                         maximum=700 if getattr(self, "_presenting", False) else 420)

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """The current metrics as CSV rows: a summary, then every patch's error."""
        header = ["metric", "value"]
        r = self.result
        if r is None:
            return header, []
        rec = r.reconstruction
        rows = [
            ["source", r.source], ["strategy", r.strategy], ["ratio", r.ratio], ["seed", r.seed],
            ["model", self._model_name], ["hidden_patches", r.hidden], ["total_patches", r.total],
            ["psnr_hidden_db", r.psnr], ["ssim_hidden", r.ssim], ["model_loss", rec.loss],
            ["uses_target_stats", rec.uses_target_stats],
        ]
        err = rec.patch_error
        for (row, col), value in np.ndenumerate(err):
            rows.append([f"patch_mse_r{row}_c{col}{'_hidden' if rec.mask[row, col] else ''}", float(value)])
        return header, rows

    def shutdown(self) -> None:
        self._worker.shutdown()

    # -- requests -------------------------------------------------------------------------
    def _submit(self, key: str, fn) -> None:
        self._awaiting.add(key)
        self._worker.submit(key, fn)

    def request_update(self) -> None:
        if self._model is None or self._source_rgb is None:
            return
        strategy = self.strategy()
        manual = None if self._manual is None else self._manual.copy()
        if strategy == "paint" and (manual is None or manual.shape != tuple(self._model.config.grid)):
            manual = np.zeros(tuple(self._model.config.grid), dtype=bool)
            self._manual = manual.copy()
        args = (self._model, self._source_rgb, self._source, strategy, self.ratio_slider.value() / 100.0,
                self.seed_spin.value(), manual)
        self._submit("reconstruct", lambda: run_reconstruction(*args))
        if strategy == "paint":  # paint shows at once; the panels follow
            self.original_panel.set_grid(self._model.config.grid, manual)

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        self._awaiting.discard(key)
        if key == "load":
            source, rgb = payload
            self._source, self._source_rgb = source, rgb
            self._sync_source_combo()
            self.status_message.emit(f"Image: {self._source_label(source)}")
            self.request_update()
        elif key == "reconstruct":
            self._show(payload)

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        self._awaiting.discard(key)
        if key == "load":
            self._sync_source_combo()  # back to what is still shown
            self.error_message.emit(f"Cannot use that image: {message}. The previous image stays.")
        else:
            self.error_message.emit(f"Reconstruction failed: {message}")

    def _show(self, r: ImageResult) -> None:
        self.result = r
        rec = r.reconstruction
        grid = rec.mask.shape
        self.original_panel.set_image(rec.original)
        self.original_panel.set_grid(grid, rec.mask)
        self.masked_panel.set_image(rec.masked)
        self.masked_panel.set_grid(grid, None)
        self.recon_panel.set_image(rec.reconstruction)
        self.pasted_panel.set_image(rec.pasted)
        heat, top = _heatmap(rec.patch_error, rec.mask, rec.patch_size)
        self.error_panel.set_image(heat)
        size = rec.original.shape[0]
        self.original_panel.set_caption(f"{size} px · {grid[0]}×{grid[1]} patches")
        self.masked_panel.set_caption(f"{r.hidden} of {r.total} patches hidden ({100.0 * r.hidden / r.total:.0f} %)")
        self.recon_panel.set_caption("true mean/std per patch" if rec.uses_target_stats else "")
        self.error_panel.set_caption(f"dark 0 → bright {top:.4f} MSE · light grey: visible" if r.hidden
                                     else "nothing hidden")
        if r.hidden:
            text = (f"<b>Over the hidden patches</b><br>PSNR <b>{_fmt(r.psnr, ' dB', 1)}</b><br>"
                    f"SSIM <b>{_fmt(r.ssim, '', 3)}</b><br>model loss {_fmt(rec.loss, '', 4)}")
        else:
            text = "<b>Nothing is hidden</b><br>move the slider or paint patches"
        if rec.uses_target_stats:
            text += "<br><i>shown with the true per-patch mean/std (norm_pix_loss)</i>"
        if self._model_name:
            text += f"<br><span style='color:gray'>model: {self._model_name}</span>"
        self.metrics_label.setText(text)
        self.updated.emit()

    # -- control handlers -----------------------------------------------------------------
    def _panels(self):
        return (self.original_panel, self.masked_panel, self.recon_panel, self.pasted_panel, self.error_panel)

    def _on_sample_picked(self, index: int) -> None:
        source = self.sample_combo.itemData(index)
        if source and source != self._source:
            self.load_source(source)

    def _sync_source_combo(self) -> None:
        self.sample_combo.blockSignals(True)
        try:
            idx = self.sample_combo.findData(self._source)
            if idx < 0 and self._source:
                # a user's file: one extra entry at the end, replaced by the next file
                last = self.sample_combo.count() - 1
                if not str(self.sample_combo.itemData(last)).startswith(SAMPLE_PREFIX):
                    self.sample_combo.removeItem(last)
                self.sample_combo.addItem(f"File: {Path(self._source).name}", self._source)
                idx = self.sample_combo.count() - 1
            if idx >= 0:
                self.sample_combo.setCurrentIndex(idx)
        finally:
            self.sample_combo.blockSignals(False)

    def _source_label(self, source: str) -> str:
        if source.startswith(SAMPLE_PREFIX):
            return dict(SAMPLES).get(source[len(SAMPLE_PREFIX):], source)
        return Path(source).name

    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open an image", "", "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)")
        if path:
            self.open_file(path)

    def _on_ratio_changed(self, value: int) -> None:
        self.ratio_value.setText(f"{value} %")
        self.request_update()

    def _on_strategy_changed(self, _index: int) -> None:
        if self.strategy() == "paint" and self.result is not None:
            # start painting from the mask on screen
            self._manual = self.result.reconstruction.mask.copy()
        self._update_strategy_ui()
        self.request_update()

    def _update_strategy_ui(self) -> None:
        key = self.strategy()
        self.explanation.setText(dict((k, t) for k, _, t in STRATEGIES)[key])
        self.ratio_slider.setEnabled(key not in ("grid", "paint"))
        self.seed_spin.setEnabled(key in ("random", "block"))
        self.resample_button.setEnabled(key in ("random", "block"))
        self.paint_row.setVisible(key == "paint")

    def _on_patch_pressed(self, row: int, col: int) -> None:
        if self._model is None:
            return
        if self.strategy() != "paint":
            self.strategy_combo.setCurrentIndex(STRATEGY_KEYS.index("paint"))  # starts from the shown mask
        if self._manual is None:
            self._manual = np.zeros(tuple(self._model.config.grid), dtype=bool)
        self._paint_value = not bool(self._manual[row, col])
        self._manual[row, col] = self._paint_value
        self.request_update()

    def _on_patch_dragged(self, row: int, col: int) -> None:
        if self._manual is None or self.strategy() != "paint":
            return
        if bool(self._manual[row, col]) != self._paint_value:
            self._manual[row, col] = self._paint_value
            self.request_update()

    def _fill_manual(self, value: bool) -> None:
        if self._manual is not None:
            self._manual[:] = value
            self.request_update()

    def _invert_manual(self) -> None:
        if self._manual is not None:
            self._manual = ~self._manual
            self.request_update()

    # -- drag and drop --------------------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files:
            self.open_file(files[0])
            event.acceptProposedAction()
