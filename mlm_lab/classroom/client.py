"""A student's side of the class: one WebSocket to the host, kept up by itself.

`StudentClient` runs an aiohttp client on its own asyncio loop in a background thread (a
student's window and `mlm-lab class join` use the same class). It says hello with the code and
the name, keeps the token the host gives it, and reconnects with back-off (0.25 s doubling to
MAX_BACKOFF, with jitter) when the link drops, rejoining with the token. Answers go into a
queue first and stay there until the host acknowledges them (after its commit), so an answer
given while the link is down is sent once it is back; each carries a client id, so the host
counts a resend once. Every frame from the host is handed to `on_frame(frame)` on the client's
thread (the window wraps it in a queued Qt signal). No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import uuid
from collections import OrderedDict
from urllib.parse import parse_qs, urlsplit

from mlm_lab.classroom.protocol import encode, normalise_code
from mlm_lab.errors import UserError, msg, words

MAX_BACKOFF = 5.0
FATAL = ("bad-code", "bad-token", "ended", "throttled", "bad-name")


def parse_address(text: str, default_port: int = 8765) -> tuple[str, int, str]:
    """'192.168.1.5', '192.168.1.5:8765' or the join link 'http://192.168.1.5:8765/?code=K7QF2M'
    -> (host, port, code or ''). Raises UserError for what is none of these."""
    raw = str(text).strip()
    if not raw:
        raise UserError(words("no class address given (e.g. 192.168.1.5:8765 or the join link)"))
    parts = urlsplit(raw if "//" in raw else f"http://{raw}")
    if parts.scheme not in ("http", "ws", "") or not parts.hostname:
        raise UserError(msg("{raw_80!r} is not a class address (e.g. 192.168.1.5:8765 or the join link)",
                            raw_80=raw[:80]))
    try:
        port = parts.port or default_port
    except ValueError:
        raise UserError(msg("{raw_80!r}: the port must be a number from 1 to 65535", raw_80=raw[:80])) from None
    code = normalise_code((parse_qs(parts.query).get("code") or [""])[0])
    return parts.hostname, port, code


class JoinRefused(UserError):
    """The host said no: a wrong code, a token it does not know, a class that ended."""


class StudentClient:
    def __init__(self, address: str, *, code: str = "", name: str = "", client: str = "lab", token: str | None = None,
                 on_frame=None, on_status=None, max_backoff: float = MAX_BACKOFF):
        host, port, link_code = parse_address(address)
        self.host, self.port = host, port
        self.code = normalise_code(code) or link_code
        self.name, self.client, self.token = name, client, token
        self.on_frame, self.on_status = on_frame, on_status
        self.max_backoff = max_backoff
        self.status = "idle"  # connecting, connected, reconnecting, ended, removed, refused, stopped
        self.refusal = ""
        self.welcome: dict | None = None
        self.step: dict | None = None
        self.pending: OrderedDict[str, dict] = OrderedDict()
        self.reconnects = 0
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws = None
        self._thread: threading.Thread | None = None
        self._task: asyncio.Task | None = None
        self._first = threading.Event()
        self._done = threading.Event()
        self._stopping = False

    @property
    def ws_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}/ws"

    # -- from any thread
    def start(self, wait: float | None = 10.0) -> dict | None:
        """Connect in the background. With `wait`, block until the first welcome (returned) or a
        refusal (JoinRefused) or an unreachable host (UserError) within that many seconds."""
        self._thread = threading.Thread(target=self._run, name="class-client", daemon=True)
        self._thread.start()
        if wait is None:
            return None
        if not self._first.wait(wait) or self.welcome is None:
            self.stop()
            if self.status == "refused":
                raise JoinRefused(msg("the class refused to let you in: {self_refusal}", self_refusal=self.refusal))
            raise UserError(msg("cannot reach a class at {self_host}:{self_port} (is the teacher's lab hosting, "
                                "and is this the address on the projector?)",
                                self_host=self.host, self_port=self.port))
        return self.welcome

    def stop(self) -> None:
        """End the link from any state: connected (the socket is closed, so the host sees the
        student leave), connecting or waiting to reconnect (the attempt is cancelled at once)."""
        self._stopping = True
        loop = self._loop
        if loop is not None and loop.is_running():
            with contextlib.suppress(RuntimeError):  # the loop closed in between
                loop.call_soon_threadsafe(self._close_soon)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)
        if self.status not in ("ended", "removed", "refused"):
            self._set_status("stopped")

    def wait(self, timeout: float | None = None) -> bool:
        """Until the class ends (or the client stops); True when it did within `timeout`."""
        return self._done.wait(timeout)

    def send_answer(self, step: int, answer, correct: bool | None = None, feedback: str = "",
                    ident: str | None = None) -> str:
        """Queue an answer for `step` (0-based); it goes now, or when the link is back. Returns its id."""
        ident = ident or uuid.uuid4().hex[:16]
        frame = {"type": "answer", "id": ident, "step": int(step), "answer": answer, "correct": correct,
                 "feedback": str(feedback)[:1000]}
        with self._lock:
            self.pending[ident] = frame
        self._kick()
        return ident

    def send_presence(self, step: int, following: bool = True) -> None:
        self._send_soon({"type": "presence", "step": int(step), "following": bool(following)})

    def unacknowledged(self) -> list[dict]:
        with self._lock:
            return list(self.pending.values())

    # -- inside the client's thread
    def _set_status(self, status: str) -> None:
        self.status = status
        if self.on_status is not None:
            with contextlib.suppress(Exception):
                self.on_status(status)

    def _kick(self) -> None:
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._flush()))

    def _send_soon(self, frame: dict) -> None:
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._send(frame)))

    def _close_soon(self) -> None:
        task = self._task
        if self._ws is not None and not self._ws.closed:
            asyncio.ensure_future(self._ws.close())
            if task is not None:  # a host that never answers the close frame
                self._loop.call_later(2.0, task.cancel)
        elif task is not None:
            task.cancel()

    async def _send(self, frame: dict) -> None:
        ws = self._ws
        if ws is not None and not ws.closed and self.welcome is not None:
            with contextlib.suppress(Exception):
                await ws.send_str(encode(frame))

    async def _flush(self) -> None:
        with self._lock:
            frames = list(self.pending.values())
        for frame in frames:
            await self._send(frame)

    def _run(self) -> None:
        self._loop = asyncio.new_event_loop()
        try:
            self._task = self._loop.create_task(self._main())
            with contextlib.suppress(asyncio.CancelledError):
                self._loop.run_until_complete(self._task)
        finally:
            self._loop.close()
            self._first.set()
            self._done.set()

    def _hello(self) -> str:
        if self.token:
            return encode({"type": "hello", "token": self.token, "client": self.client})
        return encode({"type": "hello", "code": self.code, "name": self.name, "client": self.client})

    async def _main(self) -> None:
        import aiohttp

        delay = 0.25
        timeout = aiohttp.ClientTimeout(total=None, connect=5, sock_connect=5)
        async with aiohttp.ClientSession(timeout=timeout) as session:
            while not self._stopping:
                self._set_status("connecting" if self.welcome is None else "reconnecting")
                try:
                    async with session.ws_connect(self.ws_url, max_msg_size=8 * 1024 * 1024, heartbeat=15) as ws:
                        self._ws = ws
                        await ws.send_str(self._hello())
                        async for msg in ws:
                            if msg.type != aiohttp.WSMsgType.TEXT:
                                continue
                            try:
                                frame = json.loads(msg.data)
                            except ValueError:
                                continue
                            if not isinstance(frame, dict):
                                continue
                            if frame.get("type") == "welcome":
                                delay = 0.25
                            if await self._take(frame) == "stop":
                                break
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                    pass
                self._ws = None
                if self._stopping or self.status in ("ended", "removed", "refused"):
                    break
                if self.welcome is None and self._first.is_set():
                    break
                if self.welcome is None:  # never got in: the first try tells the caller
                    self._first.set()
                    if self.token is None:
                        break
                self.reconnects += 1
                self._set_status("reconnecting")
                await asyncio.sleep(delay * (0.75 + random.random() / 2))
                delay = min(delay * 2, self.max_backoff)
        self._done.set()

    async def _take(self, frame: dict) -> str:
        kind = frame.get("type")
        if kind == "welcome":
            self.token = frame.get("token") or self.token
            acked = set(frame.get("acked") or [])
            with self._lock:
                for ident in [i for i in self.pending if i in acked]:
                    del self.pending[ident]
            self.welcome = frame
            self._set_status("connected")
            await self._flush()
        elif kind == "ack":
            with self._lock:
                self.pending.pop(frame.get("id"), None)
        elif kind == "step":
            self.step = frame
            if not self._first.is_set():
                self._first.set()
        elif kind == "error" and frame.get("code") in FATAL and self.welcome is None or (
                kind == "error" and frame.get("code") == "bad-token"):
            self.refusal = str(frame.get("message", ""))[:200]
            self._set_status("refused")
            self._first.set()
            self._deliver(frame)
            return "stop"
        elif kind in ("end", "removed"):
            self._set_status("ended" if kind == "end" else "removed")
            self._deliver(frame)
            return "stop"
        self._deliver(frame)
        return ""

    def _deliver(self, frame: dict) -> None:
        if self.on_frame is not None:
            with contextlib.suppress(Exception):
                self.on_frame(frame)
