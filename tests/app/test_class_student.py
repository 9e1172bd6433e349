"""The student's side of a class (File > Join a class…): a real ClassHost on 127.0.0.1 and the real
window joining it through the dialog's join path: a wrong code, following the teacher's steps,
on one's own, the lock, the pause, the answers (also across a host restart), the end. And the
class found by mDNS, in a network namespace of its own (never on a real interface)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mlm_lab.classroom.addresses import free_port
from mlm_lab.classroom.host import ClassHost
from mlm_lab.classroom.lesson_view import find_lesson

WAIT = 20000


class Hosts:
    """The test's class host(s); each one is stopped once at the end."""

    def __init__(self, tmp_path):
        self.db = tmp_path / "c.mlmclass"
        self.port = free_port()
        self.running: list[ClassHost] = []

    def start(self, resume: bool = False) -> ClassHost:
        lesson = None if resume else find_lesson("1")
        host = ClassHost(lesson, name="Room 12", bind="127.0.0.1", port=self.port, db=self.db, resume=resume)
        host.start()
        self.running.append(host)
        return host

    def stop(self, host: ClassHost) -> None:
        self.running.remove(host)
        host.stop()


@pytest.fixture
def hosts(tmp_path):
    made = Hosts(tmp_path)
    yield made
    for host in list(made.running):
        made.stop(host)


@pytest.fixture
def student_env(monkeypatch, tmp_path):
    """The join dialog's module (its class search is replaced where the machine has no mDNS)."""
    monkeypatch.setenv("MLM_LAB_PROGRESS", str(tmp_path / "progress"))
    from mlm_lab.app.classroom import join

    return join


def me(host: ClassHost) -> dict:
    students = host.snapshot()["students"]
    assert len(students) == 1
    return students[0]


def answers_at(host: ClassHost, step: int) -> list[dict]:
    return me(host)["answers"].get(step, [])


def test_student_joins_follows_pauses_and_answers(lab_window, qtbot, hosts, student_env, monkeypatch):
    join = student_env
    window = lab_window
    player = window.lessons.player
    box = window.lessons.panel.exercise
    host = hosts.start()
    host.pace(1)
    found = [{"name": "Room 12", "lesson": host.lesson.title, "address": "127.0.0.1", "port": host.port}]
    monkeypatch.setattr(join, "find_classes", lambda seconds=0: found)  # no mDNS on this machine's network

    dialog = join.JoinDialog(window.classroom)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=WAIT)
    dialog.found.setCurrentRow(0)
    assert dialog.address.text() == f"127.0.0.1:{host.port}"
    dialog.name.setText("Ada")

    # a code the protocol cannot have: said at once, nothing sent
    dialog.code.setText("O0I1LZ")
    assert dialog.join() is False
    assert "0" in dialog.message.text() and dialog._client is None

    # a wrong code: the host says no; one line in the dialog, no client, nothing changed
    wrong = "AAAAAA" if host.code != "AAAAAA" else "CCCCCC"
    dialog.code.setText(wrong)
    assert dialog.join() is True
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT)
    assert "Wrong code" in dialog.message.text()
    assert window.classroom.student is None and dialog._client is None and not player.is_open
    assert host.snapshot()["students"] == []

    # the join link fills the code; the right code joins: the lesson opens at the teacher's step
    dialog.address.setText("")
    QTest.keyClicks(dialog.address, host.join_link)
    assert dialog.code.text() == host.code
    assert dialog.join() is True
    qtbot.waitUntil(lambda: window.classroom.student is not None, timeout=WAIT)
    joined = window.classroom.student
    assert dialog.result() == dialog.DialogCode.Accepted
    assert player.is_open and player.index == 1 and player.path.name == find_lesson("1").name
    assert joined.bar.isVisible() and "Room 12" in joined.bar.title.text()
    assert joined.bar.status.text() == "connected"
    assert joined.bar.follow.isChecked() and joined.bar.follow.isEnabled()
    assert me(host)["name"] == "Ada"

    # the teacher paces: the window follows
    host.pace(2)
    qtbot.waitUntil(lambda: player.index == 2, timeout=WAIT)
    assert player.answer_hidden()  # step 3 hides the model's answer until the reveal...
    host.reveal(2)
    qtbot.waitUntil(lambda: not player.answer_hidden(), timeout=WAIT)  # ...the teacher's reveal, here too
    assert player.index == 2

    # a guess answered in the window reaches the host with the host's verdict
    ex = player.step.exercise
    assert ex.kind == "guess"
    box.word.setText(ex.answer)
    QTest.mouseClick(box.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(answers_at(host, 2)) == 1, timeout=WAIT)
    assert answers_at(host, 2)[0]["correct"] is True
    qtbot.waitUntil(lambda: not joined.client.unacknowledged(), timeout=WAIT)

    # following off: the teacher's pace moves no one; the host sees the student on their own
    joined.bar.follow.setChecked(False)
    qtbot.waitUntil(lambda: me(host)["following"] is False, timeout=WAIT)
    host.pace(3)
    qtbot.waitUntil(lambda: joined.teacher_step == 3, timeout=WAIT)
    assert player.index == 2
    player.go(4)  # on their own: the host is told where
    qtbot.waitUntil(lambda: me(host)["step"] == 4, timeout=WAIT)
    assert me(host)["following"] is False
    joined.bar.follow.setChecked(True)  # following again: the teacher's step
    assert player.index == 3
    qtbot.waitUntil(lambda: me(host)["following"] is True, timeout=WAIT)

    # the lock: the toggle on and disabled, the student kept on the teacher's step
    host.lock(True)
    qtbot.waitUntil(lambda: not joined.bar.follow.isEnabled(), timeout=WAIT)
    assert joined.bar.follow.isChecked() and "locked" in joined.bar.follow.toolTip()
    player.go(5)
    qtbot.waitUntil(lambda: player.index == 3, timeout=WAIT)
    host.lock(False)
    qtbot.waitUntil(lambda: joined.bar.follow.isEnabled(), timeout=WAIT)

    # the pause covers the central area and takes the clicks; unpaused, they work again
    tabs = window.tabs
    bar = tabs.tabBar()
    before = tabs.currentIndex()
    other = next(i for i in range(tabs.count()) if tabs.isTabVisible(i) and i != before)
    host.pause(True)
    qtbot.waitUntil(lambda: joined.overlay.isVisible(), timeout=WAIT)
    assert joined.overlay.geometry() == window.centralWidget().rect()
    assert "paused" in joined.overlay.label.text()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(other).center())
    QTest.keyClick(bar, Qt.Key.Key_Right)
    qtbot.wait(50)
    assert tabs.currentIndex() == before
    host.pause(False)
    qtbot.waitUntil(lambda: not joined.overlay.isVisible(), timeout=WAIT)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(other).center())
    qtbot.waitUntil(lambda: tabs.currentIndex() == other, timeout=WAIT)

    # the host goes away: reconnecting…, an answer waits, and arrives once the class is back
    hosts.stop(host)
    qtbot.waitUntil(lambda: joined.bar.status.text() == "reconnecting…", timeout=WAIT)
    joined.bar.follow.setChecked(False)
    player.go(0)
    assert player.step.exercise.kind == "guess"
    box.word.setText("zebra")
    QTest.mouseClick(box.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joined.bar.pending.text() == "1 answer waiting to be sent", timeout=WAIT)
    waiting = joined.client.unacknowledged()
    assert len(waiting) == 1 and waiting[0]["step"] == 0 and waiting[0]["answer"] == "zebra"
    host = hosts.start(resume=True)
    qtbot.waitUntil(lambda: joined.bar.status.text() == "connected", timeout=WAIT)
    qtbot.waitUntil(lambda: not joined.client.unacknowledged() and not joined.bar.pending.isVisible(),
                    timeout=WAIT)
    assert [a["correct"] for a in answers_at(host, 0)] == [False]
    joined.client.send_answer(0, "zebra", False, "", ident=waiting[0]["id"])  # the same answer again
    qtbot.waitUntil(lambda: not joined.client.unacknowledged(), timeout=WAIT)
    assert len(answers_at(host, 0)) == 1 and len(answers_at(host, 2)) == 1

    # the end: the bar says so, following stops, the lesson stays open
    host.end()
    qtbot.waitUntil(lambda: joined.bar.status.text() == "the class has ended", timeout=WAIT)
    assert not joined.live and not joined.bar.follow.isEnabled() and not joined.bar.follow.isChecked()
    assert player.is_open and player.lesson is joined.lesson and player.index == 0
    joined.leave()  # Close: the bar goes, the window is out of the class
    assert window.classroom.student is None
    joined._stopper.join(10)
    assert not joined._stopper.is_alive()


def test_join_dialog_says_why_and_closes_cleanly(lab_window, qtbot, hosts, student_env, monkeypatch):
    """Nobody at the address: one line; removed by the teacher: the bar says so, the lesson stays;
    Join a class… from the menu closes with no search left running."""
    join = student_env
    window = lab_window
    before = set(threading.enumerate())  # threads of earlier tests in this process are not this dialog's
    searches = []
    monkeypatch.setattr(join, "find_classes", lambda seconds=0: searches.append(1) or [])
    dialog = join.JoinDialog(window.classroom)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: "No class found" in dialog.searching.text(), timeout=WAIT)
    dialog.address.setText(f"127.0.0.1:{free_port()}")
    QTest.keyClicks(dialog.code, "k7q-f4m")
    assert dialog.code.text() == "K7Q-F4M"
    dialog.name.setText("Bo")
    assert dialog.join() is True
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT)
    assert "No class answers at 127.0.0.1" in dialog.message.text()
    assert window.classroom.student is None and not window.lessons.player.is_open
    dialog.address.setText("not an address:port")
    assert dialog.join() is False and "Not a class address" in dialog.message.text()
    dialog.address.setText("127.0.0.1:8765")
    dialog.name.setText("   ")
    assert dialog.join() is False and "name" in dialog.message.text()

    # removed by the teacher: the bar says so, following stops, the lesson stays open
    host = hosts.start()
    dialog.address.setText(host.join_link)
    dialog.code.setText(host.code)
    dialog.name.setText("Bo")
    assert dialog.join() is True
    qtbot.waitUntil(lambda: window.classroom.student is not None, timeout=WAIT)
    joined = window.classroom.student
    host.remove(me(host)["id"])
    qtbot.waitUntil(lambda: joined.bar.status.text() == "the teacher removed you", timeout=WAIT)
    assert not joined.live and not joined.bar.follow.isEnabled() and window.lessons.player.is_open

    # Join a class… again: the ended class's bar goes, the dialog opens
    from PySide6.QtWidgets import QDialog

    def shown_and_closed(dlg):
        dlg.show()
        dlg.reject()
        return 0

    monkeypatch.setattr(QDialog, "exec", shown_and_closed)
    searches.clear()
    window.classroom.act_join.trigger()
    assert window.classroom.student is None and not joined.bar.isVisible()

    # the menu's dialog opened and closed at once (as the language test does): no search started
    qtbot.wait(join.BROWSE_DELAY_MS * 3)
    assert searches == [] and window.classroom.student is None
    ours = ("class-client", "class-browse", "class-join", "class-leave")  # the student's threads, all ended

    def ours_ended():
        left = [t.name for t in threading.enumerate() if t.name in ours and t not in before]
        assert not left, f"still running: {left}"

    qtbot.waitUntil(ours_ended, timeout=WAIT)


MDNS_SCRIPT = textwrap.dedent("""
    import json, subprocess
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    subprocess.run(["ip", "link", "set", "lo", "multicast", "on"], check=True)
    from mlm_lab.classroom.discovery import announce
    from mlm_lab.app.classroom import join
    join.BROWSE_INTERFACES = ["127.0.0.1"]
    zc = announce("Room 7", "Fill in the blank", "127.0.0.1", 8765)
    try:
        print("FOUND " + json.dumps(join.find_classes(2.0)))
    finally:
        zc.close()
""")


def test_a_class_announced_on_the_network_is_found(tmp_path):
    """mDNS in a network namespace of its own: only its loopback exists, so nothing reaches a real network."""
    unshare = shutil.which("unshare")
    if unshare is None or shutil.which("ip") is None:
        pytest.skip("needs unshare and ip (util-linux, iproute2) for a private network namespace")
    probe = subprocess.run([unshare, "--net", "--", "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot make a network namespace here (unshare --net: {probe.stderr.strip()[:200]})")
    script = tmp_path / "mdns.py"
    script.write_text(MDNS_SCRIPT)
    done = subprocess.run([unshare, "--net", "--", sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60)
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("FOUND ")), None)
    assert done.returncode == 0 and line is not None, done.stderr[-2000:]
    assert json.loads(line[6:]) == [{"name": "Room 7", "lesson": "Fill in the blank", "address": "127.0.0.1",
                                     "port": 8765}]
