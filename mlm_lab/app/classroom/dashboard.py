"""The teacher's dashboard and the projector's view of the answers.

`Dashboard` is a window of its own (objectName "classDashboard"), on the teacher's screen and not
in the main window: the main window is what the projector shows (and what the students' pages get
as the step's picture), and the dashboard names the students. It shows the class's name, the join
address and code, who is in, one row per student (connected, the step they are on, following or
browsing, and a ✓ / ✗ / – per step with the answer in the tooltip), and the teacher's controls.
It is refreshed from `host.snapshot()` by its TeacherClass (at most every 100 ms).

`AnswersView` is the anonymised view the main window shows while "Show answers on the projector"
is on: for the class's current step, how many gave each answer (a word, an option, a range of
estimates) as bars, never who.
"""

from __future__ import annotations

import math
from collections import Counter

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mlm_lab.app.i18n.languages import fmt_number, fmt_percent

translate = QCoreApplication.translate

RIGHT, WRONG, NONE, UNCHECKED = "✓", "✗", "–", "?"
FIXED_COLUMNS = 3  # name, connected, step
ID_ROLE = Qt.ItemDataRole.UserRole
MAX_WORDS = 8  # a guess's commonest answers shown as bars; the rest are "other answers"
ESTIMATE_BINS = 6


def answer_text(value) -> str:
    """An answer as a person reads it: options as letters, a number as typed, a word as is."""
    if isinstance(value, list):
        return ", ".join(chr(65 + int(i)) for i in value if isinstance(i, int) and 0 <= i < 26)
    if isinstance(value, bool):
        return translate("Classroom", "done") if value else translate("Classroom", "not done")
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def mark(answers: list[dict]) -> str:
    """The cell of one student's answers to one step: ✓ when one was right, ✗ when all were
    wrong, ? when no verdict came (a task the student's lab checks), – when none came."""
    if not answers:
        return NONE
    if any(a.get("correct") for a in answers):
        return RIGHT
    if all(a.get("correct") is None for a in answers):
        return UNCHECKED
    return WRONG


def latest_answers(snapshot: dict, step: int) -> list[dict]:
    """Each (not removed) student's last answer to `step`, without who gave it."""
    out = []
    for s in snapshot.get("students", []):
        if s.get("removed"):
            continue
        answers = s.get("answers", {}).get(step) or []
        if answers:
            out.append(answers[-1])
    return out


def model_share(p: float) -> str:
    return translate("Classroom", "model {share}").format(share=fmt_percent(p, 0 if p >= 0.01 else 1))


def lab_mark(value: float) -> str:
    decimals = 3 if abs(value) < 1 else 2 if abs(value) < 10 else 1
    return translate("Classroom", "◀ the lab: {value}").format(value=fmt_number(value, decimals))


def tally(snapshot: dict, step: int, exercise, reference=None) -> list[tuple[str, int]]:
    """(label, how many) for the projector: per option of a choice, per word of a guess (case
    and spaces aside), per range of an estimate, per verdict otherwise. No names. `reference`,
    once the step is revealed: a guess's model top-5 [(word, p)] (each word's share beside its
    bar, the top-5 nobody guessed as bars of 0) or an estimate's live value (its range marked)."""
    answers = latest_answers(snapshot, step)
    kind = getattr(exercise, "kind", "")
    if kind == "choice":
        counts = Counter(i for a in answers if isinstance(a["answer"], list) for i in a["answer"])
        return [(f"{chr(65 + i)}  {option}", counts.get(i, 0)) for i, option in enumerate(exercise.options)]
    if kind == "guess":
        counts = Counter(" ".join(str(a["answer"]).lower().split()) for a in answers)
        common = counts.most_common(MAX_WORDS)
        rest = sum(counts.values()) - sum(n for _, n in common)
        top = {" ".join(str(w).lower().split()): float(p) for w, p in (reference or [])}
        rows = [(f"{word or '—'}  · {model_share(top[word])}" if word in top else (word or "—"), n)
                for word, n in common]
        shown = {word for word, _ in common}
        rows += [(f"{word}  · {model_share(p)}", 0) for word, p in top.items() if word not in shown]
        if rest:
            rows.append((translate("Classroom", "other answers"), rest))
        return rows
    if kind == "estimate":
        values = [float(a["answer"]) for a in answers if isinstance(a["answer"], (int, float))
                  and math.isfinite(float(a["answer"]))]
        live = float(reference) if isinstance(reference, (int, float)) and math.isfinite(reference) else None
        return estimate_bins(values, live=live)
    counts = Counter(mark([a]) for a in answers)
    return [(translate("Classroom", "{mark} right").format(mark=RIGHT), counts.get(RIGHT, 0)),
            (translate("Classroom", "{mark} not yet").format(mark=WRONG), counts.get(WRONG, 0)),
            (translate("Classroom", "{mark} not checked").format(mark=UNCHECKED), counts.get(UNCHECKED, 0))]


def estimate_bins(values: list[float], bins: int = ESTIMATE_BINS, *, live: float | None = None) -> list[tuple[str, int]]:
    """A histogram of estimates: equal ranges from the least to the greatest. `live` (the lab's
    value): the range that holds it is marked, or a row of its own above or below the ranges."""
    if not values:
        return [(lab_mark(live), 0)] if live is not None else []
    low, high = min(values), max(values)
    if high - low < 1e-12:
        rows = [(f"{low:g}", len(values))]
        edges = [(low, high)]
    else:
        width = (high - low) / bins
        counts = [0] * bins
        for v in values:
            counts[min(bins - 1, int((v - low) / width))] += 1
        edges = [(low + i * width, low + (i + 1) * width) for i in range(bins)]
        rows = [(f"{a:.3g} – {b:.3g}", n) for (a, b), n in zip(edges, counts, strict=True)]
    if live is None:
        return rows
    for i, (a, b) in enumerate(edges):
        if a - 1e-9 <= live <= b + 1e-9:
            rows[i] = (f"{rows[i][0]}  {lab_mark(live)}", rows[i][1])
            return rows
    return [(lab_mark(live), 0), *rows] if live < low else [*rows, (lab_mark(live), 0)]


class Bars(QWidget):
    """Horizontal bars, one a row: its label, a bar as long as its share of the largest, the count."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, int]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_rows(self, rows: list[tuple[str, int]]) -> None:
        self.rows = list(rows)
        self.setAccessibleDescription("; ".join(f"{label}: {n}" for label, n in self.rows))
        self.updateGeometry()
        self.update()

    def _line(self) -> int:
        return int(self.fontMetrics().height() * 1.7)

    def sizeHint(self) -> QSize:
        return QSize(420, max(1, len(self.rows)) * self._line() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, max(1, len(self.rows)) * self._line() + 8)

    def paintEvent(self, _event) -> None:
        if not self.rows:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = self.fontMetrics()
        line = self._line()
        label_w = min(int(self.width() * 0.45), max(fm.horizontalAdvance(label) for label, _ in self.rows) + 12)
        count_w = fm.horizontalAdvance("0000") + 12
        bar_w = max(10, self.width() - label_w - count_w - 8)
        top = max(n for _, n in self.rows) or 1
        text = self.palette().color(QPalette.ColorRole.WindowText)
        bar = self.palette().color(QPalette.ColorRole.Highlight)
        for i, (label, n) in enumerate(self.rows):
            y = 4 + i * line
            p.setPen(text)
            shown = fm.elidedText(label, Qt.TextElideMode.ElideRight, label_w - 8)
            p.drawText(QRectF(0, y, label_w - 8, line), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       shown)
            w = bar_w * n / top
            p.fillRect(QRectF(label_w, y + line * 0.18, max(2.0, w) if n else 0, line * 0.64), bar)
            p.drawText(QRectF(label_w + w + 6, y, count_w, line), Qt.AlignmentFlag.AlignVCenter, str(n))
        p.end()


class AnswersView(QWidget):
    """The step's answers for the projector, anonymised (the main window shows it in a dock)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("classAnswers")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.bars = Bars()
        self.bars.setAccessibleName(translate("Classroom", "The class's answers"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.bars)
        layout.addStretch(1)

    def show_step(self, snapshot: dict, step: int, exercise, title: str, reference=None) -> None:
        """`reference`: what the lab says for the step (a guess's model top-5, an estimate's live
        value), shown beside the class's answers once the step is revealed, never before."""
        self.title.setText(translate("Classroom", "Step {n}: {title}").format(n=step + 1, title=title))
        present = sum(1 for s in snapshot.get("students", []) if not s.get("removed"))
        answers = latest_answers(snapshot, step)
        if exercise is None:
            self.summary.setText(translate("Classroom", "This step asks nothing."))
            self.bars.set_rows([])
            return
        text = translate("Classroom", "{answered} of {students} answered").format(answered=len(answers),
                                                                                  students=present)
        revealed = step in snapshot.get("revealed", [])
        if revealed and exercise.kind in ("guess", "choice", "estimate"):
            right = sum(1 for a in answers if a.get("correct"))
            text += " · " + translate("Classroom", "{right} right").format(right=right)
        if not revealed:
            reference = None  # the model's words or the lab's value would give the answer away
        if reference is not None and exercise.kind == "guess":
            text += " · " + translate("Classroom", "beside each word, the model's probability for it (its top-5)")
        self.summary.setText(text)
        self.bars.set_rows(tally(snapshot, step, exercise, reference))

    def shown_text(self) -> str:
        """Everything the view shows, as text (what the tests read)."""
        return "\n".join([self.title.text(), self.summary.text(), *(f"{label}: {n}" for label, n in self.bars.rows)])


class StudentsModel(QAbstractTableModel):
    """The dashboard's table: one row per student, each cell (text, tool tip, colour). A refresh
    hands it every row at once and it tells the view once (one dataChanged over the rows that
    changed, or one reset when students came or went): 40 students answering at once cost the
    GUI thread one layout of the table, not one per cell as item-by-item updates did."""

    def __init__(self, headers: list[str], header_tips: list[str], parent=None):
        super().__init__(parent)
        self.headers, self.header_tips = headers, header_tips
        self.ids: list[int] = []
        self.cells: list[list[tuple[str, str, str]]] = []

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.cells)

    def columnCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.headers)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        text, tip, colour = self.cells[index.row()][index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip or None
        if role == Qt.ItemDataRole.ForegroundRole and colour:
            return QColor(colour)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= FIXED_COLUMNS:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == ID_ROLE and index.column() == 0:
            return self.ids[index.row()]
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tips[section] or None
        return None

    def set_rows(self, ids: list[int], cells: list[list[tuple[str, str, str]]]) -> None:
        """Every row at once; the view is told once."""
        if ids != self.ids:
            self.beginResetModel()
            self.ids, self.cells = list(ids), cells
            self.endResetModel()
            return
        changed = [r for r, (old, new) in enumerate(zip(self.cells, cells, strict=True)) if old != new]
        self.cells = cells
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], len(self.headers) - 1))


class Dashboard(QWidget):
    """The teacher's window of the class. `teacher` is its TeacherClass (the commands go there)."""

    def __init__(self, teacher, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.teacher = teacher
        self.setObjectName("classDashboard")
        self.setWindowTitle(translate("Classroom", "Class: {name}").format(name=teacher.info["name"]))
        self._count = teacher.info["steps"]
        self.heading = QLabel(teacher.info["name"])
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.heading.setFont(font)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setObjectName("classAddress")
        self.people = QLabel()
        self.people.setObjectName("classCount")
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setObjectName("classState")

        headers = [translate("Classroom", "Name"), translate("Classroom", "Connected"), translate("Classroom", "Step")]
        headers += [str(i + 1) for i in range(self._count)]
        titles = teacher.step_titles()
        tips = ["", "", ""] + [translate("Classroom", "Step {n}: {title}").format(n=i + 1, title=titles[i])
                               for i in range(self._count)]
        self.model = StudentsModel(headers, tips, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setObjectName("classTable")
        self.table.setAccessibleName(translate("Classroom", "Students"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, FIXED_COLUMNS + self._count):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        self._size_columns()
        self.table.selectionModel().selectionChanged.connect(self._selection)

        def button(text: str, tip: str, slot, checkable: bool = False) -> QPushButton:
            b = QPushButton(text)
            b.setToolTip(tip)
            b.setCheckable(checkable)
            # clicked (checked), not toggled: a press of the teacher's; a check mark set to follow the class
            # calls nothing
            b.clicked.connect(slot)
            return b

        t = teacher
        self.lock = button(translate("Classroom", "Lock follow"),
                           translate("Classroom", "Students' screens stay on your step (they cannot browse)"),
                           lambda on: t.command("lock", on), True)
        self.pause = button(translate("Classroom", "Pause screens"),
                            translate("Classroom", "Students' screens show “Eyes on the teacher” until you resume"),
                            lambda on: t.command("pause", on), True)
        self.reveal = button(translate("Classroom", "Reveal answer"),
                             translate("Classroom", "Show the current step's answer here and to the students"),
                             lambda: t.reveal_current())
        self.project = button(translate("Classroom", "Show answers on the projector"),
                              translate("Classroom", "The main window shows how many gave each answer, no names"),
                              lambda on: t.set_projecting(on), True)
        self.remove = button(translate("Classroom", "Remove student"),
                             translate("Classroom", "Take the selected student out of the class"),
                             lambda: t.remove_selected())
        self.end = button(translate("Classroom", "End class"),
                          translate("Classroom", "End the class for everyone (it stays in its file for export)"),
                          lambda: t.end_class())
        self.export = button(translate("Classroom", "Export…"),
                             translate("Classroom", "Write the class's answers as CSV or JSON"),
                             lambda: t.export_dialog())
        self.copy = button(translate("Classroom", "Copy join link"),
                           translate("Classroom", "Copy the link with the code, to send it to the class"),
                           lambda: t.copy_link())
        self.card = button(translate("Classroom", "Show the join card"),
                           translate("Classroom", "A card for the projector: address, code and QR code"),
                           lambda: t.show_card())
        self.stop = button(translate("Classroom", "Stop hosting"),
                           translate("Classroom", "Stop the server (the class stays in its file: File > Host a "
                                                  "class… can resume it)"),
                           lambda: t.stop_hosting())
        self.remove.setEnabled(False)

        grid = QGridLayout()
        for i, b in enumerate((self.lock, self.pause, self.reveal, self.project, self.remove, self.end,
                               self.card, self.copy, self.export, self.stop)):
            grid.addWidget(b, i // 5, i % 5)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.people)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.address)
        layout.addWidget(self.state)
        layout.addWidget(self.table, 1)
        layout.addLayout(grid)
        self.resize(self._width(), 520)
        from mlm_lab.app.looks.accessibility import name_controls

        name_controls(self)

    def _size_columns(self) -> None:
        """Each column but the names as wide as the widest text it can hold, measured once from the
        texts themselves (and again when the font changes), never from the rows: a column sized to
        its contents measures every row at each change, 40 answers at once held the GUI thread
        40-70 ms on this machine."""
        cells, heads = self.table.fontMetrics(), self.table.horizontalHeader().fontMetrics()
        pad = 2 * self.table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + cells.averageCharWidth() * 2
        following, browsing = translate("Classroom", "following"), translate("Classroom", "browsing")
        texts = {1: [translate("Classroom", "● connected"), translate("Classroom", "○ away")],
                 2: [translate("Classroom", "step {n} · {where}").format(n=max(self._count, 10), where=w)
                     for w in (following, browsing)]}
        header = self.table.horizontalHeader()
        for c in range(1, FIXED_COLUMNS + self._count):
            shown = texts.get(c, [RIGHT, WRONG, NONE, UNCHECKED])
            width = max([cells.horizontalAdvance(t) for t in shown] + [heads.horizontalAdvance(self.model.headers[c])])
            header.resizeSection(c, width + pad)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and hasattr(self, "model"):
            self._size_columns()

    def _width(self) -> int:
        return min(1400, 520 + 44 * self._count)

    def _selection(self) -> None:
        self.remove.setEnabled(self.selected_student() is not None and not self.teacher.ended)

    def selected_student(self) -> tuple[int, str] | None:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return (self.model.ids[row], self.model.cells[row][0][0]) if row < len(self.model.ids) else None

    def closeEvent(self, event) -> None:
        """Closing the dashboard hides it; the class goes on (File > Host a class… shows it again)."""
        event.accept()

    # -- from the snapshot
    def refresh(self, snap: dict) -> None:
        info = self.teacher.info
        self.address.setText(translate("Classroom", "Join at {url}  ·  code {code}").format(
            url=info["url"], code=info["code"]))
        students = [s for s in snap["students"] if not s.get("removed")]
        online = sum(1 for s in students if s.get("connected"))
        self.people.setText(translate("Classroom", "{online} of {students} connected").format(
            online=online, students=len(students)))
        bits = [translate("Classroom", "The class is on step {n} of {count}").format(n=snap["step"] + 1,
                                                                                     count=snap["count"])]
        if snap.get("ended"):
            bits = [translate("Classroom", "The class has ended")]
        elif snap.get("paused"):
            bits.append(translate("Classroom", "screens paused"))
        if snap.get("locked") and not snap.get("ended"):
            bits.append(translate("Classroom", "follow locked"))
        if not self.teacher.driving() and not snap.get("ended"):
            bits.append(translate("Classroom", "the window shows another lesson: the class stays where it is"))
        self.state.setText(" · ".join(bits))
        for box, on in ((self.lock, snap.get("locked")), (self.pause, snap.get("paused")),
                        (self.project, self.teacher.projecting)):
            box.setChecked(bool(on))  # emits toggled only: the buttons listen to clicked
        ended = bool(snap.get("ended"))
        for b in (self.lock, self.pause, self.reveal, self.end):
            b.setEnabled(not ended)
        self._fill(students)
        self._selection()

    def _fill(self, students: list[dict]) -> None:
        chosen = self.selected_student()
        rows = []
        for s in students:
            connected = translate("Classroom", "● connected") if s.get("connected") else \
                translate("Classroom", "○ away")
            where = translate("Classroom", "following") if s.get("following", True) else \
                translate("Classroom", "browsing")
            step = translate("Classroom", "step {n} · {where}").format(n=int(s.get("step", 0)) + 1, where=where)
            row = [(s["name"], "", ""), (connected, "", ""), (step, "", "")]
            answers = s.get("answers", {})
            for i in range(self._count):
                given = answers.get(i) or []
                text = mark(given)
                if given:
                    tries = [answer_text(a["answer"]) for a in given]
                    tip = translate("Classroom", "Step {n}: {answers}").format(n=i + 1, answers=" → ".join(tries))
                else:
                    tip = translate("Classroom", "Step {n}: no answer yet").format(n=i + 1)
                row.append((text, tip, {RIGHT: "#1b7a2f", WRONG: "#b3261e"}.get(text, "")))
            rows.append(row)
        ids = [s["id"] for s in students]
        self.model.set_rows(ids, rows)
        if chosen is not None and chosen[0] in ids and self.selected_student() != chosen:
            self.table.selectRow(ids.index(chosen[0]))

    def cell(self, row: int, column: int) -> str:
        """The text of a cell of the table ('' past its end; the tests read it)."""
        try:
            return self.model.cells[row][column][0]
        except IndexError:
            return ""

    def cell_tip(self, row: int, column: int) -> str:
        """The tool tip of a cell ('' past its end)."""
        try:
            return self.model.cells[row][column][1]
        except IndexError:
            return ""

    def cell_text(self, name: str, step: int) -> str:
        """The mark in `name`'s row for `step` (0-based), '' when no such row."""
        for r, cells in enumerate(self.model.cells):
            if cells[0][0] == name:
                return self.cell(r, FIXED_COLUMNS + step)
        return ""

    def names(self) -> list[str]:
        return [cells[0][0] for cells in self.model.cells]
