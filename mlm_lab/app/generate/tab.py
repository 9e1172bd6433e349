"""The Generate tab: generation by unmasking (masked diffusion decoding, MDLM / LLaDA), live.

Every position to write starts as [MASK]; over K steps the model predicts them all and the
remasking rule keeps the schedule's share. The tab shows the sequence as chips, round by round:
Play walks the rounds, the slider goes back and forth, several samples stack one row each, and
"side by side" decodes the same prompt in 1 step (BERT), K steps and left to right.

The state is a `GenerateState` (mlm_lab/lab): the controls (`generate_controls`) write its
fields; a setting's event asks, a moment later (debounced), for a new generation in the
`InferenceWorker` thread, newest request wins. The job (`generate_rounds.run_generation`)
computes every round of every row once; the round slider and Play only redraw
(`generate_view`), so the GUI thread never runs the model. The model is the bundled generator
(`mlm_lab.generation.bundled_generator`), loaded in the worker the first time the tab is shown:
nothing is loaded or run while the tab is hidden. A setting the prompt cannot take (more steps
than positions, a prompt longer than the model) is said in the tab's banner; the rows keep the
last generation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSlider, QVBoxLayout, QWidget

from mlm_lab.app.binding import StateBinding
from mlm_lab.app.generate import rounds as generate_rounds
from mlm_lab.app.generate.controls import GenerateControls
from mlm_lab.app.generate.rounds import GenerateResult, chips_at, row_round, text_at
from mlm_lab.app.generate.view import (
    ProbabilityLegend,
    RoundPlayer,
    SequenceRows,
    cache_line,
    generated_message,
    round_line,
    row_title,
)
from mlm_lab.app.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.style import NORMAL, PRESENTATION, pane_stylesheet, presentation_scale
from mlm_lab.app.widgets import Banner, controls_pane, fit_scroll_width
from mlm_lab.lab.generate import MAX_SEED, GenerateState

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

CONTROL_NAMES = GenerateState.CONTROLS  # declared with the state (mlm_lab/lab/generate.py)
NEW_CHIPS_PER_TURN = 32  # chip widgets made in one turn of the event loop (one row of 32), the rest on the next
SETTLE_MS = 250  # a setting that changes faster than this (a spin box held down) is generated for once
REQUEST_FIELDS = {"prompt", "length", "steps", "remasking", "schedule", "temperature", "top_k", "block_length",
                  "seed", "samples", "compare", "threshold", "attention", "cache", "cache_refresh", "remask"}
FALLBACK_NOTE = QT_TRANSLATE_NOOP("GenerateTab", "trained as a masked LM at one rate, not with the diffusion objective: "
                                  "expect repeats (“. . .”); a generator trained for it is used once it is shipped")


def bundled_generator_job() -> tuple[Any, str]:
    """(the bundled generator, its name): run in the worker thread (it reads the weights)."""
    from mlm_lab.generation import bundled_generator, bundled_generator_dir

    return bundled_generator(), bundled_generator_dir().name


class GenerateTab(QWidget):
    """Implements `LabTab`; see the module docstring."""

    key = "generate"
    model_kind = None  # its own model: the bundled generator
    control_names = CONTROL_NAMES
    status_message = Signal(str)
    error_message = Signal(str)
    updated = Signal()  # a new generation is on screen
    round_shown = Signal(int)  # the rows now show this round (1-based)

    def __init__(self, parent: QWidget | None = None, *, state: GenerateState | None = None,
                 model_provider: Callable[[], tuple[Any, str]] | None = bundled_generator_job):
        """`model_provider`: called in the worker the first time a model is needed; returns (TextModel,
        name). None: no model until `set_model`."""
        super().__init__(parent)
        self._state = state if state is not None else GenerateState()
        self._provider = model_provider
        self._from_picker = False  # the model came from the window's picker (a run or folder), not the provider
        self.model = None
        self.model_name = ""
        self._model_state = "none"  # "none" | "loading" | "ready" | "error"
        self.result: GenerateResult | None = None
        self._answered = None  # the request of the last answer (a generation or a refusal)
        self._submitted = None  # the request of the newest generation asked of the worker
        self._awaiting: set[str] = set()
        self._hidden: list[str] = []
        self._answer_hidden = False
        self._presenting = False
        self._closed = False
        self._draw_serial = 0  # bumped by each draw; a row drawn on a later turn checks it
        self.drawn_serial = 0  # the draw whose rows are all on screen
        self.scale = 1.0
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self._worker = InferenceWorker(self, name="mlm-lab generate", torch_threads=1)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._refresh)
        self._build()
        self._apply_style()
        self.binding = StateBinding(self._state, self._on_state_changed)
        self.ui.show_state()
        self._draw()

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        pane = controls_pane(self, minimum=300, maximum=440)
        self.controls, col, self.controls_scroll = pane.controls, pane.column, pane.scroll
        self.controls.setObjectName("controlsPanel")
        self.controls_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        ui = self.ui = GenerateControls(self._state, col, on_generate=self.generate_now, on_resample=self.resample)
        # Generate is pinned under the column, outside its scroll: in sight in every room (at 1280x720 in
        # presentation it was scrolled out of view under the settings)
        col.removeWidget(ui.generate_button)
        self.controls_side = QWidget()
        side = QVBoxLayout(self.controls_side)
        side.setContentsMargins(0, 0, 0, 4)
        side.setSpacing(4)
        pane.row.removeWidget(self.controls_scroll)
        side.addWidget(self.controls_scroll, 1)
        pinned = QHBoxLayout()
        pinned.setContentsMargins(6, 0, 6, 0)
        pinned.addWidget(ui.generate_button)
        side.addLayout(pinned)
        pane.row.insertWidget(0, self.controls_side)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 4, 4, 4)
        rl.setSpacing(6)
        self.banner = Banner()
        rl.addWidget(self.banner)
        self.model_label = QLabel()
        self.model_label.setTextFormat(Qt.TextFormat.PlainText)  # a model folder's name, as it is
        self.model_label.setObjectName("hint")
        self.model_label.setWordWrap(True)
        self.model_label.setToolTip(translate("GenerateTab", "The model that generates: the bundled generator"))
        rl.addWidget(self.model_label)
        self.player = RoundPlayer()
        self.player.slider.valueChanged.connect(self._on_slider)
        rl.addWidget(self.player)
        self.round_label = QLabel()
        self.round_label.setObjectName("metrics")
        self.round_label.setWordWrap(True)
        self.round_label.setTextFormat(Qt.TextFormat.PlainText)
        self.round_label.setToolTip(translate("GenerateTab", "What the round on screen revealed: each token, the model's probability "
                                    "of it, and its position"))
        rl.addWidget(self.round_label)
        self.cache_label = QLabel()
        self.cache_label.setObjectName("hint")
        self.cache_label.setWordWrap(True)
        self.cache_label.setToolTip(translate("GenerateTab", "With a key/value cache: how far the keys and values kept "
                                    "from an earlier call were from fresh ones, and how often the likeliest token "
                                    "was the same"))
        self.cache_label.hide()
        rl.addWidget(self.cache_label)
        self.legend = ProbabilityLegend()
        rl.addWidget(self.legend)
        self.rows_view = SequenceRows()
        rl.addWidget(self.rows_view, 1)
        pane.row.addWidget(right, 1)
        self._named = {**ui.named_widgets(), "controls": [self.controls_scroll], "player": [self.player],
                       "legend": [self.legend]}

    def _apply_style(self) -> None:
        c = PRESENTATION if self._presenting else NORMAL
        border = "2px" if self._presenting else "1px"
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting) + f"""
            QFrame#sequenceRow {{ border: {border} solid {c['border']}; border-radius: 4px; }}
            QLabel#finalText {{ color: {c['muted']}; font-style: italic; }}""")
        self.legend.set_scale(self.scale, self._presenting)

    # -- the state ------------------------------------------------------------------------
    @property
    def state(self) -> GenerateState:
        return self._state

    def apply_state(self, state: GenerateState, prepared: Any = None) -> None:
        """Make `state` (checked) the tab's state, in one update."""
        self.binding.assign(state)

    def get_state(self) -> dict:
        return self._state.to_dict()

    def set_state(self, data: dict) -> None:
        """Apply a .mlmlab file's generate part; raises LabStateError naming the field and changes nothing."""
        self.apply_state(GenerateState.from_dict(data))

    def _on_state_changed(self, names: set[str]) -> None:
        self.ui.show_state(names)
        if names & REQUEST_FIELDS:
            if self.binding.applying or names == {"prompt"}:
                self._settle.start(0)  # a whole state, or a prompt already settled in its box: at once
            else:
                self._settle.start(SETTLE_MS)
        if "round" in names:
            self._draw()

    def request(self) -> tuple:
        """What the rows should answer: (prompt, settings, compare)."""
        s = self._state
        return s.prompt, s.settings_dict(), s.compare

    # -- models ---------------------------------------------------------------------------
    def set_model(self, model, name: str = "") -> None:
        """Use `model` (a TextModel: a masked LM) from now on."""
        self.model, self.model_name = model, name or (getattr(model, "source", "") or "model")
        self._model_state = "ready" if model is not None else "none"
        self._answered = None
        self._show_model()
        self._refresh()

    def on_models_loaded(self, request, models, problems) -> None:
        """The window's model picker answered. The bundled models: the bundled generator (not
        text-tiny). A run or folder with a text model: that model generates, unless it is causal."""
        from mlm_lab.app.window.model_sources import BUNDLED

        if request.source == BUNDLED:
            if self._provider is not None and self._from_picker:
                self._from_picker = False
                self.model, self._model_state = None, "none"
                self._answered = None
                self._show_model()
                self._refresh()
            return
        for loaded in models:
            if loaded.kind != "text":
                continue
            if getattr(loaded.model.model.config, "causal", False):
                self.banner.show_message(translate("GenerateTab", "{model} is a causal (left-to-right) model: generation "
                                                   "by unmasking needs a masked LM; still using {current}.").format(
                    model=loaded.label, current=self.model_name), "warning")
                return
            self._from_picker = True
            self.set_model(loaded.model, loaded.label)

    def _ensure_model(self) -> None:
        if self.model is None and self._model_state == "none" and self._provider is not None:
            self._model_state = "loading"
            self._show_model()
            self._submit("model", self._provider)

    def _show_model(self) -> None:
        st = self._model_state
        if st == "ready":
            note = "; " + translate("GenerateTab", FALLBACK_NOTE) if self.model_name == "text-tiny" else ""
            self.model_label.setText(translate("GenerateTab", "Generator: {model}").format(model=self.model_name) + note)
        else:
            self.model_label.setText({"loading": translate("GenerateTab", "Loading the generator…"),
                                      "error": translate("GenerateTab", "No generator could be loaded"),
                                      "none": translate("GenerateTab", "Generator: loaded when this tab is first shown")}[st])

    # -- requests -------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._refresh)

    def generate_now(self) -> None:
        """The Generate button: the prompt in the box and the settings, now."""
        self.ui.take_prompt()
        self._settle.stop()
        self._answered = None
        self._refresh(force=True)

    def _refresh(self, force: bool = False) -> None:
        """Ask for the generation the state describes, if it is not on screen (only while shown)."""
        self._settle.stop()
        if self._closed or not (self.isVisible() or force):
            return
        if self.model is None:
            self._ensure_model()
            return
        wanted = self.request()
        if wanted == self._answered and not force:
            return
        prompt, settings, compare = wanted
        tm, name = self.model, self.model_name
        self._submitted = wanted
        self._submit("generate", lambda: generate_rounds.run_generation(tm, prompt, settings, compare, name))
        self.status_message.emit(translate("GenerateTab", "Generating…"))

    def _submit(self, key: str, fn) -> None:
        self._awaiting.add(key)
        self._worker.submit(key, fn)

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        self._awaiting.discard(key)
        if key == "model":
            model, name = payload
            self.set_model(model, name)
            return
        result: GenerateResult = payload
        self._answered = result.request
        self.result = result
        if self.banner.level() == "error":
            self.banner.clear()
        self._draw()
        n = len(result.rows[0].positions)
        self.status_message.emit(generated_message(n, result.steps, len(result.rows), result.seconds))
        self.updated.emit()
        if result.request != self.request() and not self._settle.isActive():
            self._refresh()  # the state moved on while this was computed

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        self._awaiting.discard(key)
        if key == "model":
            self._model_state = "error"
            self._show_model()
            self.banner.show_message(translate("GenerateTab", "The generator could not be loaded: {error}").format(
                error=message), "error")
            return
        self._answered = self._submitted
        kept = " " + translate("GenerateTab", "The rows show the last generation.") if self.result is not None else ""
        self.banner.show_message(translate("GenerateTab", "Cannot generate: {error}.").format(error=message) + kept,
                                 "error")
        self.status_message.emit(translate("GenerateTab", "Cannot generate: {error}").format(error=message))
        if self._answered != self.request() and not self._settle.isActive():
            self._refresh()  # the state moved on while this was computed

    # -- drawing --------------------------------------------------------------------------
    def shown_round(self) -> int:
        """The round on screen (1-based; 0 before the first generation)."""
        if self.result is None:
            return 0
        k = self.result.steps
        r = self._state.round
        return k if r <= 0 or r > k else r

    def _draw(self) -> None:
        result = self.result
        if result is None:
            self._draw_serial += 1  # a continuation of an earlier draw has nothing left to draw
            self.drawn_serial = self._draw_serial
            self.player.show_rounds(1, 0)
            self.round_label.setText("")
            self.cache_label.hide()
            self.rows_view.set_row_count(0)
            self.rows_view.show_placeholder(translate("GenerateTab", "Generating…") if self._model_state != "error" else
                                            translate("GenerateTab", "No generator: nothing to show"))
            return
        self.rows_view.show_placeholder("")
        shown, k = self.shown_round(), result.steps
        self.player.show_rounds(shown, k)
        self.rows_view.set_row_count(len(result.rows))
        self._draw_serial += 1
        self._draw_rows(self._draw_serial, 0)
        self.round_label.setText(reveal_hint() if self._answer_hidden else round_line(result, self.shown_round()))
        cached = cache_line(result)
        self.cache_label.setText(cached)
        self.cache_label.setVisible(bool(cached))
        self.round_shown.emit(shown)

    def _draw_rows(self, serial: int, start: int) -> None:
        """Rows `start`.. of the result at the shown round. Making chip widgets is the costly part
        (0.15 ms each; 8 new samples of 32 are ~50 ms): after NEW_CHIPS_PER_TURN of them the rest
        is drawn on the next turn of the event loop, so the GUI thread never holds on for long.
        `serial` drops a continuation that a newer draw has replaced."""
        if serial != self._draw_serial:
            return
        result, hide = self.result, self._answer_hidden
        shown, k = self.shown_round(), result.steps
        rows = self.rows_view.rows
        made = 0
        for i in range(start, min(len(rows), len(result.rows))):
            row = result.rows[i]
            r = row_round(row, shown, k)
            title = row_title(row, i, result)
            if result.compare:
                title = translate("GenerateTab", "{row}: round {n} of {total}").format(row=title, n=r, total=row.steps)
            made += rows[i].show_row(title, chips_at(row, r), "" if hide else text_at(row, r), scale=self.scale,
                                     contrast=self._presenting, hidden=hide)
            if made >= NEW_CHIPS_PER_TURN and i + 1 < len(result.rows):
                QTimer.singleShot(0, lambda nxt=i + 1: self._draw_rows(serial, nxt))
                return
        self.drawn_serial = serial

    def is_drawn(self) -> bool:
        """Every row of the current result is on screen (none waiting for the next turn)."""
        return self.drawn_serial == self._draw_serial

    def _on_slider(self, value: int) -> None:
        if self.result is None:
            return
        self._state.round = 0 if value >= self.result.steps else int(value)
        if self._state.round == 0:
            self._draw()  # (0 may already be the state: no event then)

    # -- the LabTab protocol --------------------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.scale = presentation_scale() if on else 1.0
        self._apply_style()
        self._draw()
        QTimer.singleShot(0, self._fit_controls)

    def _fit_controls(self) -> None:
        fit_scroll_width(self.controls_scroll, self.controls, minimum=300, maximum=720 if self._presenting else 440)

    def hide_controls(self, names: list[str]) -> list[str]:
        self._hidden = list(names)
        for name, widgets in self._named.items():
            for w in widgets:
                w.setVisible(name not in names)
        if "controls" in names:  # the pinned Generate goes with the column it belongs to
            self.ui.generate_button.hide()
        return [n for n in names if n not in CONTROL_NAMES]

    def set_controls_visible(self, visible: bool) -> None:
        shown = visible and "controls" not in self._hidden
        self.controls_scroll.setVisible(shown)
        self.ui.generate_button.setVisible(shown and "generate" not in self._hidden)

    def is_busy(self) -> bool:
        """A generation (or the model) is on its way, or the state asks for one not yet on screen."""
        if self._closed:
            return False
        if self._awaiting or not self.is_drawn():
            return True
        if not self.isVisible():  # nothing is asked while hidden
            return False
        if self._settle.isActive() or self.ui.prompt_pending():
            return True
        if self._model_state == "error" or (self.model is None and self._provider is None):
            return False
        return self.request() != self._answered

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """One row per revealed position: sample, round, position, token, probability."""
        return generate_rounds.metrics_rows(self.result)

    def metrics_empty_reason(self) -> str:
        if self.result is not None:
            return ""
        return translate("GenerateTab", "Nothing has been generated yet: press Generate, then export again.")

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: the generated tokens, their probabilities and the
        texts wait behind REVEAL_HINT (the masks and the rounds stay)."""
        if bool(hidden) != self._answer_hidden:
            self._answer_hidden = bool(hidden)
            self._draw()

    def resample(self) -> None:
        """Draw again with the next seed."""
        self._state.seed = (self._state.seed + 1) % (MAX_SEED + 1)

    def active_slider(self) -> QSlider:
        return self.player.slider

    def play(self) -> None:
        self.player.play()

    def pause(self) -> None:
        self.player.pause()

    def is_playing(self) -> bool:
        return self.player.is_playing()

    def shutdown(self) -> None:
        self._closed = True
        self._settle.stop()
        self.player.pause()
        self._worker.shutdown()

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)


__all__ = ["CONTROL_NAMES", "GenerateTab", "bundled_generator_job"]
