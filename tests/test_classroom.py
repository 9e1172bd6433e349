"""A class on the room's network, without a window: the protocol's checks, the host and real
clients on 127.0.0.1 (joining, pacing, answers acknowledged after their commit and counted once,
late joiners, removal), a catalogue of bad protocol input each answered cleanly, and the CLI.
Every socket here is on 127.0.0.1; nothing is announced (mDNS is tested in its own namespace)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import time
import urllib.request

import pytest

from mlm_lab.classroom import protocol
from mlm_lab.classroom.client import JoinRefused, StudentClient, parse_address
from mlm_lab.classroom.host import ClassHost
from mlm_lab.classroom.protocol import ProtocolError, parse_frame, plain_text
from mlm_lab.classroom.store import ClassStore, class_rows, export_class, open_store_readonly
from mlm_lab.errors import UserError


def wait_for(predicate, timeout: float = 10.0) -> None:
    """Poll until `predicate()` is true (a condition, not a time: the timeout only ends a hang)."""
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError("condition not met in time")
        time.sleep(0.02)


@pytest.fixture
def host(tmp_path):
    h = ClassHost("1", name="Room 4", bind="127.0.0.1", port=0, db=tmp_path / "c.mlmclass")
    h.start()
    yield h
    h.stop()


def join(host, name="Ada", **kw) -> StudentClient:
    client = StudentClient(f"127.0.0.1:{host.port}", code=host.code, name=name, client="cli", **kw)
    client.start()
    return client


def exercise_steps(host) -> dict[str, int]:
    return {s.exercise.kind: i for i, s in reversed(list(enumerate(host.lesson.steps))) if s.exercise is not None}


async def _exchange(port: int, frames: list, *, wait: float = 0.5) -> list:
    """Open one WebSocket, send `frames` (str or dict), collect what comes back for `wait` seconds."""
    import aiohttp

    out = []
    async with aiohttp.ClientSession() as session, session.ws_connect(f"ws://127.0.0.1:{port}/ws",
                                                                      max_msg_size=0) as ws:
        for f in frames:
            await ws.send_str(f if isinstance(f, str) else json.dumps(f))
        end = time.monotonic() + wait
        while time.monotonic() < end:
            try:
                msg = await asyncio.wait_for(ws.receive(), max(0.01, end - time.monotonic()))
            except asyncio.TimeoutError:
                break
            if msg.type == aiohttp.WSMsgType.TEXT:
                out.append(json.loads(msg.data))
            elif msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                out.append({"closed": ws.close_code})
                break
    return out


def exchange(port, frames, **kw):
    return asyncio.run(_exchange(port, frames, **kw))


# -- the protocol, frame by frame ---------------------------------------------------------------
@pytest.mark.parametrize("raw, role, code", [
    ("{not json", "student", "bad-message"),
    ("[1, 2]", "student", "bad-message"),
    ('{"type": "shout"}', "student", "unknown-type"),
    ('{"type": "pace", "step": 2}', "student", "forbidden"),
    ('{"type": "end"}', "anonymous", "forbidden"),
    ('{"type": "ping", "extra": 1}', "student", "bad-message"),
    ('{"type": "answer", "id": "a", "step": -1, "answer": "x"}', "student", "bad-message"),
    ('{"type": "answer", "id": "a", "step": 1, "answer": NaN}', "student", "bad-message"),
    ('{"type": "answer", "id": "a", "step": 1, "answer": true}', "student", "bad-message"),
    ('{"type": "answer", "id": "' + "x" * 65 + '", "step": 1, "answer": "w"}', "student", "bad-message"),
    ('{"type": "answer", "id": "a", "step": "1", "answer": "w"}', "student", "bad-message"),
    ('{"type": "hello", "code": "ABC", "name": "\\n\\t "}', "anonymous", "bad-name"),
    ('{"type": "hello", "code": "ABC", "name": "x", "client": "robot"}', "anonymous", "bad-message"),
    ('{"type": "lock", "on": "yes"}', "teacher", "bad-message"),
    ("[" * 100_00 + "]" * 100_00, "student", "too-large"),
])
def test_a_bad_frame_is_a_protocol_error_with_its_code(raw, role, code):
    with pytest.raises(ProtocolError) as err:
        parse_frame(raw, role=role)
    assert err.value.code == code
    assert "\n" not in str(err.value) and len(str(err.value)) < 200


def test_names_and_answers_are_plain_text_of_bounded_length():
    assert plain_text("Ada\u202e\n<b>x</b>\x00  Lovelace", 40) == "Ada <b>x</b> Lovelace"  # tags stay as characters
    assert len(plain_text("é" * 100, protocol.NAME_LIMIT)) == protocol.NAME_LIMIT
    hello = parse_frame('{"type": "hello", "code": " k7q-f2m ", "name": "  Bob\\r\\nSmith "}', role="anonymous")
    assert hello["code"] == "K7QF2M" and hello["name"] == "Bob Smith"
    answer = parse_frame('{"type": "answer", "id": "a1", "step": 2, "answer": [2, 0, 2]}')
    assert answer["answer"] == [0, 2] and answer["correct"] is None


def test_a_join_code_is_six_characters_read_off_a_projector():
    codes = {protocol.new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 6 and set(c) <= set(protocol.CODE_ALPHABET) for c in codes)
    assert not set(protocol.CODE_ALPHABET) & set("0O1IL2Z5S8B")


def test_addresses_and_join_links_parse():
    assert parse_address("192.168.1.5") == ("192.168.1.5", 8765, "")
    assert parse_address("http://10.0.0.2:9000/?code=k7qf2m") == ("10.0.0.2", 9000, "K7QF2M")
    for bad in ("", "ftp://x/", "host:99999"):
        with pytest.raises(UserError):
            parse_address(bad)


# -- the host and real clients ------------------------------------------------------------------
def test_students_join_follow_the_teachers_steps_and_answers_are_checked_and_stored(host):
    frames = []
    ada = join(host, on_frame=frames.append)
    assert ada.step["index"] == 0 and ada.welcome["steps"] == len(host.lesson.steps)
    assert "key" not in ada.step and "answer" not in (ada.step["exercise"] or {})  # no key before the reveal
    steps = exercise_steps(host)
    guess, choice = steps["guess"], steps["choice"]
    host.pace(choice)
    wait_for(lambda: ada.step["index"] == choice)
    right = host.lesson.steps[choice].exercise.correct
    ident = ada.send_answer(choice, [(right[0] + 1) % 3])  # a wrong option
    wait_for(lambda: any(f.get("type") == "ack" and f["id"] == ident for f in frames))
    ack = next(f for f in frames if f.get("type") == "ack")
    assert ack["correct"] is False and ack["counted"] is True
    ada.send_answer(choice, list(right))
    wait_for(lambda: len(host.snapshot()["students"][0]["answers"].get(choice, [])) == 2)
    host.pace(guess)
    wait_for(lambda: ada.step["index"] == guess)
    ada.send_answer(guess, host.lesson.steps[guess].exercise.answer.upper())
    wait_for(lambda: guess in host.snapshot()["students"][0]["answers"])
    assert host.snapshot()["students"][0]["answers"][guess][0]["correct"] is True
    ada.stop()
    # what the store holds is what was acknowledged
    rows = class_rows(host.store)
    by_step = {r["step"]: r for r in rows}
    assert by_step[choice + 1]["tries"] == 2 and by_step[choice + 1]["correct"] is True
    assert by_step[guess + 1]["correct"] is True and by_step[guess + 1]["kind"] == "guess"


def test_a_resent_answer_is_counted_once(host):
    ada = join(host)
    choice = exercise_steps(host)["choice"]
    for _ in range(3):
        ada.send_answer(choice, [0], ident="same-id")
    wait_for(lambda: not ada.unacknowledged())
    time.sleep(0.1)  # a late duplicate would have landed by now; the count is what is asserted
    assert len(host.store.answers()) == 1
    assert len(host.snapshot()["students"][0]["answers"][choice]) == 1


def test_a_late_joiner_lands_on_the_current_step_and_a_revealed_step_carries_its_key(host):
    guess = exercise_steps(host)["guess"]
    host.pace(guess)
    host.reveal(guess)
    late = join(host, "Late")
    assert late.step["index"] == guess and late.step["revealed"] is True
    assert host.lesson.steps[guess].exercise.answer in late.step["key"]


def test_lock_pause_and_end_reach_every_student(host):
    frames = []
    ada = join(host, on_frame=frames.append)
    host.lock(True)
    host.pause(True)
    wait_for(lambda: any(f.get("type") == "control" and f["paused"] and f["locked"] for f in frames))
    host.pause(False)
    wait_for(lambda: frames[-1].get("type") == "control" and not frames[-1]["paused"])
    host.end()
    assert ada.wait(5) and ada.status == "ended"
    with pytest.raises(JoinRefused):
        join(host, "Too late")


def test_a_wrong_code_is_refused_and_nobody_is_added(host):
    with pytest.raises(JoinRefused, match="not this class's code"):
        StudentClient(f"127.0.0.1:{host.port}", code="AAAAAA", name="Eve", client="cli").start()
    assert host.snapshot()["students"] == []


def test_a_student_cannot_send_teacher_commands_or_replay_a_removed_token(host, tmp_path):
    ada = join(host)
    replies = exchange(host.port, [{"type": "hello", "token": ada.token, "client": "cli"},
                                   {"type": "pace", "step": 3}, {"type": "end"}])
    errors = [r for r in replies if r.get("type") == "error"]
    assert [e["code"] for e in errors] == ["forbidden", "forbidden"]
    assert host.snapshot()["step"] == 0 and not host.snapshot()["ended"]
    sid = ada.welcome["student"]
    host.remove(sid)
    wait_for(lambda: ada.status == "removed")
    replies = exchange(host.port, [{"type": "hello", "token": ada.token, "client": "cli"}])
    assert replies[0]["code"] == "bad-token"
    # a token of another class does not open this one
    other = ClassHost("1", bind="127.0.0.1", port=0, db=tmp_path / "other.mlmclass")
    other.start()
    try:
        stranger = join(other, "Stranger")
        replies = exchange(host.port, [{"type": "hello", "token": stranger.token}])
        assert replies[0]["code"] == "bad-token"
        stranger.stop()
    finally:
        other.stop()


def test_a_student_reconnecting_with_the_token_is_the_same_student(host):
    ada = join(host)
    replies = exchange(host.port, [{"type": "hello", "token": ada.token, "client": "cli"}])
    assert replies[0]["type"] == "welcome" and replies[0]["student"] == ada.welcome["student"]
    wait_for(lambda: ada.reconnects >= 1 and ada.status == "connected")  # the second window took over; it came back
    assert len(host.snapshot()["students"]) == 1


def test_oversized_binary_and_unknown_frames_are_answered_and_the_class_goes_on(host):
    ada = join(host)
    hello = {"type": "hello", "code": host.code, "name": "Mallory", "client": "cli"}
    replies = exchange(host.port, [hello, "x" * 20_000, "{}", json.dumps({"type": "answer", "id": "a", "step": 999,
                                                                         "answer": "w"})])
    codes = [r.get("code") for r in replies if r.get("type") == "error"]
    assert codes == ["too-large", "unknown-type", "bad-step"]
    replies = exchange(host.port, [hello, "y" * 100_000])  # past the socket's own limit: closed, with a reason
    # 1009 (too big) as sent; 1006 where the host's close overtakes the rest of the 100 kB still being written
    assert replies[-1].get("closed") in (1009, 1006)
    replies = exchange(host.port, [{"type": "answer", "id": "a", "step": 1, "answer": "w"}])
    assert replies[0]["code"] == "no-hello"
    host.pace(2)
    wait_for(lambda: ada.step["index"] == 2)  # the well-behaved student still follows


def test_a_flood_of_frames_is_rate_limited_without_stalling_others(host):
    ada = join(host)
    hello = {"type": "hello", "code": host.code, "name": "Flood", "client": "cli"}
    replies = exchange(host.port, [hello] + [{"type": "ping"}] * 300, wait=1.0)
    assert any(r.get("code") == "rate" for r in replies)
    assert sum(r.get("type") == "pong" for r in replies) <= protocol_burst() + 15
    host.pace(1)
    wait_for(lambda: ada.step["index"] == 1)


def protocol_burst() -> int:
    from mlm_lab.classroom.host import BURST

    return BURST


def test_a_thousand_connection_attempts_are_each_answered_and_the_class_goes_on(host):
    ada = join(host)

    async def attempt(session, i):
        try:
            async with session.ws_connect(f"ws://127.0.0.1:{host.port}/ws") as ws:
                await ws.send_str(json.dumps({"type": "hello", "code": f"WRONG{i % 10}", "name": "bot"}))
                msg = await asyncio.wait_for(ws.receive(), 5)
                return json.loads(msg.data).get("code") if msg.type.name == "TEXT" else "closed"
        except Exception as exc:  # a refused connection (503 past the limit) counts as answered
            return type(exc).__name__

    async def flood():
        import aiohttp

        async with aiohttp.ClientSession() as session:
            out = []
            for start in range(0, 1000, 50):
                out += await asyncio.gather(*(attempt(session, i) for i in range(start, start + 50)))
            return out

    answers = asyncio.run(flood())
    assert len(answers) == 1000
    assert set(answers) <= {"bad-code", "throttled", "WSServerHandshakeError", "closed"}
    assert answers.count("bad-code") >= 1 and "throttled" in answers
    assert len(host.snapshot()["students"]) == 1
    host.pace(3)
    wait_for(lambda: ada.step["index"] == 3)
    assert len(host.conns) <= 2


def test_the_http_api_shows_names_only_with_the_code_and_takes_commands_only_with_the_key(host):
    join(host, "Ada <script>")
    base = f"http://127.0.0.1:{host.port}"
    anon = json.loads(urllib.request.urlopen(f"{base}/api/status").read())
    assert anon["students"] == 1 and "who" not in anon
    known = json.loads(urllib.request.urlopen(f"{base}/api/status?code={host.code}").read())
    assert known["who"][0]["name"] == "Ada <script>"
    request = urllib.request.Request(f"{base}/api/teacher", data=b'{"type":"pace","step":2}', method="POST")
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(request)
    assert err.value.code == 403 and host.snapshot()["step"] == 0
    request.add_header("X-Class-Key", host.key)
    assert json.loads(urllib.request.urlopen(request).read())["step"] == 2
    page = urllib.request.urlopen(f"{base}/").read().decode()
    assert "<script>" in page and "http://" not in page and "https://" not in page and "//cdn" not in page
    qr = urllib.request.urlopen(f"{base}/qr.svg").read().decode()
    assert qr.lstrip().startswith("<svg") and "<path" in qr


# -- the record ---------------------------------------------------------------------------------
def test_export_writes_one_row_per_student_and_step_with_formulas_defused(host, tmp_path):
    choice = exercise_steps(host)["choice"]
    guess = exercise_steps(host)["guess"]
    a, b = join(host, "=HYPERLINK(x)"), join(host, "Bob")
    a.send_answer(guess, "@SUM(A1)")
    b.send_answer(choice, [0])
    wait_for(lambda: len(host.store.answers()) == 2)
    export_class(host.store, csv_path=tmp_path / "c.csv", json_path=tmp_path / "c.json")
    text = (tmp_path / "c.csv").read_text()
    assert "'=HYPERLINK(x)" in text and "'@SUM(A1)" in text
    doc = json.loads((tmp_path / "c.json").read_text())
    assert doc["format"] == "mlm-lab-class-export" and len(doc["rows"]) == 2
    assert {r["student"] for r in doc["rows"]} == {"=HYPERLINK(x)", "Bob"}  # JSON keeps the text as typed


def test_a_file_that_is_not_a_class_is_refused_and_left_as_it_was(tmp_path):
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE t (x)")
    before = other.read_bytes()
    with pytest.raises(UserError, match="not a class file"):
        open_store_readonly(other)
    assert other.read_bytes() == before
    (tmp_path / "text.mlmclass").write_text("hello")
    with pytest.raises(UserError, match="not an SQLite database"):
        open_store_readonly(tmp_path / "text.mlmclass")
    with pytest.raises(UserError, match="already there"):
        ClassStore(other, create={"name": "x"})


# -- resume after the host is killed ------------------------------------------------------------
def _host_process(tmp_path, *extra):
    env = {**__import__("os").environ, "MLM_LAB_CLASS_DIR": str(tmp_path / "classes")}
    proc = subprocess.Popen([sys.executable, "-m", "mlm_lab", "class", "host", *extra, "--json", "--no-announce"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    line = proc.stdout.readline()
    assert line, proc.stderr.read()
    return proc, json.loads(line)


def test_the_host_killed_mid_class_resumes_with_nothing_lost_and_queued_answers_counted_once(tmp_path):
    db = tmp_path / "killed.mlmclass"
    proc, info = _host_process(tmp_path, "1", "--port", "0", "--db", str(db))
    try:
        ada = StudentClient(f"127.0.0.1:{info['port']}", code=info["code"], name="Ada", client="cli", max_backoff=0.5)
        ada.start()
        ada.send_answer(0, "word", ident="before")
        wait_for(lambda: not ada.unacknowledged())
    finally:
        proc.kill()  # SIGKILL: no shutdown, no flush beyond what was committed
        proc.wait(10)
    wait_for(lambda: ada.status == "reconnecting")
    ada.send_answer(0, "thing", ident="while-down")  # queued while the link is down
    assert [f["id"] for f in ada.unacknowledged()] == ["while-down"]
    proc, again = _host_process(tmp_path, "--resume", "--db", str(db), "--port", str(info["port"]))
    try:
        assert again["code"] == info["code"] and again["port"] == info["port"]
        wait_for(lambda: ada.status == "connected" and not ada.unacknowledged(), timeout=20)
        ada.stop()
    finally:
        proc.terminate()
        proc.wait(10)
    store = open_store_readonly(db)
    ids = sorted(a.client_id for a in store.answers())
    students = store.students()
    store.close()
    assert ids == ["before", "while-down"] and len(students) == 1


# -- the command line ---------------------------------------------------------------------------
def run_cli(*args, timeout=60, env=None):
    return subprocess.run([sys.executable, "-m", "mlm_lab", *args], capture_output=True, text=True, timeout=timeout,
                          env=env)


def test_the_cli_student_follows_answers_and_ends_with_the_class(host, tmp_path):
    steps = exercise_steps(host)
    choice = steps["choice"]
    letter = chr(65 + host.lesson.steps[choice].exercise.correct[0])
    proc = subprocess.Popen([sys.executable, "-m", "mlm_lab", "class", "join", f"127.0.0.1:{host.port}", "--code",
                             host.code.lower(), "--name", "Cli", "--answer", f"{choice + 1}={letter}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for(lambda: host.snapshot()["students"], timeout=30)
    host.pace(choice)
    wait_for(lambda: len(host.store.answers()) == 1, timeout=30)
    key_file = host.info()["key_file"]
    done = run_cli("class", "pace", f"127.0.0.1:{host.port}", "--end", "--key-file", key_file)
    assert done.returncode == 0, done.stderr
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert f"Step {choice + 1}/" in out and "Right" in out and "ended" in out
    assert host.store.answers()[0].correct is True
    status = run_cli("class", "status", f"127.0.0.1:{host.port}", "--code", host.code, "--json")
    assert json.loads(status.stdout)["ended"] is True


@pytest.mark.parametrize("args, says", [
    (["class", "join", "127.0.0.1:{port}", "--code", "WRONG1", "--name", "x"], "not this class's code"),
    (["class", "join", "127.0.0.1:{port}", "--code", "{code}", "--name", "x", "--answer", "99=a"], "no step 99"),
    (["class", "join", "127.0.0.1:{port}", "--code", "{code}", "--name", "x", "--answer", "nope"], "STEP=VALUE"),
    (["class", "join", "127.0.0.1:1", "--code", "ABCDEF", "--name", "x"], "cannot reach a class"),
    (["class", "pace", "127.0.0.1:{port}", "--step", "99", "--key-file", "{key}"], "no step 99"),
    (["class", "pace", "127.0.0.1:{port}", "--step", "2", "--key-file", "{db}"], "refused"),
    (["class", "pace", "127.0.0.1:{port}", "--step", "0", "--key-file", "{key}"], "steps count from 1"),
    (["class", "status", "127.0.0.1:1"], "cannot reach a class"),
    (["class", "host", "--bind", "every-interface"], "not an IP address"),
    (["class", "host", "--bind", "10.255.255.254", "--port", "0", "--no-announce"], "cannot listen"),
    (["class", "host", "no-such-lesson.mlmlesson"], "no such lesson"),
    (["class", "export", "{db}"], "--csv FILE and/or --json"),
    (["class", "export", "{db}", "--csv", "{db}"], "is the file the command reads"),
    (["class"], "say what to do"),
])
def test_bad_input_on_the_command_line_is_one_line_and_exit_2(host, tmp_path, args, says):
    info = host.info()
    filled = [a.format(port=host.port, code=host.code, key=info["key_file"], db=info["db"]) for a in args]
    env = {**__import__("os").environ, "MLM_LAB_CLASS_DIR": str(tmp_path / "none")}
    done = run_cli(*filled, env=env)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert says in done.stderr and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize("state", ["connecting", "reconnecting"])
def test_stop_ends_the_client_while_it_connects_or_waits_to_reconnect(state):
    """A host that takes the connection and never answers (connecting), or one that is gone while
    the client waits to try again (reconnecting): stop() ends the client's thread either way."""
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # never accepted: the TCP handshake completes, the WebSocket upgrade never answers
    port = listener.getsockname()[1]
    try:
        if state == "reconnecting":
            listener.close()  # nobody at the port: each try is refused, and a token means it tries again
        client = StudentClient(f"127.0.0.1:{port}", code="ABCDEF", name="Bo", client="cli",
                               token=None if state == "connecting" else "t" * 32, max_backoff=30.0)
        seen = []
        client.on_status = seen.append
        client.start(wait=None)
        deadline = time.monotonic() + 10
        while state not in seen and time.monotonic() < deadline:
            time.sleep(0.02)
        assert state in seen
        if state == "reconnecting":
            while client.reconnects < 3 and time.monotonic() < deadline:  # into the longer waits
                time.sleep(0.02)
        client.stop()
        assert not client._thread.is_alive(), f"the client's thread still runs after stop() ({client.status})"
        assert client.status == "stopped" and client.wait(0)
    finally:
        listener.close()
