"""The one way the lab opens a file a user named (a lesson, its progress, a lab file, a model's
config, a translation, a cache's ref): a regular file only, never more than a stated size, text
that is UTF-8, JSON no deeper than a stated depth. Every refusal is one line naming the file.

A named pipe (FIFO) with no writer would block a read forever, a device (/dev/zero) never ends,
so the file is looked at before it is opened, then opened without blocking (O_NONBLOCK) and
looked at again through the open handle: a pipe swapped in between is caught there too.
No Qt here.
"""

from __future__ import annotations

import json
import os
import re
import stat

from mlm_lab.errors import UserError, msg, words

DEFAULT_MAX_DEPTH = 64  # no file the lab writes nests deeper than a dozen levels
MAX_CONFIG_BYTES = 10_000_000  # a model's config.json (and its tokenizer's, preprocessor's): kB, a few MB with labels


class UserFileError(UserError, ValueError):
    """A file a user named that the lab will not read (one line, the file named)."""


def shown(path: str | os.PathLike) -> str:
    from mlm_lab.imaging import shown_name

    return shown_name(path)


def file_kind(path: str | os.PathLike) -> str | None:
    """What `path` is when it is not a regular file ("a folder", "a named pipe", "a device", ...),
    None for a regular file or one that is not there; never opens it."""
    try:
        return _kind(os.stat(path).st_mode)
    except FileNotFoundError:
        return None


def _kind(mode: int) -> str | None:
    """What a file that is not a regular one is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return words("a folder")
    if stat.S_ISFIFO(mode):
        return words("a named pipe")
    if stat.S_ISSOCK(mode):
        return words("a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return words("a device")
    return words("not a regular file")


def _reason(exc: BaseException) -> str:
    import errno

    if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
        return "the name is too long (file names are at most 255 bytes)"
    if isinstance(exc, ValueError):
        return "the name holds a NUL character"
    return str(getattr(exc, "strerror", None) or exc)


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 1_000_000 else f"{n:,} bytes"


def open_user_file(path: str | os.PathLike, *, what: str, error: type[Exception] = UserFileError) -> int:
    """An open file descriptor (read-only) of `path`, a regular file; `error` in one line for
    anything else: no such file, a folder, a named pipe, a device, a socket, unreadable."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise error(msg("no such {what}: {shown_path}", what=what, shown_path=shown(path))) from None
    except (OSError, ValueError) as exc:
        raise error(msg("cannot open the {what} {shown_path}: {reason_exc}",
                        what=what, shown_path=shown(path), reason_exc=_reason(exc))) from None
    kind = _kind(st.st_mode)
    if kind:
        raise error(msg("{shown_path} is {kind}, not {article_what}: refused",
                        shown_path=shown(path), kind=kind, article_what=_article(what)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
                     | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:
        raise error(msg("cannot read the {what} {shown_path}: {reason_exc}",
                        what=what, shown_path=shown(path), reason_exc=_reason(exc))) from None
    kind = _kind(os.fstat(fd).st_mode)  # swapped for a pipe between the look and the open
    if kind:
        os.close(fd)
        raise error(msg("{shown_path} is {kind}, not {article_what}: refused",
                        shown_path=shown(path), kind=kind, article_what=_article(what)))
    return fd


def _article(what: str) -> str:
    return what if what.split(" ", 1)[0] in ("a", "an", "the") else f"a {what}"


def read_user_bytes(path: str | os.PathLike, *, what: str, max_bytes: int,
                    error: type[Exception] = UserFileError) -> bytes:
    """The bytes of the regular file `path`, at most `max_bytes` (the limit is named when refused)."""
    fd = open_user_file(path, what=what, error=error)
    try:
        with os.fdopen(fd, "rb") as handle:
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise error(msg("cannot read the {what} {shown_path}: {reason_exc}",
                        what=what, shown_path=shown(path), reason_exc=_reason(exc))) from None
    if len(raw) > max_bytes:
        raise error(msg("{shown_path} is larger than {size_max_bytes}, the most {article_what} may be: refused",
                        shown_path=shown(path), size_max_bytes=_size(max_bytes), article_what=_article(what)))
    return raw


def decode_user_text(raw: bytes, path: str | os.PathLike, *, what: str,
                     error: type[Exception] = UserFileError) -> str:
    """`raw` as UTF-8 (a byte-order mark is read past), or `error` naming the file."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(msg("cannot read {shown_path} as {article_what}: not UTF-8 text (byte {exc_start:,})",
                        shown_path=shown(path), article_what=_article(what), exc_start=exc.start)) from None


def read_user_text(path: str | os.PathLike, *, what: str, max_bytes: int,
                   error: type[Exception] = UserFileError) -> str:
    return decode_user_text(read_user_bytes(path, what=what, max_bytes=max_bytes, error=error), path,
                            what=what, error=error)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth(text: str, stop: int | None = None) -> int:
    """How deeply JSON `text` nests its arrays and objects, counted without recursion (strings are
    skipped); counting ends once `stop` is passed."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop is not None and deepest > stop:
                    break
        else:
            depth -= 1
    return deepest


MAX_DIGITS = 4_300  # Python's own limit for a whole number read from text (sys.get_int_max_str_digits)


def _whole_number(text: str) -> int:
    """A JSON integer; one longer than MAX_DIGITS is named by its length (Python's own message
    tells a programmer to call sys.set_int_max_str_digits)."""
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise ValueError(msg("a whole number of {digits:,} digits (at most {max_digits:,})",
                             digits=digits, max_digits=MAX_DIGITS))
    return int(text)


def parse_user_json(text: str, path: str | os.PathLike, *, what: str, max_depth: int = DEFAULT_MAX_DEPTH,
                    error: type[Exception] = UserFileError):
    """JSON `text` of the file `path` -> its value; too deep or not JSON: `error` (NaN and Infinity are
    read as Python reads them: the checks of each field refuse them by name)."""
    if json_depth(text, stop=max_depth) > max_depth:
        raise error(msg("cannot read {shown_path} as {article_what}: nested more than {max_depth} levels deep",
                        shown_path=shown(path), article_what=_article(what), max_depth=max_depth))
    try:
        return json.loads(text, parse_int=_whole_number)
    except json.JSONDecodeError as exc:
        raise error(msg("cannot read {shown_path} as {article_what}: not valid JSON (line {exc_lineno}: "
                        "{exc_msg})",
                        shown_path=shown(path), article_what=_article(what), exc_lineno=exc.lineno,
                        exc_msg=exc.msg)) from None
    except RecursionError:
        raise error(msg("cannot read {shown_path} as {article_what}: nested too deeply",
                        shown_path=shown(path), article_what=_article(what))) from None
    except ValueError as exc:
        raise error(msg("cannot read {shown_path} as {article_what}: it holds {exc}",
                        shown_path=shown(path), article_what=_article(what), exc=exc)) from None


def read_user_json(path: str | os.PathLike, *, what: str, max_bytes: int, max_depth: int = DEFAULT_MAX_DEPTH,
                   error: type[Exception] = UserFileError):
    """The JSON value of the file `path` through read_user_text and parse_user_json."""
    text = read_user_text(path, what=what, max_bytes=max_bytes, error=error)
    return parse_user_json(text, path, what=what, max_depth=max_depth, error=error)


def read_model_json(path: str | os.PathLike, *, what: str = "model config", max_bytes: int = MAX_CONFIG_BYTES,
                    error: type[Exception] = UserFileError):
    """A model folder's JSON file (config.json, tokenizer_config.json, an index) through the guard."""
    return read_user_json(path, what=what, max_bytes=max_bytes, error=error)


def is_regular_file(path: str | os.PathLike) -> bool:
    """Whether `path` is (or links to) a regular file."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


__all__ = ["UserFileError", "file_kind", "open_user_file", "read_user_bytes", "read_user_text", "read_user_json",
           "parse_user_json", "decode_user_text", "read_model_json", "json_depth", "is_regular_file"]
