"""The Generate tab's control column (prompt, the decoding settings, Generate, the explanation),
bound to a `GenerateState`: a widget's change writes its field, a field's event puts the value
into its widget (see `binding.StateBinding`). The tooltips say what each knob means in masked
diffusion terms (MDLM, Sahoo et al. 2024; LLaDA, Nie et al. 2025)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.text.controls import SentenceEdit, cut_note
from mlm_lab.bounds import REMASK_MIN
from mlm_lab.lab.generate import (
    MAX_LENGTH,
    MAX_PROMPT,
    MAX_SAMPLES,
    MAX_SEED,
    MAX_STEPS,
    MAX_TEMPERATURE,
    MAX_TOP_K,
    REMASKING,
    GenerateState,
)
from mlm_lab.lab.generate_view.settings import enabled_settings

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

PROMPT_SETTLE_MS = 300  # typing: the state takes the prompt once it has not changed for this long
PROMPT_HINT = (QT_TRANSLATE_NOOP("GenerateTab", "Put [MASK] where the model should fill in; without [MASK] it writes “length” tokens after "
               "the prompt; leave it empty to write from nothing."))
REMASKING_LABELS = {
    "confidence": (QT_TRANSLATE_NOOP("GenerateTab", "Most confident (LLaDA)"),
                   QT_TRANSLATE_NOOP("GenerateTab", "Each step every masked position gets a drawn token; the ones the model is most sure of "
                   "are kept and the rest go back to [MASK] (LLaDA's low-confidence remasking, MaskGIT).")),
    "random": (QT_TRANSLATE_NOOP("GenerateTab", "Random (MDLM)"),
               QT_TRANSLATE_NOOP("GenerateTab", "The positions kept each step are a uniformly random subset: the exact reverse of the "
               "forward masking process, as MDLM samples.")),
    "margin": (QT_TRANSLATE_NOOP("GenerateTab", "Largest margin"),
               QT_TRANSLATE_NOOP("GenerateTab", "Keep the positions where the first choice beats the second by the widest gap.")),
    "entropy": (QT_TRANSLATE_NOOP("GenerateTab", "Lowest entropy"),
                QT_TRANSLATE_NOOP("GenerateTab", "Keep the positions whose predicted distribution is the least spread out.")),
    "left-to-right": (QT_TRANSLATE_NOOP("GenerateTab", "Left to right"),
                      QT_TRANSLATE_NOOP("GenerateTab", "One position a step, the leftmost first: the order a GPT-style model writes in "
                      "(steps is ignored: one step per position).")),
    "threshold": (QT_TRANSLATE_NOOP("GenerateTab", "Every sure token (Fast-dLLM)"),
                  QT_TRANSLATE_NOOP("GenerateTab", "Parallel decoding: each step keeps every drawn token the model gives at least the "
                  "threshold's probability, and at least the surest one, so the number of steps follows the "
                  "model's confidence (steps and schedule are not used).")),
}
SCHEDULE_LABELS = {
    "linear": (QT_TRANSLATE_NOOP("GenerateTab", "Linear"), QT_TRANSLATE_NOOP("GenerateTab", "MDLM and LLaDA: the share still masked falls linearly from 1 to 0, "
                                        "so each of the K steps reveals about n / K positions.")),
    "cosine": (QT_TRANSLATE_NOOP("GenerateTab", "Cosine"), QT_TRANSLATE_NOOP("GenerateTab", "MaskGIT: the share still masked follows cos(π t / 2): few positions "
                                     "while the context is thin, more at the end.")),
}
ATTENTION_LABELS = {
    "full": (QT_TRANSLATE_NOOP("GenerateTab", "Full (both ways)"),
             QT_TRANSLATE_NOOP("GenerateTab", "Every position sees every other, as the model was trained.")),
    "block-causal": (QT_TRANSLATE_NOOP("GenerateTab", "Block-causal (BD3-LM)"),
                     QT_TRANSLATE_NOOP("GenerateTab", "A block sees the prompt, itself and the blocks before it, never a later "
                     "one: what makes a cache exact. The bundled models were trained with full attention and write "
                     "worse under it.")),
}
CACHE_LABELS = {
    "none": (QT_TRANSLATE_NOOP("GenerateTab", "None"),
             QT_TRANSLATE_NOOP("GenerateTab", "Every call computes every position.")),
    "prefix": (QT_TRANSLATE_NOOP("GenerateTab", "Prefix"),
               QT_TRANSLATE_NOOP("GenerateTab", "Keep the keys and values of the prompt and the finished blocks; compute the "
               "block and what follows it each call (Fast-dLLM's prefix cache).")),
    "dual": (QT_TRANSLATE_NOOP("GenerateTab", "Dual"),
             QT_TRANSLATE_NOOP("GenerateTab", "Also keep what follows the block, and compute the block alone each call "
             "(Fast-dLLM's DualCache).")),
}
TIPS = {
    "length": QT_TRANSLATE_NOOP("GenerateTab", "How many [MASK] positions are written after the prompt when it holds no [MASK] "
              "(the generated sequence's length n)."),
    "steps": QT_TRANSLATE_NOOP("GenerateTab", "K, the number of denoising steps: the model runs K times and each step reveals the schedule's "
             "share of the positions, going from t = 1 (all masked) to t = 0. 1 step is BERT's one-shot "
             "fill-in; K = n reveals one position a step. At most the number of positions to fill."),
    "temperature": QT_TRANSLATE_NOOP("GenerateTab", "The logits are divided by this before a token is drawn at each masked position: below 1 "
                   "is sharper (near 0: almost always the most probable token), above 1 more varied."),
    "top_k": QT_TRANSLATE_NOOP("GenerateTab", "Draw only among the k most probable tokens at each position (0 = all of them; 1 = greedy). "
             "The probability shown on a chip is the model's own, before temperature and top-k."),
    "block_length": QT_TRANSLATE_NOOP("GenerateTab", "Semi-autoregressive decoding (LLaDA): the positions are cut into blocks of this many, "
                    "decoded left to right, each finished before the next starts; the steps are shared out "
                    "by block size. 0 = one block, the whole sequence at once."),
    "threshold": QT_TRANSLATE_NOOP("GenerateTab", "Remasking “Every sure token”: a step reveals every masked position whose drawn "
                 "token has at least this probability (at least one a step). Lower: fewer model calls and more "
                 "tokens decided at once, each against less context."),
    "remask": QT_TRANSLATE_NOOP("GenerateTab", "Taking a token back (ReMDM): the middle steps each put this share of "
              "the written tokens back under [MASK], the least sure most often, and the model writes them again "
              "with all the context it has. Steps K may then exceed the length: the extra steps revise. A revised "
              "chip is marked ↺; hover it for its history. Off: a revealed token is never changed."),
    "cache_refresh": QT_TRANSLATE_NOOP("GenerateTab", "With full attention a kept key or value goes stale as the block "
                     "changes: every position is computed again every this many calls (1 = every call, no saving)."),
    "seed": QT_TRANSLATE_NOOP("GenerateTab", "The random seed of the draws: the same seed and settings give the same rounds."),
    "samples": QT_TRANSLATE_NOOP("GenerateTab", "Sequences drawn together in one batch from the same prompt, one row "
                                 "each (1 to {n}). The side-by-side view draws one of each kind."),
    "compare": QT_TRANSLATE_NOOP("GenerateTab", "Show the same prompt decoded three ways, one row each: 1 step (all at once, BERT-style), "
               "K steps with the chosen rule, and left to right one position a step (the autoregressive "
               "order). The round slider walks the K-step row; the others are shown at the same share of "
               "their own steps."),
    "generate": QT_TRANSLATE_NOOP("GenerateTab", "Run the generation now (it also reruns by itself a moment after a setting changes). The "
                "model runs in the background; every round is kept, so the slider replays them at once."),
}
EXPLANATION = (
    QT_TRANSLATE_NOOP("GenerateTab", "<b>Generation by unmasking</b> (masked diffusion: MDLM, LLaDA). Every position to write starts as "
    "[MASK]. At each of K steps the model predicts all masked positions at once, a token is drawn for "
    "each, and the schedule's share of them is kept; the rest are masked again and predicted anew with "
    "more context. A revealed token is never changed. BERT's fill-in is the 1-step case; left to right, "
    "one position a step, is how an autoregressive model writes.")
)


def _spin(low: int, high: int, tip: str, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setToolTip(tip)
    if special:
        spin.setSpecialValueText(special)
    return spin


class GenerateControls:
    """Builds the controls into `column` (a QVBoxLayout) and keeps them showing `state`."""

    def __init__(self, state: GenerateState, column: QVBoxLayout, *, on_generate, on_resample):
        self.state = state
        self.prompt_box = QGroupBox(translate("GenerateTab", "Prompt"))
        pl = QVBoxLayout(self.prompt_box)
        # a paste or a drop past MAX_PROMPT is cut before Qt lays it out (10 MB held the window 4.7 s), with a note
        self.prompt_edit = SentenceEdit(limit=MAX_PROMPT)
        self.prompt_edit.cut.connect(self._show_cut)
        self.prompt_cut_label = QLabel()
        self.prompt_cut_label.setWordWrap(True)
        self.prompt_cut_label.setStyleSheet("QLabel { color: #8a4b00; }")
        self.prompt_cut_label.hide()
        self.prompt_edit.setPlaceholderText(translate("GenerateTab", "empty: write from nothing"))
        self.prompt_edit.setToolTip(translate("GenerateTab", PROMPT_HINT))
        self.prompt_edit.setTabChangesFocus(True)
        self.prompt_edit.setMaximumHeight(110)
        self.prompt_edit.setMinimumHeight(64)
        self._prompt_timer = QTimer(self.prompt_box)
        self._prompt_timer.setSingleShot(True)
        self._prompt_timer.setInterval(PROMPT_SETTLE_MS)
        self._prompt_timer.timeout.connect(self.take_prompt)
        self.prompt_edit.textChanged.connect(self._prompt_changed)
        self.prompt_hint = QLabel(translate("GenerateTab", PROMPT_HINT))
        self.prompt_hint.setObjectName("hint")
        self.prompt_hint.setWordWrap(True)
        self.mask_button = QPushButton(translate("GenerateTab", "Insert [MASK]"))
        self.mask_button.setToolTip(translate("GenerateTab", "Put a [MASK] at the cursor: a position for the model to fill in"))
        self.mask_button.clicked.connect(self._insert_mask)
        self.clear_button = QPushButton(translate("GenerateTab", "Clear"))
        self.clear_button.setToolTip(translate("GenerateTab", "Empty the prompt: the model writes “length” tokens from nothing"))
        self.clear_button.clicked.connect(lambda: self.prompt_edit.setPlainText(""))
        row = QHBoxLayout()
        row.addWidget(self.mask_button)
        row.addWidget(self.clear_button)
        row.addStretch(1)
        pl.addWidget(self.prompt_edit)
        pl.addWidget(self.prompt_cut_label)
        pl.addLayout(row)
        pl.addWidget(self.prompt_hint)
        column.addWidget(self.prompt_box)

        self.settings_box = QGroupBox(translate("GenerateTab", "Decoding"))
        form = self.form = QFormLayout(self.settings_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.length_spin = _spin(1, MAX_LENGTH, translate("GenerateTab", TIPS["length"]))
        self.steps_spin = _spin(1, MAX_STEPS, translate("GenerateTab", TIPS["steps"]))
        self.remasking_combo = QComboBox()
        for key in REMASKING:
            label, tip = REMASKING_LABELS[key]
            self.remasking_combo.addItem(translate("GenerateTab", label), key)
            self.remasking_combo.setItemData(self.remasking_combo.count() - 1, translate("GenerateTab", tip),
                                             Qt.ItemDataRole.ToolTipRole)
        self.remasking_combo.setToolTip(translate("GenerateTab", "Remasking: which of the drawn tokens each step keeps; the others go "
                                        "back to [MASK]. Hover an entry for what it does."))
        self.schedule_combo = QComboBox()
        for key, (label, tip) in SCHEDULE_LABELS.items():
            self.schedule_combo.addItem(translate("GenerateTab", label), key)
            self.schedule_combo.setItemData(self.schedule_combo.count() - 1, translate("GenerateTab", tip),
                                            Qt.ItemDataRole.ToolTipRole)
        self.schedule_combo.setToolTip(translate("GenerateTab", "The noise schedule: how many positions each step reveals (the share "
                                       "still masked at time t). Hover an entry for what it does."))
        self.attention_combo = QComboBox()
        self.cache_combo = QComboBox()
        for combo, labels in ((self.attention_combo, ATTENTION_LABELS), (self.cache_combo, CACHE_LABELS)):
            for key, (label, tip) in labels.items():
                combo.addItem(translate("GenerateTab", label), key)
                combo.setItemData(combo.count() - 1, translate("GenerateTab", tip), Qt.ItemDataRole.ToolTipRole)
        self.attention_combo.setToolTip(translate("GenerateTab", "What a position attends to while the blocks are "
                                        "decoded. Hover an entry for what it does."))
        self.cache_combo.setToolTip(translate("GenerateTab", "Key/value cache: keep what positions outside the block "
                                    "computed and compute fewer rows each call. Exact with block-causal attention, "
                                    "approximate with full attention. Hover an entry for what it does."))
        self.refresh_spin = _spin(1, 10_000, translate("GenerateTab", TIPS["cache_refresh"]))
        for combo in (self.remasking_combo, self.schedule_combo, self.attention_combo, self.cache_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        self.temperature_spin = QDoubleSpinBox()
        self.temperature_spin.setRange(0.01, MAX_TEMPERATURE)
        self.temperature_spin.setDecimals(2)
        self.temperature_spin.setSingleStep(0.1)
        self.temperature_spin.setToolTip(translate("GenerateTab", TIPS["temperature"]))
        self.threshold_spin = QDoubleSpinBox()
        self.threshold_spin.setRange(0.01, 1.0)
        self.threshold_spin.setDecimals(2)
        self.threshold_spin.setSingleStep(0.05)
        self.threshold_spin.setToolTip(translate("GenerateTab", TIPS["threshold"]))
        self.remask_spin = QDoubleSpinBox()
        self.remask_spin.setRange(REMASK_MIN, 0.95)  # below REMASK_MAX: a step must leave some context
        self.remask_spin.setDecimals(2)
        self.remask_spin.setSingleStep(0.05)
        self.remask_spin.setSpecialValueText(translate("GenerateTab", "off"))
        self.remask_spin.setToolTip(translate("GenerateTab", TIPS["remask"]))
        self.top_k_spin = _spin(0, MAX_TOP_K, translate("GenerateTab", TIPS["top_k"]), translate("GenerateTab", "all"))
        self.block_spin = _spin(0, MAX_LENGTH, translate("GenerateTab", TIPS["block_length"]), translate("GenerateTab", "one block"))
        self.seed_spin = _spin(0, MAX_SEED, translate("GenerateTab", TIPS["seed"]))
        self.resample_button = QPushButton(translate("GenerateTab", "New seed"))
        self.resample_button.setToolTip(translate("GenerateTab", "Draw again with the next seed [R]"))
        self.resample_button.clicked.connect(on_resample)
        self.seed_row = QWidget()
        sl = QHBoxLayout(self.seed_row)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.seed_spin, 1)
        sl.addWidget(self.resample_button)
        self.samples_spin = _spin(1, MAX_SAMPLES, translate("GenerateTab", TIPS["samples"]).format(n=MAX_SAMPLES))
        self.labels: dict[str, QLabel] = {}
        for name, text, widget in (("length", translate("GenerateTab", "Length n"), self.length_spin), ("steps", translate("GenerateTab", "Steps K"), self.steps_spin),
                                   ("remasking", translate("GenerateTab", "Remasking"), self.remasking_combo),
                                   ("threshold", translate("GenerateTab", "Threshold"), self.threshold_spin),
                                   ("remask", translate("GenerateTab", "Take back"), self.remask_spin),
                                   ("schedule", translate("GenerateTab", "Schedule"), self.schedule_combo),
                                   ("attention", translate("GenerateTab", "Attention"), self.attention_combo),
                                   ("cache", translate("GenerateTab", "Cache"), self.cache_combo),
                                   ("cache_refresh", translate("GenerateTab", "Refresh every"), self.refresh_spin),
                                   ("temperature", translate("GenerateTab", "Temperature"), self.temperature_spin),
                                   ("top_k", translate("GenerateTab", "Top-k"), self.top_k_spin), ("block_length", translate("GenerateTab", "Block length"),
                                                                         self.block_spin),
                                   ("seed", translate("GenerateTab", "Seed"), self.seed_row), ("samples", translate("GenerateTab", "Samples"), self.samples_spin)):
            label = QLabel(text)
            label.setToolTip(widget.toolTip())
            self.labels[name] = label
            form.addRow(label, widget)
        self.compare_check = QCheckBox(translate("GenerateTab", "Side by side"))
        self.compare_check.setToolTip(translate("GenerateTab", TIPS["compare"]))
        self.compare_hint = QLabel(translate("GenerateTab", "the prompt three ways: 1 step (BERT), K steps, left to right"))
        self.compare_hint.setObjectName("hint")
        self.compare_hint.setWordWrap(True)
        self.compare_hint.setToolTip(translate("GenerateTab", TIPS["compare"]))
        form.addRow(self.compare_check)
        form.addRow(self.compare_hint)
        column.addWidget(self.settings_box)

        self.generate_button = QPushButton(translate("GenerateTab", "Generate"))
        self.generate_button.setToolTip(translate("GenerateTab", TIPS["generate"]))
        self.generate_button.setDefault(True)
        self.generate_button.clicked.connect(on_generate)
        column.addWidget(self.generate_button)

        self.explanation = QLabel(translate("GenerateTab", EXPLANATION))
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.explanation)
        column.addStretch(1)

        s = self.state
        self.length_spin.valueChanged.connect(lambda v: setattr(s, "length", int(v)))
        self.steps_spin.valueChanged.connect(lambda v: setattr(s, "steps", int(v)))
        self.remasking_combo.currentIndexChanged.connect(
            lambda i: setattr(s, "remasking", self.remasking_combo.itemData(i)) if i >= 0 else None)
        self.schedule_combo.currentIndexChanged.connect(
            lambda i: setattr(s, "schedule", self.schedule_combo.itemData(i)) if i >= 0 else None)
        self.attention_combo.currentIndexChanged.connect(
            lambda i: setattr(s, "attention", self.attention_combo.itemData(i)) if i >= 0 else None)
        self.cache_combo.currentIndexChanged.connect(
            lambda i: setattr(s, "cache", self.cache_combo.itemData(i)) if i >= 0 else None)
        self.refresh_spin.valueChanged.connect(lambda v: setattr(s, "cache_refresh", int(v)))
        self.temperature_spin.valueChanged.connect(self._on_temperature)
        self.threshold_spin.valueChanged.connect(self._on_threshold)
        self.remask_spin.valueChanged.connect(self._on_remask)
        self.top_k_spin.valueChanged.connect(lambda v: setattr(s, "top_k", int(v)))
        self.block_spin.valueChanged.connect(lambda v: setattr(s, "block_length", int(v)))
        self.seed_spin.valueChanged.connect(lambda v: setattr(s, "seed", int(v)))
        self.samples_spin.valueChanged.connect(lambda v: setattr(s, "samples", int(v)))
        self.compare_check.toggled.connect(lambda on: setattr(s, "compare", bool(on)))

    def named_widgets(self) -> dict[str, list[QWidget]]:
        """The widgets behind each hideable name (see generate_tab.CONTROL_NAMES)."""
        out = {"prompt": [self.prompt_box], "compare": [self.compare_check, self.compare_hint], "generate": [self.generate_button],
               "explanation": [self.explanation]}
        fields = {"length": self.length_spin, "steps": self.steps_spin, "remasking": self.remasking_combo,
                  "schedule": self.schedule_combo, "threshold": self.threshold_spin, "remask": self.remask_spin,
                  "attention": self.attention_combo, "cache": self.cache_combo, "cache_refresh": self.refresh_spin,
                  "temperature": self.temperature_spin, "top_k": self.top_k_spin,
                  "block_length": self.block_spin, "seed": self.seed_row, "samples": self.samples_spin}
        out.update({name: [self.labels[name], widget] for name, widget in fields.items()})
        return out

    # -- state -> widgets -----------------------------------------------------------------
    def show_state(self, names: set[str] | None = None) -> None:
        s = self.state
        every = names is None
        if every or "prompt" in names:
            self._prompt_timer.stop()
            if self.prompt_edit.toPlainText() != s.prompt:
                self.prompt_edit.setPlainText(s.prompt)
                self._prompt_timer.stop()  # the box says what the state says: nothing to settle
        for name, spin in (("length", self.length_spin), ("steps", self.steps_spin), ("top_k", self.top_k_spin),
                           ("block_length", self.block_spin), ("seed", self.seed_spin),
                           ("samples", self.samples_spin), ("cache_refresh", self.refresh_spin)):
            if every or name in names:
                spin.setValue(getattr(s, name))
        if every or "temperature" in names:
            if abs(self.temperature_spin.value() - s.temperature) > 0.005:
                with QSignalBlocker(self.temperature_spin):  # a file's 0.001 shows as 0.01, the state keeps it
                    self.temperature_spin.setValue(s.temperature)
        if every or "threshold" in names:
            if abs(self.threshold_spin.value() - s.threshold) > 0.005:  # _on_threshold lets a rounded echo pass
                self.threshold_spin.setValue(s.threshold)
        if every or "remask" in names:
            if abs(self.remask_spin.value() - s.remask) > 0.005:  # _on_remask lets a rounded echo pass
                self.remask_spin.setValue(s.remask)
        if every or "remasking" in names:
            self.remasking_combo.setCurrentIndex(self.remasking_combo.findData(s.remasking))
        if every or "schedule" in names:
            self.schedule_combo.setCurrentIndex(self.schedule_combo.findData(s.schedule))
        if every or "attention" in names:
            self.attention_combo.setCurrentIndex(self.attention_combo.findData(s.attention))
        if every or "cache" in names:
            self.cache_combo.setCurrentIndex(self.cache_combo.findData(s.cache))
        if every or "compare" in names:
            self.compare_check.setChecked(s.compare)
        enabled = enabled_settings(s)  # what the other settings turn off
        for name, widget in (("steps", self.steps_spin), ("schedule", self.schedule_combo),
                             ("threshold", self.threshold_spin), ("remask", self.remask_spin),
                             ("cache_refresh", self.refresh_spin), ("block_length", self.block_spin),
                             ("samples", self.samples_spin)):
            widget.setEnabled(enabled[name])

    # -- widgets -> state -----------------------------------------------------------------
    def _prompt_changed(self) -> None:
        text = self.prompt_edit.toPlainText()  # at most MAX_PROMPT characters (SentenceEdit)
        if len(text) < MAX_PROMPT:
            self.prompt_cut_label.hide()
        if text != self.state.prompt:
            self._prompt_timer.start()

    def _show_cut(self, length: int) -> None:
        self.prompt_cut_label.setText(cut_note(length, MAX_PROMPT))
        self.prompt_cut_label.show()

    def take_prompt(self) -> None:
        """The box's text becomes the state's prompt now (at most MAX_PROMPT characters)."""
        self._prompt_timer.stop()
        self.state.prompt = self.prompt_edit.toPlainText()[:MAX_PROMPT]

    def prompt_pending(self) -> bool:
        return self._prompt_timer.isActive()

    def _insert_mask(self) -> None:
        cursor = self.prompt_edit.textCursor()
        before = self.prompt_edit.toPlainText()[: cursor.position()]
        cursor.insertText(("" if not before or before.endswith(" ") else " ") + "[MASK] ")
        self.prompt_edit.setFocus()

    def _on_threshold(self, value: float) -> None:
        if abs(value - self.state.threshold) > 0.005:  # else the box just shows the state (a file's 0.999 as 1.00)
            self.state.threshold = float(value)

    def _on_remask(self, value: float) -> None:
        if abs(value - self.state.remask) > 0.005:  # else the box just shows the state (a file's 0.123 as 0.12)
            self.state.remask = float(value)

    def _on_temperature(self, value: float) -> None:
        if abs(value - self.state.temperature) > 0.005:  # else the box just shows the state (2 decimals)
            self.state.temperature = float(value)
