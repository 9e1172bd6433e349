"""The class server: aiohttp in a thread of its own, the one source of truth for the class.

`ClassHost` runs an aiohttp application on its own asyncio loop in a background thread, so the
teacher's window never waits on the network. It serves

    GET  /              the browser page (mlm_lab/classroom/page.html: no external resources)
    GET  /ws            the WebSocket every client speaks the protocol over (protocol.py)
    GET  /api/info      the class's name, lesson and step count (what a join dialog shows)
    GET  /api/status    who is in and the current step (names only with the code or the key)
    POST /api/teacher   a teacher command (pace, lock, ...) with the teacher's key in X-Class-Key
    GET  /view.png      the teacher's current view, as the window last exported it
    GET  /qr.svg        a QR code of the join link

and keeps the class in a ClassStore (SQLite) through one store thread: every answer is committed
before its "ack" goes back. The window (or the CLI) drives it through thread-safe methods: pace,
lock, pause, reveal, project, remove, end, set_picture, set_figures; `snapshot()` is the
dashboard's copy of the roster; `on_event` is called on the host's thread for every change.

Limits, so one client cannot stall the class: at most MAX_CONNECTIONS open sockets (503 past it),
a frame of at most protocol.MAX_FRAME bytes, RATE frames a second a connection (a burst of
BURST), a hello within HELLO_TIMEOUT seconds, and at most BAD_HELLOS wrong codes or tokens from one
address a minute.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import os
import secrets
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlm_lab.classroom import protocol
from mlm_lab.classroom.addresses import check_bind
from mlm_lab.classroom.class_files import default_class_dir, key_path, latest_class, read_key
from mlm_lab.classroom.lesson_view import bundled_name, fingerprint, host_verdict, read_lesson, step_frame
from mlm_lab.classroom.protocol import ProtocolError, encode, error_frame, parse_frame
from mlm_lab.classroom.store import Answer, ClassStore
from mlm_lab.errors import UserError, msg, words

MAX_CONNECTIONS = 200
RATE = 10.0  # frames a second a connection may send, on average
BURST = 30
HELLO_TIMEOUT = 10.0
BAD_HELLOS = 20  # wrong codes / tokens from one address a minute, before it waits
DEFAULT_PORT = 8765


@dataclass
class Conn:
    ws: object
    remote: str
    role: str = "anonymous"  # anonymous (no hello yet), student, teacher
    student: int | None = None
    client: str = ""
    allowance: float = BURST
    last: float = field(default_factory=time.monotonic)
    dropped: int = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.last) * RATE)
        self.last = now
        if self.allowance < 1:
            self.dropped += 1
            return False
        self.allowance -= 1
        return True


class ClassHost:
    def __init__(self, lesson_path: str | os.PathLike | None = None, *, name: str = "", bind: str = "127.0.0.1",
                 port: int | None = None, db: str | os.PathLike | None = None, resume: bool = False,
                 on_event=None, announce: bool = False):
        self.bind = check_bind(bind)
        self.on_event = on_event
        self._announce = announce
        self.zeroconf = None
        self.store_pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="class-store")
        if resume:
            self.db = Path(db) if db else latest_class()
            # the class read and checked whole from a read-only handle before the file is opened to write
            info, self.lesson = self._resumable(self.db)
            self.key = read_key(self.db)
            self.store = ClassStore(self.db)
            self.code, self.name, self.fingerprint = info["code"], info["name"], info["fingerprint"]
            self.port = port if port is not None else int(info.get("port", DEFAULT_PORT))
            self.store.log("resume")
        else:
            from mlm_lab.classroom.lesson_view import find_lesson

            path = find_lesson(str(lesson_path) if lesson_path else None)
            self.lesson, raw = read_lesson(path)
            self.fingerprint = fingerprint(raw)
            self.code = protocol.new_code()
            self.name = protocol.plain_text(name, 80) or self.lesson.title or "MLM Lab class"
            self.port = DEFAULT_PORT if port is None else port
            if db is None:
                folder = default_class_dir()
                folder.mkdir(parents=True, exist_ok=True)
                db = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}.mlmclass"
            self.db = Path(db)
            self.store = ClassStore(self.db, create={
                "name": self.name, "code": self.code, "fingerprint": self.fingerprint, "lesson": self.lesson.to_dict(),
                "lesson_file": str(path.resolve()), "bundled": bundled_name(path), "bind": self.bind})
            self.key = protocol.new_token()
            kp = key_path(self.db)
            fd = os.open(kp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(self.key + "\n")
        info = self.store.info()
        self.state = {k: info.get(k, False) for k in ("locked", "paused", "project", "ended")}
        self.state["step"] = int(info.get("step", 0))
        self.revealed: set[int] = set(info.get("revealed", []))
        self.bundled = info.get("bundled")
        self.conns: dict[object, Conn] = {}
        self.bad_hellos: dict[str, list[float]] = {}
        self.pictures: dict[int, bytes] = {}
        self.picture_version = 0
        self.figures: dict[int, dict] = {}
        self._lock = threading.Lock()  # guards the roster copy the dashboard reads
        self.roster: dict[int, dict] = {}
        self.answers: dict[tuple[int, int], list[dict]] = {}
        for s in self.store.students():
            self.roster[s["id"]] = {**s, "connected": 0, "following": True}
        for a in self.store.answers():
            self.answers.setdefault((a.student, a.step), []).append(
                {"answer": a.answer, "correct": a.correct, "at": a.at, "id": a.client_id})
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._error: BaseException | None = None
        self._runner = None

    @classmethod
    def _resumable(cls, db: Path):
        """(info, lesson) of the class file `db`, read-only: UserError (one line) for a file that is
        no class, lacks what a class keeps (store.INFO_TYPES), holds no lesson or whose rows are damaged."""
        import sqlite3

        from mlm_lab.classroom.store import open_store_readonly

        store = open_store_readonly(db)  # its info's fields and its tables checked there
        try:
            info = store.info()
            lesson = cls._lesson_from(info)
            store.students()
            store.answers()
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise UserError(msg("{db}: not a class file ({exc})", db=db, exc=exc)) from None
        finally:
            store.close()
        return info, lesson

    @staticmethod
    def _lesson_from(info: dict):
        from mlm_lab.lab.lesson import Lesson

        path = Path(info.get("lesson_file") or "")
        if path.is_file():
            lesson, raw = read_lesson(path)
            if fingerprint(raw) == info.get("fingerprint"):
                return lesson
        return Lesson.from_dict(info["lesson"])

    # -- life
    def start(self, timeout: float = 15.0) -> dict:
        """Listen (in the host's thread) and return what the CLI prints: address, port, code, db, url."""
        self._thread = threading.Thread(target=self._run, name="class-host", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise UserError(words("the class server did not start in time"))
        if self._error is not None:
            raise self._error
        if self._announce:
            self.announce()
        return self.info()

    def info(self) -> dict:
        return {"address": self.bind, "port": self.port, "code": self.code, "db": str(self.db), "url": self.url,
                "name": self.name, "lesson": self.lesson.title, "steps": len(self.lesson.steps),
                "key_file": str(key_path(self.db))}

    @property
    def url(self) -> str:
        host = f"[{self.bind}]" if ":" in self.bind else self.bind
        return f"http://{host}:{self.port}/"

    @property
    def join_link(self) -> str:
        return f"{self.url}?code={self.code}"

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._listen())
        except OSError as exc:
            self._error = UserError(f"cannot listen on {self.bind}:{self.port} ({exc.strerror or exc}); "
                                    "pick another --port or an address of this machine")
            self._started.set()
            return
        except BaseException as exc:  # handed to the caller of start()
            self._error = exc
            self._started.set()
            return
        self._started.set()
        try:
            self.loop.run_forever()
        finally:
            self.loop.run_until_complete(self._close())
            self.loop.close()

    async def _listen(self) -> None:
        from aiohttp import web

        app = web.Application(client_max_size=64 * 1024)
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._websocket)
        app.router.add_get("/api/info", self._api_info)
        app.router.add_get("/api/status", self._api_status)
        app.router.add_post("/api/teacher", self._api_teacher)
        app.router.add_get("/view.png", self._picture)
        app.router.add_get("/qr.svg", self._qr)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.bind, self.port, backlog=256)
        await site.start()
        self.port = self._runner.addresses[0][1]
        await self._store(self.store.set_info, port=self.port, bind=self.bind)

    async def _close(self) -> None:
        for conn in list(self.conns.values()):
            with contextlib.suppress(Exception):
                await conn.ws.close(code=1001, message=b"the class host stopped")
        if self._runner is not None:
            await self._runner.cleanup()

    def stop(self) -> None:
        """Stop listening and close the class file (the class can be resumed)."""
        if self.zeroconf is not None:
            with contextlib.suppress(Exception):
                self.zeroconf.close()
            self.zeroconf = None
        if self.loop is not None and self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
        if self._thread is not None:
            self._thread.join(10)
        self.store_pool.submit(self.store.close).result()
        self.store_pool.shutdown()

    def announce(self) -> bool:
        """Announce the class by mDNS / DNS-SD on the bound interface only; False where that fails."""
        from mlm_lab.classroom.discovery import announce

        try:
            self.zeroconf = announce(self.name, self.lesson.title, self.bind, self.port)
        except OSError:
            return False
        return True

    # -- thread-safe commands (the window, the CLI)
    def _call(self, coro, wait: bool = True):
        fut = asyncio.run_coroutine_threadsafe(coro, self.loop)
        return fut.result(10) if wait else fut

    def pace(self, step: int) -> None:
        self._call(self._teacher({"type": "pace", "step": step}))

    def lock(self, on: bool) -> None:
        self._call(self._teacher({"type": "lock", "on": bool(on)}))

    def pause(self, on: bool) -> None:
        self._call(self._teacher({"type": "pause", "on": bool(on)}))

    def reveal(self, step: int) -> None:
        self._call(self._teacher({"type": "reveal", "step": step}))

    def project(self, on: bool) -> None:
        self._call(self._teacher({"type": "project", "on": bool(on)}))

    def remove(self, student: int) -> None:
        self._call(self._teacher({"type": "remove", "student": student}))

    def end(self) -> None:
        self._call(self._teacher({"type": "end"}))

    def set_picture(self, step: int, png: bytes) -> None:
        """The teacher's view of `step` as a PNG (the page shows it); pages are told to refresh."""
        self._call(self._set_picture(step, png), wait=False)

    def set_figures(self, step: int, figures: dict) -> None:
        """The live figures the teacher's lab measured for `step` (estimates are checked against them)."""
        clean = {k: float(v) for k, v in figures.items() if isinstance(v, (int, float))}
        self.loop.call_soon_threadsafe(self.figures.__setitem__, step, clean)

    def snapshot(self) -> dict:
        """The dashboard's copy: the class's state and one entry per student with their answers."""
        with self._lock:
            students = [{**s, "answers": {step: list(a) for (sid, step), a in self.answers.items() if sid == s["id"]}}
                        for s in self.roster.values()]
            return {"step": self.state["step"], "count": len(self.lesson.steps), "locked": self.state["locked"],
                    "paused": self.state["paused"], "project": self.state["project"], "ended": self.state["ended"],
                    "revealed": sorted(self.revealed), "students": students}

    # -- inside the host's thread
    async def _store(self, fn, *args, **kwargs):
        return await asyncio.get_running_loop().run_in_executor(self.store_pool, lambda: fn(*args, **kwargs))

    def _emit(self, event: dict) -> None:
        if self.on_event is not None:
            try:
                self.on_event(event)
            except Exception:  # a listener's fault must not stop the class
                pass

    def _step_frame(self, step: int | None = None) -> dict:
        step = self.state["step"] if step is None else step
        picture = f"/view.png?step={step}&v={self.picture_version}" if step in self.pictures else None
        frame = step_frame(self.lesson, step, revealed=step in self.revealed, picture=picture)
        frame.update(locked=self.state["locked"], paused=self.state["paused"])
        return frame

    def _control_frame(self) -> dict:
        return {"type": "control", "step": self.state["step"], "locked": self.state["locked"],
                "paused": self.state["paused"], "revealed": sorted(self.revealed)}

    async def _broadcast(self, frame: dict) -> None:
        text = encode(frame)
        targets = [c for c in self.conns.values() if c.role == "student"]
        await asyncio.gather(*(self._send_text(c, text) for c in targets))

    @staticmethod
    async def _send_text(conn: Conn, text: str) -> None:
        with contextlib.suppress(Exception):
            await conn.ws.send_str(text)

    async def _send(self, conn: Conn, frame: dict) -> None:
        await self._send_text(conn, encode(frame))

    async def _teacher(self, frame: dict) -> dict:
        kind = frame["type"]
        if self.state["ended"] and kind != "end":
            raise ProtocolError("ended", "the class has ended")
        if kind == "pace":
            if not 0 <= frame["step"] < len(self.lesson.steps):
                raise ProtocolError("bad-step", f"no step {frame['step'] + 1}: the lesson has "
                                                f"{len(self.lesson.steps)} steps")
            self.state["step"] = frame["step"]
            await self._store(self._save_state, "pace", step=frame["step"])
            await self._broadcast(self._step_frame())
        elif kind in ("lock", "pause", "project"):
            self.state[{"lock": "locked", "pause": "paused", "project": "project"}[kind]] = frame["on"]
            await self._store(self._save_state, kind, on=frame["on"])
            await self._broadcast(self._control_frame())
        elif kind == "reveal":
            if not 0 <= frame["step"] < len(self.lesson.steps):
                raise ProtocolError("bad-step", f"no step {frame['step'] + 1}")
            self.revealed.add(frame["step"])
            await self._store(self._save_state, "reveal", step=frame["step"])
            await self._broadcast(self._step_frame(frame["step"]))
            await self._broadcast(self._control_frame())
        elif kind == "remove":
            sid = frame["student"]
            if sid not in self.roster:
                raise ProtocolError("bad-student", f"no student {sid} in this class")
            await self._store(self.store.remove_student, sid)
            with self._lock:
                self.roster[sid]["removed"] = True
            for conn in [c for c in self.conns.values() if c.student == sid]:
                await self._send(conn, {"type": "removed", "message": "the teacher removed you from the class"})
                await conn.ws.close(code=4003, message=b"removed")
        elif kind == "end":
            self.state["ended"] = True
            await self._store(self._save_state, "end")
            await self._broadcast({"type": "end", "message": "the class has ended"})
            for conn in list(self.conns.values()):
                with contextlib.suppress(Exception):
                    await conn.ws.close(code=1000, message=b"the class has ended")
        self._emit({"type": "state", **self.snapshot_state()})
        return {"type": "done", "command": kind, **self.snapshot_state()}

    def snapshot_state(self) -> dict:
        return {"step": self.state["step"], "locked": self.state["locked"], "paused": self.state["paused"],
                "project": self.state["project"], "ended": self.state["ended"], "revealed": sorted(self.revealed)}

    def _save_state(self, kind: str, **detail) -> None:
        with self.store.db:
            self.store.log(kind, **detail)
        self.store.set_info(**{k: self.state[k] for k in ("step", "locked", "paused", "project", "ended")},
                            revealed=sorted(self.revealed))

    async def _set_picture(self, step: int, png: bytes) -> None:
        self.pictures[step] = bytes(png)
        self.picture_version += 1
        if step == self.state["step"]:
            frame = {"type": "picture", "step": step, "url": f"/view.png?step={step}&v={self.picture_version}"}
            await asyncio.gather(*(self._send(c, frame) for c in self.conns.values()
                                   if c.role == "student" and c.client == "web"))

    # -- HTTP
    async def _page(self, request):
        from aiohttp import web

        page = (Path(__file__).parent / "page.html").read_text(encoding="utf-8")
        return web.Response(text=page, content_type="text/html", headers={
            "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                                       "img-src 'self'; connect-src 'self' ws: wss:",
            "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"})

    async def _api_info(self, request):
        from aiohttp import web

        return web.json_response({"name": self.name, "lesson": self.lesson.title, "steps": len(self.lesson.steps),
                                  "version": protocol.VERSION})

    def _authorised(self, request) -> str:
        """'teacher' with the key, 'student' with the code, '' otherwise."""
        if secrets.compare_digest(request.headers.get("X-Class-Key", ""), self.key):
            return "teacher"
        if protocol.normalise_code(request.query.get("code", "")) == self.code:
            return "student"
        return ""

    async def _api_status(self, request):
        from aiohttp import web

        who = self._authorised(request)
        snap = self.snapshot()
        out = {"name": self.name, "lesson": self.lesson.title, "step": snap["step"], "count": snap["count"],
               "locked": snap["locked"], "paused": snap["paused"], "ended": snap["ended"],
               "students": sum(1 for s in snap["students"] if not s["removed"]),
               "connected": sum(1 for s in snap["students"] if s["connected"] and not s["removed"])}
        if who:
            out["who"] = [{"id": s["id"], "name": s["name"], "step": s["step"], "connected": bool(s["connected"]),
                           "client": s["client"], "answered": len(s["answers"])}
                          for s in snap["students"] if not s["removed"]]
        return web.json_response(out)

    async def _api_teacher(self, request):
        from aiohttp import web

        if self._authorised(request) != "teacher":
            return web.json_response({"type": "error", "code": "forbidden",
                                      "message": "teacher commands need the teacher's key"}, status=403)
        try:
            raw = await request.read()
            frame = parse_frame(raw, role="teacher")
            if frame["type"] not in protocol.TEACHER_TYPES:
                raise ProtocolError("bad-message", "not a teacher command")
            done = await self._teacher(frame)
        except ProtocolError as exc:
            return web.json_response(error_frame(exc), status=400)
        return web.json_response(done)

    async def _picture(self, request):
        from aiohttp import web

        try:
            step = int(request.query.get("step", self.state["step"]))
        except ValueError:
            step = -1
        png = self.pictures.get(step)
        if png is None:
            return web.Response(status=404, text="no picture of that step")
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "no-store"})

    async def _qr(self, request):
        from aiohttp import web

        from mlm_lab.classroom.qr import qr_svg

        return web.Response(text=qr_svg(self.join_link), content_type="image/svg+xml")

    # -- the WebSocket
    async def _websocket(self, request):
        from aiohttp import WSMsgType, web

        if len(self.conns) >= MAX_CONNECTIONS:
            return web.Response(status=503, text="the class is full")
        ws = web.WebSocketResponse(max_msg_size=4 * protocol.MAX_FRAME, heartbeat=20)
        await ws.prepare(request)
        conn = Conn(ws, request.remote or "?")
        self.conns[ws] = conn
        hello_timer = asyncio.get_running_loop().call_later(HELLO_TIMEOUT, self._hello_late, conn)
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.BINARY:
                        await self._send(conn, error_frame(ProtocolError("bad-message", "frames are JSON text")))
                    continue
                if not conn.take():
                    if conn.dropped in (1, 50):
                        await self._send(conn, {"type": "error", "code": "rate",
                                                "message": f"more than {RATE:g} frames a second: slow down"})
                    if conn.dropped > 200:
                        await ws.close(code=4008, message=b"too many frames")
                    continue
                try:
                    frame = parse_frame(msg.data, role=conn.role)
                    reply = await self._handle(conn, frame)
                except ProtocolError as exc:
                    reply = error_frame(exc)
                    if conn.role == "anonymous" and exc.code in ("bad-code", "bad-token", "throttled", "ended"):
                        await self._send(conn, reply)
                        await ws.close(code=4001, message=exc.code.encode())
                        break
                if reply is not None:
                    await self._send(conn, reply)
        finally:
            hello_timer.cancel()
            self.conns.pop(ws, None)
            if conn.student is not None:
                await self._left(conn)
        return ws

    def _hello_late(self, conn: Conn) -> None:
        if conn.role == "anonymous":
            asyncio.ensure_future(conn.ws.close(code=4002, message=b"no hello in time"))

    async def _left(self, conn: Conn) -> None:
        with self._lock:
            entry = self.roster.get(conn.student)
            if entry is not None:
                entry["connected"] = max(0, entry["connected"] - 1)
        self._emit({"type": "left", "student": conn.student})

    def _throttled(self, remote: str) -> bool:
        now = time.monotonic()
        tries = [t for t in self.bad_hellos.get(remote, []) if now - t < 60]
        self.bad_hellos[remote] = tries
        return len(tries) >= BAD_HELLOS

    async def _handle(self, conn: Conn, frame: dict) -> dict | None:
        kind = frame["type"]
        if kind == "ping":
            return {"type": "pong"}
        if kind == "hello":
            if conn.role != "anonymous":
                raise ProtocolError("bad-message", "hello was said already")
            return await self._hello(conn, frame)
        if conn.role == "anonymous":
            raise ProtocolError("no-hello", "say hello first (with the class's code and your name)")
        if kind in protocol.TEACHER_TYPES:
            return await self._teacher(frame)
        if conn.role != "student":
            raise ProtocolError("bad-message", f"'{kind}' is a student's frame")
        if kind == "presence":
            with self._lock:
                entry = self.roster[conn.student]
                entry["step"], entry["following"] = frame["step"], frame["following"]
                entry["reached"] = max(entry.get("reached", 0), frame["step"])
            await self._store(self.store.seen, conn.student, frame["step"])
            self._emit({"type": "presence", "student": conn.student, "step": frame["step"]})
            return None
        return await self._answer(conn, frame)

    async def _hello(self, conn: Conn, frame: dict) -> dict:
        if self._throttled(conn.remote):
            raise ProtocolError("throttled", "too many wrong codes from this address: wait a minute")
        if frame["role"] == "teacher":
            if not secrets.compare_digest(frame["key"], self.key):
                self.bad_hellos.setdefault(conn.remote, []).append(time.monotonic())
                raise ProtocolError("bad-token", "that is not this class's teacher key")
            conn.role = "teacher"
            return {"type": "welcome", "role": "teacher", **self.info(), "state": self.snapshot_state()}
        if self.state["ended"]:
            raise ProtocolError("ended", "the class has ended")
        if frame["token"]:
            found = await self._store(self.store.student_by_token, frame["token"])
            if found is None or found["removed"]:
                self.bad_hellos.setdefault(conn.remote, []).append(time.monotonic())
                raise ProtocolError("bad-token", "this class does not know that student (or they were removed); "
                                                 "join again with the code")
            sid, token = found["id"], frame["token"]
            for other in [c for c in self.conns.values() if c.student == sid and c is not conn]:
                await other.ws.close(code=4004, message=b"joined from another window")
        else:
            if not secrets.compare_digest(frame["code"], self.code):
                self.bad_hellos.setdefault(conn.remote, []).append(time.monotonic())
                raise ProtocolError("bad-code", "that is not this class's code")
            token = protocol.new_token()
            sid = await self._store(self.store.add_student, frame["name"], token, frame["client"])
            with self._lock:
                self.roster[sid] = {"id": sid, "name": frame["name"], "client": frame["client"],
                                    "joined": time.time(), "last_seen": time.time(), "step": self.state["step"], "reached": 0,
                                    "removed": False, "connected": 0, "following": True}
        conn.role, conn.student = "student", sid
        conn.client = frame["client"] if not frame["token"] else self.roster[sid]["client"]
        with self._lock:
            self.roster[sid]["connected"] += 1
        acked = await self._store(self.store.answer_ids, sid)
        self._emit({"type": "joined", "student": sid, "name": self.roster[sid]["name"]})
        await self._send(conn, {"type": "welcome", "role": "student", "token": token, "student": sid,
                                "name": self.roster[sid]["name"], "class": self.name, "lesson": self.lesson.title,
                                "fingerprint": self.fingerprint, "bundled": self.bundled,
                                "steps": len(self.lesson.steps), "acked": acked,
                                "lesson_data": self.lesson.to_dict() if conn.client == "lab" else None})
        return self._step_frame()

    async def _answer(self, conn: Conn, frame: dict) -> dict:
        step = frame["step"]
        if step >= len(self.lesson.steps):
            raise ProtocolError("bad-step", f"no step {step + 1}: the lesson has {len(self.lesson.steps)} steps")
        if self.state["ended"]:
            raise ProtocolError("ended", "the class has ended")
        ex = self.lesson.steps[step].exercise
        if ex is None:
            raise ProtocolError("bad-step", f"step {step + 1} has no exercise to answer")
        correct, feedback, kind = host_verdict(ex, frame["answer"], frame["correct"], frame["feedback"],
                                               self.figures.get(step))
        answer = Answer(conn.student, frame["id"], step, kind, frame["answer"], correct, feedback, time.time())
        counted = await self._store(self.store.record_answer, answer)
        if counted:
            with self._lock:
                self.answers.setdefault((conn.student, step), []).append(
                    {"answer": answer.answer, "correct": correct, "at": answer.at, "id": answer.client_id})
            self._emit({"type": "answer", "student": conn.student, "step": step, "correct": correct,
                        "answer": answer.answer})
        return {"type": "ack", "id": frame["id"], "step": step, "correct": correct, "feedback": feedback,
                "counted": counted}


def host_json_line(info: dict) -> str:
    return json.dumps({k: info[k] for k in ("address", "port", "code", "db", "url", "name", "lesson", "steps",
                                            "key_file")})
