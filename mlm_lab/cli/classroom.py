"""`mlm-lab class ...`: host a class, join one headless, ask who is in, pace it, export it.

    mlm-lab class host [LESSON] [--port N] [--bind ADDRESS] [--name TEXT] [--db FILE] [--resume] [--json]
    mlm-lab class join ADDRESS --code CODE --name NAME [--answer STEP=VALUE ...] [--json]
    mlm-lab class status ADDRESS [--code CODE | --key-file FILE] [--json]
    mlm-lab class pace ADDRESS --step N [--key-file FILE | --db FILE]
    mlm-lab class export DB (--csv FILE | --json FILE)

Steps count from 1 here, as the window shows them; the protocol counts from 0.
"""

from __future__ import annotations

import json
import signal
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

from mlm_lab.errors import UserError

DESCRIPTION = ("A class on the room's own network: the teacher's lab hosts a lesson, students join from their "
               "lab or any browser with the code on the projector, answers arrive live and are kept in SQLite.")


def port_arg(text: str) -> int:
    """An argparse type: a TCP port, a whole number from 0 to 65535 (0: any free port)."""
    import argparse

    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a port is a whole number, got {text[:40]!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is from 0 to 65535 (0: any free one), got {port}")
    return port


def step_arg(text: str) -> int:
    """An argparse type: a lesson's step, a whole number counted from 1."""
    import argparse

    try:
        step = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a step is a whole number counted from 1, got {text[:40]!r}") from None
    if step < 1:
        raise argparse.ArgumentTypeError(f"steps count from 1, got {step}")
    return step


def answer_arg(text: str) -> tuple[int, str]:
    """An argparse type: STEP=VALUE, a step counted from 1 and the answer given there."""
    import argparse

    step, sep, value = text.partition("=")
    if not sep or not value.strip():
        raise argparse.ArgumentTypeError(f"--answer takes STEP=VALUE (e.g. 1=word, 6=A, 8=19.5), got {text[:40]!r}")
    return step_arg(step.strip()), value.strip()


def register(subparsers) -> None:
    p = subparsers.add_parser("class", help="host, join, pace or export a class on the room's network",
                              description=DESCRIPTION)
    sub = p.add_subparsers(dest="class_command", parser_class=type(p))
    p.set_defaults(func=lambda args: _need_sub(p))

    h = sub.add_parser("host", help="host a class: serve a lesson to the students' labs and browsers",
                       description="Host a class on one interface of this machine. Prints the join address, "
                       "the code and a QR code of the join link, announces the class on the network (mDNS), and "
                       "runs until Ctrl-C or `class pace ... --end`. The class is kept in --db as it happens.")
    h.add_argument("lesson", nargs="?", help="a .mlmlesson file or a bundled lesson's number or name (default: 1)")
    h.add_argument("--port", type=port_arg, help="TCP port (default 8765; 0 = any free port; --resume: the class's)")
    h.add_argument("--bind", default=None, help="the one address to listen on (default 127.0.0.1, this machine "
                   "only; give the room network's address for students to join)")
    h.add_argument("--name", default="", help="the class's name on the projector (default: the lesson's title)")
    h.add_argument("--db", help="the class file (default: a new one in the user data folder's classes/)")
    h.add_argument("--resume", action="store_true", help="reopen the class in --db (default: the newest class)")
    h.add_argument("--no-announce", action="store_true", help="do not announce the class by mDNS")
    h.add_argument("--json", action="store_true", help="print one line of JSON once listening")
    h.set_defaults(func=cmd_host)

    j = sub.add_parser("join", help="join a class headless (for scripts and tests)",
                       description="Join a class as a student without a window: prints each step the teacher "
                       "shows, sends the --answer values when their step comes, reconnects by itself, and ends "
                       "when the class ends or on Ctrl-C.")
    j.add_argument("address", help="the join address (192.168.1.5:8765) or the join link")
    j.add_argument("--code", default="", help="the class's code (from the projector; or in the join link)")
    j.add_argument("--name", required=True, help="your name in the class (1 to 40 characters)")
    j.add_argument("--answer", action="append", type=answer_arg, default=[], metavar="STEP=VALUE",
                   help="an answer for a step (1=word; 6=A or 6=A,C for choices; 8=19.5 for estimates)")
    j.add_argument("--json", action="store_true", help="print each frame from the host as one JSON line")
    j.set_defaults(func=cmd_join)

    s = sub.add_parser("status", help="who is in a class and its current step")
    s.add_argument("address")
    s.add_argument("--code", default="", help="the class's code (names are shown only with the code or key)")
    s.add_argument("--key-file", help="the teacher's key file (beside the class file)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_status)

    pc = sub.add_parser("pace", help="move every student to a step (the teacher's key needed)")
    pc.add_argument("address")
    pc.add_argument("--step", type=step_arg, help="the step, counted from 1")
    pc.add_argument("--end", action="store_true", help="end the class instead")
    pc.add_argument("--key-file", help="the teacher's key (default: beside --db, else the newest class's)")
    pc.add_argument("--db", help="the class file whose key to use")
    pc.set_defaults(func=cmd_pace)

    e = sub.add_parser("export", help="a class file's answers as CSV or JSON (one row per student and step)")
    e.add_argument("db")
    e.add_argument("--csv", help="CSV file to write")
    e.add_argument("--json", dest="json_out", help="JSON file to write")
    e.set_defaults(func=cmd_export)


def _need_sub(parser) -> int:
    raise UserError("mlm-lab class: say what to do: host, join, status, pace or export")


def _address_hint(bind: str) -> str:
    from mlm_lab.classroom.addresses import local_addresses

    if not bind.startswith("127."):
        return ""
    others = [f"{a} ({name})" for a, name in local_addresses() if not a.startswith("127.")]
    if not others:
        return "  Listening on this machine only; this machine has no other network address."
    return f"  Listening on this machine only: for the room, host with --bind {others[0].split()[0]}" + (
        f" (addresses: {', '.join(others)})" if len(others) > 1 else "")


def cmd_host(args) -> int:
    from mlm_lab.classroom.host import ClassHost, host_json_line

    if args.resume and args.lesson:
        raise UserError("class host --resume continues the class in its file: give --db, not a lesson")
    bind = args.bind
    if bind is None:
        bind = "127.0.0.1"
        if args.resume and args.db:
            from mlm_lab.classroom.store import open_store_readonly

            store = open_store_readonly(args.db)
            bind = store.info().get("bind", bind)
            store.close()
    try:
        host = ClassHost(args.lesson, name=args.name, bind=bind, port=args.port, db=args.db, resume=args.resume,
                         announce=not args.no_announce)
    except FileNotFoundError as exc:
        raise UserError(str(exc)) from None
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    host.on_event = lambda e: stop.set() if e.get("type") == "state" and e.get("ended") else None
    info = host.start()
    try:
        if args.json:
            print(host_json_line(info), flush=True)
        else:
            from mlm_lab.classroom.qr import qr_terminal

            print(f"Class: {info['name']}  ({info['lesson']}, {info['steps']} step{'s' if info['steps'] != 1 else ''})")
            print(f"Join at {info['url']} with the code {info['code']}   (link: {host.join_link})")
            hint = _address_hint(host.bind)
            if hint:
                print(hint)
            print(f"Class file: {info['db']}  (teacher's key beside it)")
            print(qr_terminal(host.join_link), end="")
            print("Ctrl-C stops hosting; `mlm-lab class host --resume` reopens the class.", flush=True)
        while not stop.wait(0.5):
            pass
    finally:
        host.stop()
    return 0


def _choice_value(value: str, options: int):
    picked = []
    for part in value.replace(" ", "").split(","):
        if len(part) == 1 and part.isalpha():
            picked.append(ord(part.upper()) - 65)
        elif part.isdigit():
            picked.append(int(part) - 1)
        else:
            raise UserError(f"--answer: {value!r} is not a choice (A, B, ... or A,C)")
    if any(not 0 <= i < options for i in picked):
        raise UserError(f"--answer: {value!r}: the step has {options} options (A to {chr(64 + options)})")
    return picked


def answer_value(exercise: dict, value: str):
    """A --answer VALUE as the step's exercise takes it."""
    kind = exercise.get("kind")
    if kind == "choice":
        return _choice_value(value, len(exercise.get("options", [])))
    if kind == "estimate":
        try:
            number = float(value)
        except ValueError:
            raise UserError(f"--answer: an estimate is a number, got {value[:40]!r}") from None
        if number != number or number in (float("inf"), float("-inf")):
            raise UserError(f"--answer: an estimate is a finite number, got {value[:40]!r}")
        return number
    if kind == "task":
        return "done"
    return value


def cmd_join(args) -> int:
    from mlm_lab.classroom.client import StudentClient
    from mlm_lab.classroom.protocol import plain_text

    if not plain_text(args.name, 40):
        raise UserError("--name: a name of 1 to 40 plain characters is needed")
    answers = dict(args.answer)
    sent: set[int] = set()
    problems: list[str] = []
    lock = threading.Lock()

    def show(frame: dict) -> None:
        kind = frame.get("type")
        with lock:
            if args.json:
                frame = {k: v for k, v in frame.items() if k not in ("lesson_data", "narration_html")}
                print(json.dumps(frame, ensure_ascii=False), flush=True)
            elif kind == "step":
                print(f"Step {frame['index'] + 1}/{frame['count']}: {frame['title']}", flush=True)
            elif kind == "ack":
                print(f"  answer to step {frame['step'] + 1}: {frame.get('feedback') or 'recorded'}", flush=True)
            elif kind in ("end", "removed", "error"):
                print(f"  {frame.get('message', kind)}", flush=True)
        if kind == "step":
            index = frame["index"]
            client.send_presence(index)
            if index + 1 in answers and index not in sent and frame.get("exercise"):
                sent.add(index)
                try:
                    value = answer_value(frame["exercise"], answers[index + 1])
                except UserError as exc:
                    problems.append(str(exc))
                    return
                client.send_answer(index, value)

    client = StudentClient(args.address, code=args.code, name=args.name, client="cli", on_frame=show)
    if not client.code:
        raise UserError("class join: give the class's --code (it is on the projector, or in the join link)")
    welcome = client.start()
    count = welcome.get("steps", 0)
    late = [s for s in answers if s > count]
    if late:
        client.stop()
        raise UserError(f"--answer: no step {late[0]}: the class's lesson has {count} steps")
    try:
        while not client.wait(0.3):
            if problems:
                client.stop()
                raise UserError(problems[0])
    except KeyboardInterrupt:
        client.stop()
        return 0
    if client.status == "refused":
        raise UserError(f"the class refused: {client.refusal}")
    return 0


def _http(url: str, *, data: bytes | None = None, key: str = "") -> dict:
    request = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET")
    if key:
        request.add_header("X-Class-Key", key)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return json.loads(response.read(1_000_000))
    except urllib.error.HTTPError as exc:
        try:
            body = json.loads(exc.read(10_000))
        except ValueError:
            body = {"message": exc.reason}
        raise UserError(f"the class host refused: {body.get('message', exc.reason)}") from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise UserError(f"cannot reach a class at {url.split('/api')[0]} ({reason})") from None


def _base(address: str) -> tuple[str, str]:
    from mlm_lab.classroom.client import parse_address

    host, port, code = parse_address(address)
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{port}", code


def _key(args) -> str:
    from mlm_lab.classroom.class_files import key_path, latest_class, read_key, read_key_file

    if args.key_file:
        return read_key_file(args.key_file)
    db = Path(args.db) if getattr(args, "db", None) else latest_class()
    if not key_path(db).is_file():
        raise UserError(f"{key_path(db)}: no teacher's key there (give --key-file)")
    return read_key(db)


def cmd_status(args) -> int:
    from urllib.parse import quote

    base, link_code = _base(args.address)
    code = args.code or link_code
    key = _key(args) if args.key_file else ""
    status = _http(f"{base}/api/status" + (f"?code={quote(code)}" if code else ""), key=key)
    if args.json:
        print(json.dumps(status, ensure_ascii=False))
        return 0
    state = "ended" if status["ended"] else ("paused" if status["paused"] else "running")
    print(f"{status['name']}: step {status['step'] + 1} of {status['count']} ({state}"
          f"{', locked' if status['locked'] else ''}); {status['connected']} of {status['students']} students connected")
    for s in status.get("who", []):
        print(f"  {s['name']:<40} step {s['step'] + 1:<3} {'connected' if s['connected'] else 'away':<9} "
              f"{s['answered']} answered ({s['client']})")
    return 0


def cmd_pace(args) -> int:
    if args.step is None and not args.end:
        raise UserError("class pace: give --step N (counted from 1) or --end")
    base, _ = _base(args.address)
    key = _key(args)
    frame = {"type": "end"} if args.end else {"type": "pace", "step": args.step - 1}
    done = _http(f"{base}/api/teacher", data=json.dumps(frame).encode(), key=key)
    print("the class has ended" if args.end else f"every student is at step {done['step'] + 1}")
    return 0


def cmd_export(args) -> int:
    from mlm_lab.classroom.store import export_class, open_store_readonly

    if not args.csv and not args.json_out:
        raise UserError("class export: give --csv FILE and/or --json FILE")
    from mlm_lab.atomic import check_output_path

    for out in (args.csv, args.json_out):
        if out:  # a folder, the class file itself, a name too long, a missing or read-only folder: one check
            check_output_path(out, "export", inputs=(args.db,))
    store = open_store_readonly(args.db)
    try:
        rows = export_class(store, csv_path=args.csv, json_path=args.json_out)
    finally:
        store.close()
    written = " and ".join(p for p in (args.csv, args.json_out) if p)
    print(f"{rows} row{'s' if rows != 1 else ''} written to {written}", file=sys.stderr)
    return 0
