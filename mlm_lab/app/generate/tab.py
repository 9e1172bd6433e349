"""The Generate tab: generation by unmasking (masked diffusion decoding, MDLM / LLaDA), live.

Every position to write starts as [MASK]; over K steps the model predicts them all and the
remasking rule keeps the schedule's share. The tab shows the sequence as chips, round by round:
Play walks the rounds, the slider goes back and forth, several samples stack one row each, and
"side by side" decodes the same prompt in 1 step (BERT), K steps and left to right.

The state is a `GenerateState` (mlm_lab/lab): the controls (`controls`) write its fields; a
setting's event asks, a moment later (debounced), for a new generation. What the tab shows for
its state (the generator, the generation on screen, the round, the metrics) is held by a
`GeneratePresenter` (mlm_lab/lab/generate_view, no Qt), which sends the work to the tab's one
`InferenceWorker` thread, newest request wins, and decides which answers to keep; the tab
renders and routes. The job (`generate_view.rounds.run_generation`) computes every round of
every row once; the round slider and Play only redraw (`rounds_pane`), so the GUI thread never
runs the model. The model is the bundled generator (`mlm_lab.generation.bundled_generator`),
loaded in the worker the first time the tab is shown: nothing is loaded or run while the tab
is hidden. A setting the prompt cannot take (more steps than positions, a prompt longer than
the model) is said in the tab's banner; the rows keep the last generation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QSlider, QVBoxLayout, QWidget

from mlm_lab.app.generate.controls import GenerateControls
from mlm_lab.app.generate.rounds_pane import GenerateRoundsPane
from mlm_lab.app.generate.view import generated_message
from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.looks.style import NORMAL, PRESENTATION, pane_stylesheet, presentation_scale
from mlm_lab.app.looks.widgets import controls_pane, fit_scroll_width
from mlm_lab.app.qt.binding import StateBinding
from mlm_lab.lab.generate import GenerateState
from mlm_lab.lab.generate_view.jobs import bundled_generator_job
from mlm_lab.lab.generate_view.presenter import GeneratePresenter
from mlm_lab.lab.generate_view.settings import REQUEST_FIELDS

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

CONTROL_NAMES = GenerateState.CONTROLS  # declared with the state (mlm_lab/lab/generate.py)
SETTLE_MS = 250  # a setting that changes faster than this (a spin box held down) is generated for once


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
        self._hidden: list[str] = []
        self._presenting = False
        self.scale = 1.0
        self._base_pt = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0
        self.worker = InferenceWorker(self, name="mlm-lab generate", torch_threads=1)  # the tab's one job queue
        self.presenter = GeneratePresenter(self._state, self.worker, model_provider)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._refresh)
        self._build()
        self._apply_style()
        self.binding = StateBinding(self._state, self._on_state_changed)
        self.ui.show_state()
        self.rounds_pane.draw()

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

        rounds = self.rounds_pane = GenerateRoundsPane(self._state, self.presenter)
        rounds.round_shown.connect(self.round_shown)
        pane.row.addWidget(rounds, 1)
        # the pane's widgets, by the names the window, the lessons and the tests know them
        self.banner, self.model_label, self.player = rounds.banner, rounds.model_label, rounds.player
        self.round_label, self.cache_label, self.rows_view = rounds.round_label, rounds.cache_label, rounds.rows_view
        self._named = {**ui.named_widgets(), "controls": [self.controls_scroll], **rounds.named_widgets()}

    def _apply_style(self) -> None:
        c = PRESENTATION if self._presenting else NORMAL
        border = "2px" if self._presenting else "1px"
        self.setStyleSheet(pane_stylesheet(self._base_pt, self._presenting) + f"""
            QFrame#sequenceRow {{ border: {border} solid {c['border']}; border-radius: 4px; }}
            QLabel#finalText {{ color: {c['muted']}; font-style: italic; }}""")
        self.rounds_pane.set_look(self.scale, self._presenting)

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
            self.rounds_pane.draw()

    def request(self) -> tuple:
        """What the rows should answer: (prompt, settings, compare)."""
        return self.presenter.request()

    @property
    def result(self):
        """The generation on screen (a generate_view.rounds.GenerateResult), None before the first."""
        return self.presenter.result

    # -- models ---------------------------------------------------------------------------
    @property
    def model(self):
        """The model that generates (a TextModel), None until it is loaded."""
        return self.presenter.model

    def set_model(self, model, name: str = "") -> None:
        """Use `model` (a TextModel: a masked LM) from now on."""
        self.presenter.set_model(model, name)
        self.rounds_pane.show_model()
        self._refresh()

    def on_models_loaded(self, request, models, problems) -> None:
        """The window's model picker answered. The bundled models: the bundled generator (not
        text-tiny). A run or folder with a text model: that model generates, unless it is causal."""
        from mlm_lab.app.window.model_sources import BUNDLED

        if request.source == BUNDLED:
            if self.presenter.use_bundled():
                self.rounds_pane.show_model()
                self._refresh()
            return
        for loaded in models:
            if loaded.kind != "text":
                continue
            if not self.presenter.offer(loaded.model, loaded.label):
                self.banner.show_message(translate("GenerateTab", "{model} is a causal (left-to-right) model: generation "
                                                   "by unmasking needs a masked LM; still using {current}.").format(
                    model=loaded.label, current=self.presenter.model_name), "warning")
                return
            self.rounds_pane.show_model()
            self._refresh()

    # -- requests -------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._refresh)

    def generate_now(self) -> None:
        """The Generate button: the prompt in the box and the settings, now."""
        self.ui.take_prompt()
        self._settle.stop()
        self._refresh(force=True)

    def _refresh(self, force: bool = False) -> None:
        """Ask for the generation the state describes, if it is not on screen (only while shown)."""
        self._settle.stop()
        if self.presenter.closed or not (self.isVisible() or force):
            return
        asked = self.presenter.submit_generation(force)
        if asked == "model":
            self.rounds_pane.show_model()
        elif asked == "generate":
            self.status_message.emit(translate("GenerateTab", "Generating…"))

    def _on_finished(self, key: str, request_id: int, payload) -> None:
        taken = self.presenter.accept(key, request_id, payload)
        if taken == "model":
            self.rounds_pane.show_model()
            self._refresh()
            return
        if taken != "generate":
            return
        result = self.presenter.result
        if self.banner.level() == "error":
            self.banner.clear()
        self.rounds_pane.draw()
        n = len(result.rows[0].positions)
        self.status_message.emit(generated_message(n, result.steps, len(result.rows), result.seconds))
        self.updated.emit()
        if self.presenter.behind() and not self._settle.isActive():
            self._refresh()  # the state moved on while this was computed

    def _on_failed(self, key: str, request_id: int, message: str) -> None:
        taken = self.presenter.failed(key, request_id, message)
        if taken == "model":
            self.rounds_pane.show_model()
            self.banner.show_message(translate("GenerateTab", "The generator could not be loaded: {error}").format(
                error=message), "error")
            return
        if taken != "generate":
            return
        kept = " " + translate("GenerateTab", "The rows show the last generation.") if self.result is not None else ""
        self.banner.show_message(translate("GenerateTab", "Cannot generate: {error}.").format(error=message) + kept,
                                 "error")
        self.status_message.emit(translate("GenerateTab", "Cannot generate: {error}").format(error=message))
        if self.presenter.behind() and not self._settle.isActive():
            self._refresh()  # the state moved on while this was computed

    # -- what is on screen ----------------------------------------------------------------
    def shown_round(self) -> int:
        """The round on screen (1-based; 0 before the first generation)."""
        return self.presenter.shown_round()

    def is_drawn(self) -> bool:
        """Every row of the current result is on screen (none waiting for the next turn)."""
        return self.rounds_pane.is_drawn()

    # -- the LabTab protocol --------------------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        self._presenting = bool(on)
        self.scale = presentation_scale() if on else 1.0
        self._apply_style()
        self.rounds_pane.draw()
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
        p = self.presenter
        if p.closed:
            return False
        if p.is_busy(shown=False) or not self.is_drawn():
            return True
        if not self.isVisible():  # nothing is asked while hidden
            return False
        if self._settle.isActive() or self.ui.prompt_pending():
            return True
        return p.is_busy(shown=True)

    def metrics_rows(self) -> tuple[list[str], list[list]]:
        """One row per revealed position: sample, round, position, token, probability."""
        return self.presenter.metrics_rows()

    def metrics_empty_reason(self) -> str:
        if self.result is not None:
            return ""
        return translate("GenerateTab", "Nothing has been generated yet: press Generate, then export again.")

    def set_answer_hidden(self, hidden: bool) -> None:
        """A lesson step that asks the room first: the generated tokens, their probabilities and the
        texts wait behind REVEAL_HINT (the masks and the rounds stay)."""
        self.rounds_pane.set_answer_hidden(hidden)

    def resample(self) -> None:
        """Draw again with the next seed."""
        self._state.seed = self.presenter.next_seed()

    def active_slider(self) -> QSlider:
        return self.player.slider

    def play(self) -> None:
        self.player.play()

    def pause(self) -> None:
        self.player.pause()

    def is_playing(self) -> bool:
        return self.player.is_playing()

    def shutdown(self) -> None:
        self.presenter.close()
        self._settle.stop()
        self.player.pause()
        self.worker.shutdown()

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)


__all__ = ["CONTROL_NAMES", "GenerateTab", "bundled_generator_job"]
