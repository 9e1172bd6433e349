"""The teacher's side of a class in the window (mlm_lab/app/classroom/teacher.py, host_dialog.py,
dashboard.py, card.py): the host dialog, the dashboard's live roster and answers, the window pacing the class,
the controls reaching the students, the projector's anonymised answers, the join card, the view's
picture for the students' pages. A real ClassHost on 127.0.0.1 and real StudentClients."""

from __future__ import annotations

import socket
import threading
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import Qt

WAIT = 20000


def _shown(dash, row: int, column: int, role=None):
    """What the dashboard's table view shows in a cell: its model's data there (text, or a role's)."""
    index = dash.table.model().index(row, column)
    return index.data(Qt.ItemDataRole.DisplayRole if role is None else role) or ""


@pytest.fixture
def class_dir(tmp_path, monkeypatch):
    folder = tmp_path / "classes"
    monkeypatch.setenv("MLM_LAB_CLASS_DIR", str(folder))
    return folder


BLOCKING = ("start", "stop", "pace", "lock", "pause", "reveal", "project", "remove", "end", "set_picture")


@pytest.fixture
def on_gui_thread(monkeypatch):
    """The ClassHost calls that wait on the host (its start, its commands) made on the GUI thread."""
    from mlm_lab.classroom.host import ClassHost

    seen: list[str] = []
    for name in BLOCKING:
        original = getattr(ClassHost, name)

        def wrapper(self, *args, _original=original, _name=name, **kwargs):
            if threading.current_thread() is threading.main_thread():
                seen.append(_name)
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(ClassHost, name, wrapper)
    return seen


def _dialog(window):
    from mlm_lab.app.classroom.host_dialog import HostDialog

    dialog = HostDialog(window.classroom)
    dialog.show()
    return dialog


def _pick(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _host_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "class-host" and t.is_alive()]


def _start(qtbot, window, port):
    from mlm_lab.lab.lesson import bundled_lessons

    assert window.lessons.open(bundled_lessons()[0])
    dialog = _dialog(window)
    assert dialog.lesson.currentData() == str(bundled_lessons()[0])  # the open lesson comes first
    assert dialog.name.text() == window.lessons.player.title()
    _pick(dialog.interface, "127.0.0.1")
    dialog.port.setValue(port)
    dialog.announce.setChecked(False)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.classroom.teacher is not None, timeout=WAIT)
    assert not dialog.isVisible()
    return window.classroom.teacher


def _student(teacher, name, frames):
    from mlm_lab.classroom.client import StudentClient

    client = StudentClient(f"127.0.0.1:{teacher.info['port']}", code=teacher.host.code, name=name, client="web",
                           on_frame=frames.append, max_backoff=0.5)
    client.start(wait=10)
    return client


def _get(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            return reply.status, reply.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


def test_host_dialog_offers_one_interface_and_refuses_a_port_in_use(qtbot, lab_window, class_dir):
    window = lab_window
    dialog = _dialog(window)
    addresses = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    labels = [dialog.interface.itemText(i) for i in range(dialog.interface.count())]
    assert "0.0.0.0" not in addresses and "" not in addresses and "::" not in addresses
    assert "127.0.0.1" in addresses
    assert "this computer only" in labels[addresses.index("127.0.0.1")]
    assert dialog.announce.isChecked()
    assert not dialog.resume.isEnabled()  # no previous class in the (empty) classes folder
    assert dialog.lesson.itemData(dialog.lesson.count() - 1) == "__open__"

    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen(1)
    port = busy.getsockname()[1]
    try:
        _pick(dialog.interface, "127.0.0.1")
        dialog.port.setValue(port)
        dialog.announce.setChecked(False)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: not dialog.waiting, timeout=WAIT)
    finally:
        busy.close()
    assert dialog.error.isVisible()
    assert "Cannot host the class" in dialog.error.text() and str(port) in dialog.error.text()
    assert dialog.isVisible() and dialog.start_button.isEnabled()
    assert window.classroom.teacher is None
    assert not _host_threads()
    assert not list(class_dir.glob("*.mlmclass"))  # a class that never started leaves no file
    dialog.reject()


def test_the_teacher_drives_the_class_and_sees_it_live(qtbot, lab_window, class_dir, tmp_path, on_gui_thread):
    from mlm_lab.app.classroom.teacher import host_dialog
    from mlm_lab.classroom.addresses import free_port

    window = lab_window
    teacher = _start(qtbot, window, free_port())
    dash = teacher.dashboard
    assert dash.isVisible() and dash.objectName() == "classDashboard"
    assert teacher.info["code"] in dash.address.text() and teacher.info["url"] in dash.address.text()
    host_dialog(window.classroom)  # while hosting, Host a class… brings the dashboard back
    assert getattr(window.classroom, "host_dialog_open", None) is None

    ada_frames, grace_frames = [], []
    ada = _student(teacher, "Ada", ada_frames)
    grace = _student(teacher, "Grace", grace_frames)
    try:
        qtbot.waitUntil(lambda: sorted(dash.names()) == ["Ada", "Grace"], timeout=WAIT)
        assert "2 of 2 connected" in dash.people.text()
        assert ada.step["index"] == 0

        # answers: ✓ and ✗ in the step's column, the answer in the tooltip
        ada.send_answer(0, "word")
        grace.send_answer(0, "nope")
        qtbot.waitUntil(lambda: dash.cell_text("Ada", 0) == "✓" and dash.cell_text("Grace", 0) == "✗", timeout=WAIT)
        assert dash.cell_text("Ada", 2) == "–"
        row = dash.names().index("Grace")
        assert "nope" in _shown(dash, row, 3, Qt.ItemDataRole.ToolTipRole)

        # the projector: how many gave each answer, no names
        dash.project.click()
        qtbot.waitUntil(lambda: teacher.answers_dock.isVisible() and "word: 1" in teacher.answers.shown_text(),
                        timeout=WAIT)
        shown = teacher.answers.shown_text()
        assert "nope: 1" in shown and "2 of 2 answered" in shown
        assert "Ada" not in shown and "Grace" not in shown
        qtbot.waitUntil(lambda: teacher.host.snapshot()["project"], timeout=WAIT)

        # Reveal answer: the window reveals, the students get the key
        assert window.lessons.player.answer_hidden()
        dash.reveal.click()
        assert not window.lessons.player.answer_hidden()
        qtbot.waitUntil(lambda: any(f.get("type") == "step" and f.get("index") == 0 and f.get("key")
                                    for f in ada_frames), timeout=WAIT)

        # Next in the teacher's window paces the class; the view's picture follows
        window.lessons.player.next()
        qtbot.waitUntil(lambda: ada.step["index"] == 1 and grace.step["index"] == 1, timeout=WAIT)
        url = f"{teacher.info['url']}view.png?step=1"
        qtbot.waitUntil(lambda: _get(url)[0] == 200, timeout=60000)
        status, body = _get(url)
        assert body[:8] == b"\x89PNG\r\n\x1a\n"
        # the picture frame is pushed beside the HTTP answer, not before it: waited for, not assumed
        qtbot.waitUntil(lambda: any(f.get("type") == "picture" and f.get("step") == 1 for f in ada_frames),
                        timeout=WAIT)
        ada.send_presence(1, True)  # what a student's page says when it shows a step
        grace.send_presence(0, False)
        row = {name: r for r, name in enumerate(dash.names())}
        qtbot.waitUntil(lambda: _shown(dash, row["Ada"], 2) == "step 2 · following"
                        and _shown(dash, row["Grace"], 2) == "step 1 · browsing", timeout=WAIT)
        metrics = dash.table.fontMetrics()  # every cell's text fits its column (the widths are measured once)
        for r in range(len(dash.names())):
            for c in range(1, dash.model.columnCount()):
                assert metrics.horizontalAdvance(_shown(dash, r, c)) < dash.table.columnWidth(c), (r, c)

        # Pause screens
        dash.pause.click()
        qtbot.waitUntil(lambda: any(f.get("type") == "control" and f.get("paused") for f in grace_frames),
                        timeout=WAIT)
        qtbot.waitUntil(lambda: "screens paused" in dash.state.text(), timeout=WAIT)

        # Remove the selected student (asked first)
        asked = []
        window.ask = lambda title, text: (asked.append(text), True)[1]
        dash.table.selectRow(dash.names().index("Grace"))
        assert dash.remove.isEnabled()
        dash.remove.click()
        assert asked and "Grace" in asked[0]
        qtbot.waitUntil(lambda: grace.status == "removed", timeout=WAIT)
        qtbot.waitUntil(lambda: dash.names() == ["Ada"], timeout=WAIT)

        # the join card: the code in big letters and the QR code of the join link
        card = teacher.show_card()
        assert card.isVisible()
        assert card.code.text().replace(" ", "") == teacher.host.code
        assert card.url.text() == teacher.info["url"]
        from PySide6.QtSvgWidgets import QSvgWidget

        assert isinstance(card.qr.svg, QSvgWidget) and card.qr.svg.renderer().isValid()
        assert card.qr.link == teacher.join_link and "?code=" in card.qr.link

        # End class (asked first): everyone's client ends
        dash.end.click()
        qtbot.waitUntil(lambda: ada.status == "ended", timeout=WAIT)
        qtbot.waitUntil(lambda: "has ended" in dash.state.text(), timeout=WAIT)
        assert not dash.reveal.isEnabled()

        # Export: one row per answer, names in the teacher's file
        out = tmp_path / "class.csv"
        assert teacher.export_to(out).result(10) >= 2
        text = out.read_text(encoding="utf-8")
        assert "Ada" in text and "Grace" in text
    finally:
        ada.stop()
        grace.stop()

    assert on_gui_thread == []  # the window never waited on the host: its workers did

    # closing the window stops the server; the class file stays (resumable)
    db = teacher.host.db
    window.close()
    assert window.classroom.teacher is None
    assert not _host_threads()
    assert db.is_file()


def test_closing_the_dialog_while_starting_leaves_nothing_running(qtbot, lab_window, class_dir):
    from mlm_lab.classroom.addresses import free_port

    window = lab_window
    dialog = _dialog(window)
    _pick(dialog.interface, "127.0.0.1")
    dialog.port.setValue(free_port())
    dialog.announce.setChecked(False)
    dialog.start_button.click()
    dialog.reject()  # Cancel before the server answered
    from mlm_lab.app.classroom.host_dialog import _PENDING

    qtbot.waitUntil(lambda: not _PENDING, timeout=WAIT)  # the server answered, and was told to stop
    qtbot.waitUntil(lambda: not _host_threads(), timeout=WAIT)
    assert window.classroom.teacher is None


def test_resuming_a_class_opens_its_lesson_at_its_step_with_its_students(qtbot, lab_window, class_dir):
    from mlm_lab.classroom.addresses import free_port
    from mlm_lab.classroom.client import StudentClient
    from mlm_lab.classroom.host import ClassHost
    from mlm_lab.lab.lesson import bundled_lessons

    host = ClassHost(bundled_lessons()[0], name="Tuesday", port=free_port())
    host.start()
    client = StudentClient(f"127.0.0.1:{host.port}", code=host.code, name="Ada")
    client.start(wait=10)
    client.send_answer(0, "word")
    qtbot.waitUntil(lambda: any(s["answers"] for s in host.snapshot()["students"]), timeout=WAIT)
    host.pace(3)
    client.stop()
    host.stop()

    window = lab_window
    assert not window.lessons.player.is_open
    dialog = _dialog(window)
    assert dialog.resume.isEnabled() and dialog.resume_file.count() == 1
    dialog.resume.setChecked(True)
    assert not dialog.lesson.isEnabled() and not dialog.port.isEnabled()
    _pick(dialog.interface, "127.0.0.1")
    dialog.announce.setChecked(False)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.classroom.teacher is not None, timeout=WAIT)
    teacher = window.classroom.teacher
    assert teacher.info["name"] == "Tuesday" and teacher.host.code == host.code
    assert window.lessons.player.is_open and window.lessons.player.index == 3
    qtbot.waitUntil(lambda: teacher.dashboard.names() == ["Ada"], timeout=WAIT)
    assert teacher.dashboard.cell_text("Ada", 0) == "✓"
    assert "○" in _shown(teacher.dashboard, 0, 1)
    teacher.stop_hosting()
    assert window.classroom.teacher is None
    qtbot.waitUntil(lambda: not _host_threads(), timeout=WAIT)


def test_the_projector_counts_answers_without_names():
    from mlm_lab.app.classroom.dashboard import estimate_bins, mark, tally
    from mlm_lab.lab.exercises import parse_exercise

    def student(name, answers, removed=False):
        return {"id": len(name), "name": name, "removed": removed, "answers": {0: answers}}

    snap = {"students": [student("Ada", [{"answer": [1], "correct": False}, {"answer": [0], "correct": True}]),
                         student("Grace", [{"answer": [0], "correct": True}]),
                         student("Alan", [{"answer": [2], "correct": False}]),
                         student("Removed", [{"answer": [2], "correct": False}], removed=True)],
            "revealed": []}
    choice = parse_exercise({"kind": "choice", "prompt": "Which?", "options": ["one", "two", "three"],
                                 "correct": [0]})
    rows = tally(snap, 0, choice)
    assert rows == [("A  one", 2), ("B  two", 0), ("C  three", 1)]  # each student's last answer, once
    assert not any("Ada" in label or "Grace" in label for label, _ in rows)
    assert estimate_bins([1.0, 1.0]) == [("1", 2)]
    bins = estimate_bins([0.0, 1.0, 2.0, 6.0], bins=3)
    assert [n for _, n in bins] == [2, 1, 1]
    assert mark([]) == "–" and mark([{"correct": None}]) == "?"
    assert mark([{"correct": False}, {"correct": True}]) == "✓" and mark([{"correct": False}]) == "✗"


def test_projected_answers_stand_beside_the_models_top5_and_the_labs_value_once_revealed(qapp):
    """Issue 36 item 4: a guess's bars against the model's top-5, an estimate's histogram against the
    lab's live value; before the reveal neither is shown (it would give the answer away)."""
    from mlm_lab.app.classroom.dashboard import AnswersView, estimate_bins, tally
    from mlm_lab.lab.exercises import parse_exercise

    def snap(answers, revealed):
        return {"students": [{"id": i, "name": f"s{i}", "removed": False, "answers": {0: [{"answer": a}]}}
                             for i, a in enumerate(answers)], "revealed": [0] if revealed else []}

    guess = parse_exercise({"kind": "guess", "prompt": "Which word?", "blank": 4, "answer": "door"})
    top = [("door", 0.701), ("window", 0.11), ("gate", 0.031), ("room", 0.023), ("garden", 0.021)]
    answers = ["Door", "door ", "window", "cat"]
    rows = dict(tally(snap(answers, True), 0, guess, top))
    assert rows["door  · model 70\u00a0%"] == 2 and rows["window  · model 11\u00a0%"] == 1 and rows["cat"] == 1
    assert rows["gate  · model 3\u00a0%"] == 0 and rows["garden  · model 2\u00a0%"] == 0  # nobody's words as 0 bars
    assert len(rows) == 6
    view = AnswersView()
    view.show_step(snap(answers, False), 0, guess, "A blank", top)
    assert "model" not in view.shown_text() and "gate" not in view.shown_text()  # not before the reveal
    view.show_step(snap(answers, True), 0, guess, "A blank", top)
    assert "door  · model 70\u00a0%: 2" in view.shown_text() and "top-5" in view.summary.text()

    estimate = parse_exercise({"kind": "estimate", "prompt": "PSNR?", "figure": "image.psnr", "tolerance": 1.5})
    bins = estimate_bins([10.0, 12.0, 16.0, 22.0], bins=3, live=19.6)
    assert [n for _, n in bins] == [2, 1, 1] and bins[2][0].endswith("◀ the lab: 19.6")  # 18 – 22 holds it
    assert sum("the lab" in label for label, _ in bins) == 1
    below = estimate_bins([10.0, 12.0], bins=2, live=3.25)
    assert below[0] == ("◀ the lab: 3.25", 0) and len(below) == 3
    above = estimate_bins([10.0, 12.0], bins=2, live=40.0)
    assert above[-1] == ("◀ the lab: 40.0", 0)
    assert estimate_bins([], live=0.5) == [("◀ the lab: 0.500", 0)]
    view.show_step(snap([10.0, 12.0], False), 0, estimate, "PSNR", 19.6)
    assert "the lab" not in view.shown_text()
    view.show_step(snap([10.0, 12.0], True), 0, estimate, "PSNR", 19.6)
    assert "◀ the lab: 19.6: 0" in view.shown_text()


def test_the_students_table_tells_its_view_once_a_refresh(qapp):
    """40 students answering at once: one dataChanged over the rows that changed (not one per cell);
    nothing when nothing changed; one reset when a student came or went."""
    from mlm_lab.app.classroom.dashboard import StudentsModel

    model = StudentsModel(["Name", "Connected", "Step", "1", "2"], [""] * 5)
    changes, resets = [], []
    model.dataChanged.connect(lambda a, b: changes.append((a.row(), b.row(), b.column())))
    model.modelReset.connect(lambda: resets.append(1))

    def rows(marks):
        return [[(f"student {i}", "", ""), ("● connected", "", ""), ("step 1 · following", "", ""),
                 (m, f"Step 1: {m}", ""), ("–", "", "")] for i, m in enumerate(marks)]

    ids = list(range(40))
    model.set_rows(ids, rows(["–"] * 40))
    assert resets == [1] and changes == [] and model.rowCount() == 40 and model.columnCount() == 5
    model.set_rows(ids, rows(["✓"] * 40))
    assert changes == [(0, 39, 4)] and resets == [1]
    assert model.index(39, 3).data() == "✓" and model.index(39, 3).data(Qt.ItemDataRole.ToolTipRole) == "Step 1: ✓"
    model.set_rows(ids, rows(["✓"] * 40))
    assert len(changes) == 1  # the same rows: the view is not told
    marks = ["✓"] * 40
    marks[7] = marks[9] = "✗"
    model.set_rows(ids, rows(marks))
    assert changes[-1] == (7, 9, 4)
    model.set_rows(ids[:39], rows(marks)[:39])
    assert resets == [1, 1] and model.rowCount() == 39
