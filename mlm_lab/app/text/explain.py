"""The Text tab's "Why?" panel: why the model guesses what it guesses at one masked position.

Click a predicted chip, then "Why?" (the button right of the views' page tabs, or the chip's
context menu): a heat strip over the context tokens coloured by each token's score (signed,
diverging palette, the score on hover, a legend saying what the number means), a method
chooser (occlusion, integrated gradients, gradient x input, the layer lens, attention
rollout), the target (the model's top-1, any of its top-5, the true token), IG's
completeness gap, the lens as a table, and every layer x head's attention map (click one
to open it large). Under the strip, the method's known failure mode in one line.

The choice is the tab's `state.explain` (mlm_lab/lab/explain.py), replaced whole. The
explanation is `mlm_lab.explain.explain_text` on the masking the model sees (the tab calls
`request()` on a new masking, model or choice), run in this
panel's own worker thread (newest request wins; an answer for an older masking or choice
is dropped), so the GUI thread only draws.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.jobs.inference_worker import InferenceWorker
from mlm_lab.app.lessons.reveal import reveal_hint
from mlm_lab.app.looks.explain_views import AttentionMapDialog, HeadsGrid, HeatStrip, ScoreLegend
from mlm_lab.app.looks.widgets import FittedScroll
from mlm_lab.app.text.chips import TokenChip
from mlm_lab.app.text.explain_display import METHOD_LABELS, draw_explanation
from mlm_lab.lab.explain import TEXT_METHODS
from mlm_lab.lab.text_view.masking import MLM_STRATEGIES

translate = QCoreApplication.translate  # by this name pyside6-lupdate finds the strings

IDLE_HINT = QT_TRANSLATE_NOOP("TextTab", "Click a predicted chip (a masked position), then Why?")


def explain_job(model, ids: list[int], position: int, target, method: str, key: tuple):
    """The worker's job: explain_text on the ids the model sees; returns (key, TextExplanation)."""

    def job():
        from mlm_lab.explain import explain_text

        return key, explain_text(model, None, ids, position, target=target, method=method)

    return job


class TextExplainPanel(QWidget):
    """Under the views of `tab` (a TextTab), while open: its bar (method, target, Close) and the
    explanation; the Why? button sits on the views' tab row. Reads the tab's state and its
    presenter's model and masking; writes only `state.explain`."""

    def __init__(self, tab, parent: QWidget | None = None):
        super().__init__(parent if parent is not None else tab)  # (never a window of its own)
        self.tab = tab
        self.result = None  # TextExplanation on screen
        self.message = ""  # why nothing is shown (not masked, no model, an error)
        self._asked: tuple | None = None  # the key of the newest request
        self._last_view, self._view_serial = None, 0  # the masking last asked about, and its number
        self._shown: tuple | None = None  # the key of the result on screen
        self._scale, self._presenting = 1.0, False
        self._hidden = False  # a lesson hides "explain"
        self._answer_hidden = False  # a guess-first lesson step: the explanation would tell the answer
        self._room_pending = False  # opened while hidden: make room once shown
        self._closed = False
        self.large_map = AttentionMapDialog(self)
        self.large_map.hide()
        self.worker = InferenceWorker(self, name="mlm-lab text explain", torch_threads=1)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failure)
        self._build()
        tab.tokens.chip_clicked.connect(self._on_chip_clicked)
        holder = tab.tokens.chips_holder
        holder.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        holder.customContextMenuRequested.connect(self._chip_menu)
        self.show_choice()

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(4)
        bar = QHBoxLayout()
        self.why_button = QPushButton(translate("TextTab", "Why?"))
        self.why_button.setToolTip(translate("TextTab", "Explain the guess at the clicked predicted chip: which context tokens it rests "
                                   "on (occlusion, gradients), how it forms layer by layer, where attention goes"))
        self.why_button.clicked.connect(self.open_selected)
        # on the views' tab row (the space right of the page tabs): no room of its own while closed
        self.tab.views.setCornerWidget(self.why_button, Qt.Corner.TopRightCorner)
        self.title = QLabel(translate("TextTab", IDLE_HINT))
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        bar.addWidget(self.title, 1)
        self.method_combo = QComboBox()
        for m in TEXT_METHODS:
            self.method_combo.addItem(translate("TextTab", METHOD_LABELS[m]), m)
        self.method_combo.setToolTip(translate("TextTab", "How the guess is explained (each method's known failure mode is said under "
                                     "the strip)"))
        self.method_combo.activated.connect(self._on_method)
        bar.addWidget(self.method_combo)
        self.target_combo = QComboBox()
        self.target_combo.setToolTip(translate("TextTab", "Explain which token: the model's top-1, another of its top-5, or the true one"))
        self.target_combo.activated.connect(self._on_target)
        self.target_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        bar.addWidget(self.target_combo)
        self.close_button = QPushButton(translate("TextTab", "Close"))
        self.close_button.setToolTip(translate("TextTab", "Close the explanation"))
        self.close_button.clicked.connect(self.close_explanation)
        bar.addWidget(self.close_button)
        layout.addLayout(bar)

        inner = QWidget()
        body = QVBoxLayout(inner)
        body.setContentsMargins(0, 0, 0, 0)
        self.strip = HeatStrip()
        body.addWidget(self.strip)
        row = QHBoxLayout()
        self.legend = ScoreLegend()
        row.addWidget(self.legend, 0, Qt.AlignmentFlag.AlignTop)
        self.meaning = QLabel("")
        self.meaning.setWordWrap(True)
        row.addWidget(self.meaning, 1)
        body.addLayout(row)
        self.failure = QLabel("")
        self.failure.setObjectName("explainFailure")
        self.failure.setWordWrap(True)
        self.failure.setStyleSheet("QLabel#explainFailure { color: #7a4b00; font-style: italic; }")
        body.addWidget(self.failure)
        self.completeness = QLabel("")
        self.completeness.setWordWrap(True)
        body.addWidget(self.completeness)
        self.lens_table = QTableWidget(0, 7)
        self.lens_table.setHorizontalHeaderLabels(["layer", "1st", "2nd", "3rd", "4th", "5th", "target"])
        self.lens_table.verticalHeader().hide()
        self.lens_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # sized once per answer (resizeColumnsToContents): ResizeToContents re-measures on every cell set
        self.lens_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.lens_table.setToolTip(translate("TextTab", "The MLM head read at every layer's hidden state of the position (0: the "
                                   "embeddings): the top-5 with probabilities, and the target's probability and rank"))
        body.addWidget(self.lens_table)
        self.heads_label = QLabel(translate("TextTab", "Every layer × head (click one to open it large):"))
        body.addWidget(self.heads_label)
        self.heads_grid = HeadsGrid()
        self.heads_grid.cell_clicked.connect(self.open_map)
        self.heads_scroll = QScrollArea()
        self.heads_scroll.setWidget(self.heads_grid)
        self.heads_scroll.setWidgetResizable(False)
        body.addWidget(self.heads_scroll, 1)
        body.addStretch(0)
        # where the splitter cannot give it its whole height (a small room), the body scrolls up and
        # down: the strip's rows, the legend and the notes never lie over one another
        self.body = FittedScroll(inner)
        layout.addWidget(self.body, 1)

    # -- the choice -----------------------------------------------------------------------
    @property
    def choice(self):
        return self.tab.state.explain

    def _set_choice(self, **changes) -> None:
        self.tab.state.explain = self.choice.but(**changes)

    def open_at(self, position: int) -> bool:
        """Open the explanation of predicted position `position`; False (a status message) when it
        is not a position the model is asked about."""
        problem = self._position_problem(position)
        if problem:
            self.tab.status_message.emit(problem)
            return False
        self._set_choice(on=True, position=int(position))
        return True

    def open_selected(self) -> bool:
        """"Why?": the clicked chip, else the first predicted one."""
        chosen = self.tab.state.selected_token
        view = self.tab.presenter.masking
        if chosen is None and view is not None and view.selected:
            chosen = view.selected[0]
        if chosen is None:
            self.tab.status_message.emit(translate("TextTab", IDLE_HINT))
            return False
        return self.open_at(chosen)

    def close_explanation(self) -> None:
        self._set_choice(on=False)

    def _on_method(self, index: int) -> None:
        self._set_choice(method=self.method_combo.itemData(index))

    def _on_target(self, index: int) -> None:
        self._set_choice(target=self.target_combo.itemData(index))

    def _on_chip_clicked(self, index: int) -> None:
        """While open, a click on another predicted chip explains that one."""
        if self.choice.on and index != self.choice.position and not self._position_problem(index):
            self._set_choice(position=index)

    def _chip_menu(self, pos: QPoint) -> None:
        widget = self.tab.tokens.chips_holder.childAt(pos)
        while widget is not None and not isinstance(widget, TokenChip):
            widget = widget.parentWidget()
        if widget is None or self._hidden:
            return
        menu = QMenu(self)
        action = menu.addAction(translate("TextTab", "Why? (explain this guess)"))
        action.setEnabled(not self._position_problem(widget.index))
        index = widget.index
        action.triggered.connect(lambda: self.open_at(index))
        menu.popup(self.tab.tokens.chips_holder.mapToGlobal(pos))
        self.chip_menu = menu  # (kept for tests)

    def _position_problem(self, position: int | None) -> str:
        """Why `position` cannot be explained now ("" when it can)."""
        view = self.tab.presenter.masking
        if self.tab.presenter.model is None:
            return translate("TextTab", "Why? needs a model: none is loaded yet.")
        if view is None or view.empty:
            return translate("TextTab", "Type a sentence first.")
        if view.strategy not in MLM_STRATEGIES:
            return translate("TextTab", "Why? explains a masked LM's guess; the {strategy} view has none.").format(
                strategy=view.strategy)
        if position is None or position not in view.selected:
            asked = ", ".join(str(i) for i in view.selected) or translate("TextTab", "none")
            return translate("TextTab", "Token {position} is not one the model is asked about (predicted positions: "
                             "{asked}).").format(position=position, asked=asked)
        return ""

    # -- showing it -----------------------------------------------------------------------
    def show_choice(self) -> None:
        """The bar's controls and the body's visibility follow the state."""
        c = self.choice
        self.method_combo.setCurrentIndex(TEXT_METHODS.index(c.method))
        for w in (self.method_combo, self.target_combo, self.close_button):
            w.setVisible(c.on)
        opening = c.on and self.body.isHidden()
        self.setVisible(c.on and not self._hidden)  # closed, it takes no room (Why? is on the views' tab row)
        self.body.setVisible(c.on and not self._hidden and not self._answer_hidden)
        if opening:
            self._room_pending = True
            self._make_room()
        if c.on and self._answer_hidden:
            self.title.setText(f"<i>{reveal_hint()}</i>")
        if not c.on:
            self.title.setText(translate("TextTab", IDLE_HINT))
            self.large_map.hide()

    def request(self) -> None:
        """Ask for the explanation of the choice on the current masking (after a new masking, a
        new model or a new choice). A lab file's position that the masking does not predict is
        refused with a message naming the field, and the panel closes."""
        if self._closed:
            return
        self.show_choice()
        c = self.choice
        if not c.on or self._hidden or self._answer_hidden:
            self._asked = None
            self.worker.cancel("explain")
            return
        problem = self._position_problem(c.position)
        if problem:
            self._asked = None
            self.worker.cancel("explain")
            self._show_message(problem)
            if self.tab.binding.applying and self.tab.presenter.model is not None:  # a lab file or lesson step
                refusal = f"text.explain.position: {problem} " + translate("TextTab", "The explanation is closed.")
                # after the window's own "Opened ..." (which clears its banner once the file is applied)
                QTimer.singleShot(0, self, lambda: self.tab.error_message.emit(refusal))
                self._set_choice(on=False, position=None)
            return
        view, model = self.tab.presenter.masking, self.tab.presenter.model
        target = c.target
        if target == "true":  # the token that was there (the masked input holds [MASK] or a random one)
            target = model.tokenizer.id_to_token(view.ids[c.position])
        if view is not self._last_view:  # (held, so a new masking never reuses its identity)
            self._last_view, self._view_serial = view, self._view_serial + 1
        key = (self._view_serial, id(model), c.position, c.method, c.target)
        if key == self._asked:
            return
        self._asked = key
        self.title.setText(translate("TextTab", "Explaining position {n}…").format(n=c.position))
        self.worker.submit("explain", explain_job(model, list(view.input_ids), c.position, target, c.method, key))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._room_pending:  # opened before the window was laid out (a lab file at start)
            QTimer.singleShot(0, self, self._make_room)

    def _make_room(self) -> None:
        """The splitter holding the panel gives it the height it needs (at most half): taken from the
        views under the tokens first, then the tokens; a surplus goes back to the tokens."""
        splitter = self.parentWidget()
        if not (isinstance(splitter, QSplitter) and splitter.isVisible() and sum(splitter.sizes()) > 0):
            return  # (again once shown)
        self._room_pending = False
        if splitter.indexOf(self) != splitter.count() - 1:
            return
        sizes = splitter.sizes()
        total = sum(sizes)
        want = min(total // 2, self.sizeHint().height() + 8)
        if sizes[-1] < want:
            need = want - sizes[-1]
            for i in range(len(sizes) - 2, -1, -1):
                give = min(need, max(0, sizes[i] - splitter.widget(i).minimumSizeHint().height()))
                sizes[i] -= give
                need -= give
            sizes[-1] = want - need
        elif sizes[-1] > want + 40:
            sizes[0] += sizes[-1] - want
            sizes[-1] = want
        splitter.setSizes(sizes)

    def _show_message(self, text: str) -> None:
        self.message = text
        self.result = None
        self._shown = None
        self.title.setText(f"<i>{text}</i>")
        self.strip.clear()
        for w in (self.legend, self.meaning, self.failure, self.completeness, self.lens_table, self.heads_label,
                  self.heads_scroll):
            w.hide()

    def _on_result(self, key: str, request_id: int, payload) -> None:
        if self._closed or request_id != self.worker.latest_id(key):
            return
        asked, result = payload
        if asked != self._asked:
            return
        self._shown = asked
        fit = self.result is None or self.result.method != result.method
        self.result = result
        self.message = ""
        draw_explanation(self)
        if fit:  # the panel's height follows what the method shows (once laid out)
            QTimer.singleShot(0, self, self._make_room)

    def _on_failure(self, key: str, request_id: int, message: str) -> None:
        if self._closed or request_id != self.worker.latest_id(key):
            return
        self._asked = None
        self._show_message(translate("TextTab", "Cannot explain this: {error}").format(error=message))
        self.tab.status_message.emit(translate("TextTab", "Why?: {error}").format(error=message))

    def open_map(self, layer: int, head: int) -> None:
        """A heads-grid cell was clicked: that layer and head's map, large."""
        r = self.result
        if r is None or r.attentions is None:
            return
        self.large_map.show_map(r.attentions, r.tokens, layer, head, self._scale)

    # -- the tab's protocol parts -----------------------------------------------------------
    def is_busy(self) -> bool:
        """An explanation is asked and its answer is not on screen yet."""
        return not self._closed and self._asked is not None and self._asked != self._shown

    def set_scale(self, scale: float, presentation: bool) -> None:
        self._scale, self._presenting = scale, presentation
        font = QFont(self.font())
        font.setPointSizeF(10.0 * scale)
        for w in (self, self.title, self.meaning, self.failure, self.completeness, self.lens_table, self.heads_label,
                  self.method_combo, self.target_combo, self.why_button, self.close_button):
            w.setFont(font)
        self.strip.set_scale(scale)
        self.legend.set_scale(scale)
        self.heads_grid.set_scale(scale)
        if self.result is not None:
            draw_explanation(self)

    def hide_controls(self, names: set[str]) -> None:
        """"explain" hides the bar and the panel (a lesson that does not need it)."""
        self._hidden = "explain" in names
        self.why_button.setVisible(not self._hidden)
        self.request()

    def set_answer_hidden(self, hidden: bool) -> None:
        if bool(hidden) != self._answer_hidden:
            self._answer_hidden = bool(hidden)
            self._shown = None
            self.request()

    def shutdown(self) -> None:
        self._closed = True
        self.large_map.close()
        self.worker.shutdown()
