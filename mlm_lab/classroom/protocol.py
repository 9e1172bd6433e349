"""The class's wire protocol: JSON text frames over one WebSocket, every one checked here.

A frame is a JSON object with a "type". What a student's connection may send:

    {"type": "hello", "code": "K7QF2M", "name": "Ada", "client": "lab"}     first frame; "token" to rejoin
    {"type": "answer", "id": "a1b2", "step": 3, "answer": "word", "correct": true, "feedback": "..."}
    {"type": "presence", "step": 3, "following": true}                      the step the student sees
    {"type": "ping"}

What the teacher's connection may send besides (its hello carries "role": "teacher" and the key
the host wrote beside its database instead of a code and a name):

    {"type": "pace", "step": 4}           everyone to this step
    {"type": "lock", "on": true}          students may not leave the teacher's step
    {"type": "pause", "on": true}         every student's screen paused
    {"type": "reveal", "step": 4}         the step's answer shown to everyone
    {"type": "project", "on": true}       the class's answers, names hidden, on the projector
    {"type": "remove", "student": 12}     a student out of the class (their token stops working)
    {"type": "end"}

`parse_frame` checks a frame's size, that it is JSON, an object, of a known type the role may
send, with the fields of that type and their types and limits; anything else is a
ProtocolError whose `code` and message go back to the sender as an "error" frame. No network,
no Qt here.
"""

from __future__ import annotations

import json
import math
import secrets
import unicodedata

from mlm_lab.errors import msg, words

VERSION = 1
MAX_FRAME = 16_384  # bytes of one frame; an answer is a word, a number or a few option indices
NAME_LIMIT = 40  # characters of a display name
ANSWER_LIMIT = 500  # characters of a typed answer
FEEDBACK_LIMIT = 1_000
ID_LIMIT = 64  # characters of a client's answer id
MAX_STEP = 1_000
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"  # no 0/O, 1/I/L, 2/Z, 5/S, 8/B: read off a projector
CODE_LENGTH = 6
CLIENTS = ("lab", "web", "cli")
STUDENT_TYPES = ("hello", "answer", "presence", "ping")
TEACHER_TYPES = ("pace", "lock", "pause", "reveal", "project", "remove", "end")
SERVICE_TYPE = "_mlmlab._tcp.local."  # DNS-SD: how the lab finds classes on the room's network


class ProtocolError(ValueError):
    """A frame the host (or a client) refuses: `code` is a short machine word, the message one line."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(18)


def normalise_code(text: str) -> str:
    """What a student typed as the code: spaces, dashes and case aside."""
    return "".join(ch for ch in str(text).upper() if ch.isalnum())


def plain_text(text: str, limit: int) -> str:
    """A name or an answer as it may be stored and shown: no control or format characters (a
    newline, a bidi override, a NUL), spaces collapsed, at most `limit` characters. It stays
    text: whoever shows it escapes it (the page uses textContent, the window plain labels)."""
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in str(text))
    return " ".join(kept.split())[:limit]


def encode(frame: dict) -> str:
    return json.dumps(frame, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _refuse(message: str, code: str = "bad-message") -> ProtocolError:
    return ProtocolError(code, message)


def _field(frame: dict, name: str, kind, *, required: bool = True):
    if name not in frame:
        if required:
            raise _refuse(msg("'{frame_get_type}' needs '{name}'", frame_get_type=frame.get('type'), name=name))
        return None
    value = frame[name]
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _refuse(msg("'{name}' must be a whole number", name=name))
    elif kind is bool:
        if not isinstance(value, bool):
            raise _refuse(msg("'{name}' must be true or false", name=name))
    elif kind is str:
        if not isinstance(value, str):
            raise _refuse(msg("'{name}' must be text", name=name))
    return value


def _step(frame: dict, required: bool = True) -> int | None:
    step = _field(frame, "step", int, required=required)
    if step is not None and not 0 <= step < MAX_STEP:
        raise _refuse(msg("'step' must be from 0 to {max_step_1}", max_step_1=MAX_STEP - 1))
    return step


def _answer_value(value):
    """A typed word, a number, or a list of option indices."""
    if isinstance(value, bool):
        raise _refuse(words("'answer' must be text, a number or a list of option numbers"))
    if isinstance(value, str):
        if len(value) > ANSWER_LIMIT:
            raise _refuse(msg("'answer' is longer than {answer_limit} characters", answer_limit=ANSWER_LIMIT))
        return plain_text(value, ANSWER_LIMIT)
    if isinstance(value, (int, float)):
        if not math.isfinite(value):
            raise _refuse(words("'answer' must be a finite number"))
        return float(value)
    if isinstance(value, list) and len(value) <= 20 and all(isinstance(v, int) and not isinstance(v, bool)
                                                            and 0 <= v < 20 for v in value):
        return sorted(set(value))
    raise _refuse(words("'answer' must be text, a number or a list of option numbers"))


KNOWN_FIELDS = {
    "hello": {"type", "code", "name", "client", "token", "role", "key", "version"},
    "answer": {"type", "id", "step", "answer", "correct", "feedback"},
    "presence": {"type", "step", "following"},
    "ping": {"type"},
    "pace": {"type", "step"}, "reveal": {"type", "step"},
    "lock": {"type", "on"}, "pause": {"type", "on"}, "project": {"type", "on"},
    "remove": {"type", "student"}, "end": {"type"},
}


def parse_frame(raw: str | bytes, *, role: str = "student") -> dict:
    """Check one frame from a client whose role is 'student' or 'teacher' (a connection that has
    not said hello yet is a student). Returns the frame, its text fields made plain."""
    size = len(raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw)
    if size > MAX_FRAME:
        raise _refuse(msg("a frame may hold at most {max_frame} bytes, this one has {size}",
                          max_frame=MAX_FRAME, size=size), "too-large")
    try:
        frame = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise _refuse(words("not JSON")) from None
    if not isinstance(frame, dict):
        raise _refuse(words("a frame is a JSON object"))
    kind = frame.get("type")
    if not isinstance(kind, str) or kind not in KNOWN_FIELDS:
        raise _refuse(msg("unknown frame type {str_kind_30!r}", str_kind_30=str(kind)[:30]), "unknown-type")
    if kind in TEACHER_TYPES and role != "teacher":
        raise _refuse(msg("'{kind}' is the teacher's; a student may send only hello, answer, presence and ping",
                          kind=kind),
                      "forbidden")
    unknown = set(frame) - KNOWN_FIELDS[kind]
    if unknown:
        raise _refuse(msg("'{kind}' has no field '{sorted_unknown_0_30}'",
                          kind=kind, sorted_unknown_0_30=sorted(unknown)[0][:30]))
    if kind == "hello":
        if frame.get("role", "student") == "teacher":
            _field(frame, "key", str)
            return {"type": "hello", "role": "teacher", "key": frame["key"][:200]}
        if frame.get("role", "student") != "student":
            raise _refuse(words("'role' must be student or teacher"))
        token = _field(frame, "token", str, required=False)
        code = _field(frame, "code", str, required=token is None)
        name = plain_text(_field(frame, "name", str, required=token is None) or "", NAME_LIMIT)
        if token is None and not name:
            raise _refuse(words("a name is needed (1 to 40 characters, plain text)"), "bad-name")
        client = _field(frame, "client", str, required=False) or "lab"
        if client not in CLIENTS:
            raise _refuse(msg("'client' must be one of {join_clients}", join_clients=', '.join(CLIENTS)))
        return {"type": "hello", "role": "student", "code": normalise_code(code or ""), "name": name,
                "client": client, "token": (token or "")[:200] or None}
    if kind == "answer":
        ident = _field(frame, "id", str)
        if not 0 < len(ident) <= ID_LIMIT or not ident.isascii() or not ident.isprintable():
            raise _refuse(msg("'id' must be 1 to {id_limit} printable ASCII characters", id_limit=ID_LIMIT))
        correct = frame.get("correct")
        if correct is not None and not isinstance(correct, bool):
            raise _refuse(words("'correct' must be true, false or null"))
        feedback = _field(frame, "feedback", str, required=False) or ""
        return {"type": "answer", "id": ident, "step": _step(frame), "answer": _answer_value(frame.get("answer")),
                "correct": correct, "feedback": plain_text(feedback, FEEDBACK_LIMIT)}
    if kind == "presence":
        following = _field(frame, "following", bool, required=False)
        return {"type": "presence", "step": _step(frame), "following": True if following is None else following}
    if kind in ("pace", "reveal"):
        return {"type": kind, "step": _step(frame)}
    if kind in ("lock", "pause", "project"):
        return {"type": kind, "on": _field(frame, "on", bool)}
    if kind == "remove":
        student = _field(frame, "student", int)
        return {"type": "remove", "student": student}
    return {"type": kind}


def error_frame(exc: ProtocolError) -> dict:
    return {"type": "error", "code": exc.code, "message": str(exc)}
